"""Horizons of Spirit Island: the spirit panel and the spirit phase
(pyengine/games/spirit_island_horizons/spirit.py). Each test names the rule it holds to
(digest: Setup, Spirit phase, Powers) and fails if it is broken."""

import doctest
import json

import pytest

from horizons_helpers import refused
from pyengine.core.errors import PositionError
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import pieces as P
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons.island import island

SOLO = island("solo_G")
MUD = "fathomless_mud_of_the_swamp"
HEAT = "rising_heat_of_stone_and_sand"
WIND = "sun_bright_whirlwind"
EYES = "eyes_watch_from_the_trees"
MUD_HAND = D.unique_powers(MUD)
RANGE = lambda n: {"op": "add_presence", "range": n}  # noqa: E731


def game(sid=MUD, seed=1):
    state = P.setup_state(SOLO)
    state["powers"] = S.setup_powers(Rng(seed))
    S.setup_spirit(state, SOLO, 0, sid, "G")
    return state


def me(state):
    return state["spirits"]["0"]


def test_the_modules_examples_run():
    assert doctest.testmod(S).failed == 0


# ---- setup ------------------------------------------------------------------------------------

def test_power_decks_are_the_36_minors_and_22_majors_shuffled_and_seeded():
    powers = S.setup_powers(Rng(5))
    assert sorted(powers["minor"]["deck"]) == sorted(D.MINOR) and len(powers["minor"]["deck"]) == 36
    assert sorted(powers["major"]["deck"]) == sorted(D.MAJOR) and len(powers["major"]["deck"]) == 22
    assert powers["minor"]["discard"] == powers["major"]["discard"] == []
    assert powers == S.setup_powers(Rng(5))
    assert len({tuple(S.setup_powers(Rng(s))["minor"]["deck"]) for s in range(20)}) == 20
    assert powers["minor"]["deck"] != D.minor_deck()


@pytest.mark.parametrize("sid", sorted(D.SPIRITS))
def test_setup_hand_presence_tracks(sid):
    state = game(sid)
    p = me(state)
    assert p["hand"] == D.unique_powers(sid) and len(p["hand"]) == 4
    assert p["played"] == p["discard"] == p["forgotten"] == p["drawn"] == p["used"] == []
    assert p["energy"] == D.start_energy(sid) and p["growth"] is None and p["forget"] is False
    assert p["tracks"] == {"energy": 0, "card_plays": 0}
    assert S.presence_lands_of(state, 0) == SOLO.starting_presence(sid, "G")
    for t in S.TRACKS:  # only the leftmost space uncovered
        assert S.uncovered(state, 0, t) == D.track(sid, t)[:1]
    assert json.loads(json.dumps(state)) == state
    S.check_powers(state, SOLO)


def test_setup_gives_the_starting_energy_of_the_data(monkeypatch):
    monkeypatch.setitem(D.SPIRITS[MUD]["setup"], "energy", 3)
    assert me(game())["energy"] == 3


# ---- tracks -----------------------------------------------------------------------------------

def test_energy_is_the_highest_uncovered_number_an_element_space_next_keeps_it():
    state = game()  # Mud energy: 1, plant, 2, 3, water, 4, 5
    assert S.energy_per_turn(state, 0) == 1
    me(state)["tracks"]["energy"] = 1  # the plant space uncovered
    assert S.energy_per_turn(state, 0) == 1 and S.elements(state, 0)["plant"] == 1
    me(state)["tracks"]["energy"] = 2
    assert S.energy_per_turn(state, 0) == 2
    me(state)["tracks"]["energy"] = 4  # water uncovered after 3
    assert S.energy_per_turn(state, 0) == 3
    me(state)["tracks"]["energy"] = 6
    assert S.energy_per_turn(state, 0) == 5


def test_energy_is_the_highest_number_not_the_sum():
    state = game(EYES)  # 1, 1, 2, plant, ...
    me(state)["tracks"]["energy"] = 1
    assert S.energy_per_turn(state, 0) == 1
    me(state)["tracks"]["energy"] = 3
    assert S.energy_per_turn(state, 0) == 2


def test_card_plays_are_the_highest_uncovered_number():
    state = game()  # Mud card plays: 1, 2, earth, 3, moon, 4
    assert S.card_plays(state, 0) == 1
    me(state)["tracks"]["card_plays"] = 2
    assert S.card_plays(state, 0) == 2 and S.elements(state, 0)["earth"] == 1
    me(state)["tracks"]["card_plays"] = 5
    assert S.card_plays(state, 0) == 4 and S.elements(state, 0)["moon"] == 1


