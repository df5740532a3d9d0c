"""The Grimwood rules: the turn, laying combos, steals and Amulets, the end.

The position is plain JSON (POSITION.md beside this file).  What is being
decided lives on ``state["stack"]``: its innermost frame is the pending
decision; an empty stack means the active seat's main ``turn`` decision.
A turn allows two actions (draw, steal, play a Rune, use the power of the
supernatural(s) just laid); laying combos is free.  Powers are in
:mod:`.powers`; this module owns the flow around them.
"""

from __future__ import annotations

from ...core.errors import BadRequest
from ...core.game import Decision, Game, Outcome
from ...core.rng import Rng
from . import data as D
from . import powers
from .scoring import result
from .table import (add_supernaturals, combo_label, discard, draw, new_combo, play_rune, push_steal,
                    robbable, room_for, seat_label, steal_one)

AMULET_MODES = ["ask", "always", "never"]
MAX_SEATS = 6


def set_cards(hand: list[str], kind: str) -> list[str] | None:
    """The hand cards that would form an animal or location combo of ``kind``, or None."""
    picked = []
    for name, count in D.SETS[kind]["cards"].items():
        matching = [c for c in hand if D.name_of(c) == name][:count]
        if len(matching) < count:
            return None
        picked += matching
    return picked


def holds_amulet(seat: dict) -> bool:
    return any(D.name_of(c) == "amulet" for c in seat["hand"])


