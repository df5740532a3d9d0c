"""Turning positions into the values a bot's search compares: one number in [0, 1] per seat."""

from __future__ import annotations

import math


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
