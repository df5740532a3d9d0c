"""The phases every spirit plays at once, with two or three spirits (digest, Round: "within a phase
all players act at the same time"): the spirit phase and the two power phases.

* ``together`` {player, phase, waiting, acting, next, parked}: lies under the spirit acting now.
  ``waiting`` the seats that have not said they are done, in seat order; ``acting`` the seat whose
  frame lies on it (None between two); ``parked`` seat (as text) -> the frame a waiting spirit
  left, or was given to start with; ``next`` the seat asked for by a switch.

The frame never asks anything itself: it gives the phase to a waiting spirit (the one switched to,
else the first) and closes when none is left. The spirit's own frame (``spirit`` between its steps,
``powers`` between two powers) offers, besides its choices, a switch to each other waiting spirit
that has something to do now (a power phase with no power it may use now is not offered):
its frame is parked as it stands and the other's comes back as that spirit left it, so spirits may
interleave but a power, or a growth icon, finishes before another spirit acts. Its "done" closes
its frame: the spirit is done for the phase. With one spirit there is no ``together`` frame (its
frames lie on the round, as the solo game always had them).
"""

from __future__ import annotations

from ...core.choices import reason
from ...core.flow import Frame

KIND = "together"
SWITCH = "switch"


def together_frame(phase: str, owner: int, frames: list[dict]) -> dict:
    """The phase for the spirits of ``frames`` (one starting frame each, in seat order)."""
    return {"kind": KIND, "player": owner, "phase": phase, "waiting": [f["player"] for f in frames],
            "acting": None, "next": None, "parked": {str(f["player"]): f for f in frames}}


def under(state: dict, frame: dict) -> dict | None:
    """The ``together`` frame right under ``frame`` (the top frame), if there is one."""
    stack = state["flow"]
    if len(stack) >= 2 and stack[-1] is frame and stack[-2]["kind"] == KIND:
        return stack[-2]
    return None


# Callables (state, parked frame) -> True when that spirit has nothing to do now (a power phase
# with no power it may use: phases.py). It is not offered, yet stays waiting: another spirit's
# power may still give it a target; if not, it is done by itself when the phase comes to it.
IDLE: list = []


def idle(state: dict, frame: dict) -> bool:
    return any(check(state, frame) for check in IDLE)


def switches(state: dict, frame: dict) -> list[dict]:
    """The switches the spirit whose frame is on top may make: to each other waiting spirit that
    has something to do now."""
    phase = under(state, frame)
    if phase is None:
        return []
    return [{"do": SWITCH, "seat": s, "label": f"let spirit {s + 1} act", "target": f"switch:{s}", "group": SWITCH}
            for s in phase["waiting"] if s != frame["player"] and not idle(state, phase["parked"][str(s)])]


def switch_refusal(state: dict, frame: dict, action: dict) -> dict | None:
    """Why a switch is refused here (None: the action is no switch)."""
    if action.get("do") != SWITCH:
        return None
    phase, seat = under(state, frame), action.get("seat")
    if phase is None:
        return reason("horizons.refuse.no_switch")
    if seat == frame["player"]:
        return reason("horizons.refuse.switch_self")
    if type(seat) is int and str(seat) in phase["parked"]:
        return reason("horizons.refuse.switch_idle", seat=seat)
    return reason("horizons.refuse.switch_done", seat=seat if type(seat) is int else -1)


def mid_step_refusal(state: dict, action: dict) -> dict | None:
    """Why a switch is refused while the top frame is no spirit's frame between its steps (a
    growth icon's place, a card kept, a power aimed or deciding, the invaders): a spirit's step
    finishes before another acts; with one spirit there is never a switch. None: the top frame
    answers (``switch_refusal``), or the action is no switch."""
    flow = state.get("flow") or []
    if action.get("do") != SWITCH or not flow or under(state, flow[-1]) is not None:
        return None
    return reason("horizons.refuse.switch_not_now" if any(f["kind"] == KIND for f in flow)
                  else "horizons.refuse.no_switch")


def switch(ctx, frame: dict, action: dict) -> None:
    """Park the acting spirit's frame as it stands and give the phase to ``action["seat"]``."""
    phase = ctx.stack[-2]
    ctx.pop()
    phase["parked"][str(frame["player"])] = frame
    phase["acting"], phase["next"] = None, action["seat"]
    ctx.log("horizons.log.switch", seat=frame["player"], to=action["seat"])


class Together(Frame):
    kind = KIND
    private = False
    prompt_key = "horizons.prompt.together"  # never asked: it gives the phase to a spirit at once

    def legal(self, state, frame):
        return []

    def settle(self, ctx, frame):
        if frame["acting"] is not None:  # its frame closed: that spirit is done for the phase
            frame["waiting"].remove(frame["acting"])
            frame["acting"] = None
        if not frame["waiting"]:
            ctx.pop()
            return True
        seat = frame["next"] if frame["next"] in frame["waiting"] else frame["waiting"][0]
        frame["next"], frame["acting"] = None, seat
        ctx.push(frame["parked"].pop(str(seat)))
        return True


TOGETHER_FRAMES = (Together,)