class Grimwood(Game):
    id = "grimwood"
    name = "The Grimwood"
    min_players = 2
    max_players = MAX_SEATS
    # the Amulet setting is a table habit, not a move: bots keep theirs
    preference_actions = frozenset({"amulet"})
    options_spec = {
        "identical_locations": {
            "default": False,
            "choices": [False, True],
            "doc": "the alternative mode: 3 identical locations (3 Paths, 3 Swamps or 3 Clearings) lay as a 3-point combo",
        },
        "first_player": {
            "default": "random",
            "choices": ["random", *range(MAX_SEATS)],
            "doc": "who starts (the rulebook: the nearest birthday): chosen by chance, or a seat number",
        },
    }

    # ---- seats and setup ------------------------------------------------
    def seat_fields(self) -> dict:
        return {"amulet": {"choices": AMULET_MODES, "default": "ask",
                           "doc": "when robbed: ask each time, always block with an Amulet if held, or never block"}}

    def resolve_seats(self, seats: list[dict]) -> list[dict]:
        modes = []
        for i, seat in enumerate(seats):
            mode = seat.get("amulet", "ask")
            if mode not in AMULET_MODES:
                raise BadRequest(f"seat {i}: amulet must be one of {AMULET_MODES}, not {mode!r}")
            modes.append(mode)
        plain = super().resolve_seats([{k: v for k, v in s.items() if k != "amulet"} for s in seats])
        return [dict(seat, amulet=mode) for seat, mode in zip(plain, modes)]

    def setup(self, seats: list[dict], options: dict, rng: Rng) -> dict:
        n = len(seats)
        removed = D.removed_cards(n)
        deck = [c for c in D.full_deck() if c not in removed]
        rng.shuffle(deck)
        size = D.DATA["starting_hand"]
        hands = [deck[i * size:(i + 1) * size] for i in range(n)]
        first = rng.below(n) if options["first_player"] == "random" else options["first_player"]
        return {
            "seats": [{"hand": hands[i], "combos": [], "amulet": seats[i]["amulet"], "skips": 0} for i in range(n)],
            "deck": deck[n * size:],
            "discard": [],
            "removed": removed,
            "runes": [],
            "first": first,
            "turn": first,
            "actions_left": D.DATA["actions_per_turn"],
            "stack": [],
            "final": None,
            "over": False,
            "next_combo": 1,
            "rules": {"identical_locations": options["identical_locations"]},
        }

    def start_events(self, state: dict) -> list[dict]:
        if state["over"]:
            return []
        return [{"key": "grimwood.turn", "args": {"seat": state["turn"], "final": state["final"] is not None}}]

    # ---- the pending decision --------------------------------------------
    def pending(self, state: dict) -> Decision | None:
        if state["over"]:
            return None
        if not state["stack"]:
            return Decision(state["turn"], "turn", prompt={"key": "grimwood.prompt.turn",
                                                           "args": {"actions_left": state["actions_left"]}})
        frame = state["stack"][-1]
        args = {k: frame[k] for k in ("purpose", "left", "thief", "normal", "free") if k in frame}
        if frame["kind"] == "discard":
            args["over"] = len(state["seats"][frame["player"]]["hand"]) - D.HAND_LIMIT
        key = frame.get("purpose", frame["kind"]) if frame["kind"] not in ("place", "play_now") else frame["kind"]
        if key == "lay" and state["actions_left"] <= 0:
            key = "lay_no_power"  # said before the cards go down: with no action left, no power follows
        return Decision(frame["player"], frame["kind"], prompt={"key": f"grimwood.prompt.{key}", "args": args})

    def legal_actions(self, state: dict) -> list[dict]:
        if state["over"]:
            return []
        if not state["stack"]:
            return self._legal_turn(state)
        frame = state["stack"][-1]
        if frame["kind"] in powers.CHOICE_KINDS:
            return powers.choice_actions(state, frame)
        return getattr(self, "_legal_" + frame["kind"])(state, frame)

    def _legal_turn(self, state: dict) -> list[dict]:
        player = state["turn"]
        seat = state["seats"][player]
        out = []
        if state["actions_left"] > 0:
            if state["deck"]:
                out.append({"do": "draw", "label": "Draw a card"})
            out += [{"do": "steal", "from": p, "label": f"Steal a random card from {seat_label(p)}"}
                    for p in robbable(state, player)]
            out += [{"do": "rune", "card": c, "label": "Play a Rune (2 more actions)"}
                    for c in seat["hand"] if D.kind_of(c) == "rune"]
        out += [{"do": "lay", "card": c, "label": f"Lay {D.title(c)}"} for c in seat["hand"] if D.is_super(c)]
        for kind in D.set_kinds(state["rules"]["identical_locations"]):
            cards = set_cards(seat["hand"], kind)
            if cards:
                out.append({"do": "set", "kind": kind, "label": f"Lay a combo of {', '.join(D.title(c) for c in cards)}"})
        out += [{"do": "amulet", "mode": m, "label": f"Amulet setting: {m}"} for m in AMULET_MODES if m != seat["amulet"]]
        out.append({"do": "end", "label": "End your turn"})
        return out

    def _legal_lay(self, state: dict, frame: dict) -> list[dict]:
        player, chosen = frame["player"], frame["cards"]
        out = []
        if len(chosen) < D.COMBO_CAP:
            out = [{"do": "lay", "card": c, "label": f"Also lay {D.title(c)}"}
                   for c in state["seats"][player]["hand"] if D.is_super(c) and c not in chosen]
        out += [{"do": "into", "combo": c["id"], "label": f"Add to {combo_label(state, c['id'])}"}
                for c in room_for(state, player, len(chosen))]
        out.append({"do": "into", "combo": "new", "label": "Start a new combo"})
        out.append({"do": "cancel", "label": "Take them back"})
        return out

    def _legal_power(self, state: dict, frame: dict) -> list[dict]:
        player = frame["player"]
        own = {c for combo in state["seats"][player]["combos"] for c in combo["cards"]}
        ready = [c for c in frame["cards"] if c in own and powers.usable(state, player, c)]
        if not ready or (not frame["free"] and state["actions_left"] <= 0):
            return []
        out = []
        if frame["free"] or not frame["used"] or state["runes"]:
            out = [{"do": "power", "card": c, "label": f"Use the power of {D.title(c)}"} for c in ready]
        if not frame["free"] and not state["runes"] and (frame["used"] or len(ready) > 1):
            # one power per laying "unless you have a rune": a Rune held may be played now
            # (an action, giving two) so that a further power of this laying can be used
            out += [{"do": "rune", "card": c, "label": "Play a Rune to use another power"}
                    for c in state["seats"][player]["hand"] if D.kind_of(c) == "rune"]
        return out + [{"do": "skip", "label": "Do not use a power"}] if out else []

    def _legal_amulet(self, state: dict, frame: dict) -> list[dict]:
        out = [{"do": "block", "label": "Block the steal with an Amulet"}] if holds_amulet(state["seats"][frame["player"]]) else []
        return out + [{"do": "allow", "label": "Let the steal happen"}]

    def _legal_discard(self, state: dict, frame: dict) -> list[dict]:
        return [{"do": "discard", "card": c, "label": f"Discard {D.title(c)}"} for c in state["seats"][frame["player"]]["hand"]]

    # ---- applying ----------------------------------------------------------
    def apply(self, state: dict, action: dict, rng: Rng) -> Outcome:
        out = Outcome()
        frame = state["stack"][-1] if state["stack"] else None
        if frame is None:
            getattr(self, "_turn_" + action["do"])(state, action, rng, out)
        elif frame["kind"] in powers.CHOICE_KINDS:
            powers.resolve(state, frame, action, rng, out)
        else:
            getattr(self, "_act_" + frame["kind"])(state, frame, action, rng, out)
        self._advance(state, rng, out)
        return out

    def _turn_draw(self, state, action, rng, out):
        state["actions_left"] -= 1
        draw(state, state["turn"], out)

    def _turn_steal(self, state, action, rng, out):
        state["actions_left"] -= 1
        out.log("grimwood.try_steal", seat=state["turn"], victim=action["from"])
        push_steal(state, state["turn"], action["from"], 1, normal=True)

    def _turn_rune(self, state, action, rng, out):
        state["actions_left"] -= 1
        play_rune(state, state["turn"], action["card"], out)

    def _turn_lay(self, state, action, rng, out):
        state["stack"].append({"kind": "lay", "player": state["turn"], "cards": [action["card"]]})

    def _turn_set(self, state, action, rng, out):
        player = state["turn"]
        hand = state["seats"][player]["hand"]
        cards = set_cards(hand, action["kind"])
        for c in cards:
            hand.remove(c)
        combo = new_combo(state, player, action["kind"], cards)
        out.log("grimwood.set", seat=player, kind=action["kind"], cards=cards, combo=combo["id"])

    def _turn_amulet(self, state, action, rng, out):
        state["seats"][state["turn"]]["amulet"] = action["mode"]
        out.log("grimwood.amulet_mode", seat=state["turn"], mode=action["mode"])

    def _turn_end(self, state, action, rng, out):
        out.log("grimwood.end_turn", seat=state["turn"])
        self._end_turn(state, out)

    def _act_lay(self, state, frame, action, rng, out):
        if action["do"] == "lay":
            frame["cards"].append(action["card"])
            return
        state["stack"].pop()
        if action["do"] == "cancel":
            return
        player, cards = frame["player"], frame["cards"]
        for c in cards:
            state["seats"][player]["hand"].remove(c)
        combo = add_supernaturals(state, player, cards, action["combo"])
        out.log("grimwood.lay", seat=player, cards=list(cards), combo=combo["id"])
        state["stack"].append({"kind": "power", "player": player, "cards": list(cards), "free": False, "used": 0})

    def _act_power(self, state, frame, action, rng, out):
        if action["do"] == "skip":
            state["stack"].pop()
            return
        if action["do"] == "rune":
            state["actions_left"] -= 1
            play_rune(state, frame["player"], action["card"], out)
            return
        frame["cards"].remove(action["card"])
        frame["used"] += 1
        if not frame["free"]:
            state["actions_left"] -= 1
        powers.begin(state, frame["player"], action["card"], rng, out)

    def _act_amulet(self, state, frame, action, rng, out):
        state["stack"].pop()
        steal = state["stack"][-1]
        if action["do"] == "block":
            self._block(state, steal, out)
        else:
            steal_one(state, steal["player"], steal["victim"], rng, out)
            steal["left"] -= 1

    def _act_discard(self, state, frame, action, rng, out):
        hand = state["seats"][frame["player"]]["hand"]
        hand.remove(action["card"])
        discard(state, [action["card"]])
        out.log("grimwood.discard", seat=frame["player"], card=action["card"])
        if len(hand) <= D.HAND_LIMIT:
            state["stack"].pop()
            self._next_turn(state, out)

    # ---- steals and Amulets --------------------------------------------------
    def _advance(self, state: dict, rng: Rng, out: Outcome) -> None:
        """Resolve what needs no decision: queued steals, and frames with nothing left to choose."""
        while not state["over"] and state["stack"]:
            frame = state["stack"][-1]
            if frame["kind"] == "steal":
                self._steal_step(state, frame, rng, out)
            elif self.legal_actions(state):
                return
            else:
                state["stack"].pop()

    def _steal_step(self, state: dict, frame: dict, rng: Rng, out: Outcome) -> None:
        """One card of a steal: the robbed seat's Amulet setting says whether to ask, block or allow."""
        victim = state["seats"][frame["victim"]]
        if frame["left"] <= 0 or not victim["hand"]:
            state["stack"].pop()
        elif victim["amulet"] == "ask":
            # asked on every steal, Amulet or not, so being asked reveals nothing
            state["stack"].append({"kind": "amulet", "player": frame["victim"], "thief": frame["player"],
                                   "normal": frame["normal"]})
        elif victim["amulet"] == "always" and holds_amulet(victim):
            self._block(state, frame, out)
        else:
            steal_one(state, frame["player"], frame["victim"], rng, out)
            frame["left"] -= 1

    def _block(self, state: dict, steal: dict, out: Outcome) -> None:
        """An Amulet stops one stolen card; against a plain steal (action A) it ends the thief's turn."""
        hand = state["seats"][steal["victim"]]["hand"]
        amulet = next(c for c in hand if D.name_of(c) == "amulet")
        hand.remove(amulet)
        discard(state, [amulet])
        out.reveals = True
        out.log("grimwood.amulet", seat=steal["victim"], thief=steal["player"], card=amulet, normal=steal["normal"])
        if steal["normal"]:
            out.log("grimwood.turn_lost", seat=steal["player"])
            self._end_turn(state, out)
        else:
            steal["left"] -= 1

    # ---- the end of a turn and of the game -------------------------------------
    def _end_turn(self, state: dict, out: Outcome) -> None:
        """Drop what was under way; discard down to the hand limit, then pass the turn."""
        state["stack"] = []
        state["actions_left"] = 0
        player = state["turn"]
        if len(state["seats"][player]["hand"]) > D.HAND_LIMIT:
            state["stack"].append({"kind": "discard", "player": player})
            return
        self._next_turn(state, out)

    def _next_turn(self, state: dict, out: Outcome) -> None:
        if state["runes"]:
            out.log("grimwood.runes_discarded", cards=list(state["runes"]))
            discard(state, state["runes"])
            state["runes"] = []
        final = state["final"]
        n = len(state["seats"])
        nxt = state["turn"]
        while True:
            if final is not None:
                if not final["turns_left"]:
                    self._game_over(state, out)
                    return
                nxt = final["turns_left"].pop(0)
            else:
                nxt = (nxt + 1) % n
            seat = state["seats"][nxt]
            if seat["skips"] == 0:
                break
            seat["skips"] -= 1  # the Werewolf's victim loses this turn
            out.log("grimwood.skip", seat=nxt)
        state["turn"] = nxt
        state["actions_left"] = D.DATA["actions_per_turn"]
        out.log("grimwood.turn", seat=nxt, final=final is not None)

    def _game_over(self, state: dict, out: Outcome) -> None:
        state["over"] = True
        res = result(state)
        out.log("grimwood.game_over", scores=res["scores"], winners=res["winners"])

    # ---- explaining, results, views, positions ------------------------------------
    def explain_illegal(self, state: dict, action: dict) -> dict:
        from .explain import explain

        return explain(self, state, action)

    def result(self, state: dict) -> dict | None:
        return result(state) if state["over"] else None

    def board_view(self, state: dict, player: int | None) -> dict:
        from .view import board_view

        return board_view(state, player)

    def check_position(self, state: dict, seats: list[dict], options: dict) -> None:
        from .position import check_position

        check_position(state, seats, options)
