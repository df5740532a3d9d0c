"""One test per Living Forest rule clause (shared/rules/living_forest.md and the two seeds).

Seat 0 is the spring spirit, seat 1 summer, seat 2 autumn, seat 3 winter; seat 0 holds the
Sacred Tree unless a test says otherwise.
"""

import inspect
import json
import re

import pytest

from catalog import catalog
from living_forest_helpers import (act_all, begin_draw, dealt, dos, edit, events_of, keys, load, move, plant, put,
                                   refusal, set_line, set_market, set_pile_top, to_actions, top, varans_to)
from pyengine.core.errors import IllegalAction, PositionError
from pyengine.core.jsondata import bare
from pyengine.core.match import Match
from pyengine.games.living_forest import data as D
from pyengine.games.living_forest.scoring import strengths



def acting(players=2, lines=None, turn=None, **options):
    """A match in the action phase of round 1 with the given help lines."""
    m = dealt(players, **options)
    s = edit(m)
    to_actions(s, turn)
    for seat, cards in (lines or {}).items():
        set_line(s, seat, cards)
    return load(m, s), s


def reload(m, fn):
    s = edit(m)
    fn(s)
    return load(m, s)


def legal_of(m, do):
    return [a for a in m.legal() if a["do"] == do]


def strip(a):
    return {k: v for k, v in a.items() if k not in ("label", "target", "group")}


# ---- setup by player count -------------------------------------------------------------------

@pytest.mark.parametrize("players,stones", [(2, [0, 6]), (3, [2, 6, 10]), (4, [0, 6, 9, 3])])
def test_setup_spirits_on_the_stones_for_the_player_count_from_the_holder(players, stones):
    for first in range(players):
        m = dealt(players, first_player=first)
        got = [m.state["seats"][(first + k) % players]["stone"] for k in range(players)]
        assert got == stones


@pytest.mark.parametrize("players,copies", [
    (2, {t: 2 for t in D.TREE_IDS}),
    (3, {**{t: 3 for t in D.TREE_IDS[:9]}, "tree_9": 2, "tree_10": 2, "tree_11": 2}),
    (4, {**{t: 4 for t in D.TREE_IDS[:6]}, "tree_6": 3, "tree_7": 3, "tree_8": 3, "tree_9": 2, "tree_10": 2,
         "tree_11": 2}),
])
def test_setup_tree_rack_by_player_count(players, copies):
    assert dealt(players).state["trees"] == copies


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_decks_market_first_fire_tiles_and_forest(players):
    s = dealt(players).state
    for seat in s["seats"]:
        assert len(seat["pile"]) == 14 and seat["known"] == 0 and not seat["discard"] and not seat["line"]
        assert sorted(seat["pile"]) == sorted(D.starting_ids(seat["spirit"]))
        assert seat["tiles"] == {"fire": 1, "flower": 1, "tree": 1} and seat["fragments"] == 0
        assert seat["forest"][1][2] == "start" and sum(c is not None for r in seat["forest"] for c in r) == 1
    for level, size in (("1", 23), ("2", 16), ("3", 12)):
        assert len(s["market"][level]) == 4 and None not in s["market"][level]
        assert len(s["decks"][level]) == size - 4
        assert all(D.level_of(c) == int(level) for c in s["market"][level] + s["decks"][level])
    assert s["centre"] == [2] and len(s["varans"]) == 23 and s["promo"] == []
    assert s["flow"][-1]["kind"] == "draw" and s["flow"][-1]["player"] == s["holder"]


def test_setup_sacred_tree_holder_is_the_option_or_seeded_chance():
    assert dealt(3, first_player=2).state["holder"] == 2
    holders = {Match.create("living_forest", 4, seed, {}).state["holder"] for seed in range(40)}
    assert holders == {0, 1, 2, 3}
    assert Match.create("living_forest", 4, 5, {}).state == Match.create("living_forest", 4, 5, {}).state


def test_setup_promo_cards_beside_the_circle_only_with_the_option():
    assert dealt(2, promo=True).state["promo"] == ["sanki", "onibi"]
    assert dealt(2).state["promo"] == []


# ---- guardian animal phase ---------------------------------------------------------------------

def test_draw_one_card_at_a_time_and_stop_at_will():
    m = dealt(2)
    assert dos(m) == ["draw", "stop"]
    m.act({"do": "draw"})
    assert len(m.state["seats"][0]["line"]) == 1 and len(m.state["seats"][0]["pile"]) == 13
    m.act({"do": "stop"})
    assert m.pending().player == 1 and m.pending().kind == "draw"


def test_stopping_before_any_draw_is_allowed():
    m = dealt(2)
    m.act({"do": "stop"})
    assert m.state["seats"][0]["line"] == [] and m.pending().player == 1


def test_draws_go_seat_after_seat_from_the_holder_then_actions_from_the_holder():
    m = dealt(3, first_player=1)
    seen = []
    while m.pending().kind == "draw":
        seen.append(m.pending().player)
        m.act({"do": "stop"})
    assert seen == [1, 2, 0]
    assert m.pending().player == 1 and m.pending().kind == "action"


def test_forced_stop_at_three_net_solitary_symbols():
    m = dealt(2)
    m = reload(m, lambda s: set_pile_top(s, 0, ["spring-bear", "spring-beetle", "spring-owl", "spring-hare"]))
    events = act_all(m, {"do": "draw"}, {"do": "draw"})
    assert dos(m) == ["draw", "stop"]
    events = m.act({"do": "draw"})  # third solitary, no fragment: the draw turn ends by itself
    assert m.state["seats"][0]["line"] == ["spring-bear", "spring-beetle", "spring-owl"]
    assert events_of(events, "living_forest.line")[0]["forced"] is True
    assert m.pending().player == 1


