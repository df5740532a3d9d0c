"""What the spirits remember of each other's hidden cards (memory.py, the position's ``memory``):
written when a card goes openly into a hand or drawn cards (a reclaim of the discard, Gift of
Constancy's reclaim of a played card, Entwined Power's cards from the discard, a card given),
forgotten when it leaves in the open or when its holder gives a card the rememberer does not
see; checked by the loader, kept by every bot sample of a seat that knows it, in no view, and
carried by saves (a version 2 save loads with an empty memory)."""

from __future__ import annotations

import copy
import doctest
import json

import pytest
from bot_kit import at_position, easy_moves
from horizons_helpers import bare, give

from pyengine import bridge
from pyengine.core import bot
from pyengine.core.errors import PositionError, SaveError
from pyengine.core.jsondata import canonical, clone
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import bot as B
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import memory as M
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons.rules import Horizons

GAME = "spirit_island_horizons"
H = Horizons()
WIND, MUD, TEETH, HEAT = ("sun_bright_whirlwind", "fathomless_mud_of_the_swamp", "devouring_teeth_lurk_underfoot",
                          "rising_heat_of_stone_and_sand")


def test_the_module_examples():
    assert doctest.testmod(M).failed == 0


def match_of(*spirits: str, seed: int = 1) -> Match:
    return Match.create(GAME, [{"name": f"P{i}", "kind": "human", "spirit": s} for i, s in enumerate(spirits)], seed)


def act(match: Match, **fields) -> list[dict]:
    found = [a for a in match.legal() if all(a.get(k) == v for k, v in fields.items())]
    assert len(found) == 1, (fields, [bare(a) for a in match.legal()])
    return match.act(found[0])


def loaded(m: Match, state: dict) -> Match:
    """A match from ``state`` (``m``'s seats, options and seed), which the loader accepts."""
    H.check_position(clone(state), m.seats, m.options)
    return at_position(m, state)


def entry(seat: int, seen_by, zone: str = "hand") -> dict:
    return {"seat": seat, "zone": zone, "seen_by": list(seen_by)}


# ---- written and forgotten at the right moments -------------------------------------------------

def reclaimed_by_whirlwind() -> tuple[Match, list[str]]:
    """Three spirits; Sun-Bright Whirlwind (seat 1) has two of its cards in its discard and takes
    its growth option that reclaims them (and gains a minor card)."""
    m = match_of(MUD, WIND, TEETH)
    state = clone(m.state)
    back = S.panel(state, 1)["hand"][:2]
    for card in back:
        give(state, card, "discard", seat=1)
    m = loaded(m, state)
    assert m.state["memory"] == {}
    act(m, do="switch", seat=1)
    out = act(m, do="growth", option=0)
    assert [e["args"]["cards"] for e in out if e["key"] == "horizons.log.reclaim"] == [back]  # in everyone's log
    return m, back


def test_a_reclaimed_discard_is_remembered_in_the_hand_by_every_other_spirit():
    m, back = reclaimed_by_whirlwind()
    assert m.state["memory"] == {c: entry(1, [0, 2]) for c in back}
    # the card gained next is drawn unseen: the others do not know which one was kept
    act(m, do="gain", deck="minor")
    drawn = list(S.panel(m.state, 1)["drawn"])
    kept = drawn[2]
    act(m, do="keep", card=kept)
    assert kept in S.panel(m.state, 1)["hand"]
    assert m.state["memory"] == {c: entry(1, [0, 2]) for c in back}
    H.check_position(clone(m.state), m.seats, m.options)


def test_a_remembered_card_played_is_forgotten():
    m, back = reclaimed_by_whirlwind()
    act(m, do="gain", deck="minor")
    act(m, do="keep", card=S.panel(m.state, 1)["drawn"][0])
    playable = [c for c in back if c in S.playable(m.state, 1)]
    assert playable
    act(m, do="play", card=playable[0])
    assert m.state["memory"] == {c: entry(1, [0, 2]) for c in back if c != playable[0]}


def test_a_remembered_card_forgotten_after_a_major_is_forgotten_by_the_memory_too():
    m, back = reclaimed_by_whirlwind()
    state = clone(m.state)
    S.panel(state, 1)["forget"] = True
    S.forget_card(state, 1, back[1])
    assert state["memory"] == {back[0]: entry(1, [0, 2])}


