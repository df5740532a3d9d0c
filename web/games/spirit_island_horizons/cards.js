// Horizons' cards and small pictures, built with DOM calls: a power card's face (cost, speed,
// elements, range, target, our short text, thresholds), the element and growth icons, and the
// words of a card's facts.  The facts come with the view (view.board.cards[id], from the data);
// nothing here decides a rule.
import { h, s, drawn } from "../../js/dom.js";
import { t, has, list } from "../../i18n/index.js";
import { targetClasses } from "../../js/board-kit.js";

export const ELEMENTS = Object.freeze(["sun", "moon", "fire", "air", "water", "earth", "plant", "animal"]);

// One picture per element in a 20 x 20 box centred on 0,0 (shape and colour: never colour alone).
const ELEMENT_ART = Object.freeze({
  sun: [["circle", { r: 5.2, fill: "#f3b61f", stroke: "#8a5a00", "stroke-width": 1 }],
    ["path", { d: "M0-9V-6.8M0 6.8V9M-9 0H-6.8M6.8 0H9M-6.4-6.4L-4.8-4.8M4.8 4.8L6.4 6.4M-6.4 6.4L-4.8 4.8M4.8-4.8L6.4-6.4", stroke: "#c98a00", "stroke-width": 1.6, "stroke-linecap": "round" }]],
  moon: [["path", { d: "M3.5-8A8.2 8.2 0 1 0 3.5 8A6.2 6.2 0 1 1 3.5-8Z", fill: "#b9c3d6", stroke: "#4b5570", "stroke-width": 1 }]],
  fire: [["path", { d: "M0-9C2.5-5 6.5-3 6.5 2.2C6.5 6 3.5 8.6 0 8.6C-3.5 8.6-6.5 6-6.5 2.2C-6.5-1 -4-2.6-3.4-5.2C-1.8-3.2-1.2-1.6-.6 0C0-3.5 1-6 0-9Z", fill: "#e2572b", stroke: "#7c1f0a", "stroke-width": 1 }]],
  air: [["path", { d: "M-8-2.5H3.5A3 3 0 1 0 .8-6.6M-8 1.5H6A2.6 2.6 0 1 1 3.6 5.4M-6 5H-1", fill: "none", stroke: "#8a63c2", "stroke-width": 1.9, "stroke-linecap": "round" }]],
  water: [["path", { d: "M0-9C3 -4 6.5-.5 6.5 3A6.5 6.5 0 0 1-6.5 3C-6.5-.5-3-4 0-9Z", fill: "#3a8fd6", stroke: "#163f66", "stroke-width": 1 }]],
  earth: [["path", { d: "M-8.5 7L-3.2-4.5L0 .5L3.4-7L8.5 7Z", fill: "#9a7448", stroke: "#4a341d", "stroke-width": 1, "stroke-linejoin": "round" }]],
  plant: [["path", { d: "M-6.5 7C-7.5-1-2-7.5 7.5-8C7.5 1.5 1 7-6.5 7Z", fill: "#4e9e3f", stroke: "#1f4d18", "stroke-width": 1 }],
    ["path", { d: "M-6.5 7L3-2.5", stroke: "#1f4d18", "stroke-width": 1 }]],
  animal: [["ellipse", { cx: 0, cy: 3.2, rx: 4.6, ry: 3.8, fill: "#b1452f", stroke: "#4d150a", "stroke-width": 1 }],
    ...[[-6, -2], [-2.2, -6], [2.2, -6], [6, -2]].map(([cx, cy]) => ["circle", { cx, cy, r: 2, fill: "#b1452f", stroke: "#4d150a", "stroke-width": 0.8 }])],
});

// An element icon (an <svg>), its name for assistive technology; count > 1 drawn beside it.
export function elementIcon(element, count = null) {
  const label = count && count > 1 ? t("horizons.element.count", { count, element: t(`horizons.element.${element}`) }) : t(`horizons.element.${element}`);
  return h("span", { class: `hzc-el hzc-el--${element}`, role: "img", "aria-label": label, title: label },
    s("svg", { viewBox: "-10 -10 20 20", "aria-hidden": "true" }, ...(ELEMENT_ART[element] || []).map(drawn)),
    count && count > 1 ? h("b", { "aria-hidden": "true", text: String(count) }) : null);
}

// {water: 2, moon: 1} in element order
export function elementIcons(counts) {
  return ELEMENTS.filter((e) => counts[e] > 0).map((e) => elementIcon(e, counts[e]));
}

export function elementWords(counts) {
  return list(ELEMENTS.filter((e) => counts[e] > 0).map((e) => t("horizons.element.count", { count: counts[e], element: t(`horizons.element.${e}`) })));
}

export const landName = (id) => (id ? t("horizons.land.name", { board: String(id)[0], number: String(id).slice(1) }) : "");

