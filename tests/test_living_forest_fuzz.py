"""Living Forest under broken input, through the bridge as the page sends it (tests/fuzz_kit.py
says what is sent and what must hold): along seeded games with the promo, Kodama, both or
neither; saves mid-draw, mid-action, while spending Kodama, in a multi-pick, with a steal
waiting, and at the end of a game; huge counts and long lists.

LIVING_FOREST_FUZZ sets the number of requests per game (mutated saves: three times as many;
default 400, a tenth inside Pyodide).
"""

from __future__ import annotations

import functools
import json

import pytest

from fuzz_kit import COMMON_JUNK, Fuzz, budget, refused_with, starting_saves

N = budget("LIVING_FOREST_FUZZ", 400)
GAMES = [(2, 3, {}), (3, 8, {"promo": True}), (4, 5, {"kodama": True}), (3, 11, {"kodama": True, "promo": True})]
FUZZ = Fuzz("living_forest", COMMON_JUNK + [11, 12, "hedgehog", "tree_11", "tree_k6", "sanki", "kodama_flower_1",
                                           "varan-1", "fire", "sun", "ara", ["hedgehog"], {"do": "pass"}],
            ["animal", "x", "y", "to", "steps", "card", "tile", "buy", "element", "extra"])


@pytest.mark.parametrize("players,seed,options", GAMES, ids=[f"{p}p-{s}" for p, s, _ in GAMES])
def test_random_and_mutated_requests_are_refused_cleanly_and_change_nothing(players, seed, options):
    FUZZ.play_with_requests(players, seed, options, N)


# ---- mutated saves ------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _positions() -> str:
    return json.dumps(starting_saves("living_forest", GAMES))


def positions() -> list[dict]:
    """Saves that start from a position (and replay nothing): mid-draw, mid-action, Kodama spending,
    a multi-pick in progress, a steal waiting, the end of a game."""
    return json.loads(_positions())


def test_saves_mutated_one_field_at_a_time_are_refused_or_load_into_a_real_position():
    saves = positions()
    assert len(saves) >= 12
    FUZZ.mutated_saves(saves, N * 3)


@pytest.mark.parametrize("where,value", [
    (("seats", 0, "fragments"), 10**7), (("attracted", "1"), 10**7), (("round",), 10**7),
    (("seats", 0, "known"), 10**7), (("seats", 1, "stone"), 10**7), (("seats", 0, "tiles", "fire"), 10**7),
    (("flow", 1, "player"), 10**7), (("flow", 0, "waiting"), list(range(10**4))), (("centre",), [2] * 10**4),
    (("seats", 0, "fires"), [2] * 10**5), (("holder",), 2.0), (("flow", 1, "seen", "pile"), 10**7),
])
def test_a_huge_or_wrong_number_in_a_position_is_refused_naming_it(where, value):
    save = next(s for s in positions() if s["start"]["state"]["flow"] and s["start"]["state"]["flow"][-1]["kind"] == "draw")
    res = refused_with(save, where, value)
    assert not res["ok"] and res["error"]["code"] == "bad_position", res