def gaining_from_a_short_deck(deck_left: int, discard: int) -> tuple[Match, list[str], list[str]]:
    """Three spirits; the minor deck holds ``deck_left`` cards and its discard ``discard``; the
    Whirlwind (seat 1) grows with its option that gains a card, and takes a minor one: (the
    match, the cards that were in the deck, those that were in the discard)."""
    m = match_of(MUD, WIND, TEETH)
    state = clone(m.state)
    pile = state["powers"]["minor"]
    pile["discard"] = pile["deck"][deck_left:deck_left + discard]
    spare = pile["deck"][deck_left + discard:]
    pile["deck"] = pile["deck"][:deck_left]
    S.panel(state, 2)["discard"] += spare  # out of the way: the third spirit's discard
    m = loaded(m, state)
    before = (list(pile["deck"]), list(pile["discard"]))
    act(m, do="switch", seat=1)
    act(m, do="growth", option=0)
    act(m, do="gain", deck="minor")
    return m, *before


def test_a_discard_shuffled_into_the_deck_and_drawn_whole_is_remembered_among_the_drawn_cards():
    m, deck, discard = gaining_from_a_short_deck(1, 3)
    assert sorted(S.panel(m.state, 1)["drawn"]) == sorted(deck + discard)
    assert m.state["memory"] == {c: entry(1, [0, 2], "drawn") for c in discard}
    H.check_position(clone(m.state), m.seats, m.options)
    act(m, do="keep", card=discard[0])
    assert m.state["memory"] == {discard[0]: entry(1, [0, 2])}


def test_the_card_drawn_unseen_kept_leaves_nothing_remembered():
    m, deck, discard = gaining_from_a_short_deck(1, 3)
    act(m, do="keep", card=deck[0])
    assert m.state["memory"] == {}  # the three others are back in the discard


def test_a_discard_shuffled_into_the_deck_but_not_drawn_whole_is_not_remembered():
    m, deck, discard = gaining_from_a_short_deck(1, 5)
    assert len(m.state["powers"]["minor"]["deck"]) == 2
    assert m.state["memory"] == {}  # which 3 of the 5 were drawn is not known


def test_a_solo_game_remembers_nothing():
    reclaims = 0
    for seed in range(4):
        m = Match.create(GAME, 1, seed)
        pick = Rng(seed)
        while not m.over:
            legal = m.legal()
            out = m.act(legal[pick.below(len(legal))])
            reclaims += any(e["key"] == "horizons.log.reclaim" and e["args"]["cards"] for e in out)
            assert m.state["memory"] == {}
    assert reclaims > 0


def test_gift_of_constancys_reclaim_of_a_played_card_is_remembered():
    m = match_of(MUD, WIND, TEETH)
    state = clone(m.state)
    card = S.panel(state, 1)["hand"][0]
    give(state, card, "played", seat=1)
    give(state, "gift_of_constancy", "played", seat=0)
    S.panel(state, 0)["used"].append("gift_of_constancy")
    for p in state["spirits"].values():
        p["growth"] = 0
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, {"kind": "reclaim_one", "player": 1}]
    m = loaded(m, state)
    out = act(m, do="reclaim", card=card)
    assert {"seat": 1, "card": card} in [e["args"] for e in out if e["key"] == "horizons.log.reclaimed_one"]
    assert m.state["memory"] == {card: entry(1, [0, 2])}
    assert card in S.panel(m.state, 1)["hand"]  # Time passed: it stayed in the hand
    H.check_position(clone(m.state), m.seats, m.options)


# Entwined Power with its threshold: the user (seat 0) targets seat 1; each may then give a card

def entwined(spirits=(MUD, WIND, TEETH), remembered: dict | None = None) -> tuple[Match, dict]:
    """Seat 0 uses Entwined Power on seat 1 with the threshold met (2 water, 4 plant: round
    effects give them); ``remembered``: card -> seat, cards moved into that seat's hand and
    remembered there by every other spirit (as a reclaim leaves them)."""
    m = match_of(*spirits)
    state = clone(m.state)
    for seat, p in state["spirits"].items():
        p["growth"], p["energy"] = 0, 5
    for card, seat in (remembered or {}).items():
        give(state, card, "hand", seat=seat)
        state["memory"][card] = entry(seat, [s for s in range(len(spirits)) if s != seat])
    give(state, "entwined_power", "played", seat=0)
    for more in (["water", "plant", "sun"], ["plant", "moon", "fire"], ["plant", "air", "earth"]):  # Elemental Boons
        state["effects"].append({"kind": "elements", "seat": 0, "elements": more})
    others = list(range(1, len(spirits)))
    state["flow"] = [{"kind": "round", "player": 0, "phase": "invader"},
                     {"kind": "together", "player": 0, "phase": "fast", "waiting": [0, *others], "acting": 0,
                      "next": None, "parked": {str(s): {"kind": "powers", "player": s, "speed": "fast"} for s in others}},
                     {"kind": "powers", "player": 0, "speed": "fast"}]
    m = loaded(m, state)
    act(m, do="use", power="entwined_power")
    act(m, do="aim", spirit=1)
    return m, state


