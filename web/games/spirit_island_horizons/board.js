// The Horizons table renderer: it draws what a view says, lights the targets it is told to and
// reports clicks (it knows no rule).
//
//   const board = createHorizonsBoard(element, {onTarget});
//   board.set(view, {targets: ["land:G3", "growth:0"], selected: []});
//   board.trackerSlot  // the phase tracker's row above the island (empty: the page fills it; kept across redraws)
//   board.ready        // resolves once the board's styles are loaded and it has drawn (nothing is drawn before)
//
// Targets (the engine's `target`s): "land:<id>" (a land of the island), "piece:<land>:<kind>:<damage>"
// (a group of alike pieces: lit on the island's stack and in the row of choices under it),
// "growth:<i>", "track:<name>" (the next presence of a track), "card:<id>" (hand, drawn, played,
// discard), "innate:<id>", "deck:minor" / "deck:major", "spirit:<seat>" (a spirit's tab and its
// panel's name), "switch:<seat>" (let that waiting spirit act now: a button on its tab).
// With 2 or 3 spirits a strip of tabs, one per spirit, lies above the panel: each says the
// spirit's energy, card plays and whether it acts, waits or is done in the phase under way; a tap
// on a tab shows that spirit's panel (only a look: nothing on it is a choice), the viewer's own
// comes back with the next decision.
// Marks for the last move (data-mark): "invaders", "fear", "blight", "energy".
// config: {onTarget(target, {element}), cssHref}.
import { h, s, clear } from "../../js/dom.js";
import { loadStyles, reportTargets, redrawKeepingFocus, seatName, targetClasses } from "../../js/board-kit.js";
import { TRACKER_CSS } from "./tracker.js";
import { t, list } from "../../i18n/index.js";
import { drawIsland, loadMap, landTokens, presenceIcon, seatColourOf, CSS_URL as ISLAND_CSS } from "./island.js";
import { islandFrame, islandState } from "./zoom.js";
import { cardFace, cardLines, cardName, factsOf, landName, spiritName, elementIcon, elementIcons, elementWords, growthIcon, invaderTerrains, invaderWords } from "./cards.js";

const CSS_URL = new URL("./board.css", import.meta.url).href;
const TRACK_NAMES = Object.freeze(["energy", "card_plays"]);
const DAMAGEABLE = Object.freeze(["explorer", "town", "city", "dahan"]);

export function createHorizonsBoard(element, config = {}) {
  const onTarget = config.onTarget || (() => {});
  // nothing is drawn (nor measured, for the glides) before the styles are in
  const styled = config.cssHref === false ? Promise.resolve()
    : loadStyles(config.cssHref === undefined ? ISLAND_CSS : config.cssHref, CSS_URL, TRACKER_CSS);
  const root = h("div", { class: "hzb", role: "group", "aria-label": t("horizons.board.aria"), dataset: { testid: "hz-board" } });
  element.append(root);
  const stop = reportTargets(root, onTarget);
  // the phase tracker's row above the island: the page fills it, the board keeps it across redraws
  const tracker = h("div", { class: "hz-tracker", dataset: { testid: "phase-tracker" } });
  const shown = { view: null, hl: null, map: null, look: null, tracker, styled: false, zoom: islandState() };
  // a tap on a spirit's tab that is no choice now: show that spirit's panel
  const look = (event) => {
    const tab = event.target.closest("[data-look]");
    if (!tab || !root.contains(tab) || tab.dataset.target) return;
    const seat = Number(tab.dataset.look);
    shown.look = shown.view && seat === ownSeat(shown.view) ? null : seat;
    draw();
  };
  root.addEventListener("click", look);
  const draw = () => {
    if (!shown.view || !shown.styled) return;
    redrawKeepingFocus(root, () => render(root, shown));
  };
  // the first drawing (and the island replacing its placeholder) is drawn at once: nothing glides
  // from where an unstyled or empty board left it
  const drawAtOnce = () => { if (shown.view && shown.styled) render(root, shown); };
  const ready = styled.catch(() => {}).then(() => {
    shown.styled = true;
    drawAtOnce();
  });
  loadMap().then((map) => {
    shown.map = map;
    drawAtOnce();
  }).catch(() => {});
  return {
    trackerSlot: tracker,
    ready,
    set(view, highlights = {}) {
      const asked = decisionOf(view);
      if (asked !== shown.asked) shown.look = null; // a new decision: the deciding spirit's own panel again
      shown.view = view;
      shown.asked = asked;
      shown.hl = { targets: new Set(highlights.targets || []), selected: new Set(highlights.selected || []) };
      draw();
    },
    destroy() {
      stop();
      root.removeEventListener("click", look);
      root.remove();
    },
  };
}

