"""Saves written by earlier releases still load and the game goes on.

tests/saves/ holds mid-game saves, never rewritten: version 1 (the release of 2026-12-01,
before the core took over the games' flow) of every game but Horizons, version 2 (the
release of 2026-12-02, before positions kept what each seat has seen of hidden cards) of
every game, and version 3 of Horizons from before its hands were open (their positions carry
a memory of what each spirit knew of the others' hands, which loads no more).
"""
import json
from pathlib import Path

import pytest

from pyengine import bridge

SAVES = sorted((Path(__file__).resolve().parent / "saves").glob("*.json"))


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
    match = call(op="load", save=path.read_text())["match"]
    view = call(op="view", match=match)["view"]
    assert not view["over"] and view["actions_played"] == len(save["actions"])
    for _ in range(20):  # and play on
        if call(op="view", match=match)["view"]["over"]:
            break
        call(op="bot", match=match)
    again = call(op="load", save=call(op="save", match=match)["save"])["match"]
    assert call(op="save", match=again)["save"]["position"] == call(op="save", match=match)["save"]["position"]
