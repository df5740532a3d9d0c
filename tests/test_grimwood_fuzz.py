"""The Grimwood under broken input, through the bridge as the page sends it.

Along seeded games (2 to 6 players, with and without the identical-locations option): random and mutated requests (legal
actions with a field changed, dropped or added, values of the wrong type, huge numbers, other
seats, lists and objects where a value belongs, unknown ops and fields).  No exception escapes,
no answer is an ``internal_error``, and a refused request changes nothing (the save before and
after is the same).  Then saves (a position to start from, frames included) mutated one field at
a time: each is refused as ``bad_save`` / ``bad_position`` / ``bad_request``, or loads into a
position the loader accepts, whose every view and a bot move work.  Every count has the bound
the rules give it: a counter of 10^7 is refused.

GRIMWOOD_FUZZ sets the number of requests per game and of mutated saves (default 300;
inside Pyodide, where PYENGINE_HYPOTHESIS_MAX_EXAMPLES is set, 30).
"""

from __future__ import annotations

import functools
import json
import os
import random

import pytest

from pyengine import bridge
from pyengine.core.jsondata import bare, canonical

DEFAULT = 30 if "PYENGINE_HYPOTHESIS_MAX_EXAMPLES" in os.environ else 300
N = int(os.environ.get("GRIMWOOD_FUZZ", DEFAULT))
GAMES = [(2, 3, {}), (3, 8, {"identical_locations": True}), (4, 5, {}), (6, 11, {"identical_locations": True})]
JUNK = [None, True, False, 0, -1, 1, 2, 5, 6, 7, 99, 10**7, 2**70, -(2**70), 1.5, 2.0, float("inf"), "", "x", "0",
        "new", "c1", "c99", "owl-1", "owl-8", "rune-1", "amulet-3", "giant", "dragon", "amazon", "owls", "paths",
        "ask", "always", "\u00e9", [], [1], ["giant"], {}, {"a": 1}, {"do": "end"}]
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
        a[rnd.choice(["card", "from", "seat", "combo", "kind", "mode", "name", "extra"])] = junk(rnd)
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
    match = send({"op": "new", "game": "grimwood", "players": players, "seed": seed, "options": options})["match"]
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
        match = send({"op": "new", "game": "grimwood", "players": players, "seed": seed, "options": options})["match"]
        while True:
            pending = send({"op": "bot", "match": match})["pending"] if kinds else None
            if kinds and pending is None:
                kind = "over"
            else:
                kind = pending["kind"] if pending else "turn"
                flow = bridge._matches[match].state["flow"]
                if flow and flow[-1].get("purpose"):
                    kind = (kind, flow[-1]["purpose"])  # each power's decision
            if (kind, players) not in kinds and (len(out) < 40 or kind == "over"):
                kinds.add((kind, players))
                save = send({"op": "save", "match": match})["save"]
                out.append({**save, "start": save["position"], "actions": [], "position": None})
            if kind == "over":
                break
        send({"op": "close", "match": match})
    return json.dumps(out)


def positions() -> list[dict]:
    """Saves that start from a position (and replay nothing): the turn, a laying, a power and each
    power's decisions met, an Amulet question, a discard down to seven, the end of a game."""
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
    (("seats", 0, "skips"), 10**7), (("next_combo",), 10**7), (("actions_left",), 10**7), (("first",), 10**7),
    (("turn",), 10**7), (("flow", 0, "player"), 10**7), (("deck",), ["owl-1"] * 10**4), (("discard",), [2] * 10**5),
    (("seats", 1, "hand"), ["owl-1"] * 10**4), (("runes",), ["rune-1"] * 10**4), (("flow",), [{"kind": "turn", "player": 0}] * 10**4),
    (("seats", 0, "combos"), [{"id": "c1", "kind": "owls", "cards": []}] * 10**4), (("actions_left",), 2.0),
    (("rules", "identical_locations"), 2), (("seats", 0, "amulet"), 10**7),
])
def test_a_huge_or_wrong_number_in_a_position_is_refused_naming_it(where, value):
    save = next(s for s in positions() if len(s["start"]["state"]["flow"]) == 1)
    holder = save["start"]["state"]
    for step in where[:-1]:
        holder = holder[step]
    holder[where[-1]] = value
    res = send({"op": "load", "save": json.dumps(save)})
    assert not res["ok"] and res["error"]["code"] == "bad_position", res


def test_a_mid_power_save_mutated_in_its_effect_frame_is_refused():
    """The effect frame's place in its program and its answers are checked, not trusted."""
    save = next(s for s in positions() if any(f["kind"] == "effect" for f in s["start"]["state"]["flow"]))
    flow = save["start"]["state"]["flow"]
    effect = next(f for f in flow if f["kind"] == "effect")
    for field, value in (("pc", 10**7), ("pc", 0), ("vars", {"x": 1}), ("program", []), ("power", "nobody"), ("player", 10**7)):
        bad = json.loads(json.dumps(save))
        frame = next(f for f in bad["start"]["state"]["flow"] if f["kind"] == "effect")
        frame[field] = value
        res = send({"op": "load", "save": json.dumps(bad)})
        assert not res["ok"] and res["error"]["code"] == "bad_position", (field, res)
    assert effect["program"]