def test_a_space_with_two_benefits_gives_both():
    state = game(WIND)  # energy: 1, 2, sun, 3, (4 + air), 6
    S.add_presence(state, SOLO, 0, RANGE(1), "energy", "G5")
    S.add_presence(state, SOLO, 0, RANGE(1), "energy", "G5")
    S.add_presence(state, SOLO, 0, RANGE(1), "energy", "G5")
    assert S.energy_per_turn(state, 0) == 3 and S.elements(state, 0)["air"] == 0
    got = S.add_presence(state, SOLO, 0, RANGE(1), "energy", "G5")
    assert got["uncovered"] == {"value": 4, "element": "air"}
    assert S.energy_per_turn(state, 0) == 4
    assert S.elements(state, 0)["air"] == 1 and S.elements(state, 0)["sun"] == 1


def test_gain_energy_phase_adds_the_track_value_and_energy_carries_over():
    state = game()
    me(state)["energy"] = 2
    me(state)["tracks"]["energy"] = 2
    assert S.gain_energy_phase(state, 0) == 2 and me(state)["energy"] == 4
    S.time_passes(state, 0)
    assert me(state)["energy"] == 4


# ---- elements ---------------------------------------------------------------------------------

def test_elements_are_track_spaces_plus_cards_played_this_round():
    state = game()
    assert S.elements(state, 0) == {e: 0 for e in D.ELEMENTS}
    me(state)["tracks"]["energy"] = 1  # plant
    me(state)["tracks"]["card_plays"] = 1
    me(state)["energy"] = 5
    S.play_card(state, 0, "exaltation_of_tangled_growth")  # water earth plant
    S.play_card(state, 0, "open_shifting_waterways")  # moon water animal
    have = S.elements(state, 0)
    assert have["plant"] == 2 and have["water"] == 2 and have["earth"] == 1 and have["moon"] == 1
    assert have["animal"] == 1 and have["fire"] == 0
    S.time_passes(state, 0)  # the cards' elements end with the round, the track's stay
    assert S.elements(state, 0) == dict({e: 0 for e in D.ELEMENTS}, plant=1)


def test_elements_are_never_spent_across_two_powers():
    state = game()
    me(state)["tracks"]["card_plays"] = 1
    me(state)["energy"] = 1
    me(state)["hand"].append("savage_mawbeasts")  # threshold animal 3
    state["powers"]["minor"]["deck"].remove("savage_mawbeasts")
    S.play_card(state, 0, "open_shifting_waterways")  # moon water animal
    S.play_card(state, 0, "exaltation_of_tangled_growth")  # water earth plant
    before = S.elements(state, 0)
    assert S.innate_levels(state, 0, "spreading_and_dreadful_mire") == [0, 1]
    S.use_power(state, 0, "spreading_and_dreadful_mire")
    S.use_power(state, 0, "open_shifting_waterways")
    assert S.elements(state, 0) == before
    assert S.innate_levels(state, 0, "spreading_and_dreadful_mire") == [0, 1]  # the same water again
    refused("already_used", S.use_power, state, 0, "open_shifting_waterways")
    refused("not_a_choice", S.use_power, state, 0, "foul_vapors_and_fetid_muck")  # in hand, not played


# ---- innate powers and thresholds -------------------------------------------------------------

@pytest.fixture
def fixed_elements(monkeypatch):
    box = {}
    monkeypatch.setattr(S, "elements", lambda state, seat: dict({e: 0 for e in D.ELEMENTS}, **box))
    return box


def test_innate_cumulative_levels_at_the_threshold_and_one_short(fixed_elements):
    state = game()
    fixed_elements.update(moon=1, water=2, earth=1)  # exactly level 2 (0-based 1)
    assert S.innate_levels(state, 0, "spreading_and_dreadful_mire") == [0, 1]
    fixed_elements.update(earth=0)  # one earth short of level 2
    assert S.innate_levels(state, 0, "spreading_and_dreadful_mire") == [0]
    fixed_elements.update(water=0)  # one water short of level 1
    assert S.innate_levels(state, 0, "spreading_and_dreadful_mire") == []
    fixed_elements.update(moon=3, water=4, earth=3, plant=2)
    assert S.innate_levels(state, 0, "spreading_and_dreadful_mire") == [0, 1, 2, 3]
    fixed_elements.update(plant=1)
    assert S.innate_levels(state, 0, "spreading_and_dreadful_mire") == [0, 1, 2]


