// The Horizons island drawn as an SVG built with DOM calls (no markup parsed): each land a
// polygon in its terrain's colour and pattern, the thick board borders, the ocean strips and
// coasts, and at each land's label point its name ("G5") and a compact stack of its pieces; each
// spirit's presence in its own colour and shape (seatColourOf, seatShapeOf).
// Pure drawing from the map geometry (map.json beside this file, see its `format`) and the
// engine's lands; no rule (adjacency and coastal come from the engine, never from here).
//
//   const map = await loadMap();
//   const svg = drawIsland("solo_G", view.lands, {map, t, lit: ["land:G3"]});
//
// lands[landId] = {explorer: [damage...], town: [...], city: [...], dahan: [...], blight: n,
//                  presence: {"0": n}, defend: n,   (pyengine/games/spirit_island_horizons/pieces.py)
//                  health: {town: 1, ...},          the kinds whose health here is not the printed one
//                  rules: [{rule, seat}]}           the spirits' standing rules in effect here (view.py)
import { s, drawn } from "../../js/dom.js";
import { ensureStyles } from "../../js/board-kit.js";
import { t as catalogT, list } from "../../i18n/index.js";

export const UNIT = 100; // drawing units per board edge (the map's 1.0)
export const MAP_URL = new URL("./map.json", import.meta.url).href;
export const CSS_URL = new URL("./island.css", import.meta.url).href;
export const TERRAINS = Object.freeze(["jungle", "mountain", "sands", "wetland"]);
export const KINDS = Object.freeze(["presence", "explorer", "town", "city", "dahan", "blight", "defend"]);

const PAD = 4; // around the island, in drawing units
const CELL = Object.freeze({ min: 5, max: 14, number: 1.75 }); // a stack cell; the label's ("G5") is wider
// orange, violet, magenta: apart from each other and from every terrain (a yellow would vanish on the sands)
const SEAT_COLOURS = Object.freeze(["#e0662a", "#7d4fc4", "#d4418e", "#2c8fd6", "#d9b21f", "#2aa37a"]);
const HIDDEN = Object.freeze({ "aria-hidden": "true" });

// A spirit's colour by its seat: its presence on the island, its panel and its tab.
export const seatColourOf = (seat) => SEAT_COLOURS[(Number(seat) || 0) % SEAT_COLOURS.length];

// A spirit's presence has its own shape as well as its colour (never colour alone), one per seat.
const SEAT_SHAPES = Object.freeze({
  circle: "M-7.2 0A7.2 7.2 0 1 0 7.2 0A7.2 7.2 0 1 0-7.2 0Z",
  diamond: "M0-9L8.4 0L0 9L-8.4 0Z",
  hexagon: "M8.2 0L4.1 7.1H-4.1L-8.2 0L-4.1-7.1H4.1Z",
  square: "M-6.6-6.6H6.6V6.6H-6.6Z",
  triangle: "M0-8.8L8.6 6.6H-8.6Z",
  pentagon: "M0-8.4L8 -2.6L4.9 6.8H-4.9L-8-2.6Z",
});
const SHAPE_ORDER = Object.freeze(Object.keys(SEAT_SHAPES));

// The name of a seat's presence shape: "circle", "diamond", "hexagon", ...
export const seatShapeOf = (seat) => SHAPE_ORDER[(Number(seat) || 0) % SHAPE_ORDER.length];

// A seat's presence as drawing data in a 20 x 20 box centred on 0,0 (sacred: the ring of a sacred site).
export function presenceShape(seat, sacred = false) {
  const d = SEAT_SHAPES[seatShapeOf(seat)];
  return [
    ...(sacred ? [["path", { d, transform: "scale(1.32)", fill: "none", stroke: "#f7d65a", "stroke-width": 1.3, "stroke-dasharray": "2.4 1.4" }]] : []),
    ["path", { class: "hz-presence-shape", "data-seat": seat, "data-shape": seatShapeOf(seat), d, fill: seatColourOf(seat), stroke: INK, "stroke-width": 1.3, "stroke-linejoin": "round" }],
    ["path", { d, transform: "scale(.48)", fill: "none", stroke: "#fff", "stroke-width": 2, opacity: ".75" }],
  ];
}

