"""Turning positions into the values a bot's search compares: one number in [0, 1] per seat."""

from __future__ import annotations

import json
import math
from importlib import resources


def final_values(result: dict, seats: int) -> list[float]:
    """The values of a finished game: a competitive game's winners share 1 among them (a
    2-player tie is 0.5 each), the others get 0; a cooperative game is 1 for all when won."""
    if result["kind"] == "team":
        return [1.0 if result["won"] else 0.0] * seats
    winners = result["winners"]
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(seats)]


def lead_values(scores: list[float], scale: float) -> list[float]:
    """Values from heuristic scores (higher is better): each seat's lead over its best rival,
    squashed by a logistic of width ``scale`` (a lead of ``scale`` is worth about 0.73)."""
    out = []
    for seat, score in enumerate(scores):
        best_rival = max(s for i, s in enumerate(scores) if i != seat) if len(scores) > 1 else 0.0
        out.append(1.0 / (1.0 + math.exp(-(score - best_rival) / scale)))
    return out


def logistic(x: float) -> float:
    if x < -60.0:  # exp would overflow; the value is 0 to double precision anyway
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def weighted_sum(features: list[float], weights: list[float]) -> float:
    return sum(w * f for w, f in zip(weights, features))


def fitted_lead_values(features_per_seat: list[list[float]], weights: list[float]) -> list[float]:
    """Values of a competitive game from fitted weights: a seat's score is ``weights · features``
    and its value the logistic of its lead over its best rival (fitted on two seats, where the
    lead is the difference of the two feature vectors)."""
    scores = [weighted_sum(f, weights) for f in features_per_seat]
    if len(scores) == 1:
        return [logistic(scores[0])]
    out = []
    for seat, mine in enumerate(scores):
        best_rival = max(s for i, s in enumerate(scores) if i != seat)
        out.append(logistic(mine - best_rival))
    return out


def read_weights(package: str, names: list[str], filename: str = "eval_weights.json") -> list[float]:
    """The fitted weights of ``names`` from the data file of ``package`` (read once, at import:
    the engine also runs where files cannot be read later).  A name the file lacks weighs 0, so
    the fitting script can still import a game whose feature list changed; the tests check that
    the file and the list agree."""
    try:
        text = resources.files(package).joinpath(filename).read_text("utf-8")
    except FileNotFoundError:
        return [0.0] * len(names)
    data = json.loads(text)
    fitted = dict(zip(data["features"], data["weights"]))
    return [float(fitted.get(name, 0.0)) for name in names]
