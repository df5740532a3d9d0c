"""The seed's four worked examples, loaded from JSON positions through the bridge."""

from engine_helpers import call, load_position, view


def load(n):
    return load_position(f"lotus_example_{n}")


def finish_last_turn(match, player):
    """Exchange one card twice: the final turn ends without touching the garden."""
    for _ in range(2):
        card = view(match, player)["board"]["seats"][player]["hand"][0]["id"]
        call(op="act", match=match, player=player, action={"do": "exchange", "card": card})
        call(op="act", match=match, player=player, action={"do": "confirm"})


def test_example_1_completer_collects_seven_and_controller_chooses():
    m = load(1)
    assert view(m)["board"]["garden"][0]["strength"] == {"0": 4, "1": 1}
    before = view(m)["board"]["seats"]
    events = call(op="act", match=m, player=1, action={"do": "play", "card": "blue-7-3"})["events"]
    events += call(op="act", match=m, player=1, action={"do": "place", "flower": 7})["events"]
    complete = [e for e in events if e["key"] == "lotus.complete"][0]["args"]
    assert complete["petals"] == 7 and complete["controllers"] == [0]
    # what the rules page's caption says: red 4 symbols against blue's 1, then 2 with blue's last card
    assert complete["strengths"] == {"0": 4, "1": 2}
    after = view(m)
    assert after["board"]["seats"][1]["pile"] == before[1]["pile"] + 7
    assert after["pending"] == {"player": 0, "kind": "reward", "private": False,
                                "prompt": {"key": "lotus.prompt.reward", "args": {"flower": 7}}}
    choices = [a["choice"] for a in call(op="legal", match=m)["actions"]]
    assert choices == ["token", "elder", "path", "growth"]


def test_example_2_elder_counts_two_blue_takes_both_cards():
    m = load(2)
    garden = view(m)["board"]["garden"]
    assert garden[0]["strength"] == {"0": 2, "1": 3} and garden[0]["leaders"] == [1]
    finish_last_turn(m, 0)
    v = view(m)
    assert v["over"]
    claim = [e for e in v["log"] if e["key"] == "lotus.claim"][0]["args"]
    assert claim == {"flower": 4, "seats": [1], "each": 2, "removed": 0}
    assert v["result"]["petals"] == [0, 2]


def test_example_3_tie_splits_evenly_and_the_remainder_is_removed():
    m = load(3)
    finish_last_turn(m, 1)
    v = view(m)
    claim = [e for e in v["log"] if e["key"] == "lotus.claim"][0]["args"]
    assert claim == {"flower": 5, "seats": [0, 2], "each": 1, "removed": 1}
    assert v["result"]["petals"] == [1, 0, 1] and v["board"]["discarded"] == 1


def test_example_4_three_way_tie_on_two_cards_removes_both():
    m = load(4)
    finish_last_turn(m, 2)
    v = view(m)
    claim = [e for e in v["log"] if e["key"] == "lotus.claim"][0]["args"]
    assert claim == {"flower": 6, "seats": [0, 1, 2], "each": 0, "removed": 2}
    assert v["result"]["petals"] == [0, 0, 0] and v["board"]["discarded"] == 2
