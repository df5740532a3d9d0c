"""Horizons of Spirit Island: the rules the flow enforces, one test per clause of the digest
(Round, Spirit phase, Powers, Invaders, Fear and terror, Blight, Winning and losing), each
driven through the real flow (a loaded position, then legal actions) and failing if its rule
is broken."""

from engine_helpers import refusal
from horizons_helpers import (act, at_play, choices, clear_island, fear_deck_left, fresh_state, kind, load,
                              logged, new_match, put_presence, set_invaders, set_land, to_hand, to_invaders)
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import ops as O
from pyengine.games.spirit_island_horizons import spirit as S

MUD = "fathomless_mud_of_the_swamp"
THICKETS = "intractable_thickets_and_thorns"  # fast, 2 energy, range 1, any land: 1 fear, defend 5
WATERWAYS = "open_shifting_waterways"  # slow, 1 energy, range 1, any land
VAPORS = "foul_vapors_and_fetid_muck"  # slow, 0 energy, sacred site range 2, land with invaders
EXALT = "exaltation_of_tangled_growth"  # slow, 0 energy, another spirit
MIRE = "spreading_and_dreadful_mire"  # the innate power: slow, sacred site range 1, invaders


def me(match):
    return match.state["spirits"]["0"]


def lands(match, land):
    return match.state["lands"][land]


def island_state(seed=1, keeper=True, **options):
    """A fresh position with nothing on the island but the spirit's 2 presence in G2 and, with
    ``keeper``, a city in G8 (so that no terror level 1-3 victory holds); no invader card
    out (the first Explore's back in the deck)."""
    state = fresh_state(seed, **options)
    clear_island(state)
    if keeper:
        set_land(state, "G8", city=1)
    set_invaders(state)
    return state


def invader_phase(state, **track):
    """Load ``state`` at its play step with this invader track, play the slow Open Shifting
    Waterways (so the slow phase waits for a decision, before Time passes) and go to the
    invader phase; returns the match and the log."""
    set_invaders(state, **track)
    state["spirits"]["0"]["energy"] += 1
    m = load(at_play(state))
    act(m, do="play", card=WATERWAYS)
    return m, to_invaders(m)


# ---- Round --------------------------------------------------------------------------------------

def test_the_round_runs_its_five_phases_and_the_invader_steps_in_order(monkeypatch):
    monkeypatch.setitem(O.PROGRAMS, "retreat:1", [{"op": "round_effect", "effect": {"kind": "marker"}}])
    state = island_state()
    earn_next(state, "retreat")
    fear = state["fear"]
    fear["earned"], fear["deck"] = [fear["deck"][0]], fear["deck"][1:]
    set_land(state, "G3", explorer=1)  # sands: ravaged (1 damage), then built on
    set_land(state, "G4", explorer=1)  # wetland: built on
    set_land(state, "G8", town=1)  # mountain: explored by the next card
    set_invaders(state, ravage="stage1_sands", build="stage1_wetland",
                 deck=["stage1_mountain"] + [c for c in D.invader_cards() if D.invader_stage(c) > 1])
    m = load(at_play(state))
    events = act(m, do="done")
    order = [e["key"].split(".")[-1] for e in events]
    assert [e["args"]["phase"] for e in events if e["key"] == "horizons.log.phase"] == ["fast", "invader", "slow"]
    built = next(i for i, e in enumerate(events) if e["args"] == {"piece": "town", "land": "G4", "n": 1})
    steps = [order.index(k) for k in ("fear_card", "round_effect", "fear_card_done", "ravage")] + [built] + \
        [order.index(k) for k in ("explore", "advance")]
    assert steps == sorted(steps) and order.index("phase", 1) < steps[0]
    assert lands(m, "G8")["explorer"] == [0] and lands(m, "G3")["explorer"] == [0]
    # no slow power: Time passes (the one-round effect ends), then round 2's spirit phase
    assert order[-2:] == ["time_passes", "round"]
    assert m.state["round"] == 2 and m.state["effects"] == [] and kind(m) == "spirit"
    assert m.state["flow"][-1]["step"] == "growth" and me(m)["growth"] is None


# ---- Spirit phase -------------------------------------------------------------------------------

def test_growth_one_option_per_round_then_energy_then_plays():
    m = new_match()
    assert [a["option"] for a in choices(m, do="growth")] == [0, 1, 2]
    act(m, do="growth", option=0)  # reclaim + add presence range 0
    assert choices(m, do="growth") == []
    act(m, do="take", track="energy")
    act(m, do="place", land="G2")
    # the energy step: the energy track's highest uncovered number (1: its second space is an element)
    assert me(m)["energy"] == 1 and m.state["flow"][-1]["step"] == "play" and choices(m, do="growth") == []


