"""Horizons of Spirit Island: the position loader (position.py, frames_check.py; POSITION.md).
Positions from seeded random games (solo, 2 and 3 spirits) are accepted at every kind of decision
and at the end; each check refuses one impossible mutation of a possible position, naming the
defect (with 2 and 3 spirits: the shared phase's frame and who decides)."""

import copy
import json
import random

import pytest

from horizons_helpers import (act, at_play, bare, clear_island, fresh_state, kind, load, new_match, set_invaders,
                              set_land, to_invaders)
from pyengine.core.errors import PositionError, SaveError
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import ops as O

WATERWAYS = "open_shifting_waterways"
THICKETS = "intractable_thickets_and_thorns"


def top(state):
    return state["flow"][-1]


# ---- possible positions ---------------------------------------------------------------------------

def random_positions(seeds=range(40)):
    """(kind of the pending decision or "over", stage II option, board) -> the first position met
    at it in seeded random games."""
    found = {}
    for seed in seeds:
        for stage2, board in ((True, "G"), (False, "G"), (True, "H")):
            m = new_match(seed, stage2_special=stage2, board=board)
            r = random.Random(seed)
            while True:
                k = kind(m) or "over"
                found.setdefault((k, stage2, board), copy.deepcopy(m.state))
                if m.over:
                    break
                m.act(bare(r.choice(m.legal())))
    return found


POSITIONS = random_positions()


@pytest.mark.parametrize("key", sorted(POSITIONS, key=str))
def test_positions_of_random_games_are_accepted_at_every_kind(key):
    k, stage2, board = key
    m = load(copy.deepcopy(POSITIONS[key]), stage2_special=stage2, board=board)
    assert (kind(m) or "over") == k and m.state == POSITIONS[key]


def test_random_games_meet_every_kind_of_decision():
    kinds = {k for k, _, _ in POSITIONS}
    assert kinds >= {"spirit", "grow", "place", "keep", "forget", "gain_deck", "powers", "aim", "ravage_order",
                     "damage", "move", "option", "cascade", "special", "over"}


def base():
    """An island with a city in G8, the spirit's presence in G2, no invader card out but the first."""
    state = fresh_state()
    clear_island(state)
    set_land(state, "G8", city=1)
    set_invaders(state)
    return state


def growing():
    return fresh_state()


def placing():
    m = new_match()
    act(m, do="growth", option=1)
    act(m, do="take", track="energy")
    return m.state


def keeping(deck="minor"):
    m = new_match()
    act(m, do="growth", option=2)
    act(m, do="gain", deck=deck)
    return m.state


def forgetting():
    state = keeping("major")
    m = load(state)
    act(m, do="keep", card=m.state["spirits"]["0"]["drawn"][0])
    return m.state


def aiming():
    state = base()
    state["spirits"]["0"]["energy"] = 2
    m = load(at_play(state))
    act(m, do="play", card=THICKETS)
    act(m, do="done")
    act(m, do="use", power=THICKETS)
    return m.state


def gathering():
    """A power's effect waiting at its gather (a move decision on the effect)."""
    state = base()
    set_land(state, "G1", dahan=1)
    state["spirits"]["0"]["energy"] = 1
    m = load(at_play(state))
    act(m, do="play", card=WATERWAYS)
    to_invaders(m)
    act(m, do="use", power=WATERWAYS)
    act(m, do="aim", land="G2")
    assert kind(m) == "move"
    return m.state


def invading(**lands):
    state = base()
    for land, pieces in lands.items():
        set_land(state, land, **pieces)
    set_invaders(state, ravage="stage1_sands")
    state["spirits"]["0"]["energy"] = 1
    m = load(at_play(state))
    act(m, do="play", card=WATERWAYS)
    to_invaders(m)
    return m.state


def ordering():
    state = invading(G3={"explorer": 1}, G5={"explorer": 1})
    assert top(state)["kind"] == "ravage_order"
    return state


def cascading():
    state = invading(G3={"town": 1, "blight": 1})
    assert top(state)["kind"] == "cascade"
    return state


