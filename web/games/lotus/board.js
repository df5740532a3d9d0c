// The Lotus table renderer.  It knows no rules (house habit 8): it draws what a
// view says, lights up the targets it is told to, and reports clicks.
//
//   import { createLotusBoard } from "./games/lotus/board.js";
//   const board = createLotusBoard(element, { onTarget: (target, info) => ... });
//   board.set(view, { targets: ["hand:red-6-1", "flower:6"], selected: ["hand:red-6-1"],
//                     hints: { deck: "Exchange" } });
//   board.ready   // resolves once its styles are in and it has drawn (nothing is drawn before)
//   board.destroy();
//
// `view` is the engine's view (view.board, view.seats, view.viewer, view.pending, view.over).
// Targets are strings: "hand:<card>", "wild:<card>", "flower:<type>" (a growing flower or an
// empty bed), "guardian:<id>", "deck" (the viewer's own deck).  Every one of them is a
// focusable <button> that reports its target through config.onTarget whether it is lit or
// not: deciding what a click means is the caller's job.
// config: { onTarget(target, {element}), t(key, args) (defaults to the app catalog),
//           cssHref (false to skip loading board.css) }.
//
// The kit's conventions (web/README.md): cards, petals, powers and guardians carry
// data-inspect ("card:<id>", "flower:<type>", "power:<id>", "guardian:<id>", worded by
// index.js cardInfo); hand, garden, wild row and guardians carry data-group (arrow keys);
// cards, petals and guardians carry data-flip (they glide between places); seat panels and
// their counts carry data-mark ("seat:<i>", "seat:<i>:deck|hand|petals|tokens",
// "seat:<i>:power:<id>") for lastMove.  Every seat colour comes with its insect
// ([data-colour] elements hold a [data-insect] of that colour).
import { h, drawn, clear } from "../../js/dom.js";
import { t as catalogT } from "../../i18n/index.js";
import * as art from "./art.js";
import { botLevelWords, boardCss, loadStyles, reportTargets, redrawKeepingFocus, seatName as kitSeatName } from "../../js/board-kit.js";

const TYPES = [3, 4, 5, 6, 7];

export function createLotusBoard(element, config = {}) {
  const t = config.t || catalogT;
  const root = h("div", { class: "lb", dataset: { testid: "lotus-board" } });
  root.style.setProperty("--lb-last", JSON.stringify(t("lotus.board.last"))); // the badge of .is-last
  element.append(root);
  const stopClicks = reportTargets(root, config.onTarget || (() => {}));
  const render = makeRenderer(t);
  const shown = { view: null, hl: null, styled: false };
  const draw = () => {
    if (shown.view && shown.styled) redrawKeepingFocus(root, () => render(root, shown.view, shown.hl));
  };
  // nothing is drawn before the styles are in (board-kit loadStyles)
  const ready = loadStyles(boardCss(config, import.meta.url)).then(() => {
    shown.styled = true;
    if (shown.view) render(root, shown.view, shown.hl);
  });
  return {
    ready,
    set(view, highlights = {}) {
      shown.view = view;
      shown.hl = normalise(highlights);
      draw();
    },
    destroy() {
      stopClicks();
      root.remove();
    },
  };
}

function normalise(hl) {
  return {
    targets: new Set(hl.targets || []),
    selected: new Set(hl.selected || []),
    hints: hl.hints || {},
  };
}

