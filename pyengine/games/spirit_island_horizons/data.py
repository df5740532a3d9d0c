"""The Horizons of Spirit Island facts, read once from the package's data.json.

Everything the game names has an id (checked unique at import):

* spirits, power cards (unique, minor, major), innate powers, special rules and fear
  cards: their name in lower_snake (``slug``): apostrophes dropped, every other run of
  non-letters one ``_`` (``Veil the Night's Hunt`` -> ``veil_the_nights_hunt``);
* invader cards: ``stage<n>_<terrains>`` (``stage1_jungle``, ``stage2_coastal``,
  ``stage3_jungle_sands``; a stage III card's two terrains in alphabetical order);
* boards ``G``, ``H``, ``B``; lands a board letter and number (``G1`` .. ``G8``); the
  ocean is not a land;
* decisions ``D01`` .. ``D10`` (shown on the rules page with their text and reason).

Confidence marks (``confirmed``, ``inferred``, ``unknown``, ``assumed``) and the decisions
behind a fact stay in the data beside it (``confidence(id)``, ``decisions_of(id)``).

>>> cost("call_of_the_dahan_ways"), speed("call_of_the_dahan_ways"), card_range("call_of_the_dahan_ways")
(1, 'slow', Range(source='presence', steps=1, source_terrain=()))
>>> card_range("the_jungle_hungers").source_terrain
('jungle',)
>>> target("accelerated_rot")
Target(kind='land', filter='terrain', terrains=('jungle', 'wetland'))
>>> invader_terrains("stage3_jungle_sands"), has_stage2_special("stage2_coastal")
(('jungle', 'sands'), False)
>>> blight_pool(1), fear_pool(1)
(6, 4)
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib import resources
from typing import Mapping

DATA = json.loads(resources.files(__package__).joinpath("data.json").read_text("utf-8"))

ELEMENTS: list[str] = DATA["elements"]
TERRAINS: list[str] = DATA["terrains"]
INVADER_PIECES = ("explorer", "town", "city")
PIECES = INVADER_PIECES + ("dahan", "blight")  # the pieces printed on lands (presence is a spirit's)
STAGES = (1, 2, 3)
TERROR_LEVELS = (1, 2, 3)
MARKS = ("confirmed", "inferred", "unknown", "assumed")


def slug(name: str) -> str:
    """A name as an id.

    >>> slug("Quicken the Earth's Struggles"), slug("Retreat!"), slug("Sun-Bright Whirlwind")
    ('quicken_the_earths_struggles', 'retreat', 'sun_bright_whirlwind')
    """
    s = name.lower().replace("'", "").replace("\u2019", "")
    return re.sub(r"[^a-z0-9]+", "_", s).strip("_")


DECISIONS: dict[str, dict] = {d["id"]: d for d in DATA["decisions"]}
SPIRITS: dict[str, dict] = {s["id"]: s for s in DATA["spirits"]}
UNIQUE: dict[str, dict] = {c["id"]: c for c in DATA["powers"]["unique"]}
MINOR: dict[str, dict] = {c["id"]: c for c in DATA["powers"]["minor"]}
MAJOR: dict[str, dict] = {c["id"]: c for c in DATA["powers"]["major"]}
POWERS: dict[str, dict] = {**UNIQUE, **MINOR, **MAJOR}
INNATES: dict[str, dict] = {i["id"]: dict(i, spirit=s["id"]) for s in DATA["spirits"] for i in s["innate_powers"]}
SPECIAL_RULES: dict[str, dict] = {r["id"]: dict(r, spirit=s["id"]) for s in DATA["spirits"] for r in s["special_rules"]}
FEAR: dict[str, dict] = {c["id"]: c for c in DATA["fear_cards"]}
INVADERS: dict[str, dict] = {c["id"]: c for c in DATA["invader_cards"]}
BOARDS: dict[str, dict] = DATA["boards"]
LANDS: dict[str, dict] = {land["id"]: dict(land, board=b) for b, board in BOARDS.items() for land in board["lands"]}
LAYOUTS: dict[str, dict] = DATA["layouts"]
PIECE_STATS: dict[str, dict] = DATA["pieces"]

# the named things: one id space (a card, a spirit, an innate power never share an id)
NAMED: dict[str, dict] = {}
for _item in (DATA["spirits"] + [c for deck in DATA["powers"].values() for c in deck] + list(INNATES.values())
              + list(SPECIAL_RULES.values()) + DATA["fear_cards"] + DATA["invader_cards"] + list(BOARDS.values())
              + list(LANDS.values()) + DATA["decisions"]):
    if _item["id"] in NAMED:
        raise ValueError(f"id {_item['id']!r} names two things")
    NAMED[_item["id"]] = _item
for _id, _item in LAYOUTS.items():
    if _id in NAMED:
        raise ValueError(f"id {_id!r} names two things")
    NAMED[_id] = _item


# ---- power cards ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Range:
    """Where a power reaches from: ``source`` "presence" or "sacred_site" (a land with 2+ of
    the spirit's presence), ``steps`` lands away; ``source_terrain`` (when not empty) counts
    only sources of those terrains (``range 1 from a Jungle``)."""

    source: str
    steps: int
    source_terrain: tuple[str, ...] = ()

    @property
    def sacred_site(self) -> bool:
        return self.source == "sacred_site"


@dataclass(frozen=True)
class Target:
    """What a power targets: ``kind`` "land" or "spirit"; ``filter`` for a land one of
    any, invaders, dahan, blight, no_blight, no_invaders, coastal, terrain (then
    ``terrains``); for a spirit any (yourself too) or another (yourself too in solo)."""

    kind: str
    filter: str
    terrains: tuple[str, ...] = ()


@dataclass(frozen=True)
class Threshold:
    elements: Mapping[str, int]


def _range(spec: dict | None) -> Range | None:
    if spec is None:
        return None
    return Range(spec["source"], spec["range"], tuple(spec.get("source_terrain", ())))


def _target(spec: dict) -> Target:
    return Target(spec["kind"], spec["filter"], tuple(spec.get("terrains", ())))


def power(card: str) -> dict:
    """A power card's facts (unique, minor or major), by id."""
    return POWERS[card]


def deck_of(card: str) -> str:
    """unique, minor or major."""
    return POWERS[card]["deck"]


def cost(card: str) -> int:
    return POWERS[card]["cost"]


def speed(card: str) -> str:
    """fast or slow (a card or an innate power)."""
    return (POWERS.get(card) or INNATES[card])["speed"]


def is_fast(card: str) -> bool:
    return speed(card) == "fast"


def card_range(card: str) -> Range | None:
    """The range of a power card or an innate power (None: it targets a spirit)."""
    return _range((POWERS.get(card) or INNATES[card])["range"])


def target(card: str) -> Target:
    return _target((POWERS.get(card) or INNATES[card])["target"])


def elements(card: str) -> tuple[str, ...]:
    """The elements printed on a power card (each once)."""
    return tuple(POWERS[card]["elements"])


def thresholds(card: str) -> list[Threshold]:
    """A card's thresholds (the extra effect when the elements in play reach them)."""
    return [Threshold(dict(t["elements"])) for t in POWERS[card]["thresholds"]]


def pushes_or_gathers(power: str) -> bool:
    """A power card or innate power (any of its levels) pushes or gathers something."""
    return NAMED[power]["pushes_or_gathers"]


def meets(need: Mapping[str, int], have: Mapping[str, int]) -> bool:
    """Elements in play ``have`` reach a threshold ``need`` (elements are never spent).

    >>> meets({"moon": 2}, {"moon": 2, "water": 1}), meets({"moon": 2}, {"moon": 1})
    (True, False)
    """
    return all(have.get(e, 0) >= n for e, n in need.items())


def minor_deck() -> list[str]:
    return list(MINOR)


def major_deck() -> list[str]:
    return list(MAJOR)


# ---- spirits ----------------------------------------------------------------------------------

def spirit(sid: str) -> dict:
    return SPIRITS[sid]


def unique_powers(sid: str) -> list[str]:
    """The spirit's 4 unique power cards: its starting hand."""
    return list(SPIRITS[sid]["unique_powers"])


def spirit_of(card: str) -> str | None:
    """The spirit a unique card, innate power or special rule belongs to (None for others)."""
    return NAMED[card].get("spirit")


def growth_options(sid: str) -> list[list[dict]]:
    """The spirit's growth options (pick one), each a list of icons:
    ``{"op": "reclaim_all"}``, ``{"op": "gain_power_card"}``, ``{"op": "gain_energy", "amount": n}``,
    ``{"op": "add_presence", "range": n}`` (and ``"terrains"`` where it may only go to those)."""
    return [[dict(icon) for icon in option] for option in SPIRITS[sid]["growth"]]


def track(sid: str, name: str) -> list[dict]:
    """A presence track ("energy" or "card_plays"), leftmost space first; each space
    ``{"value": n}``, ``{"element": e}`` or both."""
    return [dict(space) for space in SPIRITS[sid]["tracks"][name]]


def track_value(sid: str, name: str, uncovered: int) -> int:
    """The highest number among the ``uncovered`` leftmost spaces (energy per turn or card plays).

    >>> track_value("fathomless_mud_of_the_swamp", "energy", 2), track_value("fathomless_mud_of_the_swamp", "energy", 3)
    (1, 2)
    """
    spaces = SPIRITS[sid]["tracks"][name][:uncovered]
    return max((s["value"] for s in spaces if "value" in s), default=0)


def track_elements(sid: str, name: str, uncovered: int) -> dict[str, int]:
    """The elements that the ``uncovered`` leftmost spaces give every turn."""
    out: dict[str, int] = {}
    for s in SPIRITS[sid]["tracks"][name][:uncovered]:
        if "element" in s:
            out[s["element"]] = out.get(s["element"], 0) + 1
    return out


def innate_powers(sid: str) -> list[str]:
    return [i["id"] for i in SPIRITS[sid]["innate_powers"]]


def innate(iid: str) -> dict:
    """An innate power: speed, range, target, ``mode`` (cumulative: every level reached, in
    order; replacing: only the highest) and ``levels`` (elements, text)."""
    return INNATES[iid]


def innate_levels_reached(iid: str, have: Mapping[str, int]) -> list[int]:
    """The levels (0-based) whose elements ``have`` reaches, in order."""
    return [i for i, level in enumerate(INNATES[iid]["levels"]) if meets(level["elements"], have)]


def special_rules(sid: str) -> list[str]:
    return [r["id"] for r in SPIRITS[sid]["special_rules"]]


def setup_presence(sid: str) -> list[dict]:
    """Where the starting presence goes on the starting board: ``{"count", "pick": "lowest" |
    "highest", "terrain"}`` or ``{"count", "land": number}`` (island.starting_presence resolves it)."""
    return [dict(p) for p in SPIRITS[sid]["setup"]["presence"]]


def start_energy(sid: str) -> int:
    return SPIRITS[sid]["setup"]["energy"]


# ---- fear and invader cards -------------------------------------------------------------------

def fear_deck() -> list[str]:
    """All 15 fear cards (a game uses 9)."""
    return list(FEAR)


def invader_cards(stage: int | None = None) -> list[str]:
    """The invader cards (of one stage), in the data's order."""
    return [c for c, card in INVADERS.items() if stage is None or card["stage"] == stage]


def invader_stage(card: str) -> int:
    return INVADERS[card]["stage"]


def invader_terrains(card: str) -> tuple[str, ...]:
    """The terrains a card names: one (stage I, II), two (stage III); stage II's coastal card
    names "coastal" (every coastal land) instead of a terrain."""
    return tuple(INVADERS[card]["terrains"])


def has_stage2_special(card: str) -> bool:
    """The card carries the stage II special action (decision D01: the four single-terrain
    stage II cards, not Coastal); whether it is used is the game's option, on by default."""
    return INVADERS[card]["special"]


# ---- setup and pieces -------------------------------------------------------------------------

def blight_pool(players: int) -> int:
    """Blight in the pool at setup: 5 per player + 1."""
    spec = DATA["setup"]["blight_pool"]
    return spec["per_player"] * players + spec["plus"]


def fear_pool(players: int) -> int:
    """Fear markers in the pool: 4 per player."""
    return DATA["setup"]["fear_pool"]["per_player"] * players


def invader_deck_sizes() -> dict[int, int]:
    """Cards of each stage in a game's invader deck (one of each stage is removed unseen)."""
    return {int(k): v for k, v in DATA["setup"]["invader_deck"]["per_stage"].items()}


def health(piece: str) -> int:
    return PIECE_STATS[piece]["health"]


def damage(piece: str) -> int:
    """The damage an invader deals when it ravages (dahan: see ``counterattack``)."""
    return PIECE_STATS[piece]["damage"]


def fear_on_destroy(piece: str) -> int:
    return PIECE_STATS[piece]["fear_on_destroy"]


def counterattack() -> int:
    """The damage each surviving dahan deals back after a ravage."""
    return PIECE_STATS["dahan"]["counterattack"]


def downgrade(piece: str) -> str | None:
    """city -> town, town -> explorer, explorer -> None (removed)."""
    return DATA["downgrade"][piece]


def default_layout(players: int) -> str:
    return DATA["default_layout_by_players"][str(players)]


def layout_of(players: int, solo_board: str) -> str:
    """The island of a game: the solo game's chosen board, else its player count's side."""
    return f"solo_{solo_board}" if players == 1 else default_layout(players)


# ---- marks ------------------------------------------------------------------------------------

def confidence(item: str) -> str | None:
    """The confidence mark of a named thing (a layout's is its ``status``; None where the
    data gives none of its own, e.g. a land: see its board)."""
    if item in LAYOUTS:
        return LAYOUTS[item]["status"]
    return NAMED[item].get("confidence")


def decisions_of(item: str) -> list[str]:
    """The ids of our decisions behind a named thing."""
    return list(NAMED[item].get("decisions", ()))


def decision(did: str) -> dict:
    """A decision: ``topic``, ``status``, ``decision``, ``reason``, ``applies_to`` (ids)."""
    return DECISIONS[did]
