"""What the Grimwood's searching bots need: a sample of what a seat cannot see, a judgement
of a position by combo points (laid and in hand) in weights fitted to self-play outcomes
(eval_weights.json, bench/fit_eval.py), and a cheap playout policy.

A seat sees its own hand and everything face up: combos, the discard pile, the Runes played,
the cards set aside and the cards in transit face up.  It also remembers cards it saw go into
the other hands (``state["memory"]``, :mod:`.memory`: taken face up by a power, given to it
by the Laraki, its own stolen card, a hand it looked at...).  The rest of the other hands, the
deck and the Dwarf's deck card all come face down from one deck: it cannot tell them apart,
so they are one group, dealt anew for every sample around the cards it remembers.
"""

from __future__ import annotations

from ...core.determinize import redeal
from ...core.evaluation import final_values, fitted_lead_values, read_weights
from ...core.jsondata import clone
from ...core.rng import Rng
from . import data as D
from . import memory
from .position import layout
from .scoring import combo_points, result, score
from .table import open_combos, others

# ---- sampling what a seat cannot see --------------------------------------------------------


def card_layout(state: dict):
    return layout(state)


def remembered_cards(state: dict, seat: int) -> set:
    """The cards ``seat`` knows the place of in hands hidden from it."""
    return set(memory.remembers(state, seat))


def determinize(state: dict, seat: int, rng: Rng) -> dict:
    """A copy of ``state`` in which the cards of the other hands that ``seat`` does not
    remember there, the deck and the Dwarf's deck card (when another seat holds it) are dealt
    anew from their pooled cards.  The copy remembers what ``seat`` remembers and the public
    facts; another seat's private memory is hidden from ``seat`` and may be false here, so it
    is left out (forgetting is always possible)."""
    sample = clone(state)
    seats, flow, mem = sample["seats"], sample["flow"], sample[memory.KEY]
    shared = memory.public(mem)
    for v in range(len(mem)):
        if v != seat:
            mem[v] = {c: h for c, h in mem[v].items() if shared.get(c) == h}
    known = mem[seat]
    rivals = others(sample, seat)
    kept = {i: sorted(c for c, h in known.items() if h == i) for i in rivals}
    # the places this seat cannot see into, by how many cards it cannot place in each: the rest
    # of each other hand, the deck, the Dwarf's deck card; and the cards that fill them
    room = {i: len(seats[i]["hand"]) - len(kept[i]) for i in rivals}
    dwarf = next((f for f in flow if f["kind"] == "card" and f.get("purpose") == "dwarf" and f["player"] != seat), None)
    pool = {c for i in rivals for c in seats[i]["hand"]} | set(sample["deck"]) | set(dwarf["held"][:1] if dwarf else ())
    pool = sorted(pool.difference(known))
    top = flow[-1] if flow else None
    # another seat choosing supernaturals to lay: still in its hand, which ones hidden from this seat
    lay = top if top is not None and top["kind"] == "lay" and top["player"] != seat else None
    drawn: list = []
    if lay is not None:
        # drawn first among the supernaturals it is remembered to hold and those of the pool
        # (at most as many of these as it has cards this seat cannot place)
        layer = lay["player"]
        candidates = sorted(c for c in kept[layer] + pool if D.is_super(c))
        rng.shuffle(candidates)
        laid = []
        for c in candidates:
            if len(laid) == len(lay["cards"]):
                break
            if c not in known:
                if len(drawn) == room[layer]:
                    continue
                drawn.append(c)
            laid.append(c)
        lay["cards"] = laid
        room[layer] -= len(drawn)
        pool = [c for c in pool if c not in drawn]
    places = [[None] * room[i] for i in rivals] + [sample["deck"]] + ([dwarf["held"][:1]] if dwarf else [])
    start = 0
    for p in places:
        p[:], start = pool[start:start + len(p)], start + len(p)
    redeal([places], rng)
    for k, i in enumerate(rivals):
        seats[i]["hand"] = kept[i] + (drawn if lay is not None and lay["player"] == i else []) + places[k]
    if dwarf:
        dwarf["held"][0] = places[-1][0]
    return sample


# ---- judging a position ---------------------------------------------------------------------
# A set's share of its points by how many of its cards are held (the old judgement's guess, kept
# as the shape of a feature whose weight is fitted).
SET_SHARE = {0: 0.0, 1: 0.08, 2: 0.3}
DECK_START = 54  # about the deck of a two-seat game after the deal (how far the game has run)


