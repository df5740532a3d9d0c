"""Living Forest rules: what is legal and what each action does.

The position is plain JSON (documented in POSITION.md beside this file).
A round is a draw phase (each seat in turn from the Sacred Tree holder draws
cards one by one into its help line: ``draw``, ``discard_drawn``, ``stop``),
an action phase (each seat in turn takes its actions; multi-pick actions are
short sequences of small decisions), a victory check, and the end of round
(Onibi's attack, new fires, market refill), which runs by itself.
"""

from __future__ import annotations

from ...core.errors import BadRequest
from ...core.game import BASE_SEAT_FIELDS, Decision, Game, Outcome
from ...core.rng import Rng
from . import data as D
from .position import check_position
from .scoring import bonus, full_lines, kodama_symbols, net_solitary, progress, result, strength

# ---- small helpers shared by the view and the tests -------------------------------


def order(state: dict) -> list[int]:
    """The seats in turn order from the Sacred Tree holder."""
    n = len(state["seats"])
    return [(state["holder"] + k) % n for k in range(n)]


def onibi_holder(state: dict) -> int | None:
    """The seat showing the Onibi promo card in its help line this round, if any."""
    for i, seat in enumerate(state["seats"]):
        if "onibi" in seat["line"]:
            return i
    return None


def kodama_on(state: dict) -> bool:
    return "kodama" in state


def actions_allowed(state: dict, player: int) -> int:
    """2 actions, or 1 with 3 net solitary symbols or while another seat shows Onibi (+ those bought with Kodama)."""
    seat = state["seats"][player]
    extra = seat.get("extra", 0)
    if net_solitary(seat["line"]) >= D.SOLITARY_LIMIT:
        return 1 + extra
    holder = onibi_holder(state)
    if holder is not None and holder != player:
        return 1 + extra
    return D.DATA["actions_per_round"] + extra


def may_repeat(seat: dict) -> bool:
    """A cost-11 tree in the forest lets the two actions be of the same type."""
    return any("tree_11" in row for row in seat["forest"])


def repeatable(seat: dict) -> set[str]:
    """Action types this seat may take more than once this round.

    Every type with a cost-11 tree; under Kodama, the type shown by each new
    level-2 animal in the help line.
    """
    if may_repeat(seat):
        return set(D.ACTION_TYPES) | {"call"}
    return {a["action"] for c in seat["line"] if (a := D.ability(c)) and a["type"] == "same_action_twice"}


def bonus_animals(seat: dict) -> list[str]:
    """The new level-3 animals in the help line whose bonus action is still unused this round."""
    return [c for c in seat["line"] if (a := D.ability(c)) and a["type"] == "bonus_action"
            and c not in seat.get("bonus_used", [])]


def circle(state: dict) -> list[str]:
    """The action of each circle stone (call-a-Kodama stones under the option)."""
    return D.stones(kodama_on(state))


def flowers(state: dict, player: int) -> int:
    """Sacred flowers for calling a Kodama: line, forest, victory tiles and element tiles used."""
    return progress(state["seats"][player])["flowers"]


def kodama_offer(state: dict) -> list[str]:
    """The face-up Kodama cards (the top of each non-empty stack)."""
    return [state["kodama"]["stacks"][k][0] for k in D.K_STACKS if state["kodama"]["stacks"][k]]


def free_spaces(seat: dict) -> list[tuple[int, int]]:
    """Empty forest spaces orthogonally adjacent to a tree, in reading order."""
    forest = seat["forest"]
    out = []
    for y in range(D.ROWS):
        for x in range(D.COLS):
            if forest[y][x] is not None:
                continue
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nx, ny = x + dx, y + dy
                if 0 <= nx < D.COLS and 0 <= ny < D.ROWS and forest[ny][nx] is not None:
                    out.append((x, y))
                    break
    return out


def walk(state: dict, player: int, steps: int) -> tuple[int, list[int]]:
    """Where ``steps`` clockwise moves take a spirit, and the seats jumped on the way."""
    spirits = state["seats"]
    occupied = {s["stone"]: i for i, s in enumerate(spirits) if i != player}
    onibi = state["kodama"]["onibi"] if kodama_on(state) else None
    pos, moved, jumped = spirits[player]["stone"], 0, []
    while moved < steps:
        pos = (pos + 1) % len(D.STONES)
        if pos in occupied:
            jumped.append(occupied[pos])
            continue
        if pos == onibi:  # the Onibi standee is jumped like a spirit (nothing to take from it)
            continue
        moved += 1
    return pos, jumped


