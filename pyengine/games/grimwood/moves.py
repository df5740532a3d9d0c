"""What the turn and the powers do to a position while an action is applied: draws, steals,
random discards, Runes, Amulets, and the end of a turn.  Each works on the core's
:class:`~pyengine.core.flow.Context` (the state, the generator, the log and the flow).
"""

from __future__ import annotations

from ...core.flow import Context
from ...core.turns import final_turns, next_seat
from . import data as D
from . import memory
from .scoring import result
from .table import discard

TURN = "turn"


def turn_frame(player: int) -> dict:
    return {"kind": TURN, "player": player}


def steal_frame(thief: int, victim: int, count: int, normal: bool) -> dict:
    """``count`` cards to steal from ``victim``'s hand one by one, each of which may meet an
    Amulet; ``normal``: the turn's own steal (action A), not a power's."""
    return {"kind": "steal", "player": thief, "victim": victim, "left": count, "normal": normal}


def take_deck_top(ctx: Context, player: int) -> str:
    """Take the top deck card; taking the last one starts the final turns."""
    state = ctx.state
    card = state["deck"].pop(0)
    ctx.reveal()
    if not state["deck"] and state["final"] is None:
        # everyone else plays once more; the seat that took the last card does not
        state["final"] = {"trigger": player, "turns_left": final_turns(player, len(state["seats"]), trigger_too=False)}
        ctx.log("grimwood.last_card", seat=player)
    return card


def draw(ctx: Context, player: int) -> str:
    card = take_deck_top(ctx, player)
    ctx.state["seats"][player]["hand"].append(card)
    ctx.log("grimwood.draw", seat=player, secret_for=[player], secret={"card": card})
    return card


def random_from_hand(ctx: Context, player: int) -> str:
    """Pick one card of ``player``'s hand by chance and take it out."""
    hand = ctx.state["seats"][player]["hand"]
    ctx.reveal()
    return hand.pop(ctx.rng.below(len(hand)))


def steal_one(ctx: Context, thief: int, victim: int) -> str:
    card = random_from_hand(ctx, victim)
    ctx.state["seats"][thief]["hand"].append(card)
    memory.stolen(ctx.state, thief, victim, card)
    ctx.log("grimwood.steal", seat=thief, victim=victim, secret_for=[thief, victim], secret={"card": card})
    return card


def discard_random(ctx: Context, player: int) -> str:
    card = random_from_hand(ctx, player)
    memory.left_openly(ctx.state, card)  # picked unseen, but it lands face up
    discard(ctx.state, [card])
    ctx.log("grimwood.discard_random", seat=player, card=card)
    return card


def play_rune(ctx: Context, player: int, card: str) -> None:
    """A Rune gives extra actions; it waits beside the deck until the turn ends."""
    state = ctx.state
    state["seats"][player]["hand"].remove(card)
    memory.left_openly(state, card)
    state["runes"].append(card)
    state["actions_left"] += D.RUNE_ACTIONS
    ctx.log("grimwood.rune", seat=player, card=card)


def look(ctx: Context, actor: int, target: int) -> None:
    """``actor`` sees ``target``'s hand (Hydra, Shadow Queen): only in the actor's log entry."""
    ctx.reveal()
    memory.looked(ctx.state, actor, target)
    ctx.log("grimwood.look", seat=actor, target=target, secret_for=[actor],
            secret={"cards": list(ctx.state["seats"][target]["hand"])})


def block(ctx: Context, steal: dict) -> None:
    """An Amulet stops one stolen card; against a plain steal (action A) it ends the thief's turn."""
    hand = ctx.state["seats"][steal["victim"]]["hand"]
    amulet = next(c for c in hand if D.name_of(c) == "amulet")
    hand.remove(amulet)
    memory.left_openly(ctx.state, amulet)
    discard(ctx.state, [amulet])
    ctx.reveal()
    ctx.log("grimwood.amulet", seat=steal["victim"], thief=steal["player"], card=amulet, normal=steal["normal"])
    if steal["normal"]:
        ctx.log("grimwood.turn_lost", seat=steal["player"])
        end_turn(ctx)
    else:
        steal["left"] -= 1


def end_turn(ctx: Context) -> None:
    """Drop what was under way; discard down to the hand limit, then pass the turn."""
    state = ctx.state
    del ctx.stack[1:]  # the turn frame stays until the next one replaces it
    state["actions_left"] = 0
    player = state["turn"]
    if len(state["seats"][player]["hand"]) > D.HAND_LIMIT:
        ctx.push({"kind": "discard", "player": player})
        return
    next_turn(ctx)


def next_turn(ctx: Context) -> None:
    """The played Runes go to the discard pile; the next seat in turn order (or in the final
    turns) that has no turn to lose to a Werewolf plays, or the game is over."""
    state = ctx.state
    if state["runes"]:
        ctx.log("grimwood.runes_discarded", cards=list(state["runes"]))
        discard(state, state["runes"])
        state["runes"] = []
    final = state["final"]
    nxt = state["turn"]
    while True:
        if final is not None:
            if not final["turns_left"]:
                game_over(ctx)
                return
            nxt = final["turns_left"].pop(0)
        else:
            nxt = next_seat(nxt, len(state["seats"]))
        seat = state["seats"][nxt]
        if seat["skips"] == 0:
            break
        seat["skips"] -= 1  # the Werewolf's victim loses this turn
        ctx.log("grimwood.skip", seat=nxt)
    state["turn"] = nxt
    state["actions_left"] = D.ACTIONS_PER_TURN
    ctx.stack[:] = [turn_frame(nxt)]
    ctx.log("grimwood.turn", seat=nxt, final=final is not None)


def game_over(ctx: Context) -> None:
    ctx.stack.clear()
    res = result(ctx.state)
    ctx.log("grimwood.game_over", scores=res["scores"], winners=res["winners"])

