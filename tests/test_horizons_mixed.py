"""What a spirit no longer knows after a gift between two other spirits (memory.py's ``mixed``):
written at the gift (for every spirit that neither gave nor received it), grown and joined, never
shown, checked by the loader, carried by saves and replays; and a bot's sample of such a spirit
deals the deck labels and unique cards of the two hands anew over them, so that it does not
depend on which card really went (bot.py ``_power_cards``)."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from bot_kit import at_position
from horizons_helpers import bare
from test_horizons_memory import H, MUD, WIND, act, entry, entwined, loaded, start_save, through_the_gains

from pyengine.core import bot
from pyengine.core.errors import PositionError, SaveError
from pyengine.core.jsondata import canonical, clone
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import bot as B
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import memory as M
from pyengine.games.spirit_island_horizons import spirit as S

MUDS = D.unique_powers(MUD)
WINDS = D.unique_powers(WIND)
MAJOR = "cleansing_floods"
MINOR = "call_to_bloodshed"


def gifts(user_gives: str | None = MUDS[0], target_gives: str | None = MAJOR) -> Match:
    """Three spirits: seat 0 (Mud) uses Entwined Power on seat 1 (Whirlwind), which holds a minor
    and a major card every spirit saw go into its hand; after the gains seat 0 gives
    ``user_gives`` and seat 1 gives ``target_gives`` (None: nothing). Seat 2 sees neither card."""
    m, _ = entwined(remembered={MINOR: 1, MAJOR: 1})
    through_the_gains(m)
    act(m, do="keep", card=S.panel(m.state, 0)["drawn"][-1])
    for card in (user_gives, target_gives):
        if card is None:
            act(m, do="done")
        else:
            act(m, do="give", card=card)
    return m


def at_seat_2s_growth() -> Match:
    """``gifts()`` played on to the next round's spirit phase, seat 2 choosing its growth."""
    m = gifts()
    while not (m.pending().kind == "spirit" and m.state["round"] == 2):
        act(m, do="done")
    act(m, do="switch", seat=2)
    assert m.pending().kind == "spirit" and m.pending().player == 2
    return m


# ---- written at the gift -----------------------------------------------------------------------

def test_a_gift_between_two_spirits_mixes_their_hands_for_the_third():
    m, _ = entwined(remembered={MINOR: 1, MAJOR: 1})
    through_the_gains(m)
    act(m, do="keep", card=S.panel(m.state, 0)["drawn"][-1])
    assert "mixed" not in m.state["memory"]  # the gains are in everyone's sight
    act(m, do="give", card=MUDS[0])
    act(m, do="give", card=MAJOR)
    assert m.state["memory"]["mixed"] == {"2": [[0, 1]]}  # once, not once per gift
    assert M.mixed_for(m.state, 2) == [[0, 1]] and M.mixed_for(m.state, 0) == M.mixed_for(m.state, 1) == []
    H.check_position(clone(m.state), m.seats, m.options)


@pytest.mark.parametrize("user_gives,target_gives", [(MUDS[0], None), (None, MAJOR)])
def test_one_gift_either_way_is_enough(user_gives, target_gives):
    m = gifts(user_gives, target_gives)
    assert m.state["memory"]["mixed"] == {"2": [[0, 1]]}


def test_no_gift_mixes_nothing():
    m = gifts(None, None)
    assert "mixed" not in m.state["memory"]
    assert m.state["memory"][MINOR] == m.state["memory"][MAJOR] == entry(1, [0, 2])


def test_with_two_spirits_nobody_is_left_out_of_a_gift():
    m, _ = entwined(spirits=(MUD, WIND), remembered={MINOR: 1})
    through_the_gains(m)
    act(m, do="keep", card=S.panel(m.state, 0)["drawn"][-1])
    act(m, do="give", card=MUDS[0])
    act(m, do="give", card=MINOR)
    assert "mixed" not in m.state["memory"]