// A decision (its kind, prompt and choices): a new one shows the deciding spirit's panel again.
const decisionOf = (view) => JSON.stringify([view.pending && view.pending.kind, view.pending && view.pending.prompt, (view.actions || []).map((a) => a.target)]);

const spiritsOf = (view) => (view.board && view.board.spirits) || [];

// The spirit whose panel is the viewer's: the viewer's own, else the one deciding, else the first.
function ownSeat(view) {
  const seats = spiritsOf(view).map((sp) => sp.seat);
  const pending = view.pending ? view.pending.player : null;
  return [view.viewer, pending, seats[0]].find((x) => seats.includes(x)) ?? null;
}

const NO_HIGHLIGHTS = Object.freeze({ targets: new Set(), selected: new Set() });

// The page: the stage (the phase tracker, the island, the lit pieces as buttons), the strip of
// the shown spirit's cards, and the side panel (the spirits' tabs, the spirit's blocks, the
// teammates' hands, the invaders, fear and blight).  A block holding a choice of the decision
// under way is marked is-deciding: the panel and the strip put those first (board.css), so the
// decision shows beside the island without anything scrolling.
function render(root, { view, hl, map, look, tracker, zoom }) {
  clear(root);
  const b = view.board;
  const spirits = spiritsOf(view);
  const own = ownSeat(view);
  const seat = spirits.some((x) => x.seat === look) ? look : own;
  const sp = spirits.find((x) => x.seat === seat) || null;
  // another spirit's panel is only a look: none of its parts is a choice (the choices are the viewer's)
  const lookOnly = seat !== own;
  const panelHl = lookOnly ? NO_HIGHLIGHTS : hl;
  const boards = [...new Set(Object.keys(b.lands).map((land) => land[0]))];
  const mine = sp ? spiritBlocks(view, sp, panelHl) : [];
  const strip = sp ? cardRows(view, sp, panelHl) : null;
  if (lookOnly) for (const part of [...mine, strip]) inert(part);
  const panel = h("div", { class: "hzb-panel", style: sp ? { "--hz-seat": seatColourOf(sp.seat) } : {}, dataset: { testid: "hz-panel" } },
    spirits.length > 1 ? spiritTabs(view, b, hl, seat) : null,
    lookOnly ? lookNote(view, sp, own) : null,
    ...mine,
    teammates(view, seat),
    status(view, b));
  for (const block of [...panel.children, ...(strip ? strip.children : [])]) {
    if (block.querySelector(".is-target")) block.classList.add("is-deciding");
  }
  root.append(
    h("div", { class: "hzb-stage" },
      tracker,
      h("div", { class: "hzb-map", role: "group", "aria-label": t("horizons.island.aria", { count: boards.length, boards: list(boards) }) },
        map ? island(view, b, hl, map, zoom) : h("div", { class: "hzb-map-wait", "aria-busy": "true" })),
      pieceChoices(view, hl)),
    strip,
    panel);
}

// A panel looked at: its buttons report nothing (a tap on a card still shows it).
function inert(part) {
  if (!part) return;
  for (const el of part.querySelectorAll("[data-target]")) {
    el.removeAttribute("data-target");
    if (el.tagName === "BUTTON" && !el.dataset.inspect) el.setAttribute("aria-disabled", "true");
  }
}

// ---- the spirits' tabs (2 or 3 spirits) ------------------------------------------------------

// How a spirit stands in the phase under way: "acting" (its choices are asked now), "waiting"
// (not done yet in a phase the spirits play together), "done" (done for the phase), "deciding"
// (the invader phase's choice is its), or "" (nothing asked of it now).
export function spiritState(view, seat) {
  const tg = view.board.together;
  const pending = view.pending ? view.pending.player : null;
  if (tg) return seat === tg.acting ? "acting" : tg.waiting.includes(seat) ? "waiting" : "done";
  return !view.over && seat === pending ? "deciding" : "";
}

