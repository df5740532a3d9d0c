"""Seeded random Living Forest games, checking what must hold after every action.

LIVING_FOREST_GAMES (default 90, spread over 2, 3 and 4 players, with and without the promo,
a third of them with the Kodama option) sets how many; the Pyodide run lowers it.  After every
action: card conservation as the position loader counts it (every animal, Varan, promo and
Kodama card in exactly one place where it may be: core/validate's Places), every tree tile on
the rack or in one forest and every victory tile with a seat (position.conserved); with Kodama
the element tiles held equal those bought minus those used.  On a sample (one viewer in turn
every few actions, and the whole loader every so often): views and the log entries just added
show no card whose place is hidden (the unknown part of a draw pile, the level decks, the Kodama
cards set aside or under a stack's top).  A few
games run the loader and every viewer after every action and round-trip their saves.
"""

import json
import os
import re

import pytest

from engine_helpers import round_trip
from pyengine.core import bot
from pyengine.core.jsondata import canonical
from pyengine.core.match import Match
from pyengine.games.living_forest import data as D
from pyengine.games.living_forest.hooks import goals
from pyengine.games.living_forest.position import conserved

GAMES = int(os.environ.get("LIVING_FOREST_GAMES", "90"))
VIEW_EVERY = 5  # a view (one viewer in turn) every this many actions
LOAD_EVERY = 97  # the whole loader every this many actions
FULL = 3  # games checked in full after every action

STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def strings(value) -> set:
    """Every string in a JSON value (keys too: harmless, no key is a card id)."""
    return set(STRING.findall(json.dumps(value)))


def hidden_for(state: dict, viewer) -> set:
    hidden = set()
    for seat in state["seats"]:
        hidden |= set(seat["pile"][seat["known"]:])
    for level in D.LEVELS:
        hidden |= set(state["decks"][level])
    if "kodama" in state:  # the Kodama cards set aside and all but the top of each stack
        hidden |= set(state["kodama"]["removed"])
        hidden |= {c for stack in state["kodama"]["stacks"].values() for c in stack[1:]}
    return hidden


def check_views(match: Match, log_from: int, *only) -> None:
    for viewer in only or [None, *range(len(match.seats))]:
        shown = strings(match.view(viewer, log_from))
        leaked = shown & hidden_for(match.state, viewer)
        assert not leaked, f"view of {viewer} shows hidden cards {sorted(leaked)[:3]}"


def play_one(players: int, seed: int, promo: bool, full: bool = False, kodama: bool = False) -> Match:
    """One random game: conservation after every action; ``full``: the loader and every viewer's
    view after every action, else the loader now and then and one viewer in turn every few actions."""
    match = Match.create("living_forest", players, seed, {"promo": promo, "kodama": kodama})
    check_views(match, 0)
    steps = tiles = 0
    viewers = [None, *range(players)]
    while not match.over:
        log_from = len(match.log)
        events = match.act(bot.choose(match))
        conserved(match.state, match.seats, match.options)
        if kodama:  # element tiles: bought with Kodama symbols, held until used
            tiles += sum(e["args"]["buy"] == "tile" for e in events if e["key"] == "living_forest.kodama_spend")
            tiles -= sum(e["key"] == "living_forest.use_tile" for e in events)
            assert sum(s["element_tiles"] for s in match.state["seats"]) == tiles >= 0
        steps += 1
        if full or steps % LOAD_EVERY == 0:
            match.game.check_position(match.state, match.seats, match.options)
        if full:
            check_views(match, log_from)
        elif steps % VIEW_EVERY == 0:
            check_views(match, log_from, viewers[(steps // VIEW_EVERY) % len(viewers)])
        assert steps < 10000, "game does not end"
    match.game.check_position(match.state, match.seats, match.options)
    if full:
        round_trip(match)
    return match


def check_result(match: Match, players: int) -> None:
    result = match.game.result(match.state)
    assert result["winners"] and set(result["winners"]) <= set(result["qualified"])
    assert sorted(result["ranking"]) == list(range(players)) and min(result["places"]) == 1
    need = goals(match.state)
    reached = [[k for k in need if result[k][i] >= need[k]] for i in range(players)]
    assert all(reached[i] for i in result["winners"])
    assert all(not reached[i] for i in range(players) if i not in result["qualified"])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    for seed in range(max(2, GAMES // 3)):
        check_result(play_one(players, seed, promo=seed % 2 == 1, kodama=seed % 3 == 2), players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_fully_checked_after_every_action(players):
    for seed in range(max(1, FULL * GAMES // 270)):
        check_result(play_one(players, 1000 + seed, promo=seed % 2 == 0, full=True, kodama=players != 3), players)


def test_replay_from_seed_and_actions_is_identical():
    match = play_one(3, 99, promo=True)
    replay = Match.create("living_forest", 3, 99, {"promo": True})
    for entry in match.actions:
        replay.act(entry["action"], entry["player"])
    assert canonical(replay.state) == canonical(match.state)