def test_gregarious_cancels_solitary_so_drawing_goes_on():
    m = dealt(2)
    m = reload(m, lambda s: set_pile_top(s, 0, ["spring-bear", "chimpanzee", "spring-beetle", "spring-owl",
                                                "spring-lynx"]))
    act_all(m, *[{"do": "draw"}] * 4)  # 3 solitary - 1 gregarious = 2
    assert "draw" in dos(m)
    m.act({"do": "draw"})  # 4 solitary - 1 = 3: forced stop
    assert m.pending().player == 1 and len(m.state["seats"][0]["line"]) == 5


def test_a_cancelled_card_still_gives_its_elements():
    m, s = acting(2, {0: ["spring-bear", "chimpanzee"]})
    assert strengths(m.state["seats"][0])["seed"] == 2 - 2 and strengths(m.state["seats"][0])["water"] == 1


def test_reshuffle_only_when_a_draw_is_wanted_from_an_empty_pile():
    m = dealt(2)

    def one_left(s):
        seat = s["seats"][0]
        seat["discard"], seat["pile"] = seat["pile"][1:], seat["pile"][:1]

    m = reload(m, one_left)
    first = m.state["seats"][0]["pile"][0]
    m.act({"do": "draw"})
    seat = m.state["seats"][0]
    assert seat["line"] == [first] and seat["pile"] == [] and len(seat["discard"]) == 13  # not reshuffled yet
    events = m.act({"do": "draw"})
    seat = m.state["seats"][0]
    assert seat["discard"] == [] and len(seat["pile"]) == 12 and len(seat["line"]) == 2
    assert events[0]["args"]["reshuffled"] is True


def test_draw_phase_ends_when_pile_and_discard_are_both_empty():
    m = dealt(2)
    s = edit(m)
    begin_draw(s)
    # already drawn this turn: the 12 other starting cards and 3 gregarious animals (5 - 3 = 2 solitary)
    set_line(s, 0, [c for c in D.starting_ids("spring") if c not in ("spring-hare", "spring-fawn")]
             + ["chimpanzee", "toucan", "butterfly"])
    s["seats"][0]["pile"] = [c for c in s["seats"][0]["pile"] if c in ("spring-hare", "spring-fawn")]
    m = load(m, s)
    m.act({"do": "draw"})
    events = m.act({"do": "draw"})
    assert m.pending().player == 1 and events_of(events, "living_forest.line")[0]["forced"] is True


def test_fragment_sends_a_drawn_varan_to_its_supply_and_other_cards_to_the_discard():
    m = dealt(2)

    def setup(s):
        s["seats"][0]["fragments"] = 2
        v = varans_to(s, 0, 1, "pile")[0]
        set_pile_top(s, 0, [v, "spring-hare"])

    m = reload(m, setup)
    m.act({"do": "draw"})
    assert dos(m) == ["draw", "discard_drawn", "stop"]
    m.act({"do": "discard_drawn"})
    assert len(m.state["varans"]) == 23 and m.state["seats"][0]["line"] == [] and m.state["seats"][0]["fragments"] == 1
    m.act({"do": "draw"})
    m.act({"do": "discard_drawn"})
    assert m.state["seats"][0]["discard"] == ["spring-hare"] and m.state["seats"][0]["fragments"] == 0


def test_fragment_only_on_the_card_just_drawn_and_only_once():
    m = dealt(2)
    m = reload(m, lambda s: s["seats"][0].update(fragments=3))
    assert "discard_drawn" not in dos(m)  # nothing drawn yet
    m.act({"do": "draw"})
    m.act({"do": "discard_drawn"})
    assert "discard_drawn" not in dos(m)
    assert refusal(m, {"do": "discard_drawn"})[0] == "lf.refuse.fragment.not_drawn"


def test_fragment_works_on_the_card_that_made_the_third_solitary_symbol():
    m = dealt(2)

    def setup(s):
        s["seats"][0]["fragments"] = 1
        set_pile_top(s, 0, ["spring-bear", "spring-beetle", "spring-owl", "spring-hare"])

    m = reload(m, setup)
    act_all(m, *[{"do": "draw"}] * 3)
    assert dos(m) == ["discard_drawn", "stop"]  # must stop drawing, may spend the fragment
    m.act({"do": "discard_drawn"})
    assert "draw" in dos(m)  # back to 2 solitary: may go on
    m.act({"do": "draw"})
    assert m.state["seats"][0]["line"][-1] == "spring-hare"


def test_drawn_cards_are_face_up_for_everyone_as_they_are_drawn():
    # the rulebook: cards are turned face up into the help line, one at a time
    m = dealt(2)
    events = m.act({"do": "draw"})
    card = m.state["seats"][0]["line"][0]
    for viewer in (None, 0, 1):
        view = m.view(viewer)
        assert [c["id"] for c in view["board"]["seats"][0]["line"]] == [card]
        assert [e["args"]["card"] for e in view["log"] if e["key"] == "living_forest.draw"] == [card]
    assert m.view(0)["board"]["just_drawn"]["id"] == card and m.view(1)["board"]["just_drawn"] is None
    assert "secret" not in events[0]
    assert m.pending().private is True  # the hand-off cover still comes before each seat draws


def test_counts_changed_by_a_draw_show_to_everyone_at_once():
    m = dealt(2)
    m = reload(m, lambda s: (s["seats"][0].update(fragments=1), begin_draw(s)))
    act_all(m, {"do": "draw"}, {"do": "discard_drawn"})
    for viewer in (None, 0, 1):
        seat = m.view(viewer)["board"]["seats"][0]
        assert seat["pile"] == 13 and seat["fragments"] == 0 and seat["discard_count"] == 1 and seat["line"] == []
    sent = [e["args"] for e in m.view(1)["log"] if e["key"] == "living_forest.discard_drawn"]
    assert sent == [{"seat": 0, "card": m.state["seats"][0]["discard"][0], "varan": False}]


