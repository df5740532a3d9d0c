"""Lotus under broken input, through the bridge as the page sends it (tests/fuzz_kit.py says what
is sent and what must hold): along seeded games of 2 to 4 players, both final-round options;
saves with every kind of decision on top, in the final round and before it, and the end of a
game; huge counts and long lists.

LOTUS_FUZZ sets the number of requests per game (mutated saves: three times as many; default
400, a tenth inside Pyodide).
"""

from __future__ import annotations

import functools
import json

import pytest

from fuzz_kit import COMMON_JUNK, Fuzz, budget, refused_with, send, starting_saves

N = budget("LOTUS_FUZZ", 400)
GAMES = [(2, 1, {}), (3, 2, {"final_round": "finish_round"}), (4, 3, {"first_player": 2})]
FUZZ = Fuzz("lotus", COMMON_JUNK + [3, 7, 8, 3.0, "3", "red-5-1", "blue-7-3", "wild-4-1", "red-g1", "green-elder", "deck",
                                   "wild", "token", "elder", "path", ["red-5-1"], {"do": "pass"}],
            ["card", "flower", "guardian", "from", "choice", "extra"], between=4)


@pytest.mark.parametrize("players,seed,options", GAMES, ids=[f"{p}p-{s}" for p, s, _ in GAMES])
def test_random_and_mutated_requests_are_refused_cleanly_and_change_nothing(players, seed, options):
    FUZZ.play_with_requests(players, seed, options, N)


# ---- mutated saves ------------------------------------------------------------------------------

def _kind(match: str, pending: dict):
    final = send({"op": "view", "match": match, "player": None})["view"]["board"]["final"]
    return pending["kind"], bool(final)


@functools.lru_cache(maxsize=None)
def _positions() -> str:
    return json.dumps(starting_saves("lotus", GAMES, _kind))


def positions() -> list[dict]:
    """Saves that start from a position and replay nothing: every kind of decision on top, in
    the final round and before it, and the end of a game."""
    return json.loads(_positions())


def test_saves_mutated_one_field_at_a_time_are_refused_or_load_into_a_real_position():
    saves = positions()
    kinds = {s["start"]["state"]["flow"][-1]["kind"] if s["start"]["state"]["flow"] else "over" for s in saves}
    assert kinds == {"action", "play", "exchange", "move", "reward", "refill", "over"}
    FUZZ.mutated_saves(saves, N * 3)


@pytest.mark.parametrize("where,value", [
    (("seats", 0, "tokens"), 10**7), (("seats", 1, "tokens"), -1), (("first",), 10**7), (("final_trigger",), 10**7),
    (("flow", 0, "player"), 10**7), (("flow", 0, "taken"), 10**7), (("flow", 0, "taken"), 1.0),
    (("flow", 0, "final"), 0), (("flow",), [{"kind": "action", "player": 0, "taken": 0, "final": False}] * 10**4),
    (("seats", 0, "hand"), ["red-3-1"] * 10**4), (("wild_row",), [None] * 10**4), (("guardians", "red-g1"), 10**7),
    (("seats", 0, "powers"), ["elder"] * 10**4), (("garden", "5"), ["wild-5-1"] * 10**4),
])
def test_a_huge_or_wrong_number_in_a_position_is_refused_naming_it(where, value):
    save = next(s for s in positions() if len(s["seats"]) == 2 and s["start"]["state"]["flow"]
                and s["start"]["state"]["flow"][-1]["kind"] == "action")
    res = refused_with(save, where, value)
    assert not res["ok"] and res["error"]["code"] == "bad_position", res
