"""Helpers to set up Lotus positions in tests: start from a dealt game, move cards, load."""

from __future__ import annotations

import json

from engine_helpers import act_all, keys, refusal  # noqa: F401  (re-exported for the rule tests)
from pyengine.core.jsondata import clone
from pyengine.core.match import Match
from pyengine.games.lotus.table import current_turn, turn_frame, turn_index

PILES = ("deck", "hand", "pile")


def dealt(players: int = 2, seed: int = 1, **options) -> Match:
    """A fresh match; seat 0 starts unless told otherwise."""
    options.setdefault("first_player", 0)
    return Match.create("lotus", players, seed, options)


def _lists(state: dict):
    for seat in state["seats"]:
        for pile in PILES:
            yield seat[pile]
    yield from state["garden"].values()
    yield state["wild_deck"]
    yield state["discarded"]


def take(state: dict, card: str) -> None:
    """Remove ``card`` from wherever it is (a wild row slot becomes None)."""
    for cards in _lists(state):
        if card in cards:
            cards.remove(card)
            return
    if card in state["wild_row"]:
        state["wild_row"][state["wild_row"].index(card)] = None
        return
    raise KeyError(card)


def put(state: dict, card: str, where: list, top: bool = False) -> None:
    take(state, card)
    if top:
        where.insert(0, card)
    else:
        where.append(card)


def set_hand(state: dict, seat: int, cards: list[str]) -> None:
    """Make ``cards`` the seat's hand; the old hand goes under its deck."""
    hand = state["seats"][seat]["hand"]
    for old in list(hand):
        if old not in cards:
            put(state, old, state["seats"][seat]["deck"])
    for card in cards:
        if card not in hand:
            put(state, card, hand)


def set_flower(state: dict, ftype: int, cards: list[str]) -> None:
    flower = state["garden"].setdefault(str(ftype), [])
    for card in cards:
        put(state, card, flower)


def fill_wild_row(state: dict) -> None:
    for i, c in enumerate(state["wild_row"]):
        if c is None and state["wild_deck"]:
            state["wild_row"][i] = state["wild_deck"].pop(0)


def final_round(state: dict, trigger: int, turns_left: list[int], started: bool = True) -> None:
    """Put the position in its final round: ``trigger`` drew the last card of its deck and
    ``turns_left`` are the seats still to play, the current one first when ``started`` (the
    current turn is one of the final round's; else it is the trigger's own turn)."""
    t = turn_index(state)
    flow = state["flow"][t:]
    flow[0]["final"] = started
    later = turns_left[1:] if started else turns_left
    state["final_trigger"] = trigger
    state["flow"] = [{"kind": "end"}, *(turn_frame(s, True) for s in reversed(later)), *flow]


def set_turn(state: dict, seat: int) -> None:
    """Make it ``seat``'s turn (its frames, with what they hold, are kept)."""
    for frame in state["flow"][turn_index(state):]:
        frame["player"] = seat


def load(match: Match, state: dict) -> Match:
    """A match starting from ``state`` (checked by the game's loader).

    Wildflower slots emptied by the edits are refilled, as between turns.
    """
    if current_turn(state)["kind"] != "refill":
        fill_wild_row(state)
    save = match.to_save()
    save.update(start={"state": state}, actions=[], position=None)
    return Match.from_save(json.loads(json.dumps(save)))


def edit(match: Match):
    """A copy of the match's state to edit and :func:`load`."""
    return clone(match.state)


def play(match: Match, *cards: str) -> list:
    """Play cards as one action: pick them, then place them on their flower."""
    from pyengine.games.lotus.data import card_type

    return act_all(match, *({"do": "play", "card": c} for c in cards), {"do": "place", "flower": card_type(cards[0])})

