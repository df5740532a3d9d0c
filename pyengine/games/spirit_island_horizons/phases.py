"""The round's frames after the spirit phase: the power phases, the invader phase in its steps,
Time passes, and the round itself (digest, Round; Powers; Invaders; Fear and terror).

* ``round`` {phase}: the bottom of the stack; it never decides, it opens the next phase:
  spirit -> fast -> invader -> slow -> time (Time passes, then the next round).
* ``powers`` {player, speed}: the spirit's powers of that speed not used yet (played cards and
  innate powers with a level reached and a target); "done" ends its phase (a fast power not
  used is lost).
* ``aim`` {player, power}: the target of the power being used (a land or a spirit).
* ``invaders`` {step, todo}: the invader phase, step by step (fear, ravage, build, explore,
  advance); ``todo`` the lands still to ravage.
* ``ravage_order`` {player, lands}: which land ravages next, when several wait.
* ``ravage`` {land, step, damage}: one land's ravage: damage -> dahan -> counter-attack.
* ``special`` {player, boards, choice}: the stage II action's town, one land per board, each
  chosen by the spirit that started on that board (D03).
"""

from __future__ import annotations

from ...core.choices import reason
from ...core.flow import Frame
from . import acts as A
from . import data as D
from . import decide as X
from . import fear as F
from . import invaders as I
from . import ops as O
from . import pieces as P
from . import spirit as S
from . import targeting as T
from . import together as W
from .growth import DONE, spirit_frame

PHASES = ("spirit", "fast", "invader", "slow", "time")
OWNER = A.OWNER  # who runs the round and decides what no board settles (decision D03)


def refuse(name: str, **args) -> dict:
    return reason(f"horizons.refuse.{name}", **args)


def seats(state: dict) -> list[int]:
    return sorted(int(s) for s in state["spirits"])


def round_frame() -> dict:
    return {"kind": "round", "player": OWNER, "phase": "spirit"}


class Round(Frame):
    kind = "round"
    private = False

    def legal(self, state, frame):
        return []

    def settle(self, ctx, frame):
        phase, state = frame["phase"], ctx.state
        frame["phase"] = PHASES[(PHASES.index(phase) + 1) % len(PHASES)]
        if phase == "spirit":
            ctx.stage("growth", round=state["round"])
            ctx.log("horizons.log.round", round=state["round"])
            open_phase(ctx, "spirit", [spirit_frame(s) for s in seats(state)])
        elif phase in ("fast", "slow"):
            if phase == "slow":
                ctx.stage("slow")
            ctx.log("horizons.log.phase", phase=phase)
            open_phase(ctx, phase, [{"kind": "powers", "player": s, "speed": phase} for s in seats(state)])
        elif phase == "invader":
            ctx.log("horizons.log.phase", phase=phase)
            ctx.push({"kind": "invaders", "player": OWNER, "step": "fear", "todo": None})
        else:
            asks = time_passes_asks(state)
            if asks:  # decisions first; Time passes when the round frame settles again
                frame["phase"] = "time"
                ctx.push_all(asks)
            else:
                time_passes(ctx)
        return True


def open_phase(ctx, phase: str, frames: list[dict]) -> None:
    """A phase the spirits play at once: one spirit's frame alone, or several under ``together``."""
    ctx.push(frames[0] if len(frames) == 1 else W.together_frame(phase, OWNER, frames))


def time_passes_asks(state: dict) -> list[dict]:
    """The decisions one-round effects ask for as Time passes, before the played cards are
    discarded: each ``{"kind": "at_time_passes", "frame": {...}}`` effect gives its frame (Gift of
    Constancy's reclaim of a card) and is taken out of the effects, so it asks once."""
    asks = [e["frame"] for e in state["effects"] if e["kind"] == "at_time_passes"]
    state["effects"] = [e for e in state["effects"] if e["kind"] != "at_time_passes"]
    return asks


def time_passes(ctx) -> None:
    state = ctx.state
    P.time_passes(state)
    for s in seats(state):
        S.time_passes(state, s)
    state["effects"] = []
    ctx.stage("time_passes")
    ctx.log("horizons.log.time_passes", round=state["round"])
    state["round"] += 1


# ---- the power phases ---------------------------------------------------------------------------

