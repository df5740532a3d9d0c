"""Eyes Watch from the Trees on loaded positions (spirit_eyes.py): setup, growth, tracks, its four
unique powers, its replacing innate at every level with each threshold's boundary, and its special
rule Dahan Trust the Watchers (gather up to 1 dahan into the one land a power of it defended),
with the moments it must not fire; seeded random games the loader accepts after every action."""

from __future__ import annotations

import copy
import random

import pytest

from pyengine.core.match import Match
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import ops as O
from pyengine.games.spirit_island_horizons import spirit as S

from horizons_helpers import (
    HORIZONS, STOP, bare, done, fear, give, pieces, settle, step, top, use, use_innate, with_only,
)

EYES = "eyes_watch_from_the_trees"
INNATE = "mischief_and_sabotage"
UNIQUES = ["boon_of_watchful_guarding", "eerie_noises_and_moving_trees", "mysterious_abductions",
           "whispered_guidance_through_the_night"]
LEVELS = [{"moon": 1, "plant": 2}, {"moon": 2, "plant": 3}, {"moon": 2, "air": 2, "plant": 4},
          {"moon": 3, "air": 3, "plant": 5}]
SEATS = [{"name": "A", "kind": "human", "spirit": EYES}]


def new_match(seed: int = 1) -> Match:
    return Match.create("spirit_island_horizons", SEATS, seed, {})


BASE = new_match(7).state


def position(presence=None, spare="G1", **lands) -> dict:
    """As horizons_helpers.position, with Eyes: an empty island but for ``lands``, its presence
    (default 2 in G7) and a city in ``spare``."""
    state = copy.deepcopy(BASE)
    for here in state["lands"].values():
        state["pools"]["blight"] += here["blight"]  # back to the pool: the loader counts them
        here.update(explorer=[], town=[], city=[], dahan=[], blight=0, presence={}, defend=0)
    state["lands"][spare]["city"] = [0]
    for land, n in (presence or {"G7": 2}).items():
        state["lands"][land]["presence"]["0"] = n
    for land, stuff in lands.items():
        for kind, n in stuff.items():
            if kind == "blight":
                state["pools"]["blight"] -= n
            state["lands"][land][kind] = n if kind == "blight" else [0] * n
    return state




def powers_phase(state: dict, speed: str) -> None:
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time" if speed == "slow" else "invader"},
                     dict(STOP), {"kind": "powers", "player": 0, "speed": speed}]


def use_mischief(state: dict, land: str) -> None:
    use_innate(state, INNATE, land)


def aimable(state: dict, power: str, speed: str) -> list[str]:
    if power in D.NAMED and power not in D.INNATES:
        give(state, power)
    powers_phase(state, speed)
    if not any(a.get("power") == power for a in HORIZONS.legal_actions(state)):
        return []
    step(state, do="use", power=power)
    return sorted(a["land"] for a in HORIZONS.legal_actions(state))


def gather_offer(state: dict) -> list[str]:
    """The lands Dahan Trust the Watchers offers to gather from (its move frame on top), [] if none."""
    t = top(state)
    if t["kind"] != "move" or state["flow"][-2]["program"] != [{"op": "dahan_trust"}]:
        return []
    assert t["verb"] == "gather" and t["n"] == 1 and t["optional"] and t["kinds"] == ["dahan"]
    return sorted(a["from"] for a in HORIZONS.legal_actions(state) if a["do"] == "gather")


# ---- setup, growth, tracks ----------------------------------------------------------------------

def test_setup_2_presence_in_the_highest_numbered_jungle_0_energy_its_4_uniques():
    state = new_match(3).state
    assert {l: h["presence"] for l, h in state["lands"].items() if h["presence"]} == {"G7": {"0": 2}}  # G6, G7 jungle
    p = S.panel(state, 0)
    assert p["spirit"] == EYES and p["energy"] == 0 and sorted(p["hand"]) == UNIQUES


