"""The fear deck, terror levels, earned fear cards, and the game's outcome: the four
terror-level victories, the three losses and the sacrificial victory (digest: Setup, Fear and
terror, Winning and losing).

The fear part of a game's state is plain JSON::

    state["fear"] = {"deck": [...],                 # face down, top first (9 at setup)
                     "dividers": {"2": 6, "3": 3},  # the cards below each terror divider
                     "terror": 1,                   # 1..4 (4: the deck is empty, victory)
                     "earned": [...],               # face down, in the order earned
                     "resolving": None,             # the card being resolved, face up
                     "discard": [...],
                     "unused": [...]}               # the 6 cards not drawn at setup, never shown

The dividers are counts: the terror level 2 divider lies above the bottom 6 cards, the level 3
divider above the bottom 3; a divider is reached when the deck holds no more cards than lie
below it, and terror rises at once. So terror is always 1 + the dividers reached, or 4 when
the deck is empty (``terror_for``). The cards' effects are not here (a later step): this is the
bookkeeping of which card resolves at which level, and where it goes after.

Randomness only from the ``core.rng.Rng`` passed in.

>>> from ...core.rng import Rng
>>> state = {"fear": setup_fear_deck(Rng(4))}
>>> len(state["fear"]["deck"]), state["fear"]["terror"]
(9, 1)
>>> [earn(state)["terror"] for _ in range(4)]
[1, 1, 2, 2]
"""

from __future__ import annotations

from typing import Iterable

from ...core.rng import Rng
from ...core.validate import fail, fields, id_list, same, whole
from ...core.zones import EVERYONE, NOBODY, Zone, conserve
from . import data as D
from . import invaders as I
from . import pieces as P

FEAR_KEYS: tuple[str, ...] = ("deck", "dividers", "terror", "earned", "resolving", "discard", "unused")
MOST_TERROR = 4

DECK_ZONE = Zone("fear deck", seen_by=NOBODY)
EARNED_ZONE = Zone("earned fear cards", seen_by=NOBODY)
RESOLVING_ZONE = Zone("fear card being resolved", seen_by=EVERYONE)
DISCARD_ZONE = Zone("fear discard", seen_by=EVERYONE)
UNUSED_ZONE = Zone("fear cards not in this game", seen_by=NOBODY)

# outcome reason ids
VICTORY = {1: "victory_terror1_no_invaders", 2: "victory_terror2_no_towns_or_cities",
           3: "victory_terror3_no_cities", 4: "victory_terror4_fear_deck_empty"}
LOSS_BLIGHT = "loss_blight_pool_empty"
LOSS_PRESENCE = "loss_spirit_without_presence"
LOSS_INVADER_DECK = I.LOSS_INVADER_DECK  # "loss_invader_deck_empty"
SACRIFICIAL = "victory_sacrificial"
OUTCOMES: tuple[str, ...] = tuple(VICTORY.values()) + (LOSS_BLIGHT, LOSS_PRESENCE, LOSS_INVADER_DECK, SACRIFICIAL)


def _fear(state: dict) -> dict:
    return state["fear"]


# ---- setup ------------------------------------------------------------------------------------

def deck_size() -> int:
    """Fear cards in a game's deck: 9 (data.json setup.fear_deck)."""
    return D.DATA["setup"]["fear_deck"]["cards"]


def setup_dividers() -> dict[str, int]:
    """The cards below each terror divider at setup: level 3 above the bottom 3, level 2 above
    the next 3 (``{"2": 6, "3": 3}``)."""
    per = D.DATA["setup"]["fear_deck"]["per_terror_level"]
    return {str(level): per * (4 - level) for level in (2, 3)}


def setup_fear_deck(rng: Rng) -> dict:
    """The fear part of a new game: the 15 fear cards shuffled, 9 taken (the rest unused,
    unseen), both dividers in place, terror level 1."""
    cards = D.fear_deck()
    rng.shuffle(cards)
    n = deck_size()
    return {"deck": cards[:n], "dividers": setup_dividers(), "terror": 1, "earned": [], "resolving": None,
            "discard": [], "unused": cards[n:]}


def terror_for(deck_left: int, dividers: dict[str, int]) -> int:
    """The terror level with ``deck_left`` cards in the fear deck: 4 when it is empty, else 1
    plus the dividers reached (a divider is reached when no more cards are left than lie below it).

    >>> [terror_for(n, {"2": 6, "3": 3}) for n in (9, 7, 6, 4, 3, 1, 0)]
    [1, 1, 2, 2, 3, 3, 4]
    """
    if deck_left == 0:
        return MOST_TERROR
    return 1 + sum(1 for below in dividers.values() if deck_left <= below)


def terror(state: dict) -> int:
    return _fear(state)["terror"]


# ---- earning ----------------------------------------------------------------------------------

def earn(state: dict, n: int = 1) -> dict:
    """Earn ``n`` fear cards: each is the top of the fear deck, face down to the bottom of the
    earned pile (so a card earned while others resolve goes after them); reaching a divider
    raises the terror level at once; the deck empty is terror level 4, victory (nothing more
    is earned then). Returns the cards earned (for the log: hidden from the view), the terror
    level, whether it rose and whether the deck ran out."""
    fear = _fear(state)
    before = fear["terror"]
    got = []
    for _ in range(n):
        if not fear["deck"]:
            break
        card = fear["deck"].pop(0)
        fear["earned"].append(card)
        got.append(card)
        fear["terror"] = terror_for(len(fear["deck"]), fear["dividers"])
    return {"earned": got, "terror": fear["terror"], "rose": fear["terror"] > before,
            "victory": fear["terror"] == MOST_TERROR}


