// The Horizons of Spirit Island game module for the app shell (the interface: web/README.md).
// Every legal action names its board element (`target`, see board.js); the shared plan step
// (js/plan.js) lights those and turns a tap into the one action with that target, or a small
// chooser.  Buttons are the actions with a `group` ("done", "gain:<deck>", "option:<i>"), but for
// the switches to another spirit ("switch"): the board draws those on the spirits' tabs.
// No rule is decided here: a tap the legal list does not cover is sent as the action it stands
// for, so the engine says why not.
import { t, has, list } from "../../i18n/index.js";
import { h, s } from "../../js/dom.js";
import { bare, buttonGroups, buttonIntent, clickIntent, litTargets } from "../../js/plan.js";
import { seatName, splitTarget } from "../../js/board-kit.js";
import { createHorizonsBoard, pieceWords } from "./board.js";
import { cardName, cardView, invaderWords, invaderTerrains, landName, spiritName } from "./cards.js";
import { landRuleWords, piecesWords, seatColourOf } from "./island.js";
import { drawTracker, STAGE_PLACE } from "./tracker.js";

// The board with the phase tracker above the island (in the board's slot for it, if it has one).
export function createBoard(element, config = {}) {
  const board = createHorizonsBoard(element, config);
  const slot = board.trackerSlot || h("div", { class: "hz-tracker", dataset: { testid: "phase-tracker" } });
  if (!slot.isConnected) element.prepend(slot);
  return {
    ...board,
    set(view, highlights) {
      board.set(view, highlights);
      drawTracker(slot, view.board);
    },
    destroy() {
      board.destroy();
      slot.remove();
    },
  };
}

// One step of a move shown alone (the invader phase, op "stages"): that step's island, fear and
// invader track over the view, its land lit, the tracker on that step, nothing to choose.
export function stageView(view, stage) {
  const [phase, step] = STAGE_PLACE[stage.step] || [stage.board.phase, stage.board.step];
  const board = { ...view.board, ...stage.board, cards: { ...view.board.cards, ...(stage.board.cards || {}) } };
  return { ...view, actions: [], board: { ...board, phase, step, stage: { step: stage.step, args: stage.args, at: stage.at } } };
}

// each seat in its spirit's colour, as island.js draws its presence
export const seatColour = (i) => seatColourOf(i);
// a cooperative game: the shell offers the deciding spirit's player a suggested move (op suggest)
export const suggests = true;
export const progress = (view) => ({ key: "home.saved.round", args: { count: view.board.round } });

const spiritOf = (view, seat) => ((view.board && view.board.spirits) || []).find((sp) => sp.seat === seat);
const spiritWords = (view, seat) => spiritName(spiritOf(view, seat)) || seatName(view, seat);
const roman = (n) => (has(`horizons.roman.${n}`) ? t(`horizons.roman.${n}`) : String(n));
const names = (ids, view) => (ids && ids.length ? list(ids.map((c) => cardName(c, view))) : t("horizons.nothing"));

// ---- plan: what to light, which buttons -----------------------------------------------------

// What "done" means in each decision: stop pushing, remove no more, pass, reclaim none.
const DONE_KEYS = Object.freeze({
  "move.push": "horizons.button.done.push",
  "move.gather": "horizons.button.done.gather",
  "pick.destroy": "horizons.button.done.destroy",
  "pick.remove": "horizons.button.done.remove",
  "pick.downgrade": "horizons.button.done.downgrade",
  "pick.replace": "horizons.button.done.replace",
  "pick.carry": "horizons.button.done.carry",
  remove_health: "horizons.button.done.remove",
  land: "horizons.button.done.land",
  reclaim_one: "horizons.button.done.reclaim",
});

function doneLabel(view) {
  const p = view.pending;
  if (p.kind === "spirit") return t("horizons.button.done.play");
  if (p.kind === "powers") return t(p.prompt && p.prompt.key === "horizons.prompt.powers_slow" ? "horizons.button.done.powers_slow" : "horizons.button.done.powers_fast");
  const verb = p.prompt && p.prompt.args && p.prompt.args.verb;
  const kind = p.kind === "pick_among" ? "pick" : p.kind;
  return t(DONE_KEYS[`${kind}.${verb}`] || DONE_KEYS[kind] || "horizons.button.done");
}

// The land a decision acts in (drawn as selected): where damage falls, a push starts, a gather
// ends, a carried piece goes.
function focusLand(view) {
  const p = view.pending;
  const args = (p.prompt && p.prompt.args) || {};
  if (p.kind === "pick" && args.verb === "carry") return args.into;
  return ["damage", "damage_distinct", "move", "remove_health", "cascade"].includes(p.kind) ? args.land : null;
}