// A spirit's name (the view gives its id; its words are the catalog's).
export const spiritName = (sp) => (sp && sp.spirit ? t(`seatfield.spirit_island_horizons.spirit.${sp.spirit}`) : "");

// The name of a card, innate power, special rule or fear card: the catalog's words, else its id
// in words (never blank).
export function cardName(id) {
  const key = `horizons.named.${id}`;
  if (has(key)) return t(key);
  const words = String(id || "").replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// A card's facts from the view (cost, speed, range, target, elements, thresholds, levels) with
// its words from the catalog: name, text, each threshold's and each level's text.
export function factsOf(id, view) {
  const facts = view && view.board && view.board.cards && view.board.cards[id];
  if (!facts) return null;
  const words = (suffix) => t(`horizons.named.${id}.${suffix}`);
  const out = { ...facts, name: cardName(id) };
  if (has(`horizons.named.${id}.text`)) out.text = words("text");
  if (facts.thresholds) out.thresholds = facts.thresholds.map((th) => ({ ...th, text: words("threshold") }));
  if (Array.isArray(facts.levels)) out.levels = facts.levels.map((lv, i) => ({ ...lv, text: words(`level.${i + 1}`) }));
  if (facts.terror_levels) out.levels = Object.fromEntries(facts.terror_levels.map((n) => [String(n), words(`level.${n}`)]));
  return out;
}

const terrainList = (terrains) => list((terrains || []).map((x) => t(`horizons.terrain.${x}`)));

export function rangeWords(range) {
  if (!range) return t("horizons.card.range.none");
  if (range.source_terrain && range.source_terrain.length) {
    return t("horizons.card.range.presence.terrain", { n: range.range, terrains: terrainList(range.source_terrain) });
  }
  return t(`horizons.card.range.${range.source}`, { n: range.range });
}

export function targetWords(target) {
  if (!target) return "";
  return t(`horizons.card.target.${target.kind}.${target.filter}`, { terrains: terrainList(target.terrains) });
}

// The invader card "stage2_coastal" in words.
export function invaderWords(id) {
  if (!id) return t("horizons.invader.none");
  const m = /^stage(\d)_(.+)$/.exec(id);
  if (!m) return id;
  const terrains = m[2] === "coastal" ? t("horizons.invader.coastal") : terrainList(m[2].split("_"));
  return t("horizons.invader.card", { stage: t(`horizons.roman.${m[1]}`), terrains });
}

export function invaderTerrains(id) {
  const m = /^stage(\d)_(.+)$/.exec(id || "");
  return m ? m[2].split("_") : [];
}

// The lines of a power card or innate power for the card view.
export function cardLines(id, view) {
  const f = factsOf(id, view);
  if (!f) return [];
  const lines = [];
  if (f.levels && Array.isArray(f.levels)) {
    lines.push(t("horizons.card.line", { speed: t(`horizons.speed.${f.speed}`), range: rangeWords(f.range), target: targetWords(f.target) }));
    f.levels.forEach((lv, i) => lines.push(`${t("horizons.board.innate.level", { n: i + 1 })}: ${t("horizons.card.threshold", { elements: elementWords(lv.elements), text: lv.text })}`));
    lines.push(t("horizons.card.innate.levels"));
    return lines;
  }
  if (f.levels) { // a fear card
    for (const level of Object.keys(f.levels).sort()) lines.push(t("horizons.card.fear.level", { level: t(`horizons.roman.${level}`), text: f.levels[level] }));
    return lines;
  }
  lines.push(t("horizons.card.line", { speed: t(`horizons.speed.${f.speed}`), range: rangeWords(f.range), target: targetWords(f.target) }));
  lines.push(f.text);
  for (const th of f.thresholds || []) lines.push(t("horizons.card.threshold", { elements: elementWords(th.elements), text: th.text }));
  if ((f.elements || []).length) lines.push(t("horizons.card.elements", { elements: list(f.elements.map((e) => t(`horizons.element.${e}`))) }));
  return lines;
}

export function cardSubtitle(id, view) {
  const f = factsOf(id, view);
  if (!f) return "";
  if (Array.isArray(f.levels)) return t("horizons.card.innate", { speed: t(`horizons.speed.${f.speed}`) });
  if (f.levels) return t("horizons.card.fear");
  return t("horizons.card.deck", { deck: t(`horizons.deck.${f.deck}`), cost: t("horizons.card.cost", { count: f.cost }) });
}

const countsOf = (els) => Object.fromEntries(Object.entries(els || {}));

// A power card's face: a button when it is a target (or always, with data-inspect for the card
// view). target: its data-target (null: a picture only); extra: {used, chosen, small}.
export function cardFace(id, view, hl, target, extra = {}) {
  const f = factsOf(id, view) || { name: cardName(id), elements: [], thresholds: [] };
  const cls = targetClasses(`hzc-card hzc-card--${f.speed || "none"}${extra.used ? " is-used" : ""}${extra.small ? " hzc-card--small" : ""}`, target || "", hl);
  const attrs = {
    class: cls, type: "button",
    dataset: { inspect: `card:${id}`, mark: `card:${id}`, card: id, testid: extra.testid || "hz-card", group: extra.group || "cards", flip: `card-${id}` },
    "aria-label": `${f.name}. ${cardLines(id, view).join(". ")}`,
  };
  if (target) attrs.dataset.target = target;
  if (extra.art) return h("div", { class: cls, role: "img", "aria-label": attrs["aria-label"], dataset: { testid: "hz-card-art", card: id } }, ...faceParts(f, extra));
  return h("button", attrs, ...faceParts(f, extra));
}

// A name that would break inside a word at the card's width: over 24 letters, or a word over 10.
const longName = (name) => String(name).length > 24 || String(name).split(/\s+/).some((w) => w.length > 10);

function faceParts(f, extra) {
  return [
    h("span", { class: "hzc-top" },
      h("span", { class: "hzc-cost", title: t("horizons.card.cost", { count: f.cost || 0 }), text: String(f.cost || 0) }),
      h("span", { class: `hzc-name${longName(f.name) ? " hzc-name--long" : ""}`, text: f.name }),
      f.speed ? h("span", { class: `hzc-speed hzc-speed--${f.speed}`, text: t(`horizons.speed.${f.speed}`) }) : null),
    h("span", { class: "hzc-els" }, ...(f.elements || []).map((e) => elementIcon(e))),
    f.speed && !extra.small ? h("span", { class: "hzc-aim", text: `${rangeWords(f.range)} · ${targetWords(f.target)}` }) : null,
    extra.small ? null : h("span", { class: "hzc-text", text: f.text || "" }),
    extra.small ? null : h("span", { class: "hzc-ths" }, ...(f.thresholds || []).map((th) => h("span", { class: "hzc-th" },
      h("span", { class: "hzc-th-els" }, ...elementIcons(countsOf(th.elements))), h("span", { text: th.text })))),
    extra.used ? h("span", { class: "hzc-used", text: t("horizons.board.used") }) : null];
}

// What the card view shows of a card: its name, kind, face (a power card's, drawn as on the
// hand) and lines.
export function cardView(id, view) {
  const f = factsOf(id, view);
  const power = Boolean(f && f.speed && !f.levels);
  return { title: cardName(id, view), subtitle: cardSubtitle(id, view), art: power ? cardFace(id, view, { targets: new Set(), selected: new Set() }, null, { art: true }) : null, text: cardLines(id, view) };
}

// The pictures of growth icons, in a 20 x 20 box.
const GROWTH_ART = Object.freeze({
  reclaim_all: [["path", { d: "M-6 4A7 7 0 1 1 6 4", fill: "none", stroke: "#2f6b41", "stroke-width": 2.2, "stroke-linecap": "round" }],
    ["path", { d: "M-9 1L-6 5.5L-2.5 1.8", fill: "none", stroke: "#2f6b41", "stroke-width": 2.2, "stroke-linejoin": "round", "stroke-linecap": "round" }]],
  add_presence: [["circle", { r: 7, fill: "#e0662a", stroke: "#2a2118", "stroke-width": 1.3 }],
    ["path", { d: "M0-3.6V3.6M-3.6 0H3.6", stroke: "#fff", "stroke-width": 2, "stroke-linecap": "round" }]],
  gain_power_card: [["rect", { x: -5.5, y: -8, width: 11, height: 16, rx: 1.8, fill: "#efe1bd", stroke: "#5b4526", "stroke-width": 1.3 }],
    ["path", { d: "M-2.5-3H2.5M-2.5 0H2.5M-2.5 3H1", stroke: "#5b4526", "stroke-width": 1.1 }]],
  gain_energy: [["circle", { r: 7.5, fill: "#f3c64a", stroke: "#7a5300", "stroke-width": 1.3 }],
    ["path", { d: "M1.5-5L-3 1H0.5L-1.5 5.5L3-0.8H-0.5Z", fill: "#7a5300" }]],
});

export function growthIcon(icon) {
  const words = t(`horizons.growth.${icon.op}`, icon);
  return h("span", { class: `hzc-grow hzc-grow--${icon.op}`, title: words },
    s("svg", { viewBox: "-10 -10 20 20", "aria-hidden": "true" }, ...(GROWTH_ART[icon.op] || []).map(drawn)),
    h("span", { class: "hzc-grow-text", text: t(`horizons.growth.short.${icon.op}`, icon) }));
}