// A seat's presence as a small <svg> (the legend, a spirit's panel and its tracks): its shape in its colour.
export function presenceIcon(seat, attrs = {}) {
  return s("svg", { viewBox: "-10 -10 20 20", class: "hz-presence-icon", "aria-hidden": "true", dataset: { shape: seatShapeOf(seat) }, ...attrs },
    ...presenceShape(seat).map(drawn));
}

// The geometry file, fetched relative to this module (the service worker keeps it offline).
export async function loadMap(url = MAP_URL) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`map ${url}: ${res.status}`);
  return res.json();
}

// The lands of a layout: [{id, board, number, terrain, coastal, polygon, label, label_clearance}].
export function layoutLands(map, layoutId) {
  const layout = map.layouts[layoutId];
  if (!layout) throw new Error(`no layout ${layoutId}`);
  return layout.boards.flatMap((b) => Object.entries(b.lands).map(([id, land]) =>
    ({ id, board: b.board, number: Number(id.slice(1)), ...land })));
}

// --- pictures as data -------------------------------------------------------------------

const pt = (p) => `${(p[0] * UNIT).toFixed(1)},${(p[1] * UNIT).toFixed(1)}`;
const points = (poly) => poly.map(pt).join(" ");

const TERRAIN_FILL = Object.freeze({ jungle: "#4f9a45", mountain: "#9b948c", sands: "#e6c879", wetland: "#5aa6b0" });

// One pattern tile per terrain, drawn over its colour (so colour is never the only cue).
const PATTERNS = Object.freeze({
  jungle: [12, 12, [
    ["path", { d: "M2 8C2 4.5 5 2.5 8 2.5C8 6 5 8 2 8Z", fill: "#2d6b2a", opacity: ".55" }],
    ["path", { d: "M8 12.5C8 10 10 8.6 12 8.6C12 11 10 12.5 8 12.5Z", fill: "#2d6b2a", opacity: ".45" }],
  ]],
  mountain: [14, 10, [
    ["path", { d: "M1 9L5.5 2.5L10 9", fill: "none", stroke: "#5f5953", "stroke-width": 1.1, "stroke-linejoin": "round", opacity: ".7" }],
    ["path", { d: "M4.2 4.4L5.5 2.5L6.8 4.4", fill: "none", stroke: "#f4f1ec", "stroke-width": 0.9, opacity: ".8" }],
  ]],
  sands: [8, 8, [
    ["circle", { cx: 2, cy: 2, r: 0.75, fill: "#a8803a", opacity: ".75" }],
    ["circle", { cx: 6, cy: 5, r: 0.6, fill: "#a8803a", opacity: ".65" }],
    ["circle", { cx: 3.5, cy: 7, r: 0.45, fill: "#a8803a", opacity: ".6" }],
  ]],
  wetland: [12, 10, [
    ["path", { d: "M0 4Q3 2 6 4T12 4", fill: "none", stroke: "#2d6f78", "stroke-width": 0.9, opacity: ".7" }],
    ["path", { d: "M8 9.5V6M9.6 9.5V5.2M6.6 9.5V6.8", fill: "none", stroke: "#2b5e2c", "stroke-width": 0.7, opacity: ".7" }],
  ]],
  ocean: [14, 8, [
    ["path", { d: "M0 4Q3.5 1.5 7 4T14 4", fill: "none", stroke: "#d6ecf7", "stroke-width": 0.8, opacity: ".75" }],
  ]],
});

