"""Bots against bots: win rates with their 95% intervals, game lengths and move times.

    python3 bench/strength.py GAME LEVEL_A [LEVEL_B] [--games N] [--chunk K] [--cap A] [--players P]
    python3 bench/strength.py --plan PLAN.json [--minutes M] [--chunk K]
    python3 bench/strength.py --report [FILE...]

A pairing plays seeded games 0..N-1 (from --seed0); in game k seat (k mod P) plays LEVEL_A and
the others LEVEL_B, so every seat order is played.  A results file holds the games of one
version of the bots: each line names the commit it was played at; remove the file when the bots
change.  A cooperative game takes one level: every
seat plays LEVEL_A (with --spirit, every seat that spirit), and the rate is the team's wins.
Levels: random, policy (the game's playout policy, no search), easy, normal, hard.  Bot moves
go through Match.play_bot, as the page's.

Each finished game is one JSON line appended to the pairing's results file (by default
bench-results/strength/GAME-A-vs-B[-SPIRIT].jsonl) the moment it ends; a run skips the seeds
already in its file, so a stopped run resumes where it was.  --chunk stops after K new games
(a plan runs its pairings in turns of one chunk each, until all are done or --minutes pass).
A game longer than --cap actions is stopped and recorded as capped (counted in no rate: a
game that does not end is a defect to fix, not a result).  Every run ends with the summary of
what has finished: wins (ties count half), the Wilson 95% interval, rounds, move times.
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.core import registry  # noqa: E402
from pyengine.core.match import Match  # noqa: E402

RESULTS = ROOT / "bench-results" / "strength"
CAP = 5000  # actions: the longest game of any of the four with bots is well under this
Z95 = 1.959964


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The Wilson score interval (95%) of a win rate of ``wins`` in ``games``."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + Z95 * Z95 / (2 * games)
    spread = Z95 * math.sqrt(p * (1 - p) / games + Z95 * Z95 / (4 * games * games))
    scale = 1 + Z95 * Z95 / games
    return (centre - spread) / scale, (centre + spread) / scale


def pairing_file(game: str, a: str, b: str, players: int, spirit: str | None) -> Path:
    coop = registry.get(game).cooperative
    name = f"{game}-{players}p-{a}" + ("" if coop else f"-vs-{b}") + (f"-{spirit}" if spirit else "")
    return RESULTS / f"{name}.jsonl"


def play(game_id: str, levels: list[str], seed: int, cap: int, spirit: str | None = None) -> dict:
    """One game to its end (or its cap): who won, how long it was, the time of each move that had a
    choice, per level."""
    seats = [{"kind": "bot", **({"spirit": spirit} if spirit else {})} for _ in levels]
    match = Match.create(game_id, seats, seed, {})
    times: dict[str, list] = {}
    while not match.over and len(match.actions) < cap:
        seat = match.pending().player
        choosing = len(match.game.real_moves(match.legal())) > 1  # a move with no choice is not timed
        t = time.perf_counter()
        match.play_bot(levels[seat])
        if choosing:
            times.setdefault(levels[seat], []).append(round((time.perf_counter() - t) * 1000, 1))
    result = match.game.result(match.state) if match.over else None
    return {"seed": seed, "levels": levels, "capped": result is None, "actions": len(match.actions),
            "rounds": match.state.get("round"), "result": result and {k: result[k] for k in ("winners", "won") if k in result},
            "ms": times}


def engine_commit() -> str:
    """The commit the engine was run at (its bots change with it), marked "+" when edited since;
    read once, when the run starts (the run keeps the code it imported then)."""
    def git(*args):
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    commit = git("rev-parse", "--short", "HEAD") or "unknown"
    return commit + ("+" if git("status", "--porcelain", "--", "pyengine") else "")


COMMIT = engine_commit()


def done_seeds(path: Path) -> set:
    if not path.exists():
        return set()
    return {json.loads(line)["seed"] for line in path.read_text().splitlines() if line.strip()}


def run_pairing(game: str, a: str, b: str, games: int, players: int, seed0: int, cap: int,
                spirit: str | None = None, chunk: int | None = None) -> Path:
    """Play the games of a pairing not yet in its file (at most ``chunk`` of them)."""
    path = pairing_file(game, a, b, players, spirit)
    path.parent.mkdir(parents=True, exist_ok=True)
    coop = registry.get(game).cooperative
    done, played, commit = done_seeds(path), 0, COMMIT
    for k in range(games):
        seed = seed0 + k
        if seed in done:
            continue
        if chunk is not None and played >= chunk:
            break
        levels = [a] * players if coop else [a if s == k % players else b for s in range(players)]
        line = {"game": game, "a": a, "b": b, "players": players, "spirit": spirit, "commit": commit,
                "seat_a": None if coop else k % players,
                **play(game, levels, seed, cap, spirit)}
        with path.open("a") as out:
            out.write(json.dumps(line) + "\n")
        played += 1
        print(f"{path.name}: seed {seed} {line['result']} in {line['actions']} actions", file=sys.stderr, flush=True)
    return path


def summary(path: Path) -> dict:
    """What the finished games of one results file say."""
    lines = [json.loads(x) for x in path.read_text().splitlines() if x.strip()]
    ended = [x for x in lines if not x["capped"]]
    score = 0.0
    for x in ended:
        res = x["result"]
        if "won" in res:
            score += bool(res["won"])
        elif x["seat_a"] in res["winners"]:
            score += 1.0 / len(res["winners"])
    low, high = wilson(score, len(ended))
    times: dict[str, list] = {}
    for x in lines:
        for level, ms in x["ms"].items():
            times.setdefault(level, []).extend(ms)
    rounds = [x["rounds"] for x in ended if x["rounds"] is not None]
    first = lines[0] if lines else {}
    return {
        "file": path.name, "game": first.get("game"), "a": first.get("a"), "b": first.get("b"),
        "games": len(ended), "capped": len(lines) - len(ended), "a_score": score,
        "a_rate": round(score / len(ended), 3) if ended else None, "wilson95": [round(low, 3), round(high, 3)],
        "median_rounds": statistics.median(rounds) if rounds else None,
        "commits": sorted({x.get("commit", "?") for x in lines}),
        "median_actions": statistics.median(x["actions"] for x in ended) if ended else None,
        "move_ms": {lv: {"median": round(statistics.median(ts), 1), "p95": round(percentile(ts, 0.95), 1), "n": len(ts)}
                    for lv, ts in times.items()},
    }


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def report(paths: list[Path]) -> None:
    for path in paths:
        print(json.dumps(summary(path)))


def run_plan(plan: list[dict], minutes: float, chunk: int, cap: int) -> list[Path]:
    """The plan's pairings in turns of one chunk each, until every one is done or time is up."""
    end = time.monotonic() + minutes * 60
    paths, pending = [], list(plan)
    while pending and time.monotonic() < end:
        for entry in list(pending):
            if time.monotonic() >= end:
                break
            players, games = entry.get("players", 2), entry["games"]
            path = run_pairing(entry["game"], entry["a"], entry.get("b", entry["a"]), games, players,
                               entry.get("seed0", 0), cap, entry.get("spirit"), chunk)
            if path not in paths:
                paths.append(path)
            if len(done_seeds(path)) >= games:
                pending.remove(entry)
    return paths


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game", nargs="?")
    p.add_argument("a", nargs="?")
    p.add_argument("b", nargs="?", default="policy")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed0", type=int, default=0)
    p.add_argument("--chunk", type=int, default=None, help="stop after this many new games")
    p.add_argument("--cap", type=int, default=CAP, help="actions after which a game is stopped")
    p.add_argument("--spirit", default=None, help="Horizons: the spirit of every seat")
    p.add_argument("--plan", type=Path, help="a JSON list of pairings {game, a, b, games, players, spirit}")
    p.add_argument("--minutes", type=float, default=60.0, help="with --plan: stop starting chunks after this")
    p.add_argument("--report", nargs="*", type=Path, help="print the summaries of these files (none: all)")
    args = p.parse_args(argv)
    if args.report is not None:
        report(args.report or sorted(RESULTS.glob("*.jsonl")))
    elif args.plan:
        report(run_plan(json.loads(args.plan.read_text()), args.minutes, args.chunk or 4, args.cap))
    elif args.game and args.a:
        report([run_pairing(args.game, args.a, args.b, args.games, args.players, args.seed0, args.cap,
                            args.spirit, args.chunk)])
    else:
        p.error("name a game and a level, or --plan, or --report")


if __name__ == "__main__":
    main()
