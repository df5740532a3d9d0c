"""The view shows a spirit's standing rule where and while it holds (issue 11): the lands it is in
effect in, on the spirit's panel and on each land, and the invaders' health where it is not the
printed one. It appears the moment the sacred site forms and goes the moment it goes."""

from __future__ import annotations

import copy

from pyengine.core.match import Match
from pyengine.games.spirit_island_horizons.view import board_view

from horizons_helpers import position

HEAT = "rising_heat_of_stone_and_sand"
TEETH = "devouring_teeth_lurk_underfoot"


def as_spirit(state: dict, spirit: str) -> dict:
    base = Match.create("spirit_island_horizons", [{"name": "A", "kind": "human", "spirit": spirit}], 7, {}).state
    state["spirits"] = copy.deepcopy(base["spirits"])
    state["powers"] = copy.deepcopy(base["powers"])
    return state


def test_blistering_heat_is_shown_in_each_sacred_site_with_the_lowered_health():
    state = as_spirit(position({"G2": 2, "G3": 1, "G4": 3}, G2={"town": 1, "city": 1}, G3={"town": 1}), HEAT)
    view = board_view(state, 0)
    assert view["spirits"][0]["rules_in_effect"] == {"blistering_heat": ["G2", "G4"]}
    assert view["lands"]["G2"]["rules"] == [{"rule": "blistering_heat", "seat": 0}]
    assert view["lands"]["G2"]["health"] == {"town": 1, "city": 2}  # explorers stay at 1
    assert view["lands"]["G3"]["rules"] == [] and view["lands"]["G3"]["health"] == {}


def test_blistering_heat_goes_from_the_board_when_the_sacred_site_does():
    state = as_spirit(position({"G2": 2}, G2={"town": 1}), HEAT)
    assert board_view(state, None)["lands"]["G2"]["health"] == {"town": 1, "city": 2}
    state["lands"]["G2"]["presence"]["0"] = 1
    view = board_view(state, None)
    assert view["spirits"][0]["rules_in_effect"] == {"blistering_heat": []}
    assert view["lands"]["G2"]["rules"] == [] and view["lands"]["G2"]["health"] == {}


def test_offer_no_firm_foundations_is_shown_in_the_muds_sacred_sites():
    state = position({"G2": 2, "G5": 1})  # the helpers' spirit is Fathomless Mud
    view = board_view(state, None)
    assert view["spirits"][0]["rules_in_effect"] == {"offer_no_firm_foundations": ["G2"]}
    assert view["lands"]["G2"]["rules"] == [{"rule": "offer_no_firm_foundations", "seat": 0}]
    assert view["lands"]["G2"]["health"] == {}  # it changes the Build, not the health
    assert view["lands"]["G5"]["rules"] == []


def test_a_rule_that_acts_at_a_moment_is_never_shown_as_standing():
    state = as_spirit(position({"G2": 3}, G2={"town": 1}), TEETH)
    view = board_view(state, 0)
    assert view["spirits"][0]["rules_in_effect"] == {}
    assert view["lands"]["G2"]["rules"] == [] and view["lands"]["G2"]["health"] == {}


def test_a_one_round_change_to_dahan_health_is_shown_on_the_land():
    state = position(G4={"dahan": 2})
    state["effects"].append({"kind": "dahan_health", "land": "G4", "n": 2})
    assert board_view(state, None)["lands"]["G4"]["health"] == {"dahan": 4}
