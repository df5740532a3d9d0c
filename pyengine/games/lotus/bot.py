"""What the bots' search (pyengine.core.search) needs to know about Lotus: how to sample what
a seat cannot see, how to judge a position a playout stopped at, and a cheap playout policy.

Hidden from a seat: every other seat's hand, every deck's order and the wildflower deck's
order.  An opponent's deck holds only its own colour and the wildflowers it took openly
from the row, so that seat's hand and deck together are known as a whole: one group.  The
position's memory (table.py) pins what the seat has seen beyond its view: the wildflowers
seen going into a hand stay in that hand, and the cards the seat put under its own deck
stay there, in order.  What another seat alone remembers (the cards under its deck) is
itself hidden: a sample forgets it (forgetting is always a possible position).
"""

from __future__ import annotations

from ...core.determinize import redeal
from ...core.evaluation import final_values, fitted_lead_values, read_weights
from ...core.jsondata import clone
from ...core.rng import Rng
from . import data as D
from .scoring import flower_strengths, leaders, result, score
from .table import MEMORY, final_trigger, play_limit, space_left, sub_frame

TOKEN = D.DATA["token_points"]
ELDER = D.DATA["elder_strength"]
PLAYOUT_DEPTH = 30  # actions (about three turns) before a playout is judged
# iterations chosen by time in headless Chromium's worker on the reference machine (bench/think.py):
# hard's median move about 1 s, normal about a third of that, easy a tenth
ITERATIONS = {"easy": 70, "normal": 240, "hard": 720}
START_DECK = {n: len(D.player_deck("red", n)) - D.DATA["hand_size"] for n in (2, 3, 4)}


# ---- sampling -------------------------------------------------------------------------------

def determinize(state: dict, seat: int, rng: Rng) -> dict:
    """A copy of ``state`` with the seat's unknowns dealt anew: each opponent's hand and deck
    as one group (the wildflowers seen going into its hand kept there, first), the seat's own
    deck above the cards it put under it, the wildflower deck.  The copy remembers what the
    seat remembers, nothing that another seat alone does."""
    sample = clone(state)
    seats, memory = sample["seats"], sample[MEMORY]
    for i in range(len(seats)):
        if i != seat:
            memory["under_deck"][i] = []  # another seat's own knowledge: forgotten
    own = seats[seat]["deck"]
    unknown = own[:len(own) - len(memory["under_deck"][seat])]
    groups = [[unknown], [sample["wild_deck"]]]
    sub = sub_frame(sample)
    free = {}  # opponent -> its hand but the wildflowers seen going into it
    for i, s in enumerate(seats):
        if i == seat:
            continue
        kept = memory["in_hand"][i]
        if sub is not None and sub["kind"] == "play" and sub["player"] == i:
            _deal_chosen(sample, sub, kept, rng)  # the cards it is choosing to play: drawn first, then the rest
            continue
        free[i] = [c for c in s["hand"] if c not in kept]
        groups.append([free[i], s["deck"]])
    redeal(groups, rng)
    own[:len(unknown)] = unknown
    for i, cards in free.items():
        seats[i]["hand"][:] = memory["in_hand"][i] + cards
    if sub is not None and sub["kind"] == "exchange" and sub["player"] != seat:
        picks = sorted(seats[sub["player"]]["hand"])  # a fresh deal: any of its cards
        rng.shuffle(picks)
        sub["cards"] = picks[:len(sub["cards"])]
    return sample


def _deal_chosen(sample: dict, sub: dict, kept: list[str], rng: Rng) -> None:
    """Deal an opponent's hand and deck anew when it is midway through choosing cards to play:
    the seat sees only how many it chose, so they are any cards of one type with that much
    room, drawn from its group's sorted cards; the wildflowers seen going into its hand stay
    there (when the hand has no other room, some of them are among the chosen)."""
    seat = sample["seats"][sub["player"]]
    hand, deck, k = seat["hand"], seat["deck"], len(sub["cards"])
    pool = sorted(c for c in hand + deck if c not in kept)
    room = len(hand) - len(kept)  # the hand's cards not remembered
    need = max(0, k - room)  # how many of the chosen must be remembered ones

    def of_type(cards: list[str], t: int) -> list[str]:
        return sorted(c for c in cards if D.card_type(c) == t)

    types = [t for t in D.TYPES if space_left(sample, t) >= k and len(of_type(kept, t)) >= need
             and len(of_type(kept, t)) + len(of_type(pool, t)) >= k]
    ftype = types[rng.below(len(types))]
    pinned = of_type(kept, ftype)
    rng.shuffle(pinned)
    rest = sorted(pinned[need:] + of_type(pool, ftype))
    rng.shuffle(rest)
    chosen = pinned[:need] + rest[:k - need]
    extra = [c for c in chosen if c not in kept]
    others = [c for c in pool if c not in extra]
    rng.shuffle(others)
    cut = room - len(extra)
    hand[:] = kept + extra + others[:cut]
    deck[:] = others[cut:]
    sub["cards"] = chosen


# ---- judging a position ------------------------------------------------------------------------

def game_left(state: dict) -> float:
    """How much of the game is still to come, 1 at the start to 0 when a deck runs out."""
    if final_trigger(state) is not None:
        return 0.0
    n = len(state["seats"])
    return min(len(s["deck"]) for s in state["seats"]) / START_DECK[n]


