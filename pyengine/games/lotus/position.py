"""The checking loader of Lotus positions (format in POSITION.md).

:func:`check_position` raises :class:`PositionError` naming the first defect
of a position that could not occur in a game: a card missing or in two
places, a flower over its size, two flowers of one type, a guardian on a
flower that is not there, an over-full hand, and so on.
"""

from __future__ import annotations

from ...core.errors import PositionError
from . import data as D

STEPS = ("action", "play", "exchange", "move", "reward", "refill", "over")
SEAT_KEYS = {"colour", "deck", "hand", "pile", "tokens", "powers"}
STATE_KEYS = {"seats", "garden", "guardians", "wild_row", "wild_deck", "removed", "discarded", "first", "turn",
              "actions_taken", "step", "selection", "rewards", "reward_flower", "final", "rules"}


def _fail(message: str):
    raise PositionError(f"impossible position: {message}")


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _card_list(value, where: str) -> list:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        _fail(f"{where} must be a list of card ids")
    return value


def check_position(state: dict, seats: list[dict], options: dict) -> None:
    if not isinstance(state, dict):
        _fail("the state must be an object")
    missing, extra = STATE_KEYS - set(state), set(state) - STATE_KEYS
    if missing:
        _fail(f"missing field(s) {', '.join(sorted(missing))}")
    if extra:
        _fail(f"unknown field(s) {', '.join(sorted(extra))}")
    n = len(seats)
    if not isinstance(state["seats"], list) or len(state["seats"]) != n:
        _fail(f"'seats' must list the {n} seats")
    if state["rules"] != {"final_round": options["final_round"]}:
        _fail("'rules' must be {\"final_round\": ...} matching the match options")
    colours = []
    places: dict[str, str] = {}

    def place(cards, where):
        for c in _card_list(cards, where):
            if c in places:
                _fail(f"card {c} is both in {places[c]} and in {where}")
            places[c] = where

    for i, seat in enumerate(state["seats"]):
        if not isinstance(seat, dict) or set(seat) != SEAT_KEYS:
            _fail(f"seat {i} must have exactly the fields {', '.join(sorted(SEAT_KEYS))}")
        if seat["colour"] != seats[i]["colour"]:
            _fail(f"seat {i} is {seats[i]['colour']} in the match but {seat['colour']!r} in the position")
        colours.append(seat["colour"])
        for pile in ("deck", "hand", "pile"):
            place(seat[pile], f"seat {i}'s {pile}")
        if not _is_int(seat["tokens"]) or seat["tokens"] < 0:
            _fail(f"seat {i}'s tokens must be a whole number >= 0")
        powers = seat["powers"]
        if not isinstance(powers, list) or len(set(powers)) != len(powers) or not set(powers) <= set(D.POWERS):
            _fail(f"seat {i}'s powers must be distinct ids among {D.POWERS}")
    universe = D.all_cards(colours)
    garden = state["garden"]
    if not isinstance(garden, dict):
        _fail("'garden' must map flower types to lists of cards")
    for key, cards in garden.items():
        if key not in {str(t) for t in D.TYPES}:
            _fail(f"garden key {key!r} is not a flower type (3 to 7)")
        place(cards, f"the {key}-petal flower")
    place(state["wild_deck"], "the wildflower deck")
    row = state["wild_row"]
    if not isinstance(row, list) or len(row) != D.DATA["wild_row_size"]:
        _fail(f"'wild_row' must have {D.DATA['wild_row_size']} slots (a card id or null)")
    place([c for c in row if c is not None], "the wildflower row")
    place(state["removed"], "the removed cards")
    place(state["discarded"], "the discarded cards")
    unknown = set(places) - universe
    if unknown:
        _fail(f"unknown card(s) {', '.join(sorted(unknown)[:5])}")
    lost = universe - set(places)
    if lost:
        _fail(f"card(s) {', '.join(sorted(lost)[:5])} are nowhere (every card must be in exactly one place)")
    _check_cards(state, n)
    _check_guardians(state, colours)
    _check_flow(state, n)


def _check_cards(state: dict, n: int) -> None:
    from .rules import hand_limit

    for i, seat in enumerate(state["seats"]):
        for pile in ("deck", "hand"):
            for c in seat[pile]:
                if D.card_colour(c) not in (None, seat["colour"]):
                    _fail(f"card {c} cannot be in seat {i}'s {pile}: only its own colour and wildflowers can")
        if len(seat["hand"]) > hand_limit(seat):
            _fail(f"seat {i} holds {len(seat['hand'])} cards, over its hand limit of {hand_limit(seat)}")
    for key, cards in state["garden"].items():
        ftype = int(key)
        if not cards:
            _fail(f"the {key}-petal flower has no cards (leave it out of the garden instead)")
        if any(D.card_type(c) != ftype for c in cards):
            _fail(f"the {key}-petal flower holds a card of another type")
        if len(cards) >= ftype:
            _fail(f"the {key}-petal flower has {len(cards)} petals: a flower in the garden is never complete or over its size")
    removed_ok = {c for s in state["seats"] for c in D.removed_cards(s["colour"], n)}
    if set(state["removed"]) != removed_ok:
        _fail(f"'removed' must be exactly the cards set aside for {n} players")
    if any(c is None for c in state["wild_row"]) and state["wild_deck"] and state["step"] != "refill":
        _fail("an empty wildflower slot is only possible while refilling or once the wildflower deck is empty")


