"""What one seat (or a spectator) may see of a Lotus position.

Other seats' hands, every deck order and the wildflower deck are reduced to
counts here; this is the only place that hides them.
"""

from __future__ import annotations

from . import data as D
from .rules import guardian_owner, hand_limit, space_left
from .scoring import flower_strengths, leaders, score


def _guardian(state: dict, gid: str) -> dict:
    return {"id": gid, "seat": guardian_owner(state, gid), "elder": gid.endswith("-elder"), "at": state["guardians"][gid]}


def board_view(state: dict, player: int | None) -> dict:
    garden = []
    for key in sorted(state["garden"], key=int):
        ftype, cards = int(key), state["garden"][key]
        strengths = flower_strengths(state, cards, ftype)
        garden.append({
            "type": ftype,
            "name": D.FLOWER_NAMES[ftype],
            "cards": [D.card_json(c) for c in cards],
            "space": space_left(state, ftype),
            "guardians": [_guardian(state, g) for g, at in state["guardians"].items() if at == ftype],
            "strength": {str(k): v for k, v in sorted(strengths.items())},
            "leaders": leaders(strengths),
        })
    seats = []
    for i, seat in enumerate(state["seats"]):
        own = [g for g in state["guardians"] if guardian_owner(state, g) == i]
        shown = {
            "colour": seat["colour"],
            "insect": D.INSECTS[seat["colour"]],
            "deck": len(seat["deck"]),
            "hand_count": len(seat["hand"]),
            "hand_limit": hand_limit(seat),
            "pile": len(seat["pile"]),
            "tokens": seat["tokens"],
            "powers": list(seat["powers"]),
            "score": score(seat),
            "guardians": [_guardian(state, g) for g in own],
        }
        if i == player:
            shown["hand"] = [D.card_json(c) for c in seat["hand"]]
        seats.append(shown)
    turn = state["turn"]
    selection = state["selection"]
    if state["step"] in ("play", "exchange") and player != turn:
        selection = []  # cards being chosen are still in the hand: hidden
    final = state["final"]
    return {
        "flowers": [{"type": t, "name": D.FLOWER_NAMES[t]} for t in D.TYPES],
        "powers": [{"id": p, "name": D.POWER_NAMES[p]} for p in D.POWERS],
        "garden": garden,
        "wild_row": [D.card_json(c) if c else None for c in state["wild_row"]],
        "wild_deck": len(state["wild_deck"]),
        "seats": seats,
        "first": state["first"],
        "turn": turn,
        "step": state["step"],
        "actions_taken": state["actions_taken"],
        "actions_left": D.DATA["actions_per_turn"] - state["actions_taken"],
        "selection": list(selection),
        "selection_count": len(state["selection"]),
        "rewards": list(state["rewards"]),
        "reward_flower": state["reward_flower"],
        "final": None if final is None else {"trigger": final["trigger"], "turns_left": list(final["turns_left"])},
        "removed": len(state["removed"]),
        "discarded": len(state["discarded"]),
        "rules": dict(state["rules"]),
    }