def test_growth_icons_in_any_order_each_done():
    for first in ("gain", "take"):
        m = new_match()
        act(m, do="growth", option=2)  # gain a power card, add presence range 2, gain 2 energy
        assert me(m)["energy"] == 2  # gained at once, with no choice
        if first == "gain":
            act(m, do="gain", deck="minor")
            act(m, do="keep", card=me(m)["drawn"][0])
            act(m, do="take", track="card_plays")
        else:
            act(m, do="take", track="card_plays")
        act(m, do="place", land="G8")
        if first == "take":
            act(m, do="gain", deck="minor")
            act(m, do="keep", card=me(m)["drawn"][0])
        assert len(me(m)["hand"]) == 5 and lands(m, "G8")["presence"] == {"0": 1}
        assert me(m)["tracks"] == {"energy": 0, "card_plays": 1} and m.state["flow"][-1]["step"] == "play"


def test_add_presence_from_either_track_within_range():
    m = new_match()
    act(m, do="growth", option=1)  # two add presence, range 1
    assert sorted(a["track"] for a in choices(m, do="take")) == ["card_plays", "energy"]
    act(m, do="take", track="card_plays")
    assert [a["land"] for a in choices(m, do="place")] == ["G1", "G2", "G3", "G4", "G5", "G6"]  # range 1 of G2
    act(m, do="place", land="G5")
    act(m, do="take", track="energy")
    assert "G7" in [a["land"] for a in choices(m, do="place")]  # within 1 of the new presence in G5
    act(m, do="place", land="G7")
    assert me(m)["tracks"] == {"energy": 1, "card_plays": 1}
    assert S.card_plays(m.state, 0) == 2 and S.elements(m.state, 0)["plant"] == 1  # what they uncovered
    assert m.state["flow"][-1]["step"] == "play"


def test_add_presence_range_0_stays_in_a_land_with_presence():
    m = new_match()
    act(m, do="growth", option=0)
    act(m, do="take", track="energy")
    assert [a["land"] for a in choices(m, do="place")] == ["G2"]


def test_add_presence_may_move_one_instead():
    m = new_match()
    act(m, do="growth", option=1)
    assert [a["origin"] for a in choices(m, do="move")] == ["G2"]
    act(m, do="move", origin="G2")
    assert "G2" not in [a["land"] for a in choices(m, do="place")]
    act(m, do="place", land="G6")
    assert lands(m, "G2")["presence"] == {"0": 1} and lands(m, "G6")["presence"] == {"0": 1}
    assert me(m)["tracks"] == {"energy": 0, "card_plays": 0}


def test_gain_a_minor_draws_4_keeps_1():
    m = new_match()
    act(m, do="growth", option=2)
    before = list(m.state["powers"]["minor"]["deck"][:4])
    act(m, do="gain", deck="minor")
    assert me(m)["drawn"] == before and kind(m) == "keep"
    act(m, do="keep", card=before[2])
    assert before[2] in me(m)["hand"] and me(m)["drawn"] == []
    assert m.state["powers"]["minor"]["discard"] == [before[0], before[1], before[3]]
    assert kind(m) == "grow" and me(m)["forget"] is False


def test_gain_a_major_then_forget_a_card():
    m = new_match()
    act(m, do="growth", option=2)
    act(m, do="gain", deck="major")
    major = me(m)["drawn"][0]
    act(m, do="keep", card=major)
    assert kind(m) == "forget" and me(m)["forget"] is True
    assert sorted(a["card"] for a in choices(m, do="forget")) == sorted(D.unique_powers(MUD) + [major])
    act(m, do="forget", card=WATERWAYS)
    assert me(m)["forgotten"] == [WATERWAYS] and WATERWAYS not in me(m)["hand"] and me(m)["forget"] is False
    act(m, do="take", track="energy")
    act(m, do="place", land="G1")


def test_forgetting_a_major_sends_it_to_the_major_discard():
    m = new_match()
    act(m, do="growth", option=2)
    act(m, do="gain", deck="major")
    major = me(m)["drawn"][1]
    act(m, do="keep", card=major)
    act(m, do="forget", card=major)
    assert major in m.state["powers"]["major"]["discard"] and me(m)["forgotten"] == []


def test_reclaim_returns_the_discard_to_hand():
    state = fresh_state()
    p = state["spirits"]["0"]
    p["hand"].remove(WATERWAYS)
    p["hand"].remove(VAPORS)
    p["discard"] = [WATERWAYS, VAPORS]
    m = load(state)
    act(m, do="growth", option=0)
    assert sorted(me(m)["hand"]) == sorted(D.unique_powers(MUD)) and me(m)["discard"] == []


def test_energy_is_the_highest_uncovered_number():
    state = fresh_state()
    put_presence(state, "G1", 3)  # 3 taken from the energy track: 1, plant, 2, 3 uncovered
    m = load(state)
    act(m, do="growth", option=0)
    act(m, do="take", track="card_plays")
    act(m, do="place", land="G2")
    assert me(m)["energy"] == 3