def test_innate_replacing_uses_only_the_highest_level(fixed_elements):
    state = game(EYES)
    assert D.innate("mischief_and_sabotage")["mode"] == "replacing"
    fixed_elements.update(moon=2, plant=3)
    assert S.innate_levels(state, 0, "mischief_and_sabotage") == [1]
    fixed_elements.update(plant=2)
    assert S.innate_levels(state, 0, "mischief_and_sabotage") == [0]
    fixed_elements.update(moon=0)
    assert S.innate_levels(state, 0, "mischief_and_sabotage") == []


def test_a_cards_threshold_at_the_boundary_and_one_short(fixed_elements):
    state = game()
    fixed_elements.update(animal=3)
    assert S.thresholds_met(state, 0, "savage_mawbeasts") == [0]
    fixed_elements.update(animal=2)
    assert S.thresholds_met(state, 0, "savage_mawbeasts") == []
    assert S.thresholds_met(state, 0, "exaltation_of_tangled_growth") == []  # no threshold block


# ---- growth -----------------------------------------------------------------------------------

def test_one_growth_option_per_round():
    state = game()
    icons = S.choose_growth(state, 0, 1)
    assert icons == D.growth_options(MUD)[1] and S.growth_icons(state, 0) == icons
    refused("growth_chosen", S.choose_growth, state, 0, 2)
    S.time_passes(state, 0)
    assert me(state)["growth"] is None
    refused("no_growth", S.growth_icons, state, 0)
    for bad in (3, -1, "0", True):
        refused("not_a_choice", S.choose_growth, state, 0, bad)
    assert S.choose_growth(state, 0, 2) == D.growth_options(MUD)[2]


def test_add_presence_takes_the_leftmost_of_either_track():
    state = game()
    assert S.presence_tracks(state, 0) == ["energy", "card_plays"]
    got = S.add_presence(state, SOLO, 0, RANGE(0), "card_plays", "G2")
    assert got["uncovered"] == {"value": 2} and me(state)["tracks"]["card_plays"] == 1
    assert state["lands"]["G2"]["presence"] == {"0": 3}
    me(state)["tracks"]["card_plays"] = len(D.track(MUD, "card_plays")) - 1  # all taken
    assert S.presence_tracks(state, 0) == ["energy"]
    refused("track_empty", S.add_presence, state, SOLO, 0, RANGE(0), "card_plays", "G2")
    refused("track_empty", S.add_presence, state, SOLO, 0, RANGE(0), "presence", "G2")


def test_add_presence_within_the_icons_range_of_a_presence():
    state = game()  # presence in G2 only
    assert S.presence_lands(state, SOLO, 0, RANGE(0)) == ["G2"]
    assert S.presence_lands(state, SOLO, 0, RANGE(1)) == ["G1", "G2", "G3", "G4", "G5", "G6"]
    assert S.presence_lands(state, SOLO, 0, RANGE(2)) == SOLO.land_ids
    refused("not_in_range", S.add_presence, state, SOLO, 0, RANGE(0), "energy", "G1")
    refused("not_in_range", S.add_presence, state, SOLO, 0, RANGE(1), "energy", "G7")
    refused("not_in_range", S.add_presence, state, SOLO, 0, RANGE(1), "energy", "ocean")
    S.add_presence(state, SOLO, 0, RANGE(1), "energy", "G5")
    assert "G7" in S.presence_lands(state, SOLO, 0, RANGE(1))  # range now counts from G5 too


def test_add_presence_keeps_the_icons_terrains():
    state = game(HEAT)  # presence in G5; option 1: range 3, mountain or sands only
    icon = D.growth_options(HEAT)[1][0]
    assert icon["terrains"] == ["mountain", "sands"]
    assert S.presence_lands(state, SOLO, 0, icon) == ["G1", "G3", "G5", "G8"]
    refused("not_in_range", S.add_presence, state, SOLO, 0, icon, "energy", "G2")
    S.add_presence(state, SOLO, 0, icon, "energy", "G1")
    assert state["lands"]["G1"]["presence"] == {"0": 1}


