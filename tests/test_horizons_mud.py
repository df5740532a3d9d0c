"""Fathomless Mud of the Swamp on loaded positions (spirit_mud.py, phases.py): each of its unique
powers, its innate power at every level with each threshold's boundary (one element short: that
level does not happen), the innate's origin sacred site, stopping early, and its special rule."""

from __future__ import annotations

import pytest

from pyengine.core.flow import Context
from pyengine.core.game import Outcome
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons.phases import foundations

from horizons_helpers import HORIZONS, STOP, done, fear, pieces, position, step, top, use, use_innate, with_only

MIRE = "spreading_and_dreadful_mire"
LEVELS = [{"water": 1}, {"moon": 1, "water": 2, "earth": 1}, {"moon": 2, "water": 3, "earth": 2},
          {"moon": 3, "water": 4, "earth": 3, "plant": 2}]




def use_mire(state: dict, land: str) -> None:
    use_innate(state, MIRE, land)


def choose(state: dict, option: int) -> None:
    step(state, do="option", option=option)


# ---- the unique powers --------------------------------------------------------------------------

def test_foul_vapors_1_fear_and_push_up_to_2_explorers():
    state = position(G4={"explorer": 3, "town": 1})
    use(state, "foul_vapors_and_fetid_muck", "G4")
    assert fear(state) == 1 and top(state)["kind"] == "move" and top(state)["kinds"] == ["explorer"]
    step(state, do="push", piece="explorer", damage=0, to="G5")
    step(state, do="push", piece="explorer", damage=0, to="G7")
    assert done(state) and pieces(state, "G4") == {"explorer": 1, "town": 1}


def test_foul_vapors_may_push_none():
    state = position(G4={"explorer": 1})
    use(state, "foul_vapors_and_fetid_muck", "G4")
    step(state, do="done")
    assert done(state) and pieces(state, "G4") == {"explorer": 1}


def test_intractable_thickets_1_fear_and_defend_5():
    state = position(G3={"town": 1})
    use(state, "intractable_thickets_and_thorns", "G3")
    assert done(state) and fear(state) == 1 and state["lands"]["G3"]["defend"] == 5


def test_open_shifting_waterways_gathers_dahan_then_fear_and_damage_when_both_are_there():
    state = position(G1={"dahan": 2}, G3={"explorer": 1})
    use(state, "open_shifting_waterways", "G3")
    assert {a.get("from") for a in HORIZONS.legal_actions(state) if a["do"] == "gather"} == set()  # G1 is not adjacent
    state = position(G2={"dahan": 2}, G3={"explorer": 1})
    use(state, "open_shifting_waterways", "G3")
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G2"})
    step(state, do="done")
    assert done(state) and fear(state) == 1 and pieces(state, "G3") == {"dahan": 1}  # the explorer destroyed


def test_open_shifting_waterways_without_invaders_only_gathers():
    state = position(G2={"dahan": 1})
    use(state, "open_shifting_waterways", "G3")
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G2"})
    assert done(state) and fear(state) == 0 and pieces(state, "G3") == {"dahan": 1}


def test_exaltation_pay_1_to_gain_a_card_then_pay_2_to_gain_another():
    state = position()
    S.panel(state, 0)["energy"] = 3
    use(state, "exaltation_of_tangled_growth", spirit=0)
    assert top(state)["kind"] == "option" and top(state)["n"] == 1
    choose(state, 0)  # pays 1
    step(state, do="gain", deck="minor")
    step(state, do="keep", card=S.panel(state, 0)["drawn"][0])
    assert top(state)["kind"] == "option" and top(state)["n"] == 2
    choose(state, 0)  # pays 2
    step(state, do="gain", deck="minor")
    step(state, do="keep", card=S.panel(state, 0)["drawn"][0])
    assert done(state) and S.panel(state, 0)["energy"] == 0 and len(S.panel(state, 0)["hand"]) == 5


def test_exaltation_not_offered_without_the_energy_and_may_be_declined():
    state = position()
    S.panel(state, 0)["energy"] = 1
    use(state, "exaltation_of_tangled_growth", spirit=0)
    choose(state, 1)  # declines the 1; with 1 energy the 2 is not offered
    assert done(state) and S.panel(state, 0)["energy"] == 1 and not S.panel(state, 0)["drawn"]


# ---- the innate power ---------------------------------------------------------------------------

def test_mire_level_1_moves_a_presence_from_the_sacred_site_into_the_target():
    state = position(G4={"explorer": 1})
    with_only(state, LEVELS[0])
    use_mire(state, "G4")
    assert done(state) and state["lands"]["G2"]["presence"] == {"0": 1} and state["lands"]["G4"]["presence"] == {"0": 1}
    assert pieces(state, "G4") == {"explorer": 1} and fear(state) == 0  # level 2 not reached


def test_mire_not_offered_one_water_short():
    state = position(G4={"explorer": 1})
    with_only(state, {"moon": 1, "earth": 1})
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": "slow"}]
    assert not any(a.get("power") == MIRE for a in HORIZONS.legal_actions(state))


