"""Fit a game's position evaluation to the outcomes of self-play, and write its weights.

    python3 bench/fit_eval.py GAME [--games N] [--seed0 S] [--players P] [--every K]

Every seat plays the game's own playout policy (``Game.playout_move``) on the real state,
through the playouts' fast path (core/playout.py), from seeded starts.  Every K-th action
(from a seeded offset, so the samples spread over the whole game) each seat's features are
recorded (the game's ``bot.FEATURES`` / ``bot.features(state, seat)``), and at the end the
game's result.  A logistic regression (Newton's method with a little L2, pure Python: the
engine and its benches need no third-party package) is fitted on the first 80% of the games
and judged on the rest, then written to ``pyengine/games/<game>/eval_weights.json``.

Competitive games (``bot.MODEL == "lead"``) are fitted on two seats: one row per position,
seat 0's features minus seat 1's, labelled 1 when seat 0 won, 0 when it lost, 0.5 on a
shared win.  At run time core.evaluation.fitted_lead_values takes each seat's lead over its
best rival.  A cooperative game (``"team"``) has one row of team features per position (its
first feature a constant 1: the bias), labelled won or lost, or by the game's own
``bot.outcome_label(final state)`` in [0, 1] when it has one (Horizons: its policy never wins).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.core import registry  # noqa: E402
from pyengine.core.jsondata import clone  # noqa: E402
from pyengine.core.match import Match  # noqa: E402
from pyengine.core.playout import Playout  # noqa: E402
from pyengine.core.rng import Rng  # noqa: E402

ACTION_CAP = 20_000  # a game still running after this many actions is dropped (none should be)
HELD_OUT = 0.2  # the last games, never fitted on, that judge the fit
L2 = 1.0  # on the weights of standardised features (a nudge: the rows number tens of thousands)
DEFAULT_EVERY = {"lotus": 10, "living_forest": 10, "grimwood": 10, "spirit_island_horizons": 3}


# ---- self-play ----------------------------------------------------------------------------------

def seat_specs(game_id: str, players: int | None, index: int) -> list[dict] | int:
    """The seats of the ``index``-th game: ``players`` plain seats (2 by default), or for
    Horizons the spirits in turn: ``players`` of them, by default solo games but for every
    fourth round of five games, played by two spirits."""
    if game_id != "spirit_island_horizons":
        return players or 2
    if players is None:
        players = 2 if (index // 5) % 4 == 3 else 1
    spirits = registry.get(game_id).seat_fields()["spirit"]["choices"]
    return [{"spirit": spirits[(index + k) % len(spirits)]} for k in range(players)]


def play_one(game_id: str, players: int | None, index: int, seed: int, every: int):
    """One self-play game of the policy: (features of every seat at each sampled position,
    result), or None when it ran past the action cap."""
    game = registry.get(game_id)
    bot = importlib.import_module(f"pyengine.games.{game_id}.bot")
    match = Match.create(game_id, seat_specs(game_id, players, index), seed, {})
    play = Playout(game, clone(match.state), Rng(seed * 7919 + 1))
    pick = Rng(seed * 104729 + 3)
    offset = pick.below(every)
    samples = []
    while play.seat() is not None:
        if play.played >= ACTION_CAP:
            return None
        if play.played % every == offset:
            samples.append(position_features(bot, play.state))
        play.play(game.playout_move(play.state, play.moves(), pick))
    return samples, game.result(play.state), label_of(bot, play.state)


def label_of(bot, state: dict) -> float | None:
    """A cooperative game's own label of its end (``bot.outcome_label``), if it has one."""
    label = getattr(bot, "outcome_label", None)
    return None if label is None else label(state)


def position_features(bot, state: dict):
    if bot.MODEL == "team":
        return bot.features(state)
    return [bot.features(state, seat) for seat in range(len(state["seats"]))]


def rows_of(model: str, samples: list, result: dict, label: float | None) -> list[tuple[list[float], float]]:
    """The fitting rows of one game: (input, label)."""
    if model == "team":
        if label is None:
            label = 1.0 if result["won"] else 0.0
        return [(f, label) for f in samples]
    winners = result["winners"]
    label = 0.5 if len(winners) > 1 else (1.0 if winners == [0] else 0.0)
    return [([a - b for a, b in zip(f[0], f[1])], label) for f in samples]


