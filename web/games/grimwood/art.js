// Grimwood artwork: every picture is an SVG element built here with DOM calls from shapes
// given as data (no image files, no fonts, nothing fetched, no markup parsed).  Pure drawing:
// no rules.  A card is drawn from its name key ("owl", "dark_unicorn", "rune", ...) as the
// game module normalises it (cardKey).
import { s, drawn as el } from "../../js/dom.js";

export const SEAT_HUES = [12, 205, 45, 140, 285, 330];
export const seatColour = (i) => `hsl(${SEAT_HUES[i % SEAT_HUES.length]} 62% 44%)`;

// Every seat colour comes with a shape and the seat's initial (colour is never the only cue).
const SEAT_SHAPES = [
  ["circle", { cx: 12, cy: 12, r: 11 }],
  ["rect", { x: 1.5, y: 1.5, width: 21, height: 21, rx: 3 }],
  ["path", { d: "M12 0.5L23.5 22.5H0.5Z" }],
  ["path", { d: "M12 0.5L23.5 12L12 23.5L0.5 12Z" }],
  ["path", { d: "M6.5 1.5H17.5L23 12L17.5 22.5H6.5L1 12Z" }],
  ["path", { d: "M12 0.5L15 8.5L23.5 9L17 14.5L19 23L12 18.5L5 23L7 14.5L0.5 9L9 8.5Z" }],
];

const HIDDEN = { "aria-hidden": "true", focusable: "false" };

export function seatToken(i, letter, size = 22) {
  const shape = SEAT_SHAPES[i % SEAT_SHAPES.length];
  const triangle = i % SEAT_SHAPES.length === 2; // its letter sits lower and smaller
  return s("svg", { class: "gw-token", width: size, height: size, viewBox: "0 0 24 24", ...HIDDEN },
    s("g", { fill: seatColour(i), stroke: "#1b1f17", "stroke-width": 1.2, "stroke-linejoin": "round" }, el(shape)),
    s("text", { x: 12, y: triangle ? 17.5 : 16, "text-anchor": "middle", "font-size": triangle ? 10 : 12, "font-weight": 800,
      "font-family": "system-ui, sans-serif", fill: "#fff", stroke: "#1b1f17", "stroke-width": 2.2, "paint-order": "stroke",
      text: String(letter || "").slice(0, 1) }));
}

export const ANIMALS = ["owl", "crow"];
export const SETTINGS = ["path", "swamp", "clearing"];

// One emblem per supernatural, grouped by what its power does; hue makes each one distinct.
const EMBLEM = {
  amazon: "bow", boogeyman: "swap", bride: "veil", centaur: "hoof", dark_unicorn: "horn",
  demon: "flame", dracula: "fang", dragon: "shield", dwarf: "axe", elf: "leaf", faeries: "wings",
  ghouls: "skull", giant: "fist", goblins: "claws", highwayman: "mask", hydra: "eye", mage: "star",
  nymph: "drop", shadow_queen: "crown", sorceress: "orb", eternals: "infinity", laraki: "spiral",
  troll: "club", werewolf: "moon",
};

function hueOf(key) {
  let n = 7;
  for (const ch of key) n = (n * 31 + ch.charCodeAt(0)) % 360;
  return n;
}

const W = "#fff";
const INK = "currentColor";
const line = (d, width, extra = {}) => ["path", { d, fill: "none", stroke: W, "stroke-width": width, ...extra }];
const fillW = (d, extra = {}) => ["path", { d, fill: W, ...extra }];
const dot = (cx, cy, r, fill = INK) => ["circle", { cx, cy, r, fill }];

