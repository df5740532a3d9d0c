"""Lotus rules: what is legal and what each action does.

The position is plain JSON (documented in POSITION.md beside this file).
A turn is two actions then a refill; each action is a short sequence of
small decisions:

* ``action``   pick a hand card to play or to exchange, a guardian to move,
               or pass (only when nothing else is possible);
* ``play``     add another card of the same type, or ``place`` them;
* ``exchange`` add another card, or ``confirm`` the exchange;
* ``move``     pick the flower the chosen guardian goes to;
* ``reward``   a controller of a completed flower picks a token or a power
               (every tied controller picks, in turn order from the active seat);
* ``refill``   draw one card from one's deck or one face-up wildflower,
               until the hand is full.
"""

from __future__ import annotations

from ...core.game import Decision, Game, Outcome
from ...core.rng import Rng
from . import data as D
from .position import check_position
from .scoring import flower_strengths, leaders, result, score

NO_LIMIT = 99


def _seat_of(state: dict, colour: str | None) -> int | None:
    for i, seat in enumerate(state["seats"]):
        if seat["colour"] == colour:
            return i
    return None


def guardian_owner(state: dict, gid: str) -> int:
    return _seat_of(state, gid.rsplit("-", 1)[0])


def hand_limit(seat: dict) -> int:
    return D.DATA["enlightened_hand_size"] if "path" in seat["powers"] else D.DATA["hand_size"]


def play_limit(seat: dict) -> int:
    return NO_LIMIT if "growth" in seat["powers"] else D.DATA["play_limit"]


def exchange_limit(seat: dict) -> int:
    """How many cards one exchange may hold: the seed has the player draw *new* cards,
    so never more than the deck holds before the exchanged cards go under it (our decision)."""
    return min(D.DATA["exchange_limit"], len(seat["deck"]))


def space_left(state: dict, ftype: int) -> int:
    return ftype - len(state["garden"].get(str(ftype), []))


def _flower_label(ftype: int) -> str:
    return f"{D.FLOWER_NAMES[ftype]} ({ftype})"


def _label(card: str) -> str:
    colour = D.card_colour(card) or "wild"
    return f"{colour} {_flower_label(D.card_type(card))}"


