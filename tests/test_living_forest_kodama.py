"""One test per clause of the Kodama expansion (option ``kodama``): the Kodama part of the
Vietnamese seed (shared/seeds/000_d32ef087548cc1f1.txt) and shared/rules/living_forest.md.

Seat 0 is the spring spirit, seat 1 summer, seat 2 autumn, seat 3 winter; seat 0 holds the
Sacred Tree.
"""

import json

import pytest

from living_forest_helpers import (begin_draw, dealt, edit, events_of, load, move, plant, put, refusal, set_line,
                                   to_actions, top)
from pyengine.core.errors import PositionError
from pyengine.games.living_forest import data as D
from pyengine.games.living_forest.hooks import outcome as result  # the goals are the Kodama part's
from pyengine.games.living_forest.scoring import strengths

K = {"kodama": True}
SIX = ["kodama_spring", "kodama_flower_1", "kodama_tree_1", "kodama_water_1", "kodama_flower_2", "kodama_tree_2"]


def acting(players=4, lines=None, **options):
    m = dealt(players, **K, **options)
    s = edit(m)
    to_actions(s)
    for seat, cards in (lines or {}).items():
        set_line(s, seat, cards)
    return load(m, s), s


def reload(m, fn):
    s = edit(m)
    fn(s)
    return load(m, s)


def legal_of(m, do):
    return [{k: v for k, v in a.items() if k not in ("label", "target", "group")} for a in m.legal() if a["do"] == do]


def at_spending(players, line):
    """Seat 0 starting its action phase with ``line``: the last seat stops drawing."""
    m = dealt(players, **K)
    s = edit(m)
    set_line(s, 0, line)
    begin_draw(s, players - 1)
    m = load(m, s)
    m.act({"do": "stop"})
    return m


# ---- setup -------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,removed", [(2, 3), (3, 2), (4, 0)])
def test_setup_with_the_option(players, removed):
    s = dealt(players, **K).state
    k = s["kodama"]
    assert {st: len(k["stacks"][st]) for st in D.K_STACKS} == {st: 6 - removed for st in D.K_STACKS}
    assert len(k["removed"]) == 3 * removed
    for st in D.K_STACKS:
        assert sorted(k["stacks"][st] + [c for c in k["removed"] if D.card(c)["stack"] == st]) == sorted(
            D.kodama_stack(st))
    for seat in s["seats"]:
        assert len(seat["pile"]) == 15 and f"kodama_{seat['spirit']}" in seat["pile"]
        assert (seat["element_tiles"], seat["element_used"], seat["extra"], seat["bonus_used"]) == (0, [], 0, [])
    new2 = {c["id"] for c in D.KODAMA["animals"]["2"]}
    new3 = {c["id"] for c in D.KODAMA["animals"]["3"]}
    assert new2 <= set(s["market"]["2"] + s["decks"]["2"]) and new3 <= set(s["market"]["3"] + s["decks"]["3"])
    assert len(s["market"]["2"] + s["decks"]["2"]) == 21 and len(s["market"]["3"] + s["decks"]["3"]) == 17
    assert all(s["trees"][t] == 2 for t in D.K_TREE_IDS)
    last = s["seats"][(s["holder"] - 1) % players]["stone"]
    assert k["onibi"] == (last + 1) % 12  # the stone in front of the last player
    assert s["rules"] == {"promo": False, "kodama": True}


def test_setup_removed_cards_and_stack_order_stay_hidden():
    m = dealt(2, **K)
    k = m.state["kodama"]
    hidden = set(k["removed"]) | {c for st in D.K_STACKS for c in k["stacks"][st][1:]}
    for viewer in (None, 0, 1):
        text = json.dumps(m.view(viewer))
        assert not [c for c in hidden if f'"{c}"' in text]
    board = m.view(0)["board"]
    assert {st: board["kodama"]["stacks"][st]["count"] for st in D.K_STACKS} == {st: 3 for st in D.K_STACKS}
    assert board["kodama"]["stacks"]["water"]["top"]["id"] == k["stacks"]["water"][0]
    assert board["circle"]["stones"][3] == board["circle"]["stones"][9] == "call"
    assert board["circle"]["onibi"] == k["onibi"] and board["kodama"]["removed"] == 9


