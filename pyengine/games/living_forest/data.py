"""The Living Forest facts, read once from the package's data.json.

Card ids (see POSITION.md): starting animals ``<spirit>-<animal>``, market
animals by their animal id, ``varan-1`` .. ``varan-23``, promo ``sanki`` and
``onibi``.

>>> card("spring-bear")["elements"]["seed"], card("hedgehog")["level"], card("varan-3")["marker"]
(2, 1, 'solitary')
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

DATA = json.loads(resources.files(__package__).joinpath("data.json").read_text("utf-8"))

ELEMENTS: list[str] = DATA["elements"]
SPIRITS: list[str] = DATA["spirits"]
GOAL: int = DATA["goal"]
SOLITARY_LIMIT: int = DATA["solitary_limit"]
ACTION_TYPES = ["fragment", "attract", "extinguish", "plant", "move"]
LEVELS = ["1", "2", "3"]
TILES: list[str] = DATA["victory_tiles"]

STARTING = {c["id"]: c for c in DATA["starting_deck"]}
ANIMALS = {c["id"]: c for level in LEVELS for c in DATA["animals"][level]}
PROMO = {c["id"]: c for c in DATA["promo"]["cards"]}
VARAN_COUNT: int = DATA["fire_varan"]["count"]
TREES = {t["id"]: t for t in DATA["trees"]}
TREE_IDS = [t["id"] for t in DATA["trees"]]
START_TREE = "start"

FOREST = DATA["forest"]
COLS, ROWS = FOREST["columns"], FOREST["rows"]
START_SPACE = tuple(FOREST["start"])
CORNERS = {(c["x"], c["y"]): c for c in FOREST["corners"]}
STONES: list[str] = DATA["circle"]["stones"]

FIRES = DATA["fires"]
FIRE_BY_LEVEL = {k: v for k, v in FIRES["value_by_level"].items()}
CENTRE_MAX: int = FIRES["centre_max"]
MARKET_SIZE: int = DATA["market_per_level"]


def starting_ids(spirit: str) -> list[str]:
    return [f"{spirit}-{c['id']}" for c in DATA["starting_deck"]]


def varan_ids() -> list[str]:
    return [f"varan-{k}" for k in range(1, VARAN_COUNT + 1)]


def level_deck(level: str) -> list[str]:
    return [c["id"] for c in DATA["animals"][level] for _ in range(c.get("copies", 1))]


def tree_copies(tree: str, players: int) -> int:
    return TREES[tree]["copies"][str(players)]


def start_stones(players: int) -> list[int]:
    return DATA["circle"]["start"][str(players)]


def is_varan(cid: str) -> bool:
    return cid.startswith("varan-")


@lru_cache(maxsize=None)
def card(cid: str) -> dict:
    """The facts of a card id (raises KeyError for an unknown id)."""
    if cid in ANIMALS:
        return ANIMALS[cid]
    if cid in PROMO:
        return PROMO[cid]
    if is_varan(cid):
        n = cid.split("-", 1)[1]
        if n.isdigit() and 1 <= int(n) <= VARAN_COUNT:
            return {"id": "varan", "name": "Fire Varan", "level": None, "cost": 0, "marker": "solitary",
                    "elements": dict(DATA["fire_varan"]["elements"])}
        raise KeyError(cid)
    spirit, _, animal = cid.partition("-")
    if spirit in SPIRITS and animal in STARTING:
        return STARTING[animal]
    raise KeyError(cid)


def is_card(cid) -> bool:
    try:
        card(cid)
    except (KeyError, TypeError):
        return False
    return True


def level_of(cid: str) -> int | None:
    return card(cid)["level"]


def marker(cid: str) -> str | None:
    return card(cid)["marker"]


def effect(cid: str) -> str | None:
    return card(cid).get("effect")


@lru_cache(maxsize=None)
def _card_json(cid: str) -> dict:
    c = card(cid)
    return {"id": cid, "animal": c["id"], "name": c["name"], "level": c["level"], "cost": c["cost"],
            "marker": c["marker"], "elements": dict(c["elements"]), "effect": c.get("effect")}


def card_json(cid: str) -> dict:
    """A card as views show it (a fresh copy: callers may change it)."""
    base = _card_json(cid)
    return {**base, "elements": dict(base["elements"])}


def tree_json(tree: str) -> dict:
    t = TREES[tree]
    return {"id": tree, "cost": t["cost"], "bonus": dict(t["bonus"]), "special": t.get("special")}


def all_cards(spirits: list[str], promo: bool) -> set[str]:
    """Every card in play for these spirits: starting decks, the three levels, Varans (and the promo)."""
    out = set(varan_ids())
    for s in spirits:
        out.update(starting_ids(s))
    for level in LEVELS:
        out.update(level_deck(level))
    if promo:
        out.update(PROMO)
    return out
