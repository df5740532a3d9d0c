"""Each operation powers and fear cards are written in (ops.py), run as a one-step program on a
loaded position through the flow: what it changes, the fear it gives, the decision it asks (and
that a decision with one possible answer is made by itself)."""

from __future__ import annotations

import pytest

from pyengine.games.spirit_island_horizons import ops as O
from pyengine.games.spirit_island_horizons import spirit as S

from horizons_helpers import HORIZONS, STOP, step, fear, pieces, position, settle, top


def run(state: dict, program: list[dict], land: str | None = "G2", power: str = "test", spirit=None) -> dict:
    """Start ``program`` as the spirit's power on ``land`` and settle up to its first decision."""
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     O.power_frame(0, power, program, land=land, spirit=spirit)]
    settle(state)
    return state


def over(state: dict) -> bool:
    return top(state).get("store") == "stop"


def kinds(state: dict) -> list[str]:
    return sorted({a["do"] for a in HORIZONS.legal_actions(state)})


def test_fear_moves_markers_and_a_full_pool_earns_a_card():
    state = run(position(), [{"op": "fear", "n": 3}])
    assert over(state) and fear(state) == 3 and not state["fear"]["earned"]
    state = run(position(), [{"op": "fear", "n": 5}])
    assert len(state["fear"]["earned"]) == 1 and state["pools"]["generated"] == 1


def test_damage_is_allocated_by_the_user_one_point_at_a_time():
    state = run(position(G2={"explorer": 1, "town": 1}), [{"op": "damage", "n": 2}])
    assert top(state)["kind"] == "damage" and kinds(state) == ["hit"]
    step(state, do="hit", piece="town", damage=0)
    step(state, do="hit", piece="town", damage=1)
    assert over(state) and pieces(state, "G2") == {"explorer": 1} and fear(state) == 1  # a town: 1 fear


def test_damage_with_one_kind_or_enough_for_all_needs_no_choice():
    state = run(position(G2={"explorer": 2}), [{"op": "damage", "n": 1}])
    assert over(state) and pieces(state, "G2") == {"explorer": 1}
    state = run(position(G2={"explorer": 1, "town": 1}), [{"op": "damage", "n": 3}])
    assert over(state) and pieces(state, "G2") == {}


def test_damage_never_touches_dahan_unless_named():
    state = run(position(G2={"dahan": 2}), [{"op": "damage", "n": 2}])
    assert over(state) and pieces(state, "G2") == {"dahan": 2}
    state = run(position(G2={"dahan": 2}), [{"op": "damage", "n": 2, "kinds": ["dahan"]}])
    assert state["lands"]["G2"]["dahan"] == [0, 1]  # the first point needs no choice, the second does
    step(state, do="hit", piece="dahan", damage=1)
    assert over(state) and pieces(state, "G2") == {"dahan": 1}


def test_damage_each_hits_every_piece_of_the_kinds():
    state = run(position(G2={"explorer": 2, "town": 2, "city": 1}),
                [{"op": "damage_each", "n": 1, "kinds": ["town", "city"]}])
    assert state["lands"]["G2"]["town"] == [1, 1] and state["lands"]["G2"]["city"] == [1]
    assert state["lands"]["G2"]["explorer"] == [0, 0]


def test_destroy_picks_a_piece_and_gives_its_fear():
    state = run(position(G2={"explorer": 1, "town": 1}), [{"op": "destroy", "n": 1, "kinds": ["explorer", "town"]}])
    assert top(state)["kind"] == "pick"
    step(state, do="pick", land="G2", piece="town", damage=0)
    assert over(state) and pieces(state, "G2") == {"explorer": 1} and fear(state) == 1


def test_destroy_all_needs_no_choice_and_a_city_gives_2_fear():
    state = run(position(G2={"town": 2, "city": 1}), [{"op": "destroy", "n": "all", "kinds": ["town", "city"]}])
    assert over(state) and pieces(state, "G2") == {} and fear(state) == 4


def test_remove_gives_no_fear():
    state = run(position(G2={"city": 1}), [{"op": "remove", "n": 1, "kinds": ["city"]}])
    assert over(state) and pieces(state, "G2") == {} and fear(state) == 0