def test_option_off_adds_nothing():
    s = dealt(2).state
    assert "kodama" not in s and s["rules"] == {"promo": False}
    assert all("element_tiles" not in seat and len(seat["pile"]) == 14 for seat in s["seats"])
    assert set(s["trees"]) == set(D.TREE_IDS)
    board = dealt(2).view(0)["board"]
    assert "kodama" not in board and "goals" not in board and board["goal"] == 12
    assert board["circle"]["stones"][3] == "fragment"


# ---- goals ---------------------------------------------------------------------------------------

def test_goal_is_13_then_15_once_the_matching_stack_is_empty():
    m, s = acting(2)
    s["seats"][1]["fires"] = [2] * 12  # 12 + 1 tile = 13 fires
    assert result(s)["winners"] == [1] and result(s)["reasons"] == {"1": ["fires"]}
    s["seats"][1]["fires"] = [2] * 11  # 12: enough without Kodama, not with
    assert result(s)["qualified"] == []
    s["seats"][1]["fires"] = [2] * 13  # 14 fires
    s["kodama"]["removed"] += s["kodama"]["stacks"]["water"]
    s["kodama"]["stacks"]["water"] = []
    assert result(s)["qualified"] == []  # the water stack is empty: fires need 15
    s["seats"][1]["fires"].append(3)
    assert result(s)["winners"] == [1]


def test_goals_switch_to_15_as_the_last_card_of_a_stack_is_called():
    m, s = acting(2, {0: ["elephant", "panda"]})  # 6 flowers + 1 tile
    water = s["kodama"]["stacks"]["water"]
    for c in water[1:]:
        put(s, c, s["seats"][1]["discard"])  # called in earlier rounds
    m = load(m, s)
    assert m.view(0)["board"]["goals"] == {"trees": 13, "fires": 13, "flowers": 13}
    m.act({"do": "call", "card": water[0]})
    assert m.view(0)["board"]["goals"] == {"trees": 13, "fires": 15, "flowers": 13}
    assert m.view(0)["board"]["kodama"]["stacks"]["water"] == {"top": None, "count": 0}


# ---- spending Kodama symbols at the start of the action phase -------------------------------------

def test_the_seed_example_six_kodama_extra_action_and_fragment():
    m = at_spending(4, SIX)
    assert m.pending().kind == "kodama" and top(m.state)["left"] == 6
    assert [a["buy"] for a in legal_of(m, "kodama")] == ["fragment", "tile", "action"]
    m.act({"do": "kodama", "buy": "action"})
    assert [a["buy"] for a in legal_of(m, "kodama")] == ["fragment"]
    m.act({"do": "kodama", "buy": "fragment"})  # nothing left to spend: the actions start
    seat = m.state["seats"][0]
    assert m.pending().kind == "action" and seat["fragments"] == 1 and seat["extra"] == 1
    assert m.pending().prompt["args"]["left"] == 3


@pytest.mark.parametrize("buys,tiles,fragments", [(["tile", "tile"], 2, 0), (["fragment"] * 3, 0, 3),
                                                   (["tile", "fragment"], 1, 1)])
def test_the_seed_example_other_ways_to_spend_six(buys, tiles, fragments):
    m = at_spending(4, SIX)
    for b in buys:
        m.act({"do": "kodama", "buy": b})
    if m.pending().kind == "kodama":
        m.act({"do": "done"})
    seat = m.state["seats"][0]
    assert (seat["element_tiles"], seat["fragments"], seat["extra"]) == (tiles, fragments, 0)
    assert m.pending().kind == "action"