def test_move_presence_instead_of_a_track_one():
    state = game()
    assert S.move_choices(state, SOLO, 0, RANGE(1)) == {"G2": ["G1", "G3", "G4", "G5", "G6"]}
    assert S.move_choices(state, SOLO, 0, RANGE(0)) == {}  # nowhere else within range 0
    got = S.move_presence(state, SOLO, 0, RANGE(1), "G2", "G6")
    assert got == {"from": "G2", "to": "G6"}
    assert state["lands"]["G2"]["presence"] == {"0": 1} and state["lands"]["G6"]["presence"] == {"0": 1}
    assert me(state)["tracks"] == {"energy": 0, "card_plays": 0}
    refused("not_in_range", S.move_presence, state, SOLO, 0, RANGE(1), "G2", "G7")
    refused("no_presence", S.move_presence, state, SOLO, 0, RANGE(1), "G4", "G2")
    S.check_powers(state, SOLO)


def test_gain_energy_icon():
    state = game()
    assert S.gain_energy(state, 0, {"op": "gain_energy", "amount": 2}) == 2 and me(state)["energy"] == 2
    refused("not_a_choice", S.gain_energy, state, 0, {"op": "reclaim_all"})


def test_reclaim_returns_the_whole_discard_to_hand():
    state = game()
    p = me(state)
    p["hand"], p["discard"] = MUD_HAND[:1], MUD_HAND[1:]
    assert S.reclaim_all(state, 0) == MUD_HAND[1:]
    assert sorted(p["hand"]) == sorted(MUD_HAND) and p["discard"] == []
    S.check_powers(state, SOLO)


# ---- gaining power cards ----------------------------------------------------------------------

def test_gain_a_minor_draw_4_keep_1_the_rest_to_its_discard():
    state = game()
    top = state["powers"]["minor"]["deck"][:4]
    assert S.draw_power_cards(state, 0, "minor", Rng(0)) == top and me(state)["drawn"] == top
    S.check_powers(state, SOLO)
    refused("gain_pending", S.draw_power_cards, state, 0, "minor", Rng(0))
    refused("gain_pending", S.play_card, state, 0, "exaltation_of_tangled_growth")
    refused("not_a_choice", S.keep_power_card, state, 0, state["powers"]["minor"]["deck"][0])
    got = S.keep_power_card(state, 0, top[2])
    assert got["forget"] is False and me(state)["forget"] is False
    assert me(state)["hand"][-1] == top[2] and me(state)["drawn"] == []
    assert state["powers"]["minor"]["discard"] == [top[0], top[1], top[3]]
    assert len(state["powers"]["minor"]["deck"]) == 32
    refused("nothing_drawn", S.keep_power_card, state, 0, top[0])
    refused("no_forget", S.forget_card, state, 0, top[2])
    S.check_powers(state, SOLO)


def test_drawing_reshuffles_the_discard_when_the_deck_runs_out():
    state = game()
    pile = state["powers"]["minor"]
    pile["discard"], pile["deck"] = pile["deck"][2:], pile["deck"][:2]
    first2 = list(pile["deck"])
    got = S.draw_power_cards(state, 0, "minor", Rng(3))
    assert got[:2] == first2 and len(got) == 4 and len(set(got)) == 4
    assert pile["discard"] == [] and len(pile["deck"]) == 36 - 4
    S.check_powers(state, SOLO)


def test_drawing_from_too_few_cards_draws_what_there_is():
    state = game()
    pile = state["powers"]["major"]
    hold = pile["deck"][3:]
    pile["deck"] = pile["deck"][:3]
    me(state)["discard"].extend(hold)  # somewhere else, so conservation still holds
    assert len(S.draw_power_cards(state, 0, "major", Rng(1))) == 3
    refused("not_a_deck", S.draw_power_cards, game(), 0, "unique", Rng(1))


def gain_major(state):
    drawn = S.draw_power_cards(state, 0, "major", Rng(2))
    got = S.keep_power_card(state, 0, drawn[0])
    assert got["forget"] is True and me(state)["forget"] is True
    return drawn[0]


