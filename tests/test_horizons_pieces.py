"""Horizons of Spirit Island: the pieces in a state and the operations on them
(pyengine/games/spirit_island_horizons/pieces.py). Each test names the rule it holds to
(digest: Invaders, Ravage, Fear and terror, Blight, Powers: terms) and fails if it is broken."""

import copy
import doctest
import json

import pytest

from horizons_helpers import refused
from pyengine.core.errors import IllegalAction, PositionError
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import pieces as P
from pyengine.games.spirit_island_horizons.island import island

SOLO = island("solo_G")


def fresh():
    """The solo game on board G at setup, with no pieces on G6 and G7 (a clean land to work in)."""
    state = P.setup_state(SOLO)
    state["lands"]["G7"]["dahan"] = []
    P.check_pieces(state, SOLO)
    return state


def lands(state, land, **pieces):
    state["lands"][land].update(pieces)
    return state["lands"][land]


def test_the_modules_examples_run():
    assert doctest.testmod(P).failed == 0


# ---- setup ------------------------------------------------------------------------------------

def test_setup_places_the_printed_pieces_undamaged_on_every_land():
    lands_ = P.setup_pieces(SOLO)
    assert list(lands_) == SOLO.land_ids
    for land_id, here in lands_.items():
        printed = SOLO.pieces(land_id)
        for piece in P.DAMAGEABLE:
            assert here[piece] == [0] * printed.get(piece, 0)
        assert here["blight"] == printed.get("blight", 0)
        assert here["presence"] == {} and here["defend"] == 0


def test_setup_pools_and_the_state_is_plain_json():
    state = P.setup_state(SOLO)
    assert state["pools"] == {"blight": 6, "fear": 4, "generated": 0}
    assert json.loads(json.dumps(state)) == state
    P.check_pieces(state, SOLO)
    two = island("two_boards_GH")
    state2 = P.setup_state(two)
    assert state2["pools"] == {"blight": 11, "fear": 8, "generated": 0}
    P.check_pieces(state2, two)


# ---- add --------------------------------------------------------------------------------------

def test_add_invaders_and_dahan_undamaged():
    state = fresh()
    lands(state, "G6", town=[1])
    assert P.add(state, "town", "G6", 2) == {"piece": "town", "land": "G6", "added": 2}
    assert state["lands"]["G6"]["town"] == [0, 0, 1]
    P.add(state, "dahan", "G6")
    assert state["lands"]["G6"]["dahan"] == [0]


def test_add_blight_comes_from_the_pool():
    state = fresh()
    out = P.add(state, "blight", "G6")
    assert state["lands"]["G6"]["blight"] == 1 and state["pools"]["blight"] == 5
    assert out["added"] == 1 and out["cascades"] == 0 and out["pool_empty"] is False


def test_blight_on_a_land_with_two_spirits_destroys_one_presence_of_each():
    state = fresh()
    lands(state, "G6", presence={"0": 2, "1": 1})
    out = P.add(state, "blight", "G6")
    assert out["presence_destroyed"] == {"0": 1, "1": 1}
    assert state["lands"]["G6"]["presence"] == {"0": 1}  # seat 1's only presence is gone, no zero entry
    assert state["destroyed_presence"] == {"0": 1, "1": 1}  # counted, not back to the tracks (D02)


def test_blight_on_a_blighted_land_reports_a_cascade():
    state = fresh()
    assert P.add(state, "blight", "G5")["cascades"] == 1  # G5 prints a blight
    assert P.add(state, "blight", "G6")["cascades"] == 0


def test_the_last_blight_empties_the_pool_the_loss():
    state = fresh()
    state["pools"]["blight"] = 1
    state["lands"]["G6"]["blight"] = 5
    assert not P.blight_pool_empty(state)
    out = P.add(state, "blight", "G8", 2)
    assert out["added"] == 1 and out["pool_empty"] is True
    assert P.blight_pool_empty(state) and state["pools"]["blight"] == 0
    assert P.add(state, "blight", "G8")["added"] == 0  # nothing left to take


