"""Horizons of Spirit Island: the invader deck and actions
(pyengine/games/spirit_island_horizons/invaders.py). Each test names the rule it holds to
(digest: Setup, Invaders: Ravage, Build, Explore, Advance; decision D01) and fails if it is broken."""

import copy
import doctest
import json

import pytest

from horizons_helpers import refused
from pyengine.core.errors import PositionError
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import invaders as I
from pyengine.games.spirit_island_horizons import pieces as P
from pyengine.games.spirit_island_horizons.island import island

SOLO = island("solo_G")
TWO = island("two_boards_GH")


def empty_island(isle=SOLO):
    """Every land empty (no printed pieces): a clean island to set a position on."""
    state = P.setup_state(isle)
    for land in state["lands"].values():
        land.update(P.empty_land())
    state["pools"]["blight"] = P.blight_total(isle)
    state["invader"] = I.setup_invader_deck(Rng(1))
    return state


def put(state, land, **pieces):
    for piece, n in pieces.items():
        state["lands"][land][piece] = n if piece == "blight" else [0] * n
    return state


def test_the_modules_examples_run():
    assert doctest.testmod(I).failed == 0


# ---- setup ------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(30))
def test_setup_stacks_3_4_5_by_stage_one_of_each_removed(seed):
    inv = I.setup_invader_deck(Rng(seed))
    sizes = D.invader_deck_sizes()
    assert sizes == {1: 3, 2: 4, 3: 5}
    stages = [D.invader_stage(c) for c in inv["deck"]]
    assert stages == [1] * sizes[1] + [2] * sizes[2] + [3] * sizes[3]
    assert sorted(D.invader_stage(c) for c in inv["removed"]) == [1, 2, 3]
    assert sorted(inv["deck"] + inv["removed"]) == sorted(D.INVADERS)
    assert (inv["explore"], inv["build"], inv["ravage"], inv["discard"], inv["special_done"]) == (None,) * 3 + ([], [])
    assert json.loads(json.dumps(inv)) == inv
    I.check_invaders({"invader": inv})


def test_setup_is_seeded_and_shuffles_each_stage():
    assert I.setup_invader_deck(Rng(5)) == I.setup_invader_deck(Rng(5))
    decks = {tuple(I.setup_invader_deck(Rng(s))["deck"]) for s in range(40)}
    assert len(decks) > 20
    removed = {c for s in range(60) for c in I.setup_invader_deck(Rng(s))["removed"]}
    assert removed == set(D.INVADERS)  # any card of a stage may be the one removed


# ---- lands of a card --------------------------------------------------------------------------

def test_card_lands_terrain_both_terrains_coastal_and_none():
    assert I.card_lands(SOLO, "stage1_mountain") == ["G1", "G8"]
    assert I.card_lands(SOLO, "stage3_jungle_wetland") == ["G2", "G4", "G6", "G7"]
    assert I.card_lands(SOLO, "stage2_coastal") == ["G1", "G2", "G3"]
    assert I.card_lands(SOLO, None) == []


# ---- explore ----------------------------------------------------------------------------------

def test_explore_the_three_reasons_computed_before_any_explorer():
    state = empty_island()
    inv = state["invader"]
    inv["explore"] = "stage1_mountain"
    if "stage1_mountain" in inv["deck"]:
        inv["deck"].remove("stage1_mountain")
    put(state, "G8", town=1)  # G8 inland mountain with a town; G1 coastal mountain
    out = I.add_explorers(state, SOLO)
    assert out["explored"] == {"G1": ["coastal"], "G8": ["town_or_city"]}
    assert P.count(state, "G1", "explorer") == 1 and P.count(state, "G8", "explorer") == 1


def test_the_seeds_mountain_explore_adds_an_explorer_by_a_town_or_city():
    """Seed example: a Mountain explore adds an explorer to each mountain land by a town or city."""
    state = empty_island()
    state["invader"]["explore"] = "stage1_mountain"
    put(state, "G6", city=1)  # G6 jungle is adjacent to G1 and G8
    assert I.explore_lands(state, SOLO) == {"G1": ["adjacent_town_or_city", "coastal"],
                                            "G8": ["adjacent_town_or_city"]}


