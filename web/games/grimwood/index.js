// The Grimwood game module for the app shell (interface: see games/lotus/index.js): the
// board renderer, and the glue that turns the engine's legal actions (view.actions) into
// highlights, buttons and action sequences through the shared plan step (js/plan.js: each
// action's target and group).  No rule is decided here: a click that the legal list does not
// cover is still sent to the engine, which explains why it is refused.
import { t, list, has } from "../../i18n/index.js";
import { h } from "../../js/dom.js";
import { createGrimwoodBoard, cardFace, seatToken } from "./board.js";
import { gameIcon, seatColour as artSeatColour, categoryOf, cardArt } from "./art.js";
import { seatName, splitTarget } from "../../js/board-kit.js";
import { buttonGroups, buttonIntent, clickIntent, litTargets } from "../../js/plan.js";
import { cardKey, cardName } from "./cards.js";

export { createGrimwoodBoard as createBoard };
export const icon = (size) => gameIcon(size);
export const seatColour = (i) => artSeatColour(i);

function comboLabel(view, id) {
  for (const seat of view.board.seats) {
    const c = seat.combos.find((x) => x.id === id);
    if (c) return t("grimwood.button.into", { kind: t(`grimwood.combo.${c.kind}`), cards: list(c.cards.map(cardName)) });
  }
  return id;
}

function hand(view) {
  const seat = view.viewer === null || view.viewer === undefined ? null : view.board.seats[view.viewer];
  return (seat && seat.hand) || [];
}

// The hands the viewer looked at this turn (Hydra, Shadow Queen), from the log: the cards
// are in a look entry only for the seat that looked.
function looksThisTurn(view) {
  const log = view.log || [];
  const found = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.key === "grimwood.turn") break;
    if (e.key === "grimwood.look" && Array.isArray(e.args.cards)) found.unshift(e);
  }
  return found;
}

// The words of a prompt-bar button, by its group (the engine's `group` of its actions).
function buttonLabel(view, group, actions, noPower) {
  const [kind, arg] = splitTarget(group);
  const a = actions[0];
  if (kind === "set") return t("grimwood.button.set", { kind: t(`grimwood.combo.${arg}`) });
  if (kind === "into" && arg === "new") return t(noPower ? "grimwood.button.new.no_power" : "grimwood.button.new");
  if (kind === "into") return noPower ? t("grimwood.button.no_power", { label: comboLabel(view, arg) }) : comboLabel(view, arg);
  if (kind === "power") return t("grimwood.button.power", { card: cardName(arg) });
  if (kind === "rune") return t("grimwood.button.rune_power");
  if (kind === "seat") return t("grimwood.button.seat", { name: seatName(view, Number(arg)) });
  if (kind === "steal") return t("grimwood.button.steal", { name: seatName(view, Number(arg)) });
  if (has(`grimwood.button.${kind}`)) return t(`grimwood.button.${kind}`);
  return actionText(a, view);
}

// The words of one legal action, for a chooser.
export function actionText(action, view) {
  const seat = (p) => seatName(view, p);
  switch (action.do) {
    case "draw": return t("grimwood.button.draw");
    case "steal": return t("grimwood.button.steal", { name: seat(action.from) });
    case "rune":
    case "lay":
    case "play":
    case "card":
    case "discard": return cardName(action.card);
    case "power": return t("grimwood.button.power", { card: cardName(action.card) });
    case "into": return action.combo === "new" ? t("grimwood.button.new") : comboLabel(view, action.combo);
    case "combo": return comboLabel(view, action.combo);
    case "player": return t("grimwood.button.seat", { name: seat(action.seat) });
    case "name": return cardName(action.name);
    case "set": return t("grimwood.button.set", { kind: t(`grimwood.combo.${action.kind}`) });
    case "amulet": return t(`seatfield.grimwood.amulet.${action.mode}`);
    default: return has(`grimwood.button.${action.do}`) ? t(`grimwood.button.${action.do}`) : action.label || "";
  }
}

// The hint beside a lit seat or the deck, by what its action does.
const HINTS = { draw: "grimwood.hint.draw", steal: "grimwood.hint.steal", player: "grimwood.hint.choose" };
// The buttons shown as the main choice of a decision.
const PRIMARY = ["into:new", "keep", "block"];

const isAmulet = (target) => typeof target === "string" && target.startsWith("amulet:");