def _drawing_now(m: Match):
    top = m.state["flow"][-1] if m.state["flow"] else None
    return top["player"] if top and top["kind"] == "draw" else None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_what_the_log_reveals_of_a_draw_turn_each_view_shows(players):
    """Random games: during every draw turn, for every viewer, the cards its log names as drawn
    (less those a fragment sent back) are the drawing seat's line in its view, and the counts it
    sees are the real ones."""
    import random
    for seed in range(4):
        m = dealt(players, seed, promo=seed % 2 == 0, kodama=seed % 3 == 0)
        rng = random.Random(seed)
        for _ in range(400):
            if m.over:
                break
            m.act(rng.choice(m.legal()))
            drawing = _drawing_now(m)
            if drawing is None:
                continue
            turn_start = max(i for i, e in enumerate(m.log) if e["key"] == "living_forest.draw_turn")
            seat = m.state["seats"][drawing]
            for viewer in (None, *range(players)):
                view = m.view(viewer, turn_start)
                line = []
                for entry in view["log"]:
                    if entry["key"] == "living_forest.draw":
                        line.append(entry["args"]["card"])
                    elif entry["key"] == "living_forest.discard_drawn":
                        assert line.pop() == entry["args"]["card"]
                shown = view["board"]["seats"][drawing]
                assert [c["id"] for c in shown["line"]] == line == seat["line"], (seed, viewer)
                assert (shown["pile"], shown["fragments"], shown["discard_count"]) == \
                       (len(seat["pile"]), seat["fragments"], len(seat["discard"]))
                assert view["board"]["varans"] == len(m.state["varans"])


def test_discard_is_visible_to_its_owner_only():
    m = dealt(2)
    m = reload(m, lambda s: (put(s, "spring-bear", s["seats"][0]["discard"]), begin_draw(s)))
    assert [c["id"] for c in m.view(0)["board"]["seats"][0]["discard"]] == ["spring-bear"]
    assert m.view(1)["board"]["seats"][0]["discard"] is None and m.view(1)["board"]["seats"][0]["discard_count"] == 1
    assert m.view(None)["board"]["seats"][0]["discard"] is None


def test_draw_pile_order_is_hidden_from_everyone():
    m = dealt(2)
    for viewer in (None, 0, 1):
        text = json.dumps(m.view(viewer))
        assert not any(c in text for s in m.state["seats"] for c in s["pile"])


# ---- action phase ------------------------------------------------------------------------------

def test_actions_in_turn_order_from_the_sacred_tree_holder():
    m, _ = acting(3, first_player=2)
    order = []
    while m.state["flow"][0]["kind"] == "action_phase":
        order.append(m.pending().player)
        m.act({"do": "pass"})
    assert order == [2, 0, 1]


def test_two_different_actions():
    m, _ = acting(2, {0: ["spring-goldfish"]})
    m.act({"do": "take_fragment"})
    assert "take_fragment" not in dos(m) and m.pending().player == 0
    assert refusal(m, {"do": "take_fragment"}) == ("lf.refuse.repeat", {"kind": "fragment"})
    m.act({"do": "extinguish", "fire": 2})
    assert m.pending().player == 1


def test_one_action_with_three_solitary_symbols():
    m, _ = acting(2, {0: ["spring-bear", "spring-beetle", "spring-owl"]})
    assert m.view(None)["board"]["seats"][0]["actions"] == 1
    m.act({"do": "take_fragment"})
    assert m.pending().player == 1


def test_strength_is_line_plus_permanent_bonuses_with_negatives_subtracting():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-tanuki", "spring-wild_boar", "spring-weasel"])  # sun 3 - 2 + 2
    plant(s, 0, {(1, 1): "tree_5a", (3, 1): "tree_3a"})  # +2 sun, +1 sun
    m = load(m, s)
    assert m.view(None)["board"]["seats"][0]["strength"]["sun"] == 3 + 3
    assert m.view(None)["board"]["seats"][0]["strength"]["flower"] == -1


def test_strength_is_recomputed_after_each_plant():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-bee", "spring-beetle", "caterpillar", "bull"])  # seed 1+1+2+1=5, sun 3
    m = load(m, s)
    m.act({"do": "plant", "tree": "tree_5a", "x": 1, "y": 1})  # +2 sun at once
    assert m.view(None)["board"]["seats"][0]["strength"]["sun"] == 5
    assert {a["card"] for a in legal_of(m, "attract")} == {
        c for lv in "123" for c in m.state["market"][lv] if c and D.card(c)["cost"] <= 5}


def test_take_a_fragment():
    m, _ = acting(2)
    events = m.act({"do": "take_fragment"})
    assert m.state["seats"][0]["fragments"] == 1 and keys(events)[0] == "living_forest.take_fragment"


def test_attract_several_cards_total_cost_within_sun_onto_the_pile_top():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-beetle", "spring-tanuki", "spring-weasel"])  # 8 sun
    set_market(s, "1", ["hedgehog", "caterpillar", "beaver", "raven"])  # 3, 3, 2, 2
    m = load(m, s)
    m.act({"do": "attract", "card": "hedgehog"})
    assert m.pending().kind == "attract" and top(m.state)["left"] == 5
    m.act({"do": "attract", "card": "caterpillar"})
    assert {a["card"] for a in legal_of(m, "attract")} >= {"beaver", "raven"}
    assert all(D.card(a["card"])["cost"] <= 2 for a in legal_of(m, "attract"))
    m.act({"do": "attract", "card": "beaver"})  # 0 sun left: the action ends by itself
    assert m.pending().kind == "action"
    seat = m.state["seats"][0]
    assert seat["pile"][:3] == ["beaver", "caterpillar", "hedgehog"] and seat["known"] == 3
    assert m.state["market"]["1"][:3] == [None, None, None]  # empty until the round ends
    assert [c["id"] for c in m.view(1)["board"]["seats"][0]["pile_top"]] == ["beaver", "caterpillar", "hedgehog"]


def test_attract_ends_by_itself_when_nothing_more_fits():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-beetle"])  # 3 sun
    set_market(s, "1", ["hedgehog", "caterpillar", "flamingo", "coati"])
    m = load(m, s)
    m.act({"do": "attract", "card": "hedgehog"})
    assert m.pending().kind == "action" and m.state["seats"][0]["used"] == ["attract"]


