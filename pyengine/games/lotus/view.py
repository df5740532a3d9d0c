"""What one seat (or a spectator) may see of a Lotus position.

Other seats' hands, every deck order and the wildflower deck are reduced to
counts here; this is the only place that hides them.
"""

from __future__ import annotations

from . import data as D
from .scoring import flower_strengths, leaders, score
from .table import (
    ACTIONS, actions_taken, final_trigger, final_turns_left, guardian_colour, hand_limit, reward_frames, space_left,
    step, sub_frame, turn_player,
)


def board_view(state: dict, player: int | None) -> dict:
    owner = {seat["colour"]: i for i, seat in enumerate(state["seats"])}
    guardians = [{"id": g, "seat": owner[guardian_colour(g)], "elder": g.endswith("-elder"), "at": at}
                 for g, at in state["guardians"].items()]
    garden = []
    for key in sorted(state["garden"], key=int):
        ftype, cards = int(key), state["garden"][key]
        strengths = flower_strengths(state, cards, ftype)
        garden.append({
            "type": ftype,
            "name": D.FLOWER_NAMES[ftype],
            "cards": [D.card_json(c) for c in cards],
            "space": space_left(state, ftype),
            "guardians": [dict(g) for g in guardians if g["at"] == ftype],
            "strength": {str(k): v for k, v in sorted(strengths.items())},
            "leaders": leaders(strengths),
        })
    seats = []
    for i, seat in enumerate(state["seats"]):
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
            "guardians": [dict(g) for g in guardians if g["seat"] == i],
        }
        if i == player:
            shown["hand"] = [D.card_json(c) for c in seat["hand"]]
        seats.append(shown)
    turn = turn_player(state)
    sub = sub_frame(state)
    if sub is None:
        chosen = []
    else:
        chosen = [sub["guardian"]] if sub["kind"] == "move" else sub["cards"]
    hidden = sub is not None and sub["kind"] != "move" and player != turn  # cards being chosen are still in the hand
    selection = [] if hidden else chosen
    rewards = reward_frames(state)
    trigger = final_trigger(state)
    taken = actions_taken(state)
    return {
        "flowers": [{"type": t, "name": D.FLOWER_NAMES[t]} for t in D.TYPES],
        "powers": [{"id": p, "name": D.POWER_NAMES[p]} for p in D.POWERS],
        "garden": garden,
        "wild_row": [D.card_json(c) if c else None for c in state["wild_row"]],
        "wild_deck": len(state["wild_deck"]),
        "seats": seats,
        "first": state["first"],
        "turn": turn,
        "step": step(state),
        "actions_taken": taken,
        "actions_left": ACTIONS - taken,
        "selection": list(selection),
        "selection_count": len(chosen),
        "rewards": [f["player"] for f in rewards],
        "reward_flower": rewards[0]["flower"] if rewards else None,
        "final": None if trigger is None else {"trigger": trigger, "turns_left": final_turns_left(state)},
        "removed": len(state["removed"]),
        "discarded": len(state["discarded"]),
        "rules": dict(state["rules"]),
    }