def through_the_gains(m: Match) -> tuple[str, list[str], str]:
    """The target takes the minor deck and keeps its first card, the user keeps the last of the
    rest: (the target's card, the rest, the user's card)."""
    if m.pending().kind == "option":
        act(m, do="option", option=0)  # the minor deck
    assert m.pending().kind == "keep" and m.pending().player == 1
    drawn = list(S.panel(m.state, 1)["drawn"])
    act(m, do="keep", card=drawn[0])
    assert m.pending().kind == "keep" and m.pending().player == 0
    rest = list(S.panel(m.state, 0)["drawn"])
    assert rest == drawn[1:]
    return drawn[0], rest, rest[-1]


def test_entwined_powers_cards_from_the_discard_are_remembered_drawn_then_the_one_kept_in_hand():
    m, _ = entwined()
    act(m, do="option", option=0)  # the minor deck
    drawn = list(S.panel(m.state, 1)["drawn"])
    act(m, do="keep", card=drawn[0])
    assert drawn[0] not in m.state["memory"]  # the target's card was drawn unseen
    rest = drawn[1:]
    assert S.panel(m.state, 0)["drawn"] == rest  # taken back from the discard, in everyone's sight
    assert m.state["memory"] == {c: entry(0, [1, 2], "drawn") for c in rest}
    H.check_position(clone(m.state), m.seats, m.options)
    act(m, do="keep", card=rest[1])
    assert m.state["memory"] == {rest[1]: entry(0, [1, 2])}  # the others went to the discard again
    assert set(rest) - {rest[1]} <= set(m.state["powers"]["minor"]["discard"])


def test_a_card_given_is_known_to_the_giver_and_the_third_spirit_loses_track_of_the_givers_hand():
    # before: every spirit saw a minor card go into seat 0's hand and two into seat 1's
    m, _ = entwined(remembered={"call_to_tend": 0, "call_to_bloodshed": 1, "drift_down_into_slumber": 1})
    through_the_gains(m)
    act(m, do="keep", card=S.panel(m.state, 0)["drawn"][-1])
    mine = next(c for c in S.panel(m.state, 0)["hand"] if D.deck_of(c) == "unique")
    act(m, do="give", card=mine)  # seat 0 gives one of its own cards
    out = act(m, do="give", card="call_to_bloodshed")  # seat 1 gives a card everyone knew it had
    assert [e["args"] for e in out if e["key"] == "horizons.log.card_given"] == [{"seat": 0, "to": 1},
                                                                               {"seat": 1, "to": 0}]
    memory = m.state["memory"]
    assert memory[mine] == entry(1, [0])  # the giver knows where it went
    assert memory["call_to_bloodshed"] == entry(0, [1])  # seat 2 does not know which card went
    # what is still in each giver's hand: known to the receiver only (seat 2 cannot tell which left)
    assert memory["drift_down_into_slumber"] == entry(1, [0])
    assert memory["call_to_tend"] == entry(0, [1])


def test_a_spirit_that_gives_nothing_keeps_the_third_spirits_knowledge_of_its_hand():
    m, _ = entwined(remembered={"call_to_bloodshed": 1})
    through_the_gains(m)
    act(m, do="keep", card=S.panel(m.state, 0)["drawn"][-1])
    act(m, do="give", card=next(c for c in S.panel(m.state, 0)["hand"] if D.deck_of(c) == "unique"))
    act(m, do="done")  # seat 1 gives nothing
    assert m.state["memory"]["call_to_bloodshed"] == entry(1, [0, 2])


def test_with_two_spirits_a_card_given_is_known_to_both():
    m, _ = entwined(spirits=(MUD, WIND), remembered={"call_to_bloodshed": 1})
    through_the_gains(m)
    act(m, do="keep", card=S.panel(m.state, 0)["drawn"][-1])
    act(m, do="done")
    act(m, do="give", card="call_to_bloodshed")
    assert m.state["memory"]["call_to_bloodshed"] == entry(0, [1])