def test_card_plays_up_to_the_limit_costs_paid():
    state = fresh_state()
    state["spirits"]["0"]["energy"] = 2
    m = load(at_play(state))
    offered = {a["card"] for a in choices(m, do="play")}
    assert offered == set(D.unique_powers(MUD))  # every cost is at most 2
    act(m, do="play", card=THICKETS)
    assert me(m)["energy"] == 0 and me(m)["played"] == [THICKETS]
    assert choices(m, do="play") == [] and [a["do"] for a in m.legal()] == ["done"]  # 1 card play
    assert refusal(m, {"do": "play", "card": VAPORS})[0] == "horizons.refuse.no_plays_left"


def test_a_card_costing_more_than_the_energy_is_not_offered():
    state = fresh_state()
    state["spirits"]["0"]["energy"] = 1
    put_presence(state, "G2", 3)  # one presence from a track...
    state["spirits"]["0"]["tracks"] = {"energy": 0, "card_plays": 1}  # ...the card-play one: 2 plays
    m = load(at_play(state))
    assert THICKETS not in [a["card"] for a in choices(m, do="play")]
    assert refusal(m, {"do": "play", "card": THICKETS})[0] == "horizons.refuse.not_enough_energy"
    act(m, do="play", card=WATERWAYS)
    act(m, do="play", card=VAPORS)
    assert me(m)["energy"] == 0 and choices(m, do="play") == []


def test_elements_count_for_the_round_and_are_never_spent():
    state = island_state()
    set_land(state, "G3", explorer=1)
    set_land(state, "G2", dahan=1)
    state["spirits"]["0"]["energy"] = 1
    m = load(at_play(state))
    act(m, do="play", card=WATERWAYS)  # moon water animal: water 1 meets the innate's first level
    have = S.elements(m.state, 0)
    assert have["water"] == 1 and S.innate_levels(m.state, 0, MIRE) == [0]
    to_invaders(m)
    act(m, do="use", power=WATERWAYS)
    act(m, do="aim", land="G2")
    while kind(m) not in ("powers", None):
        act(m, **{k: v for k, v in m.legal()[-1].items() if k not in ("label", "target", "group")})
    assert S.elements(m.state, 0) == have and MIRE in [a["power"] for a in choices(m, do="use")]


# ---- Powers ---------------------------------------------------------------------------------------

def played(cards, energy=5, seed=1, state=None):
    state = state or island_state(seed)
    p = state["spirits"]["0"]
    p["energy"] = energy
    extra = max(0, len(cards) - 1) - p["tracks"]["card_plays"]  # card plays uncovered by presence in G1
    p["tracks"]["card_plays"] += extra
    if extra:
        state["lands"]["G1"]["presence"]["0"] = state["lands"]["G1"]["presence"].get("0", 0) + extra
    m = load(at_play(state))
    for c in cards:
        act(m, do="play", card=c)
    return m


def test_fast_powers_in_the_fast_phase_slow_in_the_slow():
    m = played([THICKETS, WATERWAYS])
    act(m, do="done")
    assert kind(m) == "powers" and [a["power"] for a in choices(m, do="use")] == [THICKETS]
    act(m, do="use", power=THICKETS)
    act(m, do="aim", land="G2")
    # the fast phase ends by itself once nothing is left; the slow phase offers the slow card
    offered = [a["power"] for a in choices(m, do="use")]
    assert m.state["flow"][-1]["speed"] == "slow" and WATERWAYS in offered and THICKETS not in offered


def test_a_fast_power_not_used_is_lost():
    m = played([THICKETS, WATERWAYS])
    act(m, do="done")
    events = act(m, do="done")  # skip the fast phase
    assert logged(events, "powers_done")[0]["unused"] == [THICKETS]
    assert m.state["flow"][-1]["speed"] == "slow" and THICKETS not in [a["power"] for a in choices(m, do="use")]
    assert refusal(m, {"do": "use", "power": THICKETS})[0] == "horizons.refuse.wrong_speed"
    assert me(m)["energy"] == 2  # the energy paid is not returned


def test_each_power_once_per_round():
    m = played([THICKETS, WATERWAYS])
    act(m, do="done")
    act(m, do="use", power=THICKETS)
    act(m, do="aim", land="G1")
    assert THICKETS in me(m)["used"] and lands(m, "G1")["defend"] == 5
    assert m.state["flow"][-1]["speed"] == "slow"  # nothing left: the fast phase ended by itself
    assert refusal(m, {"do": "use", "power": THICKETS})[0] == "horizons.refuse.already_used"
    act(m, do="use", power=WATERWAYS)
    act(m, do="aim", land="G2")
    assert WATERWAYS not in [a.get("power") for a in m.legal()]


def test_range_counts_from_presence():
    state = island_state()
    put_presence(state, "G8", 1)
    m = played([THICKETS], state=state)
    act(m, do="done")
    act(m, do="use", power=THICKETS)
    # range 1 from G2 and from G8
    assert [a["land"] for a in choices(m, do="aim")] == ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"]


