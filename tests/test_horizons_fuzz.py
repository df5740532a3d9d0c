"""Horizons of Spirit Island under broken input, through the bridge as the page sends it
(tests/fuzz_kit.py says what is sent and what must hold): along seeded solo games on boards G
and H, the stage II option on and off; saves from each kind of decision (growth, placing
presence, a power's target and each decision of its effect, a ravage's order, a cascade, the
stage II town, the dahan's counter-attack, a card kept and forgotten) and the end of a game;
huge counts and lists, and a mid-power effect frame changed. The same along 2- and 3-spirit
games (the switches of their shared phases among the actions) and for their saves, the shared
phase's frame mutated.

HORIZONS_FUZZ sets the number of requests per game (mutated saves: three times as many;
default 300, a tenth inside Pyodide). A solo game is short (about 40 decisions): a batch of
requests at every decision, along N // 40 games of each board and stage II option.
"""

from __future__ import annotations

import functools
import json

import pytest

from fuzz_kit import COMMON_JUNK, Fuzz, budget, refused_with, send, starting_saves
from pyengine import bridge

GAME = "spirit_island_horizons"
N = budget("HORIZONS_FUZZ", 300)
GAMES = [(1, 3, {}), (1, 8, {"board": "H"}), (1, 5, {"stage2_special": False}),
         (1, 11, {"board": "H", "stage2_special": False}), (1, 14, {}), (1, 21, {"board": "H"})]
FUZZ = Fuzz(GAME, COMMON_JUNK + [3, 4, 8, "G1", "G8", "H3", "G9", "B1", "ocean", "energy", "card_plays", "minor",
                                 "major", "unique", "town", "city", "explorer", "dahan", "blight", "presence",
                                 "piece:G3:town:0", "piece:G3:city:9", "foul_vapors_and_fetid_muck",
                                 "spreading_and_dreadful_mire", "poisoned_land", "stage1_jungle", "not_a_card",
                                 ["G1"], {"do": "done"}],
            ["land", "card", "icon", "option", "track", "origin", "power", "piece", "damage", "deck", "to", "from",
             "spirit", "extra"],
            between=1)


VARIANTS = [{"board": b, "stage2_special": s} for b in ("G", "H") for s in (True, False)]


@pytest.mark.parametrize("options", VARIANTS, ids=[f"{o['board']}-stage2-{'on' if o['stage2_special'] else 'off'}"
                                                   for o in VARIANTS])