def test_market_slots_refill_only_at_the_end_of_the_round():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-beetle"])
    set_market(s, "1", ["hedgehog", "caterpillar", "flamingo", "coati"])
    m = load(m, s)
    top = m.state["decks"]["1"][0]
    m.act({"do": "attract", "card": "hedgehog"})
    m.act({"do": "pass"})
    assert m.state["market"]["1"][0] is None
    events = m.act({"do": "pass"})
    assert m.state["market"]["1"][0] == top and top in events_of(events, "living_forest.refill")[0]["cards"]


def test_market_slot_stays_empty_when_its_deck_is_exhausted():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-beetle"])
    set_market(s, "1", ["hedgehog", "caterpillar", "flamingo", "coati"])
    for c in list(s["decks"]["1"]):
        put(s, c, s["seats"][1]["discard"])
    m = load(m, s)
    act_all(m, {"do": "attract", "card": "hedgehog"}, {"do": "pass"}, {"do": "pass"})
    assert m.state["market"]["1"][0] is None and m.state["decks"]["1"] == []
    assert m.state["centre"] == [2, 2]  # its fire still comes


def test_extinguish_fires_whose_total_is_within_water():
    m, _ = acting(2, {0: ["spring-goldfish", "spring-hummingbird"]})  # 3 water
    m = reload(m, lambda s: s.update(centre=[2, 2, 3]))
    assert {a["fire"] for a in legal_of(m, "extinguish")} == {2, 3}
    m.act({"do": "extinguish", "fire": 2})
    assert m.state["seats"][0]["fires"] == [2] and m.state["centre"] == [2, 3]
    assert m.pending().kind == "action"  # 1 water left: nothing more fits


def test_plant_cost_within_seed_next_to_a_tree():
    m, _ = acting(2, {0: ["spring-bear", "spring-bee"]})  # 3 seed
    plants = legal_of(m, "plant")
    assert {a["tree"] for a in plants} == {"tree_3a", "tree_3b"}
    assert {(a["x"], a["y"]) for a in plants} == {(1, 1), (3, 1), (2, 0), (2, 2)}
    assert refusal(m, {"do": "plant", "tree": "tree_4a", "x": 1, "y": 1}) == (
        "lf.refuse.plant.cost", {"tree": "tree_4a", "cost": 4, "seed": 3})
    assert refusal(m, {"do": "plant", "tree": "tree_3a", "x": 1, "y": 0})[0] == "lf.refuse.plant.space"
    m.act({"do": "plant", "tree": "tree_3b", "x": 1, "y": 1})
    assert m.state["seats"][0]["forest"][1][1] == "tree_3b" and m.state["trees"]["tree_3b"] == 1
    assert m.view(None)["board"]["seats"][0]["bonus"]["water"] == 1


@pytest.mark.parametrize("x,element,amount", [(1, "water", 1), (2, "sun", 1), (3, "wind", 1)])
def test_completing_columns_two_three_four(x, element, amount):
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-bear", "spring-bee"])
    plant(s, 0, {(2, 0): "tree_4b"} if x == 2 else {(x, 1): "tree_4b", (x, 0): "tree_4b"})
    m = load(m, s)
    before = m.view(None)["board"]["seats"][0]["bonus"][element]
    events = m.act({"do": "plant", "tree": "tree_3a" if element != "sun" else "tree_3b", "x": x, "y": 2})
    assert m.view(None)["board"]["seats"][0]["bonus"][element] == before + amount
    assert events_of(events, "living_forest.plant")[0]["lines"] == [f"column {x}"]


def test_completing_the_middle_row_gives_two_flowers():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-bear", "spring-bee"])
    plant(s, 0, {(1, 1): "tree_3a", (3, 1): "tree_3a", (4, 1): "tree_5b"})
    m = load(m, s)
    m.act({"do": "plant", "tree": "tree_3b", "x": 0, "y": 1})
    assert m.view(None)["board"]["seats"][0]["bonus"]["flower"] == 2


def _corner_ready(s):
    to_actions(s)
    set_line(s, 0, ["spring-bear", "spring-bee", "spring-beetle"])  # water 1, seed 4, sun 3
    plant(s, 0, {(1, 1): "tree_4a", (0, 1): "tree_4b", (3, 1): "tree_5b", (4, 1): "tree_6"})


@pytest.mark.parametrize("x,y", [(4, 0), (0, 2)])
def test_corner_gives_two_fragments(x, y):
    m = dealt(2)
    s = edit(m)
    _corner_ready(s)
    m = load(m, s)
    m.act({"do": "plant", "tree": "tree_3b", "x": x, "y": y})
    assert m.state["seats"][0]["fragments"] == 2 and m.pending().kind == "action"


def test_corner_gives_an_extra_attract_with_three_more_sun_that_does_not_count():
    m = dealt(2)
    s = edit(m)
    _corner_ready(s)
    set_market(s, "1", ["hedgehog", "caterpillar", "flamingo", "coati"])
    m = load(m, s)
    m.act({"do": "plant", "tree": "tree_3b", "x": 0, "y": 0})
    assert m.pending().kind == "attract" and top(m.state)["left"] == 3 + 3
    left = top(m.state)["left"]
    assert left == strengths(m.state["seats"][0])["sun"] + 3
    m.act({"do": "attract", "card": "hedgehog"})
    if m.pending().kind == "attract":
        m.act({"do": "done"})
    assert m.state["seats"][0]["used"] == ["plant"] and m.pending().kind == "action"
    assert "attract" in dos(m)  # the bonus did not use the attract action


def test_corner_gives_an_extra_extinguish_with_two_more_water():
    m = dealt(2)
    s = edit(m)
    _corner_ready(s)
    s["centre"] = [3]
    m = load(m, s)
    m.act({"do": "plant", "tree": "tree_3b", "x": 4, "y": 2})
    # water: bear 1 + tree_6 2 + the tree_3b just planted 1, then +2
    assert m.pending().kind == "extinguish" and top(m.state)["left"] == 1 + 2 + 1 + 2
    m.act({"do": "extinguish", "fire": 3})
    assert m.state["seats"][0]["fires"] == [3] and m.state["seats"][0]["used"] == ["plant"]


