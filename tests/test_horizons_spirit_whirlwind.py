"""Sun-Bright Whirlwind on loaded positions (spirit_whirlwind.py, growth.AFTER_PLACE): its setup,
its special rule at growth (and where it does not act), its unique powers, its innate power at
every level with each threshold's boundary, and seeded games checked by the loader."""

from __future__ import annotations

import copy
import random

import pytest

from pyengine.core.match import Match
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons.acts import isle_of
from pyengine.games.spirit_island_horizons.phases import available

from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons.spirit_whirlwind import hastens

from horizons_helpers import (
    GAME, HORIZONS, STOP, bare, done, fear, give, pieces, step, top, use, use_innate, with_only,
)

WHIRLWIND = "sun_bright_whirlwind"
SEATS = [{"name": "A", "kind": "human", "spirit": WHIRLWIND}]
BASE = Match.create(GAME, SEATS, 7, {}).state
WIND = "violent_windstorms"
LEVELS = [{"sun": 1, "air": 2}, {"sun": 2, "air": 3}, {"sun": 2, "air": 4}, {"sun": 3, "air": 5}]


def position(presence=None, spare="G7", **lands) -> dict:
    """As horizons_helpers.position, for Sun-Bright Whirlwind: the island empty but for ``lands``,
    the spirit's ``presence`` (default 1 in G2), a city in ``spare``; round 1 at its growth."""
    state = copy.deepcopy(BASE)
    for here in state["lands"].values():
        here.update(explorer=[], town=[], city=[], dahan=[], blight=0, presence={}, defend=0)
    state["lands"][spare]["city"] = [0]
    for land, n in (presence or {"G2": 1}).items():
        state["lands"][land]["presence"]["0"] = n
    for land, kinds in lands.items():
        for kind, n in kinds.items():
            state["lands"][land][kind] = n if kind == "blight" else [0] * n
    return state




def use_wind(state: dict, land: str) -> None:
    use_innate(state, WIND, land)


def legal(state: dict) -> list[dict]:
    return HORIZONS.legal_actions(state)


# ---- setup ------------------------------------------------------------------------------------

def test_setup_presence_hand_and_energy():
    isle = isle_of(BASE)
    sands = [l for l in isle.lands_of_board("G") if isle.terrain(l) == "sands"]
    mountains = [l for l in isle.lands_of_board("G") if isle.terrain(l) == "mountain"]
    highest_sands = max(sands, key=lambda l: int(l[1:]))
    lowest_mountain = min(mountains, key=lambda l: int(l[1:]))
    have = {l: h["presence"]["0"] for l, h in BASE["lands"].items() if h["presence"].get("0")}
    assert have == {highest_sands: 1, lowest_mountain: 2}
    p = S.panel(BASE, 0)
    assert p["spirit"] == WHIRLWIND and p["energy"] == 0
    assert sorted(p["hand"]) == ["gift_of_the_sunlit_air", "gift_of_wind_sped_steps", "scatter_to_the_winds",
                                 "tempest_of_leaves_and_branches"]


# ---- growth and the presence tracks --------------------------------------------------------------

def test_growth_reclaim_all_gain_a_card_and_1_energy():
    state = position()
    p = S.panel(state, 0)
    p["discard"], p["hand"] = ["scatter_to_the_winds"], [c for c in p["hand"] if c != "scatter_to_the_winds"]
    step(state, do="growth", option=0)
    assert "scatter_to_the_winds" in p["hand"] and not p["discard"] and p["energy"] == 1
    assert top(state)["kind"] == "grow" and {a["do"] for a in legal(state)} == {"gain"}
    step(state, do="gain", deck="minor")
    assert top(state)["kind"] == "keep" and len(p["drawn"]) == 4


@pytest.mark.parametrize("option, reach", [(1, 1), (2, 4)])
def test_growth_presence_range(option, reach):
    state = position(presence={"G1": 1})
    step(state, do="growth", option=option)
    step(state, do="take", track="energy")
    assert sorted(a["land"] for a in legal(state)) == sorted(isle_of(state).within(["G1"], reach))