function spiritTabs(view, b, hl, shownSeat) {
  const tg = b.together;
  return h("div", { class: "hzb-tabs", role: "group", "data-block": "tabs", "aria-label": tg ? t("horizons.board.spirits.phase", { phase: t(`horizons.phase.${tg.phase}`) }) : t("horizons.board.spirits"), dataset: { testid: "hz-spirit-tabs" } },
    ...spiritsOf(view).map((sp) => {
      const state = spiritState(view, sp.seat);
      const aim = `spirit:${sp.seat}`;
      const go = `switch:${sp.seat}`;
      const person = seatName(view, sp.seat);
      const stateWords = state ? t(`horizons.board.spirit.state.${state}`) : "";
      const tab = h("button", {
        type: "button", class: targetClasses(`hzb-tab${sp.seat === shownSeat ? " is-shown" : ""}`, aim, hl),
        dataset: { look: String(sp.seat), testid: "hz-spirit-tab", seat: String(sp.seat), state, ...(hl.targets.has(aim) ? { target: aim } : {}) },
        "aria-pressed": String(sp.seat === shownSeat),
        "aria-label": hl.targets.has(aim) ? t("horizons.board.spirit.target", { spirit: spiritName(sp) })
          : [t("horizons.board.tab.aria", { spirit: spiritName(sp), person, energy: sp.energy, left: sp.plays_left, total: sp.card_plays }),
            stateWords, t("horizons.board.tab.show")].filter(Boolean).join(". "),
      },
      h("span", { class: "hzb-tab-dot", "aria-hidden": "true", text: String(sp.seat + 1) }),
      h("span", { class: "hzb-tab-text", "aria-hidden": "true" },
        h("b", { class: "hzb-tab-name", text: spiritName(sp) }),
        h("span", { class: "hzb-tab-meta" },
          h("span", { class: "hzb-tab-person", text: person }),
          h("span", { class: "hzb-tab-energy", text: t("horizons.board.tab.energy", { energy: sp.energy }) }),
          h("span", { class: "hzb-tab-plays", text: t("horizons.board.tab.plays", { left: sp.plays_left, total: sp.card_plays }) }))),
      state ? h("span", { class: `hzb-tab-state hzb-tab-state--${state}`, "aria-hidden": "true", text: stateWords }) : null);
      const let_ = hl.targets.has(go) ? h("button", {
        type: "button", class: targetClasses("hzb-let", go, hl),
        dataset: { target: go, testid: "hz-switch", seat: String(sp.seat) },
        text: t("horizons.board.switch", { spirit: spiritName(sp) }),
      }) : null;
      return h("div", { class: `hzb-tab-box hzb-tab-box--${state || "idle"}`, style: { "--hz-seat": seatColourOf(sp.seat) }, dataset: { testid: "hz-spirit-chip", seat: String(sp.seat), state } }, tab, let_);
    }));
}

// Above a panel looked at: whose it is, and the way back to the viewer's own.
function lookNote(view, sp, own) {
  const mine = spiritsOf(view).find((x) => x.seat === own);
  return h("p", { class: "hzb-look", dataset: { testid: "hz-look", block: "look" } },
    h("span", { text: t("horizons.board.look", { spirit: spiritName(sp) }) }),
    mine ? h("button", { type: "button", class: "hzb-look-back", dataset: { look: String(own), testid: "hz-look-back" }, text: t("horizons.board.look.back", { spirit: spiritName(mine) }) }) : null);
}

// ---- the status strip: round, invaders, fear, blight ---------------------------------------

