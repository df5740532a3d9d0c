"""Horizons of Spirit Island: the fear deck, terror, earned cards and the outcome
(pyengine/games/spirit_island_horizons/fear.py). Each test names the rule it holds to
(digest: Setup, Fear and terror, Winning and losing) and fails if it is broken."""

import copy
import doctest
import json

import pytest

from pyengine.core.errors import PositionError
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import fear as F
from pyengine.games.spirit_island_horizons import invaders as I
from pyengine.games.spirit_island_horizons import pieces as P
from pyengine.games.spirit_island_horizons.island import island

SOLO = island("solo_G")


def game(seed=1):
    """A solo game on G: the printed pieces, the spirit's starting presence, both decks."""
    state = P.setup_state(SOLO)
    for land, n in SOLO.starting_presence("fathomless_mud_of_the_swamp", "G").items():
        P.add_presence(state, land, 0, n)
    state["fear"] = F.setup_fear_deck(Rng(seed))
    state["invader"] = I.setup_invader_deck(Rng(seed))
    return state


def clear_invaders(state, keep=()):
    for land in state["lands"].values():
        for kind in P.INVADERS:
            if kind not in keep:
                land[kind] = []


def test_the_modules_examples_run():
    assert doctest.testmod(F).failed == 0


# ---- setup ------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(20))
def test_setup_takes_9_of_15_with_both_dividers(seed):
    fear = F.setup_fear_deck(Rng(seed))
    assert len(fear["deck"]) == 9 and len(fear["unused"]) == 6
    assert sorted(fear["deck"] + fear["unused"]) == sorted(D.FEAR)
    assert fear["dividers"] == {"2": 6, "3": 3}  # level 3 above the bottom 3, level 2 above the next 3
    assert fear["terror"] == 1 and fear["earned"] == [] and fear["resolving"] is None and fear["discard"] == []
    assert json.loads(json.dumps(fear)) == fear
    F.check_fear({"fear": fear})


def test_setup_is_seeded_and_shuffled():
    assert F.setup_fear_deck(Rng(3)) == F.setup_fear_deck(Rng(3))
    assert len({tuple(F.setup_fear_deck(Rng(s))["deck"]) for s in range(30)}) > 25


# ---- earning and terror -----------------------------------------------------------------------

def test_earning_takes_the_top_card_face_down_in_order():
    state = game()
    top = state["fear"]["deck"][:2]
    out = F.earn(state, 2)
    assert out["earned"] == top and state["fear"]["earned"] == top and state["fear"]["deck"][:1] != top[:1]
    assert out["terror"] == 1 and not out["rose"]


def test_a_card_earned_at_a_divider_raises_terror():
    """Seed example: a fear card earned at a divider raises terror."""
    state = game()
    F.earn(state, 2)
    out = F.earn(state)
    assert out["rose"] and out["terror"] == 2 and len(state["fear"]["deck"]) == 6
    F.earn(state, 2)
    assert F.terror(state) == 2
    out = F.earn(state)
    assert out["rose"] and out["terror"] == 3 and len(state["fear"]["deck"]) == 3
    F.check_fear(state)


def test_the_last_card_earned_is_terror_4_victory_and_nothing_more_is_earned():
    state = game()
    F.earn(state, 8)
    assert F.terror(state) == 3 and not F.earn(state, 0)["victory"]
    out = F.earn(state, 3)
    assert len(out["earned"]) == 1 and out["terror"] == 4 and out["victory"]
    assert F.outcome(state, 1) == "victory_terror4_fear_deck_empty"
    F.check_fear(state)


def test_generated_fear_fills_the_pool_and_earns_a_card():
    state = game()
    assert F.generate(state, 3)["earned"] == []
    out = F.generate(state, 6)  # 4 markers: the pool empties at the 4th fear, 5 more carry over
    assert len(out["earned"]) == 2 and state["pools"]["generated"] == 1
    destroyed = P.destroy(state, "city", "G2", 0)  # 2 fear
    assert F.earn_for(state, destroyed)["earned"] == []
    assert state["pools"] == dict(state["pools"], generated=3)


# ---- resolving --------------------------------------------------------------------------------

def test_earned_cards_resolve_in_order_at_the_current_level_then_discard():
    state = game()
    F.earn(state, 3)  # terror 2 now
    order = list(state["fear"]["earned"])
    seen = []
    while (step := F.next_fear_card(state)) is not None:
        assert step["level"] == 2 and state["fear"]["resolving"] == step["card"]
        F.check_fear(state)
        assert F.discard_fear_card(state) == step["card"]
        seen.append(step["card"])
    assert seen == order and state["fear"]["discard"] == order and state["fear"]["earned"] == []
    F.check_fear(state)


def test_a_card_earned_while_resolving_goes_to_the_bottom_and_resolves_after():
    state = game()
    F.earn(state, 2)
    first, second = state["fear"]["earned"]
    assert F.next_fear_card(state) == {"card": first, "level": 1}
    third = F.earn(state)["earned"][0]  # the card's effect earns one more: terror 2
    F.discard_fear_card(state)
    assert state["fear"]["earned"] == [second, third]
    assert F.next_fear_card(state) == {"card": second, "level": 2}  # at the current level
    F.discard_fear_card(state)
    assert F.next_fear_card(state)["card"] == third