def test_the_groups_stay_as_the_game_goes_on():
    m = at_seat_2s_growth()
    pick = Rng(3)
    while m.state["round"] < 4 and not m.over:
        legal = m.legal()
        m.act(legal[pick.below(len(legal))])
        assert m.state["memory"]["mixed"] == {"2": [[0, 1]]}
        M.check_memory(m.state)


def test_groups_join_whenever_a_gift_meets_them():
    """The memory's own rule, with more spirits than a game has: groups only grow, and a gift
    between two groups (or a group and a spirit) makes them one."""
    state = {"spirits": {str(s): {"hand": [], "drawn": []} for s in range(5)}, "memory": {}}
    M.given(state, "a", 0, 1)
    M.given(state, "b", 2, 3)
    assert state["memory"]["mixed"] == {"2": [[0, 1]], "3": [[0, 1]], "4": [[0, 1], [2, 3]],
                                        "0": [[2, 3]], "1": [[2, 3]]}
    M.given(state, "c", 3, 1)
    assert state["memory"]["mixed"] == {"2": [[0, 1, 3]], "3": [[0, 1]], "4": [[0, 1, 2, 3]],
                                        "0": [[1, 2, 3]], "1": [[2, 3]]}
    M.given(state, "d", 4, 0)
    assert M.mixed_for(state, 2) == [[0, 1, 3, 4]] and M.mixed_for(state, 3) == [[0, 1, 4]]
    assert M.mixed_for(state, 1) == [[0, 4], [2, 3]] and M.mixed_for(state, 4) == [[0, 1, 2, 3]]
    M.check_mixed(state["memory"]["mixed"], list(range(5)))


# ---- the bots' samples -------------------------------------------------------------------------

def swapped(state: dict, a: str, b: str) -> dict:
    """``state`` with cards ``a`` and ``b`` (in two hands) exchanged, in the memory too (what the
    spirits that saw them know follows the cards): a position where the other card was given."""
    out = clone(state)
    hands = [S.panel(out, s)["hand"] for s in (0, 1)]
    ha = next(h for h in hands if a in h)
    hb = next(h for h in hands if b in h)
    ha[ha.index(a)], hb[hb.index(b)] = b, a
    memory = out["memory"]
    ea, eb = memory.pop(a, None), memory.pop(b, None)
    if ea is not None:
        memory[b] = ea
    if eb is not None:
        memory[a] = eb
    return out


# seat 2 saw seat 0 give one of its hand and seat 1 give one of its hand, not which; really seat 0
# gave a Mud unique card and seat 1 a major: in each variant another card went
VARIANTS = {
    "a minor given, not the major": (MAJOR, MINOR),
    "another Mud card given": (MUDS[0], MUDS[1]),
    "a Whirlwind card given, not the major": (MAJOR, WINDS[0]),
}


@pytest.fixture(scope="module")
def growth():
    m = at_seat_2s_growth()
    state = clone(m.state)
    assert not M.remembered_by(state, 2)  # seat 2 knows no card of these hands
    return m, state


@pytest.mark.parametrize("name", VARIANTS)
def test_seat_2s_samples_do_not_depend_on_which_card_was_given(growth, name):
    m, state = growth
    variant = swapped(state, *VARIANTS[name])
    H.check_position(clone(variant), m.seats, m.options)  # a position the game could be in
    assert canonical(H.board_view(variant, 2)) == canonical(H.board_view(state, 2))
    for r in range(40):
        assert B.determinize(variant, 2, Rng(r)) == B.determinize(state, 2, Rng(r))


@pytest.mark.parametrize("name", VARIANTS)
def test_seat_2s_easy_bot_does_not_depend_on_which_card_was_given(growth, name):
    m, state = growth
    thoughts = []
    for s in (state, swapped(state, *VARIANTS[name])):
        think = bot.Think(at_position(m, s), "easy")
        assert len(think.legal) >= 2 and think.seat == 2
        think.run()
        thoughts.append((bare(think.action), think.search.ranked()))
    assert thoughts[0] == thoughts[1]