def test_mire_targets_only_lands_with_invaders_within_1_of_a_sacred_site():
    state = position(G4={"explorer": 1}, G3={"dahan": 1}, G8={"town": 1})
    with_only(state, LEVELS[0])
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": "slow"}]
    step(state, do="use", power=MIRE)
    assert sorted(a["land"] for a in HORIZONS.legal_actions(state)) == ["G4"]  # G7 (the spare city) is 2 away


@pytest.mark.parametrize("short", [None, "moon", "water", "earth"])
def test_mire_level_2_fear_damage_and_push_a_dahan(short):
    need = dict(LEVELS[1])
    if short:
        need[short] -= 1
    state = position(G4={"explorer": 1, "dahan": 1})
    with_only(state, need)
    use_mire(state, "G4")
    if short:
        assert done(state) and fear(state) == 0 and pieces(state, "G4") == {"explorer": 1, "dahan": 1}
        return
    choose(state, 0)  # go on to level 2
    step(state, do="push", piece="dahan", damage=0, to="G5")
    assert done(state) and fear(state) == 1 and pieces(state, "G4") == {} and pieces(state, "G5") == {"dahan": 1}


@pytest.mark.parametrize("short", [None, "moon", "water", "earth"])
def test_mire_level_3_does_it_again(short):
    need = dict(LEVELS[2])
    if short:
        need[short] -= 1
    state = position(G4={"explorer": 2, "dahan": 2})
    with_only(state, need)
    use_mire(state, "G4")
    choose(state, 0)
    step(state, do="push", piece="dahan", damage=0, to="G5")
    if not short:
        choose(state, 0)  # go on to level 3
        step(state, do="push", piece="dahan", damage=0, to="G5")
    assert done(state)
    assert fear(state) == (1 if short else 2) and len(state["lands"]["G4"]["explorer"]) == (1 if short else 0)


@pytest.mark.parametrize("short", [None, "plant"])
def test_mire_level_4_two_more_damage(short):
    need = dict(LEVELS[3])
    if short:
        need[short] -= 1
    state = position(G4={"explorer": 2, "town": 1, "dahan": 2})
    with_only(state, need)
    use_mire(state, "G4")
    choose(state, 0)
    step(state, do="hit", piece="explorer", damage=0)
    step(state, do="push", piece="dahan", damage=0, to="G5")
    choose(state, 0)
    step(state, do="hit", piece="explorer", damage=0)
    step(state, do="push", piece="dahan", damage=0, to="G5")
    if not short:
        choose(state, 0)  # level 4: 2 damage, the town (the only piece left) takes both
    assert done(state)
    assert pieces(state, "G4") == ({} if not short else {"town": 1})


def test_mire_may_stop_before_a_level_it_reached():
    state = position(G4={"explorer": 2, "dahan": 2})
    with_only(state, LEVELS[2])
    use_mire(state, "G4")
    choose(state, 0)
    step(state, do="push", piece="dahan", damage=0, to="G5")
    assert top(state)["kind"] == "option"
    choose(state, 1)  # stop
    assert done(state) and fear(state) == 1 and len(state["lands"]["G4"]["explorer"]) == 1


def test_mire_asks_the_origin_when_two_sacred_sites_are_in_range_and_the_target_may_be_one():
    state = position(presence={"G2": 2, "G4": 2}, G4={"explorer": 1})
    with_only(state, LEVELS[0])
    use_mire(state, "G4")
    assert top(state)["kind"] == "land" and sorted(a["land"] for a in HORIZONS.legal_actions(state)) == ["G2", "G4"]
    step(state, do="land", land="G4")  # counted from the target itself: nothing moves
    assert done(state) and state["lands"]["G2"]["presence"] == {"0": 2} and state["lands"]["G4"]["presence"] == {"0": 2}


def test_mire_origin_counts_the_range_added_this_round():
    state = position(G8={"town": 1})
    with_only(state, LEVELS[0])
    state["effects"].append({"kind": "range", "seat": 0, "n": 2})  # Reaching Grasp: G8 is 2 from G2
    use_mire(state, "G8")
    assert done(state) and state["lands"]["G2"]["presence"] == {"0": 1} and state["lands"]["G8"]["presence"] == {"0": 1}


# ---- the special rule: Offer No Firm Foundations ------------------------------------------------

def test_a_build_where_mud_has_a_sacred_site_places_an_explorer():
    state = position(G2={"town": 1}, G4={"town": 1}, presence={"G2": 2, "G4": 1})
    assert foundations(state, "G2") and not foundations(state, "G4")  # 1 presence is no sacred site
    state["invader"]["build"] = "stage1_wetland"
    state["flow"] = [{"kind": "round", "player": 0, "phase": "slow"},
                     {"kind": "invaders", "player": 0, "step": "build", "todo": None}]
    state["invader"]["explore"] = None
    before = list(state["invader"]["deck"])
    out = Outcome()
    HORIZONS.settle(Context(state, Rng(3), out))
    assert pieces(state, "G2") == {"town": 1, "explorer": 1}  # a sacred site: an explorer instead of a city
    # the log says why an explorer came (once: the one land it held in)
    assert [e["args"] for e in out.events if e["key"] == "horizons.log.foundations"] == [{"land": "G2"}]
    assert pieces(state, "G4")["city"] == 1  # no sacred site: the town builds a city
    assert state["invader"]["deck"] == before[1:]