def test_growth_presence_and_4_energy_then_the_energy_track():
    state = position()
    step(state, do="growth", option=1)
    assert S.panel(state, 0)["energy"] == 4
    step(state, do="take", track="energy")
    step(state, do="place", land="G2")
    assert top(state)["kind"] == "spirit" and top(state)["step"] == "play"
    assert S.panel(state, 0)["energy"] == 4 + 2  # the energy track's 2 uncovered


ENERGY = [(1, {}), (2, {}), (2, {"sun": 1}), (3, {"sun": 1}), (4, {"sun": 1, "air": 1}), (6, {"sun": 1, "air": 1})]
PLAYS = [(1, {}), (2, {}), (3, {}), (3, {"air": 1}), (4, {"air": 1}), (5, {"air": 1, "sun": 1})]


@pytest.mark.parametrize("taken", range(6))
def test_energy_track(taken):
    state = position()
    S.panel(state, 0)["tracks"] = {"energy": taken, "card_plays": 0}
    S.panel(state, 0)["played"] = []
    value, elements = ENERGY[taken]
    assert S.energy_per_turn(state, 0) == value
    assert {e: n for e, n in S.elements(state, 0).items() if n} == elements


@pytest.mark.parametrize("taken", range(6))
def test_card_play_track(taken):
    state = position()
    S.panel(state, 0)["tracks"] = {"energy": 0, "card_plays": taken}
    S.panel(state, 0)["played"] = []
    value, elements = PLAYS[taken]
    assert S.card_plays(state, 0) == value
    assert {e: n for e, n in S.elements(state, 0).items() if n} == elements


# ---- A Stiff Wind at Their Backs ----------------------------------------------------------------

def grow_into(state: dict, option: int, land: str, track: str = "energy") -> None:
    step(state, do="growth", option=option)
    step(state, do="take", track=track)
    step(state, do="place", land=land)


def test_stiff_wind_pushes_an_explorer_out_of_the_land_the_growth_presence_went_to():
    state = position(G3={"explorer": 1, "town": 1})
    grow_into(state, 1, "G3")
    assert top(state)["kind"] == "move" and top(state)["land"] == "G3"
    assert {a["piece"] for a in legal(state) if a["do"] == "push"} == {"explorer"}  # not the town
    step(state, do="push", piece="explorer", damage=0, to="G4")
    assert pieces(state, "G3") == {"town": 1} and pieces(state, "G4") == {"explorer": 1}
    assert top(state)["kind"] == "spirit"  # one piece only: the growth goes on


def test_stiff_wind_also_follows_a_presence_the_growth_icon_moves():
    """Moving a presence already on the island is a way of doing the add-presence icon: the wind
    follows it too (the digest's Add presence)."""
    state = position(G3={"explorer": 1})
    step(state, do="growth", option=1)
    step(state, do="move", origin="G2")
    step(state, do="place", land="G3")
    assert top(state)["kind"] == "move" and top(state)["land"] == "G3"
    step(state, do="push", piece="explorer", damage=0, to="G4")
    assert pieces(state, "G3") == {} and pieces(state, "G4") == {"explorer": 1}


def test_stiff_wind_may_push_a_dahan_and_only_one_piece():
    state = position(G3={"explorer": 1, "dahan": 2})
    grow_into(state, 1, "G3")
    step(state, do="push", piece="dahan", damage=0, to="G4")
    assert pieces(state, "G3") == {"explorer": 1, "dahan": 1} and top(state)["kind"] != "move"


def test_stiff_wind_may_be_declined():
    state = position(G3={"explorer": 1})
    grow_into(state, 1, "G3")
    step(state, do="done")
    assert pieces(state, "G3") == {"explorer": 1} and top(state)["kind"] == "spirit"


def test_stiff_wind_asks_nothing_where_there_is_no_explorer_or_dahan():
    state = position(G3={"town": 1, "city": 1})
    grow_into(state, 1, "G3")
    assert top(state)["kind"] == "spirit" and pieces(state, "G3") == {"town": 1, "city": 1}


def test_stiff_wind_after_the_range_4_presence_too():
    state = position(G8={"explorer": 1})
    step(state, do="growth", option=2)
    step(state, do="take", track="card_plays")
    step(state, do="place", land="G8")
    assert top(state)["kind"] == "move" and top(state)["land"] == "G8"
    step(state, do="done")
    assert top(state)["kind"] == "grow"  # the power card still to gain