// What to light and which buttons to show come from the engine's legal actions (their targets
// and groups); this only words them and adds what the board shows beside them.
export function plan(view, picks = []) {
  const out = { targets: [], selected: [], hints: {}, buttons: [], prompt: null, reveals: [], guard: null, warning: null };
  const b = view.board;
  const acts = view.actions || [];
  if (view.viewer !== null && view.viewer !== undefined && b.seats[view.viewer]) {
    // the Amulet setting is a select: the current value and the other values the engine offers
    const current = b.seats[view.viewer].amulet;
    const modes = acts.filter((a) => isAmulet(a.target)).map((a) => a.mode);
    out.guard = { seat: view.viewer, value: current, choices: modes.length ? [current, ...modes] : [] };
  }
  for (const look of looksThisTurn(view)) {
    out.reveals.push({ title: t("grimwood.reveal.look", { name: seatName(view, look.args.target) }), cards: look.args.cards, target: null });
  }
  if (!acts.length || !view.pending) return out;
  const kind = view.pending.kind;
  const task = b.task || {};
  out.targets = litTargets(acts).filter((target) => target !== "prompt" && !isAmulet(target));
  for (const a of acts) if (HINTS[a.do] && a.target !== "prompt") out.hints[a.target] = t(HINTS[a.do]);
  // with no action left the engine's lay prompt says so: the cards go down without a power
  const noPower = kind === "lay" && view.pending.prompt && view.pending.prompt.key === "grimwood.prompt.lay_no_power";
  const powers = acts.some((a) => a.do === "power");
  for (const { group, actions } of buttonGroups(acts)) {
    if (actions.every((a) => isAmulet(a.target))) continue;
    const button = { id: group, label: buttonLabel(view, group, actions, noPower) };
    if (PRIMARY.includes(group) || group.startsWith("power:") || (group === "rune" && !powers)
        || (group === "end" && b.actions_left === 0) || (group === "draw" && kind === "source")) button.primary = true;
    if (group.startsWith("power:")) button.help = t(`grimwood.card.${cardKey(actions[0].card)}.help`);
    out.buttons.push(button);
  }
  if (kind === "turn" && b.actions_left === 0) {
    out.prompt = t("grimwood.prompt.turn.none");
    if (acts.some((a) => a.do === "lay")) out.warning = t("grimwood.warn.no_power");
  } else if (kind === "lay") {
    if (noPower) out.warning = t("grimwood.warn.no_power");
    out.selected = (task.lay || task.cards || []).map((c) => `hand:${c}`);
  } else if (kind === "place") {
    if (task.held && task.held.length) out.reveals.push({ title: t("grimwood.reveal.lay"), cards: task.held, target: null, flip: true });
  } else if (kind === "card" || kind === "name") {
    // the cards (or names) to choose from are shown in a row: one per legal action's target
    const field = kind === "card" ? "card" : "name";
    const cards = acts.filter((a) => a.do === field).map((a) => a[field]);
    const purpose = task.purpose;
    const table = ["nymph", "bride", "elf"].includes(purpose);
    const title = kind === "name" ? "grimwood.reveal.name" : ["giant", "faeries"].includes(purpose) ? "grimwood.reveal.discard"
      : table ? "grimwood.reveal.table" : "grimwood.reveal.held";
    const captions = {};
    if (table) {
      // whose combo each creature sits in
      b.seats.forEach((seat, i) => seat.combos.forEach((c) => c.cards.forEach((id) => { captions[id] = seatName(view, i); })));
    }
    // cards in transit (Dwarf, Laraki) are only in this row: they may glide from and to it
    out.reveals.push({ title: t(title), cards, target: field, captions, flip: title === "grimwood.reveal.held" });
  }
  return out;
}

// The action a target stands for when no legal action has it: sent as is, so that the engine
// says why it is not possible now.
function attempt(view, target) {
  const [kind, id] = splitTarget(target);
  const step = view.pending && view.pending.kind;
  if (kind === "deck") return { do: "draw" };
  if (kind === "seat") return step === "player" ? { do: "player", seat: Number(id) } : { do: "steal", from: Number(id) };
  if (kind === "hand") {
    if (step === "discard") return { do: "discard", card: id };
    if (step === "play_now") return { do: "play", card: id };
    return categoryOf(cardKey(id)) === "rune" ? { do: "rune", card: id } : { do: "lay", card: id };
  }
  if (kind === "combo") return step === "combo" ? { do: "combo", combo: id } : { do: "into", combo: id };
  if (kind === "card") return { do: "card", card: id };
  if (kind === "name") return { do: "name", name: id };
  if (kind === "amulet") return { do: "amulet", mode: id };
  return null;
}

export function onTarget(view, picks, target) {
  const intent = clickIntent(view.actions, target, (a) => actionText(a, view));
  if (intent) return intent;
  const [kind, id] = splitTarget(target);
  if (view.pending && view.pending.kind === "lay" && kind === "hand") {
    // a card already chosen for this laying: the last one chosen is taken back
    const laying = (view.board.task || {}).lay || [];
    if (laying.includes(id)) return laying[laying.length - 1] === id ? { undo: "one" } : {};
  }
  const action = attempt(view, target);
  return action ? { send: [action] } : {};
}