# ---- seeded games: the memory is always true, and replays to the same -------------------------

def random_games(players: int, seeds, every: int = 1):
    """(match, state) along seeded random games, every ``every`` actions."""
    for seed in seeds:
        m = Match.create(GAME, players, seed)
        pick = Rng(seed + 11)
        n = 0
        while not m.over:
            if n % every == 0:
                yield m, clone(m.state)
            legal = m.legal()
            m.act(legal[pick.below(len(legal))])
            n += 1


@pytest.fixture(scope="module")
def remembering_states():
    """States of 2- and 3-spirit random games where some card is remembered, with their match."""
    out = []
    for players in (2, 3):
        out += [(m, s) for m, s in random_games(players, range(4), every=5) if s["memory"]]
    return out


def test_every_entry_of_the_memory_is_true_along_random_games():
    written = 0
    for m, state in random_games(3, range(3)):
        M.check_memory(state)
        for card, e in state["memory"].items():
            assert card in state["spirits"][str(e["seat"])][e["zone"]]
        written += len(state["memory"])
    assert written > 0


def test_a_replay_remembers_the_same():
    for seed in (2, 5):
        m = Match.create(GAME, 3, seed)
        pick = Rng(seed)
        while len(m.actions) < 150 and not m.over:
            legal = m.legal()
            m.act(legal[pick.below(len(legal))])
        assert m.state["memory"], "a reclaim in 150 random actions"
        again = Match.from_save(json.loads(json.dumps(m.to_save())))
        assert again.state == m.state and again.state["memory"] == m.state["memory"]


# ---- the loader -------------------------------------------------------------------------------

def test_a_v3_save_keeps_the_memory():
    m, back = reclaimed_by_whirlwind()
    save = json.loads(json.dumps(m.to_save()))
    assert save["version"] == 3 and save["position"]["state"]["memory"] == m.state["memory"]
    again = Match.from_save(save)
    assert again.state["memory"] == {c: entry(1, [0, 2]) for c in back}
    edited = copy.deepcopy(save)
    edited["position"]["state"]["memory"] = {}  # a memory the actions do not produce
    with pytest.raises(SaveError, match="differs from what its actions produce"):
        Match.from_save(edited)


def start_save(state: dict, version: int = 3) -> dict:
    m = match_of(MUD, WIND, TEETH)
    save = json.loads(json.dumps(m.to_save()))
    save.update(version=version, start={"state": clone(state)}, actions=[], position=None)
    return save


def test_a_position_without_a_memory_is_refused_but_a_version_2_one_remembers_nothing():
    m, _ = reclaimed_by_whirlwind()
    state = clone(m.state)
    del state["memory"]
    with pytest.raises(PositionError, match="missing memory"):
        Match.from_save(start_save(state))
    assert Match.from_save(start_save(state, version=2)).state["memory"] == {}


BAD = [
    (lambda mem, c: mem.update({"no_such_card": entry(1, [0])}), "names 'no_such_card', which is not a power card"),
    (lambda mem, c: mem[c].update(seat=3), "seat 3 is not a spirit in play"),
    (lambda mem, c: mem[c].update(seat="1"), "seat '1' is not a spirit in play"),
    (lambda mem, c: mem[c].update(seat=2, seen_by=[0, 1]), "remembered in spirit 2's hand, but it is not there"),
    (lambda mem, c: mem[c].update(zone="drawn"), "remembered in spirit 1's drawn, but it is not there"),
    (lambda mem, c: mem[c].update(zone="discard"), "zone 'discard' is not one of hand, drawn"),
    (lambda mem, c: mem[c].update(seen_by=[]), "seen_by must be a list of at least one seat"),
    (lambda mem, c: mem[c].update(seen_by=0), "seen_by must be a list of at least one seat"),
    (lambda mem, c: mem[c].update(seen_by=[0, 0]), "seen_by"),
    (lambda mem, c: mem[c].update(seen_by=[2, 0]), "seen_by must be in seat order"),
    (lambda mem, c: mem[c].update(seen_by=[0, 1]), "seen_by names its holder, spirit 1"),
    (lambda mem, c: mem[c].update(seen_by=[0, 5]), "seen_by names 5, which is not a spirit in play"),
    (lambda mem, c: mem[c].update(seen_by=[True]), "seen_by names True"),
    (lambda mem, c: mem[c].pop("zone"), "missing zone"),
    (lambda mem, c: mem[c].update(when=1), "unknown when"),
    (lambda mem, c: mem.update({c: [1, "hand", [0]]}), "must be an object"),
]


