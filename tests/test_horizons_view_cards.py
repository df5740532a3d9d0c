"""The view carries the facts of the cards it shows (view.board.cards), so the board draws them
without a copy of the data; hands are open, so every seat and a spectator get the facts of every
hand card, and never those of a card in a deck."""
from pyengine.core.match import Match
from pyengine.games.spirit_island_horizons import data as D

HAND = ["exaltation_of_tangled_growth", "foul_vapors_and_fetid_muck", "intractable_thickets_and_thorns",
        "open_shifting_waterways"]


def test_the_owner_sees_the_facts_of_its_hand_innate_power_and_special_rule():
    cards = Match.create("spirit_island_horizons", 1, 7, {}).view(0)["board"]["cards"]
    assert set(HAND) | {"spreading_and_dreadful_mire", "offer_no_firm_foundations"} == set(cards)
    foul = cards["foul_vapors_and_fetid_muck"]
    assert (foul["cost"], foul["speed"], foul["elements"]) == (0, "slow", ["fire", "air", "water", "earth"])
    assert foul["range"] == {"source": "sacred_site", "range": 2} and foul["target"]["filter"] == "invaders"
    assert "text" not in foul and "name" not in foul and foul["thresholds"] == []  # words: the page's catalog
    assert [lv["elements"] for lv in cards["spreading_and_dreadful_mire"]["levels"]][0] == {"water": 1}


def test_a_spectator_and_a_teammate_see_the_facts_of_every_hand_but_none_of_a_deck():
    match = Match.create("spirit_island_horizons", 2, 7, {})
    state = match.state
    decks = {c for d in ("minor", "major") for c in state["powers"][d]["deck"]}
    for viewer in (None, 1):
        cards = match.view(viewer)["board"]["cards"]
        assert set(HAND) <= set(cards) and set(state["spirits"]["1"]["hand"]) <= set(cards)
        assert "spreading_and_dreadful_mire" in cards
        assert not decks & set(cards)
