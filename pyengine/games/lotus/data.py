"""The Lotus card facts, read once from the package's data.json."""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

DATA = json.loads(resources.files(__package__).joinpath("data.json").read_text("utf-8"))

FLOWER_NAMES = {f["type"]: f["name"] for f in DATA["flowers"]}
TYPES = sorted(FLOWER_NAMES)
COLOURS = [c["id"] for c in DATA["colours"]]
INSECTS = {c["id"]: c["insect"] for c in DATA["colours"]}
POWERS = [p["id"] for p in DATA["powers"]]
POWER_NAMES = {p["id"]: p["name"] for p in DATA["powers"]}
WILD = "wild"


def card_id(colour: str, ftype: int, n: int) -> str:
    """Cards are named ``colour-type-n``; in a player deck n = 1 is the two-symbol card."""
    return f"{colour}-{ftype}-{n}"


def player_deck(colour: str, players: int) -> list[str]:
    """The cards of one colour used with this many players, before shuffling.

    With 3 or 4 players the highest-numbered (single-symbol) cards of each
    type are left out, as setup requires.
    """
    removed = DATA["removed_per_type_by_players"][str(players)]
    return [
        card_id(colour, t, n)
        for t in TYPES
        for n in range(1, DATA["player_deck_per_type"][str(t)] - removed + 1)
    ]


def removed_cards(colour: str, players: int) -> list[str]:
    removed = DATA["removed_per_type_by_players"][str(players)]
    out = []
    for t in TYPES:
        count = DATA["player_deck_per_type"][str(t)]
        out += [card_id(colour, t, n) for n in range(count - removed + 1, count + 1)]
    return out


def wild_deck() -> list[str]:
    return [card_id(WILD, t, n) for t in TYPES for n in range(1, DATA["wildflowers_per_type"][str(t)] + 1)]


def all_cards(colours: list[str]) -> set[str]:
    """Every card in the box for these colours (full decks and the wildflowers)."""
    return set(wild_deck()).union(*(player_deck(c, 2) for c in colours))


@lru_cache(maxsize=None)
def parse(card: str) -> tuple[str, int, int]:
    colour, ftype, n = card.split("-")
    return colour, int(ftype), int(n)


def card_type(card: str) -> int:
    return parse(card)[1]


def card_colour(card: str) -> str | None:
    colour = parse(card)[0]
    return None if colour == WILD else colour


def symbols(card: str) -> int:
    """Guardian symbols on a card: 0 on wildflowers, 2 on a deck's n = 1 card, else 1."""
    colour, _, n = parse(card)
    if colour == WILD:
        return 0
    return 2 if n == 1 else 1


def card_json(card: str) -> dict:
    return {"id": card, "type": card_type(card), "colour": card_colour(card), "symbols": symbols(card)}