def available(state: dict, seat: int, speed: str) -> list[str]:
    """The powers the spirit may still use in this phase: its played cards of this speed and its
    innate powers of this speed with a level reached, not used yet, with a target now."""
    p = S.panel(state, seat)
    def of_speed(power: str, printed: str) -> bool:
        return printed == speed or any(h(state, seat, power, speed) for h in ALSO_USABLE)

    cards = [c for c in p["played"] if of_speed(c, D.speed(c))]
    innates = [i for i in D.innate_powers(p["spirit"]) if of_speed(i, D.innate(i)["speed"])
               and S.innate_levels(state, seat, i)]
    return [x for x in cards + innates if x not in p["used"] and (T.target_lands(state, seat, x)
                                                                   or T.target_spirits(state, seat, x))]


# Callables (state, seat, power, speed) -> True when a played card or an innate power of the other
# speed may be used in this phase too (Gift of Wind-Sped Steps makes one slow power fast:
# spirit_whirlwind.py).
ALSO_USABLE: list = []


# a spirit whose power phase offers no power now is not offered a switch (together.py)
W.IDLE.append(lambda state, f: f["kind"] == "powers" and not available(state, f["player"], f["speed"]))


def power_target(power: str) -> str:
    return f"innate:{power}" if power in D.INNATES else f"card:{power}"


class Powers(Frame):
    kind = "powers"
    private = False  # hands are open among the spirits

    def prompt(self, state, frame):
        return {"key": f"horizons.prompt.powers_{frame['speed']}", "args": {}}

    def legal(self, state, frame):
        seat = frame["player"]
        out = [{"do": "use", "power": x, "label": f"use {x}", "target": power_target(x)}
               for x in available(state, seat, frame["speed"])]
        return out + [dict(DONE, label=f"Done with {frame['speed']} powers")] + W.switches(state, frame) if out else []

    def refusal(self, state, frame, action):
        switching = W.switch_refusal(state, frame, action)
        if switching is not None:
            return switching
        power = action.get("power")
        if action.get("do") != "use" or not isinstance(power, str) or power not in D.NAMED:
            return refuse("not_a_choice")
        p = S.panel(state, frame["player"])
        if power in p["used"]:
            return refuse("already_used", power=power)
        if power not in p["played"] and power not in D.innate_powers(p["spirit"]):
            return refuse("not_played", power=power)
        if power in D.INNATES and not S.innate_levels(state, frame["player"], power):
            return refuse("no_threshold", power=power)
        if (D.innate(power)["speed"] if power in D.INNATES else D.speed(power)) != frame["speed"]:
            return refuse("wrong_speed", power=power, speed=frame["speed"])
        return refuse("no_target", power=power)

    def exhausted(self, ctx, frame):
        ctx.pop()  # nothing (left) to use: the spirit's phase ends by itself

    def apply(self, ctx, frame, action):
        if action["do"] == W.SWITCH:
            W.switch(ctx, frame, action)
            return
        if action["do"] == "done":
            lost = available(ctx.state, frame["player"], frame["speed"])
            ctx.pop()
            ctx.log("horizons.log.powers_done", seat=frame["player"], speed=frame["speed"], unused=lost)
            return
        ctx.push({"kind": "aim", "player": frame["player"], "power": action["power"]})


class Aim(Frame):
    kind = "aim"
    private = False
    within_action = True

    def prompt(self, state, frame):
        return {"key": "horizons.prompt.aim", "args": {"power": frame["power"]}}

    def legal(self, state, frame):
        seat, power = frame["player"], frame["power"]
        lands = [{"do": "aim", "land": l, "label": f"target {l}", "target": f"land:{l}"}
                 for l in T.target_lands(state, seat, power)]
        spirits = [{"do": "aim", "spirit": s, "label": f"target spirit {s + 1}", "target": f"spirit:{s}"}
                   for s in T.target_spirits(state, seat, power)]
        return lands + spirits

    def refusal(self, state, frame, action):
        return refuse("out_of_range", power=frame["power"])

    def apply(self, ctx, frame, action):
        seat, power = frame["player"], frame["power"]
        ctx.pop()
        if not frame.get("repeat"):  # a repeat (Powerstorm) uses the power again: it is used already
            S.use_power(ctx.state, seat, power)
        land, spirit = action.get("land"), action.get("spirit")
        ctx.log("horizons.log.repeat" if frame.get("repeat") else "horizons.log.use", seat=seat, power=power,
                land=land, spirit=spirit)
        for hook in AFTER_USE:  # what comes once the power is done: pushed first, so run after it
            after = hook(ctx.state, seat, power)
            if after is not None:
                ctx.push(after)
        ctx.push(O.power_frame(seat, power, O.program(power), land=land, spirit=spirit))


