"""Bots against bots: win rates, game lengths and move times over seeded games.

    python3 bench/strength.py GAME LEVEL_A LEVEL_B [--games N] [--players P] [--seed0 S]

Seat 0..P-1 alternate: in game k, seat (k mod P) plays LEVEL_A and the others LEVEL_B,
so every seat order is played.  A cooperative game takes one level (LEVEL_B is ignored):
every seat plays LEVEL_A, and the win rate is the team's.  Prints one JSON line.
Levels: random, easy, normal, hard.  Bot moves go through Match.play_bot, as the page's.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

sys.path.insert(0, __file__.rsplit("/bench/", 1)[0])

from pyengine.core import registry  # noqa: E402
from pyengine.core.match import Match  # noqa: E402


def rounds_of(state: dict) -> int | None:
    """The round a game ended in, for the games that count rounds."""
    return state.get("round")


def play(game_id: str, levels: list[str], seed, options: dict | None = None, spirits=None) -> dict:
    seats = [{"kind": "bot"} for _ in levels]
    if spirits:
        for seat, spirit in zip(seats, spirits):
            seat["spirit"] = spirit
    match = Match.create(game_id, seats, seed, options or {})
    times: dict[str, list] = {}
    while not match.over:
        seat = match.pending().player
        t = time.perf_counter()
        match.play_bot(levels[seat])
        times.setdefault(levels[seat], []).append(time.perf_counter() - t)
    return {"result": match.game.result(match.state), "rounds": rounds_of(match.state),
            "actions": len(match.actions), "times": times}


def duel(game_id: str, a: str, b: str, games: int, players: int, seed0: int = 0, options=None, spirits=None) -> dict:
    game = registry.get(game_id)
    wins = ties = 0
    rounds, move_times = [], {}
    t0 = time.perf_counter()
    for k in range(games):
        if game.cooperative:
            levels, mine = [a] * players, None
        else:
            mine = k % players
            levels = [a if s == mine else b for s in range(players)]
        out = play(game_id, levels, seed0 + k, options, spirits)
        result = out["result"]
        print(f"game {k + 1}/{games}: seed {seed0 + k}, levels {levels}, {result.get('winners', result.get('won'))}",
              file=sys.stderr, flush=True)
        if game.cooperative:
            wins += bool(result["won"])
        elif mine in result["winners"]:
            if len(result["winners"]) > 1:
                ties += 1
            else:
                wins += 1
        if out["rounds"] is not None:
            rounds.append(out["rounds"])
        for level, ts in out["times"].items():
            move_times.setdefault(level, []).extend(ts)
    return {
        "game": game_id, "players": players, "a": a, "b": b, "games": games, "a_wins": wins, "a_ties": ties,
        "a_win_rate": round(wins / games, 3), "median_rounds": statistics.median(rounds) if rounds else None,
        "median_move_ms": {lv: round(statistics.median(ts) * 1000, 1) for lv, ts in move_times.items()},
        "max_move_ms": {lv: round(max(ts) * 1000, 1) for lv, ts in move_times.items()},
        "seconds": round(time.perf_counter() - t0, 1),
    }


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("a")
    p.add_argument("b", nargs="?", default="random")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed0", type=int, default=0)
    p.add_argument("--options", default="{}", help="the game's options, as JSON")
    p.add_argument("--spirit", default=None, help="Horizons: the spirit of every seat (solo)")
    args = p.parse_args(argv)
    spirits = [args.spirit] * args.players if args.spirit else None
    print(json.dumps(duel(args.game, args.a, args.b, args.games, args.players, args.seed0,
                          json.loads(args.options), spirits)))


if __name__ == "__main__":
    main()
