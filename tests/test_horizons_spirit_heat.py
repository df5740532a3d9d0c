"""Rising Heat of Stone and Sand on loaded positions (spirit_heat.py): its setup, growth and
tracks, each unique power, its innate at every level with each threshold's boundary, Blistering
Heat (D06) at the moments it starts and ends and where it must not act, and seeded random games
checked by the loader after every action."""

from __future__ import annotations

import copy
import random

import pytest

from pyengine.core.match import Match
from pyengine.games.spirit_island_horizons import pieces as P
from pyengine.games.spirit_island_horizons import spirit as S

from horizons_helpers import (
    HORIZONS, STOP, done, fear, pieces, position, settle, step, top, use, use_innate, with_only,
)

HEAT = "rising_heat_of_stone_and_sand"
SCORCH = "scorch_with_waves_of_heat"
SEAT = [{"name": "A", "kind": "human", "spirit": HEAT}]
HBASE = Match.create("spirit_island_horizons", SEAT, 7, {}).state
LEVELS = [{"fire": 2, "air": 2}, {"fire": 3, "air": 2, "earth": 2}, {"fire": 4, "air": 2, "earth": 3},
          {"fire": 5, "air": 2, "earth": 3}]


def hposition(presence=None, **lands) -> dict:
    state = position(presence, **lands)
    state["spirits"] = copy.deepcopy(HBASE["spirits"])
    state["powers"] = copy.deepcopy(HBASE["powers"])
    return state




def use_scorch(state: dict, land: str) -> None:
    use_innate(state, SCORCH, land)


def hit(state: dict, piece: str, taken: int) -> None:
    """One point of damage on that piece (asked only when the pieces differ: else it goes by itself)."""
    if top(state)["kind"] == "damage":
        step(state, do="hit", piece=piece, damage=taken)


def legal(state):
    return HORIZONS.legal_actions(state)


# ---- setup, growth, tracks ----------------------------------------------------------------------

def test_setup_two_presence_in_the_highest_sands_no_energy_its_four_uniques():
    p = S.panel(HBASE, 0)
    assert {l: h["presence"] for l, h in HBASE["lands"].items() if h["presence"]} == {"G5": {"0": 2}}
    assert p["energy"] == 0 and sorted(p["hand"]) == ["call_on_herders_for_aid", "gift_of_searing_heat",
                                                      "stinging_sandstorm", "sweltering_exhaustion"]
    assert S.energy_per_turn(HBASE, 0) == 1 and S.card_plays(HBASE, 0) == 1


def test_growth_options_and_the_second_only_mountain_or_sands_in_range_3():
    opts = S.growth_options(HBASE, 0)
    assert [[i["op"] for i in o] for o in opts] == [["reclaim_all", "gain_power_card", "gain_energy"],
                                                    ["add_presence", "add_presence"],
                                                    ["gain_power_card", "add_presence", "gain_energy"]]
    assert [i.get("amount") for i in opts[0]][2] == 1 and opts[2][2]["amount"] == 2
    from pyengine.games.spirit_island_horizons.island import island
    isle = island(HBASE["layout"])
    assert sorted(S.presence_lands(HBASE, isle, 0, opts[1][0])) == ["G1", "G3", "G5", "G8"]
    assert sorted(S.presence_lands(HBASE, isle, 0, opts[2][1])) == ["G2", "G4", "G5", "G6", "G7", "G8"]


@pytest.mark.parametrize("taken,energy,elements", [(1, 1, {"earth": 1}), (2, 2, {"earth": 1}), (3, 3, {"earth": 1}),
                                                    (4, 3, {"earth": 1, "fire": 1}), (5, 4, {"earth": 1, "fire": 1}),
                                                    (6, 5, {"earth": 1, "fire": 1})])
def test_energy_track(taken, energy, elements):
    state = copy.deepcopy(HBASE)
    S.panel(state, 0)["tracks"]["energy"] = taken if isinstance(S.panel(state, 0)["tracks"]["energy"], int) else taken
    assert S.energy_per_turn(state, 0) == energy
    have = S.elements(state, 0)
    assert {e: n for e, n in have.items() if n} == elements


@pytest.mark.parametrize("taken,plays,fire", [(1, 2, 0), (2, 2, 0), (3, 3, 0), (4, 4, 0), (5, 5, 1)])
def test_card_play_track(taken, plays, fire):
    state = copy.deepcopy(HBASE)
    S.panel(state, 0)["tracks"]["card_plays"] = taken
    assert S.card_plays(state, 0) == plays and S.elements(state, 0)["fire"] == fire