# Callables (state, seat, power) -> a frame to run once that power is done, or None: one-round
# effects that act after a power (Powerstorm's repeat: major_powers.py).
AFTER_USE: list = []


# ---- the invader phase --------------------------------------------------------------------------

def skipped(state: dict, action: str, land: str) -> bool:
    """A one-round effect stops this invader action in this land (a ``once`` skip stops only
    the first of its actions to come there and is used up: Sweltering Exhaustion)."""
    for e in state["effects"]:
        if e.get("land") == land and e["kind"] == "skip" and action in e.get("actions", ("ravage", "build",
                                                                                         "explore")):
            if e.get("once"):
                state["effects"].remove(e)
            return True
        if e["kind"] == "no_action" and e["action"] == action and land_meets(state, land, e["where"]):
            return True
    return False


CONDITIONS = ("city", "dahan", "two_dahan", "dahan_outnumber", "coastal")


def land_meets(state: dict, land: str, where: str) -> bool:
    """The land conditions fear cards name for the invader actions they stop this round."""
    isle, here = A.isle_of(state), state["lands"][land]
    towns_cities = len(here["town"]) + len(here["city"])
    return {"city": bool(here["city"]),
            "dahan": bool(here["dahan"]),
            "two_dahan": len(here["dahan"]) >= 2,
            "dahan_outnumber": len(here["dahan"]) > towns_cities,
            "coastal": isle.coastal(land)}[where]


def foundations(state: dict, land: str) -> bool:
    """Fathomless Mud's special rule: a Build in a land where it has a sacred site places an explorer."""
    return any(land in S.standing_rules(state, int(s)).get("offer_no_firm_foundations", ())
               for s in state["spirits"])


class Invaders(Frame):
    kind = "invaders"
    private = False

    def legal(self, state, frame):
        return []

    def settle(self, ctx, frame):
        return getattr(self, frame["step"])(ctx, frame)

    def fear(self, ctx, frame):
        state = ctx.state
        if state["fear"]["resolving"] is not None:
            ctx.log("horizons.log.fear_card_done", card=F.discard_fear_card(state))
        shown = F.next_fear_card(state)
        if shown is None:
            frame["step"] = "ravage"
            return True
        ctx.reveal()  # a face-down card comes to light: undo may not go behind it
        ctx.stage("fear", card=shown["card"], level=shown["level"])
        ctx.log("horizons.log.fear_card", card=shown["card"], level=shown["level"])
        key = f"{shown['card']}:{shown['level']}"
        ctx.push(O.power_frame(OWNER, key, O.program(key)))
        return True

    def ravage(self, ctx, frame):
        state = ctx.state
        if frame["todo"] is None:
            frame["todo"] = [l for l in I.ravage_lands(state, A.isle_of(state)) if not skipped(state, "ravage", l)]
        todo = frame["todo"] = [l for l in frame["todo"] if P.has_invaders(state, l)]
        if not todo:
            frame["step"], frame["todo"] = "build", None
        elif len(todo) == 1:
            ctx.push(ravage_frame(state, todo.pop()))
        else:
            ctx.push({"kind": "ravage_order", "player": A.decider(state, todo), "lands": list(todo)})
        return True

    def build(self, ctx, frame):
        state = ctx.state
        for land in I.build_lands(state, A.isle_of(state)):
            ctx.stage("build", land=land)
            if skipped(state, "build", land):
                ctx.log("horizons.log.build_stopped", land=land)
            elif foundations(state, land):
                ctx.log("horizons.log.foundations", land=land)
                A.add(ctx, "explorer", land)
            else:
                piece = I.build_piece(state, land)
                if skipped(state, f"build_{piece}", land):
                    ctx.log("horizons.log.build_stopped", land=land)
                else:
                    A.add(ctx, piece, land)
        frame["step"] = "explore"
        return True

    def explore(self, ctx, frame):
        state = ctx.state
        if frame["todo"] is None:  # reveal
            shown = I.reveal(state)
            if shown["card"] is None:
                state["invader_deck_ran_out"] = True
                ctx.log("horizons.log.invader_deck_empty")
                return True
            ctx.reveal()
            ctx.stage("reveal", card=shown["card"])
            ctx.log("horizons.log.explore", card=shown["card"])
            frame["todo"] = []
            if I.special_pending(state, state["rules"]["stage2_special"]):
                choices = I.special_choices(state, A.isle_of(state))
                boards = [b for b, ls in choices.items() if ls]
                ctx.push({"kind": "special", "player": special_decider(state, boards), "boards": boards, "choice": {}})
            return True
        for land in I.explore_lands(state, A.isle_of(state)):
            ctx.stage("explore", land=land)
            if skipped(state, "explore", land):
                ctx.log("horizons.log.explore_stopped", land=land)
            else:
                A.add(ctx, "explorer", land)
        frame["step"], frame["todo"] = "advance", None
        return True

    def advance(self, ctx, frame):
        ctx.stage("advance")
        moved = I.advance(ctx.state)
        ctx.log("horizons.log.advance", ravage=moved["ravage"], build=moved["build"])
        ctx.pop()
        return True


