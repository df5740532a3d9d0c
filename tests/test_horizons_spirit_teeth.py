"""Devouring Teeth Lurk Underfoot on loaded positions driven through the real flow (spirit_teeth.py,
ops.DAMAGE_BONUS): its setup, growth and tracks, each unique power, its innate power at every level
with each threshold's boundary, Territorial Aggression (+1 damage once per use of its own
damage-dealing powers) and the moments it must not fire, and seeded random games the loader accepts."""

from __future__ import annotations

import copy
import json
import random

import pytest

from pyengine.core.flow import Context
from pyengine.core.game import Outcome
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import ops as O
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons import targeting as T
from pyengine.games.spirit_island_horizons.rules import SPIRITS

from horizons_helpers import (
    HORIZONS, STOP, at_play, bare, clear_island, done, fear, pieces, position, set_invaders, set_land, settle,
    step, targets, to_invaders, top, use, use_innate, with_only,
)

TEETH = "devouring_teeth_lurk_underfoot"
DEATH = "death_approaches_from_beneath_the_surface"
SEATS = [{"name": "A", "kind": "human", "spirit": TEETH}]
START = Match.create("spirit_island_horizons", SEATS, 7, {}).state
LEVELS = [{"fire": 1, "animal": 1}, {"fire": 2, "earth": 1, "animal": 2}, {"fire": 3, "earth": 1, "animal": 3},
          {"fire": 4, "earth": 2, "animal": 5}]


def teeth(presence=None, **lands) -> dict:
    """A loaded position (horizons_helpers.position) whose spirit is Devouring Teeth."""
    state = position(presence, **lands)
    state["spirits"] = copy.deepcopy(START["spirits"])
    state["powers"] = copy.deepcopy(START["powers"])
    return state




def dealt(state: dict, land: str) -> int:
    """Damage dealt to the cities of a land that began with 3 undamaged ones (3 health each)."""
    cities = state["lands"][land]["city"]
    return 3 * (3 - len(cities)) + sum(cities)


def hit_all(state: dict) -> None:
    """Each point of damage asked to the most damaged piece, while damage is asked."""
    while top(state)["kind"] == "damage":
        hits = [a for a in HORIZONS.legal_actions(state) if a["do"] == "hit"]
        best = max(hits, key=lambda a: a["damage"])
        step(state, do="hit", piece=best["piece"], damage=best["damage"])


def resolve(state: dict) -> None:
    """Drive the power to its end: go on at every level, each point of damage to the most damaged."""
    while not done(state):
        frame = top(state)
        if frame["kind"] == "option":
            step(state, do="option", option=0)
        elif frame["kind"] == "damage":
            hit_all(state)
        else:
            raise AssertionError(frame)


def use_death(state: dict, land: str) -> None:
    use_innate(state, DEATH, land)


# ---- setup, growth, tracks ------------------------------------------------------------------------

def test_teeth_is_a_seat_choice_and_sets_up_in_land_5_with_its_4_uniques_and_no_energy():
    assert TEETH in SPIRITS
    p = START["spirits"]["0"]
    assert p["spirit"] == TEETH and p["energy"] == 0
    assert sorted(p["hand"]) == sorted(["ferocious_rampage", "gift_of_furious_might", "herd_towards_the_lurking_maw",
                                        "mark_territory_with_scars_and_teeth"])
    assert {l: h["presence"] for l, h in START["lands"].items() if h["presence"]} == {"G5": {"0": 1}}


def load_teeth(state: dict) -> Match:
    """A Devouring Teeth match starting from ``state``, through a save file (the loader checks it)."""
    save = Match.create("spirit_island_horizons", SEATS, 1, {}).to_save()
    save.update(start={"state": state}, actions=[], position=None)
    return Match.from_save(json.loads(json.dumps(save)))


def act_on(m: Match, **fields) -> None:
    found = [bare(a) for a in m.legal() if all(a.get(k) == v for k, v in fields.items())]
    assert len(found) == 1, (fields, m.legal())
    m.act(found[0])


