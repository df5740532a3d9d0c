"""The decisions a power asks for (pick a seat, a combo, a card, a name, draw or steal, where a
creature goes, whether to play a card just taken): one frame handler per kind.

Each is pushed by a power's ``ask`` step (:mod:`.powers`) with the power's ``purpose``, and
hands its answer back to the waiting effect under that purpose.  The legal actions and the
refusals of a choice come from one :class:`~pyengine.core.choices.Pick`.
"""

from __future__ import annotations

from ...core.choices import Pick
from ...core.effects import store
from . import data as D
from . import memory
from .explain import into_reason, is_seat, refuse, steal_reason
from .frames import GrimwoodFrame
from .moves import draw, play_rune, steal_frame
from .powers import elf_options
from .table import (add_supernaturals, all_seats, can_fill, combo_label, discard, find_combo, locked, open_combos,
                    others, robbable, room_for, sacrifices, seat_label, takeable)

ROBBING = ("dracula", "troll", "shadow_queen")  # these powers pick a seat with cards in hand


def into_actions(state: dict, player: int, count: int, new_label: str = "Start a new combo") -> list[dict]:
    """Join an own combo with room for ``count`` more supernaturals, or start a new one."""
    out = [{"do": "into", "combo": c["id"], "label": f"Add to {combo_label(state, c['id'])}",
            "target": f"combo:{c['id']}", "group": f"into:{c['id']}"} for c in room_for(state, player, count)]
    out.append({"do": "into", "combo": "new", "label": new_label, "target": "combo:new", "group": "into:new"})
    return out


def place_frame(player: int, purpose: str, card: str) -> dict:
    """A creature brought in by a power waits for the combo it joins."""
    return {"kind": "place", "player": player, "purpose": purpose, "held": [card]}


class PlayerFrame(GrimwoodFrame):
    kind = "player"
    VERBS = {"boogeyman": "Swap hands with", "dracula": "Steal 2 cards from", "hydra": "Look at the hand of",
             "shadow_queen": "Steal a random card from", "troll": "Make discard at random:",
             "werewolf": "Make lose their next turn:"}

    def pick(self, state: dict, frame: dict) -> Pick:
        actor, purpose = frame["player"], frame["purpose"]
        verb = self.VERBS[purpose]

        def unknown(seat):
            if seat == actor and is_seat(state, seat):
                return refuse("player_self")
            if is_seat(state, seat) and purpose in ROBBING:
                return refuse("steal_empty_hand", seat=seat)
            return refuse("player_choice")

        return Pick(do="player", field="seat", items=robbable(state, actor) if purpose in ROBBING else others(state, actor),
                    target=lambda p: f"seat:{p}", group=lambda p: f"seat:{p}", label=lambda p: f"{verb} {seat_label(p)}",
                    unknown=unknown)

    def legal(self, state, frame):
        return self.pick(state, frame).actions()

    def apply(self, ctx, frame, action):
        ctx.pop()
        store(ctx, frame["purpose"], action["seat"])

    def reason(self, state, frame, action):
        return self.pick(state, frame).refusal(action)


class ComboFrame(GrimwoodFrame):
    kind = "combo"
    VERBS = {"demon": "Discard", "highwayman_theirs": "Take", "highwayman_mine": "Give in exchange",
             "sorceress_sacrifice": "Sacrifice", "sorceress_take": "Make yours"}

    def options(self, state: dict, frame: dict) -> list[str]:
        actor, purpose = frame["player"], frame["purpose"]
        if purpose == "demon":
            combos = open_combos(state, all_seats(state))
        elif purpose == "highwayman_mine":
            combos = open_combos(state, [actor])
        elif purpose == "sorceress_sacrifice":
            combos = sacrifices(state, actor)
        else:  # highwayman_theirs, sorceress_take
            combos = open_combos(state, others(state, actor))
        return [c["id"] for c in combos]

    def pick(self, state: dict, frame: dict) -> Pick:
        purpose = frame["purpose"]
        verb = self.VERBS[purpose]

        def unknown(cid):
            _, combo = find_combo(state, cid) if isinstance(cid, str) else (None, None)
            if combo is None:
                return refuse("no_such_combo")
            if locked(combo):
                return refuse("locked_power")
            if purpose == "highwayman_mine":
                return refuse("combo_mine")
            if purpose == "sorceress_sacrifice":
                return refuse("combo_sacrifice")
            return refuse("combo_theirs")  # highwayman_theirs, sorceress_take (Demon takes any open combo)

        return Pick(do="combo", field="combo", items=self.options(state, frame), target=lambda c: f"combo:{c}",
                    label=lambda c: f"{verb} {combo_label(state, c)}", unknown=unknown)

    def legal(self, state, frame):
        return self.pick(state, frame).actions()

    def apply(self, ctx, frame, action):
        ctx.pop()
        cid = action["combo"]
        # the Highwayman's exchange needs both combos: theirs was chosen first
        store(ctx, frame["purpose"], [frame["taken"], cid] if frame["purpose"] == "highwayman_mine" else cid)

    def reason(self, state, frame, action):
        return self.pick(state, frame).refusal(action)