# ---- remove, destroy --------------------------------------------------------------------------

def test_remove_gives_no_fear_and_blight_goes_back_to_the_pool():
    state = fresh()
    lands(state, "G6", city=[0, 2])
    out = P.remove(state, "city", "G6", 1)
    assert out["damage"] == 2 and state["lands"]["G6"]["city"] == [0]
    assert state["pools"]["fear"] == 4 and state["pools"]["generated"] == 0
    P.remove(state, "blight", "G5")
    assert state["lands"]["G5"]["blight"] == 0 and state["pools"]["blight"] == 7
    refused("no_such_piece", P.remove, state, "blight", "G5")


@pytest.mark.parametrize("piece,fear", [("explorer", 0), ("town", 1), ("city", 2), ("dahan", 0)])
def test_destroy_gives_fear_for_towns_and_cities_only(piece, fear):
    state = fresh()
    lands(state, "G6", **{piece: [0]})
    out = P.destroy(state, piece, "G6", 0)
    assert state["lands"]["G6"][piece] == []
    assert out["fear"] == fear and state["pools"]["generated"] == fear and state["pools"]["fear"] == 4 - fear


def test_an_operation_names_a_piece_that_is_there():
    state = fresh()
    lands(state, "G6", town=[0])
    refused("no_such_piece", P.destroy, state, "town", "G6", 1)
    refused("no_such_piece", P.destroy, state, "city", "G6", 0)
    refused("no_such_piece", P.remove, state, "town", "G6", None)
    refused("not_a_piece", P.destroy, state, "castle", "G6", 0)
    refused("not_a_land", P.destroy, state, "town", "ocean", 0)
    refused("bad_amount", P.damage, state, "town", "G6", 0, -1)
    refused("bad_amount", P.add, state, "town", "G6", -1)


# ---- damage -----------------------------------------------------------------------------------

@pytest.mark.parametrize("piece", P.DAMAGEABLE)
def test_damage_equal_to_health_destroys(piece):
    state = fresh()
    lands(state, "G6", **{piece: [0]})
    out = P.damage(state, piece, "G6", 0, D.health(piece))
    assert out["destroyed"] is True and state["lands"]["G6"][piece] == []
    assert state["pools"]["generated"] == (0 if piece == "dahan" else D.fear_on_destroy(piece))


@pytest.mark.parametrize("piece", ["town", "city", "dahan"])
def test_damage_one_less_than_health_leaves_it_damaged(piece):
    state = fresh()
    lands(state, "G6", **{piece: [0]})
    out = P.damage(state, piece, "G6", 0, D.health(piece) - 1)
    assert out["destroyed"] is False and state["lands"]["G6"][piece] == [D.health(piece) - 1]
    assert state["pools"]["generated"] == 0


def test_damage_adds_up_within_a_round_and_destroys_the_named_piece():
    state = fresh()
    lands(state, "G6", city=[0, 0])
    P.damage(state, "city", "G6", 1, 2)
    assert state["lands"]["G6"]["city"] == [0, 2]
    out = P.damage(state, "city", "G6", 1, 1)  # the damaged one: 2 + 1 reaches 3
    assert out["destroyed"] is True and out["fear"] == 2
    assert state["lands"]["G6"]["city"] == [0]


def test_destroying_a_city_that_fills_the_fear_pool_earns_a_card():
    state = fresh()
    state["pools"].update(fear=2, generated=2)
    lands(state, "G6", city=[0])
    assert P.damage(state, "city", "G6", 0, 3)["earned"] == 1
    assert state["pools"] == {"blight": 6, "fear": 4, "generated": 0}


# ---- downgrade, replace -----------------------------------------------------------------------

