"""Effects as data: a card's effect is a list of operations with parameters, run by one
resumable interpreter whose place lives in a frame (so a save replays mid-effect).

    ops = Operations()

    @ops.define("gain")
    def gain(ctx, effect, step):          # done at once: returns None
        ctx.state["score"] += step["n"]

    @ops.define("choose_seat")
    def choose_seat(ctx, effect, step):   # needs a decision: returns the frame to push
        return {"kind": "seat", "player": effect["player"], "store": step["as"]}

    program = [{"op": "choose_seat", "as": "victim"}, {"op": "gain", "n": 2}]
    ctx.push(effect_frame(player, program, source="card-7"))

The effect frame never decides itself: on settling it runs operations in order until one
pushes a decision frame (the interpreter waits under it) or the program ends (the frame
closes).  A decision frame hands its answer back with :func:`store`, which the next
operations read from ``effect["vars"]``.
"""

from __future__ import annotations

from typing import Callable

from .flow import Context, Frame

EFFECT = "effect"


def effect_frame(player: int, program: list[dict], **extra) -> dict:
    return {"kind": EFFECT, "player": player, "program": program, "pc": 0, "vars": {}, **extra}


def store(ctx: Context, name: str, value) -> None:
    """Give the waiting effect (the nearest effect frame below the top) a result."""
    for frame in reversed(ctx.stack):
        if frame["kind"] == EFFECT:
            frame["vars"][name] = value
            return
    raise LookupError("no effect is waiting for a result")


class Operations:
    """The registry of operations: name -> function(ctx, effect frame, step) -> frame to push or None."""

    def __init__(self):
        self.table: dict[str, Callable] = {}

    def define(self, name: str):
        def register(fn):
            if name in self.table:
                raise ValueError(f"operation {name!r} defined twice")
            self.table[name] = fn
            return fn
        return register

    def frame(self) -> type[Frame]:
        """The frame handler that runs programs made of these operations."""
        table = self.table

        class EffectFrame(Frame):
            kind = EFFECT

            def legal(self, state, frame):
                return []

            def settle(self, ctx, frame):
                program = frame["program"]
                while frame["pc"] < len(program):
                    step = program[frame["pc"]]
                    frame["pc"] += 1
                    pushed = table[step["op"]](ctx, frame, step)
                    if pushed is not None:
                        ctx.push(pushed)
                        return True
                    if ctx.top is not frame:
                        return True  # the operation ended the effect (or the turn) itself
                ctx.pop()
                return True

        return EffectFrame
