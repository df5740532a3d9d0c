// Living Forest artwork: colours and small SVG pictures built in code (no image files,
// nothing fetched).  Pure drawing: no rules here.
//
// A picture is plain data, [tag, {attributes}, ...children] (a child is a picture or a text), so
// it can be made anywhere (the Node reach check reads the card views); draw(picture) turns it
// into SVG elements with document.createElementNS.
import { drawn } from "../../js/dom.js";

export const ELEMENTS = ["sun", "water", "seed", "wind", "flower"];

export const ELEMENT_COLOURS = {
  sun: { fill: "#f4b81c", deep: "#a66d00", light: "#fff1c4" },
  water: { fill: "#3f8fd8", deep: "#1c5a96", light: "#dcecfb" },
  seed: { fill: "#6aaa3a", deep: "#3b6f17", light: "#e3f2d4" },
  wind: { fill: "#8fa7b8", deep: "#4b6677", light: "#e8eff4" },
  flower: { fill: "#e2679f", deep: "#9c2c62", light: "#fbe0ec" },
};

// Spirit colours by season; seats without a named colour take them in order.
export const SEAT_COLOURS = {
  spring: "#4f9d3a",
  summer: "#d8433b",
  autumn: "#d9801f",
  winter: "#3a78c9",
  red: "#d8433b",
  blue: "#2d74d6",
  yellow: "#e0a914",
  green: "#3c9a48",
};
const ORDER = ["#4f9d3a", "#d8433b", "#d9801f", "#3a78c9"];

export function seatColour(colour, index) {
  return SEAT_COLOURS[colour] || ORDER[index % ORDER.length];
}

// ---- pictures as data, drawn by the DOM ----------------------------------------------------

export const draw = drawn;

const g = (attrs, ...children) => ["g", attrs, ...children];
const path = (d, attrs = {}) => ["path", { d, ...attrs }];
const circ = (attrs) => ["circle", attrs];
const ellipse = (attrs) => ["ellipse", attrs];
const rect = (attrs) => ["rect", attrs];
const text = (attrs, words) => ["text", { "text-anchor": "middle", "font-weight": "800", "font-family": "sans-serif", ...attrs }, String(words)];
const scaled = (k, ...children) => g({ transform: `scale(${k})` }, ...children);
const at = (x, y, ...children) => g({ transform: `translate(${x} ${y})` }, ...children);

function svg(cls, viewBox, size, ...body) {
  return ["svg", { class: cls || undefined, viewBox, width: size, height: size, "aria-hidden": "true", focusable: "false" }, ...body];
}

// One element symbol centred at (0,0) inside a radius-10 box.
export function elementBody(element) {
  const c = ELEMENT_COLOURS[element] || ELEMENT_COLOURS.wind;
  const line = { fill: c.fill, stroke: c.deep };
  switch (element) {
    case "sun":
      return g({}, ...Array.from({ length: 8 }, (_, i) => path("M0 -9.5L1.8 -6.2H-1.8Z", { transform: `rotate(${i * 45})`, fill: c.fill })),
        circ({ r: 5.6, ...line, "stroke-width": 1.1 }));
    case "water":
      return g({}, path("M0 -9C3.5 -4 6.5 -0.5 6.5 3A6.5 6.5 0 0 1 -6.5 3C-6.5 -0.5 -3.5 -4 0 -9Z", { ...line, "stroke-width": 1.1 }),
        path("M-3 3.2A3 3 0 0 0 0 6.2", { fill: "none", stroke: "#fff", "stroke-width": 1.3, "stroke-linecap": "round", opacity: ".8" }));
    case "seed":
      return g({}, path("M0 8V-1", { stroke: c.deep, "stroke-width": 1.6, "stroke-linecap": "round" }),
        path("M0 0C-1 -5 -5 -8 -8.5 -7.5C-8.5 -3 -5 0 0 0Z", { ...line, "stroke-width": 1 }),
        path("M0 -2C1 -7 5 -9.5 8.5 -9C8.5 -4.5 5 -2 0 -2Z", { ...line, "stroke-width": 1 }),
        ellipse({ cx: 0, cy: 8, rx: 6, ry: 1.8, fill: "#8a6a3e" }));
    case "wind":
      return path("M0 0C0 -2 2.6 -2.2 3 0C3.6 3 -1 5 -4 3C-7.5 0.5 -6 -6 0 -6.8C5.5 -7.3 8.5 -2 7.2 2.6C6 6.8 1 8.8 -3 8",
        { fill: "none", stroke: c.deep, "stroke-width": 2, "stroke-linecap": "round" });
    case "flower":
      return g({}, ...Array.from({ length: 5 }, (_, i) => ellipse({ cx: 0, cy: -4.8, rx: 3.1, ry: 4.6, transform: `rotate(${i * 72})`, ...line, "stroke-width": ".9" })),
        circ({ r: 2.6, fill: "#ffe27a", stroke: c.deep, "stroke-width": ".8" }));
    default:
      return circ({ r: 6, fill: c.fill });
  }
}

