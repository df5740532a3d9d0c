// The Grimwood game module for the app shell (interface: see games/lotus/index.js): the
// board renderer, and the glue that turns the engine's legal actions (view.actions) into
// highlights, buttons and action sequences.  No rule is decided here: a click that the
// legal list does not cover is still sent to the engine, which explains why it is refused.
import { t, list, has } from "../../i18n/index.js";
import { h } from "../../js/dom.js";
import { createGrimwoodBoard, cardFace, seatToken } from "./board.js";
import { iconMarkup, seatColour as artSeatColour, categoryOf, cardArtMarkup } from "./art.js";
import { cardKey, cardName } from "./cards.js";

export { createGrimwoodBoard as createBoard };
export const icon = (size) => iconMarkup(size);
export const seatColour = (i) => artSeatColour(i);

// Decisions that are steps inside one action: undo goes back past them to the action's start.
const AMULET_MODES = ["ask", "always", "never"];

const SUB_STEPS = ["lay", "power", "place", "play_now", "player", "combo", "card", "name", "source"];

// Which laid-whole combo a hand card belongs to.
const SET_OF = { owl: ["owls"], crow: ["crows"], path: ["locations", "paths"], swamp: ["locations", "swamps"], clearing: ["locations", "clearings"] };

function seatName(view, i) {
  return (view.seats && view.seats[i] && view.seats[i].name) || t("setup.default_name", { n: i + 1 });
}

function splitTarget(target) {
  const at = target.indexOf(":");
  return at < 0 ? [target, null] : [target.slice(0, at), target.slice(at + 1)];
}

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

