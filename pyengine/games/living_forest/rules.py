"""Living Forest rules: the frames of a round and what each action does.

The position is plain JSON (POSITION.md beside this file); ``state["flow"]`` holds the
frames.  A round is three forced frames, each replacing itself by the next when done:

* ``draw_phase`` gives each seat in turn from the Sacred Tree holder a ``draw`` frame (draw
  cards one by one into the help line: ``draw``, ``discard_drawn``, ``stop``);
* ``action_phase`` gives each seat in turn an ``action`` frame; a multi-pick action is a
  frame on top of it (``attract``, ``extinguish``, ``plant``, ``steal`` and the options'
  frames), and what an action brings afterwards (the steals and the landing stone of a move,
  a forest corner's bonus) is pushed as frames in the order they resolve;
* ``end_round`` checks victory, then runs Onibi's attack, the new fires and the market
  refill, and starts the next round's ``draw_phase``.

The optional parts (the promo cards, the Kodama expansion) hook in at fixed points
(part.py); with both off the game is the base game.
"""

from __future__ import annotations

from functools import lru_cache

from ...core.choices import Pick
from ...core.flow import FlowGame
from ...core.rng import Rng
from ...core.turns import first_player, order_from
from . import bot
from . import data as D
from . import explain
from .explain import no
from .frames import Decide, Round
from .hooks import (PARTS, action_types, actions_allowed, circle, outcome, part_owning, parts, phase, rack_trees,
                    repeatable, standees)
from .position import check_position, upgrade
from .promo import onibi_holder
from .scoring import bonus, full_lines, net_solitary, strength, strengths
from .table import free_spaces, market_cards, order, walk
from .view import board_view

MANY = 10**6  # "as many as fit": a choice bounded only by what is left to spend

# the actions of the action step (the parts' own are added to them)
STEP_DOS = frozenset({"take_fragment", "attract", "extinguish", "plant", "move", "pass"})
TYPE_OF = {"take_fragment": "fragment", "attract": "attract", "extinguish": "extinguish", "plant": "plant",
           "move": "move", "call": "call"}


@lru_cache(maxsize=None)
def attract_label(cid: str) -> str:
    c = D.card(cid)
    return f"Attract {c['name']} (cost {c['cost']})"


@lru_cache(maxsize=None)
def tree_label(tree: str) -> str:
    t = D.ALL_TREES[tree]
    if tree in D.K_TREES:
        gives = f"+1 {t['per_kodama']} per Kodama" if t["per_kodama"] else "1 Kodama symbol"
    else:
        gives = ", ".join(f"+{v} {k}" for k, v in t["bonus"].items()) or "same action twice"
    return f"tree {t['cost']} ({gives})"


# ---- the choices (their legal actions and refusals from one filter) -------------------------------

def attract_choice(state: dict, left: int, more: bool, done: dict | None = None) -> Pick:
    cost = D.card_cost
    return Pick(do="attract", field="card", items=market_cards(state), target=lambda c: f"card:{c}",
                label=attract_label, most=MANY, done=done,
                why=lambda c: None if cost(c) <= left else no("attract.cost", card=c, cost=cost(c), sun=left, more=more),
                unknown=lambda c: no("attract.offer", card=explain.card_ref(c)))


def extinguish_choice(state: dict, left: int, more: bool, done: dict | None = None) -> Pick:
    return Pick(do="extinguish", field="fire", items=sorted(set(state["centre"])), target=lambda v: f"fire:{v}",
                label=lambda v: f"Extinguish a fire of {v}", most=MANY, done=done,
                why=lambda v: no("fire.cost", fire=v, water=left, more=more) if v > left else None,
                unknown=lambda v: no("fire.none", fire=explain.fire_ref(v)))