def test_spending_cannot_exceed_the_symbols():
    m = at_spending(4, SIX)
    m.act({"do": "kodama", "buy": "action"})
    assert refusal(m, {"do": "kodama", "buy": "tile"}) == (  # 2 left, a tile costs 3
        "lf.refuse.kodama.cost", {"buy": "tile", "cost": 3, "left": 2})


def test_fewer_than_two_symbols_ask_nothing_and_forest_symbols_count():
    m = at_spending(2, ["kodama_spring"])
    assert m.pending().kind == "action"
    m = dealt(2, **K)
    s = edit(m)
    set_line(s, 0, ["kodama_spring"])
    plant(s, 0, {(1, 1): "tree_k8"})  # the 8 tree shows a Kodama symbol
    begin_draw(s, 1)
    m = load(m, s)
    m.act({"do": "stop"})
    assert m.pending().kind == "kodama" and top(m.state)["left"] == 2


# ---- element tiles -------------------------------------------------------------------------------

def test_element_tile_takes_one_element_counts_through_the_round_and_returns():
    m, s = acting(2, {0: ["spring-goldfish"]})
    m = reload(m, lambda s: s["seats"][0].update(element_tiles=2))
    water = strengths(m.state["seats"][0])["water"]
    assert len(legal_of(m, "use_tile")) == 5
    m.act({"do": "use_tile", "element": "water"})
    seat = m.state["seats"][0]
    assert strengths(seat)["water"] == water + 2 and seat["element_tiles"] == 1 and seat["element_used"] == ["water"]
    before = m.view(0)["board"]["seats"][0]["progress"]["flowers"]
    m.act({"do": "use_tile", "element": "flower"})
    assert m.view(0)["board"]["seats"][0]["progress"]["flowers"] == before + 1  # toward victory too
    m.act({"do": "pass"})
    m.act({"do": "pass"})  # end of round: used tiles go back to the supply
    assert m.state["seats"][0]["element_used"] == [] and m.state["round"] == 2


def test_unused_element_tiles_are_kept_across_rounds():
    m, s = acting(2)
    m = reload(m, lambda s: s["seats"][1].update(element_tiles=1))
    m.act({"do": "pass"})
    m.act({"do": "pass"})
    assert m.state["round"] == 2 and m.state["seats"][1]["element_tiles"] == 1


def test_a_used_water_tile_protects_against_onibi_at_the_end_of_round():
    m, s = acting(2, {0: ["spring-goldfish"], 1: ["summer-goldfish"]})  # 1 water each
    m = reload(m, lambda s: (s.update(centre=[3]), s["seats"][0].update(element_tiles=1)))
    m.act({"do": "use_tile", "element": "water"})  # 3 water: no Varan
    m.act({"do": "pass"})
    m.act({"do": "pass"})
    assert not any(D.is_varan(c) for c in m.state["seats"][0]["discard"])
    assert any(D.is_varan(c) for c in m.state["seats"][1]["discard"])


def test_the_turn_goes_on_while_an_element_tile_is_held():
    m = dealt(2, **K)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, s["varans"][:3])  # 3 solitary symbols: one action
    s["seats"][0]["element_tiles"] = 1
    m = load(m, s)
    m.act({"do": "take_fragment"})
    assert m.pending().player == 0 and {a["do"] for a in m.legal()} == {"use_tile", "pass"}
    m.act({"do": "use_tile", "element": "sun"})
    assert m.pending().player == 1


# ---- the new animals ----------------------------------------------------------------------------

def test_level2_animal_allows_its_action_twice_and_only_that_one():
    m, s = acting(2, {0: ["peafowl", "spring-tanuki", "spring-weasel"]})
    m = reload(m, lambda s: s["seats"][0].update(used=["attract"]))
    assert legal_of(m, "attract")  # the peafowl: attract again
    m, s = acting(2, {0: ["crayfish", "spring-tanuki", "spring-weasel"]})
    m = reload(m, lambda s: s["seats"][0].update(used=["attract"]))
    assert not legal_of(m, "attract")
    assert refusal(m, {"do": "attract", "card": m.state["market"]["1"][0]}) == ("lf.refuse.repeat", {"kind": "attract"})


