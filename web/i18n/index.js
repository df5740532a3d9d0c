// t(key, args): the one way the app turns a message key into text.
// The catalogs are Project Fluent files, one per language per area: web/i18n/<lang>/<area>.ftl.
// The engine and the page keep dotted keys ("lotus.play"); Fluent ids cannot hold dots, so a
// key becomes its id by one rule (fluentId).  A message missing from the chosen language falls
// back to English when English is loaded; otherwise the key itself shows (so gaps are visible).
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";

// the languages whose catalogs ship (vi, ja, kk and es join as their catalogs are written)
export const LANGUAGES = Object.freeze(["en", "vi", "ja", "kk", "es"]);
export const FALLBACK = "en";
// the app shell first, then one file per game (what every page speaks)
export const AREAS = Object.freeze(["app", "lotus", "grimwood", "living_forest", "spirit_island_horizons", "spirit_island_horizons_cards"]);
// words a page loads only when it shows them (loadAreas): each game's lessons
export const LESSON_AREAS = Object.freeze(["lessons_lotus", "lessons_grimwood", "lessons_living_forest", "lessons_spirit_island_horizons"]);

let current = FALLBACK;
let bundles = []; // the chosen language's bundle, then English's (when they differ)
const loaded = new Map(); // lang -> FluentBundle
const extra = new Map(); // lang -> Map(area -> promise of its file added), areas loaded on demand

export function fluentId(key) {
  return key.replaceAll(".", "-");
}

export function language() {
  return current;
}

// Build a language's bundle from the texts of its .ftl files (synchronous: the tests under Node
// read the files themselves).  Returns the list of Fluent's complaints (none for a good file).
export function addCatalog(lang, sources) {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const errors = [];
  for (const source of sources) errors.push(...bundle.addResource(new FluentResource(source)));
  loaded.set(lang, bundle);
  return errors;
}

export function useLanguage(lang) {
  if (!loaded.has(lang)) throw new Error(`language ${lang} is not loaded`);
  current = lang;
  bundles = [loaded.get(lang), ...(lang !== FALLBACK && loaded.has(FALLBACK) ? [loaded.get(FALLBACK)] : [])];
}

export function catalogUrl(lang, area, base = import.meta.url) {
  return new URL(`./${lang}/${area}.ftl`, base).href;
}

const fetchFile = (url) => fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${url}: ${r.status}`))));

// Fetch a language's catalogs and make it the one t() speaks.  Only that language is fetched:
// every shipped language has all of English's messages (the catalog tests hold it to that), so
// English is a fallback only once it is loaded anyway.
export async function loadLanguage(lang, fetchText = fetchFile) {
  if (!loaded.has(lang)) {
    const errors = addCatalog(lang, await Promise.all(AREAS.map((area) => fetchText(catalogUrl(lang, area)))));
    for (const e of errors) console.warn(`catalog ${lang}: ${e.message}`);
  }
  useLanguage(lang);
}

// Add more areas (LESSON_AREAS) to the language spoken now, each fetched once per language.
export async function loadAreas(areas, fetchText = fetchFile) {
  const lang = current;
  const bundle = loaded.get(lang);
  if (!bundle) throw new Error(`language ${lang} is not loaded`);
  if (!extra.has(lang)) extra.set(lang, new Map());
  const mine = extra.get(lang);
  await Promise.all(areas.map((area) => {
    if (!mine.has(area)) {
      mine.set(area, fetchText(catalogUrl(lang, area)).then((text) => {
        for (const e of bundle.addResource(new FluentResource(text))) console.warn(`catalog ${lang}/${area}: ${e.message}`);
      }));
    }
    return mine.get(area);
  }));
}

// The variables a message chooses by (its select expressions', and those of the messages it
// references, which read the same arguments): found once per message in Fluent's parsed form.
const chooserCache = new WeakMap();
function choosers(bundle, pattern) {
  if (typeof pattern === "string") return [];
  let names = chooserCache.get(pattern);
  if (names) return names;
  names = new Set();
  const seen = new Set();
  const walk = (node, choosing) => {
    if (Array.isArray(node)) for (const n of node) walk(n, choosing);
    else if (node && typeof node === "object") {
      if (node.type === "var" && choosing) names.add(node.name);
      else if (node.type === "select") {
        walk(node.selector, true);
        for (const v of node.variants) walk(v.value, false);
      } else if (node.type === "mesg" && !seen.has(node.name)) {
        seen.add(node.name);
        const other = bundle.getMessage(node.name);
        if (other && other.value) walk(other.value, false);
      }
    }
  };
  walk(pattern, false);
  chooserCache.set(pattern, names);
  return names;
}

// Arguments as Fluent takes them: numbers stay numbers (plural forms, number formatting),
// true/false become the words "true"/"false" and a list is joined as the language joins one.
// A variable a message chooses by that is absent,
// null or empty becomes the word "none", so "[none]" is the variant for "nothing to say".
function fluentArgs(args, bundle, pattern) {
  const out = {};
  for (const [name, v] of Object.entries(args || {})) {
    if (typeof v === "number" || typeof v === "string") out[name] = v;
    else if (typeof v === "boolean") out[name] = v ? "true" : "false";
    else if (Array.isArray(v)) out[name] = list(v.map(String));
    else if (v !== null && v !== undefined) out[name] = String(v);
  }
  for (const name of choosers(bundle, pattern)) if (out[name] === undefined || out[name] === "") out[name] = "none";
  return out;
}

function find(key) {
  const id = fluentId(key);
  for (const bundle of bundles) {
    const msg = bundle.getMessage(id);
    if (msg && msg.value) return [bundle, msg];
  }
  return [null, null];
}

export function has(key) {
  return find(key)[0] !== null;
}

export function t(key, args = {}) {
  const [bundle, msg] = find(key);
  if (!bundle) return key;
  return bundle.formatPattern(msg.value, fluentArgs(args, bundle, msg.value), []);
}

// "a", "a and b", "a, b and c" in the language's own way
export function list(items, type = "conjunction") {
  if (items.length <= 1) return items.join("");
  return new Intl.ListFormat(current, { style: "long", type }).format(items.map(String));
}

// Fill every element carrying data-i18n (text), data-i18n-aria (aria-label) or
// data-i18n-title (title) from the catalog.
export function applyI18n(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-aria]")) el.setAttribute("aria-label", t(el.dataset.i18nAria));
  for (const el of root.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) el.placeholder = t(el.dataset.i18nPlaceholder);
}