def test_explore_skips_an_inland_land_far_from_towns_and_cities():
    state = empty_island()
    state["invader"]["explore"] = "stage1_mountain"
    assert I.explore_lands(state, SOLO) == {"G1": ["coastal"]}  # G8 inland, nothing near


def test_explorers_do_not_make_a_reason_and_reasons_come_first():
    state = empty_island()
    state["invader"]["explore"] = "stage3_jungle_sands"  # G3, G5, G6, G7
    put(state, "G3", town=1)  # G3 coastal sands; G5? not adjacent to G3
    out = I.add_explorers(state, SOLO)
    assert out["explored"] == {"G3": ["town_or_city", "coastal"]}
    assert [P.count(state, l, "explorer") for l in ("G3", "G5", "G6", "G7")] == [1, 0, 0, 0]


def test_the_stage_III_card_explores_both_terrains():
    state = empty_island()
    state["invader"]["explore"] = "stage3_mountain_wetland"
    put(state, "G5", town=1)
    assert set(I.explore_lands(state, SOLO)) == {"G1", "G2", "G4", "G8"}


def test_the_coastal_card_explores_every_coastal_land():
    state = empty_island()
    state["invader"]["explore"] = "stage2_coastal"
    assert not I.special_pending(state)
    assert I.add_explorers(state, SOLO)["explored"] == {l: ["coastal"] for l in ("G1", "G2", "G3")}


def test_reveal_takes_the_top_card_into_the_explore_space():
    state = empty_island()
    top = state["invader"]["deck"][0]
    assert I.stage(state) == 1
    assert I.reveal(state) == {"card": top, "stage": 1}
    assert state["invader"]["explore"] == top and top not in state["invader"]["deck"]
    with pytest.raises(ValueError):
        I.reveal(state)  # the space is full until Advance


def test_an_empty_deck_when_a_card_must_be_revealed_is_the_loss_not_an_error():
    state = empty_island()
    state["invader"]["discard"] = state["invader"]["deck"]
    state["invader"]["deck"] = []
    before = copy.deepcopy(state)
    assert I.explore(state, SOLO) == {"card": None, "outcome": "loss_invader_deck_empty"}
    assert state == before and I.stage(state) is None


# ---- the stage II action (D01) ----------------------------------------------------------------

def stage2_state(isle=SOLO, card="stage2_sands"):
    state = empty_island(isle)
    state["invader"]["explore"] = card
    return state


def test_only_the_four_single_terrain_stage_II_cards_carry_the_action():
    carriers = [c for c in D.INVADERS if D.has_stage2_special(c)]
    assert sorted(carriers) == ["stage2_jungle", "stage2_mountain", "stage2_sands", "stage2_wetland"]


def test_stage_II_action_offers_the_lands_without_a_town_per_board():
    state = stage2_state(TWO)
    put(state, "G1", town=1)
    put(state, "G2", city=1)  # a city does not prevent it
    choices = I.special_choices(state, TWO)
    assert set(choices) == {"G", "H"}
    assert "G1" not in choices["G"] and "G2" in choices["G"] and len(choices["H"]) == 8


def test_stage_II_action_comes_first_and_its_town_counts_for_the_explore():
    state = stage2_state()
    assert I.special_pending(state)
    refused("special_pending", I.add_explorers, state, SOLO)
    out = I.apply_special(state, SOLO, {"G": "G7"})  # G7 jungle, adjacent to G5 (sands)
    assert out == {"card": "stage2_sands", "towns": ["G7"]}
    assert P.count(state, "G7", "town") == 1 and state["invader"]["special_done"] == ["stage2_sands"]
    assert I.add_explorers(state, SOLO)["explored"] == {"G3": ["coastal"], "G5": ["adjacent_town_or_city"]}