// Emblems live in a 40x40 box centred on 0,0.
const GLYPHS = {
  bow: [line("M-8-16Q14 0-8 16", 3), line("M-8-16V16M-14 0H14M9-4l5 4-5 4", 2)],
  swap: [line("M-14-5H10l-6-6M14 5H-10l6 6", 3.2, { "stroke-linecap": "round", "stroke-linejoin": "round" })],
  veil: [fillW("M0-16C-12-16-14 4-16 16H16C14 4 12-16 0-16Z", { opacity: ".85" }), dot(0, -6, 5)],
  hoof: [fillW("M-12 14V-2C-12-12 12-12 12-2V14H5V2H-5V14Z")],
  horn: [fillW("M-6 16L0-18L6 16Z"), ["path", { d: "M-4 8L4 4M-3 0L3-4M-2-8L2-11", stroke: INK, "stroke-width": 1.6 }]],
  flame: [fillW("M0-18C6-8 14-4 10 8C8 14 4 16 0 16S-8 14-10 8C-12 0-4-4-4-10C0-6 2-8 0-18Z")],
  fang: [fillW("M-15-8H15L9 0L6 14L3 0H-3L-6 14L-9 0Z")],
  shield: [fillW("M0-17L14-11V0C14 9 7 14 0 17C-7 14-14 9-14 0V-11Z"), ["path", { d: "M0-10V10M-7 0H7", stroke: INK, "stroke-width": 3 }]],
  axe: [fillW("M-2-16H2V16H-2Z"), fillW("M2-14C12-14 16-6 14 2C10-2 6-3 2-3Z")],
  leaf: [fillW("M-12 14C-14-4 0-16 14-16C14 2 4 14-12 14Z"), ["path", { d: "M-12 14L8-8", stroke: INK, "stroke-width": 2 }]],
  wings: [fillW("M0 0C-6-14-18-12-16-2S-4 4 0 0ZM0 0C6-14 18-12 16-2S4 4 0 0ZM0 0C-4 6-12 12-10 15S-2 8 0 0ZM0 0C4 6 12 12 10 15S2 8 0 0Z")],
  skull: [fillW("M-12 0C-12-12 12-12 12 0V6H6V14H-6V6H-12Z"), dot(-5, 0, 3), dot(5, 0, 3)],
  fist: [["rect", { x: -12, y: -8, width: 24, height: 20, rx: 5, fill: W }], ["path", { d: "M-6-8V0M0-8V0M6-8V0", stroke: INK, "stroke-width": 2 }]],
  claws: [line("M-12-14C-6-4-8 6-12 14M0-16C6-6 4 6 0 16M12-14C18-4 16 6 12 14", 3.2, { "stroke-linecap": "round" })],
  mask: [fillW("M-16-6C-8-10 8-10 16-6C16 4 8 6 4 2C2 0-2 0-4 2C-8 6-16 4-16-6Z"), dot(-7, -3, 2.6), dot(7, -3, 2.6)],
  eye: [fillW("M-16 0C-8-12 8-12 16 0C8 12-8 12-16 0Z"), dot(0, 0, 6), dot(0, 0, 2.4, W)],
  star: [fillW("M0-17L4-5L17-5L7 3L11 16L0 8L-11 16L-7 3L-17-5L-4-5Z")],
  drop: [fillW("M0-17C6-6 12 0 12 6A12 12 0 0 1-12 6C-12 0-6-6 0-17Z")],
  crown: [fillW("M-15 10L-15-10L-7-2L0-14L7-2L15-10L15 10Z")],
  orb: [["circle", { r: 12, fill: W, opacity: ".9" }], ["path", { d: "M-6-4A7 7 0 0 1 4-8", stroke: INK, "stroke-width": 2.4, fill: "none" }]],
  infinity: [line("M0 0C-6-8-16-8-16 0S-6 8 0 0S16-8 16 0S6 8 0 0Z", 3.4)],
  spiral: [line("M0 0A3 3 0 0 1 6 0A6 6 0 0 1-6 0A9 9 0 0 1 12 0A12 12 0 0 1-12 0", 2.8)],
  club: [fillW("M-3 16L-1-2H3L5 16Z"), ["ellipse", { cy: -8, rx: 8, ry: 9, fill: W }]],
  moon: [fillW("M6-15A16 16 0 1 0 6 15A12 12 0 1 1 6-15Z")],
};

function stars(seed) {
  const out = [];
  let n = seed;
  for (let i = 0; i < 7; i++) {
    n = (n * 73 + 19) % 997;
    out.push(["circle", { cx: (n % 56) + 2, cy: ((n * 7) % 30) + 2, r: 0.6 + (n % 3) * 0.35, fill: W, opacity: ".7" }]);
  }
  return out;
}

const rect = (width, height, fill, extra = {}) => ["rect", { width, height, fill, ...extra }];
const shape = (d, fill, extra = {}) => ["path", { d, fill, ...extra }];
const stroked = (d, stroke, width, extra = {}) => ["path", { d, stroke, "stroke-width": width, fill: "none", ...extra }];