function buttonLabel(view, group, actions) {
  const [kind, arg] = splitTarget(group);
  if (kind === "done") return doneLabel(view);
  if (kind === "gain") return t("horizons.button.gain", { deck: t(`horizons.deck.${arg}`) });
  if (kind === "option") return optionText(actions[0], view);
  if (kind === "element") return t(ELEMENT_BUTTON[arg] || "horizons.button.element");
  return actionText(actions[0], view);
}

const ELEMENT_BUTTON = Object.freeze({
  sun: "horizons.button.element.sun", moon: "horizons.button.element.moon", fire: "horizons.button.element.fire",
  air: "horizons.button.element.air", water: "horizons.button.element.water", earth: "horizons.button.element.earth",
  plant: "horizons.button.element.plant", animal: "horizons.button.element.animal",
});

function optionText(action, view) {
  const args = (view.pending && view.pending.prompt && view.pending.prompt.args) || {};
  return has(action.label) ? t(action.label, { count: args.n }) : action.label;
}

export function plan(view, picks = []) {
  const out = { targets: [], selected: [], hints: {}, buttons: [], prompt: null, picks: [] };
  const shown = view.board && view.board.stage; // a step of the invader phase: its land lit
  if (shown && shown.args.land) out.selected = [`land:${shown.args.land}`];
  const acts = view.actions || [];
  if (!acts.length || !view.pending) return out;
  out.targets = litTargets(acts).filter((x) => x !== "prompt");
  const focus = focusLand(view);
  if (focus) out.selected = [`land:${focus}`];
  for (const { group, actions } of buttonGroups(acts)) {
    if (group === "switch") continue; // drawn on the spirits' tabs ("Let ... act")
    const button = { id: group, label: buttonLabel(view, group, actions) };
    if (group === "done" && !out.targets.length) button.primary = true;
    if (group.startsWith("option:") && group === "option:0") button.primary = true;
    out.buttons.push(button);
  }
  // "done" last
  out.buttons.sort((a, b) => (a.id === "done") - (b.id === "done"));
  return out;
}

// The action a tap stands for when no legal action has its target: sent as it is, so that the
// engine says why not.
function attempt(view, target) {
  const [kind, id] = splitTarget(target);
  const step = view.pending && view.pending.kind;
  if (kind === "card" && step === "spirit") return { do: "play", card: id };
  if ((kind === "card" || kind === "innate") && step === "powers") return { do: "use", power: id };
  if (kind === "growth" && step === "spirit") return { do: "growth", option: Number(id) };
  if (kind === "switch") return { do: "switch", seat: Number(id) };
  const onLand = { place: "place", aim: "aim", cascade: "cascade", ravage_order: "ravage", special: "land", land: "land" }[step];
  if (kind === "land" && onLand) return { do: onLand, land: id };
  return null;
}

export function onTarget(view, picks, target) {
  const acts = view.actions || [];
  const intent = clickIntent(acts, target, (a) => actionText(a, view));
  if (intent) return intent;
  const [kind, id] = splitTarget(target);
  if (kind === "land") {
    // a tap on a land stands for its lit pieces (the tokens are small on a phone)
    const here = acts.filter((a) => typeof a.target === "string" && a.target.startsWith(`piece:${id}:`));
    if (here.length === 1) return { send: [bare(here[0])] };
    if (here.length > 1) return { choose: here.map((a) => ({ label: actionText(a, view), send: [bare(a)] })) };
  }
  const action = attempt(view, target);
  return action ? { send: [action] } : {};
}

export function onButton(view, picks, id) {
  return buttonIntent(view.actions, id, (a) => actionText(a, view)) || {};
}

// The growth icon a presence action is for (two presence icons of one option differ by range).
function growthIconWords(view, i) {
  const sp = view.pending ? spiritOf(view, view.pending.player) : null;
  const icon = sp && sp.growth !== null && sp.growth_options[sp.growth] ? sp.growth_options[sp.growth][i] : null;
  return icon ? t(`horizons.growth.short.${icon.op}`, icon) : "";
}

const PICK_ACTION = Object.freeze({
  destroy: "horizons.action.pick.destroy", remove: "horizons.action.pick.remove",
  downgrade: "horizons.action.pick.downgrade", replace: "horizons.action.pick.replace",
});