def countering():
    state = invading(G3={"explorer": 1, "town": 1, "dahan": 1, "defend": 3})
    assert top(state)["kind"] == "damage"
    return state


def special():
    state = base()
    set_invaders(state, deck=["stage2_mountain", "stage2_jungle", "stage2_sands", "stage2_wetland",
                              "stage2_coastal"] + [c for c in D.invader_cards(3)])
    state["spirits"]["0"]["energy"] = 1
    m = load(at_play(state))
    act(m, do="play", card=WATERWAYS)
    to_invaders(m)
    assert kind(m) == "special"
    return m.state


def over():
    state = base()
    set_land(state, "G5", blight=6)
    set_land(state, "G3", town=1)
    set_invaders(state, ravage="stage1_sands")
    m = load(at_play(state))
    act(m, do="done")
    assert m.over
    return m.state


def test_each_built_position_loads():
    for make in (growing, placing, keeping, forgetting, aiming, gathering, ordering, cascading, countering,
                 special, over):
        state = make()
        assert load(copy.deepcopy(state)).state == state


def test_a_fear_card_waiting_for_a_choice_loads(monkeypatch):
    choice = [{"op": "choose", "options": ["horizons.option.pay", "horizons.option.decline"]}]
    for level in (1, 3):
        monkeypatch.setitem(O.PROGRAMS, f"retreat:{level}", choice)
    state = base()
    fear = state["fear"]
    if "retreat" in fear["unused"]:
        fear["unused"].remove("retreat")
        fear["unused"].append(fear["deck"].pop())
    else:
        fear["deck"].remove("retreat")
    fear["earned"] = ["retreat"]
    m = load(at_play(state))
    act(m, do="done")
    assert kind(m) == "option" and m.state["fear"]["resolving"] == "retreat"
    assert load(copy.deepcopy(m.state)).state == m.state
    bad = copy.deepcopy(m.state)
    bad["flow"][-2]["power"] = "retreat:3"
    with pytest.raises(PositionError, match="not the card being resolved"):
        load(bad)
    bad = copy.deepcopy(m.state)
    bad["fear"]["resolving"] = None
    bad["fear"]["discard"].append("retreat")
    with pytest.raises(PositionError, match="face up exactly while"):
        load(bad)


# ---- one refused mutation per check -----------------------------------------------------------------

def frame(state, kind_):
    return next(f for f in reversed(state["flow"]) if f["kind"] == kind_)


def setf(kind_, field, value):
    def mutate(state):
        frame(state, kind_)[field] = value
    return mutate


def delf(kind_, field):
    def mutate(state):
        del frame(state, kind_)[field]
    return mutate


def push(new):
    def mutate(state):
        state["flow"].append(copy.deepcopy(new))
    return mutate


def do(fn):
    return fn


def swap_round_phase(phase):
    return setf("round", "phase", phase)


def effect_op(state):
    frame(state, "effect")["pc"] = 0


