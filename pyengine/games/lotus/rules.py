"""Lotus rules: the frames of a turn, what each one offers and what each action does.

The position is plain JSON (POSITION.md beside this file); its ``flow`` is run by the
core (:mod:`pyengine.core.flow`), and :mod:`.table` says how it is laid out.  A turn is
an ``action`` frame for its two actions, then a ``refill`` frame.  Each action is a
short sequence of decisions:

* ``action``   a hand card to play or to exchange, a guardian to move, or pass (only
               when nothing else is possible);
* ``play``     add another card of the same type, or ``place`` them (within the action);
* ``exchange`` add another card, or ``confirm`` the exchange (within the action);
* ``move``     the flower the chosen guardian goes to (within the action);
* ``reward``   a controller of a completed flower picks a token or a power (every tied
               controller picks, in turn order from the active seat; one who holds every
               power takes a token without being asked);
* ``refill``   draw one card from one's deck or one face-up wildflower, until the hand
               is full or nothing can be drawn; the wildflower row is refilled after it.

Every legal action names its board element (``target``); the refusal of any other action
comes from the same choice (:class:`pyengine.core.choices.Pick`) as the legal list.
"""

from __future__ import annotations

from functools import lru_cache

from ...core.choices import Pick, reason
from ...core.flow import Context, FlowGame, Frame
from ...core.rng import Rng
from ...core.turns import final_turns, first_player, in_turn_order, next_seat
from ...core.zones import move
from . import bot
from . import data as D
from .position import check_position, upgrade_state
from .scoring import flower_strengths, leaders, result, score
from .table import (
    ACTIONS, MEMORY, can_refill, drew_from_deck, empty_memory, exchange_limit, final_trigger, forget_all,
    forget_played, growing, guardian_owner, hand_limit, layout, own_guardians, play_limit, remember_exchanged,
    remember_taken, remembered_by, seat_place, space_left, turn_frame, turn_player,
)
from .view import board_view

REWARDS = ["token", *D.POWERS]
REWARD_LABELS = {"token": f"Scoring token ({D.DATA['token_points']} points)", **D.POWER_NAMES}
PASS = {"do": "pass", "label": "Pass (no action is possible)", "target": "prompt"}
DRAW = {"do": "draw", "from": "deck", "label": "Draw from your deck", "target": "deck", "group": "draw"}


def refuse(name: str, **args) -> dict:
    """A refusal: its catalog key (web/games/lotus/messages.en.js) and raw arguments."""
    return reason(f"lotus.refuse.{name}", **args)


def flower_type(value) -> int | None:
    """``value`` when it names a flower type (3 to 7), else None."""
    if isinstance(value, int) and not isinstance(value, bool) and value in D.FLOWER_NAMES:
        return value
    return None


def _flower_label(ftype: int) -> str:
    return f"{D.FLOWER_NAMES[ftype]} ({ftype})"


@lru_cache(maxsize=None)
def _label(card: str) -> str:
    colour = D.card_colour(card) or "wild"
    return f"{colour} {_flower_label(D.card_type(card))}"


def _hand(card: str) -> str:
    return f"hand:{card}"


def _not_in_hand(card) -> dict:
    return refuse("not_in_hand")


class LotusFrame(Frame):
    """What every Lotus frame shares: the actions it takes (their fields) and the refusal
    of an action it does not take, or takes in another shape."""

    takes: dict[str, frozenset] = {}  # do -> the fields its actions carry

    def seat(self, state: dict, frame: dict) -> dict:
        return state["seats"][frame["player"]]

    def awaits(self, state, frame):
        return True  # every Lotus decision offers something: pass, place, confirm, a token, a draw (else it settles)

    def refusal(self, state, frame, action):
        do = action.get("do")
        if not isinstance(do, str) or do not in self.game.dos:
            return refuse("unknown", step=self.kind)
        if do not in self.takes:
            return refuse("not_now", step=self.kind, tried=do)
        if set(action) - {"do"} - self.takes[do]:
            return refuse("malformed", step=self.kind)
        return self.why_not(state, frame, action) or refuse("malformed", step=self.kind)

    def why_not(self, state: dict, frame: dict, action: dict) -> dict | None:
        """The reason for an action of a kind this frame takes (None: not understood)."""
        return None


