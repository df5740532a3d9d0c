// The Living Forest game module for the app shell: the board renderer, and the glue between
// the engine's legal actions (view.actions) and the board.  Every legal action names the board
// element it belongs to (its `target`); the shared plan step (js/plan.js) lights those and turns
// a click into the one action with that target (or a chooser).  No rule is decided here: a click
// on something that is not lit is sent as the action it stands for, so the engine says why not.
// The interface is the one every game module exports (see web/README.md).
//
// Targets drawn by the board: "pile" (the drawing seat's pile), "drawn" (the card just
// drawn), "card:<id>" (market or promo card), "fire:<value>", "tree:<type>" (the rack),
// "space:<x>,<y>" (a space of the deciding seat's forest), "stone:<n>", "fragment" (the
// supply), "tile:<seat>:<kind>" (a victory tile), "kodama:<id>" (a face-up Kodama card),
// "total:<element>" (an element total of the deciding seat's line: an element tile used as it).
// A plant action's target is its space; its tree is lit on the rack as well, and the two are
// picked in either order (picks ["tree:<type>"] or ["space:<x>,<y>"]).  Actions with a `group`
// ("tile": the element tiles, "bonus:<animal>": a level-3 animal's bonus actions) sit behind
// one button: pressing it makes the group the pick, and then only its actions are lit.
import { t, list } from "../../i18n/index.js";
import { bare, buttonGroups, clickIntent, litTargets } from "../../js/plan.js";
import { seatName, splitTarget } from "../../js/board-kit.js";
import { createLivingForestBoard } from "./board.js";
import { treeName as nameOfTree } from "./trees.js";
import { draw, iconPicture, seatColour as colourOf } from "./art.js";

export { createLivingForestBoard as createBoard };
export { cardInfo } from "./info.js";
export { lastMove } from "./marks.js";
export { resultNote, resultDetails } from "./result.js";
export const icon = (size) => draw(iconPicture(size));
export const seatColour = (i, seat) => colourOf(seat && seat.spirit, i);
// how far the game is, for the saved-games list
export const progress = (view) => ({ key: "home.saved.round", args: { count: view.board.round } });

// ---- names -----------------------------------------------------------------------

// "spring-bear" -> "bear", "varan-7" -> "varan", "hedgehog" -> "hedgehog"
export function animalOf(id) {
  const s = String(id);
  if (s.startsWith("varan-")) return "varan";
  if (s.startsWith("kodama_")) return "kodama";
  const dash = s.indexOf("-");
  return dash >= 0 ? s.slice(dash + 1) : s;
}

export const cardName = (id) => t(`lf.animal.${animalOf(id)}`);

// A tree type's name, from what the view says of it (its cost; a Kodama tree's own fields).
export const treeName = (type, view) => nameOfTree(type, view, t);

// ---- highlights and buttons ------------------------------------------------------------

// What the last end of round did (Onibi's attack, new fires...), as text for the board to show
// while the next round's animals are called; the log keeps it all.
const ROUND_END = ["living_forest.attack", "living_forest.new_fires", "living_forest.empty_centre_fire"];

function roundEnd(view) {
  const b = view.board;
  if (!b || b.phase !== "draw" || b.round < 2) return [];
  const log = view.log || [];
  const start = log.map((e) => e.key).lastIndexOf("living_forest.round");
  const before = log.slice(0, start).map((e) => e.key).lastIndexOf("living_forest.turn");
  if (start < 0 || before < 0) return [];
  return log.slice(before, start).filter((e) => ROUND_END.includes(e.key)).map((e) => formatLog(e, view));
}

// The group chosen with its button (a pick that names a group the legal actions still hold).
const isGroup = (view, id) => (view.actions || []).some((a) => a.group === id);
const modeOf = (view, picks) => picks.find((p) => isGroup(view, p)) || null;
// the actions a click may send now: the chosen group's, else those behind no button
const inMode = (actions, mode) => (actions || []).filter((a) => (a.group || null) === mode);
const rackTarget = (a) => `tree:${a.tree}`;
const plantPick = (picks) => picks.find((p) => p.startsWith("tree:") || p.startsWith("space:")) || null;

