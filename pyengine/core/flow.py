"""The decision flow every game runs on: a stack of plain-JSON frames in the state.

A frame is a dict ``{"kind": ..., "player": ..., ...}`` kept in ``state["flow"]``, so a save
replays it like any other part of the position.  The frame on top is the pending decision.
Its behaviour is a :class:`Frame` handler the game registers by kind: who decides, the
prompt, the legal actions, what an action does, and what happens without a decision.

After every action the core settles the stack (:meth:`FlowGame.settle`): a frame whose
handler resolves it by itself (a forced step) does so, a frame with nothing left to choose
is closed, until the top frame awaits a real decision or the stack is empty (game over).

    class Pick(Frame):
        kind = "pick"
        def legal(self, state, frame): return [{"do": "take", "card": c} for c in frame["cards"]]
        def apply(self, ctx, frame, action): ctx.pop(); ctx.log("x.took", card=action["card"])

    class X(FlowGame):
        frames = (Pick,)
"""

from __future__ import annotations

from .errors import EngineError
from .game import Decision, Game, Outcome
from .jsondata import canonical, clone
from .rng import Rng

SETTLE_LIMIT = 10_000  # forced steps after one action; more means a handler that never settles


class Context:
    """What a handler works with while one action is applied: the state, the generator,
    the outcome being written (log, reveals) and the stack."""

    __slots__ = ("state", "rng", "out")

    def __init__(self, state: dict, rng: Rng, out: Outcome):
        self.state, self.rng, self.out = state, rng, out

    @property
    def stack(self) -> list:
        return self.state["flow"]

    @property
    def top(self) -> dict | None:
        return self.stack[-1] if self.stack else None

    def push(self, frame: dict) -> dict:
        self.stack.append(frame)
        return frame

    def push_all(self, frames: list[dict]) -> None:
        """Push frames so that the first of them is decided first."""
        self.stack.extend(reversed(frames))

    def push_last(self, frames: list[dict]) -> None:
        """Put frames under the whole stack, the first of them decided first: they come once
        everything on it is done (the last turns of a game, scheduled in the middle of one)."""
        self.stack[0:0] = reversed(frames)

    def pop(self) -> dict:
        return self.stack.pop()

    def replace(self, frame: dict) -> dict:
        self.stack[-1] = frame
        return frame

    def log(self, key: str, secret_for: list | None = None, secret: dict | None = None, **args) -> None:
        self.out.log(key, secret_for=secret_for, secret=secret, **args)

    def stage(self, step: str, **args) -> None:
        """A step the page may show on its own (an invader action in one land): the public
        board as it stands before the step, and which log entry starts it.  Costs nothing
        unless a match asked for stages (``Outcome.watch``)."""
        if self.out.watch is not None:
            self.out.stages.append({"step": step, "args": args, "at": len(self.out.events),
                                    "board": clone(self.out.watch(self.state))})

    def reveal(self) -> None:
        """Hidden information came to light: undo may not go behind this action."""
        self.out.reveals = True


class Frame:
    """The behaviour of one kind of frame.  Subclasses set ``kind`` and override what they need."""

    kind = ""
    private = True  # the deciding seat needs its hidden information (its hand) to decide
    within_action = False  # a step inside one action (undo to the action's start goes past it)
    prompt_key = ""  # default prompt: "<prompt_key or game.id.prompt.kind>"

    def __init__(self, game: "FlowGame"):
        self.game = game

    def player(self, state: dict, frame: dict) -> int:
        return frame["player"]

    def prompt(self, state: dict, frame: dict) -> dict:
        return {"key": self.prompt_key or f"{self.game.id}.prompt.{self.kind}", "args": {}}

    def legal(self, state: dict, frame: dict) -> list[dict]:
        raise NotImplementedError

    def apply(self, ctx: Context, frame: dict, action: dict) -> None:
        raise NotImplementedError

    def settle(self, ctx: Context, frame: dict) -> bool:
        """Resolve the frame without a decision if its rules say so; True when it changed anything."""
        return False

    def awaits(self, state: dict, frame: dict) -> bool:
        """Once ``settle`` left the frame as it is: True when it has a decision to ask (by default,
        when it has legal actions; a frame that always offers one may answer without listing them)."""
        return bool(self.legal(state, frame))

    def exhausted(self, ctx: Context, frame: dict) -> None:
        """The frame has nothing left to choose: by default it closes."""
        ctx.pop()

    def refusal(self, state: dict, frame: dict, action: dict) -> dict | None:
        """Why ``action`` is refused at this frame (``{"key", "args"}``), or None for the game's own reason."""
        return None