// The picture area of a card face (60x44 units), as a list of shapes.
function pictureParts(key) {
  if (key === "owl") return owl();
  if (key === "crow") return crow();
  if (SETTINGS.includes(key)) return setting(key);
  if (key === "rune") return rune();
  if (key === "amulet") return amulet();
  return creature(key);
}

function creature(key) {
  const hue = hueOf(key);
  const glyph = GLYPHS[EMBLEM[key]] || GLYPHS.star;
  return [
    ["defs", {}, ["radialGradient", { id: `gwg-${key}`, cx: ".5", cy: ".35", r: ".75" },
      ["stop", { offset: "0", "stop-color": `hsl(${hue} 55% 46%)` }], ["stop", { offset: "1", "stop-color": `hsl(${(hue + 40) % 360} 60% 16%)` }]]],
    rect(60, 44, `url(#gwg-${key})`), ...stars(hue),
    shape("M0 44L6 30L10 36L16 26L22 38L30 28L38 38L44 26L50 36L54 30L60 44Z", `hsl(${hue} 40% 10%)`, { opacity: ".7" }),
    ["g", { transform: "translate(30 21) scale(.78)", color: `hsl(${hue} 55% 30%)` }, ...glyph],
  ];
}

function owl() {
  return [rect(60, 44, "#2d3f2a"), dot(48, 9, 6, "#f3e8b8"), shape("M0 40H60V44H0Z", "#5b3d24"),
    shape("M18 40C14 28 18 12 30 12S46 28 42 40Z", "#a8743f"), shape("M20 14L22 8L26 13M40 14L38 8L34 13", "#a8743f"),
    dot(25, 21, 5.5, "#fff6d8"), dot(35, 21, 5.5, "#fff6d8"), dot(25, 21, 2.6, "#1d1a12"), dot(35, 21, 2.6, "#1d1a12"),
    shape("M28.5 25L30 29L31.5 25Z", "#e0a12a"), stroked("M24 31Q30 35 36 31M23 35Q30 39 37 35", "#7a5026", 1.4)];
}

function crow() {
  return [rect(60, 44, "#c9cfd8"), ["circle", { cx: 12, cy: 10, r: 5, fill: "#fff", opacity: ".8" }], shape("M0 38L60 34V44H0Z", "#6f7d5c"),
    shape("M10 24C16 16 28 16 34 20L44 14L50 15L42 21C44 28 38 34 28 34L18 40L20 33C14 32 10 29 10 24Z", "#1c1f26"),
    shape("M44 14L52 16L45 18Z", "#3b3f48"), dot(44.5, 16, 1, "#f0f0f0"), stroked("M18 24C24 22 30 24 34 28", "#3e4552", 1.5)];
}

function setting(kind) {
  if (kind === "path") {
    return [rect(60, 44, "#bfe0a0"), rect(60, 16, "#d9eefa"),
      shape("M26 16C22 24 40 28 30 34C24 38 20 40 18 44H36C40 38 48 34 44 28C40 22 30 20 32 16Z", "#d9b783"),
      ...tree(8, 22, "#3f7a3a"), ...tree(50, 22, "#2f6a34"), ...tree(16, 30, "#46863f")];
  }
  if (kind === "swamp") {
    return [rect(60, 44, "#8ea07a"), rect(60, 14, "#c6d1b6"), ["ellipse", { cx: 30, cy: 32, rx: 26, ry: 9, fill: "#4c6b63" }],
      ["ellipse", { cx: 22, cy: 31, rx: 8, ry: 1.6, fill: "#7ea39a" }], stroked("M8 34V18M11 34V22M48 34V16M51 34V21", "#4a5a2a", 1.6),
      ["ellipse", { cx: 8, cy: 18, rx: 1.6, ry: 4, fill: "#6b4a2a" }], ["ellipse", { cx: 48, cy: 16, rx: 1.6, ry: 4, fill: "#6b4a2a" }]];
  }
  return [rect(60, 44, "#234a2b"), ["ellipse", { cx: 30, cy: 30, rx: 22, ry: 10, fill: "#9fd27a" }],
    shape("M16 0L30 24L44 0Z", "#fff5b8", { opacity: ".35" }),
    ...tree(5, 24, "#173a20"), ...tree(55, 24, "#173a20"), ...tree(10, 12, "#1d4626"), ...tree(50, 12, "#1d4626"),
    dot(26, 30, 1.2, "#fff"), dot(34, 32, 1.2, "#ffe27a")];
}

