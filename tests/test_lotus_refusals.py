"""Lotus refusals: every path of explain.py gives a catalog key the page can word.

Each case builds a position, sends a refused action and checks the key and its raw
arguments, that nothing changed, and that web/games/lotus/messages.en.js has the key.
test_lotus_words.py has the page word every case.
"""

import inspect
import re

import pytest

from catalog import catalog
from lotus_helpers import dealt, edit, final_round, load, put, refusal, set_flower, set_hand
from pyengine.core import registry
from pyengine.core.errors import IllegalAction
from pyengine.core.jsondata import bare, canonical
from pyengine.games.lotus import rules

HAND = ["red-3-2", "red-4-2", "red-6-2", "red-6-3"]


def catalog_keys() -> set[str]:
    return {k for k in catalog() if k.startswith("lotus.")}


def refusal_names() -> set[str]:
    """Every refusal the rules can give (each frame's, from the same choice as its legal list)."""
    return set(re.findall(r'refuse\("(\w+)"', inspect.getsource(rules)))


def base(hand=HAND, players=2, deck_left=None, **changes):
    """Seat 0 to play with ``hand``; ``deck_left`` cuts its deck (an empty one starts the final round)."""
    m = dealt(players)
    s = edit(m)
    set_hand(s, 0, hand)
    if deck_left is not None:
        for c in s["seats"][0]["deck"][deck_left:]:
            put(s, c, s["discarded"])
        if deck_left == 0:  # seat 1 drew its last card: seat 0 plays its final turn, then seat 1
            final_round(s, 1, [0, 1])
    for ftype, cards in changes.pop("garden", {}).items():
        set_flower(s, ftype, cards)
    s["guardians"].update(changes.pop("guardians", {}))
    s["seats"][0]["powers"] = changes.pop("powers", [])
    if "red-elder" not in s["guardians"] and "elder" in s["seats"][0]["powers"]:
        s["guardians"]["red-elder"] = None
    assert not changes, changes
    return load(m, s)


def then(m, *actions):
    for a in actions:
        m.act(a)
    return m


def to_refill(m):
    return then(m, {"do": "play", "card": "red-3-2"}, {"do": "place", "flower": 3},
                {"do": "play", "card": "red-4-2"}, {"do": "place", "flower": 4})


def reward_step():
    m = base(garden={3: ["red-3-1", "blue-3-2"]}, powers=["elder"])
    return then(m, {"do": "play", "card": "red-3-2"}, {"do": "place", "flower": 3})


play6 = {"do": "play", "card": "red-6-2"}

