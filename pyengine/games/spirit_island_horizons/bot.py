"""What the bots' search (pyengine.core.search) needs to know about Horizons: how to sample what
a seat cannot see, how to judge a position a playout stopped at, and a cheap playout policy.

Hidden from every seat alike (view.py; the spirits' hands and drawn cards are open): the invader
deck's order within each stage and the card of each stage removed unseen; the fear deck, the
earned fear cards (face down) and the fear cards not in this game; the power decks' order. A
sample redeals each from a sorted pool (core.determinize), so it never depends on where the
cards really lie:

* each invader stage: its cards not yet out, over that stage's deck places and its removed card
  (the deck's stage pattern is what every seat sees: 3, 4, 5 cards less those out);
* the fear cards not shown: over the deck, the earned pile and the unused cards (the dividers are
  counts below them, so terror keeps its structure);
* each power deck: its own cards in a new order (which cards it holds is known: every other
  power card is in sight, in a discard or a spirit's panel).

Nothing else changes: every spirit's panel, hand and drawn cards included, stays as it is.
"""

from __future__ import annotations

import math
from dataclasses import replace

from ...core.evaluation import logistic, read_weights, weighted_sum
from ...core.jsondata import clone
from ...core.rng import Rng
from . import data as D
from . import fear as F
from . import invaders as I
from . import pieces as P
from . import spirit as S
from .acts import isle_of

# iterations chosen by time in headless Chromium's worker on the reference machine (bench/think.py): a
# hard spirit's whole round (about 17 decisions) in at most 10 s, and Suggest (hard) within 1 s a decision
# (at 300, rounds took 6.9-11.0 s per spirit at the median, 12.0 s at most; at 220, 4.2-6.5 s and 7.9 s;
# Suggest 366 ms median, 456 ms at p95)
ITERATIONS = {"easy": 25, "normal": 75, "hard": 220}
# The share of those a spirit's search gets, for the spirits whose iterations cost more (their
# rounds hold more decisions, their playouts more steps): measured, a hard Rising Heat round took
# 11.3 s in CPython at full budget where Sun-Bright Whirlwind's took 3.3 s
PACE = {"rising_heat_of_stone_and_sand": 0.55, "fathomless_mud_of_the_swamp": 0.8}


def budget(iterations: dict, state: dict, seat: int, level: str) -> int:
    """The iterations of ``seat``'s spirit at ``level``: fewer for a slow spirit, and fewer with
    more spirits on the island (each playout plays every spirit's moves)."""
    spirit = state["spirits"][str(seat)]["spirit"]
    return max(4, round(iterations[level] * PACE.get(spirit, 1.0) / math.sqrt(len(state["spirits"]))))
PLAYOUT_DEPTH = 20  # about a round with the policy: longer playouts judged worse (0 wins of 14 at 40, 3 at 20)

# ---- the card places ---------------------------------------------------------------------------


def card_layout(state: dict):
    """Every card place: the invader cards, the fear cards, the power cards; each zone says it
    holds only cards of its own kind (an invader card never lies among the fear cards)."""
    for places, kind in ((I.layout(state), D.INVADERS), (F.layout(state), D.FEAR), (S.layout(state), D.POWERS)):
        for zone, seat, cards in places:
            yield replace(zone, holds=lambda c, z=zone, k=kind: c in k and z.holds(c)), seat, cards


# ---- sampling -------------------------------------------------------------------------------


def determinize(state: dict, seat: int, rng: Rng) -> dict:
    """A sample of the hidden orders (the same for every ``seat``: nothing is one seat's alone)."""
    sample = clone(state)
    _invader_deck(sample, rng)
    _fear_cards(sample, rng)
    _power_decks(sample, rng)
    return sample


