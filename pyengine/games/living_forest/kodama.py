"""The Kodama expansion (option ``kodama``), hooked into the base game (see part.py).

It brings Kodama cards in three stacks (called with sacred flowers: the ``call`` action type
and the two call stones of the circle), Kodama symbols spent at the start of a seat's action
phase (a fragment, an element tile or an extra action: the ``kodama`` frame), element tiles
used as an element, the Onibi standee, ten animals with abilities (level 2: an action type
twice; level 3: a bonus action) and six trees; the goals become 13, or 15 once a stack is
empty.  POSITION.md, last section, has the details and our decisions.
"""

from __future__ import annotations

from functools import lru_cache

from ...core.choices import Pick
from ...core.validate import distinct, fail, fields, id_list, whole
from ...core.zones import NOBODY, Zone
from . import data as D
from .explain import bonus_refusal, no
from .frames import Decide
from .part import Part
from .scoring import kodama_symbols, progress

K = D.KODAMA
K_STACK_ZONES = {stack: Zone(f"the {stack} Kodama stack", NOBODY,
                             holds=lambda c, stack=stack: c in D.K_CARDS and D.K_CARDS[c]["stack"] == stack)
                 for stack in D.K_STACKS}
K_SET_ASIDE = Zone("the Kodama cards set aside", NOBODY, holds=lambda c: c in D.K_CARDS)
SEAT_KEYS = frozenset({"element_tiles", "element_used", "extra", "bonus_used"})
SPEND_NAMES = {"fragment": "a fragment", "tile": "an element tile", "action": "an extra basic action"}
MANY = 10**6  # "as many as you like": a choice bounded only by what fits
MAX_EXTRA = 20  # extra actions bought in one round (4 symbols each)


# ---- queries ------------------------------------------------------------------------------

def offer(state: dict) -> list[str]:
    """The face-up Kodama cards (the top of each non-empty stack)."""
    return [state["kodama"]["stacks"][k][0] for k in D.K_STACKS if state["kodama"]["stacks"][k]]


def flowers(state: dict, player: int) -> int:
    """Sacred flowers for calling a Kodama: line, forest, victory tiles and element tiles used."""
    return progress(state["seats"][player])["flowers"]


def bonus_animals(seat: dict) -> list[str]:
    """The level-3 Kodama animals in the help line whose bonus action is still unused this round."""
    return [c for c in seat["line"] if (a := D.ability(c)) and a["type"] == "bonus_action"
            and c not in seat["bonus_used"]]


def onibi_walk(state: dict) -> tuple[int, list[int]]:
    """Where the Onibi standee goes after a call, and the seats it jumps."""
    occupied = {s["stone"]: i for i, s in enumerate(state["seats"])}
    pos, moved, jumped = state["kodama"]["onibi"], 0, []
    while moved < K["onibi_steps"][str(len(state["seats"]))]:
        pos = (pos + 1) % len(D.STONES)
        if pos in occupied:
            jumped.append(occupied[pos])
            continue
        moved += 1
    return pos, jumped


def call_choice(state: dict, player: int, done: dict | None = None) -> Pick:
    have = flowers(state, player)
    cost = lambda c: D.card(c)["cost"]  # noqa: E731
    return Pick(do="call", field="card", items=offer(state), target=lambda c: f"kodama:{c}",
                label=lambda c: f"Call the {D.card(c)['stack']} Kodama (cost {cost(c)} flowers)",
                why=lambda c: no("call.cost", card=c, cost=cost(c), flowers=have) if cost(c) > have else None,
                unknown=lambda c: no("call.offer"), done=done)


def spend_choice(left: int) -> Pick:
    return Pick(do="kodama", field="buy", items=list(D.K_SPEND), target=lambda b: "prompt",
                label=lambda b: f"Spend {D.K_SPEND[b]} Kodama on {SPEND_NAMES[b]}", most=MANY,
                why=lambda b: no("kodama.cost", buy=b, cost=D.K_SPEND[b], left=left) if D.K_SPEND[b] > left else None,
                unknown=lambda b: no("kodama.buy"),
                done={"do": "done", "target": "prompt", "label": "Spend no more Kodama"})


