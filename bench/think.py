"""Bench (f): how long the hard bot thinks over one move, per game, in the browser's worker
(op ``think`` in slices, as the page asks) and in CPython (the same positions, one ``think``
with the largest slice until done).

The positions are decisions of a seeded random game (every seat a hard bot) where the deciding
seat has at least two real choices (a standing preference is not one), spread evenly over the
game; each is a save, loaded afresh before it is timed.
"""
from __future__ import annotations

import json
import time

from pyengine import bridge
from pyengine.core.match import Match
from pyengine.core import bot

# (game, players, seed) measured; Horizons is solo (one spirit)
GAMES = [("lotus", 2, 7), ("living_forest", 2, 7), ("grimwood", 2, 7), ("spirit_island_horizons", 1, 7)]

# In the page: load each save, ask op think (40 ms slices) until done; the time of each move
# (from the first slice asked to the answer that carries the move) and its number of slices.
THINK_JS = """
async (saves) => {
  const call = window.pyengine.call, out = [];
  for (const save of saves) {
    const match = (await call({ op: "load", save })).match;
    const s = performance.now();
    let slices = 0, r;
    do {
      r = await call({ op: "think", match });
      slices++;
      if (!r.ok) throw new Error(JSON.stringify(r.error));
    } while (!r.done);
    out.push({ ms: performance.now() - s, slices });
    await call({ op: "close", match });
  }
  return out;
}
"""


def decision_saves(game: str, players: int, seed: int, n: int) -> list[str]:
    """Saves (JSON text) of ``n`` decisions with two real choices or more, spread evenly over a
    seeded random game."""
    seats = [{"name": f"Bot {i + 1}", "kind": "bot", "level": "hard"} for i in range(players)]
    match = Match.create(game, seats, seed, {})
    found = []
    while match.pending() is not None:
        if len(match.game.real_moves(match.legal())) >= 2:
            found.append(len(match.actions))
        match.act(bot.choose(match))
    picked = sorted({found[i * len(found) // n] for i in range(min(n, len(found)))})
    replay = Match.create(game, seats, seed, {})
    saves = []
    for count in picked:
        while len(replay.actions) < count:
            replay.act(bot.choose(replay))
        saves.append(json.dumps(replay.to_save()))
    return saves


def cpython_times(saves: list[str]) -> list[float]:
    """Milliseconds of each position's hard move through bridge.handle (slices of 200 ms)."""
    times = []
    for save in saves:
        match = bridge.call({"op": "load", "save": save})["match"]
        req = json.dumps({"op": "think", "match": match, "slice_ms": 200})
        t = time.perf_counter()
        while True:
            r = json.loads(bridge.handle(req))
            if not r["ok"]:
                raise RuntimeError(r["error"]["message"])
            if r["done"]:
                break
        times.append((time.perf_counter() - t) * 1000)
        bridge.call({"op": "close", "match": match})
    return times
