"""The two sorts of Living Forest frames: the forced ones of a round's structure, and those
that wait for a seat's decision (their refusals begin the same way: an action of another
step says so)."""

from __future__ import annotations

from ...core.flow import Frame
from . import explain


class Round(Frame):
    """A forced frame of the round's structure: it never waits for a decision."""

    def legal(self, state, frame):
        return []


class Decide(Frame):
    """A frame that waits for the seat's decision; ``dos`` are the actions it takes.  Once it
    did not resolve by itself it always has one to offer (stop, pass, done, or a real choice)."""

    dos: tuple = ()

    def awaits(self, state, frame):
        return True

    def prompt(self, state, frame):
        return {"key": f"living_forest.prompt.{self.kind}", "args": self.prompt_args(state, frame)}

    def prompt_args(self, state, frame) -> dict:
        return {}

    def refusal(self, state, frame, action):
        return explain.wrong_step(self.kind, action, self.dos) or self.why(state, frame, action) or explain.other()

    def why(self, state, frame, action) -> dict | None:
        return None


