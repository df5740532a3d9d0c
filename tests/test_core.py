"""The game-independent core: randomness, purity, conformance of every registered game."""

import ast
import json
import os

import pytest

from pyengine.core import bot, registry
from pyengine.core.errors import CannotUndo, IllegalAction
from pyengine.core.flow import FlowGame
from pyengine.core.jsondata import bare, canonical
from pyengine.core.match import Match
from pyengine.core.rng import Rng, seed_to_state
from toy_games import Campfire

import pyengine

ROOT = os.path.dirname(os.path.abspath(pyengine.__file__))  # the installed package, also in Pyodide


def test_rng_is_a_fixed_sequence_and_serialisable():
    a, again = Rng(seed_to_state(7)), Rng(seed_to_state(7))
    assert [a.next64() for _ in range(5)] == [again.next64() for _ in range(5)]
    b = Rng(a.state)
    assert [a.below(10) for _ in range(50)] == [b.below(10) for _ in range(50)]
    # pinned values: the same on every Python, or saves would not replay
    assert seed_to_state(7) == int.from_bytes(__import__("hashlib").sha256(b"7").digest()[:8], "big")
    assert Rng(0).next64() == 0xE220A8397B1DCDAF


def test_rng_below_is_roughly_uniform_and_shuffle_is_a_permutation():
    r = Rng(1)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(900 < c < 1100 for c in counts)
    items = list(range(20))
    r.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))
    with pytest.raises(ValueError):
        r.below(0)


FORBIDDEN_IMPORTS = {"js", "pyodide", "random", "time", "datetime", "os", "sys", "io", "socket", "threading"}


def _python_files(*parts):
    for dirpath, _, files in os.walk(os.path.join(ROOT, *parts)):
        for name in files:
            if name.endswith(".py"):
                yield os.path.join(dirpath, name)