def _invader_deck(sample: dict, rng: Rng) -> None:
    inv = sample["invader"]
    out = set(inv["discard"]) | {inv[s] for s in I.SPACES if inv[s] is not None}
    sizes = D.invader_deck_sizes()
    deck, removed = [], []
    for stage in D.STAGES:
        pool = sorted(c for c in D.invader_cards(stage) if c not in out)
        rng.shuffle(pool)
        removed.append(pool[0])
        deck += pool[1:]
        assert len(pool) - 1 == sizes[stage] - sum(D.invader_stage(c) == stage for c in out)
    inv["deck"][:], inv["removed"][:] = deck, removed


def _fear_cards(sample: dict, rng: Rng) -> None:
    fear = sample["fear"]
    shown = set(fear["discard"]) | ({fear["resolving"]} if fear["resolving"] else set())
    pool = sorted(c for c in D.fear_deck() if c not in shown)
    rng.shuffle(pool)
    start = 0
    for key in ("deck", "earned", "unused"):
        n = len(fear[key])
        fear[key][:] = pool[start:start + n]
        start += n


def _power_decks(sample: dict, rng: Rng) -> None:
    for deck in S.DECKS:
        pile = sample["powers"][deck]["deck"]
        pool = sorted(pile)
        rng.shuffle(pool)
        pile[:] = pool


# ---- judging a position ------------------------------------------------------------------------

WORTH = {"explorer": 1.0, "town": 2.5, "city": 4.0}  # what an invader piece costs the spirits
FEAR_CARDS = F.deck_size()
# the terms of a live position's score (logistic): fear cards earned, blight left in the pool
# (a share), the invaders' weight on the island, those keeping the terror level's victory away,
# the ravage coming, presence on the island, the rounds gone at a low terror level
W_FEAR, W_BLIGHT, W_INVADERS, W_BLOCKING, W_RAVAGE, W_PRESENCE, W_TIME = 0.45, 3.0, 0.09, 0.12, 0.35, 0.12, 0.05


def fear_earned(state: dict) -> float:
    """Fear cards earned so far (0..9), with the fear generated toward the next as a fraction."""
    pools = state["pools"]
    return FEAR_CARDS - len(state["fear"]["deck"]) + pools["generated"] / (pools["fear"] + pools["generated"])


def ravage_threat(state: dict) -> float:
    """The lands of the card in the Ravage space that would take blight (double where blight
    already lies: it cascades), and half as much for the Build space's (they ravage next round)."""
    isle, inv, lands = isle_of(state), state["invader"], state["lands"]
    threat = 0.0
    for space, weight in (("ravage", 1.0), ("build", 0.5)):
        for land in I.card_lands(isle, inv[space]):
            if P.land_takes_blight(P.invader_damage(state, land)):
                threat += weight * (2.0 if lands[land]["blight"] else 1.0)
    return threat


# the pieces whose presence keeps each terror level's victory away
BLOCKING = {1: ("explorer", "town", "city"), 2: ("town", "city"), 3: ("city",), 4: ()}


def score(state: dict) -> float:
    lands = state["lands"]
    invaders = sum(WORTH[k] * len(here[k]) for here in lands.values() for k in WORTH)
    terror = state["fear"]["terror"]
    blocking = sum(len(here[k]) for here in lands.values() for k in BLOCKING[terror])
    start_blight = state["pools"]["blight"] + sum(here["blight"] for here in lands.values())
    blight_left = state["pools"]["blight"] / max(1, start_blight)
    presence = sum(sum(here["presence"].values()) for here in lands.values()) / len(state["spirits"])
    return (W_FEAR * fear_earned(state) + W_BLIGHT * blight_left - W_INVADERS * invaders - W_BLOCKING * blocking
            - W_RAVAGE * ravage_threat(state) + W_PRESENCE * presence - W_TIME * state["round"] * (4 - terror))


def evaluate(state: dict) -> list[float]:
    seats = len(state["spirits"])
    if not state["flow"]:
        won = state["result"]["won"]
        # a loss later, with more fear, is still a little better than an early one
        return [1.0 if won else 0.05 * fear_earned(state) / FEAR_CARDS] * seats
    value = 0.1 + 0.85 / (1.0 + math.exp(-(score(state) - 1.0)))
    return [value] * seats