// The prompt-bar button of an action (its id names it for the tests and onButton).
function buttonId(a) {
  if (a.do === "kodama") return `kodama:${a.buy}`;
  if (a.do === "steal") return `steal:${a.tile}`;
  return a.do;
}

// An action's type, as the engine names action types ("take_fragment" is "fragment").
const kindOf = (a) => (a.do === "take_fragment" ? "fragment" : a.do);

function button(a, view, all) {
  const b = view.board;
  const id = buttonId(a);
  if (a.do === "draw") return { id, label: t("lf.button.draw"), primary: true };
  if (a.do === "stop") return { id, label: t("lf.button.stop"), primary: !all.some((x) => x.do === "draw") };
  if (a.do === "discard_drawn") {
    const card = b.just_drawn ? cardName(b.just_drawn.id) : "";
    return { id, label: t("lf.button.discard_drawn", { card }), help: t("lf.button.discard_drawn.help") };
  }
  if (a.do === "steal") return { id, label: t("lf.button.steal", { tile: t(`lf.tile.${a.tile}`) }) };
  if (a.do === "kodama") return { id, label: t(`lf.button.kodama.${a.buy}`) };
  if (a.do === "take_fragment") return { id, label: t("lf.button.take_fragment") };
  if (a.do === "pass") return { id, label: t("lf.button.pass") };
  if (a.do === "done") {
    const kind = view.pending.kind;
    if (kind === "kodama") return { id, label: t("lf.button.done.kodama"), primary: true };
    const picked = Boolean(b.task && b.task.picked);
    return { id, label: t(`lf.button.done.${kind}${kind === "plant" || kind === "call" || !picked ? "" : ".more"}`), primary: picked };
  }
  return null;
}

// The actions on the board that a prompt-bar button offers too (the pile, the card drawn, the
// fragment supply, the victory tiles of a steal), so a player never has to find them.
const ALSO_BUTTON = new Set(["draw", "discard_drawn", "take_fragment", "steal"]);

// The buttons, in the engine's order: one per group of buttonGroups (an action whose target is
// the prompt, or the actions behind one group's button) and one per ALSO_BUTTON action; the prompt
// actions that end something (stop, pass, done) last.
function buttons(view, all) {
  const firsts = buttonGroups(all).map(({ actions }) => actions[0]);
  firsts.push(...all.filter((a) => !a.group && a.target !== "prompt" && ALSO_BUTTON.has(a.do)));
  firsts.sort((x, y) => all.indexOf(x) - all.indexOf(y));
  const out = firsts.map((a) => {
    if (!a.group) return button(a, view, all);
    if (a.group === "tile") return { id: a.group, label: t("lf.button.use_tile") };
    return { id: a.group, label: t("lf.button.bonus", { card: cardName(a.animal), kind: t(`lf.kind.${kindOf(a)}`) }) };
  }).filter(Boolean);
  const last = (b) => ["stop", "pass", "done"].includes(b.id);
  return [...out.filter((b) => !last(b)), ...out.filter(last)];
}