export function elementPicture(element, size = 18) {
  return svg(`lf-el lf-el--${element}`, "-10 -10 20 20", size, elementBody(element));
}

// The solitary (black) and gregarious (white) animal markers.
function markerBody(kind) {
  const solitary = kind === "solitary";
  return g({}, circ({ r: 8.5, fill: solitary ? "#1d1d1d" : "#fff", stroke: solitary ? "#000" : "#6a6a6a", "stroke-width": 1.6 }),
    solitary ? circ({ r: 3.2, fill: "#fff" }) : circ({ r: 3.2, fill: "none", stroke: "#6a6a6a", "stroke-width": 1.4 }));
}

export function markerPicture(kind, size = 16) {
  return svg(`lf-marker lf-marker--${kind}`, "-10 -10 20 20", size, markerBody(kind));
}

// A fire token with its value.
export function fireBody(value, r = 11) {
  const hue = { 2: "#f2a23a", 3: "#e86a25", 4: "#c83a1c" }[value] || "#e86a25";
  return scaled(r / 11, circ({ r: 11, fill: "#3a2418", stroke: "#1d120c", "stroke-width": 1 }),
    path("M0 -8.5C3 -5 7 -2 6 3A6 6 0 0 1 -6 3C-7 -1 -3 -3 -2 -7C-1 -4 1 -3 0 -8.5Z", { fill: hue }),
    path("M0 -2C2 0 3.5 2 3 4A3 3 0 0 1 -3 4C-3.2 2 -1.5 1 0 -2Z", { fill: "#ffd45c" }),
    text({ y: 4.2, "font-size": 8.5, fill: "#2b160b" }, value));
}

export function firePicture(value, size = 22) {
  return svg("lf-fire", "-12 -12 24 24", size, fireBody(value));
}

// A fragment token: a small carved stone with an X.
function fragmentBody() {
  return g({}, path("M-8 -3L-3 -8.5L5 -8L8.5 -1L6 7.5L-3 8.5L-8.5 3Z", { fill: "#b9c4cf", stroke: "#5f6d7a", "stroke-width": 1.2 }),
    path("M-3.5 -3.5L3.5 3.5M3.5 -3.5L-3.5 3.5", { stroke: "#3c4853", "stroke-width": 2, "stroke-linecap": "round" }));
}

export function fragmentPicture(size = 18) {
  return svg("lf-fragment", "-10 -10 20 20", size, fragmentBody());
}

// A spirit pawn in a seat colour, with the seat's letter on it (colour is never the only cue).
function spiritBody(colour, r = 10, letter = "") {
  const face = letter
    ? text({ y: 4.2, "font-size": letter.length > 1 ? 8 : 10.5, fill: "#fff", stroke: "#1b1b1b", "stroke-width": 1.6, "paint-order": "stroke" }, letter)
    : g({}, circ({ cx: -2.6, cy: -3, r: 1.4, fill: "#fff" }), circ({ cx: 2.6, cy: -3, r: 1.4, fill: "#fff" }));
  return scaled(r / 10, path("M0 -10C5 -10 7 -6 7 -2C7 3 9 6 9 9H-9C-9 6 -7 3 -7 -2C-7 -6 -5 -10 0 -10Z", { fill: colour, stroke: "#fff", "stroke-width": 1.6 }), face);
}

