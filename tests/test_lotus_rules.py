"""One test per Lotus rule clause (shared/rules/lotus.md and the Spanish seed)."""

import pytest

from lotus_helpers import (
    act_all, dealt, edit, fill_wild_row, keys, load, play, put, refusal, set_flower, set_hand,
)
from lotus_helpers import final_round as in_final_round
from pyengine.core.jsondata import canonical
from pyengine.games.lotus import data as D
from pyengine.games.lotus.table import actions_taken, reward_frames, turn_player


def turn(match):
    return turn_player(match.state)


def rewards(match):
    """The seats still to choose a reward, the next one first."""
    return [f["player"] for f in reward_frames(match.state)]


def dos(match):
    return [a["do"] for a in match.legal()]


def fresh(players=2, hand=None, **options):
    """A dealt match (seat 0 to play) with seat 0's hand set to ``hand``."""
    m = dealt(players, **options)
    if hand is None:
        return m
    s = edit(m)
    set_hand(s, 0, hand)
    return load(m, s)


# ---- setup ----------------------------------------------------------------

@pytest.mark.parametrize("players,deck", [(2, 31), (3, 26), (4, 21)])
def test_setup_deck_sizes_hands_and_wild_row(players, deck):
    m = dealt(players)
    for seat in m.state["seats"]:
        assert len(seat["deck"]) + len(seat["hand"]) == deck
        assert len(seat["hand"]) == 4
    assert len([c for c in m.state["wild_row"] if c]) == 4
    assert len(m.state["wild_deck"]) == 16
    assert len(m.state["guardians"]) == 2 * players


@pytest.mark.parametrize("players", [3, 4])
def test_setup_removes_only_single_symbol_cards_of_each_type(players):
    m = dealt(players)
    removed = m.state["removed"]
    assert len(removed) == (players - 2) * 5 * players
    assert all(D.symbols(c) == 1 for c in removed)
    for colour in [s["colour"] for s in m.state["seats"]]:
        for t in D.TYPES:
            assert sum(1 for c in removed if c.startswith(f"{colour}-{t}-")) == players - 2


def test_each_deck_has_five_two_symbol_cards():
    deck = D.player_deck("red", 2)
    assert len(deck) == 31
    assert sum(1 for c in deck if D.symbols(c) == 2) == 5
    assert len(D.wild_deck()) == 20 and all(D.symbols(c) == 0 for c in D.wild_deck())