def test_seat_2s_samples_deal_the_two_hands_anew(growth):
    """Over many samples, each card of the two hands (the major, the Mud and Whirlwind cards)
    turns up in either hand; each hand keeps its size; nothing else changes hands."""
    m, state = growth
    hands = {s: len(S.panel(state, s)["hand"]) for s in (0, 1)}
    whose: dict[str, Counter] = {}
    majors = Counter()
    for r in range(60):
        sample = B.determinize(state, 2, Rng(r))
        H.check_position(clone(sample), m.seats, m.options)
        assert {s: len(S.panel(sample, s)["hand"]) for s in (0, 1)} == hands
        assert S.panel(sample, 2)["hand"] == S.panel(state, 2)["hand"]
        for s in (0, 1):
            for c in S.panel(sample, s)["hand"]:
                whose.setdefault(c, Counter())[s] += 1
                majors[s] += D.deck_of(c) == "major"
        assert sum(majors.values()) == r + 1  # one major in the two hands, as really
    for c in MUDS[1:] + WINDS:
        assert set(whose[c]) == {0, 1}, (c, whose[c])
    assert set(majors) == {0, 1} and all(majors.values())


def test_a_spirit_in_a_gift_keeps_the_deck_of_each_card_of_the_others_hand(growth):
    """Seats 0 and 1 saw the gifts: their samples deal no unique card anew and keep the deck of
    each card they do not know where it is."""
    m, state = growth
    for seat, other in ((0, 1), (1, 0)):
        real = S.panel(state, other)["hand"]
        for r in range(10):
            got = S.panel(B.determinize(state, seat, Rng(r)), other)["hand"]
            assert sorted(D.deck_of(c) for c in got) == sorted(D.deck_of(c) for c in real)
            assert sorted(c for c in got if D.deck_of(c) == "unique") == \
                sorted(c for c in real if D.deck_of(c) == "unique")


def test_a_card_seat_2_still_knows_in_a_mixed_hand_stays_where_it_is():
    """Seat 1 gives nothing: seat 2 still knows the minor and the major seat 1 took openly (the
    only gift went into seat 1's hand), and its samples keep them there while the rest of the
    two hands is mixed."""
    m = gifts(MUDS[0], None)
    state = clone(m.state)
    assert M.remembered_by(state, 2) >= {MINOR, MAJOR}
    moved = Counter()
    for r in range(40):
        sample = B.determinize(state, 2, Rng(r))
        for c in (MINOR, MAJOR):
            assert c in S.panel(sample, 1)["hand"]
        moved[any(c in S.panel(sample, 1)["hand"] for c in MUDS[1:])] += 1
        H.check_position(clone(sample), m.seats, m.options)
    assert moved[True] and moved[False]


def test_the_drawn_cards_of_a_mixed_spirit_keep_their_deck():
    """A gain is drawn from a deck everyone saw chosen: while seat 1 (mixed with seat 0 for seat
    2) holds its drawn minor cards, seat 2's samples deal minor cards there, and mix the hands."""
    m = at_seat_2s_growth()
    act(m, do="switch", seat=1)
    act(m, do="growth", option=0)
    act(m, do="gain", deck="minor")
    state = clone(m.state)
    drawn = len(S.panel(state, 1)["drawn"])
    assert drawn == 4 and M.mixed_for(state, 2) == [[0, 1]]
    for r in range(30):
        sample = B.determinize(state, 2, Rng(r))
        assert len(S.panel(sample, 1)["drawn"]) == drawn
        assert all(D.deck_of(c) == "minor" for c in S.panel(sample, 1)["drawn"])
        H.check_position(clone(sample), m.seats, m.options)


def test_a_sample_of_a_sample_after_the_gifts_is_a_sample_of_the_real_state(growth):
    m, state = growth
    for seat in range(3):
        for r in range(6):
            sample = B.determinize(state, seat, Rng(r))
            assert sample["memory"]["mixed"] == {"2": [[0, 1]]}
            assert B.determinize(sample, seat, Rng(50 + r)) == B.determinize(state, seat, Rng(50 + r))


