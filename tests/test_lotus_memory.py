"""What the Lotus seats remember of hidden cards (state["memory"], POSITION.md "The memory"):
written and forgotten at the right moments, checked by the loader, kept by saves, shown by no
view, and kept by every sample a bot draws (it never moves a remembered card)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from bot_kit import at_position, sampled_positions
from lotus_helpers import act_all, dealt, edit, final_round, load, play, put, set_hand

from pyengine import bridge
from pyengine.core import bot as core_bot
from pyengine.core.errors import PositionError, SaveError
from pyengine.core.jsondata import canonical, clone
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.games.lotus import bot
from pyengine.games.lotus.table import MEMORY, empty_memory, sub_frame

SAVES = Path(__file__).resolve().parent / "saves"


def memory(match: Match) -> dict:
    return match.state[MEMORY]


def deck(match: Match, seat: int) -> list[str]:
    return match.state["seats"][seat]["deck"]


def hand(match: Match, seat: int) -> list[str]:
    return match.state["seats"][seat]["hand"]


def exchange(match: Match, *cards: str) -> list:
    return act_all(match, *({"do": "exchange", "card": c} for c in cards), {"do": "confirm"})


def take_wild(match: Match, card: str) -> list:
    return match.act({"do": "draw", "from": "wild", "card": card})


def refilling(players: int = 2, hand0: list[str] | None = None, seed: int = 1) -> Match:
    """Seat 0 has taken both actions and refills, its hand short by two."""
    m = dealt(players, seed=seed)
    s = edit(m)
    if hand0 is not None:
        set_hand(s, 0, hand0)
    for _ in range(2):
        put(s, s["seats"][0]["hand"][-1], s["seats"][0]["pile"])
    s["flow"][-1] = {"kind": "refill", "player": 0, "final": False}
    return load(m, s)


def small_deck(m: Match, seat: int, size: int) -> dict:
    """A copy of the state with the seat's deck cut to its top ``size`` cards (the rest in its pile)."""
    s = edit(m)
    cards = s["seats"][seat]["deck"]
    s["seats"][seat]["pile"] += cards[size:]
    del cards[size:]
    return s


# ---- written and forgotten at the right moments ---------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_remembers_nothing(players):
    assert memory(dealt(players)) == {"in_hand": [[]] * players, "under_deck": [[]] * players}


def test_a_wildflower_taken_from_the_row_is_remembered_in_that_hand_until_played():
    m = refilling()
    w1, w2 = m.state["wild_row"][:2]
    take_wild(m, w1)
    assert memory(m)["in_hand"] == [[w1], []]
    take_wild(m, w2)  # the hand is full: the turn ends, the row is refilled
    assert memory(m)["in_hand"] == [[w1, w2], []] and m.state["flow"][-1]["player"] == 1
    # seat 1's turn changes nothing of what seat 0 holds
    exchange(m, hand(m, 1)[0])
    play(m, hand(m, 1)[0])
    assert memory(m)["in_hand"][0] == [w1, w2]
    while m.state["flow"][-1]["kind"] == "refill":
        m.act({"do": "draw", "from": "deck"})
    # seat 0 plays w2 openly: only w1 is still known to be in its hand
    play(m, w2)
    assert memory(m)["in_hand"] == [[w1], []]


def test_an_exchange_remembers_its_cards_under_the_deck_for_their_owner_in_the_order_chosen():
    m = dealt(2)
    a, b = hand(m, 0)[2], hand(m, 0)[0]
    top = deck(m, 0)[:2]
    exchange(m, a, b)
    assert memory(m)["under_deck"] == [[a, b], []]
    assert deck(m, 0)[-2:] == [a, b] and hand(m, 0)[-2:] == top
    c = hand(m, 0)[1]
    exchange(m, c)
    assert memory(m)["under_deck"] == [[a, b, c], []] and deck(m, 0)[-3:] == [a, b, c]


def holding_a_taken_wildflower():
    """Seat 0 took the first wildflower of the row, then seat 1 played a turn of two exchanges:
    seat 0 is to act, the wildflower in its hand.  Returns (match, wildflower)."""
    m = refilling()
    w = m.state["wild_row"][0]
    take_wild(m, w)
    m.act({"do": "draw", "from": "deck"})
    exchange(m, hand(m, 1)[0])
    exchange(m, hand(m, 1)[0])
    while m.state["flow"][-1]["kind"] == "refill":
        m.act({"do": "draw", "from": "deck"})
    return m, w


