"""A boolean is never a number and a float never a whole number, in every game's loader.

Python's ``==`` takes ``True`` for ``1`` and ``6.0`` for ``6``; the loaders check types with
core/validate (``whole_numbers``, ``same``, ``exactly``, ``seat_number``...), and so do the options.
Cases found by fuzzing first, then every number and flag of real positions of each game (seeded
random games and the saved fixtures) turned into a flag or a fraction: each is refused, naming
the field.
"""
import json
import random
from pathlib import Path

import pytest

from pyengine.core import registry
from pyengine.core.errors import BadRequest, PositionError
from pyengine.core.jsondata import clone
from pyengine.core.match import Match
from pyengine.core.validate import same

SAVES = Path(__file__).resolve().parent / "saves"
GAMES = {  # game: (seats, options, fixtures)
    "grimwood": (3, {}, "grimwood_*.json"),
    "lotus": (3, {}, "lotus_*.json"),
    "living_forest": (2, {"promo": True, "kodama": True}, "living_forest_*.json"),
    "spirit_island_horizons": (2, {}, "horizons_*.json"),
}


def refused(match: Match, state: dict) -> str:
    with pytest.raises(PositionError) as err:
        match.game.check_position(state, match.seats, match.options)
    return err.value.message


def at(state: dict, path: tuple):
    for key in path[:-1]:
        state = state[key]
    return state


def numbers(value, path=()):
    """(path, value) of every number and flag of a JSON value."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from numbers(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from numbers(v, path + (i,))
    elif isinstance(value, (int, float)):
        yield path, value


def positions(game: str) -> list[Match]:
    """Matches at real positions: three seeded random games stopped at random points, and the
    saved fixtures' positions (every kind of decision of the Grimwood among them)."""
    n, options, pattern = GAMES[game]
    out = []
    for seed in range(3):
        match, rng = Match.create(game, n, seed, options), random.Random(seed)
        for _ in range(rng.randrange(5, 120)):
            if match.over:
                break
            match.act(rng.choice(match.legal()))
        out.append(match)
    if game == "grimwood":
        out.append(grimwood_at_an_amulet_question())
    return out + [Match.from_save(json.loads(p.read_text())) for p in sorted(SAVES.glob(pattern))]


def flipped(value) -> list:
    """The loose twins of a value: a flag for 0 or 1, a number for a flag, a float for a number."""
    if isinstance(value, bool):
        return [int(value), float(value)]
    return ([True] if value == 1 else [False] if value == 0 else []) + [float(value)]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_number_and_flag_of_real_positions_has_its_type(game):
    tried, unnamed = 0, []
    for match in positions(game):
        state = match.state
        match.game.check_position(state, match.seats, match.options)  # the real position loads
        for path, value in numbers(state):
            name = str([k for k in path if isinstance(k, str)][-1])
            for twin in flipped(value):
                loose = clone(state)
                at(loose, path)[path[-1]] = twin
                assert same(at(loose, path)[path[-1]], twin)
                message = refused(match, loose)
                if name not in message and name.replace("_", " ") not in message:
                    unnamed.append((path, twin, message))
                tried += 1
    assert not unnamed, unnamed[:5]
    assert tried > 100


# ---- the cases fuzzing found ------------------------------------------------------------------
def grimwood_at_an_amulet_question() -> Match:
    """A seeded random Grimwood game stopped where a robbed seat is asked about its Amulet."""
    for seed in range(50):
        match, rng = Match.create("grimwood", 3, seed), random.Random(seed)
        while not match.over and match.pending().kind != "amulet":
            match.act(rng.choice(match.legal()))
        if not match.over:
            return match
    raise AssertionError("no Amulet question in 50 games")


@pytest.mark.parametrize("thief", [True, False, 1.0, 2.0])
def test_the_grimwood_thief_is_a_seat_number(thief):
    match = grimwood_at_an_amulet_question()
    state = clone(match.state)
    state["flow"][-1]["thief"] = thief
    assert "thief" in refused(match, state)


@pytest.mark.parametrize("divider", ["2", "3"])
def test_a_horizons_fear_divider_is_a_whole_number(divider):
    match = Match.create("spirit_island_horizons", 1, 3)
    state = clone(match.state)
    state["fear"]["dividers"][divider] = float(state["fear"]["dividers"][divider])
    assert "dividers" in refused(match, state)


@pytest.mark.parametrize("flag", ["promo", "kodama"])
@pytest.mark.parametrize("twin", [0, 1, 1.0])
def test_living_forest_rule_flags_are_true_or_false(flag, twin):
    match = Match.create("living_forest", 2, 4, {"promo": True, "kodama": True})
    state = clone(match.state)
    state["rules"][flag] = twin
    assert f"rules.{flag}" in refused(match, state)


@pytest.mark.parametrize("game, option, twin", [
    ("living_forest", "promo", 1), ("living_forest", "kodama", 0), ("living_forest", "promo", 1.0),
    ("grimwood", "identical_locations", 0), ("grimwood", "first_player", True), ("grimwood", "first_player", 1.0),
    ("lotus", "first_player", False),
])
def test_options_are_typed_too(game, option, twin):
    with pytest.raises(BadRequest, match=option):
        registry.get(game).resolve_options({option: twin}, 3)
