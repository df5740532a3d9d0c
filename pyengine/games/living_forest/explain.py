"""Why a Living Forest action is refused: a catalog key and its raw arguments.

``explain`` returns ``{"key": "lf.refuse.<name>", "args": {...}}``; the page words it
(``web/games/living_forest/messages.en.js``, the game module's ``formatLog`` turns seat
numbers, card ids, tree types and action kinds into words).  Every key says what is wrong
and what the player can do instead.  ``KEYS`` lists every key ``explain`` can return.
"""

from __future__ import annotations

from . import data as D
from .rules import actions_allowed, bonus_animals, flowers, free_spaces, kodama_offer, market_cards, repeatable, walk
from .scoring import net_solitary, strength

PREFIX = "lf.refuse."
STEPS = ("draw", "action", "attract", "extinguish", "plant", "steal", "kodama", "call", "over")

# the steps at which each kind of action may be taken
_STEP_OF = {"draw": ("draw",), "discard_drawn": ("draw",), "stop": ("draw",), "take_fragment": ("action",),
            "attract": ("action", "attract"), "extinguish": ("action", "extinguish"), "plant": ("action", "plant"),
            "move": ("action",), "pass": ("action",), "done": ("attract", "extinguish", "plant", "kodama", "call"),
            "steal": ("steal",), "kodama": ("kodama",), "use_tile": ("action",), "call": ("action", "call")}
_TYPE_OF = {"take_fragment": "fragment", "attract": "attract", "extinguish": "extinguish", "plant": "plant",
            "move": "move", "call": "call"}

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


def _card(cid) -> str | None:
    """A card id worth naming to the player (an unknown id is not repeated back)."""
    return cid if isinstance(cid, str) and D.is_card(cid) else None


def explain(game, state: dict, action: dict) -> dict:
    step = state["step"]
    do = action.get("do")
    if do not in _STEP_OF:
        return _no("unknown")
    if step not in _STEP_OF[do]:
        return _no(f"now.{step}" if step in STEPS else "other", tried=do)
    player = state["turn"]
    seat = state["seats"][player]
    if step == "draw":
        return _explain_draw(state, seat, do)
    if do in ("kodama", "use_tile", "call") and "kodama" not in state:
        return _no("kodama.off")
    if step == "action" and do in _TYPE_OF:
        why = _explain_type(state, player, seat, action, _TYPE_OF[do])
        if why:
            return why
    handler = _BY_DO.get(do)
    why = handler(state, player, seat, action, step) if handler else None
    return why or _no("other")


def _explain_draw(state: dict, seat: dict, do: str) -> dict:
    if do == "draw":
        if net_solitary(seat["line"]) >= D.SOLITARY_LIMIT:
            return _no("draw.solitary", limit=D.SOLITARY_LIMIT, fragments=seat["fragments"],
                       drawn=state["just_drawn"] is not None)
        return _no("draw.empty")
    if do == "discard_drawn":
        if seat["fragments"] <= 0:
            return _no("fragment.none")
        return _no("fragment.not_drawn")
    return _no("other")


def _explain_type(state: dict, player: int, seat: dict, action: dict, kind: str) -> dict | None:
    """One of the seat's actions (or an animal's bonus action) that may not be started now."""
    animal = action.get("animal")
    if animal is not None:
        if animal not in bonus_animals(seat):
            return _no("bonus.none", animal=_card(animal))
        if D.ability(animal)["action"] != kind:
            return _no("bonus.kind", animal=animal, kind=D.ability(animal)["action"], wanted=kind)
        return None
    if kind in seat["used"] and kind not in repeatable(seat):
        return _no("repeat", kind=kind)
    if len(seat["used"]) >= actions_allowed(state, player):
        return _no("no_action")
    return None


def _kodama(state, player, seat, action, step):
    buy = action.get("buy")
    cost = D.K_SPEND.get(buy) if isinstance(buy, str) else None
    if cost is None:
        return _no("kodama.buy")
    return _no("kodama.cost", buy=buy, cost=cost, left=state["task"]["left"])


def _use_tile(state, player, seat, action, step):
    if seat["element_tiles"] <= 0:
        return _no("tile.none")
    if action.get("element") not in D.ELEMENT_TILE:
        return _no("tile.element")
    return None


def _call(state, player, seat, action, step):
    card = action.get("card")
    if card not in kodama_offer(state):
        return _no("call.offer")
    return _no("call.cost", card=card, cost=D.card(card)["cost"], flowers=flowers(state, player))


def _attract(state, player, seat, action, step):
    card = action.get("card")
    if card not in market_cards(state):
        return _no("attract.offer", card=_card(card))
    sun = strength(state, player, "sun") if step == "action" else state["task"]["left"]
    return _no("attract.cost", card=card, cost=D.card(card)["cost"], sun=sun, more=step != "action")


def _extinguish(state, player, seat, action, step):
    fire = action.get("fire")
    if fire not in state["centre"]:
        return _no("fire.none", fire=fire if isinstance(fire, int) and not isinstance(fire, bool) else None)
    water = strength(state, player, "water") if step == "action" else state["task"]["left"]
    return _no("fire.cost", fire=fire, water=water, more=step != "action")


def _plant(state, player, seat, action, step):
    tree = action.get("tree")
    if not isinstance(tree, str) or tree not in state["trees"]:
        return _no("plant.tree")
    if tree in D.K_TREES and any(tree in row for row in seat["forest"]):
        return _no("plant.kodama_twice", tree=tree)
    if state["trees"][tree] <= 0:
        return _no("plant.gone", tree=tree)
    seed = strength(state, player, "seed")
    if D.ALL_TREES[tree]["cost"] > seed:
        return _no("plant.cost", tree=tree, cost=D.ALL_TREES[tree]["cost"], seed=seed)
    if (action.get("x"), action.get("y")) not in free_spaces(seat):
        return _no("plant.space")
    return None


def _move(state, player, seat, action, step):
    wind = strength(state, player, "wind")
    if wind <= 0:
        return _no("move.no_wind")
    to = action.get("to")
    if not isinstance(to, int) or isinstance(to, bool):
        return _no("move.stone", wind=wind)
    reach = {}
    for k in range(wind, 0, -1):  # the fewest steps win: a stone reached in k steps is reached first
        reach[walk(state, player, k)[0]] = k
    if to in reach:
        return _no("move.count", stone=to, steps=reach[to])
    onibi = state["kodama"]["onibi"] if "kodama" in state else None
    if to == onibi or any(i != player and s["stone"] == to for i, s in enumerate(state["seats"])):
        return _no("move.occupied", stone=to, onibi=to == onibi)
    return _no("move.far", wind=wind, stone=to)


def _steal(state, player, seat, action, step):
    tile = action.get("tile")
    if tile in D.TILES:
        return _no("steal.none", tile=tile, **{"from": state["task"]["from"]})
    return _no("steal.kind")


_BY_DO = {"kodama": _kodama, "use_tile": _use_tile, "call": _call, "attract": _attract, "extinguish": _extinguish,
          "plant": _plant, "move": _move, "steal": _steal}