def test_growth_options_each_icon():
    m = new_match()
    step_m = lambda **f: m.act(next(bare(a) for a in m.legal() if all(a.get(k) == v for k, v in f.items())))
    assert sorted(a["option"] for a in m.legal() if a["do"] == "growth") == [0, 1, 2]
    step_m(do="growth", option=1)  # add presence range 2, add presence range 0
    step_m(do="take", track="energy")
    far = sorted(a["land"] for a in m.legal() if a["do"] == "place")
    assert far == ["G2", "G3", "G4", "G5", "G6", "G7", "G8"]  # within 2 of G7 (G1 is 3 away)
    step_m(do="place", land="G2")
    step_m(do="take", track="energy")
    assert sorted(a["land"] for a in m.legal() if a["do"] == "place") == ["G2", "G7"]  # range 0
    m = new_match()
    step_m(do="growth", option=2)  # gain a card, presence range 3, 1 energy
    assert S.panel(m.state, 0)["energy"] == 1
    step_m(do="take", track="card_plays")
    assert "G1" in [a["land"] for a in m.legal() if a["do"] == "place"]  # 3 from G7
    m = new_match()
    S.panel(m.state, 0)["discard"].append(S.panel(m.state, 0)["hand"].pop())
    step_m(do="growth", option=0)  # reclaim all, gain a card, 1 energy
    assert S.panel(m.state, 0)["energy"] == 1 and S.panel(m.state, 0)["discard"] == [] and len(S.panel(m.state, 0)["hand"]) == 4
    step_m(do="gain", deck="minor")
    assert top(m.state)["kind"] == "keep" and len(S.panel(m.state, 0)["drawn"]) == 4


@pytest.mark.parametrize("taken,energy,plant,moon", [(0, 1, 0, 0), (1, 1, 0, 0), (2, 2, 0, 0), (3, 2, 1, 0),
                                                      (4, 3, 1, 0), (5, 3, 1, 1), (6, 4, 1, 1)])
def test_energy_track(taken, energy, plant, moon):
    state = position()
    S.panel(state, 0)["tracks"]["energy"] = taken
    have = S.elements(state, 0)
    assert S.energy_per_turn(state, 0) == energy and have["plant"] == plant and have["moon"] == moon


@pytest.mark.parametrize("taken,plays,air,plant", [(0, 1, 0, 0), (1, 2, 0, 0), (2, 2, 1, 0), (3, 3, 1, 0),
                                                    (4, 3, 1, 1), (5, 4, 1, 1)])
def test_card_play_track(taken, plays, air, plant):
    state = position()
    S.panel(state, 0)["tracks"]["card_plays"] = taken
    have = S.elements(state, 0)
    assert S.card_plays(state, 0) == plays and have["air"] == air and have["plant"] == plant


# ---- the unique powers --------------------------------------------------------------------------

def test_mysterious_abductions_range_0_fear_and_1_damage_no_gather():
    state = position(G7={"explorer": 1, "town": 1}, G8={"dahan": 1})
    assert aimable(state, "mysterious_abductions", "fast") == ["G7"]
    state = position(G7={"explorer": 1}, G8={"dahan": 1})
    use(state, "mysterious_abductions", "G7")
    assert fear(state) == 1 and pieces(state, "G7") == {} and done(state)  # no defend: no gather


def test_eerie_noises_range_1_2_fear_push_up_to_2_explorers_or_towns():
    assert aimable(position(), "eerie_noises_and_moving_trees", "slow") == ["G4", "G5", "G7", "G8"]
    state = position(G8={"explorer": 1, "town": 1, "city": 1})
    use(state, "eerie_noises_and_moving_trees", "G8")
    assert fear(state) == 2 and top(state)["kinds"] == ["explorer", "town"] and top(state)["n"] == 2
    step(state, do="push", piece="town", damage=0, to="G5")
    step(state, do="push", piece="explorer", damage=0, to="G5")
    assert done(state) and pieces(state, "G8") == {"city": 1} and pieces(state, "G5") == {"explorer": 1, "town": 1}


def test_whispered_guidance_range_1_from_jungle_only():
    # presence in G2 (wetland) counts for nothing; G7 (jungle) reaches G4, G5, G8 and itself
    state = position(presence={"G2": 1, "G7": 1})
    assert aimable(state, "whispered_guidance_through_the_night", "slow") == ["G4", "G5", "G7", "G8"]
    state = position(presence={"G2": 1})
    assert aimable(state, "whispered_guidance_through_the_night", "slow") == []


def test_whispered_guidance_gathers_up_to_3_dahan_then_fear_with_invaders_and_dahan():
    state = position(G4={"dahan": 2}, G5={"dahan": 2}, G8={"explorer": 1})
    use(state, "whispered_guidance_through_the_night", "G8")
    assert top(state)["n"] == 3
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G5"})
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G5"})  # none left adjacent (G4 is not): over
    assert done(state) and pieces(state, "G8") == {"explorer": 1, "dahan": 2} and fear(state) == 1
    state = position(G5={"dahan": 1})
    use(state, "whispered_guidance_through_the_night", "G8")
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G5"})
    assert done(state) and fear(state) == 0  # no invaders there