# ---- the fitted judgement (not the search's: see fitted_value) --------------------------------
# The team's features (bench/fit_eval.py fits their weights to the outcomes of self-play; the
# names must match eval_weights.json; the first is the bias): fear cards earned and the terror
# level; the blight left on the card (a share of the game's) and on the island; the invaders'
# worth on the island and the pieces keeping the terror level's victory away; the ravage coming;
# the dahan; presence and energy per spirit; the invader cards left to draw; the round, and the
# rounds gone at a low terror level.
MODEL = "team"
FEATURES = ("bias", "fear_earned", "terror", "blight_left", "blight_on_island", "invaders", "blocking",
            "ravage_threat", "dahan", "presence", "energy", "invader_cards_left", "round", "round_low_terror")
WEIGHTS = read_weights(__package__, list(FEATURES))


def features(state: dict) -> list[float]:
    lands = state["lands"].values()
    invaders = sum(WORTH[k] * len(here[k]) for here in lands for k in WORTH)
    terror = state["fear"]["terror"]
    blocking = sum(len(here[k]) for here in lands for k in BLOCKING[terror])
    on_island = sum(here["blight"] for here in lands)
    blight_left = state["pools"]["blight"] / max(1, state["pools"]["blight"] + on_island)
    spirits = len(state["spirits"])
    presence = sum(sum(here["presence"].values()) for here in lands) / spirits
    energy = sum(s["energy"] for s in state["spirits"].values()) / spirits
    dahan = sum(len(here["dahan"]) for here in lands)
    rounds = state["round"]
    return [1.0, fear_earned(state), float(terror), blight_left, float(on_island), invaders, float(blocking),
            ravage_threat(state), float(dahan), presence, energy, float(len(state["invader"]["deck"])),
            float(rounds), float(rounds * (4 - terror))]


def outcome_label(state: dict) -> float:
    """What bench/fit_eval.py fits the features to, at the end of a game: 1 for a win, else the
    share of the fear cards earned.  The playout policy alone never wins (0 of 300 solo games
    lose otherwise than by blight), so won or lost says nothing; how much fear the spirits
    earned before the island fell measures how near they came to a terror victory, and how long
    they held."""
    return 1.0 if state["result"]["won"] else fear_earned(state) / FEAR_CARDS


def fitted_value(state: dict) -> float:
    """The fitted judgement of a live position: logistic(weights . features).  Not the search's
    evaluation: fitted to the policy's games, which never win (a proxy label: outcome_label), it
    weighs the invaders and presence next to nothing, and the searching bot played with it lost
    earlier than with the hand-tuned score above (5 solo games at normal, one per spirit: 0 won,
    rounds 6 4 6 7 5, against 1 won, rounds 9 9 5 7 5).  Its weights wait for a label from games
    a stronger player wins."""
    return logistic(weighted_sum(features(state), WEIGHTS))


# ---- the playout policy ------------------------------------------------------------------------

PICK_WORTH = {"city": 3.0, "town": 2.0, "explorer": 1.0, "dahan": -2.0, "blight": 2.5}


def _real(moves: list[dict]) -> list[dict]:
    return [m for m in moves if m["do"] != "switch"] or moves


def _best(moves, key, rng: Rng):
    """The move of the highest key, ties broken at random."""
    best, top = [], None
    for m in moves:
        k = key(m)
        if top is None or k > top:
            best, top = [m], k
        elif k == top:
            best.append(m)
    return best[rng.below(len(best))]


def _danger(state: dict) -> dict:
    """How much each land matters now: the lands the card in the Ravage space acts in (they
    ravage this round, or next round once the cards have advanced), and half as much those of
    the Build space."""
    isle, inv = isle_of(state), state["invader"]
    out = dict.fromkeys(I.card_lands(isle, inv["build"]), 1.5)
    for land in I.card_lands(isle, inv["ravage"]):
        out[land] = out.get(land, 0.0) + 3.0
    return out