def onibi_walk(state: dict) -> tuple[int, list[int]]:
    """Where the Onibi standee goes after a call, and the seats it jumps."""
    occupied = {s["stone"]: i for i, s in enumerate(state["seats"])}
    pos, moved, jumped = state["kodama"]["onibi"], 0, []
    while moved < D.KODAMA["onibi_steps"][str(len(state["seats"]))]:
        pos = (pos + 1) % len(D.STONES)
        if pos in occupied:
            jumped.append(occupied[pos])
            continue
        moved += 1
    return pos, jumped


def market_cards(state: dict) -> list[str]:
    """The cards that may be attracted: market slots by level, then the promo cards."""
    out = [c for level in D.LEVELS for c in state["market"][level] if c is not None]
    return out + list(state["promo"])


def _card_label(cid: str) -> str:
    c = D.card(cid)
    return f"{c['name']} (cost {c['cost']})"


def _tree_label(tree: str) -> str:
    t = D.ALL_TREES[tree]
    if tree in D.K_TREES:
        gives = f"+1 {t['per_kodama']} per Kodama" if t["per_kodama"] else "1 Kodama symbol"
    else:
        gives = ", ".join(f"+{v} {k}" for k, v in t["bonus"].items()) or "same action twice"
    return f"tree {t['cost']} ({gives})"