def test_boon_targets_a_spirit_defends_4_in_a_land_with_its_presence():
    state = position(presence={"G7": 1, "G2": 1})
    give(state, "boon_of_watchful_guarding")
    powers_phase(state, "fast")
    step(state, do="use", power="boon_of_watchful_guarding")
    assert [a.get("spirit") for a in HORIZONS.legal_actions(state)] == [0]  # itself, in solo
    step(state, do="aim", spirit=0)
    assert top(state)["kind"] == "land" and sorted(top(state)["lands"]) == ["G2", "G7"]
    step(state, do="land", land="G2")
    assert done(state) and state["lands"]["G2"]["defend"] == 4 and state["lands"]["G7"]["defend"] == 0


def test_boon_pay_1_energy_for_defend_8_or_decline():
    for option, defend, energy in ((0, 8, 0), (1, 4, 1)):
        state = position()
        S.panel(state, 0)["energy"] = 1
        use(state, "boon_of_watchful_guarding", spirit=0)
        assert top(state)["kind"] == "option" and top(state)["n"] == 1
        step(state, do="option", option=option)
        assert done(state) and state["lands"]["G7"]["defend"] == defend and S.panel(state, 0)["energy"] == energy


# ---- the innate power ---------------------------------------------------------------------------

@pytest.mark.parametrize("level,fear_n,defend", [(0, 1, 2), (1, 1, 4), (2, 3, 6), (3, 5, 12)])
def test_innate_each_level_replaces_the_one_below(level, fear_n, defend):
    state = position(G8={"explorer": 1})
    with_only(state, LEVELS[level])
    use_mischief(state, "G8")
    assert done(state) and fear(state) == fear_n and state["lands"]["G8"]["defend"] == defend


@pytest.mark.parametrize("level", [0, 1, 2, 3])
def test_innate_one_element_short_gives_the_highest_level_still_met(level):
    outcome = [(1, 2), (1, 4), (3, 6), (5, 12)]
    for short in LEVELS[level]:
        need = dict(LEVELS[level])
        need[short] -= 1
        met = [i for i, l in enumerate(LEVELS) if all(need.get(e, 0) >= n for e, n in l.items())]
        assert level not in met
        below = outcome[met[-1]] if met else None
        state = position(G8={"explorer": 1})
        with_only(state, need)
        powers_phase(state, "fast")
        offered = any(a.get("power") == INNATE for a in HORIZONS.legal_actions(state))
        if level == 0:
            assert not offered
            continue
        use_mischief(state, "G8")
        assert done(state) and (fear(state), state["lands"]["G8"]["defend"]) == below


def test_innate_is_fast_targets_invader_lands_within_1_of_a_sacred_site():
    state = position(presence={"G7": 2, "G2": 1}, G8={"town": 1}, G4={"dahan": 1}, G3={"explorer": 1})
    with_only(state, LEVELS[0])
    assert aimable(state, INNATE, "fast") == ["G8"]  # G1's city and G3 are far from G7; G4 has none
    state = position(presence={"G7": 2}, G8={"town": 1})
    with_only(state, LEVELS[0])
    assert aimable(state, INNATE, "slow") == []


# ---- Dahan Trust the Watchers -------------------------------------------------------------------

def test_innate_defending_one_land_then_gathers_up_to_1_dahan_into_it():
    state = position(G8={"explorer": 1}, G5={"dahan": 2}, G6={"dahan": 1})
    with_only(state, LEVELS[0])
    use_mischief(state, "G8")
    assert state["lands"]["G8"]["defend"] == 2 and gather_offer(state) == ["G5", "G6"]
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G6"})
    assert done(state) and pieces(state, "G8") == {"explorer": 1, "dahan": 1} and pieces(state, "G5") == {"dahan": 2}


def test_the_gather_may_be_declined():
    state = position(G8={"explorer": 1}, G5={"dahan": 1})
    with_only(state, LEVELS[0])
    use_mischief(state, "G8")
    step(state, do="done")
    assert done(state) and pieces(state, "G5") == {"dahan": 1}


def test_boon_gathers_into_its_land():
    state = position()
    state["lands"]["G8"]["dahan"] = [0]
    use(state, "boon_of_watchful_guarding", spirit=0)
    assert gather_offer(state) == ["G8"]
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G8"})
    assert done(state) and pieces(state, "G7") == {"dahan": 1}