def _land_weight(state: dict, land: str, danger: dict) -> float:
    """Where a power is aimed: at the invaders, the more where they ravage or build."""
    here = state["lands"][land]
    invaders = len(here["explorer"]) + 2 * len(here["town"]) + 3 * len(here["city"])
    return invaders * (1.0 + danger.get(land, 0.0)) + here["blight"] * 0.5


def _hit(state: dict, frame: dict, m: dict) -> float:
    """Damage goes where it destroys the most worth; short of that, to the piece nearest to it."""
    left = P.health_of(state, m["piece"], frame["land"]) - m["damage"]
    if left <= frame["n"]:
        return PICK_WORTH.get(m["piece"], 0.0) * 10 - left
    return -left


def _moved(state: dict, frame: dict, m: dict, danger: dict) -> float:
    """Invaders are pushed out of harm's way (to a land that neither ravages nor builds) or
    gathered together; dahan go where the invaders ravage (they fight back)."""
    if m["do"] == "done":
        return -1.0
    to = m["to"] if m["do"] == "push" else frame["land"]
    source = frame["land"] if m["do"] == "push" else m["from"]
    shift = danger.get(to, 0.0) - danger.get(source, 0.0)
    return shift if m["piece"] == "dahan" else -shift


def playout_move(state: dict, moves: list[dict], rng: Rng) -> dict:
    moves = _real(moves)
    if len(moves) == 1:
        return moves[0]
    frame = state["flow"][-1]
    kind = frame["kind"]
    if kind in ("spirit", "powers", "land", "option", "reclaim_one"):
        # play, use, act: stopping early wastes the round
        acting = [m for m in moves if m["do"] != "done"] or moves
        if kind == "spirit" and frame["step"] == "play" and rng.below(8) == 0:
            return moves[-1] if moves[-1]["do"] == "done" else acting[rng.below(len(acting))]
        return acting[rng.below(len(acting))]
    if kind == "give_card":
        return moves[-1]  # keep one's own cards
    if kind == "aim":
        danger = _danger(state)
        return _best(moves, lambda m: _land_weight(state, m["land"], danger) + rng.below(3) if "land" in m else 1,
                     rng)
    if kind == "damage":
        return _best(moves, lambda m: _hit(state, frame, m), rng)
    if kind in ("pick", "pick_among", "remove_health"):
        return _best(moves, lambda m: PICK_WORTH.get(m.get("piece"), 0.0) if m["do"] != "done" else 0.0, rng)
    if kind == "move":
        danger = _danger(state)
        return _best(moves, lambda m: _moved(state, frame, m, danger) + rng.below(2) * 0.1, rng)
    if kind == "cascade":
        return _best(moves, lambda m: -_cascade_cost(state, m["land"]), rng)
    if kind in ("place", "special"):  # presence out of the ravage's way, a town where it builds least
        danger = _danger(state)
        return _best(moves, lambda m: -danger.get(m["land"], 0.0) + rng.below(4), rng)
    if kind == "grow":
        takes = [m for m in moves if m["do"] == "take"]
        if takes and rng.below(4):
            return takes[rng.below(len(takes))]
        return moves[rng.below(len(moves))]
    if kind == "gain_deck":
        minor = [m for m in moves if m["deck"] == "minor"]
        return minor[0] if minor and rng.below(3) else moves[rng.below(len(moves))]
    if kind == "forget":
        return _best(moves, lambda m: -_keep_worth(m["card"]), rng)
    return moves[rng.below(len(moves))]


def _cascade_cost(state: dict, land: str) -> float:
    here = state["lands"][land]
    return 3 * here["blight"] + 2 * sum(here["presence"].values()) + len(here["dahan"])


def _keep_worth(card: str) -> float:
    """Which card to forget: the cheapest card of a deck first, a spirit's own card last."""
    return 10.0 if D.deck_of(card) == "unique" else D.cost(card)