# ---- the two actions of a turn -------------------------------------------------------------

def _exchange_group(card: str) -> str:
    return "exchange"


class Turn(LotusFrame):
    """``{"player", "taken": actions finished, "final": a turn of the final round}``."""

    kind = "action"
    takes = {"play": frozenset({"card"}), "exchange": frozenset({"card"}), "move": frozenset({"guardian"}),
             "pass": frozenset()}

    def prompt(self, state, frame):
        return {"key": "lotus.prompt.action", "args": {"left": ACTIONS - frame["taken"]}}

    def choices(self, state: dict, frame: dict) -> tuple[Pick, Pick, Pick]:
        seat = self.seat(state, frame)
        hand = seat["hand"]
        play = Pick(do="play", field="card", items=hand, target=_hand, label=lambda c: f"Play {_label(c)}",
                    unknown=_not_in_hand)
        # a tap on a hand card plays it; exchanging begins at its button (group), then the cards
        empty = None if exchange_limit(seat) else refuse("exchange_deck_empty")
        exchange = Pick(do="exchange", field="card", items=hand, target=_hand, label=lambda c: f"Exchange {_label(c)}",
                        group=_exchange_group, why=lambda c: empty, unknown=_not_in_hand)
        garden, guardians = state["garden"], state["guardians"]
        move = Pick(do="move", field="guardian", items=own_guardians(state, frame["player"]),
                    target=lambda g: f"guardian:{g}", label=lambda g: f"Move guardian {g}",
                    # somewhere to go: a flower in the garden other than its own
                    why=lambda g: None if len(garden) > (str(guardians[g]) in garden) else refuse("nowhere_to_go", guardian=g),
                    unknown=lambda g: self.not_own(state, g))
        return play, exchange, move

    @staticmethod
    def not_own(state: dict, gid) -> dict:
        if not isinstance(gid, str) or gid not in state["guardians"]:
            return refuse("not_a_guardian")
        return refuse("not_your_guardian", guardian=gid, seat=guardian_owner(state, gid))

    def legal(self, state, frame):
        out = []
        for pick in self.choices(state, frame):
            out += pick.actions()
        return out or [dict(PASS)]

    def apply(self, ctx, frame, action):
        do = action["do"]
        if do == "pass":
            ctx.log("lotus.pass")
            frame["taken"] += 1
        elif do == "move":
            ctx.push({"kind": "move", "player": frame["player"], "guardian": action["guardian"]})
        else:  # the first card of a play or an exchange
            ctx.push({"kind": do, "player": frame["player"], "cards": [action["card"]]})

    def settle(self, ctx, frame):
        if frame["taken"] < ACTIONS:
            return False
        ctx.replace({"kind": "refill", "player": frame["player"], "final": frame["final"]})
        return True

    def why_not(self, state, frame, action):
        if action["do"] == "pass":
            return refuse("must_act")
        for pick in self.choices(state, frame):
            why = pick.refusal(action)
            if why:
                return why
        return None


def _action_done(ctx: Context) -> None:
    """The step of an action on top is finished: the turn counts one more action."""
    ctx.pop()
    ctx.top["taken"] += 1