class FlowGame(Game):
    """A game whose flow is a stack of frames (``state["flow"]``) run by the core."""

    frames: tuple[type[Frame], ...] = ()

    def __init__(self):
        self.handlers = {}
        for cls in self.frames:
            if cls.kind in self.handlers:
                raise ValueError(f"{self.id}: two frame handlers for {cls.kind!r}")
            self.handlers[cls.kind] = cls(self)

    def handler(self, frame: dict) -> Frame:
        return self.handlers[frame["kind"]]

    @staticmethod
    def top(state: dict) -> dict | None:
        stack = state["flow"]
        return stack[-1] if stack else None

    def is_over(self, state: dict) -> bool:
        return not state["flow"]

    # ---- the Game interface, from the top frame --------------------------------------
    def pending(self, state: dict) -> Decision | None:
        if self.is_over(state):
            return None
        frame = self.top(state)
        h = self.handler(frame)
        return Decision(h.player(state, frame), frame["kind"], h.private, h.prompt(state, frame), h.within_action)

    def deciding_seat(self, state: dict) -> int | None:
        if self.is_over(state):
            return None
        frame = self.top(state)
        return self.handler(frame).player(state, frame)

    def legal_actions(self, state: dict) -> list[dict]:
        if self.is_over(state):
            return []
        frame = self.top(state)
        return self.handler(frame).legal(state, frame)

    def apply(self, state: dict, action: dict, rng: Rng, watch=None) -> Outcome:
        ctx = Context(state, rng, Outcome(watch=watch))
        frame = ctx.top
        self.handler(frame).apply(ctx, frame, action)
        self.settle(ctx)
        return ctx.out

    def settle(self, ctx: Context) -> None:
        """Resolve forced frames and close empty ones until a decision or the end."""
        for _ in range(SETTLE_LIMIT):
            if self.is_over(ctx.state) or self.ends(ctx):
                return
            frame = ctx.top
            h = self.handler(frame)
            if h.settle(ctx, frame):
                continue
            if h.awaits(ctx.state, frame):
                return
            h.exhausted(ctx, frame)
        raise EngineError(f"{self.id}: the flow did not settle after {SETTLE_LIMIT} forced steps")

    def ends(self, ctx: Context) -> bool:
        """Checked before every step of the settle loop: a game whose end can come at any
        moment (a cooperative loss mid-effect) empties the flow here and answers True."""
        return False

    def settled(self, state: dict) -> bool:
        """True when the flow awaits a decision as it stands: the top frame resolves nothing by
        itself and offers legal actions (or the game is over).  A loaded position must be so;
        ``state`` is not changed."""
        if self.is_over(state):
            return True
        work = clone(state)
        ctx = Context(work, Rng(0), Outcome())
        frame = ctx.top
        handler = self.handler(frame)
        if handler.settle(ctx, frame) or canonical(work) != canonical(state):
            return False
        return bool(handler.legal(state, frame))  # the full list: a loaded frame may have lost its way

    def explain_illegal(self, state: dict, action: dict) -> dict:
        frame = None if self.is_over(state) else self.top(state)
        reason = self.handler(frame).refusal(state, frame, action) if frame else None
        return reason or self.explain_fallback(state, action)

    def explain_fallback(self, state: dict, action: dict) -> dict:
        """The game's own reason when the frame gives none (default: generic)."""
        return super().explain_illegal(state, action)

    # ---- starting a match ------------------------------------------------------------
    def begin(self, state: dict, frames: list[dict], rng: Rng) -> dict:
        """Put the opening frames on a fresh state and settle them (for ``setup``)."""
        state["flow"] = []
        ctx = Context(state, rng, Outcome())
        ctx.push_all(frames)
        self.settle(ctx)
        return state
