"""Horizons of Spirit Island: the seed's worked examples (its pictures' captions), each set up as a
loaded position (checked by the game's loader) and played through the real flow."""

from horizons_helpers import (act, at_play, choices, clear_island, fear_deck_left, fresh_state, kind, load, logged,
                              put_presence, set_invaders, set_land, to_invaders)
from pyengine.games.spirit_island_horizons import data as D

WATERWAYS = "open_shifting_waterways"  # slow, 1 energy, range 1: gather up to 2 dahan, then 1 fear + 1 damage
THICKETS = "intractable_thickets_and_thorns"  # fast, 2 energy, range 1: 1 fear, defend 5


def island(keeper=True):
    """Nothing on the island but the spirit's 2 presence in G2 (and a city in G8: no victory yet)."""
    state = fresh_state()
    clear_island(state)
    if keeper:
        set_land(state, "G8", city=1)
    set_invaders(state)
    return state


def start(state, cards=(), energy=None, **track):
    """Load ``state`` at the play step with this invader track, play ``cards`` (the slow
    Waterways by default, so the slow phase waits before Time passes heals anything)."""
    set_invaders(state, **track)
    p = state["spirits"]["0"]
    p["energy"] = 3 if energy is None else energy
    m = load(at_play(state))
    for card in cards or (WATERWAYS,):
        act(m, do="play", card=card)
    return m


def here(m, land):
    return m.state["lands"][land]


def result(m):
    assert kind(m) is None, m.legal()
    return m.state["result"]


def later_than_stage1():
    return [c for c in D.invader_cards() if D.invader_stage(c) > 1]


def test_an_explorer_and_a_town_deal_3_to_the_land_and_the_dahan():
    # "The invaders have an explorer and a town here: 3 damage. Blight is added; each spirit
    # there loses a presence; one dahan destroyed, the other damaged; the survivor deals 2 and
    # the players destroy the town."
    state = island()
    set_land(state, "G3", explorer=1, town=1, dahan=2, presence=1)
    m = start(state, ravage="stage1_sands")
    events = to_invaders(m)
    assert logged(events, "ravage") == [{"land": "G3", "damage": 3}]
    assert here(m, "G3")["blight"] == 1 and here(m, "G3")["presence"] == {}
    assert m.state["destroyed_presence"] == {"0": 1}
    assert here(m, "G3")["dahan"] == [1]  # one destroyed, the other damaged
    assert kind(m) == "damage" and m.state["flow"][-1]["n"] == 2
    act(m, do="hit", piece="town")
    events = act(m, do="hit", piece="town")
    assert here(m, "G3")["town"] == [] and here(m, "G3")["explorer"] == [0]
    assert m.state["pools"]["generated"] == 1  # a town destroyed: 1 fear


def test_one_damage_adds_no_blight_and_costs_no_presence():
    state = island()
    set_land(state, "G3", explorer=1, presence=1)
    m = start(state, ravage="stage1_sands")
    to_invaders(m)
    assert here(m, "G3")["blight"] == 0 and here(m, "G3")["presence"] == {"0": 1}


def test_a_town_and_no_city_builds_a_city_an_explorer_and_a_city_a_town():
    state = island()
    set_land(state, "G3", town=1)
    set_land(state, "G5", explorer=1, city=1)
    m = start(state, build="stage1_sands")
    to_invaders(m)
    assert (here(m, "G3")["town"], here(m, "G3")["city"]) == ([0], [0])
    assert (here(m, "G5")["explorer"], here(m, "G5")["town"], here(m, "G5")["city"]) == ([0], [0], [0])


def test_a_mountain_explore_adds_an_explorer_to_each_mountain_by_a_town_or_city():
    state = island(keeper=False)
    set_land(state, "G6", town=1)  # G1 and G8, the two mountains, both border the jungle G6
    m = start(state, deck=["stage1_mountain"] + later_than_stage1())
    to_invaders(m)
    explored = [l for l, pieces in m.state["lands"].items() if pieces["explorer"]]
    assert explored == ["G1", "G8"]


def test_the_first_explore_before_round_1():
    m = load(fresh_state())  # setup: the top card explored its terrain, then moved to Build
    first = m.state["first_explore"]
    assert m.state["invader"]["build"] == first["card"] and m.state["invader"]["explore"] is None
    assert all(m.state["lands"][l]["explorer"] for l in first["lands"])


