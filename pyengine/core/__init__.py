"""The game-independent core: matches, decisions, events, randomness, saves, views."""

from .errors import (  # noqa: F401
    BadRequest,
    CannotUndo,
    EngineError,
    GameOver,
    IllegalAction,
    NotYourTurn,
    PositionError,
    SaveError,
    UnknownGame,
    UnknownMatch,
)
from .game import Decision, Game, Outcome  # noqa: F401
from .match import Match  # noqa: F401
from .rng import Rng, seed_to_state  # noqa: F401
