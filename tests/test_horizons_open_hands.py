"""Open hands among the spirits: Horizons is cooperative and its rulebook hides no hand from a
teammate, so every seat and a spectator see every spirit's hand, drawn cards and played cards;
no decision is private (the shell never covers the board for a hand-off); the log of draws,
keeps and gifts is everyone's; the bots' samples deal only the decks' order anew. Hidden from
all alike: the decks' order, the earned fear cards, the cards out of the game. Positions saved
while hands were hidden carry a ``memory`` of what each spirit knew of the others' hands: they
load without it."""

from __future__ import annotations

import json
from pathlib import Path

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
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons.rules import Horizons

GAME = "spirit_island_horizons"
H = Horizons()
WIND, MUD, TEETH = "sun_bright_whirlwind", "fathomless_mud_of_the_swamp", "devouring_teeth_lurk_underfoot"
SAVES = Path(__file__).resolve().parent / "saves"


def match_of(*spirits: str, seed: int = 1) -> Match:
    return Match.create(GAME, [{"name": f"P{i}", "kind": "human", "spirit": s} for i, s in enumerate(spirits)], seed)


def act(match: Match, **fields) -> list[dict]:
    found = [a for a in match.legal() if all(a.get(k) == v for k, v in fields.items())]
    assert len(found) == 1, (fields, [bare(a) for a in match.legal()])
    return match.act(found[0])


def whirlwind_gains() -> Match:
    """Three spirits; Sun-Bright Whirlwind (seat 1) takes its growth option that reclaims and
    gains a minor card: four minor cards drawn, not kept yet."""
    m = match_of(MUD, WIND, TEETH)
    act(m, do="switch", seat=1)
    act(m, do="growth", option=0)
    act(m, do="gain", deck="minor")
    assert len(S.panel(m.state, 1)["drawn"]) == 4
    return m


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
def states():
    """States of 2- and 3-spirit random games (with the match each came from)."""
    return [(m, s) for players in (2, 3) for m, s in random_games(players, range(2), every=9)]


# ---- the views ----------------------------------------------------------------------------------

def test_every_seat_and_a_spectator_see_every_spirits_hand_and_drawn_cards():
    m = whirlwind_gains()
    boards = [m.view(viewer)["board"] for viewer in (None, 0, 1, 2)]
    for board in boards:
        assert board == boards[0]  # one board for all: nothing is one seat's alone
        for i, shown in enumerate(board["spirits"]):
            p = S.panel(m.state, i)
            assert (shown["hand"], shown["drawn"], shown["played"]) == (p["hand"], p["drawn"], p["played"])
            assert (shown["hand_count"], shown["drawn_count"]) == (len(p["hand"]), len(p["drawn"]))
        assert set(S.panel(m.state, 1)["drawn"]) <= set(board["cards"])  # the board has each card's face


def test_the_views_show_every_hand_along_random_games(states):
    for m, state in states:
        for viewer in [None, *range(len(m.seats))]:
            board = H.board_view(state, viewer)
            assert [(s["hand"], s["drawn"]) for s in board["spirits"]] == \
                   [(p["hand"], p["drawn"]) for _, p in sorted(state["spirits"].items(), key=lambda kv: int(kv[0]))]


def test_the_decks_order_the_earned_fear_cards_and_the_cards_out_of_the_game_stay_hidden(states):
    for m, state in states[::3]:
        fear, inv = state["fear"], state["invader"]
        hidden = set(fear["deck"]) | set(fear["earned"]) | set(fear["unused"]) | set(inv["deck"]) | set(inv["removed"])
        hidden |= {c for d in S.DECKS for c in state["powers"][d]["deck"]}
        for viewer in (None, 0):
            text = json.dumps(H.board_view(state, viewer))
            assert not {c for c in hidden if f'"{c}"' in text}, viewer
            board = H.board_view(state, viewer)
            assert board["fear"]["earned"] == len(fear["earned"]) and board["invaders"]["deck"] == len(inv["deck"])


# ---- no hand-off ----------------------------------------------------------------------------------

def test_no_horizons_frame_is_private():
    assert H.handlers and not [kind for kind, h in H.handlers.items() if h.private]


def test_no_decision_of_a_random_game_is_private_and_anyone_may_list_its_choices(states):
    for m, state in states:
        decision = H.pending(state)
        if decision is None:
            continue
        assert decision.private is False and decision.to_json()["private"] is False
    m = whirlwind_gains()  # the keep: the drawn cards are everyone's to see, so are its choices
    res = json.loads(bridge.handle(json.dumps({"op": "load", "save": json.dumps(m.to_save())})))
    legal = json.loads(bridge.handle(json.dumps({"op": "legal", "match": res["match"]})))
    assert legal["ok"] and legal["player"] == 1 and legal.get("private") is not True
    assert {a["card"] for a in legal["actions"]} == set(S.panel(m.state, 1)["drawn"])


# ---- the log ----------------------------------------------------------------------------------

def test_draws_keeps_and_gifts_are_in_everyones_log():
    m = whirlwind_gains()
    drawn = list(S.panel(m.state, 1)["drawn"])
    act(m, do="keep", card=drawn[2])
    assert not [e for e in m.log if "secret" in e]
    for viewer in (None, 0, 2):
        log = m.view(viewer)["log"]
        assert not [e for e in log if e.get("private")]
        assert [e["args"]["cards"] for e in log if e["key"] == "horizons.log.drew"] == [drawn]
        assert [(e["args"]["card"], e["args"]["discarded"]) for e in log if e["key"] == "horizons.log.kept"] == \
               [(drawn[2], drawn[:2] + drawn[3:])]