export function plan(view, picks = []) {
  const out = { targets: [], selected: [], hints: {}, buttons: [], prompt: null, picks: [], news: roundEnd(view) };
  const all = view.actions || [];
  if (!all.length || !view.pending) return out;
  const mode = modeOf(view, picks);
  const acts = inMode(all, mode);
  const plants = acts.filter((a) => a.do === "plant");
  const pick = plantPick(picks);
  if (pick && plants.some((a) => rackTarget(a) === pick || a.target === pick)) {
    // half a plant chosen: light the other halves that make a legal one
    out.picks = mode ? [mode, pick] : [pick];
    out.selected.push(pick);
    if (pick.startsWith("tree:")) {
      out.targets = litTargets(plants.filter((a) => rackTarget(a) === pick));
      out.prompt = t("lf.prompt.tree_picked", { tree: treeName(pick.slice(5), view) });
    } else {
      out.targets = [...new Set(plants.filter((a) => a.target === pick).map(rackTarget))];
      out.prompt = t("lf.prompt.space_picked");
    }
    out.buttons.push({ id: "clear", label: t("lf.button.clear") });
  } else {
    out.targets = [...new Set([...litTargets(acts).filter((x) => x !== "prompt"), ...plants.map(rackTarget)])];
  }
  if (mode === "tile") {
    out.picks = ["tile"];
    out.prompt = t("lf.prompt.tile");
    out.buttons.push({ id: "clear", label: t("lf.button.tile.cancel") });
  } else if (mode) {
    if (!out.picks.length) out.picks = [mode];
    out.selected.push(mode);
    out.prompt = out.prompt || t("lf.prompt.bonus", { card: cardName(mode.slice(6)) });
    if (!out.buttons.some((x) => x.id === "clear")) out.buttons.push({ id: "clear", label: t("lf.button.bonus.cancel") });
  } else {
    out.buttons.push(...buttons(view, all));
  }
  return out;
}

// The action a target stands for when no legal action has it: sent as it is, so the engine
// explains why it is not possible now.
function standsFor(target, animal) {
  const [kind, id] = splitTarget(target);
  const action = {
    kodama: { do: "call", card: id }, total: { do: "use_tile", element: id }, pile: { do: "draw" },
    drawn: { do: "discard_drawn" }, card: { do: "attract", card: id }, fire: { do: "extinguish", fire: Number(id) },
    fragment: { do: "take_fragment" }, tile: { do: "steal", tile: id && id.split(":")[1] },
    stone: { do: "move", to: Number(id) }, tree: { do: "plant", tree: id },
  }[kind];
  if (!action) return null;
  return animal ? { ...action, animal } : action;
}

export function onTarget(view, picks, target) {
  const [kind] = splitTarget(target);
  const mode = modeOf(view, picks);
  const keep = mode ? [mode] : [];
  const acts = inMode(view.actions, mode);
  const animal = mode && mode.startsWith("bonus:") ? mode.slice(6) : null;
  if (kind === "tree" || kind === "space") {
    const plants = acts.filter((a) => a.do === "plant");
    const pick = plantPick(picks);
    if (pick === target) return { picks: keep };
    const other = pick && !pick.startsWith(`${kind}:`) ? pick : null;
    const match = (a, x) => (x.startsWith("tree:") ? rackTarget(a) === x : a.target === x);
    if (other) {
      const plant = plants.find((a) => match(a, target) && match(a, other));
      if (plant) return { send: [bare(plant)] };
    }
    if (plants.some((a) => match(a, target))) return { picks: [...keep, target] };
    if (kind === "space") return { hint: t("lf.hint.tree_first") };
  } else {
    const intent = clickIntent(acts, target, (a) => actionText(a, view));
    if (intent) return intent;
  }
  const action = standsFor(target, animal);
  return action ? { send: [action] } : {};
}

export function onButton(view, picks, id) {
  if (id === "clear") return { picks: [] };
  if (isGroup(view, id)) return { picks: [id] };
  const action = (view.actions || []).find((a) => !a.group && buttonId(a) === id);
  return action ? { send: [bare(action)] } : {};
}

// The words of one legal action in the chooser (two moves may land on the same stone).
export function actionText(action, view) {
  if (action.do === "move") return t("lf.button.move", { count: action.steps });
  if (action.do === "plant") return treeName(action.tree, view);
  return action.label;
}

// ---- text --------------------------------------------------------------------------

const stoneName = (view, n) => {
  const stones = (view.board && view.board.circle && view.board.circle.stones) || [];
  return t(`lf.stone.${stones[n] || "fragment"}`);
};