# ---- the logistic regression ---------------------------------------------------------------------

def logistic(x: float) -> float:
    if x < -60.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the matrix is small and positive definite)."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, n):
            factor = a[r][col] / a[col][col]
            if factor:
                for c in range(col, n + 1):
                    a[r][c] -= factor * a[col][c]
    out = [0.0] * n
    for r in range(n - 1, -1, -1):
        out[r] = (a[r][n] - sum(a[r][c] * out[c] for c in range(r + 1, n))) / a[r][r]
    return out


def column_scales(xs: list[list[float]]) -> list[float]:
    """Each column's root mean square (1 for a column of zeros): the fit runs on scaled columns."""
    n = len(xs[0])
    scales = []
    for j in range(n):
        rms = math.sqrt(sum(x[j] * x[j] for x in xs) / len(xs))
        scales.append(rms if rms > 1e-12 else 1.0)
    return scales


def fit_logistic(xs: list[list[float]], ys: list[float], l2: float = L2, free: tuple = (),
                 iterations: int = 30) -> list[float]:
    """Weights minimising the log loss of logistic(w · x) against labels in [0, 1], plus
    ``l2``/2 times the squared weights of the scaled columns (but those in ``free``: a bias)."""
    scales = column_scales(xs)
    rows = [[v / s for v, s in zip(x, scales)] for x in xs]
    n = len(scales)
    w = [0.0] * n
    for _ in range(iterations):
        grad = [0.0 if j in free else l2 * w[j] for j in range(n)]
        hess = [[(0.0 if j in free else l2) if i == j else 0.0 for j in range(n)] for i in range(n)]
        for x, y in zip(rows, ys):
            p = logistic(sum(a * b for a, b in zip(w, x)))
            err, curve = p - y, max(p * (1.0 - p), 1e-9)
            for i in range(n):
                xi = x[i]
                if xi:
                    grad[i] += err * xi
                    row, cx = hess[i], curve * xi
                    for j in range(i, n):
                        row[j] += cx * x[j]
        for i in range(n):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return [a / s for a, s in zip(w, scales)]


def log_loss(ps: list[float], ys: list[float]) -> float:
    eps = 1e-12
    return -sum(y * math.log(max(p, eps)) + (1 - y) * math.log(max(1 - p, eps)) for p, y in zip(ps, ys)) / len(ys)


def brier(ps: list[float], ys: list[float]) -> float:
    return sum((p - y) ** 2 for p, y in zip(ps, ys)) / len(ys)


def accuracy(ps: list[float], ys: list[float]) -> float:
    """The share of rows with a winner whose side the prediction picks (shared wins left out)."""
    decided = [(p, y) for p, y in zip(ps, ys) if y != 0.5]
    return sum((p > 0.5) == (y > 0.5) for p, y in decided) / max(1, len(decided))


def quality(weights: list[float], rows: list, base: float) -> dict:
    """Log loss of the fit and of the constant ``base``, and accuracy, on ``rows``."""
    ys = [y for _, y in rows]
    ps = [logistic(sum(w * f for w, f in zip(weights, x))) for x, _ in rows]
    return {"positions": len(rows), "log_loss": round(log_loss(ps, ys), 5),
            "baseline_log_loss": round(log_loss([base] * len(ys), ys), 5),
            "brier": round(brier(ps, ys), 5), "baseline_brier": round(brier([base] * len(ys), ys), 5),
            "accuracy": round(accuracy(ps, ys), 4), "baseline_accuracy": round(accuracy([base] * len(ys), ys), 4)}


# ---- the run ---------------------------------------------------------------------------------------