def test_cost_eleven_tree_allows_the_same_action_twice():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    plant(s, 0, {(1, 1): "tree_11"})
    m = load(m, s)
    m.act({"do": "take_fragment"})
    assert "take_fragment" in dos(m)
    m.act({"do": "take_fragment"})
    assert m.state["seats"][0]["fragments"] == 2 and m.pending().player == 1


def test_cost_eleven_tree_counts_at_once_for_the_second_action():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["praying_mantis", "rhinoceros", "spring-bear", "spring-bee", "caterpillar"])  # seed 12
    m = load(m, s)
    m.act({"do": "plant", "tree": "tree_11", "x": 1, "y": 1})
    assert "plant" in dos(m)


def test_planting_a_type_again_is_allowed_but_counts_once():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-bear", "spring-bee"])
    plant(s, 0, {(1, 1): "tree_3a"})
    m = load(m, s)
    before = m.view(None)["board"]["seats"][0]["progress"]["trees"]
    m.act({"do": "plant", "tree": "tree_3a", "x": 3, "y": 1})
    assert m.view(None)["board"]["seats"][0]["progress"]["trees"] == before


def _circle(s, stones):
    for i, stone in enumerate(stones):
        s["seats"][i]["stone"] = stone


def test_move_one_to_wind_stones_jumping_occupied_ones_uncounted():
    m = dealt(3)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-owl", "horse"])  # 3 wind, -1 sun
    _circle(s, [0, 1, 2])
    m = load(m, s)
    assert [a["steps"] for a in legal_of(m, "move")] == [1, 2, 3]
    events = m.act(move(m, 1))
    assert m.state["seats"][0]["stone"] == 3
    assert events_of(events, "living_forest.move")[0]["jumped"] == [1, 2]


def test_jumping_takes_one_victory_tile_of_your_choice_from_each_jumped_spirit():
    m = dealt(3)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-hare"])
    _circle(s, [0, 1, 6])
    s["seats"][1]["tiles"] = {"fire": 1, "flower": 0, "tree": 2}
    s["seats"][0]["tiles"] = {"fire": 1, "flower": 2, "tree": 0}
    m = load(m, s)
    m.act(move(m, 1))
    assert m.pending().kind == "steal" and [a["tile"] for a in m.legal()] == ["fire", "tree"]
    m.act({"do": "steal", "tile": "tree"})
    assert m.state["seats"][1]["tiles"]["tree"] == 1 and m.state["seats"][0]["tiles"]["tree"] == 1


def test_a_tile_taken_from_a_spirit_can_be_one_it_took_itself():
    m = dealt(3)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-hare"])
    _circle(s, [0, 1, 6])
    s["seats"][1]["tiles"] = {"fire": 2, "flower": 0, "tree": 0}
    s["seats"][2]["tiles"] = {"fire": 0, "flower": 2, "tree": 2}
    s["seats"][0]["tiles"] = {"fire": 1, "flower": 1, "tree": 1}
    m = load(m, s)
    events = m.act(move(m, 1))  # one kind only: taken without asking
    assert events_of(events, "living_forest.steal") == [{"seat": 0, "source": 1, "tile": "fire"}]
    assert m.state["seats"][0]["tiles"]["fire"] == 2


def test_a_jumped_spirit_without_tiles_gives_none():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-hare"])
    _circle(s, [0, 1])
    s["seats"][0]["tiles"] = {"fire": 2, "flower": 2, "tree": 2}
    s["seats"][1]["tiles"] = {"fire": 0, "flower": 0, "tree": 0}
    m = load(m, s)
    events = m.act(move(m, 1))
    assert not events_of(events, "living_forest.steal") and m.state["seats"][0]["stone"] == 2
    assert m.pending().kind == "action"  # the attract stone: nothing affordable with no sun


def test_a_bonus_action_may_be_declined():
    m = dealt(2)
    s = edit(m)
    _corner_ready(s)
    set_market(s, "1", ["hedgehog"])
    m = load(m, s)
    m.act({"do": "plant", "tree": "tree_3b", "x": 0, "y": 0})
    events = m.act({"do": "done"})
    assert events_of(events, "living_forest.decline") == [{"seat": 0, "kind": "attract", "origin": "corner"}]
    assert m.state["seats"][0]["pile"][0] != "hedgehog" and m.pending().kind == "action"


def test_landing_stone_action_at_once_and_it_may_repeat_an_action():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-hare", "spring-bear", "spring-bee"])  # wind 1, seed 3
    _circle(s, [11, 6])
    m = load(m, s)
    m.act({"do": "plant", "tree": "tree_3a", "x": 1, "y": 1})
    m.act(move(m, 1))  # stone 0: plant
    assert m.pending().kind == "plant" and "done" in dos(m)
    m.act({"do": "plant", "tree": "tree_3b", "x": 3, "y": 1})
    assert m.state["seats"][0]["forest"][1][3] == "tree_3b" and m.pending().player == 1


@pytest.mark.parametrize("stone,kind", [(1, "fragment"), (2, "attract"), (4, "extinguish")])
def test_landing_stones_fragment_attract_extinguish(stone, kind):
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["spring-hare", "spring-goldfish", "spring-beetle"])  # wind 1, water 2, sun 3
    set_market(s, "1", ["hedgehog", "caterpillar", "flamingo", "coati"])
    _circle(s, [stone - 1, 7])
    m = load(m, s)
    m.act(move(m, 1))
    if kind == "fragment":
        assert m.state["seats"][0]["fragments"] == 1 and m.pending().kind == "action"
    else:
        assert m.pending().kind == kind and top(m.state)["origin"] == "stone"
        assert "done" in dos(m)


def test_end_your_actions_is_always_possible():
    m, _ = acting(2)
    assert dos(m)[-1] == "pass"
    m.act({"do": "pass"})
    assert m.pending().player == 1