def test_downgrade_keeps_damage_and_an_explorer_is_removed():
    state = run(position(G2={"city": [2]}), [{"op": "downgrade", "n": 1, "kinds": ["city"]}])
    assert over(state) and state["lands"]["G2"]["city"] == [] and state["lands"]["G2"]["town"] == []
    assert fear(state) == 1  # a city downgraded with 2 damage becomes a town that the damage destroys
    state = run(position(G2={"city": [1]}), [{"op": "downgrade", "n": 1, "kinds": ["city"]}])
    assert state["lands"]["G2"]["town"] == [1] and fear(state) == 0
    state = run(position(G2={"explorer": 1}), [{"op": "downgrade", "n": 1, "kinds": ["explorer"]}])
    assert pieces(state, "G2") == {} and fear(state) == 0


def test_replace_swaps_a_piece_keeping_its_damage():
    state = run(position(G2={"town": [1]}), [{"op": "replace", "n": 1, "kinds": ["town"], "into": "dahan"}])
    assert over(state) and state["lands"]["G2"]["dahan"] == [1] and not state["lands"]["G2"]["town"]
    assert fear(state) == 0


def test_optional_pick_offers_done():
    state = run(position(G2={"explorer": 2}), [{"op": "remove", "n": 1, "kinds": ["explorer"], "optional": True}])
    assert kinds(state) == ["done", "pick"]
    step(state, do="done")
    assert over(state) and pieces(state, "G2") == {"explorer": 2}


def test_remove_blight_returns_it_to_the_pool():
    state = run(position(G2={"blight": 1}), [{"op": "remove_blight", "n": 1}])
    pool = position()["pools"]["blight"]
    assert state["lands"]["G2"]["blight"] == 0 and state["pools"]["blight"] == pool + 1


def test_add_blight_destroys_presence_and_cascades_where_blight_was():
    state = run(position(presence={"G2": 2, "G3": 1}, G3={"blight": 1}), [{"op": "add", "piece": "blight"}],
                land="G3")
    assert state["lands"]["G3"]["blight"] == 2 and not state["lands"]["G3"]["presence"]
    assert state["destroyed_presence"] == {"0": 1}
    assert top(state)["kind"] == "cascade" and sorted(a["land"] for a in HORIZONS.legal_actions(state)) == ["G2", "G4"]
    step(state, do="cascade", land="G4")
    assert over(state) and state["lands"]["G4"]["blight"] == 1


def test_add_a_piece():
    state = run(position(), [{"op": "add", "piece": "dahan", "n": 2}])
    assert pieces(state, "G2") == {"dahan": 2}


def test_defend_adds_up_and_lowers_a_ravage():
    state = run(position(G2={"town": 1}), [{"op": "defend", "n": 1}, {"op": "defend", "n": 2}])
    assert state["lands"]["G2"]["defend"] == 3


def test_push_up_to_asks_where_and_may_stop():
    state = run(position(G2={"explorer": 2}), [{"op": "push", "n": 2, "kinds": ["explorer"], "up_to": True}])
    assert kinds(state) == ["done", "push"]
    assert sorted({a["to"] for a in HORIZONS.legal_actions(state) if a["do"] == "push"}) == ["G1", "G3", "G4", "G5", "G6"]
    step(state, do="push", piece="explorer", damage=0, to="G3")
    step(state, do="done")
    assert over(state) and pieces(state, "G2") == {"explorer": 1} and pieces(state, "G3") == {"explorer": 1}


def test_push_all_moves_every_piece_and_never_into_the_ocean():
    state = run(position(G1={"explorer": 2}), [{"op": "push", "n": "all", "kinds": ["explorer"]}], land="G1")
    assert "done" not in kinds(state)
    assert sorted({a["to"] for a in HORIZONS.legal_actions(state)}) == ["G2", "G6"]
    step(state, do="push", piece="explorer", damage=0, to="G6")
    step(state, do="push", piece="explorer", damage=0, to="G6")
    assert over(state) and pieces(state, "G1") == {} and pieces(state, "G6") == {"explorer": 2}


def test_gather_takes_from_adjacent_lands():
    state = run(position(G1={"dahan": 1}, G3={"dahan": 1}),
                [{"op": "gather", "n": 2, "kinds": ["dahan"], "up_to": True}])
    assert sorted(a["from"] for a in HORIZONS.legal_actions(state) if a["do"] == "gather") == ["G1", "G3"]
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G1"})
    step(state, do="gather", piece="dahan", damage=0, **{"from": "G3"})
    assert over(state) and pieces(state, "G2") == {"dahan": 2}


