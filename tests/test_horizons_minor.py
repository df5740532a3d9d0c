"""Every minor power of Horizons of Spirit Island on a loaded position (minor_powers.py): its
effect, the fear it generates and the choices it asks, each threshold at its boundary (exactly
met: the extra; one element short: nothing extra). Powers are used through the flow: the spirit
phase's played cards, the power phase's "use", the target, then each decision as a legal action.

Board G (solo): G1 mountain (coastal; G2 G6), G2 wetland (coastal; G1 G3 G4 G5 G6), G3 sands
(coastal; G2 G4), G4 wetland (G2 G3 G5 G7), G5 sands (G2 G4 G6 G7 G8), G6 jungle (G1 G2 G5 G8),
G7 jungle (G4 G5 G8), G8 mountain (G5 G6 G7). The spirit's presence is 2 in G2 unless stated.
"""

from __future__ import annotations

import copy

import pytest

from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import frames_check as FC
from pyengine.games.spirit_island_horizons import ops as O
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons import targeting as T
from pyengine.games.spirit_island_horizons.acts import isle_of

from horizons_helpers import (
    HORIZONS, STOP, position, give, with_elements, settle, step, use, top, done, fear, pieces, options, targets,
)


# ---- every card ---------------------------------------------------------------------------------

def test_every_minor_card_has_a_program_that_is_not_empty():
    assert len(D.MINOR) == 36
    for card in D.MINOR:
        program = O.program(card)
        assert program and all(step["op"] in O.OPS.table for step in program), card


def test_savage_mawbeasts_jungle_fear_and_damage_threshold_3_animal_adds_one():
    state = position(G6={"explorer": 3})
    with_elements(state, "savage_mawbeasts", {"animal": 2})  # one short
    use(state, "savage_mawbeasts", "G6")
    assert done(state) and fear(state) == 1 and pieces(state, "G6") == {"explorer": 2}
    state = position(G6={"explorer": 3})
    with_elements(state, "savage_mawbeasts", {"animal": 3})
    use(state, "savage_mawbeasts", "G6")
    assert done(state) and fear(state) == 1 and pieces(state, "G6") == {"explorer": 1}


def test_savage_mawbeasts_elsewhere_only_the_threshold_damage():
    for animal, left in ((2, 2), (3, 1)):
        state = position(G1={"explorer": 2})
        with_elements(state, "savage_mawbeasts", {"animal": animal})
        use(state, "savage_mawbeasts", "G1")
        assert done(state) and fear(state) == 0 and pieces(state, "G1") == {"explorer": left}


@pytest.mark.parametrize("choice, after", [(0, {"explorer": 1, "blight": 1}), (1, {"explorer": 3})])
def test_voracious_growth_choose_2_damage_or_remove_a_blight(choice, after):
    state = position(G4={"explorer": 3, "blight": 1})
    assert targets(position(), "voracious_growth") == ["G2", "G4", "G6"]  # jungle or wetland in range
    use(state, "voracious_growth", "G4")
    assert top(state)["kind"] == "option"
    assert options(state) == ["horizons.option.damage_2", "horizons.option.remove_blight"]
    step(state, option=choice)
    assert done(state) and pieces(state, "G4") == after


def test_rouse_the_trees_and_stones_2_damage_then_push_an_explorer():
    state = position(G1={"explorer": 2, "town": 1}, G6={"blight": 1})
    assert "G6" not in targets(position(G6={"blight": 1}), "rouse_the_trees_and_stones")  # no blight only
    use(state, "rouse_the_trees_and_stones", "G1")
    step(state, do="hit", piece="town")
    step(state, do="hit", piece="town")
    assert fear(state) == 1  # the town destroyed
    step(state, do="push", piece="explorer", to="G6")
    assert done(state) and pieces(state, "G1") == {"explorer": 1}
    assert pieces(state, "G6") == {"explorer": 1, "blight": 1}


def test_encompassing_ward_defend_2_in_every_land_of_the_target_spirits_presence():
    state = position(presence={"G2": 2, "G7": 1})
    use(state, "encompassing_ward", spirit=0)
    assert done(state)
    assert {l: h["defend"] for l, h in state["lands"].items() if h["defend"]} == {"G2": 2, "G7": 2}