def tree_choice(state: dict, player: int, seed: int | None = None) -> Pick:
    """Which tree types may be planted now (the space is the action's second half)."""
    seat = state["seats"][player]
    seed = strength(state, player, "seed") if seed is None else seed
    rules = [part.plant_refusal for part in parts(state)]

    def why(tree):
        for rule in rules:
            reason = rule(seat, tree)
            if reason:
                return reason
        if state["trees"][tree] <= 0:
            return no("plant.gone", tree=tree)
        if D.TREE_COST[tree] > seed:
            return no("plant.cost", tree=tree, cost=D.ALL_TREES[tree]["cost"], seed=seed)
        return None

    return Pick(do="plant", field="tree", items=rack_trees(state), target=lambda t: f"tree:{t}", why=why,
                unknown=lambda t: no("plant.tree"))


def plant_options(state: dict, player: int, seed: int | None = None) -> list[dict]:
    trees = tree_choice(state, player, seed).options()
    if not trees:
        return []
    spaces = free_spaces(state["seats"][player])
    out = []
    for tree in trees:
        label = f"Plant a {tree_label(tree)} at"
        out += [{"do": "plant", "tree": tree, "x": x, "y": y, "target": f"space:{x},{y}", "label": f"{label} ({x}, {y})"}
                for x, y in spaces]
    return out


def plant_refusal(state: dict, player: int, action: dict) -> dict | None:
    why = tree_choice(state, player).refusal(action)
    if why:
        return why
    if (action.get("x"), action.get("y")) not in free_spaces(state["seats"][player]):
        return no("plant.space")
    return None


def steal_choice(state: dict, victim: int) -> Pick:
    tiles = state["seats"][victim]["tiles"]
    return Pick(do="steal", field="tile", items=list(D.TILES), target=lambda t: f"tile:{victim}:{t}",
                label=lambda t: f"Take their {t} victory tile",
                why=lambda t: no("steal.none", tile=t, **{"from": victim}) if tiles[t] <= 0 else None,
                unknown=lambda t: no("steal.kind"))


def move_options(state: dict, player: int, wind: int | None = None) -> list[dict]:
    wind = strength(state, player, "wind") if wind is None else wind
    if wind <= 0:
        return []
    stones, stand = circle(state), standees(state)
    out = []
    for k in range(1, wind + 1):
        to, jumped = walk(state, player, k, stand)
        label = f"Move {k} stone(s) to stone {to} ({stones[to]})"
        if jumped:
            label += f", jumping {len(jumped)} spirit(s)"
        out.append({"do": "move", "steps": k, "to": to, "target": f"stone:{to}", "label": label})
    return out


def move_refusal(state: dict, player: int, action: dict) -> dict:
    wind = strength(state, player, "wind")
    to = action.get("to")
    if wind <= 0 or not isinstance(to, int) or isinstance(to, bool):
        return explain.move_refusal(to, wind, {}, False, False)
    stand = standees(state)
    reach = {walk(state, player, k, stand)[0]: k for k in range(wind, 0, -1)}  # the fewest steps win
    occupied = any(i != player and s["stone"] == to for i, s in enumerate(state["seats"]))
    return explain.move_refusal(to, wind, reach, occupied, to in stand)


# ---- frames ----------------------------------------------------------------------------------

class DrawPhase(Round):
    kind = "draw_phase"

    def settle(self, ctx, frame):
        state = ctx.state
        if frame["waiting"]:
            player = frame["waiting"].pop(0)
            seat = state["seats"][player]
            # what the others keep seeing of the seat while it draws
            seen = {"pile": len(seat["pile"]), "top": seat["pile"][:seat["known"]], "discard": len(seat["discard"]),
                    "fragments": seat["fragments"], "varans": len(state["varans"])}
            ctx.push({"kind": "draw", "player": player, "drawn": None, "seen": seen})
            ctx.log("living_forest.draw_turn", seat=player)
            return True
        allowed = {str(i): actions_allowed(state, i) for i in range(len(state["seats"]))}
        ctx.log("living_forest.action_phase", actions=allowed, onibi=onibi_holder(state))
        ctx.replace({"kind": "action_phase", "waiting": order(state)})
        return True


