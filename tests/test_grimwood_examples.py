"""The seed's worked example, loaded from a JSON position through the bridge.

Turn 1: draw the Clearing, which completes Path + Swamp + Clearing: lay that
location combo; then play Dark Unicorn (every other player discards a random
card): 6 points.  Turn 2: lay Nymph on the Dark Unicorn combo and take the
other player's Giant: in the same combo 10 points, in a new one 8.
"""


import pytest

from engine_helpers import call, load_position



def act(match, player, *actions):
    events = []
    for action in actions:
        events += call(op="act", match=match, player=player, action=action)["events"]
    return events


def board(match, player=None):
    return call(op="view", match=match, player=player)["view"]["board"]


def first_turn():
    m = load_position("grimwood_example")
    act(m, 0, {"do": "draw"})
    assert board(m, 0)["seats"][0]["hand"] == ["path-1", "swamp-1", "dark_unicorn", "nymph", "clearing-1"]
    act(m, 0, {"do": "set", "kind": "locations"})  # free: no action spent
    assert board(m)["seats"][0]["combos"][0]["cards"] == ["path-1", "swamp-1", "clearing-1"]
    assert board(m)["actions_left"] == 1
    act(m, 0, {"do": "lay", "card": "dark_unicorn"}, {"do": "into", "combo": "new"})
    events = act(m, 0, {"do": "power", "card": "dark_unicorn"})
    discarded = [e["args"] for e in events if e["key"] == "grimwood.discard_random"]
    assert [d["seat"] for d in discarded] == [1, 2]
    b = board(m)
    assert [s["hand_count"] for s in b["seats"]] == [1, 1, 1] and b["discard"] == [d["card"] for d in discarded]
    assert b["seats"][0]["score"] == 6 and b["actions_left"] == 0
    act(m, 0, {"do": "end"})
    act(m, 1, {"do": "end"})
    act(m, 2, {"do": "end"})
    return m


def test_turn_one_clearing_completes_locations_and_dark_unicorn_makes_six():
    m = first_turn()
    assert board(m)["turn"] == 0


@pytest.mark.parametrize("same,points,combos", [(True, 10, [3]), (False, 8, [2, 1])])
def test_turn_two_nymph_takes_the_giant(same, points, combos):
    m = first_turn()
    du = board(m)["seats"][0]["combos"][1]
    assert du["cards"] == ["dark_unicorn"]
    act(m, 0, {"do": "lay", "card": "nymph"}, {"do": "into", "combo": du["id"]}, {"do": "power", "card": "nymph"})
    acts = call(op="view", match=m, player=0)["view"]["actions"]
    assert [a["card"] for a in acts] == ["giant"]
    act(m, 0, {"do": "card", "card": "giant"}, {"do": "into", "combo": du["id"] if same else "new"})
    act(m, 0, {"do": "skip"})  # Giant's own power may follow; not used here
    b = board(m)
    assert b["seats"][1]["combos"] == []
    sizes = [len(c["cards"]) for c in b["seats"][0]["combos"] if c["kind"] == "supernatural"]
    assert sizes == combos and b["seats"][0]["score"] == points