def test_song_of_sanctity_pushes_all_explorers_or_else_removes_a_blight():
    state = position(G1={"explorer": 2, "town": 1, "blight": 1})
    use(state, "song_of_sanctity", "G1")
    step(state, do="push", piece="explorer", to="G2")
    step(state, do="push", piece="explorer", to="G6")
    assert done(state) and pieces(state, "G1") == {"town": 1, "blight": 1}
    state = position(G6={"town": 1, "blight": 1})
    use(state, "song_of_sanctity", "G6")
    assert done(state) and pieces(state, "G6") == {"town": 1}


@pytest.mark.parametrize("land, before, after, feared", [
    ("G3", {"explorer": 1, "blight": 1}, {"explorer": 1}, 1),   # sands, invaders
    ("G4", {"blight": 1}, {}, 0),                              # wetland, no invaders
    ("G1", {"town": 1, "blight": 1}, {"town": 1, "blight": 1}, 1),  # mountain
])
def test_uncanny_melting_fear_for_invaders_blight_off_in_sands_or_wetland(land, before, after, feared):
    state = position(**{land: before})
    use(state, "uncanny_melting", land)
    assert done(state) and fear(state) == feared and pieces(state, land) == after


def test_shadows_of_the_burning_forest_2_fear_and_in_jungle_pushes_an_explorer_and_a_town():
    state = position(presence={"G2": 2, "G6": 1}, G6={"explorer": 2, "town": 2})
    assert targets(position(presence={"G2": 2, "G6": 1}, G6={"town": 1}), "shadows_of_the_burning_forest") == ["G6"]
    use(state, "shadows_of_the_burning_forest", "G6")
    step(state, do="push", piece="explorer", to="G8")
    step(state, do="push", piece="town", to="G8")
    assert done(state) and fear(state) == 2
    assert pieces(state, "G6") == {"explorer": 1, "town": 1} and pieces(state, "G8") == {"explorer": 1, "town": 1}
    state = position(G2={"explorer": 1, "town": 1})  # wetland: the fear only
    use(state, "shadows_of_the_burning_forest", "G2")
    assert done(state) and fear(state) == 2 and pieces(state, "G2") == {"explorer": 1, "town": 1}


def test_steam_vents_destroys_an_explorer_and_with_3_earth_may_destroy_a_town_instead():
    state = position(G2={"explorer": 1, "town": 1})
    with_elements(state, "steam_vents", {"earth": 2})
    use(state, "steam_vents", "G2")
    assert done(state) and pieces(state, "G2") == {"town": 1} and fear(state) == 0
    state = position(G2={"explorer": 1, "town": 1})
    with_elements(state, "steam_vents", {"earth": 3})
    use(state, "steam_vents", "G2")
    assert sorted(options(state)) == ["destroy a explorer in G2", "destroy a town in G2"]
    step(state, do="pick", piece="town")
    assert done(state) and pieces(state, "G2") == {"explorer": 1} and fear(state) == 1


def test_veil_the_nights_hunt_each_dahan_damages_a_different_invader():
    state = position(G5={"dahan": 2, "town": 1, "explorer": 2})
    use(state, "veil_the_nights_hunt", "G5")
    assert options(state) == ["horizons.option.dahan_damage_distinct", "horizons.option.push_dahan_3"]
    step(state, option=0)
    assert top(state)["kind"] == "damage_distinct"
    assert HORIZONS.pending(state).prompt == {"key": "horizons.prompt.damage_distinct", "args": {"land": "G5", "n": 2}}
    step(state, do="hit", piece="town")
    # the town is chosen: the second point goes to an explorer by itself
    assert done(state) and state["lands"]["G5"]["town"] == [1] and state["lands"]["G5"]["explorer"] == [0]


def test_veil_the_nights_hunt_3_dahan_and_one_town_hit_it_once():
    state = position(G5={"dahan": 3, "town": 1})
    use(state, "veil_the_nights_hunt", "G5")
    step(state, option=0)
    assert done(state) and state["lands"]["G5"]["town"] == [1]


def test_veil_the_nights_hunt_or_push_up_to_3_dahan():
    state = position(G5={"dahan": 4})
    use(state, "veil_the_nights_hunt", "G5")
    step(state, option=1)
    step(state, do="push", piece="dahan", to="G8")
    step(state, do="done")
    assert done(state) and pieces(state, "G5") == {"dahan": 3} and pieces(state, "G8") == {"dahan": 1}


