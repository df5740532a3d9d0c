// The Grimwood table renderer.  It knows no rules (house habit 8): it draws what a view
// says, lights up the targets it is told to, and reports clicks.
//
//   import { createGrimwoodBoard } from "./games/grimwood/board.js";
//   const board = createGrimwoodBoard(element, { onTarget: (target, info) => ... });
//   board.set(view, { targets: ["hand:nymph", "deck", "seat:1"], selected: [], hints: { deck: "Draw" } });
//   board.ready   // resolves once its styles are in and it has drawn (nothing is drawn before)
//   board.destroy();
//
// Targets are strings: "hand:<card>", "deck", "seat:<i>", "combo:<id>", "combo:new" (start a
// new combo), "card:<card>" / "name:<name>" (a card shown for a choice), "amulet:<mode>" (the
// viewer's Amulet setting).  Hand cards, the deck, the seats and the cards of a choice are
// focusable buttons that report their target whether lit or not (deciding what a click means
// is the caller's job); a combo is a target only while it is lit, so that otherwise a tap on
// one of its cards shows that card.
// Every card carries data-inspect (its id, or a name for a naming choice) for the card view,
// and a combo "combo:<id>"; cards that move carry data-flip (their id) so the kit glides them.
// Marks for the last move (lastMove in index.js): "deck", "discard", "seat:<i>", "combo:<id>",
// "hand:<card>" are data-target or data-mark values.
// highlights.reveals = [{title, cards: [card ids], target, captions?: {card: text}, flip?}] shows
// rows of cards (a looked-at hand, the discard pile being browsed, cards to choose from); each
// card reports "<target>:<card>", or with target null is a picture only.  flip: the row is where
// those cards are (cards in transit), not a second picture of cards shown elsewhere.
// highlights.guard = {seat, value, choices} draws the viewer's Amulet setting; choosing a
// value reports the target "amulet:<value>" (no choices: the setting is shown, not changeable).
// highlights.warning: a sentence shown above the hand (e.g. a power that will be lost).
// config: { onTarget(target, {element}), t(key, args), cssHref }.
import { h, clear } from "../../js/dom.js";
import { botLevelWords, boardCss, loadStyles, reportTargets, redrawKeepingFocus, seatName, targetClasses as cls } from "../../js/board-kit.js";
import { t as catalogT } from "../../i18n/index.js";
import * as art from "./art.js";
import { cardKey, cardName } from "./cards.js";

export function createGrimwoodBoard(element, config = {}) {
  const t = config.t || catalogT;
  const onTarget = config.onTarget || (() => {});
  const root = h("div", { class: "gw", dataset: { testid: "grimwood-board" } });
  element.append(root);
  const stopClicks = reportTargets(root, onTarget);
  let shown = null; // {view, hl}: the last drawing, redrawn when the discard pile is opened or closed
  const ui = { browsing: false, styled: false };
  const draw = () => {
    if (!shown || !ui.styled) return; // nothing is measured (names fitted, a row scrolled to) unstyled
    const hadChoice = Boolean(root.querySelector(".gw-reveal .is-target"));
    redrawKeepingFocus(root, () => render(root, shown.view, shown.hl, t, ui));
    fitNames(root);
    // a new row of cards to choose from is brought into view (it may be off screen on a phone)
    const choice = root.querySelector(".gw-reveal .is-target");
    if (choice && !hadChoice && choice.scrollIntoView) choice.closest(".gw-reveal").scrollIntoView({ block: "nearest" });
  };
  const change = (event) => {
    const sel = event.target.closest("select[data-guard-seat]");
    if (sel && root.contains(sel)) onTarget(`amulet:${sel.value}`, { element: sel });
  };
  const browse = (event) => {
    const button = event.target.closest("[data-browse]");
    if (!button || !root.contains(button) || !shown) return;
    const marks = [...root.querySelectorAll(".is-last")].map((el) => el.dataset.target || el.dataset.mark);
    ui.browsing = !ui.browsing;
    draw();
    for (const m of marks) for (const el of root.querySelectorAll(`[data-target="${CSS.escape(m)}"], [data-mark="${CSS.escape(m)}"]`)) el.classList.add("is-last");
    const again = root.querySelector("[data-browse]");
    if (again) again.focus({ preventScroll: true });
  };
  root.addEventListener("change", change);
  root.addEventListener("click", browse);
  const ready = loadStyles(boardCss(config, import.meta.url)).then(() => {
    ui.styled = true;
    draw();
  });
  return {
    ready,
    set(view, highlights = {}) {
      shown = { view, hl: normalise(highlights, t) };
      draw();
    },
    destroy() {
      stopClicks();
      root.removeEventListener("change", change);
      root.removeEventListener("click", browse);
      root.remove();
    },
  };
}

