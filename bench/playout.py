"""Random games per second through the JSON-free bridge API (runs in CPython and Pyodide).

Each game: bridge `new` (Lotus by default, seeded), then `bot` until the bridge answers
game_over, then `close`.  The bot is the engine's own uniform random player.
``late_position`` gives a late-game save and the heavy action to time on it.
"""
from __future__ import annotations

import time

from pyengine import bridge
from pyengine.core import registry
from pyengine.core.jsondata import clone
from pyengine.core.match import Match
from pyengine.core.playout import Playout
from pyengine.core.rng import Rng


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


def fast_games(seconds: float = 5.0, players: int = 2, game: str = "lotus", policy: bool = False,
               seed0: int = 0, max_games: int = 100_000) -> dict:
    """Random games per second on the playouts' fast path (core/playout.py: one copy, moves
    applied in place, unlabelled, unchecked); ``policy``: the game's playout policy instead
    of uniform choices (what a bot's playouts really run)."""
    g = registry.get(game)
    t0 = time.perf_counter()
    games = actions = 0
    while games < max_games and time.perf_counter() - t0 < seconds:
        start = Match.create(game, players, seed0 + games)
        play = Playout(g, clone(start.state), Rng(start.rng_state))
        pick = Rng(seed0 + games + 1)
        while play.seat() is not None:
            moves = play.moves()
            play.play(g.playout_move(play.state, moves, pick) if policy else moves[pick.below(len(moves))])
        actions += play.played
        games += 1
    elapsed = time.perf_counter() - t0
    return {"games": games, "actions": actions, "seconds": elapsed,
            "games_per_s": games / elapsed, "actions_per_s": actions / elapsed}


def late_position(game: str = "spirit_island_horizons", players: int = 1, seed: int = 161) -> dict:
    """A save starting from the last round of a seeded bot game (its first decision) and the
    actions the bot played from there to the end: {"save", "actions": [{"player", "action"}]}."""
    match = bridge.call({"op": "new", "game": game, "players": players, "seed": seed})["match"]
    late, rounds = None, None
    while True:
        save = bridge.call({"op": "save", "match": match})["save"]
        if save["position"]["state"].get("round") != rounds:
            rounds = save["position"]["state"].get("round")
            late = {"save": {**save, "start": save["position"], "actions": [], "position": None},
                    "from": len(save["actions"])}
        if not bridge.call({"op": "bot", "match": match})["ok"]:
            break
    late["actions"] = bridge.call({"op": "save", "match": match})["save"]["actions"][late.pop("from"):]
    bridge.call({"op": "close", "match": match})
    return late


def late_acts(late: dict, n: int) -> list[float]:
    """Round trips (ms, through bridge.handle) of ``act`` along the late position's actions to the
    end, ``n`` times over, each time on a fresh load (not timed)."""
    import json

    times = []
    save = json.dumps(late["save"])
    for _ in range(n):
        match = bridge.call({"op": "load", "save": save})["match"]
        for entry in late["actions"]:
            req = json.dumps({"op": "act", "match": match, "player": entry["player"], "action": entry["action"]})
            t = time.perf_counter()
            r = json.loads(bridge.handle(req))
            times.append((time.perf_counter() - t) * 1000)
            assert r["ok"], r
        bridge.call({"op": "close", "match": match})
    return times