def test_one_card_resolves_at_a_time():
    state = game()
    F.earn(state, 2)
    F.next_fear_card(state)
    with pytest.raises(ValueError):
        F.next_fear_card(state)
    F.discard_fear_card(state)
    F.next_fear_card(state)
    F.discard_fear_card(state)
    assert F.next_fear_card(state) is None
    with pytest.raises(ValueError):
        F.discard_fear_card(state)


# ---- winning and losing -----------------------------------------------------------------------

def test_terror_1_wins_only_when_no_invaders_remain():
    state = game()
    clear_invaders(state, keep=("explorer",))
    state["lands"]["G3"]["explorer"] = [0]
    assert F.victory(state) is None and F.outcome(state, 1) is None
    state["lands"]["G3"]["explorer"] = []
    assert F.outcome(state, 1) == "victory_terror1_no_invaders"


def test_terror_2_wins_with_explorers_left_but_no_town_or_city():
    state = game()
    F.earn(state, 3)
    clear_invaders(state)
    state["lands"]["G3"]["explorer"] = [0]
    state["lands"]["G4"]["town"] = [0]
    assert F.victory(state) is None
    state["lands"]["G4"]["town"] = []
    state["lands"]["G5"]["city"] = [0]
    assert F.victory(state) is None
    state["lands"]["G5"]["city"] = []
    assert F.outcome(state, 1) == "victory_terror2_no_towns_or_cities"


def test_terror_3_wins_with_towns_left_but_no_city():
    state = game()
    F.earn(state, 6)
    assert F.terror(state) == 3
    assert F.victory(state) is None  # G2's printed city
    state["lands"]["G2"]["city"] = []
    assert F.outcome(state, 1) == "victory_terror3_no_cities"  # G8's printed town stays


def test_nothing_at_setup():
    assert F.outcome(game(), 1) is None


def test_loss_when_the_blight_pool_is_empty():
    state = game()
    state["lands"]["G6"]["blight"] += state["pools"]["blight"]
    state["pools"]["blight"] = 0
    assert F.outcome(state, 1) == "loss_blight_pool_empty"


def test_loss_when_a_spirit_has_no_presence():
    state = game()
    P.destroy_presence(state, "G2", 0, 2)
    assert F.outcome(state, 1) == "loss_spirit_without_presence"
    state2 = game()
    assert F.loss(state2, 2) == "loss_spirit_without_presence"  # seat 1 has none at all


def test_loss_when_an_invader_card_must_be_revealed_from_an_empty_deck():
    state = game()
    inv = state["invader"]
    inv["discard"], inv["deck"] = inv["deck"], []
    shown = I.reveal(state)
    assert F.outcome(state, 1, invader_deck_ran_out=shown["card"] is None) == "loss_invader_deck_empty"
    assert F.outcome(state, 1) is None


def test_a_victory_and_a_loss_at_once_is_sacrificial():
    state = game()
    clear_invaders(state)
    state["lands"]["G6"]["blight"] += state["pools"]["blight"]
    state["pools"]["blight"] = 0
    assert F.victory(state) and F.loss(state, 1)
    assert F.outcome(state, 1) == "victory_sacrificial"
    state = game()
    F.earn(state, 9)
    P.destroy_presence(state, "G2", 0, 2)
    assert F.outcome(state, 1) == "victory_sacrificial"


def test_outcome_ids_are_distinct():
    assert len(set(F.OUTCOMES)) == 8


# ---- the loader's check -----------------------------------------------------------------------

@pytest.mark.parametrize("defect, message", [
    (lambda f: f.pop("terror"), "missing terror"),
    (lambda f: f.update(extra=[]), "unknown extra"),
    (lambda f: f["earned"].append(f["deck"][0]), "both in"),
    (lambda f: f["unused"].pop(), "nowhere"),
    (lambda f: f["deck"].append("fear_of_nothing"), "unknown fear card"),
    (lambda f: f.update(resolving=7), "card id or null"),
    (lambda f: f["deck"].append(f["unused"].pop()), "left out"),
    (lambda f: f.update(dividers={"2": 5, "3": 3}), "dividers"),
    (lambda f: f.update(terror=0), "terror level must be"),
    (lambda f: f.update(terror=5), "terror level must be"),
    (lambda f: f.update(terror=2), "the terror level is 1"),
    (lambda f: f["earned"].extend([f["deck"].pop(0) for _ in range(3)]), "the terror level is 2"),
])
def test_the_loader_refuses(defect, message):
    state = {"fear": F.setup_fear_deck(Rng(8))}
    defect(state["fear"])
    with pytest.raises(PositionError, match=message):
        F.check_fear(state)


def test_the_loader_accepts_every_step_of_a_whole_deck():
    state = game(5)
    for _ in range(9):
        F.earn(state)
        F.check_fear(state)
        if F.terror(state) < 4:
            F.next_fear_card(state)
            F.check_fear(state)
            F.discard_fear_card(state)
    assert F.terror(state) == 4 and len(state["fear"]["discard"]) == 8 and len(state["fear"]["earned"]) == 1