def test_elemental_boon_the_target_chooses_3_different_elements_for_the_round():
    state = position()
    use(state, "elemental_boon", spirit=0)
    assert top(state)["kind"] == "choose_elements" and len(options(state)) == 8
    step(state, element="moon")
    assert "moon" not in options(state) and len(options(state)) == 7
    step(state, element="water")
    step(state, element="earth")
    assert done(state)
    have = S.elements(state, 0)
    assert (have["moon"], have["water"], have["earth"], have["sun"]) == (1, 1, 1, 0)
    give(state, "call_of_the_dahan_ways")  # moon 1 + the boon's moon: its 2-moon threshold is met
    assert S.thresholds_met(state, 0, "call_of_the_dahan_ways") == [0]
    settle_time_passes(state)
    assert S.elements(state, 0)["water"] == 0  # for this round only


def settle_time_passes(state: dict) -> None:
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}]
    settle(state)


@pytest.mark.parametrize("land, left", [("G5", {"dahan": 1}), ("G1", {"explorer": 1, "dahan": 1})])
def test_devouring_ants_fear_damage_destroys_a_dahan_plus_1_damage_in_jungle_or_sands(land, left):
    state = position(**{land: {"explorer": 2, "dahan": 2}})
    use(state, "devouring_ants", land)
    assert done(state) and fear(state) == 1 and pieces(state, land) == left


@pytest.mark.parametrize("land, defend", [("G1", 3), ("G6", 3), ("G4", 0)])
def test_dark_and_tangled_woods_2_fear_and_defend_3_in_mountain_or_jungle(land, defend):
    state = position()
    use(state, "dark_and_tangled_woods", land)
    assert done(state) and fear(state) == 2 and state["lands"][land]["defend"] == defend


def test_sap_the_strength_of_multitudes_defend_5_range_0_and_1_with_an_air():
    state = position()
    with_elements(state, "sap_the_strength_of_multitudes", {"air": 0})
    assert targets(state, "sap_the_strength_of_multitudes") == ["G2"]
    state = position()
    with_elements(state, "sap_the_strength_of_multitudes", {"air": 1})
    assert targets(state, "sap_the_strength_of_multitudes") == ["G1", "G2", "G3", "G4", "G5", "G6"]
    step(state, do="aim", land="G6")
    assert done(state) and state["lands"]["G6"]["defend"] == 5


@pytest.mark.parametrize("land, defend", [("G3", 4), ("G7", 4), ("G1", 1), ("G4", 1)])
def test_drift_down_into_slumber_defend_1_or_4_in_jungle_or_sands(land, defend):
    state = position()
    use(state, "drift_down_into_slumber", land)
    assert done(state) and state["lands"][land]["defend"] == defend


def test_land_of_haunts_and_embers_without_blight_2_fear_push_up_to_2_then_a_blight():
    state = position(G1={"explorer": 2, "town": 1})
    use(state, "land_of_haunts_and_embers", "G1")
    step(state, do="push", piece="town", to="G6")
    step(state, do="done")
    assert done(state) and fear(state) == 2
    assert pieces(state, "G1") == {"explorer": 2, "blight": 1} and pieces(state, "G6") == {"town": 1}


def test_land_of_haunts_and_embers_with_blight_4_fear_push_up_to_4_and_the_blight_cascades():
    state = position(G1={"explorer": 3, "town": 2, "blight": 1})
    use(state, "land_of_haunts_and_embers", "G1")
    for piece in ("town", "town", "explorer", "explorer"):
        step(state, do="push", piece=piece, to="G2")
    assert fear(state) == 4 and len(state["fear"]["earned"]) == 1
    assert top(state)["kind"] == "cascade"  # blight added where blight was
    step(state, do="cascade", land="G6")
    assert done(state) and pieces(state, "G1") == {"explorer": 1, "blight": 2} and pieces(state, "G6") == {"blight": 1}