def test_downgrade_city_to_town_to_explorer_explorer_removed():
    state = fresh()
    lands(state, "G6", city=[0])
    P.downgrade(state, "city", "G6", 0)
    assert state["lands"]["G6"]["city"] == [] and state["lands"]["G6"]["town"] == [0]
    P.downgrade(state, "town", "G6", 0)
    assert state["lands"]["G6"]["town"] == [] and state["lands"]["G6"]["explorer"] == [0]
    out = P.downgrade(state, "explorer", "G6", 0)
    assert out["removed"] is True and state["lands"]["G6"]["explorer"] == []
    assert state["pools"]["generated"] == 0  # downgrading destroys nothing


def test_downgrade_of_a_damaged_city_keeps_its_damage():
    state = fresh()
    lands(state, "G6", city=[1])
    out = P.downgrade(state, "city", "G6", 0)
    assert out["destroyed"] is False and state["lands"]["G6"]["town"] == [1]
    assert state["pools"]["generated"] == 0  # the city was not destroyed


def test_downgrade_whose_kept_damage_reaches_the_new_health_destroys_it():
    state = fresh()
    lands(state, "G6", city=[2])
    out = P.downgrade(state, "city", "G6", 0)
    assert out["destroyed"] is True and out["piece"] == "town" and out["fear"] == 1
    assert state["lands"]["G6"]["city"] == [] and state["lands"]["G6"]["town"] == []


def test_replace_keeps_the_damage():
    state = fresh()
    lands(state, "G6", town=[1])
    out = P.replace(state, "town", "G6", 0, "city")
    assert out["replaced"] == "town" and state["lands"]["G6"]["city"] == [1] and state["lands"]["G6"]["town"] == []
    assert state["pools"]["generated"] == 0
    refused("not_a_piece", P.replace, state, "city", "G6", 0, "blight")


# ---- defend and the ravage --------------------------------------------------------------------

def test_defend_adds_up():
    state = fresh()
    assert P.defend(state, "G6", 2) == 2
    assert P.defend(state, "G6", 1) == 3 and state["lands"]["G6"]["defend"] == 3


def test_invader_damage_is_explorers_towns_cities_by_their_damage():
    state = fresh()
    lands(state, "G6", explorer=[0, 0], town=[1], city=[0])  # damage taken does not lower it
    assert P.invader_damage(state, "G6") == 2 * 1 + 2 + 3


def test_defend_equal_to_the_damage_leaves_zero_and_more_never_below_zero():
    state = fresh()
    lands(state, "G6", explorer=[0], town=[0])
    P.defend(state, "G6", 3)
    assert P.invader_damage(state, "G6") == 0
    P.defend(state, "G6", 1)
    assert P.invader_damage(state, "G6") == 0
    state["lands"]["G6"]["defend"] = 2
    assert P.invader_damage(state, "G6") == 1


def test_the_land_takes_blight_from_two_damage():
    assert not P.land_takes_blight(0) and not P.land_takes_blight(1)
    assert P.land_takes_blight(2) and P.land_takes_blight(5)


def test_ravage_damage_destroys_as_many_dahan_as_possible_one_left_over_damages_one():
    state = fresh()
    lands(state, "G6", dahan=[0, 0, 0])
    out = P.ravage_dahan(state, "G6", 3)
    assert out == {"land": "G6", "destroyed": 1, "damaged": 1, "left": 2}
    assert state["lands"]["G6"]["dahan"] == [0, 1]


def test_ravage_damage_to_dahan_takes_the_damaged_first():
    state = fresh()
    lands(state, "G6", dahan=[0, 1])
    out = P.ravage_dahan(state, "G6", 1)  # the damaged dahan needs only 1 more
    assert out["destroyed"] == 1 and out["damaged"] == 0 and state["lands"]["G6"]["dahan"] == [0]
    assert P.ravage_dahan(state, "G6", 0) == {"land": "G6", "destroyed": 0, "damaged": 0, "left": 1}
    assert P.ravage_dahan(state, "G6", 9)["destroyed"] == 1 and state["lands"]["G6"]["dahan"] == []