def test_stage_II_action_fires_once_per_card():
    state = stage2_state()
    I.apply_special(state, SOLO, {"G": "G7"})
    assert not I.special_pending(state)
    refused("special_not_pending", I.apply_special, state, SOLO, {"G": "G6"})


def test_stage_II_action_off_by_option():
    state = stage2_state()
    assert not I.special_pending(state, option=False)
    refused("special_not_pending", I.apply_special, state, SOLO, {"G": "G7"}, False)
    I.add_explorers(state, SOLO, option=False)
    assert sum(P.count(state, l, "town") for l in SOLO.land_ids) == 0


def test_stage_II_action_needs_one_candidate_per_board():
    state = stage2_state(TWO)
    refused("not_a_choice", I.apply_special, state, TWO, {"G": "G7"})  # H missing
    refused("not_a_choice", I.apply_special, state, TWO, {"G": "G7", "H": "G6"})  # not on H
    put(state, "G7", town=1)
    refused("not_a_choice", I.apply_special, state, TWO, {"G": "G7", "H": "H1"})  # G7 has a town
    out = I.apply_special(state, TWO, {"G": "G6", "H": "H1"})
    assert out["towns"] == ["G6", "H1"]


def test_stage_II_action_on_a_board_full_of_towns_adds_nothing_there():
    state = stage2_state()
    for land in SOLO.land_ids:
        put(state, land, town=1)
    assert I.special_choices(state, SOLO) == {"G": []}
    assert I.apply_special(state, SOLO, {})["towns"] == []
    assert not I.special_pending(state)


def test_explore_in_one_call_stops_at_the_stage_II_choice():
    state = empty_island()
    state["invader"]["deck"] = ["stage2_wetland"] + [c for c in state["invader"]["deck"] if c != "stage2_wetland"]
    out = I.explore(state, SOLO)
    assert out["card"] == "stage2_wetland" and set(out["special"]) == {"G"}
    assert sum(P.count(state, l, "explorer") for l in SOLO.land_ids) == 0


# ---- build ------------------------------------------------------------------------------------

def test_build_a_land_with_a_town_and_no_city_builds_a_city():
    """Seed example."""
    state = empty_island()
    state["invader"]["build"] = "stage1_mountain"
    put(state, "G8", town=1)
    assert I.build_lands(state, SOLO) == ["G8"]
    I.build(state, SOLO)
    assert (P.count(state, "G8", "town"), P.count(state, "G8", "city")) == (1, 1)


def test_build_a_land_with_an_explorer_and_a_city_builds_a_town():
    """Seed example."""
    state = empty_island()
    state["invader"]["build"] = "stage1_mountain"
    put(state, "G1", explorer=1, city=1)
    I.build(state, SOLO)
    assert (P.count(state, "G1", "town"), P.count(state, "G1", "city")) == (1, 1)


def test_build_equal_towns_and_cities_builds_a_town_and_explorers_alone_a_town():
    state = empty_island()
    state["invader"]["build"] = "stage3_jungle_mountain"
    put(state, "G1", town=1, city=1)
    put(state, "G6", explorer=2)
    put(state, "G7", town=2, city=1)
    assert I.build_lands(state, SOLO) == ["G1", "G6", "G7"]  # G8 has no invaders: no build
    I.build(state, SOLO)
    assert [P.count(state, l, "town") for l in ("G1", "G6", "G7")] == [2, 1, 2]
    assert P.count(state, "G7", "city") == 2 and P.invaders(state, "G8") == 0


def test_no_build_without_invaders_or_without_a_card():
    state = empty_island()
    put(state, "G1", dahan=2, blight=0)
    state["invader"]["build"] = "stage1_mountain"
    assert I.build(state, SOLO) == []
    state["invader"]["build"] = None
    put(state, "G1", explorer=1)
    assert I.build(state, SOLO) == []


# ---- ravage -----------------------------------------------------------------------------------

def ravage_state(card="stage1_wetland"):
    state = empty_island()
    state["invader"]["ravage"] = card
    return state