def test_a_minor_defending_one_land_gathers_too():
    state = position(G4={"dahan": 1})
    use(state, "encompassing_ward", spirit=0)  # presence only in G7: exactly one land defended
    assert state["lands"]["G7"]["defend"] == 2 and gather_offer(state) == ["G4"]


def test_no_gather_for_a_power_defending_two_lands():
    state = position(presence={"G7": 1, "G8": 1}, G4={"dahan": 1})
    use(state, "encompassing_ward", spirit=0)
    assert state["lands"]["G7"]["defend"] == 2 and state["lands"]["G8"]["defend"] == 2
    assert done(state) and pieces(state, "G4") == {"dahan": 1}


def test_no_gather_for_a_fear_card_defend():
    state = position(G8={"dahan": 1}, G5={"dahan": 1})
    state["flow"] = [{"kind": "round", "player": 0, "phase": "slow"}, dict(STOP),
                     O.power_frame(0, "dahan_on_their_guard:1", O.program("dahan_on_their_guard:1"))]
    settle(state)
    assert state["lands"]["G8"]["defend"] == 1 and top(state)["kind"] == "option"  # only the holder left


def test_no_gather_for_another_spirits_power():
    from horizons_helpers import position as mud_position
    state = mud_position(G4={"town": 1}, G3={"dahan": 1})
    use(state, "intractable_thickets_and_thorns", "G4")
    assert state["lands"]["G4"]["defend"] == 5 and done(state)


def test_one_gather_per_use_each_use_its_own():
    state = position(G8={"explorer": 1}, G5={"dahan": 2})
    with_only(state, LEVELS[0])
    give(state, "boon_of_watchful_guarding")
    use_mischief(state, "G8")
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G5"})
    assert top(state)["kind"] == "powers"
    step(state, do="use", power="boon_of_watchful_guarding")
    step(state, do="aim", spirit=0)
    assert gather_offer(state) == ["G5", "G8"]


# ---- seeded random games: the loader accepts every position ---------------------------------------

def test_random_games_the_loader_accepts_every_position():
    gathers = 0
    for seed in range(12):
        m, rnd = new_match(seed), random.Random(seed)
        for _ in range(1500):
            if m.over:
                break
            legal = m.legal()
            m.act(bare(rnd.choice([a for a in legal if a["do"] != "done"] or legal)))
            flow = m.state["flow"]
            if flow and flow[-1]["kind"] == "move" and flow[-2].get("program") == [{"op": "dahan_trust"}]:
                gathers += 1
            m.game.check_position(m.state, m.seats, m.options)
    assert gathers  # the rule came up


def test_a_repeated_power_is_another_use_with_its_own_gather_and_every_step_loads():
    """Powerstorm's repeat: the gather comes right after the power, before the repeat's offer; the
    repeat (a new use) gives its own gather. The loader accepts each position on the way."""
    m = new_match(2)
    state = position(presence={"G7": 2, "G1": 1}, G8={"dahan": 2})
    state["spirits"]["0"]["tracks"]["card_plays"] = 1  # the presence in G1: 2 card plays
    state["spirits"]["0"]["growth"] = 1
    give(state, "boon_of_watchful_guarding")
    give(state, "powerstorm")
    state["spirits"]["0"]["used"].append("powerstorm")
    state["effects"].append({"kind": "powerstorm", "seat": 0, "n": 1, "repeated": []})
    state["flow"] = [{"kind": "round", "player": 0, "phase": "invader"}, {"kind": "powers", "player": 0, "speed": "fast"}]
    loads = lambda: m.game.check_position(copy.deepcopy(state), m.seats, m.options)
    loads()
    step(state, do="use", power="boon_of_watchful_guarding")
    step(state, do="aim", spirit=0)
    step(state, do="land", land="G7")
    assert gather_offer(state) == ["G8"]
    loads()
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G8"})
    assert top(state)["options"] == ["horizons.option.repeat", "horizons.option.decline"]
    loads()
    step(state, do="option", option=0)
    step(state, do="aim", spirit=0)
    loads()
    step(state, do="land", land="G7")
    assert state["lands"]["G7"]["defend"] == 8 and gather_offer(state) == ["G8"]  # defend 4 twice
    loads()
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G8"})
    assert gather_offer(state) == [] and "powerstorm" not in [f.get("power") for f in state["flow"]]
    loads()  # (nothing else to use: the round went on)
