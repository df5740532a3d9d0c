"""The bridge contract: answers, and bad input that gets a clear error and changes nothing."""

import json

import pytest

from pyengine import bridge
from pyengine.core.jsondata import bare


def raw(req):
    return json.loads(bridge.handle(req if isinstance(req, str) else json.dumps(req)))


def ok(**req):
    res = raw(req)
    assert res["ok"] is True, res
    return res


def err(req, code, words=""):
    res = raw(req)
    assert res["ok"] is False and set(res) == {"ok", "error"}, res
    assert res["error"]["code"] == code, res
    assert words.lower() in res["error"]["message"].lower(), res
    return res["error"]["message"]


@pytest.fixture
def match():
    return ok(op="new", game="lotus", players=[{"name": "Ann"}, {"name": "Bob", "kind": "bot"}], seed=42)["match"]


def snapshot(match):
    return json.dumps(ok(op="save", match=match)["save"], sort_keys=True)


def test_games_lists_lotus_with_its_spec():
    games = ok(op="games")["games"]
    lotus = [g for g in games if g["id"] == "lotus"][0]
    assert (lotus["min_players"], lotus["max_players"]) == (2, 4)
    assert lotus["options"]["final_round"]["choices"] == ["everyone", "finish_round"]


def legal_of_pending(match) -> dict:
    """The legal actions of whoever decides now, asked as that seat."""
    player = ok(op="legal", match=match)["player"]
    return ok(op="legal", match=match, player=player)


def test_new_view_legal_act_bot_save_load_keys(match):
    v = ok(op="view", match=match, player=0)["view"]
    assert v["over"] is False and v["pending"]["player"] in (0, 1) and v["result"] is None
    legal = legal_of_pending(match)
    assert set(legal) >= {"player", "actions"} and legal["actions"]
    if legal["player"] == 1:
        ok(op="bot", match=match)
        legal = legal_of_pending(match)
    res = ok(op="act", match=match, action=legal["actions"][0], player=legal["player"])
    assert isinstance(res["events"], list)
    save = ok(op="save", match=match)["save"]
    again = ok(op="load", save=save)["match"]
    assert again != match
    assert ok(op="save", match=again)["save"]["position"] == save["position"]


def test_new_without_seed_records_a_random_seed():
    a = ok(op="new", game="lotus", players=2)
    b = ok(op="new", game="lotus", players=2)
    seeds = [ok(op="save", match=m["match"])["save"]["seed"] for m in (a, b)]
    assert all(isinstance(s, int) for s in seeds) and seeds[0] != seeds[1]


def test_the_seed_is_shown_only_once_the_game_is_over():
    # whoever knows the seed can replay the shuffles: no answer carries it during play
    new = ok(op="new", game="lotus", players=[{"kind": "bot"}, {"kind": "bot"}], seed=987654)
    m = new["match"]
    assert "987654" not in json.dumps(new)
    for viewer in (None, 0, 1):
        view = ok(op="view", match=m, player=viewer)["view"]
        assert "seed" not in view and "987654" not in json.dumps(view)
    while not ok(op="view", match=m)["view"]["over"]:
        assert "987654" not in json.dumps(ok(op="bot", match=m))
    for viewer in (None, 0, 1):
        assert ok(op="view", match=m, player=viewer)["view"]["seed"] == 987654


def test_same_seed_same_deal():
    a = ok(op="new", game="lotus", players=3, seed="x")["match"]
    b = ok(op="new", game="lotus", players=3, seed="x")["match"]
    assert ok(op="save", match=a)["save"]["position"] == ok(op="save", match=b)["save"]["position"]


def test_bot_plays_a_whole_game_to_a_result():
    m = ok(op="new", game="lotus", players=[{"kind": "bot"}, {"kind": "bot"}], seed=3)["match"]
    for _ in range(3000):
        if ok(op="view", match=m)["view"]["over"]:
            break
        ok(op="bot", match=m)
    result = ok(op="view", match=m)["view"]["result"]
    assert sorted(result["ranking"]) == [0, 1] and len(result["scores"]) == 2
    err({"op": "bot", "match": m}, "game_over")
    err({"op": "act", "match": m, "action": {"do": "pass"}}, "game_over")