# ---- saves, replays, the loader, views -----------------------------------------------------------

def test_a_replay_mixes_the_same_and_an_edited_group_is_caught():
    m = at_seat_2s_growth()
    save = json.loads(json.dumps(m.to_save()))
    assert save["version"] == 3 and save["position"]["state"]["memory"]["mixed"] == {"2": [[0, 1]]}
    again = Match.from_save(save)
    assert again.state == m.state
    edited = json.loads(json.dumps(save))
    del edited["position"]["state"]["memory"]["mixed"]
    with pytest.raises(SaveError, match="differs from what its actions produce"):
        Match.from_save(edited)


def test_a_position_without_groups_loads_and_mixes_nothing():
    """A memory written before the groups existed (or a teacher's) has no ``mixed``: nothing mixed."""
    m = gifts()
    state = clone(m.state)
    del state["memory"]["mixed"]
    again = Match.from_save(start_save(state))
    assert "mixed" not in again.state["memory"]


BAD = [
    (lambda mixed: mixed.clear(), "the memory's mixed is empty"),
    (lambda mixed: mixed.update({"5": [[0, 1]]}), "names viewer '5', which is not a spirit in play"),
    (lambda mixed: mixed.update({"02": [[0, 1]]}), "names viewer '02'"),
    (lambda mixed: mixed.update({"2": []}), "spirit 2's mixed groups must be a list of at least one group"),
    (lambda mixed: mixed.update({"2": [[0, 1]], "0": {"1": 2}}), "spirit 0's mixed groups must be a list"),
    (lambda mixed: mixed.update({"2": [[1]]}), r"\[1\] is not a list of at least two seats"),
    (lambda mixed: mixed.update({"2": [0, 1]}), "0 is not a list of at least two seats"),
    (lambda mixed: mixed.update({"2": [[0, 7]]}), "names 7, which is not a spirit in play"),
    (lambda mixed: mixed.update({"2": [[0, "1"]]}), "names '1', which is not a spirit in play"),
    (lambda mixed: mixed.update({"2": [[0, 2]]}), "names spirit 2 itself"),
    (lambda mixed: mixed.update({"2": [[1, 1]]}), r"mixed group \[1, 1\] holds 1 twice"),
    (lambda mixed: mixed.update({"2": [[1, 0]]}), "must be in seat order"),
    (lambda mixed: mixed.update({"0": [[1, 2], [1, 2]]}), "spirit 0's mixed groups share spirit 1"),
]


@pytest.mark.parametrize("edit,defect", BAD, ids=[d for _, d in BAD])
def test_a_hand_edited_group_is_refused_naming_its_defect(edit, defect):
    state = clone(gifts().state)
    edit(state["memory"]["mixed"])
    with pytest.raises(PositionError, match=defect):
        Match.from_save(start_save(state))


def test_groups_that_are_not_an_object_or_out_of_order_are_refused():
    state = clone(gifts().state)
    state["memory"]["mixed"] = [[0, 1]]
    with pytest.raises(PositionError, match="the memory's mixed must be an object"):
        Match.from_save(start_save(state))
    # with more spirits than a game has, the check itself: groups in the order of their first seats
    with pytest.raises(PositionError, match="spirit 4's mixed groups must be in the order of their first seats"):
        M.check_mixed({"4": [[2, 3], [0, 1]]}, list(range(5)))


def test_no_view_shows_the_groups(growth):
    m, state = growth
    plain = clone(state)
    del plain["memory"]["mixed"]
    for seat in (None, 0, 1, 2):
        assert H.board_view(state, seat) == H.board_view(plain, seat)
    loaded_match = loaded(m, state)
    for seat in (None, 0, 1, 2):
        assert '"mixed"' not in json.dumps(loaded_match.view(seat))
