"""The evaluations fitted to self-play outcomes (bench/fit_eval.py): the weights files, how
evaluate uses them, and the fit itself."""

import importlib
import json
import math
import sys
from importlib import resources

import pytest
from pyengine.core import registry
from pyengine.core.evaluation import fitted_lead_values, logistic, read_weights
from pyengine.core.jsondata import clone
from pyengine.core.match import Match
from pyengine.core.playout import Playout
from pyengine.core.rng import Rng

COMPETITIVE = ["lotus", "living_forest", "grimwood"]
GAMES = COMPETITIVE + ["spirit_island_horizons"]
LEAST_GAMES = {"lotus": 4000, "living_forest": 4000, "grimwood": 4000, "spirit_island_horizons": 2000}


def bot_of(game_id: str):
    return importlib.import_module(f"pyengine.games.{game_id}.bot")


def weights_file(game_id: str) -> dict:
    return json.loads(resources.files(f"pyengine.games.{game_id}").joinpath("eval_weights.json").read_text("utf-8"))


def evaluate(game_id: str, state: dict) -> list[float]:
    """The fitted values of ``state`` (Horizons: its fitted value, which its search does not use)."""
    if game_id == "spirit_island_horizons":
        return [bot_of(game_id).fitted_value(state)]
    return registry.get(game_id).evaluate(state)


def mid_game(game_id: str, seed: int = 5, actions: int = 60) -> dict:
    """A live position: the policy's play for ``actions`` actions from a seeded start."""
    seats = [{"spirit": "sun_bright_whirlwind"}] if game_id == "spirit_island_horizons" else 2
    game = registry.get(game_id)
    play = Playout(game, clone(Match.create(game_id, seats, seed, {}).state), Rng(seed))
    play.run(actions)
    assert not game.is_over(play.state)
    return play.state


@pytest.mark.parametrize("game_id", GAMES)
def test_each_weights_file_is_well_formed_and_beats_the_constant(game_id):
    data, bot = weights_file(game_id), bot_of(game_id)
    assert data["features"] == list(bot.FEATURES) and data["model"] == bot.MODEL
    assert len(data["weights"]) == len(data["features"])
    assert all(isinstance(w, float) and math.isfinite(w) for w in data["weights"])
    assert data["_about"] and data["fit"]["games"] >= LEAST_GAMES[game_id]
    held = data["fit"]["held_out"]
    assert held["positions"] > 0 and held["log_loss"] < held["baseline_log_loss"]
    assert bot.WEIGHTS == data["weights"]  # read at import, in the file's order


@pytest.mark.parametrize("game_id", COMPETITIVE)
def test_a_competitive_evaluation_is_the_logistic_of_the_weighted_lead(game_id):
    state, bot = mid_game(game_id), bot_of(game_id)
    f0, f1 = (bot.features(state, s) for s in (0, 1))
    lead = sum(w * (a - b) for w, a, b in zip(bot.WEIGHTS, f0, f1))
    values = evaluate(game_id, state)
    assert values[0] == pytest.approx(logistic(lead), abs=1e-12)
    assert values[1] == pytest.approx(logistic(-lead), abs=1e-12)
    assert f0 != f1  # a position where the weights matter


def test_the_horizons_fitted_value_is_the_logistic_of_the_weighted_features():
    # (the search still uses the hand-tuned evaluation: see bot.fitted_value)
    state, bot = mid_game("spirit_island_horizons", actions=30), bot_of("spirit_island_horizons")
    expected = logistic(sum(w * f for w, f in zip(bot.WEIGHTS, bot.features(state))))
    assert bot.fitted_value(state) == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize("game_id", GAMES)