def test_stiff_wind_not_for_another_spirit():
    from horizons_helpers import position as mud_position
    state = mud_position(presence={"G3": 1}, G3={"explorer": 1})
    S.panel(state, 0)["growth"] = None
    option = next(i for i, o in enumerate(S.growth_options(state, 0))
                  if any(x["op"] == "add_presence" and x["range"] == 0 for x in o))
    step(state, do="growth", option=option)
    step(state, do="take", track="energy")
    step(state, do="place", land="G3")
    assert top(state)["kind"] != "move" and pieces(state, "G3") == {"explorer": 1}


def test_stiff_wind_not_when_a_power_adds_presence():
    state = position(G3={"explorer": 1, "dahan": 1})
    use(state, "indomitable_claim", "G3")
    step(state, do="option", option=0)  # the track the presence comes from
    assert done(state) and state["lands"]["G3"]["presence"] == {"0": 1}
    assert top(state)["kind"] != "move" and pieces(state, "G3") == {"explorer": 1, "dahan": 1}


# ---- the unique powers --------------------------------------------------------------------------

def test_gift_of_the_sunlit_air_on_oneself_plus_1_range_and_no_energy():
    state = position()
    S.panel(state, 0)["energy"] = 2
    use(state, "gift_of_the_sunlit_air", spirit=0)
    assert done(state) and S.panel(state, 0)["energy"] == 2
    assert {"kind": "range", "seat": 0, "n": 1} in state["effects"]


def test_gift_of_the_sunlit_air_widens_a_powers_targets():
    from pyengine.games.spirit_island_horizons import targeting as T
    state = position(presence={"G1": 1})
    before = set(T.target_lands(state, 0, "scatter_to_the_winds"))
    use(state, "gift_of_the_sunlit_air", spirit=0)
    after = set(T.target_lands(state, 0, "scatter_to_the_winds"))
    assert before < after and after == set(isle_of(state).within(["G1"], 3))


def test_gift_of_wind_sped_steps_on_oneself_gives_no_energy():
    state = position()
    S.panel(state, 0)["energy"] = 0
    use(state, "gift_of_wind_sped_steps", spirit=0)
    assert done(state) and S.panel(state, 0)["energy"] == 0


