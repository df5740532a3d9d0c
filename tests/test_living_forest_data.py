"""The card file (pyengine/games/living_forest/data.json) against the researched data and the seeds."""

import json
import os

import pytest

from pyengine.games.living_forest import data as D

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CANDIDATES = [os.environ.get("PYENGINE_SHARED", ""), os.path.join(ROOT, "shared"), os.path.join(ROOT, "..", "shared")]
SHARED = next((os.path.join(c, "data", "living_forest.json") for c in CANDIDATES
               if c and os.path.exists(os.path.join(c, "data", "living_forest.json"))), None)
ELEMENTS = ["sun", "water", "seed", "wind", "flower"]


@pytest.fixture(scope="module")
def shared():
    if SHARED is None:
        pytest.skip("shared/data/living_forest.json is not beside this checkout (set PYENGINE_SHARED)")
    with open(SHARED) as f:
        return json.load(f)


def _facts(card, cost_key):
    return (card["id"], card[cost_key], card["marker"], tuple(card[e] for e in ELEMENTS))


def _ours(card):
    return (card["id"], card["cost"], card["marker"], tuple(card["elements"][e] for e in ELEMENTS))


def test_starting_deck_matches_the_shared_data(shared):
    assert [_ours(c) for c in D.DATA["starting_deck"]] == [_facts(c, "cost_sun") for c in shared["starting_deck"]["cards"]]


@pytest.mark.parametrize("level", ["1", "2", "3"])
def test_animals_match_the_shared_data(shared, level):
    theirs = shared["guardian_animals"][f"level{level}"]
    assert [_ours(c) for c in D.DATA["animals"][level]] == [_facts(c, "cost_sun") for c in theirs]
    assert all(c["level"] == int(level) for c in D.DATA["animals"][level])
    assert sum(c.get("copies", 1) for c in theirs) == len(D.level_deck(level))


def test_trees_forest_circle_varans_match_the_shared_data(shared):
    for ours, theirs in zip(D.DATA["trees"], shared["protective_trees"]["types"], strict=True):
        assert (ours["id"], ours["cost"], ours["bonus"], ours["special"]) == (
            theirs["id"], theirs["cost_seed"], theirs["bonus"], theirs.get("special"))
        assert ours["copies"] == {k[0]: v for k, v in theirs["copies"].items()}
    board = shared["forest_board"]
    assert list(D.START_SPACE) == board["grid"]["starting_tree_space"]
    assert {(c["x"], c["y"]) for c in D.DATA["forest"]["corners"]} == {tuple(c["space"]) for c in board["corner_spaces"]}
    bonuses = {(b["line"], b.get("x", b.get("y"))): b["bonus"] for b in board["completion_bonuses"]}
    ours = {("column", int(k)): v for k, v in D.FOREST["column_bonus"].items()}
    ours.update({("row", int(k)): v for k, v in D.FOREST["row_bonus"].items()})
    assert ours == bonuses
    circle = shared["circle_of_spirits"]
    names = {"plant_tree": "plant", "fragment": "fragment", "attract_animals": "attract", "extinguish_fire": "extinguish"}
    assert D.STONES == [names[s] for s in circle["stone_actions_clockwise_from_index0"]]
    for n in (2, 3, 4):
        start = circle["start_positions"][f"{n}p"]
        assert D.start_stones(n) == [start[f"p{k}"] for k in range(1, n + 1)]
    assert D.VARAN_COUNT == shared["fire_varan"]["count"] == 23
    assert D.CENTRE_MAX == circle["centre_fire_spaces"] == 7
    assert D.FIRE_BY_LEVEL == {"1": 2, "2": 3, "3": 4}