# ---- end of round ------------------------------------------------------------------------------

def _last_to_act(players=2, centre=None, lines=None):
    m = dealt(players)
    s = edit(m)
    to_actions(s, turn=players - 1)
    if centre is not None:
        s["centre"] = centre
    for seat, cards in (lines or {}).items():
        set_line(s, seat, cards)
    return load(m, s)


def test_onibi_attacks_spirits_whose_water_is_below_the_fire_total():
    m = _last_to_act(3, [2, 3], {0: ["spring-goldfish", "spring-hummingbird", "spring-bear"],  # 4 water
                                  1: ["summer-goldfish", "summer-hummingbird", "summer-bear", "summer-fox"]})  # 5
    events = m.act({"do": "pass"})
    attack = events_of(events, "living_forest.attack")[0]
    assert attack["total"] == 5 and attack["targets"] == [0, 2] and attack["given"] == {"0": 2, "2": 2}
    assert sum(D.is_varan(c) for c in m.state["seats"][0]["discard"]) == 2
    assert sum(D.is_varan(c) for c in m.state["seats"][1]["discard"]) == 0


def test_varan_shortage_is_shared_one_at_a_time_in_turn_order_from_the_holder():
    m = dealt(3, first_player=1)
    s = edit(m)
    to_actions(s, turn=0)
    s["centre"] = [2, 2, 2]
    varans_to(s, 1, 18)  # 5 left for 3 targets x 3 fires
    m = load(m, s)
    events = m.act({"do": "pass"})
    assert events_of(events, "living_forest.attack")[0]["given"] == {"1": 2, "2": 2, "0": 1}
    assert m.state["varans"] == []


def test_no_varans_left_none_given():
    m = dealt(2)
    s = edit(m)
    to_actions(s, turn=1)
    varans_to(s, 0, 23)
    m = load(m, s)
    events = m.act({"do": "pass"})
    assert events_of(events, "living_forest.attack")[0]["given"] == {"0": 0, "1": 0}


def test_new_fires_by_level_of_the_animals_taken_lowest_first_and_capped_at_seven():
    m = _last_to_act(2, [2, 2, 2, 3, 3])
    m = reload(m, lambda s: (s["attracted"].update({"1": 1, "2": 1, "3": 1}),
                             [s["market"][lv].__setitem__(0, None) or s["decks"][lv].insert(0, c)
                              for lv, c in (("1", s["market"]["1"][0]), ("2", s["market"]["2"][0]),
                                            ("3", s["market"]["3"][0]))]))
    events = m.act({"do": "pass"})
    fires = events_of(events, "living_forest.new_fires")[0]
    assert fires == {"added": [2, 3], "dropped": [4]} and len(m.state["centre"]) == 7


def test_a_fire_of_two_when_the_centre_is_empty_after_the_new_fires():
    m = _last_to_act(2, [])
    events = m.act({"do": "pass"})
    assert m.state["centre"] == [2] and events_of(events, "living_forest.empty_centre_fire")


def test_no_extra_fire_when_new_fires_arrived():
    m = _last_to_act(2, [])
    m = reload(m, lambda s: (s["attracted"].update({"3": 1}), s["decks"]["3"].insert(0, s["market"]["3"][0]),
                             s["market"]["3"].__setitem__(0, None)))
    m.act({"do": "pass"})
    assert m.state["centre"] == [4]


def test_lines_go_to_the_discards_and_the_sacred_tree_passes_clockwise():
    m = _last_to_act(3, None, {0: ["spring-bee"], 2: ["autumn-hare"]})
    events = m.act({"do": "pass"})
    assert m.state["seats"][0]["line"] == [] and "spring-bee" in m.state["seats"][0]["discard"]
    assert "autumn-hare" in m.state["seats"][2]["discard"]
    assert m.state["holder"] == 1 and m.state["round"] == 2
    assert m.pending().player == 1 and m.pending().kind == "draw"
    assert events_of(events, "living_forest.round") == [{"round": 2, "holder": 1}]


# ---- victory -----------------------------------------------------------------------------------

def _forest_of(s, seat, types):
    spaces = [(1, 1), (3, 1), (0, 1), (4, 1), (2, 0), (2, 2), (1, 0), (3, 0), (1, 2), (3, 2), (0, 0), (4, 0)]
    plant(s, seat, dict(zip(spaces, types)))


def test_victory_by_twelve_tree_types_with_the_starting_tree_and_tiles():
    m = _last_to_act(2)
    m = reload(m, lambda s: _forest_of(s, 0, D.TREE_IDS[:10]))  # start + 10 types + 1 tree tile = 12
    m.act({"do": "pass"})
    r = m.view(None)["result"]
    assert m.over and r["winners"] == [0] and r["trees"][0] == 12 and r["reasons"] == {"0": ["trees"]}


def test_victory_by_twelve_fires_counts_tokens_not_values():
    m = _last_to_act(2)
    m = reload(m, lambda s: s["seats"][1].update(fires=[2] * 11))
    m.act({"do": "pass"})
    assert m.over and m.view(None)["result"]["winners"] == [1] and m.view(None)["result"]["fires"][1] == 12


def test_victory_by_twelve_flowers_from_line_bonuses_and_tiles():
    m = _last_to_act(2, None, {0: ["elephant", "panda", "goat", "ram"]})  # 3+3+2+2 = 10 flowers
    m = reload(m, lambda s: plant(s, 0, {(1, 1): "tree_4b"}))  # +1, + flower tile 1 = 12
    m.act({"do": "pass"})
    r = m.view(None)["result"]
    assert r["flowers"][0] == 12 and r["winners"] == [0]


def test_no_victory_below_twelve_and_the_check_waits_for_the_end_of_the_action_phase():
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    s["seats"][0]["fires"] = [2] * 10  # 10 + 1 tile = 11
    s["centre"] = [2]
    set_line(s, 0, ["spring-goldfish"])
    m = load(m, s)
    m.act({"do": "extinguish", "fire": 2})  # 12 now, but seat 1 still acts
    assert not m.over and m.pending().player in (0, 1)
    while m.pending().player == 0:
        m.act({"do": "pass"})
    m.act({"do": "pass"})
    assert m.over and m.view(None)["result"]["winners"] == [0]