def test_counterattack_is_two_per_surviving_dahan():
    state = fresh()
    lands(state, "G6", dahan=[0, 1])
    assert P.counterattack_damage(state, "G6") == 4  # a damaged dahan still fights
    state["lands"]["G6"]["dahan"] = []
    assert P.counterattack_damage(state, "G6") == 0


def test_the_seeds_example_explorer_and_town_deal_three():
    """The seed's worked example: an explorer and a town deal 3; blight added, each spirit there
    loses a presence, one dahan destroyed and the other damaged, the survivor destroys the town."""
    state = fresh()
    lands(state, "G6", explorer=[0], town=[0], dahan=[0, 0], presence={"0": 2})
    amount = P.invader_damage(state, "G6")
    assert amount == 3 and P.land_takes_blight(amount)
    out = P.add(state, "blight", "G6")
    assert out["presence_destroyed"] == {"0": 1} and state["lands"]["G6"]["presence"] == {"0": 1}
    assert P.ravage_dahan(state, "G6", amount)["destroyed"] == 1
    assert state["lands"]["G6"]["dahan"] == [1]
    back = P.counterattack_damage(state, "G6")
    assert back == 2
    assert P.damage(state, "town", "G6", 0, back)["destroyed"] is True
    assert state["lands"]["G6"]["town"] == [] and state["lands"]["G6"]["explorer"] == [0]
    assert state["pools"]["generated"] == 1
    P.check_pieces(state, SOLO)


# ---- time passes ------------------------------------------------------------------------------

def test_time_passes_heals_all_damage_and_ends_defend():
    state = fresh()
    lands(state, "G6", explorer=[0], town=[0, 1], city=[2], dahan=[1], defend=4, blight=1)
    P.time_passes(state)
    here = state["lands"]["G6"]
    assert here["town"] == [0, 0] and here["city"] == [0] and here["dahan"] == [0] and here["explorer"] == [0]
    assert here["defend"] == 0 and here["blight"] == 1


# ---- push and gather --------------------------------------------------------------------------

def test_push_moves_one_piece_with_its_damage_to_an_adjacent_land():
    state = fresh()
    lands(state, "G6", town=[0, 1])
    out = P.push(state, SOLO, "town", "G6", "G1", 1)
    assert out == {"piece": "town", "from": "G6", "to": "G1", "damage": 1}
    assert state["lands"]["G6"]["town"] == [0] and state["lands"]["G1"]["town"] == [1]


def test_push_to_a_land_not_adjacent_is_refused():
    state = fresh()
    lands(state, "G6", explorer=[0])
    assert "G3" not in SOLO.adjacent("G6")
    error = refused("not_adjacent", P.push, state, SOLO, "explorer", "G6", "G3", 0)
    assert error.reason_args == {"source": "G6", "destination": "G3"}
    assert "G3 is not adjacent to G6" in error.message


def test_never_into_the_ocean_nor_to_the_same_land():
    state = fresh()
    lands(state, "G1", explorer=[0])
    refused("not_a_land", P.push, state, SOLO, "explorer", "G1", "ocean", 0)
    refused("same_land", P.push, state, SOLO, "explorer", "G1", "G1", 0)
    refused("not_a_land", P.push, state, SOLO, "explorer", "G1", "H1", 0)  # not on this island


def test_gather_brings_one_piece_in_from_an_adjacent_land():
    state = fresh()
    P.gather(state, SOLO, "dahan", "G6", "G1", 0)
    assert state["lands"]["G1"]["dahan"] == [0] and state["lands"]["G6"]["dahan"] == [0]
    refused("not_adjacent", P.gather, state, SOLO, "dahan", "G6", "G7", 0)


