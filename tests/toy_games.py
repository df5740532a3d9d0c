"""Small games that exist for the tests only: they exercise what the real games do not yet
(a cooperative outcome) on the core's flow, choices and turn order."""

from __future__ import annotations

from pyengine.core.choices import Pick, reason
from pyengine.core.flow import FlowGame, Frame
from pyengine.core.game import team_result
from pyengine.core.turns import first_player, next_seat
from pyengine.core.validate import fail, fields, id_list, seat_number, whole
from pyengine.core.zones import NOBODY, Zone, conserve, move

GOAL = 15
CARDS = [f"c{n}-{k}" for n in range(1, 7) for k in (1, 2)]


DECK, ROW, FIRE, ASH = Zone("the deck", NOBODY), Zone("the row"), Zone("the fire"), Zone("the ash")


def layout(state: dict):
    yield DECK, None, state["deck"]
    yield ROW, None, id_list(state["row"], "row", most=3)
    yield FIRE, None, state["burnt"]
    yield ASH, None, state["ash"]


def value(card: str) -> int:
    return int(card[1:card.index("-")])


class Turn(Frame):
    """Feed the fire with one or two of the three face-up cards, or let it be."""

    kind = "turn"
    private = False

    def choice(self, state, frame) -> Pick:
        return Pick(do="feed", field="card", items=state["row"], target=lambda c: f"row:{c}",
                    chosen=frame["fed"], most=2, least=1, done={"do": "done", "target": "button:done"},
                    why=lambda c: reason("toy.refuse.too_hot") if state["fire"] + value(c) > GOAL else None)

    def legal(self, state, frame):
        acts = self.choice(state, frame).actions()
        return acts if acts else [{"do": "done", "target": "button:done"}]

    def apply(self, ctx, frame, action):
        state = ctx.state
        if action["do"] == "feed":
            frame["fed"].append(action["card"])
            move(ctx, action["card"], (ROW, None, state["row"]), (FIRE, None, state["burnt"]))
            state["fire"] += value(action["card"])
            ctx.log("toy.feed", card=action["card"])
            return
        ctx.pop()
        if state["fire"] == GOAL:
            state["end"] = "reached"
            return
        if not state["deck"]:
            state["end"] = "burnt_out"
            return
        if len(state["row"]) == 3:
            move(ctx, state["row"][0], (ROW, None, state["row"]), (ASH, None, state["ash"]))  # unfed, a card goes to ash
        while len(state["row"]) < 3 and state["deck"]:
            move(ctx, state["deck"][0], (DECK, None, state["deck"]), (ROW, None, state["row"]))  # marks the reveal
        ctx.push({"kind": "turn", "player": next_seat(frame["player"], len(state["seats"])), "fed": []})

    def refusal(self, state, frame, action):
        return self.choice(state, frame).refusal(action)


class Campfire(FlowGame):
    """Cooperative: together, bring the fire to exactly 15 before the deck runs out."""

    id = "toy_campfire"
    name = "Campfire"
    min_players = 1
    max_players = 3
    cooperative = True
    options_spec = {"first_player": {"default": "random", "choices": ["random", 0, 1, 2]}}
    frames = (Turn,)

    def setup(self, seats, options, rng):
        deck = list(CARDS)
        rng.shuffle(deck)
        state = {"seats": [{} for _ in seats], "deck": deck[3:], "row": deck[:3], "burnt": [], "ash": [], "fire": 0, "end": None}
        first = first_player(options["first_player"], len(seats), rng)
        return self.begin(state, [{"kind": "turn", "player": first, "fed": []}], rng)

    def is_over(self, state):
        return state["end"] is not None or not state["flow"]

    def result(self, state):
        if not self.is_over(state):
            return None
        return team_result(state["end"], state["end"] == "reached", fire=state["fire"])

    def board_view(self, state, player):
        return {"row": list(state["row"]), "fire": state["fire"], "deck": len(state["deck"])}

    def check_position(self, state, seats, options):
        fields(state, {"seats", "deck", "row", "burnt", "ash", "fire", "end", "flow"}, "the state")
        conserve(layout(state), CARDS)
        if whole(state["fire"], "fire", 0, GOAL) != sum(value(c) for c in state["burnt"]):
            fail("the fire is not the sum of the cards in it")
        for i, frame in enumerate(state["flow"]):
            fields(frame, {"kind", "player", "fed"}, f"flow[{i}]")
            seat_number(frame["player"], len(seats), f"flow[{i}].player")
            if not set(id_list(frame["fed"], f"flow[{i}].fed")) <= set(state["burnt"]):
                fail(f"flow[{i}] fed cards that are not in the fire")