def test_range_from_a_sacred_site_only():
    state = island_state()
    put_presence(state, "G2", 1)
    put_presence(state, "G7", 2)  # the only sacred site
    for land in state["lands"]:
        set_land(state, land, explorer=1)
    m = played([VAPORS], state=state)
    act(m, do="done")
    act(m, do="use", power=VAPORS)
    # range 2 from G7, never from G2's single presence (G1 is 3 from G7)
    assert [a["land"] for a in choices(m, do="aim")] == ["G2", "G3", "G4", "G5", "G6", "G7", "G8"]


def test_range_from_a_source_terrain_only():
    state = island_state()
    put_presence(state, "G6", 1)  # a jungle
    to_hand(state, "the_jungle_hungers")  # range 1 from a jungle where you have presence
    m = played(["the_jungle_hungers"], state=state)
    act(m, do="done")
    assert kind(m) == "powers"
    act(m, do="use", power="the_jungle_hungers")
    assert [a["land"] for a in choices(m, do="aim")] == ["G1", "G2", "G5", "G6", "G8"]  # within 1 of G6 only


def test_target_filter_lands_with_invaders():
    state = island_state()
    set_land(state, "G4", town=1)
    set_land(state, "G1", dahan=1)
    m = played([VAPORS], state=state)
    to_invaders(m)
    assert kind(m) == "powers"
    act(m, do="use", power=VAPORS)
    invaded = [l for l, here in m.state["lands"].items() if here["explorer"] or here["town"] or here["city"]]
    assert "G4" in invaded and "G1" not in invaded  # in range of G2 (range 2), G1 without invaders
    assert [a["land"] for a in choices(m, do="aim")] == invaded


def test_a_power_without_a_target_is_not_offered():
    state = island_state()
    put_presence(state, "G2", 1)  # no sacred site: the vapors (range 2 from one) have no target
    m = played([VAPORS, WATERWAYS], state=state)
    to_invaders(m)
    assert kind(m) == "powers" and [a["power"] for a in choices(m, do="use")] == [WATERWAYS]


def test_in_solo_a_power_for_another_spirit_targets_oneself():
    m = played([EXALT], energy=0)
    act(m, do="done")
    act(m, do="use", power=EXALT)
    assert [a["spirit"] for a in choices(m, do="aim")] == [0]


def test_the_innate_power_needs_its_threshold():
    for card, offered in ((VAPORS, [VAPORS, MIRE]), ("savage_mawbeasts", ["savage_mawbeasts"])):  # water 1 / 0
        state = island_state()
        set_land(state, "G3", explorer=1)
        to_hand(state, "savage_mawbeasts")
        m = played([card], state=state)
        to_invaders(m)
        assert sorted(a["power"] for a in choices(m, do="use")) == sorted(offered)


# ---- Ravage ---------------------------------------------------------------------------------------

def test_ravage_damage_is_x1_x2_x3_minus_defend():
    state = island_state()
    set_land(state, "G3", explorer=1, town=1, city=1, defend=2)  # 6 - 2
    _, events = invader_phase(state, ravage="stage1_sands")
    assert logged(events, "ravage") == [{"land": "G3", "damage": 4}]


def test_one_damage_adds_no_blight_two_add_one_and_destroy_presence():
    state = island_state()
    set_land(state, "G3", explorer=1, presence=1)
    set_land(state, "G5", explorer=2, presence=1)
    m, events = invader_phase(state, ravage="stage1_sands")
    if kind(m) == "ravage_order":
        act(m, land="G3")
    assert lands(m, "G3")["blight"] == 0 and lands(m, "G3")["presence"] == {"0": 1}
    assert lands(m, "G5")["blight"] == 1 and lands(m, "G5")["presence"] == {}
    assert m.state["destroyed_presence"]["0"] == 1 and m.state["pools"]["blight"] == 6  # 7 in all


def test_the_player_orders_the_lands_of_a_ravage():
    state = island_state()
    set_land(state, "G3", explorer=1)
    set_land(state, "G5", explorer=1)
    m, _ = invader_phase(state, ravage="stage1_sands")
    assert kind(m) == "ravage_order" and [a["land"] for a in choices(m, do="ravage")] == ["G3", "G5"]
    events = act(m, do="ravage", land="G5")
    assert [a["land"] for a in logged(events, "ravage")] == ["G5", "G3"]