// The highlights of one drawing, with the words (t) it is drawn in.
function normalise(hl, t) {
  return {
    t,
    targets: new Set(hl.targets || []),
    selected: new Set(hl.selected || []),
    hints: hl.hints || {},
    reveals: hl.reveals || [],
    guard: hl.guard || null,
    warning: hl.warning || null,
  };
}

// The seat's shape with its initial, in its colour.
export function seatToken(view, i, size = 22, t = catalogT) {
  return art.seatToken(i, seatName(view, i, t).trim().charAt(0).toUpperCase(), size);
}

// ---- rendering -----------------------------------------------------------------

function render(root, view, hl, t, ui) {
  clear(root);
  if (!view || !view.board) return;
  root.classList.toggle("has-targets", hl.targets.size > 0);
  root.style.setProperty("--gw-last-label", JSON.stringify(t("grimwood.board.last")));
  const b = view.board;
  const others = b.seats.map((_, i) => i).filter((i) => i !== view.viewer);
  const reveals = [...hl.reveals];
  if (ui.browsing && b.discard.length > 1) reveals.push({ title: t("grimwood.reveal.pile", { count: b.discard.length }), cards: [...b.discard].reverse(), target: null, testid: "discard-browse" });
  root.append(
    renderStatus(view, t),
    h("div", { class: "gw-seats", dataset: { testid: "opponents" } }, ...others.map((i) => renderSeat(view, i, hl))),
    renderTable(view, hl, ui),
  );
  if (reveals.length) root.append(h("div", { class: "gw-reveals" }, ...reveals.map((r) => renderReveal(r, hl))));
  if (view.viewer !== null && view.viewer !== undefined && b.seats[view.viewer]) root.append(renderMine(view, hl));
}

function renderStatus(view, t) {
  const b = view.board;
  const parts = [];
  if (view.over) {
    parts.push(h("span", { class: "gw-status-main", text: t("grimwood.board.over") }));
  } else {
    parts.push(h("span", { class: "gw-status-main" }, seatToken(view, b.turn, 20, t), t("grimwood.board.turn", { name: seatName(view, b.turn, t) })));
    parts.push(h("span", { class: "gw-pill gw-pill--actions", dataset: { testid: "actions-left" }, text: t("grimwood.board.actions_left", { count: b.actions_left }) }));
  }
  const status = h("div", { class: "gw-status", role: "status", dataset: { testid: "grimwood-status" } }, ...parts);
  if (b.final && !view.over) {
    status.append(h("div", { class: "gw-final", dataset: { testid: "final-round" }, text: t("grimwood.board.final", { name: seatName(view, b.final.trigger, t) }) }));
  }
  return status;
}

