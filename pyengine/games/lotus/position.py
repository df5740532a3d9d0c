"""The checking loader of Lotus positions (format in POSITION.md), and the upgrade of the
positions saved by the release before the core ran the flow (save version 1).

:func:`check_position` raises :class:`~pyengine.core.errors.PositionError` naming the first
defect of a position that could not occur in a game: a card missing or in two places, a
flower over its size, a guardian on a flower that is not there, an over-full hand, a frame
with a missing or mistyped field, a flow no game could reach, and so on.
"""

from __future__ import annotations

from ...core.turns import final_turns, in_turn_order
from ...core.validate import distinct, fail, fields, id_list, is_int, one_of, seat_number, whole, whole_numbers
from ...core.zones import conserve
from . import data as D
from .table import (
    ACTIONS, MEMORY, MEMORY_KEYS, SUB_KINDS, destinations, empty_memory, exchange_limit, final_turns_left,
    guardian_colour, hand_limit, layout, own_guardians, play_limit, reward_frames, space_left, turn_frame, turn_index,
)

SEAT_KEYS = {"colour", "deck", "hand", "pile", "tokens", "powers"}
STATE_KEYS = {"seats", "garden", "guardians", "wild_row", "wild_deck", "removed", "discarded", "first", "final_trigger",
              "flow", "rules", MEMORY}
FRAME_KEYS = {
    "action": {"kind", "player", "taken", "final"},
    "play": {"kind", "player", "cards"},
    "exchange": {"kind", "player", "cards"},
    "move": {"kind", "player", "guardian"},
    "reward": {"kind", "player", "flower"},
    "refill": {"kind", "player", "final"},
    "end": {"kind"},
}