def set_progress(names: dict, need: dict) -> tuple[int, int]:
    """Full sets the held names make, and the cards held towards one more."""
    full = min(names.get(n, 0) // k for n, k in need.items())
    return full, sum(min(names.get(n, 0) - full * k, k) for n, k in need.items())


def hand_parts(state: dict, player: int) -> tuple[float, float, int, int, int]:
    """What the seat's hand holds towards points: the sets' points (held whole or in part), the
    points its supernaturals add to its own combos (the biggest with room first), and how many
    supernaturals, Runes and Amulets."""
    seat = state["seats"][player]
    names: dict[str, int] = {}
    supers = 0
    for card in seat["hand"]:
        if D.is_super(card):
            supers += 1
        else:
            name = D.name_of(card)
            names[name] = names.get(name, 0) + 1
    sets = 0.0
    for kind in D.set_kinds(state["rules"]["identical_locations"]):
        need = D.SETS[kind]["cards"]
        full, toward = set_progress(names, need)
        sets += D.SETS[kind]["points"] * (full + SET_SHARE[toward])
    return sets, super_points(seat, supers), supers, names.get("rune", 0), names.get("amulet", 0)


def super_points(seat: dict, supers: int) -> float:
    """The points ``supers`` supernaturals would add to the seat's open combos, one by one onto
    the biggest with room, else starting a new one."""
    points = 0.0
    sizes = sorted((len(c["cards"]) for c in seat["combos"]
                    if c["kind"] == "supernatural" and D.DRAGON not in c["cards"]), reverse=True)
    sizes = [n for n in sizes if n < D.COMBO_CAP]
    for _ in range(supers):
        size = sizes[0] if sizes else 0
        points += D.supernatural_points(size + 1) - (D.supernatural_points(size) if size else 0)
        if sizes:
            sizes[0] += 1
            if sizes[0] >= D.COMBO_CAP:
                sizes.pop(0)
        else:
            sizes = [1]
    return points


def hand_points(state: dict, player: int) -> float:
    """The points the hand holds towards (sets and supernaturals), unweighted."""
    sets, supers, _, _, _ = hand_parts(state, player)
    return sets + supers


def game_run(state: dict) -> float:
    """How far the game has run: 0 at the deal, 1 once the deck is out (the last turns)."""
    if state["final"] is not None:
        return 1.0
    return max(0.0, 1.0 - len(state["deck"]) / DECK_START)


# Each seat's features (bench/fit_eval.py fits their weights to the outcomes of self-play; the
# names must match eval_weights.json): points laid, and again as the game runs out; the points
# its hand holds towards in sets and in supernaturals (a hand can still be robbed, and the
# points may never be laid: the fit says how much they are worth), the same late; the
# supernaturals (each brings a power), Runes and Amulets held; the hand's size.
MODEL = "lead"
FEATURES = ("laid", "laid_late", "hand_sets", "hand_supers", "hand_points_late", "supernaturals", "runes",
            "amulets", "hand_size")
WEIGHTS = read_weights(__package__, list(FEATURES))


def features(state: dict, player: int) -> list[float]:
    late = game_run(state)
    laid = float(score(state["seats"][player]))
    sets, supers, n_supers, runes, amulets = hand_parts(state, player)
    return [laid, laid * late, sets, supers, (sets + supers) * late, float(n_supers), float(runes),
            float(amulets), float(len(state["seats"][player]["hand"]))]


def evaluate(state: dict) -> list[float]:
    n = len(state["seats"])
    if not state["flow"]:
        return final_values(result(state), n)
    return fitted_lead_values([features(state, p) for p in range(n)], WEIGHTS)


# ---- the playout policy ---------------------------------------------------------------------
def card_worth(card: str, names: dict) -> float:
    """How much a card is worth keeping in a hand whose cards by name are ``names``."""
    kind = D.kind_of(card)
    if kind == "supernatural":
        return 3.0
    if kind == "rune":
        return 2.5
    if kind == "amulet":
        return 1.5
    name = D.name_of(card)
    if kind == "animal":
        return 1.0 + 2.0 * (min(names.get(name, 0), 3) - 1)
    # a location: worth more with the other two locations at hand, little as a duplicate
    others_held = sum(1 for n in ("path", "swamp", "clearing") if n != name and names.get(n, 0))
    return 1.0 + others_held if names.get(name, 0) <= 1 else 0.5


def names_of(cards: list[str]) -> dict:
    names: dict[str, int] = {}
    for c in cards:
        n = D.name_of(c)
        names[n] = names.get(n, 0) + 1
    return names


def biggest_into(state: dict, moves: list[dict]) -> dict:
    """Join the own combo holding the most cards (its next card scores the most), else a new one."""
    best, size = None, -1
    for m in moves:
        if m["do"] != "into":
            continue
        n = 0 if m["combo"] == "new" else combo_size(state, m["combo"])
        if n > size:
            best, size = m, n
    return best


def combo_size(state: dict, cid: str) -> int:
    for s in state["seats"]:
        for c in s["combos"]:
            if c["id"] == cid:
                return len(c["cards"])
    return 0


def richest(state: dict, seats: list[int]) -> int:
    """The seat with the most cards in hand (the first such)."""
    return max(seats, key=lambda p: len(state["seats"][p]["hand"]))


def leader(state: dict, seats: list[int]) -> int:
    return max(seats, key=lambda p: score(state["seats"][p]))


def steal_target(state: dict, moves: list[dict]):
    steals = [m for m in moves if m["do"] == "steal"]
    if not steals:
        return None
    most = max(len(state["seats"][m["from"]]["hand"]) for m in steals)
    return next(m for m in steals if len(state["seats"][m["from"]]["hand"]) == most)


def turn_move(state, frame, moves, rng):
    first: dict[str, dict] = {}
    for m in moves:
        first.setdefault(m["do"], m)
    if "set" in first:
        return first["set"]
    player, left = frame["player"], state["actions_left"]
    if "lay" in first and (left > 0 or state["final"] is not None
                           or len(state["seats"][player]["hand"]) > D.HAND_LIMIT):
        return first["lay"]
    if "rune" in first:
        return first["rune"]
    if left > 0:
        steal = steal_target(state, moves)
        if "draw" in first and (steal is None or len(state["seats"][steal["from"]]["hand"]) < 4 or rng.below(4)):
            return first["draw"]
        if steal is not None:
            return steal
    return first["end"]


def worth_using(state: dict, player: int, card: str) -> bool:
    """Powers that could hurt their own user here are left unused."""
    rivals = others(state, player)
    if card == "demon":
        return bool(open_combos(state, rivals))
    if card == "boogeyman":
        mine = len(state["seats"][player]["hand"])
        return any(len(state["seats"][p]["hand"]) > mine + 1 for p in rivals)
    if card == "highwayman":
        theirs = max(combo_points(c) for c in open_combos(state, rivals))
        return theirs > min(combo_points(c) for c in open_combos(state, [player]))
    return True


def power_move(state, frame, moves, rng):
    for m in moves:
        if m["do"] == "power" and worth_using(state, frame["player"], m["card"]):
            return m
    return next(m for m in moves if m["do"] == "skip")


def combo_move(state, frame, moves, rng):
    player, purpose = frame["player"], frame["purpose"]
    combos = {c["id"]: (i, c) for i, s in enumerate(state["seats"]) for c in s["combos"]}

    def points(m):
        owner, combo = combos[m["combo"]]
        mine = owner == player
        if purpose in ("demon", "highwayman_theirs", "sorceress_take"):
            return combo_points(combo) * (-1 if mine else 1)  # the rival's best, never one's own
        return -combo_points(combo)  # what one gives up: the least

    return max(moves, key=points)


def player_move(state, frame, moves, rng):
    seats = [m["seat"] for m in moves]
    target = leader(state, seats) if frame["purpose"] == "werewolf" else richest(state, seats)
    return next(m for m in moves if m["seat"] == target)


def card_move(state, frame, moves, rng):
    purpose = frame["purpose"]
    if purpose in ("nymph", "bride"):  # from the rival combo holding the most cards
        sizes = {c: len(combo["cards"]) for s in state["seats"] for combo in s["combos"] for c in combo["cards"]}
        return max(moves, key=lambda m: sizes.get(m["card"], 0))
    if purpose == "elf":
        return moves[rng.below(len(moves))]
    names = names_of(state["seats"][frame["player"]]["hand"])
    if purpose == "laraki_give":
        return min(moves, key=lambda m: card_worth(m["card"], names))
    return max(moves, key=lambda m: card_worth(m["card"], names))


def name_move(state, frame, moves, rng):
    """Amazon: ask for what completes a set held in part, else for a supernatural by chance."""
    names = names_of(state["seats"][frame["player"]]["hand"])
    wanted = None
    for kind in D.set_kinds(state["rules"]["identical_locations"]):
        need = D.SETS[kind]["cards"]
        full, toward = set_progress(names, need)
        if toward == sum(need.values()) - 1:
            wanted = next(n for n, k in need.items() if names.get(n, 0) - full * k < k)
            break
    for m in moves:
        if m["name"] == wanted:
            return m
    return moves[rng.below(len(moves))]


def source_move(state, frame, moves, rng):
    steal = steal_target(state, moves)
    draw = next((m for m in moves if m["do"] == "draw"), None)
    if draw is None or (steal is not None and len(state["seats"][steal["from"]]["hand"]) >= 3):
        return steal
    return draw


def discard_move(state, frame, moves, rng):
    names = names_of(state["seats"][frame["player"]]["hand"])
    return min(moves, key=lambda m: card_worth(m["card"], names))


def first_of(do: str):
    def pick(state, frame, moves, rng):
        return next((m for m in moves if m["do"] == do), moves[0])
    return pick


POLICY = {
    "turn": turn_move,
    "lay": lambda state, frame, moves, rng: biggest_into(state, moves),
    "place": lambda state, frame, moves, rng: biggest_into(state, moves),
    "power": power_move,
    "combo": combo_move,
    "player": player_move,
    "card": card_move,
    "name": name_move,
    "source": source_move,
    "discard": discard_move,
    "play_now": first_of("play"),
    "amulet": first_of("block"),
}


def playout_move(state: dict, moves: list[dict], rng: Rng) -> dict:
    """A sensible move, cheaply: lay what scores, use the powers that help, aim them at the
    rival who loses most, keep the cards worth keeping."""
    frame = state["flow"][-1]
    return POLICY[frame["kind"]](state, frame, moves, rng)
