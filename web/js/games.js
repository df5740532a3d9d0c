// The games the app has a board for.  One line per game: its module (loaded on demand)
// its rules page and its board stylesheet (paths relative to the site root).  A game the engine offers but that is not listed here is shown on
// the home screen as not playable yet.
export const GAMES = {
  lotus: { load: () => import("../games/lotus/index.js"), rules: "rules/lotus.html", css: "games/lotus/board.css" },
  grimwood: { load: () => import("../games/grimwood/index.js"), rules: "rules/grimwood.html", css: "games/grimwood/board.css" },
  living_forest: { load: () => import("../games/living_forest/index.js"), rules: "rules/living_forest.html", css: "games/living_forest/board.css" },
};

const loaded = new Map();

export async function gameModule(id) {
  if (!GAMES[id]) return null;
  if (!loaded.has(id)) loaded.set(id, await GAMES[id].load());
  return loaded.get(id);
}
