"""What a game declares to the core.

The core owns the flow (whose decision it is, legality checks, the log, undo,
randomness, saves, views); a game only says what is legal and what an action
does.  A game is a subclass of :class:`Game` registered in
:mod:`pyengine.games`.  Its state is plain JSON data that the core copies,
compares and saves; the game mutates the copy it is handed in :meth:`apply`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import BadRequest
from .rng import Rng


@dataclass
class Decision:
    """The one pending decision of a match.

    ``private`` says whether the deciding seat needs its hidden information
    (its hand) to decide; a hot-seat screen hides the device only before
    private decisions.
    """

    player: int
    kind: str
    private: bool = True
    prompt: dict = field(default_factory=dict)  # {"key": message key, "args": {...}}

    def to_json(self) -> dict:
        return {"player": self.player, "kind": self.kind, "private": self.private, "prompt": self.prompt}


@dataclass
class Outcome:
    """What :meth:`Game.apply` reports besides the new state.

    ``events`` feed the move log.  An event is ``{"key": ..., "args": {...}}``
    and may carry ``"secret": {"seats": [...], "args": {...}}``: arguments
    only those seats may see (for instance the card a player drew).
    ``reveals`` marks that hidden information came to light (a card drawn
    from a deck), which undo may never go behind.
    """

    events: list = field(default_factory=list)
    reveals: bool = False

    def log(self, key: str, secret_for: list | None = None, secret: dict | None = None, **args) -> None:
        event = {"key": key, "args": args}
        if secret_for is not None:
            event["secret"] = {"seats": list(secret_for), "args": secret or {}}
        self.events.append(event)


class Game:
    """Base class of every game. Subclasses set the class attributes and methods."""

    id: str = ""
    name: str = ""
    min_players: int = 2
    max_players: int = 2
    # {option name: {"default": value, "choices": [values], "doc": str}}
    options_spec: dict = {}

    # ---- describing -------------------------------------------------
    def describe(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "options": self.options_spec,
            "seat_fields": self.seat_fields(),
        }

    def seat_fields(self) -> dict:
        """Extra per-seat fields a game accepts (for example a colour)."""
        return {}

    def resolve_options(self, options: dict | None, n_players: int) -> dict:
        """Fill defaults and refuse unknown options or values, naming them."""
        options = dict(options or {})
        if not isinstance(options, dict):
            raise BadRequest("options must be an object")
        resolved = {}
        for name, spec in self.options_spec.items():
            value = options.pop(name, spec["default"])
            if "choices" in spec and value not in spec["choices"]:
                raise BadRequest(f"option {name!r} must be one of {spec['choices']}, not {value!r}")
            resolved[name] = value
        if options:
            raise BadRequest(f"unknown option(s) for {self.id}: {', '.join(sorted(options))}")
        return resolved

    def resolve_seats(self, seats: list[dict]) -> list[dict]:
        """Validate and complete game-specific seat fields; returns new dicts."""
        return [dict(s) for s in seats]

    # ---- rules --------------------------------------------------------
    def setup(self, seats: list[dict], options: dict, rng: Rng) -> dict:
        raise NotImplementedError

    def start_events(self, state: dict) -> list[dict]:
        """Log events that open a match from ``state`` (for instance whose turn it is)."""
        return []

    def pending(self, state: dict) -> Decision | None:
        """The pending decision, or None when the game is over."""
        raise NotImplementedError

    def legal_actions(self, state: dict) -> list[dict]:
        """Legal actions of the pending decision, in a stable order, each with a label."""
        raise NotImplementedError

    def apply(self, state: dict, action: dict, rng: Rng) -> Outcome:
        """Play a legal action on ``state`` (mutated in place)."""
        raise NotImplementedError

    def explain_illegal(self, state: dict, action: dict) -> str:
        """Why ``action`` is not legal now, in a sentence (the default is generic)."""
        return "that action is not among the legal options now"

    def result(self, state: dict) -> dict | None:
        """When over: {"scores": [...], "ranking": [...], ...}; otherwise None."""
        raise NotImplementedError

    def board_view(self, state: dict, player: int | None) -> dict:
        """What ``player`` (None: a spectator) may see of the state."""
        raise NotImplementedError

    def check_position(self, state: dict, seats: list[dict], options: dict) -> None:
        """Raise PositionError naming the first defect of an impossible position."""
        raise NotImplementedError
