// The games the app has a board for.  One line per game: its module (loaded on demand)
// and its rules page; its board loads its own stylesheet.  A game the engine offers but
// that is not listed here is shown on the home screen as not playable yet.
export const GAMES = {
  lotus: { load: () => import("../games/lotus/index.js"), rules: "rules/lotus.html" },
  grimwood: { load: () => import("../games/grimwood/index.js"), rules: "rules/grimwood.html" },
  living_forest: { load: () => import("../games/living_forest/index.js"), rules: "rules/living_forest.html" },
  spirit_island_horizons: { load: () => import("../games/spirit_island_horizons/index.js"), rules: "rules/spirit_island_horizons.html" },
};

// The languages each game's rules page is written in (English: rules/<game>.html; another
// language: rules/<game>.<lang>.html).  A language not listed here opens the English page.
export const RULES_LANGUAGES = Object.freeze({
  lotus: ["en", "vi", "ja", "kk", "es"],
  grimwood: ["en", "vi", "ja", "kk", "es"],
  living_forest: ["en", "vi", "ja", "kk", "es"],
  spirit_island_horizons: ["en", "vi", "ja", "kk", "es"],
});

export function rulesUrl(id, lang) {
  const base = GAMES[id].rules;
  return lang !== "en" && (RULES_LANGUAGES[id] || []).includes(lang) ? base.replace(/\.html$/, `.${lang}.html`) : base;
}

const loaded = new Map();

export async function gameModule(id) {
  if (!GAMES[id]) return null;
  if (!loaded.has(id)) loaded.set(id, await GAMES[id].load());
  return loaded.get(id);
}