class ActionPhase(Round):
    kind = "action_phase"

    def settle(self, ctx, frame):
        state = ctx.state
        if not frame["waiting"]:
            ctx.replace({"kind": "end_round"})
            return True
        player = frame["waiting"].pop(0)
        ctx.push({"kind": "action", "player": player})
        ctx.log("living_forest.turn", seat=player, actions=actions_allowed(state, player))
        for part in parts(state):
            part.start_turn(ctx, player)
        return True


class EndRound(Round):
    """Victory at the end of the action phase; else Onibi's attack, new fires, the market."""

    kind = "end_round"

    def settle(self, ctx, frame):
        state = ctx.state
        res = outcome(state)
        if res["qualified"]:
            ctx.log("living_forest.game_over", winners=res["winners"], scores=res["scores"], trees=res["trees"],
                    fires=res["fires"], flowers=res["flowers"], tiebreak=res["tiebreak"])
            ctx.pop()  # the flow is empty: the game is over
            return True
        self.attack(ctx)
        n = len(state["seats"])
        for seat in state["seats"]:  # help lines to the discards
            seat["discard"].extend(seat["line"])
            seat["line"] = []
            seat["used"] = []
        for part in parts(state):
            part.end_round(state)
        state["attracted"] = {level: 0 for level in D.LEVELS}
        state["holder"] = (state["holder"] + 1) % n  # the Sacred Tree passes clockwise
        state["round"] += 1
        ctx.log("living_forest.round", round=state["round"], holder=state["holder"])
        ctx.replace({"kind": "draw_phase", "waiting": order(state)})
        return True

    @staticmethod
    def attack(ctx) -> None:
        state = ctx.state
        seq = order(state)
        centre = state["centre"]
        if centre:  # Onibi attacks the spirits whose water is below the fires' total
            total = sum(centre)
            targets = [i for i in seq if strength(state, i, "water") < total]
            given = {str(i): 0 for i in targets}
            for _ in range(len(centre)):
                for i in targets:
                    if state["varans"]:
                        state["seats"][i]["discard"].append(state["varans"].pop(0))
                        given[str(i)] += 1
            ctx.log("living_forest.attack", total=total, fires=len(centre), targets=targets, given=given,
                    left=len(state["varans"]))
        # new fires, lowest values first, never more than the centre holds
        new = [D.FIRE_BY_LEVEL[level] for level in D.LEVELS for _ in range(state["attracted"][level])]
        added = new[:max(0, D.CENTRE_MAX - len(centre))]
        centre.extend(added)
        centre.sort()
        if new:
            ctx.log("living_forest.new_fires", added=added, dropped=new[len(added):])
        revealed = []  # the market refills from the level decks (a slot stays empty once its deck runs out)
        for level in D.LEVELS:
            row, deck = state["market"][level], state["decks"][level]
            for k, cid in enumerate(row):
                if cid is None and deck:
                    row[k] = deck.pop(0)
                    revealed.append(row[k])
        if revealed:
            ctx.log("living_forest.refill", cards=revealed)
            ctx.reveal()
        if not centre:
            centre.append(D.FIRES["empty_centre_fire"])
            ctx.log("living_forest.empty_centre_fire", fire=D.FIRES["empty_centre_fire"])