def test_kodama_facts_match_the_shared_data(shared):
    src = shared["kodama_expansion"]
    kodama = D.DATA["kodama"]
    assert [c["id"] for lv in ("2", "3") for c in kodama["animals"][lv]] == [
        c["id"] for lv in ("level2", "level3") for c in src["new_guardian_animals"][lv]]
    for lv in ("level2", "level3"):
        for c in src["new_guardian_animals"][lv]:
            mine = D.card(c["id"])
            assert mine["cost"] == c["cost_sun"] and mine["level"] == c["level"]
            assert mine["elements"] == {e: c[e] for e in ELEMENTS}
            assert mine["ability"]["type"] == c["ability"]["type"]
    assert {c: D.card(c)["cost"] for c in D.K_CARDS} == {c["id"]: c["cost_flower"] for c in src["kodama_cards"]["market"]}
    assert all(D.card(c["id"])["elements"] == {e: c[e] for e in ELEMENTS} for c in src["kodama_cards"]["market"])
    assert {s: len(D.kodama_stack(s)) for s in D.K_STACKS} == {"flower": 6, "tree": 6, "water": 6}
    assert sorted(D.card(f"kodama_{s}")["kodama"] for s in D.SPIRITS) == [1, 1, 1, 1]
    assert [(t["cost"], t["per_kodama"], t["kodama"]) for t in kodama["trees"]] == [
        (6, "sun", 0), (7, "water", 0), (8, None, 1), (9, "seed", 0), (10, "wind", 0), (11, "flower", 0)]
    assert D.ELEMENT_TILE == {"sun": 2, "water": 2, "seed": 2, "wind": 1, "flower": 1}
    assert D.K_SPEND == {"fragment": 2, "tile": 3, "action": 4}
    assert kodama["onibi_steps"] == {"2": 3, "3": 2, "4": 1} and D.CALL_STONES == [3, 9]
    assert (kodama["goal"], kodama["goal_when_stack_empty"]) == (13, 15)
    assert kodama["removed_per_stack"] == {"2": 3, "3": 2, "4": 0}


def test_counts_per_level():
    assert {lv: len(D.level_deck(lv)) for lv in D.LEVELS} == {"1": 23, "2": 16, "3": 12}
    assert len(D.ANIMALS) == 51


def test_starting_deck_totals_match_the_japanese_seed():
    deck = D.DATA["starting_deck"]
    assert len(deck) == 14
    totals = {e: sum(c["elements"][e] for c in deck) for e in ELEMENTS}
    assert totals == {"sun": 9, "water": 6, "seed": 9, "wind": 2, "flower": 1}
    assert sum(c["marker"] == "solitary" for c in deck) == 5
    assert sum(c["marker"] == "gregarious" for c in deck) == 0


def test_tree_rack_sizes():
    """39 tiles; 3 players: one fewer of each 3, 4 and 5 tree (two types each); 2 players: 2 of each type.

    The Japanese seed says it in one line: as many copies of each type as players (9-11 have only 2).
    """
    assert sum(D.tree_copies(t, 4) for t in D.TREE_IDS) == 39
    assert sum(D.tree_copies(t, 3) for t in D.TREE_IDS) == 39 - 6
    assert sum(D.tree_copies(t, 2) for t in D.TREE_IDS) == 39 - 12 - 3 == 2 * 12


def test_promo_cards_are_the_documented_assumption():
    assert {c: (D.PROMO[c]["cost"], D.PROMO[c]["effect"]) for c in D.PROMO} == {"sanki": (15, "sanki"),
                                                                                  "onibi": (15, "onibi")}
    assert D.PROMO["sanki"]["elements"]["flower"] == 5


def test_every_card_id_is_known_and_unique():
    cards = D.all_cards(D.SPIRITS, True)
    assert len(cards) == 4 * 14 + 51 + 23 + 2
    with_kodama = D.all_cards(D.SPIRITS, True, kodama=True)
    assert len(with_kodama - cards) == 4 + 10 + 18 and all(D.is_card(c) for c in with_kodama)
    assert all(D.is_card(c) for c in cards) and not D.is_card("varan-24") and not D.is_card("spring-hedgehog")