def test_no_ravage_without_a_card_or_in_lands_without_invaders():
    state = ravage_state()
    put(state, "G2", explorer=1)
    assert I.ravage_lands(state, SOLO) == ["G2"]  # G4 has no invaders
    state["invader"]["ravage"] = None
    assert I.ravage_lands(state, SOLO) == []


def test_the_seeds_explorer_and_town_ravage():
    """Seed example: an explorer and a town deal 3: blight added, each spirit there loses a
    presence, one dahan destroyed and the other damaged, the survivor counter-attacks for 2."""
    state = ravage_state()
    put(state, "G4", explorer=1, town=1, dahan=2)
    P.add_presence(state, "G4", 0, 2)
    out = I.ravage_land(state, SOLO, "G4")
    assert out["damage"] == 3
    assert out["blight"]["blight"] and not out["blight"]["cascade"]
    assert out["blight"]["presence_destroyed"] == {"0": 1} and P.presence(state, "G4", 0) == 1
    assert state["lands"]["G4"]["dahan"] == [1] and out["counterattack"] == 2
    assert state["lands"]["G4"]["blight"] == 1
    P.damage(state, "town", "G4", 0, out["counterattack"])  # the caller allocates: the town is destroyed
    assert P.count(state, "G4", "town") == 0


def test_one_damage_adds_no_blight():
    state = ravage_state()
    put(state, "G4", explorer=1, dahan=1)
    out = I.ravage_land(state, SOLO, "G4")
    assert out["damage"] == 1 and not out["blight"]["blight"] and state["lands"]["G4"]["blight"] == 0
    assert state["lands"]["G4"]["dahan"] == [1] and out["counterattack"] == 2


def test_exactly_two_damage_adds_blight_and_two_dahan_absorb_nothing():
    state = ravage_state()
    put(state, "G4", town=1, dahan=1)
    out = I.ravage_land(state, SOLO, "G4")
    assert out["damage"] == 2 and out["blight"]["blight"] and state["lands"]["G4"]["blight"] == 1
    assert state["lands"]["G4"]["dahan"] == [] and out["counterattack"] == 0


def test_defend_reduces_the_damage_and_dahan_counterattack_even_after_0():
    state = ravage_state()
    put(state, "G4", town=1, dahan=2)
    P.defend(state, "G4", 2)
    out = I.ravage_land(state, SOLO, "G4")
    assert out["damage"] == 0 and not out["blight"]["blight"]
    assert state["lands"]["G4"]["dahan"] == [0, 0] and out["counterattack"] == 4


def test_a_cascade_goes_to_the_adjacent_land_chosen_and_chains():
    """Seed example: a cascade into an adjacent land."""
    state = ravage_state()
    put(state, "G4", city=1, blight=1)
    put(state, "G7", blight=1)
    pool = state["pools"]["blight"]
    out = I.ravage_land(state, SOLO, "G4")
    assert out["blight"]["cascade"] and out["blight"]["cascade_to"] == list(SOLO.adjacent("G4"))
    refused("not_adjacent", I.cascade, state, SOLO, "G4", "G8")
    chained = I.cascade(state, SOLO, "G4", "G7")
    assert chained["land"] == "G7" and chained["cascade"] and "G8" in chained["cascade_to"]
    last = I.cascade(state, SOLO, "G7", "G8")
    assert not last["cascade"] and last["cascade_to"] == []
    assert [state["lands"][l]["blight"] for l in ("G4", "G7", "G8")] == [2, 2, 1]
    assert state["pools"]["blight"] == pool - 3


def test_a_cascade_destroys_presence_where_it_lands():
    state = ravage_state()
    put(state, "G4", city=1, blight=1)
    P.add_presence(state, "G5", 0, 1)
    I.ravage_land(state, SOLO, "G4")
    assert I.cascade(state, SOLO, "G4", "G5")["presence_destroyed"] == {"0": 1}
    assert P.presence_on_island(state, 0) == 0