@lru_cache(maxsize=None)
def _card_fields(cid: str) -> dict:
    c = D.card(cid)
    return {"kodama": c.get("kodama", 0), "ability": c.get("ability"), "stack": c.get("stack")}


# ---- frames ------------------------------------------------------------------------------

class Spend(Decide):
    """The start of a seat's action phase with 2 or more Kodama symbols: spend them."""

    kind = "kodama"
    private = False
    dos = ("kodama", "done")

    def prompt_args(self, state, frame):
        return {"left": frame["left"]}

    def legal(self, state, frame):
        return spend_choice(frame["left"]).actions()

    def apply(self, ctx, frame, action):
        player = frame["player"]
        if action["do"] == "done":
            if not frame["picked"]:
                ctx.log("living_forest.decline", seat=player, kind="kodama", origin="kodama")
            ctx.pop()
            return
        buy = action["buy"]
        seat = ctx.state["seats"][player]
        frame["left"] -= D.K_SPEND[buy]
        frame["picked"] += 1
        if buy == "fragment":
            seat["fragments"] += 1
        elif buy == "tile":
            seat["element_tiles"] += 1
        else:
            seat["extra"] += 1
        ctx.log("living_forest.kodama_spend", seat=player, buy=buy, left=frame["left"])

    def settle(self, ctx, frame):
        if spend_choice(frame["left"]).options():
            return False
        ctx.pop()  # nothing more to buy: the actions start
        return True

    def why(self, state, frame, action):
        return spend_choice(frame["left"]).refusal(action)


class Call(Decide):
    """A call-a-Kodama stone reached by moving (or a bonus call): call one, or none."""

    kind = "call"
    private = False
    within_action = True
    dos = ("call", "done")

    def prompt_args(self, state, frame):
        return {"origin": frame["origin"]}

    def choice(self, state, frame) -> Pick:
        return call_choice(state, frame["player"], done={"do": "done", "target": "prompt", "label": "Call no Kodama"})

    def legal(self, state, frame):
        return self.choice(state, frame).actions()

    def apply(self, ctx, frame, action):
        ctx.pop()
        if action["do"] == "done":
            ctx.log("living_forest.decline", seat=frame["player"], kind="call", origin=frame["origin"])
            return
        call(ctx, frame["player"], action["card"], frame["origin"])

    def settle(self, ctx, frame):
        if self.choice(ctx.state, frame).options():
            return False
        ctx.log("living_forest.nothing", seat=frame["player"], kind="call", origin=frame["origin"])
        ctx.pop()
        return True

    def why(self, state, frame, action):
        return self.choice(state, frame).refusal(action)


def call(ctx, player: int, card: str, origin: str) -> None:
    """Call ``card``: face down on top of the caller's pile (public there); then Onibi moves."""
    state = ctx.state
    have = flowers(state, player)
    stack = state["kodama"]["stacks"][D.card(card)["stack"]]
    stack.remove(card)  # the top card; the next one is turned face up
    seat = state["seats"][player]
    seat["pile"].insert(0, card)
    seat["known"] += 1
    ctx.log("living_forest.call", seat=player, card=card, cost=D.card(card)["cost"], flowers=have, origin=origin)
    if stack:
        ctx.reveal()
    source = state["kodama"]["onibi"]
    to, jumped = onibi_walk(state)
    state["kodama"]["onibi"] = to
    centre, fires = state["centre"], []
    for _ in jumped:  # a value-2 fire for each spirit jumped, never beyond the centre's 7
        if len(centre) < D.CENTRE_MAX:
            centre.append(K["onibi_fire"])
            fires.append(K["onibi_fire"])
    centre.sort()
    ctx.log("living_forest.onibi_move", source=source, to=to, jumped=jumped, fires=fires)