MUTATIONS = [
    # the stack
    (growing, lambda s: s.update(flow={"kind": "round"}), "must be a list of frames"),
    (growing, setf("spirit", "kind", "dance"), "not a frame of this game"),
    (growing, setf("spirit", "kind", {"do": "switch"}), "not a frame of this game"),
    (growing, setf("spirit", "kind", ["spirit"]), "not a frame of this game"),
    (growing, delf("spirit", "step"), "lacks field"),
    (growing, setf("spirit", "hat", 1), "unknown field"),
    (growing, setf("spirit", "player", 1), "not a seat"),
    (growing, lambda s: s["flow"].reverse(), "bottom frame of a game under way must be the round"),
    (growing, lambda s: s["flow"].insert(1, {"kind": "round", "player": 0, "phase": "fast"}), "only the bottom"),
    (growing, lambda s: s["flow"].pop(), "never waits"),
    # each kind's fields
    (growing, swap_round_phase("dusk"), "phase must be one of"),
    (growing, setf("spirit", "step", "nap"), "step must be one of"),
    (placing, setf("grow", "icons", ["1"]), "list of icon numbers"),
    (placing, setf("grow", "icons", [1, 0]), "distinct and in order"),
    (keeping, setf("grow", "icons", [2]), "not an icon of the chosen option"),
    (placing, setf("place", "icon", {"op": "add_presence", "range": 3}), "not an add-presence icon"),
    (placing, setf("place", "origin", "G2"), "either the track"),
    (placing, setf("place", "track", "hats"), "not a track with presence left"),
    (placing, lambda s: (top(s).pop("track"), top(s).update(origin="G5")), "where the spirit has none"),
    (placing, lambda s: (top(s).pop("track"), top(s).update(origin="ocean")), "not a land of the island"),
    (gathering, lambda s: s["flow"].__setitem__(-1, {"kind": "gain_deck", "player": 0, "decks": []}),
     "non-empty list"),
    (gathering, lambda s: s["flow"].__setitem__(-1, {"kind": "gain_deck", "player": 0, "decks": ["minor", "minor"]}),
     "twice"),
    (gathering, lambda s: s["flow"].__setitem__(-1, {"kind": "gain_deck", "player": 0, "decks": ["unique"]}),
     "must be one of"),
    (placing, lambda s: s["flow"].__setitem__(-1, {"kind": "keep", "player": 0}), "no drawn cards"),
    (placing, lambda s: s["flow"].__setitem__(-1, {"kind": "forget", "player": 0}), "owes no forgotten card"),
    (aiming, setf("powers", "speed", "medium"), "speed must be one of"),
    (aiming, setf("aim", "power", "hat"), "not a power"),
    (aiming, setf("aim", "power", WATERWAYS), "not a power the spirit may use now"),
    (ordering, setf("invaders", "step", "nap"), "step must be one of"),
    (ordering, setf("invaders", "todo", ["G3", "G9"]), "not a land of the island"),
    (ordering, lambda s: (top(s).update(lands=["G3"]), frame(s, "invaders").update(todo=["G3"])),
     "chosen among several"),
    (ordering, setf("ravage_order", "lands", ["G5", "G3"]), "not the lands still to ravage"),
    (ordering, lambda s: (top(s).update(lands=["G3", "G1"]), frame(s, "invaders").update(todo=["G3", "G1"])),
     "not a land of the card in the Ravage space"),
    (cascading, setf("ravage", "land", "G0"), "not a land of the island"),
    (cascading, setf("ravage", "step", "nap"), "step must be one of"),
    (cascading, setf("ravage", "damage", -1), "damage must be a whole number"),
    (cascading, setf("ravage", "damage", 1), "added no blight"),
    (cascading, setf("ravage", "step", "damage"), "added no blight"),
    (cascading, setf("cascade", "land", "G4"), "only when it fell on blight"),
    (special, setf("special", "boards", []), "non-empty list of the boards"),
    (special, setf("special", "boards", ["H"]), "must be one of"),
    (special, setf("special", "choice", {"G": "G1"}), "must be one of"),
    (special, setf("special", "choice", []), "an object board -> land"),
    (special, lambda s: frame(s, "invaders").update(todo=None), "after the reveal"),
    (special, lambda s: s["invader"]["special_done"].append(s["invader"]["explore"]), "no stage II action"),
    (countering, setf("damage", "land", "G9"), "not a land of the island"),
    (countering, setf("damage", "n", 0), "damage must be a whole number from 1"),
    (countering, setf("damage", "kinds", ["presence"]), "kinds must be one of"),
    (countering, setf("damage", "kinds", []), "non-empty list of piece kinds"),
    (countering, setf("damage", "purpose", "revenge"), "purpose must be one of"),
    (countering, setf("damage", "purpose", "damage"), "is the dahan's counter-attack"),
    (countering, setf("damage", "land", "G2"), "not a land of the card in the Ravage space"),
    (countering, lambda s: frame(s, "invaders").update(todo=["G3"]), "still to ravage"),
    (countering, setf("invaders", "step", "build"), "at its build step"),
    (gathering, setf("move", "verb", "shove"), "verb must be one of"),
    (gathering, setf("move", "land", "sea"), "not a land of the island"),
    (gathering, setf("move", "kinds", ["presence"]), "kinds must be one of"),
    (gathering, setf("move", "n", 0), "count must be a whole number"),
    (gathering, setf("move", "optional", 1), "true or false"),
    (gathering, setf("move", "store", ""), "non-empty text"),
    (gathering, setf("move", "lands", "G1"), "list of lands"),
    (gathering, setf("move", "moved", ["G1"]), "only for a push that stores them"),
    (gathering, lambda s: s["flow"].__setitem__(-1, {"kind": "pick", "player": 0, "verb": "burn", "lands": ["G2"],
                                                      "kinds": ["town"], "n": 1, "optional": False}),
     "verb must be one of"),
    (gathering, lambda s: s["flow"].__setitem__(-1, {"kind": "pick", "player": 0, "verb": "replace", "lands": ["G2"],
                                                      "kinds": ["town"], "n": 1, "optional": False}),
     "exactly when it replaces"),
    (gathering, lambda s: s["flow"].__setitem__(-1, {"kind": "pick", "player": 0, "verb": "downgrade",
                                                      "lands": ["G2"], "kinds": ["dahan"], "n": 1,
                                                      "optional": False}), "kinds must be one of"),
    (gathering, lambda s: s["flow"].__setitem__(-1, {"kind": "pick", "player": 0, "verb": "destroy", "lands": [],
                                                      "kinds": ["town"], "n": 1, "optional": False}),
     "non-empty list of lands"),
    (gathering, lambda s: s["flow"].__setitem__(-1, {"kind": "land", "player": 0, "lands": ["G1"], "store": "",
                                                      "purpose": "land", "optional": False}), "non-empty text"),
    (gathering, lambda s: s["flow"].__setitem__(-1, {"kind": "land", "player": 0, "lands": ["G1", "G1"],
                                                      "store": "x", "purpose": "land", "optional": False}), "twice"),
    (gathering, lambda s: s["flow"].__setitem__(-1, {"kind": "option", "player": 0, "options": ["yes"],
                                                      "store": "x"}), "not a catalog key"),
    (gathering, lambda s: s["flow"].__setitem__(-1, {"kind": "option", "player": 0,
                                                      "options": ["horizons.option.pay"], "store": "x", "n": -2}),
     "amount must be a whole number"),
    # effect frames
    (gathering, setf("effect", "power", "hat"), "no power or fear card level"),
    (gathering, setf("effect", "power", THICKETS), "is not intractable_thickets_and_thorns's program"),
    (gathering, setf("effect", "program", [{"op": "fear", "n": 9}]), "is not open_shifting_waterways's program"),
    (gathering, setf("effect", "pc", 0), "has not begun, so no decision of it can wait"),
    (gathering, setf("effect", "pc", 9), "step must be a whole number from 0"),
    (gathering, setf("effect", "pc", 2), "asks for no move"),
    (gathering, setf("effect", "land", "G77"), "not a land of the island"),
    (gathering, setf("effect", "spirit", 3), "not a seat"),
    (gathering, setf("effect", "vars", []), "object of named answers"),
    (gathering, setf("effect", "repeated", "yes"), "true or false"),
    (gathering, lambda s: s["spirits"]["0"]["used"].remove(WATERWAYS), "has not used this round"),
    # frames in places the flow never puts them
    (placing, lambda s: s["flow"].insert(2, s["flow"].pop()), "cannot lie on"),
    (countering, push({"kind": "land", "player": 0, "lands": ["G1"], "store": "x", "purpose": "land",
                       "optional": False}), "cannot lie on a damage"),
    (growing, swap_round_phase("invader"), "has a powers frame on it"),
    (growing, swap_round_phase("spirit"), "has no frame under way"),
    (aiming, swap_round_phase("time"), "not the phase under way"),
    (placing, setf("spirit", "step", "play"), "at its play step"),
    (placing, setf("grow", "icons", [0, 1]), "add_presence icon is still to do"),
    (keeping, setf("grow", "icons", [0, 1]), "gain_power_card icon is still to do"),
    (gathering, lambda s: s["flow"][1:2].clear() or s["flow"].insert(1, {"kind": "invaders", "player": 0,
                                                                          "step": "fear", "todo": None}),
     "has a powers frame on it"),
    (aiming, lambda s: s["flow"].insert(2, {"kind": "effect", "player": 0, "program": O.PROGRAMS[THICKETS],
                                            "pc": 1, "vars": {}, "power": THICKETS, "land": "G2", "spirit": None}),
     "(aim) lies on an effect waiting at its"),
    # what the frames stand for elsewhere in the position
    (keeping, lambda s: s["flow"].pop(), "drawn cards exactly while"),
    (forgetting, lambda s: s["flow"].pop(), "owes a forgotten card exactly while"),
    (growing, lambda s: s["spirits"]["0"].update(growth=1), "but its spirit phase is at growth"),
    (placing, lambda s: s["spirits"]["0"].update(growth=None), "has chosen no growth option this round"),
    (aiming, lambda s: s["spirits"]["0"].update(growth=None), "but its spirit phase is past growth"),
    (growing, lambda s: s["spirits"]["0"]["used"].append("spreading_and_dreadful_mire"), "before its round's spirit"),
    (aiming, lambda s: s["spirits"]["0"]["used"].append("spreading_and_dreadful_mire"), "before the slow phase"),
    (growing, lambda s: s["effects"].append({"kind": "skip", "land": "G1"}), "before any power"),
    (gathering, lambda s: s["effects"].append({"kind": "no_such_effect", "land": "G1"}), "not an effect any power"),
    (gathering, lambda s: (s["invader"]["deck"].remove("stage1_mountain") if "stage1_mountain" in
                           s["invader"]["deck"] else None, s["invader"].update(explore="stage1_mountain")),
     "Explore space outside"),
    (gathering, lambda s: (s["fear"]["deck"].remove(x := s["fear"]["deck"][0]), s["fear"].update(resolving=x)),
     "face up exactly while"),
    # the position beyond the flow
    (growing, lambda s: s["first_explore"].update(card="stage2_jungle"), "not a stage I card out"),
    (growing, lambda s: s["first_explore"].update(lands=["G8"]), "in island order"),
    (growing, lambda s: s.update(result={"reason": "loss_blight_pool_empty"}), "a game under way has no result"),
    (growing, lambda s: s.update(invader_deck_ran_out=True), "the game is over"),
    (growing, lambda s: [set_land(s, land) for land in s["lands"]], "yet its flow goes on"),
    (over, lambda s: s["result"].update(reason="loss_spirit_without_presence"), "but the position gives"),
    (over, lambda s: s["result"].update(round=4), "result's round"),
    (over, lambda s: s["result"].update(won=1), "result's won"),
    (over, lambda s: s["result"].update(blight_left=2), "result's blight_left"),
    (over, lambda s: s.update(result=None), "the result must be an object"),
    (growing, lambda s: s["spirits"]["0"].update(board="H"), "must be one of"),
]


