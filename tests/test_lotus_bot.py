"""The Lotus bot: what its samples keep, what its evaluation prefers, what its playouts play,
and that its search beats the random bot."""

from __future__ import annotations

from collections import Counter

from lotus_helpers import dealt, edit, final_round, load, set_flower, set_hand

from pyengine.core import bot as core_bot
from pyengine.core.match import Match
from pyengine.core.playout import Playout
from pyengine.core.rng import Rng
from pyengine.games.lotus import bot
from pyengine.games.lotus.scoring import score
from pyengine.games.lotus.table import sub_frame


def played_to(seed: int, players: int, stop) -> Match:
    """A seeded random game played until ``stop(state)``."""
    match = Match.create("lotus", players, seed)
    pick = Rng(seed)
    while not stop(match.state):
        legal = match.legal()
        match.act(legal[pick.below(len(legal))])
    return match


def open_cards(state: dict) -> dict:
    return {"garden": state["garden"], "row": state["wild_row"], "piles": [s["pile"] for s in state["seats"]],
            "guardians": state["guardians"], "removed": state["removed"], "discarded": state["discarded"]}


def test_a_sample_keeps_the_own_hand_every_open_card_and_each_opponents_cards_as_a_whole():
    match = played_to(3, 3, lambda s: sum(len(x["pile"]) for x in s["seats"]) >= 8 and sub_frame(s) is None)
    state, seat = match.state, match.pending().player
    hands_seen = set()
    for k in range(12):
        sample = bot.determinize(state, seat, Rng(k))
        assert sample["seats"][seat]["hand"] == state["seats"][seat]["hand"]
        assert open_cards(sample) == open_cards(state)
        assert sample["flow"] == state["flow"]
        for i, (mine, real) in enumerate(zip(sample["seats"], state["seats"])):
            assert Counter(mine["hand"] + mine["deck"]) == Counter(real["hand"] + real["deck"])
            assert (len(mine["hand"]), len(mine["deck"])) == (len(real["hand"]), len(real["deck"]))
        assert Counter(sample["wild_deck"]) == Counter(state["wild_deck"])
        hands_seen.add(tuple(sample["seats"][(seat + 1) % 3]["hand"]))
    assert len(hands_seen) > 1  # the opponent's hand is dealt anew, not copied


def test_an_opponents_cards_being_chosen_to_play_are_dealt_anew_as_one_type_with_room():
    match = played_to(5, 2, lambda s: sub_frame(s) is not None and sub_frame(s)["kind"] == "play")
    state = match.state
    player = sub_frame(state)["player"]
    other = 1 - player
    chosen = set()
    for k in range(20):
        sample = bot.determinize(state, other, Rng(k))
        sub = sub_frame(sample)
        cards = sub["cards"]
        assert len(cards) == len(sub_frame(state)["cards"])
        assert set(cards) <= set(sample["seats"][player]["hand"])
        assert len({c.split("-")[1] for c in cards}) == 1
        match.game.check_position(sample, match.seats, match.options)
        chosen.add(tuple(cards))
    assert len(chosen) > 1


def garden_match(flower_cards: list[str], guardians: dict | None = None) -> dict:
    """Seat 0 to play, a 5-petal flower of ``flower_cards`` in the garden."""
    match = dealt(2, seed=4)
    state = edit(match)
    if flower_cards:
        set_flower(state, 5, flower_cards)
    state["guardians"].update(guardians or {})
    return load(match, state).state


def test_the_evaluation_prefers_the_seat_ahead_in_points():
    state = garden_match([])
    assert bot.evaluate(state)[0] == bot.evaluate(state)[1]  # nothing yet: even
    state["seats"][1]["tokens"] = 1
    values = bot.evaluate(state)
    assert values[1] > 0.5 > values[0]


