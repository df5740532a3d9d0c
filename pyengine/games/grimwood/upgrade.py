"""Positions written by saves of versions 1 and 2, in this release's format.

Version 1 kept the decisions under way on ``state["stack"]`` (empty: the turn's own decision)
and the end of the game in ``state["over"]``.  Now they are the core's flow: the ``turn``
frame at the bottom, and under each decision a power asked for, the power's ``effect`` frame
at the step after the one that asked, so the rest of the power follows.  A ``place`` frame no
longer says ``then_power``: the power's program says it (it was always true).

Versions 1 and 2 kept no memory of what each seat saw go into the others' hands
(``state["memory"]``, :mod:`.memory`): such a position remembers only what it could say, the
cards a power under way just took face up into a hand (the ``play_now`` frame's cards and the
Faeries' ``taken``), which every other seat saw.
"""

from __future__ import annotations

from ...core.effects import effect_frame
from ...core.jsondata import clone
from . import memory
from .moves import turn_frame
from .powers import PROGRAMS, pushes

# (frame kind, purpose) -> (power, the step its effect resumes at)
RESUME = {pushed: (power, i + 1) for power, program in PROGRAMS.items()
          for i, step in enumerate(program) for pushed in pushes(step) if pushed[1] is not None}


def from_version_1(state: dict) -> dict:
    """A copy of a version-1 position in this release's format.  Raises KeyError, TypeError...
    on a state that is not one (the core turns those into a bad save)."""
    state = clone(state)
    stack, over = state.pop("stack"), state.pop("over")
    if not isinstance(over, bool) or not isinstance(stack, list) or (over and stack):
        raise ValueError("'over' must be true or false and 'stack' a list, empty once the game is over")
    flow = [] if over else [turn_frame(state["turn"])]
    for frame in stack:
        frame = dict(frame)
        frame.pop("then_power", None)
        resume = RESUME.get((frame["kind"], frame.get("purpose")))
        if resume is not None:
            power, pc = resume
            flow.append({**effect_frame(frame["player"], clone(PROGRAMS[power]), power=power), "pc": pc})
        flow.append(frame)
    state["flow"] = flow
    return state


def with_memory(state: dict) -> dict:
    """A copy of a version-1 or -2 position (in the flow's format) with the memory it implies.
    Raises KeyError, TypeError... on a state that is not one (a state that already has a
    memory keeps it: the checking loader judges it)."""
    state = clone(state)
    if memory.KEY in state:
        return state
    seats = state["seats"]
    state[memory.KEY] = memory.empty(len(seats))
    for frame in state["flow"]:
        key = {"play_now": "cards", "card": "taken"}.get(frame.get("kind"))
        if key is None or not isinstance(frame.get(key), list):
            continue
        holder = frame["player"]
        for card in frame[key]:
            if card in seats[holder]["hand"]:
                memory.seen_taken(state, holder, card)
    return state