@pytest.mark.parametrize("make, mutate, words", MUTATIONS,
                         ids=[f"{i}-{w[:30]}" for i, (_, _, w) in enumerate(MUTATIONS)])
def test_an_impossible_position_is_refused_naming_its_defect(make, mutate, words):
    state = make()
    load(copy.deepcopy(state))  # possible as it is
    mutate(state)
    with pytest.raises((PositionError, SaveError)) as caught:
        load(json.loads(json.dumps(state)))
    assert words in str(caught.value), str(caught.value)


def test_a_one_round_effect_loads_as_its_program_makes_it(monkeypatch):
    monkeypatch.setitem(O.PROGRAMS, THICKETS, [{"op": "round_effect", "effect": {"kind": "skip", "land": "target",
                                                                                 "actions": ["ravage"]}},
                                               {"op": "gather", "n": 1, "up_to": True, "kinds": ["dahan"]}])
    state = aiming()
    set_land(state, "G1", dahan=1)
    m = load(state)
    act(m, do="aim", land="G2")
    assert kind(m) == "move" and m.state["effects"] == [{"kind": "skip", "land": "G2", "actions": ["ravage"]}]
    assert load(copy.deepcopy(m.state)).state == m.state
    for bad in ({"kind": "skip", "land": "G2", "actions": ["build"]}, {"kind": "skip", "land": "G9",
                                                                       "actions": ["ravage"]}, "skip"):
        state = copy.deepcopy(m.state)
        state["effects"] = [bad]
        with pytest.raises(PositionError, match="one-round effect 0"):
            load(state)