def generate(state: dict, n: int) -> dict:
    """Generate ``n`` fear (pieces.fear moves the markers) and earn the cards it fills."""
    return earn(state, P.fear(state, n))


def earn_for(state: dict, result: dict) -> dict:
    """Earn the fear cards a pieces.py result reports (``"earned"``, e.g. from destroy)."""
    return earn(state, result.get("earned", 0))


# ---- resolving --------------------------------------------------------------------------------

def next_fear_card(state: dict) -> dict | None:
    """Fear effects, step 1: turn the first earned card face up to be resolved at the current
    terror level (``{"card", "level"}``); None when no earned card is left (the sub-phase
    ends). Cards resolve one at a time, in the order earned."""
    fear = _fear(state)
    if fear["resolving"] is not None:
        raise ValueError(f"{fear['resolving']} is still being resolved")
    if not fear["earned"]:
        return None
    if fear["terror"] >= MOST_TERROR:
        raise ValueError("terror level 4 is a victory: no fear card resolves")
    fear["resolving"] = fear["earned"].pop(0)
    return {"card": fear["resolving"], "level": fear["terror"]}


def discard_fear_card(state: dict) -> str:
    """Fear effects, step 2: the resolved card goes to the fear discard."""
    fear = _fear(state)
    if fear["resolving"] is None:
        raise ValueError("no fear card is being resolved")
    card, fear["resolving"] = fear["resolving"], None
    fear["discard"].append(card)
    return card


# ---- winning and losing -----------------------------------------------------------------------

def _none_of(state: dict, kinds: Iterable[str]) -> bool:
    return all(not state["lands"][l][k] for l in state["lands"] for k in kinds)


def victory(state: dict) -> str | None:
    """The victory reached at the current terror level, or None: level 1 no invaders on the
    island, level 2 no towns and no cities, level 3 no cities, level 4 (the fear deck empty)
    at once."""
    level = terror(state)
    kinds = {1: P.INVADERS, 2: ("town", "city"), 3: ("city",), 4: ()}[level]
    return VICTORY[level] if _none_of(state, kinds) else None


def loss(state: dict, players: int, invader_deck_ran_out: bool = False) -> str | None:
    """The loss reached, or None: the blight pool is empty; a spirit (seats 0..players-1) has
    no presence on the island; an invader card had to be revealed from an empty deck (the
    caller says so: ``invaders.reveal`` returned that outcome). The first in that order."""
    if P.blight_pool_empty(state):
        return LOSS_BLIGHT
    if P.spirits_on_island(state) < players:
        return LOSS_PRESENCE
    if invader_deck_ran_out:
        return LOSS_INVADER_DECK
    return None


def outcome(state: dict, players: int, invader_deck_ran_out: bool = False) -> str | None:
    """The game's outcome now, as a reason id (``OUTCOMES``), or None while it goes on: a
    victory and a loss at once is the sacrificial victory (digest, Winning and losing)."""
    won, lost = victory(state), loss(state, players, invader_deck_ran_out)
    if won and lost:
        return SACRIFICIAL
    return won or lost


# ---- the loader's check -----------------------------------------------------------------------

def layout(state: dict):
    fear = _fear(state)
    yield DECK_ZONE, None, fear["deck"]
    yield EARNED_ZONE, None, fear["earned"]
    yield RESOLVING_ZONE, None, [] if fear["resolving"] is None else [fear["resolving"]]
    yield DISCARD_ZONE, None, fear["discard"]
    yield UNUSED_ZONE, None, fear["unused"]


def check_fear(state: dict) -> None:
    """The position loader's check of ``state["fear"]``: exactly its fields; every fear card in
    exactly one place (core.zones conserve), 6 unused and 9 in play; the dividers as at setup;
    terror 1..4 and equal to ``terror_for`` the deck. Raises PositionError naming the defect."""
    fear = fields(state.get("fear"), FEAR_KEYS, "the fear cards")
    for key in ("deck", "earned", "discard", "unused"):
        id_list(fear[key], f"the {key} of fear cards", most=len(D.FEAR))
    if fear["resolving"] is not None and not isinstance(fear["resolving"], str):
        fail("the fear card being resolved must be a card id or null")
    conserve(layout(state), set(D.FEAR), "fear card")
    if len(fear["unused"]) != len(D.FEAR) - deck_size():
        fail(f"{len(D.FEAR) - deck_size()} fear cards are left out of a game, not {len(fear['unused'])}")
    if not same(fear["dividers"], setup_dividers()):
        fail(f"the terror dividers lie above {setup_dividers()} cards, not {fear['dividers']!r}")
    whole(fear["terror"], "the terror level", 1, MOST_TERROR)
    expected = terror_for(len(fear["deck"]), fear["dividers"])
    if fear["terror"] != expected:
        fail(f"with {len(fear['deck'])} fear cards left the terror level is {expected}, not {fear['terror']}")