@pytest.mark.parametrize("place", ["hand", "discard", "played"])
def test_gaining_a_major_forgets_a_card_from_hand_discard_or_played(place):
    state = game()
    p = me(state)
    p["hand"].remove("foul_vapors_and_fetid_muck")
    p[place].append("foul_vapors_and_fetid_muck")  # a unique card, cost 0
    gain_major(state)
    refused("gain_pending", S.draw_power_cards, state, 0, "minor", Rng(0))  # the forget comes first
    assert (place, "foul_vapors_and_fetid_muck") in S.forget_choices(state, 0)
    S.check_powers(state, SOLO)
    got = S.forget_card(state, 0, "foul_vapors_and_fetid_muck")
    assert got["from"] == place and got["to"] == "forgotten"
    assert "foul_vapors_and_fetid_muck" not in p["hand"] + p["discard"] + p["played"]
    assert p["forgotten"] == ["foul_vapors_and_fetid_muck"] and p["forget"] is False
    S.check_powers(state, SOLO)


def test_a_forgotten_unique_card_leaves_the_game():
    state = game()
    gain_major(state)
    S.forget_card(state, 0, "open_shifting_waterways")
    p = me(state)
    for _ in range(3):  # never back: not by reclaim, Time passes, or a deck
        S.reclaim_all(state, 0)
        S.time_passes(state, 0)
    assert "open_shifting_waterways" not in p["hand"] + p["discard"] + p["played"]
    assert all("open_shifting_waterways" not in state["powers"][d][k] for d in S.DECKS for k in ("deck", "discard"))
    assert S.play_refusal(state, 0, "open_shifting_waterways").key == "horizons.refuse.not_in_hand"


def test_a_forgotten_minor_or_major_goes_to_its_decks_discard():
    state = game()
    kept = gain_major(state)
    assert S.forget_card(state, 0, kept)["to"] == "major discard"  # the new major itself may go
    assert state["powers"]["major"]["discard"][-1] == kept
    minor = S.draw_power_cards(state, 0, "minor", Rng(0))[0]
    S.keep_power_card(state, 0, minor)
    gain_major(state)
    refused("not_a_choice", S.forget_card, state, 0, "not_a_card")
    assert S.forget_card(state, 0, minor)["to"] == "minor discard"
    assert state["powers"]["minor"]["discard"][-1] == minor and me(state)["forgotten"] == []
    S.check_powers(state, SOLO)


def test_forgetting_a_played_card_takes_its_elements_away():
    state = game()
    S.play_card(state, 0, "foul_vapors_and_fetid_muck")
    assert S.elements(state, 0)["fire"] == 1
    gain_major(state)
    S.forget_card(state, 0, "foul_vapors_and_fetid_muck")
    assert S.elements(state, 0)["fire"] == 0


def test_a_used_played_card_forgotten_stays_used_and_loads():
    """Found by the random games: a power used this round, then forgotten (a major gained by that
    power or a later one) stays used (its effect may still run), and the loader accepts it."""
    state = game()
    S.play_card(state, 0, "foul_vapors_and_fetid_muck")
    S.use_power(state, 0, "foul_vapors_and_fetid_muck")
    gain_major(state)
    S.forget_card(state, 0, "foul_vapors_and_fetid_muck")
    assert me(state)["used"] == ["foul_vapors_and_fetid_muck"]
    S.check_spirit(state, 0, SOLO)


# ---- playing cards ----------------------------------------------------------------------------

def test_card_plays_at_the_limit_are_refused():
    state = game()  # 1 card play
    S.play_card(state, 0, "exaltation_of_tangled_growth")
    assert S.plays_left(state, 0) == 0 and S.playable(state, 0) == []
    refused("no_plays_left", S.play_card, state, 0, "foul_vapors_and_fetid_muck")
    S.time_passes(state, 0)  # unused plays are lost, a new round gives the limit again
    assert S.plays_left(state, 0) == 1


def test_a_second_card_play_once_uncovered():
    state = game()
    me(state)["tracks"]["card_plays"] = 1
    S.play_card(state, 0, "exaltation_of_tangled_growth")
    S.play_card(state, 0, "foul_vapors_and_fetid_muck")
    refused("no_plays_left", S.play_card, state, 0, "open_shifting_waterways")


def test_paying_exactly_enough_energy_and_one_short():
    state = game()
    me(state)["energy"] = 1
    refused("not_enough_energy", S.play_card, state, 0, "intractable_thickets_and_thorns")  # cost 2
    me(state)["energy"] = 2
    got = S.play_card(state, 0, "intractable_thickets_and_thorns")
    assert got == {"card": "intractable_thickets_and_thorns", "paid": 2, "energy": 0}
    assert me(state)["played"] == ["intractable_thickets_and_thorns"]
    assert "intractable_thickets_and_thorns" not in me(state)["hand"]
    assert S.elements(state, 0)["moon"] == 1  # at once