# ---- the unique powers --------------------------------------------------------------------------

def test_call_on_herders_gathers_up_to_2_dahan_then_pushes_one_per_dahan_there():
    state = hposition({"G5": 1}, G4={"explorer": 2, "town": 1, "dahan": 1}, G2={"dahan": 3})
    use(state, "call_on_herders_for_aid", "G4")
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G2"})
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G2"})
    assert top(state)["verb"] == "push" and top(state)["n"] == 3
    assert sorted(top(state)["kinds"]) == ["dahan", "explorer", "town"]
    step(state, do="push", piece="town", damage=0, to="G3")
    step(state, do="push", piece="explorer", damage=0, to="G3")
    step(state, do="push", piece="explorer", damage=0, to="G3")
    assert done(state) and pieces(state, "G4") == {"dahan": 3} and pieces(state, "G3") == {"explorer": 2, "town": 1}


def test_call_on_herders_without_dahan_pushes_nothing_and_range_is_2_from_presence():
    state = hposition({"G1": 1}, G2={"explorer": 1})
    use(state, "call_on_herders_for_aid", "G2")
    # no dahan near: no gather is asked, and no push
    assert done(state) and pieces(state, "G2") == {"explorer": 1}
    from horizons_helpers import targets
    assert targets(hposition({"G1": 1}), "call_on_herders_for_aid") == ["G1", "G2", "G3", "G4", "G5", "G6", "G8"]


def test_gift_of_searing_heat_2_energy_to_itself_in_solo():
    state = hposition()
    use(state, "gift_of_searing_heat", spirit=0)
    step(state, do="option", option=0)
    assert done(state) and S.panel(state, 0)["energy"] == 2


def test_gift_of_searing_heat_pay_1_for_1_damage_in_a_presence_land():
    state = hposition({"G2": 1, "G5": 1}, G5={"town": 1}, G3={"town": 1})
    S.panel(state, 0)["energy"] = 1
    use(state, "gift_of_searing_heat", spirit=0)
    step(state, do="option", option=1)
    step(state, do="option", option=0)  # pays
    assert sorted(a["land"] for a in legal(state) if a["do"] == "land") == ["G2", "G5"]
    step(state, do="land", land="G5")
    assert done(state) and S.panel(state, 0)["energy"] == 0 and state["lands"]["G5"]["town"] == [1]


def test_gift_of_searing_heat_damage_option_without_energy_does_nothing():
    state = hposition({"G5": 1}, G5={"town": 1})
    use(state, "gift_of_searing_heat", spirit=0)
    step(state, do="option", option=1)
    assert done(state) and state["lands"]["G5"]["town"] == [0]


def test_stinging_sandstorm_gathers_a_presence_then_1_fear_1_damage():
    state = hposition({"G4": 1, "G1": 1}, G2={"town": 1})
    use(state, "stinging_sandstorm", "G2")
    assert sorted(a["land"] for a in legal(state) if a["do"] == "land") == ["G1", "G4"]
    step(state, do="land", land="G1")
    assert done(state) and state["lands"]["G2"]["presence"] == {"0": 1} and not state["lands"]["G1"]["presence"]
    assert fear(state) == 1 and state["lands"]["G2"]["town"] == [1]


def test_stinging_sandstorm_may_gather_none():
    state = hposition({"G4": 1}, G2={"explorer": 1})
    use(state, "stinging_sandstorm", "G2")
    step(state, do="done")
    assert done(state) and state["lands"]["G4"]["presence"] == {"0": 1} and fear(state) == 1 and not pieces(state, "G2")


def test_stinging_sandstorm_forming_a_sacred_site_destroys_a_hurt_town_at_once():
    state = hposition({"G4": 1, "G2": 1}, G2={"town": [1], "city": 1})
    use(state, "stinging_sandstorm", "G2")
    step(state, do="land", land="G4")
    # the town (1 damage, health now 1) is destroyed the moment the sacred site forms: 1 fear,
    # then the card's 1 fear and its 1 damage (to the city: the only piece left)
    assert done(state) and not state["lands"]["G2"]["town"] and fear(state) == 2
    assert state["lands"]["G2"]["city"] == [1]