def entwined_gift() -> tuple[Match, str]:
    """Three spirits: seat 0 uses Entwined Power on seat 1 with its threshold met (Elemental
    Boons give the elements) and gives seat 1 one of its unique cards."""
    m = match_of(MUD, WIND, TEETH)
    state = clone(m.state)
    for p in state["spirits"].values():
        p["growth"], p["energy"] = 0, 5
    give(state, "entwined_power", "played", seat=0)
    for more in (["water", "plant", "sun"], ["plant", "moon", "fire"], ["plant", "air", "earth"]):
        state["effects"].append({"kind": "elements", "seat": 0, "elements": more})
    state["flow"] = [{"kind": "round", "player": 0, "phase": "invader"},
                     {"kind": "together", "player": 0, "phase": "fast", "waiting": [0, 1, 2], "acting": 0,
                      "next": None, "parked": {str(s): {"kind": "powers", "player": s, "speed": "fast"} for s in (1, 2)}},
                     {"kind": "powers", "player": 0, "speed": "fast"}]
    H.check_position(clone(state), m.seats, m.options)
    m = at_position(m, state)
    act(m, do="use", power="entwined_power")
    act(m, do="aim", spirit=1)
    if m.pending().kind == "option":
        act(m, do="option", option=0)  # the minor deck
    act(m, do="keep", card=S.panel(m.state, 1)["drawn"][0])
    act(m, do="keep", card=S.panel(m.state, 0)["drawn"][-1])
    assert m.pending().kind == "give_card" and not m.pending().private
    mine = D.unique_powers(MUD)[0]
    act(m, do="give", card=mine)
    act(m, do="done")
    return m, mine


def test_a_gift_is_in_everyones_log_and_the_card_in_the_receivers_hand_for_all():
    m, mine = entwined_gift()
    for viewer in (None, 0, 1, 2):
        view = m.view(viewer)
        assert [e["args"] for e in view["log"] if e["key"] == "horizons.log.card_given"] == \
               [{"seat": 0, "to": 1, "card": mine}]
        assert mine in view["board"]["spirits"][1]["hand"]


# ---- the bots' samples ----------------------------------------------------------------------------

def test_a_sample_keeps_every_hand_and_drawn_card(states):
    reordered = 0
    for k, (m, state) in enumerate(states):
        for seat in range(len(m.seats)):
            sample = B.determinize(state, seat, Rng(k))
            assert sample["spirits"] == state["spirits"] and sample["flow"] == state["flow"]
            assert canonical(H.board_view(sample, seat)) == canonical(H.board_view(state, seat))
            for d in S.DECKS:
                assert sorted(sample["powers"][d]["deck"]) == sorted(state["powers"][d]["deck"])
                reordered += sample["powers"][d]["deck"] != state["powers"][d]["deck"]
            H.check_position(sample, m.seats, m.options)
    assert reordered > 0


def test_the_bot_never_peeks_at_the_power_decks_order(states):
    """Two cards of a face-down power deck exchanged: the same view, the same easy move."""
    tried = 0
    for m, state in states[::4]:
        seat = H.deciding_seat(state)
        if seat is None or len(bot.Think(at_position(m, state), "easy").legal) < 2:
            continue
        variant = clone(state)
        pile = variant["powers"]["minor"]["deck"]
        pile[0], pile[-1] = pile[-1], pile[0]
        assert canonical(H.board_view(variant, seat)) == canonical(H.board_view(state, seat))
        moves = easy_moves(m, [state, variant])
        assert moves[0] == moves[1]
        tried += 1
    assert tried > 0


# ---- saves written while hands were hidden ----------------------------------------------------------

@pytest.mark.parametrize("name", ["horizons_v3_3p_memory", "horizons_v3_3p_gifts"])
def test_a_save_with_a_memory_loads_without_it(name):
    """Saves of the release that hid hands (version 3): a mid-game one whose spirits remembered
    cards reclaimed, and one after Entwined Power's gifts (cards only the giver knew, and the
    third spirit's ``mixed`` hands)."""
    save = json.loads((SAVES / f"{name}.json").read_text())
    assert save["version"] == 3 and save["position"]["state"]["memory"]
    m = Match.from_save(save)
    assert "memory" not in m.state and len(m.actions) == len(save["actions"])
    expected = {k: v for k, v in save["position"]["state"].items() if k != "memory"}
    assert canonical(m.state) == canonical(expected)
    again = Match.from_save(json.loads(json.dumps(m.to_save())))
    assert again.state == m.state
    edited = clone(save)
    edited["position"]["state"]["round"] += 1  # the rest of the position is still checked
    with pytest.raises(SaveError, match="differs from what its actions produce"):
        Match.from_save(edited)


def test_the_old_saves_load_through_the_bridge_with_every_hand_open():
    text = (SAVES / "horizons_v3_3p_gifts.json").read_text()
    res = json.loads(bridge.handle(json.dumps({"op": "load", "save": text})))
    assert res["ok"], res
    view = json.loads(bridge.handle(json.dumps({"op": "view", "match": res["match"]})))["view"]
    state = json.loads(text)["position"]["state"]
    assert [s["hand"] for s in view["board"]["spirits"]] == [state["spirits"][str(i)]["hand"] for i in range(3)]
    assert "seen_by" not in json.dumps(view) and "memory" not in view["board"]


def test_a_position_handed_to_the_loader_with_a_memory_is_refused():
    """Outside a save (which drops it) a ``memory`` is no part of a Horizons position."""
    m = match_of(MUD, WIND)
    state = dict(clone(m.state), memory={})
    with pytest.raises(PositionError, match="memory"):
        H.check_position(state, m.seats, m.options)