def garden_shares(state: dict) -> tuple[list[float], list[float]]:
    """Each seat's share of the garden, in two parts: the rewards its leads promise (a
    flower's leaders expect its token, the more the fuller it is and the safer their lead),
    and the petals of the flowers its hand can finish with one play."""
    seats = state["seats"]
    leads, finishes = [0.0] * len(seats), [0.0] * len(seats)
    for key, cards in state["garden"].items():
        ftype = int(key)
        fill = len(cards) / ftype
        strengths = flower_strengths(state, cards, ftype)
        top = leaders(strengths)
        if top:
            best = strengths[top[0]]
            runner = max((v for s, v in strengths.items() if s not in top), default=0)
            safe = 0.5 if len(top) > 1 else (1.0 if best - runner >= 2 else 0.75)
            for s in top:
                leads[s] += TOKEN * fill * safe
        space = ftype - len(cards)
        for i, seat in enumerate(seats):
            if space <= play_limit(seat) and sum(D.card_type(c) == ftype for c in seat["hand"]) >= space:
                finishes[i] += ftype * 0.5
    return leads, finishes


# Each seat's features (bench/fit_eval.py fits their weights to the outcomes of self-play; a
# feature is worth what it foretells, and a name here must match one of eval_weights.json):
# points scored, and again as the game runs out; the garden's leads and the flowers the hand
# can finish; the powers, and again while much of the game is left; the cards left to draw.
MODEL = "lead"
FEATURES = ("score", "score_late", "garden_lead", "can_finish", "powers", "powers_early", "deck_left")
WEIGHTS = read_weights(__package__, list(FEATURES))


def all_features(state: dict) -> list[list[float]]:
    left = game_left(state)
    leads, finishes = garden_shares(state)
    n = len(state["seats"])
    out = []
    for i, seat in enumerate(state["seats"]):
        points, powers = float(score(seat)), float(len(seat["powers"]))
        out.append([points, points * (1.0 - left), leads[i], finishes[i], powers, powers * left,
                    len(seat["deck"]) / START_DECK[n]])
    return out


def features(state: dict, seat: int) -> list[float]:
    return all_features(state)[seat]


def evaluate(state: dict) -> list[float]:
    if not state["flow"]:
        return final_values(result(state), len(state["seats"]))
    return fitted_lead_values(all_features(state), WEIGHTS)


# ---- the playout policy ------------------------------------------------------------------------

def completion(state: dict, seat: dict) -> int | None:
    """The largest flower the seat can finish with one play from its hand, if any."""
    limit, best = play_limit(seat), None
    hand = seat["hand"]
    for key, cards in state["garden"].items():
        ftype = int(key)
        space = ftype - len(cards)
        if space <= limit and (best is None or ftype > best) and sum(D.card_type(c) == ftype for c in hand) >= space:
            best = ftype
    return best


def guardian_gain(state: dict, player: int, ftype: int, worth: int) -> float:
    """What putting ``worth`` more strength of ``player`` on a flower is worth: taking or
    sharing the lead of a full flower counts most; nothing if the lead is already safe or
    out of reach."""
    cards = state["garden"][str(ftype)]
    strengths = flower_strengths(state, cards, ftype)
    mine = strengths.get(player, 0)
    rival = max((v for s, v in strengths.items() if s != player), default=0)
    if mine > rival + 1 or mine + worth < rival:
        return 0.0
    return len(cards) / ftype * (2.0 if mine + worth > rival else 1.0)


def best_destination(state: dict, player: int, gid: str) -> int | None:
    here = state["guardians"][gid]
    worth = ELDER if gid.endswith("-elder") else 1
    best, gain = None, 0.0
    for key in state["garden"]:
        ftype = int(key)
        if ftype != here:
            g = guardian_gain(state, player, ftype, worth)
            if g > gain:
                best, gain = ftype, g
    return best


def playout_move(state: dict, moves: list[dict], rng: Rng) -> dict:
    """A cheap, rarely foolish move: finish flowers, send guardians where they lead, add
    petals (always when they finish the flower), take powers early and tokens late."""
    frame = state["flow"][-1]
    kind, player = frame["kind"], frame.get("player")
    seat = state["seats"][player]
    if kind == "action":
        return _action(state, player, seat, moves, rng)
    if kind == "play":
        ftype = D.card_type(frame["cards"][0])
        more = [m for m in moves if m["do"] == "play"]
        if more and (len(more) >= space_left(state, ftype) - len(frame["cards"]) or rng.below(2)):
            return more[0]
        return moves[-1]  # place
    if kind == "move":
        to = best_destination(state, player, frame["guardian"])
        for m in moves:
            if m["flower"] == to:
                return m
        return moves[rng.below(len(moves))]
    if kind == "reward":
        if game_left(state) > 0.5:
            powers = [m for m in moves if m["choice"] != "token"]
            if powers:
                return powers[rng.below(len(powers))]
        return moves[0]  # the token
    if kind == "exchange":
        return moves[-1]  # confirm
    return moves[rng.below(len(moves))]  # refill: the deck or a wildflower


def _action(state: dict, player: int, seat: dict, moves: list[dict], rng: Rng) -> dict:
    """Finish a flower when the hand can; else now and then a guardian where it takes or
    shares a lead; else play a card (rarely exchange)."""
    ftype = completion(state, seat)
    if ftype is not None:
        return next(m for m in moves if m["do"] == "play" and D.card_type(m["card"]) == ftype)
    roll = rng.below(100)
    if roll < 30:
        for m in moves:
            if m["do"] == "move" and state["guardians"][m["guardian"]] is None \
                    and best_destination(state, player, m["guardian"]) is not None:
                return m
    plays = [m for m in moves if m["do"] == "play"]
    if plays and roll >= 5:
        return plays[rng.below(len(plays))]
    return moves[rng.below(len(moves))]