def test_moving_blight_is_not_adding_it():
    state = fresh()
    lands(state, "G6", presence={"0": 1})
    P.push(state, SOLO, "blight", "G5", "G6")
    assert state["lands"]["G6"]["blight"] == 1 and state["lands"]["G5"]["blight"] == 0
    assert state["lands"]["G6"]["presence"] == {"0": 1} and state["pools"]["blight"] == 6
    refused("no_such_piece", P.push, state, SOLO, "blight", "G5", "G6")


# ---- fear -------------------------------------------------------------------------------------

def test_fear_moves_markers_from_the_pool_to_generated():
    state = fresh()
    assert P.fear(state, 3) == 0
    assert state["pools"]["fear"] == 1 and state["pools"]["generated"] == 3


def test_fear_exactly_filling_the_pool_earns_one_card_and_leaves_zero():
    state = fresh()
    assert P.fear(state, 4) == 1
    assert state["pools"]["fear"] == 4 and state["pools"]["generated"] == 0


def test_one_fear_more_carries_over():
    state = fresh()
    assert P.fear(state, 5) == 1
    assert state["pools"]["fear"] == 3 and state["pools"]["generated"] == 1
    assert P.fear(state, 3 + 4) == 2  # empties again at 3, then a full pool once more
    assert state["pools"]["fear"] == 4 and state["pools"]["generated"] == 0


def test_zero_fear_does_nothing():
    state = fresh()
    assert P.fear(state, 0) == 0 and state["pools"]["fear"] == 4


# ---- presence ---------------------------------------------------------------------------------

def test_destroy_presence_counts_it_and_refuses_what_is_not_there():
    state = fresh()
    P.add_presence(state, "G2", 0, 2)
    assert P.presence(state, "G2", 0) == 2 and P.presence_on_island(state, 0) == 2
    P.destroy_presence(state, "G2", 0)
    assert state["lands"]["G2"]["presence"] == {"0": 1} and state["destroyed_presence"] == {"0": 1}
    refused("no_presence", P.destroy_presence, state, "G2", 0, 2)


# ---- the loader's check -----------------------------------------------------------------------

def bad(state, *words):
    with pytest.raises(PositionError) as caught:
        P.check_pieces(state, SOLO)
    for word in words:
        assert word in caught.value.message
    return caught.value.message


@pytest.mark.parametrize("piece", P.DAMAGEABLE)
def test_check_refuses_damage_at_health(piece):
    state = fresh()
    lands(state, "G6", **{piece: [D.health(piece) - 1]})
    P.check_pieces(state, SOLO)
    lands(state, "G6", **{piece: [D.health(piece)]})
    bad(state, piece, "G6")


def test_check_refuses_a_negative_count():
    state = fresh()
    lands(state, "G6", defend=-1)
    bad(state, "defend of G6")
    state = fresh()
    state["lands"]["G5"]["blight"] = -1
    bad(state, "G5")
    state = fresh()
    lands(state, "G6", town=[-1])
    bad(state, "town", "G6")
    state = fresh()
    lands(state, "G6", presence={"0": 0})
    bad(state, "presence in G6")


def test_check_refuses_an_unknown_seat_key():
    state = fresh()
    lands(state, "G6", presence={"1": 1})  # solo: only seat 0
    bad(state, "'1'", "seat number")
    state = fresh()
    lands(state, "G6", presence={"zero": 1})
    bad(state, "'zero'")
    state = fresh()
    state["destroyed_presence"] = {"2": 1}
    bad(state, "destroyed_presence")


def test_check_refuses_a_blight_total_that_does_not_add_up():
    state = fresh()
    state["pools"]["blight"] -= 1
    bad(state, "blight", "7")
    state = fresh()
    lands(state, "G6", blight=1)
    bad(state, "blight")
    state["pools"]["blight"] -= 1  # the blight came from the pool: it adds up again
    P.check_pieces(state, SOLO)


