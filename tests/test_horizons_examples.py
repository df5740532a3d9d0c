"""Horizons of Spirit Island: the seed's worked examples (its pictures' captions), each set up as a
loaded position (checked by the game's loader) and played through the real flow; and the rules
page's worked examples, saves a reader steps through."""

import importlib.util
import json
import os

import pytest

from engine_helpers import POSITIONS, call
from horizons_helpers import (act, at_play, choices, clear_island, fear_deck_left, fresh_state, kind, load, logged,
                              put_presence, set_invaders, set_land, to_invaders)
from pyengine.core.match import Match
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


# ---- the rules page's worked examples: saves a reader steps through --------------------------------
# Written by tests/positions/spirit_island_horizons_make_examples.py; each test checks the outcome
# its caption on web/rules/spirit_island_horizons.html states.

EXAMPLES = ("growth", "ravage", "build_explore", "fear")


def example(name: str) -> dict:
    with open(os.path.join(POSITIONS, f"spirit_island_horizons_example_{name}.json")) as f:
        return json.load(f)


def at_step(name: str, step: int | None = None) -> Match:
    """The example after its first ``step`` actions (all by default), replayed by the loader as
    the rules page loads it."""
    save = example(name)
    if step is not None:
        save = dict(save, actions=save["actions"][:step], position=None)
    return Match.from_save(json.loads(json.dumps(save)))


def counts(m: Match, land: str) -> dict:
    here = m.state["lands"][land]
    out = {k: len(here[k]) for k in ("explorer", "town", "city", "dahan") if here[k]}
    out.update({k: here[k] for k in ("blight",) if here[k]})
    out.update({"presence": n for n in here["presence"].values()})
    return out


@pytest.mark.parametrize("name", EXAMPLES)
def test_each_example_loads_at_every_step_through_the_bridge(name):
    save = example(name)
    assert save["game"] == "spirit_island_horizons" and len(save["actions"]) >= 2
    for step in range(len(save["actions"]) + 1):
        partial = dict(save, actions=save["actions"][:step], position=None)
        match = call(op="load", save=json.dumps(partial))["match"]
        assert call(op="view", match=match, player=0)["view"]["actions_played"] == step
        call(op="close", match=match)


def test_the_committed_examples_are_what_the_make_script_writes():
    spec = importlib.util.spec_from_file_location("make", os.path.join(POSITIONS, "spirit_island_horizons_make_examples.py"))
    make = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make)
    assert list(make.EXAMPLES) == list(EXAMPLES)
    for name, build in make.EXAMPLES.items():
        assert json.loads(json.dumps(build())) == example(name), name


def test_growth_example_a_card_a_presence_and_energy():
    # caption: the third option; a minor card kept of 4; the presence from the card-play track into G3;
    # then 3 energy (2 from growth, 1 from the track) and 2 card plays
    before, m = at_step("growth", 0), at_step("growth")
    p0, p = before.state["spirits"]["0"], m.state["spirits"]["0"]
    assert (p0["energy"], p0["tracks"], len(p0["hand"])) == (0, {"energy": 0, "card_plays": 0}, 4)
    assert p["growth"] == 2 and p["energy"] == 3 and p["tracks"] == {"energy": 0, "card_plays": 1}
    assert len(p["hand"]) == 5 and "reaching_grasp" in p["hand"]
    assert len(m.state["powers"]["minor"]["discard"]) == 3
    assert counts(m, "G3") == {"explorer": 1, "dahan": 1, "presence": 1} and counts(m, "G2")["presence"] == 2
    assert m.pending().kind == "spirit" and m.state["flow"][-1]["step"] == "play"


def test_ravage_example_blight_cascades_and_the_dahan_strike_back():
    # caption: explorer + town deal 3 in G3, which had blight: a blight there and one cascading
    # into G4; the presence in G3 destroyed; one dahan destroyed, one damaged; the survivor's 2
    # damage destroys the town (1 fear)
    before, m = at_step("ravage", 0), at_step("ravage")
    assert counts(before, "G3") == {"explorer": 1, "town": 1, "dahan": 2, "blight": 1, "presence": 1}
    assert counts(m, "G3") == {"explorer": 1, "dahan": 1, "blight": 2}
    assert m.state["lands"]["G3"]["dahan"] == [1]  # damaged
    assert counts(m, "G4") == {"blight": 1}
    assert before.state["pools"]["blight"] - m.state["pools"]["blight"] == 2
    assert m.state["destroyed_presence"] == {"0": 1}
    assert m.state["pools"]["generated"] == 1
    cascade = at_step("ravage", 2)
    assert [a["land"] for a in cascade.legal()] == ["G2", "G4"]
    # round 2, the first with a card to ravage; the log begins with it
    assert before.state["round"] == 2
    assert [e["args"] for e in before.view(0)["log"] if e["key"] == "horizons.log.round"] == [{"round": 2}]


def test_build_and_explore_example():
    # caption: sands build: G3 (a town, no city) gets a city, G5 (an explorer and a city) a town;
    # mountain explore: G1 and G8, each next to a town, get an explorer
    before, m = at_step("build_explore", 0), at_step("build_explore")
    assert m.state["invader"]["ravage"] == "stage1_sands" and m.state["invader"]["build"] == "stage1_mountain"
    assert counts(m, "G3") == {"town": 1, "city": 1}
    assert counts(m, "G5") == {"explorer": 1, "town": 1, "city": 1}
    assert counts(m, "G1") == {"explorer": 1} and counts(m, "G8") == {"explorer": 1}
    changed = [land for land in m.state["lands"] if counts(m, land) != counts(before, land)]
    assert changed == ["G1", "G3", "G5", "G8"]


def test_fear_example_a_card_earned_at_the_divider_resolves_at_level_2():
    # caption: 1 fear short of a card, 7 cards left (one above the level II divider): Thickets'
    # fear earns the card, terror rises to II, the markers return; in the invader phase the card
    # removes an explorer or a town from a coastal land (G3 has both): the town
    before, earned, m = at_step("fear", 0), at_step("fear", 4), at_step("fear")
    assert before.state["fear"]["terror"] == 1 and len(before.state["fear"]["deck"]) == 7
    assert (before.state["pools"]["fear"], before.state["pools"]["generated"]) == (1, 3)
    assert earned.state["fear"]["terror"] == 2 and len(earned.state["fear"]["deck"]) == 6
    assert (earned.state["pools"]["fear"], earned.state["pools"]["generated"]) == (4, 0)
    assert earned.state["fear"]["resolving"] == "emigration_accelerates"
    assert sorted((a["land"], a["piece"]) for a in earned.legal()) == [("G3", "explorer"), ("G3", "town")]
    assert counts(before, "G3") == {"explorer": 1, "town": 1} and counts(m, "G3") == {"explorer": 1}
    assert m.state["fear"]["discard"][-1] == "emigration_accelerates"