def test_several_qualified_the_highest_sum_wins():
    m = _last_to_act(2)

    def setup(s):
        s["seats"][0]["fires"] = [2] * 11  # fires 12, trees 2, flowers 1 = 15
        s["seats"][1]["fires"] = [2] * 11
        plant(s, 1, {(1, 1): "tree_3a"})  # trees 3: 16
    m = reload(m, setup)
    m.act({"do": "pass"})
    r = m.view(None)["result"]
    assert r["winners"] == [1] and r["qualified"] == [0, 1] and r["tiebreak"] == "sum" and r["places"] == [2, 1]


def test_equal_sums_share_the_win():
    m = _last_to_act(2)
    m = reload(m, lambda s: [s["seats"][i].update(fires=[2] * 11) for i in (0, 1)])
    m.act({"do": "pass"})
    r = m.view(None)["result"]
    assert r["winners"] == [0, 1] and r["tiebreak"] == "shared" and r["places"] == [1, 1]


def test_the_others_are_ranked_by_best_category_then_by_sum():
    m = _last_to_act(4)

    def setup(s):
        s["seats"][0]["fires"] = [2] * 11  # winner
        s["seats"][1]["fires"] = [2] * 5  # best 6, sum 6+2+1 = 9
        s["seats"][2]["fires"] = [2] * 5
        plant(s, 2, {(1, 1): "tree_3a"})  # best 6, sum 10
        s["seats"][3]["fires"] = [2] * 6  # best 7
    m = reload(m, setup)
    m.act({"do": "pass"})
    r = m.view(None)["result"]
    assert r["ranking"] == [0, 3, 2, 1] and r["places"] == [1, 4, 3, 2]


# ---- promo: Sanki and Onibi -----------------------------------------------------------------------

def _rich(s, seat=0):
    set_line(s, seat, ["bison", "marmot", "spring-beetle", "spring-tanuki"])  # 6+5+3+3 = 17 sun


def test_promo_cards_are_attracted_like_animals_onto_the_pile_top_without_fire():
    m = dealt(2, promo=True)
    s = edit(m)
    to_actions(s)
    _rich(s)
    m = load(m, s)
    assert {"sanki", "onibi"} <= {a["card"] for a in legal_of(m, "attract")}
    m.act({"do": "attract", "card": "sanki"})
    assert m.state["seats"][0]["pile"][0] == "sanki" and m.state["promo"] == ["onibi"]
    assert m.state["attracted"] == {"1": 0, "2": 0, "3": 0}
    while not m.state["round"] == 2:
        m.act({"do": "done"} if m.pending().kind == "attract" else {"do": "pass"})
    assert m.state["centre"] == [2]  # the first fire stays; none added for Sanki


def test_sanki_gives_five_flowers():
    m, _ = acting(2, {0: ["sanki", "spring-fawn"]}, promo=True)
    assert m.view(None)["board"]["seats"][0]["strength"]["flower"] == 6
    assert m.view(None)["board"]["seats"][0]["progress"]["flowers"] == 7


def test_onibi_limits_every_other_seat_to_one_action():
    m, _ = acting(3, {1: ["onibi"]}, promo=True)
    seats = m.view(None)["board"]["seats"]
    assert [s["actions"] for s in seats] == [1, 2, 1]
    m.act({"do": "take_fragment"})
    assert m.pending().player == 1


def test_onibi_holders_opponents_still_draw_until_three_solitary():
    m = dealt(2, promo=True)
    s = edit(m)
    set_line(s, 0, ["onibi"])
    begin_draw(s, 1)
    set_pile_top(s, 1, ["summer-bear", "chimpanzee", "summer-beetle", "summer-owl"])
    m = load(m, s)
    act_all(m, *[{"do": "draw"}] * 4)
    assert "draw" in dos(m)  # 3 solitary - 1 gregarious: may draw on


# ---- positions ---------------------------------------------------------------------------------

@pytest.mark.parametrize("edit_fn,message", [
    (lambda s: s["seats"][0]["pile"].append("hedgehog"), "both"),
    (lambda s: s["seats"][0]["pile"].pop(), "nowhere"),
    (lambda s: s["seats"][0]["pile"].append(s["seats"][1]["pile"].pop()), "cannot be in"),
    (lambda s: s.update(centre=[2] * 8), "at most 7"),
    (lambda s: s["seats"][0]["forest"][0].__setitem__(0, "tree_3a"), "does not connect"),
    (lambda s: s["trees"].update(tree_3a=5), "tree_3a"),
    (lambda s: s["seats"][1].update(stone=0), "two spirits"),
    (lambda s: s["seats"][0]["tiles"].update(fire=2), "victory tiles"),
])
def test_impossible_positions_are_refused_naming_the_defect(edit_fn, message):
    m = dealt(2)
    s = edit(m)
    edit_fn(s)
    with pytest.raises(PositionError, match=message):
        load(m, s)


def _varan_on_top(s):
    s["seats"][0]["pile"].insert(0, s["varans"].pop(0))


@pytest.mark.parametrize("edit_fn", [
    lambda s: None,  # its own top card, a starting animal dealt face down
    _varan_on_top,  # a Varan comes back to a pile only by a shuffle
    lambda s: s["seats"][0].update(known=len(s["seats"][0]["pile"])),
])
def test_a_pile_top_claimed_public_that_never_went_there_in_sight_is_refused(edit_fn):
    # fuzzing: such a save loaded, showed a face-down card to every seat, and its position broke later
    m = dealt(2)
    s = edit(m)
    edit_fn(s)
    s["seats"][0]["known"] = max(1, s["seats"][0]["known"])
    with pytest.raises(PositionError, match=r"seat 0's known claims \S+, on its draw pile, is public"):
        load(m, s)


