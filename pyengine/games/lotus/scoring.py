"""Control of a flower and the final score."""

from __future__ import annotations

from ...core.game import ranking_result
from . import data as D


def flower_strengths(state: dict, cards: list[str], ftype: int) -> dict[int, int]:
    """Each seat's strength on a flower: symbols on its petals + its guardians there.

    Wildflowers count for nobody; an elder guardian counts two.  Seats with
    no strength are left out.
    """
    colours = {s["colour"]: i for i, s in enumerate(state["seats"])}
    strength: dict[int, int] = {}
    for card in cards:
        colour = D.card_colour(card)
        if colour is not None:
            seat = colours[colour]
            strength[seat] = strength.get(seat, 0) + D.symbols(card)
    for gid, where in state["guardians"].items():
        if where == ftype:
            seat = colours[gid.rsplit("-", 1)[0]]
            worth = D.DATA["elder_strength"] if gid.endswith("-elder") else 1
            strength[seat] = strength.get(seat, 0) + worth
    return strength


def leaders(strength: dict[int, int]) -> list[int]:
    """The seats with the highest strength above zero (several on a tie), in seat order."""
    best = max(strength.values(), default=0)
    return sorted(s for s, v in strength.items() if v == best and v > 0)


def score(seat: dict) -> int:
    return len(seat["pile"]) * D.DATA["petal_points"] + seat["tokens"] * D.DATA["token_points"]


def result(state: dict) -> dict:
    """Scores, the ranking and how ties were broken.

    Highest score wins; a tie goes to the tied seat with the most cards in its
    deck (hands were returned to decks at the end); still equal, shared.
    """
    seats = state["seats"]
    scores = [score(s) for s in seats]
    decks = [len(s["deck"]) for s in seats]
    keyed = sorted(range(len(seats)), key=lambda i: (-scores[i], -decks[i], i))
    places, place = [0] * len(seats), 0
    for rank, i in enumerate(keyed):
        if rank == 0 or (scores[i], decks[i]) != (scores[keyed[rank - 1]], decks[keyed[rank - 1]]):
            place = rank + 1
        places[i] = place
    top = [i for i in range(len(seats)) if scores[i] == max(scores)]
    tiebreak = None
    if len(top) > 1:
        winners = [i for i in top if places[i] == 1]
        tiebreak = "shared" if len(winners) > 1 else "deck"
    return ranking_result(
        "final_turns_played", scores, keyed, [i for i in range(len(seats)) if places[i] == 1], places,
        petals=[len(s["pile"]) for s in seats],
        tokens=[s["tokens"] for s in seats],
        deck_cards=decks,
        tiebreak=tiebreak,
    )
