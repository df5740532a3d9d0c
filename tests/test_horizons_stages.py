"""The invader phase a step at a time: each move keeps its marked steps (``Match.stages``), each
with the log entry it starts at and the public board it ends with, so the page can show fear,
each land's ravage, each build and each explore in turn.  Also why Undo is not offered."""
from __future__ import annotations

import json
import random

import pytest

from pyengine import bridge
from pyengine.core.jsondata import clone
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons.view import staged_board

ORDER = ("fear", "ravage", "build", "reveal", "explore", "advance", "slow", "time_passes", "growth")
FIRST_ENTRY = {"fear": "horizons.log.fear_card", "ravage": "horizons.log.ravage", "reveal": "horizons.log.explore",
               "advance": "horizons.log.advance", "slow": "horizons.log.phase",
               "time_passes": "horizons.log.time_passes", "growth": "horizons.log.round"}


def random_game(seed: int, spirits: int = 1, limit: int = 600):
    """A random game; yields (match, log length before the move, the stages of that move)."""
    m = Match.create("spirit_island_horizons", spirits, seed)
    r = random.Random(seed)
    while not m.over and len(m.actions) < limit:
        n = len(m.log)
        m.act(r.choice(m.legal()))
        yield m, n, m.stages_from(n)


@pytest.mark.parametrize("seed,spirits", [(1, 1), (2, 2), (3, 3)])
def test_each_step_starts_at_its_own_log_entry_in_the_order_of_the_round(seed, spirits):
    seen = set()
    for m, n, stages in random_game(seed, spirits):
        ats = [s["at"] for s in stages]
        assert ats == sorted(ats) and all(n <= a <= len(m.log) for a in ats)
        steps = [s["step"] for s in stages]
        assert [ORDER.index(s) for s in steps] == sorted(ORDER.index(s) for s in steps) or "growth" in steps
        for s in stages:
            seen.add(s["step"])
            entry = m.log[s["at"]] if s["at"] < len(m.log) else None
            if s["step"] in FIRST_ENTRY:
                assert entry["key"] == FIRST_ENTRY[s["step"]]
            if s["step"] == "ravage":
                assert entry["args"]["land"] == s["args"]["land"]
    assert {"ravage", "build", "reveal", "explore", "advance", "time_passes"} <= seen


def test_a_step_ends_with_the_board_the_next_one_starts_from_and_the_last_with_the_move_s_board():
    for m, n, stages in random_game(4):
        if stages:
            assert stages[-1]["board"] == staged_board(m.state)
            assert json.loads(json.dumps(stages)) == stages  # plain JSON for the bridge
            return
    raise AssertionError("no move with stages")


def test_a_build_step_adds_its_piece_to_its_land_and_nowhere_else():
    for m, n, stages in random_game(5):
        for before, s in zip(stages, stages[1:]):
            if s["step"] != "build" or before["step"] not in ("build", "ravage", "fear"):
                continue
            land = s["args"]["land"]
            added = [l for l in s["board"]["lands"] if s["board"]["lands"][l] != before["board"]["lands"][l]]
            stopped = m.log[s["at"]]["key"] == "horizons.log.build_stopped"
            assert added == ([] if stopped else [land])
            return
    raise AssertionError("no build after another step")


def test_stages_show_only_what_everyone_may_see():
    for m, n, stages in random_game(6, 2):
        for s in stages:
            public = m.view(None)["board"]
            assert set(s["board"]) - {"cards"} <= set(public)
            assert s["board"]["invaders"]["deck"] == len(m.state["invader"]["deck"]) or s is not stages[-1]
            assert isinstance(s["board"]["fear"]["earned"], int)  # face-down fear cards: a count


def test_a_bot_s_search_records_no_stage():
    m = Match.create("spirit_island_horizons", 1, 8)
    state = clone(m.state)
    r = random.Random(8)
    while m.game.pending(state) is not None:
        out = m.game.apply(state, r.choice(m.game.legal_actions(state)), Rng(1))
        assert out.stages == []


def test_undo_takes_back_the_steps_of_the_move_taken_back_and_a_load_shows_none():
    m = Match.create("spirit_island_horizons", 1, 9)
    r = random.Random(9)
    while not m.stages:
        m.act(r.choice(m.legal()))
    assert Match.from_save(m.to_save()).stages == []
    while m.can_undo(0):
        m.undo(0)
    assert all(s["at"] < len(m.log) for s in m.stages)


def test_the_bridge_answers_the_stages_from_a_log_index_and_refuses_a_bad_one():
    new = json.loads(bridge.handle(json.dumps({"op": "new", "game": "spirit_island_horizons", "players": 1, "seed": 3})))
    mid = new["match"]
    r = random.Random(3)
    for _ in range(40):
        seat = json.loads(bridge.handle(json.dumps({"op": "legal", "match": mid})))["player"]
        legal = json.loads(bridge.handle(json.dumps({"op": "legal", "match": mid, "player": seat})))["actions"]
        bridge.handle(json.dumps({"op": "act", "match": mid, "action": r.choice(legal)}))
    got = json.loads(bridge.handle(json.dumps({"op": "stages", "match": mid, "log_from": 0})))
    assert got["ok"] and got["stages"] and all({"step", "args", "at", "board"} == set(s) for s in got["stages"])
    for bad in (-1, True, "3", 1.5, None):
        answer = json.loads(bridge.handle(json.dumps({"op": "stages", "match": mid, "log_from": bad})))
        assert not answer["ok"] and "log_from" in answer["error"]["message"]
    bridge.handle(json.dumps({"op": "close", "match": mid}))


# ---- why Undo is not offered --------------------------------------------------------------------

def test_undo_says_why_it_is_not_offered():
    m = Match.create("spirit_island_horizons", 2, 10)
    assert m.view(0)["undo_block"] == "undo.why.start"
    r = random.Random(10)
    m.act(r.choice(m.legal()))
    actor = m.actions[-1]["player"]
    if m.can_undo(actor):
        assert m.view(actor)["undo_block"] is None
    assert m.view(None)["undo_block"] == "undo.why.watching"
    # play on until a move reveals a card (an invader card, a fear card, a power deck's draw)
    while not m.over:
        n = len(m.log)
        m.act(r.choice(m.legal()))
        if any(e["key"] in ("horizons.log.explore", "horizons.log.fear_card", "horizons.log.drew") for e in m.log[n:]):
            break
    actor = m.actions[-1]["player"]
    assert m.view(actor)["undo_block"] == "undo.why.revealed"


def test_another_person_s_move_is_why_undo_is_not_offered_and_says_nothing_of_what_it_showed():
    m = Match.create("spirit_island_horizons", [{"name": "A", "person": "a"}, {"name": "B", "person": "b"}], 11)
    r = random.Random(11)
    while not m.actions or m.person(m.actions[-1]["player"]) == "a":
        m.act(r.choice(m.legal()))
    assert m.view(0)["undo_block"] == "undo.why.other_person"
