"""The fast path of a bot's playouts: one private copy of a position, actions applied in place.

A match copies the whole state before every action, checks the action against the legal
list and keeps labels, the log and undo; a playout needs none of that.  It plays moves
taken from the game's own legal list (``Game.moves``, built without labels), so they need
no check, on one copy made when the playout starts.  tests/test_playout_fast_path.py checks
that both paths reach identical states.
"""

from __future__ import annotations

from .choices import unlabelled
from .game import Game
from .rng import Rng


class Playout:
    """A position being played on in place: ``state`` is this playout's own (the caller
    hands over a copy), ``rng`` its chance."""

    __slots__ = ("game", "state", "rng", "played")

    def __init__(self, game: Game, state: dict, rng: Rng):
        self.game, self.state, self.rng = game, state, rng
        self.played = 0

    def seat(self) -> int | None:
        """The seat deciding now, or None when the game is over."""
        return self.game.deciding_seat(self.state)

    def moves(self) -> list[dict]:
        with unlabelled():
            return self.game.moves(self.state)

    def play(self, move: dict) -> None:
        """Play ``move``, one of ``moves()`` (not checked again)."""
        with unlabelled():
            self.game.apply(self.state, move, self.rng)
        self.played += 1

    def run(self, depth: int) -> None:
        """Play the game's playout policy for at most ``depth`` actions or to the end."""
        game, state, rng = self.game, self.state, self.rng
        with unlabelled():
            for _ in range(depth):
                if game.is_over(state):
                    return
                moves = game.moves(state)
                game.apply(state, game.playout_move(state, moves, rng), rng)
                self.played += 1