// The words of one legal action (the chooser, the buttons).
export function actionText(a, view) {
  const piece = () => pieceWords(a.land || (view.pending && view.pending.prompt && view.pending.prompt.args.land) || "", a.piece, a.damage);
  const movedPiece = (land) => pieceWords(land, a.piece, a.damage);
  const args = (view.pending && view.pending.prompt && view.pending.prompt.args) || {};
  switch (a.do) {
    case "growth": return t("horizons.action.growth", { n: a.option + 1 });
    case "take": return t("horizons.action.take", { track: t(`horizons.track.${a.track}`), icon: growthIconWords(view, a.icon) });
    case "move": return t("horizons.action.move", { land: landName(a.origin), icon: growthIconWords(view, a.icon) });
    case "place": return t("horizons.action.place", { land: landName(a.land) });
    case "play": return t("horizons.action.play", { card: cardName(a.card, view) });
    case "use": return t("horizons.action.use", { card: cardName(a.power, view) });
    case "aim": return a.land ? t("horizons.action.aim", { land: landName(a.land) })
      : t("horizons.action.aim_spirit", { spirit: spiritName(spiritOf(view, a.spirit)) || seatName(view, a.spirit) });
    case "hit": return t("horizons.action.hit", { piece: piece() });
    case "pick": return args.verb === "carry" ? t("horizons.action.pick.carry", { piece: piece(), to: landName(args.into) })
      : t(PICK_ACTION[view.pending.kind === "remove_health" ? "remove" : args.verb] || "horizons.action.pick.destroy", { piece: piece() });
    case "push": return t("horizons.action.push", { piece: movedPiece(args.land), to: landName(a.to) });
    case "gather": return t("horizons.action.gather", { piece: movedPiece(a.from), from: landName(a.from) });
    case "keep": return t("horizons.action.keep", { card: cardName(a.card, view) });
    case "forget": return t("horizons.action.forget", { card: cardName(a.card, view) });
    case "ravage": return t("horizons.action.ravage", { land: landName(a.land) });
    case "cascade": return t("horizons.action.cascade", { land: landName(a.land) });
    case "land": return view.pending && view.pending.kind === "special" ? t("horizons.action.special", { land: landName(a.land) }) : t("horizons.action.land", { land: landName(a.land) });
    case "gain": return t("horizons.button.gain", { deck: t(`horizons.deck.${a.deck}`) });
    case "option": return optionText(a, view);
    case "element": return t(ELEMENT_BUTTON[a.element] || "horizons.button.element");
    case "reclaim": return t("horizons.action.reclaim", { card: cardName(a.card, view) });
    case "give": return t("horizons.action.give", { card: cardName(a.card, view) });
    case "switch": return t("horizons.board.switch", { spirit: spiritWords(view, a.seat) });
    case "done": return doneLabel(view);
    default: return a.label || "";
  }
}

// ---- text: the log, refusals, prompts -------------------------------------------------------

const INVADER_CARD_KEYS = Object.freeze(["horizons.log.first_explore", "horizons.log.explore", "horizons.log.special"]);

function displayArgs(key, a, view) {
  const out = { ...a };
  if (typeof a.seat === "number") out.seat = seatName(view, a.seat);
  for (const k of ["land", "to", "from"]) if (typeof a[k] === "string") out[k] = landName(a[k]);
  // a seat given to, not a land: the spirit's player
  if (typeof a.to === "number") out.to = seatName(view, a.to);
  if (Array.isArray(a.lands)) out.lands = a.lands.length ? list(a.lands.map(landName)) : t("horizons.nothing");
  if (typeof a.card === "string") out.card = INVADER_CARD_KEYS.includes(key) ? invaderWords(a.card) : cardName(a.card, view);
  for (const k of ["ravage", "build"]) if (k in a) out[k] = invaderWords(a[k]);
  if (typeof a.power === "string") out.power = cardName(a.power, view);
  for (const k of ["cards", "discarded"]) if (Array.isArray(a[k])) out[k] = names(a[k], view);
  if (Array.isArray(a.unused)) out.unused = a.unused.length ? names(a.unused, view) : null;
  if (typeof a.piece === "string") out.piece = t(`horizons.piece.kind.${a.piece}`);
  if (typeof a.into === "string") out.into = a.verb === "carry" ? landName(a.into) : t(`horizons.piece.one.${a.into}`);
  if (Array.isArray(a.kinds)) {
    out.what = kindsWords(a.kinds, "plural");
    out.one = kindsWords(a.kinds, "one");
  }
  if (typeof a.verb === "string") out.verb_id = a.verb;
  if (typeof a.track === "string") out.track = t(`horizons.track.${a.track}`);
  if (typeof a.deck === "string") out.deck = t(`horizons.deck.${a.deck}`);
  if (typeof a.phase === "string") out.phase = t(`horizons.phase.${a.phase}`);
  if (typeof a.speed === "string") out.speed = t(`horizons.speed.word.${a.speed}`);
  if (typeof a.option === "number") out.option = a.option + 1;
  if (typeof a.n === "number") out.count = a.n;
  if (a.level !== undefined) out.level = roman(a.level);
  if (a.terror !== undefined) out.terror = roman(a.terror);
  if (key === "horizons.log.use") {
    out.target = a.land ? landName(a.land) : typeof a.spirit === "number" ? spiritName(spiritOf(view, a.spirit)) || seatName(view, a.spirit) : null;
  }
  if (typeof a.reason === "string") out.why = t(`end.reason.spirit_island_horizons.${a.reason}`);
  if (typeof a.effect === "string") out.effect = has(`horizons.effect.kind.${a.effect}`) ? t(`horizons.effect.kind.${a.effect}`) : a.effect;
  if (typeof a.verb === "string") out.verb = has(`horizons.verb.${a.verb}`) ? t(`horizons.verb.${a.verb}`) : a.verb;
  return out;
}