@pytest.mark.parametrize("edit,defect", BAD, ids=[d for _, d in BAD])
def test_a_hand_edited_memory_is_refused_naming_its_defect(edit, defect):
    m, back = reclaimed_by_whirlwind()
    state = clone(m.state)
    edit(state["memory"], back[0])
    with pytest.raises(PositionError, match=defect.replace("(", r"\(").replace(")", r"\)")):
        Match.from_save(start_save(state))


def test_a_memory_that_is_not_an_object_is_refused():
    m, _ = reclaimed_by_whirlwind()
    state = clone(m.state)
    state["memory"] = []
    with pytest.raises(PositionError, match="the memory must be an object"):
        Match.from_save(start_save(state))


def test_the_version_2_saves_load_with_the_memory_their_replay_writes():
    from pathlib import Path
    for path in sorted((Path(__file__).resolve().parent / "saves").glob("horizons_v2_*.json")):
        save = json.loads(path.read_text())
        assert "memory" not in save["position"]["state"]
        m = Match.from_save(save)
        for card, e in m.state["memory"].items():
            assert card in m.state["spirits"][str(e["seat"])][e["zone"]]
        if len(m.seats) == 1:
            assert m.state["memory"] == {}


# ---- the bots' samples -------------------------------------------------------------------------

def test_a_sample_never_moves_a_card_its_seat_remembers(remembering_states):
    kept = 0
    for k, (m, state) in enumerate(remembering_states):
        for seat in range(len(m.seats)):
            for r in range(3):
                sample = B.determinize(state, seat, Rng(100 * k + 10 * seat + r))
                assert sample["memory"] == M.known_to(state, seat)
                for card, e in sample["memory"].items():
                    assert card in sample["spirits"][str(e["seat"])][e["zone"]]
                    kept += e["seat"] != seat
                H.check_position(sample, m.seats, m.options)
    assert kept > 0


def test_a_sample_still_deals_the_cards_its_seat_does_not_remember(remembering_states):
    dealt = 0
    for k, (m, state) in enumerate(remembering_states):
        seat = 0
        known = M.remembered_by(state, seat)
        for other in range(1, len(m.seats)):
            real = [c for c in state["spirits"][str(other)]["hand"] if D.deck_of(c) != "unique" and c not in known]
            sample = B.determinize(state, seat, Rng(k))
            got = [c for c in sample["spirits"][str(other)]["hand"] if D.deck_of(c) != "unique" and c not in known]
            dealt += sorted(got) != sorted(real)
    assert dealt > 0


def private_memory() -> tuple[Match, dict]:
    """Three spirits after Entwined Power's gifts: entries only seat 0 or seat 1 knows."""
    m, _ = entwined(remembered={"call_to_bloodshed": 1, "drift_down_into_slumber": 1})
    through_the_gains(m)
    act(m, do="keep", card=S.panel(m.state, 0)["drawn"][-1])
    act(m, do="give", card=next(c for c in S.panel(m.state, 0)["hand"] if D.deck_of(c) == "minor"))
    act(m, do="give", card="call_to_bloodshed")
    return m, clone(m.state)


def test_another_spirits_private_memory_is_dropped_from_a_sample_and_the_seat_keeps_its_own():
    m, state = private_memory()
    assert {tuple(e["seen_by"]) for _, e in M.entries(state["memory"])} == {(0,), (1,)}
    assert state["memory"]["mixed"] == {"2": [[0, 1]]}
    for seat in range(3):
        for r in range(4):
            sample = B.determinize(state, seat, Rng(r))
            assert sample["memory"] == {**{c: e for c, e in M.entries(state["memory"])
                                           if e["seat"] == seat or seat in e["seen_by"]},
                                        "mixed": {"2": [[0, 1]]}}  # every spirit saw the gifts
            H.check_position(sample, m.seats, m.options)
            again = B.determinize(sample, seat, Rng(7))
            assert again == B.determinize(state, seat, Rng(7))
    sample = B.determinize(state, 2, Rng(0))
    assert sample["memory"] == {"mixed": {"2": [[0, 1]]}}  # seat 2 saw no card given, only gifts made


