// The Lotus game module for the app shell: the board renderer, and the glue that turns
// the engine's legal actions (view.actions) into highlights, buttons and clicks through the
// shared plan step (js/plan.js).  No rule is decided here: every legal action names its
// board element (`target`), a click on an element with one action sends it, with several
// (a hand card to play or to exchange) opens the chooser, and the engine's next frame
// lights what may follow; any other click is sent too, so the engine explains why not.
//
// Interface every game module exports (see js/games.js):
//   createBoard(element, config)           -> {set(view, highlights), destroy()}
//   plan(view, picks)                      -> {targets, selected, hints, buttons, prompt}
//   onTarget(view, picks, target)          -> intent
//   onButton(view, picks, buttonId)        -> intent
//   actionText(action, view)               -> the words of one legal action (the chooser)
//   formatLog(entry, view) / formatPrompt(view) -> text (formatLog also words refusals)
//   cardInfo(ref, view)                    -> what the card view shows for a data-inspect ref
//   lastMove(view)                         -> the marks of what the last action changed
//   resultColumns                          -> extra columns for the end screen
// An intent is {send: [actions]} (played all or nothing), {choose: [{label, send}]},
// {undo: "one"|"action"}, or {} (nothing).
import { t, list, has } from "../../i18n/index.js";
import { seatName as kitSeatName, splitTarget } from "../../js/board-kit.js";
import { bare, buttonGroups, clickIntent, intentOf, litTargets } from "../../js/plan.js";
import { createLotusBoard } from "./board.js";
import { flowerIcon, cardArt, power as powerArt, guardian as guardianArt } from "./art.js";

export { createLotusBoard as createBoard };
export const icon = (size) => flowerIcon(7, size);

export function parseCard(id) {
  const [colour, type, n] = String(id).split("-");
  return { id, colour: colour === "wild" ? null : colour, type: Number(type), n: Number(n) };
}

const flowerName = (type) => t(`lotus.flower.${type}`);

function growing(view, type) {
  return view.board.garden.some((f) => f.type === type);
}

// ---- the words of actions --------------------------------------------------------

const ACTION_TEXT = {
  play: (a) => t("lotus.choose.play", { card: cardText(a.card) }),
  exchange: (a) => t("lotus.choose.exchange", { card: cardText(a.card) }),
  move: (a, view) => t("lotus.choose.move", { guardian: guardianText(view, a.guardian) }),
  to: (a) => t("lotus.choose.to", { flower: flowerName(a.flower) }),
  place: (a, view) => t(growing(view, a.flower) ? "lotus.button.place" : "lotus.button.start", { flower: flowerName(a.flower) }),
  confirm: (a, view) => t("lotus.button.confirm", { count: (view.board.selection || []).length }),
  draw: (a) => (a.from === "deck" ? t("lotus.button.draw") : t("lotus.choose.wild", { card: cardText(a.card) })),
  reward: (a) => (a.choice === "token" ? t("lotus.reward.token") : t(`lotus.power.${a.choice}`)),
  pass: () => t("lotus.button.pass"),
};

export function actionText(action, view) {
  const text = ACTION_TEXT[action.do];
  return text ? text(action, view) : action.label;
}

const PRIMARY = new Set(["place", "confirm", "pass"]);

function buttonHelp(action) {
  if (action.do !== "reward") return undefined;
  return action.choice === "token" ? t("lotus.reward.token.help") : t(`lotus.power.${action.choice}.help`);
}

// One prompt-bar button per group of actions (js/plan.js); an action of its own is named by
// its fields ("reward:token", "pass").
function buttons(view) {
  return buttonGroups(view.actions).map(({ group, actions }) => {
    const a = actions[0];
    const own = !a.group;
    const id = own ? [a.do, ...Object.entries(bare(a)).filter(([k]) => k !== "do").map(([, v]) => v)].join(":") : group;
    const primary = PRIMARY.has(a.do) || (a.do === "reward" && a.choice === "token");
    const label = has(`lotus.group.${group}`) ? t(`lotus.group.${group}`) : actionText(a, view);
    return { id, label, help: buttonHelp(a), primary, actions };
  });
}