// ["explorer", "town"] -> "explorers or towns" (form "plural"), "an explorer or a town" ("one")
function kindsWords(kinds, form) {
  const words = kinds.map((k) => t(`horizons.piece.${form}.${k}`));
  return list(words, "disjunction");
}

export function formatLog(entry, view) {
  return t(entry.key, displayArgs(entry.key, entry.args || {}, view));
}

// The power being resolved (the last one used, from the log), for a decision's prompt.
function resolving(view) {
  const log = view.log || [];
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].key === "horizons.log.use" || log[i].key === "horizons.log.repeat") return log[i].args.power;
    if (log[i].key === "horizons.log.fear_card") return log[i].args.card;
  }
  return null;
}

// The decisions a power or a fear card asks for: their prompt names it ("Retreat! — ...").
const EFFECT_DECISIONS = Object.freeze(["damage", "damage_distinct", "pick", "pick_among", "remove_health", "move", "land", "option", "choose_elements"]);

export function formatPrompt(view) {
  const p = view.pending;
  if (!p || !p.prompt) return "";
  const args = displayArgs(p.prompt.key, p.prompt.args || {}, view);
  if (p.kind === "grow") {
    // what this option's icons still offer: a track, a presence to move, a power deck
    const offered = ["take", "move", "gain"].filter((d) => (view.actions || []).some((a) => a.do === d));
    const words = offered.map((d) => t(`horizons.prompt.grow.${d}`));
    args.choices = list(words, "disjunction");
  }
  // an optional decision names its way out (the done button's words)
  if ((view.actions || []).some((a) => a.do === "done")) args.done = doneLabel(view);
  const text = t(p.prompt.key, args);
  const power = EFFECT_DECISIONS.includes(p.kind) && args.purpose !== "counterattack" ? resolving(view) : null;
  const asked = power ? t("horizons.prompt.from_power", { power: cardName(power, view), text }) : text;
  // with 2 or 3 spirits the prompt names the one deciding, and who plays it
  return promptNamesDecider(view) ? t("horizons.prompt.who", { spirit: spiritWords(view, p.player), name: seatName(view, p.player), text: asked }) : asked;
}

// The shell leaves out its own "name: " before the prompt when the prompt names who decides.
export const promptNamesDecider = (view) => Boolean(view && view.pending && ((view.board && view.board.spirits) || []).length > 1);

// ---- the card view ------------------------------------------------------------------------

export function cardInfo(ref, view) {
  if (typeof ref !== "string" || !view || !view.board) return null;
  const [kind, id] = splitTarget(ref);
  const b = view.board;
  if (kind === "card" && id) {
    return cardView(id, view);
  }
  if (kind === "invader" && id) {
    return { title: invaderWords(id), subtitle: t("horizons.card.invader"),
      text: [t("horizons.card.invader.text", { terrains: list(invaderTerrains(id).map((x) => (x === "coastal" ? t("horizons.invader.coastal") : t(`horizons.terrain.${x}`)))) })] };
  }
  if (kind === "invader-discard") {
    return { title: t("horizons.card.invader.discard"), text: b.invaders.discard.length ? b.invaders.discard.map(invaderWords) : [t("horizons.board.empty")] };
  }
  if (kind === "fear" && id === "earned") {
    return { title: t("horizons.board.earned", { count: b.fear.earned }), subtitle: t("horizons.board.fear_deck", { count: b.fear.deck }),
      text: [t("horizons.card.fear.earned"), ...b.fear.discard.map((c) => cardName(c, view))] };
  }
  if (kind === "land" && id && b.lands[id]) {
    const land = b.lands[id];
    const named = (seat) => spiritName(spiritOf(view, seat)) || seatName(view, seat);
    return {
      title: landName(id),
      subtitle: t("horizons.card.land", { terrain: t(`horizons.terrain.${land.terrain}`), where: t(land.coastal ? "horizons.land.coastal" : "horizons.land.inland") }),
      text: [piecesWords(land, t, named), ...landRuleWords(land, t, named)],
    };
  }
  return null;
}

