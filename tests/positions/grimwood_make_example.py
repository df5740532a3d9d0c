"""Writes the seed's Grimwood worked example as a loadable save file (a position).

Run from the repository root: ``python3 tests/positions/grimwood_make_example.py``.
The file is committed; test_grimwood_examples.py loads it through the bridge.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.dirname(os.path.dirname(HERE)), os.path.dirname(HERE)]

from grimwood_helpers import position  # noqa: E402
from pyengine.core.match import Match  # noqa: E402


def example() -> dict:
    """You hold Path, Swamp, Dark Unicorn and Nymph; the deck's top card is a Clearing;
    the next player has a Giant on the table."""
    state = position(
        players=3,
        hands={0: ["path-1", "swamp-1", "dark_unicorn", "nymph"], 1: ["crow-1", "owl-4"], 2: ["owl-5", "crow-2"]},
        combos={1: [["giant"]]},
        deck_top=["clearing-1"],
    )
    seats = [{"name": "You", "kind": "human", "amulet": "never"}, {"name": "Bea", "kind": "human", "amulet": "never"},
             {"name": "Cal", "kind": "human", "amulet": "never"}]
    save = Match.create("grimwood", seats, 2, {}).to_save()
    save.update(start={"state": state}, actions=[], position=None,
                note="Rulebook example: draw the Clearing, lay the location combo, play Dark Unicorn; "
                     "next turn Nymph takes the Giant (10 points in one combo against 8 in two).")
    Match.from_save(json.loads(json.dumps(save)))  # refuses an impossible position
    return save


if __name__ == "__main__":
    with open(os.path.join(HERE, "grimwood_example.json"), "w") as f:
        json.dump(example(), f, indent=1, sort_keys=True)
        f.write("\n")