function status(view, b) {
  const inv = b.invaders;
  const fear = b.fear;
  const slot = (space) => {
    const card = inv[space];
    const terrains = invaderTerrains(card);
    return h("div", { class: `hzb-slot${card ? "" : " is-empty"}`, dataset: { testid: `hz-invader-${space}`, card: card || "", ...(card ? { inspect: `invader:${card}` } : {}) },
      tabindex: card ? "0" : undefined, "aria-label": `${t(`horizons.board.space.${space}`)}: ${invaderWords(card)}` },
    h("span", { class: "hzb-slot-name", text: t(`horizons.board.space.${space}`) }),
    h("span", { class: "hzb-invader" },
      ...(terrains.length ? terrains : ["none"]).map((x) => h("span", { class: `hzb-terrain hzb-terrain--${x}` })),
      h("span", { class: "hzb-invader-text", text: card ? invaderWords(card) : t("horizons.invader.none") })));
  };
  const deckWords = inv.stage
    ? t("horizons.board.invader_deck.aria", { count: inv.deck, stage: t(`horizons.roman.${inv.stage}`) })
    : t("horizons.board.invader_deck.empty");
  const dots = (n, cls) => Array.from({ length: Math.min(n, 12) }, () => h("span", { class: cls }));
  const onIsland = Object.values(b.lands).reduce((n, land) => n + (land.blight || 0), 0);
  return h("div", { class: "hzb-status", dataset: { block: "status" } },
    h("div", { class: "hzb-invaders", dataset: { mark: "invaders", testid: "hz-invaders" } },
      h("span", { class: "hzb-label", text: t("horizons.board.invaders") }),
      h("div", { class: "hzb-slots" },
        h("div", { class: "hzb-deck", role: "img", "aria-label": deckWords, dataset: { testid: "hz-invader-deck", count: String(inv.deck) } },
          h("b", { text: String(inv.deck) }),
          h("span", { text: inv.stage ? t("horizons.board.stage", { stage: t(`horizons.roman.${inv.stage}`) }) : t("horizons.board.invader_deck.empty") })),
        slot("explore"), slot("build"), slot("ravage"),
        h("div", { class: "hzb-discard", tabindex: inv.discard.length ? "0" : undefined, dataset: { inspect: "invader-discard", testid: "hz-invader-discard", count: String(inv.discard.length) } },
          h("span", { text: t("horizons.board.invader_discard", { count: inv.discard.length }) })))),
    h("div", { class: "hzb-fear", dataset: { mark: "fear", testid: "hz-fear", pool: String(fear.pool), generated: String(fear.generated), earned: String(fear.earned), terror: String(fear.terror) } },
      h("span", { class: "hzb-label", text: t("horizons.board.fear") }),
      h("div", { class: "hzb-fear-row", role: "img", "aria-label": t("horizons.board.fear.aria", { pool: fear.pool, generated: fear.generated }) },
        h("span", { class: "hzb-fear-pool" }, ...dots(fear.pool, "hzb-fear-dot"), h("small", { text: t("horizons.board.fear_pool", { pool: fear.pool }) })),
        h("span", { class: "hzb-fear-gen" }, ...dots(fear.generated, "hzb-fear-dot is-generated"), h("small", { text: t("horizons.board.fear_generated", { generated: fear.generated }) }))),
      h("div", { class: "hzb-fear-row" },
        h("span", { class: "hzb-earned", tabindex: "0", dataset: { inspect: "fear:earned", testid: "hz-earned" }, "aria-label": `${t("horizons.board.earned", { count: fear.earned })}. ${t("horizons.board.earned.when")}` },
          h("span", { class: "hzb-card-back", "aria-hidden": "true", text: String(fear.earned) }),
          h("small", { "aria-hidden": "true", text: t("horizons.board.earned.short", { count: fear.earned }) })),
        fear.earned ? h("small", { class: "hzb-earned-when", dataset: { testid: "hz-earned-when" }, text: t("horizons.board.earned.when") }) : null,
        h("span", { class: `hzb-terror hzb-terror--${fear.terror}`, dataset: { testid: "hz-terror" }, "aria-label": t("horizons.board.terror.aria", { level: t(`horizons.roman.${fear.terror}`) }) },
          h("b", { text: t("horizons.board.terror", { level: t(`horizons.roman.${fear.terror}`) }) }),
          h("small", { text: t("horizons.board.fear_deck", { count: fear.deck }) }),
          nextTerror(fear))),
      fear.resolving ? h("div", { class: "hzb-resolving", tabindex: "0", dataset: { inspect: `card:${fear.resolving}` }, text: t("horizons.board.resolving", { card: cardName(fear.resolving, view) }) }) : null),
    h("div", { class: "hzb-blight", dataset: { mark: "blight", testid: "hz-blight", count: String(b.pools.blight), island: String(onIsland) }, role: "img",
      "aria-label": `${t("horizons.board.blight")}: ${t("horizons.board.blight.aria", { pool: b.pools.blight, island: onIsland })}` },
      h("span", { class: "hzb-label", text: t("horizons.board.blight") }),
      h("span", { class: "hzb-blight-n", "aria-hidden": "true" }, blightIcon(), h("b", { text: t("horizons.board.blight.short", { count: b.pools.blight }) })),
      h("small", { "aria-hidden": "true", dataset: { testid: "hz-blight-island" }, text: t("horizons.board.blight.island", { count: onIsland }) })),
    effects(view, b));
}

// When the terror rises next: the divider of the next level lies above that many cards.
function nextTerror(fear) {
  const next = String(fear.terror + 1);
  const above = fear.dividers && fear.dividers[next];
  if (above === undefined || fear.deck <= above) return null;
  return h("small", { class: "hzb-next-terror", text: t("horizons.board.next_terror", { level: t(`horizons.roman.${next}`), count: fear.deck - above }) });
}

function blightIcon() {
  return s("svg", { viewBox: "-10 -10 20 20", class: "hzb-blight-icon", "aria-hidden": "true" },
    s("path", { d: "M0-8.8L2.6-3.4L8.6-5.2L4.8 0L8.6 5.2L2.6 3.6L0 8.8L-2.6 3.6L-8.6 5.2L-4.8 0L-8.6-5.2L-2.6-3.4Z", fill: "#3b2433", stroke: "#c2413a", "stroke-width": 1.2 }));
}

function effects(view, b) {
  const lines = (b.effects || []).map(effectWords).filter(Boolean);
  if (!lines.length) return null;
  return h("div", { class: "hzb-effects", dataset: { testid: "hz-effects" } },
    h("span", { class: "hzb-label", text: t("horizons.board.effects") }),
    h("ul", {}, ...lines.map((text) => h("li", { text }))));
}