function tree(x, y, fill) {
  return [shape(`M${x} ${y - 14}L${x + 7} ${y}H${x - 7}Z`, fill), ["rect", { x: x - 1, y, width: 2, height: 4, fill: "#5b3d24" }]];
}

function rune() {
  const mark = "M30 11V34M30 17L37 12M30 23L23 18M30 29L37 24";
  return [rect(60, 44, "#31414f"), shape("M18 40C12 28 16 8 30 5C44 8 48 28 42 40Z", "#8d98a3", { stroke: "#55606b", "stroke-width": 1.5 }),
    stroked(mark, "#7fe3ff", 2.6, { "stroke-linecap": "round" }), stroked(mark, "#7fe3ff", 6, { "stroke-linecap": "round", opacity: ".25" })];
}

function amulet() {
  return [rect(60, 44, "#3b2a4a"), stroked("M16 2Q30 24 44 2", "#d9b45a", 1.6),
    shape("M30 16L40 26L30 40L20 26Z", "#c9344a", { stroke: "#d9b45a", "stroke-width": 2.4 }), shape("M30 19L35 26L30 33Z", "#ff8a9c", { opacity: ".6" })];
}

// A card face's picture: an <svg> of the card drawn from its name key.
export function cardPicture(key, attrs = {}) {
  return s("svg", { viewBox: "0 0 60 44", preserveAspectRatio: "xMidYMid slice", ...HIDDEN, ...attrs }, ...pictureParts(key).map(el));
}

// A whole picture for the card view: the card's picture in its category frame.
export function cardArt(key) {
  const cat = CATEGORY[categoryOf(key)];
  return s("svg", { viewBox: "0 0 66 50", width: 264, height: 200, role: "img", ...HIDDEN },
    el(["rect", { x: 1, y: 1, width: 64, height: 48, rx: 4, fill: cat.frame }]),
    cardPicture(key, { x: 3, y: 3, width: 60, height: 44 }));
}

// A card back: dark forest under a moon.
export function cardBack(size = 40) {
  return s("svg", { width: size, height: Math.round(size * 1.4), viewBox: "0 0 40 56", ...HIDDEN },
    ...[["rect", { x: 1, y: 1, width: 38, height: 54, rx: 4, fill: "#1f3a27", stroke: "#c9b27a", "stroke-width": 1.5 }],
      dot(27, 15, 5, "#f3e8b8"), dot(29, 13.5, 4.2, "#1f3a27"),
      ...tree(10, 44, "#0f2416"), ...tree(20, 46, "#143020"), ...tree(30, 44, "#0f2416"),
      ["rect", { x: 4, y: 4, width: 32, height: 48, rx: 3, fill: "none", stroke: "#c9b27a", "stroke-width": ".6", opacity: ".6" }]].map(el));
}

// The home-screen icon: a moonlit tree with an owl's eyes.
export function gameIcon(size = 64) {
  return s("svg", { width: size, height: size, viewBox: "0 0 64 64", ...HIDDEN },
    ...[rect(64, 64, "#1f3a27", { rx: 14 }), dot(44, 18, 9, "#f3e8b8"), dot(48, 15, 8, "#1f3a27"),
      shape("M32 8L48 40H16Z", "#2f6a34"), shape("M32 20L52 54H12Z", "#3f7a3a"), ["rect", { x: 29, y: 54, width: 6, height: 6, fill: "#5b3d24" }],
      dot(28, 36, 3, "#ffe27a"), dot(36, 36, 3, "#ffe27a"), dot(28, 36, 1.2, "#1d1a12"), dot(36, 36, 1.2, "#1d1a12")].map(el));
}

// Category colours (card frames and ribbons).
export const CATEGORY = {
  supernatural: { frame: "#4b2d6b", ribbon: "#7a4fb0" },
  animal: { frame: "#6b4a24", ribbon: "#a8743f" },
  setting: { frame: "#2f5d3a", ribbon: "#4f8a4a" },
  rune: { frame: "#2b4a5f", ribbon: "#3f7fa3" },
  amulet: { frame: "#6b2436", ribbon: "#a33a52" },
};

export function categoryOf(key) {
  if (ANIMALS.includes(key)) return "animal";
  if (SETTINGS.includes(key)) return "setting";
  if (key === "rune" || key === "amulet") return key;
  return "supernatural";
}