def test_the_evaluation_prefers_the_seat_in_control_of_a_flower():
    red = garden_match(["red-5-2", "wild-5-1", "wild-5-2"])  # seat 0 (red) leads 1 to 0
    blue = garden_match(["blue-5-2", "wild-5-1", "wild-5-2"])
    guarded = garden_match(["red-5-2", "wild-5-1", "wild-5-2"], {"blue-g1": 5, "blue-g2": 5})  # blue 2, red 1
    assert bot.evaluate(red)[0] > 0.5 > bot.evaluate(blue)[0]
    assert bot.evaluate(guarded)[1] > 0.5
    # the safer lead is worth more
    safer = garden_match(["red-5-2", "wild-5-1", "wild-5-2"], {"red-g1": 5})
    assert bot.evaluate(safer)[0] > bot.evaluate(red)[0]


def test_the_evaluation_of_a_finished_game_is_its_result():
    match = played_to(2, 2, lambda s: not s["flow"])
    scores = [score(s) for s in match.state["seats"]]
    values = bot.evaluate(match.state)
    winner = match.game.result(match.state)["winners"]
    assert len(winner) == 1 and values[winner[0]] == 1.0 and sum(values) == 1.0 and max(scores) == scores[winner[0]]


def test_the_playout_finishes_a_flower_when_the_hand_can():
    match = dealt(2, seed=4)
    state = edit(match)
    set_flower(state, 5, ["blue-5-2", "blue-5-3", "wild-5-1"])
    set_flower(state, 3, ["blue-3-2"])
    set_hand(state, 0, ["red-3-2", "red-4-2", "red-5-2", "red-5-3"])  # the 5 can be finished, the 3 cannot
    start = load(match, state).state
    for seed in range(8):
        play = Playout(match.game, edit(load(match, start)), Rng(seed))
        for _ in range(3):  # a 5, the other 5, place
            play.play(bot.playout_move(play.state, play.moves(), play.rng))
        assert "5" not in play.state["garden"] and len(play.state["seats"][0]["pile"]) == 5
        assert play.state["garden"]["3"] == ["blue-3-2"]


def test_the_playout_sends_a_guardian_where_it_takes_the_lead():
    match = dealt(2, seed=4)
    state = edit(match)
    set_flower(state, 5, ["blue-5-2", "wild-5-1", "wild-5-2", "wild-5-3"])  # blue 1: a guardian ties it
    set_flower(state, 4, ["wild-4-1"])  # nobody: a guardian would lead a nearly empty flower
    state["flow"].append({"kind": "move", "player": 0, "guardian": "red-g1"})
    start = load(match, state).state
    for seed in range(4):
        play = Playout(match.game, edit(load(match, start)), Rng(seed))
        assert bot.playout_move(play.state, play.moves(), play.rng)["flower"] == 5


def test_the_easy_bot_beats_the_random_bot():
    """One seeded game (easy thinks little): the searching seat ends ahead."""
    match = Match.create("lotus", [{"kind": "bot", "level": "easy"}, {"kind": "bot"}], 11)
    while not match.over:
        level = "easy" if match.pending().player == 0 else core_bot.RANDOM
        match.play_bot(level)
    scores = match.game.result(match.state)["scores"]
    assert scores[0] > scores[1] + 10


def test_on_its_last_turn_the_bot_finishes_the_lotus_it_controls():
    """Red leads a Lotus missing two petals, holds them and plays the game's last turn, 10
    points behind: only finishing it (7 petals and a token) wins, whatever the search's seed;
    left unfinished, red would claim at most 7 petals."""
    for seed in (1, 2, 3):
        match = dealt(2, seed=seed)
        state = edit(match)
        set_flower(state, 7, ["red-7-2", "red-7-3", "wild-7-1", "wild-7-2", "blue-7-2"])
        set_hand(state, 0, ["red-7-4", "red-7-5", "red-3-2", "red-4-2"])
        state["seats"][1]["tokens"] = 2
        final_round(state, 0, [0])
        match = load(match, state)
        while not match.over and "7" in match.state["garden"]:
            match.play_bot("easy")
        assert "7" not in match.state["garden"] and len(match.state["seats"][0]["pile"]) == 7
        assert match.state["flow"][-1] == {"kind": "reward", "player": 0, "flower": 7}