class Draw(Decide):
    """One seat's draw turn: each card is turned face up into its help line, in everyone's sight."""

    kind = "draw"
    dos = ("draw", "discard_drawn", "stop")

    def legal(self, state, frame):
        seat = state["seats"][frame["player"]]
        out = []
        if net_solitary(seat["line"]) < D.SOLITARY_LIMIT and (seat["pile"] or seat["discard"]):
            out.append({"do": "draw", "target": "pile", "label": "Draw a card"})
        if seat["fragments"] > 0 and frame["drawn"] is not None:
            # labels may reach other seats (a bot's action is shown): no card name here
            out.append({"do": "discard_drawn", "target": "drawn",
                        "label": "Spend a fragment to send back the card just drawn"})
        out.append({"do": "stop", "target": "prompt", "label": "Stop drawing"})
        return out

    def apply(self, ctx, frame, action):
        do = action["do"]
        if do == "stop":
            self.finish(ctx, frame, forced=False)
        elif do == "draw":
            self.draw(ctx, frame)
        else:
            self.send_back(ctx, frame)

    @staticmethod
    def draw(ctx, frame) -> None:
        player = frame["player"]
        seat = ctx.state["seats"][player]
        reshuffled = False
        if not seat["pile"]:  # the discard becomes the pile
            seat["pile"], seat["discard"] = seat["discard"], []
            ctx.rng.shuffle(seat["pile"])
            seat["known"] = 0
            reshuffled = True
        card = seat["pile"].pop(0)
        seat["known"] = max(0, seat["known"] - 1)
        seat["line"].append(card)
        frame["drawn"] = card
        # drawn face up into the help line: every seat sees the card (the rulebook)
        ctx.log("living_forest.draw", seat=player, card=card, solitary=net_solitary(seat["line"]), reshuffled=reshuffled)
        ctx.reveal()

    @staticmethod
    def send_back(ctx, frame) -> None:
        player = frame["player"]
        seat = ctx.state["seats"][player]
        card = frame["drawn"]
        seat["fragments"] -= 1
        seat["line"].pop()  # the card just drawn is the last of the line
        if D.is_varan(card):
            ctx.state["varans"].append(card)
        else:
            seat["discard"].append(card)
        frame["drawn"] = None
        ctx.log("living_forest.discard_drawn", seat=player, card=card, varan=D.is_varan(card))

    @staticmethod
    def finish(ctx, frame, forced: bool) -> None:
        player = frame["player"]
        line = ctx.state["seats"][player]["line"]
        ctx.log("living_forest.line", seat=player, cards=list(line), solitary=net_solitary(line), forced=forced)
        ctx.pop()

    def settle(self, ctx, frame):
        """Stopping is the only choice left (3 solitary symbols, nothing left to draw...)."""
        if len(self.legal(ctx.state, frame)) > 1:
            return False
        self.finish(ctx, frame, forced=True)
        return True

    def why(self, state, frame, action):
        seat = state["seats"][frame["player"]]
        return explain.draw_refusal(action["do"], net_solitary(seat["line"]), seat["fragments"],
                                    frame["drawn"] is not None)