def test_sweltering_exhaustion_1_fear_and_skips_the_first_ravage_only():
    from pyengine.games.spirit_island_horizons.phases import skipped
    state = hposition({"G5": 2}, G4={"town": 1})
    use(state, "sweltering_exhaustion", "G4")
    assert done(state) and fear(state) == 1
    assert skipped(state, "explore", "G4") is False
    assert skipped(state, "ravage", "G4") is True
    assert skipped(state, "build", "G4") is False  # used up


def test_sweltering_exhaustion_skips_a_build_when_no_ravage_came_first():
    from pyengine.games.spirit_island_horizons.phases import skipped
    state = hposition({"G5": 2}, G4={"town": 1})
    use(state, "sweltering_exhaustion", "G4")
    assert skipped(state, "build", "G4") is True and skipped(state, "ravage", "G4") is False


def test_sweltering_exhaustion_range_2_from_sacred_site():
    from horizons_helpers import targets
    assert targets(hposition({"G1": 2}), "sweltering_exhaustion") == ["G1", "G2", "G3", "G4", "G5", "G6", "G8"]
    assert targets(hposition({"G1": 1}), "sweltering_exhaustion") == []


# ---- the innate ---------------------------------------------------------------------------------

def test_scorch_level_1_two_damage_to_explorers_only():
    state = hposition({"G5": 2}, G4={"explorer": 2, "town": 1})
    with_only(state, LEVELS[0])
    use_scorch(state, "G4")
    assert done(state) and pieces(state, "G4") == {"town": 1}


def test_scorch_one_element_short_of_level_1_is_not_offered():
    state = hposition({"G5": 2}, G4={"explorer": 2})
    with_only(state, {"fire": 2, "air": 1})
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": "slow"}]
    assert not any(a.get("power") == SCORCH for a in legal(state))


@pytest.mark.parametrize("level", [1, 2])
def test_scorch_levels_2_and_3_each_2_more_damage_and_one_short(level):
    state = hposition({"G5": 2}, G4={"city": 3})
    with_only(state, LEVELS[level])
    use_scorch(state, "G4")
    for _ in range(level):
        step(state, do="option", option=0)  # go on
        hit(state, "city", 0)
        hit(state, "city", 1)
    assert done(state) and sum(state["lands"]["G4"]["city"]) == 2 * level and len(state["lands"]["G4"]["city"]) == 3
    short = dict(LEVELS[level], earth=LEVELS[level]["earth"] - 1)
    state = hposition({"G5": 2}, G4={"city": 3})
    with_only(state, short)
    use_scorch(state, "G4")
    for _ in range(level - 1):
        step(state, do="option", option=0)
        hit(state, "city", 0)
        hit(state, "city", 1)
    assert done(state) and sum(state["lands"]["G4"]["city"]) == 2 * (level - 1)


def test_scorch_level_4_one_damage_to_every_invader_and_one_fire_short():
    state = hposition({"G5": 2}, G4={"city": 1, "town": 2})
    with_only(state, LEVELS[3])
    use_scorch(state, "G4")
    for _ in range(2):
        step(state, do="option", option=0)
        hit(state, "town", 0)
        hit(state, "town", 1)
    step(state, do="option", option=0)
    assert done(state) and pieces(state, "G4") == {"city": 1} and state["lands"]["G4"]["city"] == [1]
    state = hposition({"G5": 2}, G4={"city": 1, "town": 2})
    with_only(state, dict(LEVELS[3], fire=4))
    use_scorch(state, "G4")
    for _ in range(2):
        step(state, do="option", option=0)
        hit(state, "town", 0)
        hit(state, "town", 1)
    assert done(state) and state["lands"]["G4"]["city"] == [0]


def test_scorch_range_1_from_a_sacred_site_and_slow():
    state = hposition({"G1": 2, "G8": 1})
    with_only(state, LEVELS[0])
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": "slow"}]
    step(state, do="use", power=SCORCH)
    assert sorted(a["land"] for a in legal(state) if a.get("land")) == ["G1", "G2", "G6"]
    state["flow"][-2:] = [{"kind": "powers", "player": 0, "speed": "fast"}]
    assert not any(a.get("power") == SCORCH for a in legal(state))


# ---- Blistering Heat (D06) ----------------------------------------------------------------------

def growing(**lands) -> dict:
    """A fresh game at its first growth choice, with these lands' invaders set (damage lists)."""
    state = copy.deepcopy(HBASE)
    for land, here in lands.items():
        state["lands"][land].update(here)
    return state