// Piece shapes in a 20 x 20 box centred on 0,0.
const INK = "#2a2118";
const PIECES = Object.freeze({
  explorer: [["circle", { cx: 0, cy: -4.6, r: 3.3, fill: "#f5edd6", stroke: INK, "stroke-width": 1.3 }],
    ["path", { d: "M-6 8L-3.4-0.6H3.4L6 8Z", fill: "#f5edd6", stroke: INK, "stroke-width": 1.3, "stroke-linejoin": "round" }]],
  town: [["path", { d: "M-7.5 8V-1L0-7.8L7.5-1V8Z", fill: "#f5edd6", stroke: INK, "stroke-width": 1.3, "stroke-linejoin": "round" }],
    ["path", { d: "M-1.8 8V3H1.8V8", fill: INK }]],
  city: [["path", { d: "M-8.5 8V-7H-5.3V-4H-1.6V-8.5H1.6V-4H5.3V-7H8.5V8Z", fill: "#f5edd6", stroke: INK, "stroke-width": 1.3, "stroke-linejoin": "round" }],
    ["path", { d: "M-5 1.5H-2.5V4H-5ZM2.5 1.5H5V4H2.5Z", fill: INK }]],
  dahan: [["path", { d: "M-8.5 7.5A8.5 10 0 0 1 8.5 7.5Z", fill: "#b8682f", stroke: INK, "stroke-width": 1.3 }],
    ["path", { d: "M-6 3H6", stroke: "#f2d3a6", "stroke-width": 1.4 }]],
  blight: [["path", { d: "M0-8.8L2.6-3.4L8.6-5.2L4.8 0L8.6 5.2L2.6 3.6L0 8.8L-2.6 3.6L-8.6 5.2L-4.8 0L-8.6-5.2L-2.6-3.4Z",
    fill: "#3b2433", stroke: "#c2413a", "stroke-width": 1.2, "stroke-linejoin": "round" }]],
  defend: [["path", { d: "M0-8.6L7.4-5.8V0C7.4 4.6 3.8 7.4 0 8.8C-3.8 7.4-7.4 4.6-7.4 0V-5.8Z", fill: "#3567b0", stroke: INK, "stroke-width": 1.2 }]],
});

// A piece's picture as drawing data in a 20 x 20 box centred on 0,0 (the land's details show it).
export const pieceShape = (kind) => PIECES[kind] || [];

const textAttrs = (size, fill = INK, halo = "#fffaf0") => ({
  "text-anchor": "middle", "dominant-baseline": "central", "font-size": size, "font-weight": 800,
  "font-family": "system-ui, sans-serif", fill, stroke: halo, "stroke-width": size / 5, "paint-order": "stroke",
});

// A standing rule's badge: a disc in the spirit's colour with the rule's sign.
const RULE_SIGNS = Object.freeze({
  // Blistering Heat: a sun's rays around "-1" (health)
  blistering_heat: [["path", { d: "M0-9.6V-7.4M0 7.4V9.6M-9.6 0H-7.4M7.4 0H9.6M-6.8-6.8L-5.2-5.2M5.2 5.2L6.8 6.8M-6.8 6.8L-5.2 5.2M5.2-5.2L6.8-6.8", stroke: "#c2410c", "stroke-width": 1.6, "stroke-linecap": "round" }],
    ["circle", { r: 6.2, fill: "#f59e0b", stroke: INK, "stroke-width": 1.1 }],
    ["text", { y: 0.3, ...textAttrs(6.6, "#fff", "#7c2d12"), text: "\u22121" }]],
  // Offer No Firm Foundations: a town struck through (a Build places an explorer)
  offer_no_firm_foundations: [["circle", { r: 8.6, fill: "#6b4f2a", stroke: INK, "stroke-width": 1.1 }],
    ["path", { d: "M-4.2 4.6V-0.6L0-4.4L4.2-0.6V4.6Z", fill: "#f5edd6", stroke: INK, "stroke-width": 0.9, "stroke-linejoin": "round" }],
    ["path", { d: "M-6 6L6-6", stroke: "#e11d48", "stroke-width": 1.8, "stroke-linecap": "round" }]],
});
const OTHER_RULE = Object.freeze([["circle", { r: 8.2, fill: "#475569", stroke: INK, "stroke-width": 1.1 }],
  ["text", { y: 0.3, ...textAttrs(9, "#fff", INK), text: "!" }]]);

