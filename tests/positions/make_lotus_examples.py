"""Writes the Lotus rulebook examples as loadable save files (positions).

Run from the repository root: ``python3 tests/positions/make_lotus_examples.py``.
The files are committed; test_lotus_examples.py loads them through the bridge.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.dirname(os.path.dirname(HERE)), os.path.dirname(HERE)]

from lotus_helpers import dealt, edit, fill_wild_row, final_round, set_flower, set_hand, set_turn  # noqa: E402
from pyengine.core.match import Match  # noqa: E402


def save_of(match, state, seats, note):
    fill_wild_row(state)
    save = match.to_save()
    save.update(seats=seats, start={"state": state}, actions=[], position=None, note=note)
    Match.from_save(save)  # refuses an impossible position
    return save


def last_turn(state, seat):
    """Make it ``seat``'s final turn of the game (it started the final round a round ago)."""
    set_turn(state, seat)
    final_round(state, seat, [seat])


def example_1():
    seats = [{"name": "Player 1", "kind": "human", "colour": "red"}, {"name": "Player 2", "kind": "human", "colour": "blue"}]
    m = dealt(2)
    s = edit(m)
    set_turn(s, 1)
    set_flower(s, 7, ["red-7-1", "red-7-2", "red-7-3", "blue-7-2", "wild-7-1", "wild-7-2"])
    set_hand(s, 1, ["blue-7-3", "blue-3-2", "blue-4-2", "blue-5-2"])
    return save_of(m, s, seats, "Blue places the last petal of the Lotus and collects all seven cards; red, with "
                   "4 guardian symbols (its two-symbol card and two more) against blue's 2 once blue's card is down, "
                   "controls it and chooses a scoring token or a power.")


def example_2():
    seats = [{"name": "Player 1", "kind": "human", "colour": "red"}, {"name": "Player 2", "kind": "human", "colour": "blue"}]
    m = dealt(2)
    s = edit(m)
    s["seats"][1]["powers"] = ["elder"]
    s["guardians"]["blue-elder"] = 4
    s["guardians"]["blue-g1"] = 4
    set_flower(s, 4, ["red-4-1", "wild-4-1"])
    last_turn(s, 0)
    set_hand(s, 0, ["red-3-2", "red-5-2", "red-6-2", "red-7-2"])
    return save_of(m, s, seats, "Game end: blue has 3 guardian strength on the Primrose (the elder counts two) "
                   "against red's 2 symbols, so blue takes both petal cards.")


def three_seats():
    return [{"name": "Player 1", "kind": "human", "colour": "red"}, {"name": "Player 2", "kind": "human", "colour": "blue"},
            {"name": "Player 3", "kind": "human", "colour": "yellow"}]


def example_3():
    m = dealt(3)
    s = edit(m)
    set_flower(s, 5, ["red-5-2", "yellow-5-2", "wild-5-1"])
    s["guardians"]["red-g1"] = 5
    s["guardians"]["yellow-g1"] = 5
    last_turn(s, 1)
    return save_of(m, s, three_seats(), "Game end: red and yellow tie with 2 each on a 3-card flower: each keeps one "
                   "card and the third is removed from the game.")


def example_4():
    m = dealt(3)
    s = edit(m)
    set_flower(s, 6, ["wild-6-1", "wild-6-2"])
    for g in ("red-g1", "blue-g1", "yellow-g1"):
        s["guardians"][g] = 6
    last_turn(s, 2)
    return save_of(m, s, three_seats(), "Game end: all three players tie with one guardian each on a 2-card flower; "
                   "two cards cannot be split three ways, so both are removed.")


if __name__ == "__main__":
    for i, make in enumerate([example_1, example_2, example_3, example_4], 1):
        with open(os.path.join(HERE, f"lotus_example_{i}.json"), "w") as f:
            json.dump(make(), f, indent=1)
            f.write("\n")
    print("wrote 4 examples")
