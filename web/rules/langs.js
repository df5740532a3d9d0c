// A rules page's other languages: links to the same page written in each language it exists in
// (js/games.js RULES_LANGUAGES), each named in itself.  The page names its game on <main data-game>.
import { RULES_LANGUAGES, GAMES } from "../js/games.js";
import { NATIVE_NAMES } from "../i18n/language.js";

const main = document.querySelector("main[data-game]");
const holder = document.querySelector("[data-rules-langs]");
if (main && holder) {
  const game = main.dataset.game;
  const here = document.documentElement.lang;
  const page = (lang) => GAMES[game].rules.replace(/^rules\//, "").replace(/\.html$/, lang === "en" ? ".html" : `.${lang}.html`);
  for (const lang of RULES_LANGUAGES[game] || []) {
    if (lang === here) continue;
    const a = document.createElement("a");
    a.href = page(lang);
    a.lang = lang;
    a.hreflang = lang;
    a.textContent = NATIVE_NAMES[lang];
    a.dataset.testid = `rules-lang-${lang}`;
    holder.append(a);
  }
  holder.hidden = holder.children.length === 0;
}