def test_natures_resilience_defend_6_and_with_2_water_may_remove_a_blight_instead():
    state = position(G1={"blight": 1})
    with_elements(state, "natures_resilience", {"water": 1})  # one short: no question
    use(state, "natures_resilience", "G1")
    assert done(state) and state["lands"]["G1"]["defend"] == 6 and state["lands"]["G1"]["blight"] == 1
    for choice, defend, blight in ((0, 6, 1), (1, 0, 0)):
        state = position(G1={"blight": 1})
        with_elements(state, "natures_resilience", {"water": 2})
        use(state, "natures_resilience", "G1")
        assert options(state) == ["horizons.option.defend_6", "horizons.option.remove_blight"]
        step(state, option=choice)
        assert done(state) and (state["lands"]["G1"]["defend"], state["lands"]["G1"]["blight"]) == (defend, blight)
    state = position()
    with_elements(state, "natures_resilience", {"water": 2})  # no blight: nothing to choose
    use(state, "natures_resilience", "G1")
    assert done(state) and state["lands"]["G1"]["defend"] == 6


@pytest.mark.parametrize("fire, feared", [(1, 1), (2, 2)])
def test_visions_of_fiery_doom_fear_push_an_explorer_or_town_2_fire_one_more_fear(fire, feared):
    state = position(G2={"town": 1, "explorer": 1})
    with_elements(state, "visions_of_fiery_doom", {"fire": fire})
    use(state, "visions_of_fiery_doom", "G2")
    step(state, do="push", piece="town", to="G4")
    assert done(state) and fear(state) == feared and pieces(state, "G4") == {"town": 1}


@pytest.mark.parametrize("presence, land, feared, left", [
    ({"G2": 2}, "G2", 1, {}),                           # own presence and wetland: 1 + 1 damage
    ({"G2": 2}, "G3", 0, {"explorer": 1}),              # sands only
    ({"G2": 2}, "G1", 0, {"explorer": 2}),              # neither
    ({"G2": 2, "G1": 1}, "G1", 1, {"explorer": 1}),     # presence only
])
def test_pull_beneath_the_hungry_earth(presence, land, feared, left):
    state = position(presence=presence, **{land: {"explorer": 2}})
    use(state, "pull_beneath_the_hungry_earth", land)
    assert done(state) and fear(state) == feared and pieces(state, land) == left


def test_call_of_the_dahan_ways_replace_an_explorer_2_moon_may_replace_a_town():
    state = position(G1={"dahan": 1, "explorer": 1, "town": 1})
    with_elements(state, "call_of_the_dahan_ways", {"moon": 1})
    use(state, "call_of_the_dahan_ways", "G1")
    assert done(state) and pieces(state, "G1") == {"dahan": 2, "town": 1}
    state = position(G1={"dahan": 1, "explorer": 1, "town": [1]})
    with_elements(state, "call_of_the_dahan_ways", {"moon": 2})
    use(state, "call_of_the_dahan_ways", "G1")
    step(state, do="pick", piece="town")
    # the town's damage stays on the dahan; no fear (replaced, not destroyed)
    assert done(state) and state["lands"]["G1"]["dahan"] == [0, 1] and fear(state) == 0
    assert pieces(state, "G1") == {"dahan": 2, "explorer": 1}


def test_call_to_bloodshed_1_damage_per_dahan_or_gather_up_to_3_dahan():
    state = position(G1={"dahan": 2, "town": 1})
    use(state, "call_to_bloodshed", "G1")
    step(state, option=0)
    assert done(state) and pieces(state, "G1") == {"dahan": 2} and fear(state) == 1
    state = position(G1={"dahan": 1}, G6={"dahan": 3})
    use(state, "call_to_bloodshed", "G1")
    step(state, option=1)
    for _ in range(3):
        step(state, do="gather", piece="dahan", **{"from": "G6"})
    assert done(state) and pieces(state, "G1") == {"dahan": 4} and pieces(state, "G6") == {}


def test_call_to_isolation_push_an_invader_per_dahan_or_push_a_dahan():
    state = position(G1={"dahan": 2, "explorer": 2, "town": 1})
    use(state, "call_to_isolation", "G1")
    step(state, option=0)
    step(state, do="push", piece="town", to="G6")
    assert "Done" not in options(state)  # not "up to": both pushes are made
    step(state, do="push", piece="explorer", to="G6")
    assert done(state) and pieces(state, "G1") == {"dahan": 2, "explorer": 1}
    state = position(G1={"dahan": 2, "explorer": 2})
    use(state, "call_to_isolation", "G1")
    step(state, option=1)
    step(state, do="push", piece="dahan", to="G2")
    assert done(state) and pieces(state, "G1") == {"dahan": 1, "explorer": 2}


