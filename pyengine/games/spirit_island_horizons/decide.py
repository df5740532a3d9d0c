"""The decisions an effect asks for, one frame kind each: which invader takes a point of damage,
which piece is destroyed / removed / downgraded / replaced, where a push goes and what a gather
takes, which land, which option, where a cascading blight goes.

Every frame names its ``player`` (who decides: the power's user; in solo the one spirit) and
closes itself when nothing is left to decide. A choice with one possible answer is made by
itself (``settle``), so the player is asked only real questions. Pieces are named by kind and
damage taken (``piece:G3:town:1``): pieces alike are one choice.

Frames (all plain JSON):

* ``damage`` {land, n, kinds}: n points of damage, one per action, among ``kinds`` in ``land``;
* ``pick`` {verb, lands, kinds, n, optional, into}: a piece to destroy / remove / downgrade /
  replace (by ``into``), ``n`` times; ``optional`` offers "done";
* ``move`` {verb: push | gather, land, kinds, n, optional, store}: pieces one at a time; the lands
  pieces went to (push) are kept in the effect's vars under ``store``;
* ``land`` {lands, store, optional}: a land, stored in the effect's vars;
* ``option`` {options, store}: one of the options (catalog keys), stored as its index;
* ``cascade`` {land}: the adjacent land where a cascading blight from ``land`` goes.
"""

from __future__ import annotations

from ...core.choices import reason
from ...core.effects import store
from ...core.flow import Context, Frame
from . import acts as A
from . import pieces as P

DONE = {"do": "done", "label": "Done", "target": "prompt", "group": "done"}


def refuse(name: str, **args) -> dict:
    return reason(f"horizons.refuse.{name}", **args)


def piece_target(land: str, kind: str, taken: int) -> str:
    return f"piece:{land}:{kind}:{taken}"


class Decision(Frame):
    """What every effect decision shares: a prompt with the frame's numbers, a refusal."""

    within_action = False
    private = False  # the island is open to all

    def prompt(self, state, frame):
        args = {k: frame[k] for k in ("land", "n", "verb", "into", "kinds", "purpose") if k in frame}
        return {"key": f"horizons.prompt.{self.kind}", "args": args}

    def refusal(self, state, frame, action):
        return refuse("not_a_choice")

    @staticmethod
    def with_done(frame: dict, out: list[dict]) -> list[dict]:
        """An optional choice ("up to", "may") also offers to stop, while anything is offered."""
        return out + [dict(DONE)] if out and frame.get("optional") else out

    def apply(self, ctx, frame, action):
        if action["do"] == "done":
            ctx.pop()
        else:
            self.choose(ctx, frame, action)

    def choose(self, ctx, frame, action):
        """Apply one of the frame's choices (not "done")."""
        raise NotImplementedError

    def settle(self, ctx, frame):
        legal = self.legal(ctx.state, frame)
        if not legal:
            ctx.pop()
            return True
        if len(legal) == 1 and legal[0]["do"] != "done" and not frame.get("optional"):
            self.apply(ctx, frame, legal[0])
            return True
        return False


def damage_frame(player: int, land: str, n: int, kinds=P.INVADERS, purpose: str = "damage") -> dict:
    return {"kind": "damage", "player": player, "land": land, "n": n, "kinds": list(kinds), "purpose": purpose}


class Damage(Decision):
    kind = "damage"

    def legal(self, state, frame):
        if frame["n"] <= 0:
            return []
        land = frame["land"]
        return [{"do": "hit", "piece": k, "damage": d, "label": f"1 damage to a {k} in {land}",
                 "target": piece_target(land, k, d)} for k, d in A.pieces_of(state, land, frame["kinds"])]

    def settle(self, ctx, frame):
        legal = self.legal(ctx.state, frame)
        if not legal:
            ctx.pop()
            return True
        # one kind of piece, or enough damage to destroy every piece: nothing to decide
        here = ctx.state["lands"][frame["land"]]
        health = sum(A.health_left(k, d, ctx.state, frame["land"]) for k in frame["kinds"] for d in here[k])
        if len(legal) == 1 or health <= frame["n"]:
            self.apply(ctx, frame, legal[0])
            return True
        return False

    def choose(self, ctx, frame, action):
        land, kind, taken = frame["land"], action["piece"], action["damage"]
        frame["n"] -= 1
        A.damage(ctx, kind, land, A.index_of(ctx.state, land, kind, taken), 1)


def pick_frame(player: int, verb: str, lands: list[str], kinds, n: int = 1, optional: bool = False,
               into: str | None = None) -> dict:
    frame = {"kind": "pick", "player": player, "verb": verb, "lands": list(lands), "kinds": list(kinds), "n": n,
             "optional": optional}
    if into is not None:
        frame["into"] = into
    return frame


VERBS = {"destroy": A.destroy, "remove": A.remove, "downgrade": A.downgrade}