class Action(Decide):
    """A seat's action phase: its actions one at a time, then ``pass`` (or nothing left)."""

    kind = "action"
    private = False

    @property
    def dos(self):
        return STEP_DOS | {do for part in PARTS for do in part.dos}

    def prompt_args(self, state, frame):
        used = state["seats"][frame["player"]]["used"]
        return {"left": actions_allowed(state, frame["player"]) - len(used), "used": list(used)}

    def legal(self, state, frame):
        return self.game.step_actions(state, frame["player"])

    def apply(self, ctx, frame, action):
        do = action["do"]
        if do == "pass":
            ctx.log("living_forest.pass", seat=frame["player"])
            ctx.pop()
            return
        part = part_owning(do)
        if part is not None:
            part.act(self.game, ctx, frame, action)
            return
        {"take_fragment": self.take_fragment, "attract": self.attract, "extinguish": self.extinguish,
         "plant": self.plant, "move": self.move}[do](ctx, frame["player"], action)

    def take_fragment(self, ctx, player, action):
        self.game.use(ctx.state, player, "fragment", action)
        ctx.state["seats"][player]["fragments"] += 1
        ctx.log("living_forest.take_fragment", seat=player, amount=1)

    def attract(self, ctx, player, action):
        origin = self.game.use(ctx.state, player, "attract", action)
        task = ctx.push({"kind": "attract", "player": player, "left": strength(ctx.state, player, "sun"),
                         "picked": 0, "origin": origin})
        Attract.pick(ctx, task, action["card"])

    def extinguish(self, ctx, player, action):
        origin = self.game.use(ctx.state, player, "extinguish", action)
        task = ctx.push({"kind": "extinguish", "player": player, "left": strength(ctx.state, player, "water"),
                         "picked": 0, "origin": origin})
        Extinguish.pick(ctx, task, action["fire"])

    def plant(self, ctx, player, action):
        self.game.plant(ctx, player, action, self.game.use(ctx.state, player, "plant", action))

    def move(self, ctx, player, action):
        state = ctx.state
        self.game.use(state, player, "move", action)
        seat = state["seats"][player]
        to, jumped = walk(state, player, action["steps"], standees(state))
        ctx.log("living_forest.move", seat=player, steps=action["steps"], source=seat["stone"], to=to, jumped=jumped)
        seat["stone"] = to
        # a tile from each seat jumped, in jump order, then the landing stone's action
        ctx.push_all([{"kind": "steal", "player": player, "from": v} for v in jumped]
                     + [{"kind": "stone", "player": player, "stone": to}])

    def settle(self, ctx, frame):
        """The turn goes on while one of the seat's actions, or an option's action, is left."""
        if self.game.keeps_turn(ctx.state, frame["player"]):
            return False
        ctx.pop()
        return True

    def why(self, state, frame, action):
        player, do = frame["player"], action["do"]
        part = part_owning(do)
        if part is not None and not part.on(state):
            return no(f"{part.key}.off")
        if do in TYPE_OF:
            why = self.game.type_refusal(state, player, action, TYPE_OF[do])
            if why:
                return why
        if part is not None:
            return part.refusal(self.game, state, player, action)
        if do == "attract":
            return attract_choice(state, strength(state, player, "sun"), more=False).refusal(action)
        if do == "extinguish":
            return extinguish_choice(state, strength(state, player, "water"), more=False).refusal(action)
        if do == "plant":
            return plant_refusal(state, player, action)
        if do == "move":
            return move_refusal(state, player, action)
        return None


class Attract(Decide):
    """The rest of an attract action (or a bonus one): more cards whose cost fits, or done."""

    kind = "attract"
    private = False
    within_action = True
    dos = ("attract", "done")
    field = "card"

    def prompt_args(self, state, frame):
        return {"left": frame["left"], "picked": frame["picked"], "origin": frame["origin"]}

    def choice(self, state, frame) -> Pick:
        if frame["picked"]:
            label = "Done"
        else:
            label = "Attract nothing" if self.kind == "attract" else "Extinguish nothing"
        return self.choose(state, frame["left"], more=True, done={"do": "done", "target": "prompt", "label": label})

    @staticmethod
    def choose(state, left, more, done=None) -> Pick:
        return attract_choice(state, left, more, done)

    def legal(self, state, frame):
        return self.choice(state, frame).actions()

    def apply(self, ctx, frame, action):
        if action["do"] == "done":
            if not frame["picked"]:
                ctx.log("living_forest.decline", seat=frame["player"], kind=self.kind, origin=frame["origin"])
            ctx.pop()
            return
        self.pick(ctx, frame, action[self.field])

    @staticmethod
    def pick(ctx, frame, card) -> None:
        state, player = ctx.state, frame["player"]
        cost = D.card(card)["cost"]
        if card in state["promo"]:
            state["promo"].remove(card)
        else:
            level = str(D.level_of(card))
            row = state["market"][level]
            row[row.index(card)] = None  # the slot stays empty until the end of the round
            state["attracted"][level] += 1
        seat = state["seats"][player]
        seat["pile"].insert(0, card)  # face down on top of the draw pile
        seat["known"] += 1
        frame["left"] -= cost
        frame["picked"] += 1
        ctx.log("living_forest.attract", seat=player, card=card, cost=cost, left=frame["left"], origin=frame["origin"])

    def settle(self, ctx, frame):
        """Nothing more fits: the action ends by itself."""
        if self.choice(ctx.state, frame).options():
            return False
        if not frame["picked"]:
            ctx.log("living_forest.nothing", seat=frame["player"], kind=self.kind, origin=frame["origin"])
        ctx.pop()
        return True

    def why(self, state, frame, action):
        return self.choice(state, frame).refusal(action)