def test_call_to_migrate_gather_up_to_3_then_push_up_to_3_dahan():
    state = position(G2={"dahan": 1}, G1={"dahan": 2})
    use(state, "call_to_migrate", "G2")
    step(state, do="gather", piece="dahan", **{"from": "G1"})
    step(state, do="done")
    step(state, do="push", piece="dahan", to="G3")
    step(state, do="push", piece="dahan", to="G3")  # none left: the push ends by itself
    assert done(state) and pieces(state, "G2") == {} and pieces(state, "G1") == {"dahan": 1}
    assert pieces(state, "G3") == {"dahan": 2}


@pytest.mark.parametrize("choice", [0, 1])
def test_call_to_tend_remove_a_blight_or_push_up_to_3_dahan(choice):
    state = position(G1={"dahan": 1, "blight": 1})
    use(state, "call_to_tend", "G1")
    assert options(state) == ["horizons.option.remove_blight", "horizons.option.push_dahan_3"]
    step(state, option=choice)
    if choice:
        step(state, do="push", piece="dahan", to="G6")
    assert done(state)
    assert pieces(state, "G1") == ({"dahan": 1} if choice == 0 else {"blight": 1})


def test_quicken_the_earths_struggles_1_damage_to_each_town_and_city_or_defend_10():
    state = position(G2={"town": [0, 1], "city": 1, "explorer": 1})
    assert targets(position(), "quicken_the_earths_struggles") == ["G2"]  # sacred site, range 0
    use(state, "quicken_the_earths_struggles", "G2")
    step(state, option=0)
    assert done(state) and state["lands"]["G2"]["town"] == [1] and state["lands"]["G2"]["city"] == [1]
    assert state["lands"]["G2"]["explorer"] == [0] and fear(state) == 1
    state = position(G2={"town": 1})
    use(state, "quicken_the_earths_struggles", "G2")
    step(state, option=1)
    assert done(state) and state["lands"]["G2"]["defend"] == 10


def test_delusions_of_danger_push_an_explorer_or_2_fear():
    state = position(G1={"explorer": 1})
    use(state, "delusions_of_danger", "G1")
    step(state, option=0)
    step(state, do="push", piece="explorer", to="G6")
    assert done(state) and fear(state) == 0 and pieces(state, "G6") == {"explorer": 1}
    state = position(G1={"explorer": 1})
    use(state, "delusions_of_danger", "G1")
    step(state, option=1)
    assert done(state) and fear(state) == 2 and pieces(state, "G1") == {"explorer": 1}


@pytest.mark.parametrize("sun, city", [(2, [1]), (3, [])])
def test_drought_destroys_3_towns_damages_towns_and_cities_adds_blight_3_sun_destroys_a_city(sun, city):
    state = position(G1={"town": 4, "city": 1})
    with_elements(state, "drought", {"sun": sun})
    use(state, "drought", "G1")
    assert done(state) and state["lands"]["G1"]["town"] == [1] and state["lands"]["G1"]["city"] == city
    assert state["lands"]["G1"]["blight"] == 1
    assert fear(state) == 3 + (2 if sun == 3 else 0)  # 3 towns; the city


def test_drought_with_fewer_than_3_towns_destroys_them_all_without_asking():
    state = position(G1={"town": [0, 1]})
    use(state, "drought", "G1")
    assert done(state) and pieces(state, "G1") == {"blight": 1} and fear(state) == 2


def test_gift_of_constancy_2_energy_and_reclaims_one_played_card_at_time_passes():
    state = position()
    give(state, "call_to_tend")
    use(state, "gift_of_constancy", spirit=0)
    assert done(state) and S.panel(state, 0)["energy"] == 2
    settle_time_passes(state)
    assert top(state)["kind"] == "reclaim_one"
    assert sorted(options(state)) == ["Reclaim none", "reclaim call_to_tend", "reclaim gift_of_constancy"]
    step(state, do="reclaim", card="call_to_tend")
    p = S.panel(state, 0)
    assert "call_to_tend" in p["hand"] and p["discard"] == ["gift_of_constancy"] and state["round"] == 2
    assert top(state)["kind"] == "spirit"  # Time passed: the next round's spirit phase


def test_gift_of_constancy_reclaim_may_be_declined():
    state = position()
    use(state, "gift_of_constancy", spirit=0)
    settle_time_passes(state)
    step(state, do="done")
    assert S.panel(state, 0)["discard"] == ["gift_of_constancy"] and top(state)["kind"] == "spirit"