function seatBadges(view, i, t) {
  const b = view.board;
  const seat = b.seats[i];
  const badges = [];
  if (i === view.viewer) badges.push(h("span", { class: "gw-badge", text: t("grimwood.board.you") }));
  if (view.seats && view.seats[i] && view.seats[i].kind === "bot") badges.push(h("span", { class: "gw-badge", text: t("grimwood.board.bot", { level: botLevelWords(view, i, t) }) }));
  if (seat.skips > 0) badges.push(h("span", { class: "gw-badge gw-badge--warn", dataset: { testid: "seat-skips" }, text: t("grimwood.board.skips", { count: seat.skips }) }));
  if (b.final && !view.over && (b.final.turns_left || []).includes(i)) badges.push(h("span", { class: "gw-badge gw-badge--final", text: t("grimwood.board.last_turn") }));
  return badges;
}

function renderSeat(view, i, hl) {
  const t = hl.t;
  const b = view.board;
  const seat = b.seats[i];
  const target = `seat:${i}`;
  const isTurn = !view.over && b.turn === i;
  const head = h("button", {
    type: "button",
    class: cls("gw-seat-hit", target, hl),
    dataset: { target, testid: "seat-pick", seat: String(i), group: "seats" },
    "aria-label": hl.targets.has(target) ? t("grimwood.board.seat.pick", { name: seatName(view, i, t) }) : seatName(view, i, t),
  },
    seatToken(view, i, 22, t),
    h("span", { class: "gw-seat-name", text: seatName(view, i, t) }),
    ...seatBadges(view, i, t),
    hl.hints[target] ? h("span", { class: "gw-badge gw-badge--act", text: hl.hints[target] }) : null,
    h("span", { class: "gw-seat-score", title: t("grimwood.board.score"), dataset: { testid: "seat-score" } }, String(seat.score), h("small", { text: t("grimwood.board.points") })));
  const backs = [];
  for (let k = 0; k < Math.min(seat.hand_count, 7); k++) backs.push(art.cardBack(22));
  return h("div", { role: "region",
    class: `gw-seat${isTurn ? " is-turn" : ""}`,
    style: { "--seat": art.seatColour(i) },
    dataset: { testid: "seat-panel", seat: String(i) },
    "aria-label": seatName(view, i, t),
  },
    h("header", { class: "gw-seat-head" }, head),
    h("div", { class: "gw-backs", title: t("grimwood.board.hand_count", { count: seat.hand_count }), dataset: { testid: "seat-hand-count", count: String(seat.hand_count) } },
      ...backs, h("span", { text: t("grimwood.board.hand_count", { count: seat.hand_count }) })),
    seat.hand ? h("div", { class: "gw-hand-row gw-peek", dataset: { testid: "peeked-hand" } }, ...seat.hand.map((c) => cardFace(c, null, hl, { focus: true }))) : null,
    renderCombos(view, i, hl, false),
  );
}

function renderCombos(view, i, hl, mine) {
  const t = hl.t;
  const seat = view.board.seats[i];
  const items = seat.combos.map((combo) => comboBox(view, i, combo, hl));
  if (mine && hl.targets.has("combo:new")) {
    items.push(h("button", { type: "button", class: cls("gw-combo gw-combo--new", "combo:new", hl), dataset: { target: "combo:new", testid: "combo-new", group: "combos" }, text: t("grimwood.board.combo.new") }));
  }
  if (!items.length) items.push(h("span", { class: "gw-empty", text: t("grimwood.board.combos.none") }));
  return h("div", { class: "gw-combos", dataset: { testid: "combos" } }, ...items);
}

function comboBox(view, seat, combo, hl) {
  const t = hl.t;
  const target = `combo:${combo.id}`;
  const lit = hl.targets.has(target);
  const names = combo.cards.map((c) => cardName(c)).join(", ");
  const points = combo.points;
  const label = t(`grimwood.combo.${combo.kind}`);
  const aria = t("grimwood.board.combo.aria", { name: seatName(view, seat, t), kind: label, cards: names, points });
  const dataset = { testid: "combo", seat: String(seat), combo: combo.id, kind: combo.kind, size: String(combo.cards.length), inspect: target, group: "combos" };
  if (lit) dataset.target = target;
  else dataset.mark = target;
  return h("button", {
    type: "button",
    class: cls(`gw-combo${combo.locked ? " is-locked" : ""}`, target, hl),
    dataset,
    "aria-label": aria,
  },
    h("span", { class: "gw-combo-cards" }, ...combo.cards.map((c) => cardFace(c, null, hl, { small: true, tag: "span" }))),
    h("span", { class: "gw-combo-foot" },
      h("span", { text: combo.locked ? t("grimwood.board.combo.locked", { kind: label }) : label }),
      h("strong", { text: t("grimwood.board.points.n", { count: points }) })));
}

