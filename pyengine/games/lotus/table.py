"""Questions about a Lotus position: limits, guardians, and where the turn stands in the flow.

Imports only the card data (and the core's zones), so the rules, the view, the loader and
the property tests can all ask these.

The flow (``state["flow"]``, bottom first) of a game in progress is
``[end?, final turns..., the current turn, sub-frames...]``:

* ``end``      the final round is on (``state["final_trigger"]`` drew the last card of its
               deck): once the turns above it are played, the game is scored;
* final turns  ``action`` frames still to come, the next one on top;
* the turn     ``{"kind": "action", "player", "taken", "final"}`` while its two actions are
               taken, then ``{"kind": "refill", "player", "final"}``;
* above it     one ``play`` / ``exchange`` / ``move`` (the steps of an action), or the
               ``reward`` frames of a flower just completed, the next controller on top.
"""

from __future__ import annotations

from functools import lru_cache

from ...core.game import Game
from ...core.validate import id_list
from ...core.zones import EVERYONE, NOBODY, OWNER, Zone
from . import data as D

ACTIONS = D.DATA["actions_per_turn"]
NO_LIMIT = 99
TURN_KINDS = ("action", "refill")
SUB_KINDS = ("play", "exchange", "move")


def seat_of_colour(state: dict, colour: str | None) -> int | None:
    for i, seat in enumerate(state["seats"]):
        if seat["colour"] == colour:
            return i
    return None


def guardian_colour(gid: str) -> str:
    return gid.rsplit("-", 1)[0]


def guardian_owner(state: dict, gid: str) -> int | None:
    return seat_of_colour(state, guardian_colour(gid))


def own_guardians(state: dict, player: int) -> list[str]:
    colour = state["seats"][player]["colour"]
    return [g for g in state["guardians"] if guardian_colour(g) == colour]


def growing(state: dict) -> list[int]:
    """The types of the flowers in the garden, smallest first."""
    return sorted(int(t) for t in state["garden"])


def destinations(state: dict, gid: str) -> list[int]:
    """Where a guardian may move: any flower in the garden but its own."""
    here = state["guardians"][gid]
    return [t for t in growing(state) if t != here]


def hand_limit(seat: dict) -> int:
    return D.DATA["enlightened_hand_size"] if "path" in seat["powers"] else D.DATA["hand_size"]


def play_limit(seat: dict) -> int:
    return NO_LIMIT if "growth" in seat["powers"] else D.DATA["play_limit"]


def exchange_limit(seat: dict) -> int:
    """How many cards one exchange may hold: the seed has the player draw *new* cards,
    so never more than the deck holds before the exchanged cards go under it (our decision)."""
    return min(D.DATA["exchange_limit"], len(seat["deck"]))


def space_left(state: dict, ftype: int) -> int:
    return ftype - len(state["garden"].get(str(ftype), []))


def can_refill(state: dict, seat: dict) -> bool:
    """The seat may still draw: its hand is not full and its deck or the row has a card."""
    return len(seat["hand"]) < hand_limit(seat) and (bool(seat["deck"]) or any(c is not None for c in state["wild_row"]))


# ---- the flow -------------------------------------------------------------------------------

def turn_frame(player: int, final: bool) -> dict:
    """A turn about to begin: two actions to take (``final``: one of the final round's)."""
    return {"kind": "action", "player": player, "taken": 0, "final": final}


def turn_index(state: dict) -> int | None:
    """Where the current turn's frame is in the flow (None: the game is over)."""
    flow = state["flow"]
    for i in range(len(flow) - 1, -1, -1):
        if flow[i]["kind"] in TURN_KINDS:
            return i
    return None


def current_turn(state: dict) -> dict | None:
    i = turn_index(state)
    return None if i is None else state["flow"][i]


def turn_player(state: dict) -> int | None:
    turn = current_turn(state)
    return None if turn is None else turn["player"]


def actions_taken(state: dict) -> int:
    turn = current_turn(state)
    return turn["taken"] if turn is not None and turn["kind"] == "action" else ACTIONS


def final_trigger(state: dict) -> int | None:
    """The seat that drew the last card of its deck, once the final round is on."""
    return state["final_trigger"]


def final_turns_left(state: dict) -> list[int]:
    """The seats still to play a final turn, in order (the current one first if it is one)."""
    i = turn_index(state)
    if i is None:
        return []
    flow = state["flow"]
    now = [flow[i]["player"]] if flow[i]["final"] else []
    return now + [flow[k]["player"] for k in range(i - 1, -1, -1) if flow[k]["kind"] == "action"]


def step(state: dict) -> str:
    """The kind of the pending decision, or "over"."""
    return state["flow"][-1]["kind"] if state["flow"] else "over"


def sub_frame(state: dict) -> dict | None:
    """The step of the action being built (play, exchange, move), if one is on top."""
    flow = state["flow"]
    return flow[-1] if flow and flow[-1]["kind"] in SUB_KINDS else None


def reward_frames(state: dict) -> list[dict]:
    """The rewards still to choose, the next one first."""
    out = []
    for frame in reversed(state["flow"]):
        if frame["kind"] != "reward":
            break
        out.append(frame)
    return out