def test_an_exchange_makes_the_others_forget_which_wildflowers_are_still_in_the_hand():
    """The others see only how many cards went under the deck: the wildflower may be among them."""
    m, w = holding_a_taken_wildflower()
    assert memory(m)["in_hand"][0] == [w]
    other = next(c for c in hand(m, 0) if c != w)
    exchange(m, other)
    assert w in hand(m, 0) and memory(m)["in_hand"][0] == [] and memory(m)["under_deck"][0] == [other]


def test_a_wildflower_exchanged_under_the_deck_is_remembered_there_by_its_owner():
    m, w = holding_a_taken_wildflower()
    exchange(m, w)
    assert deck(m, 0)[-1] == w and memory(m)["under_deck"][0] == [w] and memory(m)["in_hand"][0] == []


def test_drawing_into_the_cards_put_under_the_deck_forgets_them_one_by_one():
    m = dealt(2)
    m = load(m, small_deck(m, 0, 2))
    a, b = hand(m, 0)[:2]
    x, y = deck(m, 0)
    exchange(m, a, b)  # the deck is [x, y, a, b]; x and y are drawn: every card left is known
    assert deck(m, 0) == [a, b] and memory(m)["under_deck"][0] == [a, b] and hand(m, 0)[-2:] == [x, y]
    c = hand(m, 0)[0]
    exchange(m, c)  # [a, b, c]: a is drawn
    assert deck(m, 0) == [b, c] and memory(m)["under_deck"][0] == [b, c] and hand(m, 0)[-1] == a
    # a refill from the deck draws b
    s = edit(m)
    put(s, hand(m, 0)[0], s["seats"][0]["pile"])
    s["flow"][-1] = {"kind": "refill", "player": 0, "final": False}
    m = load(m, s)
    assert memory(m)["under_deck"][0] == [b, c]
    m.act({"do": "draw", "from": "deck"})
    assert hand(m, 0)[-1] == b and deck(m, 0) == [c] and memory(m)["under_deck"][0] == [c]


def test_drawing_above_the_cards_put_under_the_deck_keeps_them():
    m = refilling()
    a = hand(m, 0)[0]
    s = edit(m)
    s["flow"][-1] = {"kind": "action", "player": 0, "taken": 1, "final": False}
    m = load(m, s)
    exchange(m, a)  # the second action: the hand is two short
    assert memory(m)["under_deck"][0] == [a] and m.state["flow"][-1]["kind"] == "refill"
    m.act({"do": "draw", "from": "deck"})
    m.act({"do": "draw", "from": "deck"})
    assert memory(m)["under_deck"][0] == [a] and deck(m, 0)[-1] == a and len(deck(m, 0)) > 20


def test_at_the_end_of_the_game_the_hands_go_back_and_nothing_is_remembered():
    m = dealt(2)
    s = edit(m)
    final_round(s, 0, [0])  # seat 0 drew its last card a round ago: its turn is the game's last
    m = load(m, s)
    a = hand(m, 0)[0]
    exchange(m, a)
    assert memory(m)["under_deck"][0] == [a]
    exchange(m, hand(m, 0)[0])
    while not m.over:
        m.act(m.legal()[0])
    assert m.over and memory(m) == empty_memory(2)
    m.game.check_position(m.state, m.seats, m.options)


def random_game(seed: int, players: int, level: str = core_bot.RANDOM) -> Match:
    m = Match.create("lotus", players, seed)
    pick = Rng(seed + 3)
    while not m.over:
        legal = m.legal()
        m.act(legal[pick.below(len(legal))])
    return m


@pytest.mark.parametrize("players", [2, 4])
def test_in_random_games_the_memory_always_holds_and_a_replay_gives_it_again(players):
    """Every position of seeded random games passes the loader (the memory is true of it),
    the memory holds something now and then, and the replay of the save is the same state."""
    held = Counter()
    for seed in range(3):
        m = Match.create("lotus", players, seed)
        pick = Rng(seed + 3)
        while not m.over:
            legal = m.legal()
            m.act(legal[pick.below(len(legal))])
            m.game.check_position(m.state, m.seats, m.options)
            held["in_hand"] += any(memory(m)["in_hand"])
            held["under_deck"] += any(memory(m)["under_deck"])
        again = Match.from_save(json.loads(json.dumps(m.to_save())))
        assert again.state == m.state
    assert held["in_hand"] > 10 and held["under_deck"] > 10


# ---- the loader -----------------------------------------------------------------------------