# ---- the hooks -----------------------------------------------------------------------------

class Kodama(Part):
    key = "kodama"
    frames = (Spend, Call)
    dos = frozenset({"use_tile", "call"})
    state_keys = frozenset({"kodama"})
    seat_keys = SEAT_KEYS
    shows_cards = True

    # setup
    def starting_cards(self, spirit):
        return [f"kodama_{spirit}"]

    def animals(self, level):
        return [c["id"] for c in K["animals"].get(level, []) for _ in range(c.get("copies", 1))]

    def trees(self):
        return list(D.K_TREE_IDS)

    def cards(self):
        return list(D.K_CARDS)

    def seat_setup(self, seat):
        seat.update(element_tiles=0, element_used=[], extra=0, bonus_used=[])

    def setup(self, state, stones, rng):
        """Three shuffled stacks, some cards set aside unseen; Onibi before the last seat to act."""
        n = len(state["seats"])
        stacks, removed = {}, []
        cut = K["removed_per_stack"][str(n)]
        for stack in D.K_STACKS:
            cards = D.kodama_stack(stack)
            rng.shuffle(cards)
            removed += cards[:cut]
            stacks[stack] = cards[cut:]
        # the last seat in turn order stands on the last start stone; Onibi goes on the next stone
        state["kodama"] = {"stacks": stacks, "removed": removed, "onibi": (stones[n - 1] + 1) % len(D.STONES)}

    # the circle and the actions
    def stones(self, stones):
        return ["call" if k in D.CALL_STONES else a for k, a in enumerate(stones)]

    def action_types(self):
        return ["call"]

    def actions_allowed(self, state, player, allowed):
        return allowed + state["seats"][player]["extra"]

    def repeatable(self, seat):
        return {a["action"] for c in seat["line"] if (a := D.ability(c)) and a["type"] == "same_action_twice"}

    def standees(self, state):
        return (state["kodama"]["onibi"],)

    def plant_refusal(self, seat, tree):
        if tree in D.K_TREES and any(tree in row for row in seat["forest"]):
            return no("plant.kodama_twice", tree=tree)  # each Kodama tree type once per forest
        return None

    def type_options(self, game, state, player, kind):
        return call_choice(state, player).actions() if kind == "call" else []

    def step_options(self, game, state, player):
        seat = state["seats"][player]
        out = []
        for animal in bonus_animals(seat):
            name = D.card(animal)["name"]
            out += [dict(a, animal=animal, group=f"bonus:{animal}", label=f"{name}'s bonus: {a['label']}")
                    for a in game.type_options(state, player, [D.ability(animal)["action"]])]
        if seat["element_tiles"] > 0:
            out += [{"do": "use_tile", "element": e, "target": f"total:{e}", "group": "tile",
                     "label": f"Use an element tile as +{D.ELEMENT_TILE[e]} {e}"} for e in D.ELEMENTS]
        return out

    def use(self, state, player, action):
        if "animal" not in action:
            return None
        state["seats"][player]["bonus_used"].append(action["animal"])  # not one of the seat's actions
        return "animal"

    def type_refusal(self, state, player, action, kind):
        animal = action.get("animal")
        if animal is None:
            return False, None
        return True, bonus_refusal(animal, bonus_animals(state["seats"][player]), kind)

    def start_turn(self, ctx, player):
        symbols = kodama_symbols(ctx.state["seats"][player])
        if spend_choice(symbols).options():  # at least 2 symbols: spend them first
            ctx.push({"kind": "kodama", "player": player, "left": symbols, "picked": 0, "origin": "kodama"})

    def act(self, game, ctx, frame, action):
        player = frame["player"]
        if action["do"] == "use_tile":
            seat = ctx.state["seats"][player]
            seat["element_tiles"] -= 1
            seat["element_used"].append(action["element"])
            ctx.log("living_forest.use_tile", seat=player, element=action["element"])
            return
        call(ctx, player, action["card"], game.use(ctx.state, player, "call", action))

    def refusal(self, game, state, player, action):
        if action["do"] == "use_tile":
            if state["seats"][player]["element_tiles"] <= 0:
                return no("tile.none")
            element = action.get("element")
            if not isinstance(element, str) or element not in D.ELEMENT_TILE:
                return no("tile.element")
            return None
        return call_choice(state, player).refusal(action)

    def end_round(self, state):
        for seat in state["seats"]:  # used element tiles go back to the supply; unused ones are kept
            seat.update(element_used=[], extra=0, bonus_used=[])

    def goals(self, state, goals):
        """13 in each category; 15 for a category once its Kodama stack is empty."""
        stacks = state["kodama"]["stacks"]
        return {cat: K["goal_when_stack_empty"] if not stacks[stack] else K["goal"]
                for cat, stack in K["goal_stacks"].items()}

    # the view
    def card_fields(self, cid):
        return _card_fields(cid)

    def view(self, state, player, view, cj):
        k = state["kodama"]
        view["circle"]["onibi"] = k["onibi"]
        view["goal"], view["goals"] = K["goal"], self.goals(state, {})
        view["kodama"] = {
            "stacks": {s: {"top": cj(k["stacks"][s][0]) if k["stacks"][s] else None, "count": len(k["stacks"][s])}
                       for s in D.K_STACKS},
            "removed": len(k["removed"]),
            "onibi": k["onibi"],
            "call_stones": list(D.CALL_STONES),
        }

    def seat_view(self, state, seat, shown):
        shown.update(kodama=kodama_symbols(seat), element_tiles=seat["element_tiles"],
                     element_used=list(seat["element_used"]), extra=seat["extra"],
                     bonus_actions=bonus_animals(seat))

    # the loader
    def zones(self, state, n):
        k = fields(state["kodama"], {"stacks", "removed", "onibi"}, "'kodama'")
        fields(k["stacks"], D.K_STACKS, "the Kodama stacks")
        for stack in D.K_STACKS:
            yield K_STACK_ZONES[stack], None, id_list(k["stacks"][stack], K_STACK_ZONES[stack].name)
        yield K_SET_ASIDE, None, id_list(k["removed"], K_SET_ASIDE.name)
        cut = K["removed_per_stack"][str(n)]  # asked before conservation: the more telling defect
        for stack in D.K_STACKS:
            if sum(D.K_CARDS[c]["stack"] == stack for c in k["removed"]) != cut:
                fail(f"with {n} players {cut} {stack} Kodama card(s) are set aside at the start")

    def check_seat(self, state, seat, where):
        whole(seat["element_tiles"], f"{where}'s element tiles", 0, D.MAX_TOKENS)
        whole(seat["extra"], f"{where}'s extra actions", 0, MAX_EXTRA)
        used = seat["element_used"]
        if not isinstance(used, list) or len(used) > D.MAX_TOKENS or any(
                not isinstance(e, str) or e not in D.ELEMENT_TILE for e in used):
            fail(f"{where}'s 'element_used' must list elements among {', '.join(D.ELEMENT_TILE)}")
        spent = seat["bonus_used"]
        usable = bonus_animals(dict(seat, bonus_used=[]))
        if not isinstance(spent, list) or any(not isinstance(c, str) or c not in usable for c in spent):
            fail(f"{where}'s 'bonus_used' must list distinct level-3 Kodama animals of its help line")
        distinct(spent, f"{where}'s 'bonus_used'")
        for tree in D.K_TREES:
            if sum(row.count(tree) for row in seat["forest"]) > 1:
                fail(f"{where}'s forest holds {tree} twice (each Kodama tree type once per forest)")

    def check(self, state, n):
        onibi = whole(state["kodama"]["onibi"], "the Onibi standee's stone", 0, len(D.STONES) - 1)
        if any(seat["stone"] == onibi for seat in state["seats"]):
            fail("the Onibi standee shares its stone with a spirit")
