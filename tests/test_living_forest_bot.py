"""The Living Forest bots (pyengine/games/living_forest/bot.py): what a sample keeps and redeals,
what the judgement prefers, what the playout policy draws and plays."""

from __future__ import annotations

from collections import Counter

import pytest
from living_forest_helpers import begin_draw, dealt, edit, load, plant, set_line, set_pile_top, to_actions, varans_to

from pyengine.core.jsondata import clone
from pyengine.core.playout import Playout
from pyengine.core.rng import Rng
from pyengine.games.living_forest import bot
from pyengine.games.living_forest import data as D

OPTIONS = [{}, {"promo": True, "kodama": True}]


def played(options: dict, seed: int, rounds: int = 3) -> tuple:
    """A match and a position reached by the playout policy: the first decision of round ``rounds``
    taken by a seat other than the holder (so discards and attracted cards exist)."""
    m = dealt(2, seed=seed, **options)
    play = Playout(m.game, clone(m.state), Rng(seed))
    while play.state["round"] < rounds or play.seat() == play.state["holder"]:
        play.run(1)
    assert play.seat() is not None
    return m, play.state


def stack_cards(kodama: dict, name: str) -> list:
    """A Kodama stack's cards with those of its kind set aside."""
    return sorted(kodama["stacks"][name] + [c for c in kodama["removed"] if D.K_CARDS[c]["stack"] == name])


def hidden_of(seat: dict) -> Counter:
    return Counter(seat["pile"] + seat["discard"] + seat["line"])


@pytest.mark.parametrize("options", OPTIONS, ids=["base", "promo+kodama"])
def test_a_sample_keeps_what_is_known_and_redeals_within_each_place(options):
    m, state = played(options, seed=4)
    me = m.game.deciding_seat(state)
    moved = Counter()
    for k in range(8):
        sample = m.game.determinize(state, me, Rng(k))
        m.game.check_position(sample, m.seats, m.options)
        mine, real = sample["seats"][me], state["seats"][me]
        # own discard, line and the public top of the pile: as they are; the rest of the pile: own cards
        assert mine["discard"] == real["discard"] and mine["line"] == real["line"]
        assert mine["pile"][:real["known"]] == real["pile"][:real["known"]]
        assert Counter(mine["pile"]) == Counter(real["pile"])
        for i, (s, r) in enumerate(zip(sample["seats"], state["seats"])):
            # each seat's deck is its own cards, sizes and public tops kept; lines are open
            assert hidden_of(s) == hidden_of(r)
            assert (len(s["pile"]), len(s["discard"]), s["line"]) == (len(r["pile"]), len(r["discard"]), r["line"])
            assert s["pile"][:r["known"]] == r["pile"][:r["known"]]
            if i != me:
                moved["others"] += (s["pile"], s["discard"]) != (r["pile"], r["discard"])
        for key in ("market", "promo", "varans", "centre", "trees"):
            assert sample[key] == state[key]
        for level in D.LEVELS:  # each level deck: its own cards, its order redealt
            assert sorted(sample["decks"][level]) == sorted(state["decks"][level])
            moved["decks"] += sample["decks"][level] != state["decks"][level]
        moved["own pile"] += mine["pile"] != real["pile"]
        if "kodama" in state:
            ks, kr = sample["kodama"], state["kodama"]
            assert ks["onibi"] == kr["onibi"]
            for name in D.K_STACKS:  # the face-up top stays; below it and the cards set aside mix by stack
                assert ks["stacks"][name][:1] == kr["stacks"][name][:1]
                assert stack_cards(ks, name) == stack_cards(kr, name)
            assert [D.K_CARDS[c]["stack"] for c in ks["removed"]] == [D.K_CARDS[c]["stack"] for c in kr["removed"]]
            moved["kodama"] += ks != kr
    assert moved["others"] and moved["decks"] and moved["own pile"]
    assert moved["kodama"] or "kodama" not in state