def test_no_cascade_once_the_pool_is_empty():
    state = ravage_state()
    put(state, "G4", city=1, blight=1)
    state["lands"]["G1"]["blight"] = state["pools"]["blight"] - 1
    state["pools"]["blight"] = 1
    out = I.ravage_land(state, SOLO, "G4")
    assert out["blight"]["pool_empty"] and not out["blight"]["cascade"]


def test_ravage_steps_in_order_match_the_one_call():
    a, b = ravage_state("stage3_jungle_wetland"), None
    put(a, "G7", explorer=2, town=1, dahan=3)
    b = copy.deepcopy(a)
    whole = I.ravage_land(a, SOLO, "G7")
    amount = I.ravage_damage(b, "G7")
    steps = {"land": "G7", "damage": amount, "blight": I.ravage_blight(b, SOLO, "G7", amount),
             "dahan": I.ravage_dahan(b, "G7", amount), "counterattack": I.counterattack(b, "G7")}
    assert a == b and whole == steps and whole["damage"] == 4 and b["lands"]["G7"]["dahan"] == [0]


# ---- advance and the first explore ------------------------------------------------------------

def test_advance_moves_each_card_one_space_left():
    state = empty_island()
    inv = state["invader"]
    a, b, c = inv["deck"][:3]
    inv["deck"] = inv["deck"][3:]
    inv.update(explore=c, build=b, ravage=a)
    assert I.advance(state) == {"discarded": a, "ravage": b, "build": c}
    assert (inv["explore"], inv["build"], inv["ravage"], inv["discard"]) == (None, c, b, [a])
    I.check_invaders(state)


def test_the_first_explore_explores_then_moves_the_card_to_build():
    state = P.setup_state(SOLO)
    state["invader"] = I.setup_invader_deck(Rng(3))
    top = state["invader"]["deck"][0]
    expected = I.card_lands(SOLO, top)
    out = I.first_explore(state, SOLO)
    assert out["card"] == top and set(out["explored"]) <= set(expected)
    inv = state["invader"]
    assert (inv["explore"], inv["build"], inv["ravage"]) == (None, top, None)
    assert sum(P.count(state, l, "explorer") for l in SOLO.land_ids) == len(out["explored"])
    I.check_invaders(state)
    with pytest.raises(ValueError):
        I.first_explore(state, SOLO)


def test_a_whole_deck_runs_out_to_the_loss():
    state = P.setup_state(SOLO)
    state["invader"] = I.setup_invader_deck(Rng(9))
    I.first_explore(state, SOLO)
    for _ in range(11):
        out = I.explore(state, SOLO)
        if "special" in out:
            board = {b: lands[0] for b, lands in out["special"].items() if lands}
            I.apply_special(state, SOLO, board)
            I.add_explorers(state, SOLO)
        I.advance(state)
        I.check_invaders(state)
    assert len(state["invader"]["discard"]) == 10 and state["invader"]["deck"] == []
    assert sorted(state["invader"]["special_done"]) == sorted(
        c for c in state["invader"]["discard"] + [state["invader"]["ravage"], state["invader"]["build"]]
        if D.has_stage2_special(c))
    assert I.explore(state, SOLO)["outcome"] == "loss_invader_deck_empty"


# ---- the loader's check -----------------------------------------------------------------------

def loaded():
    state = {"invader": I.setup_invader_deck(Rng(2))}
    I.check_invaders(state)
    return state