def test_level3_animal_gives_a_bonus_action_outside_the_basic_ones():
    m, s = acting(2, {0: ["koi", "spring-goldfish", "spring-hare"]})
    m = reload(m, lambda s: s.update(centre=[2]))
    bonus = [a for a in legal_of(m, "extinguish") if a.get("animal") == "koi"]
    assert bonus == [{"do": "extinguish", "fire": 2, "animal": "koi"}]
    m.act(bonus[0])
    seat = m.state["seats"][0]
    assert seat["used"] == [] and seat["bonus_used"] == ["koi"] and seat["fires"] == [2]
    assert not [a for a in m.legal() if a.get("animal")]  # once per round
    m.act({"do": "take_fragment"})
    assert m.state["seats"][0]["used"] == ["fragment"] and m.pending().player == 0


def test_the_turn_goes_on_for_an_unused_bonus_action():
    m, s = acting(2, {0: ["ara", "spring-tanuki", *s_varans(3)]})  # one action, and the ara's bonus attract
    m.act({"do": "take_fragment"})
    assert m.pending().player == 0
    assert {a.get("animal") for a in m.legal() if a["do"] != "pass"} == {"ara"}


def test_a_bonus_action_with_nothing_affordable_does_not_hold_the_turn():
    m, s = acting(2, {0: ["ara", *s_varans(3)]})  # no sun: the ara's attract covers nothing
    m.act({"do": "take_fragment"})
    assert m.pending().player == 1


def s_varans(k):
    return [f"varan-{i}" for i in range(1, k + 1)]


# ---- call a Kodama --------------------------------------------------------------------------------

def _flowers(m, seat=0):
    return m.view(seat)["board"]["seats"][seat]["progress"]["flowers"]


def test_call_offers_the_face_up_kodama_within_the_flowers():
    m, s = acting(4, {0: ["spring-fawn"]})
    have = _flowers(m)
    tops = [s["kodama"]["stacks"][st][0] for st in D.K_STACKS]
    assert sorted(a["card"] for a in legal_of(m, "call")) == sorted(c for c in tops if D.card(c)["cost"] <= have)


def test_call_counts_line_forest_victory_and_element_tile_flowers():
    m, s = acting(4, {0: ["elephant"]})  # 3 flowers
    m = reload(m, lambda s: (plant(s, 0, {(1, 1): "tree_4b"}), s["seats"][0].update(element_tiles=1)))
    m.act({"do": "use_tile", "element": "flower"})
    assert _flowers(m) == 3 + 1 + 1 + 1  # line, tree, victory tile, element tile


def test_calling_puts_the_card_on_the_pile_turns_the_next_and_moves_onibi():
    m, s = acting(4, {0: ["elephant", "panda"]})
    m = reload(m, lambda s: (s["kodama"].update(onibi=1), _stones(s, [0, 2, 5, 8]), s.update(centre=[2])))
    water = list(m.state["kodama"]["stacks"]["water"])
    card = water[0]
    events = m.act({"do": "call", "card": card})
    seat = m.state["seats"][0]
    assert seat["pile"][0] == card and seat["known"] == 1 and seat["used"] == ["call"]
    assert m.state["kodama"]["stacks"]["water"] == water[1:]
    assert m.state["kodama"]["onibi"] == 3  # 4 players: 1 stone, jumping seat 1 on stone 2
    assert events_of(events, "living_forest.onibi_move") == [{"source": 1, "to": 3, "jumped": [1], "fires": [2]}]
    assert m.state["centre"] == [2, 2]


def _stones(s, stones):
    for i, stone in enumerate(stones):
        s["seats"][i]["stone"] = stone