def test_first_player_option_and_random_choice_is_seeded():
    assert turn(dealt(3, first_player=2)) == 2
    from pyengine.core.match import Match

    firsts = {Match.create("lotus", 4, seed, {}).state["first"] for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert Match.create("lotus", 4, 5, {}).state == Match.create("lotus", 4, 5, {}).state


# ---- the turn: two actions --------------------------------------------------

def test_a_turn_is_exactly_two_actions_then_refill_and_next_player():
    m = fresh(hand=["red-3-2", "red-4-2", "red-5-2", "red-6-2"])
    assert m.log == [{"key": "lotus.turn", "args": {"seat": 0, "final": False}, "seq": -1, "player": None}]
    assert m.view(0)["board"]["actions_left"] == 2
    play(m, "red-3-2")
    assert m.view(0)["board"]["actions_left"] == 1
    assert turn(m) == 0 and actions_taken(m.state) == 1 and m.pending().kind == "action"
    play(m, "red-4-2")
    assert m.pending().kind == "refill" and turn(m) == 0
    act_all(m, {"do": "draw", "from": "deck"}, {"do": "draw", "from": "deck"})
    assert turn(m) == 1 and actions_taken(m.state) == 0 and len(m.state["seats"][0]["hand"]) == 4


def test_the_same_action_may_be_taken_twice_in_any_order():
    m = fresh(hand=["red-3-2", "red-3-3", "red-5-2", "red-6-2"])
    play(m, "red-3-2")
    play(m, "red-3-3")
    assert m.state["garden"]["3"] == ["red-3-2", "red-3-3"]


def test_pass_is_offered_only_when_no_action_is_possible():
    m = fresh()
    assert "pass" not in dos(m)
    assert refusal(m, {"do": "pass"}) == ("lotus.refuse.must_act", {})
    s = edit(m)
    for c in list(s["seats"][0]["hand"]):
        put(s, c, s["discarded"])
    m2 = load(m, s)
    assert dos(m2) == ["pass"]  # empty hand, no flower to move a guardian to


# ---- play petals ------------------------------------------------------------

def test_play_one_card_starts_a_flower_of_its_type():
    m = fresh(hand=["red-5-2", "red-6-2", "red-6-3", "red-7-2"])
    ev = play(m, "red-5-2")
    assert m.state["garden"] == {"5": ["red-5-2"]}
    assert ev[0]["key"] == "lotus.play" and ev[0]["args"]["new"] is True


def test_play_two_cards_of_one_type_onto_one_flower():
    m = fresh(hand=["red-6-2", "red-6-3", "red-7-2", "red-7-3"])
    play(m, "red-6-2", "red-6-3")
    assert m.state["garden"] == {"6": ["red-6-2", "red-6-3"]}
    assert actions_taken(m.state) == 1


def test_at_most_one_flower_per_type_second_card_joins_the_existing_one():
    m = fresh(hand=["red-6-2", "red-6-3", "red-7-2", "red-7-3"])
    play(m, "red-6-2")
    play(m, "red-6-3")
    assert m.state["garden"] == {"6": ["red-6-2", "red-6-3"]}
    # the only placement ever offered for a card is the flower of its own type
    m2 = fresh(hand=["red-6-2", "red-6-3", "red-7-2", "red-7-3"])
    m2.act({"do": "play", "card": "red-6-2"})
    assert [a for a in m2.legal() if a["do"] == "place"] == [
        {"do": "place", "flower": 6, "label": "Start the Lily (6)", "target": "flower:6", "group": "place"}]
    assert refusal(m2, {"do": "place", "flower": 7}) == ("lotus.refuse.wrong_flower", {"flower": 6, "target": 7})


def test_different_types_never_mix():
    m = fresh(hand=["red-6-2", "red-7-2", "red-7-3", "red-5-2"])
    m.act({"do": "play", "card": "red-6-2"})
    assert {a.get("card") for a in m.legal() if a["do"] == "play"} == set()
    assert refusal(m, {"do": "play", "card": "red-7-2"}) == ("lotus.refuse.types_mix", {"flower": 6, "card": "red-7-2"})
    assert m.state["flow"][-1] == {"kind": "play", "player": 0, "cards": ["red-6-2"]}


def test_at_most_two_cards_per_play_without_infinite_growth():
    m = fresh(hand=["red-7-2", "red-7-3", "red-7-4", "red-5-2"])
    act_all(m, {"do": "play", "card": "red-7-2"}, {"do": "play", "card": "red-7-3"})
    assert refusal(m, {"do": "play", "card": "red-7-4"}) == ("lotus.refuse.play_limit", {"limit": 2})


def test_a_flower_never_exceeds_its_petal_count():
    m = fresh(hand=["red-3-2", "red-3-3", "red-5-2", "red-6-2"])
    s = edit(m)
    set_flower(s, 3, ["blue-3-2", "blue-3-3"])
    m = load(m, s)
    m.act({"do": "play", "card": "red-3-2"})
    assert refusal(m, {"do": "play", "card": "red-3-3"}) == ("lotus.refuse.no_room", {"flower": 3, "space": 1})


def test_infinite_growth_allows_three_or_more_but_never_over_the_size():
    m = fresh(hand=["red-7-2", "red-7-3", "red-7-4", "red-7-5"])
    s = edit(m)
    s["seats"][0]["powers"] = ["growth"]
    set_flower(s, 7, ["blue-7-2", "blue-7-3", "blue-7-4", "blue-7-5"])
    m = load(m, s)
    act_all(m, *({"do": "play", "card": c} for c in ["red-7-2", "red-7-3", "red-7-4"]))
    assert refusal(m, {"do": "play", "card": "red-7-5"}) == ("lotus.refuse.no_room", {"flower": 7, "space": 3})
    m.act({"do": "place", "flower": 7})
    assert "7" not in m.state["garden"]  # 4 + 3 = 7: completed
    assert len(m.state["seats"][0]["pile"]) == 7


# ---- exchange -----------------------------------------------------------------

def test_exchange_puts_cards_under_the_deck_and_draws_as_many_from_the_top():
    m = fresh(hand=["red-3-2", "red-4-2", "red-5-2", "red-6-2"])
    deck = list(m.state["seats"][0]["deck"])
    act_all(m, {"do": "exchange", "card": "red-3-2"}, {"do": "exchange", "card": "red-4-2"}, {"do": "confirm"})
    seat = m.state["seats"][0]
    assert seat["hand"] == ["red-5-2", "red-6-2", deck[0], deck[1]]
    assert seat["deck"] == deck[2:] + ["red-3-2", "red-4-2"]
    assert actions_taken(m.state) == 1


def test_exchange_at_most_two_and_never_from_wildflowers():
    m = fresh(hand=["red-3-2", "red-4-2", "red-5-2", "red-6-2"])
    row = list(m.state["wild_row"])
    act_all(m, {"do": "exchange", "card": "red-3-2"}, {"do": "exchange", "card": "red-4-2"})
    assert [a["do"] for a in m.legal()] == ["confirm"]
    m.act({"do": "confirm"})
    assert m.state["wild_row"] == row


def test_wildflowers_in_hand_may_be_exchanged_into_ones_own_deck():
    m = fresh()
    s = edit(m)
    wild = s["wild_row"][0]
    set_hand(s, 0, [wild, "red-4-2", "red-5-2", "red-6-2"])
    fill_wild_row(s)
    m = load(m, s)
    act_all(m, {"do": "exchange", "card": wild}, {"do": "confirm"})
    assert m.state["seats"][0]["deck"][-1] == wild


def test_exchange_draws_new_cards_only_so_a_short_deck_limits_it():
    # the seed: put the cards under your deck, then draw as many *new* cards from its top.
    # Our decision: an exchange never holds more cards than the deck holds before it.
    m = _near_end(deck_left=1)
    top = m.state["seats"][0]["deck"][0]
    m.act({"do": "exchange", "card": "red-3-2"})
    assert [a["do"] for a in m.legal()] == ["confirm"]  # no second card: only one new card to draw
    assert refusal(m, {"do": "exchange", "card": "red-4-2"}) == ("lotus.refuse.exchange_deck_short", {"deck": 1})
    m.act({"do": "confirm"})
    seat = m.state["seats"][0]
    assert top in seat["hand"] and "red-3-2" not in seat["hand"] and seat["deck"] == ["red-3-2"]
    assert m.state["final_trigger"] is None  # the deck is not empty: no final round


def test_no_exchange_from_an_empty_deck():
    m = _near_end(deck_left=0)
    assert "exchange" not in dos(m) and "play" in dos(m)
    assert refusal(m, {"do": "exchange", "card": "red-3-2"}) == ("lotus.refuse.exchange_deck_empty", {})


def test_exchange_reveals_so_it_cannot_be_undone():
    m = fresh()
    card = m.state["seats"][0]["hand"][0]
    m.act({"do": "exchange", "card": card})
    assert m.can_undo(0)
    m.act({"do": "confirm"})
    assert not m.can_undo(0)


# ---- move a guardian ------------------------------------------------------------

def test_move_guardian_from_supply_and_between_flowers_never_to_its_own_flower():
    m = fresh(hand=["red-3-2", "red-4-2", "red-5-2", "red-6-2"])
    assert "move" not in dos(m)  # no flower in the garden yet
    play(m, "red-3-2")
    act_all(m, {"do": "move", "guardian": "red-g1"}, {"do": "to", "flower": 3})
    assert m.state["guardians"]["red-g1"] == 3
    act_all(m, {"do": "draw", "from": "deck"})
    # blue's turn: starts a flower, red later moves its guardian across
    blue_card = m.state["seats"][1]["hand"][0]
    play(m, blue_card)
    assert m.state["seats"][1]["colour"] == "blue"
    assert refusal(m, {"do": "move", "guardian": "red-g1"}) == (
        "lotus.refuse.not_your_guardian", {"guardian": "red-g1", "seat": 0})


def test_guardian_moves_between_flowers():
    m = fresh(hand=["red-3-2", "red-4-2", "red-5-2", "red-6-2"])
    s = edit(m)
    set_flower(s, 5, ["blue-5-2"])
    set_flower(s, 6, ["blue-6-2"])
    s["guardians"]["red-g1"] = 5
    m = load(m, s)
    m.act({"do": "move", "guardian": "red-g1"})
    assert [a["flower"] for a in m.legal()] == [6]
    assert refusal(m, {"do": "to", "flower": 5}) == ("lotus.refuse.same_flower", {"guardian": "red-g1", "flower": 5})
    m.act({"do": "to", "flower": 6})
    assert m.state["guardians"]["red-g1"] == 6


# ---- refill ---------------------------------------------------------------------

def test_refill_mixes_deck_and_wildflowers_and_the_row_refills_after_drawing():
    m = fresh(hand=["red-3-2", "red-4-2", "red-5-2", "red-6-2"])
    play(m, "red-3-2")
    play(m, "red-4-2")
    row = list(m.state["wild_row"])
    top_wild = m.state["wild_deck"][0]
    m.act({"do": "draw", "from": "wild", "card": row[1]})
    assert m.state["wild_row"][1] is None  # not replaced while the player is still drawing
    m.act({"do": "draw", "from": "deck"})
    assert m.state["wild_row"] == [row[0], top_wild, row[2], row[3]]
    assert row[1] in m.state["seats"][0]["hand"] and turn(m) == 1


def test_refill_draws_nothing_when_the_hand_is_already_full():
    m = fresh(hand=["red-3-2", "red-4-2", "red-5-2", "red-6-2"])
    s = edit(m)
    s["seats"][0]["powers"] = ["path"]
    set_hand(s, 0, ["red-3-2", "red-4-2", "red-5-2", "red-6-2", "red-7-2"])
    set_flower(s, 5, ["blue-5-2"])
    m = load(m, s)
    act_all(m, {"do": "move", "guardian": "red-g1"}, {"do": "to", "flower": 5},
            {"do": "move", "guardian": "red-g2"}, {"do": "to", "flower": 5})
    assert turn(m) == 1 and len(m.state["seats"][0]["hand"]) == 5


def test_wildflower_row_is_not_refilled_once_the_wild_deck_is_empty():
    m = fresh(hand=["red-3-2", "red-4-2", "red-5-2", "red-6-2"])
    s = edit(m)
    for c in list(s["wild_deck"]):
        put(s, c, s["seats"][1]["pile"])
    m = load(m, s)
    play(m, "red-3-2")
    play(m, "red-4-2")
    row = list(m.state["wild_row"])
    act_all(m, {"do": "draw", "from": "wild", "card": row[0]}, {"do": "draw", "from": "wild", "card": row[2]})
    assert m.state["wild_row"] == [None, row[1], None, row[3]]
    assert turn(m) == 1


# ---- completing a flower: control and rewards ----------------------------------------

def test_control_counts_double_symbols_and_guardians_and_ignores_wildflowers():
    from pyengine.games.lotus.scoring import flower_strengths

    m = fresh()
    s = edit(m)
    s["guardians"]["blue-g1"] = 7
    s["guardians"]["red-g1"] = 7
    s["guardians"]["red-g2"] = 7
    s["guardians"]["blue-elder"] = 7
    s["seats"][1]["powers"] = ["elder"]
    strengths = flower_strengths(s, ["red-7-1", "blue-7-2", "wild-7-1", "wild-7-2"], 7)
    assert strengths == {0: 2 + 2, 1: 1 + 1 + 2}


def test_completion_controller_picks_reward_completer_collects_guardians_return():
    # red (seat 0) completes a Primrose where blue has more symbols and a guardian
    m = fresh(hand=["red-4-2", "red-5-2", "red-6-2", "red-7-2"])
    s = edit(m)
    set_flower(s, 4, ["blue-4-1", "wild-4-1", "wild-4-2"])
    s["guardians"]["blue-g1"] = 4
    s["guardians"]["red-g1"] = 4
    m = load(m, s)
    ev = play(m, "red-4-2")
    complete = [e for e in ev if e["key"] == "lotus.complete"][0]
    assert complete["args"]["controllers"] == [1] and complete["args"]["strengths"] == {"0": 2, "1": 3}
    assert sorted(m.state["seats"][0]["pile"]) == sorted(["blue-4-1", "wild-4-1", "wild-4-2", "red-4-2"])
    assert m.state["guardians"]["blue-g1"] is None and m.state["guardians"]["red-g1"] is None
    assert "4" not in m.state["garden"]
    d = m.pending()
    assert (d.player, d.kind, d.private) == (1, "reward", False)
    m.act({"do": "reward", "choice": "token"})
    assert m.state["seats"][1]["tokens"] == 1 and m.pending().player == 0 and m.pending().kind == "action"


def test_tie_on_completion_every_tied_player_gets_a_reward_from_the_active_seat_on():
    m = fresh(players=3, hand=["red-3-2", "red-5-2", "red-6-2", "red-7-2"])
    s = edit(m)
    set_flower(s, 3, ["blue-3-2", "yellow-3-2"])
    m = load(m, s)
    play(m, "red-3-2")
    assert rewards(m) == [0, 1, 2]
    act_all(m, {"do": "reward", "choice": "growth"}, {"do": "reward", "choice": "token"}, {"do": "reward", "choice": "elder"})
    seats = m.state["seats"]
    assert seats[0]["powers"] == ["growth"] and seats[1]["tokens"] == 1 and seats[2]["powers"] == ["elder"]
    assert m.state["guardians"]["yellow-elder"] is None


def test_nobody_with_strength_means_no_reward_but_the_completer_collects():
    m = fresh(hand=["wild-3-1", "red-5-2", "red-6-2", "red-7-2"])
    s = edit(m)
    set_flower(s, 3, ["wild-3-2", "wild-3-3"])
    fill_wild_row(s)
    m = load(m, s)
    play(m, "wild-3-1")
    assert m.pending().kind == "action" and rewards(m) == []
    assert len(m.state["seats"][0]["pile"]) == 3 and m.state["seats"][0]["tokens"] == 0


def test_each_power_only_once_and_token_when_all_three_are_held():
    m = fresh(hand=["red-3-2", "red-3-3", "red-6-2", "red-7-2"])
    s = edit(m)
    s["seats"][0]["powers"] = ["elder", "path"]
    s["guardians"]["red-elder"] = None
    set_flower(s, 3, ["red-3-1"])
    m = load(m, s)
    play(m, "red-3-2", "red-3-3")
    assert [a["choice"] for a in m.legal()] == ["token", "growth"]
    assert refusal(m, {"do": "reward", "choice": "elder"}) == ("lotus.refuse.power_held", {"choice": "elder"})
    m.act({"do": "reward", "choice": "growth"})
    # a fourth reward is a scoring token without asking
    s = edit(m)
    set_flower(s, 5, ["red-5-1", "red-5-2", "red-5-3", "red-5-4"])
    set_hand(s, 0, ["red-5-5", "red-6-2", "red-7-2"])
    m = load(m, s)
    ev = play(m, "red-5-5")
    assert m.state["seats"][0]["tokens"] == 1 and "lotus.reward" in keys(ev)
    assert m.pending().kind == "refill"


def test_elder_guardian_joins_the_supply_and_counts_two():
    m = fresh(hand=["red-3-2", "red-3-3", "red-6-2", "red-7-2"])
    s = edit(m)
    set_flower(s, 3, ["red-3-1"])
    m = load(m, s)
    play(m, "red-3-2", "red-3-3")
    m.act({"do": "reward", "choice": "elder"})
    assert m.state["guardians"]["red-elder"] is None
    play(m, "red-6-2")
    assert turn(m) == 0
    # the elder can be moved by the move action (next turn)
    assert "red-elder" in [g["id"] for g in m.view(0)["board"]["seats"][0]["guardians"]]


def test_enlightened_path_taken_on_ones_own_turn_refills_to_five_now():
    m = fresh(hand=["red-3-2", "red-3-3", "red-6-2", "red-7-2"])
    s = edit(m)
    set_flower(s, 3, ["red-3-1"])
    m = load(m, s)
    play(m, "red-3-2", "red-3-3")
    m.act({"do": "reward", "choice": "path"})
    play(m, "red-6-2")
    for _ in range(4):
        m.act({"do": "draw", "from": "deck"})
    assert len(m.state["seats"][0]["hand"]) == 5 and turn(m) == 1


def test_enlightened_path_taken_on_another_turn_gives_the_fifth_card_at_ones_next_refill():
    m = fresh(hand=["red-3-2", "red-4-2", "red-6-2", "red-7-2"])
    s = edit(m)
    set_flower(s, 3, ["blue-3-1", "wild-3-1"])
    m = load(m, s)
    play(m, "red-3-2")  # completes; blue controls
    m.act({"do": "reward", "choice": "path"})
    assert len(m.state["seats"][1]["hand"]) == 4  # nothing drawn now
    play(m, "red-4-2")
    act_all(m, {"do": "draw", "from": "deck"}, {"do": "draw", "from": "deck"})
    play(m, m.state["seats"][1]["hand"][0])
    m.act({"do": "move", "guardian": "blue-g1"})
    m.act(m.legal()[0])
    draws = 0
    while turn(m) == 1:
        m.act({"do": "draw", "from": "deck"})
        draws += 1
    assert draws == 2 and len(m.state["seats"][1]["hand"]) == 5


# ---- end of the game ---------------------------------------------------------------------

def _near_end(players=2, final_round="everyone", deck_left=1):
    m = fresh(players=players, hand=["red-3-2", "red-4-2", "red-5-2", "red-6-2"], final_round=final_round)
    s = edit(m)
    for c in s["seats"][0]["deck"][deck_left:]:
        s["discarded"].append(c)
    s["seats"][0]["deck"] = s["seats"][0]["deck"][:deck_left]
    if not deck_left:  # an empty deck: the final round is on (seat 1 started it; seat 0 plays its last turn)
        in_final_round(s, 1, [0, 1])
    return load(m, s)


def test_drawing_the_last_deck_card_triggers_one_more_turn_for_everyone_including_the_trigger():
    m = _near_end(players=3)
    play(m, "red-3-2")
    play(m, "red-4-2")
    ev = act_all(m, {"do": "draw", "from": "deck"})
    assert keys(ev)[-1] == "lotus.final_round" and turn(m) == 0  # still drawing
    ev += act_all(m, {"do": "draw", "from": "wild", "card": m.state["wild_row"][0]})
    assert "lotus.final_round" in keys(ev)
    assert m.state["final_trigger"] == 0 and turn(m) == 1
    assert m.view(None)["board"]["final"] == {"trigger": 0, "turns_left": [1, 2, 0]}
    turns = []
    while not m.over:
        turns.append(turn(m))
        t = turn(m)
        while not m.over and turn(m) == t:
            m.act(m.legal()[0])
    assert turns == [1, 2, 0]


def test_finish_round_option_ends_when_the_round_is_complete():
    m = _near_end(players=3, final_round="finish_round")
    play(m, "red-3-2")
    play(m, "red-4-2")
    act_all(m, {"do": "draw", "from": "deck"}, {"do": "draw", "from": "wild", "card": m.state["wild_row"][0]})
    assert m.view(None)["board"]["final"] == {"trigger": 0, "turns_left": [1, 2]}
    turns = []
    while not m.over:
        t = turn(m)
        turns.append(t)
        while not m.over and turn(m) == t:
            m.act(m.legal()[0])
    assert turns == [1, 2]


def test_the_trigger_player_plays_its_last_turn_with_fewer_cards():
    m = _near_end(players=2, deck_left=0)
    s = edit(m)
    s["wild_row"] = [None] * 4
    s["discarded"] += [c for c in D.wild_deck() if c not in s["discarded"] and c not in s["seats"][0]["hand"]
                       and c not in s["seats"][1]["hand"] and c not in s["seats"][1]["deck"]]
    s["wild_deck"] = []
    m = load(m, s)
    play(m, "red-3-2")
    play(m, "red-4-2")
    assert turn(m) == 1 and len(m.state["seats"][0]["hand"]) == 2  # nothing left to draw


def test_game_end_claims_incomplete_flowers_split_ties_and_remainders_removed():
    m = _near_end(players=3)
    s = edit(m)
    set_flower(s, 7, ["red-7-2", "yellow-7-2", "wild-7-1"])  # 1-1 tie: 1 card each, 1 removed
    set_flower(s, 6, ["blue-6-1", "red-6-3"])  # blue 2 vs red 1: blue takes both
    set_flower(s, 5, ["wild-5-1", "wild-5-2"])  # nobody: removed
    fill_wild_row(s)
    in_final_round(s, 0, [0])  # seat 0 drew its last card a round ago: its final turn ends the game
    m = load(m, s)
    before = [len(x["pile"]) for x in m.state["seats"]]
    play(m, "red-3-2")
    play(m, "red-4-2")
    while not m.over:
        m.act(m.legal()[0])
    piles = [len(x["pile"]) - b for x, b in zip(m.state["seats"], before)]
    assert piles == [1 + 2, 2, 1]  # red also keeps the Iris and Primrose it started alone
    assert {"wild-5-1", "wild-5-2"} <= set(m.state["discarded"])
    assert m.state["garden"] == {}
    assert all(at is None for at in m.state["guardians"].values())


def test_final_score_petals_and_tokens_and_deck_tie_break():
    from pyengine.games.lotus.scoring import result

    m = dealt(3)
    s = edit(m)
    s["seats"][0]["tokens"], s["seats"][1]["tokens"], s["seats"][2]["tokens"] = 2, 1, 2
    for c in s["seats"][1]["deck"][:5]:
        put(s, c, s["seats"][1]["pile"])
    for c in s["seats"][2]["deck"][:3]:
        put(s, c, s["seats"][2]["pile"])
    r = result(s)
    assert r["scores"] == [10, 10, 13] and r["winners"] == [2] and r["tiebreak"] is None
    # a tie on points goes to the most cards left in the deck
    for c in s["seats"][2]["pile"][:]:
        put(s, c, s["seats"][2]["deck"])
    put(s, s["seats"][0]["deck"][0], s["discarded"])
    r = result(s)
    assert r["scores"] == [10, 10, 10]
    assert r["deck_cards"][2] > r["deck_cards"][0] > r["deck_cards"][1]
    assert r["winners"] == [2] and r["tiebreak"] == "deck" and r["places"] == [2, 3, 1]


def test_shared_win_when_score_and_deck_are_equal():
    from pyengine.games.lotus.scoring import result

    s = edit(dealt(2))
    s["seats"][0]["tokens"] = s["seats"][1]["tokens"] = 1
    r = result(s)
    assert r["winners"] == [0, 1] and r["tiebreak"] == "shared" and r["places"] == [1, 1]


def test_hands_return_to_decks_at_the_end():
    m = _near_end(players=2)
    s = edit(m)
    in_final_round(s, 0, [0])
    m = load(m, s)
    play(m, "red-3-2")
    play(m, "red-4-2")
    while not m.over:
        m.act(m.legal()[0])
    assert all(x["hand"] == [] for x in m.state["seats"])
    assert m.game.result(m.state)["deck_cards"][1] == 27 + 4


def test_undo_goes_back_within_the_turn_but_not_behind_a_draw():
    m = fresh(hand=["red-3-2", "red-4-2", "red-5-2", "red-6-2"])
    before = canonical(m.state)
    play(m, "red-3-2")
    m.act({"do": "play", "card": "red-4-2"})
    assert m.can_undo(0) and not m.can_undo(1)
    for _ in range(3):
        m.undo(0)
    assert canonical(m.state) == before and [e["key"] for e in m.log] == ["lotus.turn"]


# ---- the position loader ---------------------------------------------------------------

def _empty_deck(s):
    for c in list(s["seats"][1]["deck"]):
        put(s, c, s["discarded"])


def _exchange_over_deck(s):
    for c in s["seats"][0]["deck"][1:]:
        put(s, c, s["discarded"])
    s["flow"].append({"kind": "exchange", "player": 0, "cards": s["seats"][0]["hand"][:2]})


def _swap(s, one: list, other: list):
    """The first cards of two lists change places (every card still in exactly one place)."""
    one[0], other[0] = other[0], one[0]


def _wild_in_flower(s):
    card = next(c for c in s["wild_deck"] if not c.startswith("wild-5-"))
    s["wild_deck"].remove(card)
    s["garden"]["5"] = [card]


@pytest.mark.parametrize("change,words", [
    (lambda s: _swap(s, s["seats"][0]["hand"], s["seats"][1]["deck"]), "card blue-.* cannot be in seat 0's hand"),
    (lambda s: _swap(s, s["seats"][1]["deck"], s["seats"][0]["deck"]), "card blue-.* cannot be in seat 0's deck"),
    (lambda s: _swap(s, s["wild_row"], s["seats"][0]["deck"]), "card red-.* cannot be in the wildflower row"),
    (_wild_in_flower, "cannot be in the 5-petal flower"),
    (lambda s: s["discarded"].append("red-9-1"), "unknown card 'red-9-1' in the discarded cards"),
    (lambda s: s["wild_deck"].pop(), "is nowhere: every card must be in exactly one place"),
    (_empty_deck, "seat 1's deck is empty but the final round has not begun"),
    (_exchange_over_deck, "never more than the active seat's deck holds"),
    (lambda s: s["garden"].update({"3": ["red-3-1", "red-3-2", "red-3-3"]}), "both in"),
    (lambda s: s["seats"][0]["hand"].append(s["seats"][0]["deck"].pop()), "over its hand limit"),
    (lambda s: s["guardians"].update({"red-g1": 5}), "not in the garden"),
])
def test_the_loader_refuses_impossible_positions_naming_the_defect(change, words):
    from pyengine.core.errors import PositionError

    m = dealt(2)
    s = edit(m)
    change(s)
    with pytest.raises(PositionError, match=words):
        load(m, s)


def test_an_empty_deck_is_fine_once_the_final_round_has_begun():
    m = dealt(2)
    s = edit(m)
    _empty_deck(s)
    in_final_round(s, 1, [0, 1])  # seat 1 drew its last card; seat 0's turn is one of the final round
    assert load(m, s).state["final_trigger"] == 1