function renderTable(view, hl, ui) {
  const t = hl.t;
  const b = view.board;
  const top = b.discard.length ? b.discard[b.discard.length - 1] : null;
  const deck = h("button", {
    type: "button",
    class: cls("gw-pile", "deck", hl),
    dataset: { target: "deck", testid: "deck", count: String(b.deck) },
    "aria-label": hl.hints.deck ? t("grimwood.board.deck.aria.hint", { count: b.deck, hint: hl.hints.deck }) : t("grimwood.board.deck.aria", { count: b.deck }),
  },
    b.deck ? h("span", { class: "gw-deck-stack" }, art.cardBack(60)) : h("span", { class: "gw-pile-empty", text: t("grimwood.board.empty") }),
    h("strong", { text: t("grimwood.board.deck", { count: b.deck }) }),
    hl.hints.deck ? h("span", { text: hl.hints.deck }) : null);
  const discard = h("div", {
    role: "group",
    class: "gw-pile gw-pile--discard",
    dataset: { mark: "discard", testid: "discard", count: String(b.discard.length), top: top || "" },
    "aria-label": top ? t("grimwood.board.discard.aria", { count: b.discard.length, card: cardName(top) }) : t("grimwood.board.discard.aria.empty"),
  },
    top ? cardFace(top, null, hl, { small: true, focus: true }) : h("span", { class: "gw-pile-empty", text: t("grimwood.board.empty") }),
    h("strong", { text: t("grimwood.board.discard", { count: b.discard.length }) }),
    b.discard.length > 1 ? h("button", { type: "button", class: "gw-browse", dataset: { browse: "discard", testid: "discard-browse-toggle" }, "aria-expanded": ui.browsing ? "true" : "false",
      text: t(ui.browsing ? "grimwood.board.discard.hide" : "grimwood.board.discard.browse") }) : null);
  const runes = b.runes && b.runes.length
    ? h("div", { class: "gw-pile gw-runes", dataset: { testid: "runes" } }, h("span", { class: "gw-combo-cards" }, ...b.runes.map((c) => cardFace(c, null, hl, { small: true, focus: true }))),
      h("span", { text: t("grimwood.board.runes") }))
    : null;
  return h("div", { role: "region", class: "gw-table", "aria-label": t("grimwood.board.table") }, deck, discard, runes);
}

function renderReveal(r, hl) {
  return h("div", { role: "region", class: "gw-reveal", dataset: { testid: r.testid || "reveal" }, "aria-label": r.title },
    h("h3", { class: "gw-title", text: r.title }),
    h("div", { class: "gw-reveal-row" }, ...r.cards.map((c) => {
      const face = cardFace(c, r.target ? `${r.target}:${c}` : null, hl, { focus: true, flip: Boolean(r.flip), group: "reveal" });
      const caption = r.captions && r.captions[c];
      return caption ? h("figure", { class: "gw-captioned" }, face, h("figcaption", { text: caption })) : face;
    })));
}