// The renderer of one board: its helpers close over the board's catalog function t0.
function makeRenderer(t0) {
  // ---- helpers ---------------------------------------------------------------

  const seatName = (view, i) => kitSeatName(view, i, t0);

  function flowerName(type) {
    return t0(`lotus.flower.${type}`);
  }

  function colourOfSeat(view, i) {
    return view.board.seats[i].colour;
  }

  function cardLabel(card) {
    const flower = flowerName(card.type);
    const colour = card.colour ? t0(`colour.${card.colour}`) : t0("colour.wild");
    const symbols = card.symbols ? t0("lotus.card.symbols", { count: card.symbols }) : t0("lotus.card.no_symbols");
    return t0("lotus.card.aria", { flower, type: card.type, colour, symbols });
  }

  function targetClasses(base, target, hl) {
    let cls = base;
    if (hl.targets.has(target)) cls += " is-target";
    if (hl.selected.has(target)) cls += " is-selected";
    return cls;
  }

  // ---- rendering -----------------------------------------------------------------

  function render(root, view, hl) {
    clear(root);
    if (!view || !view.board) return;
    root.classList.toggle("has-targets", hl.targets.size > 0);
    root.append(
      renderStatus(view),
      renderSeats(view, hl),
      renderGarden(view, hl),
      h("div", { class: "lb-lower" }, renderWild(view, hl), renderHand(view, hl)),
    );
  }

  function renderStatus(view) {
    const b = view.board;
    const parts = [];
    if (view.over) {
      parts.push(h("span", { class: "lb-status-main", text: t0("lotus.board.status.over") }));
    } else {
      const turnColour = colourOfSeat(view, b.turn);
      parts.push(
        h("span", { class: "lb-status-main", style: { "--seat": art.SEAT_COLOURS[turnColour] }, dataset: { colour: turnColour } },
          art.insect(turnColour, 20),
          t0("lotus.board.status.turn", { name: seatName(view, b.turn) })),
      );
      const p = view.pending;
      if (p && ["action", "play", "exchange", "move"].includes(p.kind)) {
        parts.push(h("span", { class: "lb-status-sub", dataset: { testid: "actions-left" }, text: t0("lotus.board.status.left", { count: b.actions_left }) }));
      } else if (p && p.kind === "refill") {
        parts.push(h("span", { class: "lb-status-sub", text: t0("lotus.board.status.refill") }));
      } else if (p && p.kind === "reward") {
        parts.push(h("span", { class: "lb-status-sub", text: t0("lotus.board.status.reward", { name: seatName(view, p.player) }) }));
      }
    }
    const status = h("div", { class: "lb-status", dataset: { testid: "lotus-status" }, role: "status" }, ...parts);
    if (b.final) {
      status.append(h("div", { class: "lb-final", dataset: { testid: "final-round" }, text: t0("lotus.board.status.final", { name: seatName(view, b.final.trigger) }) }));
    }
    return status;
  }

  function renderSeats(view, hl) {
    const b = view.board;
    const wrap = h("div", { class: "lb-seats" });
    b.seats.forEach((seat, i) => {
      const colour = art.SEAT_COLOURS[seat.colour];
      const isTurn = !view.over && b.turn === i;
      const lastTurn = b.final && b.final.turns_left.includes(i);
      const kind = view.seats && view.seats[i] && view.seats[i].kind;
      const badges = [];
      if (i === view.viewer) badges.push(h("span", { class: "lb-badge", text: t0("lotus.board.seat.you") }));
      if (kind === "bot") badges.push(h("span", { class: "lb-badge lb-badge--bot", text: t0("lotus.board.seat.bot", { level: botLevelWords(view, i, t0) }) }));
      if (isTurn) badges.push(h("span", { class: "lb-badge lb-badge--turn", text: t0("lotus.board.seat.turn") }));
      if (lastTurn && !view.over) badges.push(h("span", { class: "lb-badge lb-badge--final", text: t0("lotus.board.seat.last_turn") }));
      const stat = (label, value, name) =>
        h("div", { class: "lb-stat", dataset: { mark: `seat:${i}:${name}` } }, h("dt", { text: label }), h("dd", { dataset: { testid: `seat-${name}` } }, value));
      const powers = seat.powers.length
        ? seat.powers.map((p) => h("span", {
          class: "lb-power-badge",
          tabindex: "0",
          title: t0(`lotus.power.${p}.help`),
          dataset: { inspect: `power:${p}`, mark: `seat:${i}:power:${p}`, testid: "power" },
        }, art.power(p, 20), t0(`lotus.power.${p}.short`)))
        : [h("span", { class: "lb-muted", text: t0("lotus.board.seat.no_powers") })];
      const supply = seat.guardians.filter((g) => g.at === null).map((g) => guardianButton(view, g, hl));
      wrap.append(
        h("section", {
          class: `lb-seat${isTurn ? " is-turn" : ""}${i === view.viewer ? " is-you" : ""}`,
          style: { "--seat": colour },
          dataset: { testid: "seat-panel", seat: String(i), mark: `seat:${i}`, colour: seat.colour },
          "aria-label": seatName(view, i),
        },
          h("header", { class: "lb-seat-head" },
            art.insect(seat.colour, 26),
            h("span", { class: "lb-seat-name", text: seatName(view, i) }),
            h("span", { class: "lb-badges" }, ...badges),
            h("span", { class: "lb-seat-score", title: t0("lotus.board.seat.score"), dataset: { testid: "seat-score" } },
              h("span", { class: "lb-sr", text: t0("lotus.board.seat.score") }), String(seat.score))),
          h("dl", { class: "lb-stats" },
            stat(t0("lotus.board.seat.deck"), String(seat.deck), "deck"),
            stat(t0("lotus.board.seat.hand"), t0("lotus.board.seat.hand.count", { n: seat.hand_count, limit: seat.hand_limit }), "hand"),
            stat(t0("lotus.board.seat.petals"), String(seat.pile), "petals"),
            stat(t0("lotus.board.seat.tokens"), [art.token(14), t0("lotus.board.seat.tokens.count", { count: seat.tokens })], "tokens")),
          h("div", { class: "lb-seat-foot" },
            h("div", { class: "lb-powers" }, ...powers),
            h("div", { class: "lb-supply", "aria-label": t0("lotus.board.seat.supply"), title: t0("lotus.board.seat.supply") }, ...supply)),
        ),
      );
    });
    return wrap;
  }

  function guardianButton(view, g, hl) {
    const target = `guardian:${g.id}`;
    const colour = view.board.seats[g.seat].colour;
    const insect = t0(`insect.${colour}`);
    const label = g.elder
      ? t0("lotus.guardian.elder.aria", { name: seatName(view, g.seat) })
      : t0("lotus.guardian.aria", { name: seatName(view, g.seat), insect });
    return h("button", {
      type: "button",
      class: targetClasses("lb-guardian lb-hit", target, hl),
      dataset: { target, testid: "guardian", guardian: g.id, inspect: `guardian:${g.id}`, flip: `guardian:${g.id}`, group: "guardians", colour },
      "aria-label": label,
      "aria-pressed": hl.selected.has(target) ? "true" : undefined,
      title: label,
    }, art.guardian(colour, g.elder, 32));
  }

  function renderGarden(view, hl) {
    const b = view.board;
    const growing = new Map(b.garden.map((f) => [f.type, f]));
    const beds = TYPES.map((type) => {
      const f = growing.get(type);
      const target = `flower:${type}`;
      const col = art.FLOWER_COLOURS[type];
      const n = f ? f.cards.length : 0;
      const name = flowerName(type);
      const cards = f ? f.cards.map(cardLabel).join("; ") : "";
      const aria = f ? t0("lotus.board.bed.aria", { flower: name, n, type, cards }) : t0("lotus.board.bed.aria.empty", { flower: name });
      const hit = h("button", {
        type: "button",
        class: targetClasses(`lb-bed-hit lb-hit${f ? "" : " is-empty"}`, target, hl),
        dataset: { target, testid: `flower-${type}`, flower: String(type), cards: String(n), inspect: `flower:${type}`, group: "garden" },
        "aria-label": aria,
      },
        h("span", { class: "lb-bed-head" },
          h("span", { class: "lb-bed-name", text: name }),
          h("span", { class: "lb-bed-count", dataset: { testid: "flower-count" }, text: t0("lotus.board.bed.count", { n, type }) })),
        flowerSvg(type, f ? f.cards : []),
        f ? null : h("span", { class: "lb-bed-empty", text: hl.targets.has(target) ? t0("lotus.board.bed.start", { flower: name }) : t0("lotus.board.bed.empty", { flower: name }) }),
      );
      const foot = h("div", { class: "lb-bed-foot" });
      if (f) {
        const guardians = h("div", { class: "lb-bed-guardians" }, ...f.guardians.map((g) => guardianButton(view, g, hl)));
        foot.append(guardians, strengthChips(view, f));
      }
      return h("div", {
        class: `lb-bed${f ? "" : " lb-bed--empty"}`,
        style: { "--flower": col.fill, "--flower-deep": col.deep, "--flower-light": col.light },
      }, hit, foot);
    });
    return h("section", { class: "lb-garden", "aria-label": t0("lotus.board.garden") }, ...beds);
  }

  function strengthChips(view, f) {
    const entries = Object.entries(f.strength).map(([seat, n]) => [Number(seat), n]).filter(([, n]) => n > 0);
    entries.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    if (!entries.length) return h("div", { class: "lb-strength lb-muted", text: t0("lotus.board.nobody") });
    const tied = f.leaders.length > 1;
    return h("div", { class: "lb-strength", dataset: { testid: "strength" } },
      ...entries.map(([seat, n]) => {
        const lead = f.leaders.includes(seat);
        const colour = colourOfSeat(view, seat);
        return h("span", {
          class: `lb-chip${lead ? " is-leader" : ""}`,
          style: { "--seat": art.SEAT_COLOURS[colour] },
          title: lead
            ? t0("lotus.board.strength.leader", { text: t0("lotus.board.strength.aria", { name: seatName(view, seat), n }), state: t0(tied ? "lotus.board.tied" : "lotus.board.controls") })
            : t0("lotus.board.strength.aria", { name: seatName(view, seat), n }),
          dataset: { seat: String(seat), leader: lead ? "true" : "false", colour },
        }, lead ? art.crown(13) : null, art.insect(colour, 15), String(n));
      }));
  }

  // The flower: one petal per card slot, spiralling round the heart; empty slots dashed.
  function flowerSvg(type, cards) {
    const col = art.FLOWER_COLOURS[type];
    const inner = 16;
    const length = 66;
    const width = Math.min(52, ((2 * Math.PI * 52) / type) * 0.92);
    const step = 360 / type;
    const path = art.petalPath(length, width, inner);
    const petals = Array.from({ length: type }, (_, i) => {
      const card = cards[i];
      const rot = step * i;
      if (!card) {
        return ["path", { d: path, transform: `rotate(${rot})`, fill: col.light, "fill-opacity": ".35", stroke: col.deep, "stroke-opacity": ".45", "stroke-width": 2, "stroke-dasharray": "5 5" }];
      }
      const seatCol = card.colour ? art.SEAT_COLOURS[card.colour] : art.WILD_STROKE;
      const pips = Array.from({ length: card.symbols }, (_, k) =>
        ["g", { transform: `translate(0 ${-(inner + length * (0.5 + 0.24 * k))}) rotate(${-rot})`, "data-insect": card.colour },
          ["circle", { r: 10.5, fill: "#fff", "fill-opacity": ".92" }],
          ["g", { transform: "scale(.75) translate(-12 -12)" }, ...art.insectShapes(card.colour)]]);
      // the outer group has no transform of its own, so the kit may move it (data-flip: the
      // card glides from the hand into its flower, or fades in)
      return ["g", { class: "lb-petal", "data-inspect": `card:${card.id}`, "data-flip": `card:${card.id}`, "data-card": card.id, "data-colour": card.colour || undefined },
        ["g", { transform: `rotate(${rot})` },
          ["title", {}, cardLabel(card)],
          ["path", { d: path, fill: col.fill, stroke: seatCol, "stroke-width": card.colour ? 5 : 2.5, "stroke-dasharray": card.colour ? undefined : "2 3" }],
          ["path", { d: art.petalPath(length * 0.62, width * 0.28, inner + 6), fill: "#fff", "fill-opacity": ".28" }],
          ...pips]];
    });
    return drawn(["svg", { class: "lb-flower", viewBox: "-92 -92 184 184", "aria-hidden": "true", focusable: "false" },
      ...petals,
      ["circle", { r: inner + 2, fill: "#ffe27a", stroke: col.deep, "stroke-width": 2 }],
      ["text", { y: 6, "text-anchor": "middle", "font-size": 18, "font-weight": 700, fill: col.deep, "font-family": "sans-serif" }, String(type)]]);
  }

  function cardButton(card, target, hl, testid, group) {
    const col = art.FLOWER_COLOURS[card.type];
    const seatCol = card.colour ? art.SEAT_COLOURS[card.colour] : art.WILD_STROKE;
    const syms = [];
    for (let k = 0; k < card.symbols; k++) syms.push(art.insect(card.colour, 18));
    return h("button", {
      type: "button",
      class: targetClasses(`lb-card lb-hit${card.colour ? "" : " lb-card--wild"}`, target, hl),
      style: { "--flower": col.fill, "--flower-deep": col.deep, "--flower-light": col.light, "--seat": seatCol },
      dataset: { target, testid, card: card.id, type: String(card.type), inspect: `card:${card.id}`, flip: `card:${card.id}`, group, ...(card.colour ? { colour: card.colour } : {}) },
      "aria-label": cardLabel(card),
      "aria-pressed": testid === "hand-card" ? (hl.selected.has(target) ? "true" : "false") : undefined,
    },
      h("span", { class: "lb-card-band", "aria-hidden": "true" }),
      h("span", { class: "lb-card-top" }, h("span", { class: "lb-card-num", text: String(card.type) }), art.flowerIcon(card.type, 26)),
      h("span", { class: "lb-card-name", text: flowerName(card.type) }),
      h("span", { class: "lb-card-syms" }, ...(syms.length ? syms : [h("span", { class: "lb-card-wild", text: t0("colour.wild") })])),
    );
  }

  function renderWild(view, hl) {
    const b = view.board;
    const slots = b.wild_row.map((card) =>
      card ? cardButton(card, `wild:${card.id}`, hl, "wild-card", "wild") : h("div", { class: "lb-card lb-card--slot", text: t0("lotus.board.wild.empty") }));
    const deck = h("div", { class: "lb-wild-deck", "aria-label": t0("lotus.board.wild.deck.aria", { count: b.wild_deck }), dataset: { testid: "wild-deck" } },
      art.deck(40), h("span", { class: "lb-wild-deck-count", text: String(b.wild_deck) }), h("span", { class: "lb-muted", text: t0("lotus.board.wild.deck") }));
    return h("section", { class: "lb-wild", "aria-label": t0("lotus.board.wild") },
      h("h3", { class: "lb-title", text: t0("lotus.board.wild") }),
      h("div", { class: "lb-row" }, deck, ...slots));
  }

  function renderHand(view, hl) {
    const me = view.viewer;
    const section = h("section", { class: "lb-hand", dataset: { testid: "hand" } });
    const seat = me === null || me === undefined ? null : view.board.seats[me];
    if (!seat || !seat.hand) {
      section.append(h("h3", { class: "lb-title", text: t0("lotus.board.hand.hidden") }));
      return section;
    }
    section.style.setProperty("--seat", art.SEAT_COLOURS[seat.colour]);
    section.dataset.colour = seat.colour;
    const deckHint = hl.hints.deck;
    const deck = h("button", {
      type: "button",
      class: targetClasses("lb-own-deck lb-hit", "deck", hl),
      dataset: { target: "deck", testid: "own-deck", group: "hand" },
      "aria-label": deckHint
        ? t0("lotus.board.deck.aria.hint", { cards: t0("lotus.board.deck.count", { count: seat.deck }), hint: deckHint })
        : t0("lotus.board.deck.aria", { cards: t0("lotus.board.deck.count", { count: seat.deck }) }),
    },
      art.deck(40),
      h("span", { class: "lb-own-deck-text" },
        h("span", { text: t0("lotus.board.deck") }),
        h("strong", { text: t0("lotus.board.deck.count", { count: seat.deck }) }),
        deckHint ? h("span", { class: "lb-own-deck-hint", text: deckHint }) : null));
    section.append(
      h("h3", { class: "lb-title" }, art.insect(seat.colour, 18), t0("lotus.board.hand", { name: seatName(view, me) }),
        h("span", { class: "lb-muted", text: t0("lotus.board.hand.count", { n: seat.hand.length, limit: seat.hand_limit }) })),
      h("div", { class: "lb-row lb-hand-row" }, ...seat.hand.map((c) => cardButton(c, `hand:${c.id}`, hl, "hand-card", "hand")), deck),
    );
    return section;
  }

  return render;
}