def test_check_refuses_fear_markers_that_do_not_add_up_or_an_empty_fear_pool():
    state = fresh()
    state["pools"]["generated"] = 1
    bad(state, "fear markers")
    state = fresh()
    state["pools"].update(fear=0, generated=4)
    bad(state, "fear pool")


def test_check_refuses_unsorted_damage_missing_lands_and_the_ocean():
    state = fresh()
    lands(state, "G6", town=[1, 0])
    bad(state, "ascending")
    state = fresh()
    del state["lands"]["G8"]
    bad(state, "G8")
    state = fresh()
    state["lands"]["ocean"] = P.empty_land()
    bad(state, "ocean")
    state = fresh()
    del state["lands"]["G6"]["defend"]
    bad(state, "defend")
    state = fresh()
    lands(state, "G6", explorer=[0] * (P.MOST_OF_A_KIND + 1))
    bad(state, "explorer")


def test_every_operation_keeps_a_loadable_position():
    state = fresh()
    lands(state, "G6", explorer=[0, 0], town=[0], city=[0], dahan=[0, 0], presence={"0": 2})
    P.check_pieces(state, SOLO)
    steps = [
        lambda: P.damage(state, "city", "G6", 0, 2),
        lambda: P.downgrade(state, "city", "G6", 0),
        lambda: P.add(state, "blight", "G6"),
        lambda: P.push(state, SOLO, "explorer", "G6", "G8", 0),
        lambda: P.gather(state, SOLO, "town", "G6", "G8", 0),
        lambda: P.defend(state, "G6", 2),
        lambda: P.ravage_dahan(state, "G6", P.invader_damage(state, "G6")),
        lambda: P.fear(state, 6),
        lambda: P.remove(state, "blight", "G5"),
        lambda: P.time_passes(state),
    ]
    for step in steps:
        step()
        P.check_pieces(state, SOLO)
        assert json.loads(json.dumps(state)) == state


def _random_step(state, r):
    """One operation with random (legal or refused) arguments; returns its result or None."""
    land = r.choice(SOLO.land_ids)
    piece = r.choice(P.DAMAGEABLE)
    index = r.randrange(3)
    ops = [
        lambda: P.add(state, r.choice(P.MOVABLE), land, r.randrange(3)),
        lambda: P.remove(state, r.choice(P.MOVABLE), land, index),
        lambda: P.destroy(state, piece, land, index),
        lambda: P.damage(state, piece, land, index, r.randrange(4)),
        lambda: P.downgrade(state, r.choice(P.INVADERS), land, index),
        lambda: P.replace(state, piece, land, index, r.choice(P.DAMAGEABLE)),
        lambda: P.defend(state, land, r.randrange(3)),
        lambda: P.push(state, SOLO, r.choice(P.MOVABLE), land, r.choice(SOLO.land_ids), index),
        lambda: P.gather(state, SOLO, r.choice(P.MOVABLE), land, r.choice(SOLO.land_ids), index),
        lambda: P.ravage_dahan(state, land, P.invader_damage(state, land)),
        lambda: P.fear(state, r.randrange(6)),
        lambda: P.add_presence(state, land, 0, r.randrange(2)),
        lambda: P.destroy_presence(state, land, 0),
        lambda: P.time_passes(state),
    ]
    before = copy.deepcopy(state)
    try:
        return r.choice(ops)()
    except IllegalAction:
        assert state == before  # a refusal changes nothing
        return None


@pytest.mark.parametrize("seed", range(40))
def test_random_operations_keep_every_position_loadable(seed):
    """Property: whatever the operations, the position stays loadable (blight conserved between
    the pool and the island, fear markers conserved, damage below health, lists in order) and
    every result is JSON for the log."""
    import random
    r = random.Random(seed)
    state = P.setup_state(SOLO)
    for _ in range(150):  # an empty blight pool (the loss) is still a position to load
        out = _random_step(state, r)
        json.dumps(out)
        P.check_pieces(state, SOLO)
        assert json.loads(json.dumps(state)) == state
