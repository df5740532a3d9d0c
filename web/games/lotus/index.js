// The Lotus game module for the app shell: the board renderer, and the glue that turns
// the engine's legal actions (view.actions) plus the cards a player has picked on screen
// into highlights and action sequences.  No rule is decided here: every click that is
// not plainly a selection is sent to the engine, which accepts it or explains why not.
//
// Interface every game module exports (see js/games.js):
//   createBoard(element, config)           -> {set(view, highlights), destroy()}
//   plan(view, picks)                      -> {targets, selected, hints, buttons, prompt}
//   onTarget(view, picks, target)          -> intent
//   onButton(view, picks, buttonId)        -> intent
//   undoAgain(view)                        -> true while an undo stopped inside one action
//   formatLog(entry, view) / formatPrompt(view) -> text
//   resultColumns                          -> extra columns for the end screen
// An intent is {picks: [...]} (a new on-screen selection), {send: [actions]} (played in
// order; undone again if one is refused), {undo: "one"|"action"}, or {hint: text}.
import { t, list } from "../../i18n/index.js";
import { createLotusBoard } from "./board.js";
import { flowerIconMarkup } from "./art.js";

export { createLotusBoard as createBoard };
export const icon = (size) => flowerIconMarkup(7, size);

const SUB_STEPS = ["play", "exchange", "move"];

function hand(view) {
  const seat = view.viewer === null || view.viewer === undefined ? null : view.board.seats[view.viewer];
  return (seat && seat.hand) || [];
}

export function parseCard(id) {
  const [colour, type, n] = String(id).split("-");
  return { id, colour: colour === "wild" ? null : colour, type: Number(type), n: Number(n) };
}

function cardType(view, id) {
  const c = hand(view).find((x) => x.id === id);
  return c ? c.type : parseCard(id).type;
}

const flowerName = (type) => t(`lotus.flower.${type}`);

function growing(view, type) {
  return view.board.garden.some((f) => f.type === type);
}

// ---- highlights and buttons ------------------------------------------------------

export function plan(view, picks = []) {
  const out = { targets: [], selected: [], hints: {}, buttons: [], prompt: null };
  const acts = view.actions || [];
  if (!acts.length || !view.pending) return out;
  const kind = view.pending.kind;
  const of = (name) => acts.filter((a) => a.do === name);
  const selection = view.board.selection || [];
  if (kind === "action") {
    const play = new Set(of("play").map((a) => a.card));
    const exch = new Set(of("exchange").map((a) => a.card));
    for (const c of hand(view)) if (play.has(c.id) || exch.has(c.id)) out.targets.push(`hand:${c.id}`);
    for (const a of of("move")) out.targets.push(`guardian:${a.guardian}`);
    const picked = picks.filter((p) => play.has(p) || exch.has(p));
    if (picked.length) {
      out.selected = picked.map((p) => `hand:${p}`);
      const types = new Set(picked.map((p) => cardType(view, p)));
      if (types.size === 1 && picked.every((p) => play.has(p))) {
        const type = [...types][0];
        out.targets.push(`flower:${type}`);
        const key = growing(view, type) ? "lotus.button.play" : "lotus.button.start";
        out.buttons.push({ id: "play", label: t(key, { flower: flowerName(type) }), primary: true });
      }
      if (picked.every((p) => exch.has(p))) {
        out.targets.push("deck");
        out.hints.deck = t("lotus.hint.exchange");
        out.buttons.push({ id: "exchange", label: t("lotus.button.exchange", { count: picked.length }) });
      }
      out.buttons.push({ id: "clear", label: t("lotus.button.clear") });
      out.prompt = t("lotus.prompt.picked", { count: picked.length });
    }
    if (of("pass").length) out.buttons.push({ id: "pass", label: t("lotus.button.pass"), primary: true });
  } else if (kind === "play") {
    for (const a of of("play")) out.targets.push(`hand:${a.card}`);
    out.selected = selection.map((c) => `hand:${c}`);
    for (const a of of("place")) {
      out.targets.push(`flower:${a.flower}`);
      const key = growing(view, a.flower) ? "lotus.button.place" : "lotus.button.start";
      out.buttons.push({ id: "place", label: t(key, { flower: flowerName(a.flower) }), primary: true });
    }
    out.buttons.push({ id: "cancel", label: t("lotus.button.cancel") });
  } else if (kind === "exchange") {
    for (const a of of("exchange")) out.targets.push(`hand:${a.card}`);
    out.selected = selection.map((c) => `hand:${c}`);
    if (of("confirm").length) {
      out.targets.push("deck");
      out.hints.deck = t("lotus.hint.confirm");
      out.buttons.push({ id: "confirm", label: t("lotus.button.confirm", { count: selection.length }), primary: true });
    }
    out.buttons.push({ id: "cancel", label: t("lotus.button.cancel") });
  } else if (kind === "move") {
    for (const a of of("to")) out.targets.push(`flower:${a.flower}`);
    if (selection[0]) out.selected = [`guardian:${selection[0]}`];
    out.buttons.push({ id: "cancel", label: t("lotus.button.cancel") });
  } else if (kind === "refill") {
    if (of("draw").some((a) => a.from === "deck")) {
      out.targets.push("deck");
      out.hints.deck = t("lotus.hint.draw");
      out.buttons.push({ id: "draw", label: t("lotus.button.draw") });
    }
    for (const a of of("draw")) if (a.from === "wild") out.targets.push(`wild:${a.card}`);
  } else if (kind === "reward") {
    for (const a of of("reward")) {
      const power = a.choice !== "token";
      out.buttons.push({
        id: `reward:${a.choice}`,
        label: power ? t(`lotus.power.${a.choice}`) : t("lotus.reward.token"),
        help: power ? t(`lotus.power.${a.choice}.help`) : t("lotus.reward.token.help"),
        primary: !power,
      });
    }
  }
  return out;
}