def test_values_lie_in_0_1_all_through_a_game(game_id):
    game = registry.get(game_id)
    seats = [{"spirit": "eyes_watch_from_the_trees"}] if game_id == "spirit_island_horizons" else 2
    play = Playout(game, clone(Match.create(game_id, seats, 11, {}).state), Rng(11))
    while not game.is_over(play.state):
        assert all(0.0 <= v <= 1.0 for v in game.evaluate(play.state))
        play.run(25)
    assert all(0.0 <= v <= 1.0 for v in game.evaluate(play.state))


def better_lotus(state):
    state["seats"][0]["tokens"] += 1  # a token: 3 points


def better_living_forest(state):
    state["seats"][0]["tiles"]["fire"] += 3  # three more fires towards the goal


def better_grimwood(state):
    seat = state["seats"][0]
    seat["combos"].append({"id": "c-test", "kind": "supernatural", "cards": ["x", "y", "z"]})  # 5 points laid


def better_horizons(state):
    state["pools"]["generated"] += 1  # fear towards the next card


@pytest.mark.parametrize("game_id,improve", [("lotus", better_lotus), ("living_forest", better_living_forest),
                                             ("grimwood", better_grimwood),
                                             ("spirit_island_horizons", better_horizons)])
def test_a_seat_better_on_the_leading_feature_is_worth_more(game_id, improve):
    state = mid_game(game_id, actions=30)
    better = clone(state)
    improve(better)
    assert evaluate(game_id, better)[0] > evaluate(game_id, state)[0]
    if game_id in COMPETITIVE:
        assert evaluate(game_id, better)[1] < evaluate(game_id, state)[1]


def test_fitted_lead_values_take_each_seats_lead_over_its_best_rival():
    weights = [2.0, -1.0]
    seats = [[1.0, 0.0], [0.5, 0.5], [0.0, 0.0]]  # scores 2, 0.5, 0
    assert fitted_lead_values(seats, weights) == [logistic(1.5), logistic(-1.5), logistic(-2.0)]
    assert fitted_lead_values([[1.0, 1.0]] * 2, weights) == [0.5, 0.5]


def test_missing_weights_read_as_zero():
    assert read_weights("pyengine.games.lotus", ["no such feature"]) == [0.0]


# the fitting script lives in bench/, which the Pyodide run of the suite does not carry
needs_bench = pytest.mark.skipif(sys.platform == "emscripten", reason="bench/ is not copied into Pyodide")


def fit_tools():
    from bench.fit_eval import fit_logistic, log_loss, solve
    return fit_logistic, log_loss, solve


@needs_bench
def test_the_fit_recovers_known_weights():
    fit_logistic, log_loss, _ = fit_tools()
    rng = Rng(3)
    truth = [1.5, -2.0, 0.25]
    xs = [[1.0, rng.below(1000) / 250.0 - 2.0, rng.below(1000) / 50.0] for _ in range(1500)]
    ys = [logistic(sum(w * x for w, x in zip(truth, row))) for row in xs]  # the expected labels
    fitted = fit_logistic(xs, ys, l2=0.0, free=(0,))
    assert fitted == pytest.approx(truth, abs=1e-4)
    assert log_loss([logistic(sum(w * x for w, x in zip(fitted, row))) for row in xs], ys) < log_loss([0.5] * 1500, ys)


@needs_bench
def test_sampled_labels_give_weights_near_the_truth():
    fit_logistic, _, _ = fit_tools()
    rng = Rng(8)
    truth = [1.0, -0.5]
    xs = [[rng.below(1000) / 250.0 - 2.0, rng.below(1000) / 250.0 - 2.0] for _ in range(3000)]
    ys = [float(rng.below(10_000) < 10_000 * logistic(truth[0] * a + truth[1] * b)) for a, b in xs]
    fitted = fit_logistic(xs, ys)
    assert fitted == pytest.approx(truth, abs=0.2)


@needs_bench
def test_solve_solves():
    _, _, solve = fit_tools()
    assert solve([[4.0, 1.0], [1.0, 3.0]], [1.0, 2.0]) == pytest.approx([1 / 11, 7 / 11])
