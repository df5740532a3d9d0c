// The Living Forest game module for the app shell: the board renderer, and the glue that
// turns the engine's legal actions (view.actions) plus the on-screen picks into highlights
// and action sequences.  No rule is decided here: every click that is not plainly a
// selection is sent to the engine, which accepts it or explains why not.
// The interface is the one every game module exports (see web/games/lotus/index.js).
//
// Targets drawn by the board: "pile" (the drawing seat's pile), "drawn" (the card just
// drawn), "card:<id>" (market or promo card), "fire:<value>", "tree:<type>" (the rack),
// "space:<x>,<y>" (a space of the deciding seat's forest), "stone:<n>", "fragment" (the
// supply), "tile:<seat>:<kind>" (a victory tile), "kodama:<id>" (a face-up Kodama card),
// "total:<element>" (an element total of the deciding seat's line: an element tile used as it).
// Picks: ["tile"] (choosing an element tile's element), ["tree:<type>"] or ["space:<x>,<y>"],
// optionally after "bonus:<animal>" (the board
// then offers that level-3 animal's bonus action instead of the ordinary ones).
import { t, list } from "../../i18n/index.js";
import { createLivingForestBoard } from "./board.js";
import { iconMarkup, seatColour as colourOf } from "./art.js";

export { createLivingForestBoard as createBoard };
export { cardInfo } from "./info.js";
export { lastMove } from "./marks.js";
export { resultNote, resultDetails } from "./result.js";
export const icon = (size) => iconMarkup(size);
export const seatColour = (i, seat) => colourOf(seat && seat.spirit, i);
// how far the game is, for the saved-games list
export const progress = (view) => ({ key: "home.saved.round", args: { count: view.board.round } });

const SUB_STEPS = ["attract", "extinguish", "plant", "steal", "call"];

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

function treeCost(type) {
  const m = /^tree_k?(\d+)/.exec(String(type));
  return m ? Number(m[1]) : null;
}

export function treeName(type) {
  if (type === "start") return t("lf.tree.start");
  return t(String(type).startsWith("tree_k") ? "lf.tree.kodama" : "lf.tree", { cost: treeCost(type) });
}

function seatName(view, i) {
  return (view.seats && view.seats[i] && view.seats[i].name) || t("setup.default_name", { n: Number(i) + 1 });
}

// The stone a move action lands on.
export const landing = (action) => action.to;

// ---- highlights and buttons ------------------------------------------------------------

const splitTarget = (target) => {
  const at = target.indexOf(":");
  return at < 0 ? [target, null] : [target.slice(0, at), target.slice(at + 1)];
};
const spaceKey = (a) => `space:${a.x},${a.y}`;

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

// A level-3 animal's bonus action carries the animal's id; the board offers those only after
// its button is pressed (the same target may also stand for an ordinary action).
const bonusOf = (picks) => {
  const p = picks.find((x) => x.startsWith("bonus:"));
  return p ? p.slice(6) : null;
};
const inMode = (acts, animal) => acts.filter((a) => (a.animal ?? null) === animal);
const withMode = (action, animal) => (animal ? { ...action, animal } : action);