def test_a_fear_card_s_program_never_runs_in_a_power_phase(monkeypatch):
    monkeypatch.setitem(O.PROGRAMS, "retreat:1", O.PROGRAMS[WATERWAYS])
    state = gathering()
    frame(state, "effect")["power"] = "retreat:1"
    with pytest.raises(PositionError, match="fear card's program in the slow powers phase"):
        load(state)


# ---- 2 and 3 spirits --------------------------------------------------------------------------------

def test_a_repeat_offered_to_the_spirit_another_gave_powerstorm_loads():
    """Powerstorm used by spirit 0 on spirit 1: spirit 1's card done, its repeat is offered on
    spirit 1's power phase, though spirit 1 never used Powerstorm itself."""
    from test_horizons_together import SCATTER, at_play as at_play_multi, choices as legal_of, load as load_multi
    from pyengine.games.spirit_island_horizons import spirit as S
    from horizons_helpers import give
    state = copy.deepcopy(at_play_multi().state)
    give(state, "powerstorm", "played", 0)
    S.panel(state, 0)["used"].append("powerstorm")
    give(state, SCATTER, "played", 1)
    state["effects"] = [{"kind": "powerstorm", "seat": 1, "n": 1, "repeated": []}]
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"},
                     {"kind": "together", "player": 0, "phase": "slow", "waiting": [1], "acting": 1, "next": None,
                      "parked": {}},
                     {"kind": "powers", "player": 1, "speed": "slow"}]
    m = load_multi(state)
    act(m, do="use", power=SCATTER)
    m.act(legal_of(m, do="aim")[0])
    assert kind(m) == "option" and m.state["flow"][-2]["power"] == "powerstorm"
    assert load_multi(copy.deepcopy(m.state)).state == m.state
    bad = copy.deepcopy(m.state)
    bad["flow"][-2]["program"] = [{"op": "offer_repeat", "card": "powerstorm"}, {"op": "repeat_card", "card": "powerstorm"}]
    with pytest.raises(PositionError, match="has not used"):
        load_multi(bad)  # the card repeated must be one the spirit used