def test_growth_option_1_reclaims_all_and_adds_a_presence_at_range_0():
    m = Match.create("spirit_island_horizons", SEATS, 7, {})
    p = m.state["spirits"]["0"]
    p["hand"].remove("ferocious_rampage")
    p["discard"].append("ferocious_rampage")
    act_on(m, do="growth", option=0)
    assert "ferocious_rampage" in m.state["spirits"]["0"]["hand"] and not m.state["spirits"]["0"]["discard"]
    act_on(m, do="take", track="energy")
    assert [a["land"] for a in m.legal() if a["do"] == "place"] == ["G5"]


def test_growth_option_2_gains_a_card_and_adds_a_presence_at_range_1():
    m = Match.create("spirit_island_horizons", SEATS, 7, {})
    act_on(m, do="growth", option=1)
    act_on(m, do="gain", deck="minor")
    act_on(m, do="keep", card=m.state["spirits"]["0"]["drawn"][0])
    act_on(m, do="take", track="card_plays")
    assert sorted(a["land"] for a in m.legal() if a["do"] == "place") == ["G2", "G4", "G5", "G6", "G7", "G8"]
    act_on(m, do="place", land="G8")
    assert len(m.state["spirits"]["0"]["hand"]) == 5 and m.state["lands"]["G8"]["presence"] == {"0": 1}


def test_growth_option_3_gains_3_energy_and_adds_a_presence_at_range_2():
    m = Match.create("spirit_island_horizons", SEATS, 7, {})
    act_on(m, do="growth", option=2)
    assert m.state["spirits"]["0"]["energy"] == 3
    act_on(m, do="take", track="energy")
    assert "G1" in [a["land"] for a in m.legal() if a["do"] == "place"]  # 2 from G5
    act_on(m, do="place", land="G1")
    assert m.state["spirits"]["0"]["energy"] == 5  # 3 gained, then the track's 2


def on_tracks(energy: int = 0, plays: int = 0) -> dict:
    """Devouring Teeth with that many presence taken from each track (none played cards)."""
    state = teeth()
    S.panel(state, 0)["tracks"] = {"energy": energy, "card_plays": plays}
    return state


@pytest.mark.parametrize("taken, energy, elements", [
    (0, 2, {}), (1, 2, {"fire": 1}), (2, 3, {"fire": 1}), (3, 4, {"fire": 1}), (4, 4, {"fire": 1, "animal": 1}),
    (5, 6, {"fire": 1, "animal": 1}), (6, 7, {"fire": 1, "animal": 1})])
def test_energy_track(taken, energy, elements):
    state = on_tracks(energy=taken)
    assert S.energy_per_turn(state, 0) == energy and S.card_plays(state, 0) == 1
    assert {e: n for e, n in S.elements(state, 0).items() if n} == elements


@pytest.mark.parametrize("taken, plays, elements", [
    (0, 1, {}), (1, 2, {}), (2, 2, {"animal": 1}), (3, 2, {"animal": 1, "fire": 1}), (4, 3, {"animal": 1, "fire": 1}),
    (5, 3, {"animal": 1, "fire": 1, "earth": 1}), (6, 4, {"animal": 1, "fire": 1, "earth": 1})])
def test_card_plays_track(taken, plays, elements):
    state = on_tracks(plays=taken)
    assert S.card_plays(state, 0) == plays and S.energy_per_turn(state, 0) == 2
    assert {e: n for e, n in S.elements(state, 0).items() if n} == elements


def test_uncovered_track_elements_count_for_the_innate():
    state = teeth({"G2": 1, "G1": 1})
    S.panel(state, 0)["tracks"] = {"energy": 4, "card_plays": 0}  # fire and animal uncovered
    assert S.innate_levels(state, 0, DEATH) == [0]


# ---- the unique powers ----------------------------------------------------------------------------

def test_ferocious_rampage_1_fear_and_3_plus_1_damage_to_explorers_and_towns_only():
    state = teeth(G2={"town": 2, "city": 1})
    use(state, "ferocious_rampage", "G2")
    assert done(state) and fear(state) == 1 + 2  # and 1 per town destroyed
    assert pieces(state, "G2") == {"city": 1} and state["lands"]["G2"]["city"] == [0]  # 4 damage: both towns