def test_random_and_mutated_requests_are_refused_cleanly_and_change_nothing(options):
    """A solo game ends before N requests are sent: N // 40 games (about 100 requests each)."""
    for seed in range(max(1, N // 40)):
        FUZZ.play_with_requests(1, 1000 + seed, options, N)


# ---- mutated saves ------------------------------------------------------------------------------

def _kind(match: str, pending: dict):
    """The decision and, inside a power or a fear card, which one and the decision's purpose."""
    flow = bridge._matches[match].state["flow"]
    effect = next((f["power"] for f in reversed(flow) if f["kind"] == "effect"), None)
    return (pending["kind"], flow[-1].get("purpose"), effect)


@functools.lru_cache(maxsize=None)
def _positions() -> str:
    return json.dumps(starting_saves(GAME, GAMES, _kind, most=40))


def positions() -> list[dict]:
    """Saves that start from a position (and replay nothing): each kind of decision met, inside
    each power met, and the end of each game."""
    return json.loads(_positions())


# TEMPORARY: the loader (position.py, frames_check.py) checks each frame's kind, fields and player
# but not what its fields hold, nor state["effects"] or state["first_explore"]: a save changed there
# loads, and the next request fails inside the engine. Remove these marks when the loader checks them
# (strict: they then fail as passing, so the marks cannot outlive the gap).

def checked_part(path: tuple) -> bool:
    """A place of a save outside what the loader does not check yet."""
    return not (path[:2] == ("start", "state") and len(path) > 2 and path[2] in UNCHECKED)


def test_saves_mutated_one_field_at_a_time_outside_the_flow_are_refused_or_load_into_a_real_position():
    saves = positions()
    assert len(saves) >= 12
    FUZZ.mutated_saves(saves, N * 3, keep=checked_part)


def test_saves_mutated_one_field_at_a_time_are_refused_or_load_into_a_real_position():
    FUZZ.mutated_saves(positions(), N * 3)


def _at_spirit_phase() -> dict:
    flows = ((s, s["start"]["state"]["flow"]) for s in positions())
    return next(s for s, flow in flows if flow and flow[-1]["kind"] == "spirit")


@pytest.mark.parametrize("where,value", [
    (("round",), 10**7), (("round",), 2.0), (("spirits", "0", "energy"), 10**7), (("spirits", "0", "energy"), -1),
    (("spirits", "0", "tracks", "energy"), 10**7), (("spirits", "0", "hand"), ["poisoned_land"] * 10**4),
    (("spirits", "0", "growth"), 10**7), (("lands", "G1", "explorer"), [0] * 10**4), (("lands", "G1", "dahan"), [5]),
    (("lands", "G1", "blight"), 10**7), (("lands", "G1", "defend"), 10**7), (("lands", "G1", "presence"), {"0": 10**7}),
    (("lands", "G1", "presence"), {"7": 1}), (("pools", "fear"), 10**7), (("pools", "generated"), 2**70),
    (("destroyed_presence",), {"0": 10**7}), (("invader", "deck"), ["stage1_jungle"] * 10**4),
    (("fear", "deck"), ["not_a_card"] * 10**4), (("fear", "terror"), 10**7), (("powers", "minor", "deck"), [1] * 10**5),
    (("flow",), [{"kind": "round", "player": 0, "phase": "spirit"}] * 10**4), (("flow", 0, "player"), 10**7),
    (("rules", "stage2_special"), 2), (("layout",), "solo_H"), (("result",), {"reason": "x"}),
])
def test_a_huge_or_wrong_value_in_a_position_is_refused_naming_it(where, value):
    res = refused_with(_at_spirit_phase(), where, value)
    assert not res["ok"] and res["error"]["code"] == "bad_position", res


UNCHECKED = ("flow", "effects", "first_explore")


def test_a_mid_power_save_mutated_in_its_effect_frame_is_refused():
    """The effect frame's place in its program and its answers are checked, not trusted."""
    save = next(s for s in positions() if any(f["kind"] == "effect" for f in s["start"]["state"]["flow"]))
    for field, value in (("pc", 10**7), ("pc", -1), ("program", "nobody"), ("power", "nobody"), ("player", 10**7),
                         ("land", "ocean"), ("vars", [])):
        bad = json.loads(json.dumps(save))
        frame = next(f for f in bad["start"]["state"]["flow"] if f["kind"] == "effect")
        frame[field] = value
        res = send({"op": "load", "save": json.dumps(bad)})
        assert not res["ok"] and res["error"]["code"] == "bad_position", (field, value, res)


# ---- 2 and 3 spirits: the shared phase ----------------------------------------------------------------

FUZZ_SHARED = Fuzz(GAME, FUZZ.junk + [{"do": "switch", "seat": 1}, {"do": "switch", "seat": 0}, "switch", "switch:1",
                                      2, 5, "H1", "B7", "together", "sun_bright_whirlwind"],
                   FUZZ.fields + ["seat"], between=1)
SHARED_GAMES = [(2, 31, {}), (3, 32, {}), (2, 33, {"stage2_special": False}), (3, 34, {})]


@pytest.mark.parametrize("players,seed,options", SHARED_GAMES, ids=[f"{p}p-{s}" for p, s, _ in SHARED_GAMES])
def test_broken_requests_along_2_and_3_spirit_games_are_refused_cleanly(players, seed, options):
    """Along a shared game (switches among the legal actions, mutated and sent by the wrong seat)."""
    FUZZ_SHARED.play_with_requests(players, seed, options, N)


@functools.lru_cache(maxsize=None)
def _shared_positions() -> str:
    return json.dumps(starting_saves(GAME, SHARED_GAMES, _kind, most=40))


def in_together(path: tuple) -> bool:
    """A place inside a shared phase's frame (its waiting, acting and parked frames)."""
    return path[:3] == ("start", "state", "flow") and len(path) > 4 and path[4] in ("waiting", "acting", "next",
                                                                                      "parked", "phase")


def test_2_and_3_spirit_saves_mutated_one_field_at_a_time_are_refused_or_load_into_a_real_position():
    saves = json.loads(_shared_positions())
    assert len(saves) >= 12 and {len(s["seats"]) for s in saves} == {2, 3}
    # at least 200 even inside Pyodide (a tenth of the budget there): about 1 in 50 such changes
    # still loads, and the test wants both outcomes seen
    FUZZ_SHARED.mutated_saves(saves, max(N * 2, 200))  # the powers' stored answers (vars) too


def test_saves_mutated_in_their_shared_phase_frame_are_refused_or_load_into_a_real_position():
    saves = [s for s in json.loads(_shared_positions())
             if any(f["kind"] == "together" for f in s["start"]["state"]["flow"])]
    assert saves
    FUZZ_SHARED.mutated_saves(saves, N, keep=in_together)
