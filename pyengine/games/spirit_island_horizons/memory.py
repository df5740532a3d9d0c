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

Beside the cards, under the key ``mixed`` (no power card is named so), what a spirit no longer
knows of two others' hands: a gift between two other spirits is the one move of a hidden card
between two hidden places (a gain is drawn from a deck everyone sees chosen, a card kept goes
from the drawn cards to the same spirit's hand, every other move is in the open), and the
spirits not in it see that a card went (the log says who gave whom) but not which. So they no
longer know which deck (or which unique card) each of the giver's and the receiver's hidden
hand cards is, only what the two hands hold together (not their drawn cards: a gift goes from
hand to hand)::

    state["memory"]["mixed"] = {"2": [[0, 1]]}

viewer (a seat, as text, as ``spirits`` is keyed) -> its groups: each 2+ seats ascending, not
the viewer; groups never meet (a gift that meets two makes them one: with more spirits than a
game has, ``[[0, 1], [2, 3]]`` and a gift from 1 to 3 make ``[[0, 1, 2, 3]]``) and are in the
order of their first seats. Groups only grow, and every spirit knows them all (a gift is in
everyone's log). ``mixed`` is left out while no spirit has a group (as in every game of 1 or 2
spirits), so a memory without it (a save written before it existed) mixes nothing.

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
>>> state["spirits"]["2"] = {"hand": ["c"], "drawn": []}
>>> _ = state["spirits"]["0"]["hand"].pop(); state["spirits"]["1"]["hand"].append("a")
>>> given(state, "a", 0, 1)  # spirit 0 gave "a" to spirit 1; spirit 2 does not see which card
>>> state["memory"]
{'a': {'seat': 1, 'zone': 'hand', 'seen_by': [0]}, 'mixed': {'2': [[0, 1]]}}
>>> mixed_for(state, 2), mixed_for(state, 0)
([[0, 1]], [])
"""

from __future__ import annotations

from ...core.game import Game
from ...core.validate import distinct, fail, fields, is_int
from . import data as D

KEY = Game.MEMORY
ZONES = ("hand", "drawn")  # the hidden places of a spirit's panel
ENTRY_KEYS = ("seat", "zone", "seen_by")
MIXED = "mixed"  # the memory's key of the groups of hands mixed unseen, beside the cards
assert MIXED not in D.POWERS


def _memory(state: dict) -> dict:
    return state.setdefault(KEY, {})


def _seats(state: dict) -> list[int]:
    return sorted(int(k) for k in state["spirits"])


def entries(memory: dict):
    """The (card, entry) pairs of a memory, without its ``mixed`` groups."""
    return ((c, e) for c, e in memory.items() if c != MIXED)


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
    for c, entry in list(entries(memory)):
        if entry["seat"] == giver and entry["zone"] == "hand":
            entry["seen_by"] = [s for s in entry["seen_by"] if s == receiver]
            if not entry["seen_by"]:
                del memory[c]
    remember(state, [card], receiver, "hand", seen_by=[giver])
    for viewer in _seats(state):
        if viewer not in (giver, receiver):
            mix(state, viewer, giver, receiver)


def mix(state: dict, viewer: int, a: int, b: int) -> None:
    """``viewer`` saw a card go between ``a``'s and ``b``'s hands without seeing which: their
    groups (and the two of them) are one group of ``viewer``'s now."""
    assert viewer not in (a, b) and a != b
    groups = _memory(state).setdefault(MIXED, {}).setdefault(str(viewer), [])
    joined = {a, b}
    for g in [g for g in groups if joined & set(g)]:
        groups.remove(g)
        joined |= set(g)
    groups.append(sorted(joined))
    groups.sort()


def mixed_for(state: dict, viewer: int) -> list[list[int]]:
    """The groups of seats whose hands ``viewer`` saw mixed unseen (a copy; [] if none)."""
    return [list(g) for g in state.get(KEY, {}).get(MIXED, {}).get(str(viewer), [])]


def known_to(state: dict, seat: int) -> dict:
    """The entries ``seat`` knows: those about cards it saw go somewhere, and those about its
    own hidden cards (it knows who saw them go in: every such move is in its sight). The others
    are another spirit's private knowledge (a card only it saw given). Every spirit's ``mixed``
    groups are known to all (each gift is in everyone's sight, only its card is not)."""
    memory = state.get(KEY, {})
    out = {c: dict(e, seen_by=list(e["seen_by"])) for c, e in entries(memory)
           if e["seat"] == seat or seat in e["seen_by"]}
    if MIXED in memory:
        out[MIXED] = {v: [list(g) for g in groups] for v, groups in memory[MIXED].items()}
    return out


def remembered_by(state: dict, seat: int) -> set[str]:
    """The cards hidden from ``seat`` (in another spirit's hand or drawn cards) whose place it
    knows."""
    return {c for c, e in entries(state.get(KEY, {})) if seat in e["seen_by"]}


def check_memory(state: dict) -> None:
    """The loader's check (after the spirit panels'): an object card -> entry; each card a power
    card, once; each entry exactly ``seat``, ``zone``, ``seen_by``; the seat a spirit in play
    whose zone (hand or drawn) holds the card now; ``seen_by`` ascending distinct seats in play,
    not the holder, at least one; and ``mixed``, if there, as ``check_mixed`` says."""
    memory = state.get(KEY)
    if not isinstance(memory, dict):
        fail("the memory must be an object: card -> {seat, zone, seen_by}")
    seats = _seats(state)
    if MIXED in memory:
        check_mixed(memory[MIXED], seats)
    for card, entry in entries(memory):
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


def check_mixed(mixed, seats: list[int]) -> None:
    """The loader's check of the memory's ``mixed``: an object, not empty, viewer seat (text) ->
    a list of at least one group; each group a list of 2+ distinct seats in play, ascending, not
    the viewer; a viewer's groups never share a seat and are in the order of their first seats."""
    if not isinstance(mixed, dict):
        fail("the memory's mixed must be an object: viewer seat -> its groups of seats")
    if not mixed:
        fail("the memory's mixed is empty: it is left out while no spirit has a group")
    for key, groups in mixed.items():
        if not (isinstance(key, str) and key.isdigit() and str(int(key)) == key and int(key) in seats):
            fail(f"the memory's mixed names viewer {key!r}, which is not a spirit in play")
        where = f"spirit {key}'s mixed groups"
        if not isinstance(groups, list) or not groups:
            fail(f"{where} must be a list of at least one group")
        met: set[int] = set()
        for g in groups:
            if not isinstance(g, list) or len(g) < 2:
                fail(f"{where}: {g!r} is not a list of at least two seats")
            for s in g:
                if not is_int(s) or s not in seats:
                    fail(f"{where}: {g!r} names {s!r}, which is not a spirit in play")
                if s == int(key):
                    fail(f"{where}: {g!r} names spirit {key} itself (a spirit sees its own hand)")
            distinct(g, f"spirit {key}'s mixed group {g!r}")
            if g != sorted(g):
                fail(f"{where}: {g!r} must be in seat order")
            if met & set(g):
                fail(f"{where} share spirit {min(met & set(g))} (groups that meet are one group)")
            met |= set(g)
        if groups != sorted(groups):
            fail(f"{where} must be in the order of their first seats")