class Play(LotusFrame):
    """``{"player", "cards": chosen so far, one type}``: more of that type, then ``place``."""

    kind = "play"
    within_action = True
    takes = {"play": frozenset({"card"}), "place": frozenset({"flower"})}

    def prompt(self, state, frame):
        return {"key": "lotus.prompt.play", "args": {"cards": len(frame["cards"])}}

    def choice(self, state: dict, frame: dict) -> Pick:
        seat = self.seat(state, frame)
        cards = frame["cards"]
        ftype = D.card_type(cards[0])
        limit, space = play_limit(seat), space_left(state, ftype)
        verb = "Start" if str(ftype) not in state["garden"] else "Place on"
        if len(cards) < min(limit, space):
            full = None  # not full yet
        elif len(cards) >= limit:
            full = refuse("play_limit", limit=D.DATA["play_limit"])
        else:
            full = refuse("no_room", flower=ftype, space=space)
        return Pick(do="play", field="card", items=seat["hand"], chosen=cards, most=min(limit, space), target=_hand,
                    label=lambda c: f"Also play {_label(c)}",
                    why=lambda c: None if D.card_type(c) == ftype else refuse("types_mix", flower=ftype, card=c),
                    full=full, taken=lambda c: refuse("already_chosen", card=c), unknown=_not_in_hand,
                    done={"do": "place", "flower": ftype, "label": f"{verb} the {_flower_label(ftype)}",
                          "target": f"flower:{ftype}", "group": "place"})

    def legal(self, state, frame):
        return self.choice(state, frame).actions()

    def apply(self, ctx, frame, action):
        if action["do"] == "play":
            frame["cards"].append(action["card"])
            return
        state = ctx.state
        player, cards, ftype = frame["player"], frame["cards"], action["flower"]
        _action_done(ctx)
        hand = state["seats"][player]["hand"]
        for c in cards:
            hand.remove(c)
        forget_played(state, player, cards)
        key = str(ftype)
        new = key not in state["garden"]
        flower = state["garden"].setdefault(key, [])
        flower.extend(cards)
        ctx.log("lotus.play", cards=list(cards), flower=ftype, new=new)
        if len(flower) == ftype:
            _complete(ctx, ftype, player)

    def why_not(self, state, frame, action):
        if action["do"] == "play":
            return self.choice(state, frame).refusal(action)
        own = D.card_type(frame["cards"][0])
        if "flower" not in action:
            return refuse("place_no_flower", flower=own)
        target = flower_type(action["flower"])
        if target is None:
            return refuse("not_a_flower", flower=own)
        return refuse("wrong_flower", flower=own, target=target)


class Exchange(LotusFrame):
    """``{"player", "cards": chosen so far}``: another card, then ``confirm``."""

    kind = "exchange"
    within_action = True
    takes = {"exchange": frozenset({"card"}), "confirm": frozenset()}

    def prompt(self, state, frame):
        return {"key": "lotus.prompt.exchange", "args": {"cards": len(frame["cards"])}}

    def choice(self, state: dict, frame: dict) -> Pick:
        seat = self.seat(state, frame)
        cards = frame["cards"]
        if len(cards) < exchange_limit(seat):
            full = None  # not full yet
        elif not seat["deck"]:
            full = refuse("exchange_deck_empty")
        elif len(cards) >= D.DATA["exchange_limit"]:
            full = refuse("exchange_limit", limit=D.DATA["exchange_limit"])
        else:
            full = refuse("exchange_deck_short", deck=len(seat["deck"]))
        return Pick(do="exchange", field="card", items=seat["hand"], chosen=cards, most=exchange_limit(seat),
                    target=_hand, label=lambda c: f"Also exchange {_label(c)}", full=full,
                    taken=lambda c: refuse("already_chosen", card=c), unknown=_not_in_hand,
                    done={"do": "confirm", "label": f"Exchange {len(cards)} card(s) with your deck", "target": "deck",
                          "group": "confirm"})

    def legal(self, state, frame):
        return self.choice(state, frame).actions()

    def apply(self, ctx, frame, action):
        if action["do"] == "exchange":
            frame["cards"].append(action["card"])
            return
        player, cards = frame["player"], frame["cards"]
        hand, deck = seat_place(ctx.state, player, "hand"), seat_place(ctx.state, player, "deck")
        for c in cards:
            move(ctx, c, hand, deck)  # to the bottom, in the order chosen
        remember_exchanged(ctx.state, player, cards)
        drawn = [_draw_top(ctx, player, deck, hand) for _ in cards]  # the draws reveal them to their owner
        ctx.log("lotus.exchange", count=len(cards), secret_for=[player], secret={"cards": list(cards), "drawn": drawn})
        _check_final_round(ctx, player)
        _action_done(ctx)

    def why_not(self, state, frame, action):
        return self.choice(state, frame).refusal(action)