def test_choose_an_option_then_branch_on_it():
    program = [{"op": "choose", "options": ["horizons.option.fear_2", "horizons.option.defend_6"]},
               {"op": "if", "cond": {"var": "choice", "is": 0}, "then": [{"op": "fear", "n": 2}],
                "else": [{"op": "defend", "n": 6}]}]
    state = run(position(), program)
    step(state, do="option", option=1)
    assert over(state) and state["lands"]["G2"]["defend"] == 6 and fear(state) == 0


def test_choose_land_then_act_there():
    program = [{"op": "choose_land", "lands": "adjacent", "as": "there"},
               {"op": "at", "lands": {"var": "there"}, "program": [{"op": "defend", "n": 2}]}]
    state = run(position(), program)
    assert sorted(a["land"] for a in HORIZONS.legal_actions(state)) == ["G1", "G3", "G4", "G5", "G6"]
    step(state, do="land", land="G5")
    assert over(state) and state["lands"]["G5"]["defend"] == 2 and state["lands"]["G2"]["defend"] == 0


@pytest.mark.parametrize("cond,yes", [
    ({"terrain": ["wetland"]}, True), ({"terrain": ["sands"]}, False),
    ({"has": ["explorer"], "at_least": 2}, True), ({"has": ["explorer"], "at_least": 3}, False),
    ({"has": ["blight"]}, False), ({"presence": True}, True), ({"presence": False}, False),
    ({"sacred_sites": 1}, True), ({"sacred_sites": 2}, False),
    ({"not": {"terrain": ["wetland"]}}, False),
    ({"all": [{"terrain": ["wetland"]}, {"has": ["blight"]}]}, False),
    ({"any": [{"terrain": ["wetland"]}, {"has": ["blight"]}]}, True),
    ({"self": True}, True), ({"repeating": False}, True),
])
def test_conditions(cond, yes):
    state = run(position(G2={"explorer": 2}), [{"op": "if", "cond": cond, "then": [{"op": "defend", "n": 1}]}],
                spirit=0)
    assert (state["lands"]["G2"]["defend"] == 1) is yes


def test_amounts_per_piece_with_a_cap():
    state = run(position(G2={"dahan": 3}), [{"op": "defend", "n": {"count": ["dahan"], "times": 2, "plus": 1}}])
    assert state["lands"]["G2"]["defend"] == 7
    state = run(position(G2={"dahan": 3}), [{"op": "fear", "n": {"count": ["dahan"], "most": 2}}])
    assert fear(state) == 2


def test_repeat_resolves_the_power_again_once(monkeypatch):
    monkeypatch.setitem(O.PROGRAMS, "test", [{"op": "fear", "n": 1}, {"op": "repeat"}])
    state = run(position(), O.PROGRAMS["test"])
    assert over(state) and fear(state) == 2


def test_energy_and_paying():
    state = position()
    S.panel(state, 0)["energy"] = 1
    program = [{"op": "offer_pay", "n": 2, "as": "paid"}, {"op": "energy", "n": 3}]
    run(state, program, spirit=0)
    assert over(state) and S.panel(state, 0)["energy"] == 4  # 1 < 2: not offered
    program = [{"op": "offer_pay", "n": 2, "as": "paid"},
               {"op": "if", "cond": {"var": "paid", "is": 0}, "then": [{"op": "pay", "n": 2}]}]
    run(state, program, spirit=0)
    assert [a["option"] for a in HORIZONS.legal_actions(state)] == [0, 1]
    step(state, do="option", option=0)
    assert over(state) and S.panel(state, 0)["energy"] == 2


def test_gain_card_asks_the_deck_then_the_card():
    state = run(position(), [{"op": "gain_card", "who": "target"}], spirit=0)
    assert top(state)["kind"] == "gain_deck"
    step(state, do="gain", deck="minor")
    drawn = list(S.panel(state, 0)["drawn"])
    assert top(state)["kind"] == "keep" and len(drawn) == 4
    step(state, do="keep", card=drawn[1])
    assert over(state) and drawn[1] in S.panel(state, 0)["hand"]
    assert all(c in state["powers"]["minor"]["discard"] for c in drawn if c != drawn[1])


def test_round_effect_lasts_until_time_passes():
    state = run(position(), [{"op": "round_effect", "effect": {"kind": "skip", "land": "target"}}])
    assert state["effects"] == [{"kind": "skip", "land": "G2"}]