const EFFECT_WORDS = Object.freeze({
  range: "horizons.effect.kind.range", dahan_health: "horizons.effect.kind.dahan_health",
  no_blight: "horizons.effect.kind.no_blight", dahan_unharmed: "horizons.effect.kind.dahan_unharmed",
  vengeance: "horizons.effect.kind.vengeance", powerstorm: "horizons.effect.kind.powerstorm",
  at_time_passes: "horizons.effect.kind.at_time_passes",
  hasten: "horizons.effect.kind.hasten", hastened: "horizons.effect.kind.hastened",
  furious_might: "horizons.effect.kind.furious_might",
});

// The words of a one-round effect (null: one the board does not name)
export function effectWords(e) {
  const land = e.land ? t("horizons.land.name", { board: e.land[0], number: e.land.slice(1) }) : "";
  if (e.kind === "skip") return t("horizons.effect.skip", { land, actions: (e.actions || ["ravage", "build", "explore"]).map((a) => t(`horizons.board.space.${a}`)).join(" / ") });
  if (e.kind === "no_action") return t("horizons.effect.no_action", { action: e.action, where: e.where });
  if (e.kind === "elements") return t("horizons.effect.elements", { elements: elementWords(Object.fromEntries((e.elements || []).map((x) => [x, 1]))) });
  if (!EFFECT_WORDS[e.kind]) return null;
  return land ? t("horizons.effect.other", { effect: t(EFFECT_WORDS[e.kind]), land }) : t(EFFECT_WORDS[e.kind]);
}

// ---- the island ----------------------------------------------------------------------------

function island(view, b, hl, map, zoom) {
  const lit = [...hl.targets].filter((x) => x.startsWith("land:"));
  const named = (seat) => spiritName((b.spirits || []).find((sp) => sp.seat === seat)) || seatName(view, seat);
  const svg = drawIsland(b.layout, b.lands, { map, t, lit, seats: (b.spirits || []).length, seatName: named, cssHref: false });
  svg.setAttribute("preserveAspectRatio", "xMidYMin meet"); // a tall box: the island at its top, under the tracker
  for (const g of svg.querySelectorAll(".hz-land")) {
    const land = g.dataset.land;
    if (hl.selected.has(`land:${land}`)) g.classList.add("is-selected");
    const tokens = landTokens(b.lands[land]);
    const drawnTokens = g.querySelectorAll(".hz-piece");
    let targets = 0;
    tokens.forEach((tok, i) => {
      if (!DAMAGEABLE.includes(tok.kind) || !drawnTokens[i]) return;
      const target = `piece:${land}:${tok.kind}:${tok.damage}`;
      if (!hl.targets.has(target)) return;
      const el = drawnTokens[i];
      targets += 1;
      el.setAttribute("class", `${el.getAttribute("class")} is-target`);
      el.dataset.target = target;
      el.setAttribute("role", "button");
      el.setAttribute("tabindex", "0");
      el.setAttribute("aria-label", pieceWords(land, tok.kind, tok.damage));
      el.prepend(s("circle", { class: "hz-piece-ring", r: 10.5 }));
    });
    if (targets) g.querySelector(".hz-stack").removeAttribute("aria-hidden");
  }
  return islandFrame(svg, zoom, { t, lands: b.lands, spirits: b.spirits || [], seatName: named });
}

export function pieceWords(land, kind, damage) {
  const name = t("horizons.land.name", { board: land[0], number: land.slice(1) });
  const piece = t(`horizons.piece.one.${kind}`);
  return Number(damage) > 0 ? t("horizons.piece.choice.hurt", { piece, land: name, count: Number(damage) }) : t("horizons.piece.choice", { piece, land: name });
}

// The lit pieces again as large buttons under the map (a phone's finger finds them).
function pieceChoices(view, hl) {
  const pieces = [...hl.targets].filter((x) => x.startsWith("piece:"));
  if (!pieces.length) return null;
  return h("div", { class: "hzb-choices", dataset: { testid: "hz-piece-choices" } },
    h("span", { class: "hzb-label", text: t("horizons.board.choices") }),
    ...pieces.map((target) => {
      const [, land, kind, damage] = target.split(":");
      return h("button", { type: "button", class: targetClasses("hzb-choice", target, hl), dataset: { target, group: "pieces", testid: "hz-piece-choice" } },
        pieceIcon(kind, Number(damage)), h("span", { text: pieceWords(land, kind, damage) }));
    }));
}

const PIECE_ICON = Object.freeze({
  explorer: "M-3 -5a3 3 0 1 0 6 0a3 3 0 1 0-6 0M-6 8L-3.4-.6H3.4L6 8Z",
  town: "M-7.5 8V-1L0-7.8L7.5-1V8Z",
  city: "M-8.5 8V-7H-5.3V-4H-1.6V-8.5H1.6V-4H5.3V-7H8.5V8Z",
  dahan: "M-8.5 7.5A8.5 10 0 0 1 8.5 7.5Z",
});

