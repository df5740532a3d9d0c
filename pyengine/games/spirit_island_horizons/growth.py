"""The spirit phase as frames: growth (an option, then its icons in any order), gaining energy,
playing cards; and gaining a power card (draw 4, keep 1, forget after a major), which powers use
too (digest, Spirit phase).

* ``spirit`` {player, step: growth | energy | play}: the spirit's phase; ``energy`` is the
  step the flow does by itself between growth and playing.
* ``grow`` {player, icons}: the chosen option's icons not yet done (indexes into the option).
  Gaining energy and reclaiming need no choice and are done when the option is chosen.
* ``place`` {player, icon, track | origin}: where the presence taken from ``track`` (or moved
  from ``origin``) goes.
* ``gain_deck`` {player, decks}: which deck a gained power card comes from.
* ``keep`` {player}: which of the drawn cards to keep (the panel's ``drawn``).
* ``forget`` {player}: which card to forget after keeping a major.
"""

from __future__ import annotations

from ...core.choices import reason
from ...core.flow import Context, Frame
from . import data as D
from . import spirit as S
from . import together as W
from .acts import isle_of

DONE = {"do": "done", "label": "Done", "target": "prompt", "group": "done"}


def refuse(name: str, **args) -> dict:
    return reason(f"horizons.refuse.{name}", **args)


class SpiritFrame(Frame):
    private = False  # hands are open among the spirits: no hand-off

    def refusal(self, state, frame, action):
        return refuse("not_a_choice")


def spirit_frame(seat: int) -> dict:
    return {"kind": "spirit", "player": seat, "step": "growth"}


class Spirit(SpiritFrame):
    kind = "spirit"

    def prompt(self, state, frame):
        seat = frame["player"]
        if frame["step"] == "growth":
            return {"key": "horizons.prompt.growth", "args": {}}
        return {"key": "horizons.prompt.play", "args": {"plays": S.plays_left(state, seat),
                                                        "energy": S.panel(state, seat)["energy"]}}

    def legal(self, state, frame):
        seat = frame["player"]
        if frame["step"] == "growth":
            return [{"do": "growth", "option": i, "label": f"growth option {i + 1}", "target": f"growth:{i}"}
                    for i in range(len(S.growth_options(state, seat)))] + W.switches(state, frame)
        if frame["step"] == "play":
            return [{"do": "play", "card": c, "label": f"play {c}", "target": f"card:{c}"}
                    for c in S.playable(state, seat)] + [dict(DONE, label="Done playing cards")] \
                + W.switches(state, frame)
        return []

    def settle(self, ctx, frame):
        if frame["step"] != "energy":
            return False
        seat = frame["player"]
        ctx.log("horizons.log.energy", seat=seat, n=S.gain_energy_phase(ctx.state, seat))
        frame["step"] = "play"
        return True

    def refusal(self, state, frame, action):
        switching = W.switch_refusal(state, frame, action)
        if switching is not None:
            return switching
        if action.get("do") == "play" and frame["step"] == "play":
            why = S.play_refusal(state, frame["player"], action.get("card"))
            if why is not None:
                return reason(why.key, **why.reason_args)
        return refuse("not_a_choice")

    def apply(self, ctx, frame, action):
        seat = frame["player"]
        if action["do"] == W.SWITCH:
            W.switch(ctx, frame, action)
        elif action["do"] == "growth":
            icons = S.choose_growth(ctx.state, seat, action["option"])
            ctx.log("horizons.log.growth", seat=seat, option=action["option"])
            frame["step"] = "energy"
            left = []
            for i, icon in enumerate(icons):
                if icon["op"] == "gain_energy":
                    ctx.log("horizons.log.energy", seat=seat, n=S.gain_energy(ctx.state, seat, icon))
                elif icon["op"] == "reclaim_all":
                    ctx.log("horizons.log.reclaim", seat=seat, cards=S.reclaim_all(ctx.state, seat))
                else:
                    left.append(i)
            if left:
                ctx.push({"kind": "grow", "player": seat, "icons": left})
        elif action["do"] == "play":
            out = S.play_card(ctx.state, seat, action["card"])
            ctx.log("horizons.log.play", seat=seat, card=out["card"], paid=out["paid"])
        else:
            ctx.pop()
            ctx.log("horizons.log.spirit_done", seat=seat, plays=S.plays_left(ctx.state, seat))


class Grow(SpiritFrame):
    kind = "grow"

    def prompt(self, state, frame):
        return {"key": "horizons.prompt.grow", "args": {"left": len(frame["icons"])}}

    def icon(self, state, frame, i):
        return S.growth_icons(state, frame["player"])[i]

    def legal(self, state, frame):
        seat, out, seen = frame["player"], [], []
        isle = isle_of(state)
        for i in frame["icons"]:
            icon = self.icon(state, frame, i)
            if icon in seen:
                continue  # two alike icons: one set of actions (either is the same)
            seen.append(icon)
            if icon["op"] == "add_presence":
                out += [{"do": "take", "icon": i, "track": t, "label": f"take presence from the {t} track",
                         "target": f"track:{t}"} for t in S.presence_tracks(state, seat)]
                out += [{"do": "move", "icon": i, "origin": o, "label": f"move a presence from {o}",
                         "target": f"land:{o}"} for o in S.move_choices(state, isle, seat, icon)]
            elif icon["op"] == "gain_power_card":
                out += [{"do": "gain", "icon": i, "deck": d, "label": f"gain a {d} power card",
                         "target": f"deck:{d}", "group": f"gain:{d}"} for d in decks_with_cards(state)]
        return out

    def settle(self, ctx, frame):
        # an icon that can no longer be done is skipped (do as much as possible)
        legal = self.legal(ctx.state, frame)
        doable = {a["icon"] for a in legal}
        alike = [i for i in frame["icons"] if i not in doable and not any(
            self.icon(ctx.state, frame, i) == self.icon(ctx.state, frame, j) for j in doable)]
        if alike:
            frame["icons"] = [i for i in frame["icons"] if i not in alike]
            ctx.log("horizons.log.icon_skipped", seat=frame["player"], n=len(alike))
            return True
        return False

    def apply(self, ctx, frame, action):
        seat, i = frame["player"], action["icon"]
        frame["icons"].remove(i)
        if action["do"] == "gain":
            gain_card(ctx, seat, action["deck"])
            return
        icon = self.icon(ctx.state, frame, i)
        place = {"kind": "place", "player": seat, "icon": icon}
        if action["do"] == "take":
            place["track"] = action["track"]
        else:
            place["origin"] = action["origin"]
        ctx.push(place)


