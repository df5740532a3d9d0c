"""Why a Living Forest action is refused: the catalog keys, and the reasons no choice builder
gives (the choices' own refusals come from the same filter as their legal actions, in the
frames).

A reason is ``{"key": "lf.refuse.<name>", "args": {...}}``; the page words it
(``web/games/living_forest/messages.en.js``, the game module's ``formatLog`` turns seat
numbers, card ids, tree types and action kinds into words).  Every key says what is wrong
and what the player can do instead.  ``KEYS`` lists every key the game can return.
"""

from __future__ import annotations

from . import data as D

PREFIX = "lf.refuse."
STEPS = ("draw", "action", "attract", "extinguish", "plant", "steal", "kodama", "call", "over")

# every action of the game, with or without its options (an unknown one is refused as such)
DOS = frozenset({"draw", "discard_drawn", "stop", "take_fragment", "attract", "extinguish", "plant", "move", "pass",
                 "done", "steal", "kodama", "use_tile", "call"})

KEYS = frozenset(PREFIX + name for name in (
    "unknown", "other", *(f"now.{step}" for step in STEPS),
    "draw.solitary", "draw.empty", "fragment.none", "fragment.not_drawn", "kodama.off",
    "bonus.none", "bonus.kind", "repeat", "no_action", "kodama.buy", "kodama.cost", "tile.none", "tile.element",
    "call.offer", "call.cost", "attract.offer", "attract.cost", "fire.none", "fire.cost",
    "plant.tree", "plant.kodama_twice", "plant.gone", "plant.cost", "plant.space",
    "move.stone", "move.no_wind", "move.far", "move.occupied", "move.count", "steal.none", "steal.kind"))


def _no(name: str, **args) -> dict:
    key = PREFIX + name
    assert key in KEYS, key  # every key has its sentence in the catalog (a test checks it)
    return {"key": key, "args": args}


no = _no


def card_ref(cid) -> str | None:
    """A card id worth naming to the player (an unknown id is not repeated back)."""
    return cid if isinstance(cid, str) and D.is_card(cid) else None


def fire_ref(value) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def wrong_step(step: str, action: dict, dos) -> dict | None:
    """An action that is not one of this step's (``dos``): unknown, or of another step."""
    do = action.get("do")
    if not isinstance(do, str) or do not in DOS:
        return _no("unknown")
    if do not in dos:
        return _no(f"now.{step}", tried=do)
    return None


def other() -> dict:
    return _no("other")


def draw_refusal(do: str, solitary: int, fragments: int, drawn: bool) -> dict:
    if do == "draw":
        if solitary >= D.SOLITARY_LIMIT:
            return _no("draw.solitary", limit=D.SOLITARY_LIMIT, fragments=fragments, drawn=drawn)
        return _no("draw.empty")
    if do == "discard_drawn":
        return _no("fragment.none") if fragments <= 0 else _no("fragment.not_drawn")
    return _no("other")


def type_refusal(kind: str, used: list, repeatable: set, allowed: int) -> dict | None:
    """One of the seat's actions of type ``kind`` that may not be started now."""
    if kind in used and kind not in repeatable:
        return _no("repeat", kind=kind)
    if len(used) >= allowed:
        return _no("no_action")
    return None


def bonus_refusal(animal, usable: list, kind: str) -> dict | None:
    """A level-3 animal's bonus action (``animal``) that may not be taken as ``kind``."""
    if animal not in usable:
        return _no("bonus.none", animal=card_ref(animal))
    if D.ability(animal)["action"] != kind:
        return _no("bonus.kind", animal=animal, kind=D.ability(animal)["action"], wanted=kind)
    return None


def move_refusal(to, wind: int, reach: dict, occupied: bool, onibi: bool) -> dict:
    """A move that is not legal: ``reach`` maps each stone in reach to its fewest steps."""
    if wind <= 0:
        return _no("move.no_wind")
    if not isinstance(to, int) or isinstance(to, bool):
        return _no("move.stone", wind=wind)
    if to in reach:
        return _no("move.count", stone=to, steps=reach[to])
    if occupied or onibi:
        return _no("move.occupied", stone=to, onibi=onibi)
    return _no("move.far", wind=wind, stone=to)