def test_the_sample_never_mixes_two_seats_cards():
    """A market animal in a seat's pile stays that seat's, however the hidden cards are redealt."""
    m = dealt(2)
    s = edit(m)
    set_pile_top(s, 1, ["hedgehog", "lemur"])  # deep in seat 1's pile, not known
    s["seats"][1]["pile"] = s["seats"][1]["pile"][2:] + ["hedgehog", "lemur"]
    varans_to(s, 0, 3, "pile")
    m = load(m, s)
    for k in range(10):
        sample = m.game.determinize(m.state, 0, Rng(k))
        assert {"hedgehog", "lemur"} <= set(sample["seats"][1]["pile"] + sample["seats"][1]["discard"])
        assert sum(D.is_varan(c) for c in sample["seats"][0]["pile"]) == 3
        assert not any(D.is_varan(c) for c in sample["seats"][1]["pile"] + sample["seats"][1]["discard"])


def action_position(fires: int = 0, trees: dict | None = None):
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    s["seats"][0]["fires"] = [2] * fires
    plant(s, 0, trees or {})
    return m, s


ROW = [(1, 1), (0, 1), (3, 1), (4, 1), (2, 0), (2, 2)]


def test_the_judgement_prefers_progress_and_one_category_near_its_goal():
    m, base = action_position()
    _, more = action_position(fires=5)
    ev = m.game.evaluate
    assert ev(more)[0] > ev(base)[0] and ev(more)[1] < ev(base)[1]
    # the same total, 10 fires and 2 tree types against 4 fires and 8 types: the first is nearer a win
    _, fires = action_position(fires=9)
    _, spread = action_position(fires=3, trees=dict(zip(ROW, ["tree_3a", "tree_3b", "tree_4a", "tree_4b",
                                                              "tree_5a", "tree_5b"])))
    assert ev(fires)[0] > ev(spread)[0]


def test_a_finished_game_is_judged_by_its_result():
    m, s = action_position(fires=11)  # with its fire tile: 12 fires at the end of the action phase
    m = load(m, s)
    m.act({"do": "pass"})
    m.act({"do": "pass"})
    assert m.over and m.game.evaluate(m.state) == [1.0, 0.0]


def drawing(line: list, pile: list | None = None, fragments: int = 0, varans: int = 0):
    """Seat 0 drawing with ``line`` shown and ``pile`` (top first, unknown) on top of its pile."""
    m = dealt(2)
    s = edit(m)
    set_line(s, 0, line)
    set_pile_top(s, 0, pile or [])
    varans_to(s, 0, varans, "pile")
    s["seats"][0]["fragments"] = fragments
    begin_draw(s, 0)
    s["flow"][-1]["drawn"] = line[-1] if line else None
    m = load(m, s)
    return m, bot.playout_move(m.state, m.game.moves(m.state), Rng(0))["do"]


def test_the_policy_always_draws_a_first_card():
    assert drawing([])[1] == "draw"
    assert drawing([], varans=10)[1] == "draw"


def test_the_policy_does_not_risk_a_third_solitary_symbol_without_a_fragment():
    two = ["spring-bear", "spring-beetle"]  # 2 net solitary symbols: a third one leaves one action
    assert drawing(two, varans=6)[1] == "stop"  # many solitary cards left in the pile
    assert drawing(two, varans=6, fragments=1)[1] == "draw"  # a fragment can send the third one back
    assert drawing(["spring-bear"], varans=6)[1] == "draw"  # one showing: no risk yet
    # the pile's next cards are known: no solitary card among the rest of the pile
    m = dealt(2)
    pile = [c for c in m.state["seats"][0]["pile"] if D.marker(c) != "solitary"]
    assert drawing(two + ["spring-lynx", "chimpanzee"], pile=pile)[1] == "draw"


def test_the_policy_sends_back_the_card_that_made_the_third_solitary_symbol():
    line = ["spring-bear", "spring-beetle", "spring-lynx"]
    assert drawing(line, fragments=1)[1] == "discard_drawn"


@pytest.mark.parametrize("options", OPTIONS, ids=["base", "promo+kodama"])
def test_policy_games_end_in_a_normal_number_of_rounds_with_every_seat_drawing(options):
    for seed in range(4):
        m = dealt(2, seed=seed, **options)
        play = Playout(m.game, clone(m.state), Rng(seed))
        while play.seat() is not None and play.state["round"] <= 40:
            if play.state["flow"][0]["kind"] == "action_phase" and play.state["flow"][-1]["kind"] == "action":
                assert all(seat["line"] for seat in play.state["seats"])  # nobody stopped before a card
            play.run(1)
        assert play.seat() is None, f"seed {seed}: no winner after 40 rounds"
        assert m.game.result(play.state)["qualified"]
