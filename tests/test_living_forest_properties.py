"""Hundreds of seeded random Living Forest games, checking the invariants after every action.

LIVING_FOREST_GAMES (default 300, spread over 2, 3 and 4 players, with and without the promo,
a third of them with the Kodama option) sets how many; the Pyodide run lowers it.  Checked after every action: at most 7 fires, no
negative supply or count, every animal, Varan and promo card in exactly one place, every tree
tile on the rack or in one forest; with Kodama every Kodama card too, and the element tiles held
equal those bought minus those used.  Views (board and the log entries just added) must not show
a card whose place is hidden: the unknown part of any draw pile, the level decks, or the line
of a seat still drawing (to anyone else); one viewer in turn is checked every fourth action.
A further 1 game in 100 runs the loader and every viewer after every action.  Saves
round-trip along the way (fully checked games) and at the end of every game.
"""

import functools
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

GAMES = int(os.environ.get("LIVING_FOREST_GAMES", "300"))
SAVE_EVERY = 500
VIEW_EVERY = 4


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
    if state["phase"] == "draw" and viewer != state["turn"]:
        hidden |= set(state["seats"][state["turn"]]["line"])
        hidden -= set(state["draw_turn"]["top"])  # public when its draw turn began
    return hidden


def check_views(match: Match, log_from: int, *only) -> None:
    for viewer in only or [None, *range(len(match.seats))]:
        shown = strings(match.view(viewer, log_from))
        leaked = shown & hidden_for(match.state, viewer)
        assert not leaked, f"view of {viewer} shows hidden cards {sorted(leaked)[:3]}"


def check_invariants(match: Match, full: bool = True) -> None:
    state = match.state
    if full:
        match.game.check_position(state, match.seats, match.options)
    assert len(state["centre"]) <= D.CENTRE_MAX
    assert all(v >= 0 for v in state["trees"].values())
    assert 0 <= len(state["varans"]) <= D.VARAN_COUNT
    for seat in state["seats"]:
        assert seat["fragments"] >= 0 and all(v >= 0 for v in seat["tiles"].values())
    places = [c for s in state["seats"] for pile in ("pile", "discard", "line") for c in s[pile]]
    places += [c for lv in D.LEVELS for c in state["market"][lv] + state["decks"][lv] if c is not None]
    places += state["promo"] + state["varans"]
    kodama = "kodama" in state
    if kodama:
        places += state["kodama"]["removed"] + [c for stack in state["kodama"]["stacks"].values() for c in stack]
    universe = _universe(tuple(s["spirit"] for s in state["seats"]), state["rules"]["promo"], kodama)
    assert len(places) == len(set(places)) == len(universe) and set(places) == universe
    for t in D.tree_ids(kodama):
        planted = sum(row.count(t) for s in state["seats"] for row in s["forest"])
        assert state["trees"][t] + planted == D.tree_copies(t, len(state["seats"]))


@functools.lru_cache(maxsize=None)
def _universe(spirits: tuple, promo: bool, kodama: bool) -> frozenset:
    return frozenset(D.all_cards(list(spirits), promo, kodama))


def play_one(players: int, seed: int, promo: bool, full: bool = False, kodama: bool = False) -> Match:
    """One random game. ``full``: the loader and every viewer's view after every action;
    otherwise the cheap invariants after every action and one view (a rotating viewer) every few
    actions and after every draw."""
    match = Match.create("living_forest", players, seed, {"promo": promo, "kodama": kodama})
    check_views(match, 0)
    steps = tiles = 0
    while not match.over:
        legal = match.legal()
        assert legal
        log_from = len(match.log)
        events = match.act(bot.choose(match))
        check_invariants(match, full)
        if kodama:  # element tiles: bought with Kodama symbols, held until used
            tiles += sum(e["args"]["buy"] == "tile" for e in events if e["key"] == "living_forest.kodama_spend")
            tiles -= sum(e["key"] == "living_forest.use_tile" for e in events)
            assert sum(s["element_tiles"] for s in match.state["seats"]) == tiles >= 0
        steps += 1
        if full:
            check_views(match, log_from)
        elif steps % VIEW_EVERY == 0:
            check_views(match, log_from, [None, *range(players)][(steps // VIEW_EVERY) % (players + 1)])
        if full and steps % SAVE_EVERY == 0:
            round_trip(match)
        assert steps < 10000, "game does not end"
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
    for seed in range(max(2, GAMES // 100)):
        check_result(play_one(players, 1000 + seed, promo=seed // 2 % 2 == 0, full=True, kodama=seed % 2 == 1), players)


def test_replay_from_seed_and_actions_is_identical():
    match = play_one(3, 99, promo=True)
    replay = Match.create("living_forest", 3, 99, {"promo": True})
    for entry in match.actions:
        replay.act(entry["action"], entry["player"])
    assert canonical(replay.state) == canonical(match.state)
