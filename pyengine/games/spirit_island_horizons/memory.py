"""What each spirit knows of the power cards hidden from it: the cards it saw go into another
spirit's hand (or drawn cards) and that are still there for certain.

A spirit's hand and drawn cards are hidden from the others (view.py), but a card can go into
them openly: a reclaim (the discard, or a played card, back to hand), the cards Entwined Power's
user takes from the discard, a power deck's discard shuffled into it and drawn to its end by a
gain (then, of those drawn cards, the one kept: the others go back to the discard in the open),
a card given (only the giver and the receiver see which). The position keeps
these facts in ``state["memory"]`` (``Game.MEMORY``), so that a bot's sample (bot.py) leaves
such a card where its seat knows it is::

    state["memory"] = {"gift_of_constancy": {"seat": 1, "zone": "hand", "seen_by": [0, 2]}}

card -> where it is (``seat``, and ``zone``: ``hand`` or ``drawn``) and ``seen_by``, the seats
other than its holder that know it (ascending, at least one; the holder knows its own cards).
Only certain facts: an entry goes when its card leaves the place in the open (played,
forgotten, kept or discarded from drawn cards: then it is in sight), and a seat leaves
``seen_by`` when the card might have left without it seeing which (the holder gave another
spirit a card it chose in secret). A solo game remembers nothing (nobody else to know).

Every function changes the state in place and asks for nothing; a state without a memory (a
test's partial state) gets one when a fact is first written.

>>> state = {"spirits": {"0": {"hand": ["a"], "drawn": []}, "1": {"hand": ["b"], "drawn": []}},
...          "memory": {}}
>>> remember(state, ["b"], 1, "hand")
>>> state["memory"]
{'b': {'seat': 1, 'zone': 'hand', 'seen_by': [0]}}
>>> known_to(state, 0), known_to(state, 1)
({'b': {'seat': 1, 'zone': 'hand', 'seen_by': [0]}}, {'b': {'seat': 1, 'zone': 'hand', 'seen_by': [0]}})
>>> left(state, ["b"])
>>> state["memory"]
{}
"""

from __future__ import annotations

from ...core.game import Game
from ...core.validate import distinct, fail, fields, is_int
from . import data as D

KEY = Game.MEMORY
ZONES = ("hand", "drawn")  # the hidden places of a spirit's panel
ENTRY_KEYS = ("seat", "zone", "seen_by")


def _memory(state: dict) -> dict:
    return state.setdefault(KEY, {})


def _seats(state: dict) -> list[int]:
    return sorted(int(k) for k in state["spirits"])


def remember(state: dict, cards, seat: int, zone: str, seen_by=None) -> None:
    """``cards`` went openly into ``seat``'s ``zone``: ``seen_by`` (default: every other spirit)
    know they are there, on top of what anyone knew of them before (nothing: they came from
    sight). No entry where no other spirit saw."""
    assert zone in ZONES, zone
    viewers = sorted(set(_seats(state) if seen_by is None else seen_by) - {seat})
    left(state, cards)
    if viewers:
        memory = _memory(state)
        for card in cards:
            memory[card] = {"seat": seat, "zone": zone, "seen_by": list(viewers)}


def left(state: dict, cards) -> None:
    """``cards`` left their hidden place in the open (played, forgotten, discarded from the
    drawn cards): in sight now, nothing to remember."""
    memory = state.get(KEY)
    if memory:
        for card in cards:
            memory.pop(card, None)


def kept(state: dict, card: str) -> None:
    """The spirit kept ``card`` of its drawn cards and the rest went to the discard in the open:
    whoever knew it among the drawn cards knows it is in the hand now."""
    entry = state.get(KEY, {}).get(card)
    if entry is not None and entry["zone"] == "drawn":
        entry["zone"] = "hand"


def given(state: dict, card: str, giver: int, receiver: int) -> None:
    """``giver`` gave ``card`` from its hand to ``receiver``; only the two of them see which
    card. Every other spirit loses track of the giver's hand (any card it knew there may be the
    one given); the receiver still knows the rest of it. The giver knows the card is in the
    receiver's hand now."""
    memory = state.get(KEY, {})
    for c, entry in list(memory.items()):
        if entry["seat"] == giver and entry["zone"] == "hand":
            entry["seen_by"] = [s for s in entry["seen_by"] if s == receiver]
            if not entry["seen_by"]:
                del memory[c]
    remember(state, [card], receiver, "hand", seen_by=[giver])


def known_to(state: dict, seat: int) -> dict:
    """The entries ``seat`` knows: those about cards it saw go somewhere, and those about its
    own hidden cards (it knows who saw them go in: every such move is in its sight). The others
    are another spirit's private knowledge (a card only it saw given)."""
    return {c: dict(e, seen_by=list(e["seen_by"])) for c, e in state.get(KEY, {}).items()
            if e["seat"] == seat or seat in e["seen_by"]}


def remembered_by(state: dict, seat: int) -> set[str]:
    """The cards hidden from ``seat`` (in another spirit's hand or drawn cards) whose place it
    knows."""
    return {c for c, e in state.get(KEY, {}).items() if seat in e["seen_by"]}


def check_memory(state: dict) -> None:
    """The loader's check (after the spirit panels'): an object card -> entry; each card a power
    card, once; each entry exactly ``seat``, ``zone``, ``seen_by``; the seat a spirit in play
    whose zone (hand or drawn) holds the card now; ``seen_by`` ascending distinct seats in play,
    not the holder, at least one."""
    memory = state.get(KEY)
    if not isinstance(memory, dict):
        fail("the memory must be an object: card -> {seat, zone, seen_by}")
    seats = _seats(state)
    for card, entry in memory.items():
        where = f"the memory of {card!r}"
        if card not in D.POWERS:
            fail(f"the memory names {card!r}, which is not a power card")
        fields(entry, ENTRY_KEYS, where)
        seat, zone, seen_by = entry["seat"], entry["zone"], entry["seen_by"]
        if not is_int(seat) or seat not in seats:
            fail(f"{where}: seat {seat!r} is not a spirit in play")
        if zone not in ZONES:
            fail(f"{where}: zone {zone!r} is not one of {', '.join(ZONES)} (the hidden places of a panel)")
        if card not in state["spirits"][str(seat)][zone]:
            fail(f"{where}: it is remembered in spirit {seat}'s {zone}, but it is not there")
        if not isinstance(seen_by, list) or not seen_by:
            fail(f"{where}: seen_by must be a list of at least one seat")
        for s in seen_by:
            if not is_int(s) or s not in seats:
                fail(f"{where}: seen_by names {s!r}, which is not a spirit in play")
            if s == seat:
                fail(f"{where}: seen_by names its holder, spirit {seat} (a spirit knows its own cards)")
        distinct(seen_by, f"{where}'s seen_by")
        if seen_by != sorted(seen_by):
            fail(f"{where}: seen_by must be in seat order")
