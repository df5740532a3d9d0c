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
from .jsondata import clone
from .rng import Rng
from .validate import same


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
    within_action: bool = False  # a step inside one action: undo to its start goes past it

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
    # Only while a match plays a real move (never in a bot's search): ``watch(state)`` gives the
    # public board at a step the game marks (:meth:`flow.Context.stage`), kept in ``stages``.
    watch: object = None
    stages: list = field(default_factory=list)

    def log(self, key: str, secret_for: list | None = None, secret: dict | None = None, **args) -> None:
        event = {"key": key, "args": args}
        if secret_for is not None:
            event["secret"] = {"seats": list(secret_for), "args": secret or {}}
        self.events.append(event)


# What every seat description may carry, whatever the game.
BASE_SEAT_FIELDS = frozenset({"name", "kind", "person", "level"})


def ranking_result(reason: str, scores: list, ranking: list, winners: list, places: list, **extra) -> dict:
    """The end of a competitive game: why it ended, and who placed where."""
    return {"kind": "ranking", "reason": reason, "scores": scores, "ranking": ranking, "winners": winners,
            "places": places, **extra}


def team_result(reason: str, won: bool, **extra) -> dict:
    """The end of a cooperative game: won or lost together, and why."""
    return {"kind": "team", "reason": reason, "won": won, **extra}