def test_the_deck_chosen_by_the_target_of_entwined_power_loads():
    """Entwined Power used by spirit 1 on spirit 0: spirit 0 chooses the deck of its gain."""
    from test_horizons_together import at_play as at_play_multi, load as load_multi
    from horizons_helpers import give
    state = copy.deepcopy(at_play_multi().state)
    give(state, "entwined_power", "played", 1)
    state["flow"] = [{"kind": "round", "player": 0, "phase": "invader"},
                     {"kind": "together", "player": 0, "phase": "fast", "waiting": [1], "acting": 1, "next": None,
                      "parked": {}},
                     {"kind": "powers", "player": 1, "speed": "fast"}]
    m = load_multi(state)
    act(m, do="use", power="entwined_power")
    act(m, do="aim", spirit=0)
    assert kind(m) == "option" and m.pending().player == 0
    assert load_multi(copy.deepcopy(m.state)).state == m.state


def reclaiming_two() -> "Match":
    """Gift of Constancy used by spirit 1 on spirit 0: as Time passes both may reclaim a card,
    spirit 0 asked first (the asks lie on the round, one on the other)."""
    from test_horizons_together import at_play as at_play_multi, load as load_multi
    from pyengine.games.spirit_island_horizons import spirit as S
    from horizons_helpers import give
    state = copy.deepcopy(at_play_multi().state)
    for seat, card in ((0, "poisoned_land"), (1, "gift_of_constancy")):
        give(state, card, "played", seat)
        S.panel(state, seat)["used"].append(card)
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, {"kind": "reclaim_one", "player": 1},
                     {"kind": "reclaim_one", "player": 0}]
    return load_multi(state)


