"""Choices built once: "choose up to N of these" and "split N among these".

Each builder yields, from one filter, the legal actions (each naming its board
``target``), and the refusal of any action that is not among them, so legality,
highlights and refusal reasons never disagree.

>>> pick = Pick(do="take", field="card", items=["a", "b", "c"], target=lambda c: f"hand:{c}",
...             why=lambda c: {"key": "x.refuse.c"} if c == "c" else None, most=2,
...             done={"do": "stop", "target": "button:stop"})
>>> [a["card"] for a in pick.actions() if a["do"] == "take"]
['a', 'b']
>>> pick.refusal({"do": "take", "card": "c"})
{'key': 'x.refuse.c'}
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Callable

Reason = dict  # {"key": catalog key, "args": {...}}


def reason(key: str, **args) -> Reason:
    return {"key": key, "args": args}


# False while a bot's playouts run: actions are built without the words people read
_LABELLED = ContextVar("labelled", default=True)


def labelled() -> bool:
    """True when legal actions are for people (with labels); False in a bot's playouts."""
    return _LABELLED.get()


@contextmanager
def unlabelled():
    """Build legal actions without labels inside this block (the fast path of playouts)."""
    token = _LABELLED.set(False)
    try:
        yield
    finally:
        _LABELLED.reset(token)


def any_item(item) -> None:
    """The default filter of a choice: every item may be picked."""
    return None


@dataclass
class Pick:
    """Choose items one at a time, up to ``most`` in all, from ``items`` (in their order).

    ``chosen`` are the items picked so far (never offered again); ``why(item)`` says why an
    item may not be picked now (None: it may); ``done`` is the action that ends the choice,
    offered once at least ``least`` are chosen (None: no such action).  ``fixed`` are fields
    every item's action carries besides ``do`` and ``field`` (``{"from": "wild"}``): the
    choice answers only for the actions that carry them.  ``group(item)`` names the button or
    chooser an item's action belongs to.
    """

    do: str
    field: str
    items: list
    target: Callable[[object], str]
    label: Callable[[object], str] | None = None
    group: Callable[[object], str] | None = None
    why: Callable[[object], Reason | None] = any_item
    chosen: list = field(default_factory=list)
    most: int = 1
    least: int = 0
    done: dict | None = None
    full: Reason | None = None  # the refusal once ``most`` are chosen
    taken: Callable[[object], Reason] | None = None  # the refusal of an item already chosen
    unknown: Callable[[object], Reason] | None = None  # the refusal of a value that is not an item
    fixed: dict = field(default_factory=dict)

    def open(self) -> bool:
        return len(self.chosen) < self.most

    def options(self) -> list:
        """The items that may be picked now, in order."""
        if not self.open():
            return []
        return [item for item in self.items if item not in self.chosen and self.why(item) is None]

    def action(self, item) -> dict:
        out = {"do": self.do, **self.fixed, self.field: item, "target": self.target(item)} if self.fixed else \
            {"do": self.do, self.field: item, "target": self.target(item)}
        if self.label and _LABELLED.get():
            out["label"] = self.label(item)
        if self.group:
            out["group"] = self.group(item)
        return out

    def actions(self) -> list[dict]:
        # options() and action() in one loop: legal lists are rebuilt after every action
        out = []
        if self.open():
            chosen, why = self.chosen, (None if self.why is any_item else self.why)
            for item in self.items:
                if item in chosen or (why is not None and why(item) is not None):
                    continue
                out.append(self.action(item))
        if self.done is not None and len(self.chosen) >= self.least:
            out.append(dict(self.done))
        return out

    def refusal(self, action: dict) -> Reason | None:
        """Why ``action`` (one of this choice's ``do``) is refused, or None when it is not refused here."""
        if action.get("do") != self.do or any(action.get(k) != v for k, v in self.fixed.items()):
            return None
        item = action.get(self.field)
        if not _hashable(item) or item not in self.items:
            return self.unknown(item) if self.unknown else reason("refuse.not_now")
        if item in self.chosen:
            return self.taken(item) if self.taken else reason("refuse.not_now")
        if not self.open():
            return self.full or reason("refuse.not_now")
        return self.why(item)


@dataclass
class Split:
    """Distribute ``amount`` among pieces one unit at a time (damage among invaders...).

    ``room(piece)`` is how many more units the piece may take; each action gives one unit
    to one piece.  Once the amount is used up, or no piece has room, nothing is offered
    (the frame holding the split then settles).
    """

    do: str
    field: str
    pieces: list
    amount: int
    room: Callable[[object], int]
    target: Callable[[object], str]
    given: dict = field(default_factory=dict)  # piece -> units given so far

    def left(self) -> int:
        return self.amount - sum(self.given.values())

    def actions(self) -> list[dict]:
        if self.left() <= 0:
            return []
        return [{"do": self.do, self.field: p, "target": self.target(p)} for p in self.pieces if self.room(p) > 0]

    def give(self, piece) -> None:
        self.given[piece] = self.given.get(piece, 0) + 1

    def refusal(self, action: dict) -> Reason | None:
        if action.get("do") != self.do:
            return None
        piece = action.get(self.field)
        if not _hashable(piece) or piece not in self.pieces:
            return reason("refuse.split.unknown")
        if self.left() <= 0:
            return reason("refuse.split.done")
        return reason("refuse.split.full")


def _hashable(value) -> bool:
    return isinstance(value, (str, int)) and not isinstance(value, bool)