# (name of the case, make the match, the refused action, expected key, expected args)
CASES = [
    ("unknown kind", lambda: base(), {"do": "fly"}, "unknown", {"step": "action"}),
    ("kind not a string", lambda: base(), {"do": ["play"]}, "unknown", {"step": "action"}),
    ("draw during the actions", lambda: base(), {"do": "draw", "from": "deck"}, "not_now", {"step": "action", "tried": "draw"}),
    ("reward during the actions", lambda: base(), {"do": "reward", "choice": "token"}, "not_now", {"step": "action", "tried": "reward"}),
    ("play while exchanging", lambda: then(base(), {"do": "exchange", "card": "red-3-2"}), play6, "not_now",
     {"step": "exchange", "tried": "play"}),
    ("an extra field", lambda: base(), {"do": "play", "card": "red-3-2", "flower": 3}, "malformed", {"step": "action"}),
    ("card not held", lambda: base(), {"do": "play", "card": "red-9-9"}, "not_in_hand", {}),
    ("card not a string", lambda: base(), {"do": "exchange", "card": {"id": 1}}, "not_in_hand", {}),
    ("card chosen twice", lambda: then(base(), play6), play6, "already_chosen", {"card": "red-6-2"}),
    ("exchange from an empty deck", lambda: base(deck_left=0), {"do": "exchange", "card": "red-3-2"},
     "exchange_deck_empty", {}),
    ("a third card to exchange", lambda: then(base(), {"do": "exchange", "card": "red-3-2"}, {"do": "exchange", "card": "red-4-2"}),
     {"do": "exchange", "card": "red-6-2"}, "exchange_limit", {"limit": 2}),
    ("more to exchange than the deck holds", lambda: then(base(deck_left=1), {"do": "exchange", "card": "red-3-2"}),
     {"do": "exchange", "card": "red-4-2"}, "exchange_deck_short", {"deck": 1}),
    ("types mix", lambda: then(base(), play6), {"do": "play", "card": "red-3-2"}, "types_mix", {"flower": 6, "card": "red-3-2"}),
    ("three cards without Infinite Growth", lambda: then(base(hand=["red-6-2", "red-6-3", "red-6-4", "red-3-2"]), play6,
                                                         {"do": "play", "card": "red-6-3"}),
     {"do": "play", "card": "red-6-4"}, "play_limit", {"limit": 2}),
    ("no room on the flower", lambda: then(base(garden={6: ["blue-6-2", "blue-6-3", "blue-6-4", "blue-6-5"]},
                                                hand=["red-6-2", "red-6-3", "red-6-4", "red-3-2"], powers=["growth"]),
                                           play6, {"do": "play", "card": "red-6-3"}),
     {"do": "play", "card": "red-6-4"}, "no_room", {"flower": 6, "space": 2}),
    ("no such guardian", lambda: base(garden={4: ["blue-4-2"]}), {"do": "move", "guardian": "purple-g1"}, "not_a_guardian", {}),
    ("guardian id not a string", lambda: base(garden={4: ["blue-4-2"]}), {"do": "move", "guardian": ["red-g1"]},
     "not_a_guardian", {}),
    ("another seat's guardian", lambda: base(garden={4: ["blue-4-2"]}), {"do": "move", "guardian": "blue-g1"},
     "not_your_guardian", {"guardian": "blue-g1", "seat": 1}),
    ("nowhere to go", lambda: base(garden={4: ["blue-4-2"]}, guardians={"red-g1": 4}), {"do": "move", "guardian": "red-g1"},
     "nowhere_to_go", {"guardian": "red-g1"}),
    ("no flower named for the guardian", lambda: then(base(garden={4: ["blue-4-2"]}), {"do": "move", "guardian": "red-g1"}),
     {"do": "to"}, "move_no_flower", {"guardian": "red-g1"}),
    ("a guardian to a flower given as text", lambda: then(base(garden={4: ["blue-4-2"]}), {"do": "move", "guardian": "red-g1"}),
     {"do": "to", "flower": "4"}, "move_not_a_flower", {"guardian": "red-g1"}),
    ("a guardian to its own flower", lambda: then(base(garden={4: ["blue-4-2"], 5: ["blue-5-2"]}, guardians={"red-g1": 4}),
                                                  {"do": "move", "guardian": "red-g1"}),
     {"do": "to", "flower": 4}, "same_flower", {"guardian": "red-g1", "flower": 4}),
    ("a guardian to a flower not growing", lambda: then(base(garden={4: ["blue-4-2"]}), {"do": "move", "guardian": "red-g1"}),
     {"do": "to", "flower": 7}, "not_growing", {"guardian": "red-g1", "flower": 7}),
    ("place without a flower", lambda: then(base(), play6), {"do": "place"}, "place_no_flower", {"flower": 6}),
    ("place on a flower given as text", lambda: then(base(), play6), {"do": "place", "flower": "6"}, "not_a_flower", {"flower": 6}),
    ("place on a flower that does not exist", lambda: then(base(), play6), {"do": "place", "flower": 9}, "not_a_flower",
     {"flower": 6}),
    ("place on a flower given as true", lambda: then(base(), play6), {"do": "place", "flower": True}, "not_a_flower",
     {"flower": 6}),
    ("place on another type", lambda: then(base(), play6), {"do": "place", "flower": 7}, "wrong_flower", {"flower": 6, "target": 7}),
    ("pass while able to act", lambda: base(), {"do": "pass"}, "must_act", {}),
    ("a power held already", reward_step, {"do": "reward", "choice": "elder"}, "power_held", {"choice": "elder"}),
    ("no such reward", reward_step, {"do": "reward", "choice": "gold"}, "unknown_reward", {}),
    ("draw from an empty deck", lambda: to_refill(base(deck_left=0)), {"do": "draw", "from": "deck"}, "deck_empty", {}),
    ("take a card not in the wild row", lambda: to_refill(base()), {"do": "draw", "from": "wild", "card": "red-6-2"},
     "not_in_wild_row", {}),
    ("draw from nowhere", lambda: to_refill(base()), {"do": "draw", "from": "sky"}, "draw_where", {}),
    ("draw from the deck with a card", lambda: to_refill(base()), {"do": "draw", "from": "deck", "card": "red-6-2"},
     "draw_where", {}),
]


@pytest.mark.parametrize("name,make,action,key,args", CASES, ids=[c[0] for c in CASES])
def test_each_refusal_names_its_reason_and_changes_nothing(name, make, action, key, args):
    m = make()
    before = canonical(m.state), len(m.log)
    assert refusal(m, action) == (f"lotus.refuse.{key}", args)
    assert (canonical(m.state), len(m.log)) == before


def test_every_refusal_path_is_tested_and_its_key_is_in_the_catalog():
    names = refusal_names()
    assert {c[3] for c in CASES} == names
    missing = {f"lotus.refuse.{n}" for n in names} - catalog_keys()
    assert not missing, f"not in messages.en.js: {sorted(missing)}"
    # the sentences the page builds from a refusal's step (the decision's kind) and kind of move
    frames = [h for h in registry.get("lotus").handlers.values() if h.takes]
    steps = {h.kind for h in frames}
    assert steps == {"action", "play", "exchange", "move", "reward", "refill"}
    words = {f"lotus.refuse.now.{s}" for s in steps} | {f"lotus.refuse.tried.{d}" for h in frames for d in h.takes}
    assert words <= catalog_keys()


WEIRD = [None, 0, -1, 3.5, True, "", "x", [], {}, ["red-3-2"], {"a": 1}, "red-3-2", "red-g1", 3, 6, "deck", "wild", "token"]


@pytest.mark.parametrize("make", [base, lambda: then(base(), play6), lambda: then(base(), {"do": "exchange", "card": "red-3-2"}),
                                  lambda: then(base(garden={4: ["blue-4-2"]}), {"do": "move", "guardian": "red-g1"}),
                                  reward_step, lambda: to_refill(base())])
def test_odd_values_in_any_field_get_a_catalog_key_never_a_crash(make):
    m = make()
    keys = catalog_keys()
    before = canonical(m.state)
    for do in ["play", "exchange", "move", "pass", "place", "confirm", "to", "reward", "draw", "fly", None]:
        for field in ["card", "guardian", "flower", "choice", "from"]:
            for value in WEIRD:
                action = {"do": do, field: value}
                if any(canonical(action) == canonical(bare(a)) for a in m.legal()):
                    continue
                with pytest.raises(IllegalAction) as refused:
                    m.act(action)
                assert refused.value.key in keys, (action, refused.value.key)
                assert all(isinstance(v, (int, str)) for v in refused.value.reason_args.values())
    assert canonical(m.state) == before