def test_health_in_a_sacred_site_is_one_less_never_below_1_dahan_unchanged():
    state = hposition({"G4": 2, "G2": 1})
    assert [P.health_of(state, k, "G4") for k in ("explorer", "town", "city", "dahan")] == [1, 1, 2, 2]
    assert [P.health_of(state, k, "G2") for k in ("explorer", "town", "city", "dahan")] == [1, 2, 3, 2]


def test_one_damage_destroys_a_town_in_the_sacred_site_with_its_fear():
    state = hposition({"G5": 2}, G5={"town": 1, "dahan": 1})
    S.panel(state, 0)["energy"] = 1
    use(state, "gift_of_searing_heat", spirit=0)
    step(state, do="option", option=1)
    step(state, do="option", option=0)
    assert done(state) and pieces(state, "G5") == {"dahan": 1} and fear(state) == 1


def test_one_damage_does_not_destroy_a_town_outside_a_sacred_site():
    state = hposition({"G5": 1}, G5={"town": 1})
    S.panel(state, 0)["energy"] = 1
    use(state, "gift_of_searing_heat", spirit=0)
    step(state, do="option", option=1)
    step(state, do="option", option=0)
    assert done(state) and state["lands"]["G5"]["town"] == [1] and fear(state) == 0


def test_another_spirits_sacred_site_does_not_lower_health():
    state = position({"G4": 2})  # Fathomless Mud
    assert P.health_of(state, "town", "G4") == 2 and P.health_of(state, "city", "G4") == 3


def test_the_sacred_site_forming_by_growth_destroys_the_hurt_invaders_at_once():
    state = growing(G4={"town": [1], "city": [1, 2], "explorer": [], "presence": {"0": 1}})
    step(state, do="growth", option=2)  # gain a card, add a presence range 1, 2 energy
    icons = [a for a in legal(state) if a["do"] == "icon"]
    if icons:
        step(state, **{k: icons[[i["icon"] for i in icons].index(1)][k] for k in ("do", "icon")})
    step(state, do="take", track="energy", icon=1)
    step(state, do="place", land="G4")
    here = state["lands"]["G4"]
    # town (1 of health 1) and the city with 2 (of health 2) destroyed: 1 + 2 fear; the city with 1 stays
    assert here["presence"] == {"0": 2} and here["town"] == [] and here["city"] == [1] and fear(state) == 3


def test_a_hurt_invader_pushed_into_the_sacred_site_is_destroyed_as_it_enters():
    state = hposition({"G5": 2}, G4={"town": [1], "dahan": 1})
    use(state, "call_on_herders_for_aid", "G4")
    step(state, do="push", piece="town", damage=1, to="G5")
    assert not state["lands"]["G5"]["town"] and not state["lands"]["G4"]["town"] and fear(state) == 1


def test_leaving_the_sacred_site_gives_the_health_back_and_keeps_the_damage():
    from pyengine.games.spirit_island_horizons import acts as A
    from pyengine.core.flow import Context
    from pyengine.core.game import Outcome
    from pyengine.core.rng import Rng
    state = hposition({"G5": 2}, G5={"city": [1]})
    A.move(Context(state, Rng(1), Outcome()), "city", "G5", "G4", 0)
    assert state["lands"]["G4"]["city"] == [1] and P.health_of(state, "city", "G4") == 3


def test_the_sacred_site_moved_away_ends_it_and_forming_elsewhere_starts_it():
    # Stinging Sandstorm takes a presence from G4 (sacred site no more) into G2 (a sacred site now)
    state = hposition({"G4": 2, "G2": 1}, G4={"city": [1]}, G2={"city": [2]})
    use(state, "stinging_sandstorm", "G2")
    step(state, do="land", land="G4")
    assert state["lands"]["G2"]["city"] == [] and fear(state) == 2 + 1  # destroyed city: 2, the card: 1
    assert state["lands"]["G4"]["city"] == [1] and P.health_of(state, "city", "G4") == 3


def test_blight_destroying_the_presence_ends_it():
    from pyengine.games.spirit_island_horizons import acts as A
    from pyengine.core.flow import Context
    from pyengine.core.game import Outcome
    from pyengine.core.rng import Rng
    state = hposition({"G4": 2}, G4={"city": [1]})
    A.add(Context(state, Rng(1), Outcome()), "blight", "G4")
    assert state["lands"]["G4"]["presence"] == {"0": 1} and P.health_of(state, "city", "G4") == 3
    assert state["lands"]["G4"]["city"] == [1]