def test_blight_on_blight_cascades_into_an_adjacent_land_the_player_picks_and_chains():
    state = island_state()
    set_land(state, "G3", town=1, blight=1)
    set_land(state, "G2", blight=1)
    m, _ = invader_phase(state, ravage="stage1_sands")
    assert kind(m) == "cascade" and [a["land"] for a in choices(m, do="cascade")] == ["G2", "G4"]
    act(m, do="cascade", land="G2")  # G2 had blight: it cascades again
    assert kind(m) == "cascade" and m.state["flow"][-1]["land"] == "G2"
    assert lands(m, "G2")["blight"] == 2 and lands(m, "G2")["presence"] == {"0": 1}  # one presence destroyed
    assert [a["land"] for a in choices(m, do="cascade")] == ["G1", "G3", "G4", "G5", "G6"]
    act(m, do="cascade", land="G6")
    assert lands(m, "G6")["blight"] == 1 and lands(m, "G3")["blight"] == 2


def test_ravage_damages_the_dahan_and_the_survivors_counter_attack():
    state = island_state()
    set_land(state, "G3", explorer=1, town=1, dahan=2)  # 3 damage: one dahan destroyed, one damaged
    m, events = invader_phase(state, ravage="stage1_sands")
    assert lands(m, "G3")["dahan"] == [1]
    assert kind(m) == "damage" and m.state["flow"][-1]["n"] == 2  # 2 damage, split by the player
    act(m, do="hit", piece="town")
    act(m, do="hit", piece="town")
    assert lands(m, "G3")["town"] == [] and lands(m, "G3")["explorer"] == [0]


def test_the_dahan_counter_attack_after_zero_damage_split_by_the_player():
    state = island_state()
    set_land(state, "G3", explorer=1, town=1, dahan=1, defend=3)
    m, events = invader_phase(state, ravage="stage1_sands")  # the slow phase waits: no healing yet
    assert logged(events, "ravage") == [{"land": "G3", "damage": 0}]
    assert lands(m, "G3")["blight"] == 0 and lands(m, "G3")["dahan"] == [0]
    assert kind(m) == "damage" and {a["piece"] for a in choices(m, do="hit")} == {"explorer", "town"}
    act(m, do="hit", piece="explorer")  # the second point has one piece left to go to
    assert lands(m, "G3")["explorer"] == [] and lands(m, "G3")["town"] == [1]


def test_no_ravage_without_invaders_or_without_a_card():
    state = island_state()
    set_land(state, "G3", dahan=2)
    set_land(state, "G4", explorer=2)  # a wetland: not on the card
    _, events = invader_phase(state, ravage="stage1_sands")
    assert logged(events, "ravage") == []
    state = island_state()
    set_land(state, "G3", explorer=2)
    _, events = invader_phase(state, ravage=None, build="stage1_mountain")
    assert logged(events, "ravage") == []


# ---- Build, Explore, Advance ------------------------------------------------------------------------

def test_build_a_city_where_towns_outnumber_cities_else_a_town():
    state = island_state()
    set_land(state, "G3", town=1)  # a city
    set_land(state, "G5", explorer=1, city=1)  # a town
    set_land(state, "G2", town=1, city=1)  # not on the card (wetland)
    m, events = invader_phase(state, build="stage1_sands")
    assert lands(m, "G3")["city"] == [0] and lands(m, "G3")["town"] == [0]
    assert lands(m, "G5")["town"] == [0] and lands(m, "G5")["city"] == [0]
    assert lands(m, "G2")["town"] == [0] and lands(m, "G2")["city"] == [0]


def test_no_build_without_invaders():
    state = island_state()
    set_land(state, "G3", dahan=1)
    m, _ = invader_phase(state, build="stage1_sands")
    assert lands(m, "G3")["town"] == [] and lands(m, "G3")["city"] == []


def test_a_build_at_the_mud_s_sacred_site_places_an_explorer():
    state = island_state()
    set_land(state, "G2", town=1)  # the sacred site: an explorer, not a city
    set_land(state, "G4", town=1, presence=1)  # a single presence: the usual city
    m, _ = invader_phase(state, build="stage1_wetland")
    assert lands(m, "G2")["explorer"] == [0] and lands(m, "G2")["city"] == []
    assert lands(m, "G4")["city"] == [0]


def test_explore_for_its_three_reasons_only():
    state = island_state()
    set_land(state, "G8", town=1)  # G8 itself; G6 is adjacent; G1 is coastal
    m, events = invader_phase(state, deck=["stage1_mountain"] + [c for c in D.invader_cards()
                                                                 if D.invader_stage(c) > 1])
    assert lands(m, "G8")["explorer"] == [0] and lands(m, "G1")["explorer"] == [0]
    state = island_state()
    set_land(state, "G5", city=1)  # adjacent to G6 (jungle); G7 is adjacent too
    set_land(state, "G1", town=1)  # adjacent to G6
    m, _ = invader_phase(state, deck=["stage1_jungle"] + [c for c in D.invader_cards() if D.invader_stage(c) > 1])
    assert lands(m, "G6")["explorer"] == [0] and lands(m, "G7")["explorer"] == [0]
    state = island_state(keeper=False)  # inland jungles with no town or city near: nothing
    set_land(state, "G3", city=1)
    m, _ = invader_phase(state, deck=["stage1_jungle"] + [c for c in D.invader_cards() if D.invader_stage(c) > 1])
    assert lands(m, "G6")["explorer"] == [] and lands(m, "G7")["explorer"] == []


