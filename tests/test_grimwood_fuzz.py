"""The Grimwood under broken input, through the bridge as the page sends it (tests/fuzz_kit.py
says what is sent and what must hold): along seeded games of 2 to 6 players, with and without
the identical-locations option; saves from each kind of decision (each power's decisions, an
Amulet question, a discard down to seven) and the end of a game; huge counts and lists, and a
mid-power effect frame changed.

GRIMWOOD_FUZZ sets the number of requests per game (mutated saves: three times as many;
default 300, a tenth inside Pyodide).
"""

from __future__ import annotations

import functools
import json

import pytest

from fuzz_kit import COMMON_JUNK, Fuzz, budget, refused_with, send, starting_saves
from pyengine import bridge

N = budget("GRIMWOOD_FUZZ", 300)
GAMES = [(2, 3, {}), (3, 8, {"identical_locations": True}), (4, 5, {}), (6, 11, {"identical_locations": True})]
FUZZ = Fuzz("grimwood", COMMON_JUNK + [5, 6, 7, "new", "c1", "c99", "owl-1", "owl-8", "rune-1", "amulet-3", "giant",
                                      "dragon", "amazon", "owls", "paths", "ask", "always", ["giant"], {"do": "end"}],
            ["card", "from", "seat", "combo", "kind", "mode", "name", "extra"])


@pytest.mark.parametrize("players,seed,options", GAMES, ids=[f"{p}p-{s}" for p, s, _ in GAMES])
def test_random_and_mutated_requests_are_refused_cleanly_and_change_nothing(players, seed, options):
    FUZZ.play_with_requests(players, seed, options, N)


# ---- mutated saves ------------------------------------------------------------------------------

def _kind(match: str, pending: dict):
    flow = bridge._matches[match].state["flow"]
    purpose = flow[-1].get("purpose") if flow else None
    return (pending["kind"], purpose) if purpose else pending["kind"]  # each power's decision


@functools.lru_cache(maxsize=None)
def _positions() -> str:
    return json.dumps(starting_saves("grimwood", GAMES, _kind, most=40))


def positions() -> list[dict]:
    """Saves that start from a position (and replay nothing): the turn, a laying, a power and each
    power's decisions met, an Amulet question, a discard down to seven, the end of a game."""
    return json.loads(_positions())


def test_saves_mutated_one_field_at_a_time_are_refused_or_load_into_a_real_position():
    saves = positions()
    assert len(saves) >= 12
    FUZZ.mutated_saves(saves, N * 3)


@pytest.mark.parametrize("where,value", [
    (("seats", 0, "skips"), 10**7), (("next_combo",), 10**7), (("actions_left",), 10**7), (("first",), 10**7),
    (("turn",), 10**7), (("flow", 0, "player"), 10**7), (("deck",), ["owl-1"] * 10**4), (("discard",), [2] * 10**5),
    (("seats", 1, "hand"), ["owl-1"] * 10**4), (("runes",), ["rune-1"] * 10**4), (("flow",), [{"kind": "turn", "player": 0}] * 10**4),
    (("seats", 0, "combos"), [{"id": "c1", "kind": "owls", "cards": []}] * 10**4), (("actions_left",), 2.0),
    (("rules", "identical_locations"), 2), (("seats", 0, "amulet"), 10**7),
])
def test_a_huge_or_wrong_number_in_a_position_is_refused_naming_it(where, value):
    res = refused_with(next(s for s in positions() if len(s["start"]["state"]["flow"]) == 1), where, value)
    assert not res["ok"] and res["error"]["code"] == "bad_position", res


def test_a_mid_power_save_mutated_in_its_effect_frame_is_refused():
    """The effect frame's place in its program and its answers are checked, not trusted."""
    save = next(s for s in positions() if any(f["kind"] == "effect" for f in s["start"]["state"]["flow"]))
    flow = save["start"]["state"]["flow"]
    effect = next(f for f in flow if f["kind"] == "effect")
    for field, value in (("pc", 10**7), ("pc", 0), ("vars", {"x": 1}), ("program", []), ("power", "nobody"), ("player", 10**7)):
        bad = json.loads(json.dumps(save))
        frame = next(f for f in bad["start"]["state"]["flow"] if f["kind"] == "effect")
        frame[field] = value
        res = send({"op": "load", "save": json.dumps(bad)})
        assert not res["ok"] and res["error"]["code"] == "bad_position", (field, res)
    assert effect["program"]