class Move(LotusFrame):
    """``{"player", "guardian"}``: the flower it goes to."""

    kind = "move"
    within_action = True
    takes = {"to": frozenset({"flower"})}

    def prompt(self, state, frame):
        return {"key": "lotus.prompt.move", "args": {"guardian": frame["guardian"]}}

    def choice(self, state: dict, frame: dict) -> Pick:
        gid = frame["guardian"]
        here = state["guardians"][gid]

        def unknown(value):
            if flower_type(value) is None:
                return refuse("move_not_a_flower", guardian=gid)
            return refuse("not_growing", guardian=gid, flower=value)

        return Pick(do="to", field="flower", items=growing(state), target=lambda t: f"flower:{t}",
                    label=lambda t: f"Move to the {_flower_label(t)}",
                    why=lambda t: refuse("same_flower", guardian=gid, flower=t) if t == here else None, unknown=unknown)

    def legal(self, state, frame):
        return self.choice(state, frame).actions()

    def apply(self, ctx, frame, action):
        gid = frame["guardian"]
        guardians = ctx.state["guardians"]
        source = guardians[gid]
        guardians[gid] = action["flower"]
        ctx.log("lotus.move", guardian=gid, source=source, flower=action["flower"])
        _action_done(ctx)

    def why_not(self, state, frame, action):
        if "flower" not in action:
            return refuse("move_no_flower", guardian=frame["guardian"])
        return self.choice(state, frame).refusal(action)


# ---- a completed flower --------------------------------------------------------------------

def _complete(ctx: Context, ftype: int, player: int) -> None:
    """The flower just got its last petal: the player collects it, its guardians go home, and
    each controller (in turn order from the player) is to choose a reward."""
    state = ctx.state
    cards = state["garden"].pop(str(ftype))
    strengths = flower_strengths(state, cards, ftype)
    controllers = leaders(strengths)
    state["seats"][player]["pile"].extend(cards)
    for gid, where in state["guardians"].items():
        if where == ftype:
            state["guardians"][gid] = None
    ctx.log("lotus.complete", flower=ftype, seat=player, petals=len(cards),
            strengths={str(k): v for k, v in strengths.items()}, controllers=controllers)
    order = in_turn_order(controllers, len(state["seats"]), player)
    ctx.push_all([{"kind": "reward", "player": s, "flower": ftype} for s in order])


class Reward(LotusFrame):
    """``{"player": a controller, "flower": the completed type}``."""

    kind = "reward"
    private = False
    takes = {"reward": frozenset({"choice"})}

    def prompt(self, state, frame):
        return {"key": "lotus.prompt.reward", "args": {"flower": frame["flower"]}}

    def choice(self, state: dict, frame: dict) -> Pick:
        held = self.seat(state, frame)["powers"]
        return Pick(do="reward", field="choice", items=REWARDS, target=lambda c: "prompt", label=REWARD_LABELS.get,
                    why=lambda c: refuse("power_held", choice=c) if c in held else None,
                    unknown=lambda c: refuse("unknown_reward"))

    def legal(self, state, frame):
        return self.choice(state, frame).actions()

    def apply(self, ctx, frame, action):
        ctx.pop()
        _give_reward(ctx, frame["player"], action["choice"])

    def settle(self, ctx, frame):
        """A controller who holds every power takes a scoring token without being asked."""
        if any(p not in self.seat(ctx.state, frame)["powers"] for p in D.POWERS):
            return False
        ctx.pop()
        _give_reward(ctx, frame["player"], "token")
        return True

    def why_not(self, state, frame, action):
        return self.choice(state, frame).refusal(action)


