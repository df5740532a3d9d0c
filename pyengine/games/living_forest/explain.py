"""Sentences saying why a Living Forest action is refused (shown to the player as is)."""

from __future__ import annotations

from . import data as D
from .rules import actions_allowed, bonus_animals, flowers, free_spaces, kodama_offer, market_cards, repeatable
from .scoring import net_solitary, strength

_STEP_NEEDS = {
    "draw": "draw a card, spend a fragment on the card just drawn, or stop drawing",
    "action": "choose an action (fragment, attract, extinguish, plant, move) or end your actions",
    "attract": "attract another animal your sun still covers, or finish",
    "extinguish": "extinguish another fire your water still covers, or finish",
    "plant": "plant a tree (the stone you reached), or plant nothing",
    "steal": "choose which victory tile to take from the spirit you jumped",
    "kodama": "spend your Kodama symbols (2 a fragment, 3 an element tile, 4 an extra action) or finish",
    "call": "call a face-up Kodama your flowers cover (the stone you reached), or call none",
}
_STEP_OF = {"draw": ("draw",), "discard_drawn": ("draw",), "stop": ("draw",), "take_fragment": ("action",),
            "attract": ("action", "attract"), "extinguish": ("action", "extinguish"), "plant": ("action", "plant"),
            "move": ("action",), "pass": ("action",), "done": ("attract", "extinguish", "plant", "kodama", "call"),
            "steal": ("steal",), "kodama": ("kodama",), "use_tile": ("action",), "call": ("action", "call")}
_TYPE_OF = {"take_fragment": "fragment", "attract": "attract", "extinguish": "extinguish", "plant": "plant",
            "move": "move", "call": "call"}


def explain(game, state: dict, action: dict) -> str:
    step = state["step"]
    do = action.get("do")
    if do not in _STEP_OF:
        return f"unknown action {do!r}: Living Forest actions are {', '.join(sorted(_STEP_OF))}"
    if step not in _STEP_OF[do]:
        return f"'{do}' is not possible now: {_STEP_NEEDS.get(step, 'the game is over')}"
    player = state["turn"]
    seat = state["seats"][player]
    if step == "draw":
        if do == "draw":
            if net_solitary(seat["line"]) >= D.SOLITARY_LIMIT:
                return f"{D.SOLITARY_LIMIT} solitary symbols show in your line: you must stop drawing"
            return "your draw pile and your discard are both empty"
        if do == "discard_drawn":
            if seat["fragments"] <= 0:
                return "you have no fragment to spend"
            return "a fragment only sends back the card you have just drawn"
    if do in ("kodama", "use_tile", "call") and "kodama" not in state:
        return "that action belongs to the Kodama expansion, which is not in play"
    if step == "action" and do in _TYPE_OF:
        kind = _TYPE_OF[do]
        animal = action.get("animal")
        if animal is not None:
            if animal not in bonus_animals(seat):
                return f"{animal!r} is no level-3 animal of your line with its bonus action unused this round"
            if D.ability(animal)["action"] != kind:
                return f"the {D.card(animal)['name']} gives a bonus {D.ability(animal)['action']} action, not {kind}"
        else:
            if kind in seat["used"] and kind not in repeatable(seat):
                return (f"you already took the {kind} action this round: your actions must differ (unless a cost-11 "
                        "tree is in your forest or an animal of your line allows it)")
            if len(seat["used"]) >= actions_allowed(state, player):
                return "you have no action left this round"
    if do == "kodama":
        cost = D.K_SPEND.get(action.get("buy"))
        if cost is None:
            return f"Kodama symbols buy one of {', '.join(D.K_SPEND)}"
        return f"that costs {cost} Kodama symbols but you have {state['task']['left']} left"
    if do == "use_tile":
        if seat["element_tiles"] <= 0:
            return "you hold no element tile"
        return f"an element tile becomes one of {', '.join(D.ELEMENT_TILE)}"
    if do == "call":
        card = action.get("card")
        if card not in kodama_offer(state):
            return f"{card!r} is not a face-up Kodama card: choose the top card of a Kodama stack"
        return f"that Kodama costs {D.card(card)['cost']} flowers but you have {flowers(state, player)}"
    if do == "attract":
        card = action.get("card")
        if card not in market_cards(state):
            return f"{card!r} is not a card you can attract: choose one face up in the market (or a promo card)"
        left = strength(state, player, "sun") if step == "action" else state["task"]["left"]
        return f"{D.card(card)['name']} costs {D.card(card)['cost']} sun but you have {left}"
    if do == "extinguish":
        fire = action.get("fire")
        if fire not in state["centre"]:
            return f"there is no fire of value {fire!r} in the centre of the circle"
        left = strength(state, player, "water") if step == "action" else state["task"]["left"]
        return f"a fire of {fire} needs {fire} water but you have {left}"
    if do == "plant":
        tree = action.get("tree")
        if tree not in state["trees"]:
            return f"unknown tree {tree!r}"
        if tree in D.K_TREES and any(tree in row for row in seat["forest"]):
            return "each Kodama tree type may be planted only once in your forest"
        if state["trees"][tree] <= 0:
            return f"no {tree} tile is left on the rack"
        seed = strength(state, player, "seed")
        if D.ALL_TREES[tree]["cost"] > seed:
            return f"that tree costs {D.ALL_TREES[tree]['cost']} seed but you have {seed}"
        if (action.get("x"), action.get("y")) not in free_spaces(seat):
            return "a tree goes on an empty space orthogonally next to a tree of your forest"
    if do == "move":
        wind = strength(state, player, "wind")
        return f"you may move 1 to {wind} stone(s) (your wind)" if wind > 0 else "you have no wind to move"
    if do == "steal":
        if action.get("tile") in D.TILES:
            return f"that spirit holds no {action['tile']} victory tile"
        return f"a victory tile is one of {', '.join(D.TILES)}"
    return f"that action is not legal now: {_STEP_NEEDS.get(step, 'the game is over')}"