@pytest.mark.parametrize("defect, message", [
    (lambda inv: inv.pop("special_done"), "missing special_done"),
    (lambda inv: inv.update(extra=1), "unknown extra"),
    (lambda inv: inv.update(explore=inv["deck"][0]), "both in"),
    (lambda inv: inv["deck"].pop(), "nowhere"),
    (lambda inv: inv["deck"].append("stage9_ocean"), "unknown invader card"),
    (lambda inv: inv.update(explore=3), "card id or null"),
    (lambda inv: inv["deck"].reverse(), "stage I cards above"),
    (lambda inv: (inv["deck"].append(inv["removed"].pop(0))), "one invader card of each stage"),
    (lambda inv: inv["special_done"].append("stage2_jungle"), "special_done"),
    (lambda inv: inv.update(build=inv["deck"].pop()), "later stage"),
    (lambda inv: inv.update(ravage=inv["deck"].pop(), build=inv["deck"].pop(0)), "stage order"),
    (lambda inv: inv.update(discard=[inv["deck"].pop(4)], ravage=inv["deck"].pop(0)), "stage order"),
])
def test_the_loader_refuses(defect, message):
    state = loaded()
    defect(state["invader"])
    with pytest.raises(PositionError, match=message):
        I.check_invaders(state)


def test_special_done_of_a_revealed_card_loads():
    state = loaded()
    inv = state["invader"]
    inv["deck"] = [c for c in inv["deck"] if D.invader_stage(c) > 1]
    card = next(c for c in inv["deck"] if D.has_stage2_special(c))
    inv["deck"].remove(card)
    inv["discard"] = [c for c in D.invader_cards(1) if c not in inv["removed"]]
    inv["explore"] = card
    inv["special_done"] = [card]
    I.check_invaders(state)


# ---- random invader phases --------------------------------------------------------------------

def _allocate(state, land, amount, rng):
    """Split the counter-attack at random among the invaders (as a player might), earning the
    fear cards the destroyed towns and cities fill."""
    from pyengine.games.spirit_island_horizons import fear as F
    while amount > 0 and P.has_invaders(state, land):
        kinds = [k for k in P.INVADERS if P.count(state, land, k)]
        kind = rng.choice(kinds)
        index = rng.below(P.count(state, land, kind))
        need = D.health(kind) - state["lands"][land][kind][index]
        hit = min(amount, 1 + rng.below(need))
        F.earn_for(state, P.damage(state, kind, land, index, hit))
        amount -= hit


@pytest.mark.parametrize("seed", range(25))
def test_random_invader_phases_keep_every_position_loadable(seed):
    """Seeded games of invader phases only (random stage II, cascade and counter-attack choices)
    to the end of the deck or a loss: after every step the pieces and the invader cards load,
    and every result is JSON."""
    from pyengine.games.spirit_island_horizons import fear as F
    rng = Rng(1000 + seed)
    state = P.setup_state(SOLO)
    P.add_presence(state, "G2", 0, 2)
    state["invader"] = I.setup_invader_deck(rng)
    state["fear"] = F.setup_fear_deck(rng)

    def check(result=None):
        P.check_pieces(state, SOLO)
        I.check_invaders(state)
        F.check_fear(state)
        assert json.loads(json.dumps(result)) == result

    check(I.first_explore(state, SOLO))
    for _ in range(20):
        if F.outcome(state, 1) is not None:
            break
        for land in I.ravage_lands(state, SOLO):
            out = I.ravage_land(state, SOLO, land)
            check(out)
            blight = out["blight"]
            while blight["cascade"]:
                blight = I.cascade(state, SOLO, blight["land"], rng.choice(blight["cascade_to"]))
                check(blight)
            before = P.invaders(state, land)
            _allocate(state, land, out["counterattack"], rng)
            assert P.invaders(state, land) <= before
            check()
        check(I.build(state, SOLO))
        out = I.explore(state, SOLO)
        if out["card"] is None:
            assert F.outcome(state, 1, invader_deck_ran_out=True) is not None
            break
        if "special" in out:
            check(I.apply_special(state, SOLO, {b: rng.choice(ls) for b, ls in out["special"].items() if ls}))
            check(I.add_explorers(state, SOLO))
        check(I.advance(state))
        P.time_passes(state)
        check()
        if F.outcome(state, 1) is not None:
            break
        while F.terror(state) < 4 and F.next_fear_card(state) is not None:  # the fear effects: bookkeeping only
            check()
            F.discard_fear_card(state)
    else:
        pytest.fail("the invader deck never ran out")