function pieceIcon(kind, damage) {
  return s("svg", { viewBox: "-10 -10 20 20", class: "hzb-piece-icon", "aria-hidden": "true" },
    s("path", { d: PIECE_ICON[kind], fill: kind === "dahan" ? "#b8682f" : "#f5edd6", stroke: "#2a2118", "stroke-width": 1.3 }),
    damage ? s("circle", { cx: 6.4, cy: -6.4, r: 3.6, fill: "#c62828" }) : null);
}

// ---- the spirit panel ----------------------------------------------------------------------

// The shown spirit's blocks in the side panel: its name with energy, card plays and elements;
// growth; presence tracks; innate powers; special rules; the power decks.
function spiritBlocks(view, sp, hl) {
  const spiritTarget = `spirit:${sp.seat}`;
  const head = h("button", {
    type: "button", class: targetClasses("hzb-spirit-name", spiritTarget, hl),
    dataset: { target: spiritTarget, testid: "hz-spirit-target" },
    "aria-label": hl.targets.has(spiritTarget) ? t("horizons.board.spirit.target", { spirit: spiritName(sp) }) : spiritName(sp),
  }, presenceIcon(sp.seat, { class: "hz-presence-icon hzb-presence-mark" }), h("span", { text: spiritName(sp) }));
  return [
    h("div", { class: "hzb-block hzb-spirit", role: "group", dataset: { testid: "hz-spirit", seat: String(sp.seat), block: "spirit" }, "aria-label": spiritName(sp) },
      head,
      h("div", { class: "hzb-stats" },
        h("span", { class: "hzb-energy", dataset: { mark: "energy", testid: "hz-energy", energy: String(sp.energy) } },
          h("b", { text: t("horizons.board.energy", { energy: sp.energy }) }),
          h("small", { text: t("horizons.board.energy_per_turn", { n: sp.energy_per_turn }) })),
        h("span", { class: "hzb-plays", dataset: { testid: "hz-plays", left: String(sp.plays_left) } },
          h("b", { text: t("horizons.board.plays", { left: sp.plays_left, total: sp.card_plays }) })),
        sp.destroyed_presence ? h("span", { class: "hzb-lost", text: t("horizons.board.presence_destroyed", { count: sp.destroyed_presence }) }) : null),
      elements(sp)),
    growth(view, sp, hl),
    tracks(sp, hl),
    ...sp.innates.map((inn) => innate(view, sp, inn, hl)),
    ...(sp.special_rules || []).map((r) => specialRule(view, r, sp)),
    decks(view, hl),
  ];
}

function growth(view, sp, hl) {
  return h("div", { class: "hzb-block", dataset: { block: "growth" } },
    h("h3", { text: t("horizons.board.growth") }),
    h("div", { class: "hzb-growth" }, ...sp.growth_options.map((icons, i) => {
      const target = `growth:${i}`;
      const chosen = sp.growth === i;
      return h("button", {
        type: "button", class: targetClasses(`hzb-grow${chosen ? " is-chosen" : ""}`, target, hl),
        dataset: { target, group: "growth", testid: "hz-growth" },
        "aria-label": `${t("horizons.board.growth.option", { n: i + 1 })}: ${icons.map((icon) => t(`horizons.growth.${icon.op}`, icon)).join(", ")}${chosen ? ` (${t("horizons.board.growth.chosen")})` : ""}`,
      }, h("span", { class: "hzb-grow-n", "aria-hidden": "true", text: String(i + 1) }), ...icons.map(growthIcon));
    })));
}

function spaceWords(track, space) {
  const parts = [];
  if (space.value !== undefined) {
    parts.push(track === "energy" ? t("horizons.board.track.value.energy", { value: space.value }) : t("horizons.board.track.value.card_plays", { count: space.value }));
  }
  if (space.element) parts.push(t(`horizons.element.${space.element}`));
  return parts.join(", ");
}