def collect(game_id: str, games: int, seed0: int, players: int | None, every: int, model: str) -> list[list]:
    """Every game's rows, in seed order; progress on stderr."""
    per_game, dropped, t0 = [], 0, time.perf_counter()
    for k in range(games):
        played = play_one(game_id, players, k, seed0 + k, every)
        if played is None:
            dropped += 1
            continue
        per_game.append(rows_of(model, *played))
        if (k + 1) % max(1, games // 10) == 0:
            print(f"  {k + 1}/{games} games, {sum(map(len, per_game))} positions, "
                  f"{time.perf_counter() - t0:.0f} s", flush=True)
    if dropped:
        print(f"  {dropped} games dropped at the action cap", flush=True)
    return per_game


def fit_record(per_game: list[list], names: list[str], model: str, seed0: int, players, every: int) -> dict:
    split = int(len(per_game) * (1 - HELD_OUT))
    train = [r for g in per_game[:split] for r in g]
    test = [r for g in per_game[split:] for r in g]
    print(f"fitting {len(names)} weights on {len(train)} positions of {split} games", flush=True)
    free = (names.index("bias"),) if "bias" in names else ()
    weights = fit_logistic([x for x, _ in train], [y for _, y in train], free=free)
    base = sum(y for _, y in train) / len(train) if model == "team" else 0.5
    return {
        "weights": [round(w, 6) for w in weights],
        "fit": {"games": len(per_game), "fitted_games": split, "held_out_games": len(per_game) - split,
                "seed0": seed0, "players": players or "1 (2 in every fourth round of five games)", "every": every, "l2": L2,
                "train": quality(weights, train, base), "held_out": quality(weights, test, base)},
    }


ABOUT = {
    "lead": "Weights of a logistic regression fitted by bench/fit_eval.py on the policy's two-seat self-play: "
            "P(seat wins) = logistic(w . (features(seat) - features(rival))). At run time each seat's value "
            "is the logistic of w . features(seat) minus the best rival's (core.evaluation.fitted_lead_values). "
            "fit: games played (seeds seed0...), features sampled every `every` actions; log loss and accuracy "
            "of the fit and of the constant 0.5 on the fitted games and on the held-out last 20% of the games.",
    "team": "Weights of a logistic regression fitted by bench/fit_eval.py on the policy's self-play: "
            "P(the spirits win) = logistic(w . features), the first feature a constant 1 (the bias). fit: games "
            "played (seeds seed0..., the spirits in turn), features sampled every `every` actions; log loss and "
            "accuracy of the fit and of the training mean label on the fitted games and on the held-out last 20%. "
            "The label: 1 for a won game, else the share of the fear cards earned by its end (bot.outcome_label: "
            "the policy alone never wins); accuracy counts the rows on the right side of 0.5.",
}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed0", type=int, default=1)
    parser.add_argument("--players", type=int, default=None, help="seats (2; Horizons: spirits, 1)")
    parser.add_argument("--every", type=int, default=None, help="sample every K-th action")
    parser.add_argument("--out", default=None, help="where to write (default: the game's eval_weights.json)")
    args = parser.parse_args(argv)
    bot = importlib.import_module(f"pyengine.games.{args.game}.bot")
    model = bot.MODEL
    players = args.players or (None if model == "team" else 2)
    every = args.every or DEFAULT_EVERY.get(args.game, 10)
    print(f"{args.game}: {args.games} games of {players or 'one or two'} seats from seed {args.seed0}, every {every} actions",
          flush=True)
    t0 = time.perf_counter()
    per_game = collect(args.game, args.games, args.seed0, players, every, model)
    record = fit_record(per_game, list(bot.FEATURES), model, args.seed0, players, every)
    for name, w in zip(bot.FEATURES, record["weights"]):
        print(f"  {name:>22} {w:+.4f}")
    print("train", record["fit"]["train"])
    print("held out", record["fit"]["held_out"])
    out = Path(args.out) if args.out else ROOT / "pyengine" / "games" / args.game / "eval_weights.json"
    data = {"_about": ABOUT[model], "game": args.game, "model": model, "features": list(bot.FEATURES), **record}
    out.write_text(json.dumps(data, indent=1) + "\n")
    print(f"wrote {out} in {time.perf_counter() - t0:.0f} s", flush=True)


if __name__ == "__main__":
    main()