class Extinguish(Attract):
    kind = "extinguish"
    dos = ("extinguish", "done")
    field = "fire"

    @staticmethod
    def choose(state, left, more, done=None) -> Pick:
        return extinguish_choice(state, left, more, done)

    @staticmethod
    def pick(ctx, frame, value) -> None:
        player = frame["player"]
        ctx.state["centre"].remove(value)
        ctx.state["seats"][player]["fires"].append(value)
        frame["left"] -= value
        frame["picked"] += 1
        ctx.log("living_forest.extinguish", seat=player, fire=value, left=frame["left"], origin=frame["origin"])


class Plant(Decide):
    """A plant stone reached by moving: plant one tree, or none."""

    kind = "plant"
    private = False
    within_action = True
    dos = ("plant", "done")

    def prompt_args(self, state, frame):
        return {"origin": frame["origin"]}

    def legal(self, state, frame):
        return plant_options(state, frame["player"]) + [{"do": "done", "target": "prompt", "label": "Plant nothing"}]

    def apply(self, ctx, frame, action):
        ctx.pop()
        if action["do"] == "done":
            ctx.log("living_forest.decline", seat=frame["player"], kind="plant", origin=frame["origin"])
            return
        self.game.plant(ctx, frame["player"], action, frame["origin"])

    def settle(self, ctx, frame):
        if plant_options(ctx.state, frame["player"]):
            return False
        ctx.log("living_forest.nothing", seat=frame["player"], kind="plant", origin=frame["origin"])
        ctx.pop()
        return True

    def why(self, state, frame, action):
        return plant_refusal(state, frame["player"], action)


class Steal(Decide):
    """A victory tile from a seat jumped by a move (asked only when there is a choice)."""

    kind = "steal"
    private = False
    within_action = True
    dos = ("steal",)

    def prompt_args(self, state, frame):
        return {"from": frame["from"]}

    def legal(self, state, frame):
        return steal_choice(state, frame["from"]).actions()

    def apply(self, ctx, frame, action):
        ctx.pop()
        self.steal(ctx, frame, action["tile"])

    @staticmethod
    def steal(ctx, frame, tile) -> None:
        player, victim = frame["player"], frame["from"]
        ctx.state["seats"][victim]["tiles"][tile] -= 1
        ctx.state["seats"][player]["tiles"][tile] += 1
        ctx.log("living_forest.steal", seat=player, source=victim, tile=tile)

    def settle(self, ctx, frame):
        options = steal_choice(ctx.state, frame["from"]).options()
        if len(options) > 1:
            return False
        ctx.pop()
        if options:  # one kind of tile: taken without asking
            self.steal(ctx, frame, options[0])
        return True

    def why(self, state, frame, action):
        return steal_choice(state, frame["from"]).refusal(action)


class Stone(Round):
    """The action of the stone a move landed on (a fragment stone gives its fragment at once)."""

    kind = "stone"

    def settle(self, ctx, frame):
        state, player = ctx.state, frame["player"]
        action = circle(state)[frame["stone"]]
        ctx.log("living_forest.stone", seat=player, stone=frame["stone"], action=action)
        if action == "fragment":
            state["seats"][player]["fragments"] += 1
            ctx.log("living_forest.take_fragment", seat=player, amount=1)
            ctx.pop()
            return True
        ctx.replace(self.game.bonus_frame(state, action, player, "stone", 0))
        return True


# ---- the game ---------------------------------------------------------------------------------