// A number on a token (a count, damage, health) that stays readable however small the island is
// drawn: island.css scales it up to --hz-min-px on screen from --hz-px (screen pixels per drawing
// unit, set by zoom.js) and --hz-f (its font size in drawing units).  size: its font in the token's box.
function badge(x, y, text, size, unit, kind, back) {
  return ["g", { transform: `translate(${x} ${y})` },
    ["g", { class: `hz-badge hz-badge--${kind}`, style: `--hz-f:${(size * unit).toFixed(3)}` }, ...back,
      ["text", { y: size * 0.04, ...textAttrs(size, "#fff", "none"), "stroke-width": 0, text }]]];
}

// One token of the stack: {kind, count, damage?, health?, seat?, sacred?, rule?}, drawn in a 20 x 20
// box; unit: drawing units per unit of that box.
function token(tok, unit = 1) {
  const parts = [];
  if (tok.kind === "rule") {
    parts.push(["circle", { r: 9.8, fill: seatColourOf(tok.seat), opacity: ".55" }], ...(RULE_SIGNS[tok.rule] || OTHER_RULE));
    return parts;
  }
  if (tok.kind === "presence") {
    parts.push(...presenceShape(tok.seat, tok.sacred));
  } else {
    parts.push(...PIECES[tok.kind]);
  }
  if (tok.kind === "defend") parts.push(["text", { y: 0.2, ...textAttrs(8.5, "#fff", "#1d3563"), text: String(tok.count) }]);
  else if (tok.count > 1) {  // how many: white on a dark pill at the bottom right
    const w = 6 + 5.4 * String(tok.count).length;
    parts.push(badge(6, 5.8, String(tok.count), 9, unit, "count",
      [["rect", { x: -w / 2, y: -5.6, width: w, height: 11.2, rx: 5.6, fill: INK, stroke: "#fffaf0", "stroke-width": 1 }]]));
  }
  if (tok.damage) {  // its damage: white on a red disc at the top right
    parts.push(badge(6.4, -6.4, String(tok.damage), 7, unit, "damage",
      [["circle", { r: 5, fill: "#c62828", stroke: "#fff", "stroke-width": 1 }]]));
  }
  if (tok.health) {  // its health here, on an amber heart at the top left
    parts.push(badge(-6.4, -6.4, String(tok.health), 6.4, unit, "health",
      [["path", { d: "M0 5.4C-5.8 2-6.6-2.6-3.4-4.4C-2-5.1-.7-4.6 0-3.4C.7-4.6 2-5.1 3.4-4.4C6.6-2.6 5.8 2 0 5.4Z", transform: "translate(0 .6) scale(1.15)", fill: "#f59e0b", stroke: "#7c2d12", "stroke-width": 0.8 }]]));
  }
  return parts;
}

// The tokens of one land, in a stable order: presence by seat, invaders (undamaged before
// damaged; with their health here when it is not the printed one), dahan, blight, defend, then
// the standing rules in effect here.
export function landTokens(pieces = {}) {
  const out = [];
  const presence = pieces.presence || {};
  for (const seat of Object.keys(presence).map(Number).sort((a, b) => a - b)) {
    const n = presence[String(seat)];
    if (n > 0) out.push({ kind: "presence", seat, count: n, sacred: n >= 2 });
  }
  for (const kind of ["explorer", "town", "city", "dahan"]) {
    const byDamage = new Map();
    for (const d of pieces[kind] || []) byDamage.set(d, (byDamage.get(d) || 0) + 1);
    const health = (pieces.health || {})[kind];
    for (const d of [...byDamage.keys()].sort((a, b) => a - b)) {
      out.push({ kind, count: byDamage.get(d), damage: d, ...(health === undefined ? {} : { health }) });
    }
  }
  if (pieces.blight > 0) out.push({ kind: "blight", count: pieces.blight });
  if (pieces.defend > 0) out.push({ kind: "defend", count: pieces.defend });
  for (const { rule, seat } of pieces.rules || []) out.push({ kind: "rule", rule, seat, count: 1 });
  return out;
}

