"""The random bot: uniform over the legal options of the pending decision.

Its randomness is seeded by the match seed and the number of actions so far,
so a bot game replays identically, and it never touches the game's own
generator (the bot's choice is recorded as an ordinary action).
"""

from __future__ import annotations

from .rng import Rng, seed_to_state


def choose(match, legal: list[dict] | None = None) -> dict:
    """The bot's action for the deciding seat; ``legal``: the legal list, when the caller has it."""
    legal = match.legal() if legal is None else legal
    # a seat's standing preference (Grimwood's Amulet setting) is not a move: a bot keeps its own
    game = match.game
    moves = ([a for a in legal if not game.is_preference(a)] or legal) if game.preference_actions else legal
    rng = Rng(seed_to_state(f"{match.seed}/bot/{len(match.actions)}"))
    return moves[rng.below(len(moves))]
