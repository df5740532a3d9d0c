"""The search and its policy: with a small budget it plays what its policy would, more budget
finds the better move, and a bot never walks in circles (every bot game ends)."""

from __future__ import annotations

import pytest
from bot_kit import has_bot

from pyengine.core import bot, registry
from pyengine.core.game import Decision, Game, ranking_result
from pyengine.core.jsondata import bare
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.core.search import Search

# the value each of five choices is worth in the one-decision game below; the policy likes 1
WORTH = [0.2, 0.6, 0.9, 0.3, 0.1]
FAVOURITE = 1


class OneChoice(Game):
    """One decision of seat 0 among five numbers, each judged by WORTH (a toy for the search)."""

    id = "one_choice"
    hidden_information = False
    chance = False

    def setup(self, seats, options, rng):
        return {"picked": None}

    def pending(self, state):
        return None if state["picked"] is not None else Decision(0, "pick")

    def legal_actions(self, state):
        return [{"do": "pick", "n": n, "label": str(n)} for n in range(len(WORTH))]

    def apply(self, state, action, rng, watch=None):
        state["picked"] = action["n"]

    def result(self, state):
        return ranking_result("picked", [0, 0], [[0, 1]], [0, 1], [1, 1])

    def evaluate(self, state):
        worth = WORTH[state["picked"]]
        return [worth, 1.0 - worth]

    def playout_move(self, state, moves, rng):
        return moves[FAVOURITE]


def searched(iterations: int) -> int:
    game = OneChoice()
    search = Search(game, game.setup([], {}, Rng(0)), 0, "seed", iterations)
    search.run()
    return search.best(game.legal_actions({"picked": None}))["n"]


def test_with_one_iteration_the_search_plays_its_policys_move():
    assert searched(1) == FAVOURITE
    assert searched(2) == FAVOURITE


def test_more_iterations_find_the_better_move_than_the_policys():
    assert searched(200) == WORTH.index(max(WORTH))


def test_the_priors_favour_the_policys_move_and_sum_to_one():
    game = OneChoice()
    moves = game.legal_actions({"picked": None})
    priors = game.move_priors({"picked": None}, moves, Rng(0))
    assert sum(priors) == pytest.approx(1.0)
    assert max(range(len(priors)), key=priors.__getitem__) == FAVOURITE
    assert len(set(priors[:FAVOURITE] + priors[FAVOURITE + 1:])) == 1  # the others share alike


def test_a_retreat_is_never_a_bot_candidate_while_something_else_is_legal():
    """Grimwood's "Take them back" returns to the turn's earlier position: a bot that could pick
    it laid and took back the same card 753 times in one game."""
    game = registry.get("grimwood")
    lay = [{"do": "lay", "card": "x"}, {"do": "into", "combo": "new"}, {"do": "cancel"}]
    assert [m["do"] for m in game.real_moves(lay)] == ["lay", "into"]
    assert [m["do"] for m in game.real_moves([{"do": "cancel"}])] == ["cancel"]  # alone: still playable


# Every level of every game, all seats bots, to the end.  The levels differ only in their
# budget of iterations, which is cut here to keep the test short: whether a bot can walk in
# circles depends on the moves it may choose, not on how long it thinks about them.
CAP = 4000
SMALL = {"easy": 2, "normal": 3, "hard": 5}
GAMES = [("lotus", 2), ("living_forest", 2), ("grimwood", 2), ("spirit_island_horizons", 2), ("spirit_island_horizons", 3)]


@pytest.mark.parametrize("level", [bot.POLICY, *bot.LEVELS])
@pytest.mark.parametrize("game_id,players", GAMES, ids=[f"{g}-{p}p" for g, p in GAMES])
def test_every_bot_game_ends(game_id, players, level, monkeypatch):
    game = registry.get(game_id)
    assert has_bot(game_id)
    monkeypatch.setattr(game, "bot_iterations", SMALL)
    match = Match.create(game_id, [{"kind": "bot"}] * players, 3)
    while not match.over:
        assert len(match.actions) < CAP, f"{game_id} at {level}: no end after {CAP} actions"
        match.play_bot(level)
    assert game.result(match.state) is not None


def test_the_policy_level_plays_the_policys_move_from_the_seats_view():
    """The policy-only player (the yardstick of the searching levels) plays a legal move, the
    same one again for the same match, and never needs the real hidden state to choose."""
    match = Match.create("lotus", [{"kind": "bot"}] * 2, 11)
    for _ in range(20):
        think = bot.Think(match, bot.POLICY)
        again = bot.Think(match, bot.POLICY)
        assert bare(think.action) == bare(again.action)
        assert bare(think.action) in [bare(a) for a in match.legal()]
        match.play_thought(think)


def _bot_turns(level: str, moves: int) -> tuple[Match, list]:
    """A solo Horizons game (one seat decides throughout) played by the bot for ``moves`` searched
    decisions: the match and, for each decision, the iterations the search began with."""
    match = Match.create("spirit_island_horizons", [{"kind": "bot"}], 4)
    began = []
    while len(began) < moves:
        think = bot.Think(match, level)
        if think.search is not None:
            began.append(think.search.done)
        think.run()
        match.play_thought(think)
    return match, began


def test_the_next_decision_of_a_turn_goes_on_from_the_subtree_of_the_move_played(monkeypatch):
    monkeypatch.setattr(registry.get("spirit_island_horizons"), "bot_iterations", {"easy": 8, "normal": 24, "hard": 40})
    match, began = _bot_turns("normal", 12)
    assert began[0] == 0 and any(b > 0 for b in began), began
    assert all(b <= 24 - 24 // 4 for b in began)  # a quarter of the budget at least is searched anew
    # the same decisions again: the same moves (the kept trees are part of the bot's determinism)
    again, began_again = _bot_turns("normal", 12)
    assert again.actions == match.actions and began_again == began


def test_a_kept_subtree_serves_only_the_position_its_move_led_to(monkeypatch):
    monkeypatch.setattr(registry.get("spirit_island_horizons"), "bot_iterations", {"easy": 8, "normal": 24, "hard": 40})
    match = Match.create("spirit_island_horizons", [{"kind": "bot"}], 4)
    while True:  # to a bot move whose subtree is kept
        think = bot.Think(match, "normal")
        think.run()
        match.play_thought(think)
        if match.kept_tree is not None:
            break
    assert bot.Think(match, "hard").search.done == 0  # another level: a search of its own
    match.undo()
    assert bot.Think(match, "normal").search.done == 0  # the position before the move: not its subtree


def test_two_searches_from_the_same_kept_subtree_agree(monkeypatch):
    """The kept subtree is never grown in place: a second thought at the same position (the
    page asking again, a Suggest beside the bot) starts from it as the first one did."""
    monkeypatch.setattr(registry.get("spirit_island_horizons"), "bot_iterations", {"easy": 8, "normal": 24, "hard": 40})
    match = Match.create("spirit_island_horizons", [{"kind": "bot"}], 4)
    while match.kept_tree is None or len(bot.Think(match, "normal").legal) < 2:
        think = bot.Think(match, "normal")
        think.run()
        match.play_thought(think)
    kept = match.kept_tree.node
    before = (kept.visits, sorted((k, c.visits) for k, c in kept.children.items()))
    first, second = bot.Think(match, "normal"), bot.Think(match, "normal")
    assert first.search.done > 0
    first.run()
    assert (kept.visits, sorted((k, c.visits) for k, c in kept.children.items())) == before
    second.run()
    assert bare(first.action) == bare(second.action)
    assert first.search.ranked() == second.search.ranked() and first.search.root is not second.search.root