// The cards a hand-card click would use for a laid-whole combo of `kind`.
function setFor(view, card, acts) {
  const kinds = SET_OF[cardKey(card)] || [];
  return acts.find((a) => a.do === "set" && kinds.includes(a.kind)) || null;
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

// ---- highlights and buttons ------------------------------------------------------

export function plan(view, picks = []) {
  const out = { targets: [], selected: [], hints: {}, buttons: [], prompt: null, reveals: [], guard: null, warning: null };
  const b = view.board;
  const acts = view.actions || [];
  if (view.viewer !== null && view.viewer !== undefined && b.seats[view.viewer]) {
    // the legal list offers the other modes; the select shows them beside the current one
    const current = b.seats[view.viewer].amulet;
    const modes = acts.filter((a) => a.do === "amulet").map((a) => a.mode);
    out.guard = { seat: view.viewer, value: current, choices: modes.length ? AMULET_MODES.filter((m) => m === current || modes.includes(m)) : [] };
  }
  for (const look of looksThisTurn(view)) {
    out.reveals.push({ title: t("grimwood.reveal.look", { name: seatName(view, look.args.target) }), cards: look.args.cards, target: null });
  }
  if (!acts.length || !view.pending) return out;
  const kind = view.pending.kind;
  const task = b.task || {};
  const of = (name) => acts.filter((a) => a.do === name);
  const seatTargets = (name, hint) => {
    for (const a of of(name)) {
      const target = `seat:${a.from !== undefined ? a.from : a.seat}`;
      out.targets.push(target);
      out.hints[target] = hint;
    }
  };
  if (kind === "turn") {
    if (of("draw").length) {
      out.targets.push("deck");
      out.hints.deck = t("grimwood.hint.draw");
      out.buttons.push({ id: "draw", label: t("grimwood.button.draw") });
    }
    seatTargets("steal", t("grimwood.hint.steal"));
    for (const a of [...of("lay"), ...of("rune")]) out.targets.push(`hand:${a.card}`);
    for (const a of of("set")) {
      out.buttons.push({ id: `set:${a.kind}`, label: t("grimwood.button.set", { kind: t(`grimwood.combo.${a.kind}`) }) });
      for (const c of hand(view)) if (setFor(view, c, [a])) out.targets.push(`hand:${c}`);
    }
    out.buttons.push({ id: "end", label: t("grimwood.button.end"), primary: b.actions_left === 0 });
    if (b.actions_left === 0) {
      out.prompt = t("grimwood.prompt.turn.none");
      if (of("lay").length) out.warning = t("grimwood.warn.no_power");
    }
  } else if (kind === "lay") {
    // with no action left the engine says so in the prompt: the cards go down without a power
    const noPower = view.pending.prompt && view.pending.prompt.key === "grimwood.prompt.lay_no_power";
    if (noPower) out.warning = t("grimwood.warn.no_power");
    for (const a of of("lay")) out.targets.push(`hand:${a.card}`);
    out.selected = (task.lay || task.cards || []).map((c) => `hand:${c}`);
    for (const a of of("into")) {
      out.targets.push(`combo:${a.combo}`);
      out.buttons.push(a.combo === "new"
        ? { id: "into:new", label: t(noPower ? "grimwood.button.new.no_power" : "grimwood.button.new"), primary: true }
        : { id: `into:${a.combo}`, label: noPower ? t("grimwood.button.no_power", { label: comboLabel(view, a.combo) }) : comboLabel(view, a.combo) });
    }
    out.buttons.push({ id: "cancel", label: t("grimwood.button.cancel") });
  } else if (kind === "power") {
    for (const a of of("power")) out.buttons.push({ id: `power:${a.card}`, label: t("grimwood.button.power", { card: cardName(a.card) }), help: t(`grimwood.card.${cardKey(a.card)}.help`), primary: true });
    // "unless you have a rune": a Rune held may be played now to use another power of this laying
    for (const a of of("rune")) {
      out.targets.push(`hand:${a.card}`);
      if (!out.buttons.some((x) => x.id.startsWith("rune:"))) out.buttons.push({ id: `rune:${a.card}`, label: t("grimwood.button.rune_power"), primary: !of("power").length });
    }
    if (of("skip").length) out.buttons.push({ id: "skip", label: t("grimwood.button.skip") });
  } else if (kind === "place") {
    if (task.held && task.held.length) out.reveals.push({ title: t("grimwood.reveal.lay"), cards: task.held, target: null, flip: true });
    for (const a of of("into")) {
      out.targets.push(`combo:${a.combo}`);
      out.buttons.push(a.combo === "new"
        ? { id: "into:new", label: t("grimwood.button.new"), primary: true }
        : { id: `into:${a.combo}`, label: comboLabel(view, a.combo) });
    }
  } else if (kind === "play_now") {
    const cards = of("play").map((a) => a.card);
    for (const c of cards) out.targets.push(`hand:${c}`);
    out.buttons.push({ id: "keep", label: t("grimwood.button.keep"), primary: true });
  } else if (kind === "player") {
    seatTargets("player", t("grimwood.hint.choose"));
    for (const a of of("player")) {
      out.buttons.push({ id: `seat:${a.seat}`, label: t("grimwood.button.seat", { name: seatName(view, a.seat) }) });
    }
  } else if (kind === "combo") {
    for (const a of of("combo")) out.targets.push(`combo:${a.combo}`);
  } else if (kind === "card") {
    const cards = of("card").map((a) => a.card);
    const purpose = task.purpose;
    const title = ["giant", "faeries"].includes(purpose) ? "grimwood.reveal.discard"
      : ["nymph", "bride", "elf"].includes(purpose) ? "grimwood.reveal.table" : "grimwood.reveal.held";
    const captions = {};
    if (["nymph", "bride", "elf"].includes(purpose)) {
      // whose combo each creature sits in
      b.seats.forEach((seat, i) => seat.combos.forEach((c) => c.cards.forEach((id) => { captions[id] = seatName(view, i); })));
    }
    // cards in transit (Dwarf, Laraki) are only in this row: they may glide from and to it
    out.reveals.push({ title: t(title), cards, target: "card", captions, flip: title === "grimwood.reveal.held" });
    for (const c of cards) out.targets.push(`card:${c}`);
  } else if (kind === "name") {
    const names = of("name").map((a) => a.name);
    out.reveals.push({ title: t("grimwood.reveal.name"), cards: names, target: "name" });
    for (const n of names) out.targets.push(`name:${n}`);
  } else if (kind === "source") {
    if (of("draw").length) {
      out.targets.push("deck");
      out.hints.deck = t("grimwood.hint.draw");
      out.buttons.push({ id: "draw", label: t("grimwood.button.draw"), primary: true });
    }
    seatTargets("steal", t("grimwood.hint.steal"));
    for (const a of of("steal")) {
      out.buttons.push({ id: `steal:${a.from}`, label: t("grimwood.button.steal", { name: seatName(view, a.from) }) });
    }
  } else if (kind === "amulet") {
    if (of("block").length) out.buttons.push({ id: "block", label: t("grimwood.button.block"), primary: true });
    out.buttons.push({ id: "allow", label: t("grimwood.button.allow") });
  } else if (kind === "discard") {
    for (const a of of("discard")) out.targets.push(`hand:${a.card}`);
  }
  return out;
}

// The action a target stands for when nothing more specific applies: sent as is, so the
// engine explains why it is not possible now.
function natural(view, target) {
  const [kind, id] = splitTarget(target);
  const step = view.pending && view.pending.kind;
  if (kind === "deck") return { do: "draw" };
  if (kind === "seat") {
    if (step === "player") return { do: "player", seat: Number(id) };
    return { do: "steal", from: Number(id) };
  }
  if (kind === "hand") {
    if (step === "discard") return { do: "discard", card: id };
    if (step === "play_now") return { do: "play", card: id };
    if (categoryOf(cardKey(id)) === "rune") return { do: "rune", card: id };
    return { do: "lay", card: id };
  }
  if (kind === "combo") return step === "combo" ? { do: "combo", combo: id } : { do: "into", combo: id };
  if (kind === "card") return { do: "card", card: id };
  if (kind === "name") return { do: "name", name: id };
  if (kind === "amulet") return { do: "amulet", mode: id };
  return null;
}

export function onTarget(view, picks, target) {
  const [kind, id] = splitTarget(target);
  const step = view.pending && view.pending.kind;
  const acts = view.actions || [];
  if (step === "turn" && kind === "hand") {
    const set = acts.some((a) => (a.do === "lay" || a.do === "rune") && a.card === id) ? null : setFor(view, id, acts);
    if (set) return { send: [{ do: "set", kind: set.kind }] };
  }
  if (step === "lay" && kind === "hand") {
    const task = view.board.task || {};
    const laying = task.lay || task.cards || [];
    if (laying.includes(id)) return laying[laying.length - 1] === id ? { undo: "one" } : {};
  }
  const action = natural(view, target);
  return action ? { send: [action] } : {};
}

export function onButton(view, picks, id) {
  const [kind, arg] = splitTarget(id);
  if (kind === "cancel") return { send: [{ do: "cancel" }] };
  if (kind === "draw") return { send: [{ do: "draw" }] };
  if (kind === "end") return { send: [{ do: "end" }] };
  if (kind === "skip") return { send: [{ do: "skip" }] };
  if (kind === "keep") return { send: [{ do: "keep" }] };
  if (kind === "block") return { send: [{ do: "block" }] };
  if (kind === "allow") return { send: [{ do: "allow" }] };
  if (kind === "set") return { send: [{ do: "set", kind: arg }] };
  if (kind === "into") return { send: [{ do: "into", combo: arg }] };
  if (kind === "power") return { send: [{ do: "power", card: arg }] };
  if (kind === "rune") return { send: [{ do: "rune", card: arg }] };
  if (kind === "seat") return { send: [{ do: "player", seat: Number(arg) }] };
  if (kind === "steal") return { send: [{ do: "steal", from: Number(arg) }] };
  return {};
}

export function undoAgain(view) {
  return Boolean(view.pending && SUB_STEPS.includes(view.pending.kind) && view.can_undo);
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

const SET_KINDS_OF = { owl: "owls", crow: "crows", path: "paths", swamp: "swamps", clearing: "clearings" };

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
      lines.push(t("grimwood.info.identical", { kind: t(`grimwood.combo.${SET_KINDS_OF[key]}`) }));
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
      art: combo.cards.length ? cardArtMarkup(cardKey(combo.cards[0])) : undefined,
      text: combo.cards.map((c) => t("grimwood.info.combo.card", { name: cardName(c), help: t(`grimwood.card.${cardKey(c)}.help`) })),
    };
  }
  const key = cardKey(ref);
  if (!has(`grimwood.card.${key}`)) return null;
  return {
    title: cardName(ref),
    subtitle: t(`grimwood.category.${categoryOf(key)}`),
    art: cardArtMarkup(key),
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
