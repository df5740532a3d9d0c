"""Lotus under broken input, sent through the bridge as the page sends it.

Along seeded games (2 to 4 players, both final-round options): random and mutated requests
(legal actions with a field changed, dropped or added, values of the wrong type, huge numbers,
other seats, lists and objects where a value belongs, unknown ops).  No exception escapes, no
answer is an ``internal_error``, and a refused request changes nothing (the save before and
after is the same).  Then saves starting from a position (every kind of frame on top, and the
end of a game) mutated one field at a time: each is refused as ``bad_save`` / ``bad_position``
/ ``bad_request``, or loads into a position the loader accepts, whose views and a bot move
work.  Every count has the bound the rules give it: a counter of 10^7 is refused.

LOTUS_FUZZ sets the number of requests per game and of mutated saves (default 400; inside
Pyodide, where PYENGINE_HYPOTHESIS_MAX_EXAMPLES is set, 40).
"""

from __future__ import annotations

import functools
import json
import os
import random

import pytest

from pyengine import bridge
from pyengine.core.jsondata import bare, canonical

DEFAULT = 40 if "PYENGINE_HYPOTHESIS_MAX_EXAMPLES" in os.environ else 400
N = int(os.environ.get("LOTUS_FUZZ", DEFAULT))
GAMES = [(2, 1, {}), (3, 2, {"final_round": "finish_round"}), (4, 3, {"first_player": 2})]
JUNK = [None, True, False, 0, -1, 1, 2, 3, 7, 8, 99, 10**7, 2**70, -(2**70), 1.5, 3.0, float("inf"), "", "x", "3",
        "red-5-1", "blue-7-3", "wild-4-1", "red-g1", "green-elder", "deck", "wild", "token", "elder", "path",
        "\u00e9", [], [1], ["red-5-1"], {}, {"a": 1}, {"do": "pass"}]
REFUSED_SAVE = {"bad_save", "bad_position", "bad_request"}


def send(req) -> dict:
    text = bridge.handle(json.dumps(req, allow_nan=True))
    res = json.loads(text)
    assert isinstance(res, dict) and isinstance(res.get("ok"), bool), text[:200]
    if not res["ok"]:
        assert res["error"]["code"] != "internal_error", (req, res)
    return res


def saved(match: str) -> str:
    return canonical(send({"op": "save", "match": match})["save"])


def mutated_action(rnd, action: dict) -> dict:
    a = bare(action)
    how = rnd.randrange(4)
    if how == 0 and len(a) > 1:
        a.pop(rnd.choice(sorted(k for k in a if k != "do")))
    elif how == 1:
        a[rnd.choice(["card", "flower", "guardian", "from", "choice", "extra"])] = rnd.choice(JUNK)
    else:
        a[rnd.choice(sorted(a))] = rnd.choice(JUNK)
    return a


def requests(rnd, match: str, players: int, legal: list[dict], player: int) -> list:
    other = rnd.choice([p for p in range(players) if p != player] + [10**7, -1, "0", None, [0]])
    base = rnd.choice(legal)
    junk = lambda: rnd.choice(JUNK)  # noqa: E731
    return [
        {"op": "act", "match": match, "player": player, "action": mutated_action(rnd, base)},
        {"op": "act", "match": match, "player": player, "action": junk()},
        {"op": "act", "match": match, "player": other, "action": bare(base)},
        {"op": "act", "match": match, "player": player, "actions": [bare(base), mutated_action(rnd, base)]},
        {"op": "act", "match": match, "player": player, "actions": junk()},
        {"op": "act", "match": match, "action": bare(base), "actions": [bare(base)]},
        {"op": "act", "match": junk(), "action": bare(base)},
        {"op": "view", "match": match, "player": junk(), "log_from": junk()},
        {"op": "legal", "match": match, "player": junk()},
        {"op": "undo", "match": match, "player": other, "to": junk()},
        {"op": junk(), "match": match},
        {"op": "bot", "match": match, "player": junk(), "extra": junk()},
    ]


@pytest.mark.parametrize("players,seed,options", GAMES, ids=[f"{p}p-{s}" for p, s, _ in GAMES])
def test_random_and_mutated_requests_are_refused_cleanly_and_change_nothing(players, seed, options):
    rnd = random.Random(seed)
    match = send({"op": "new", "game": "lotus", "players": players, "seed": seed, "options": options})["match"]
    sent = 0
    while sent < N:
        view = send({"op": "view", "match": match, "player": None})["view"]
        if view["over"]:
            break
        player = view["pending"]["player"]
        legal = send({"op": "legal", "match": match, "player": player})["actions"]
        assert legal
        for req in rnd.sample(requests(rnd, match, players, legal, player), 4):
            before = saved(match)
            res = send(req)
            sent += 1
            if not res["ok"]:
                assert saved(match) == before, req
        for _ in range(rnd.randint(1, 4)):  # on through the game between the batches
            res = send({"op": "bot", "match": match})
            if not res["ok"] or res["pending"] is None:  # over (perhaps by a bot request of the batch)
                break
    send({"op": "close", "match": match})