def stage2_deck(first):
    return [first] + [c for c in D.invader_cards(2) if c != first][:3] + D.invader_cards(3)[:5]


def test_a_stage2_card_adds_a_town_on_its_first_reveal_before_its_explorers():
    state = island_state()
    set_land(state, "G8", town=1)
    set_invaders(state, deck=stage2_deck("stage2_mountain"))
    m = load(at_play(state))
    to_invaders(m)
    assert kind(m) == "special"
    offered = [a["land"] for a in choices(m, do="land")]
    assert "G8" not in offered and len(offered) == 7  # a land of the board without a town
    act(m, do="land", land="G6")
    # G6 is no mountain; G1 (coastal) and G8 explored; the card's action is spent
    assert lands(m, "G6")["town"] == [0] and lands(m, "G1")["explorer"] == [0]
    assert m.state["invader"]["special_done"] == ["stage2_mountain"]


def test_the_stage2_action_is_off_by_option():
    state = island_state(stage2_special=False)
    set_land(state, "G8", town=1)
    set_invaders(state, deck=stage2_deck("stage2_mountain"))
    m = load(at_play(state), stage2_special=False)
    to_invaders(m)
    assert kind(m) != "special" and sum(len(l["town"]) for l in m.state["lands"].values()) == 1
    assert m.state["invader"]["special_done"] == []


def test_a_stage3_card_acts_on_both_its_terrains():
    state = island_state()
    set_land(state, "G3", town=1)  # sands
    set_land(state, "G6", town=1)  # jungle
    set_land(state, "G8", town=1)  # mountain: not on the card
    deck = D.invader_cards(3)
    deck.remove("stage3_jungle_sands")
    set_invaders(state, ravage="stage3_jungle_sands", deck=deck[:3])
    m = load(at_play(state))
    to_invaders(m)
    assert kind(m) == "ravage_order" and [a["land"] for a in choices(m, do="ravage")] == ["G3", "G6"]


def test_stage3_explore_on_both_terrains():
    state = island_state(keeper=False)
    set_land(state, "G2", town=1)
    deck = [c for c in D.invader_cards(3)]
    deck.remove("stage3_jungle_sands")
    set_invaders(state, deck=["stage3_jungle_sands"] + deck[:3])
    m = load(at_play(state))
    to_invaders(m)
    # sands G3 (coastal, by G2) G5 (by G2); jungle G6 (by G2); G7 has no reason
    assert [l for l in ("G3", "G5", "G6", "G7") if lands(m, l)["explorer"]] == ["G3", "G5", "G6"]


def test_advance_moves_each_card_one_space():
    state = island_state()
    set_land(state, "G8", town=1)
    m, events = invader_phase(state, ravage="stage1_sands", build="stage1_wetland",
                              deck=["stage1_mountain"] + [c for c in D.invader_cards() if D.invader_stage(c) > 1])
    inv = m.state["invader"]
    assert inv["discard"][-1] == "stage1_sands" and inv["ravage"] == "stage1_wetland"
    assert inv["build"] == "stage1_mountain" and inv["explore"] is None


# ---- Time passes ----------------------------------------------------------------------------------

def test_time_passes_heals_ends_defend_discards_played_cards():
    state = island_state()
    set_land(state, "G3", explorer=1, town=[1], dahan=[1])
    state["spirits"]["0"]["energy"] = 3
    m = load(at_play(state))
    act(m, do="play", card=THICKETS)
    act(m, do="done")
    act(m, do="use", power=THICKETS)
    act(m, do="aim", land="G3")  # defend 5 there: no blight, counter-attack follows
    while kind(m) == "damage":
        act(m, **{k: v for k, v in m.legal()[0].items() if k in ("do", "piece", "damage")})
    act(m, do="done")  # the slow phase: the innate is not used
    assert kind(m) == "spirit" and m.state["round"] == 2
    here = lands(m, "G3")
    assert here["defend"] == 0 and all(d == 0 for k in ("explorer", "town", "city", "dahan") for d in here[k])
    assert me(m)["played"] == [] and THICKETS in me(m)["discard"] and me(m)["used"] == []
    assert me(m)["energy"] == 1  # unspent energy carries over


# ---- Fear and terror ------------------------------------------------------------------------------

def earn_next(state, card):
    """Make ``card`` the top of the fear deck."""
    fear = state["fear"]
    for pile in ("deck", "unused"):
        if card in fear[pile]:
            fear[pile].remove(card)
    fear["deck"].insert(0, card)
    while len(fear["deck"]) + len(fear["earned"]) + len(fear["discard"]) > 9:
        fear["unused"].append(fear["deck"].pop())