def _check_guardians(state: dict, colours: list[str]) -> None:
    guardians = state["guardians"]
    if not isinstance(guardians, dict):
        _fail("'guardians' must map guardian ids to a flower type or null")
    for i, colour in enumerate(colours):
        expected = {f"{colour}-g{k}" for k in range(1, D.DATA["guardians_per_player"] + 1)}
        if "elder" in state["seats"][i]["powers"]:
            expected.add(f"{colour}-elder")
        have = {g for g in guardians if g.rsplit("-", 1)[0] == colour}
        if have != expected:
            _fail(f"{colour} must have the guardians {', '.join(sorted(expected))}")
    if len(guardians) != sum(1 for g in guardians if g.rsplit("-", 1)[0] in colours):
        _fail("a guardian belongs to a colour not in this match")
    for gid, where in guardians.items():
        if where is not None and str(where) not in state["garden"]:
            _fail(f"guardian {gid} is on a {where}-petal flower that is not in the garden")
        if where is not None and not _is_int(where):
            _fail(f"guardian {gid} must be on a flower type (a number) or null")


def _check_flow(state: dict, n: int) -> None:
    from .rules import exchange_limit

    for field in ("first", "turn"):
        if not _is_int(state[field]) or not 0 <= state[field] < n:
            _fail(f"'{field}' must be a seat number 0..{n - 1}")
    step = state["step"]
    if step not in STEPS:
        _fail(f"'step' must be one of {', '.join(STEPS)}")
    if not _is_int(state["actions_taken"]) or not 0 <= state["actions_taken"] <= D.DATA["actions_per_turn"]:
        _fail("'actions_taken' must be 0, 1 or 2")
    if (step == "refill") != (state["actions_taken"] == D.DATA["actions_per_turn"]) and step in ("refill", "action", "play", "exchange", "move"):
        _fail("the refill step comes exactly when both actions are taken")
    hand = state["seats"][state["turn"]]["hand"]
    sel = state["selection"]
    if not isinstance(sel, list):
        _fail("'selection' must be a list")
    if step in ("play", "exchange"):
        if not sel or len(set(sel)) != len(sel) or not set(sel) <= set(hand):
            _fail(f"during '{step}' the selection must be distinct cards of the active hand")
        if step == "play" and len({D.card_type(c) for c in sel}) != 1:
            _fail("cards chosen to play must share one flower type")
        if step == "exchange" and len(sel) > exchange_limit(state["seats"][state["turn"]]):
            _fail("an exchange holds at most 2 cards and never more than the active seat's deck holds")
    elif step == "move":
        if len(sel) != 1 or sel[0] not in state["guardians"]:
            _fail("during 'move' the selection must be one guardian id")
    elif sel:
        _fail(f"'selection' must be empty during '{step}'")
    rewards = state["rewards"]
    if not isinstance(rewards, list) or (step == "reward") != bool(rewards):
        _fail("'rewards' lists the seats still to choose a reward, only during the reward step")
    if any(not _is_int(r) or not 0 <= r < n for r in rewards):
        _fail("'rewards' must hold seat numbers")
    if (state["reward_flower"] is None) == (step == "reward"):
        _fail("'reward_flower' names the completed flower during the reward step, else null")
    final = state["final"]
    if final is not None:
        if not isinstance(final, dict) or set(final) != {"trigger", "turns_left", "started"}:
            _fail("'final' must be null or {trigger, turns_left, started}")
        if any(not _is_int(s) or not 0 <= s < n for s in [final["trigger"], *final["turns_left"]]):
            _fail("'final' must name seat numbers")
        if final["started"] and step != "over" and final["turns_left"][:1] != [state["turn"]]:
            _fail("during the final turns, 'turns_left' starts with the seat whose turn it is")
    else:
        for i, seat in enumerate(state["seats"]):
            if not seat["deck"]:
                _fail(f"seat {i}'s deck is empty but the final round has not begun: drawing the last card "
                      "of a deck starts it, so 'final' must name the seat that triggered it")
    if step == "over" and state["garden"]:
        _fail("when the game is over the garden is empty")