// ---- highlights and buttons ------------------------------------------------------

const DECK_HINT = { confirm: "lotus.hint.confirm", draw: "lotus.hint.draw" };

export function plan(view, picks = []) {
  const out = { targets: [], selected: [], hints: {}, buttons: [], prompt: null };
  const acts = view.actions || [];
  if (!acts.length || !view.pending) return out;
  out.targets = litTargets(acts).filter((target) => target !== "prompt");
  const deck = acts.find((a) => a.target === "deck");
  if (deck && DECK_HINT[deck.do]) out.hints.deck = t(DECK_HINT[deck.do]);
  // what the action being built has chosen so far (the engine's frame says)
  const selection = view.board.selection || [];
  out.selected = selection.map((id) => (view.pending.kind === "move" ? `guardian:${id}` : `hand:${id}`));
  out.buttons = buttons(view).map(({ actions, ...button }) => button);
  if (view.board.selection_count) out.buttons.push({ id: "cancel", label: t("lotus.button.cancel") });
  return out;
}

// The action a board element stands for when no legal action has it: sent as is, so that
// the engine says why it is not possible now.
function natural(step, target) {
  const [kind, id] = splitTarget(target);
  if (kind === "hand") return { do: step === "exchange" ? "exchange" : "play", card: id };
  if (kind === "flower") return { do: step === "move" ? "to" : "place", flower: Number(id) };
  if (kind === "guardian") return { do: "move", guardian: id };
  if (kind === "wild") return { do: "draw", from: "wild", card: id };
  if (kind === "deck") return step === "exchange" ? { do: "confirm" } : { do: "draw", from: "deck" };
  return null;
}

export function onTarget(view, picks, target) {
  const intent = clickIntent(view.actions, target, (a) => actionText(a, view));
  if (intent) return intent;
  const step = view.pending && view.pending.kind;
  const [kind, id] = splitTarget(target);
  // the last card or guardian chosen in the action being built, tapped again: taken back
  const selection = view.board.selection || [];
  const mine = step === "move" ? kind === "guardian" : kind === "hand";
  if (mine && selection.includes(id)) return selection[selection.length - 1] === id ? { undo: "one" } : {};
  const action = natural(step, target);
  return action ? { send: [action] } : {};
}

export function onButton(view, picks, id) {
  if (id === "cancel") return { undo: "action" };
  const button = buttons(view).find((b) => b.id === id);
  if (!button) return {};
  return intentOf(button.actions, (a) => actionText(a, view)) || {};
}

// ---- text ----------------------------------------------------------------------------

export function cardText(id) {
  const c = parseCard(id);
  const flower = flowerName(c.type);
  return c.colour ? t("lotus.card", { colour: t(`colour.${c.colour}.adj`), flower }) : t("lotus.card.wild", { flower });
}

const seatName = (view, i) => kitSeatName(view, i, t);

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
  if (a.flower !== undefined) Object.assign(args, { flower: flowerName(a.flower), flower_type: a.flower });
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
  // refusal arguments (rules.py): the step and the kind of move tried become sentences
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
    art: cardArt(card, 120),
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
    art: flowerIcon(type, 120),
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
    art: guardianArt(colour, g.elder, 96),
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
    art: powerArt(power, 96),
    text: [
      t(`lotus.info.power.${power}`),
      t("lotus.info.power.how"),
      holders.length ? t("lotus.info.power.held", { names: list(holders) }) : t("lotus.info.power.nobody"),
    ],
  };
}

// What the card view shows for a data-inspect ref of the board ("card:<id>", "flower:<type>",
// "guardian:<id>", "power:<id>"): {title, subtitle, art (an svg element), text: [lines]}, or null.
export function cardInfo(ref, view) {
  if (!view || !view.board || typeof ref !== "string") return null;
  const [kind, id] = splitTarget(ref);
  if (kind === "card") return cardView(view, id);
  if (kind === "flower") return [3, 4, 5, 6, 7].includes(Number(id)) ? flowerView(view, Number(id)) : null;
  if (kind === "guardian") return guardianView(view, id);
  if (kind === "power") return powerView(view, id);
  return null;
}