def test_fear_cards_resolve_in_the_order_earned_at_the_terror_level(monkeypatch):
    calls = {}
    for card in ("retreat", "isolation"):
        for level in (1, 2, 3):
            monkeypatch.setitem(O.PROGRAMS, f"{card}:{level}",
                                [{"op": "round_effect", "effect": {"kind": f"{card}_{level}"}}])
    state = island_state()
    earn_next(state, "isolation")
    earn_next(state, "retreat")
    fear = state["fear"]
    fear["earned"] = fear["deck"][:2]
    fear["deck"] = fear["deck"][2:]
    fear_deck_left(state, 6, earned=0)
    fear["earned"] = ["retreat", "isolation"]
    fear["discard"] = [c for c in fear["discard"] if c not in fear["earned"]]
    m, events = invader_phase(state)
    assert [e["kind"] for e in m.state["effects"]] == ["retreat_2", "isolation_2"]  # terror 2 (6 left)
    assert m.state["fear"]["discard"][-2:] == ["retreat", "isolation"] and m.state["fear"]["earned"] == []


def test_a_fear_card_earned_while_they_resolve_goes_to_the_bottom(monkeypatch):
    monkeypatch.setitem(O.PROGRAMS, "retreat:1", [{"op": "fear", "n": 4}])  # earns the next card
    state = island_state()
    for card in ("scapegoats", "isolation", "retreat"):
        earn_next(state, card)
    fear = state["fear"]
    fear["earned"], fear["deck"] = ["retreat", "isolation"], fear["deck"][2:]
    m, events = invader_phase(state)
    # scapegoats, earned by retreat, resolves after isolation (terror 2 now: 6 cards left)
    assert [(a["card"], a["level"]) for a in logged(events, "fear_card")] == \
        [("retreat", 1), ("isolation", 2), ("scapegoats", 2)]
    assert m.state["fear"]["discard"][-3:] == ["retreat", "isolation", "scapegoats"]


def test_fear_fills_the_pool_earns_a_card_and_a_divider_raises_terror():
    state = island_state()
    fear_deck_left(state, 7)  # one more card reaches the level 2 divider
    state["pools"]["fear"], state["pools"]["generated"] = 1, 3
    state["spirits"]["0"]["energy"] = 2
    set_land(state, "G8", town=1)
    m = load(at_play(state))
    act(m, do="play", card=THICKETS)
    act(m, do="done")
    act(m, do="use", power=THICKETS)
    events = act(m, do="aim", land="G1")  # 1 fear
    assert logged(events, "fear_card_earned") == [{"count": 1, "terror": 2}]
    assert logged(events, "terror_rises") == [{"terror": 2}]
    assert logged(events, "fear_card")[0]["level"] == 2  # resolved in the invader phase at level 2
    assert m.state["fear"]["terror"] == 2 and len(m.state["fear"]["deck"]) == 6
    assert (m.state["pools"]["fear"], m.state["pools"]["generated"]) == (4, 0)


# ---- Winning and losing ---------------------------------------------------------------------------

def result(m):
    assert kind(m) is None
    return m.state["result"]


def test_terror1_victory_when_the_last_invader_falls_mid_counter_attack():
    state = island_state(keeper=False)
    set_land(state, "G3", explorer=1, dahan=1, defend=1)
    m, events = invader_phase(state, ravage="stage1_sands")
    assert result(m) == {"reason": "victory_terror1_no_invaders", "won": True, "round": 1, "terror": 1,
                         "blight_left": 7, "fear_cards_left": 9}
    assert logged(events, "game_over") and m.game.result(m.state)["reason"] == "victory_terror1_no_invaders"


def test_terror2_victory_with_explorers_left():
    state = island_state(keeper=False)
    fear_deck_left(state, 6)
    set_land(state, "G3", town=1, dahan=1, defend=2)
    set_land(state, "G6", explorer=1)
    m, _ = invader_phase(state, ravage="stage1_sands")
    r = result(m)
    assert r["reason"] == "victory_terror2_no_towns_or_cities" and r["terror"] == 2 and r["fear_cards_left"] == 6


def test_terror3_victory_with_towns_left():
    state = island_state(keeper=False)
    fear_deck_left(state, 3)
    set_land(state, "G3", city=1, dahan=2, defend=3)
    set_land(state, "G6", town=1)
    m, _ = invader_phase(state, ravage="stage1_sands")
    r = result(m)
    assert r["reason"] == "victory_terror3_no_cities" and r["terror"] == 3


def test_no_terror_victory_one_level_early():
    state = island_state(keeper=False)
    fear_deck_left(state, 7)  # terror 1: the town left elsewhere keeps the game going
    set_land(state, "G3", town=1, dahan=1, defend=2)
    set_land(state, "G6", explorer=1)
    m, _ = invader_phase(state, ravage="stage1_sands")
    assert kind(m) is not None