class Lotus(Game):
    id = "lotus"
    name = "Lotus"
    min_players = 2
    max_players = 4
    options_spec = {
        "final_round": {
            "default": "everyone",
            "choices": ["everyone", "finish_round"],
            "doc": "after a deck runs out: every player, the trigger player included, takes one more turn "
            "(the rulebook) or the round is only finished (a house rule some reviewers prefer)",
        },
        "first_player": {
            "default": "random",
            "choices": ["random", 0, 1, 2, 3],
            "doc": "who starts: chosen by chance, or a seat number",
        },
    }

    seat_choice = ("colour", D.COLOURS)

    # ---- setup -------------------------------------------------------------
    def setup(self, seats: list[dict], options: dict, rng: Rng) -> dict:
        n = len(seats)
        state_seats, removed = [], []
        for seat in seats:
            deck = D.player_deck(seat["colour"], n)
            rng.shuffle(deck)
            removed += D.removed_cards(seat["colour"], n)
            hand, deck = deck[: D.DATA["hand_size"]], deck[D.DATA["hand_size"]:]
            state_seats.append({"colour": seat["colour"], "deck": deck, "hand": hand, "pile": [], "tokens": 0, "powers": []})
        wild = D.wild_deck()
        rng.shuffle(wild)
        row_size = D.DATA["wild_row_size"]
        first = rng.below(n) if options["first_player"] == "random" else options["first_player"]
        guardians = {f"{s['colour']}-g{k}": None for s in seats for k in range(1, D.DATA["guardians_per_player"] + 1)}
        return {
            "seats": state_seats,
            "garden": {},
            "guardians": guardians,
            "wild_row": wild[:row_size],
            "wild_deck": wild[row_size:],
            "removed": sorted(removed),
            "discarded": [],
            "first": first,
            "turn": first,
            "actions_taken": 0,
            "step": "action",
            "selection": [],
            "rewards": [],
            "reward_flower": None,
            "final": None,
            "rules": {"final_round": options["final_round"]},
        }

    def start_events(self, state: dict) -> list[dict]:
        if state["step"] == "over":
            return []
        return [{"key": "lotus.turn", "args": {"seat": state["turn"], "final": state["final"] is not None}}]

    # ---- the pending decision --------------------------------------------
    def pending(self, state: dict) -> Decision | None:
        step = state["step"]
        if step == "over":
            return None
        turn = state["turn"]
        if step == "reward":
            return Decision(state["rewards"][0], "reward", private=False,
                            prompt={"key": "lotus.prompt.reward", "args": {"flower": state["reward_flower"]}})
        left = D.DATA["actions_per_turn"] - state["actions_taken"]
        prompts = {
            "action": ("lotus.prompt.action", {"left": left}),
            "play": ("lotus.prompt.play", {"cards": len(state["selection"])}),
            "exchange": ("lotus.prompt.exchange", {"cards": len(state["selection"])}),
            "move": ("lotus.prompt.move", {"guardian": state["selection"][0] if state["selection"] else None}),
            "refill": ("lotus.prompt.refill", {"limit": hand_limit(state["seats"][turn])}),
        }
        key, args = prompts[step]
        return Decision(turn, step, private=True, prompt={"key": key, "args": args})

    def legal_actions(self, state: dict) -> list[dict]:
        return getattr(self, "_legal_" + state["step"])(state)

    def _legal_action(self, state: dict) -> list[dict]:
        seat = state["seats"][state["turn"]]
        out = [{"do": "play", "card": c, "label": f"Play {_label(c)}"} for c in seat["hand"]]
        if exchange_limit(seat):
            out += [{"do": "exchange", "card": c, "label": f"Exchange {_label(c)}"} for c in seat["hand"]]
        for gid in self._own_guardians(state, state["turn"]):
            if self._destinations(state, gid):
                out.append({"do": "move", "guardian": gid, "label": f"Move guardian {gid}"})
        if not out:
            out.append({"do": "pass", "label": "Pass (no action is possible)"})
        return out

    def _legal_play(self, state: dict) -> list[dict]:
        seat = state["seats"][state["turn"]]
        chosen = state["selection"]
        ftype = D.card_type(chosen[0])
        out = []
        if len(chosen) < min(play_limit(seat), space_left(state, ftype)):
            out = [{"do": "play", "card": c, "label": f"Also play {_label(c)}"}
                   for c in seat["hand"] if c not in chosen and D.card_type(c) == ftype]
        verb = "Start" if str(ftype) not in state["garden"] else "Place on"
        out.append({"do": "place", "flower": ftype, "label": f"{verb} the {_flower_label(ftype)}"})
        return out

    def _legal_exchange(self, state: dict) -> list[dict]:
        seat = state["seats"][state["turn"]]
        chosen = state["selection"]
        out = []
        if len(chosen) < exchange_limit(seat):
            out = [{"do": "exchange", "card": c, "label": f"Also exchange {_label(c)}"}
                   for c in seat["hand"] if c not in chosen]
        out.append({"do": "confirm", "label": f"Exchange {len(chosen)} card(s) with your deck"})
        return out

    def _legal_move(self, state: dict) -> list[dict]:
        gid = state["selection"][0]
        return [{"do": "to", "flower": t, "label": f"Move to the {_flower_label(t)}"}
                for t in self._destinations(state, gid)]

    def _legal_reward(self, state: dict) -> list[dict]:
        seat = state["seats"][state["rewards"][0]]
        out = [{"do": "reward", "choice": "token", "label": f"Scoring token ({D.DATA['token_points']} points)"}]
        out += [{"do": "reward", "choice": p, "label": D.POWER_NAMES[p]} for p in D.POWERS if p not in seat["powers"]]
        return out

    def _legal_refill(self, state: dict) -> list[dict]:
        seat = state["seats"][state["turn"]]
        out = []
        if seat["deck"]:
            out.append({"do": "draw", "from": "deck", "label": "Draw from your deck"})
        out += [{"do": "draw", "from": "wild", "card": c, "label": f"Take the wildflower {_label(c)}"}
                for c in state["wild_row"] if c is not None]
        return out

    def _own_guardians(self, state: dict, player: int) -> list[str]:
        colour = state["seats"][player]["colour"]
        return [g for g in state["guardians"] if g.rsplit("-", 1)[0] == colour]

    def _destinations(self, state: dict, gid: str) -> list[int]:
        here = state["guardians"][gid]
        return [int(t) for t in sorted(state["garden"], key=int) if int(t) != here]

    # ---- applying ----------------------------------------------------------
    def apply(self, state: dict, action: dict, rng: Rng) -> Outcome:
        out = Outcome()
        getattr(self, "_do_" + action["do"])(state, action, out)
        return out

    def _do_play(self, state, action, out):
        state["selection"].append(action["card"])
        state["step"] = "play"

    def _do_exchange(self, state, action, out):
        state["selection"].append(action["card"])
        state["step"] = "exchange"

    def _do_move(self, state, action, out):
        state["selection"] = [action["guardian"]]
        state["step"] = "move"

    def _do_pass(self, state, action, out):
        out.log("lotus.pass")
        self._action_done(state, out)

    def _do_place(self, state, action, out):
        player = state["turn"]
        seat = state["seats"][player]
        cards, ftype = state["selection"], action["flower"]
        for c in cards:
            seat["hand"].remove(c)
        key = str(ftype)
        new = key not in state["garden"]
        flower = state["garden"].setdefault(key, [])
        flower.extend(cards)
        out.log("lotus.play", cards=list(cards), flower=ftype, new=new)
        state["selection"] = []
        if len(flower) == ftype:
            self._complete(state, ftype, out)
        self._action_done(state, out)

    def _do_confirm(self, state, action, out):
        player = state["turn"]
        seat = state["seats"][player]
        cards = state["selection"]
        for c in cards:
            seat["hand"].remove(c)
        seat["deck"].extend(cards)  # to the bottom, in the order chosen
        drawn = [seat["deck"].pop(0) for _ in cards]
        seat["hand"].extend(drawn)
        out.log("lotus.exchange", count=len(cards), secret_for=[player], secret={"cards": list(cards), "drawn": drawn})
        out.reveals = True
        self._check_final_round(state, player, out)
        state["selection"] = []
        self._action_done(state, out)

    def _do_to(self, state, action, out):
        gid = state["selection"][0]
        src = state["guardians"][gid]
        state["guardians"][gid] = action["flower"]
        out.log("lotus.move", guardian=gid, source=src, flower=action["flower"])
        state["selection"] = []
        self._action_done(state, out)

    def _do_reward(self, state, action, out):
        player = state["rewards"].pop(0)
        self._give_reward(state, player, action["choice"], out)
        self._after_rewards(state, out)

    def _do_draw(self, state, action, out):
        player = state["turn"]
        seat = state["seats"][player]
        if action["from"] == "deck":
            card = seat["deck"].pop(0)
            seat["hand"].append(card)
            out.log("lotus.draw_deck", secret_for=[player], secret={"card": card})
            out.reveals = True
            self._check_final_round(state, player, out)
        else:
            card = action["card"]
            slot = state["wild_row"].index(card)
            state["wild_row"][slot] = None  # replaced only once the player has finished drawing
            seat["hand"].append(card)
            out.log("lotus.draw_wild", card=card)
        if len(seat["hand"]) >= hand_limit(seat) or not self._legal_refill(state):
            self._finish_refill(state, out)

    # ---- the steps of a turn ------------------------------------------------
    def _check_final_round(self, state: dict, player: int, out: Outcome) -> None:
        """Drawing the last card of one's deck starts the final turns (once)."""
        if state["seats"][player]["deck"] or state["final"] is not None:
            return
        n = len(state["seats"])
        order = [(player + k) % n for k in range(1, n + 1)]  # everyone once, the trigger player last
        if state["rules"]["final_round"] == "finish_round":
            last_of_round = (state["first"] - 1) % n
            order = order[: order.index(last_of_round) + 1] if player != last_of_round else []
        state["final"] = {"trigger": player, "turns_left": order, "started": False}
        out.log("lotus.final_round", seat=player)

    def _complete(self, state: dict, ftype: int, out: Outcome) -> None:
        player = state["turn"]
        cards = state["garden"].pop(str(ftype))
        strengths = flower_strengths(state, cards, ftype)
        controllers = leaders(strengths)
        state["seats"][player]["pile"].extend(cards)
        for gid, where in state["guardians"].items():
            if where == ftype:
                state["guardians"][gid] = None
        out.log("lotus.complete", flower=ftype, seat=player, petals=len(cards),
                strengths={str(k): v for k, v in strengths.items()}, controllers=controllers)
        n = len(state["seats"])
        order = sorted(controllers, key=lambda s: (s - player) % n)
        state["rewards"] = order
        state["reward_flower"] = ftype

    def _give_reward(self, state: dict, player: int, choice: str, out: Outcome) -> None:
        seat = state["seats"][player]
        if choice == "token":
            seat["tokens"] += 1
        else:
            seat["powers"].append(choice)
            if choice == "elder":
                state["guardians"][f"{seat['colour']}-elder"] = None
        out.log("lotus.reward", seat=player, choice=choice)

    def _after_rewards(self, state: dict, out: Outcome) -> None:
        """Resolve rewards that leave no choice, then go on with the turn."""
        while state["rewards"]:
            seat = state["seats"][state["rewards"][0]]
            if any(p not in seat["powers"] for p in D.POWERS):
                state["step"] = "reward"
                return
            self._give_reward(state, state["rewards"].pop(0), "token", out)
        state["reward_flower"] = None
        self._continue_turn(state, out)

    def _action_done(self, state: dict, out: Outcome) -> None:
        state["actions_taken"] += 1
        self._after_rewards(state, out)

    def _continue_turn(self, state: dict, out: Outcome) -> None:
        if state["actions_taken"] < D.DATA["actions_per_turn"]:
            state["step"] = "action"
            return
        seat = state["seats"][state["turn"]]
        state["step"] = "refill"
        if len(seat["hand"]) >= hand_limit(seat) or not self._legal_refill(state):
            self._finish_refill(state, out)

    def _finish_refill(self, state: dict, out: Outcome) -> None:
        row = state["wild_row"]
        revealed = []
        for i, card in enumerate(row):
            if card is None and state["wild_deck"]:
                row[i] = state["wild_deck"].pop(0)
                revealed.append(row[i])
        if revealed:
            out.log("lotus.wild_refill", cards=revealed)
            out.reveals = True
        self._end_turn(state, out)

    def _end_turn(self, state: dict, out: Outcome) -> None:
        final = state["final"]
        n = len(state["seats"])
        if final is not None:
            if final["started"]:
                final["turns_left"].pop(0)
            final["started"] = True
            if not final["turns_left"]:
                self._game_over(state, out)
                return
            nxt = final["turns_left"][0]
        else:
            nxt = (state["turn"] + 1) % n
        state["turn"] = nxt
        state["actions_taken"] = 0
        state["step"] = "action"
        out.log("lotus.turn", seat=nxt, final=final is not None)

    def _game_over(self, state: dict, out: Outcome) -> None:
        for key in sorted(state["garden"], key=int):
            ftype = int(key)
            cards = state["garden"].pop(key)
            owners = leaders(flower_strengths(state, cards, ftype))
            share = len(cards) // len(owners) if owners else 0
            for k, seat in enumerate(owners):
                state["seats"][seat]["pile"].extend(cards[k * share:(k + 1) * share])
            lost = cards[share * len(owners):]
            state["discarded"].extend(lost)
            out.log("lotus.claim", flower=ftype, seats=owners, each=share, removed=len(lost))
        for gid in state["guardians"]:
            state["guardians"][gid] = None
        for seat in state["seats"]:
            seat["deck"].extend(seat["hand"])  # hands go back to the decks
            seat["hand"] = []
        state["step"] = "over"
        res = result(state)
        out.log("lotus.game_over", scores=res["scores"], winners=res["winners"])

    # ---- explaining refusals ----------------------------------------------
    def explain_illegal(self, state: dict, action: dict) -> str:
        from .explain import explain

        return explain(self, state, action)

    # ---- results, views, positions -------------------------------------------
    def result(self, state: dict) -> dict | None:
        return result(state) if state["step"] == "over" else None

    def board_view(self, state: dict, player: int | None) -> dict:
        from .view import board_view

        return board_view(state, player)

    def check_position(self, state: dict, seats: list[dict], options: dict) -> None:
        check_position(state, seats, options)

    def score(self, state: dict, player: int) -> int:
        return score(state["seats"][player])
