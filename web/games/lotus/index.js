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
//   formatLog(entry, view) / formatPrompt(view) -> text (formatLog also words refusals)
//   cardInfo(ref, view)                    -> what the card view shows for a data-inspect ref
//   lastMove(view)                         -> the marks of what the last action changed
//   resultColumns                          -> extra columns for the end screen
// An intent is {picks: [...]} (a new on-screen selection), {send: [actions]} (played in
// order; undone again if one is refused), {undo: "one"|"action"}, or {hint: text}.
import { t, list } from "../../i18n/index.js";
import { createLotusBoard } from "./board.js";
import { flowerIconMarkup, cardMarkup, powerMarkup, guardianMarkup } from "./art.js";

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

// ---- the last move -------------------------------------------------------------------

// The data-target / data-mark values of what the last logged action changed (the log
// entries with the highest seq): the flower grown or bloomed, the guardian moved and its
// flower, the deck of an exchange or a draw, the seat that took petals, a token or a power,
// the card that came into the viewer's hand, the wildflowers newly turned up.
export function lastMove(view) {
  const log = (view && view.log) || [];
  const seq = log.reduce((m, e) => (typeof e.seq === "number" && e.seq > m ? e.seq : m), -1);
  if (seq < 0) return [];
  const marks = new Set();
  const mine = (who) => who !== null && who !== undefined && who === view.viewer;
  for (const e of log) {
    if (e.seq !== seq) continue;
    const a = e.args || {};
    const who = e.player;
    switch (e.key) {
      case "lotus.play":
        marks.add(`flower:${a.flower}`);
        break;
      case "lotus.complete":
        marks.add(`flower:${a.flower}`).add(`seat:${a.seat}:petals`);
        break;
      case "lotus.reward":
        if (a.choice === "token") marks.add(`seat:${a.seat}:tokens`);
        else marks.add(`seat:${a.seat}:power:${a.choice}`);
        if (a.choice === "elder" && view.board.seats[a.seat]) marks.add(`guardian:${view.board.seats[a.seat].colour}-elder`);
        break;
      case "lotus.move":
        marks.add(`guardian:${a.guardian}`).add(`flower:${a.flower}`);
        break;
      case "lotus.exchange":
      case "lotus.draw_deck":
        marks.add(`seat:${who}:deck`);
        if (mine(who)) marks.add("deck");
        for (const c of a.drawn || (a.card ? [a.card] : [])) if (mine(who)) marks.add(`hand:${c}`);
        if (e.key === "lotus.draw_deck") marks.add(`seat:${who}:hand`);
        break;
      case "lotus.draw_wild":
        marks.add(`seat:${who}:hand`);
        if (mine(who)) marks.add(`hand:${a.card}`);
        break;
      case "lotus.wild_refill":
        for (const c of a.cards || []) marks.add(`wild:${c}`);
        break;
      case "lotus.final_round":
        marks.add(`seat:${a.seat}:deck`);
        break;
      case "lotus.pass":
        marks.add(`seat:${who}`);
        break;
      case "lotus.claim":
        for (const s of a.seats || []) marks.add(`seat:${s}:petals`);
        break;
      default:
        break;
    }
  }
  return [...marks];
}

// ---- the card view ---------------------------------------------------------------------

function seatOfColour(view, colour) {
  return view.board.seats.findIndex((s) => s.colour === colour);
}

function ownerName(view, colour) {
  const i = seatOfColour(view, colour);
  return i >= 0 ? seatName(view, i) : t("lotus.info.colour", { colour: t(`colour.${colour}`), insect: t(`insect.${colour}`) });
}

function findCard(view, id) {
  const b = view.board;
  const me = view.viewer === null || view.viewer === undefined ? null : b.seats[view.viewer];
  const inHand = me && (me.hand || []).find((c) => c.id === id);
  if (inHand) return { card: inHand, where: t("lotus.info.where.hand") };
  for (const f of b.garden) {
    const c = f.cards.find((x) => x.id === id);
    if (c) return { card: c, where: t("lotus.info.where.garden", { flower: flowerName(f.type), n: f.cards.length, type: f.type }) };
  }
  const wild = b.wild_row.find((c) => c && c.id === id);
  if (wild) return { card: wild, where: t("lotus.info.where.wild") };
  return null;
}