function tracks(sp, hl) {
  return h("div", { class: "hzb-block", dataset: { block: "tracks" } },
    h("h3", { text: t("horizons.board.tracks") }),
    ...TRACK_NAMES.map((name) => {
      const tr = sp.tracks[name];
      const target = `track:${name}`;
      return h("div", { class: "hzb-track", dataset: { testid: `hz-track-${name}`, uncovered: String(tr.uncovered) } },
        h("span", { class: "hzb-track-name", text: t(`horizons.track.${name}`) }),
        h("div", { class: "hzb-spaces" }, ...tr.spaces.map((space, i) => {
          const covered = i >= tr.uncovered;
          const next = i === tr.uncovered;
          const what = spaceWords(name, space);
          const label = t("horizons.board.track.space", { track: t(`horizons.track.${name}`), n: i + 1, what: covered ? t("horizons.board.track.covered", { what }) : what });
          const body = [
            space.value !== undefined ? h("b", { "aria-hidden": "true", text: String(space.value) }) : null,
            space.element ? elementIcon(space.element) : null,
            covered ? h("span", { class: "hzb-track-presence", "aria-hidden": "true" }) : null,
          ];
          if (next) {
            return h("button", {
              type: "button", class: targetClasses("hzb-space is-covered is-next", target, hl),
              dataset: { target, group: "tracks", testid: "hz-track-next" },
              "aria-label": hl.targets.has(target) ? `${t("horizons.board.track.take", { track: t(`horizons.track.${name}`) })}: ${label}` : label,
            }, ...body);
          }
          return h("span", { class: `hzb-space${covered ? " is-covered" : " is-open"}`, role: "img", "aria-label": label }, ...body);
        })));
    }));
}

function elements(sp) {
  const icons = elementIcons(sp.elements);
  return h("div", { class: "hzb-elements", dataset: { testid: "hz-elements" } },
    h("h3", { text: t("horizons.board.elements") }),
    icons.length ? h("div", { class: "hzb-el-row" }, ...icons) : h("p", { class: "hzb-none", text: t("horizons.board.elements.none") }));
}

function innate(view, sp, inn, hl) {
  const f = factsOf(inn.id, view) || { name: cardName(inn.id), levels: [] };
  const target = `innate:${inn.id}`;
  const used = (sp.used || []).includes(inn.id);
  const aimable = hl.targets.has(target) || Boolean(view.pending && view.pending.kind === "powers");
  return h("div", { class: "hzb-block hzb-innate", dataset: { testid: "hz-innate", block: "innate", levels: inn.levels.join(",") } },
    h("h3", { text: t("horizons.board.innate") }),
    h("button", {
      type: "button", class: targetClasses(`hzb-innate-name${used ? " is-used" : ""}`, target, hl),
      dataset: { ...(aimable ? { target } : {}), mark: target, inspect: `card:${inn.id}`, testid: "hz-innate-power" },
    }, h("span", { text: f.name }), f.speed ? h("span", { class: `hzc-speed hzc-speed--${f.speed}`, text: t(`horizons.speed.${f.speed}`) }) : null,
    used ? h("small", { text: t("horizons.board.used") }) : null),
    h("ol", { class: "hzb-levels" }, ...(f.levels || []).map((lv, i) => {
      const reached = inn.levels.includes(i);
      return h("li", { class: `hzb-level${reached ? " is-reached" : ""}`, dataset: { testid: "hz-innate-level", reached: String(reached) },
        "aria-label": `${t("horizons.board.innate.level", { n: i + 1 })} (${t(reached ? "horizons.board.innate.reached" : "horizons.board.innate.not_reached")}): ${lv.text}` },
      h("span", { class: "hzb-level-els", "aria-hidden": "true" }, ...elementIcons(lv.elements)),
      h("span", { "aria-hidden": "true", text: lv.text }));
    })));
}

// A special rule; a standing one says where it holds now (the board marks those lands too).
function specialRule(view, rule, sp) {
  const f = factsOf(rule, view);
  const lands = (sp.rules_in_effect || {})[rule];
  const now = lands === undefined ? null
    : lands.length ? t("horizons.board.rule.in_effect", { lands: list(lands.map(landName)) })
      : t(`horizons.board.rule.idle.${rule}`);
  return h("div", { class: `hzb-block hzb-rule${lands && lands.length ? " is-active" : ""}`, dataset: { testid: "hz-special-rule", block: "rule", rule, active: String(!!(lands && lands.length)) } },
    h("h3", { text: t("horizons.board.special_rule") }),
    h("p", {}, h("b", { text: cardName(rule) }), f && f.text ? ` ${f.text}` : ""),
    now ? h("p", { class: "hzb-rule-now", dataset: { testid: "hz-rule-now" }, text: now }) : null);
}

function decks(view, hl) {
  const p = view.board.powers;
  return h("div", { class: "hzb-block", dataset: { block: "decks" } },
    h("h3", { text: t("horizons.board.decks") }),
    h("div", { class: "hzb-decks" }, ...["minor", "major"].map((d) => {
      const target = `deck:${d}`;
      return h("button", {
        type: "button", class: targetClasses(`hzb-power-deck hzb-power-deck--${d}`, target, hl),
        dataset: { target, group: "decks", testid: `hz-deck-${d}`, count: String(p[d].deck) },
        "aria-label": t("horizons.board.deck.aria", { deck: t(`horizons.board.deck.${d}`), count: p[d].deck }),
      }, h("b", { text: t(`horizons.board.deck.${d}`) }), h("small", { text: t("horizons.board.deck.count", { count: p[d].deck }) }));
    })));
}

