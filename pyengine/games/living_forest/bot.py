"""What the bots' search (pyengine.core.search) needs from Living Forest: a sample of what a
seat cannot see, a judgement of where a playout stopped, and a cheap playout policy.

Sample (``determinize``): a seat knows its own cards (pile, discard, line) as a whole, but not
the order of its pile below the public top (the cards attracted onto it); it knows each
other seat's cards as a whole too (every card reaching a seat does so in public), but not how
they split between its pile and its discard (a card sent back with a fragment was never
shown), so each other seat's hidden pile and discard are one group.  A seat's cards never
mix with another seat's.  The level decks and the Kodama stacks (below their face-up top,
with the cards of that stack set aside unseen) are redealt each within itself.

Judgement (``evaluate``): a logistic of the seat's lead over its best rival in fitted weights
(eval_weights.json, bench/fit_eval.py) of its features: each category's progress towards its
goal and the best one, what its cards bring per round (flowers, worth, action elements,
solitary symbols, Varans), the permanent bonuses, fragments, and this round's line.

Policy (``playout_move``): always draw a first card; draw on while a third solitary symbol
cannot show or a fragment can send it back; with two showing and no fragment, draw only if
the seat's own pile makes a solitary card unlikely; in the action phase, the move a short
list of preferences rates highest (extinguishing, planting a new tree type, moving onto
victory tiles...), with a little chance of another.
"""

from __future__ import annotations

from functools import lru_cache

from ...core.determinize import redeal_slots
from ...core.evaluation import final_values, fitted_lead_values, read_weights
from ...core.jsondata import clone
from ...core.rng import Rng
from ...core.zones import EVERYONE, NOBODY, OWNER, Zone
from . import data as D
from .hooks import actions_allowed, circle, goals, standees
from .position import layout
from .scoring import bonus, net_solitary, progress
from .table import walk

# ---- sampling --------------------------------------------------------------------------------

SEAT_SIGHT = {"pile": NOBODY, "discard": OWNER, "line": EVERYONE}


def card_layout(state: dict) -> list:
    """The loader's layout of the position, with a seat's piles declared as the table knows
    them: which cards a seat holds is public (each reached it in public: its spirit's starting
    cards, the animals attracted, the Kodama called, the Varans given), so a seat's places hold
    only its own cards; nobody knows a pile's order; the discard is seen by its owner only."""
    out = []
    for zone, seat, cards in layout(state):
        if seat is not None:
            s = state["seats"][seat]
            own = frozenset(s["pile"] + s["discard"] + s["line"])
            zone = Zone(zone.name, SEAT_SIGHT[zone.name], holds=own.__contains__)
        out.append((zone, seat, cards))
    return out



def determinize(state: dict, seat: int, rng: Rng) -> dict:
    sample = clone(state)
    for i, other in enumerate(sample["seats"]):
        slots = [(other["pile"], k) for k in range(other["known"], len(other["pile"]))]
        if i != seat:
            # another seat drawing now: its line stays as it is (the search samples only for
            # the seat deciding, never while another one draws)
            slots += [(other["discard"], k) for k in range(len(other["discard"]))]
        redeal_slots(slots, rng)
    for level in D.LEVELS:
        deck = sample["decks"][level]
        redeal_slots([(deck, k) for k in range(len(deck))], rng)
    kodama = sample.get("kodama")
    if kodama:
        removed = kodama["removed"]
        for name in D.K_STACKS:
            stack = kodama["stacks"][name]
            slots = [(stack, k) for k in range(1, len(stack))]
            slots += [(removed, k) for k, c in enumerate(removed) if D.K_CARDS[c]["stack"] == name]
            redeal_slots(slots, rng)
    return sample


# ---- judging a position ---------------------------------------------------------------------

LINE_CARDS = 6  # about how many cards a seat shows in a round (for the flowers still to come)
ELEMENT_WORTH = {"sun": 0.8, "water": 1.0, "seed": 1.0, "wind": 0.6, "flower": 1.0}
STRENGTHS = ("sun", "water", "seed", "wind")  # the elements spent on actions


@lru_cache(maxsize=None)
def card_worth(cid: str) -> float:
    """What a card brings to a line: its elements, its symbol (a solitary one costs actions)."""
    c = D.card(cid)
    worth = sum(ELEMENT_WORTH[e] * v for e, v in c["elements"].items())
    worth += {"solitary": -1.0, "gregarious": 1.0}.get(c["marker"], 0.0)
    if c.get("effect") == "onibi":
        worth += 4.0
    return worth + 0.8 * c.get("kodama", 0)


@lru_cache(maxsize=None)
def card_facts(cid: str) -> tuple[float, int, int, int, int]:
    """A card's worth, flowers, action elements, symbol (+1 solitary, -1 gregarious) and
    whether it is a Varan: what a seat's features add up over its cards."""
    c = D.card(cid)
    symbol = {"solitary": 1, "gregarious": -1}.get(c["marker"], 0)
    return (card_worth(cid), c["elements"]["flower"], sum(c["elements"][e] for e in STRENGTHS), symbol,
            int(D.is_varan(cid)))


# Each seat's features (bench/fit_eval.py fits their weights to the outcomes of self-play; the
# names must match eval_weights.json).  Progress: each category's share of its goal as it stands
# (the flowers of the line drawn so far included), the best one and its square; the flowers the
# seat's cards bring to a round on average; its cards: their average worth (the old judgement's
# card worth) and action elements, how many, the share of solitary symbols, the Varans; the
# forest's permanent bonuses of each action element; fragments; this round's line: its cards,
# its action elements, and whether it shows too many solitary symbols (one action only).
MODEL = "lead"
FEATURES = ("fires", "trees", "flowers", "best", "best_squared", "flowers_per_round", "card_worth",
            "card_strength", "cards", "solitary_share", "varans", "bonus_sun", "bonus_water", "bonus_seed",
            "bonus_wind", "fragments", "line_cards", "line_strength", "line_blocked")
