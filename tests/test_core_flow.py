"""The core's game machinery: the flow of frames, choices, turn order, loader checks,
graphs and effects, on small games that exist only here."""

import doctest
import json

import pytest

from pyengine.core import choices, effects, graph, registry, turns, validate, zones
from pyengine.core.choices import Pick, Split, reason
from pyengine.core.effects import Operations, effect_frame, store
from pyengine.core.errors import EngineError, IllegalAction, PositionError
from pyengine.core.flow import Context, FlowGame, Frame
from pyengine.core.game import Outcome
from pyengine.core.graph import Graph
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from toy_games import Campfire


@pytest.mark.parametrize("module", [choices, graph, turns, validate, zones])
def test_the_examples_in_the_docstrings_hold(module):
    assert doctest.testmod(module).failed == 0


@pytest.fixture(scope="module")
def campfire():
    game = Campfire()
    registry.register(game)
    yield game
    registry._GAMES.pop(game.id)


# ---- flow --------------------------------------------------------------------------------

def test_the_top_frame_is_the_pending_decision_and_its_actions_are_the_legal_list(campfire):
    m = Match.create("toy_campfire", 2, 3, {"first_player": 1})
    decision = m.pending()
    assert (decision.player, decision.kind, decision.private) == (1, "turn", False)
    row = m.state["row"]
    assert [a["card"] for a in m.legal() if a["do"] == "feed"] == [c for c in row if int(c[1]) <= 15]
    assert all(a["target"] == f"row:{a['card']}" for a in m.legal() if a["do"] == "feed")
    assert {"do": "done", "target": "button:done"} not in m.legal()  # at least one card first


def test_a_frame_closes_and_the_next_one_comes_from_the_rules(campfire):
    m = Match.create("toy_campfire", 2, 3, {"first_player": 0})
    card = m.legal()[0]["card"]
    m.act({"do": "feed", "card": card})
    assert m.pending().player == 0 and len(m.state["flow"][-1]["fed"]) == 1
    m.act({"do": "done"})
    assert m.pending().player == 1 and m.state["flow"][-1]["fed"] == []
    assert len(m.state["flow"]) == 1


def test_a_refusal_comes_from_the_same_choice_as_the_legal_list(campfire):
    m = Match.create("toy_campfire", 1, 5, {})
    with pytest.raises(IllegalAction) as err:
        m.act({"do": "feed", "card": "nope"})
    assert err.value.key == "refuse.not_now"
    m.state["fire"] = 14
    hot = next(c for c in m.state["row"] if int(c[1]) > 1)
    with pytest.raises(IllegalAction) as err:
        m.act({"do": "feed", "card": hot})
    assert err.value.key == "toy.refuse.too_hot"


def test_a_cooperative_game_is_won_or_lost_together(campfire):
    outcomes = set()
    for seed in range(40):
        m = Match.create("toy_campfire", 2, seed, {})
        while not m.over:
            legal = m.legal()
            m.act(legal[0])  # always feed the first card that fits: wins some, loses some
        res = m.view(None)["result"]
        assert res["kind"] == "team" and isinstance(res["won"], bool)
        assert res["reason"] in ("reached", "burnt_out") and res["won"] == (res["reason"] == "reached")
        outcomes.add(res["won"])
    assert outcomes == {True, False}


def test_a_saved_flow_replays_and_a_position_with_a_bad_frame_is_refused(campfire):
    m = Match.create("toy_campfire", 2, 9, {})
    m.act(m.legal()[0])
    again = Match.from_save(json.loads(json.dumps(m.to_save())))
    assert again.state == m.state
    state = json.loads(json.dumps(m.state))
    state["flow"][0]["player"] = 7
    with pytest.raises(PositionError, match=r"flow\[0\].player must be a seat number 0..1"):
        campfire.check_position(state, m.seats, m.options)


class Loop(Frame):
    kind = "loop"

    def legal(self, state, frame):
        return []

    def settle(self, ctx, frame):
        return True  # never resolves: a broken handler


class Looping(FlowGame):
    id = "toy_loop"
    frames = (Loop,)


def test_a_flow_that_never_settles_is_stopped_with_an_error():
    game = Looping()
    ctx = Context({"flow": [{"kind": "loop", "player": 0}]}, Rng(1), Outcome())
    with pytest.raises(EngineError, match="did not settle"):
        game.settle(ctx)


def test_two_handlers_for_one_kind_are_refused():
    class Twice(FlowGame):
        id = "twice"
        frames = (Loop, Loop)

    with pytest.raises(ValueError, match="two frame handlers"):
        Twice()


# ---- choices -------------------------------------------------------------------------------