def check_position(state: dict, seats: list[dict], options: dict, game) -> None:
    """``game`` is the Lotus game: its frame handlers say whether the top frame awaits a decision."""
    fields(state, STATE_KEYS, "the state")
    whole_numbers(state, "the state")
    n = len(seats)
    if not isinstance(state["seats"], list) or len(state["seats"]) != n:
        fail(f"'seats' must list the {n} seats")
    if state["rules"] != {"final_round": options["final_round"]}:
        fail("'rules' must be {\"final_round\": ...} matching the match options")
    seat_number(state["first"], n, "'first'")
    if state["final_trigger"] is not None:
        seat_number(state["final_trigger"], n, "'final_trigger'")
    colours = []
    for i, seat in enumerate(state["seats"]):
        fields(seat, SEAT_KEYS, f"seat {i}")
        if seat["colour"] != seats[i]["colour"]:
            fail(f"seat {i} is {seats[i]['colour']} in the match but {seat['colour']!r} in the position")
        colours.append(seat["colour"])
        distinct(id_list(seat["powers"], f"seat {i}'s powers", allowed=D.POWERS), f"seat {i}'s powers")
    universe = D.all_cards(colours)
    for i, seat in enumerate(state["seats"]):
        # a token comes with a completed flower, and a flower takes at least 3 cards
        whole(seat["tokens"], f"seat {i}'s tokens", 0, len(universe) // min(D.TYPES))
    garden = state["garden"]
    if not isinstance(garden, dict):
        fail("'garden' must map flower types to lists of cards")
    for key in garden:
        if key not in {str(t) for t in D.TYPES}:
            fail(f"garden key {key!r} is not a flower type (3 to 7)")
    row = state["wild_row"]
    if not isinstance(row, list) or len(row) != D.DATA["wild_row_size"]:
        fail(f"'wild_row' must have {D.DATA['wild_row_size']} slots (a card id or null)")
    conserve(layout(state), universe)
    _check_cards(state, n)
    _check_guardians(state, colours)
    _check_flow(state, n, game)
    _check_memory(state, n, universe)


def _check_cards(state: dict, n: int) -> None:
    for i, seat in enumerate(state["seats"]):
        if len(seat["hand"]) > hand_limit(seat):
            fail(f"seat {i} holds {len(seat['hand'])} cards, over its hand limit of {hand_limit(seat)}")
    for key, cards in state["garden"].items():
        ftype = int(key)
        if not cards:
            fail(f"the {key}-petal flower has no cards (leave it out of the garden instead)")
        if len(cards) >= ftype:
            fail(f"the {key}-petal flower has {len(cards)} petals: a flower in the garden is never complete or over its size")
    removed_ok = {c for s in state["seats"] for c in D.removed_cards(s["colour"], n)}
    if set(state["removed"]) != removed_ok:
        fail(f"'removed' must be exactly the cards set aside for {n} players")


def _check_guardians(state: dict, colours: list[str]) -> None:
    guardians = state["guardians"]
    if not isinstance(guardians, dict):
        fail("'guardians' must map guardian ids to a flower type or null")
    for i, colour in enumerate(colours):
        expected = {f"{colour}-g{k}" for k in range(1, D.DATA["guardians_per_player"] + 1)}
        if "elder" in state["seats"][i]["powers"]:
            expected.add(f"{colour}-elder")
        have = {g for g in guardians if guardian_colour(g) == colour}
        if have != expected:
            fail(f"{colour} must have the guardians {', '.join(sorted(expected))}")
    if len(guardians) != sum(1 for g in guardians if guardian_colour(g) in colours):
        fail("a guardian belongs to a colour not in this match")
    for gid, where in guardians.items():
        if where is None:
            continue
        if not is_int(where):
            fail(f"guardian {gid} must be on a flower type (a number) or null (in its supply)")
        if str(where) not in state["garden"]:
            fail(f"guardian {gid} is on a {where}-petal flower that is not in the garden")


# ---- the flow -----------------------------------------------------------------------------

def _check_frame(state: dict, frame, where: str, n: int) -> None:
    """The fields of one frame, each of its type and within what the rules allow."""
    if not isinstance(frame, dict):
        fail(f"{where} must be an object")
    kind = one_of(frame.get("kind"), list(FRAME_KEYS), f"{where}.kind")
    fields(frame, FRAME_KEYS[kind], where)
    if "player" in frame:
        seat_number(frame["player"], n, f"{where}.player")
    if "taken" in frame:
        whole(frame["taken"], f"{where}.taken", 0, ACTIONS)
    if "final" in frame:
        one_of(frame["final"], [False, True], f"{where}.final")
    if "cards" in frame:
        distinct(id_list(frame["cards"], f"{where}.cards", most=D.DATA["enlightened_hand_size"]), f"{where}.cards")
        if not frame["cards"]:
            fail(f"{where}.cards is empty: an action's first card is chosen as it begins")
    if "guardian" in frame and (not isinstance(frame["guardian"], str) or frame["guardian"] not in state["guardians"]):
        fail(f"{where}.guardian must be the id of a guardian in play")
    if "flower" in frame:
        one_of(frame["flower"], D.TYPES, f"{where}.flower")


def _check_flow(state: dict, n: int, game) -> None:
    flow = state["flow"]
    if not isinstance(flow, list):
        fail("'flow' must be a list of frames")
    if len(flow) > 2 * n + 2:  # the end, n final turns, the turn, n rewards at most
        fail(f"'flow' holds {len(flow)} frames: a game of {n} never has more than {2 * n + 2}")
    for i, frame in enumerate(flow):
        _check_frame(state, frame, f"flow[{i}]", n)
    if not flow:
        _check_over(state)
        return
    end = flow[0]["kind"] == "end"
    if end != (state["final_trigger"] is not None):
        fail("'final_trigger' names the seat that started the final round exactly when the flow starts with "
             "an end frame (the end of the game, once the final turns are played)")
    t = turn_index(state)
    if t is None:
        fail("the flow has no turn: it needs an action or a refill frame for the seat whose turn it is")
    if any(f["kind"] == "end" for f in flow[1:]):
        fail("an end frame can only be at the bottom of the flow (flow[0])")
    for i in range(1 if end else 0, t):
        f = flow[i]
        if not end or f["kind"] != "action" or f["taken"] != 0 or f["final"] is not True:
            fail(f"flow[{i}] is under the current turn: only the final round's turns still to come "
                 "(action frames, final true, nothing taken, above an end frame) can be there")
    turn = flow[t]
    if end:
        _check_final_turns(state, n, turn)
    else:
        if turn["final"]:
            fail(f"flow[{t}] is a final turn, but the final round has not begun")
        for i, seat in enumerate(state["seats"]):
            if not seat["deck"]:
                fail(f"seat {i}'s deck is empty but the final round has not begun: drawing the last card "
                     "of a deck starts it, so 'final_trigger' must name the seat that triggered it")
    above = flow[t + 1:]
    if above and turn["kind"] == "refill":
        fail(f"flow[{t + 1}] is above a refill: the refill comes once both actions are finished")
    if len(above) == 1 and above[0]["kind"] in SUB_KINDS:
        _check_step(state, turn, above[0], f"flow[{t + 1}]")
    elif above:
        if any(f["kind"] != "reward" for f in above):
            fail(f"above the turn (flow[{t}]) there is one step of an action (play, exchange or move) "
                 "or the rewards of a flower just completed")
        _check_rewards(state, turn, n)
    row = state["wild_row"]
    if any(c is None for c in row) and state["wild_deck"] and turn["kind"] != "refill":
        fail("an empty wildflower slot is only possible while refilling or once the wildflower deck is empty")
    if not game.settled(state):
        fail(f"flow[{len(flow) - 1}] ({flow[-1]['kind']}) is no decision: the rules resolve it by themselves "
             "(a full hand to refill, both actions taken, a controller holding every power, the end of the game)")


def _check_over(state: dict) -> None:
    if state["final_trigger"] is None:
        fail("the game is over only after the final round: 'final_trigger' must name the seat that started it")
    if state["garden"]:
        fail("when the game is over the garden is empty")
    if any(seat["hand"] for seat in state["seats"]):
        fail("when the game is over every hand is back in its deck")
    if any(where is not None for where in state["guardians"].values()):
        fail("when the game is over every guardian is back in its supply")


def _check_final_turns(state: dict, n: int, turn: dict) -> None:
    """The turns still to play follow the final round the end frame's seat started."""
    trigger = state["final_trigger"]
    last = (state["first"] - 1) % n if state["rules"]["final_round"] == "finish_round" else None
    order = final_turns(trigger, n, trigger_too=True, round_ends_with=last)
    left = final_turns_left(state)
    if turn["final"]:
        ok = bool(left) and left == order[len(order) - len(left):]
    else:
        ok = turn["player"] == trigger and left == order
    if not ok:
        fail(f"the final turns still to play ({left}) do not follow the final round seat {trigger} started "
             f"(every turn after its own: {order})")


def _check_step(state: dict, turn: dict, frame: dict, where: str) -> None:
    """One step of an action being built, above the turn's frame."""
    kind, player = frame["kind"], frame["player"]
    if turn["kind"] != "action" or player != turn["player"]:
        fail(f"{where} ({kind}) must be a step of the action the seat whose turn it is is taking")
    if turn["taken"] >= ACTIONS:
        fail(f"{where} ({kind}) is an action being taken after both actions of the turn")
    seat = state["seats"][player]
    if kind == "move":
        gid = frame["guardian"]
        if gid not in own_guardians(state, player):
            fail(f"{where}.guardian {gid} is not one of seat {player}'s guardians")
        if not destinations(state, gid):
            fail(f"{where}: guardian {gid} has no other flower to go to")
        return
    cards = frame["cards"]
    if not set(cards) <= set(seat["hand"]):
        fail(f"{where}.cards must be cards of seat {player}'s hand")
    if kind == "exchange" and len(cards) > exchange_limit(seat):
        fail("an exchange holds at most 2 cards and never more than the active seat's deck holds")
    if kind == "play":
        ftype = D.card_type(cards[0])
        if any(D.card_type(c) != ftype for c in cards):
            fail("cards chosen to play must share one flower type")
        if len(cards) > min(play_limit(seat), space_left(state, ftype)):
            fail(f"{where}.cards holds more cards than one play may put on the {ftype}-petal flower")


def _check_rewards(state: dict, turn: dict, n: int) -> None:
    frames = reward_frames(state)
    if turn["kind"] != "action" or turn["taken"] < 1:
        fail("rewards are chosen right after the action that completed a flower, so that action is taken")
    flowers = {f["flower"] for f in frames}
    if len(flowers) != 1:
        fail("the rewards being chosen are all for one completed flower")
    ftype = flowers.pop()
    if str(ftype) in state["garden"]:
        fail(f"the {ftype}-petal flower was just completed: it cannot be growing again while its rewards are chosen")
    players = [f["player"] for f in frames]
    if players != in_turn_order(set(players), n, turn["player"]) or len(set(players)) != len(players):
        fail("the rewards go to distinct controllers, in turn order from the seat whose turn it is")


# ---- the memory ---------------------------------------------------------------------------

def _check_memory(state: dict, n: int, universe) -> None:
    """What the seats remember (table.py, POSITION.md) is true of the position: each
    remembered card is a card of the game, remembered once, and where the memory says."""
    memory = fields(state[MEMORY], MEMORY_KEYS, f"'{MEMORY}'")
    for key in MEMORY_KEYS:
        if not isinstance(memory[key], list) or len(memory[key]) != n:
            fail(f"{MEMORY}.{key} must list one list of card ids for each of the {n} seats")
    seen = {}
    for key in MEMORY_KEYS:
        for i, cards in enumerate(memory[key]):
            where = f"{MEMORY}.{key}[{i}]"
            for card in id_list(cards, where):
                if card not in universe:
                    fail(f"{where} remembers {card!r}, which is not a card of this game")
                if card in seen:
                    fail(f"{where} remembers {card}, which {seen[card]} already remembers")
                seen[card] = where
    if not state["flow"] and seen:
        fail(f"the game is over and the hands went back into the decks: '{MEMORY}' remembers nothing then")
    for i, seat in enumerate(state["seats"]):
        for card in memory["in_hand"][i]:
            if D.card_colour(card) is not None:
                fail(f"{MEMORY}.in_hand[{i}] remembers {card}: only a wildflower, taken openly from the row, "
                     "is seen going into a hand")
            if card not in seat["hand"]:
                fail(f"{MEMORY}.in_hand[{i}] remembers {card} in seat {i}'s hand, but it is not there")
        under, deck = memory["under_deck"][i], seat["deck"]
        if len(under) > len(deck) or deck[len(deck) - len(under):] != under:
            fail(f"{MEMORY}.under_deck[{i}] ({', '.join(under)}) must be the last cards of seat {i}'s deck, "
                 f"in order (they are {', '.join(deck[-len(under):]) or 'none'})")


# ---- saves of versions 1 and 2 ----------------------------------------------------------------

def upgrade_state(state: dict, version: int) -> dict:
    """A position of an earlier save in this release's format: a version-2 (or older) one
    remembers nothing (``memory`` came with version 3); a version-1 one has its flow built
    from ``step``, ``turn``, ``actions_taken``, ``selection``, ``rewards``, ``reward_flower``
    and ``final`` (and ``final_trigger`` from ``final``)."""
    if version == 1:
        state = _upgrade_v1(state)
    if version < 3:
        state[MEMORY] = empty_memory(len(state["seats"]))
    return state


def _upgrade_v1(state: dict) -> dict:
    step, turn, taken = state.pop("step"), state.pop("turn"), state.pop("actions_taken")
    selection, rewards, flower = state.pop("selection"), state.pop("rewards"), state.pop("reward_flower")
    final = state.pop("final")
    flow = []
    state["final_trigger"] = None if final is None else final["trigger"]
    if step != "over":
        started = False
        if final is not None:
            started = final["started"] is True
            later = final["turns_left"][1:] if started else final["turns_left"]
            flow.append({"kind": "end"})
            flow += [turn_frame(s, True) for s in reversed(later)]
        if step == "refill":
            flow.append({"kind": "refill", "player": turn, "final": started})
        else:
            flow.append({"kind": "action", "player": turn, "taken": taken, "final": started})
            if step in ("play", "exchange"):
                flow.append({"kind": step, "player": turn, "cards": list(selection)})
            elif step == "move":
                flow.append({"kind": "move", "player": turn, "guardian": selection[0]})
            elif step == "reward":
                flow += [{"kind": "reward", "player": s, "flower": flower} for s in reversed(rewards)]
            elif step != "action":
                raise ValueError(f"unknown step {step!r}")
    state["flow"] = flow
    return state
