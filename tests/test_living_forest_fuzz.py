"""Living Forest under broken input, through the bridge as the page sends it.

Along seeded games (2 to 4 players, the promo, Kodama): random and mutated requests (legal
actions with a field changed, dropped or added, values of the wrong type, huge numbers, other
seats, lists and objects where a value belongs, unknown ops and fields).  No exception escapes,
no answer is an ``internal_error``, and a refused request changes nothing (the save before and
after is the same).  Then saves (a position to start from, frames included) mutated one field at
a time: each is refused as ``bad_save`` / ``bad_position`` / ``bad_request``, or loads into a
position the loader accepts, whose every view and a bot move work.  Every count has the bound
the rules give it: a counter of 10^7 is refused.

LIVING_FOREST_FUZZ sets the number of requests per game and of mutated saves (default 400;
inside Pyodide, where PYENGINE_HYPOTHESIS_MAX_EXAMPLES is set, 40).
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
N = int(os.environ.get("LIVING_FOREST_FUZZ", DEFAULT))
GAMES = [(2, 3, {}), (3, 8, {"promo": True}), (4, 5, {"kodama": True}), (3, 11, {"kodama": True, "promo": True})]
JUNK = [None, True, False, 0, -1, 1, 2, 11, 12, 99, 10**7, 2**70, -(2**70), 1.5, 2.0, float("inf"), "", "x", "0",
        "hedgehog", "tree_11", "tree_k6", "sanki", "kodama_flower_1", "varan-1", "fire", "sun", "ara", "\u00e9",
        [], [1], ["hedgehog"], {}, {"a": 1}, {"do": "pass"}]
REFUSED_SAVE = {"bad_save", "bad_position", "bad_request"}


def send(req) -> dict:
    text = bridge.handle(json.dumps(req, allow_nan=True) if not isinstance(req, str) else req)
    res = json.loads(text)
    assert isinstance(res, dict) and isinstance(res.get("ok"), bool), text[:200]
    if not res["ok"]:
        assert res["error"]["code"] != "internal_error", (req, res)
    return res


def saved(match: str) -> str:
    return canonical(send({"op": "save", "match": match})["save"])


def junk(rnd) -> object:
    return rnd.choice(JUNK)


def mutated_action(rnd, action: dict) -> dict:
    a = bare(action)
    how = rnd.randrange(4)
    if how == 0 and len(a) > 1:
        a.pop(rnd.choice(sorted(k for k in a if k != "do")))
    elif how == 1:
        a[rnd.choice(["animal", "x", "y", "to", "steps", "card", "tile", "buy", "element", "extra"])] = junk(rnd)
    else:
        a[rnd.choice(sorted(a))] = junk(rnd)
    return a


def requests(rnd, match: str, players: int, legal: list[dict], player: int) -> list:
    other = rnd.choice([p for p in range(players) if p != player] + [10**7, -1, "0", None, [0]])
    base = rnd.choice(legal)
    return [
        {"op": "act", "match": match, "player": player, "action": mutated_action(rnd, base)},
        {"op": "act", "match": match, "player": player, "action": junk(rnd)},
        {"op": "act", "match": match, "player": other, "action": bare(base)},
        {"op": "act", "match": match, "player": player, "actions": [bare(base), mutated_action(rnd, base)]},
        {"op": "act", "match": match, "player": player, "actions": junk(rnd)},
        {"op": "act", "match": match, "action": bare(base), "actions": [bare(base)]},
        {"op": "act", "match": junk(rnd), "action": bare(base)},
        {"op": "view", "match": match, "player": junk(rnd), "log_from": junk(rnd)},
        {"op": "legal", "match": match, "player": junk(rnd)},
        {"op": "undo", "match": match, "player": other, "to": junk(rnd)},
        {"op": junk(rnd), "match": match},
        {"op": "bot", "match": match, "player": junk(rnd), "extra": junk(rnd)},
    ]


@pytest.mark.parametrize("players,seed,options", GAMES, ids=[f"{p}p-{s}" for p, s, _ in GAMES])
def test_random_and_mutated_requests_are_refused_cleanly_and_change_nothing(players, seed, options):
    rnd = random.Random(seed)
    match = send({"op": "new", "game": "living_forest", "players": players, "seed": seed, "options": options})["match"]
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
        for _ in range(rnd.randint(1, 6)):  # on through the game between the batches
            res = send({"op": "bot", "match": match})
            if not res["ok"] or res["pending"] is None:  # over (perhaps by a bot request of the batch)
                break
    send({"op": "close", "match": match})


# ---- mutated saves ------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _positions() -> str:
    out, kinds = [], set()
    for players, seed, options in GAMES:
        match = send({"op": "new", "game": "living_forest", "players": players, "seed": seed, "options": options})["match"]
        while True:
            pending = send({"op": "bot", "match": match})["pending"] if kinds else None
            if kinds and pending is None:
                kind = "over"
            else:
                kind = pending["kind"] if pending else "draw"
            if (kind, players) not in kinds:
                kinds.add((kind, players))
                save = send({"op": "save", "match": match})["save"]
                out.append({**save, "start": save["position"], "actions": [], "position": None})
            if kind == "over":
                break
        send({"op": "close", "match": match})
    return json.dumps(out)


def positions() -> list[dict]:
    """Saves that start from a position (and replay nothing): mid-draw, mid-action, Kodama spending,
    a multi-pick in progress, a steal waiting, the end of a game."""
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
        holder[last].append(junk(rnd) if rnd.random() < 0.5 else (holder[last][0] if holder[last] else 1))
    elif how == 2 and isinstance(holder[last], int) and not isinstance(holder[last], bool):
        holder[last] = rnd.choice([holder[last] + 1, holder[last] - 1, 10**7, -(10**7)])
    else:
        holder[last] = junk(rnd)
    return save


def check_loaded(match: str, players: int) -> None:
    for viewer in [None, *range(players)]:
        assert send({"op": "view", "match": match, "player": viewer})["ok"]
    view = send({"op": "view", "match": match, "player": None})["view"]
    game = bridge._matches[match].game
    m = bridge._matches[match]
    game.check_position(m.state, m.seats, m.options)
    if not view["over"]:
        assert send({"op": "legal", "match": match, "player": view["pending"]["player"]})["actions"]
        assert send({"op": "bot", "match": match})["ok"]
        game.check_position(m.state, m.seats, m.options)


def test_saves_mutated_one_field_at_a_time_are_refused_or_load_into_a_real_position():
    rnd = random.Random(7)
    saves = positions()
    assert len(saves) >= 12
    loaded = refused = 0
    for k in range(N * 3):
        save = saves[k % len(saves)]
        where = [p for p in paths(save) if p and p[0] not in ("format",)]
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
    (("seats", 0, "fragments"), 10**7), (("attracted", "1"), 10**7), (("round",), 10**7),
    (("seats", 0, "known"), 10**7), (("seats", 1, "stone"), 10**7), (("seats", 0, "tiles", "fire"), 10**7),
    (("flow", 1, "player"), 10**7), (("flow", 0, "waiting"), list(range(10**4))), (("centre",), [2] * 10**4),
    (("seats", 0, "fires"), [2] * 10**5), (("holder",), 2.0), (("flow", 1, "seen", "pile"), 10**7),
])
def test_a_huge_or_wrong_number_in_a_position_is_refused_naming_it(where, value):
    save = next(s for s in positions() if s["start"]["state"]["flow"] and s["start"]["state"]["flow"][-1]["kind"] == "draw")
    holder = save["start"]["state"]
    for step in where[:-1]:
        holder = holder[step]
    holder[where[-1]] = value
    res = send({"op": "load", "save": json.dumps(save)})
    assert not res["ok"] and res["error"]["code"] == "bad_position", res