WEIGHTS = read_weights(__package__, list(FEATURES))


def seat_features(seat: dict, need: dict) -> list[float]:
    counts = progress(seat)
    shares = [min(1.0, counts[k] / need[k]) for k in ("fires", "trees", "flowers")]
    best = max(shares)
    cards = seat["pile"] + seat["discard"] + seat["line"]
    n = max(1, len(cards))
    worth = flowers = strength = symbols = varans = 0
    for c in cards:
        w, f, st, sy, v = card_facts(c)
        worth += w
        flowers += f
        strength += st
        symbols += sy
        varans += v
    line_strength = sum(card_facts(c)[2] for c in seat["line"])
    perm = bonus(seat)
    return [*shares, best, best * best, LINE_CARDS * flowers / n / need["flowers"], worth / n, strength / n,
            len(cards) / 10, symbols / n, float(varans), *(float(perm[e]) for e in STRENGTHS),
            float(min(seat["fragments"], 5)), float(len(seat["line"])), float(line_strength),
            float(net_solitary(seat["line"]) >= D.SOLITARY_LIMIT)]


def features(state: dict, seat: int) -> list[float]:
    return seat_features(state["seats"][seat], goals(state))


def evaluate(game, state: dict) -> list[float]:
    n = len(state["seats"])
    if game.is_over(state):
        return final_values(game.result(state), n)
    need = goals(state)
    return fitted_lead_values([seat_features(seat, need) for seat in state["seats"]], WEIGHTS)


# ---- the playout policy ---------------------------------------------------------------------

RISK = 0.2  # the highest chance of a solitary card at which a seat showing two draws on
WANDER = 0.08  # how often the policy plays any move instead of its preferred one


def draw_move(state: dict, frame: dict, moves: list[dict]) -> dict:
    seat = state["seats"][frame["player"]]
    by = {m["do"]: m for m in moves}
    if "draw" in by and not seat["line"]:
        return by["draw"]
    solitary = net_solitary(seat["line"])
    drawn = frame["drawn"]
    if "discard_drawn" in by and (solitary >= D.SOLITARY_LIMIT or (D.is_varan(drawn) and seat["fragments"] > 1)):
        return by["discard_drawn"]
    if "draw" in by and (solitary < D.SOLITARY_LIMIT - 1 or seat["fragments"] > 0
                         or solitary_chance(seat) <= RISK):
        return by["draw"]
    return by["stop"]


def solitary_chance(seat: dict) -> float:
    """The chance that the seat's next card shows a solitary symbol, as the seat knows its pile."""
    pile = seat["pile"]
    if seat["known"]:
        return 1.0 if D.marker(pile[0]) == "solitary" else 0.0
    pool = pile or seat["discard"]
    return sum(D.marker(c) == "solitary" for c in pool) / len(pool)


def action_score(state: dict, player: int, move: dict, aim: str) -> float:
    """How much the policy likes an action-phase move (0: passing, declining)."""
    do = move["do"]
    if do == "extinguish":
        return 10.0 + (4.0 if aim == "fires" else 0.0) - 0.1 * move["fire"]  # smallest first: more fires
    if do == "plant":
        seat = state["seats"][player]
        tree = move["tree"]
        new = not any(tree in row for row in seat["forest"])
        score = (9.0 if new else 1.0) + (3.0 if new and aim == "trees" else 0.0) + 0.3 * D.TREE_COST[tree]
        return score + (1.0 if (move["x"], move["y"]) in D.CORNERS else 0.0)
    if do == "attract":
        return 3.0 + 0.5 * card_worth(move["card"])
    if do == "move":
        return move_score(state, player, move)
    if do == "steal":
        return 5.0 + (1.0 if {"fire": "fires", "flower": "flowers", "tree": "trees"}[move["tile"]] == aim else 0.0)
    if do == "take_fragment":
        return 1.0
    if do == "call":
        return 7.0
    if do == "kodama":
        return {"action": 6.0, "tile": 4.0, "fragment": 2.0}[move["buy"]]
    if do == "use_tile":
        seat = state["seats"][player]
        if len(seat["used"]) >= actions_allowed(state, player):
            return -1.0  # kept for a later round
        wanted = {"fires": "water", "trees": "seed", "flowers": "flower"}[aim]
        return 12.0 if move["element"] == wanted else -1.0
    return 0.0  # pass, done


def move_score(state: dict, player: int, move: dict) -> float:
    to, jumped = walk(state, player, move["steps"], standees(state))
    seats = state["seats"]
    score = 2.0 + 3.0 * sum(1 for v in jumped if any(seats[v]["tiles"].values()))
    stone = circle(state)[to]
    return score + {"fragment": 0.5, "plant": 2.0, "extinguish": 2.5, "attract": 1.0, "call": 2.0}.get(stone, 0.0)


def aim_of(seat: dict, need: dict) -> str:
    counts = progress(seat)
    return max(counts, key=lambda k: counts[k] / need[k])


def playout_move(state: dict, moves: list[dict], rng: Rng) -> dict:
    if len(moves) == 1:
        return moves[0]
    frame = state["flow"][-1]
    if frame["kind"] == "draw":
        return draw_move(state, frame, moves)
    if rng.below(1000) < WANDER * 1000:
        return moves[rng.below(len(moves))]
    player = frame["player"]
    seat = state["seats"][player]
    aim = aim_of(seat, goals(state))
    best, best_score = moves[0], None
    for move in moves:
        score = action_score(state, player, move, aim)
        if best_score is None or score > best_score:
            best, best_score = move, score
    return best