// Each spirit's presence in a land, in seat order: [{seat, text}] ("2 presence of X, a sacred site").
export function presenceWords(pieces = {}, t = catalogT, seatName = null) {
  const name = seatName || ((seat) => t("horizons.spirit.seat", { n: seat + 1 }));
  const presence = pieces.presence || {};
  const out = [];
  for (const seat of Object.keys(presence).map(Number).sort((a, b) => a - b)) {
    const n = presence[String(seat)];
    if (!(n > 0)) continue;
    const w = t("horizons.piece.presence", { count: n, spirit: name(seat) });
    out.push({ seat, text: n >= 2 ? t("horizons.piece.sacred_site", { pieces: w }) : w });
  }
  return out;
}

// The words of a land's pieces.
export function piecesWords(pieces = {}, t = catalogT, seatName = null) {
  const words = presenceWords(pieces, t, seatName).map((p) => p.text);
  for (const kind of ["explorer", "town", "city", "dahan"]) {
    const list = pieces[kind] || [];
    if (!list.length) continue;
    const w = t(`horizons.piece.${kind}`, { count: list.length });
    const damaged = list.filter((d) => d > 0).length;
    words.push(damaged ? t("horizons.piece.damaged", { pieces: w, count: damaged }) : w);
  }
  if (pieces.blight > 0) words.push(t("horizons.piece.blight", { count: pieces.blight }));
  if (pieces.defend > 0) words.push(t("horizons.piece.defend", { count: pieces.defend }));
  return words.length ? list(words) : t("horizons.land.empty");
}

// The sentences of what holds in a land beyond its pieces: each standing rule in effect, and the
// health of the pieces there that is not the printed one.
export function landRuleWords(pieces = {}, t = catalogT, seatName = null) {
  const name = seatName || ((seat) => t("horizons.spirit.seat", { n: seat + 1 }));
  const out = (pieces.rules || []).map(({ rule, seat }) => t(`horizons.island.rule.${rule}`, { spirit: name(seat) }));
  for (const kind of ["explorer", "town", "city", "dahan"]) {
    const health = (pieces.health || {})[kind];
    if (health !== undefined && (pieces[kind] || []).length) out.push(t(`horizons.island.health.${kind}`, { n: health }));
  }
  return out;
}

// --- fitting the stack -----------------------------------------------------------------

