// Lotus artwork: colours and small SVG pictures, each an element built with DOM calls from
// shapes given as data (no image files, nothing fetched, no markup parsed).  Pure drawing:
// no rules here.
import { drawn } from "../../js/dom.js";

export const SEAT_COLOURS = {
  red: "#d8433b",
  blue: "#2d74d6",
  yellow: "#e0a914",
  green: "#3c9a48",
};

export const FLOWER_COLOURS = {
  3: { fill: "#8e6fd6", deep: "#5b3fa6", light: "#e6ddfa" }, // Iris
  4: { fill: "#f5cf48", deep: "#b58d0c", light: "#fdf3c6" }, // Primrose
  5: { fill: "#f7b3cf", deep: "#c9618f", light: "#fde6ef" }, // Cherry Blossom
  6: { fill: "#f59a5c", deep: "#c05d1c", light: "#fde2cf" }, // Lily
  7: { fill: "#e45b9f", deep: "#a3266a", light: "#fad7e8" }, // Lotus
};

export const WILD_STROKE = "#9aa39a";

const HIDDEN = { "aria-hidden": "true", focusable: "false" };

// The shapes of a small insect drawn for a colour, in a 24x24 box: [tag, attrs] lists for drawn().
export function insectShapes(colour, { outline = "#fff" } = {}) {
  const c = SEAT_COLOURS[colour] || "#888";
  const dot = (cx, cy, r) => ["circle", { cx, cy, r, fill: "#222" }];
  const wing = (cx, cy, rx, ry, opacity) => ["ellipse", { cx, cy, rx, ry, fill: c, opacity, stroke: outline, "stroke-width": 1 }];
  const lobe = (d) => ["path", { d, fill: c, stroke: outline, "stroke-width": 1.2 }];
  const segment = (cx, cy, r) => ["circle", { cx, cy, r, fill: c, stroke: outline, "stroke-width": 1 }];
  return {
    red: [ // ladybug
      ["circle", { cx: 12, cy: 13, r: 8, fill: c, stroke: outline, "stroke-width": 1.5 }],
      ["path", { d: "M12 5v16", stroke: "#222", "stroke-width": 1.4 }],
      ["circle", { cx: 12, cy: 5.5, r: 3.2, fill: "#222" }],
      dot(8.6, 11, 1.6), dot(15.4, 11, 1.6), dot(8.8, 16, 1.4), dot(15.2, 16, 1.4),
    ],
    blue: [ // dragonfly
      wing(7, 8.5, 5.5, 2.4, ".75"), wing(17, 8.5, 5.5, 2.4, ".75"),
      wing(7.5, 13, 4.6, 2, ".6"), wing(16.5, 13, 4.6, 2, ".6"),
      ["rect", { x: 10.8, y: 6, width: 2.4, height: 17, rx: 1.2, fill: c, stroke: outline, "stroke-width": ".8" }],
      ["circle", { cx: 12, cy: 5, r: 2.4, fill: c, stroke: outline, "stroke-width": ".8" }],
    ],
    yellow: [ // butterfly
      lobe("M12 12C8 3 2 4 2.5 9S7 14 12 12Z"), lobe("M12 12C16 3 22 4 21.5 9S17 14 12 12Z"),
      lobe("M12 12C8 14 4 18 7 20.5S11.5 17 12 12Z"), lobe("M12 12C16 14 20 18 17 20.5S12.5 17 12 12Z"),
      ["rect", { x: 11.2, y: 6, width: 1.6, height: 13, rx: ".8", fill: "#3a2a10" }],
    ],
    green: [ // caterpillar
      segment(5, 15, 3.6), segment(9.5, 13, 3.8), segment(14.2, 13.6, 3.8), segment(18.6, 11, 4.2),
      ["circle", { cx: 19.8, cy: 10, r: 1, fill: "#222" }],
      ["path", { d: "M18 6.8l-1-2.6M20.4 6.8l1-2.6", stroke: "#222", "stroke-width": 1 }],
    ],
  }[colour] || [["circle", { cx: 12, cy: 12, r: 8, fill: c }]];
}

export function insect(colour, size = 18, options = {}) {
  return drawn(["svg", { class: "lb-insect", "data-insect": colour, viewBox: "0 0 24 24", width: size, height: size, ...HIDDEN },
    ...insectShapes(colour, options)]);
}

// A guardian token: the insect on a disc; the elder guardian gets a silver ring.
export function guardian(colour, elder = false, size = 30) {
  const c = SEAT_COLOURS[colour] || "#888";
  return drawn(["svg", { class: "lb-guardian-svg", "data-insect": colour, viewBox: "0 0 40 40", width: size, height: size, ...HIDDEN },
    ["circle", { cx: 20, cy: 20, r: elder ? 15 : 17, fill: "#fffdf6", stroke: c, "stroke-width": 3.5 }],
    ...(elder ? [["circle", { cx: 20, cy: 20, r: 18, fill: "none", stroke: "#b9c0c8", "stroke-width": 4 }]] : []),
    ["g", { transform: `translate(${elder ? 9 : 8} ${elder ? 9 : 8}) scale(${elder ? 0.92 : 1})` }, ...insectShapes(colour)]]);
}

// One petal pointing up from the centre (0,0), as an SVG path.
export function petalPath(length, width, inner = 14) {
  const w = width / 2;
  return `M0 ${-inner} C ${w * 1.25} ${-inner - length * 0.25}, ${w} ${-inner - length * 0.8}, 0 ${-inner - length}` +
    ` C ${-w} ${-inner - length * 0.8}, ${-w * 1.25} ${-inner - length * 0.25}, 0 ${-inner} Z`;
}

