"""Horizons' islands by player count, read from the raw data file (data.json) and the map file
(web/games/spirit_island_horizons/map.json), against the island and the game the engine sets up:
solo_G, solo_H, two_boards_GH, three_boards_GHB. Adjacency symmetric and connected, the
cross-board pairs exactly the data's (and its not-adjacent pairs absent), each board as printed;
the pools, the starting presence of each spirit on its own board, the first Explore on every
board; range across boards."""

from __future__ import annotations

import collections
import copy
import json

import pytest

from catalog import web_file
from horizons_helpers import give
from pyengine.core.match import Match
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import invaders as I
from pyengine.games.spirit_island_horizons import targeting as T
from pyengine.games.spirit_island_horizons.island import island
from pyengine.games.spirit_island_horizons.rules import SPIRITS

DATA = D.DATA  # the package's data.json as read, untouched


def map_file() -> dict:
    """The island geometry the page draws (skipped inside Pyodide, where the page's files are not)."""
    return json.loads(web_file("games/spirit_island_horizons/map.json"))
LAYOUTS = ["solo_G", "solo_H", "two_boards_GH", "three_boards_GHB"]
GAME = "spirit_island_horizons"


def pairs(listed) -> set:
    return {frozenset(p) for p in listed}


def edges(isle) -> set:
    return {frozenset((a, b)) for a in isle.land_ids for b in isle.adjacent(a)}


def board_lands(board: str) -> dict:
    return {land["id"]: land for land in DATA["boards"][board]["lands"]}


@pytest.mark.parametrize("layout", LAYOUTS)
def test_adjacency_is_symmetric_connected_and_the_data_s(layout):
    spec, isle = DATA["layouts"][layout], island(layout)
    assert list(isle.boards) == spec["boards"]
    for a in isle.land_ids:
        assert a not in isle.adjacent(a)
        assert all(a in isle.adjacent(b) for b in isle.adjacent(a)), a
    # every land reached from every other, by a walk of our own
    for start in isle.land_ids:
        seen, todo = {start}, [start]
        while todo:
            for b in isle.adjacent(todo.pop()):
                if b not in seen:
                    seen.add(b)
                    todo.append(b)
        assert seen == set(isle.land_ids), start
    cross = {e for e in edges(isle) if len({l[0] for l in e}) == 2}
    assert cross == pairs(spec["cross_board_adjacency"])
    assert not pairs(spec["not_adjacent"]) & edges(isle)
    for board in spec["boards"]:  # each board's own lands as printed
        printed = board_lands(board)
        assert isle.lands_of_board(board) == list(printed)
        for land, facts in printed.items():
            assert {b for b in isle.adjacent(land) if b[0] == board} == set(facts["adjacent"]), land
            assert isle.coastal(land) is facts["coastal"] and isle.terrain(land) == facts["terrain"]


@pytest.mark.parametrize("layout", LAYOUTS)
def test_the_map_has_the_same_lands_and_cross_board_pairs(layout):
    drawn = map_file()["layouts"][layout]
    lands = {land: shape for board in drawn["boards"] for land, shape in board["lands"].items()}
    assert sorted(lands) == sorted(island(layout).land_ids)
    assert pairs(drawn["cross_board_adjacent"]) == pairs(DATA["layouts"][layout]["cross_board_adjacency"])
    for land, shape in lands.items():
        assert shape["coastal"] is board_lands(land[0])[land]["coastal"], land


SETUPS = [(1, "G", "solo_G"), (1, "H", "solo_H"), (2, "G", "two_boards_GH"), (3, "G", "three_boards_GHB")]