function cardView(view, id) {
  const found = findCard(view, id);
  if (!found) return null;
  const { card, where } = found;
  const flower = flowerName(card.type);
  const symbols = card.symbols ? t("lotus.card.symbols", { count: card.symbols }) : t("lotus.card.no_symbols");
  const text = [t("lotus.info.card.flower", { flower, type: card.type })];
  if (card.colour) {
    text.push(t("lotus.info.card.symbols", { count: card.symbols, owner: ownerName(view, card.colour), insect: t(`insect.${card.colour}`).toLowerCase() }));
  } else {
    text.push(t("lotus.info.card.wild"));
  }
  text.push(t("lotus.info.card.play", { flower }), where);
  return {
    title: card.colour ? t("lotus.info.card.title", { colour: t(`colour.${card.colour}`), flower }) : t("lotus.info.card.title.wild", { flower }),
    subtitle: card.colour
      ? t("lotus.info.card.subtitle", { colour: t(`colour.${card.colour}`), insect: t(`insect.${card.colour}`), symbols })
      : t("lotus.info.card.subtitle.wild", { symbols }),
    art: cardMarkup(card, 120),
    text,
  };
}

function flowerView(view, type) {
  const f = view.board.garden.find((x) => x.type === type);
  const name = flowerName(type);
  const text = [t("lotus.info.flower.rule", { flower: name, type })];
  if (f) {
    text.push(t("lotus.info.flower.petals", { cards: list(f.cards.map((c) => cardText(c.id))) }));
    const strength = Object.entries(f.strength).filter(([, n]) => n > 0);
    text.push(strength.length
      ? t("lotus.info.flower.strength", { list: list(strength.map(([s, n]) => t("lotus.info.flower.strength.one", { name: seatName(view, Number(s)), n }))) })
      : t("lotus.board.nobody"));
    if (f.leaders.length) {
      text.push(t(f.leaders.length > 1 ? "lotus.info.flower.tied" : "lotus.info.flower.leader", { names: list(f.leaders.map((s) => seatName(view, s))), flower: name }));
    }
    if (f.guardians.length) text.push(t("lotus.info.flower.guardians", { list: list(f.guardians.map((g) => guardianOf(view, g.id))) }));
  }
  return {
    title: name,
    subtitle: f ? t("lotus.info.flower.growing", { n: f.cards.length, type }) : t("lotus.info.flower.empty"),
    art: flowerIconMarkup(type, 120),
    text,
  };
}

function guardianOf(view, gid) {
  const colour = gid.slice(0, gid.lastIndexOf("-"));
  return t("lotus.info.guardian.of", { name: ownerName(view, colour), guardian: guardianText(view, gid) });
}

function guardianView(view, gid) {
  const colour = gid.slice(0, gid.lastIndexOf("-"));
  const seat = seatOfColour(view, colour);
  const g = seat >= 0 && view.board.seats[seat].guardians.find((x) => x.id === gid);
  if (!g) return null;
  const name = seatName(view, seat);
  const worth = g.elder ? 2 : 1;
  return {
    title: guardianOf(view, gid),
    subtitle: t("lotus.info.guardian.worth", { count: worth }),
    art: guardianMarkup(colour, g.elder, 96),
    text: [
      g.at === null || g.at === undefined ? t("lotus.info.guardian.supply", { name }) : t("lotus.info.guardian.on", { flower: flowerName(g.at) }),
      t("lotus.info.guardian.counts", { count: worth, name }),
      t("lotus.info.guardian.moves", { name }),
    ],
  };
}

function powerView(view, power) {
  if (!["elder", "path", "growth"].includes(power)) return null;
  const holders = view.board.seats.map((s, i) => (s.powers.includes(power) ? seatName(view, i) : null)).filter(Boolean);
  return {
    title: t(`lotus.power.${power}`),
    subtitle: t("lotus.info.power.subtitle"),
    art: powerMarkup(power, 96),
    text: [
      t(`lotus.info.power.${power}`),
      t("lotus.info.power.how"),
      holders.length ? t("lotus.info.power.held", { names: list(holders) }) : t("lotus.info.power.nobody"),
    ],
  };
}

// What the card view shows for a data-inspect ref of the board ("card:<id>", "flower:<type>",
// "guardian:<id>", "power:<id>"): {title, subtitle, art (svg markup), text: [lines]}, or null.
export function cardInfo(ref, view) {
  if (!view || !view.board || typeof ref !== "string") return null;
  const [kind, id] = splitTarget(ref);
  if (kind === "card") return cardView(view, id);
  if (kind === "flower") return [3, 4, 5, 6, 7].includes(Number(id)) ? flowerView(view, Number(id)) : null;
  if (kind === "guardian") return guardianView(view, id);
  if (kind === "power") return powerView(view, id);
  return null;
}