def test_the_loader_refuses_a_hurt_invader_its_lowered_health_would_have_destroyed():
    from pyengine.core.errors import PositionError
    state = hposition({"G4": 2}, G4={"town": [1]})
    state["flow"] = copy.deepcopy(HBASE["flow"])
    state["pools"]["blight"] = HBASE["pools"]["blight"] + sum(h["blight"] for h in HBASE["lands"].values())
    with pytest.raises(PositionError, match="damage"):
        HORIZONS.check_position(state, SEAT, {"board": "G", "stage2_special": True})
    state["lands"]["G4"]["presence"] = {"0": 1}
    state["lands"]["G5"]["presence"] = {"0": 1}
    HORIZONS.check_position(state, SEAT, {"board": "G", "stage2_special": True})


# ---- seeded random games ------------------------------------------------------------------------

def random_game(seed: int, board: str = "G", most: int = 400) -> Match:
    """A game of random legal actions (growth, powers, every decision), the loader checking the
    position after each."""
    options = {"board": board}
    match = Match.create("spirit_island_horizons", SEAT, seed, options)
    pick = random.Random(seed)
    full = dict(HORIZONS.options_defaults() if hasattr(HORIZONS, "options_defaults") else {},
                board=board, stage2_special=True)
    for _ in range(most):
        if match.over:
            break
        legal_now = match.legal()
        uses = [a for a in legal_now if a.get("do") in ("use", "play")]
        match.act((uses and pick.random() < 0.8 and pick.choice(uses)) or pick.choice(legal_now))
        HORIZONS.check_position(match.state, match.seats if hasattr(match, "seats") else SEAT, full)
    return match


@pytest.mark.parametrize("seed,board", [(1, "G"), (2, "H"), (3, "G"), (4, "H")])
def test_random_games_stay_loadable(seed, board):
    random_game(seed, board)


# ---- through the invader phase ------------------------------------------------------------------

def invader_phase(state: dict, ravage: str, build: str | None = None) -> None:
    state["invader"].update(ravage=ravage, build=build, explore=None)
    state["flow"] = [{"kind": "round", "player": 0, "phase": "slow"}, dict(STOP),
                     {"kind": "invaders", "player": 0, "step": "ravage", "todo": None}]


@pytest.mark.parametrize("sacred,city", [(True, []), (False, [2])])
def test_the_dahan_strike_back_at_a_city_of_health_2_in_the_sacred_site(sacred, city):
    # 3 presence: the ravage's blight destroys one, the sacred site stays
    state = hposition({"G4": 3 if sacred else 1, "G5": 1}, G4={"city": 1, "dahan": 2})
    invader_phase(state, "stage1_wetland")
    settle(state)
    while top(state)["kind"] == "damage":  # the dahan's counter-attack, when asked
        step(state, do="hit", piece="city", damage=state["lands"]["G4"]["city"][0])
    assert top(state).get("store") == "stop"
    assert state["lands"]["G4"]["city"] == city and len(state["lands"]["G4"]["dahan"]) == 1


def test_sweltering_exhaustion_stops_the_ravage_then_the_build_comes():
    state = hposition({"G5": 2}, G4={"town": 1}, G2={"town": 1})
    use(state, "sweltering_exhaustion", "G4")
    invader_phase(state, "stage1_wetland", "stage1_wetland")
    settle(state)
    assert state["lands"]["G4"]["blight"] == 0 and state["lands"]["G2"]["blight"] == 1  # G4 did not ravage
    assert pieces(state, "G4") == {"town": 1, "city": 1}  # but it built
    assert not [e for e in state["effects"] if e["kind"] == "skip"]


def test_sweltering_exhaustion_stops_the_build_when_no_ravage_there():
    state = hposition({"G5": 2}, G4={"town": 1})
    use(state, "sweltering_exhaustion", "G4")
    invader_phase(state, "stage1_mountain", "stage1_wetland")
    settle(state)
    assert pieces(state, "G4") == {"town": 1} and pieces(state, "G2") == {}


def test_speeds_costs_and_stinging_sandstorm_range_1_from_presence():
    from pyengine.games.spirit_island_horizons import data as D
    assert [D.speed(c) for c in ("call_on_herders_for_aid", "gift_of_searing_heat", "stinging_sandstorm",
                                 "sweltering_exhaustion", SCORCH)] == ["slow", "fast", "slow", "fast", "slow"]
    from horizons_helpers import targets
    assert targets(hposition({"G1": 1}), "stinging_sandstorm") == ["G1", "G2", "G6"]