class Game:
    """Base class of every game. Subclasses set the class attributes and methods."""

    id: str = ""
    name: str = ""
    min_players: int = 2
    max_players: int = 2
    # The release of the game's rules, raised when a rule is corrected so that a saved game's
    # actions may replay to another position; a save carries it ("rules_release") and one of
    # an older release whose replay differs goes on from the position it saved.
    RULES_RELEASE: int = 1
    # The game's nature, read by the shell and the registry-wide tests.
    cooperative: bool = False  # True: the seats win or lose together (team_result)
    hidden_information: bool = True  # some of the position is seen by one seat only
    chance: bool = True  # shuffles or draws decide part of the game
    # {option name: {"default": value, "choices": [values], "doc": str}}; an option named
    # "first_player" ("random" or a seat number) is checked against the number of seats.
    options_spec: dict = {}
    # A per-seat pick that no two seats share (Lotus colours...): (field name, choices).
    # Seats that leave it out get the free choices in order.
    seat_choice: tuple[str, list] | None = None
    # The "do" of actions that set a seat's standing preference rather than play (see is_preference).
    preference_actions: frozenset = frozenset()
    # The "do" of actions that take back a choice begun this turn (a cancel): they lead back to
    # a position already seen, so a bot that could play them would go round in circles.
    retreat_actions: frozenset = frozenset()

    # ---- describing -------------------------------------------------
    def describe(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "options": self.options_spec,
            "seat_fields": self.seat_fields(),
            "cooperative": self.cooperative,
            "hidden_information": self.hidden_information,
            "chance": self.chance,
        }

    def seat_fields(self) -> dict:
        """Extra per-seat fields a game accepts (for example a colour)."""
        if self.seat_choice is None:
            return {}
        name, choices = self.seat_choice
        return {name: {"choices": list(choices), "default": "in seat order: " + ", ".join(map(str, choices))}}

    def resolve_options(self, options: dict | None, n_players: int) -> dict:
        """Fill defaults and refuse unknown options or values, naming them."""
        if options is not None and not isinstance(options, dict):
            raise BadRequest("options must be an object")
        options = dict(options or {})
        resolved = {}
        for name, spec in self.options_spec.items():
            value = options.pop(name, spec["default"])
            # same type and value (0.0 or True is not the seat 0 or 1, "1" is not 1)
            if "choices" in spec and not any(same(value, c) for c in spec["choices"]):
                raise BadRequest(f"option {name!r} must be one of {spec['choices']}, not {value!r}")
            resolved[name] = value
        if options:
            raise BadRequest(f"unknown option(s) for {self.id}: {', '.join(sorted(options))}")
        first = resolved.get("first_player", "random")
        if first != "random" and first >= n_players:
            raise BadRequest(f"option 'first_player' must be 'random' or a seat number below {n_players}")
        return resolved

    def resolve_seats(self, seats: list[dict]) -> list[dict]:
        """Validate and complete game-specific seat fields; returns new dicts."""
        allowed = set(BASE_SEAT_FIELDS)
        seats = [dict(s) for s in seats]
        if self.seat_choice is not None:
            name, choices = self.seat_choice
            allowed.add(name)
            taken = [s[name] for s in seats if name in s]
            for i, value in enumerate(taken):
                if value not in choices:
                    raise BadRequest(f"{name} must be one of {list(choices)}, not {value!r}")
                if value in taken[:i]:
                    raise BadRequest(f"two seats cannot both have {name} {value!r}")
            free = [c for c in choices if c not in taken]
            for seat in seats:
                if name not in seat:
                    seat[name] = free.pop(0)
        for seat in seats:
            unknown = set(seat) - allowed
            if unknown:
                raise BadRequest(f"unknown seat field(s): {', '.join(sorted(unknown))}")
        return seats

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

    def apply(self, state: dict, action: dict, rng: Rng, watch=None) -> Outcome:
        """Play a legal action on ``state`` (mutated in place).  ``watch``: see ``stage_board``."""
        raise NotImplementedError

    # A game whose one action can run many steps of its own (Horizons' invader phase) names
    # here the public board a page shows at each marked step (``Context.stage``): a function of
    # the state, or None (no stages).  Only real moves are watched, never a bot's search.
    stage_board = None

    def is_preference(self, action: dict) -> bool:
        """True for a legal action that sets a seat's standing preference instead of
        playing (a bot never picks one while a real move is possible)."""
        return action.get("do") in self.preference_actions

    def explain_illegal(self, state: dict, action: dict) -> dict:
        """Why ``action`` is not legal now: ``{"key": catalog key, "args": {...}}``.

        The key names the reason and, in the catalog, says what the player can do
        instead; the arguments are raw values (seat numbers, card ids) that the page
        words.  The default is generic.
        """
        return {"key": "refuse.not_now", "args": {}}

    def result(self, state: dict) -> dict | None:
        """When over, :func:`ranking_result` (competitive) or :func:`team_result`
        (cooperative) with the reason the game ended; otherwise None."""
        raise NotImplementedError

    def board_view(self, state: dict, player: int | None) -> dict:
        """What ``player`` (None: a spectator) may see of the state."""
        raise NotImplementedError

    # The state key of a game whose position keeps what each seat has seen of the cards now
    # hidden from it (a card put under one's own deck, a card seen going into a hand), so that
    # a bot's sample (``determinize``) agrees with all the seat has seen, not only with its
    # view.  Play writes it; a save older than version 3 has none: ``upgrade_state`` gives such
    # a state a memory of nothing, and its stored position is compared without it (the replay
    # remembers what that save could not write).
    MEMORY = "memory"

    def upgrade_state(self, state: dict, version: int) -> dict:
        """A state written by a save of ``version`` (an earlier one, or this release's: a game
        may drop a part it no longer keeps), in this release's format (the default: the
        format did not change)."""
        return state

    def check_position(self, state: dict, seats: list[dict], options: dict) -> None:
        """Raise PositionError naming the first defect of an impossible position."""
        raise NotImplementedError

    # ---- what the bots' search needs (pyengine.core.search) ---------------------------
    # Actions a playout plays before the position is judged by ``evaluate`` (a whole game
    # is often too long to play out for every iteration).
    playout_depth: int = 60
    # Search iterations per bot level; a game whose iterations cost more lowers them.
    bot_iterations: dict = {"easy": 24, "normal": 96, "hard": 320}

    def bot_budget(self, state: dict, seat: int, level: str) -> int:
        """The iterations a bot of ``level`` thinks for at this decision of ``seat``: a game whose
        iterations cost more in some positions (a spirit's own powers) may scale them, from
        the position only, never from a clock."""
        return self.bot_iterations[level]

    def is_over(self, state: dict) -> bool:
        return self.pending(state) is None

    def deciding_seat(self, state: dict) -> int | None:
        """The seat of the pending decision (None: the game is over), without its prompt."""
        decision = self.pending(state)
        return None if decision is None else decision.player

    def moves(self, state: dict) -> list[dict]:
        """The legal actions for a playout: the same actions as ``legal_actions``, in the same
        order, built without labels where the game can leave them out (``choices.unlabelled``)."""
        return self.legal_actions(state)

    def card_layout(self, state: dict):
        """Every place of ``state`` that holds cards: (zone, seat or None, list of card ids),
        as :func:`pyengine.core.zones.conserve` reads them."""
        return ()

    def remembered_cards(self, state: dict, seat: int) -> set:
        """The ids of hidden cards ``seat`` knows more about than its view shows (from what it
        saw: ``MEMORY``): where they lie, or whose cards hold them.  A sample keeps them so,
        and the bots' never-peeking test exchanges only the other hidden cards (default: none)."""
        return set()

    def determinize(self, state: dict, seat: int, rng: Rng) -> dict:
        """A copy of ``state`` in which everything ``seat`` cannot see is drawn anew with
        ``rng``, consistently with what it has seen: ``board_view(copy, seat)`` equals
        ``board_view(state, seat)``, and the copy does not depend on how the hidden cards
        really lie (the search never reads the real hidden state through it)."""
        if self.hidden_information:
            raise NotImplementedError(f"{self.id} hides information and must say how a bot samples it")
        return clone(state)

    def evaluate(self, state: dict) -> list[float]:
        """Each seat's prospects in [0, 1] at a position a playout stopped at (the end of
        the game included), one value per seat: what the search maximises for the seat
        deciding.  At the end of a game, :func:`pyengine.core.evaluation.final_values`."""
        raise NotImplementedError

    def playout_move(self, state: dict, moves: list[dict], rng: Rng) -> dict:
        """The move a playout plays among ``moves`` (default: uniform over the moves that are
        not standing preferences)."""
        moves = self.real_moves(moves)
        return moves[rng.below(len(moves))]

    # The share of a node's prior the search gives the playout policy's move (the rest is spread
    # evenly): with a small budget the search plays like its policy, more budget only corrects it.
    policy_prior: float = 0.5
    # PUCT's weight of the priors against values in [0, 1], and how much less than its tried
    # siblings a move never tried is expected to be worth (pyengine.core.search)
    search_exploration: float = 1.0
    first_play_cut: float = 0.1

    def move_priors(self, state: dict, moves: list[dict], rng: Rng) -> list[float]:
        """How much the search expects of each of ``moves`` before trying any (summing to 1):
        by default ``policy_prior`` for the playout policy's move, the rest shared by all."""
        favourite = self.playout_move(state, moves, rng)
        rest = (1.0 - self.policy_prior) / len(moves)
        return [rest + (self.policy_prior if m is favourite else 0.0) for m in moves]

    def real_moves(self, moves: list[dict]) -> list[dict]:
        """The moves a bot considers: neither a standing preference nor a retreat (a move back
        to a position already seen this turn), unless nothing else is legal."""
        skipped = self.preference_actions | self.retreat_actions
        if skipped:
            return [m for m in moves if m.get("do") not in skipped] or moves
        return moves
