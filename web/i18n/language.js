// Which language a page speaks: a choice the player made on this device, else a `lang` in the
// page's address (a teaching embed), else the browser's languages negotiated against ours,
// else the host page's <html lang> (an embed in someone's page), else English.
import { negotiateLanguages } from "../vendor/fluent-langneg/index.js";
import { LANGUAGES, FALLBACK, loadLanguage, language } from "./index.js";

const KEY = "garden-table.lang";

// Each language named in itself, for the picker.
export const NATIVE_NAMES = Object.freeze({ en: "English", vi: "Tiếng Việt", ja: "日本語", kk: "Қазақша", es: "Español" });

function stored() {
  try {
    return globalThis.localStorage ? localStorage.getItem(KEY) : null;
  } catch {
    return null; // storage refused (a sandboxed frame): the choice is simply not remembered
  }
}

function best(requested) {
  const wanted = requested.filter(Boolean);
  if (!wanted.length) return null;
  const found = negotiateLanguages(wanted, LANGUAGES, { strategy: "lookup", defaultLocale: "" });
  return found[0] || null;
}

// The language this page starts in; `requested` (an embed's option, or the host page's
// <html lang> for a board embedded in someone's page) goes first.
export function pageLanguage(requested = null) {
  const doc = globalThis.document;
  const fromUrl = globalThis.location ? new URL(globalThis.location.href).searchParams.get("lang") : null;
  return best([requested, fromUrl])
    || best([stored()])
    || best([...(globalThis.navigator && navigator.languages ? navigator.languages : [])])
    || (doc ? best([doc.documentElement.lang]) : null)
    || FALLBACK;
}

function mark(lang) {
  if (globalThis.document) document.documentElement.lang = lang;
}

let starting = null;

// Load the page's language once; every entry point awaits this before its first words.
// ownPage: the page is ours (the app, embed.html, a rules page), so <html lang> follows; a
// board embedded in someone else's page leaves their <html lang> alone.
export function ready(requested = null, { ownPage = true } = {}) {
  if (!starting) starting = loadLanguage(pageLanguage(requested)).then(() => ownPage && mark(language()));
  return starting;
}

// The player's choice: remembered on this device and spoken from now on.
export async function chooseLanguage(lang) {
  if (!LANGUAGES.includes(lang)) throw new Error(`unknown language ${lang}`);
  await loadLanguage(lang);
  mark(lang);
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // not remembered (storage refused); the page still speaks it
  }
}