# ---- mutated saves ------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _positions() -> str:
    out, seen = [], set()
    for players, seed, options in GAMES:
        match = send({"op": "new", "game": "lotus", "players": players, "seed": seed, "options": options})["match"]
        pending = send({"op": "view", "match": match, "player": None})["view"]["pending"]
        while True:
            kind = pending["kind"] if pending else "over"
            final = bool(send({"op": "view", "match": match, "player": None})["view"]["board"]["final"])
            if (kind, final, players) not in seen:
                seen.add((kind, final, players))
                save = send({"op": "save", "match": match})["save"]
                out.append({**save, "start": save["position"], "actions": [], "position": None})
            if pending is None:
                break
            pending = send({"op": "bot", "match": match})["pending"]
        send({"op": "close", "match": match})
    return json.dumps(out)


def positions() -> list[dict]:
    """Saves that start from a position and replay nothing: every kind of decision on top, in
    the final round and before it, and the end of a game."""
    return json.loads(_positions())


def paths(value, path=()):
    """Every place in a JSON value (containers and leaves)."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, path + (i,))


def mutate(save: dict, path: tuple, rnd) -> dict:
    save = json.loads(json.dumps(save))
    *head, last = path
    holder = save
    for step in head:
        holder = holder[step]
    how = rnd.randrange(5)
    if how == 0 and isinstance(holder, dict):
        del holder[last]
    elif how == 1 and isinstance(holder[last], list):
        holder[last].append(rnd.choice(JUNK) if rnd.random() < 0.5 else (holder[last][0] if holder[last] else 1))
    elif how == 2 and isinstance(holder[last], int) and not isinstance(holder[last], bool):
        holder[last] = rnd.choice([holder[last] + 1, holder[last] - 1, 10**7, -(10**7)])
    else:
        holder[last] = rnd.choice(JUNK)
    return save


def check_loaded(match: str, players: int) -> None:
    for viewer in [None, *range(players)]:
        assert send({"op": "view", "match": match, "player": viewer})["ok"]
    m = bridge._matches[match]
    m.game.check_position(m.state, m.seats, m.options)
    view = send({"op": "view", "match": match, "player": None})["view"]
    if not view["over"]:
        assert send({"op": "legal", "match": match, "player": view["pending"]["player"]})["actions"]
        assert send({"op": "bot", "match": match})["ok"]
        m.game.check_position(m.state, m.seats, m.options)


def test_saves_mutated_one_field_at_a_time_are_refused_or_load_into_a_real_position():
    rnd = random.Random(7)
    saves = positions()
    kinds = {s["start"]["state"]["flow"][-1]["kind"] if s["start"]["state"]["flow"] else "over" for s in saves}
    assert kinds == {"action", "play", "exchange", "move", "reward", "refill", "over"}
    loaded = refused = 0
    for k in range(N * 3):
        save = saves[k % len(saves)]
        where = [p for p in paths(save) if p and p[0] != "format"]
        bad = mutate(save, rnd.choice(where), rnd)
        res = send({"op": "load", "save": json.dumps(bad)})
        if res["ok"]:
            loaded += 1
            check_loaded(res["match"], len(bad["seats"]))
            send({"op": "close", "match": res["match"]})
        else:
            refused += 1
            assert res["error"]["code"] in REFUSED_SAVE, res
    assert refused > loaded > 0


@pytest.mark.parametrize("where,value", [
    (("seats", 0, "tokens"), 10**7), (("seats", 1, "tokens"), -1), (("first",), 10**7), (("final_trigger",), 10**7),
    (("flow", 0, "player"), 10**7), (("flow", 0, "taken"), 10**7), (("flow", 0, "taken"), 1.0),
    (("flow", 0, "final"), 0), (("flow",), [{"kind": "action", "player": 0, "taken": 0, "final": False}] * 10**4),
    (("seats", 0, "hand"), ["red-3-1"] * 10**4), (("wild_row",), [None] * 10**4), (("guardians", "red-g1"), 10**7),
    (("seats", 0, "powers"), ["elder"] * 10**4), (("garden", "5"), ["wild-5-1"] * 10**4),
])
def test_a_huge_or_wrong_number_in_a_position_is_refused_naming_it(where, value):
    save = next(s for s in positions() if len(s["seats"]) == 2 and s["start"]["state"]["flow"]
                and s["start"]["state"]["flow"][-1]["kind"] == "action")
    holder = save["start"]["state"]
    for step in where[:-1]:
        holder = holder[step]
    holder[where[-1]] = value
    res = send({"op": "load", "save": json.dumps(save)})
    assert not res["ok"] and res["error"]["code"] == "bad_position", res
