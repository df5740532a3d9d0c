"""The frames of a Grimwood turn: the turn itself, laying supernaturals, choosing the power
of what was laid, a steal (resolved by itself) and the robbed seat's Amulet, and the
discard down to seven at the end of the turn.

A turn allows two actions (draw, steal, play a Rune, use the power of the supernatural(s) just
laid); laying combos is free.  The powers themselves are in :mod:`.powers`.
"""

from __future__ import annotations

from ...core.choices import Pick
from . import data as D
from . import memory, powers
from .decisions import into_actions
from .explain import hand_card, into_reason, refuse, set_reason, steal_reason
from .frames import GrimwoodFrame
from .moves import TURN, block, draw, end_turn, next_turn, play_rune, steal_frame, steal_one
from .table import add_supernaturals, group_by_name, holds_amulet, new_combo, robbable, runes_in, seat_label, set_cards

END = {"do": "end", "label": "End your turn", "target": "prompt", "group": "end"}
SKIP = {"do": "skip", "label": "Do not use a power", "target": "prompt", "group": "skip"}


def supernaturals_in(cards: list[str]) -> list[str]:
    return [c for c in cards if D.is_super(c)]


class TurnFrame(GrimwoodFrame):
    """The active seat's main decision: at the bottom of the flow for the whole turn."""

    kind = TURN
    within_action = False

    def awaits(self, state, frame):
        return True  # "end" is always possible

    def prompt(self, state, frame):
        return {"key": "grimwood.prompt.turn", "args": {"actions_left": state["actions_left"]}}

    # The turn is a menu of different moves rather than one choice: each move's filter below
    # gives both its legal actions and, for anything else of that move, the reason it is refused.
    def steals(self, state: dict, player: int) -> list[int]:
        return robbable(state, player) if state["actions_left"] > 0 else []

    def runes(self, state: dict, player: int) -> list[str]:
        return runes_in(state["seats"][player]["hand"]) if state["actions_left"] > 0 else []

    def lays(self, state: dict, player: int) -> list[str]:
        return supernaturals_in(state["seats"][player]["hand"])

    def modes(self, state: dict, player: int) -> list[str]:
        current = state["seats"][player]["amulet"]
        return [m for m in D.AMULET_MODES if m != current]

    def legal(self, state, frame):
        player = frame["player"]
        hand = state["seats"][player]["hand"]
        out = []
        if state["actions_left"] > 0 and state["deck"]:
            out.append({"do": "draw", "label": "Draw a card", "target": "deck", "group": "draw"})
        out += [{"do": "steal", "from": p, "label": f"Steal a random card from {seat_label(p)}", "target": f"seat:{p}"}
                for p in self.steals(state, player)]
        out += [{"do": "rune", "card": c, "label": "Play a Rune (2 more actions)", "target": f"hand:{c}"}
                for c in self.runes(state, player)]
        out += [{"do": "lay", "card": c, "label": f"Lay {D.title(c)}", "target": f"hand:{c}"} for c in self.lays(state, player)]
        by_name = group_by_name(hand)
        for kind in D.set_kinds(state["rules"]["identical_locations"]):
            cards = set_cards(hand, kind, by_name)
            if cards:  # laid whole from hand: shown on its first card and as a button
                out.append({"do": "set", "kind": kind, "label": f"Lay a combo of {', '.join(D.title(c) for c in cards)}",
                            "target": f"hand:{cards[0]}", "group": f"set:{kind}"})
        # the setting is public and changed only by its owner on their turn: the board shows it as a select
        out += [{"do": "amulet", "mode": m, "label": f"Amulet setting: {m}", "target": f"amulet:{m}", "group": "amulet"}
                for m in self.modes(state, player)]
        return out + [dict(END)]

    def reason(self, state, frame, action):
        player, do = frame["player"], action.get("do")
        if do in ("draw", "steal", "rune") and state["actions_left"] <= 0:
            return refuse("no_action")
        if do == "draw":
            return refuse("deck_empty")
        if do == "steal":
            return steal_reason(state, player, action.get("from"))
        if do in ("rune", "lay"):
            card = action.get("card")
            return hand_card(state, player, card) or refuse("not_a_rune" if do == "rune" else "not_supernatural", card=card)
        if do == "set":
            return set_reason(state, action.get("kind"))
        if do == "amulet":
            mode = action.get("mode")
            return refuse("amulet_same", mode=mode) if mode == state["seats"][player]["amulet"] else refuse("amulet_mode")
        return None

    def apply(self, ctx, frame, action):
        state, player, do = ctx.state, frame["player"], action["do"]
        if do == "draw":
            state["actions_left"] -= 1
            draw(ctx, player)
        elif do == "steal":
            state["actions_left"] -= 1
            ctx.log("grimwood.try_steal", seat=player, victim=action["from"])
            ctx.push(steal_frame(player, action["from"], 1, normal=True))
        elif do == "rune":
            state["actions_left"] -= 1
            play_rune(ctx, player, action["card"])
        elif do == "lay":
            ctx.push({"kind": "lay", "player": player, "cards": [action["card"]]})
        elif do == "set":
            hand = state["seats"][player]["hand"]
            cards = set_cards(hand, action["kind"])
            for c in cards:
                hand.remove(c)
                memory.left_openly(state, c)
            combo = new_combo(state, player, action["kind"], cards)
            ctx.log("grimwood.set", seat=player, kind=action["kind"], cards=cards, combo=combo["id"])
        elif do == "amulet":
            state["seats"][player]["amulet"] = action["mode"]
            ctx.log("grimwood.amulet_mode", seat=player, mode=action["mode"])
        else:  # end
            ctx.log("grimwood.end_turn", seat=player)
            end_turn(ctx)