class CardFrame(GrimwoodFrame):
    kind = "card"
    VERBS = {"nymph": "Take", "bride": "Take", "elf": "Use again the power of", "giant": "Take", "faeries": "Take",
             "dwarf": "Keep", "laraki_keep": "Keep"}

    def options(self, state: dict, frame: dict) -> list[str]:
        actor, purpose = frame["player"], frame["purpose"]
        if purpose in ("nymph", "bride"):
            return takeable(state, actor, male=purpose == "bride")
        if purpose == "elf":
            return elf_options(state, actor)
        if purpose in ("giant", "faeries"):
            return sorted(set(state["discard"]), key=D.ORDER.__getitem__)
        return list(frame["held"])  # dwarf, laraki_keep, laraki_give

    def pick(self, state: dict, frame: dict) -> Pick:
        purpose = frame["purpose"]
        verb = f"Give {seat_label(frame['to'][0])}" if purpose == "laraki_give" else self.VERBS[purpose]

        def unknown(card):
            if purpose in ("nymph", "bride", "elf"):
                for seat in state["seats"]:
                    for combo in seat["combos"]:
                        if card in combo["cards"] and locked(combo):
                            return refuse("locked_card")
                return refuse({"bride": "bride_male", "elf": "elf_choice", "nymph": "nymph_choice"}[purpose])
            return refuse("card_choice")

        return Pick(do="card", field="card", items=self.options(state, frame), target=lambda c: f"card:{c}",
                    label=lambda c: f"{verb} {D.title(c)}", unknown=unknown)

    def legal(self, state, frame):
        return self.pick(state, frame).actions()

    def reason(self, state, frame, action):
        return self.pick(state, frame).refusal(action)

    def apply(self, ctx, frame, action):
        state, actor, card, purpose = ctx.state, frame["player"], action["card"], frame["purpose"]
        hand = state["seats"][actor]["hand"]
        if purpose in ("nymph", "bride"):
            owner, combo = next((o, c) for o in others(state, actor) for c in state["seats"][o]["combos"] if card in c["cards"])
            combo["cards"].remove(card)
            if not combo["cards"]:
                state["seats"][owner]["combos"].remove(combo)
            ctx.log("grimwood.take_played", seat=actor, owner=owner, card=card)
            ctx.replace(place_frame(actor, purpose, card))
        elif purpose == "elf":
            ctx.pop()
            store(ctx, "elf", card)
        elif purpose in ("giant", "faeries"):
            state["discard"].remove(card)
            hand.append(card)
            memory.seen_taken(state, actor, card)
            ctx.log("grimwood.take_discard", seat=actor, card=card)
            if purpose == "giant":
                ctx.pop()
                store(ctx, "taken", [card])
                return
            frame["taken"].append(card)
            frame["left"] -= 1
            if frame["left"] == 0 or not state["discard"]:
                ctx.pop()
                store(ctx, "taken", list(frame["taken"]))
        elif purpose == "dwarf":
            ctx.pop()
            other = next(c for c in frame["held"] if c != card)
            hand.append(card)
            if card == frame["held"][1]:  # the discard pile's card, taken face up
                memory.seen_taken(state, actor, card)
            discard(state, [other])
            ctx.log("grimwood.dwarf_keep", seat=actor, discarded=other)
        elif purpose == "laraki_keep":
            frame["held"].remove(card)
            hand.append(card)
            memory.seen_taken(state, actor, card)
            ctx.log("grimwood.laraki_keep", seat=actor, card=card)
            # then one card to each next player clockwise while cards remain
            frame.update(purpose="laraki_give", to=others(state, actor)[: len(frame["held"])])
            if not frame["held"]:
                ctx.pop()
        else:  # laraki_give
            target = frame["to"].pop(0)
            frame["held"].remove(card)
            state["seats"][target]["hand"].append(card)
            memory.seen_taken(state, target, card)
            ctx.log("grimwood.laraki_give", seat=actor, target=target, card=card)
            if not frame["held"]:
                ctx.pop()


