"""Random games per second through the JSON-free bridge API (runs in CPython and Pyodide).

Each game: bridge `new` (Lotus, seeded), then `bot` until the bridge answers
game_over, then `close`.  The bot is the engine's own uniform random player.
"""
from __future__ import annotations

import time

from pyengine import bridge


def random_games(seconds: float = 5.0, players: int = 2, game: str = "lotus",
                 seed0: int = 0, max_games: int = 100_000) -> dict:
    t0 = time.perf_counter()
    games = actions = 0
    while games < max_games and time.perf_counter() - t0 < seconds:
        new = bridge.call({"op": "new", "game": game, "players": players, "seed": seed0 + games})
        assert new["ok"], new
        match = new["match"]
        while True:
            r = bridge.call({"op": "bot", "match": match})
            if not r["ok"]:
                assert r["error"]["code"] == "game_over", r
                break
            actions += 1
        bridge.call({"op": "close", "match": match})
        games += 1
    elapsed = time.perf_counter() - t0
    return {"games": games, "actions": actions, "seconds": elapsed,
            "games_per_s": games / elapsed, "actions_per_s": actions / elapsed}