def test_ferocious_rampage_only_at_range_0():
    state = teeth(G3={"town": 1})
    assert targets(state, "ferocious_rampage") == ["G2"]


def test_herd_1_fear_and_gathers_up_to_1_explorer_or_town_and_deals_no_damage():
    state = teeth(G3={"town": 1, "city": 1}, G4={"explorer": 1})
    use(state, "herd_towards_the_lurking_maw", "G2")
    assert fear(state) == 1 and top(state)["kind"] == "move" and top(state)["kinds"] == ["explorer", "town"]
    step(state, do="gather", piece="town", damage=0, **{"from": "G3"})
    assert done(state) and pieces(state, "G2") == {"town": 1} and state["lands"]["G2"]["town"] == [0]


def test_herd_may_gather_none():
    state = teeth(G4={"explorer": 1})
    use(state, "herd_towards_the_lurking_maw", "G2")
    step(state, do="done")
    assert done(state) and pieces(state, "G4") == {"explorer": 1}


def test_mark_territory_defend_9_and_with_invaders_2_fear_and_push_2_dahan():
    state = teeth(G2={"explorer": 1, "dahan": 3})
    use(state, "mark_territory_with_scars_and_teeth", "G2")
    assert state["lands"]["G2"]["defend"] == 9 and fear(state) == 2
    assert top(state)["kind"] == "move" and top(state)["verb"] == "push" and not top(state)["optional"]
    step(state, do="push", piece="dahan", damage=0, to="G1")
    step(state, do="push", piece="dahan", damage=0, to="G3")
    assert done(state) and len(state["lands"]["G2"]["dahan"]) == 1


def test_mark_territory_without_invaders_only_defends():
    state = teeth(G2={"dahan": 2})
    use(state, "mark_territory_with_scars_and_teeth", "G2")
    assert done(state) and state["lands"]["G2"]["defend"] == 9 and fear(state) == 0
    assert len(state["lands"]["G2"]["dahan"]) == 2


def test_gift_of_furious_might_targets_oneself_in_solo_and_adds_3_to_the_next_damage_power_once():
    state = teeth(G2={"city": 3})
    use(state, "gift_of_furious_might", spirit=0)
    assert done(state) and {"kind": "furious_might", "seat": 0} in state["effects"]
    state["lands"]["G2"].update(town=[0] * 5)
    use(state, "ferocious_rampage", "G2")  # 3 + 1 (Territorial Aggression) + 3 (the Gift) = 7 to towns
    resolve(state)
    assert sorted(state["lands"]["G2"]["town"]) == [0, 1] and not any(e["kind"] == "furious_might" for e in state["effects"])
    state["lands"]["G2"].update(town=[], city=[0, 0, 0])
    S.panel(state, 0)["used"] = []
    use(state, "pull_beneath_the_hungry_earth", "G2")  # the Gift is spent: only +1 now
    resolve(state)
    assert dealt(state, "G2") == 3


def test_the_gift_waits_while_a_power_has_nothing_its_damage_may_hit():
    state = teeth(G2={"city": 1})
    state["effects"].append({"kind": "furious_might", "seat": 0})
    use(state, "ferocious_rampage", "G2")  # explorers and towns only: none here
    assert done(state) and state["lands"]["G2"]["city"] == [0]
    assert {"kind": "furious_might", "seat": 0} in state["effects"]


def test_the_gift_waits_for_a_power_that_deals_damage():
    state = teeth(G2={"explorer": 1}, G3={"town": 1})
    state["effects"].append({"kind": "furious_might", "seat": 0})
    use(state, "herd_towards_the_lurking_maw", "G2")
    step(state, do="done")
    assert {"kind": "furious_might", "seat": 0} in state["effects"]


# ---- the innate power ------------------------------------------------------------------------------

def test_death_slow_range_1_from_presence_lands_with_invaders():
    state = teeth(G2={"explorer": 1}, G3={"town": 1}, G8={"town": 1}, presence={"G1": 1})
    with_only(state, LEVELS[0])
    assert T.target_lands(state, 0, DEATH) == ["G2"] and D.innate(DEATH)["speed"] == "slow"