def test_only_a_card_in_hand_may_be_played():
    state = game()
    refused("not_in_hand", S.play_card, state, 0, "savage_mawbeasts")
    me(state)["discard"].append(me(state)["hand"].pop())
    refused("not_in_hand", S.play_card, state, 0, MUD_HAND[-1])


def test_time_passes_for_the_spirit():
    state = game()
    S.choose_growth(state, 0, 0)
    S.play_card(state, 0, "exaltation_of_tangled_growth")
    S.use_power(state, 0, "exaltation_of_tangled_growth")
    assert S.time_passes(state, 0) == ["exaltation_of_tangled_growth"]
    p = me(state)
    assert p["played"] == [] and p["discard"] == ["exaltation_of_tangled_growth"]
    assert p["used"] == [] and p["growth"] is None
    S.check_powers(state, SOLO)


# ---- the loader's check -----------------------------------------------------------------------

def _set(path, value):
    def change(state):
        obj = state
        for k in path[:-1]:
            obj = obj[k]
        obj[path[-1]] = value
    return change


def _move(card, src, dst):
    def change(state):
        where = state["powers"][src[1]][src[2]] if src[0] == "powers" else state["spirits"]["0"][src[1]]
        where.remove(card)
        (state["powers"][dst[1]][dst[2]] if dst[0] == "powers" else state["spirits"]["0"][dst[1]]).append(card)
    return change


def _extra_field(state):
    state["spirits"]["0"]["bonus"] = 1


def _missing_field(state):
    del state["spirits"]["0"]["used"]


def _dup(state):
    state["spirits"]["0"]["discard"].append(state["spirits"]["0"]["hand"][0])


def _other_unique(state):
    state["spirits"]["0"]["hand"].append(D.unique_powers(WIND)[0])


def _unknown_card(state):
    state["spirits"]["0"]["hand"].append("no_such_card")


def _lost_unique(state):
    state["spirits"]["0"]["hand"].pop(0)


def _minor_forgotten(state):
    c = state["powers"]["minor"]["deck"].pop()
    state["spirits"]["0"]["forgotten"].append(c)


def _too_many_played(state):
    p = state["spirits"]["0"]
    p["played"], p["hand"] = p["hand"][:2], p["hand"][2:]


def _used_unplayed(state):
    state["spirits"]["0"]["used"] = ["exaltation_of_tangled_growth"]


def _used_twice(state):
    state["spirits"]["0"]["used"] = ["spreading_and_dreadful_mire"] * 2


def _drawn_five(state):
    state["spirits"]["0"]["drawn"] = [state["powers"]["minor"]["deck"].pop() for _ in range(5)]


def _drawn_mixed(state):
    state["spirits"]["0"]["drawn"] = [state["powers"]["minor"]["deck"].pop(), state["powers"]["major"]["deck"].pop()]


def _drawn_and_forget(state):
    state["spirits"]["0"]["drawn"] = [state["powers"]["minor"]["deck"].pop()]
    state["spirits"]["0"]["forget"] = True


def _card_lost(state):
    state["powers"]["minor"]["deck"].pop()


def _presence_lost(state):
    state["lands"]["G2"]["presence"]["0"] = 1


def _presence_taken_not_placed(state):
    state["spirits"]["0"]["tracks"]["energy"] = 1


def _bad_seat_key(state):
    state["spirits"]["x"] = state["spirits"].pop("0")


