"""The checking loader of Grimwood positions (format in POSITION.md).

:func:`check_position` raises :class:`PositionError` naming the first defect
of a position that could not occur: a card missing or in two places, a combo
of the wrong make-up or over the cap, a frame of an unknown kind, a deck that
ran out without the final turns having started, and so on.
"""

from __future__ import annotations

from ...core.errors import PositionError
from . import data as D

STATE_KEYS = {"seats", "deck", "discard", "removed", "runes", "first", "turn", "actions_left", "stack", "final",
              "over", "next_combo", "rules"}
SEAT_KEYS = {"hand", "combos", "amulet", "skips"}
FRAME_KINDS = {"lay", "power", "place", "play_now", "player", "combo", "card", "name", "source", "steal", "amulet",
               "discard"}
AMULET_MODES = ("ask", "always", "never")


def _fail(message: str):
    raise PositionError(f"impossible position: {message}")


def _fields(obj, keys: set, where: str) -> dict:
    """``obj`` must be an object with exactly ``keys``; the message names what is missing or extra."""
    if not isinstance(obj, dict):
        _fail(f"{where} must be an object")
    missing, extra = keys - set(obj), set(obj) - keys
    if missing or extra:
        parts = [f"missing {', '.join(sorted(missing))}" if missing else "", f"unknown {', '.join(sorted(extra))}" if extra else ""]
        _fail(f"{where} has field(s) {'; '.join(p for p in parts if p)}")
    return obj


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seat_number(value, n: int, where: str) -> int:
    if not _is_int(value) or not 0 <= value < n:
        _fail(f"{where} must be a seat number 0..{n - 1}, not {value!r}")
    return value


def _card_list(value, where: str) -> list:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        _fail(f"{where} must be a list of card ids")
    return value


def _check_combo(combo, where: str, kinds: list[str]) -> None:
    _fields(combo, {"id", "kind", "cards"}, where)
    cards = _card_list(combo["cards"], f"{where}.cards")
    kind = combo["kind"]
    if kind == "supernatural":
        if not 1 <= len(cards) <= D.COMBO_CAP or not all(D.is_super(c) for c in cards):
            _fail(f"{where} must hold 1 to {D.COMBO_CAP} supernaturals")
    elif kind in kinds:
        want = sorted(n for n, k in D.SETS[kind]["cards"].items() for _ in range(k))
        if sorted(D.name_of(c) for c in cards) != want:
            _fail(f"{where} is a {kind} combo but holds {', '.join(cards)}")
    else:
        _fail(f"{where} has an unknown or disabled kind {kind!r}")


def _check_frame(frame, i: int, n: int, places: dict, place) -> None:
    where = f"stack[{i}]"
    if not isinstance(frame, dict) or frame.get("kind") not in FRAME_KINDS:
        _fail(f"{where} must be an object whose kind is one of {', '.join(sorted(FRAME_KINDS))}")
    player = _seat_number(frame.get("player"), n, f"{where}.player")
    if "held" in frame:
        place(frame["held"], f"{where}.held")
    if frame["kind"] in ("lay", "power", "play_now"):
        cards = _card_list(frame.get("cards"), f"{where}.cards")
        if frame["kind"] == "lay" and any(places.get(c) != f"seat {player} hand" for c in cards):
            _fail(f"{where}: the cards being laid must be in seat {player}'s hand")
    if frame["kind"] == "steal":
        _seat_number(frame.get("victim"), n, f"{where}.victim")


def check_position(state: dict, seats: list[dict], options: dict) -> None:
    _fields(state, STATE_KEYS, "the state")
    n = len(seats)
    if state["rules"] != {"identical_locations": options["identical_locations"]}:
        _fail("'rules' must be {\"identical_locations\": ...} matching the match options")
    if not isinstance(state["seats"], list) or len(state["seats"]) != n:
        _fail(f"'seats' must list the {n} seats")
    known = set(D.full_deck())
    places: dict[str, str] = {}

    def place(cards, where):
        for c in _card_list(cards, where):
            if c not in known:
                _fail(f"unknown card {c!r} in {where}")
            if c in places:
                _fail(f"card {c} is both in {places[c]} and in {where}")
            places[c] = where

    kinds = D.set_kinds(state["rules"]["identical_locations"])
    ids = set()
    if not _is_int(state["next_combo"]) or state["next_combo"] < 1:
        _fail("'next_combo' must be a whole number >= 1")
    for i, seat in enumerate(state["seats"]):
        _fields(seat, SEAT_KEYS, f"seat {i}")
        if seat["amulet"] not in AMULET_MODES:
            _fail(f"seat {i}: amulet must be one of {', '.join(AMULET_MODES)}")
        if not _is_int(seat["skips"]) or seat["skips"] < 0:
            _fail(f"seat {i}: skips must be a whole number >= 0")
        place(seat["hand"], f"seat {i} hand")
        if not isinstance(seat["combos"], list):
            _fail(f"seat {i}: combos must be a list")
        for k, combo in enumerate(seat["combos"]):
            where = f"seat {i} combo {k}"
            _check_combo(combo, where, kinds)
            cid = combo["id"]
            if not isinstance(cid, str) or not cid.startswith("c") or not cid[1:].isdigit() \
                    or not 1 <= int(cid[1:]) < state["next_combo"] or cid in ids:
                _fail(f"{where}: id must be a unique 'c<number>' below next_combo, not {cid!r}")
            ids.add(cid)
            place(combo["cards"], where)
    for pile in ("deck", "discard", "runes"):
        place(state[pile], pile)
    if any(D.kind_of(c) != "rune" for c in state["runes"]):
        _fail("'runes' may only hold Runes played this turn")
    if state["removed"] != D.removed_cards(n):
        _fail(f"'removed' must be {D.removed_cards(n)} with {n} players")
    place(state["removed"], "removed")
    _seat_number(state["first"], n, "'first'")
    _seat_number(state["turn"], n, "'turn'")
    if not _is_int(state["actions_left"]) or state["actions_left"] < 0:
        _fail("'actions_left' must be a whole number >= 0")
    if not isinstance(state["over"], bool):
        _fail("'over' must be true or false")
    stack = state["stack"]
    if not isinstance(stack, list) or (state["over"] and stack):
        _fail("'stack' must be a list, empty once the game is over")
    for i, frame in enumerate(stack):
        _check_frame(frame, i, n, places, place)
    if stack and stack[-1]["kind"] == "steal":
        _fail("a steal frame is resolved at once and is never the innermost frame")
    final = state["final"]
    if final is not None:
        if not isinstance(final, dict) or set(final) != {"trigger", "turns_left"} or not isinstance(final["turns_left"], list):
            _fail("'final' must be null or {\"trigger\": seat, \"turns_left\": [seats]}")
        _seat_number(final["trigger"], n, "'final.trigger'")
        for s in final["turns_left"]:
            _seat_number(s, n, "'final.turns_left'")
    if (final is None) != bool(state["deck"]):
        _fail("the final turns start exactly when the deck runs out: 'final' must be null while the deck has cards")
    lost = known - set(places)
    if lost:
        _fail(f"card(s) {', '.join(sorted(lost)[:5])} are nowhere")