@pytest.mark.parametrize("choice", [0, 1])
def test_enticing_splendor_gather_an_explorer_or_town_or_up_to_2_dahan(choice):
    state = position(G1={"explorer": 1}, G3={"dahan": 2})
    assert targets(position(G2={"blight": 1}), "enticing_splendor") == []  # no blight only: G2 has one
    use(state, "enticing_splendor", "G2")
    step(state, option=choice)
    if choice == 0:
        assert done(state) and pieces(state, "G2") == {"explorer": 1}  # the only one: gathered by itself
    else:
        step(state, do="gather", piece="dahan", **{"from": "G3"})
        step(state, do="gather", piece="dahan", **{"from": "G3"})
        assert done(state) and pieces(state, "G2") == {"dahan": 2}


def test_entrancing_apparitions_defend_2_and_gathers_explorers_only_without_invaders():
    state = position(G6={"explorer": 3})
    use(state, "entrancing_apparitions", "G1")
    step(state, do="gather", piece="explorer", **{"from": "G6"})
    step(state, do="done")
    assert done(state) and state["lands"]["G1"]["defend"] == 2 and pieces(state, "G1") == {"explorer": 1}
    state = position(G1={"town": 1}, G6={"explorer": 3})
    use(state, "entrancing_apparitions", "G1")
    assert done(state) and state["lands"]["G1"]["defend"] == 2 and pieces(state, "G1") == {"town": 1}


@pytest.mark.parametrize("presence, energy", [({"G2": 2}, 1), ({"G2": 2, "G5": 2}, 2)])
def test_gift_of_living_energy_on_oneself_1_energy_plus_1_with_2_sacred_sites(presence, energy):
    state = position(presence=presence)
    use(state, "gift_of_living_energy", spirit=0)
    assert done(state) and S.panel(state, 0)["energy"] == energy


def test_gift_of_power_the_target_gains_a_minor_card():
    state = position()
    use(state, "gift_of_power", spirit=0)
    assert top(state)["kind"] == "keep"  # minor only: the deck is not asked
    drawn = S.panel(state, 0)["drawn"]
    assert len(drawn) == 4 and all(D.deck_of(c) == "minor" for c in drawn)
    step(state, do="keep", card=drawn[1])
    assert done(state) and S.panel(state, 0)["hand"][-1] in D.MINOR


def test_gnawing_rootbiters_push_up_to_2_towns():
    state = position(G1={"town": 3, "explorer": 1})
    use(state, "gnawing_rootbiters", "G1")
    assert {a["piece"] for a in HORIZONS.legal_actions(state) if a["do"] == "push"} == {"town"}
    step(state, do="push", piece="town", to="G2")
    step(state, do="push", piece="town", to="G6")
    assert done(state) and pieces(state, "G1") == {"town": 1, "explorer": 1}


def test_lure_of_the_unknown_gathers_1_explorer_or_town_into_a_land_without_invaders():
    state = position(G7={"town": 1}, G8={"explorer": 1})
    assert "G8" not in targets(position(G8={"explorer": 1}), "lure_of_the_unknown")
    use(state, "lure_of_the_unknown", "G5")
    assert "Done" not in options(state)  # not "up to"
    step(state, do="gather", piece="town", **{"from": "G7"})
    assert done(state) and pieces(state, "G5") == {"town": 1} and pieces(state, "G8") == {"explorer": 1}


def test_purifying_flame_damage_per_blight_or_in_sands_remove_a_blight_instead():
    for choice, after in ((0, {"blight": 2}), (1, {"explorer": 2, "blight": 1})):
        state = position(G5={"explorer": 2, "blight": 2})
        use(state, "purifying_flame", "G5")
        assert options(state) == ["horizons.option.damage_per_blight", "horizons.option.remove_blight"]
        step(state, option=choice)
        assert done(state) and pieces(state, "G5") == after
    state = position(G4={"explorer": 2, "blight": 1})  # wetland: the damage, no choice
    use(state, "purifying_flame", "G4")
    assert done(state) and pieces(state, "G4") == {"explorer": 1, "blight": 1}


