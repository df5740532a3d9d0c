"""The machinery of the per-game fuzz tests (tests/test_<game>_fuzz.py): broken input through the
bridge as the page sends it.

- Along seeded games: random and mutated requests (legal actions with a field changed, dropped or
  added, values of the wrong type, huge numbers, other seats, lists and objects where a value
  belongs, unknown ops and fields).  No exception escapes, no answer is an ``internal_error``,
  and a refused request changes nothing (the save before and after is the same).
- Saves that start from a position (frames included), mutated one field at a time: each is
  refused as ``bad_save`` / ``bad_position`` / ``bad_request``, or loads into a position the
  loader accepts, whose every view and a bot move work.
- A huge or wrong value at a given place of a position is refused as ``bad_position``.

A game's test gives its junk values, the action fields it knows and the positions to mutate.
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass

from pyengine import bridge
from pyengine.core.jsondata import bare, canonical

REFUSED_SAVE = {"bad_save", "bad_position", "bad_request"}
COMMON_JUNK = [None, True, False, 0, -1, 1, 2, 99, 10**7, 2**70, -(2**70), 1.5, 2.0, float("inf"), "", "x", "0",
               "\u00e9", [], [1], {}, {"a": 1}]


def budget(env: str, default: int) -> int:
    """Requests per game and mutated saves: ``env`` overrides; a tenth inside Pyodide."""
    small = "PYENGINE_HYPOTHESIS_MAX_EXAMPLES" in os.environ
    return int(os.environ.get(env, default // 10 if small else default))


def send(req) -> dict:
    text = bridge.handle(req if isinstance(req, str) else json.dumps(req, allow_nan=True))
    res = json.loads(text)
    assert isinstance(res, dict) and isinstance(res.get("ok"), bool), text[:200]
    if not res["ok"]:
        assert res["error"]["code"] != "internal_error", (req, res)
    return res


def saved(match: str) -> str:
    return canonical(send({"op": "save", "match": match})["save"])


def paths(value, path=()):
    """Every place in a JSON value (containers and leaves)."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, path + (i,))


def as_start(save: dict) -> dict:
    """A save that starts from its position and replays nothing."""
    return {**save, "start": save["position"], "actions": [], "position": None}


def starting_saves(game: str, games, kind_of=lambda match, pending: pending["kind"], most: int | None = None) -> list[dict]:
    """Saves that start from a position, one at each new kind of decision met along seeded bot
    games of ``games`` [(players, seed, options)] and at each game's end; ``kind_of(match,
    pending)`` names the kind (by default the pending decision's), ``most`` caps the saves kept
    before the ends."""
    out, seen = [], set()
    for players, seed, options in games:
        match = send({"op": "new", "game": game, "players": players, "seed": seed, "options": options})["match"]
        pending = send({"op": "view", "match": match, "player": None})["view"]["pending"]
        while True:
            kind = (kind_of(match, pending) if pending else "over", players)
            if kind not in seen and (most is None or len(out) < most or pending is None):
                seen.add(kind)
                out.append(as_start(send({"op": "save", "match": match})["save"]))
            if pending is None:
                break
            pending = send({"op": "bot", "match": match})["pending"]
        send({"op": "close", "match": match})
    return out