class LayFrame(GrimwoodFrame):
    """Supernaturals chosen one by one (still in hand), then the combo they go into."""

    kind = "lay"

    def prompt_name(self, state, frame):
        # said before the cards go down: with no action left, no power follows
        return "lay_no_power" if state["actions_left"] <= 0 else "lay"

    def pick(self, state: dict, frame: dict) -> Pick:
        player = frame["player"]
        return Pick(do="lay", field="card", items=supernaturals_in(state["seats"][player]["hand"]), chosen=frame["cards"],
                    most=D.COMBO_CAP, target=lambda c: f"hand:{c}", label=lambda c: f"Also lay {D.title(c)}",
                    unknown=lambda c: hand_card(state, player, c) or refuse("not_supernatural", card=c),
                    taken=lambda c: refuse("already_chosen", card=c), full=refuse("lay_cap", cap=D.COMBO_CAP))

    def legal(self, state, frame):
        return (self.pick(state, frame).actions() + into_actions(state, frame["player"], len(frame["cards"]))
                + [{"do": "cancel", "label": "Take them back", "target": "prompt", "group": "cancel"}])

    def reason(self, state, frame, action):
        if action.get("do") == "into":
            return into_reason(state, frame["player"], action.get("combo"))
        return self.pick(state, frame).refusal(action)

    def apply(self, ctx, frame, action):
        if action["do"] == "lay":
            frame["cards"].append(action["card"])
            return
        ctx.pop()
        if action["do"] == "cancel":
            return
        state, player, cards = ctx.state, frame["player"], frame["cards"]
        for c in cards:
            state["seats"][player]["hand"].remove(c)
            memory.left_openly(state, c)
        combo = add_supernaturals(state, player, cards, action["combo"])
        ctx.log("grimwood.lay", seat=player, cards=list(cards), combo=combo["id"])
        ctx.push({"kind": "power", "player": player, "cards": list(cards), "free": False, "used": 0})


class PowerFrame(GrimwoodFrame):
    """Use the power of one of the supernaturals just laid (an action), or skip.

    Several laid together give one power "unless you have a rune": once a Rune was played this
    turn every power of the laying may be used; a Rune held may be played now to unlock another
    (an action, giving two).  A power chained by another (``free``) costs no action.
    """

    kind = "power"

    def ready(self, state: dict, frame: dict) -> list[str]:
        """The laid cards still in the seat's combos whose power would do something now."""
        player = frame["player"]
        own = {c for combo in state["seats"][player]["combos"] for c in combo["cards"]}
        return [c for c in frame["cards"] if c in own and powers.usable(state, player, c)]

    def power_pick(self, state: dict, frame: dict) -> Pick:
        player, free = frame["player"], frame["free"]
        ready = self.ready(state, frame)

        def why(card):
            if state["actions_left"] <= 0 and not free:
                return refuse("power_no_action")
            if frame["used"] and not state["runes"]:
                holds_rune = bool(runes_in(state["seats"][player]["hand"]))
                return refuse("one_power_rune") if holds_rune else refuse("one_power")
            return None if card in ready else refuse("power_idle", card=card)

        return Pick(do="power", field="card", items=frame["cards"], target=lambda c: "prompt", group=lambda c: f"power:{c}",
                    label=lambda c: f"Use the power of {D.title(c)}", why=why, unknown=lambda c: refuse("power_not_laid"))

    def rune_pick(self, state: dict, frame: dict) -> Pick:
        player, free = frame["player"], frame["free"]
        ready = self.ready(state, frame)
        # one power per laying "unless you have a rune": a Rune held may be played now (an
        # action, giving two) so that a further power of this laying can be used
        offered = (bool(ready) and not free and state["actions_left"] > 0 and not state["runes"]
                   and (frame["used"] or len(ready) > 1))
        return Pick(do="rune", field="card", items=runes_in(state["seats"][player]["hand"]), target=lambda c: f"hand:{c}",
                    group=lambda c: "rune", label=lambda c: "Play a Rune to use another power",
                    why=lambda c: None if offered else refuse("no_action") if state["actions_left"] <= 0 else refuse("rune_not_now"),
                    unknown=lambda c: hand_card(state, player, c) or refuse("not_a_rune", card=c))

    def legal(self, state, frame):
        out = self.power_pick(state, frame).actions() + self.rune_pick(state, frame).actions()
        return out + [dict(SKIP)] if out else []

    def reason(self, state, frame, action):
        if action.get("do") == "rune":
            return self.rune_pick(state, frame).refusal(action)
        return self.power_pick(state, frame).refusal(action)

    def apply(self, ctx, frame, action):
        state, player = ctx.state, frame["player"]
        if action["do"] == "skip":
            ctx.pop()
        elif action["do"] == "rune":
            state["actions_left"] -= 1
            play_rune(ctx, player, action["card"])
        else:
            frame["cards"].remove(action["card"])
            frame["used"] += 1
            if not frame["free"]:
                state["actions_left"] -= 1
            powers.start(ctx, player, action["card"])


