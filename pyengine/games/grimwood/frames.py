"""What every Grimwood frame handler shares: its prompt and its fallback refusal.

A frame is a plain dict in ``state["flow"]`` (POSITION.md lists each kind and its fields).
"""

from __future__ import annotations

from ...core.flow import Frame
from .explain import refuse

PROMPT_ARGS = ("purpose", "left", "thief", "normal", "free")  # the frame fields a prompt passes on


class GrimwoodFrame(Frame):
    within_action = True  # a step of the action being built; turn, amulet and discard say otherwise

    def prompt_name(self, state: dict, frame: dict) -> str:
        """The prompt's key without its prefix: a power's decision is named by its purpose."""
        return frame.get("purpose", self.kind)

    def prompt(self, state: dict, frame: dict) -> dict:
        args = {k: frame[k] for k in PROMPT_ARGS if k in frame}
        return {"key": f"grimwood.prompt.{self.prompt_name(state, frame)}", "args": args}

    def reason(self, state: dict, frame: dict, action: dict) -> dict | None:
        """Why ``action`` is refused here (None: it is not one of this decision's actions)."""
        return None

    def refusal(self, state: dict, frame: dict, action: dict) -> dict:
        return self.reason(state, frame, action) or refuse(f"step.{self.kind}")