DEFECTS = [
    (_extra_field, "unknown bonus"),
    (_missing_field, "missing used"),
    (_set(("spirits", "0", "spirit"), "ocean_spirit"), "not a spirit"),
    (_set(("spirits", "0", "spirit"), ["ocean_spirit"]), "not a spirit"),  # found by the fuzz: was a TypeError
    (_set(("spirits", "0", "board"), "H"), "starting board"),
    (_set(("spirits", "0", "energy"), -1), "energy"),
    (_set(("spirits", "0", "energy"), 1000), "energy"),
    (_set(("spirits", "0", "energy"), 1.5), "energy"),
    (_set(("spirits", "0", "tracks", "energy"), 7), "energy track"),
    (_set(("spirits", "0", "tracks", "card_plays"), -1), "card_plays track"),
    (_set(("spirits", "0", "tracks"), {"energy": 0, "cards": 0}), "tracks has field"),
    (_dup, "both in"),
    (_other_unique, "another spirit"),
    (_unknown_card, "not a power card"),
    (_lost_unique, "nowhere"),
    (_minor_forgotten, "forgotten cards hold"),
    (_too_many_played, "more than its 1 card plays"),
    (_used_unplayed, "neither a card it played"),
    (_used_twice, "twice"),
    (_set(("spirits", "0", "growth"), 3), "growth option"),
    (_set(("spirits", "0", "forget"), 1), "forget must be"),
    (_drawn_five, "more than 4"),
    (_drawn_mixed, "one power deck"),
    (_drawn_and_forget, "owe a forgotten card"),
    (_card_lost, "nowhere"),
    (_move("savage_mawbeasts", ("powers", "minor", "deck"), ("powers", "major", "discard")), "cannot be in"),
    (_set(("powers", "minor", "extra"), []), "minor power deck has field"),
    (_presence_lost, "presence on the island"),
    (_presence_taken_not_placed, "presence on the island"),
    (_bad_seat_key, "not a seat number"),
]


@pytest.mark.parametrize("change,words", DEFECTS, ids=[str(i) for i in range(len(DEFECTS))])
def test_the_loader_names_each_defect(change, words):
    state = game()
    S.check_powers(state, SOLO)
    change(state)
    with pytest.raises(PositionError) as err:
        S.check_powers(state, SOLO)
    assert words in str(err.value), str(err.value)


def test_the_energy_bound_is_inclusive():
    state = game()
    me(state)["energy"] = S.MOST_ENERGY
    S.check_powers(state, SOLO)


# ---- conservation over many seeded spirit phases -----------------------------------------------

@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("sid", sorted(D.SPIRITS))
def test_random_spirit_phases_keep_every_card_and_presence(sid, seed):
    rng = Rng(seed)
    state = game(sid, seed)
    for _ in range(10):
        icons = S.choose_growth(state, 0, rng.below(3))
        for icon in icons:
            if icon["op"] == "add_presence":
                tracks, moves = S.presence_tracks(state, 0), S.move_choices(state, SOLO, 0, icon)
                if tracks and (not moves or rng.below(3)):
                    S.add_presence(state, SOLO, 0, icon, rng.choice(tracks),
                                   rng.choice(S.presence_lands(state, SOLO, 0, icon)))
                elif moves:
                    origin = rng.choice(sorted(moves))
                    S.move_presence(state, SOLO, 0, icon, origin, rng.choice(moves[origin]))
            elif icon["op"] == "gain_energy":
                S.gain_energy(state, 0, icon)
            elif icon["op"] == "reclaim_all":
                S.reclaim_all(state, 0)
            else:
                drawn = S.draw_power_cards(state, 0, rng.choice(list(S.DECKS)), rng)
                S.check_powers(state, SOLO)
                if drawn:
                    S.keep_power_card(state, 0, rng.choice(drawn))
                if me(state)["forget"]:
                    S.check_powers(state, SOLO)
                    S.forget_card(state, 0, rng.choice(S.forget_choices(state, 0))[1])
            S.check_powers(state, SOLO)
        S.gain_energy_phase(state, 0)
        while S.playable(state, 0) and rng.below(4):
            S.play_card(state, 0, rng.choice(S.playable(state, 0)))
            S.check_powers(state, SOLO)
        for card in list(me(state)["played"]):
            S.use_power(state, 0, card)
        S.check_powers(state, SOLO)
        assert json.loads(json.dumps(state)) == state
        S.time_passes(state, 0)
        S.check_powers(state, SOLO)


def test_a_forget_owed_comes_before_playing_or_another_gain():
    state = game()
    gain_major(state)
    refused("gain_pending", S.play_card, state, 0, "exaltation_of_tangled_growth")
    refused("gain_pending", S.draw_power_cards, state, 0, "minor", Rng(0))
    S.check_powers(state, SOLO)  # a save in between keeps every card
    S.forget_card(state, 0, "exaltation_of_tangled_growth")
    assert S.playable(state, 0) == ["foul_vapors_and_fetid_muck"]  # energy 0: only the other 0-cost card