class StealFrame(GrimwoodFrame):
    """Cards stolen one at a time: never a decision itself.  Each card the robbed seat's Amulet
    setting meets: ask (an ``amulet`` decision, on every steal, so being asked reveals nothing),
    always block while an Amulet is held, or never block."""

    kind = "steal"

    def legal(self, state, frame):
        return []

    def settle(self, ctx, frame):
        victim = ctx.state["seats"][frame["victim"]]
        if frame["left"] <= 0 or not victim["hand"]:
            ctx.pop()
        elif victim["amulet"] == "ask":
            ctx.push({"kind": "amulet", "player": frame["victim"], "thief": frame["player"], "normal": frame["normal"]})
        elif victim["amulet"] == "always" and holds_amulet(victim):
            block(ctx, frame)
        else:
            steal_one(ctx, frame["player"], frame["victim"])
            frame["left"] -= 1
        return True


class AmuletFrame(GrimwoodFrame):
    """The robbed seat (set to "ask") blocks this stolen card with an Amulet, or lets it go."""

    kind = "amulet"
    within_action = False

    def legal(self, state, frame):
        block_it = [{"do": "block", "label": "Block the steal with an Amulet", "target": "prompt", "group": "block"}]
        return (block_it if holds_amulet(state["seats"][frame["player"]]) else []) + [
            {"do": "allow", "label": "Let the steal happen", "target": "prompt", "group": "allow"}]

    def apply(self, ctx, frame, action):
        ctx.pop()
        steal = ctx.top
        if action["do"] == "block":
            block(ctx, steal)
        else:
            steal_one(ctx, steal["player"], steal["victim"])
            steal["left"] -= 1

    def reason(self, state, frame, action):
        return refuse("no_amulet") if action.get("do") == "block" else None


class DiscardFrame(GrimwoodFrame):
    """The end of the turn: discard down to the hand limit, one card at a time."""

    kind = "discard"
    within_action = False

    def prompt(self, state, frame):
        return {"key": "grimwood.prompt.discard", "args": {"over": len(state["seats"][frame["player"]]["hand"]) - D.HAND_LIMIT}}

    def pick(self, state: dict, frame: dict) -> Pick:
        hand = state["seats"][frame["player"]]["hand"]
        return Pick(do="discard", field="card", items=list(hand), target=lambda c: f"hand:{c}", label=lambda c: f"Discard {D.title(c)}",
                    unknown=lambda c: refuse("discard_choice", count=len(hand) - D.HAND_LIMIT))

    def legal(self, state, frame):
        return self.pick(state, frame).actions()

    def reason(self, state, frame, action):
        return self.pick(state, frame).refusal(action)

    def apply(self, ctx, frame, action):
        hand = ctx.state["seats"][frame["player"]]["hand"]
        hand.remove(action["card"])
        memory.left_openly(ctx.state, action["card"])
        ctx.state["discard"].append(action["card"])
        ctx.log("grimwood.discard", seat=frame["player"], card=action["card"])
        if len(hand) <= D.HAND_LIMIT:
            ctx.pop()
            next_turn(ctx)


TURN_FRAMES = (TurnFrame, LayFrame, PowerFrame, StealFrame, AmuletFrame, DiscardFrame)