@pytest.mark.parametrize("players,to", [(2, 3), (3, 2), (4, 1)])
def test_onibi_moves_three_two_one_stones_by_player_count(players, to):
    m, s = acting(players, {0: ["elephant", "panda"]})
    m = reload(m, lambda s: (s["kodama"].update(onibi=0), _stones(s, [11, 10, 9, 8][:players])))
    m.act({"do": "call", "card": m.state["kodama"]["stacks"]["flower"][0]})
    assert m.state["kodama"]["onibi"] == to and m.state["centre"] == [2]  # no spirit jumped: no fire


def test_onibi_jumping_spirits_adds_fires_up_to_seven():
    m, s = acting(2, {0: ["elephant", "panda"]})
    m = reload(m, lambda s: (s["kodama"].update(onibi=0), _stones(s, [1, 2]), s.update(centre=[2, 3, 3, 4, 4, 4])))
    events = m.act({"do": "call", "card": m.state["kodama"]["stacks"]["flower"][0]})
    assert events_of(events, "living_forest.onibi_move")[0]["jumped"] == [0, 1]
    assert m.state["kodama"]["onibi"] == 5 and m.state["centre"] == [2, 2, 3, 3, 4, 4, 4]  # one fits, the cap is 7


def test_a_spirit_moving_with_wind_jumps_onibi():
    m, s = acting(2, {0: ["spring-owl"]})  # wind
    m = reload(m, lambda s: (s["kodama"].update(onibi=1), _stones(s, [0, 6])))
    assert m.state["kodama"]["onibi"] == 1
    m.act(move(m, 1))
    assert m.state["seats"][0]["stone"] == 2  # stone 1 holds Onibi: jumped, not counted, nothing to steal


def test_call_stone_gives_a_call():
    m, s = acting(2, {0: ["spring-owl", "elephant"]})
    m = reload(m, lambda s: (s["kodama"].update(onibi=7), _stones(s, [2, 6])))
    m.act(move(m, 1))  # stone 3: a call stone
    assert m.pending().kind == "call" and legal_of(m, "done") and legal_of(m, "call")
    m.act(legal_of(m, "call")[0])
    assert m.state["seats"][0]["used"] == ["move"] and m.state["kodama"]["onibi"] != 7


# ---- the new trees ----------------------------------------------------------------------------------

def test_kodama_trees_give_one_element_per_kodama_symbol_and_each_type_once():
    m, s = acting(4, {0: ["kodama_spring", "kodama_flower_1", "spring-goldfish"]})
    m = reload(m, lambda s: plant(s, 0, {(1, 1): "tree_k6", (3, 1): "tree_k8"}))
    seat = m.state["seats"][0]
    base = strengths(dict(seat, forest=[[c if c in (None, "start") else None for c in r] for r in seat["forest"]]))
    assert strengths(seat)["sun"] == base["sun"] + 3  # 2 on the line + 1 on the 8 tree
    m = reload(m, lambda s: set_line(s, 0, s["seats"][0]["line"] + ["spring-bear", "spring-bee", "spring-wild_boar",
                                                                      "kodama_tree_4", "spring-owl"]))  # seed 8
    plants = {a["tree"] for a in legal_of(m, "plant")}
    assert "tree_k6" not in plants and "tree_k8" not in plants and "tree_k7" in plants


def test_loader_refuses_impossible_kodama_positions():
    m = dealt(2, **K)
    for bad, words in [
        (lambda s: s["kodama"].update(onibi=s["seats"][0]["stone"]), "Onibi"),
        (lambda s: s["kodama"]["stacks"]["flower"].append(s["kodama"]["stacks"]["tree"].pop()), "flower Kodama stack"),
        (lambda s: s["kodama"]["removed"].pop(), "set aside"),
        (lambda s: s["kodama"]["stacks"]["water"].pop(), "nowhere"),
        (lambda s: s["seats"][0].update(element_tiles=-1), "element tiles"),
        (lambda s: plant(s, 0, {(1, 1): "tree_k6", (3, 1): "tree_k6"}), "once per forest"),
    ]:
        s = edit(m)
        bad(s)
        with pytest.raises(PositionError, match=words):
            load(m, s)
