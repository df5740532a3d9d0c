"""Sentences saying why a Lotus action is refused (shown to the player as is)."""

from __future__ import annotations

from . import data as D
from .rules import guardian_owner, play_limit, space_left

_STEP_NEEDS = {
    "action": "choose an action: play or exchange a card from your hand, or move one of your guardians",
    "play": "add another card of the same flower type, or place the chosen cards",
    "exchange": "add another card to exchange, or confirm the exchange",
    "move": "choose the flower the guardian goes to",
    "reward": "choose a reward for controlling the completed flower",
    "refill": "draw from your deck or take a face-up wildflower",
}

_STEP_OF = {"play": ("action", "play"), "exchange": ("action", "exchange"), "move": ("action",),
            "pass": ("action",), "place": ("play",), "confirm": ("exchange",), "to": ("move",),
            "reward": ("reward",), "draw": ("refill",)}


def explain(game, state: dict, action: dict) -> str:
    step = state["step"]
    do = action.get("do")
    if do not in _STEP_OF:
        return f"unknown action {do!r}: Lotus actions are {', '.join(sorted(_STEP_OF))}"
    if step not in _STEP_OF[do]:
        return f"'{do}' is not possible now: {_STEP_NEEDS[step]}"
    seat = state["seats"][state["turn"]]
    card = action.get("card")
    if do in ("play", "exchange"):
        if card not in seat["hand"]:
            return f"{card!r} is not a card in your hand"
        if card in state["selection"]:
            return f"{card} is already chosen"
        if do == "exchange":
            return f"you may exchange at most {D.DATA['exchange_limit']} cards in one action"
        first = state["selection"][0] if state["selection"] else None
        if first and D.card_type(card) != D.card_type(first):
            return (f"different flower types never mix: the chosen cards are {D.FLOWER_NAMES[D.card_type(first)]}, "
                    f"this card is {D.FLOWER_NAMES[D.card_type(card)]}")
        if first and len(state["selection"]) >= play_limit(seat):
            return f"without Infinite Growth you may play at most {D.DATA['play_limit']} cards in one action"
        if first:
            ftype = D.card_type(first)
            return f"the {D.FLOWER_NAMES[ftype]} has room for only {space_left(state, ftype)} more petal(s)"
    if do == "move":
        gid = action.get("guardian")
        if gid not in state["guardians"]:
            return f"{gid!r} is not a guardian in play"
        if guardian_owner(state, gid) != state["turn"]:
            return "you may only move your own guardians"
        return "there is no other incomplete flower in the garden to move that guardian to"
    if do == "to":
        where = action.get("flower")
        if where == state["guardians"][state["selection"][0]]:
            return "that guardian is already on that flower"
        return f"there is no incomplete flower of type {where!r} in the garden"
    if do == "place":
        return "the chosen cards can only go on the flower of their own type"
    if do == "pass":
        return "you may only pass when no action is possible; you must take two actions"
    if do == "reward":
        choice = action.get("choice")
        if choice in D.POWERS:
            return f"you already have {D.POWER_NAMES[choice]}: each power can be taken once"
        return f"unknown reward {choice!r}: choose 'token' or one of {', '.join(D.POWERS)}"
    if do == "draw":
        if action.get("from") == "deck":
            return "your deck is empty: take a wildflower instead"
        if action.get("from") == "wild":
            return f"{action.get('card')!r} is not one of the face-up wildflowers"
        return "draw 'from' must be 'deck' or 'wild'"
    return f"that action is not legal now: {_STEP_NEEDS[step]}"