// ---- the last move ------------------------------------------------------------------------

const FEAR_KEYS = Object.freeze(["horizons.log.fear", "horizons.log.fear_card_earned", "horizons.log.terror_rises", "horizons.log.fear_card", "horizons.log.fear_card_done"]);
const INVADER_KEYS = Object.freeze(["horizons.log.explore", "horizons.log.advance", "horizons.log.special", "horizons.log.first_explore"]);

function marksOf(e) {
  const a = e.args || {};
  const out = [];
  for (const k of ["land", "to", "from"]) if (typeof a[k] === "string") out.push(`land:${a[k]}`);
  for (const l of Array.isArray(a.lands) ? a.lands : []) out.push(`land:${l}`);
  if (typeof a.card === "string" && !INVADER_KEYS.includes(e.key)) out.push(`card:${a.card}`);
  if (typeof a.power === "string") out.push(`card:${a.power}`, `innate:${a.power}`);
  if (e.key === "horizons.log.growth") out.push(`growth:${a.option}`);
  if (e.key === "horizons.log.presence_added") out.push(`track:${a.track}`);
  if (FEAR_KEYS.includes(e.key)) out.push("fear");
  if (INVADER_KEYS.includes(e.key)) out.push("invaders");
  if ((e.key === "horizons.log.added" && a.piece === "blight") || e.key === "horizons.log.cascade") out.push("blight");
  if (e.key === "horizons.log.energy" || e.key === "horizons.log.paid" || e.key === "horizons.log.play") out.push("energy");
  return out;
}

export function lastMove(view) {
  const stage = view && view.board && view.board.stage;
  if (stage) return [...new Set(view.log.slice(stage.at).flatMap((e) => marksOf(e)))]; // this step's own changes
  const log = (view && view.log) || [];
  let seq = -Infinity;
  for (const e of log) if (typeof e.seq === "number" && e.seq > seq) seq = e.seq;
  const marks = new Set();
  for (const e of log) if (e.seq === seq) for (const m of marksOf(e)) marks.add(m);
  return [...marks];
}

// ---- the end screen -----------------------------------------------------------------------

// The score sheet: won or lost, why, the round, the terror level, blight and fear cards left.
export function resultDetails(result) {
  const rows = [
    ["outcome", t(result.won ? "end.hz.won" : "end.hz.lost")],
    ["reason", t(`end.reason.spirit_island_horizons.${result.reason}`)],
    ["round", String(result.round)],
    ["terror", roman(result.terror)],
    ["blight_left", String(result.blight_left)],
    ["fear_cards_left", String(result.fear_cards_left)],
  ];
  return h("div", { class: "hz-result", dataset: { testid: "hz-result", won: String(Boolean(result.won)), reason: result.reason } },
    h("h3", { text: t("end.hz.sheet") }),
    h("table", { class: "results" },
      h("tbody", {}, ...rows.map(([k, v]) => h("tr", { dataset: { testid: `hz-result-${k}` } },
        h("th", { scope: "row", text: t(`end.hz.${k === "outcome" ? "outcome" : k}`) }), h("td", { text: v }))))));
}

// The home screen's picture: a presence on a green island in the sea.
export function icon(size = 48) {
  return s("svg", { viewBox: "0 0 48 48", width: size, height: size, "aria-hidden": "true" },
    s("rect", { width: 48, height: 48, rx: 10, fill: "#3d7fb5" }),
    s("path", { d: "M8 34L18 12L34 10L42 30L28 40Z", fill: "#4f9a45", stroke: "#f6f0dc", "stroke-width": 2 }),
    s("path", { d: "M18 12L24 26L42 30M24 26L28 40", fill: "none", stroke: "#3a2616", "stroke-width": 1.6 }),
    s("circle", { cx: 22, cy: 20, r: 5, fill: seatColourOf(0), stroke: "#2a2118", "stroke-width": 1.4 }));
}
