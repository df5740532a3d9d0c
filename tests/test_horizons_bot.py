"""The Horizons bot: what a sample keeps and what it deals anew, how positions are judged, and a
searching bot that answers every kind of decision, for each spirit alone and for 2-3 spirits."""

from __future__ import annotations

import pytest
from bot_kit import at_position

from pyengine.core import bot
from pyengine.core.jsondata import bare, clone
from pyengine.core.match import Match
from pyengine.core.playout import Playout
from pyengine.core.rng import Rng
from pyengine.core.zones import EVERYONE
from pyengine.games.spirit_island_horizons import bot as B
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import fear as F
from pyengine.games.spirit_island_horizons import pieces as P
from pyengine.games.spirit_island_horizons.rules import SPIRITS

GAME = "spirit_island_horizons"


def policy_states(players: int, seeds=range(3), spirit: str | None = None, earn: int = 0):
    """(match, state) at every decision of seeded games played by the playout policy; ``earn``
    fear cards are earned at the start (so fear cards come to be resolved)."""
    for seed in seeds:
        seats = [{"kind": "bot"} if spirit is None else {"kind": "bot", "spirit": spirit}] * players
        match = Match.create(GAME, seats, seed)
        state = clone(match.state)
        for _ in range(earn):
            F.earn(state)
        play = Playout(match.game, state, Rng(seed))
        while play.seat() is not None:
            yield match, play.state
            play.run(1)


def open_places(state):
    return [(zone.name, seat, list(cards)) for zone, seat, cards in B.card_layout(state) if zone.seen_by == EVERYONE]


@pytest.fixture(scope="module")
def three_spirit_states():
    return [clone(s) for i, (_, s) in enumerate(policy_states(3, range(4))) if i % 7 == 0]


def test_a_sample_keeps_every_spirits_cards_the_open_cards_the_board_and_the_flow(three_spirit_states):
    changed = 0
    for k, state in enumerate(three_spirit_states):
        for seat in range(3):
            sample = B.determinize(state, seat, Rng(k))
            # every panel as it is, hands and drawn cards included: hands are open among the spirits
            assert sample["spirits"] == state["spirits"]
            assert open_places(sample) == open_places(state)
            for key in ("lands", "pools", "round", "destroyed_presence", "layout", "effects", "flow"):
                assert sample[key] == state[key]
            changed += sample["powers"]["minor"]["deck"] != state["powers"]["minor"]["deck"]
    assert changed > len(three_spirit_states)  # the hidden order is dealt anew, not copied


def test_a_sample_is_the_same_for_every_seat(three_spirit_states):
    """Nothing is one seat's alone: the seats' samples with the same draws are the same."""
    for k, state in enumerate(three_spirit_states):
        assert B.determinize(state, 0, Rng(k)) == B.determinize(state, 1, Rng(k)) == B.determinize(state, 2, Rng(k))


def test_the_invader_deck_keeps_its_stages_and_the_cards_seen(three_spirit_states):
    reordered = 0
    for k, state in enumerate(three_spirit_states):
        sample = B.determinize(state, 0, Rng(k))
        inv, real = sample["invader"], state["invader"]
        for space in ("explore", "build", "ravage", "discard", "special_done"):
            assert inv[space] == real[space]
        assert [D.invader_stage(c) for c in inv["deck"]] == [D.invader_stage(c) for c in real["deck"]]
        assert sorted(D.invader_stage(c) for c in inv["removed"]) == [1, 2, 3]
        for stage in D.STAGES:  # a stage's hidden cards stay that stage's, deck and removed together
            def hidden(i):
                return sorted(c for c in i["deck"] + i["removed"] if D.invader_stage(c) == stage)
            assert hidden(inv) == hidden(real)
        reordered += inv["deck"] != real["deck"] or inv["removed"] != real["removed"]
    assert reordered > 0


def test_the_fear_cards_keep_their_dividers_and_terror():
    state = clone(next(s for _, s in policy_states(1, earn=4)))
    assert len(state["fear"]["earned"]) == 4 and state["fear"]["terror"] == 2
    seen = set()
    for k in range(8):
        sample = B.determinize(state, 0, Rng(k))
        fear, real = sample["fear"], state["fear"]
        assert (fear["dividers"], fear["terror"], fear["discard"], fear["resolving"]) == \
               (real["dividers"], real["terror"], real["discard"], real["resolving"])
        assert [len(fear[k]) for k in ("deck", "earned", "unused")] == [len(real[k]) for k in ("deck", "earned", "unused")]
        assert sorted(fear["deck"] + fear["earned"] + fear["unused"]) == sorted(real["deck"] + real["earned"] + real["unused"])
        assert F.terror_for(len(fear["deck"]), fear["dividers"]) == fear["terror"]
        seen.add(tuple(fear["earned"]))
    assert len(seen) > 1  # which cards were earned face down is not known


def test_a_sample_reorders_each_power_deck_and_keeps_its_cards(three_spirit_states):
    reordered = 0
    for k, state in enumerate(three_spirit_states):
        sample = B.determinize(state, 1, Rng(k + 50))
        for deck in ("minor", "major"):
            got, real = sample["powers"][deck], state["powers"][deck]
            assert sorted(got["deck"]) == sorted(real["deck"]) and got["discard"] == real["discard"]
            reordered += got["deck"] != real["deck"]
    assert reordered > 0


