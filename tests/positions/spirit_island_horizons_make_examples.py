"""Writes the Horizons rules page's worked examples as save files: a position and the actions a
reader steps through (the rulebook's pictures of growth, ravage, build and explore, and fear).

Run from the repository root: ``python3 tests/positions/spirit_island_horizons_make_examples.py``.
The files are committed; test_horizons_examples.py loads and replays them and checks that each
ends where its caption on web/rules/spirit_island_horizons.html says.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.dirname(os.path.dirname(HERE)), os.path.dirname(HERE)]

from horizons_helpers import (GAME, at_play, bare, clear_island, fear_deck_left, fresh_state,  # noqa: E402
                              set_invaders, set_land)
from pyengine.core.match import Match  # noqa: E402
from pyengine.games.spirit_island_horizons import data as D  # noqa: E402

SEATS = [{"name": "Ann", "kind": "human", "spirit": "fathomless_mud_of_the_swamp"}]
WATERWAYS = "open_shifting_waterways"  # slow: played so the slow phase waits after the invaders
THICKETS = "intractable_thickets_and_thorns"  # fast, 2 energy: 1 fear, defend 5
FEAR_CARD = "emigration_accelerates"  # level I: an explorer from a coastal land; level II: explorer or town


def play(match: Match, plan: list[dict]) -> None:
    """Play each step of ``plan``: the one legal action with those fields."""
    for fields in plan:
        found = [bare(a) for a in match.legal() if all(a.get(k) == v for k, v in fields.items())]
        assert len(found) == 1, (fields, [bare(a) for a in match.legal()])
        match.act(found[0])


def first_explore_as_shown(state: dict) -> None:
    """The log's first line (the explore before round 1) names the explorers the position shows
    in that card's lands, not those of the game the position was made from."""
    first = state["first_explore"]
    terrains = D.invader_terrains(first["card"])
    first["lands"] = [land for land, here in state["lands"].items()
                      if D.LANDS[land]["terrain"] in terrains and here["explorer"]]


def recorded(start: dict | None, plan: list[dict], note: str) -> dict:
    """The save of a match from ``start`` (None: a new game, seed 1) after ``plan``, checked by a reload."""
    match = Match.create(GAME, SEATS, 1, {})
    if start is not None:
        first_explore_as_shown(start)
        save = match.to_save()
        save.update(start={"state": start}, actions=[], position=None)
        match = Match.from_save(json.loads(json.dumps(save)))
    play(match, plan)
    save = match.to_save()
    save.update(position=None, note=note)
    Match.from_save(json.loads(json.dumps(save)))  # the loader replays it
    return save


def island() -> dict:
    """Nothing on the island but the spirit's 2 presence in G2 and a city in G8 (no victory yet)."""
    state = fresh_state()
    clear_island(state)
    set_land(state, "G8", city=1)
    return state


def growth() -> dict:
    """A new game's first growth: the third option (a power card, a presence within 2, 2 energy),
    the presence taken from the card-play track and placed in G3."""
    plan = [{"do": "growth", "option": 2}, {"do": "gain", "deck": "minor"}, {"do": "keep", "card": "reaching_grasp"},
            {"do": "take", "track": "card_plays"}, {"do": "place", "land": "G3"}]
    return recorded(None, plan, "Growth: a power card, a presence from the card-play track into G3, and 2 energy.")


def ravage() -> dict:
    """The rulebook's ravage: an explorer and a town deal 3 damage in G3 (sands), which already
    has blight; the blight cascades into G4, the presence there is destroyed, one dahan is
    destroyed and the other damaged, and the survivor destroys the town."""
    state = island()
    set_land(state, "G3", explorer=1, town=1, dahan=2, blight=1, presence=1)
    set_invaders(state, ravage="stage1_sands", build="stage1_wetland")  # round 2: the first ravage
    state["round"] = 2
    state["spirits"]["0"]["energy"] = 3
    plan = [{"do": "play", "card": WATERWAYS}, {"do": "done"}, {"do": "cascade", "land": "G4"}, {"do": "hit", "piece": "town"}, {"do": "hit", "piece": "town"}]
    return recorded(at_play(state), plan, "Ravage in G3: blight cascades into G4; the dahan strike back.")


def build_and_explore() -> dict:
    """The rulebook's build (a town and no city: a city; an explorer and a city: a town) and its
    mountain explore (both mountains touch a town or a city)."""
    state = island()
    set_land(state, "G3", town=1)
    set_land(state, "G5", explorer=1, city=1)
    set_land(state, "G6", town=1)
    set_land(state, "G8")  # no city: the mountain explores because of the town next door
    deck = state["invader"]["deck"]
    set_invaders(state, build="stage1_sands", deck=["stage1_mountain"] + [c for c in deck if c != "stage1_mountain"])
    state["spirits"]["0"]["energy"] = 3
    plan = [{"do": "play", "card": WATERWAYS}, {"do": "done"}]
    return recorded(at_play(state), plan, "Build in the sands, then explore the mountains.")


def fear() -> dict:
    """One fear short of a card, one card above the level II divider: Intractable Thickets'
    fear earns the card, the terror level rises, and the card resolves at level II, where it may
    remove the town in G3 (at level I only the explorer)."""
    state = island()
    set_land(state, "G3", explorer=1, town=1)
    set_invaders(state)
    f = state["fear"]
    if FEAR_CARD in f["unused"]:  # into the game, in place of the top card
        f["unused"][f["unused"].index(FEAR_CARD)] = f["deck"].pop(0)
    else:
        f["deck"].remove(FEAR_CARD)
    f["deck"].insert(0, FEAR_CARD)
    fear_deck_left(state, 7)  # the top card stays on top
    state["pools"]["fear"], state["pools"]["generated"] = 1, 3
    state["spirits"]["0"]["energy"] = 3
    plan = [{"do": "play", "card": THICKETS}, {"do": "done"}, {"do": "use", "power": THICKETS},
            {"do": "aim", "land": "G3"}, {"do": "pick", "land": "G3", "piece": "town"}]
    return recorded(at_play(state), plan, "A fear card earned at the level II divider, resolved at level II.")


EXAMPLES = {"growth": growth, "ravage": ravage, "build_explore": build_and_explore, "fear": fear}


def main():
    for name, make in EXAMPLES.items():
        path = os.path.join(HERE, f"spirit_island_horizons_example_{name}.json")
        with open(path, "w") as f:
            json.dump(make(), f, indent=1, sort_keys=True)
            f.write("\n")
        print("wrote", path)


if __name__ == "__main__":
    main()
