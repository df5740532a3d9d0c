"""What one seat (or a spectator) may see of a Grimwood position.

Other seats' hands, the deck order and cards in transit that came face down
(the Dwarf's deck card) are hidden here; this is the only place that hides them.
"""

from __future__ import annotations

from . import data as D
from .scoring import combo_points, score
from .table import locked


def _task(state: dict, player: int | None) -> dict | None:
    """The pending decision's frame in public form (cards still in hand stay private); none for
    the turn's own decision."""
    if not state["flow"] or state["flow"][-1]["kind"] == "turn":
        return None
    frame = state["flow"][-1]
    mine = player == frame["player"]
    task = {"kind": frame["kind"], "player": frame["player"], "purpose": frame.get("purpose")}
    if "held" in frame:
        held = list(frame["held"])
        if frame.get("purpose") == "dwarf" and not mine:
            held[0] = None  # the deck card: only the Dwarf's player has seen it
        task["held"] = held
    if frame["kind"] == "lay":
        task["lay"] = list(frame["cards"]) if mine else []  # still in the hand: private
        task["count"] = len(frame["cards"])
    elif frame["kind"] in ("power", "play_now"):
        task["cards"] = list(frame["cards"])  # laid or taken face up: public
    for key in ("left", "thief", "normal", "free", "to", "taken"):
        if key in frame:
            task[key] = frame[key]
    return task


def board_view(state: dict, player: int | None) -> dict:
    seats = []
    for i, seat in enumerate(state["seats"]):
        shown = {
            "hand_count": len(seat["hand"]),
            "combos": [{"id": c["id"], "kind": c["kind"], "cards": list(c["cards"]), "locked": locked(c),
                        "points": combo_points(c)} for c in seat["combos"]],
            "score": score(seat),
            "amulet": seat["amulet"],
            "skips": seat["skips"],
        }
        if i == player:
            shown["hand"] = list(seat["hand"])
        seats.append(shown)
    final = state["final"]
    return {
        "seats": seats,
        "deck": len(state["deck"]),
        "discard": list(state["discard"]),
        "removed": len(state["removed"]),
        "runes": list(state["runes"]),
        "first": state["first"],
        "turn": state["turn"],
        "actions_left": state["actions_left"],
        "task": _task(state, player),
        "final": None if final is None else {"trigger": final["trigger"], "turns_left": list(final["turns_left"])},
        "over": not state["flow"],
        "rules": dict(state["rules"]),
        "hand_limit": D.HAND_LIMIT,
        "combo_cap": D.COMBO_CAP,
    }