# ---- judging ---------------------------------------------------------------------------------------

def a_position():
    for _, state in policy_states(1, seeds=[2]):
        if state["round"] == 2 and state["fear"]["terror"] == 1 and state["pools"]["blight"] >= 3:
            return clone(state)
    raise AssertionError("no such position")


def value(state):
    return B.evaluate(state)[0]


def test_the_evaluation_prefers_less_blight_more_fear_fewer_invaders_more_presence():
    state = a_position()
    land = next(l for l, here in state["lands"].items() if not here["blight"] and not here["presence"]
                and l not in B.I.card_lands(B.isle_of(state), state["invader"]["ravage"])
                and l not in B.I.card_lands(B.isle_of(state), state["invader"]["build"]))
    base = value(state)

    blighted = clone(state)
    P.add(blighted, "blight", land, 1)
    feared = clone(state)
    F.earn(feared)
    invaded = clone(state)
    P.add(invaded, "town", land, 1)
    grown = clone(state)
    P.add_presence(grown, land, 0)
    assert value(blighted) < base < value(feared)
    assert value(invaded) < base < value(grown)
    assert all(0.0 < v < 1.0 for v in (value(blighted), value(feared), value(invaded), value(grown)))


def test_a_won_game_is_worth_most_and_a_lost_one_least():
    state = a_position()
    live = value(state)
    won, lost = clone(state), clone(state)
    won["flow"], lost["flow"] = [], []
    won["result"] = {"won": True}
    lost["result"] = {"won": False}
    assert value(lost) < live < value(won) == 1.0
    assert B.evaluate(dict(won, spirits={"0": {}, "1": {}})) == [1.0, 1.0]


# ---- the policy and the searching bot ---------------------------------------------------------------

def decision_kind(state) -> str:
    top = state["flow"][-1]
    if state["fear"]["resolving"] is not None:
        return "fear:" + top["kind"]
    if top["kind"] == "spirit":
        return f"spirit:{top['step']}"
    return top["kind"]


def test_the_playout_policy_damages_where_it_destroys_and_cascades_away_from_blight():
    rng = Rng(1)
    state = a_position()
    land = next(l for l in state["lands"] if not state["lands"][l]["presence"])
    here = state["lands"][land]
    here.update(explorer=[0], town=[0], city=[0])
    state["flow"].append({"kind": "damage", "player": 0, "land": land, "n": 2, "kinds": ["explorer", "town", "city"],
                          "purpose": "damage"})
    moves = [{"do": "hit", "piece": k, "damage": 0} for k in ("explorer", "town", "city")]
    assert B.playout_move(state, moves, rng)["piece"] == "town"  # 2 damage destroys a town, not a city
    state["flow"][-1] = {"kind": "cascade", "player": 0, "land": land}
    a, b = list(state["lands"])[:2]
    state["lands"][a]["blight"] = 2
    state["lands"][b]["blight"], state["lands"][b]["presence"] = 0, {}
    cascades = [{"do": "cascade", "land": a}, {"do": "cascade", "land": b}]
    assert B.playout_move(state, cascades, rng)["land"] == b
    state["flow"][-1] = {"kind": "pick", "player": 0, "verb": "destroy", "lands": [land], "kinds": ["town", "dahan"],
                         "n": 1, "optional": True}
    picks = [{"do": "pick", "land": land, "piece": "dahan", "damage": 0}, {"do": "done"}]
    assert B.playout_move(state, picks, rng) == {"do": "done"}  # never destroys the dahan when it may stop


# growth, cards, targets, the ravage's order and cascades, the invaders' stage II town, the
# effects' choices, and the choices of the fear cards
KINDS = {"spirit:growth", "spirit:play", "grow", "place", "keep", "forget", "powers", "aim", "ravage_order",
         "cascade", "special", "damage", "move", "option", "fear:pick", "fear:move", "fear:land"}
SETUPS = [(1, s) for s in SPIRITS] + [(2, None), (3, None)]


@pytest.mark.parametrize("players,spirit", SETUPS, ids=[f"{p}-{s or 'seats'}" for p, s in SETUPS])
def test_the_searching_bot_answers_every_kind_of_decision(players, spirit):
    """Seeded games played by the policy (some with fear cards earned at once, so fear cards
    resolve): at the first decision of each kind, the easy bot's move is one of the legal ones,
    and never a switch while a move of the spirit's own is legal."""
    firsts = {}
    for match, state in policy_states(players, range(3), spirit, earn=0):
        firsts.setdefault(decision_kind(state), (match, clone(state)))
    for match, state in policy_states(players, range(3, 6), spirit, earn=3):
        firsts.setdefault(decision_kind(state), (match, clone(state)))
    assert KINDS <= set(firsts), KINDS - set(firsts)
    for kind, (match, state) in sorted(firsts.items()):
        think = bot.Think(at_position(match, state), "easy")
        think.run()
        legal = [bare(a) for a in think.legal]
        assert bare(think.action) in legal, kind
        if any(a["do"] != "switch" for a in legal):
            assert think.action["do"] != "switch", kind