export function spiritPicture(colour, size = 20, letter = "") {
  return svg("lf-spirit", "-11 -11 22 22", size, spiritBody(colour, 10, letter));
}

// A protective tree: a round crown on a trunk, tinted by its bonus element.
function treeBody(element, r = 10) {
  const c = ELEMENT_COLOURS[element] || { fill: "#5f9d4b", deep: "#2f5d22" };
  return scaled(r / 10, rect({ x: -1.6, y: 2, width: 3.2, height: 8, rx: 1, fill: "#7a5532" }),
    circ({ cx: 0, cy: -2, r: 7.5, fill: "#4f8f3c", stroke: "#2d5a20", "stroke-width": 1 }),
    circ({ cx: -3, cy: -4, r: 3.3, fill: "#6bb051" }), circ({ cx: 3.2, cy: -0.5, r: 2.6, fill: c.fill, stroke: c.deep, "stroke-width": ".8" }));
}

export function treePicture(element, size = 24) {
  return svg("lf-tree-svg", "-10 -10 20 20", size, treeBody(element));
}

// The starting tree: an old broad tree with a spirit-light in its crown.
export function startTreePicture(size = 24) {
  return svg("lf-tree-svg lf-tree-svg--start", "-10 -10 20 20", size,
    path("M-2.2 9.5L-1.6 2H1.6L2.2 9.5Z", { fill: "#6b4a2b" }),
    ellipse({ cx: 0, cy: -2.5, rx: 9, ry: 7, fill: "#3f7a32", stroke: "#24501b", "stroke-width": 1 }),
    circ({ cx: -4, cy: -4, r: 3.4, fill: "#5b9c45" }), circ({ cx: 3.8, cy: -3.6, r: 3, fill: "#5b9c45" }),
    circ({ cx: 0, cy: -2.5, r: 1.8, fill: "#fff6b0" }));
}

// The Sacred Tree (first-player token): a golden tree.
export function sacredTreePicture(size = 22) {
  return svg("lf-sacred", "-10 -10 20 20", size,
    rect({ x: -1.8, y: 1.5, width: 3.6, height: 8.5, rx: 1, fill: "#7a5532" }),
    circ({ cx: 0, cy: -2.5, r: 7.5, fill: "#f2c230", stroke: "#8a6500", "stroke-width": 1.2 }),
    circ({ cx: -2.8, cy: -4.5, r: 2.2, fill: "#ffe58a" }), circ({ cx: 2.6, cy: -1, r: 1.7, fill: "#ffe58a" }));
}

// A Fire Varan (the salamander card Onibi deals).
const VARAN_BODY = "M-9 6C-6 2 -2 4 0 1C2 -2 1 -6 5 -8C8 -9 10 -6 8 -4C6 -2 4 -3 3 0C1 5 -4 9 -9 6Z";
export function varanPicture(size = 22) {
  return svg("lf-varan", "-12 -12 24 24", size,
    path(VARAN_BODY, { fill: "#c83a1c", stroke: "#5c1508", "stroke-width": 1.1 }),
    circ({ cx: 6.2, cy: -6.2, r: ".9", fill: "#fff" }),
    path("M-4 4l-2 4M1 2l1 4M3 -3l3 1", { stroke: "#5c1508", "stroke-width": 1.2, "stroke-linecap": "round" }));
}