@pytest.mark.parametrize("before, feared", [({"town": 1, "city": 1}, 3), ({"town": 1, "explorer": 3}, 2)])
def test_rain_of_blood_2_fear_plus_1_with_2_towns_or_cities(before, feared):
    state = position(G1=before)
    use(state, "rain_of_blood", "G1")
    assert done(state) and fear(state) == feared


def test_reaching_grasp_gives_the_target_2_more_range_for_the_round():
    state = position()
    use(state, "reaching_grasp", spirit=0)
    assert done(state) and state["effects"] == [{"kind": "range", "seat": 0, "n": 2}]
    assert targets(state, "visions_of_fiery_doom") == ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"]
    settle_time_passes(state)
    assert T.target_lands(state, 0, "visions_of_fiery_doom") == ["G2"]


# ---- a target that is another spirit (issue 12): the effect frame names it -----------------------

def two_spirits(state: dict) -> dict:
    other = copy.deepcopy(S.panel(state, 0))
    other.update(hand=[], played=[], discard=[], energy=0)
    state["spirits"]["1"] = other
    state["lands"]["G8"]["presence"]["1"] = 1  # a spirit without presence would lose the game
    return state


def run(state: dict, card: str, spirit: int) -> None:
    give(state, card)
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     O.power_frame(0, card, O.program(card), spirit=spirit)]
    settle(state)


def test_gift_of_living_energy_on_another_spirit_1_more():
    state = two_spirits(position(presence={"G2": 2, "G5": 2}))
    run(state, "gift_of_living_energy", 1)
    assert S.panel(state, 1)["energy"] == 3 and S.panel(state, 0)["energy"] == 0


def test_elemental_boon_on_another_spirit_it_chooses_and_the_user_gains_them_too():
    state = two_spirits(position())
    run(state, "elemental_boon", 1)
    assert top(state)["player"] == 1
    for e in ("sun", "fire", "animal"):
        step(state, element=e)
    for seat in (0, 1):
        assert {e: n for e, n in S.elements(state, seat).items() if n} == {"sun": 1, "fire": 1, "animal": 1}


def test_gift_of_constancy_on_another_spirit_both_may_reclaim():
    state = two_spirits(position())
    give(state, "call_to_tend", seat=1)
    run(state, "gift_of_constancy", 1)
    assert S.panel(state, 1)["energy"] == 2
    settle_time_passes(state)
    asked = [f["player"] for f in state["flow"] if f["kind"] == "reclaim_one"]
    assert sorted(asked) == [0, 1]
    step(state, do="reclaim")  # each asked spirit has one card to name
    step(state, do="reclaim")
    assert "gift_of_constancy" in S.panel(state, 0)["hand"] and "call_to_tend" in S.panel(state, 1)["hand"]


def test_gift_of_power_on_another_spirit_it_keeps_the_card():
    state = two_spirits(position())
    run(state, "gift_of_power", 1)
    assert top(state) == {"kind": "keep", "player": 1} and len(S.panel(state, 1)["drawn"]) == 4


def test_encompassing_ward_and_reaching_grasp_on_another_spirit_use_its_presence_and_range():
    state = two_spirits(position(presence={"G2": 2}))
    run(state, "encompassing_ward", 1)
    assert {l for l, h in state["lands"].items() if h["defend"]} == {"G8"}
    run(state, "reaching_grasp", 1)
    assert {"kind": "range", "seat": 1, "n": 2} in state["effects"]


# ---- the new decisions on the flow ----------------------------------------------------------------

def test_the_loader_knows_the_new_decision_frames():
    state = position(G5={"dahan": 2, "town": 1, "explorer": 2})
    use(state, "veil_the_nights_hunt", "G5")
    step(state, option=0)
    # as the fast phase has it (the holder under the power phase out)
    state["flow"] = [dict(state["flow"][0], phase="invader")] + state["flow"][2:]
    S.panel(state, 0)["growth"] = 1
    FC.check_flow(state, isle_of(state))
    state["flow"][-1]["extra"] = 1
    with pytest.raises(Exception, match="unknown field"):
        FC.check_flow(state, isle_of(state))


def test_a_choice_not_offered_is_refused():
    state = position()
    use(state, "elemental_boon", spirit=0)
    step(state, element="sun")
    assert not any(a.get("element") == "sun" for a in HORIZONS.legal_actions(state))
    assert HORIZONS.explain_illegal(state, {"do": "element", "element": "sun"})["key"] == "horizons.refuse.not_a_choice"
