"""The seeds' worked examples, loaded from JSON positions through the bridge.

The positions are written by tests/positions/living_forest_make_examples.py.
"""

import importlib.util
import json
import os

from engine_helpers import POSITIONS, call, load_position, view
from pyengine.core.match import Match


def load(n):
    return load_position(f"living_forest_example_{n}")


def act(match, player, **action):
    return call(op="act", match=match, player=player, action=action)["events"]


def legal(match, player):
    return [{k: v for k, v in a.items() if k not in ("label", "target", "group")} for a in call(op="legal", match=match, player=player)["actions"]]


def seat(match, i, player=None):
    return view(match, player)["board"]["seats"][i]


def test_example_john_draws_with_two_fragments():
    m = load(1)
    for _ in range(5):
        act(m, 0, do="draw")
    mine = view(m, 0)
    assert mine["board"]["seats"][0]["solitary"] == 3 and mine["board"]["just_drawn"]["animal"] == "varan"
    assert legal(m, 0) == [{"do": "discard_drawn"}, {"do": "stop"}]  # no more drawing at 3
    act(m, 0, do="discard_drawn")
    assert view(m, 0)["board"]["varans"] == 23  # back to the supply (John sees it; others see it when he stops)
    assert {"do": "draw"} in legal(m, 0)
    act(m, 0, do="draw")  # gregarious
    act(m, 0, do="draw")  # solitary: they cancel
    assert seat(m, 0, 0)["solitary"] == 2
    act(m, 0, do="draw")  # another solitary: 3
    assert seat(m, 0, 0)["solitary"] == 3 and seat(m, 0, 0)["fragments"] == 1
    act(m, 0, do="discard_drawn")
    mine = seat(m, 0, 0)
    assert mine["fragments"] == 0 and [c["id"] for c in mine["discard"]] == ["spring-owl"]
    assert legal(m, 0) == [{"do": "draw"}, {"do": "stop"}]  # stopping is his choice
    events = act(m, 0, do="stop")
    line = [e for e in events if e["key"] == "living_forest.line"][0]["args"]
    assert line["cards"] == ["spring-bear", "spring-weasel", "spring-lynx", "spring-hare", "chimpanzee",
                             "spring-beetle"]
    assert line["solitary"] == 2
    assert view(m, 1)["board"]["varans"] == 23


def test_example_nine_water_takes_four_and_four():
    m = load(2)
    assert seat(m, 0)["strength"]["water"] == 9
    act(m, 0, do="extinguish", fire=4)
    act(m, 0, do="extinguish", fire=4)  # 1 water left: no fire fits, the action ends
    b = view(m)["board"]
    assert b["seats"][0]["fires"] == [4, 4] and b["centre"] == [2, 3] and b["step"] == "action"


def test_example_nine_water_takes_four_three_and_two():
    m = load(2)
    act(m, 0, do="extinguish", fire=4)
    act(m, 0, do="extinguish", fire=3)
    assert legal(m, 0) == [{"do": "extinguish", "fire": 2}, {"do": "done"}]
    act(m, 0, do="extinguish", fire=2)
    b = view(m)["board"]
    assert b["seats"][0]["fires"] == [4, 3, 2] and b["centre"] == [4] and b["seats"][0]["progress"]["fires"] == 4


def test_example_move_four_over_two_spirits_to_a_fragment_stone():
    m = load(3)
    assert seat(m, 0)["strength"]["wind"] == 4
    events = act(m, 0, do="move", steps=4, to=7)
    move = [e for e in events if e["key"] == "living_forest.move"][0]["args"]
    assert move["source"] == 1 and move["to"] == 7 and move["jumped"] == [1, 2]
    assert view(m)["pending"]["kind"] == "steal" and view(m)["board"]["task"]["from"] == 1
    act(m, 0, do="steal", tile="fire")
    assert view(m)["board"]["task"]["from"] == 2
    events = act(m, 0, do="steal", tile="tree")
    b = view(m)["board"]
    assert b["seats"][0]["tiles"] == {"fire": 2, "flower": 1, "tree": 2}
    assert b["seats"][1]["tiles"]["fire"] == 0 and b["seats"][2]["tiles"]["tree"] == 0
    assert b["seats"][0]["fragments"] == 1 and b["circle"]["spirits"][0] == 7
    assert [e["args"]["action"] for e in events if e["key"] == "living_forest.stone"] == ["fragment"]


def test_example_fires_two_three_four_against_eight_water_three_varans():
    m = load(4)
    events = act(m, 1, do="pass")
    attack = [e for e in events if e["key"] == "living_forest.attack"][0]["args"]
    assert attack["total"] == 9 and attack["targets"] == [0] and attack["given"] == {"0": 3}
    b = view(m, 0)["board"]
    assert sum(c["animal"] == "varan" for c in b["seats"][0]["discard"]) == 3
    assert b["varans"] == 20 and b["seats"][1]["discard_count"] == 3  # Phillip's line only


def test_example_one_level_one_one_level_two_two_level_three_add_fires_2_3_4_4():
    m = load(5)
    for card in ("spider", "rooster", "panther", "crocodile"):
        act(m, 0, do="attract", card=card)
    assert view(m)["board"]["attracted"] == {"1": 1, "2": 1, "3": 2}
    act(m, 0, do="pass")
    events = act(m, 1, do="pass")
    fires = [e for e in events if e["key"] == "living_forest.new_fires"][0]["args"]
    assert fires == {"added": [2, 3, 4, 4], "dropped": []}
    assert view(m)["board"]["centre"] == [2, 3, 4, 4]
    assert not [e for e in events if e["key"] == "living_forest.empty_centre_fire"]


def test_example_seven_fire_cap():
    m = load(6)
    for card in ("spider", "rooster", "panther"):
        act(m, 0, do="attract", card=card)
    act(m, 0, do="done")
    act(m, 0, do="pass")
    events = act(m, 1, do="pass")
    fires = [e for e in events if e["key"] == "living_forest.new_fires"][0]["args"]
    assert fires == {"added": [2, 3], "dropped": [4]}
    assert view(m)["board"]["centre"] == [2, 2, 2, 2, 3, 3, 3]


def test_the_version_1_examples_load_into_the_positions_the_make_script_writes_now():
    """The committed examples are saves of version 1 (step/turn/task/queue): loading them upgrades
    their position into the flow of frames, the same position the make script builds today."""
    spec = importlib.util.spec_from_file_location("make", os.path.join(POSITIONS, "living_forest_make_examples.py"))
    make = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make)
    for n in range(1, 7):
        with open(os.path.join(POSITIONS, f"living_forest_example_{n}.json")) as f:
            old = json.load(f)
        assert old["version"] == 1 and "step" in old["start"]["state"]
        built = getattr(make, f"example_{n}")()
        assert Match.from_save(old).state == Match.from_save(json.loads(json.dumps(built))).state