function linesText(lines) {
  return list((lines || []).map((l) => {
    const [k, v] = String(l).split(" ");
    return t(`living_forest.lines.${k}`, { n: Number(v) + 1 });
  }));
}

export function formatLog(entry, view) {
  const a = entry.args || {};
  const args = { ...a };
  const names = (seats) => list(seats.map((s) => seatName(view, s)));
  if (a.seat !== undefined) args.seat = seatName(view, a.seat);
  if (a.holder !== undefined) args.holder = seatName(view, a.holder);
  if (a.source !== undefined && entry.key === "living_forest.steal") args.source = seatName(view, a.source);
  if (a.card) args.card = cardName(a.card);
  if (Array.isArray(a.cards)) args.cards = list(a.cards.map(cardName));
  if (a.tree) args.tree = treeName(a.tree, view);
  if (a.x !== undefined && a.y !== undefined) Object.assign(args, { column: a.x + 1, row: a.y + 1 });
  if (a.tile) args.tile = t(`lf.tile.${a.tile}`);
  if (a.element) args.element = t(`lf.element.${a.element}`);
  if (a.animal) args.animal = cardName(a.animal);
  if (a.kind) args.kind = t(`lf.kind.${a.kind}`);
  // refusals (lf.refuse.*): the action tried, the kind wanted, what Kodama symbols buy, whose tile
  if (a.tried) args.tried = t(`lf.try.${a.tried}`);
  if (a.wanted) args.wanted = t(`lf.kind.${a.wanted}`);
  if (a.buy) Object.assign(args, { buy: t(`lf.buy.${a.buy}`), buy_id: a.buy });
  if (a.from !== undefined) args.from = seatName(view, a.from);
  if (a.lines) args.lines = a.lines.length ? linesText(a.lines) : null;
  if (a.to !== undefined) args.stoneName = stoneName(view, a.to);
  if (a.stone !== undefined) args.stoneName = stoneName(view, a.stone);
  if (Array.isArray(a.jumped)) args.jumped = a.jumped.length ? names(a.jumped) : null;
  // onibi: the seat showing Onibi (a log entry), or whether Onibi is in the way (a refusal)
  if (typeof a.onibi === "number" || a.onibi === null) args.onibi = a.onibi === null ? null : seatName(view, a.onibi);
  if (Array.isArray(a.targets)) {
    args.targets = a.targets.length ? names(a.targets) : null;
    args.given = list(a.targets.map((s) => t("living_forest.given", {
      name: seatName(view, s), count: t("living_forest.given.count", { count: (a.given || {})[String(s)] || 0 }) })));
  }
  if (Array.isArray(a.added)) args.added = a.added.length ? list(a.added.map(String)) : null;
  if (Array.isArray(a.dropped)) args.dropped = a.dropped.length ? list(a.dropped.map(String)) : null;
  if (Array.isArray(a.winners)) {
    const key = a.winners.length === 1 ? "living_forest.game_over.winner" : "living_forest.game_over.winners";
    args.result = t(key, { names: names(a.winners) });
  }
  return t(entry.key, args);
}

export function formatPrompt(view) {
  const p = view.pending;
  if (!p || !p.prompt) return "";
  const a = { ...(p.prompt.args || {}) };
  if (a.from !== undefined) a.from = seatName(view, a.from);
  // the draw prompt carries nothing (everyone sees it): the drawing seat reads its own board
  const mine = view.viewer === p.player && view.board && view.board.seats[p.player];
  if (p.kind === "draw" && mine && mine.solitary !== null) Object.assign(a, { solitary: mine.solitary, fragments: mine.fragments });
  if (view.board && view.board.kodama) a.kodama = true; // the action prompt then names the call
  return t(p.prompt.key, a);
}

export const resultColumns = [
  { key: "trees", label: "end.lf.trees" },
  { key: "fires", label: "end.lf.fires" },
  { key: "flowers", label: "end.lf.flowers" },
];

// The end screen's score is the sum of the three counts (the tie-break between winners).
export const scoreLabel = "end.lf.score";
