"""The bots' search: information-set Monte Carlo tree search from one seat's view.

Every iteration starts from a fresh sample of what the seat cannot see
(``Game.determinize``: the opponents' hands, the decks' order), so the search never reads
the real hidden state.  It walks the tree of moves, choosing among the moves legal in this
sample by PUCT: a move's mean value plus a bonus for its prior (``Game.move_priors``: the
game's playout policy favours one move) that shrinks as the move is tried, counting a
move's chances only in the samples where it was legal (its "availability").  With a small
budget the search plays what its policy would; more iterations correct the policy where
the playouts disagree with it (a game sets how much: ``policy_prior``,
``search_exploration``, ``first_play_cut``).  At the first move not tried before it plays
on with the playout policy for at most ``Game.playout_depth`` actions and judges where it
stopped with ``Game.evaluate``.  Each move's node gathers the value of the seat that chose
it.  The tree is open loop: a node is a sequence of moves, whatever the dice and draws
were (they come from the search's own generator, never the match's).

The budget is a number of iterations, so a search's answer depends only on the position
as the seat sees it, the seed and the subtree it starts from (``root``: the same seat's
previous decision of the turn, see :class:`pyengine.core.bot.Kept`); ``run`` may be
called in slices (the browser worker thinks a few tens of milliseconds at a time and stays
free for undo or save), however the slices fall.
"""

from __future__ import annotations

import math
from typing import Callable

from .game import Game
from .jsondata import PRESENTATION, canonical
from .playout import Playout
from .rng import Rng, seed_to_state


def move_key(move: dict):
    """A hashable identity of a move, without its presentation fields."""
    try:
        return tuple(sorted((k, tuple(v) if isinstance(v, list) else v)
                            for k, v in move.items() if k not in PRESENTATION))
    except TypeError:  # a list of lists or objects: the exact JSON
        return canonical({k: v for k, v in move.items() if k not in PRESENTATION})


class Node:
    """A move in the tree: who chose it, how much the policy expected of it, and what the
    iterations through it were worth to the seat that chose it."""

    __slots__ = ("seat", "move", "prior", "children", "visits", "avail", "value")

    def __init__(self, seat: int | None, move: dict | None, prior: float = 1.0):
        self.seat, self.move, self.prior = seat, move, prior
        self.children: dict = {}
        self.visits = 0
        self.avail = 0
        self.value = 0.0

    def copy(self) -> "Node":
        """This node and its subtree anew: a search that starts from a kept subtree grows its
        own copy, so two searches from the same one agree."""
        top = Node(self.seat, self.move, self.prior)
        stack = [(self, top)]
        while stack:
            old, new = stack.pop()
            new.visits, new.avail, new.value = old.visits, old.avail, old.value
            for key, child in old.children.items():
                twin = new.children[key] = Node(child.seat, child.move, child.prior)
                stack.append((child, twin))
        return top


class Search:
    """One decision of ``seat`` at ``state`` (read only through ``Game.determinize``)."""

    def __init__(self, game: Game, state: dict, seat: int, seed, iterations: int, root: Node | None = None):
        """``root``: a subtree already grown for this position (the node of the move that led
        here, from the seat's previous search): its iterations count towards the budget, but
        at least a quarter of the budget is searched anew."""
        self.game, self.state, self.seat = game, state, seat
        self.rng = Rng(seed_to_state(seed))
        self.iterations = iterations
        self.root = Node(None, None) if root is None else root.copy()
        self.done = min(self.root.visits, iterations - iterations // 4)

    @property
    def finished(self) -> bool:
        return self.done >= self.iterations

    def run(self, pause: Callable[[], bool] | None = None) -> bool:
        """Iterate until the budget is spent, or until ``pause()`` says to stop for now (the
        caller's clock: the core keeps none); True when the budget is spent."""
        while self.done < self.iterations:
            self.iterate()
            self.done += 1
            if pause is not None and pause():
                break
        return self.finished

    def iterate(self) -> None:
        game = self.game
        sample = game.determinize(self.state, self.seat, Rng(self.rng.next64()))
        play = Playout(game, sample, Rng(self.rng.next64()))
        node, path = self.root, []
        while True:
            seat = play.seat()
            if seat is None:
                break
            moves = game.real_moves(play.moves())
            if len(moves) == 1:  # nothing to choose: no node
                play.play(moves[0])
                continue
            keyed = [(move_key(m), m) for m in moves]
            if any(key not in node.children for key, _ in keyed):
                self._expand(node, seat, keyed, play.state)
            child = self._select(node, keyed, game.search_exploration, game.first_play_cut)
            play.play(child.move)
            path.append(child)
            if child.visits == 0:  # a move never tried: played out from here
                break
            node = child
        play.run(game.playout_depth)
        values = game.evaluate(play.state)
        for visited in path:
            visited.visits += 1
            visited.value += values[visited.seat]

    def _expand(self, node: Node, seat: int, keyed: list, state: dict) -> None:
        """Children for the moves of this sample not yet in the tree, with the policy's priors."""
        priors = self.game.move_priors(state, [m for _, m in keyed], self.rng)
        for (key, move), prior in zip(keyed, priors):
            if key not in node.children:
                node.children[key] = Node(seat, move, prior)

    @staticmethod
    def _select(node: Node, keyed: list, exploration: float, first_play_cut: float) -> Node:
        """PUCT among the children legal in this sample: a child's mean value, plus a bonus
        for trying it that grows with its prior and with how often it could have been chosen
        (its availability) and shrinks as it is tried.  A child never tried is taken to be
        worth a little less than its tried siblings on average, so the policy's favourite
        (the largest prior) is tried first and the others only as the budget grows."""
        children = [node.children[key] for key, _ in keyed]
        tried = sum(c.visits for c in children)
        first = (sum(c.value for c in children) / tried - first_play_cut) if tried else 0.5
        best, best_score = None, -math.inf
        for child in children:
            child.avail += 1
            mean = child.value / child.visits if child.visits else first
            score = mean + exploration * child.prior * math.sqrt(child.avail) / (1 + child.visits)
            if score > best_score:
                best, best_score = child, score
        return best

    def ranked(self) -> list[tuple]:
        """The root's moves, most visited first (ties: the better mean, then the larger prior):
        (key, visits, mean value)."""
        children = self.root.children.items()
        rows = sorted(((key, c.visits, c.value / c.visits if c.visits else 0.0, c.prior) for key, c in children),
                      key=lambda r: (-r[1], -r[2], -r[3]))
        rows = [r[:3] for r in rows]
        return rows

    def best(self, legal: list[dict]) -> dict:
        """The chosen move among ``legal`` (the match's own list, labels included): the most
        visited at the root, ties to the better mean, then to the one tried first."""
        keys = {move_key(m): m for m in reversed(self.game.real_moves(legal))}
        for key, _, _ in self.ranked():
            if key in keys:
                return keys[key]
        return self.game.real_moves(legal)[0]