# ---- where the cards are ----------------------------------------------------------------------

def _wild(card: str) -> bool:
    return D.card_colour(card) is None


@lru_cache(maxsize=None)
def seat_zones(colour: str) -> tuple[Zone, Zone, Zone]:
    """A seat's deck (face down) and hand (its own): only its colour and wildflowers; its pile
    of collected petals (open): any card."""
    own = lambda card: D.card_colour(card) in (None, colour)  # noqa: E731
    return Zone("deck", NOBODY, own), Zone("hand", OWNER, own), Zone("pile", EVERYONE)


def seat_place(state: dict, player: int, name: str) -> tuple:
    """One of a seat's zones as a place for core.zones.move: (zone, seat, its list)."""
    seat = state["seats"][player]
    zone = next(z for z in seat_zones(seat["colour"]) if z.name == name)
    return zone, player, seat[name]


FLOWERS = {t: Zone(f"the {t}-petal flower", holds=lambda card, t=t: D.card_type(card) == t) for t in D.TYPES}
WILD_DECK = Zone("the wildflower deck", NOBODY, _wild)
WILD_ROW = Zone("the wildflower row", EVERYONE, _wild)
REMOVED = Zone("the removed cards")
DISCARDED = Zone("the discarded cards")


def layout(state: dict):
    """Every zone of a position with its cards (core.zones.conserve checks that each card of
    the game is in exactly one, and only where it may be).  The garden's keys and the row's
    slots are the loader's to check first."""
    for i, seat in enumerate(state["seats"]):
        for zone in seat_zones(seat["colour"]):
            yield zone, i, id_list(seat[zone.name], zone.where(i))
    for key, cards in state["garden"].items():
        zone = FLOWERS[int(key)]
        yield zone, None, id_list(cards, zone.name)
    yield WILD_DECK, None, id_list(state["wild_deck"], WILD_DECK.name)
    yield WILD_ROW, None, id_list([c for c in state["wild_row"] if c is not None], WILD_ROW.name)
    yield REMOVED, None, id_list(state["removed"], REMOVED.name)
    yield DISCARDED, None, id_list(state["discarded"], DISCARDED.name)


# ---- what the seats remember (state["memory"], POSITION.md) ---------------------------------
#
# A position keeps the certain facts the seats have seen about cards now hidden from them:
#
# * ``in_hand[i]``:    the wildflowers seat i took openly from the row and still holds, in the
#                      order taken: every seat saw them go into that hand (shared);
# * ``under_deck[i]``: the cards seat i put under its own deck by exchanges, still there, top
#                      first: always the last cards of its deck (only seat i knows them).
#
# A fact is dropped as soon as the card leaves its place in a way the others cannot follow:
# an exchange puts unnamed cards of the hand under the deck (the others see only how many), so
# that seat's ``in_hand`` is forgotten; a draw from the top of the deck that reaches into the
# cards put under it takes the first of them out of ``under_deck``; at the end of the game the
# hands go back into the decks and nothing is remembered.

MEMORY = Game.MEMORY
MEMORY_KEYS = ("in_hand", "under_deck")


def empty_memory(players: int) -> dict:
    """A memory of nothing (the setup's, and a save's older than version 3)."""
    return {key: [[] for _ in range(players)] for key in MEMORY_KEYS}


def remember_taken(state: dict, player: int, card: str) -> None:
    """``player`` took ``card`` openly from the wildflower row into its hand."""
    state[MEMORY]["in_hand"][player].append(card)


def forget_played(state: dict, player: int, cards: list[str]) -> None:
    """``cards`` left ``player``'s hand openly (played into the garden)."""
    known = state[MEMORY]["in_hand"][player]
    if known:
        known[:] = [c for c in known if c not in cards]


def remember_exchanged(state: dict, player: int, cards: list[str]) -> None:
    """``cards`` went under ``player``'s deck in this order: its owner knows them there; the
    others, who saw only how many went, no longer know which of the hand's cards are left."""
    memory = state[MEMORY]
    memory["in_hand"][player] = []
    memory["under_deck"][player].extend(cards)


def drew_from_deck(state: dict, player: int) -> None:
    """A card came off the top of ``player``'s deck: if the deck is now shorter than what its
    owner put under it, that card was the first of those."""
    known = state[MEMORY]["under_deck"][player]
    if len(known) > len(state["seats"][player]["deck"]):
        del known[0]


def forget_all(state: dict) -> None:
    """The hands went back into the decks (the end of the game): nothing is remembered."""
    state[MEMORY] = empty_memory(len(state["seats"]))


def remembered_by(state: dict, seat: int) -> set[str]:
    """The hidden cards of which ``seat`` knows more than its view shows (``Game.remembered_cards``):
    the cards it put under its own deck, and every wildflower in a hand or a deck, since each
    went there openly from the row (whose cards hold it is known to all, and where it is while
    ``in_hand`` remembers it)."""
    wild = {c for s in state["seats"] for place in (s["hand"], s["deck"]) for c in place if _wild(c)}
    return wild | set(state[MEMORY]["under_deck"][seat])
