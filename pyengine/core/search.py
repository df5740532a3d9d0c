"""The bots' search: information-set Monte Carlo tree search from one seat's view.

Every iteration starts from a fresh sample of what the seat cannot see
(``Game.determinize``: the opponents' hands, the decks' order), so the search never reads
the real hidden state.  It walks the tree of moves, choosing among the moves legal in this
sample by UCB1 (counting a move's chances only in the samples where it was legal: its
"availability"), adds one new move, plays on with the game's playout policy for at most
``Game.playout_depth`` actions and judges where it stopped with ``Game.evaluate``.  Each
move's node gathers the value of the seat that chose it.  The tree is open loop: a node is
a sequence of moves, whatever the dice and draws were (they come from the search's own
generator, never the match's).

The budget is a number of iterations, so a search's answer depends only on the position
as the seat sees it and the seed; ``run`` may be called in slices (the browser worker
thinks a few tens of milliseconds at a time and stays free for undo or save), however
the slices fall.
"""

from __future__ import annotations

import math
from typing import Callable

from .game import Game
from .jsondata import PRESENTATION, canonical
from .playout import Playout
from .rng import Rng, seed_to_state

EXPLORATION = 0.7  # UCB1's constant for values in [0, 1]


def move_key(move: dict):
    """A hashable identity of a move, without its presentation fields."""
    try:
        return tuple(sorted((k, tuple(v) if isinstance(v, list) else v)
                            for k, v in move.items() if k not in PRESENTATION))
    except TypeError:  # a list of lists or objects: the exact JSON
        return canonical({k: v for k, v in move.items() if k not in PRESENTATION})


class Node:
    """A move in the tree: who chose it, and what the iterations through it were worth to them."""

    __slots__ = ("seat", "move", "children", "visits", "avail", "value")

    def __init__(self, seat: int | None, move: dict | None):
        self.seat, self.move = seat, move
        self.children: dict = {}
        self.visits = 0
        self.avail = 1
        self.value = 0.0


class Search:
    """One decision of ``seat`` at ``state`` (read only through ``Game.determinize``)."""

    def __init__(self, game: Game, state: dict, seat: int, seed, iterations: int):
        self.game, self.state, self.seat = game, state, seat
        self.rng = Rng(seed_to_state(seed))
        self.iterations = iterations
        self.done = 0
        self.root = Node(None, None)

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
            fresh = [km for km in keyed if km[0] not in node.children]
            if fresh:
                key, move = fresh[self.rng.below(len(fresh))]
                child = node.children[key] = Node(seat, move)
                play.play(move)
                path.append(child)
                break
            node = self._select(node, keyed)
            play.play(node.move)
            path.append(node)
        play.run(game.playout_depth)
        values = game.evaluate(play.state)
        for visited in path:
            visited.visits += 1
            visited.value += values[visited.seat]

    @staticmethod
    def _select(node: Node, keyed: list) -> Node:
        """UCB1 among the children legal in this sample (each one's availability counted)."""
        best, best_score = None, -1.0
        for key, _ in keyed:
            child = node.children[key]
            child.avail += 1
            score = child.value / child.visits + EXPLORATION * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = child, score
        return best

    def ranked(self) -> list[tuple]:
        """The root's moves, most visited first: (key, visits, mean value)."""
        rows = [(key, c.visits, c.value / c.visits if c.visits else 0.0) for key, c in self.root.children.items()]
        rows.sort(key=lambda r: (-r[1], -r[2]))
        return rows

    def best(self, legal: list[dict]) -> dict:
        """The chosen move among ``legal`` (the match's own list, labels included): the most
        visited at the root, ties to the better mean, then to the one tried first."""
        keys = {move_key(m): m for m in reversed(self.game.real_moves(legal))}
        for key, _, _ in self.ranked():
            if key in keys:
                return keys[key]
        return self.game.real_moves(legal)[0]