// The action a target stands for when nothing more specific applies: sent as is, so the
// engine explains why it is not possible now.
function natural(target) {
  const [kind, id] = splitTarget(target);
  if (kind === "hand") return { do: "play", card: id };
  if (kind === "flower") return { do: "place", flower: Number(id) };
  if (kind === "guardian") return { do: "move", guardian: id };
  if (kind === "wild") return { do: "draw", from: "wild", card: id };
  if (kind === "deck") return { do: "draw", from: "deck" };
  return null;
}

function splitTarget(target) {
  const at = target.indexOf(":");
  return at < 0 ? [target, null] : [target.slice(0, at), target.slice(at + 1)];
}

export function onTarget(view, picks, target) {
  const [kind, id] = splitTarget(target);
  const step = view.pending && view.pending.kind;
  const selection = view.board.selection || [];
  if (step === "action") {
    if (kind === "hand") {
      return { picks: picks.includes(id) ? picks.filter((p) => p !== id) : [...picks, id] };
    }
    if (kind === "flower") {
      if (!picks.length) return { hint: t("lotus.hint.pick_card") };
      return { send: [...picks.map((card) => ({ do: "play", card })), { do: "place", flower: Number(id) }] };
    }
    if (kind === "deck") {
      if (!picks.length) return { hint: t("lotus.hint.pick_card") };
      return { send: [...picks.map((card) => ({ do: "exchange", card })), { do: "confirm" }] };
    }
    if (kind === "guardian") return { send: [{ do: "move", guardian: id }] };
  }
  if ((step === "play" || step === "exchange") && kind === "hand") {
    if (selection.includes(id)) return selection[selection.length - 1] === id ? { undo: "one" } : {};
    return { send: [{ do: step, card: id }] };
  }
  if (step === "exchange" && kind === "deck") return { send: [{ do: "confirm" }] };
  if (step === "move" && kind === "flower") return { send: [{ do: "to", flower: Number(id) }] };
  if (step === "move" && kind === "guardian" && selection[0] === id) return { undo: "one" };
  const action = natural(target);
  return action ? { send: [action] } : {};
}

export function onButton(view, picks, id) {
  const step = view.pending && view.pending.kind;
  if (id === "clear") return { picks: [] };
  if (id === "cancel") return { undo: "action" };
  if (id === "pass") return { send: [{ do: "pass" }] };
  if (id === "confirm") return { send: [{ do: "confirm" }] };
  if (id === "draw") return { send: [{ do: "draw", from: "deck" }] };
  if (id.startsWith("reward:")) return { send: [{ do: "reward", choice: id.slice(7) }] };
  if (id === "place") {
    const place = (view.actions || []).find((a) => a.do === "place");
    return place ? { send: [{ do: "place", flower: place.flower }] } : {};
  }
  if (step === "action" && picks.length && (id === "play" || id === "exchange")) {
    const target = id === "play" ? `flower:${cardType(view, picks[0])}` : "deck";
    return onTarget(view, picks, target);
  }
  return {};
}