@dataclass
class Fuzz:
    game: str
    junk: list  # values that are wrong somewhere: the common ones plus the game's own ids
    fields: list  # the action fields the game knows (and one it does not)
    between: int = 6  # bot moves at most between two batches of requests

    def any(self, rnd):
        return rnd.choice(self.junk)

    def mutated_action(self, rnd, action: dict) -> dict:
        a = bare(action)
        how = rnd.randrange(4)
        if how == 0 and len(a) > 1:
            a.pop(rnd.choice(sorted(k for k in a if k != "do")))
        elif how == 1:
            a[rnd.choice(self.fields)] = self.any(rnd)
        else:
            a[rnd.choice(sorted(a))] = self.any(rnd)
        return a

    def requests(self, rnd, match: str, players: int, legal: list[dict], player: int) -> list:
        other = rnd.choice([p for p in range(players) if p != player] + [10**7, -1, "0", None, [0]])
        base, junk = rnd.choice(legal), lambda: self.any(rnd)
        return [
            {"op": "act", "match": match, "player": player, "action": self.mutated_action(rnd, base)},
            {"op": "act", "match": match, "player": player, "action": junk()},
            {"op": "act", "match": match, "player": other, "action": bare(base)},
            {"op": "act", "match": match, "player": player, "actions": [bare(base), self.mutated_action(rnd, base)]},
            {"op": "act", "match": match, "player": player, "actions": junk()},
            {"op": "act", "match": match, "action": bare(base), "actions": [bare(base)]},
            {"op": "act", "match": junk(), "action": bare(base)},
            {"op": "view", "match": match, "player": junk(), "log_from": junk()},
            {"op": "legal", "match": match, "player": junk()},
            {"op": "undo", "match": match, "player": other, "to": junk()},
            {"op": junk(), "match": match},
            {"op": "bot", "match": match, "player": junk(), "extra": junk()},
            {"op": "bot", "match": match, "level": junk()},
            {"op": "think", "match": match, "slice_ms": junk()},
            {"op": "suggest", "match": match, "player": rnd.choice([player, other, junk()]), "slice_ms": junk()},
        ]

    def play_with_requests(self, players: int, seed: int, options: dict, count: int) -> None:
        """Send ``count`` broken requests along one seeded game, four at each of its decisions."""
        rnd = random.Random(seed)
        match = send({"op": "new", "game": self.game, "players": players, "seed": seed, "options": options})["match"]
        sent = 0
        while sent < count:
            view = send({"op": "view", "match": match, "player": None})["view"]
            if view["over"]:
                break
            player = view["pending"]["player"]
            legal = send({"op": "legal", "match": match, "player": player})["actions"]
            assert legal
            for req in rnd.sample(self.requests(rnd, match, players, legal, player), 4):
                before = saved(match)
                res = send(req)
                sent += 1
                if not res["ok"]:
                    assert saved(match) == before, req
            for _ in range(rnd.randint(1, self.between)):  # on through the game between the batches
                res = send({"op": "bot", "match": match})
                if not res["ok"] or res["pending"] is None:  # over (perhaps by a bot request of the batch)
                    break
        send({"op": "close", "match": match})

    def mutate(self, save: dict, path: tuple, rnd) -> dict:
        save = json.loads(json.dumps(save))
        *head, last = path
        holder = save
        for step in head:
            holder = holder[step]
        how = rnd.randrange(5)
        if how == 0 and isinstance(holder, dict):
            del holder[last]
        elif how == 1 and isinstance(holder[last], list):
            holder[last].append(self.any(rnd) if rnd.random() < 0.5 else (holder[last][0] if holder[last] else 1))
        elif how == 2 and isinstance(holder[last], int) and not isinstance(holder[last], bool):
            holder[last] = rnd.choice([holder[last] + 1, holder[last] - 1, 10**7, -(10**7)])
        else:
            holder[last] = self.any(rnd)
        return save

    def mutated_saves(self, saves: list[dict], count: int, seed: int = 7, keep=lambda path: True) -> None:
        """``count`` saves, each one field changed (at a place ``keep(path)`` accepts): refused
        cleanly, or loaded into a real position."""
        rnd = random.Random(seed)
        loaded = refused = 0
        for k in range(count):
            save = saves[k % len(saves)]
            where = [p for p in paths(save) if p and p[0] != "format" and keep(p)]
            bad = self.mutate(save, rnd.choice(where), rnd)
            res = send({"op": "load", "save": json.dumps(bad)})
            if res["ok"]:
                loaded += 1
                check_loaded(res["match"], len(bridge._matches[res["match"]].seats))  # "seats": 2 loads too
                send({"op": "close", "match": res["match"]})
            else:
                refused += 1
                assert res["error"]["code"] in REFUSED_SAVE, res
        assert refused > loaded > 0


def check_loaded(match: str, players: int) -> None:
    """A loaded position is one the loader accepts, before and after a bot move; every view works."""
    m = bridge._matches[match]
    for viewer in [None, *range(players)]:
        assert send({"op": "view", "match": match, "player": viewer})["ok"]
    m.game.check_position(m.state, m.seats, m.options)
    view = send({"op": "view", "match": match, "player": None})["view"]
    if not view["over"]:
        assert send({"op": "legal", "match": match, "player": view["pending"]["player"]})["actions"]
        assert send({"op": "bot", "match": match})["ok"]
        m.game.check_position(m.state, m.seats, m.options)


def refused_with(save: dict, where: tuple, value) -> dict:
    """Load ``save`` with ``value`` put at ``where`` in its starting state; the answer."""
    save = json.loads(json.dumps(save))
    holder = save["start"]["state"]
    for step in where[:-1]:
        holder = holder[step]
    holder[where[-1]] = value
    return send({"op": "load", "save": json.dumps(save)})
