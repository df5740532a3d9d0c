"""No two choices of one Horizons decision carry the same words: random games through the engine
in the page, each decision's legal actions worded by the game module as the chooser and the
buttons word them (growth's two presence icons of one option differ by their range), in Spanish so
that a word the catalog did not give shows as the engine's English label."""
from __future__ import annotations

from e2e_helpers import open_app

WORDS_OF_RANDOM_GAMES = """async ([seeds, spirits, limit]) => {
  const mod = await import('./games/spirit_island_horizons/index.js');
  const call = window.pyengine.call;
  const clashes = [];
  const unworded = [];  // an action worded by the engine's label (English, for tests), not the catalog
  let decisions = 0;
  for (const seed of seeds) {
    const made = await call({op: 'new', game: 'spirit_island_horizons', players: spirits, seed});
    let rnd = seed * 7919 + 17;
    const next = (n) => { rnd = (rnd * 1103515245 + 12345) % 2147483648; return rnd % n; };
    for (let i = 0; i < limit; i++) {
      const pub = (await call({op: 'view', match: made.match, player: null})).view;
      if (pub.over) break;
      const view = (await call({op: 'view', match: made.match, player: pub.pending.player})).view;
      const acts = view.actions;
      const words = acts.map((a) => mod.actionText(a, view));
      decisions++;
      const seen = new Map();
      // a land is named by its printed code in every language: only other labels count
      words.forEach((w, j) => {
        if (!w || (w === acts[j].label && !/^[A-Z]\\d+$/.test(w))) unworded.push(acts[j]);
      });
      words.forEach((w, j) => {
        if (seen.has(w)) clashes.push({seed, kind: view.pending.kind, words: w, a: acts[seen.get(w)], b: acts[j]});
        seen.set(w, j);
      });
      await call({op: 'act', match: made.match, action: acts[next(acts.length)], player: pub.pending.player});
    }
    await call({op: 'close', match: made.match});
  }
  return {clashes: clashes.slice(0, 5), unworded: unworded.slice(0, 5), decisions};
}"""


def test_no_two_choices_of_one_decision_carry_the_same_words(page, base_url):
    # in Spanish: an engine label (English) there is a word the catalog did not give
    open_app(page, base_url, query="botDelay=0&test=1&lang=es")
    # Eyes Watch from the Trees: one growth option with two presence icons of other ranges
    for spirits in ([{"name": "Eyes", "spirit": "eyes_watch_from_the_trees"}], 3):
        got = page.evaluate(WORDS_OF_RANDOM_GAMES, [list(range(1, 11)), spirits, 400])
        assert got["decisions"] > 250
        assert got["clashes"] == [], got["clashes"]
        assert got["unworded"] == [], got["unworded"]