@pytest.mark.parametrize("request_text,code,words", [
    ("not json", "bad_request", "not valid json"),
    ("[1, 2]", "bad_request", "'op'"),
    ('{"op": "fly"}', "bad_request", "unknown op"),
    ('{}', "bad_request", "unknown op"),
    ('{"op": "new"}', "bad_request", "'game'"),
    ('{"op": "new", "game": "lotus"}', "bad_request", "'players'"),
    ('{"op": "new", "game": "chess", "players": 2}', "unknown_game", "chess"),
    ('{"op": "new", "game": "lotus", "players": 1}', "bad_request", "2 to 4"),
    ('{"op": "new", "game": "lotus", "players": 5}', "bad_request", "2 to 4"),
    ('{"op": "new", "game": "lotus", "players": "two"}', "bad_request", "players"),
    ('{"op": "new", "game": "lotus", "players": [{"kind": "robot"}, {}]}', "bad_request", "kind"),
    ('{"op": "new", "game": "lotus", "players": [{"name": ""}, {}]}', "bad_request", "name"),
    ('{"op": "new", "game": "lotus", "players": [{"colour": "red"}, {"colour": "red"}]}', "bad_request", "red"),
    ('{"op": "new", "game": "lotus", "players": [{"colour": "pink"}, {}]}', "bad_request", "colour"),
    ('{"op": "new", "game": "lotus", "players": [{"hat": 1}, {}]}', "bad_request", "hat"),
    ('{"op": "new", "game": "lotus", "players": 2, "seed": 1.5}', "bad_request", "seed"),
    ('{"op": "new", "game": "lotus", "players": 2, "options": {"speed": 1}}', "bad_request", "speed"),
    ('{"op": "new", "game": "lotus", "players": 2, "options": {"final_round": "never"}}', "bad_request", "final_round"),
    ('{"op": "new", "game": "lotus", "players": 2, "options": {"first_player": 3}}', "bad_request", "first_player"),
    ('{"op": "new", "game": "lotus", "players": 2, "options": []}', "bad_request", "options"),
    ('{"op": "view"}', "bad_request", "'match'"),
    ('{"op": "view", "match": "nope"}', "unknown_match", "nope"),
    ('{"op": "load"}', "bad_request", "'save'"),
    ('{"op": "load", "save": "{{"}', "bad_request", "not valid json"),
    ('{"op": "load", "save": 7}', "bad_save", "object"),
    ('{"op": "load", "save": {"format": "other"}}', "bad_save", "format"),
    ('{"op": "load", "save": {"format": "pyengine-save", "version": 99}}', "bad_save", "version 99"),
])
def test_malformed_requests(request_text, code, words):
    err(request_text, code, words)


@pytest.mark.parametrize("extra,code,words", [
    ({"op": "view", "player": 7}, "bad_request", "seat number"),
    ({"op": "view", "player": "0"}, "bad_request", "seat number"),
    ({"op": "act"}, "bad_request", "'action'"),
    ({"op": "act", "action": "play"}, "bad_request", "json object"),
    ({"op": "act", "action": {"do": "fly"}}, "illegal_action", "lotus.refuse.unknown"),
    ({"op": "act", "action": {"do": "play", "card": "red-9-9"}}, "illegal_action", "lotus.refuse.not_in_hand"),
    ({"op": "act", "action": {"do": "draw", "from": "deck"}}, "illegal_action", "lotus.refuse.not_now"),
    ({"op": "act", "action": {"do": "reward", "choice": "token"}}, "illegal_action", "lotus.refuse.not_now"),
    ({"op": "undo"}, "cannot_undo", "nothing to undo"),
])
def test_bad_requests_on_a_match_change_nothing(match, extra, code, words):
    before = snapshot(match)
    pending = ok(op="legal", match=match)["player"]
    err({"match": match, "player": pending, **extra} if "player" not in extra else {"match": match, **extra}, code, words)
    assert snapshot(match) == before


def test_acting_out_of_turn_is_refused_and_changes_nothing(match):
    legal = legal_of_pending(match)
    other = 1 - legal["player"]
    before = snapshot(match)
    err({"op": "act", "match": match, "player": other, "action": legal["actions"][0]}, "not_your_turn", "decision")
    assert ok(op="legal", match=match, player=other)["actions"] == []
    assert snapshot(match) == before


def test_actions_round_trip_with_their_labels(match):
    legal = legal_of_pending(match)
    action = json.loads(json.dumps(legal["actions"][0]))
    assert "label" in action
    ok(op="act", match=match, action=action, player=legal["player"])


