"""The bridge's thinking bots: ``think`` (a computer seat's move, in slices) and ``suggest``
(the move a bot would play, for the seat deciding now)."""

from __future__ import annotations

import json

from fuzz_kit import send

from pyengine import bridge
from pyengine.core.jsondata import bare
from pyengine.core.match import Match
from pyengine.core.rng import Rng

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "easy"}]


def new(seats=SEATS, seed=3, game="lotus") -> str:
    """A Lotus match in which Ann (seat 0) plays first."""
    return send({"op": "new", "game": game, "players": seats, "seed": seed, "options": {"first_player": 0}})["match"]


def save(match: str) -> dict:
    return send({"op": "save", "match": match})["save"]


def to_bot(match: str) -> None:
    """Play Ann's moves (her first choice each time) until the bot decides."""
    while True:
        legal = send({"op": "legal", "match": match, "player": 0})
        if legal["player"] != 0:
            return
        assert send({"op": "act", "match": match, "player": 0, "action": legal["actions"][0]})["ok"]


def think_to_the_end(match: str, slice_ms=40) -> tuple[list, dict]:
    answers = []
    while True:
        r = send({"op": "think", "match": match, "slice_ms": slice_ms})
        assert r["ok"], r
        answers.append(r)
        if r["done"]:
            return answers, r


def test_think_plays_the_seats_level_move_however_the_slices_fall():
    a, b = new(), new()
    to_bot(a), to_bot(b)
    few, last = think_to_the_end(a, slice_ms=1)
    many, _ = think_to_the_end(b, slice_ms=200)
    assert save(a)["actions"] == save(b)["actions"]
    # the move is the easy bot's own, as Match.play_bot plays it
    m = Match.from_save(save(b) | {"actions": save(b)["actions"][:-1], "position": None})
    m.play_bot("easy")
    assert m.actions[-1] == save(a)["actions"][-1]
    assert last["player"] == 1 and set(last) == {"ok", "done", "player", "events", "pending"}
    for r in few[:-1]:  # an unfinished thought shows nothing but how far it is
        assert set(r) == {"ok", "done", "progress"} and 0 <= r["progress"] < 1
    assert len(few) >= len(many)


def undoable_handover(match: str, seed: int) -> bool:
    """Play on (Ann at random, the bot at random through op bot) until the bot decides
    among several moves while Ann may still take hers back; False if the game ends first."""
    pick = Rng(seed)
    while True:
        view = send({"op": "view", "match": match, "player": 0})["view"]
        if view["over"]:
            return False
        if view["pending"]["player"] == 0:
            legal = send({"op": "legal", "match": match, "player": 0})["actions"]
            send({"op": "act", "match": match, "player": 0, "action": legal[pick.below(len(legal))]})
        elif view["can_undo"] and len(send({"op": "legal", "match": match, "player": 1})["actions"]) > 1:
            return True
        else:
            send({"op": "bot", "match": match})


def test_an_undo_between_slices_makes_the_thought_moot():
    match = new([{"name": "Ann"}, {"name": "Bot", "kind": "bot", "level": "hard"}], seed=3)
    assert undoable_handover(match, 3)
    r = send({"op": "think", "match": match, "slice_ms": 1})
    assert r["ok"] and not r["done"]
    before = save(match)
    assert send({"op": "undo", "match": match, "player": 0, "to": "action"})["ok"]
    # Ann decides again: no move comes out of the old thought
    refused = send({"op": "think", "match": match})
    assert not refused["ok"] and refused["error"]["code"] == "bad_request"
    assert len(save(match)["actions"]) < len(before["actions"])
    # once Ann has played again, the bot thinks afresh from the new position
    to_bot(match)
    again = send({"op": "think", "match": match, "slice_ms": 1})
    assert again["ok"]
    if not again["done"]:
        assert bridge._thoughts[(match, "bot")].holds_for(bridge._matches[match])


def test_think_is_for_computer_seats_only_and_checks_its_slice():
    match = new()
    r = send({"op": "think", "match": match})
    assert not r["ok"] and "suggest" in r["error"]["message"]
    to_bot(match)
    before = save(match)
    for junk in (0, 500, "40", True, None):
        r = send({"op": "think", "match": match, "slice_ms": junk})
        assert not r["ok"] and r["error"]["code"] == "bad_request", junk
    assert save(match) == before


def test_suggest_answers_one_of_the_deciding_seats_moves_and_changes_nothing():
    match = new()
    before = save(match)
    refused = send({"op": "suggest", "match": match, "player": 1})
    assert not refused["ok"] and refused["error"]["key"] == "refuse.not_your_turn"
    spectator = send({"op": "suggest", "match": match})
    assert not spectator["ok"]
    while True:
        r = send({"op": "suggest", "match": match, "player": 0, "slice_ms": 200})
        if r["done"]:
            break
    legal = send({"op": "legal", "match": match, "player": 0})["actions"]
    assert bare(r["action"]) in [bare(a) for a in legal] and "label" in r["action"]
    assert save(match) == before
    assert send({"op": "act", "match": match, "player": 0, "action": r["action"]})["ok"]


def test_the_bot_op_takes_a_level():
    match = new([{"kind": "bot"}, {"kind": "bot"}])
    r = send({"op": "bot", "match": match, "level": "genius"})
    assert not r["ok"] and r["error"]["key"] == "refuse.bad_level"
    assert send({"op": "bot", "match": match, "level": "easy"})["ok"]
    assert len(save(match)["actions"]) == 1


def test_closing_a_match_drops_its_thought():
    match = new([{"kind": "bot", "level": "hard"}, {"kind": "bot", "level": "hard"}])
    while send({"op": "think", "match": match, "slice_ms": 1})["done"]:
        pass  # until a decision with a choice is being thought over
    assert any(key[0] == match for key in bridge._thoughts)
    send({"op": "close", "match": match})
    assert not any(key[0] == match for key in bridge._thoughts)
    assert json.loads(bridge.handle(json.dumps({"op": "think", "match": match})))["error"]["code"] == "unknown_match"