def test_two_spirits_asked_to_reclaim_as_time_passes_load():
    m = reclaiming_two()
    assert kind(m) == "reclaim_one" and m.pending().player == 0
    bad = copy.deepcopy(m.state)
    bad["flow"].insert(1, {"kind": "powers", "player": 0, "speed": "slow"})
    from test_horizons_together import load as load_multi
    with pytest.raises(PositionError, match="which has a together frame on it"):
        load_multi(bad)  # asked as Time passes: on the round and its other asks only


def test_a_card_used_and_reclaimed_as_time_passes_loads_while_the_other_spirit_is_asked():
    m = reclaiming_two()
    act(m, do="reclaim", card="poisoned_land")
    assert kind(m) == "reclaim_one" and m.pending().player == 1
    from test_horizons_together import load as load_multi
    assert load_multi(copy.deepcopy(m.state)).state == m.state
    bad = copy.deepcopy(m.state)
    bad["flow"][0]["phase"] = "invader"  # no longer as Time passes: a card used is not in the hand
    bad["flow"][1:] = [{"kind": "together", "player": 0, "phase": "fast", "waiting": [0, 1], "acting": 0,
                        "next": None, "parked": {"1": {"kind": "powers", "player": 1, "speed": "fast"}}},
                       {"kind": "powers", "player": 0, "speed": "fast"}]
    with pytest.raises(PositionError, match="neither a card it played"):
        load_multi(bad)


def multi_positions(seeds=range(12)):
    """(players, kind of the pending decision or "over") -> the first position met at it in seeded
    random games of 2 and 3 spirits (the random policy, now and then handing the phase over)."""
    found = {}
    for seed in seeds:
        for n in (2, 3):
            m = new_match_multi(n, seed)
            r = random.Random(seed)
            while True:
                found.setdefault((n, kind(m) or "over"), copy.deepcopy(m.state))
                if m.over:
                    break
                m.act(bare(r.choice(m.legal())))
    return found


def new_match_multi(n: int, seed: int = 1):
    from test_horizons_together import new
    return new(n, seed)


MULTI = multi_positions()


@pytest.mark.parametrize("key", sorted(MULTI, key=str), ids=[f"{n}p-{k}" for n, k in sorted(MULTI, key=str)])
def test_mid_game_positions_of_2_and_3_spirits_are_accepted(key):
    from test_horizons_together import load as load_multi
    n, k = key
    m = load_multi(copy.deepcopy(MULTI[key]), n)
    assert (kind(m) or "over") == k and m.state == MULTI[key]


def test_random_2_and_3_spirit_games_meet_the_shared_phases_and_the_invaders_choices():
    for n in (2, 3):
        assert {k for p, k in MULTI if p == n} >= {"spirit", "grow", "place", "powers", "aim", "ravage_order",
                                                    "cascade", "over"}


def _sharing(n: int = 2):
    from test_horizons_together import at_play as at_play_multi
    return lambda: at_play_multi(n)


def _fast_phase():
    from test_horizons_together import SUNLIT, THICKETS, act as act_t, at_play as at_play_multi
    m = at_play_multi(hands={0: [THICKETS], 1: [SUNLIT]})
    act_t(m, do="play", card=THICKETS)
    act_t(m, do="done")
    act_t(m, do="play", card=SUNLIT)
    act_t(m, do="done")
    assert kind(m) == "powers"
    return m


def _countering():
    from test_horizons_together import FULL, invaders_position, to_ravage
    m = invaders_position(H3=dict(FULL))
    to_ravage(m)
    assert kind(m) == "damage" and m.pending().player == 1
    return m