def test_death_level_1_gathers_a_presence_into_the_target_when_none_is_there():
    state = teeth(G2={"explorer": 1}, presence={"G1": 1})
    with_only(state, LEVELS[0])
    use_death(state, "G2")
    assert done(state) and state["lands"]["G2"]["presence"] == {"0": 1} and not state["lands"]["G1"]["presence"]
    assert pieces(state, "G2") == {"explorer": 1}  # level 1 deals no damage


def test_death_level_1_asks_which_presence_when_several_lands_have_one():
    state = teeth(G2={"explorer": 1}, presence={"G1": 1, "G3": 2})
    with_only(state, LEVELS[0])
    use_death(state, "G2")
    assert top(state)["kind"] == "land" and sorted(top(state)["lands"]) == ["G1", "G3"]
    step(state, do="land", land="G3")
    assert state["lands"]["G2"]["presence"] == {"0": 1} and state["lands"]["G3"]["presence"] == {"0": 1}


def test_death_level_1_moves_nothing_when_the_target_has_presence():
    state = teeth(G2={"explorer": 1}, presence={"G2": 1, "G1": 1})
    with_only(state, LEVELS[0])
    use_death(state, "G2")
    assert done(state) and state["lands"]["G1"]["presence"] == {"0": 1} and state["lands"]["G2"]["presence"] == {"0": 1}


def test_death_not_offered_one_element_short():
    for need in LEVELS[0]:
        state = teeth(G2={"explorer": 1})
        with_only(state, dict(LEVELS[0], **{need: LEVELS[0][need] - 1}))
        assert S.innate_levels(state, 0, DEATH) == []


@pytest.mark.parametrize("level, total, fear_n", [(1, 2, 0), (2, 4, 0), (3, 8, 2)])
def test_death_levels_damage_with_one_territorial_aggression_for_the_whole_power(level, total, fear_n):
    state = teeth(G2={"city": 3}, presence={"G2": 1})
    with_only(state, LEVELS[level])
    use_death(state, "G2")
    resolve(state)
    destroyed = 3 - len(state["lands"]["G2"]["city"])
    assert dealt(state, "G2") == total and fear(state) == fear_n + 2 * destroyed  # 2 per city destroyed


@pytest.mark.parametrize("level", [1, 2, 3])
def test_death_level_not_reached_one_element_short(level):
    for need in LEVELS[level]:
        state = teeth(G2={"city": 3}, presence={"G2": 1})
        with_only(state, dict(LEVELS[level], **{need: LEVELS[level][need] - 1}))
        reached = S.innate_levels(state, 0, DEATH)
        assert level not in reached and reached == list(range(len(reached)))
        use_death(state, "G2")
        resolve(state)
        assert dealt(state, "G2") == [0, 2, 4, 8][len(reached) - 1], need  # the highest level reached


# ---- Territorial Aggression: when it must not fire ---------------------------------------------------

def test_aggression_once_for_a_card_whose_damage_is_in_two_sub_programs():
    state = teeth(G2={"city": 3})  # G2 is a wetland with the presence: 1 + 1 damage, +1 once
    use(state, "pull_beneath_the_hungry_earth", "G2")
    resolve(state)
    assert dealt(state, "G2") == 3


def test_aggression_not_for_another_spirit():
    state = position(G2={"city": 3})  # Fathomless Mud
    use(state, "pull_beneath_the_hungry_earth", "G2")
    resolve(state)
    assert dealt(state, "G2") == 2


def test_aggression_not_for_a_power_without_damage_this_use():
    state = teeth(G3={"city": 3}, presence={"G2": 2})  # G3 sands, no presence there: 1 damage only
    use(state, "pull_beneath_the_hungry_earth", "G3")
    resolve(state)
    assert dealt(state, "G3") == 2
    state = teeth(G1={"city": 3}, presence={"G2": 2})  # G1 mountain, no presence: no damage at all
    use(state, "pull_beneath_the_hungry_earth", "G1")
    assert done(state) and dealt(state, "G1") == 0