class LivingForest(FlowGame):
    id = "living_forest"
    name = "Living Forest"
    RULES_RELEASE = 1  # no rule corrected since its first saves
    min_players = 2
    max_players = 4
    options_spec = {
        "promo": {
            "default": False,
            "choices": [False, True],
            "doc": "the Sanki and Onibi promo cards lie beside the circle and can be attracted for 15 sun each",
        },
        "kodama": {
            "default": False,
            "choices": [False, True],
            "doc": "the Kodama expansion: Kodama cards and symbols, element tiles, the call-a-Kodama action, "
            "the Onibi standee, 10 new animals and 12 new trees; goals 13 (15 once a Kodama stack is empty)",
        },
        "first_player": {
            "default": "random",
            "choices": ["random", 0, 1, 2, 3],
            "doc": "who holds the Sacred Tree in the first round: chosen by chance, or a seat number",
        },
    }
    seat_choice = ("spirit", D.SPIRITS)
    frames = (DrawPhase, Draw, ActionPhase, Action, Attract, Extinguish, Plant, Steal, Stone, EndRound,
              *(f for part in PARTS for f in part.frames))

    # ---- setup ------------------------------------------------------------------------------
    def setup(self, seats: list[dict], options: dict, rng: Rng) -> dict:
        n = len(seats)
        first = first_player(options["first_player"], n, rng)
        on = [p for p in PARTS if options.get(p.key)]
        stones = D.start_stones(n)
        state_seats: list = [None] * n
        for k, player in enumerate(order_from(first, n)):  # start stones: the holder's first, in turn order
            spirit = seats[player]["spirit"]
            pile = D.starting_ids(spirit) + [c for p in on for c in p.starting_cards(spirit)]
            rng.shuffle(pile)
            forest = [[None] * D.COLS for _ in range(D.ROWS)]
            forest[D.START_SPACE[1]][D.START_SPACE[0]] = D.START_TREE
            seat = {"spirit": spirit, "pile": pile, "known": 0, "discard": [], "line": [], "fragments": 0,
                    "fires": [], "tiles": {t: 1 for t in D.TILES}, "forest": forest, "stone": stones[k], "used": []}
            for p in on:
                p.seat_setup(seat)
            state_seats[player] = seat
        market, decks = {}, {}
        for level in D.LEVELS:
            deck = D.level_deck(level) + [c for p in on for c in p.animals(level)]
            rng.shuffle(deck)
            market[level], decks[level] = deck[:D.MARKET_SIZE], deck[D.MARKET_SIZE:]
        state = {
            "rules": {"promo": bool(options["promo"]), **{p.key: True for p in on}},
            "round": 1,
            "holder": first,
            "seats": state_seats,
            "market": market,
            "decks": decks,
            "promo": [],
            "centre": [D.FIRES["first_fire"]],
            "varans": D.varan_ids(),
            "trees": {},
            "attracted": {level: 0 for level in D.LEVELS},
        }
        state["trees"] = {t: D.tree_copies(t, n) for t in rack_trees(state)}
        for p in on:
            p.setup(state, stones, rng)
        return self.begin(state, [{"kind": "draw_phase", "waiting": order(state)}], rng)

    def start_events(self, state: dict) -> list[dict]:
        if self.is_over(state):
            return []
        events = [{"key": "living_forest.round", "args": {"round": state["round"], "holder": state["holder"]}}]
        key = "living_forest.draw_turn" if phase(state) == "draw" else "living_forest.turn"
        events.append({"key": key, "args": {"seat": self.top(state)["player"]}})
        return events

    # ---- what the frames share ---------------------------------------------------------------
    def type_options(self, state: dict, player: int, kinds: list[str]) -> list[dict]:
        """The first pick of each action type in ``kinds`` (in the order of POSITION.md)."""
        out = []
        power = strengths(state["seats"][player])
        if "fragment" in kinds:
            out.append({"do": "take_fragment", "target": "fragment", "label": "Take a fragment"})
        if "attract" in kinds:
            out += attract_choice(state, power["sun"], more=False).actions()
        if "extinguish" in kinds:
            out += extinguish_choice(state, power["water"], more=False).actions()
        if "plant" in kinds:
            out += plant_options(state, player, power["seed"])
        if "move" in kinds:
            out += move_options(state, player, power["wind"])
        for part in parts(state):
            for kind in kinds:
                out += part.type_options(self, state, player, kind)
        return out

    def step_actions(self, state: dict, player: int) -> list[dict]:
        """The legal actions of the action step."""
        seat = state["seats"][player]
        out = []
        if len(seat["used"]) < actions_allowed(state, player):
            again = repeatable(state, seat)
            out += self.type_options(state, player, [t for t in action_types(state)
                                                     if t in again or t not in seat["used"]])
        for part in parts(state):
            out += part.step_options(self, state, player)
        out.append({"do": "pass", "target": "prompt", "label": "End your actions"})
        return out

    def keeps_turn(self, state: dict, player: int) -> bool:
        if len(state["seats"][player]["used"]) < actions_allowed(state, player):
            return True
        return any(part.step_options(self, state, player) for part in parts(state))

    def use(self, state: dict, player: int, kind: str, action: dict) -> str:
        """Count the action just started: one of the seat's actions unless a part owns it. Its origin."""
        for part in parts(state):
            origin = part.use(state, player, action)
            if origin is not None:
                return origin
        state["seats"][player]["used"].append(kind)
        return "action"

    def type_refusal(self, state: dict, player: int, action: dict, kind: str) -> dict | None:
        for part in parts(state):
            judged, why = part.type_refusal(state, player, action, kind)
            if judged:
                return why
        if action.get("animal") is not None:  # a bonus action with no animal to give it
            return explain.bonus_refusal(action["animal"], [], kind)
        seat = state["seats"][player]
        return explain.type_refusal(kind, seat["used"], repeatable(state, seat), actions_allowed(state, player))

    @staticmethod
    def bonus_frame(state: dict, kind: str, player: int, origin: str, extra: int) -> dict:
        """The frame of a bonus action of ``kind`` (a stone's, a corner's: ``extra`` more strength)."""
        if kind in ("attract", "extinguish"):
            element = "sun" if kind == "attract" else "water"
            return {"kind": kind, "player": player, "left": strength(state, player, element) + extra, "picked": 0,
                    "origin": origin}
        return {"kind": kind, "player": player, "origin": origin}

    def plant(self, ctx, player: int, action: dict, origin: str) -> None:
        state = ctx.state
        seat = state["seats"][player]
        tree, x, y = action["tree"], action["x"], action["y"]
        before, full_before = bonus(seat), full_lines(seat)
        state["trees"][tree] -= 1
        seat["forest"][y][x] = tree
        lines = [f"{k} {v}" for k, v in full_lines(seat) if (k, v) not in full_before]
        ctx.log("living_forest.plant", seat=player, tree=tree, x=x, y=y, lines=lines, origin=origin,
                bonus={k: v - before.get(k, 0) for k, v in bonus(seat).items() if v != before.get(k, 0)})
        corner = D.CORNERS.get((x, y))
        if corner is None:
            return
        if corner["bonus"] == "fragments":
            seat["fragments"] += corner["amount"]
            ctx.log("living_forest.take_fragment", seat=player, amount=corner["amount"])
        else:  # a bonus attract or extinguish, with more strength
            ctx.push(self.bonus_frame(state, corner["bonus"], player, "corner", corner["amount"]))

    # ---- results, views, positions -------------------------------------------------------------
    def result(self, state: dict) -> dict | None:
        return outcome(state) if self.is_over(state) else None

    def board_view(self, state: dict, player: int | None) -> dict:
        return board_view(self, state, player)

    def check_position(self, state: dict, seats: list[dict], options: dict) -> None:
        check_position(self, state, seats, options)

    def upgrade_state(self, state: dict, version: int) -> dict:
        return upgrade(state, version) if version == 1 else state

    # ---- the bots' search (bot.py) ---------------------------------------------------------
    playout_depth = 20
    # iterations chosen by time in headless Chromium's worker on the reference machine (bench/think.py):
    # hard's median move about 1 s, normal about a third of that, easy a tenth
    bot_iterations = {"easy": 100, "normal": 330, "hard": 1000}

    card_layout = staticmethod(bot.card_layout)
    determinize = staticmethod(bot.determinize)
    def evaluate(self, state: dict) -> list[float]:
        return bot.evaluate(self, state)
    playout_move = staticmethod(bot.playout_move)