function inside(poly, x, y) {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

// Is the rectangle centred on (cx, cy) inside the polygon (in drawing units)?
function rectInside(poly, cx, cy, w, h) {
  const x0 = cx - w / 2, x1 = cx + w / 2, y0 = cy - h / 2, y1 = cy + h / 2;
  for (let i = 0; i <= 6; i++) {
    const fx = x0 + ((x1 - x0) * i) / 6, fy = y0 + ((y1 - y0) * i) / 6;
    if (!inside(poly, fx, y0) || !inside(poly, fx, y1) || !inside(poly, x0, fy) || !inside(poly, x1, fy)) return false;
  }
  return !poly.some(([x, y]) => x > x0 && x < x1 && y > y0 && y < y1);
}

// Where the stack goes and how big: {x, y, cols, rows, cell}; the cells are the number's
// (wider) and one per token.  The label point first; a nearby point when the stack fits
// better there (a long thin land).
export function fitStack(land, tokens) {
  const poly = land.polygon.map(([x, y]) => [x * UNIT, y * UNIT]);
  const [lx, ly] = [land.label[0] * UNIT, land.label[1] * UNIT];
  const reach = land.label_clearance * UNIT;
  const k = tokens + 1;
  const margin = 1;
  const centres = [[lx, ly]];
  for (const f of [0.3, 0.6, 0.9, 1.2]) {
    for (let a = 0; a < 12; a++) centres.push([lx + Math.cos((a * Math.PI) / 6) * reach * f, ly + Math.sin((a * Math.PI) / 6) * reach * f]);
  }
  let best = null;
  for (let cols = 1; cols <= k; cols++) {
    const rows = Math.ceil(k / cols);
    if (cols * rows - k >= cols) continue;
    const size = (cell) => [(cols - 1 + CELL.number) * cell + cell * 0.2 + 2 * margin, rows * cell + cell * 0.2 + 2 * margin];
    centres.forEach(([cx, cy], n) => {
      if (!inside(poly, cx, cy)) return;
      let lo = 0, hi = CELL.max;
      if (rectInside(poly, cx, cy, ...size(hi))) lo = hi;
      else for (let i = 0; i < 12; i++) {
        const mid = (lo + hi) / 2;
        if (rectInside(poly, cx, cy, ...size(mid))) lo = mid; else hi = mid;
      }
      // a point off the label only for a clearly bigger stack; then the squarer grid
      const score = lo - (n ? 0.6 : 0) - Math.abs(cols - rows) * 0.05;
      if (!best || score > best.score) best = { x: cx, y: cy, cols, rows, cell: lo, score };
    });
  }
  return { x: best.x, y: best.y, cols: best.cols, rows: best.rows, cell: Math.max(best.cell, CELL.min) };
}

function stack(land, tokens, label) {
  const { x: cx, y: cy, cols, rows, cell } = fitStack(land, tokens.length);
  const numberW = cell * CELL.number;
  const cellsInRow = (r) => (r < rows - 1 ? cols : tokens.length + 1 - cols * (rows - 1));
  const widthOf = (r) => (cellsInRow(r) - 1) * cell + numberW * (r === 0 ? 1 : 0) + (r === 0 ? 0 : cell);
  const fullW = widthOf(0);
  const plateW = fullW + cell * 0.2, plateH = rows * cell + cell * 0.2;
  const parts = [["rect", { class: "hz-plate", x: cx - plateW / 2, y: cy - plateH / 2, width: plateW, height: plateH, rx: cell * 0.35 }]];
  let i = 0;
  for (let r = 0; r < rows; r++) {
    const w = widthOf(r);
    let x = cx - w / 2;
    const y = cy - (rows * cell) / 2 + r * cell + cell / 2;
    for (let c = 0; c < cellsInRow(r); c++) {
      if (r === 0 && c === 0) {
        // the land's name as the prompts say it ("G5"), kept readable like the badges
        parts.push(["g", { transform: `translate(${(x + numberW / 2).toFixed(2)} ${(y + cell * 0.04).toFixed(2)})` },
          ["text", { class: "hz-number hz-badge", style: `--hz-f:${(cell * 0.78).toFixed(3)}`, ...textAttrs(cell * 0.78), text: label }]]);
        x += numberW;
      } else {
        const tok = tokens[i++];
        parts.push(["g", { class: `hz-piece hz-piece--${tok.kind}`, transform: `translate(${(x + cell / 2).toFixed(2)} ${y.toFixed(2)}) scale(${(cell / 20).toFixed(3)})` },
          ...token(tok, cell / 20)]);
        x += cell;
      }
    }
  }
  return ["g", { class: "hz-stack", ...HIDDEN }, ...parts];
}

// --- the island --------------------------------------------------------------------------

// drawIsland(layoutId, lands, {map, t, lit, seatName, idPrefix, cssHref}) -> <svg>
export function drawIsland(layoutId, lands = {}, options = {}) {
  const map = options.map;
  if (!map || !map.layouts) throw new Error("drawIsland needs options.map (loadMap())");
  const layout = map.layouts[layoutId];
  if (!layout) throw new Error(`no layout ${layoutId}`);
  ensureStyles(options.cssHref === undefined ? CSS_URL : options.cssHref);
  const t = options.t || catalogT;
  const lit = new Set(options.lit || []);
  const prefix = options.idPrefix || `hz-${layoutId}-`;
  const [w, h] = layout.size.map((v) => v * UNIT);

  const defs = ["defs", {},
    ...Object.entries(PATTERNS).map(([name, [pw, ph, shapes]]) =>
      ["pattern", { id: `${prefix}pat-${name}`, width: pw, height: ph, patternUnits: "userSpaceOnUse" }, ...shapes]),
    ...layoutLands(map, layoutId).map((land) => ["clipPath", { id: `${prefix}clip-${land.id}` }, ["polygon", { points: points(land.polygon) }]]),
  ];
  const oceans = ["g", { class: "hz-oceans", ...HIDDEN }, ...layout.boards.flatMap((b) => [
    ["polygon", { class: "hz-ocean", points: points(b.ocean) }],
    ["polygon", { class: "hz-ocean-waves", points: points(b.ocean), fill: `url(#${prefix}pat-ocean)` }],
    ["polyline", { class: "hz-coast", points: points(b.coast) }],
  ])];
  const landEls = layoutLands(map, layoutId).map((land) => {
    const pieces = lands[land.id] || {};
    const target = `land:${land.id}`;
    const name = t("horizons.land.name", { board: land.board, number: land.number });
    const aria = t("horizons.land.aria", {
      name,
      terrain: t(`horizons.terrain.${land.terrain}`),
      where: t(land.coastal ? "horizons.land.coastal" : "horizons.land.inland"),
      pieces: [piecesWords(pieces, t, options.seatName), ...landRuleWords(pieces, t, options.seatName)].join(". "),
    });
    const poly = points(land.polygon);
    return s("g", {
      class: `hz-land hz-land--${land.terrain}${lit.has(target) ? " is-target" : ""}`,
      role: "button", tabindex: "0", "aria-label": aria,
      // data-details: a tap when it is no target, a long press, a right click or `i` shows the
      // land's details (zoom.js); data-mark: the shell marks it when the last move changed it
      dataset: { target, details: land.id, mark: target, group: "lands", land: land.id, terrain: land.terrain },
    },
    drawn(["polygon", { class: "hz-soil", points: poly, fill: TERRAIN_FILL[land.terrain] }]),
    drawn(["polygon", { class: "hz-pattern", points: poly, fill: `url(#${prefix}pat-${land.terrain})` }]),
    drawn(["polygon", { class: "hz-edge", points: poly }]),
    drawn(["polygon", { class: "hz-hi", points: poly, "clip-path": `url(#${prefix}clip-${land.id})` }]),
    drawn(stack(land, landTokens(pieces), name)));
  });
  const borders = ["g", { class: "hz-borders", ...HIDDEN }, ...layout.boards.flatMap((b) => {
    const [c0, , c2] = b.outline;
    const mid = [(c0[0] + c2[0]) / 2, (c0[1] + c2[1]) / 2];
    const at = [c2[0] + (mid[0] - c2[0]) * 0.085, c2[1] + (mid[1] - c2[1]) * 0.085];
    return [["polyline", { class: "hz-board", points: points(b.outline) }],
      ["text", { class: "hz-board-letter", x: at[0] * UNIT, y: at[1] * UNIT, ...textAttrs(5.5, "#3a2616"), text: b.board }]];
  })];
  const boards = layout.boards.map((b) => b.board);
  return s("svg", {
    class: "hz-island", viewBox: `${-PAD} ${-PAD} ${w + 2 * PAD} ${h + 2 * PAD}`, role: "group",
    "aria-label": t("horizons.island.aria", { count: boards.length, boards: list(boards) }),
    dataset: { layout: layoutId, testid: "hz-island" },
  }, drawn(defs), drawn(oceans), ...landEls, drawn(borders));
}