def test_a_repeat_is_another_use_with_its_own_bonus():
    state = teeth(G2={"city": 3})
    prog = [{"op": "damage", "n": 1}, {"op": "repeat"}]
    O.PROGRAMS["test_teeth_repeat"] = prog
    try:
        effect = O.power_frame(0, "ferocious_rampage", prog, land="G2")
        # a use runs the power's own program: stand the test program in for the card's
        O.PROGRAMS["ferocious_rampage"], saved = prog, O.PROGRAMS["ferocious_rampage"]
        try:
            state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                             {"kind": "powers", "player": 0, "speed": "slow"}, effect]
            settle(state)
            resolve(state)
        finally:
            O.PROGRAMS["ferocious_rampage"] = saved
    finally:
        del O.PROGRAMS["test_teeth_repeat"]
    assert dealt(state, "G2") == 4  # (1 + 1) twice


def test_a_card_repeated_by_powerstorm_is_another_use_with_its_own_bonus():
    state = teeth(G2={"town": 4})
    S.panel(state, 0)["energy"] = 2
    state["effects"].append({"kind": "powerstorm", "seat": 0, "n": 1, "repeated": []})
    use(state, "ferocious_rampage", "G2")  # 3 + 1: two towns
    hit_all(state)
    assert state["lands"]["G2"]["town"] == [0, 0] and top(state)["kind"] == "option"
    step(state, do="option", option=0)  # repeat it, paying 2 again
    step(state, do="aim", land="G2")  # 3 + 1 again: the other two
    hit_all(state)
    assert done(state) and state["lands"]["G2"]["town"] == []


def test_aggression_not_for_the_dahan_counter_attack_nor_a_fear_card():
    state = teeth(G2={"city": 3})
    effect = O.power_frame(0, D.fear_deck()[0] + ":1", [{"op": "damage", "n": 2}], land="G2")
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP), effect]
    ctx = Context(state, Rng(1), Outcome())
    frame = O.OPS.table["damage"](ctx, effect, {"op": "damage", "n": 2})
    assert frame["n"] == 2  # not a power: no bonus


def test_aggression_not_for_the_dahan_counter_attack():
    state = copy.deepcopy(START)
    clear_island(state)
    set_land(state, "G8", city=1)
    set_land(state, "G3", explorer=1, town=1, dahan=2)  # 3 damage: one dahan destroyed, one damaged
    set_invaders(state, ravage="stage1_sands")
    state["spirits"]["0"]["energy"] = 1
    m = load_teeth(at_play(state))
    act_on(m, do="play", card="herd_towards_the_lurking_maw")  # slow: the slow phase waits for it
    to_invaders(m)
    assert m.state["lands"]["G3"]["dahan"] == [1]
    assert m.state["flow"][-1]["kind"] == "damage" and m.state["flow"][-1]["n"] == 2  # 2, not 3


def test_aggression_after_n_damage_to_each_is_1_more_among_those_pieces():
    state = teeth(G2={"town": 2, "city": 1})
    use(state, "quicken_the_earths_struggles", "G2")
    step(state, do="option", option=0)  # 1 damage to each town and city
    assert top(state)["kind"] == "damage" and top(state)["n"] == 1 and top(state)["kinds"] == ["town", "city"]
    step(state, do="hit", piece="town", damage=1)
    assert done(state) and state["lands"]["G2"]["town"] == [1] and state["lands"]["G2"]["city"] == [1]


def test_aggression_on_damage_to_different_invaders_is_one_more_such_point():
    state = teeth(G2={"explorer": 3, "dahan": 2})
    use(state, "veil_the_nights_hunt", "G2")
    step(state, do="option", option=0)  # 1 damage per dahan, each to a different invader: 2 + 1
    assert done(state) and pieces(state, "G2") == {"dahan": 2}


# ---- random games the loader accepts -------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(12))
def test_random_teeth_games_every_position_loads(seed):
    m = Match.create("spirit_island_horizons", SEATS, seed, {})
    rnd = random.Random(seed)
    steps = 0
    while not m.over and steps < 3000:
        legal = m.legal()
        doing = [a for a in legal if a["do"] != "done"] or legal
        m.act(bare(rnd.choice(doing)))
        m.game.check_position(m.state, m.seats, m.options)
        steps += 1
    assert m.over
