"""Saves written by earlier releases still load and the game goes on.

tests/saves/ holds mid-game saves, never rewritten: version 1 (the release of 2026-12-01,
before the core took over the games' flow) of every game but Horizons, version 2 (the
release of 2026-12-02, before positions kept what each seat has seen of hidden cards) of
every game; version 3 of Horizons from before its hands were open (their positions carry
a memory of what each spirit knew of the others' hands, which loads no more); and
grimwood_v1_rules1_3p_30_actions.json, written by the Grimwood's first release (commit a2fdd42, 2026-11-29) from a seeded random game of 3 seats and 30 actions, whose actions no
longer replay since a rule was corrected (9112d8a: several supernaturals laid together give one
power unless a Rune is played; its action #27 is refused today).
"""
import json
from pathlib import Path

import pytest

from pyengine import bridge
from pyengine.core import registry

SAVES = sorted((Path(__file__).resolve().parent / "saves").glob("*.json"))


FIRST_RELEASE = Path(__file__).resolve().parent / "saves" / "grimwood_v1_rules1_3p_30_actions.json"


def call(**req) -> dict:
    res = json.loads(bridge.handle(json.dumps(req)))
    assert res["ok"], res
    return res


def test_there_is_a_save_of_every_game():
    written = {(json.loads(p.read_text())["game"], json.loads(p.read_text())["version"]) for p in SAVES}
    games = {"lotus", "grimwood", "living_forest"}
    assert written == {(g, 1) for g in games} | {(g, 2) for g in games | {"spirit_island_horizons"}} \
        | {("spirit_island_horizons", 3)}


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_an_old_save_loads_and_the_game_goes_on(path):
    save = json.loads(path.read_text())
    loaded = call(op="load", save=path.read_text())
    match = loaded["match"]
    view = call(op="view", match=match)["view"]
    # a save of rules corrected since goes on from its saved position (its actions are history)
    played = 0 if path == FIRST_RELEASE else len(save["actions"])
    assert not view["over"] and view["actions_played"] == played
    for _ in range(20):  # and play on
        if call(op="view", match=match)["view"]["over"]:
            break
        call(op="bot", match=match)
    again = call(op="load", save=call(op="save", match=match)["save"])["match"]
    assert call(op="save", match=again)["save"]["position"] == call(op="save", match=match)["save"]["position"]


def refusal(save) -> dict:
    res = json.loads(bridge.handle(json.dumps({"op": "load", "save": save})))
    assert not res["ok"], res
    return res["error"]


def test_a_save_says_the_rules_release_it_was_written_under():
    match = call(op="new", game="grimwood", players=3, seed=5)["match"]
    assert call(op="save", match=match)["save"]["rules_release"] == registry.get("grimwood").RULES_RELEASE == 2
    for game in ("lotus", "living_forest", "spirit_island_horizons"):  # no rule of theirs corrected since their saves
        assert registry.get(game).RULES_RELEASE == 1


def test_only_the_first_release_save_goes_on_under_corrected_rules():
    for path in SAVES:
        answer = call(op="load", save=path.read_text())
        assert answer.get("rules_updated") == ({"from": 1, "to": 2} if path == FIRST_RELEASE else None), path.name


def test_a_first_release_save_goes_on_from_its_saved_position_and_plays_on():
    save = json.loads(FIRST_RELEASE.read_text())
    assert "rules_release" not in save and len(save["actions"]) == 30 and len(save["seats"]) == 3
    match = call(op="load", save=FIRST_RELEASE.read_text())["match"]
    resumed = call(op="save", match=match)["save"]
    # the saved position itself: the hands, piles and combos it wrote, under today's format
    for key in ("deck", "discard", "turn", "actions_left", "next_combo"):
        assert resumed["position"]["state"][key] == save["position"]["state"][key]
    assert [s["hand"] for s in resumed["position"]["state"]["seats"]] == [s["hand"] for s in save["position"]["state"]["seats"]]
    assert resumed["start"] == resumed["position"] and resumed["actions"] == [] and resumed["rules_release"] == 2
    for _ in range(30):
        if call(op="view", match=match)["view"]["over"]:
            break
        call(op="bot", match=match)
    played = call(op="save", match=match)["save"]
    assert played["actions"]  # it played on, and its save replays from where it went on
    again = call(op="load", save=json.dumps(played))
    assert "rules_updated" not in again
    assert call(op="save", match=again["match"])["save"]["position"] == played["position"]


def test_a_save_of_todays_rules_whose_actions_replay_differently_stays_refused():
    save = dict(json.loads(FIRST_RELEASE.read_text()), rules_release=2)
    error = refusal(save)
    assert error["code"] == "bad_save" and "action #27 cannot be replayed" in error["message"]
    # and one whose saved position was edited
    match = call(op="new", game="grimwood", players=3, seed=8)["match"]
    for _ in range(6):
        call(op="bot", match=match)
    edited = call(op="save", match=match)["save"]
    edited["position"]["state"]["deck"].reverse()
    assert "edited or corrupted" in refusal(edited)["message"]


def test_an_old_save_whose_saved_position_is_impossible_is_refused_naming_the_defect():
    save = json.loads(FIRST_RELEASE.read_text())
    seats = save["position"]["state"]["seats"]
    seats[1]["hand"].append(seats[0]["hand"][0])  # one card in two hands
    error = refusal(save)
    assert error["code"] == "bad_position"
    assert f"card {seats[0]['hand'][0]} is both in" in error["message"]


@pytest.mark.parametrize("release", [True, 1.0, 0, -1, "1", 3])
def test_a_rules_release_is_a_whole_number_this_engine_knows(release):
    save = dict(json.loads(FIRST_RELEASE.read_text()), rules_release=release)
    error = refusal(save)
    assert error["code"] == "bad_save" and "rules" in error["message"]
