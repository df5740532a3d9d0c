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

# the Kodama expansion (option ``kodama``)
KODAMA = DATA["kodama"]
K_ANIMALS = {c["id"]: c for level in ("2", "3") for c in KODAMA["animals"][level]}
K_STARTING = {c["id"]: dict(c, level=0, cost=0, marker=None) for c in KODAMA["starting"]}
K_CARDS = {c["id"]: dict(c, level=None) for c in KODAMA["cards"]}
K_STACKS: list[str] = KODAMA["stacks"]
K_TREES = {t["id"]: t for t in KODAMA["trees"]}
K_TREE_IDS = [t["id"] for t in KODAMA["trees"]]
ELEMENT_TILE: dict[str, int] = KODAMA["element_tiles"]
K_SPEND: dict[str, int] = KODAMA["spend"]
CALL_STONES: list[int] = KODAMA["call_stones"]
ALL_TREES = {**TREES, **K_TREES}
TREE_COST = {t: tree["cost"] for t, tree in ALL_TREES.items()}

# fragments, fires taken, element tiles: unlimited in the box; a position holds this many at most
MAX_TOKENS = 9999


def starting_ids(spirit: str, kodama: bool = False) -> list[str]:
    """A spirit's starting deck (with its starting Kodama card under the option)."""
    return [f"{spirit}-{c['id']}" for c in DATA["starting_deck"]] + ([f"kodama_{spirit}"] if kodama else [])


def stones(kodama: bool) -> list[str]:
    """The circle's stone actions: two become call-a-Kodama stones under the option."""
    return [("call" if kodama and k in CALL_STONES else a) for k, a in enumerate(STONES)]


def action_types(kodama: bool) -> list[str]:
    return ACTION_TYPES + (["call"] if kodama else [])


def tree_ids(kodama: bool) -> list[str]:
    return TREE_IDS + (K_TREE_IDS if kodama else [])


def kodama_stack(stack: str) -> list[str]:
    return [c for c, k in K_CARDS.items() if k["stack"] == stack]


def kodama_symbols(cid: str) -> int:
    return card(cid).get("kodama", 0)


def ability(cid: str) -> dict | None:
    return card(cid).get("ability")


def varan_ids() -> list[str]:
    return [f"varan-{k}" for k in range(1, VARAN_COUNT + 1)]


def level_deck(level: str, kodama: bool = False) -> list[str]:
    extra = KODAMA["animals"].get(level, []) if kodama else []
    return [c["id"] for c in DATA["animals"][level] + extra for _ in range(c.get("copies", 1))]


def tree_copies(tree: str, players: int) -> int:
    return ALL_TREES[tree]["copies"][str(players)]


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
    for table in (K_ANIMALS, K_STARTING, K_CARDS):
        if cid in table:
            return table[cid]
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


@lru_cache(maxsize=None)
def card_cost(cid: str) -> int:
    return card(cid)["cost"]


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


def kodama_card_json(cid: str) -> dict:
    """A card as views show it under the Kodama option: with its symbols, ability and stack."""
    c = card(cid)
    return {**card_json(cid), "kodama": c.get("kodama", 0), "ability": c.get("ability"), "stack": c.get("stack")}


def card_json(cid: str) -> dict:
    """A card as views show it (a fresh copy: callers may change it)."""
    base = _card_json(cid)
    return {**base, "elements": dict(base["elements"])}


def tree_json(tree: str) -> dict:
    t = ALL_TREES[tree]
    out = {"id": tree, "cost": t["cost"], "bonus": dict(t["bonus"]), "special": t.get("special")}
    if tree in K_TREES:
        out.update(per_kodama=t["per_kodama"], kodama=t["kodama"])
    return out


def all_cards(spirits: list[str], promo: bool, kodama: bool = False) -> set[str]:
    """Every card in play for these spirits: starting decks, the three levels, Varans (the promo, the Kodama)."""
    out = set(varan_ids())
    for s in spirits:
        out.update(starting_ids(s, kodama))
    for level in LEVELS:
        out.update(level_deck(level, kodama))
    if promo:
        out.update(PROMO)
    if kodama:
        out.update(K_CARDS)
    return out