export function plan(view, picks = []) {
  const out = { targets: [], selected: [], hints: {}, buttons: [], prompt: null, picks: [], news: roundEnd(view) };
  const all = view.actions || [];
  if (!all.length || !view.pending) return out;
  const kind = view.pending.kind;
  const b = view.board;
  const animal = bonusOf(picks);
  const acts = inMode(all, animal);
  const of = (name) => acts.filter((a) => a.do === name);
  picks = picks.filter((p) => !p.startsWith("bonus:"));

  // an element tile: after its button, the element totals of the line are lit
  if (picks.includes("tile") && of("use_tile").length) {
    for (const a of of("use_tile")) out.targets.push(`total:${a.element}`);
    out.picks = ["tile"];
    out.prompt = t("lf.prompt.tile");
    out.buttons.push({ id: "clear", label: t("lf.button.tile.cancel") });
    return out;
  }

  if (kind === "kodama") {
    for (const a of of("kodama")) out.buttons.push({ id: `kodama:${a.buy}`, label: t(`lf.button.kodama.${a.buy}`) });
    if (of("done").length) out.buttons.push({ id: "done", label: t("lf.button.done.kodama"), primary: true });
    return out;
  }

  if (kind === "draw") {
    if (of("draw").length) {
      out.targets.push("pile");
      out.buttons.push({ id: "draw", label: t("lf.button.draw"), primary: true });
    }
    if (of("discard_drawn").length) {
      out.targets.push("drawn");
      const card = b.just_drawn ? cardName(b.just_drawn.id) : "";
      out.buttons.push({ id: "discard_drawn", label: t("lf.button.discard_drawn", { card }), help: t("lf.button.discard_drawn.help") });
    }
    if (of("stop").length) out.buttons.push({ id: "stop", label: t("lf.button.stop"), primary: !of("draw").length });
    return out;
  }

  if (kind === "steal") {
    const from = b.task && b.task.from;
    for (const a of of("steal")) {
      out.targets.push(`tile:${from}:${a.tile}`);
      out.buttons.push({ id: `steal:${a.tile}`, label: t("lf.button.steal", { tile: t(`lf.tile.${a.tile}`) }) });
    }
    return out;
  }

  // attract / extinguish / call picks (the first one starts the action)
  for (const a of of("call")) out.targets.push(`kodama:${a.card}`);
  for (const a of of("attract")) out.targets.push(`card:${a.card}`);
  for (const a of of("extinguish")) out.targets.push(`fire:${a.fire}`);
  for (const a of of("move")) {
    const stone = landing(a);
    if (stone !== null) out.targets.push(`stone:${stone}`);
  }
  if (of("take_fragment").length) out.targets.push("fragment");

  // planting: a tree and a space, picked in either order
  const plants = of("plant");
  if (plants.length) {
    const pick = picks.find((p) => p.startsWith("tree:") || p.startsWith("space:"));
    const valid = pick && plants.some((a) => `tree:${a.tree}` === pick || spaceKey(a) === pick);
    if (valid) {
      out.picks = animal ? [`bonus:${animal}`, pick] : [pick];
      out.selected.push(pick);
      if (pick.startsWith("tree:")) {
        for (const a of plants) if (`tree:${a.tree}` === pick) out.targets.push(spaceKey(a));
        out.prompt = t("lf.prompt.tree_picked", { tree: treeName(pick.slice(5)) });
      } else {
        for (const a of plants) if (spaceKey(a) === pick) out.targets.push(`tree:${a.tree}`);
        out.prompt = t("lf.prompt.space_picked");
      }
      out.buttons.push({ id: "clear", label: t("lf.button.clear") });
    } else {
      for (const a of plants) out.targets.push(`tree:${a.tree}`, spaceKey(a));
    }
  }

  if (animal) {
    if (!out.picks.length) out.picks = [`bonus:${animal}`];
    out.selected.push(`bonus:${animal}`);
    out.prompt = out.prompt || t("lf.prompt.bonus", { card: cardName(animal) });
    if (!out.buttons.some((x) => x.id === "clear")) out.buttons.push({ id: "clear", label: t("lf.button.bonus.cancel") });
  } else if (kind === "action") {
    if (of("take_fragment").length) out.buttons.push({ id: "take_fragment", label: t("lf.button.take_fragment") });
    if (of("use_tile").length) out.buttons.push({ id: "tile", label: t("lf.button.use_tile") });
    const bonus = [...new Set(all.filter((a) => a.animal).map((a) => a.animal))];
    for (const id of bonus) {
      const one = all.find((a) => a.animal === id);
      out.buttons.push({ id: `bonus:${id}`, label: t("lf.button.bonus", { card: cardName(id), kind: t(`lf.kind.${kindOf(one)}`) }) });
    }
    if (of("pass").length) out.buttons.push({ id: "pass", label: t("lf.button.pass") });
  } else if (of("done").length) {
    const task = b.task || {};
    const more = task.picked ? ".more" : "";
    out.buttons.push({ id: "done", label: t(`lf.button.done.${kind}${kind === "plant" ? "" : more}`), primary: Boolean(task.picked) });
  }
  out.targets = [...new Set(out.targets)];
  return out;
}

// An action's type, as the engine names action types ("take_fragment" is "fragment").
const kindOf = (a) => (a.do === "take_fragment" ? "fragment" : a.do);

