"""Combo points and the final result."""

from __future__ import annotations

from ...core.game import ranking_result
from . import data as D


def combo_points(combo: dict) -> int:
    """Supernatural combos score by size (1/2/5/10/15); sets score their fixed value."""
    if combo["kind"] == "supernatural":
        return D.supernatural_points(len(combo["cards"]))
    return D.SETS[combo["kind"]]["points"]


def score(seat: dict) -> int:
    return sum(combo_points(c) for c in seat["combos"])


def scored_combos(seat: dict) -> list[dict]:
    """A seat's combos with what each scores (for the end screen)."""
    return [{"id": c["id"], "kind": c["kind"], "cards": list(c["cards"]), "points": combo_points(c)} for c in seat["combos"]]


def result(state: dict) -> dict:
    """Scores, places and the ranking (equal scores share a place: a shared win), and every
    seat's combos with their points, which add up to its score."""
    scores = [score(s) for s in state["seats"]]
    ranking = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
    places = [1 + sum(1 for other in scores if other > mine) for mine in scores]
    winners = [i for i in range(len(scores)) if places[i] == 1]
    return ranking_result(
        "last_turns_played", scores, ranking, winners, places,
        tiebreak="shared" if len(winners) > 1 else None,
        combos=[scored_combos(s) for s in state["seats"]],
    )