def _remembering() -> tuple[Match, dict]:
    """Seat 0 has put two cards under its deck, seat 1 has taken a wildflower into its hand."""
    m = dealt(2)
    exchange(m, *hand(m, 0)[:2])
    play(m, hand(m, 0)[0])
    while m.state["flow"][-1]["player"] == 0:
        m.act({"do": "draw", "from": "deck"})
    exchange(m, hand(m, 1)[0])
    play(m, hand(m, 1)[0])
    take_wild(m, m.state["wild_row"][0])  # the hand is full again: seat 0's turn
    assert memory(m)["under_deck"][0] and memory(m)["in_hand"][1] and memory(m)["under_deck"][1]
    return m, edit(m)


def _set(path, value):
    def change(s):
        obj = s
        for key in path[:-1]:
            obj = obj[key]
        obj[path[-1]] = value(s) if callable(value) else value
    return change


def _own_card(s, seat):
    return s["seats"][seat]["deck"][0]


@pytest.mark.parametrize("change,words", [
    (lambda s: s.pop(MEMORY), "the state has field.s. missing memory"),
    (_set([MEMORY], []), "'memory' must be an object"),
    (lambda s: s[MEMORY].update(seen=[]), "'memory' has field.s. unknown seen"),
    (lambda s: s[MEMORY].pop("in_hand"), "'memory' has field.s. missing in_hand"),
    (_set([MEMORY, "in_hand"], [[]]), "memory.in_hand must list one list of card ids for each of the 2 seats"),
    (_set([MEMORY, "under_deck"], [[], [], []]), "memory.under_deck must list one list .* 2 seats"),
    (_set([MEMORY, "in_hand", 0], "wild-3-1"), r"memory.in_hand\[0\] must be a list of ids"),
    (_set([MEMORY, "in_hand", 0], [5]), r"memory.in_hand\[0\] must be a list of ids"),
    (_set([MEMORY, "in_hand", 0], ["wild-9-9"]), r"remembers 'wild-9-9', which is not a card of this game"),
    (_set([MEMORY, "in_hand", 0], ["yellow-3-1"]), r"remembers 'yellow-3-1', which is not a card of this game"),
    (_set([MEMORY, "in_hand", 1], lambda s: s[MEMORY]["in_hand"][1] * 2), r"in_hand\[1\] already remembers"),
    (_set([MEMORY, "under_deck", 1], lambda s: s[MEMORY]["in_hand"][1]), r"under_deck\[1\] remembers wild-.*, which "
     r"memory.in_hand\[1\] already remembers"),
    (_set([MEMORY, "in_hand", 0], lambda s: [s["seats"][0]["hand"][0]]), r"in_hand\[0\] remembers red-.*: only a wildflower"),
    (lambda s: s[MEMORY].update(in_hand=[s[MEMORY]["in_hand"][1], []]),
     r"in_hand\[0\] remembers wild-.* in seat 0's hand, but it is not there"),
    (_set([MEMORY, "under_deck", 0], lambda s: s[MEMORY]["under_deck"][0][::-1]),
     r"under_deck\[0\] .* must be the last cards of seat 0's deck, in order"),
    (_set([MEMORY, "under_deck", 0], lambda s: [_own_card(s, 0)]), r"under_deck\[0\] .* must be the last cards"),
    (_set([MEMORY, "under_deck", 1], lambda s: [s["seats"][1]["hand"][0]]), r"under_deck\[1\] .* must be the last"),
    (_set([MEMORY, "under_deck", 0], lambda s: s["seats"][0]["deck"] + s["seats"][0]["hand"][:1]),
     r"under_deck\[0\] .* must be the last cards"),
])
def test_the_loader_refuses_a_false_or_malformed_memory_naming_the_defect(change, words):
    m, s = _remembering()
    load(m, clone(s))  # as it is, it loads
    change(s)
    with pytest.raises(PositionError, match=words):
        load(m, s)


def test_forgetting_is_always_a_possible_position():
    m, s = _remembering()
    for key in ("in_hand", "under_deck"):
        for i in range(2):
            t = clone(s)
            t[MEMORY][key][i] = t[MEMORY][key][i][1:]  # the first one forgotten
            load(m, t)
    t = clone(s)
    t[MEMORY] = empty_memory(2)
    load(m, t)