@pytest.mark.parametrize("players,board,layout", SETUPS, ids=[s[2] for s in SETUPS])
def test_the_game_set_up_for_a_player_count(players, board, layout):
    seats = [{"name": f"P{i}", "kind": "human", "spirit": SPIRITS[-1 - i]} for i in range(players)]
    state = Match.create(GAME, seats, 11, {"board": board}).state
    setup = DATA["setup"]
    assert state["layout"] == layout
    assert players == 1 or layout == DATA["default_layout_by_players"][str(players)]
    assert state["pools"]["blight"] == 5 * players + 1 == setup["blight_pool"]["per_player"] * players + \
        setup["blight_pool"]["plus"]
    assert state["pools"]["fear"] == 4 * players and state["pools"]["generated"] == 0
    isle = island(layout)
    for s, seat in enumerate(seats):  # each spirit's presence on its own starting board only
        own = isle.boards[s]
        p = state["spirits"][str(s)]
        assert p["board"] == own and p["spirit"] == seat["spirit"]
        placed = {l: here["presence"][str(s)] for l, here in state["lands"].items() if str(s) in here["presence"]}
        assert placed and all(l[0] == own for l in placed), placed
        assert placed == isle.starting_presence(seat["spirit"], own)
    # the first Explore: one explorer in each land of its terrain, on every board, over the printed pieces
    first = state["first_explore"]
    lands = I.card_lands(isle, first["card"])
    assert {l[0] for l in lands} == set(isle.boards) and first["lands"] == lands
    printed = isle.setup_pieces()
    for land, here in state["lands"].items():
        assert len(here["explorer"]) == (land in lands) + printed.get(land, {}).get("explorer", 0), land
        assert here["blight"] == printed.get(land, {}).get("blight", 0)


def test_a_seat_naming_no_spirit_takes_the_first_free_one_and_two_seats_never_share():
    m = Match.create(GAME, [{"name": "A", "kind": "human", "spirit": SPIRITS[0]}, {"name": "B", "kind": "human"},
                            {"name": "C", "kind": "human"}], 1, {})
    assert [m.state["spirits"][s]["spirit"] for s in "012"] == SPIRITS[:3]
    assert collections.Counter(s["spirit"] for s in m.seats) == collections.Counter(SPIRITS[:3])


# ---- range across the boards ----------------------------------------------------------------------

THICKETS = "intractable_thickets_and_thorns"  # range 1 from presence, any land


@pytest.mark.parametrize("players,land,across", [(2, "G7", {"H3"}), (2, "G3", {"H3", "H4"}),
                                                  (3, "G3", {"B7", "B8"}), (3, "H7", {"B3", "B4"})])
def test_a_land_of_another_board_one_step_across_is_at_range_1(players, land, across):
    state = copy.deepcopy(Match.create(GAME, players, 1, {}).state)
    isle = island(state["layout"])
    for here in state["lands"].values():
        here["presence"].pop("0", None)
    state["lands"][land]["presence"]["0"] = 1
    give(state, THICKETS)
    reached = set(T.target_lands(state, 0, THICKETS))
    assert reached == {land} | set(isle.adjacent(land))
    assert {l for l in reached if l[0] != land[0]} == across
    assert isle.distance(land, sorted(across)[0]) == 1


def test_two_seats_may_not_share_a_spirit_nor_name_an_unknown_one():
    from pyengine.core.errors import BadRequest
    for spirits, words in (([SPIRITS[1], SPIRITS[1]], "seat 1: sun_bright_whirlwind is seat 0's spirit already"),
                           ([SPIRITS[0], "ocean"], "seat 1: spirit must be one of"),
                           ([SPIRITS[0], None, SPIRITS[0]], "seat 2: fathomless_mud_of_the_swamp is seat 0's")):
        seats = [{"name": f"P{i}", "kind": "human", **({"spirit": s} if s else {})} for i, s in enumerate(spirits)]
        with pytest.raises(BadRequest, match=words):
            Match.create(GAME, seats, 1, {})


def test_the_solo_board_option_does_not_move_the_sides_of_2_and_3_spirits():
    for n, layout in ((2, "two_boards_GH"), (3, "three_boards_GHB")):
        state = Match.create(GAME, n, 1, {"board": "H"}).state
        assert state["layout"] == layout and [state["spirits"][str(s)]["board"] for s in range(n)] == list("GHB")[:n]