def _give_reward(ctx: Context, player: int, choice: str) -> None:
    seat = ctx.state["seats"][player]
    if choice == "token":
        seat["tokens"] += 1
    else:
        seat["powers"].append(choice)
        if choice == "elder":
            ctx.state["guardians"][f"{seat['colour']}-elder"] = None
    ctx.log("lotus.reward", seat=player, choice=choice)


# ---- the refill and the end of a turn -------------------------------------------------------

class Refill(LotusFrame):
    """``{"player", "final"}``: one card at a time from the deck or the row."""

    kind = "refill"
    takes = {"draw": frozenset({"from", "card"})}

    def prompt(self, state, frame):
        return {"key": "lotus.prompt.refill", "args": {"limit": hand_limit(self.seat(state, frame))}}

    def wild(self, state: dict) -> Pick:
        return Pick(do="draw", field="card", fixed={"from": "wild"}, items=[c for c in state["wild_row"] if c is not None],
                    target=lambda c: f"wild:{c}", label=lambda c: f"Take the wildflower {_label(c)}",
                    unknown=lambda c: refuse("not_in_wild_row"))

    def legal(self, state, frame):
        out = [dict(DRAW)] if self.seat(state, frame)["deck"] else []
        return out + self.wild(state).actions()

    def apply(self, ctx, frame, action):
        player = frame["player"]
        seat = ctx.state["seats"][player]
        if action["from"] == "deck":
            deck = seat_place(ctx.state, player, "deck")
            card = _draw_top(ctx, player, deck, seat_place(ctx.state, player, "hand"))  # a reveal to its owner
            ctx.log("lotus.draw_deck", secret_for=[player], secret={"card": card})
            _check_final_round(ctx, player)
        else:
            card = action["card"]
            row = ctx.state["wild_row"]
            row[row.index(card)] = None  # replaced only once the player has finished drawing
            seat["hand"].append(card)
            remember_taken(ctx.state, player, card)  # every seat saw it go into that hand
            ctx.log("lotus.draw_wild", card=card)

    def settle(self, ctx, frame):
        if can_refill(ctx.state, self.seat(ctx.state, frame)):
            return False
        _end_turn(ctx, frame)
        return True

    def why_not(self, state, frame, action):
        source = action.get("from")
        if source == "deck" and not self.seat(state, frame)["deck"]:
            return refuse("deck_empty")
        if source == "wild" and "card" in action:
            return self.wild(state).refusal(action)
        return refuse("draw_where")


def _draw_top(ctx: Context, player: int, deck: tuple, hand: tuple) -> str:
    """The top card of the player's deck into its hand (the memory follows)."""
    card = move(ctx, deck[2][0], deck, hand)
    drew_from_deck(ctx.state, player)
    return card


def _check_final_round(ctx: Context, player: int) -> None:
    """Drawing the last card of one's deck starts the final round (once): the last turns
    and the end of the game go under the whole flow."""
    state = ctx.state
    if state["seats"][player]["deck"] or final_trigger(state) is not None:
        return
    n = len(state["seats"])
    last_of_round = (state["first"] - 1) % n if state["rules"]["final_round"] == "finish_round" else None
    order = final_turns(player, n, trigger_too=True, round_ends_with=last_of_round)
    state["final_trigger"] = player
    ctx.push_last([*(turn_frame(s, True) for s in order), {"kind": "end"}])
    ctx.log("lotus.final_round", seat=player)


