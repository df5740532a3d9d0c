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


def test_kodama_facts_are_kept_for_later(shared):
    kodama = D.DATA["kodama"]
    assert kodama["implemented"] is False
    assert [c["id"] for lv in ("2", "3") for c in kodama["animals"][lv]] == [
        c["id"] for lv in ("level2", "level3") for c in shared["kodama_expansion"]["new_guardian_animals"][lv]]


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
    assert all(D.is_card(c) for c in cards) and not D.is_card("varan-24") and not D.is_card("spring-hedgehog")