class Place(SpiritFrame):
    kind = "place"
    within_action = True

    def prompt(self, state, frame):
        return {"key": "horizons.prompt.place", "args": {"range": frame["icon"]["range"]}}

    def lands(self, state, frame):
        seat, isle = frame["player"], isle_of(state)
        if "track" in frame:
            return S.presence_lands(state, isle, seat, frame["icon"])
        return S.move_choices(state, isle, seat, frame["icon"]).get(frame["origin"], [])

    def legal(self, state, frame):
        return [{"do": "place", "land": l, "label": f"place presence in {l}", "target": f"land:{l}"}
                for l in self.lands(state, frame)]

    def apply(self, ctx, frame, action):
        seat, isle = frame["player"], isle_of(ctx.state)
        ctx.pop()
        if "track" in frame:
            S.add_presence(ctx.state, isle, seat, frame["icon"], frame["track"], action["land"])
            ctx.log("horizons.log.presence_added", seat=seat, land=action["land"], track=frame["track"])
        else:
            S.move_presence(ctx.state, isle, seat, frame["icon"], frame["origin"], action["land"])
            ctx.log("horizons.log.presence_moved", seat=seat, land=frame["origin"], to=action["land"])
        for hook in AFTER_PLACE:  # a spirit's rule that acts once a growth presence is placed
            after = hook(ctx.state, seat, action["land"], "track" in frame)
            if after is not None:
                ctx.push(after)


# Callables (state, seat, land, added) -> a frame to run once a growth icon has put a presence in
# ``land`` (``added``: taken from a track; False: moved), or None (Sun-Bright Whirlwind's push:
# spirit_whirlwind.py). The frame lies on the ``grow`` frame (frames_check.GROW_ICON).
AFTER_PLACE: list = []


def decks_with_cards(state: dict) -> list[str]:
    return [d for d in S.DECKS if state["powers"][d]["deck"] or state["powers"][d]["discard"]]


def gain_card(ctx: Context, seat: int, deck: str) -> None:
    """Draw 4 of ``deck`` (in everyone's sight: hands are open) and ask which to keep."""
    drawn = S.draw_power_cards(ctx.state, seat, deck, ctx.rng)
    ctx.reveal()
    ctx.log("horizons.log.drew", seat=seat, deck=deck, count=len(drawn), cards=drawn)
    if drawn:
        ctx.push({"kind": "keep", "player": seat})


def gain_deck_frame(seat: int, decks: list[str]) -> dict:
    return {"kind": "gain_deck", "player": seat, "decks": list(decks)}


class GainDeck(SpiritFrame):
    kind = "gain_deck"

    def legal(self, state, frame):
        return [{"do": "gain", "deck": d, "label": f"gain a {d} power card", "target": f"deck:{d}",
                 "group": f"gain:{d}"} for d in frame["decks"] if d in decks_with_cards(state)]

    def settle(self, ctx, frame):
        legal = self.legal(ctx.state, frame)
        if len(legal) == 1:
            self.apply(ctx, frame, legal[0])
            return True
        return False

    def apply(self, ctx, frame, action):
        ctx.pop()
        gain_card(ctx, frame["player"], action["deck"])


class Keep(SpiritFrame):
    kind = "keep"

    def settle(self, ctx, frame):
        legal = self.legal(ctx.state, frame)
        if len(legal) == 1:  # one card drawn (the deck and its discard ran low): nothing to choose
            self.apply(ctx, frame, legal[0])
            return True
        return False

    def legal(self, state, frame):
        return [{"do": "keep", "card": c, "label": f"keep {c}", "target": f"card:{c}"}
                for c in S.panel(state, frame["player"])["drawn"]]

    def apply(self, ctx, frame, action):
        seat = frame["player"]
        ctx.pop()
        out = S.keep_power_card(ctx.state, seat, action["card"])
        ctx.log("horizons.log.kept", seat=seat, card=out["kept"], discarded=out["discarded"])
        if out["forget"]:
            ctx.push({"kind": "forget", "player": seat})


class Forget(SpiritFrame):
    kind = "forget"

    def legal(self, state, frame):
        return [{"do": "forget", "card": c, "label": f"forget {c}", "target": f"card:{c}"}
                for _, c in S.forget_choices(state, frame["player"])]

    def apply(self, ctx, frame, action):
        seat = frame["player"]
        ctx.pop()
        out = S.forget_card(ctx.state, seat, action["card"])
        ctx.log("horizons.log.forgot", seat=seat, card=out["card"])


GROWTH_FRAMES = (Spirit, Grow, Place, GainDeck, Keep, Forget)