def test_undo_restores_exactly_and_only_for_the_actor(match):
    legal = legal_of_pending(match)
    p = legal["player"]
    before = snapshot(match)
    play = [a for a in legal["actions"] if a["do"] == "play"][0]
    ok(op="act", match=match, player=p, action=play)
    assert ok(op="view", match=match, player=p)["view"]["can_undo"] is True
    assert ok(op="view", match=match, player=1 - p)["view"]["can_undo"] is False
    err({"op": "undo", "match": match, "player": 1 - p}, "cannot_undo", "another seat")
    assert ok(op="undo", match=match, player=p)["undone"] == bare(play)
    assert snapshot(match) == before


def _tampered(match, change):
    save = ok(op="save", match=match)["save"]
    change(save)
    return save


def _played(match, n=6):
    for _ in range(n):
        ok(op="bot", match=match)
    return match


@pytest.mark.parametrize("change,code,words", [
    (lambda s: s["position"]["state"]["seats"][0].__setitem__("tokens", 9), "bad_save", "edited or corrupted"),
    (lambda s: s["actions"][0]["action"].__setitem__("card", "red-7-7"), "bad_save", "action #0"),
    (lambda s: s["actions"].__setitem__(0, "x"), "bad_save", "action #0"),
    (lambda s: s.__setitem__("actions", {}), "bad_save", "list"),
    (lambda s: s.__setitem__("game", "chess"), "bad_save", "chess"),
    (lambda s: s.__setitem__("seats", [{}]), "bad_save", "2 to 4"),
    (lambda s: s.__setitem__("start", {"state": {"seats": []}}), "bad_position", "missing"),
    (lambda s: s.__setitem__("start", {"state": s["position"]["state"], "rng": -1}), "bad_save", "rng"),
    (lambda s: s.__setitem__("start", {"state": s["position"]["state"], "rng": 2 ** 60}), "bad_save", "hex digits"),
    (lambda s: s.pop("format"), "bad_save", "format"),
])
def test_tampered_saves_are_refused(change, code, words):
    m = _played(ok(op="new", game="lotus", players=[{"kind": "bot"}, {"kind": "bot"}], seed=5)["match"])
    err({"op": "load", "save": _tampered(m, change)}, code, words)


def test_save_survives_javascript_number_precision():
    """Every number in a save is exact as a JavaScript double, so a save that went through JS loads."""
    m = _played(ok(op="new", game="lotus", players=2, seed=5)["match"])
    save = ok(op="save", match=m)["save"]

    def js_safe(value):
        if isinstance(value, dict):
            return all(js_safe(v) for v in value.values())
        if isinstance(value, list):
            return all(js_safe(v) for v in value)
        return not isinstance(value, int) or abs(value) < 2 ** 53

    assert js_safe(save)
    again = ok(op="load", save=json.loads(json.dumps(save)))["match"]
    assert ok(op="save", match=again)["save"]["position"] == save["position"]