def _end_turn(ctx: Context, frame: dict) -> None:
    """The refill is over: taken wildflowers are replaced, and the next turn (or the end) comes."""
    state = ctx.state
    row, revealed = state["wild_row"], []
    for i, card in enumerate(row):
        if card is None and state["wild_deck"]:
            row[i] = state["wild_deck"].pop(0)
            revealed.append(row[i])
    if revealed:  # face down to face up, into the row's empty slots (not a list move: the slots stay)
        ctx.log("lotus.wild_refill", cards=revealed)
        ctx.reveal()
    ctx.pop()
    final = final_trigger(state) is not None
    if not final:
        ctx.push(turn_frame(next_seat(frame["player"], len(state["seats"])), False))
    if ctx.top["kind"] == "action":
        ctx.log("lotus.turn", seat=ctx.top["player"], final=final)


class End(LotusFrame):
    """Under the final turns: once they are played, the game is scored."""

    kind = "end"

    def player(self, state, frame):
        return state["final_trigger"]

    def legal(self, state, frame):
        return []

    def settle(self, ctx, frame):
        ctx.pop()
        _game_over(ctx)
        return True


def _game_over(ctx: Context) -> None:
    """Unfinished flowers go to their controllers (ties share, the rest leaves the game);
    guardians go home and hands back to the decks."""
    state = ctx.state
    for key in sorted(state["garden"], key=int):
        ftype = int(key)
        cards = state["garden"].pop(key)
        owners = leaders(flower_strengths(state, cards, ftype))
        share = len(cards) // len(owners) if owners else 0
        for k, seat in enumerate(owners):
            state["seats"][seat]["pile"].extend(cards[k * share:(k + 1) * share])
        lost = cards[share * len(owners):]
        state["discarded"].extend(lost)
        ctx.log("lotus.claim", flower=ftype, seats=owners, each=share, removed=len(lost))
    for gid in state["guardians"]:
        state["guardians"][gid] = None
    for seat in state["seats"]:
        seat["deck"].extend(seat["hand"])
        seat["hand"] = []
    forget_all(state)
    res = result(state)
    ctx.log("lotus.game_over", scores=res["scores"], winners=res["winners"])


class Lotus(FlowGame):
    id = "lotus"
    name = "Lotus"
    RULES_RELEASE = 1  # no rule corrected since its first saves
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
    frames = (Turn, Play, Exchange, Move, Reward, Refill, End)

    def __init__(self):
        super().__init__()
        self.dos = frozenset(do for h in self.handlers.values() for do in h.takes)

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
        first = first_player(options["first_player"], n, rng)
        guardians = {f"{s['colour']}-g{k}": None for s in seats for k in range(1, D.DATA["guardians_per_player"] + 1)}
        state = {
            "seats": state_seats,
            "garden": {},
            "guardians": guardians,
            "wild_row": wild[:row_size],
            "wild_deck": wild[row_size:],
            "removed": sorted(removed),
            "discarded": [],
            "first": first,
            "final_trigger": None,
            "rules": {"final_round": options["final_round"]},
            MEMORY: empty_memory(n),
        }
        return self.begin(state, [turn_frame(first, False)], rng)

    def start_events(self, state: dict) -> list[dict]:
        if self.is_over(state):
            return []
        return [{"key": "lotus.turn", "args": {"seat": turn_player(state), "final": final_trigger(state) is not None}}]

    def result(self, state: dict) -> dict | None:
        return result(state) if self.is_over(state) else None

    def board_view(self, state: dict, player: int | None) -> dict:
        return board_view(state, player)

    def check_position(self, state: dict, seats: list[dict], options: dict) -> None:
        check_position(state, seats, options, self)

    def upgrade_state(self, state: dict, version: int) -> dict:
        return upgrade_state(state, version)

    def score(self, state: dict, player: int) -> int:
        return score(state["seats"][player])

    # ---- the bots (bot.py) ----
    playout_depth = bot.PLAYOUT_DEPTH
    bot_iterations = bot.ITERATIONS

    card_layout = staticmethod(layout)
    remembered_cards = staticmethod(remembered_by)
    determinize = staticmethod(bot.determinize)
    evaluate = staticmethod(bot.evaluate)
    playout_move = staticmethod(bot.playout_move)

