"""The optional parts in play (part.py) and the queries on a position that they change: the
circle, the action types, the rack, how many actions a seat has, what it may repeat, the
pieces a spirit jumps, the goals and the outcome.  The rules, the view and the loader ask
these; none of them tests an option by itself."""

from __future__ import annotations

from . import data as D
from .kodama import Kodama
from .promo import Promo
from .scoring import base_goals, net_solitary, result
from .table import may_repeat

PARTS = (Promo(), Kodama())  # the order in which their hooks are called


def parts(state: dict) -> list:
    """The optional parts in play."""
    rules = state["rules"]
    return [p for p in PARTS if rules.get(p.key)]


def part_owning(do: str):
    """The part (on or off) that adds the action ``do``, or None for a base action."""
    return next((p for p in PARTS if do in p.dos), None)


def circle(state: dict) -> list[str]:
    """The action of each circle stone."""
    stones = list(D.STONES)
    for part in parts(state):
        stones = part.stones(stones)
    return stones


def action_types(state: dict) -> list[str]:
    return D.ACTION_TYPES + [t for part in parts(state) for t in part.action_types()]


def rack_trees(state: dict) -> list[str]:
    """The tree types of the rack, in their order."""
    return D.TREE_IDS + [t for part in parts(state) for t in part.trees()]


def actions_allowed(state: dict, player: int) -> int:
    """2 actions, or 1 with 3 net solitary symbols (the parts may change it)."""
    seat = state["seats"][player]
    allowed = 1 if net_solitary(seat["line"]) >= D.SOLITARY_LIMIT else D.DATA["actions_per_round"]
    for part in parts(state):
        allowed = part.actions_allowed(state, player, allowed)
    return allowed


def repeatable(state: dict, seat: dict) -> set[str]:
    """Action types this seat may take more than once this round (every type with a cost-11 tree)."""
    out = set(action_types(state)) if may_repeat(seat) else set()
    for part in parts(state):
        out |= part.repeatable(seat)
    return out


def standees(state: dict) -> tuple:
    return tuple(s for part in parts(state) for s in part.standees(state))


def goals(state: dict) -> dict[str, int]:
    need = base_goals()
    for part in parts(state):
        need = part.goals(state, need)
    return need


def outcome(state: dict) -> dict:
    return result(state, goals(state))


def phase(state: dict) -> str:
    """``draw``, ``actions`` or ``over``: the round's frame at the bottom of the flow."""
    flow = state["flow"]
    if not flow:
        return "over"
    return "draw" if flow[0]["kind"] == "draw_phase" else "actions"