class LivingForest(Game):
    id = "living_forest"
    name = "Living Forest"
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

    # ---- seats and setup ------------------------------------------------------
    def seat_fields(self) -> dict:
        return {"spirit": {"choices": D.SPIRITS, "default": "in seat order: " + ", ".join(D.SPIRITS)}}

    def resolve_seats(self, seats: list[dict]) -> list[dict]:
        taken = [s["spirit"] for s in seats if "spirit" in s]
        for i, spirit in enumerate(taken):
            if spirit not in D.SPIRITS:
                raise BadRequest(f"spirit must be one of {D.SPIRITS}, not {spirit!r}")
            if spirit in taken[:i]:
                raise BadRequest(f"two seats cannot both be the {spirit} spirit")
        free = [s for s in D.SPIRITS if s not in taken]
        out = []
        for seat in seats:
            seat = dict(seat)
            if "spirit" not in seat:
                seat["spirit"] = free.pop(0)
            unknown = set(seat) - BASE_SEAT_FIELDS - {"spirit"}
            if unknown:
                raise BadRequest(f"unknown seat field(s): {', '.join(sorted(unknown))}")
            out.append(seat)
        return out

    def resolve_options(self, options, n_players):
        resolved = super().resolve_options(options, n_players)
        first = resolved["first_player"]
        if first != "random" and first >= n_players:
            raise BadRequest(f"option 'first_player' must be 'random' or a seat number below {n_players}")
        return resolved

    def setup(self, seats: list[dict], options: dict, rng: Rng) -> dict:
        n = len(seats)
        first = rng.below(n) if options["first_player"] == "random" else options["first_player"]
        stones = D.start_stones(n)
        kodama = bool(options.get("kodama"))
        state_seats: list = [None] * n
        for k in range(n):
            player = (first + k) % n  # start stones: p1 = the Sacred Tree holder, then p2, ... in turn order
            pile = D.starting_ids(seats[player]["spirit"], kodama)
            rng.shuffle(pile)
            forest = [[None] * D.COLS for _ in range(D.ROWS)]
            forest[D.START_SPACE[1]][D.START_SPACE[0]] = D.START_TREE
            state_seats[player] = {
                "spirit": seats[player]["spirit"], "pile": pile, "known": 0, "discard": [], "line": [],
                "fragments": 0, "fires": [], "tiles": {t: 1 for t in D.TILES}, "forest": forest,
                "stone": stones[k], "used": [],
            }
            if kodama:
                state_seats[player].update(element_tiles=0, element_used=[], extra=0, bonus_used=[])
        market, decks = {}, {}
        for level in D.LEVELS:
            deck = D.level_deck(level, kodama)
            rng.shuffle(deck)
            market[level], decks[level] = deck[:D.MARKET_SIZE], deck[D.MARKET_SIZE:]
        state = {
            "rules": {"promo": bool(options["promo"])},
            "round": 1,
            "holder": first,
            "phase": "draw",
            "step": "draw",
            "turn": first,
            "seats": state_seats,
            "market": market,
            "decks": decks,
            "promo": [c for c in D.PROMO] if options["promo"] else [],
            "centre": [D.FIRES["first_fire"]],
            "varans": D.varan_ids(),
            "trees": {t: D.tree_copies(t, n) for t in D.tree_ids(kodama)},
            "attracted": {level: 0 for level in D.LEVELS},
            "just_drawn": None,
            "draw_turn": None,
            "task": None,
            "queue": [],
        }
        if kodama:
            state["rules"]["kodama"] = True
            state["kodama"] = self._kodama_setup(n, stones, rng)
        state["draw_turn"] = self._snapshot(state, first)
        return state

    @staticmethod
    def _kodama_setup(n: int, stones: list[int], rng: Rng) -> dict:
        """Three shuffled Kodama stacks, some cards set aside unseen; Onibi before the last seat to act."""
        stacks, removed = {}, []
        cut = D.KODAMA["removed_per_stack"][str(n)]
        for stack in D.K_STACKS:
            cards = D.kodama_stack(stack)
            rng.shuffle(cards)
            removed += cards[:cut]
            stacks[stack] = cards[cut:]
        # the last seat in turn order stands on the last start stone; Onibi goes on the next stone clockwise
        return {"stacks": stacks, "removed": removed, "onibi": (stones[n - 1] + 1) % len(D.STONES)}

    def start_events(self, state: dict) -> list[dict]:
        if state["phase"] == "over":
            return []
        events = [{"key": "living_forest.round", "args": {"round": state["round"], "holder": state["holder"]}}]
        key = "living_forest.draw_turn" if state["phase"] == "draw" else "living_forest.turn"
        events.append({"key": key, "args": {"seat": state["turn"]}})
        return events

    # ---- the pending decision --------------------------------------------------
    def pending(self, state: dict) -> Decision | None:
        step = state["step"]
        if step == "over":
            return None
        turn = state["turn"]
        seat = state["seats"][turn]
        task = state["task"] or {}
        if step == "draw":
            # every viewer sees the pending decision: nothing about the cards drawn so far here
            return Decision(turn, "draw", private=True, prompt={"key": "living_forest.prompt.draw", "args": {}})
        if step == "action":
            args = {"left": actions_allowed(state, turn) - len(seat["used"]), "used": list(seat["used"])}
        elif step == "kodama":
            args = {"left": task.get("left")}
        elif step == "call":
            args = {"origin": task.get("origin")}
        elif step in ("attract", "extinguish"):
            args = {"left": task.get("left"), "picked": task.get("picked"), "origin": task.get("origin")}
        elif step == "plant":
            args = {"origin": task.get("origin")}
        else:  # steal
            args = {"from": task.get("from")}
        return Decision(turn, step, private=False, prompt={"key": f"living_forest.prompt.{step}", "args": args})

    def legal_actions(self, state: dict) -> list[dict]:
        step = state["step"]
        if step == "over":
            return []
        return getattr(self, "_legal_" + step)(state)

    # -- draw phase
    def _legal_draw(self, state: dict) -> list[dict]:
        seat = state["seats"][state["turn"]]
        out = []
        if net_solitary(seat["line"]) < D.SOLITARY_LIMIT and (seat["pile"] or seat["discard"]):
            out.append({"do": "draw", "label": "Draw a card"})
        if seat["fragments"] > 0 and state["just_drawn"] is not None:
            # labels may reach other seats (a bot's action is shown): no card name here
            out.append({"do": "discard_drawn", "label": "Spend a fragment to send back the card just drawn"})
        out.append({"do": "stop", "label": "Stop drawing"})
        return out

    # -- action phase
    def _legal_action(self, state: dict) -> list[dict]:
        player = state["turn"]
        seat = state["seats"][player]
        kodama = kodama_on(state)
        out = []
        if len(seat["used"]) < actions_allowed(state, player):
            repeat = repeatable(seat)
            ok = [t for t in D.action_types(kodama) if t in repeat or t not in seat["used"]]
            out += self._type_options(state, player, ok)
        for animal in bonus_animals(seat):
            kind = D.ability(animal)["action"]
            out += [dict(a, animal=animal, label=f"{D.card(animal)['name']}'s bonus: {a['label']}")
                    for a in self._type_options(state, player, [kind])]
        if kodama and seat["element_tiles"] > 0:
            out += [{"do": "use_tile", "element": e, "label": f"Use an element tile as +{D.ELEMENT_TILE[e]} {e}"}
                    for e in D.ELEMENTS]
        out.append({"do": "pass", "label": "End your actions"})
        return out

    def _type_options(self, state: dict, player: int, kinds: list[str]) -> list[dict]:
        """The first pick of each action type in ``kinds`` (in the order of POSITION.md)."""
        out = []
        if "fragment" in kinds:
            out.append({"do": "take_fragment", "label": "Take a fragment"})
        if "attract" in kinds:
            out += self._attract_options(state, strength(state, player, "sun"))
        if "extinguish" in kinds:
            out += self._extinguish_options(state, strength(state, player, "water"))
        if "plant" in kinds:
            out += self._plant_options(state, player)
        if "move" in kinds:
            wind = strength(state, player, "wind")
            stones = circle(state)
            for k in range(1, wind + 1):
                to, jumped = walk(state, player, k)
                label = f"Move {k} stone(s) to stone {to} ({stones[to]})"
                if jumped:
                    label += f", jumping {len(jumped)} spirit(s)"
                out.append({"do": "move", "steps": k, "to": to, "label": label})
        if "call" in kinds:
            out += self._call_options(state, player)
        return out

    def _call_options(self, state: dict, player: int) -> list[dict]:
        have = flowers(state, player)
        return [{"do": "call", "card": c, "label": f"Call the {D.card(c)['stack']} Kodama (cost {D.card(c)['cost']} flowers)"}
                for c in kodama_offer(state) if D.card(c)["cost"] <= have]

    def _kodama_options(self, left: int) -> list[dict]:
        names = {"fragment": "a fragment", "tile": "an element tile", "action": "an extra basic action"}
        return [{"do": "kodama", "buy": b, "label": f"Spend {cost} Kodama on {names[b]}"}
                for b, cost in D.K_SPEND.items() if cost <= left]

    def _legal_kodama(self, state: dict) -> list[dict]:
        return self._kodama_options(state["task"]["left"]) + [{"do": "done", "label": "Spend no more Kodama"}]

    def _legal_call(self, state: dict) -> list[dict]:
        return self._call_options(state, state["turn"]) + [{"do": "done", "label": "Call no Kodama"}]

    def _attract_options(self, state: dict, left: int) -> list[dict]:
        return [{"do": "attract", "card": c, "label": f"Attract {_card_label(c)}"}
                for c in market_cards(state) if D.card(c)["cost"] <= left]

    def _extinguish_options(self, state: dict, left: int) -> list[dict]:
        return [{"do": "extinguish", "fire": v, "label": f"Extinguish a fire of {v}"}
                for v in sorted(set(state["centre"])) if v <= left]

    def _plant_options(self, state: dict, player: int) -> list[dict]:
        seat = state["seats"][player]
        seed = strength(state, player, "seed")
        spaces = free_spaces(seat)
        out = []
        for tree in D.tree_ids(kodama_on(state)):
            if tree in D.K_TREES and any(tree in row for row in seat["forest"]):
                continue  # each new Kodama tree type once per forest
            if state["trees"][tree] > 0 and D.ALL_TREES[tree]["cost"] <= seed:
                out += [{"do": "plant", "tree": tree, "x": x, "y": y, "label": f"Plant a {_tree_label(tree)} at ({x}, {y})"}
                        for x, y in spaces]
        return out

    def _legal_attract(self, state: dict) -> list[dict]:
        task = state["task"]
        return self._attract_options(state, task["left"]) + [{"do": "done", "label": self._done_label(task)}]

    def _legal_extinguish(self, state: dict) -> list[dict]:
        task = state["task"]
        return self._extinguish_options(state, task["left"]) + [{"do": "done", "label": self._done_label(task)}]

    def _legal_plant(self, state: dict) -> list[dict]:
        return self._plant_options(state, state["turn"]) + [{"do": "done", "label": "Plant nothing"}]

    def _legal_steal(self, state: dict) -> list[dict]:
        victim = state["seats"][state["task"]["from"]]
        return [{"do": "steal", "tile": t, "label": f"Take their {t} victory tile"}
                for t in D.TILES if victim["tiles"][t] > 0]

    @staticmethod
    def _done_label(task: dict) -> str:
        if task["picked"]:
            return "Done"
        return "Attract nothing" if task["kind"] == "attract" else "Extinguish nothing"

    # ---- applying -------------------------------------------------------------
    def apply(self, state: dict, action: dict, rng: Rng) -> Outcome:
        out = Outcome()
        getattr(self, "_do_" + action["do"])(state, action, out, rng)
        return out

    # -- draw phase
    def _do_draw(self, state, action, out, rng):
        player = state["turn"]
        seat = state["seats"][player]
        reshuffled = False
        if not seat["pile"]:
            seat["pile"], seat["discard"] = seat["discard"], []
            rng.shuffle(seat["pile"])
            seat["known"] = 0
            reshuffled = True
        card = seat["pile"].pop(0)
        seat["known"] = max(0, seat["known"] - 1)
        seat["line"].append(card)
        state["just_drawn"] = card
        out.log("living_forest.draw", seat=player, secret_for=[player],
                secret={"card": card, "solitary": net_solitary(seat["line"]), "reshuffled": reshuffled})
        out.reveals = True
        self._settle_draw(state, out)

    def _do_discard_drawn(self, state, action, out, rng):
        player = state["turn"]
        seat = state["seats"][player]
        card = state["just_drawn"]
        seat["fragments"] -= 1
        seat["line"].pop()  # the card just drawn is the last of the line
        if D.is_varan(card):
            state["varans"].append(card)
        else:
            seat["discard"].append(card)
        state["just_drawn"] = None
        out.log("living_forest.discard_drawn", seat=player, secret_for=[player],
                secret={"card": card, "varan": D.is_varan(card)})
        self._settle_draw(state, out)

    def _do_stop(self, state, action, out, rng):
        self._finish_draw_turn(state, out, forced=False)

    def _settle_draw(self, state: dict, out: Outcome) -> None:
        """End the draw turn when stopping is the only choice left (3 solitary, nothing left...)."""
        if len(self._legal_draw(state)) == 1:
            self._finish_draw_turn(state, out, forced=True)

    def _snapshot(self, state: dict, player: int) -> dict:
        seat = state["seats"][player]
        return {"pile": len(seat["pile"]), "top": seat["pile"][:seat["known"]], "discard": len(seat["discard"]),
                "fragments": seat["fragments"], "varans": len(state["varans"])}

    def _finish_draw_turn(self, state: dict, out: Outcome, forced: bool) -> None:
        player = state["turn"]
        line = state["seats"][player]["line"]
        out.log("living_forest.line", seat=player, cards=list(line), solitary=net_solitary(line), forced=forced)
        state["just_drawn"] = None
        seq = order(state)
        k = seq.index(player)
        if k + 1 < len(seq):
            self._begin_draw_turn(state, seq[k + 1], out)
        else:
            self._start_actions(state, out)

    def _begin_draw_turn(self, state: dict, player: int, out: Outcome) -> None:
        state["phase"], state["step"], state["turn"] = "draw", "draw", player
        state["just_drawn"] = None
        state["draw_turn"] = self._snapshot(state, player)
        out.log("living_forest.draw_turn", seat=player)
        self._settle_draw(state, out)

    # -- action phase
    def _start_actions(self, state: dict, out: Outcome) -> None:
        state["phase"], state["draw_turn"] = "actions", None
        allowed = {str(i): actions_allowed(state, i) for i in range(len(state["seats"]))}
        out.log("living_forest.action_phase", actions=allowed, onibi=onibi_holder(state))
        self._begin_actor(state, state["holder"], out)

    def _begin_actor(self, state: dict, player: int, out: Outcome) -> None:
        state["turn"], state["step"] = player, "action"
        state["task"], state["queue"] = None, []
        out.log("living_forest.turn", seat=player, actions=actions_allowed(state, player))
        if kodama_on(state):
            symbols = kodama_symbols(state["seats"][player])
            if self._kodama_options(symbols):  # at least 2 symbols: the start-of-phase spending
                state["step"] = "kodama"
                state["task"] = {"kind": "kodama", "left": symbols, "picked": 0, "origin": "kodama"}

    def _use(self, state: dict, kind: str, action: dict) -> str:
        """Count the action just started: one of the seat's actions, or a level-3 animal's bonus. Its origin."""
        seat = state["seats"][state["turn"]]
        if "animal" in action:
            seat["bonus_used"].append(action["animal"])
            return "animal"
        seat["used"].append(kind)
        return "action"

    def _do_take_fragment(self, state, action, out, rng):
        player = state["turn"]
        self._use(state, "fragment", action)
        state["seats"][player]["fragments"] += 1
        out.log("living_forest.take_fragment", seat=player, amount=1)
        self._settle(state, out)

    def _do_attract(self, state, action, out, rng):
        player = state["turn"]
        if state["step"] == "action":
            origin = self._use(state, "attract", action)
            state["task"] = {"kind": "attract", "left": strength(state, player, "sun"), "picked": 0, "origin": origin}
        task = state["task"]
        card = action["card"]
        cost = D.card(card)["cost"]
        level = D.level_of(card)
        if card in state["promo"]:
            state["promo"].remove(card)
        else:
            row = state["market"][str(level)]
            row[row.index(card)] = None  # the slot stays empty until the end of the round
            state["attracted"][str(level)] += 1
        seat = state["seats"][player]
        seat["pile"].insert(0, card)  # face down on top of the draw pile
        seat["known"] += 1
        task["left"] -= cost
        task["picked"] += 1
        out.log("living_forest.attract", seat=player, card=card, cost=cost, left=task["left"], origin=task["origin"])
        self._settle(state, out)

    def _do_extinguish(self, state, action, out, rng):
        player = state["turn"]
        if state["step"] == "action":
            origin = self._use(state, "extinguish", action)
            state["task"] = {"kind": "extinguish", "left": strength(state, player, "water"), "picked": 0,
                             "origin": origin}
        task = state["task"]
        value = action["fire"]
        state["centre"].remove(value)
        state["seats"][player]["fires"].append(value)
        task["left"] -= value
        task["picked"] += 1
        out.log("living_forest.extinguish", seat=player, fire=value, left=task["left"], origin=task["origin"])
        self._settle(state, out)

    def _do_done(self, state, action, out, rng):
        task = state["task"]
        if not task.get("picked"):
            out.log("living_forest.decline", seat=state["turn"], kind=task["kind"], origin=task["origin"])
        state["task"] = None
        self._settle(state, out)

    def _do_plant(self, state, action, out, rng):
        player = state["turn"]
        if state["step"] == "action":
            origin = self._use(state, "plant", action)
        else:
            origin = state["task"]["origin"]
            state["task"] = None
        seat = state["seats"][player]
        tree, x, y = action["tree"], action["x"], action["y"]
        before = bonus(seat)
        full_before = full_lines(seat)
        state["trees"][tree] -= 1
        seat["forest"][y][x] = tree
        lines = [f"{k} {v}" for k, v in full_lines(seat) if (k, v) not in full_before]
        out.log("living_forest.plant", seat=player, tree=tree, x=x, y=y, lines=lines, origin=origin,
                bonus={k: v - before.get(k, 0) for k, v in bonus(seat).items() if v != before.get(k, 0)})
        corner = D.CORNERS.get((x, y))
        if corner is not None:
            if corner["bonus"] == "fragments":
                seat["fragments"] += corner["amount"]
                out.log("living_forest.take_fragment", seat=player, amount=corner["amount"])
            else:
                state["queue"].insert(0, {"kind": corner["bonus"], "bonus": corner["amount"], "origin": "corner"})
        self._settle(state, out)

    def _do_move(self, state, action, out, rng):
        player = state["turn"]
        self._use(state, "move", action)
        seat = state["seats"][player]
        to, jumped = walk(state, player, action["steps"])
        out.log("living_forest.move", seat=player, steps=action["steps"], source=seat["stone"], to=to, jumped=jumped)
        seat["stone"] = to
        queue = [{"kind": "steal", "from": v} for v in jumped]
        queue.append({"kind": "stone", "stone": to})
        state["queue"] = queue + state["queue"]
        self._settle(state, out)

    def _do_call(self, state, action, out, rng):
        player = state["turn"]
        if state["step"] == "action":
            origin = self._use(state, "call", action)
        else:
            origin = state["task"]["origin"]
        state["task"] = None
        card = action["card"]
        have = flowers(state, player)
        stack = state["kodama"]["stacks"][D.card(card)["stack"]]
        stack.remove(card)  # the top card; the next one is turned face up
        seat = state["seats"][player]
        seat["pile"].insert(0, card)  # face down on top of the draw pile, like an attracted animal
        seat["known"] += 1
        out.log("living_forest.call", seat=player, card=card, cost=D.card(card)["cost"], flowers=have, origin=origin)
        if stack:
            out.reveals = True  # the next Kodama card of the stack is turned face up
        self._move_onibi(state, out)
        self._settle(state, out)

    def _move_onibi(self, state: dict, out: Outcome) -> None:
        source = state["kodama"]["onibi"]
        to, jumped = onibi_walk(state)
        state["kodama"]["onibi"] = to
        centre = state["centre"]
        fires = []
        for _ in jumped:
            if len(centre) < D.CENTRE_MAX:
                centre.append(D.KODAMA["onibi_fire"])
                fires.append(D.KODAMA["onibi_fire"])
        centre.sort()
        out.log("living_forest.onibi_move", source=source, to=to, jumped=jumped, fires=fires)

    def _do_kodama(self, state, action, out, rng):
        player = state["turn"]
        seat = state["seats"][player]
        task = state["task"]
        buy = action["buy"]
        task["left"] -= D.K_SPEND[buy]
        task["picked"] += 1
        if buy == "fragment":
            seat["fragments"] += 1
        elif buy == "tile":
            seat["element_tiles"] += 1
        else:
            seat["extra"] += 1
        out.log("living_forest.kodama_spend", seat=player, buy=buy, left=task["left"])
        self._settle(state, out)

    def _do_use_tile(self, state, action, out, rng):
        player = state["turn"]
        seat = state["seats"][player]
        seat["element_tiles"] -= 1
        seat["element_used"].append(action["element"])
        out.log("living_forest.use_tile", seat=player, element=action["element"])
        self._settle(state, out)

    def _do_steal(self, state, action, out, rng):
        self._steal(state, state["task"]["from"], action["tile"], out)
        state["task"] = None
        self._settle(state, out)

    def _steal(self, state: dict, victim: int, tile: str, out: Outcome) -> None:
        player = state["turn"]
        state["seats"][victim]["tiles"][tile] -= 1
        state["seats"][player]["tiles"][tile] += 1
        out.log("living_forest.steal", seat=player, source=victim, tile=tile)

    def _do_pass(self, state, action, out, rng):
        out.log("living_forest.pass", seat=state["turn"])
        self._next_actor(state, out)

    def _settle(self, state: dict, out: Outcome) -> None:
        """After each piece of an action: ask the next real question, resolving the forced ones."""
        player = state["turn"]
        while True:
            task = state["task"]
            if task is not None:
                kind = task["kind"]
                if kind == "attract":
                    choices = self._attract_options(state, task["left"])
                elif kind == "extinguish":
                    choices = self._extinguish_options(state, task["left"])
                elif kind == "plant":
                    choices = self._plant_options(state, player)
                elif kind == "call":
                    choices = self._call_options(state, player)
                elif kind == "kodama":
                    choices = self._kodama_options(task["left"])
                else:
                    choices = self._legal_steal(state)
                if kind == "steal" and len(choices) == 1:
                    self._steal(state, task["from"], choices[0]["tile"], out)
                    state["task"] = None
                    continue
                if choices:
                    state["step"] = kind
                    return
                if kind not in ("steal", "kodama") and not task.get("picked"):
                    out.log("living_forest.nothing", seat=player, kind=kind, origin=task["origin"])
                state["task"] = None
                continue
            if state["queue"]:
                self._start_task(state, state["queue"].pop(0), out)
                continue
            break
        seat = state["seats"][player]
        # the turn goes on while a basic action, a level-3 bonus or an element tile is left to use
        if len(seat["used"]) < actions_allowed(state, player) or (
                kodama_on(state) and len(self._legal_action(state)) > 1):
            state["step"] = "action"
        else:
            self._next_actor(state, out)

    def _start_task(self, state: dict, item: dict, out: Outcome) -> None:
        player = state["turn"]
        kind = item["kind"]
        if kind == "steal":
            state["task"] = {"kind": "steal", "from": item["from"]}
            return
        if kind == "stone":
            action = circle(state)[item["stone"]]
            out.log("living_forest.stone", seat=player, stone=item["stone"], action=action)
            if action == "fragment":
                state["seats"][player]["fragments"] += 1
                out.log("living_forest.take_fragment", seat=player, amount=1)
                return
            item = {"kind": action, "bonus": 0, "origin": "stone"}
            kind = action
        if kind in ("plant", "call"):
            state["task"] = {"kind": kind, "origin": item["origin"]}
            return
        element = "sun" if kind == "attract" else "water"
        state["task"] = {"kind": kind, "left": strength(state, player, element) + item["bonus"], "picked": 0,
                         "origin": item["origin"]}

    def _next_actor(self, state: dict, out: Outcome) -> None:
        state["task"], state["queue"] = None, []
        seq = order(state)
        k = seq.index(state["turn"])
        if k + 1 < len(seq):
            self._begin_actor(state, seq[k + 1], out)
        else:
            self._end_action_phase(state, out)

    # -- victory and end of round
    def _end_action_phase(self, state: dict, out: Outcome) -> None:
        res = result(state)
        if res["qualified"]:
            state["phase"] = state["step"] = "over"
            out.log("living_forest.game_over", winners=res["winners"], scores=res["scores"], trees=res["trees"],
                    fires=res["fires"], flowers=res["flowers"], tiebreak=res["tiebreak"])
            return
        self._end_round(state, out)

    def _end_round(self, state: dict, out: Outcome) -> None:
        n = len(state["seats"])
        seq = order(state)
        # 1. Onibi attacks the spirits
        centre = state["centre"]
        if centre:
            total = sum(centre)
            targets = [i for i in seq if strength(state, i, "water") < total]
            given = {str(i): 0 for i in targets}
            for _ in range(len(centre)):
                for i in targets:
                    if state["varans"]:
                        state["seats"][i]["discard"].append(state["varans"].pop(0))
                        given[str(i)] += 1
            out.log("living_forest.attack", total=total, fires=len(centre), targets=targets, given=given,
                    left=len(state["varans"]))
        # 2. Onibi sets new fires, lowest values first, never more than the centre holds
        new = [D.FIRE_BY_LEVEL[level] for level in D.LEVELS for _ in range(state["attracted"][level])]
        added = new[:max(0, D.CENTRE_MAX - len(centre))]
        centre.extend(added)
        centre.sort()
        if new:
            out.log("living_forest.new_fires", added=added, dropped=new[len(added):])
        # market refill from the level decks (a slot stays empty once its deck runs out)
        revealed = []
        for level in D.LEVELS:
            row, deck = state["market"][level], state["decks"][level]
            for k, cid in enumerate(row):
                if cid is None and deck:
                    row[k] = deck.pop(0)
                    revealed.append(row[k])
        if revealed:
            out.log("living_forest.refill", cards=revealed)
            out.reveals = True
        if not centre:
            centre.append(D.FIRES["empty_centre_fire"])
            out.log("living_forest.empty_centre_fire", fire=D.FIRES["empty_centre_fire"])
        # 3. help lines to the discards; the Sacred Tree passes clockwise
        for seat in state["seats"]:
            seat["discard"].extend(seat["line"])
            seat["line"] = []
            seat["used"] = []
            if "extra" in seat:  # used element tiles go back to the supply; unused ones are kept
                seat.update(element_used=[], extra=0, bonus_used=[])
        state["attracted"] = {level: 0 for level in D.LEVELS}
        state["holder"] = (state["holder"] + 1) % n
        state["round"] += 1
        out.log("living_forest.round", round=state["round"], holder=state["holder"])
        self._begin_draw_turn(state, state["holder"], out)

    # ---- explaining refusals ----------------------------------------------------
    def explain_illegal(self, state: dict, action: dict) -> dict:
        from .explain import explain

        return explain(self, state, action)

    # ---- results, views, positions ----------------------------------------------
    def result(self, state: dict) -> dict | None:
        return result(state) if state["phase"] == "over" else None

    def board_view(self, state: dict, player: int | None) -> dict:
        from .view import board_view

        return board_view(state, player)

    def check_position(self, state: dict, seats: list[dict], options: dict) -> None:
        check_position(state, seats, options)