def _cascading():
    from test_horizons_together import FULL, invaders_position, to_ravage
    m = invaders_position(H3=dict(FULL, blight=1))
    to_ravage(m)
    assert kind(m) == "cascade" and m.pending().player == 1
    return m


def _ordering():
    from test_horizons_together import FULL, invaders_position, to_ravage
    m = invaders_position(H3=dict(FULL), H4=dict(FULL))
    to_ravage(m)
    assert kind(m) == "ravage_order" and m.pending().player == 1
    return m


def _special():
    from test_horizons_together import at_play as at_play_multi, load as load_multi, stage2_first, to_ravage
    state = copy.deepcopy(at_play_multi().state)
    clear_island(state)
    set_land(state, "G6", city=1)
    stage2_first(state)
    m = load_multi(state)
    to_ravage(m)
    assert kind(m) == "special" and m.pending().player == 0
    return m


def _parked(seat: str, **change):
    def mutate(state):
        frame(state, "together")["parked"][seat].update(change)
    return mutate


MULTI_MUTATIONS = [
    (_sharing(3), lambda s: frame(s, "together").update(waiting=[0, 1]), "one parked frame for each waiting spirit"),
    (_sharing(), lambda s: frame(s, "together").update(acting=None), "the spirit acting (None) must be one still"),
    (_sharing(3), lambda s: frame(s, "together").update(waiting=[1, 2]), "must be one still waiting"),
    (_sharing(), _parked("1", kind="powers"), "must be spirit 1's spirit frame"),
    (_sharing(), _parked("1", player=0), "parked frame of spirit 1's player must be 1, not 0"),
    (_sharing(), _parked("1", step="energy"), "waits at its energy step"),
    (_fast_phase, _parked("1", speed="slow"), "is the slow phase, not the fast phase"),
    (_fast_phase, lambda s: frame(s, "powers").update(speed="slow"), "is the slow phase"),
    (_sharing(), lambda s: frame(s, "together").update(next=1), "a switch is made at once"),
    (_sharing(), lambda s: s["flow"].pop(1), "which has a together frame on it"),
    (_sharing(), lambda s: frame(s, "together").update(phase="fast"), "must be spirit 1's powers frame"),
    (_sharing(), lambda s: frame(s, "together").update(player=1), "is run by seat 0"),
    (_cascading, lambda s: frame(s, "ravage").update(player=0), "is decided by seat 0, not seat 1"),
    (_cascading, lambda s: frame(s, "cascade").update(player=0), "not by seat 1, who decides the ravage"),
    (_countering, lambda s: frame(s, "damage").update(player=0), "the counter-attack in H3 is decided by seat 1"),
    (_ordering, lambda s: frame(s, "ravage_order").update(player=0), "is decided by seat 0, not seat 1"),
    (_special, lambda s: frame(s, "special").update(player=1), "is decided by seat 1, not seat 0"),
]


@pytest.mark.parametrize("make, mutate, words", MULTI_MUTATIONS,
                         ids=[f"{i}-{w[:30]}" for i, (_, _, w) in enumerate(MULTI_MUTATIONS)])
def test_an_impossible_2_or_3_spirit_position_is_refused_naming_its_defect(make, mutate, words):
    from test_horizons_together import load as load_multi
    m = make()
    n = len(m.seats)
    state = copy.deepcopy(m.state)
    load_multi(copy.deepcopy(state), n)  # possible as it is
    mutate(state)
    with pytest.raises((PositionError, SaveError)) as caught:
        load_multi(json.loads(json.dumps(state)), n)
    assert words in str(caught.value), str(caught.value)


def test_a_together_frame_in_a_solo_game_is_refused():
    state = growing()
    state["flow"].insert(1, {"kind": "together", "player": 0, "phase": "spirit", "waiting": [0], "acting": 0,
                             "next": None, "parked": {}})
    with pytest.raises(PositionError, match="a shared phase needs two spirits or more"):
        load(state)