class NameFrame(GrimwoodFrame):
    kind = "name"

    def pick(self, state: dict, frame: dict) -> Pick:
        return Pick(do="name", field="name", items=[n for n in D.NAMES if n != "amazon"], target=lambda n: f"name:{n}",
                    label=lambda n: f"Ask for {D.TITLES[n]}", unknown=lambda n: refuse("name_choice"))

    def legal(self, state, frame):
        return self.pick(state, frame).actions()

    def apply(self, ctx, frame, action):
        ctx.pop()
        store(ctx, frame["purpose"], action["name"])

    def reason(self, state, frame, action):
        return self.pick(state, frame).refusal(action)


class SourceFrame(GrimwoodFrame):
    """Ghouls (once), Goblins (3 steals), The Eternals (until the hand is full): draw or steal."""

    kind = "source"

    def options(self, state: dict, frame: dict) -> list[int | None]:
        """None stands for drawing from the deck; a seat for stealing from it."""
        actor = frame["player"]
        if frame["purpose"] == "eternals" and not can_fill(state, actor):
            return []
        draws = [None] if state["deck"] and frame["purpose"] != "goblins" else []
        return draws + robbable(state, actor)

    def legal(self, state, frame):
        return [{"do": "draw", "label": "Draw from the deck", "target": "deck", "group": "draw"} if p is None else
                {"do": "steal", "from": p, "label": f"Steal from {seat_label(p)}", "target": f"seat:{p}", "group": f"steal:{p}"}
                for p in self.options(state, frame)]

    def apply(self, ctx, frame, action):
        actor = frame["player"]
        if frame["purpose"] != "eternals":
            frame["left"] -= 1
            if frame["left"] == 0:
                ctx.pop()
        if action["do"] == "draw":
            draw(ctx, actor)
        else:
            ctx.push(steal_frame(actor, action["from"], 1, normal=False))

    def reason(self, state, frame, action):
        if frame["purpose"] == "eternals" and len(state["seats"][frame["player"]]["hand"]) >= D.HAND_LIMIT:
            return refuse("eternals_full", cap=D.HAND_LIMIT)
        if action.get("do") == "draw":
            return refuse("goblins_steal") if frame["purpose"] == "goblins" else refuse("deck_empty")
        if action.get("do") == "steal":
            return steal_reason(state, frame["player"], action.get("from"))
        return None


class PlaceFrame(GrimwoodFrame):
    """Which combo a creature brought in by a power joins (Nymph, Bride, or one played at once)."""

    kind = "place"

    def prompt_name(self, state, frame):
        return self.kind

    def legal(self, state, frame):
        return into_actions(state, frame["player"], 1)

    def apply(self, ctx, frame, action):
        ctx.pop()
        actor, card = frame["player"], frame["held"][0]
        combo = add_supernaturals(ctx.state, actor, [card], action["combo"])
        ctx.log("grimwood.lay", seat=actor, cards=[card], combo=combo["id"])
        store(ctx, "placed", card)

    def reason(self, state, frame, action):
        return into_reason(state, frame["player"], action.get("combo")) if action.get("do") == "into" else None


class PlayNowFrame(GrimwoodFrame):
    """Centaur, Giant, Faeries: a supernatural or Rune just taken may be played at once, free."""

    kind = "play_now"

    def prompt_name(self, state, frame):
        return self.kind

    def pick(self, state: dict, frame: dict) -> Pick:
        hand = state["seats"][frame["player"]]["hand"]
        return Pick(do="play", field="card", target=lambda c: f"hand:{c}", label=lambda c: f"Play {D.title(c)} now",
                    items=[c for c in frame["cards"] if c in hand and D.kind_of(c) in ("supernatural", "rune")],
                    unknown=lambda c: refuse("play_now_choice"))

    def legal(self, state, frame):
        out = self.pick(state, frame).actions()
        return out + [{"do": "keep", "label": "Keep in hand", "target": "prompt", "group": "keep"}] if out else []

    def apply(self, ctx, frame, action):
        if action["do"] == "keep":
            ctx.pop()
            return
        actor, card = frame["player"], action["card"]
        if D.kind_of(card) == "rune":
            ctx.pop()
            play_rune(ctx, actor, card)
            return
        ctx.state["seats"][actor]["hand"].remove(card)
        memory.left_openly(ctx.state, card)
        ctx.replace(place_frame(actor, frame["purpose"], card))

    def reason(self, state, frame, action):
        return self.pick(state, frame).refusal(action)


DECISIONS = (PlayerFrame, ComboFrame, CardFrame, NameFrame, SourceFrame, PlaceFrame, PlayNowFrame)