def test_a_blight_on_a_blighted_land_cascades_into_the_land_the_players_pick():
    state = island()
    set_land(state, "G3", town=1, blight=1)
    m = start(state, ravage="stage1_sands")
    to_invaders(m)
    assert kind(m) == "cascade" and [a["land"] for a in choices(m, do="cascade")] == ["G2", "G4"]
    act(m, do="cascade", land="G4")  # the land below
    assert here(m, "G3")["blight"] == 2 and here(m, "G4")["blight"] == 1


def test_a_fear_card_earned_at_a_divider_raises_terror():
    # the dahan's counter-attack destroys a town: its fear empties the pool, a card is earned,
    # the level 2 divider is reached, the markers go back to the pool
    state = island()
    fear_deck_left(state, 7)
    state["pools"]["fear"], state["pools"]["generated"] = 1, 3
    set_land(state, "G3", town=1, dahan=1, defend=2)
    m = start(state, ravage="stage1_sands")
    events = to_invaders(m)
    assert logged(events, "terror_rises") == [{"terror": 2}]
    assert m.state["fear"]["terror"] == 2 and len(m.state["fear"]["deck"]) == 6
    assert (m.state["pools"]["fear"], m.state["pools"]["generated"]) == (4, 0)


# ---- each victory and each loss, as the seed's pictures show them --------------------------------

def test_victory_terror1_no_invaders_on_the_island():
    state = island(keeper=False)
    set_land(state, "G2", explorer=1, dahan=1)
    m = start(state)
    to_invaders(m)
    act(m, do="use", power=WATERWAYS)
    act(m, do="aim", land="G2")
    while kind(m) == "move":
        act(m, do="done")
    assert result(m)["reason"] == "victory_terror1_no_invaders"  # the power's 1 damage: no invaders left


def test_victory_terror2_no_towns_or_cities():
    state = island(keeper=False)
    fear_deck_left(state, 5)
    set_land(state, "G3", town=1, dahan=1, defend=2)
    set_land(state, "G7", explorer=2)
    m = start(state, ravage="stage1_sands")
    to_invaders(m)
    r = result(m)
    assert (r["reason"], r["terror"], r["round"]) == ("victory_terror2_no_towns_or_cities", 2, 1)


def test_victory_terror3_no_cities():
    state = island(keeper=False)
    fear_deck_left(state, 2)
    set_land(state, "G3", city=1, dahan=2, defend=3)
    set_land(state, "G7", town=2)
    m = start(state, ravage="stage1_sands")
    to_invaders(m)
    assert result(m)["reason"] == "victory_terror3_no_cities"


def test_victory_terror4_every_fear_card_earned():
    state = island()
    fear_deck_left(state, 1)
    state["pools"]["fear"], state["pools"]["generated"] = 1, 3
    m = start(state, cards=[THICKETS])
    act(m, do="done")
    act(m, do="use", power=THICKETS)
    act(m, do="aim", land="G2")
    r = result(m)
    assert (r["reason"], r["terror"], r["fear_cards_left"]) == ("victory_terror4_fear_deck_empty", 4, 0)


def test_loss_every_blight_taken_from_the_pool():
    state = island()
    set_land(state, "G5", blight=6)
    set_land(state, "G3", town=1)
    m = start(state, ravage="stage1_sands")
    to_invaders(m)
    r = result(m)
    assert (r["reason"], r["won"], r["blight_left"]) == ("loss_blight_pool_empty", False, 0)


def test_loss_a_spirit_with_no_presence_on_the_island():
    state = island()
    put_presence(state, "G2", 0)
    put_presence(state, "G5", 1)
    set_land(state, "G5", town=1)
    m = start(state, ravage="stage1_sands")
    to_invaders(m)
    assert result(m)["reason"] == "loss_spirit_without_presence"


def test_loss_no_invader_card_left_to_explore():
    state = island()
    state["round"] = 11
    m = start(state, ravage="stage3_mountain_sands", build="stage3_jungle_wetland", deck=[])
    to_invaders(m)
    r = result(m)
    assert (r["reason"], r["round"]) == ("loss_invader_deck_empty", 11)