class Pick(Decision):
    kind = "pick"

    def legal(self, state, frame):
        if frame["n"] <= 0:
            return []
        verb = frame["verb"]
        out = [{"do": "pick", "land": land, "piece": k, "damage": d, "label": f"{verb} a {k} in {land}",
                "target": piece_target(land, k, d)}
               for land in frame["lands"] for k, d in A.pieces_of(state, land, frame["kinds"])]
        return self.with_done(frame, out)

    def choose(self, ctx, frame, action):
        land, kind = action["land"], action["piece"]
        index = A.index_of(ctx.state, land, kind, action["damage"])
        frame["n"] -= 1
        if frame["verb"] == "replace":
            A.replace(ctx, kind, land, index, frame["into"])
        else:
            VERBS[frame["verb"]](ctx, kind, land, index)


def move_frame(player: int, verb: str, land: str, kinds, n: int, optional: bool = True,
               store_as: str | None = None, lands: list[str] | None = None) -> dict:
    frame = {"kind": "move", "player": player, "verb": verb, "land": land, "kinds": list(kinds), "n": n,
             "optional": optional}
    if store_as:
        frame["store"] = store_as
    if lands is not None:
        frame["lands"] = list(lands)  # where a push may go / a gather may take from
    return frame


class Move(Decision):
    kind = "move"

    def legal(self, state, frame):
        if frame["n"] <= 0:
            return []
        land = frame["land"]
        others = [l for l in A.isle_of(state).adjacent(land) if l in frame.get("lands", [l])]
        if frame["verb"] == "push":
            out = [{"do": "push", "piece": k, "damage": d, "to": to, "label": f"push a {k} to {to}",
                    "target": f"land:{to}"} for k, d in A.pieces_of(state, land, frame["kinds"]) for to in others]
        else:
            out = [{"do": "gather", "piece": k, "damage": d, "from": src, "label": f"gather a {k} from {src}",
                    "target": f"land:{src}"} for src in others for k, d in A.pieces_of(state, src, frame["kinds"])]
        return self.with_done(frame, out)

    def choose(self, ctx, frame, action):
        land, kind = frame["land"], action["piece"]
        source, to = (land, action["to"]) if action["do"] == "push" else (action["from"], land)
        frame["n"] -= 1
        A.move(ctx, kind, source, to, A.index_of(ctx.state, source, kind, action["damage"]))
        if frame.get("store"):
            moved = frame.setdefault("moved", [])
            moved.append(to)
            store(ctx, frame["store"], sorted(set(moved)))


def land_frame(player: int, lands: list[str], store_as: str, purpose: str, optional: bool = False) -> dict:
    return {"kind": "land", "player": player, "lands": list(lands), "store": store_as, "purpose": purpose,
            "optional": optional}


class Land(Decision):
    kind = "land"

    def legal(self, state, frame):
        return self.with_done(frame, [{"do": "land", "land": l, "label": l, "target": f"land:{l}"}
                                      for l in frame["lands"]])

    def choose(self, ctx, frame, action):
        ctx.pop()
        store(ctx, frame["store"], action["land"])


def option_frame(player: int, options: list[str], store_as: str = "choice") -> dict:
    return {"kind": "option", "player": player, "options": list(options), "store": store_as}


class Option(Decision):
    kind = "option"

    def legal(self, state, frame):
        return [{"do": "option", "option": i, "label": key, "target": "prompt", "group": f"option:{i}"}
                for i, key in enumerate(frame["options"])]

    def settle(self, ctx, frame):
        return False  # always a real choice (an option that does nothing may be chosen)

    def choose(self, ctx, frame, action):
        ctx.pop()
        store(ctx, frame["store"], action["option"])


def cascade_frame(player: int, land: str) -> dict:
    return {"kind": "cascade", "player": player, "land": land}


class Cascade(Decision):
    """A blight added where blight already was cascades into an adjacent land the players pick;
    cascades chain; none once the blight pool is empty (the players have lost)."""

    kind = "cascade"

    def legal(self, state, frame):
        if P.blight_pool_empty(state):
            return []
        return [{"do": "cascade", "land": l, "label": f"blight cascades into {l}", "target": f"land:{l}"}
                for l in A.isle_of(state).adjacent(frame["land"])]

    def choose(self, ctx, frame, action):
        ctx.pop()
        ctx.log("horizons.log.cascade", land=frame["land"], to=action["land"])
        added_blight(ctx, frame["player"], action["land"], 1)


def added_blight(ctx: Context, player: int, land: str, n: int = 1) -> None:
    """Add blight to a land and push the cascades it owes (one frame per blight that fell on blight).
    A one-round ``{"kind": "no_blight", "land"}`` effect (Infinite Vitality) keeps it in the pool."""
    if n > 0 and any(e["kind"] == "no_blight" and e["land"] == land for e in ctx.state["effects"]):
        ctx.log("horizons.log.blight_prevented", land=land, n=n)
        return
    out = A.add(ctx, "blight", land, n)
    for _ in range(out["cascades"]):
        if not P.blight_pool_empty(ctx.state):
            ctx.push(cascade_frame(player, land))


DECISIONS = (Damage, Pick, Move, Land, Option, Cascade)