function renderMine(view, hl) {
  const t = hl.t;
  const me = view.viewer;
  const seat = view.board.seats[me];
  const guard = hl.guard;
  return h("div", { role: "region", class: "gw-mine", style: { "--seat": art.seatColour(me) }, dataset: { testid: "mine", mark: `seat:${me}` }, "aria-label": t("grimwood.board.mine", { name: seatName(view, me, t) }) },
    h("h3", { class: "gw-title" },
      seatToken(view, me, 22, t),
      t("grimwood.board.mine", { name: seatName(view, me, t) }),
      ...seatBadges(view, me, t),
      h("span", { class: "gw-seat-score", dataset: { testid: "my-score" } }, String(seat.score), h("small", { text: t("grimwood.board.points") }))),
    renderCombos(view, me, hl, true),
    hl.warning ? h("p", { class: "gw-warning", role: "note", dataset: { testid: "grimwood-warning" } }, h("span", { class: "gw-warning-icon", "aria-hidden": "true", text: "!" }), hl.warning) : null,
    h("h3", { class: "gw-title" }, t("grimwood.board.hand", { count: (seat.hand || []).length })),
    h("div", { class: "gw-hand-row", dataset: { testid: "hand" } }, ...(seat.hand || []).map((c) => cardFace(c, `hand:${c}`, hl, { group: "hand" }))),
    guard ? renderGuard(guard, hl.t) : null,
  );
}

function renderGuard(guard, t) {
  const label = h("span", { text: t("grimwood.board.guard") });
  if (!guard.choices.length) {
    return h("p", { class: "gw-guard" }, label, h("strong", { dataset: { testid: "guard-value" }, text: t(`seatfield.grimwood.amulet.${guard.value}`) }));
  }
  return h("label", { class: "gw-guard" }, label,
    h("select", { dataset: { guardSeat: String(guard.seat), testid: "guard-setting" } },
      ...guard.choices.map((v) => h("option", { value: v, selected: v === guard.value, text: t(`seatfield.grimwood.amulet.${v}`) }))));
}

// A card's name never ends in an ellipsis: it takes two lines, and a word too long for the
// card (a small one in a seat) gets a smaller font until it fits.
function fitNames(root) {
  for (const el of root.querySelectorAll(".gw-card-name")) {
    if (el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    while (size > 4.5 && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
      size -= 0.5;
      el.style.fontSize = `${size}px`;
    }
  }
}

// A card face: a button when it has a target; otherwise a picture (a focusable button that only
// shows the card when opts.focus, a plain span inside another control).
// opts: {small, focus, tag: "span", flip (default true: the card's id glides), group}.
export function cardFace(card, target, hl, opts = {}) {
  const t = hl.t || catalogT;
  if (card === null || card === undefined) {
    return h("span", { class: "gw-card gw-card--back gw-card--static", title: t("grimwood.card.hidden") }, art.cardBack(60));
  }
  const key = cardKey(card);
  const cat = art.CATEGORY[art.categoryOf(key)];
  const name = cardName(card);
  const kind = t(`grimwood.category.${art.categoryOf(key)}`);
  const help = t(`grimwood.card.${key}.help`);
  const pic = art.cardPicture(key, { class: "gw-pic" });
  const body = [h("span", { class: "gw-card-name", text: name }), pic, h("span", { class: "gw-card-kind", text: kind })];
  const style = { "--frame": cat.frame, "--ribbon": cat.ribbon };
  const dataset = { card, name: key, inspect: card };
  if (opts.flip !== false) dataset.flip = card;
  if (opts.group) dataset.group = opts.group;
  const aria = t("grimwood.card.aria", { name, kind, help });
  if (!target) {
    const klass = `gw-card gw-card--static${opts.small ? " gw-card--small" : ""}`;
    if (opts.tag === "span" || !opts.focus) return h("span", { class: klass, style, title: `${name}: ${help}`, dataset }, ...body);
    return h("button", { type: "button", class: klass, style, title: `${name}: ${help}`, "aria-label": aria, dataset }, ...body);
  }
  dataset.target = target;
  dataset.testid = target.slice(0, target.indexOf(":")) + "-card";
  return h("button", {
    type: "button",
    class: cls("gw-card", target, hl),
    style,
    title: `${name}: ${help}`,
    "aria-label": aria,
    "aria-pressed": hl.selected.has(target) ? "true" : undefined,
    dataset,
  }, ...body);
}