def test_pick_offers_up_to_most_then_only_done():
    pick = Pick(do="take", field="card", items=["a", "b", "c"], target=lambda c: f"t:{c}", most=2, least=1,
                done={"do": "stop"}, chosen=["a", "b"], full=reason("x.full"))
    assert pick.actions() == [{"do": "stop"}]
    assert pick.refusal({"do": "take", "card": "c"}) == reason("x.full")
    assert pick.refusal({"do": "take", "card": "a"}) == reason("refuse.not_now")
    assert pick.refusal({"do": "take", "card": ["a"]}) == reason("refuse.not_now")
    assert pick.refusal({"do": "other"}) is None
    none_yet = Pick(do="take", field="card", items=["a"], target=str, least=1, done={"do": "stop"})
    assert none_yet.actions() == [{"do": "take", "card": "a", "target": "a"}]


def test_pick_with_fixed_fields_and_groups_answers_only_for_its_own_actions():
    wild = Pick(do="take", field="card", items=["a", "b"], target=lambda c: f"wild:{c}", fixed={"from": "wild"},
                group=lambda c: "wild", why=lambda c: reason("x.no") if c == "b" else None)
    assert wild.actions() == [{"do": "take", "from": "wild", "card": "a", "target": "wild:a", "group": "wild"}]
    assert wild.refusal({"do": "take", "from": "wild", "card": "b"}) == reason("x.no")
    assert wild.refusal({"do": "take", "from": "hand", "card": "b"}) is None  # another choice's action


def test_push_last_puts_frames_under_the_whole_stack_first_one_first():
    state = {"flow": [{"kind": "turn"}]}
    ctx = Context(state, Rng(1), Outcome())
    ctx.push_last([{"kind": "last_a"}, {"kind": "last_b"}])
    assert [f["kind"] for f in state["flow"]] == ["last_b", "last_a", "turn"]


def test_split_gives_one_unit_at_a_time_within_each_pieces_room():
    room = {"town": 2, "explorer": 1}
    split = Split(do="hit", field="piece", pieces=["town", "explorer"], amount=2,
                  room=lambda p: room[p] - split.given.get(p, 0), target=lambda p: f"piece:{p}")
    assert [a["piece"] for a in split.actions()] == ["town", "explorer"]
    split.give("explorer")
    assert [a["piece"] for a in split.actions()] == ["town"]
    assert split.refusal({"do": "hit", "piece": "explorer"}) == reason("refuse.split.full")
    split.give("town")
    assert split.actions() == [] and split.left() == 0
    assert split.refusal({"do": "hit", "piece": "town"}) == reason("refuse.split.done")


# ---- turns, graphs, loader checks ------------------------------------------------------------

def test_turn_order_helpers():
    assert turns.in_turn_order([0, 3, 1], 4, 2) == [3, 0, 1]
    assert turns.final_turns(3, 4, trigger_too=True, round_ends_with=3) == []
    assert turns.final_turns(0, 4, trigger_too=False, round_ends_with=3) == [1, 2, 3]
    assert turns.first_player(2, 4, Rng(1)) == 2
    assert 0 <= turns.first_player("random", 4, Rng(1)) < 4


def test_graph_range_stops_where_told_and_adjacency_must_be_symmetric():
    g = Graph.grid(4, 1)
    assert g.within(["0,0"], 3, through=lambda n: n != "1,0") == {"0,0", "1,0"}
    assert g.connected() and g.distance("0,0", "3,0") == 3
    with pytest.raises(ValueError, match="not symmetric"):
        Graph({"a": ["b"], "b": []})
    assert Graph.from_edges(["a", "b", "c"], [("a", "b")]).distance("a", "c") is None


def test_loader_checks_name_the_defect():
    with pytest.raises(PositionError, match="tokens must be a whole number from 0 to 30, not 10000000"):
        validate.whole(10**7, "tokens", 0, 30)
    with pytest.raises(PositionError, match="has field.s. missing b; unknown c"):
        validate.fields({"a": 1, "c": 2}, {"a", "b"}, "the seat")
    places = validate.Places()
    places.put(["x"], "the hand")
    with pytest.raises(PositionError, match="card y is nowhere"):
        places.complete(["x", "y"])
    with pytest.raises(PositionError, match="holds 'z', which is not one of"):
        validate.id_list(["z"], "the deck", allowed={"x"})
    with pytest.raises(PositionError, match="must be one of 'a', 'b', not True"):
        validate.one_of(True, ["a", "b"], "the mode")


# ---- effects ---------------------------------------------------------------------------------

OPS = Operations()


@OPS.define("gain")
def _gain(ctx, effect, step):
    ctx.state["score"] += step["n"] * effect["vars"].get("times", 1)


@OPS.define("ask_times")
def _ask(ctx, effect, step):
    return {"kind": "times", "player": effect["player"]}


class Times(Frame):
    kind = "times"

    def legal(self, state, frame):
        return [{"do": "times", "n": n} for n in (1, 2, 3)]

    def apply(self, ctx, frame, action):
        ctx.pop()
        store(ctx, "times", action["n"])