export function onButton(view, picks, id) {
  return buttonIntent(view.actions, id, (a) => actionText(a, view)) || {};
}

// ---- text ----------------------------------------------------------------------------

const SEAT_ARGS = ["seat", "thief", "victim", "from", "to", "target", "trigger", "owner"];

// Raw engine arguments to display text: seat numbers to names, card ids to card names.
function displayArgs(view, a) {
  const args = { ...a };
  for (const k of SEAT_ARGS) if (typeof a[k] === "number") args[k] = seatName(view, a[k]);
  for (const k of ["seats", "givers", "winners"]) if (Array.isArray(a[k])) args[k] = a[k].length ? list(a[k].map((s) => seatName(view, s))) : null;
  for (const k of ["card", "power", "discarded", "via"]) if (typeof a[k] === "string") args[k] = cardName(a[k]);
  if (Array.isArray(a.cards)) {
    args.count = a.cards.length;
    args.cards = a.cards.length ? list(a.cards.map(cardName)) : t("grimwood.log.nothing");
  } else if (typeof a.cards === "number") args.count = a.cards;
  if (typeof a.name === "string") args.name = cardName(a.name);
  if (typeof a.kind === "string") {
    args.kind = t(`grimwood.combo.${a.kind}`);
    if (has(`grimwood.need.${a.kind}`)) args.need = t(`grimwood.need.${a.kind}`);
  }
  if (typeof a.mode === "string") args.mode = t(`seatfield.grimwood.amulet.${a.mode}`);
  for (const k of ["left", "actions_left", "over"]) if (typeof a[k] === "number") args.count = a[k];
  if (Array.isArray(a.scores)) args.result = list(a.scores.map((score, i) => t("grimwood.log.score", { name: seatName(view, i), score })));
  return args;
}

export function formatLog(entry, view) {
  const args = displayArgs(view, entry.args || {});
  // the entry's own seat argument names who did it (a robbed player discards, a giver gives)
  const who = typeof (entry.args || {}).seat === "number" ? entry.args.seat : entry.player;
  if (who !== null && who !== undefined) args.who = seatName(view, who);
  return t(entry.key, args);
}

export function formatPrompt(view) {
  const p = view.pending;
  if (!p || !p.prompt) return "";
  const task = view.board.task || {};
  const args = displayArgs(view, { ...p.prompt.args });
  // a power that comes with a taken card (Bride, Centaur...) costs no action: say so
  if (p.kind === "power" && p.prompt.args && p.prompt.args.free) return t("grimwood.prompt.power.free");
  if (p.kind === "power" && (view.actions || []).some((a) => a.do === "rune")) {
    return t((view.actions || []).some((a) => a.do === "power") ? "grimwood.prompt.power.rune" : "grimwood.prompt.power.rune_only");
  }
  if (task.held && task.held.length) args.card = cardName(task.held[0]);
  // Laraki: the players still to receive a card, next one first
  if (Array.isArray(task.to) && task.to.length) args.to = seatName(view, task.to[0]);
  // Eternals: how many cards short of a full hand
  if (task.purpose === "eternals" && args.count === undefined) args.count = Math.max(0, view.board.hand_limit - hand(view).length);
  return t(p.prompt.key, args);
}

// The end screen's place, player and score columns, and resultDetails below (each combo).
export const resultColumns = [];

// ---- the card view ---------------------------------------------------------------------

function findCombo(view, id) {
  const seats = (view && view.board && view.board.seats) || [];
  for (let i = 0; i < seats.length; i++) {
    const combo = seats[i].combos.find((c) => c.id === id);
    if (combo) return [i, combo];
  }
  return [null, null];
}

// What a card does, in our words: its power or use, then the combos it counts in.
function cardLines(key, view) {
  const cat = categoryOf(key);
  const lines = [];
  if (cat === "supernatural") {
    lines.push(t(has(`grimwood.info.power.${key}`) ? `grimwood.info.power.${key}` : "grimwood.info.power", { help: t(`grimwood.card.${key}.help`) }));
    if (has(`grimwood.card.${key}.more`)) lines.push(t(`grimwood.card.${key}.more`));
    lines.push(t("grimwood.info.supernatural"));
  } else if (cat === "animal") {
    lines.push(t(`grimwood.info.${key}`));
    lines.push(t("grimwood.info.sacrifice"));
  } else if (cat === "setting") {
    lines.push(t("grimwood.info.location"));
    if (view && view.board && view.board.rules && view.board.rules.identical_locations) {
      lines.push(t("grimwood.info.identical", { kind: t(`grimwood.combo.${key}s`) }));
    }
  } else {
    lines.push(t(`grimwood.info.${key}`));
    lines.push(t("grimwood.info.no_points"));
  }
  return lines;
}