def test_truncated_save_text_is_refused():
    m = _played(ok(op="new", game="lotus", players=2, seed=5)["match"])
    text = json.dumps(ok(op="save", match=m)["save"])
    err({"op": "load", "save": text[: len(text) // 2]}, "bad_request", "not valid json")


def test_several_matches_live_side_by_side():
    a = ok(op="new", game="lotus", players=2, seed=1)["match"]
    b = ok(op="new", game="lotus", players=4, seed=1)["match"]
    _played(a, 3)
    assert ok(op="view", match=b)["view"]["actions_played"] == 0
    ok(op="close", match=a)
    err({"op": "view", "match": a}, "unknown_match")


@pytest.mark.parametrize("request_json", [
    '{"op": {"a": 1}}',
    '{"op": ["new"]}',
    "[" * 100_000 + "]" * 100_000,
    '{"op": "new", "game": "lotus", "players": 2, "x": ' + "[" * 500 + "]" * 500 + "}",
    json.dumps({"op": "new", "game": "lotus", "players": 2, "seed": "\ud800"}),
    json.dumps({"op": "new", "game": "lotus", "players": [{"name": "a\udc00"}, {}]}),
    json.dumps({"op": "new", "game": "lotus", "players": 2, "seed": 10 ** 400}),
    json.dumps({"op": "new", "game": "lotus", "players": 2, "options": {"first_player": 0.0}}),
    json.dumps({"op": "new", "game": "lotus", "players": 2, "options": {"first_player": True}}),
    json.dumps({"op": "new", "game": "lotus", "players": 2, "options": [["first_player", 0]]}),
    json.dumps({"op": "new", "game": "lotus", "players": 10 ** 12}),
    json.dumps({"op": "load", "save": "[" * 100_000 + "]" * 100_000}),
    json.dumps({"op": "load", "save": "[" * 200 + "]" * 200}),
])
def test_strange_json_gets_a_clear_refusal(request_json):
    # every one of these escaped as an exception or answered internal_error before
    answer = json.loads(bridge.handle(request_json))
    assert answer["ok"] is False and answer["error"]["code"] == "bad_request", answer


def test_no_side_door_shows_a_seats_hidden_cards():
    m = ok(op="new", game="lotus", players=[{"kind": "bot"}, {"kind": "bot"}], seed=4, options={"first_player": 0})["match"]
    hand = ok(op="view", match=m, player=0)["view"]["board"]["seats"][0]["hand"]
    ids = [c["id"] for c in hand]
    # legal without a player: a private decision's choices are not given
    anyone = ok(op="legal", match=m)
    assert anyone["player"] == 0 and anyone["actions"] == [] and anyone["private"] is True
    # a bot's move is answered as its opponents see it: no action, no hidden card
    for _ in range(30):
        answer = ok(op="bot", match=m)
        assert "action" not in answer
        text = json.dumps(answer)
        hidden = [c["id"] for s in (0, 1) for c in (ok(op="view", match=m, player=s)["view"]["board"]["seats"][s]["hand"] or [])]
        assert not any(f'"{c}"' in text for c in hidden + ids if f'"{c}"' not in json.dumps(ok(op="view", match=m)["view"]))


def test_several_actions_are_played_all_or_nothing_and_the_actor_gets_its_view_back():
    m = ok(op="new", game="lotus", players=2, seed=4, options={"first_player": 0})["match"]
    hand = ok(op="view", match=m, player=0)["view"]["board"]["seats"][0]["hand"]
    card = hand[0]
    wrong = next(t for t in (3, 4, 5, 6, 7) if t != card["type"])
    before = snapshot(m)
    refused = raw({"op": "act", "match": m, "player": 0, "actions": [{"do": "play", "card": card["id"]}, {"do": "place", "flower": wrong}]})
    assert refused["ok"] is False and refused["error"]["key"].startswith("lotus.refuse.")
    assert snapshot(m) == before
    done = ok(op="act", match=m, player=0, view=True, actions=[{"do": "play", "card": card["id"]}, {"do": "place", "flower": card["type"]}])
    assert done["pending"]["player"] == 0 and done["view"]["viewer"] == 0
    assert card["id"] not in [c["id"] for c in done["view"]["board"]["seats"][0]["hand"]]
    assert [e["key"] for e in done["events"]] == ["lotus.play"]
    err({"op": "act", "match": m, "player": 0, "actions": []}, "bad_request", "non-empty list")
    err({"op": "act", "match": m, "player": 0, "action": {"do": "pass"}, "actions": [{"do": "pass"}]}, "bad_request", "either")


def test_undo_goes_back_one_step_or_to_the_start_of_the_action():
    m = ok(op="new", game="lotus", players=2, seed=4, options={"first_player": 0})["match"]
    hand = ok(op="view", match=m, player=0)["view"]["board"]["seats"][0]["hand"]
    ok(op="act", match=m, player=0, action={"do": "exchange", "card": hand[0]["id"]})
    ok(op="act", match=m, player=0, action={"do": "exchange", "card": hand[1]["id"]})
    assert ok(op="undo", match=m, player=0, to="step")["steps"] == 1
    assert ok(op="view", match=m, player=0)["view"]["pending"]["kind"] == "exchange"
    err({"op": "undo", "match": m, "player": 0, "to": "turn"}, "bad_request", "'step' or 'action'")
    # "action": back to the action decision, the whole exchange being built taken back
    ok(op="act", match=m, player=0, action={"do": "exchange", "card": hand[1]["id"]})
    undone = ok(op="undo", match=m, player=0, to="action")
    assert undone["steps"] == 2 and undone["undone"] == {"do": "exchange", "card": hand[1]["id"]}
    start = ok(op="view", match=m, player=0)["view"]
    assert start["pending"]["kind"] == "action" and start["board"]["actions_left"] == 2 and not start["can_undo"]
    # and a whole play, once placed: the card is back in the hand and no action is taken
    card = hand[0]
    ok(op="act", match=m, player=0, actions=[{"do": "play", "card": card["id"]}, {"do": "place", "flower": card["type"]}])
    assert ok(op="view", match=m, player=0)["view"]["board"]["actions_left"] == 1
    undone = ok(op="undo", match=m, player=0, to="action")
    assert undone["steps"] == 2 and undone["undone"] == {"do": "place", "flower": card["type"]}
    again = ok(op="view", match=m, player=0)["view"]
    assert again["pending"] == start["pending"] and again["board"] == start["board"]