class Start(Frame):
    kind = "start"

    def legal(self, state, frame):
        return [{"do": "go"}]

    def apply(self, ctx, frame, action):
        ctx.pop()
        ctx.push(effect_frame(0, [{"op": "gain", "n": 1}, {"op": "ask_times"}, {"op": "gain", "n": 10}]))


class Effects(FlowGame):
    id = "toy_effects"
    frames = (Start, Times, OPS.frame())


def test_an_effect_runs_its_operations_waits_for_a_decision_and_resumes():
    game = Effects()
    state = {"score": 0, "flow": [{"kind": "start", "player": 0}]}
    game.apply(state, {"do": "go"}, Rng(1))
    assert state["score"] == 1 and state["flow"][-1]["kind"] == "times"
    assert state["flow"][0]["pc"] == 2  # the interpreter's place is in the state
    resumed = json.loads(json.dumps(state))  # as a save would carry it
    game.apply(resumed, {"do": "times", "n": 3}, Rng(1))
    assert resumed["score"] == 31 and resumed["flow"] == [] and game.is_over(resumed)


# ---- a loaded position awaits a decision; a frame may say so without listing its actions ------

class Once(Frame):
    """Resolves by itself once (``ready`` false), then waits for "go"."""

    kind = "once"
    asked = 0

    def legal(self, state, frame):
        Once.asked += 1
        return [{"do": "go"}] if frame["ready"] else []

    def settle(self, ctx, frame):
        if frame["ready"]:
            return False
        frame["ready"] = True
        return True


class Sure(Once):
    kind = "sure"

    def awaits(self, state, frame):
        return True


class Settling(FlowGame):
    id = "toy_settling"
    frames = (Once, Sure)


def test_settled_says_whether_a_position_awaits_a_decision_without_changing_it():
    game = Settling()
    waiting = {"flow": [{"kind": "once", "player": 0, "ready": True}]}
    forced = {"flow": [{"kind": "once", "player": 0, "ready": False}]}
    assert game.settled(waiting) and game.settled({"flow": []})
    assert not game.settled(forced) and forced["flow"][0]["ready"] is False  # looked at on a copy


def test_the_settle_loop_asks_awaits_and_by_default_the_legal_list():
    game = Settling()
    for kind, lists in (("once", 1), ("sure", 0)):
        Once.asked = 0
        state = {"flow": [{"kind": kind, "player": 0, "ready": False}]}
        game.settle(Context(state, Rng(1), Outcome()))
        assert state["flow"][0]["ready"] and Once.asked == lists


# ---- zones and pools -------------------------------------------------------------------------

def test_a_move_marks_the_reveal_when_someone_sees_a_card_they_did_not_see_before():
    deck, hand, table = zones.Zone("deck", zones.NOBODY), zones.Zone("hand", zones.OWNER), zones.Zone("table")
    for (source, seat), (destination, to_seat), shown in [
            ((deck, None), (table, None), True),  # turned face up
            ((deck, None), (hand, 0), True),  # drawn: its owner sees it
            ((hand, 0), (table, None), True),  # laid open
            ((hand, 0), (hand, 1), True),  # given or stolen: the other seat sees it
            ((hand, 0), (hand, 0), False), ((hand, 0), (deck, None), False),  # put back face down
            ((table, None), (hand, 1), False), ((table, None), (table, None), False)]:
        ctx = Context({"flow": []}, Rng(1), Outcome())
        here, there = ["a", "b"], ["c"]
        zones.move(ctx, "b", (source, seat, here), (destination, to_seat, there), at=0)
        assert (here, there, ctx.out.reveals) == (["a"], ["b", "c"], shown), (source.name, destination.name)


def test_a_revealing_move_in_a_game_ends_undo_and_conservation_names_the_defect(campfire):
    match = Match.create("toy_campfire", 1, 5, {"first_player": 0})
    match.act(next(a for a in match.legal() if a["do"] == "feed"), 0)  # row to fire: both public
    assert match.can_undo(0)
    match.act({"do": "done"}, 0)  # refills the row from the face-down deck
    assert not match.can_undo(0)
    state = match.position()["state"]
    state["ash"].append(state["row"][0])
    with pytest.raises(PositionError, match="both in the row and in the ash"):
        Campfire().check_position(state, match.seats, match.options)
    state["ash"].pop()
    state["ash"].append("c9-1")
    with pytest.raises(PositionError, match="unknown card 'c9-1' in the ash"):
        Campfire().check_position(state, match.seats, match.options)


def test_a_pool_counts_are_whole_and_add_up_to_its_total():
    blight = zones.Pool("blight", 5)
    assert blight.check([("the box", 3), ("land 1", 2)]) == 5
    for counts, words in [([("the box", 3), ("land 1", 1)], "5 blight in all, not 4"),
                          ([("the box", 6), ("land 1", -1)], "blight in the box must be a whole number from 0 to 5"),
                          ([("the box", 5.0)], "whole number")]:
        with pytest.raises(PositionError, match=words):
            blight.check(counts)