def test_a_game_over_remembers_nothing():
    m = random_game(1, 2)
    s = edit(m)
    s[MEMORY]["under_deck"][0] = s["seats"][0]["deck"][-1:]
    with pytest.raises(PositionError, match="the game is over .*'memory' remembers nothing then"):
        m.game.check_position(s, m.seats, m.options)


def test_a_hand_edited_memory_is_refused_by_the_bridge_with_the_defect_named():
    m, s = _remembering()
    s[MEMORY]["in_hand"][1] = [hand(m, 0)[0]]
    save = m.to_save()
    save.update(start={"state": s}, actions=[], position=None)
    res = json.loads(bridge.handle(json.dumps({"op": "load", "save": json.dumps(save)})))
    assert not res["ok"] and res["error"]["code"] == "bad_position"
    assert "memory.in_hand[1] remembers red-" in res["error"]["message"]


# ---- saves ----------------------------------------------------------------------------------

def test_a_version_3_save_keeps_the_memory_and_refuses_an_edited_one():
    m, _ = _remembering()
    save = json.loads(json.dumps(m.to_save()))
    assert save["version"] == 3 and save["position"]["state"][MEMORY] == memory(m)
    again = Match.from_save(save)
    assert again.state == m.state and again.position() == m.position()
    save["position"]["state"][MEMORY] = empty_memory(2)  # a memory the actions did not write
    with pytest.raises(SaveError, match="differs from what its actions produce"):
        Match.from_save(save)


@pytest.mark.parametrize("name", ["lotus_v2_2p_midgame", "lotus_v2_4p_midgame", "lotus_v1_example_1"])
def test_an_older_save_loads_with_the_memory_its_replay_writes_and_plays_on(name):
    save = json.loads((SAVES / f"{name}.json").read_text())
    assert save["version"] < 3 and MEMORY not in json.dumps(save)
    m = Match.from_save(save)
    m.game.check_position(m.state, m.seats, m.options)
    if save["actions"]:  # replayed from the setup: the replay remembered what the file could not write
        assert any(memory(m)["under_deck"])
    else:  # a teacher's position: a memory of nothing
        assert memory(m) == empty_memory(len(m.seats))
    for _ in range(30):
        if m.over:
            break
        m.play_bot()
        m.game.check_position(m.state, m.seats, m.options)
    again = Match.from_save(json.loads(json.dumps(m.to_save())))
    assert again.state == m.state


def test_an_older_teachers_position_gets_a_memory_of_nothing():
    save = json.loads((Path(__file__).resolve().parent / "positions" / "lotus_example_1.json").read_text())
    assert save["version"] == 2 and MEMORY not in save["start"]["state"]
    m = Match.from_save(save)
    assert memory(m) == empty_memory(2)


# ---- views ------------------------------------------------------------------------------------

def test_no_view_shows_the_memory():
    """A seat's view (board, log, choices) is the same whatever the position remembers."""
    m, s = _remembering()
    forgot = clone(s)
    forgot[MEMORY] = empty_memory(2)
    a, b = at_position(m), at_position(m, forgot)
    for seat in (None, 0, 1):
        va = a.view(seat)
        assert canonical(va) == canonical(b.view(seat))
        assert MEMORY not in json.dumps(va) and "under_deck" not in json.dumps(va)
    res = json.loads(bridge.handle(json.dumps({"op": "load", "save": json.dumps(m.to_save())})))
    for seat in (None, 0, 1):
        shown = json.loads(bridge.handle(json.dumps({"op": "view", "match": res["match"], "player": seat})))
        assert shown["ok"] and MEMORY not in json.dumps(shown) and "under_deck" not in json.dumps(shown)


# ---- the bot's samples ----------------------------------------------------------------------

def _positions(players: int):
    return sampled_positions("lotus", players, 6, 7, seed0=40)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sample_never_moves_a_card_its_seat_remembers_and_forgets_the_others_own_memory(players):
    checked = Counter()
    for k, match in enumerate(_positions(players)):
        state = match.state
        for seat in range(players):
            for r in range(3):
                sample = bot.determinize(state, seat, Rng(1000 * k + 10 * seat + r))
                mem = sample[MEMORY]
                assert mem["in_hand"] == state[MEMORY]["in_hand"]
                for i, cards in enumerate(mem["in_hand"]):
                    held = sample["seats"][i]["hand"]
                    assert held == state["seats"][i]["hand"] if i == seat else held[:len(cards)] == cards
                    checked["in_hand"] += len(cards)
                under = state[MEMORY]["under_deck"][seat]
                assert mem["under_deck"][seat] == under
                own = sample["seats"][seat]["deck"]
                assert own[len(own) - len(under):] == under
                checked["under_deck"] += len(under)
                assert all(not mem["under_deck"][i] for i in range(players) if i != seat)
                match.game.check_position(sample, match.seats, match.options)
    assert checked["in_hand"] > 20 and checked["under_deck"] > 20