export function undoAgain(view) {
  return Boolean(view.pending && SUB_STEPS.includes(view.pending.kind) && view.can_undo);
}

// ---- text ----------------------------------------------------------------------------

export function cardText(id) {
  const c = parseCard(id);
  const flower = flowerName(c.type);
  return c.colour ? t("lotus.card", { colour: t(`colour.${c.colour}.adj`), flower }) : t("lotus.card.wild", { flower });
}

function seatName(view, i) {
  return (view.seats[i] && view.seats[i].name) || t("setup.default_name", { n: i + 1 });
}

function guardianText(view, gid) {
  const colour = gid.slice(0, gid.lastIndexOf("-"));
  const insect = t(`insect.${colour}`).toLowerCase();
  return gid.endsWith("-elder") ? t("lotus.guardian.elder", { insect }) : t("lotus.guardian", { insect });
}

export function formatLog(entry, view) {
  const a = entry.args || {};
  const args = { who: seatName(view, entry.player) };
  if (Array.isArray(a.cards)) args.cards = list(a.cards.map(cardText));
  else if (a.cards !== undefined) args.cards = a.cards;
  if (Array.isArray(a.drawn)) args.drawn = list(a.drawn.map(cardText));
  if (a.card) args.card = cardText(a.card);
  if (a.flower !== undefined) args.flower = flowerName(a.flower);
  if (a.source !== undefined) args.source = a.source === null ? null : flowerName(a.source);
  if (a.guardian) args.guardian = guardianText(view, a.guardian);
  if (a.seat !== undefined) args.seat = seatName(view, a.seat);
  if (a.new !== undefined) args.new = a.new;
  if (a.count !== undefined) args.count = a.count;
  if (a.petals !== undefined) args.petals = a.petals;
  if (a.final !== undefined) args.final = a.final;
  if (a.each !== undefined) args.each = a.each;
  if (a.removed !== undefined) args.removed = a.removed;
  if (Array.isArray(a.controllers)) {
    args.controllers = a.controllers.length ? list(a.controllers.map((s) => seatName(view, s))) : null;
    args.tie = a.controllers.length > 1;
  }
  if (Array.isArray(a.seats)) {
    args.seats = a.seats.length ? list(a.seats.map((s) => seatName(view, s))) : null;
    args.count = a.seats.length;
  }
  if (a.choice) {
    args.choice = a.choice;
    if (a.choice !== "token") args.power = t(`lotus.power.${a.choice}`);
  }
  // refusal arguments (explain.py): the step and the kind of move tried become sentences
  if (a.step !== undefined) args.now = t(`lotus.refuse.now.${a.step}`);
  if (a.tried !== undefined) args.tried = t(`lotus.refuse.tried.${a.tried}`);
  if (a.target !== undefined) args.target = flowerName(a.target);
  for (const n of ["limit", "deck", "space"]) if (a[n] !== undefined) args[n] = a[n];
  if (Array.isArray(a.scores)) {
    args.result = list(a.scores.map((score, i) => t("lotus.game_over.score", { name: seatName(view, i), score })));
  }
  return t(entry.key, args);
}

export function formatPrompt(view) {
  const p = view.pending;
  if (!p || !p.prompt) return "";
  const a = p.prompt.args || {};
  const args = { ...a };
  if (a.left !== undefined) args.count = a.left;
  if (a.cards !== undefined) args.count = a.cards;
  if (a.flower !== undefined) args.flower = flowerName(a.flower);
  if (a.guardian) args.guardian = guardianText(view, a.guardian);
  return t(p.prompt.key, args);
}

export const resultColumns = [
  { key: "petals", label: "end.petals" },
  { key: "tokens", label: "end.tokens", format: (n) => t("end.tokens_value", { count: n }) },
  { key: "deck_cards", label: "end.deck" },
];
