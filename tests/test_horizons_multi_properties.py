"""Seeded random Horizons games of 2 and 3 spirits, every combination of the five spirits (10 pairs,
10 triples, the seats rotated from one game to the next), each played to a win or a loss by the
uniform random policy and by the busy one (tests/test_horizons_properties.py: its invariants and
policies are imported from there). After every action: the pieces' ledger from the log, the
blight constant, the presence of each spirit, every card in exactly one zone, the fear pool and
the fear cards earned (4 fear a spirit each), the end conditions, Time passes; on a sample of
actions: the whole loader, and the views of every seat and of the spectator (no spirit's hand or
drawn cards shown to anyone but its own seat); in a sample of games, a save round trip and the
save from the position.

HORIZONS_MULTI_GAMES (default 200: every combination in every rotation of its seats, twice with each
policy) sets how many.
"""

from __future__ import annotations

import collections
import itertools
import json
import os
import random

import pytest

from engine_helpers import round_trip
from pyengine.core import bot
from pyengine.core.jsondata import bare
from pyengine.core.match import Match
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import fear as F
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons.island import island
from pyengine.games.spirit_island_horizons.rules import SPIRITS
from test_horizons_properties import (CARDS, STRING, Ledger, busy, check_cheap, check_end, check_time_passed, face_up,
                                      hidden_from, loads_from_position)

GAME = "spirit_island_horizons"
COMBOS = [c for n in (2, 3) for c in itertools.combinations(SPIRITS, n)]
LOADER_EVERY = 7  # actions between two runs of the whole loader (the cheap checks run after every one)
VIEW_EVERY = 5  # actions between two views checked, each time of the next viewer (seats, then the spectator)
MOST_ACTIONS = 8000


# each combination in each rotation of its seats (every spirit in every seat of it), 50 in all
CASES = [(combo, r) for combo in COMBOS for r in range(len(combo))]
GAMES = int(os.environ.get("HORIZONS_MULTI_GAMES", str(4 * len(CASES))))


def seats_of(seed: int) -> list[dict]:
    """The seed's case (two seeds each: one per policy): its combination, rotated."""
    combo, r = CASES[(seed // 2) % len(CASES)]
    return [{"name": f"P{i}", "kind": "human", "spirit": s} for i, s in enumerate(combo[r:] + combo[:r])]


SWITCH_CHANCE = 0.25  # how often a policy hands the shared phase to another spirit when it may


def policy(match: Match, seed: int, rnd: random.Random) -> dict:
    """The game's policy (even seeds: the uniform random bot; odd: busy) for the spirit acting,
    which now and then lets another waiting spirit act first (the spirits interleave)."""
    offered = [a for a in match.legal() if a["do"] == "switch"]
    if offered and rnd.random() < SWITCH_CHANCE:
        return bare(rnd.choice(offered))
    return busy(match, rnd) if seed % 2 else bot.choose(match)


def check_view(match: Match, log_from: int, public: set, viewer) -> None:
    shown = set(STRING.findall(json.dumps(match.view(viewer, log_from)))) & CARDS
    leaked = shown & hidden_from(match.state, public)  # hands are open: as in a solo game
    assert not leaked, f"the view of {viewer} shows hidden cards {sorted(leaked)}"


def play_one(seed: int) -> tuple[Match, dict]:
    seats = seats_of(seed)
    n = len(seats)
    match = Match.create(GAME, seats, seed, {"stage2_special": seed % 3 != 0})
    state = match.state
    assert state["layout"] == D.default_layout(n) and state["pools"]["fear"] == D.fear_pool(n)
    ledger = Ledger(state)
    blight_total = state["pools"]["blight"] + sum(here["blight"] for here in state["lands"].values())
    assert blight_total == D.blight_pool(n) + island(state["layout"]).printed_totals()["blight"]
    presence_total = {s: sum(h["presence"].get(s, 0) for h in state["lands"].values())
                      + sum(len(D.track(p["spirit"], t)) - 1 for t in S.TRACKS) for s, p in state["spirits"].items()}
    viewers = itertools.cycle([*range(n), None])
    sample = 5 + seed % 23  # the action after which the game round-trips its save
    public = face_up(state)
    rnd = random.Random(seed)
    steps = 0
    while not match.over:
        log_from = len(match.log)
        entries = match.act(policy(match, seed, rnd))
        public |= face_up(match.state)
        ledger.read(entries)
        check_cheap(match.state, ledger, blight_total, presence_total)
        check_end(match)
        check_time_passed(match.state, entries)
        steps += 1
        if steps % LOADER_EVERY == 0 or match.over:
            match.game.check_position(match.state, match.seats, match.options)
        if steps % VIEW_EVERY == 0 or match.over:
            check_view(match, log_from, public, next(viewers))
        if steps == sample and seed % 4 < 2:
            round_trip(match)
            loads_from_position(match)
        assert steps < MOST_ACTIONS, "the game does not end"
    loads_from_position(match)
    return match, check_end(match)


def test_every_combination_of_2_and_3_spirits_keeps_every_invariant_to_the_end():
    games = [play_one(seed) for seed in range(GAMES)]
    assert all(r["reason"] in F.OUTCOMES for _, r in games)
    played = collections.Counter(tuple(sorted(s["spirit"] for s in m.seats)) for m, _ in games)
    if GAMES >= 2 * len(CASES) and GAMES % len(CASES) == 0:  # each combination, policy and rotation alike
        k = GAMES // len(CASES)
        assert set(played) == {tuple(sorted(c)) for c in COMBOS} and set(played.values()) == {2 * k, 3 * k}
        for (combo, r), p in itertools.product(CASES, (0, 1)):
            assert any([s["spirit"] for s in m.seats] == list(combo[r:] + combo[:r]) and m.seed % 2 == p
                       for m, _ in games)
    # every spirit acted in every game, and the spirits interleaved (a phase handed over) in most
    assert all({a["player"] for a in m.actions} == set(range(len(m.seats))) for m, _ in games)
    assert sum(any(a["action"]["do"] == "switch" for a in m.actions) for m, _ in games) >= 0.9 * len(games)
    print("\n" + "; ".join(f"{k}: {v}" for k, v in collections.Counter(r["reason"] for _, r in games).items()))


@pytest.mark.parametrize("seed", [3, 14])
def test_a_2_or_3_spirit_game_replays_from_its_seed_and_actions(seed):
    match, _ = play_one(seed)
    replay = Match.create(GAME, [dict(s) for s in match.seats], seed, dict(match.options))
    for entry in match.actions:
        replay.act(entry["action"], entry["player"])
    assert replay.state == match.state and replay.log == match.log