// A face-down card pile.
export function pilePicture(size = 30, tint = "#c9dcc4") {
  const card = (x, y, fill) => rect({ x, y, width: 23, height: 33, rx: 3, fill, stroke: "#4d6b48" });
  return ["svg", { class: "lf-pile", viewBox: "0 0 30 40", width: size * 0.75, height: size, "aria-hidden": "true", focusable: "false" },
    card(5, 1, tint), card(3, 3, tint), card(1, 5, "#eaf4e5"), path("M12.5 13c-4 4-4 10 0 15 4-5 4-11 0-15Z", { fill: "#7fb276" })];
}

// Victory tiles: fire, flower, tree.
export function victoryPicture(kind, size = 22) {
  const inner = kind === "fire" ? fireBody(3, 7.5) : kind === "flower" ? scaled(".78", elementBody("flower")) : treeBody("seed", 7.5);
  return svg(`lf-vtile lf-vtile--${kind}`, "-11 -11 22 22", size,
    rect({ x: -10.5, y: -10.5, width: 21, height: 21, rx: 4, fill: "#f7edd0", stroke: "#a88a45", "stroke-width": 1.3 }), inner);
}

// A Kodama: a small pale forest spirit with a round head and dark eyes.
function kodamaBody() {
  const pale = { fill: "#f4f1e6", stroke: "#6f6a58", "stroke-width": 1 };
  return g({}, ellipse({ cx: 0, cy: 5, rx: 5.5, ry: 5, ...pale }), circ({ cx: 0, cy: -3.5, r: 6.5, ...pale }),
    circ({ cx: -2.4, cy: -3.8, r: 1.2, fill: "#2c2a25" }), circ({ cx: 2.4, cy: -3.8, r: 1.2, fill: "#2c2a25" }),
    ellipse({ cx: 0, cy: -0.6, rx: 0.9, ry: 1.3, fill: "#2c2a25" }));
}

export function kodamaPicture(size = 18) {
  return svg(null, "-10 -10 20 20", size, kodamaBody());
}

// Stone icons on the circle: what landing there gives.
function stoneBody(action) {
  switch (action) {
    case "fragment": return scaled(".75", fragmentBody());
    case "plant": case "plant_tree": return scaled(".8", elementBody("seed"));
    case "attract": case "attract_animals": return scaled(".8", elementBody("sun"));
    case "extinguish": case "extinguish_fire": return scaled(".8", elementBody("water"));
    case "call": case "call_kodama": return scaled(".85", kodamaBody());
    default: return g({});
  }
}

// A stone of the circle as drawn on the ring, and as a larger picture on a disc (the card view).
export function stonePicture(action) {
  return svg("lf-stone-icon", "-10 -10 20 20", undefined, stoneBody(action));
}

export function stoneDiscPicture(action, size = 96) {
  return svg(null, "-10 -10 20 20", size, circ({ r: 9.5, fill: "#e6e9df", stroke: "#6b7c66" }), stoneBody(action));
}

// The ring under the Circle of Spirits' stones.
export function ringPicture() {
  return svg("lf-ring-bg", "-50 -50 100 100", undefined,
    circ({ r: 47, fill: "#cfe3c1", stroke: "#7ea36a", "stroke-width": 1.2 }),
    circ({ r: 38, fill: "none", stroke: "#a9c695", "stroke-width": 9, "stroke-dasharray": "2 3" }),
    circ({ r: 27, fill: "#5a3d2b", stroke: "#3b2619", "stroke-width": 1.5 }),
    circ({ r: 24, fill: "#6e4b33" }));
}

// The Onibi standee: a dark flame with two glowing eyes.
export function onibiPicture(size = 22) {
  return svg(null, "-10 -10 20 20", size,
    path("M0 -9.5C3 -5 8 -3 7 3C6.3 7.5 3 9.5 0 9.5C-3 9.5 -6.3 7.5 -7 3C-7.6 -1 -4 -2.5 -3.5 -6C-1.5 -4 -0.5 -6 0 -9.5Z", { fill: "#3b2a5c", stroke: "#1b1230", "stroke-width": 1 }),
    circ({ cx: -2.5, cy: 2, r: 1.5, fill: "#ff8a3d" }), circ({ cx: 2.5, cy: 2, r: 1.5, fill: "#ff8a3d" }));
}