def test_a_sample_deals_an_opponents_hand_around_the_wildflowers_it_took():
    """The other cards of the hand still come from its whole group (hand and deck)."""
    for k, match in enumerate(_positions(2)):
        state = match.state
        for seat in (0, 1):
            other = 1 - seat
            kept = state[MEMORY]["in_hand"][other]
            sub = sub_frame(state)
            if not kept or len(kept) == len(state["seats"][other]["hand"]) or (sub and sub["player"] == other):
                continue
            hands = set()
            for r in range(12):
                s = bot.determinize(state, seat, Rng(r))["seats"][other]
                assert s["hand"][:len(kept)] == kept
                hands.add(tuple(s["hand"][len(kept):]))
                real = state["seats"][other]
                assert Counter(s["hand"] + s["deck"]) == Counter(real["hand"] + real["deck"])
            assert len(hands) > 1
            return
    raise AssertionError("no position with a remembered wildflower beside unknown cards")


def test_an_opponent_choosing_cards_to_play_keeps_the_wildflowers_it_took_in_its_hand():
    """Three wildflowers taken and two cards being chosen in a hand of four: at least one of
    the chosen is a remembered wildflower, in every sample; the chosen are of any type that
    allows it (here 5 or 3)."""
    m = dealt(2)
    s = edit(m)
    kept = ["wild-5-1", "wild-5-2", "wild-3-1"]
    set_hand(s, 0, [*kept, "red-4-2"])
    s[MEMORY]["in_hand"][0] = list(kept)
    s["flow"].append({"kind": "play", "player": 0, "cards": ["wild-5-1", "wild-5-2"]})
    m = load(m, s)
    chosen_types = set()
    for r in range(30):
        sample = bot.determinize(m.state, 1, Rng(r))
        cards = sub_frame(sample)["cards"]
        assert sample["seats"][0]["hand"][:3] == kept and set(cards) & set(kept) and len(cards) == 2
        chosen_types.add(cards[0].split("-")[1])
        m.game.check_position(sample, m.seats, m.options)
    assert chosen_types == {"5", "3"}


def test_a_sample_does_not_depend_on_what_another_seat_alone_remembers():
    """Seat 1 alone knows which cards it put under its deck: two positions that differ only
    there (and in its memory) give seat 0 the same samples and the same move."""
    m, s = _remembering()
    under = s[MEMORY]["under_deck"][1]
    assert under
    t = clone(s)
    d1 = t["seats"][1]["deck"]
    top = d1[0]
    d1[0], d1[-1] = d1[-1], top
    t[MEMORY]["under_deck"][1] = under[:-1] + [top]
    a, b = load(m, clone(s)), load(m, t)
    assert canonical(a.view(0)) == canonical(b.view(0))
    for r in range(5):
        assert bot.determinize(a.state, 0, Rng(r)) == bot.determinize(b.state, 0, Rng(r))


def test_the_seat_remembers_the_cards_it_put_under_its_deck_and_every_wildflower_held():
    """Game.remembered_cards, which the generic never-peeking test leaves in place."""
    m, s = _remembering()
    known = m.game.remembered_cards(s, 0)
    assert known >= set(s[MEMORY]["under_deck"][0]) | set(s[MEMORY]["in_hand"][1])
    assert not known & {c for c in s[MEMORY]["under_deck"][1] if not c.startswith("wild-")}
    held = {c for seat in s["seats"] for c in seat["hand"] + seat["deck"] if c.startswith("wild-")}
    assert held <= known and held <= m.game.remembered_cards(s, 1)


def test_the_seat_s_own_deck_is_dealt_above_the_cards_it_put_under_it():
    m = dealt(2)
    m = load(m, small_deck(m, 0, 3))
    a = hand(m, 0)[0]
    exchange(m, a)  # the deck is [y, z, a]: the seat knows a is last, not the order of y and z
    orders = set()
    for r in range(12):
        own = bot.determinize(m.state, 0, Rng(r))["seats"][0]["deck"]
        assert own[-1] == a and sorted(own[:2]) == sorted(deck(m, 0)[:2])
        orders.add(tuple(own))
    assert len(orders) == 2
