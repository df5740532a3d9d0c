"""The bots: the random one, and the searching ones at three levels.

A bot's randomness is seeded by the match seed and the number of actions so far, so a bot
game replays identically, and it never touches the game's own generator (the bot's choice
is recorded as an ordinary action).  The searching bots (:mod:`pyengine.core.search`) see
the position only as their seat does.
"""

from __future__ import annotations

from .errors import BadRequest
from .rng import Rng, seed_to_state
from .choices import unlabelled
from .search import Search, move_key

LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"  # a bot seat that names no level
RANDOM = "random"  # the uniform bot: tests, benchmarks and the autoplay of the page's tests
POLICY = "policy"  # the game's playout policy with no search: the yardstick of the searching levels
UNSEARCHED = (RANDOM, POLICY)


def seed_of(match) -> str:
    return f"{match.seed}/bot/{len(match.actions)}"


def check_level(level) -> str:
    if level not in UNSEARCHED and level not in LEVELS:
        raise BadRequest(f"level must be one of {', '.join((*UNSEARCHED, *LEVELS))}, not {level!r}",
                         key="refuse.bad_level", args={"level": str(level)[:40]})
    return level


def seat_level(match, seat: int) -> str:
    return match.seats[seat].get("level", DEFAULT_LEVEL)


def choose(match, legal: list[dict] | None = None) -> dict:
    """The random bot's action for the deciding seat; ``legal``: the legal list, when the caller has it."""
    legal = match.legal() if legal is None else legal
    # a seat's standing preference (Grimwood's Amulet setting) is not a move: a bot keeps its own
    moves = match.game.real_moves(legal)
    rng = Rng(seed_to_state(seed_of(match)))
    return moves[rng.below(len(moves))]


def policy_choice(match, legal: list[dict]) -> dict:
    """The playout policy's action for the deciding seat, chosen on a sample of what the seat
    cannot see (like the search, it never reads the real hidden state)."""
    game, seat = match.game, match.pending().player
    rng = Rng(seed_to_state(seed_of(match) + "/policy"))
    sample = game.determinize(match.state, seat, rng)
    with unlabelled():
        move = game.playout_move(sample, game.real_moves(game.moves(sample)), rng)
    keys = {move_key(m): m for m in game.real_moves(legal)}
    return keys.get(move_key(move)) or choose(match, legal)


class Kept:
    """The subtree under a bot's move, reused by the same seat's next decision at the same level
    when that decision is the very position the move led to (the choice points of one turn):
    the search goes on from what it had already learnt instead of starting over.  The move is
    still a function of the seat's views, the seeds and the budgets of the turn's decisions,
    never of the clock; a match loaded in mid-turn starts the turn's next search afresh."""

    __slots__ = ("seat", "level", "after", "node")

    def __init__(self, seat: int, level: str, after: dict, node):
        self.seat, self.level, self.after, self.node = seat, level, after, node

    def root_for(self, state: dict, seat: int, level: str):
        return self.node if state is self.after and seat == self.seat and level == self.level else None


class Think:
    """A searching bot's decision for the seat deciding now in ``match``, thought over in
    slices (``run``) until its budget is spent; ``action`` is then its move, one of the
    match's legal list.  It holds for the position it began at (``holds_for``)."""

    def __init__(self, match, level: str):
        check_level(level)
        self.state = match.state  # the match replaces its state on every action and undo
        self.seat = match.pending().player
        self.legal = match.legal()
        self.level = level
        moves = match.game.real_moves(self.legal)
        if level in UNSEARCHED or len(moves) == 1:
            self.search = None
            self.action = policy_choice(match, self.legal) if level == POLICY and len(moves) > 1 \
                else choose(match, self.legal)
        else:
            budget = match.game.bot_budget(match.state, self.seat, level)
            kept = match.kept_tree
            root = kept.root_for(match.state, self.seat, level) if kept is not None else None
            self.search = Search(match.game, match.state, self.seat, seed_of(match), budget, root)
            self.action = None

    def kept(self, after: dict):
        """What of this search serves the seat's next decision, once its move led to ``after``."""
        if self.search is None:
            return None
        node = self.search.root.children.get(move_key(self.action))
        return None if node is None or not node.children else Kept(self.seat, self.level, after, node)

    def holds_for(self, match) -> bool:
        return match.state is self.state

    @property
    def progress(self) -> float:
        return 1.0 if self.search is None else self.search.done / self.search.iterations

    def run(self, pause=None) -> bool:
        """Think until ``pause()`` says to stop for now (None: to the end); True once the move is known."""
        if self.action is None and self.search.run(pause):
            self.action = self.search.best(self.legal)
        return self.action is not None