export function cardInfo(ref, view) {
  if (typeof ref !== "string" || !ref) return null;
  if (ref.startsWith("combo:")) {
    const [owner, combo] = findCombo(view, ref.slice(6));
    if (!combo) return null;
    return {
      title: t("grimwood.info.combo", { name: seatName(view, owner), kind: t(`grimwood.combo.${combo.kind}`) }),
      subtitle: t(combo.locked ? "grimwood.info.combo.locked" : "grimwood.info.combo.points", { count: combo.points }),
      art: combo.cards.length ? cardArt(cardKey(combo.cards[0])) : undefined,
      text: combo.cards.map((c) => t("grimwood.info.combo.card", { name: cardName(c), help: t(`grimwood.card.${cardKey(c)}.help`) })),
    };
  }
  const key = cardKey(ref);
  if (!has(`grimwood.card.${key}`)) return null;
  return {
    title: cardName(ref),
    subtitle: t(`grimwood.category.${categoryOf(key)}`),
    art: cardArt(key),
    text: cardLines(key, view),
  };
}

// ---- the last move -----------------------------------------------------------------------

// The marks one log entry makes (see board.js for the mark names).
function marksOf(e, view) {
  const a = e.args || {};
  const seat = (i) => (typeof i === "number" ? [`seat:${i}`] : []);
  switch (e.key) {
    case "grimwood.draw":
    case "grimwood.dwarf_deck":
      return ["deck", ...(typeof a.card === "string" ? [`hand:${a.card}`] : [])];
    case "grimwood.try_steal":
      return seat(a.victim);
    case "grimwood.steal":
      return [...seat(a.victim), ...(typeof a.card === "string" ? [`hand:${a.card}`] : [])];
    case "grimwood.lay":
    case "grimwood.set":
    case "grimwood.sorceress":
      return [`combo:${a.combo}`];
    case "grimwood.highwayman":
      return [`combo:${a.taken}`, `combo:${a.given}`];
    case "grimwood.discard":
    case "grimwood.take_discard":
    case "grimwood.laraki":
    case "grimwood.sacrifice":
    case "grimwood.runes_discarded":
    case "grimwood.dwarf_keep":
      return ["discard"];
    case "grimwood.discard_random":
      return ["discard", ...seat(a.seat)];
    case "grimwood.amulet":
      return ["discard", ...seat(a.seat)];
    case "grimwood.demon":
      return ["discard", ...seat(a.owner)];
    case "grimwood.take_played":
      return seat(a.owner);
    case "grimwood.give":
      return seat(a.seat);
    case "grimwood.swap_hands":
    case "grimwood.look":
    case "grimwood.werewolf":
    case "grimwood.laraki_give":
      return seat(a.target);
    default:
      return [];
  }
}

export function lastMove(view) {
  const log = (view && view.log) || [];
  let seq = -1;
  for (const e of log) if (typeof e.seq === "number" && e.seq > seq) seq = e.seq;
  if (seq < 0) return [];
  const marks = new Set();
  for (const e of log) if (e.seq === seq) for (const m of marksOf(e, view)) marks.add(m);
  return [...marks];
}

// ---- the end screen --------------------------------------------------------------------------

// Per player (in ranking order): each combo with its cards and points.
export function resultDetails(result, view, name) {
  const seats = (view && view.board && view.board.seats) || [];
  const combosOf = (i) => (result.combos && result.combos[i]) || (seats[i] ? seats[i].combos : []);
  const who = (i) => (name ? name(i) : seatName(view, i));
  const hl = { targets: new Set(), selected: new Set() };
  return h("div", { class: "gw-results", dataset: { testid: "grimwood-results" } },
    ...result.ranking.map((i) => {
      const combos = combosOf(i);
      return h("section", { class: "gw-result", style: { "--seat": artSeatColour(i) }, dataset: { testid: "result-player", seat: String(i), score: String(result.scores[i]) } },
        h("h3", { class: "gw-result-head" }, seatToken(view || { seats: [] }, i), h("span", { text: who(i) }),
          h("strong", { text: t("grimwood.end.total", { count: result.scores[i] }) })),
        combos.length
          ? h("ul", { class: "gw-result-combos" }, ...combos.map((c) => h("li", { class: "gw-result-combo", dataset: { testid: "result-combo", points: String(c.points), kind: c.kind } },
            h("span", { class: "gw-combo-cards" }, ...c.cards.map((card) => cardFace(card, null, hl, { small: true, tag: "span", flip: false }))),
            h("span", { class: "gw-result-kind", text: t(`grimwood.combo.${c.kind}`) }),
            h("strong", { text: t("grimwood.board.points.n", { count: c.points }) }))))
          : h("p", { class: "gw-empty", text: t("grimwood.end.no_combos") }));
    }));
}