// `count` petals round the centre, each drawn by petal(rotation).
function ring(count, petal) {
  return Array.from({ length: count }, (_, i) => petal((360 / count) * i));
}

// A small flower icon for a card or a button: `type` petals in the flower's colour.
export function flowerIcon(type, size = 28) {
  const col = FLOWER_COLOURS[type] || FLOWER_COLOURS[5];
  return drawn(["svg", { class: "lb-flower-icon", viewBox: "-18 -18 36 36", width: size, height: size, ...HIDDEN },
    ...ring(type, (rot) => ["path", { d: petalPath(13, 10, 3), transform: `rotate(${rot})`, fill: col.fill, stroke: col.deep, "stroke-width": 1 }]),
    ["circle", { r: 4, fill: "#ffe27a", stroke: col.deep, "stroke-width": 1 }]]);
}

export function crown(size = 14) {
  return drawn(["svg", { class: "lb-crown", viewBox: "0 0 24 24", width: size, height: size, ...HIDDEN },
    ["path", { d: "M3 18 L2 7 L8 11 L12 4 L16 11 L22 7 L21 18 Z", fill: "#f2c230", stroke: "#8a6500", "stroke-width": 1.4, "stroke-linejoin": "round" }]]);
}

export function token(size = 18) {
  return drawn(["svg", { class: "lb-token", viewBox: "0 0 24 24", width: size, height: size, ...HIDDEN },
    ["circle", { cx: 12, cy: 12, r: 10, fill: "#f6d36b", stroke: "#a37a12", "stroke-width": 2 }],
    ["text", { x: 12, y: 16.5, "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: "#6b4d00", "font-family": "sans-serif" }, "5"]]);
}

const POWER_SHAPES = {
  elder: [
    ["circle", { cx: 12, cy: 12, r: 5, fill: "#fff", stroke: "#8b939c", "stroke-width": 2 }],
    ["circle", { cx: 12, cy: 12, r: 2, fill: "#8b939c" }],
  ],
  path: [
    ["path", { d: "M4 18 Q12 2 20 18", fill: "none", stroke: "#fff", "stroke-width": 2.4 }],
    ["circle", { cx: 12, cy: 8, r: 2.2, fill: "#fff" }],
  ],
  growth: [
    ["path", { d: "M12 19V8M12 8c-4 0-6-3-6-5 3 0 6 2 6 5Zm0 3c3 0 6-2 6-5-3 0-6 2-6 5Z", fill: "#fff", stroke: "#fff", "stroke-width": 1.6, "stroke-linejoin": "round" }],
  ],
};
const POWER_BACKS = { elder: "#6f7a86", path: "#7b5cc4", growth: "#3c9a48" };

export function power(name, size = 18) {
  return drawn(["svg", { class: "lb-power", viewBox: "0 0 24 24", width: size, height: size, ...HIDDEN },
    ["rect", { x: 1, y: 1, width: 22, height: 22, rx: 6, fill: POWER_BACKS[name] || "#777" }],
    ...(POWER_SHAPES[name] || [])]);
}

export function deck(size = 34) {
  const card = (at, fill) => ["rect", { x: at, y: 6 - at, width: 23, height: 33, rx: 3, fill, stroke: "#5c7d58" }];
  return drawn(["svg", { class: "lb-deck-svg", viewBox: "0 0 30 40", width: size * 0.75, height: size, ...HIDDEN },
    card(5, "#c9dcc4"), card(3, "#d8e8d2"), card(1, "#eaf4e5"),
    ["path", { d: "M12.5 14c-3 3-3 8 0 12 3-4 3-9 0-12Z", fill: "#8cbf84" }]]);
}

// A whole petal card (for the card view): `card` is {type, colour, symbols} as in the view.
// The top band and border are the seat colour; its insects stand for the guardian symbols.
export function cardArt(card, width = 120) {
  const col = FLOWER_COLOURS[card.type] || FLOWER_COLOURS[5];
  const edge = card.colour ? SEAT_COLOURS[card.colour] : WILD_STROKE;
  const n = card.colour ? card.symbols : 0;
  const insects = Array.from({ length: n }, (_, k) =>
    ["g", { "data-insect": card.colour, transform: `translate(${50 - (n - 1) * 14 + k * 28 - 12} 112)` }, ...insectShapes(card.colour, { outline: "#fffdf6" })]);
  return drawn(["svg", { class: "lb-card-art", viewBox: "0 0 100 140", width, height: width * 1.4, ...HIDDEN },
    ["rect", { x: 2, y: 2, width: 96, height: 136, rx: 10, fill: "#fffdf6", stroke: edge, "stroke-width": 4, "stroke-dasharray": card.colour ? undefined : "6 4" }],
    ["rect", { x: 4, y: 4, width: 92, height: 96, rx: 8, fill: col.light }],
    ["rect", { x: 4, y: 4, width: 92, height: 9, rx: 4, fill: edge }],
    ["text", { x: 11, y: 32, "font-size": 20, "font-weight": 800, fill: col.deep, "font-family": "sans-serif" }, String(card.type)],
    ["g", { transform: "translate(52 62)" },
      ...ring(card.type, (rot) => ["path", { d: petalPath(30, 22, 6), transform: `rotate(${rot})`, fill: col.fill, stroke: col.deep, "stroke-width": 1.5 }]),
      ["circle", { r: 7, fill: "#ffe27a", stroke: col.deep, "stroke-width": 1.5 }]],
    ...insects]);
}