def test_animals_attracted_onto_a_pile_are_known_and_load():
    import random
    m, rng = dealt(3, 5, promo=True, kodama=True), random.Random(5)
    while not any(seat["known"] for seat in m.state["seats"]):
        m.act(rng.choice(m.legal()))
    again = load(m, edit(m))
    seat = next(i for i, s in enumerate(m.state["seats"]) if s["known"])
    top = m.state["seats"][seat]["pile"][:m.state["seats"][seat]["known"]]
    assert [c["id"] for c in again.view(None)["board"]["seats"][seat]["pile_top"]] == top


# ---- refusals explain themselves ---------------------------------------------------------------

def test_refused_actions_say_why():
    m = dealt(2)
    assert refusal(m, {"do": "fly"}) == ("lf.refuse.unknown", {})
    assert refusal(m, {"do": "take_fragment"}) == ("lf.refuse.now.draw", {"tried": "take_fragment"})
    m, _ = acting(2, {0: ["spring-hare"]})  # 1 wind, 0 water
    here = m.state["seats"][0]["stone"]
    far = next(k for k in range(2, 12) if all(s["stone"] != (here + k) % 12 for s in m.state["seats"]))
    assert refusal(m, {"do": "move", "steps": far, "to": (here + far) % 12}) == (
        "lf.refuse.move.far", {"wind": 1, "stone": (here + far) % 12})
    assert refusal(m, {"do": "extinguish", "fire": 3}) == ("lf.refuse.fire.none", {"fire": 3})
    assert refusal(m, {"do": "extinguish", "fire": 2}) == (
        "lf.refuse.fire.cost", {"fire": 2, "water": 0, "more": False})
    assert refusal(m, {"do": "attract", "card": "spring-bear"}) == ("lf.refuse.attract.offer", {"card": "spring-bear"})
    assert refusal(m, {"do": "attract", "card": "no-such-card"}) == ("lf.refuse.attract.offer", {"card": None})
    assert refusal(m, {"do": "done"}) == ("lf.refuse.now.action", {"tried": "done"})


def test_a_move_without_its_landing_stone_says_so():
    m, _ = acting(2, {0: ["spring-hare"]})
    assert refusal(m, {"do": "move", "steps": 1}) == ("lf.refuse.move.stone", {"wind": 1})
    assert refusal(m, {"do": "move", "steps": 1, "to": "next"})[0] == "lf.refuse.move.stone"
    legal = move(m, 1)
    assert refusal(m, {"do": "move", "steps": 2, "to": legal["to"]}) == (
        "lf.refuse.move.count", {"stone": legal["to"], "steps": 1})
    m, _ = acting(2, {0: ["spring-bee"]})  # no wind at all
    assert refusal(m, {"do": "move", "steps": 1})[0] == "lf.refuse.move.no_wind"


def test_a_move_onto_another_spirit_says_it_is_jumped():
    m, _ = acting(2, {0: ["spring-hare"]})
    other = m.state["seats"][1]["stone"]
    steps = (other - m.state["seats"][0]["stone"]) % 12
    assert refusal(m, {"do": "move", "steps": steps, "to": other}) == (
        "lf.refuse.move.occupied", {"stone": other, "onibi": False})


def test_refusals_during_the_draw_and_the_steal():
    m = dealt(2)
    assert refusal(m, {"do": "discard_drawn"}) == ("lf.refuse.fragment.none", {})
    assert refusal(m, {"do": "call", "card": "kodama_flower_1"}) == ("lf.refuse.now.draw", {"tried": "call"})
    m, _ = acting(2, {0: ["spring-hare"]})
    assert refusal(m, {"do": "call", "card": "kodama_flower_1"}) == ("lf.refuse.kodama.off", {})
    assert refusal(m, {"do": "steal", "tile": "fire"}) == ("lf.refuse.now.action", {"tried": "steal"})


def test_every_refusal_key_has_its_words_in_the_catalog():
    from pyengine.games.living_forest import explain
    words = catalog()
    assert explain.KEYS <= set(words), sorted(explain.KEYS - set(words))
    # and explain.py returns no key outside KEYS (it asserts so): every name it uses is listed
    used = {"lf.refuse." + n for n in re.findall(r'_no\("([\w.]+)"', inspect.getsource(explain))}
    assert used <= explain.KEYS, sorted(used - explain.KEYS)
    # the words of a refusal are in the players' words: no action name or internal term
    for key in explain.KEYS:
        for bad in ("take_fragment", "discard_drawn", "use_tile", "'do'", "null", "JSON", "action type"):
            assert bad not in words[key], (key, bad)


def test_random_illegal_actions_are_refused_with_a_known_key():
    """Mutated legal actions (wrong values, missing fields) along seeded bot games: every refusal is a known key."""
    import random

    from pyengine.core import bot
    from pyengine.games.living_forest.explain import KEYS
    rnd = random.Random(4)
    for seed, options in ((1, {}), (2, {"kodama": True, "promo": True})):
        m = Match.create("living_forest", 3, seed, {**options, "first_player": 0})
        for _ in range(150):
            if m.over:
                break
            legal = m.legal()
            for _ in range(3):
                a = bare(rnd.choice(legal))  # presentation fields (label, target, group) are never part of it
                field = rnd.choice(sorted(a))
                a[field] = rnd.choice([None, 99, "x", "tree_11", "hedgehog", -1, 3])
                if any(bare(b) == a for b in legal):
                    continue
                try:
                    m.act(a)
                except IllegalAction as err:
                    assert err.key in KEYS, (a, err.key)
                else:
                    raise AssertionError(f"{a} accepted though not legal")
            m.act(bot.choose(m), m.pending().player)


def test_option_hints_say_choose_or_tap_and_name_no_internal_term():
    # (the catalog's own words are checked for every game in test_catalog.py)
    spec = Match.create("living_forest", 2, 1, {}).game.options_spec
    for name, option in spec.items():  # the setup dialog shows these as hints
        assert "assum" not in option["doc"] and "click" not in option["doc"], name