def ravage_frame(state: dict, land: str) -> dict:
    return {"kind": "ravage", "player": A.decider(state, [land]), "land": land, "step": "damage", "damage": 0}


class RavageOrder(X.Decision):
    kind = "ravage_order"

    def legal(self, state, frame):
        return [{"do": "ravage", "land": l, "label": f"ravage {l} next", "target": f"land:{l}"}
                for l in frame["lands"]]

    def apply(self, ctx, frame, action):
        ctx.pop()
        ctx.top["todo"].remove(action["land"])
        ctx.push(ravage_frame(ctx.state, action["land"]))


class Ravage(Frame):
    kind = "ravage"
    private = False

    def legal(self, state, frame):
        return []

    def settle(self, ctx, frame):
        state, land = ctx.state, frame["land"]
        if frame["step"] == "damage":
            ctx.stage("ravage", land=land)
            frame["damage"] = I.ravage_damage(state, land)
            ctx.log("horizons.log.ravage", land=land, damage=frame["damage"])
            frame["step"] = "dahan"
            if P.land_takes_blight(frame["damage"]):
                X.added_blight(ctx, frame["player"], land, 1)
        elif frame["step"] == "dahan":
            out = I.ravage_dahan(state, land, frame["damage"])
            if out["destroyed"] or out["damaged"]:
                ctx.log("horizons.log.dahan_hurt", land=land, destroyed=out["destroyed"], damaged=out["damaged"])
            if out["destroyed"]:
                A.destroyed(ctx, "dahan", land, out["destroyed"])
            frame["step"] = "counter"
        else:
            ctx.pop()
            n = I.counterattack(state, land)
            if n and P.has_invaders(state, land):
                ctx.log("horizons.log.counterattack", land=land, damage=n)
                ctx.push(X.damage_frame(frame["player"], land, n, purpose="counterattack"))
        return True


def special_decider(state: dict, boards: list[str]) -> int:
    """Who chooses the stage II town of the board asked now (the first of ``boards``): each
    board's town is a choice that board alone is affected by (D03), so its spirit chooses it."""
    return A.decider(state, A.isle_of(state).lands_of_board(boards[0])) if boards else OWNER


class Special(X.Decision):
    """The stage II action: a town on a land without one, on each board (decision D01)."""

    kind = "special"

    def prompt(self, state, frame):
        return {"key": "horizons.prompt.special", "args": {"board": frame["boards"][0] if frame["boards"] else None}}

    def legal(self, state, frame):
        if not frame["boards"]:
            return []
        lands = I.special_choices(state, A.isle_of(state))[frame["boards"][0]]
        return [{"do": "land", "land": l, "label": f"a town in {l}", "target": f"land:{l}"} for l in lands]

    def settle(self, ctx, frame):
        if frame["boards"]:
            legal = self.legal(ctx.state, frame)
            if len(legal) == 1:  # one land of the board without a town: nothing to choose
                self.apply(ctx, frame, legal[0])
                return True
            return False
        ctx.pop()
        out = I.apply_special(ctx.state, A.isle_of(ctx.state), frame["choice"])
        ctx.log("horizons.log.special", card=out["card"], lands=out["towns"])
        return True

    def apply(self, ctx, frame, action):
        frame["choice"][frame["boards"].pop(0)] = action["land"]
        frame["player"] = special_decider(ctx.state, frame["boards"])


PHASE_FRAMES = (Round, Powers, Aim, Invaders, RavageOrder, Ravage, Special)