def test_terror4_victory_mid_power_when_the_fear_deck_empties():
    state = island_state()
    fear_deck_left(state, 1)
    state["pools"]["fear"], state["pools"]["generated"] = 1, 3
    state["spirits"]["0"]["energy"] = 2
    set_land(state, "G8", city=1)
    m = load(at_play(state))
    act(m, do="play", card=THICKETS)
    act(m, do="done")
    act(m, do="use", power=THICKETS)
    act(m, do="aim", land="G1")
    r = result(m)
    assert r["reason"] == "victory_terror4_fear_deck_empty" and r["terror"] == 4 and r["fear_cards_left"] == 0


def test_loss_when_the_blight_pool_empties_mid_ravage():
    state = island_state(keeper=False)
    set_land(state, "G1", blight=6)  # one left in the pool (7 in all)
    set_land(state, "G3", explorer=2, dahan=2)
    m, events = invader_phase(state, ravage="stage1_sands")
    assert result(m) == {"reason": "loss_blight_pool_empty", "won": False, "round": 1, "terror": 1,
                         "blight_left": 0, "fear_cards_left": 9}
    assert lands(m, "G3")["dahan"] == [0, 0]  # the ravage stopped at the blight


def test_loss_when_a_spirit_has_no_presence():
    state = island_state()
    put_presence(state, "G2", 0)
    put_presence(state, "G3", 1)
    set_land(state, "G3", explorer=2)
    m, _ = invader_phase(state, ravage="stage1_sands")
    r = result(m)
    assert r["reason"] == "loss_spirit_without_presence" and r["blight_left"] == 6


def test_loss_when_an_invader_card_must_be_revealed_from_an_empty_deck():
    state = island_state()
    set_land(state, "G8", town=1)
    state["round"] = 12
    m, _ = invader_phase(state, ravage="stage3_jungle_sands", build="stage3_mountain_wetland", deck=[])
    r = result(m)
    assert r["reason"] == "loss_invader_deck_empty" and r["round"] == 12


def test_sacrificial_victory_when_one_step_wins_and_loses(monkeypatch):
    # our reading: one uninterrupted run of a power's operations is one moment
    monkeypatch.setitem(O.PROGRAMS, THICKETS, [{"op": "fear", "n": 1}, {"op": "add", "piece": "blight"}])
    state = island_state()
    fear_deck_left(state, 1)
    state["pools"]["fear"], state["pools"]["generated"] = 1, 3
    set_land(state, "G5", blight=6)  # the pool is down to its last blight
    state["spirits"]["0"]["energy"] = 2
    set_land(state, "G8", city=1)
    m = load(at_play(state))
    act(m, do="play", card=THICKETS)
    act(m, do="done")
    act(m, do="use", power=THICKETS)
    act(m, do="aim", land="G1")
    r = result(m)
    assert r["reason"] == "victory_sacrificial" and r["won"] is True and r["blight_left"] == 0 and r["terror"] == 4


# ---- one-round effects that stop invader actions (phases.skipped) ---------------------------------

def stopping(monkeypatch, actions):
    """Thickets, for this test, makes a one-round effect stopping ``actions`` in its target land."""
    monkeypatch.setitem(O.PROGRAMS, THICKETS, [{"op": "round_effect", "effect": {"kind": "skip", "land": "target",
                                                                                 "actions": actions}}])


def test_a_stopped_ravage_deals_no_damage_and_the_dahan_do_not_counter_attack(monkeypatch):
    stopping(monkeypatch, ["ravage"])
    state = island_state()
    set_land(state, "G3", explorer=1, town=1, dahan=2)
    set_land(state, "G5", explorer=1)  # ravaged as usual
    set_invaders(state, ravage="stage1_sands")
    state["spirits"]["0"]["energy"] = 2
    m = load(at_play(state))
    act(m, do="play", card=THICKETS)
    act(m, do="done")
    act(m, do="use", power=THICKETS)
    events = act(m, do="aim", land="G3")
    assert [a["land"] for a in logged(events, "ravage")] == ["G5"]
    here = lands(m, "G3")
    assert (here["explorer"], here["town"], here["dahan"], here["blight"]) == ([0], [0], [0, 0], 0)
    assert logged(events, "counterattack") == []


def test_a_stopped_build_adds_nothing(monkeypatch):
    stopping(monkeypatch, ["build"])
    state = island_state()
    set_land(state, "G3", town=1)
    set_land(state, "G5", town=1)
    set_invaders(state, build="stage1_sands")
    state["spirits"]["0"]["energy"] = 2
    m = load(at_play(state))
    act(m, do="play", card=THICKETS)
    act(m, do="done")
    act(m, do="use", power=THICKETS)
    events = act(m, do="aim", land="G3")
    assert logged(events, "build_stopped") == [{"land": "G3"}]
    assert lands(m, "G3")["city"] == [] and lands(m, "G5")["city"] == [0]