// The action a target stands for when nothing more specific applies: sent as is, so the
// engine explains why it is not possible now.
function natural(view, target, animal = null) {
  const [kind, id] = splitTarget(target);
  if (kind === "kodama") return { do: "call", card: id };
  if (kind === "total") return { do: "use_tile", element: id };
  if (kind === "pile") return { do: "draw" };
  if (kind === "drawn") return { do: "discard_drawn" };
  if (kind === "card") return { do: "attract", card: id };
  if (kind === "fire") return { do: "extinguish", fire: Number(id) };
  if (kind === "fragment") return { do: "take_fragment" };
  if (kind === "tile") return { do: "steal", tile: id.split(":")[1] };
  if (kind === "stone") {
    const move = inMode(view.actions || [], animal).find((a) => a.do === "move" && landing(a) === Number(id));
    if (move) return { do: "move", steps: move.steps, to: move.to };
    // not reachable: ask for the step count the stone is at, so the engine says why not
    const b = view.board;
    const me = b.seats[view.pending.player];
    const steps = (Number(id) - me.stone + 12) % 12 || 12;
    return { do: "move", steps, to: Number(id) };
  }
  return null;
}

export function onTarget(view, picks, target) {
  const [kind, id] = splitTarget(target);
  const animal = bonusOf(picks);
  const mode = animal ? [`bonus:${animal}`] : [];
  picks = picks.filter((p) => !p.startsWith("bonus:"));
  const acts = inMode(view.actions || [], animal);
  const plants = acts.filter((a) => a.do === "plant");
  if (kind === "tree" || kind === "space") {
    const pick = picks[0];
    if (pick === target) return { picks: mode };
    const other = pick && !pick.startsWith(`${kind}:`) ? pick : null;
    const tree = kind === "tree" ? id : other && other.slice(5);
    const space = kind === "space" ? id : other && other.slice(6);
    if (tree && space) {
      const [x, y] = space.split(",").map(Number);
      return { send: [withMode({ do: "plant", tree, x, y }, animal)] };
    }
    if (!plants.length) {
      if (kind === "space") return { hint: t("lf.hint.tree_first") };
      return { send: [withMode({ do: "plant", tree: id, x: -1, y: -1 }, animal)] };
    }
    return { picks: [...mode, target] };
  }
  const action = natural(view, target, animal);
  return action ? { send: [withMode(action, animal)] } : {};
}

export function onButton(view, picks, id) {
  if (id === "clear") return { picks: [] };
  if (id.startsWith("bonus:")) return { picks: [id] };
  if (id.startsWith("kodama:")) return { send: [{ do: "kodama", buy: id.slice(7) }] };
  if (id === "tile") return { picks: ["tile"] };
  if (id.startsWith("steal:")) return { send: [{ do: "steal", tile: id.slice(6) }] };
  if (["draw", "stop", "discard_drawn", "take_fragment", "pass", "done"].includes(id)) return { send: [{ do: id }] };
  return {};
}

export function undoAgain(view) {
  return Boolean(view.pending && SUB_STEPS.includes(view.pending.kind) && view.can_undo);
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
  if (a.tree) args.tree = treeName(a.tree);
  if (a.tile) args.tile = t(`lf.tile.${a.tile}`);
  if (a.element) args.element = t(`lf.element.${a.element}`);
  if (a.animal) args.animal = cardName(a.animal);
  if (a.kind) args.kind = t(`lf.kind.${a.kind}`);
  // refusals (lf.refuse.*): the action tried, the kind wanted, what Kodama symbols buy, whose tile
  if (a.tried) args.tried = t(`lf.try.${a.tried}`);
  if (a.wanted) args.wanted = t(`lf.kind.${a.wanted}`);
  if (a.buy) args.buy = t(`lf.buy.${a.buy}`);
  if (a.from !== undefined) args.from = seatName(view, a.from);
  if (a.lines) args.lines = a.lines.length ? linesText(a.lines) : null;
  if (a.to !== undefined) args.stoneName = stoneName(view, a.to);
  if (a.stone !== undefined) args.stoneName = stoneName(view, a.stone);
  if (Array.isArray(a.jumped)) args.jumped = a.jumped.length ? names(a.jumped) : null;
  if (a.onibi !== undefined) args.onibi = a.onibi === null ? null : seatName(view, a.onibi);
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