def test_a_sample_of_a_sample_is_a_sample_of_the_real_state(remembering_states):
    for k, (m, state) in enumerate(remembering_states[::3]):
        for seat in range(len(m.seats)):
            sample = B.determinize(state, seat, Rng(k))
            assert B.determinize(sample, seat, Rng(5)) == B.determinize(state, seat, Rng(5))


def same_deck_swaps(state: dict, seat: int, limit: int = 3):
    """States that differ by a card of another spirit's hand the seat does not remember and a card
    of the same power deck's face-down deck, exchanged (the seat's view is the same)."""
    known = M.remembered_by(state, seat)
    out = []
    for key, p in sorted(state["spirits"].items()):
        if int(key) == seat:
            continue
        for i, c in enumerate(p["hand"]):
            deck = D.deck_of(c)
            if deck == "unique" or c in known or not state["powers"][deck]["deck"]:
                continue
            variant = clone(state)
            pile = variant["powers"][deck]["deck"]
            variant["spirits"][key]["hand"][i], pile[0] = pile[0], c
            out.append(variant)
            if len(out) >= limit:
                return out
    return out


def test_the_bot_never_peeks_at_what_its_seat_does_not_remember(remembering_states):
    """Exchanging another spirit's unremembered card with a deck card leaves the view and the
    easy bot's move unchanged; the remembered cards are never among those exchanged."""
    tried = 0
    for m, state in remembering_states[::4]:
        seat = H.deciding_seat(state)
        if not M.remembered_by(state, seat):
            continue
        real = at_position(m, state)
        if len(bot.Think(real, "easy").legal) < 2:
            continue
        variants = same_deck_swaps(state, seat)
        if not variants:
            continue
        view = canonical(H.board_view(state, seat))
        assert all(canonical(H.board_view(variant, seat)) == view for variant in variants)
        moves = easy_moves(m, [state, *variants])
        assert all(mv == moves[0] for mv in moves), moves
        tried += 1
    assert tried > 0


def test_the_never_peeking_hook_names_the_remembered_cards():
    m, state = private_memory()
    assert H.remembered_cards(state, 2) == set()
    assert H.remembered_cards(state, 0) == {c for c, e in M.entries(state["memory"]) if 0 in e["seen_by"]}
    assert H.remembered_cards(state, 0) and H.remembered_cards(state, 1)


# ---- views ------------------------------------------------------------------------------------

def test_no_view_shows_the_memory(remembering_states):
    m, state = private_memory()
    for match, s in [(m, state), *remembering_states[::5]]:
        forgetful = dict(clone(s), memory={})
        for seat in [None, *range(len(match.seats))]:
            shown = H.board_view(s, seat)
            assert shown == H.board_view(forgetful, seat)  # the memory changes nothing a board shows
            assert "memory" not in shown and "seen_by" not in json.dumps(shown)


def test_the_bridge_views_do_not_carry_the_memory():
    m, state = private_memory()
    save = json.loads(json.dumps(m.to_save()))
    res = json.loads(bridge.handle(json.dumps({"op": "load", "save": json.dumps(save)})))
    assert res["ok"], res
    for seat in (None, 0, 1, 2):
        req = {"op": "view", "match": res["match"]}
        if seat is not None:
            req["player"] = seat
        view = json.loads(bridge.handle(json.dumps(req)))
        assert view["ok"], view
        assert "seen_by" not in json.dumps(view["view"])


def test_a_unique_card_given_is_remembered_in_the_receivers_hand_and_the_position_loads():
    """A spirit may give one of its own unique cards (the gift offers the whole hand): the
    loader accepts it in the receiver's hand, and the giver remembers it there."""
    m, _ = entwined(spirits=(MUD, WIND))
    through_the_gains(m)
    act(m, do="keep", card=S.panel(m.state, 0)["drawn"][-1])
    mine = D.unique_powers(MUD)[0]
    act(m, do="give", card=mine)
    act(m, do="done")
    assert mine in S.panel(m.state, 1)["hand"] and m.state["memory"][mine] == entry(1, [0])
    again = loaded(m, clone(m.state))
    assert again.state == m.state
    lost = clone(m.state)
    S.panel(lost, 1)["hand"].remove(mine)
    with pytest.raises(PositionError, match=f"spirit 0's unique card {mine} is nowhere"):
        loaded(m, lost)