// An action type as a small picture (a card's "same action twice" or bonus action).
export function actionPicture(action, size = 15) {
  return svg(null, "-10 -10 20 20", size, action === "move" ? elementBody("wind") : stoneBody(action));
}

// The game's icon on the home screen: a spirit before a tree and a fire.
export function iconPicture(size = 64) {
  return svg(null, "0 0 64 64", size,
    rect({ width: 64, height: 64, rx: 14, fill: "#2f5d3a" }),
    circ({ cx: 32, cy: 32, r: 24, fill: "none", stroke: "#cfe0c9", "stroke-width": 2, "stroke-dasharray": "5 5" }),
    g({ transform: "translate(32 28) scale(1.7)" }, treeBody("flower")),
    at(15, 46, fireBody(2, 8)),
    at(49, 46, spiritBody("#3a78c9", 8)));
}

// A card as a larger picture for the card view: its border by level, its marker, its elements
// with their values, its Kodama symbols and its cost (sun, or sacred flowers for a Kodama card).
const LEVEL_BORDER = { 0: "#8aa27c", 1: "#c9c4b0", 2: "#e0b53a", 3: "#d2692e" };

export function cardPicture(card, size = 120) {
  const els = ELEMENTS.filter((el) => card.elements && card.elements[el]);
  const border = card.animal === "varan" ? "#7a1f10" : LEVEL_BORDER[card.level] || "#7a1f10";
  const body = [rect({ x: 2, y: 2, width: 96, height: 136, rx: 10, fill: "#f7f3e3", stroke: border, "stroke-width": 4 })];
  if (card.marker) body.push(at(16, 18, markerBody(card.marker)));
  if (card.level) body.push(text({ x: 84, y: 24, "font-size": 14, fill: "#4a3d1c" }, "I".repeat(card.level)));
  if (card.animal === "varan") body.push(g({ transform: "translate(50 70) scale(2.4)" }, path(VARAN_BODY, { fill: "#c83a1c", stroke: "#5c1508", "stroke-width": 1.1 })));
  els.forEach((el, k) => {
    const x = els.length === 1 ? 50 : 30 + (k % 2) * 40;
    const y = 52 + Math.floor(k / 2) * 30;
    const n = card.elements[el];
    body.push(at(x - 8, y, elementBody(el)),
      text({ x: x + 9, y: y + 5, "font-size": 15, fill: n < 0 ? "#a3261f" : "#2a3527", "text-anchor": "start" }, String(n).replace("-", "−")));
  });
  for (let k = 0; k < (card.kodama || 0); k++) body.push(g({ transform: `translate(${18 + k * 20} 122) scale(.8)` }, kodamaBody()));
  if (card.cost) {
    body.push(at(74, 120, rect({ x: -20, y: -11, width: 40, height: 22, rx: 11, fill: "#fff", stroke: "#e0b53a" }),
      g({ transform: "translate(-9 0) scale(.8)" }, elementBody(card.stack ? "flower" : "sun")),
      text({ x: 8, y: 5, "font-size": 13, fill: "#2a3527" }, card.cost)));
  }
  return ["svg", { class: "lf-picture", viewBox: "0 0 100 140", width: size, height: size * 1.4, "aria-hidden": "true", focusable: "false" }, ...body];
}

// An element tile (Kodama): a hexagon, with the element it became when used.
export function elementTilePicture(element = null, size = 22) {
  const inner = element ? scaled(".75", elementBody(element)) : path("M0 -5L5 0L0 5L-5 0Z", { fill: "#8a6d2f" });
  return svg("lf-etile-svg", "-11 -11 22 22", size,
    path("M0 -10.5L9.1 -5.25V5.25L0 10.5L-9.1 5.25V-5.25Z", { fill: "#f6ecd0", stroke: "#8a6d2f", "stroke-width": 1.3 }), inner);
}