def fast_phase_after_gift(state: dict, *cards: str) -> None:
    """Wind-Sped Steps used on oneself, then the fast phase with ``cards`` played too."""
    use(state, "gift_of_wind_sped_steps", spirit=0)
    for card in cards:
        give(state, card)
    state["flow"] = [{"kind": "round", "player": 0, "phase": "invader"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": "fast"}]


def usable(state: dict) -> set:
    return {a["power"] for a in legal(state) if a["do"] == "use"}


def test_wind_sped_steps_makes_one_slow_push_or_gather_card_fast_once():
    state = position(G2={"explorer": 2}, G3={"dahan": 1})
    fast_phase_after_gift(state, "scatter_to_the_winds", "call_to_migrate")
    assert {"scatter_to_the_winds", "call_to_migrate"} <= usable(state)
    step(state, do="use", power="scatter_to_the_winds")
    step(state, do="aim", land="G2")
    step(state, do="done")
    assert done(state) and available(state, 0, "fast") == []  # once only: Call to Migrate stays slow
    assert state["effects"][-1] == {"kind": "hastened", "seat": 0, "power": "scatter_to_the_winds"}
    # the other slow card waits for the slow phase as usual
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": "slow"}]
    assert "call_to_migrate" in usable(state) and "scatter_to_the_winds" not in usable(state)


def test_wind_sped_steps_makes_the_slow_innate_fast_too():
    """Violent Windstorms pushes: an innate power is a power, so the Gift may make it fast."""
    state = position(G2={"explorer": 1})
    fast_phase_after_gift(state)
    S.panel(state, 0)["played"] = []
    state["effects"].append({"kind": "elements", "seat": 0, "elements": ["sun", "air", "air"]})
    assert hastens(WIND) and WIND in usable(state)
    step(state, do="use", power=WIND)
    step(state, do="aim", land="G2")
    step(state, do="push", piece="explorer", damage=0, to="G3")
    assert done(state) and {"kind": "hastened", "seat": 0, "power": WIND} in state["effects"]


def test_without_wind_sped_steps_a_slow_card_waits_for_the_slow_phase():
    state = position(G2={"explorer": 2})
    give(state, "scatter_to_the_winds")
    state["flow"] = [{"kind": "round", "player": 0, "phase": "invader"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": "fast"}]
    assert "scatter_to_the_winds" not in usable(state)


def test_wind_sped_steps_not_for_a_slow_card_without_push_or_gather():
    state = position(G2={"explorer": 2})
    slow_plain = next(c for c in sorted(D.MINOR) if D.speed(c) == "slow" and not hastens(c))
    fast_phase_after_gift(state, slow_plain)
    assert slow_plain not in usable(state)


def test_scatter_to_the_winds_spreads_over_different_lands():
    state = position(G3={"explorer": 3, "town": 1, "dahan": 2, "city": 1})
    near = sorted(isle_of(state).adjacent("G3"))
    use(state, "scatter_to_the_winds", "G3")
    assert {a["piece"] for a in legal(state) if a["do"] == "push"} == {"explorer", "town", "dahan"}  # no city
    used = []
    for piece in ["explorer", "explorer", "town", "dahan", "explorer"]:
        dests = sorted({a["to"] for a in legal(state) if a["do"] == "push"})
        fresh = [l for l in near if l not in used]
        assert dests == (fresh or near)
        step(state, do="push", piece=piece, damage=0, to=dests[0])
        used.append(dests[0])
    assert done(state) and pieces(state, "G3") == {"dahan": 1, "city": 1}
    assert len(set(used)) == min(5, len(near))


def test_scatter_to_the_winds_may_stop_early():
    state = position(G3={"explorer": 3})
    use(state, "scatter_to_the_winds", "G3")
    step(state, do="push", piece="explorer", damage=0, to="G4")
    step(state, do="done")
    assert done(state) and pieces(state, "G3") == {"explorer": 2}


def test_scatter_range_2_from_presence():
    from pyengine.games.spirit_island_horizons import targeting as T
    state = position(presence={"G1": 1})
    assert set(T.target_lands(state, 0, "scatter_to_the_winds")) == set(isle_of(state).within(["G1"], 2))


def test_tempest_up_to_5_distinct_invaders_1_damage_each():
    state = position(presence={"G2": 2}, G2={"explorer": 4, "town": 2})
    use(state, "tempest_of_leaves_and_branches", "G2")
    step(state, do="hit", piece="town", damage=0)
    step(state, do="hit", piece="town", damage=0)  # the explorers left alike: 3 of them by themselves
    assert done(state)
    here = state["lands"]["G2"]
    assert here["town"] == [1, 1] and len(here["explorer"]) == 1  # 3 explorers destroyed, towns hurt


def test_tempest_range_1_from_a_sacred_site_only():
    from pyengine.games.spirit_island_horizons import targeting as T
    state = position(presence={"G1": 1, "G4": 2})
    assert set(T.target_lands(state, 0, "tempest_of_leaves_and_branches")) == set(isle_of(state).within(["G4"], 1))


# ---- the innate power ---------------------------------------------------------------------------

def test_wind_range_1_from_presence_any_land():
    state = position(presence={"G1": 1})
    with_only(state, LEVELS[0])
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": "slow"}]
    step(state, do="use", power=WIND)
    assert sorted(a["land"] for a in legal(state)) == sorted(isle_of(state).within(["G1"], 1))


def test_wind_is_slow_and_not_offered_one_element_short():
    for short in ("sun", "air"):
        state = position(G2={"explorer": 1})
        need = dict(LEVELS[0])
        need[short] -= 1
        with_only(state, need)
        state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                         {"kind": "powers", "player": 0, "speed": "slow"}]
        assert not any(a.get("power") == WIND for a in legal(state))
    state = position(G2={"explorer": 1})
    with_only(state, LEVELS[3])
    state["flow"] = [{"kind": "round", "player": 0, "phase": "invader"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": "fast"}]
    assert not any(a.get("power") == WIND for a in legal(state))


def test_wind_level_1_pushes_up_to_1_explorer():
    state = position(G2={"explorer": 2, "town": 1})
    with_only(state, LEVELS[0])
    use_wind(state, "G2")
    assert {a["piece"] for a in legal(state) if a["do"] == "push"} == {"explorer"}
    step(state, do="push", piece="explorer", damage=0, to="G3")
    assert done(state) and pieces(state, "G2") == {"explorer": 1, "town": 1} and fear(state) == 0


@pytest.mark.parametrize("short", [None, "sun", "air"])
def test_wind_level_2_fear_and_up_to_2_explorers_or_towns(short):
    need = dict(LEVELS[1])
    if short:
        need[short] -= 1
    state = position(G2={"explorer": 2, "town": 2})
    with_only(state, need)
    use_wind(state, "G2")
    step(state, do="push", piece="explorer", damage=0, to="G3")
    if short:
        assert done(state) and fear(state) == 0
        return
    step(state, do="option", option=0)
    step(state, do="push", piece="town", damage=0, to="G3")
    step(state, do="push", piece="town", damage=0, to="G4")
    assert done(state) and fear(state) == 1
    assert pieces(state, "G2") == {"explorer": 1} and pieces(state, "G3") == {"explorer": 1, "town": 1}


@pytest.mark.parametrize("short", [None, "air"])
def test_wind_level_3_one_damage_where_each_pushed_invader_went(short):
    need = dict(LEVELS[2])
    if short:
        need[short] -= 1
    state = position(G2={"explorer": 2, "town": 1}, G4={"town": 1})
    with_only(state, need)
    use_wind(state, "G2")
    step(state, do="push", piece="explorer", damage=0, to="G3")
    step(state, do="option", option=0)
    step(state, do="push", piece="town", damage=0, to="G4")
    step(state, do="push", piece="explorer", damage=0, to="G4")
    if short:
        assert done(state) and pieces(state, "G3") == {"explorer": 1}
        return
    step(state, do="option", option=0)
    while not done(state):  # G4: 2 damage (a town and an explorer pushed there), the player allocates
        hit = [a for a in legal(state) if a["do"] == "hit"]
        step(state, **bare(next(a for a in hit if a["piece"] == "explorer") if any(
            a["piece"] == "explorer" for a in hit) else hit[0]))
    assert pieces(state, "G3") == {}  # the explorer pushed there: destroyed
    assert sum(len(state["lands"]["G4"][k]) for k in ("explorer", "town")) < 3  # 2 damage there


@pytest.mark.parametrize("short", [None, "sun", "air"])
def test_wind_level_4_four_damage_in_the_target(short):
    need = dict(LEVELS[3])
    if short:
        need[short] -= 1
    state = position(G2={"city": 1, "town": 1})
    with_only(state, need)
    use_wind(state, "G2")
    step(state, do="option", option=0)
    step(state, do="push", piece="town", damage=0, to="G3")  # nothing else to push: the second push is not asked
    step(state, do="option", option=0)  # level 3: G3's town (alone there) takes 1 damage by itself
    assert state["lands"]["G3"]["town"] == [1]
    if not short:
        step(state, do="option", option=0)  # level 4: the city takes the 4 damage
    assert done(state)
    assert pieces(state, "G2") == ({} if not short else {"city": 1})


def test_wind_may_stop_before_a_level_it_reached():
    state = position(G2={"explorer": 2})
    with_only(state, LEVELS[3])
    use_wind(state, "G2")
    step(state, do="done")
    step(state, do="option", option=1)  # stop
    assert done(state) and fear(state) == 0 and pieces(state, "G2") == {"explorer": 2}


# ---- seeded games through the loader ----------------------------------------------------------

@pytest.mark.parametrize("seed", range(12))
def test_seeded_games_keep_a_valid_position(seed):
    match = Match.create(GAME, SEATS, seed, {})
    rnd = random.Random(seed)
    steps = 0
    while not match.over and steps < 3000:
        legal_now = match.legal()
        doing = [a for a in legal_now if a["do"] != "done"] or legal_now
        match.act(bare(rnd.choice(doing)))
        match.game.check_position(match.state, match.seats, match.options)
        steps += 1
    assert match.over
