"""Writes the Living Forest rulebook examples as loadable save files (positions).

Run from the repository root: ``python3 tests/positions/living_forest_make_examples.py``.
The files are committed; test_living_forest_examples.py loads them through the bridge. The committed
ones were written by the release before the flow of frames (save version 1): they are kept as they are
(loading upgrades them; a test checks they give the positions this script builds now, as version 2).
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.dirname(os.path.dirname(HERE)), os.path.dirname(HERE)]

from living_forest_helpers import (begin_draw, dealt, edit, save_of, set_line, set_market,  # noqa: E402
                                   set_pile_top, to_actions, varans_to)

NAMES = ["John", "Phillip", "Donna", "Ann"]


def seats(n):
    return [{"name": NAMES[i], "kind": "human", "spirit": s} for i, s in enumerate(["spring", "summer", "autumn",
                                                                                     "winter"][:n])]


def with_seats(save, n):
    save["seats"] = seats(n)
    return save


def example_1():
    """John's draw with two fragments (Vietnamese seed, fragment tokens)."""
    m = dealt(2)
    s = edit(m)
    s["seats"][0]["fragments"] = 2
    varan = varans_to(s, 0, 1, "pile")[0]
    set_pile_top(s, 0, ["spring-bear", "spring-weasel", "spring-lynx", "spring-hare", varan,
                        "chimpanzee", "spring-beetle", "spring-owl"])
    begin_draw(s)
    return with_seats(save_of(m, s, "John has 2 fragments. His 5th card, a Fire Varan, makes 3 solitary symbols: he "
                              "spends a fragment and the Varan goes back to its supply. He draws on: a gregarious "
                              "card, then a solitary one (they cancel), then another solitary one, which he sends to "
                              "his discard with his last fragment. Then he stops."), 2)


def example_2():
    """9 water: two fires of 4, or 4 + 3 + 2."""
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    set_line(s, 0, ["dolphin", "hippopotamus", "spring-hummingbird"])  # water 4 + 4 + 1
    s["centre"] = [2, 3, 4, 4]
    return with_seats(save_of(m, s, "John has 9 water: he may extinguish the two fires of 4, or one of 4, one of 3 "
                              "and one of 2."), 2)


def example_3():
    """Moving 4 with wind, jumping Phillip and Donna, landing on a fragment stone."""
    m = dealt(4)
    s = edit(m)
    to_actions(s)
    for i, stone in enumerate([1, 3, 4, 9]):
        s["seats"][i]["stone"] = stone
    set_line(s, 0, ["spring-owl", "spring-hare", "wolf"])  # wind 1 + 1 + 2
    return with_seats(save_of(m, s, "John has 4 wind: he moves 4 stones, jumping over Phillip and Donna (not "
                              "counted), lands on a fragment stone and takes a fragment; he takes one victory tile "
                              "of his choice from each spirit jumped."), 4)


def example_4():
    """Fires 2, 3 and 4 against 8 water: 3 Fire Varans."""
    m = dealt(2)
    s = edit(m)
    to_actions(s, turn=1)
    s["seats"][0]["used"] = ["fragment"]
    s["seats"][0]["fragments"] = 1
    set_line(s, 0, ["dolphin", "hippopotamus"])  # 8 water
    set_line(s, 1, ["tapir", "platypus", "summer-goldfish"])  # 9 water
    s["centre"] = [2, 3, 4]
    return with_seats(save_of(m, s, "End of the round: fires 2, 3 and 4 make 9. John has only 8 water: he takes 3 "
                              "Fire Varans (one per fire) onto his discard. Phillip, with 9, takes none."), 2)


def _big_sun(s):
    # sun 6 + 5 + 4 + 3 + 3 + 2 + 1 + 2 = 26, two solitary symbols
    set_line(s, 0, ["bison", "marmot", "lemur", "spring-beetle", "spring-tanuki", "spring-weasel", "spring-baboon",
                    "spring-lynx"])
    set_market(s, "1", ["spider"])
    set_market(s, "2", ["rooster"])
    set_market(s, "3", ["panther", "crocodile"])


def example_5():
    """One level-1, one level-2 and two level-3 animals taken: fires 2, 3, 4, 4."""
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    _big_sun(s)
    s["centre"] = []
    return with_seats(save_of(m, s, "John attracts a level-1 (Spider, 1), a level-2 (Rooster, 5) and two level-3 "
                              "animals (Panther and Crocodile, 10 each) with his 26 sun. At the end of the round "
                              "Onibi adds fires of 2, 3, 4 and 4."), 2)


def example_6():
    """The centre never holds more than 7 fires."""
    m = dealt(2)
    s = edit(m)
    to_actions(s)
    _big_sun(s)
    s["centre"] = [2, 2, 2, 3, 3]
    return with_seats(save_of(m, s, "Five fires burn. John attracts one animal of each level: fires 2, 3 and 4 should "
                              "come, but only 7 fit: the 2 and the 3 are added, the 4 is not."), 2)


def main():
    for n, make in enumerate([example_1, example_2, example_3, example_4, example_5, example_6], start=1):
        path = os.path.join(HERE, f"living_forest_example_{n}.json")
        with open(path, "w") as f:
            json.dump(make(), f, indent=1, sort_keys=True)
            f.write("\n")
        print("wrote", path)


if __name__ == "__main__":
    main()