// ---- the cards: drawn, hand, played, discard ------------------------------------------------

// The strip of the shown spirit's cards, one row each: drawn, hand, played, discard, forgotten.
// A hand card is always a target (a tap on one that cannot be played now is answered by the
// engine); so is a played card in a power phase; other cards only when lit, so that a tap on
// one shows it.
function cardRows(view, sp, hl) {
  const powers = Boolean(view.pending && view.pending.kind === "powers");
  const row = (key, ids, testid, opts = {}) => h("div", { class: `hzb-row hzb-row--${testid}`, dataset: { testid: `hz-${testid}`, block: testid, count: String(ids.length) } },
    h("h3", { text: t(key) }),
    ids.length ? h("div", { class: "hzb-cards" }, ...ids.map((id) => cardFace(id, view, hl, opts.always || hl.targets.has(`card:${id}`) ? `card:${id}` : null,
      { testid: `hz-${testid}-card`, used: opts.used && opts.used.includes(id), small: opts.small, group: testid })))
      : h("p", { class: "hzb-none", text: t("horizons.board.empty") }));
  const hand = sp.hand
    ? row("horizons.board.hand", sp.hand, "hand", { always: true })
    : h("div", { class: "hzb-row", dataset: { testid: "hz-hand", block: "hand", count: String(sp.hand_count) } },
      h("h3", { text: t("horizons.board.hand.hidden", { count: sp.hand_count }) }));
  return h("div", { class: "hzb-strip", style: { "--hz-seat": seatColourOf(sp.seat) }, dataset: { testid: "hz-strip" } },
    sp.drawn && sp.drawn.length ? row("horizons.board.drawn", sp.drawn, "drawn") : null,
    hand,
    row("horizons.board.played", sp.played, "played", { used: sp.used, always: powers }),
    row("horizons.board.discard", sp.discard, "discard", { small: true }),
    sp.forgotten.length ? row("horizons.board.forgotten", sp.forgotten, "forgotten", { small: true }) : null);
}

// The other spirits' hands and drawn cards, small (the game is cooperative: nothing of a hand is
// hidden from a teammate); a tap or a long press shows a card.  A view without a teammate's hand
// gives its count.
function teammates(view, shownSeat) {
  const others = spiritsOf(view).filter((x) => x.seat !== shownSeat);
  if (!others.length) return null;
  const mini = (id, sp, where) => {
    const f = factsOf(id, view) || { name: cardName(id) };
    return h("button", {
      type: "button", class: `hzc-mini hzc-mini--${f.speed || "none"}`,
      dataset: { inspect: `card:${id}`, card: id, seat: String(sp.seat), where, testid: "hz-team-card" },
      "aria-label": `${f.name}. ${cardLines(id, view).join(". ")}`,
    },
    h("span", { class: "hzc-cost", "aria-hidden": "true", text: String(f.cost || 0) }),
    h("span", { class: "hzc-mini-name", "aria-hidden": "true", text: f.name }),
    f.speed ? h("span", { class: `hzc-speed hzc-speed--${f.speed}`, "aria-hidden": "true", text: t(`horizons.speed.${f.speed}`) }) : null);
  };
  return h("div", { class: "hzb-block hzb-team", dataset: { testid: "hz-team", block: "team" } },
    h("h3", { text: t("horizons.board.team") }),
    ...others.map((sp) => h("div", { class: "hzb-mate", style: { "--hz-seat": seatColourOf(sp.seat) }, dataset: { testid: "hz-mate", seat: String(sp.seat) } },
      h("p", { class: "hzb-mate-name" }, presenceIcon(sp.seat, { class: "hz-presence-icon hzb-presence-mark" }),
        h("b", { text: sp.hand ? t("horizons.board.team.hand", { spirit: spiritName(sp), count: sp.hand.length }) : t("horizons.board.team.hand", { spirit: spiritName(sp), count: sp.hand_count }) })),
      sp.hand && sp.hand.length ? h("div", { class: "hzb-minis", dataset: { testid: "hz-mate-hand" } }, ...sp.hand.map((id) => mini(id, sp, "hand"))) : null,
      sp.drawn && sp.drawn.length ? h("p", { class: "hzb-mate-sub", text: t("horizons.board.team.drawn") }) : null,
      sp.drawn && sp.drawn.length ? h("div", { class: "hzb-minis", dataset: { testid: "hz-mate-drawn" } }, ...sp.drawn.map((id) => mini(id, sp, "drawn"))) : null)));
}
