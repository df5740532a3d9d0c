"""The Grimwood card facts, read once from the package's data.json.

Supernaturals are single cards named by their id (``dark_unicorn``); every
other card is ``name-n`` (``owl-3``).  A card's *name* is what Amazon asks
for: the id of a supernatural, the part before the dash otherwise.
"""

from __future__ import annotations

import json
from importlib import resources

DATA = json.loads(resources.files(__package__).joinpath("data.json").read_text("utf-8"))

SUPERNATURALS = [s["id"] for s in DATA["supernaturals"]]
MALE = frozenset(s["id"] for s in DATA["supernaturals"] if s["male"])
TITLES = {s["id"]: s["name"] for s in DATA["supernaturals"]} | {o["id"]: o["name"] for o in DATA["others"]}
KIND_OF_NAME = {s: "supernatural" for s in SUPERNATURALS} | {o["id"]: o["kind"] for o in DATA["others"]}
NAMES = SUPERNATURALS + [o["id"] for o in DATA["others"]]
SETS = {s["kind"]: s for s in DATA["sets"]}
HAND_LIMIT = DATA["hand_limit"]
COMBO_CAP = DATA["combo_cap"]
DRAGON = "dragon"
ACTIONS_PER_TURN = DATA["actions_per_turn"]
RUNE_ACTIONS = DATA["rune_actions"]
# a seat's Amulet setting when it is robbed: ask each time, always block if it can, never block
AMULET_MODES = ("ask", "always", "never")


def name_of(card: str) -> str:
    return card.split("-", 1)[0]


def kind_of(card: str) -> str:
    """supernatural, rune, amulet, animal or location."""
    return KIND_OF_NAME[name_of(card)]


def is_super(card: str) -> bool:
    return card in KIND_OF_NAME and KIND_OF_NAME[card] == "supernatural"


def title(card: str) -> str:
    """The card's English name for labels (``owl-3`` -> ``Owl``)."""
    return TITLES[name_of(card)]


def full_deck() -> list[str]:
    """All 64 cards in a fixed order."""
    cards = list(SUPERNATURALS)
    for other in DATA["others"]:
        cards += [f"{other['id']}-{k}" for k in range(1, other["count"] + 1)]
    return cards


def removed_cards(players: int) -> list[str]:
    """The cards set aside before shuffling (2 players: the last 2 Runes and 2 Amulets)."""
    if players != 2:
        return []
    out = []
    for other in DATA["others"]:
        n, count = other["removed_with_2_players"], other["count"]
        out += [f"{other['id']}-{k}" for k in range(count - n + 1, count + 1)]
    return out


ORDER = {c: i for i, c in enumerate(full_deck())}  # a stable order for listing cards


def set_kinds(identical_locations: bool) -> list[str]:
    """The animal and location combo kinds in force, in data order."""
    return [k for k, s in SETS.items() if s["option"] is None or identical_locations]


def supernatural_points(size: int) -> int:
    return DATA["supernatural_points"][str(size)]