@pytest.mark.parametrize("path", list(_python_files("core")) + list(_python_files("games")))
def test_rules_are_pure(path):
    """Core and games: no browser, clock, global randomness, printing or file access."""
    tree = ast.parse(open(path).read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name.split(".")[0] for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [(node.module or "").split(".")[0]]
        else:
            names = []
        assert not set(names) & FORBIDDEN_IMPORTS, f"{path} imports {names}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in {"print", "open", "input", "eval", "exec"}, f"{path} calls {node.func.id}"


GAMES = [(g.id, n) for g in registry.all_games() for n in range(g.min_players, g.max_players + 1)]
TOYS = [Campfire()]  # games of the tests only: what no real game has yet (a cooperative end)


@pytest.fixture(scope="module", autouse=True)
def toys():
    for toy in TOYS:
        registry.register(toy)
    yield
    for toy in TOYS:
        registry._GAMES.pop(toy.id)


RANDOM_NEVER_WINS = {"spirit_island_horizons"}


def check_outcome(game, result: dict, players: int) -> None:
    """The end of a game is an outcome: why it ended, then a ranking or won/lost together."""
    assert isinstance(result["reason"], str) and result["reason"]
    if game.cooperative:
        assert result["kind"] == "team" and isinstance(result["won"], bool)
    else:
        assert result["kind"] == "ranking"
        assert sorted(result["ranking"]) == list(range(players)) and result["winners"]
        assert all(result["places"][w] == 1 for w in result["winners"])


@pytest.mark.parametrize("game_id,players", GAMES + [(t.id, n) for t in TOYS for n in range(t.min_players, t.max_players + 1)])
def test_conformance_random_play(game_id, players):
    """Every registered game: random play ends, legal lists are never empty, saves round trip,
    and the end is an outcome the shell can show (a cooperative game wins and loses)."""
    game = registry.get(game_id)
    assert isinstance(game, FlowGame), "every game runs on the core's flow"
    seen = set()
    for seed in range(3 if not game.cooperative else 30):
        m = Match.create(game_id, players, seed, {})
        steps = 0
        while not m.over:
            legal = m.legal()
            assert legal, "a game that is not over always has a legal action"
            assert all(json.loads(json.dumps(a)) == a for a in legal)
            assert len({canonical(bare(a)) for a in legal}) == len(legal)
            # every legal action names the board element it belongs to (a group is a button)
            assert all(isinstance(a.get("target"), str) and a["target"] for a in legal), legal
            assert all(isinstance(a.get("group", ""), str) for a in legal)
            m.act(bot.choose(m))
            steps += 1
            assert steps < 10000
            if steps % 97 == 0:
                again = Match.from_save(json.loads(json.dumps(m.to_save())))
                assert canonical(again.position()) == canonical(m.position())
        result = m.view(None)["result"]
        check_outcome(game, result, players)
        seen.add(result.get("won"))
        assert m.legal() == []
    if game.cooperative:
        assert False in seen, "random play of a cooperative game should lose"
        # Horizons' random spirit loses every time (0 wins in 100 seeded games, median 4 rounds): its
        # victories are played out from loaded positions in test_horizons_examples.py instead
        if game_id not in RANDOM_NEVER_WINS:
            assert True in seen, "random play of a cooperative game should both win and lose"


def test_illegal_action_changes_nothing_and_undo_never_crosses_a_reveal():
    m = Match.create("lotus", 2, 1, {"first_player": 0})
    before = canonical(m.position())
    with pytest.raises(IllegalAction):
        m.act({"do": "place", "flower": 3})
    assert canonical(m.position()) == before and m.actions == [] and [e["key"] for e in m.log] == ["lotus.turn"]
    with pytest.raises(CannotUndo):
        m.undo()
    card = m.state["seats"][0]["hand"][0]
    m.act({"do": "exchange", "card": card})
    m.act({"do": "confirm"})  # draws from the deck: a reveal
    with pytest.raises(CannotUndo, match="revealed"):
        m.undo(0)


def test_bot_choice_is_deterministic_for_a_position():
    a = Match.create("lotus", 3, 11, {})
    b = Match.create("lotus", 3, 11, {})
    for _ in range(40):
        x, y = bot.choose(a), bot.choose(b)
        assert x == y
        a.act(x)
        b.act(y)


def test_one_person_may_play_several_seats_and_undo_follows_the_person():
    seats = [{"name": "Ann", "person": "Ann"}, {"name": "Ann's second", "person": "Ann"}, {"name": "Ben"}]
    m = Match.create("lotus", seats, 3, {"first_player": 0})
    assert m.view(None)["seats"][1]["person"] == "Ann"
    # Ann plays a card with seat 0, and everything up to seat 1's turn; seat 1 may undo it:
    # the same person's own other seat does not end her undo (a reveal still does)
    card = m.state["seats"][0]["hand"][0]
    m.act({"do": "play", "card": card})
    assert m.can_undo(0) and m.can_undo(1) and not m.can_undo(2)
    with pytest.raises(CannotUndo):
        m.undo(2)
    assert m.undo(1) == {"do": "play", "card": card}


@pytest.mark.parametrize("seat,words", [
    ({"name": "B", "kind": "bot", "person": "x"}, "only a seat played by a person"),
    ({"name": "A", "person": ""}, "person must be 1 to 40"),
    ({"name": "A", "person": 3}, "person must be 1 to 40"),
])
def test_a_bad_person_is_refused(seat, words):
    from pyengine.core.errors import BadRequest
    with pytest.raises(BadRequest, match=words):
        Match.create("lotus", [seat, {}], 1, {})


def test_a_computer_seats_level_is_in_every_view():
    m = Match.create("lotus", [{"name": "Ann"}, {"name": "Bot", "kind": "bot", "level": "hard"}, {"name": "Cy", "kind": "bot"}], 3)
    for viewer in (None, 0, 1):
        assert [s.get("level") for s in m.view(viewer)["seats"]] == [None, "hard", None]
