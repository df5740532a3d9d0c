"""The 15 fear cards at each terror level (fear_cards.py) on loaded positions: the island after
each, the choices offered (only the legal lands and pieces lit), the round effects in the same
round's Build and Explore and gone after Time passes, and the fear step's order and levels.

Board G: coastal G1 (mountain), G2 (wetland), G3 (sands); inland G4 (wetland), G5 (sands),
G6 (jungle), G7 (jungle), G8 (mountain). G1-G2, G1-G6, G2-G3, G2-G4, G2-G5, G2-G6, G3-G4,
G4-G5, G4-G7, G5-G6, G5-G7, G5-G8, G6-G8, G7-G8 are adjacent.
"""
from __future__ import annotations

import copy

import pytest

from pyengine.core.flow import Context
from pyengine.core.game import Outcome
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import decide as X
from pyengine.games.spirit_island_horizons import fear as F
from pyengine.games.spirit_island_horizons import ops as O
from pyengine.games.spirit_island_horizons import phases as PH
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons.rules import Horizons

GAME = Horizons()
MATCH = Match.create("spirit_island_horizons", 1, 1, {})
KINDS = ("explorer", "town", "city", "dahan")
SENTINEL = X.option_frame(0, ["sentinel"], "sentinel")  # under the card: the card is done when it is on top


def blank() -> dict:
    """Board G with no invaders, no dahan and no blight; the spirit's 2 presence in G2 (a sacred site)."""
    state = copy.deepcopy(MATCH.state)
    for here in state["lands"].values():
        for k in KINDS:
            here[k] = []
        state["pools"]["blight"] += here["blight"]
        here["blight"] = 0
    return state


def put(state: dict, land: str, presence: int | None = None, **pieces) -> dict:
    """Set a land's pieces: a count (undamaged) or a list of damage taken; presence of seat 0."""
    here = state["lands"][land]
    for kind, n in pieces.items():
        here[kind] = sorted([0] * n if isinstance(n, int) else list(n))
    if presence is not None:
        here["presence"] = {"0": presence} if presence else {}
    return state


def settle(state: dict) -> Outcome:
    ctx = Context(state, Rng(0), Outcome())
    GAME.settle(ctx)
    return ctx.out


def begin(state: dict, key: str) -> Outcome:
    """Resolve the fear card ``key`` (card:level) as the fear step does: player 0, no land."""
    state["flow"] = [{"kind": "round", "player": 0, "phase": "slow"}, copy.deepcopy(SENTINEL),
                     O.power_frame(0, key, O.program(key))]
    return settle(state)


def turned(state: dict, key: str) -> Outcome:
    """Resolve the fear card ``key`` as the invader phase's fear step does, the card face up (a
    position the loader accepts; once the card is done the invader phase goes on)."""
    card, level = key.split(":")[0], int(key.split(":")[1])
    fear = state["fear"]
    if card in fear["unused"]:  # into the game in place of a card of the deck
        fear["unused"][fear["unused"].index(card)] = fear["deck"].pop()
    else:
        fear["deck"].remove(card)
    fear["resolving"] = card
    while F.terror_for(len(fear["deck"]), fear["dividers"]) < level:  # cards already earned and resolved
        fear["discard"].append(fear["deck"].pop(0))
    fear["terror"] = level
    S.panel(state, 0)["growth"] = 1  # past the spirit phase: a growth option was chosen
    state["flow"] = [{"kind": "round", "player": 0, "phase": "slow"},
                     {"kind": "invaders", "player": 0, "step": "fear", "todo": None},
                     O.power_frame(0, key, O.program(key))]
    return settle(state)


def loads(state: dict) -> None:
    """A save of ``state`` (a fear card begun with ``begin``) loads: the same position as the fear
    step has it, the card face up on the invader phase in place of the holder."""
    real = copy.deepcopy(state)
    key = next(f["power"] for f in real["flow"] if f["kind"] == "effect")
    flow = real["flow"][2:]
    turned(real, key)
    real["flow"] = real["flow"][:2] + flow
    GAME.check_position(real, MATCH.seats, MATCH.options)


def resolving(state: dict) -> bool:
    return any(f["kind"] == "effect" for f in state["flow"])


def done(state: dict) -> bool:
    return state["flow"][-1] == SENTINEL


def kind(state: dict) -> str:
    return state["flow"][-1]["kind"]


def lit(state: dict) -> list[str]:
    return sorted(a["target"] for a in GAME.legal_actions(state) if a["do"] != "done")


def can_pass(state: dict) -> bool:
    return any(a["do"] == "done" for a in GAME.legal_actions(state))


def choose(state: dict, target: str, **match) -> None:
    """Play the legal action with this target (and fields), which must be the only one."""
    found = [a for a in GAME.legal_actions(state)
             if (a["target"] == target or a["do"] == target) and all(a.get(k) == v for k, v in match.items())]
    assert len(found) == 1, (target, match, GAME.legal_actions(state))
    GAME.apply(state, found[0], Rng(0))


def count(state: dict, land: str, kind_: str) -> int:
    return len(state["lands"][land][kind_])


def pieces(state: dict, land: str) -> dict:
    here = state["lands"][land]
    return {k: len(here[k]) for k in KINDS if here[k]}


def keep(state: dict) -> dict:
    """A city in G8 keeps the game from its terror 1 victory (no invaders left) in these tests."""
    return put(state, "G8", city=1)


# ---- every card at every level --------------------------------------------------------------

def test_every_fear_card_has_a_program_at_every_terror_level():
    assert len(D.FEAR) == 15
    for card in D.FEAR:
        for level in (1, 2, 3):
            program = O.program(f"{card}:{level}")
            assert program, f"{card}:{level} has no program"
            assert all(step["op"] in O.OPS.table for step in program)


# ---- Fear of the Unseen ---------------------------------------------------------------------------

def test_fear_of_the_unseen_1_removes_an_explorer_or_town_from_a_sacred_site():
    state = keep(blank())
    put(state, "G2", explorer=1, town=1, city=1)           # the sacred site (2 presence)
    put(state, "G1", presence=1, explorer=1)               # presence, no sacred site
    put(state, "G3", explorer=1)
    begin(state, "fear_of_the_unseen:1")
    assert lit(state) == ["piece:G2:explorer:0", "piece:G2:town:0"] and not can_pass(state)
    choose(state, "piece:G2:town:0")
    assert done(state)
    assert pieces(state, "G2") == {"explorer": 1, "city": 1} and count(state, "G1", "explorer") == 1
    assert state["pools"]["generated"] == 0  # removing gives no fear


def test_fear_of_the_unseen_1_nothing_to_do_without_explorer_or_town_at_a_sacred_site():
    state = keep(blank())
    put(state, "G2", city=1)
    put(state, "G1", presence=1, explorer=1)
    begin(state, "fear_of_the_unseen:1")
    assert done(state) and count(state, "G1", "explorer") == 1 and count(state, "G2", "city") == 1


def test_fear_of_the_unseen_2_removes_from_a_land_with_presence():
    state = keep(blank())
    put(state, "G1", presence=1, explorer=1)
    put(state, "G2", town=1)
    put(state, "G3", explorer=1)
    begin(state, "fear_of_the_unseen:2")
    assert lit(state) == ["piece:G1:explorer:0", "piece:G2:town:0"]
    choose(state, "piece:G1:explorer:0")
    assert done(state) and count(state, "G1", "explorer") == 0 and count(state, "G2", "town") == 1


def test_fear_of_the_unseen_3_explorer_town_with_presence_or_city_at_a_sacred_site():
    state = keep(blank())
    put(state, "G1", presence=1, explorer=1, city=1)       # its city is not offered: no sacred site
    state["spirits"]["0"]["tracks"]["energy"] += 1         # that presence came from a track
    put(state, "G2", city=1)
    put(state, "G3", town=1)
    begin(state, "fear_of_the_unseen:3")
    assert kind(state) == "pick_among"
    assert lit(state) == ["piece:G1:explorer:0", "piece:G2:city:0"]
    loads(state)  # a save here loads
    choose(state, "piece:G2:city:0")
    assert done(state) and count(state, "G2", "city") == 0 and pieces(state, "G1") == {"explorer": 1, "city": 1}
    assert state["pools"]["generated"] == 0


# ---- Scapegoats -----------------------------------------------------------------------------------

def test_scapegoats_1_each_town_destroys_an_explorer():
    state = blank()
    put(state, "G8", town=1, explorer=3)
    put(state, "G5", town=2, explorer=1)
    put(state, "G2", city=1, explorer=2)
    put(state, "G3", explorer=2)
    begin(state, "scapegoats:1")
    assert done(state)
    assert [count(state, l, "explorer") for l in ("G8", "G5", "G2", "G3")] == [2, 0, 2, 2]
    assert count(state, "G8", "town") == 1 and count(state, "G5", "town") == 2


def test_scapegoats_2_cities_destroy_two_explorers():
    state = blank()
    put(state, "G2", city=1, explorer=3)
    put(state, "G8", town=1, city=1, explorer=4)
    put(state, "G3", explorer=2)
    begin(state, "scapegoats:2")
    assert done(state)
    assert [count(state, l, "explorer") for l in ("G2", "G8", "G3")] == [1, 1, 2]


def test_scapegoats_3_all_explorers_where_towns_or_cities_and_each_city_destroys_a_town():
    state = blank()
    put(state, "G2", city=1, town=[0, 1], explorer=3)
    put(state, "G8", town=1, explorer=2)
    put(state, "G3", explorer=2)
    begin(state, "scapegoats:3")
    assert lit(state) == ["piece:G2:town:0", "piece:G2:town:1"]  # which town the city destroys
    choose(state, "piece:G2:town:0")
    assert done(state)
    assert pieces(state, "G2") == {"city": 1, "town": 1} and state["lands"]["G2"]["town"] == [1]
    assert pieces(state, "G8") == {"town": 1} and count(state, "G3", "explorer") == 2
    assert state["pools"]["generated"] == 1  # a destroyed town's fear


# ---- Emigration Accelerates ---------------------------------------------------------------------

def test_emigration_accelerates_1_an_explorer_from_a_coastal_land():
    state = keep(blank())
    put(state, "G1", explorer=1)
    put(state, "G3", explorer=1)
    put(state, "G2", town=1)
    put(state, "G5", explorer=1)
    begin(state, "emigration_accelerates:1")
    assert lit(state) == ["piece:G1:explorer:0", "piece:G3:explorer:0"]
    choose(state, "piece:G3:explorer:0")
    assert done(state) and count(state, "G3", "explorer") == 0 and count(state, "G1", "explorer") == 1


def test_emigration_accelerates_1_nothing_to_do_inland_only():
    state = keep(blank())
    put(state, "G5", explorer=1)
    put(state, "G2", town=1)
    begin(state, "emigration_accelerates:1")
    assert done(state) and count(state, "G5", "explorer") == 1 and count(state, "G2", "town") == 1


def test_emigration_accelerates_2_an_explorer_or_town_from_a_coastal_land():
    state = keep(blank())
    put(state, "G1", explorer=1)
    put(state, "G2", town=1, city=1)
    put(state, "G5", explorer=1)
    begin(state, "emigration_accelerates:2")
    assert lit(state) == ["piece:G1:explorer:0", "piece:G2:town:0"]
    choose(state, "piece:G2:town:0")
    assert done(state) and pieces(state, "G2") == {"city": 1}


def test_emigration_accelerates_3_an_explorer_or_town_from_any_land():
    state = keep(blank())
    put(state, "G5", explorer=1)
    put(state, "G7", town=1)
    put(state, "G2", city=1)
    begin(state, "emigration_accelerates:3")
    assert lit(state) == ["piece:G5:explorer:0", "piece:G7:town:0"]
    choose(state, "piece:G7:town:0")
    assert done(state) and count(state, "G7", "town") == 0 and count(state, "G5", "explorer") == 1


# ---- Dahan on their Guard ---------------------------------------------------------------------------

@pytest.mark.parametrize("level, defends", [(1, [2, 1, 0]), (2, [3, 2, 0]), (3, [4, 2, 0])])
def test_dahan_on_their_guard_defends_by_dahan_in_every_land(level, defends):
    state = keep(blank())
    put(state, "G1", dahan=2)
    put(state, "G3", dahan=1, explorer=1)
    put(state, "G5", explorer=1)
    begin(state, f"dahan_on_their_guard:{level}")
    assert done(state)
    assert [state["lands"][l]["defend"] for l in ("G1", "G3", "G5")] == defends
    assert sum(h["defend"] for h in state["lands"].values()) == sum(defends)


# ---- Tall Tales of Savagery -------------------------------------------------------------------------

def test_tall_tales_1_an_explorer_from_a_land_with_dahan():
    state = keep(blank())
    put(state, "G1", dahan=1, explorer=1)
    put(state, "G3", dahan=1, explorer=1, town=1)
    put(state, "G5", explorer=1)
    begin(state, "tall_tales_of_savagery:1")
    assert lit(state) == ["piece:G1:explorer:0", "piece:G3:explorer:0"]
    choose(state, "piece:G3:explorer:0")
    assert done(state) and pieces(state, "G3") == {"dahan": 1, "town": 1}


def _tall_tales_2() -> dict:
    state = keep(blank())
    put(state, "G1", dahan=1, explorer=2, town=1)
    put(state, "G3", dahan=1, explorer=1)
    put(state, "G4", dahan=1, city=1)
    put(state, "G5", explorer=1)
    begin(state, "tall_tales_of_savagery:2")
    assert kind(state) == "land" and lit(state) == ["land:G1", "land:G3"] and not can_pass(state)
    choose(state, "land:G1")
    assert kind(state) == "remove_health"
    assert lit(state) == ["piece:G1:explorer:0", "piece:G1:town:0"]
    return state


def test_tall_tales_2_one_town_or_two_explorers_from_one_land_with_dahan():
    state = _tall_tales_2()
    choose(state, "piece:G1:town:0")
    assert done(state) and pieces(state, "G1") == {"dahan": 1, "explorer": 2}
    state = _tall_tales_2()
    loads(state)  # a save here loads
    choose(state, "piece:G1:explorer:0")  # the second explorer follows: the town no longer fits
    assert done(state) and pieces(state, "G1") == {"dahan": 1, "town": 1}


def test_tall_tales_2_nothing_to_do_without_explorers_or_towns_by_dahan():
    state = keep(blank())
    put(state, "G4", dahan=1, city=1)
    put(state, "G5", explorer=1)
    begin(state, "tall_tales_of_savagery:2")
    assert done(state) and pieces(state, "G4") == {"dahan": 1, "city": 1}


def test_tall_tales_3_every_land_with_dahan_then_cities_by_two_dahan():
    state = blank()
    put(state, "G1", dahan=2, explorer=1, town=1, city=1)
    put(state, "G3", dahan=1, explorer=3, city=1)
    put(state, "G5", explorer=2)
    begin(state, "tall_tales_of_savagery:3")
    assert lit(state) == ["piece:G1:explorer:0", "piece:G1:town:0"]  # G1 first; G3 has only explorers
    choose(state, "piece:G1:town:0")
    assert done(state)
    assert pieces(state, "G1") == {"dahan": 2, "explorer": 1}         # its city removed (2 dahan)
    assert pieces(state, "G3") == {"dahan": 1, "explorer": 1, "city": 1}
    assert count(state, "G5", "explorer") == 2 and state["pools"]["generated"] == 0


# ---- Retreat! ---------------------------------------------------------------------------------------

def test_retreat_1_may_push_up_to_two_explorers_from_an_inland_land():
    state = keep(blank())
    put(state, "G5", explorer=3, town=1)
    put(state, "G2", explorer=2)
    begin(state, "retreat:1")
    assert lit(state) == ["land:G5"] and can_pass(state)
    choose(state, "land:G5")
    assert kind(state) == "move" and can_pass(state)
    assert lit(state) == ["land:G2", "land:G4", "land:G6", "land:G7", "land:G8"]  # explorers only
    choose(state, "land:G4")
    choose(state, "land:G6")
    assert done(state) and pieces(state, "G5") == {"explorer": 1, "town": 1}
    assert count(state, "G4", "explorer") == 1 and count(state, "G6", "explorer") == 1


def test_retreat_1_may_be_passed():
    state = keep(blank())
    put(state, "G5", explorer=3)
    begin(state, "retreat:1")
    choose(state, "done")
    assert done(state) and count(state, "G5", "explorer") == 3


def test_retreat_2_up_to_three_explorers_or_towns_inland():
    state = keep(blank())
    put(state, "G4", explorer=1, town=2)
    put(state, "G1", town=1)
    begin(state, "retreat:2")
    assert lit(state) == ["land:G4"]
    choose(state, "land:G4")
    choose(state, "land:G7", piece="town")
    choose(state, "land:G7", piece="town")
    choose(state, "land:G3", piece="explorer")
    assert done(state) and pieces(state, "G4") == {} and pieces(state, "G7") == {"town": 2}


def test_retreat_3_any_number_of_explorers_and_towns_from_any_land():
    state = keep(blank())
    put(state, "G2", explorer=2, town=2, city=1)
    begin(state, "retreat:3")
    assert lit(state) == ["land:G2"]
    choose(state, "land:G2")
    assert {a["piece"] for a in GAME.legal_actions(state) if a["do"] == "push"} == {"explorer", "town"}
    for piece in ("explorer", "explorer", "town", "town"):
        choose(state, "land:G1", piece=piece)
    assert done(state) and pieces(state, "G2") == {"city": 1} and pieces(state, "G1") == {"explorer": 2, "town": 2}


# ---- Dahan Raid ---------------------------------------------------------------------------------------

def test_dahan_raid_1_one_damage_in_a_land_with_dahan():
    state = keep(blank())
    put(state, "G1", dahan=2, explorer=1)
    put(state, "G7", dahan=1, town=1)
    put(state, "G3", dahan=1)            # no invaders: nothing to damage
    put(state, "G5", town=1)             # no dahan
    begin(state, "dahan_raid:1")
    assert lit(state) == ["land:G1", "land:G7"] and not can_pass(state)
    choose(state, "land:G7")
    assert done(state) and state["lands"]["G7"]["town"] == [1] and count(state, "G1", "explorer") == 1


def test_dahan_raid_2_one_damage_per_dahan():
    state = keep(blank())
    put(state, "G7", dahan=2, town=1, city=1)
    begin(state, "dahan_raid:2")  # one land: chosen by itself
    assert kind(state) == "damage" and state["flow"][-1]["n"] == 2
    assert lit(state) == ["piece:G7:city:0", "piece:G7:town:0"]
    choose(state, "piece:G7:town:0")
    choose(state, "piece:G7:town:1")
    assert done(state) and pieces(state, "G7") == {"dahan": 2, "city": 1} and state["pools"]["generated"] == 1


def test_dahan_raid_3_two_damage_per_dahan():
    state = keep(blank())
    put(state, "G7", dahan=2, city=1)
    begin(state, "dahan_raid:3")
    assert done(state) and pieces(state, "G7") == {"dahan": 2} and state["pools"]["generated"] == 2


def test_dahan_raid_nothing_to_do_without_dahan_by_invaders():
    state = keep(blank())
    put(state, "G1", dahan=2)
    put(state, "G5", town=1)
    begin(state, "dahan_raid:3")
    assert done(state) and count(state, "G5", "town") == 1


# ---- Dahan Enheartened --------------------------------------------------------------------------------

def test_dahan_enheartened_1_push_a_dahan_out_of_a_land_with_invaders():
    state = keep(blank())
    put(state, "G2", city=1)            # dahan next door (G1): a gather
    put(state, "G1", dahan=2)
    put(state, "G8", city=1, dahan=1)   # its own dahan, none next door: a push
    begin(state, "dahan_enheartened:1")
    assert lit(state) == ["land:G2", "land:G8"] and can_pass(state)
    choose(state, "land:G8")
    assert kind(state) == "move" and lit(state) == ["land:G5", "land:G6", "land:G7"]
    choose(state, "land:G5")
    assert done(state) and count(state, "G8", "dahan") == 0 and count(state, "G5", "dahan") == 1


def test_dahan_enheartened_1_gather_or_push_asked_when_both_can_be():
    state = keep(blank())
    put(state, "G2", city=1, dahan=1)
    put(state, "G1", dahan=2)
    begin(state, "dahan_enheartened:1")
    choose(state, "land:G2")
    assert kind(state) == "option"
    assert [a["label"] for a in GAME.legal_actions(state)] == ["horizons.option.push_dahan",
                                                                "horizons.option.gather_dahan"]
    choose(state, "option", option=1)  # gather: from G1, the only dahan next door, by itself
    assert done(state) and count(state, "G2", "dahan") == 2 and count(state, "G1", "dahan") == 1


def _enheartened(level: int) -> dict:
    state = keep(blank())
    put(state, "G2", city=1)
    put(state, "G1", dahan=2)
    begin(state, f"dahan_enheartened:{level}")
    assert lit(state) == ["land:G2", "land:G6"] and not can_pass(state)  # the lands next to G1's dahan
    choose(state, "land:G2")
    assert kind(state) == "move" and can_pass(state)
    choose(state, "land:G1")
    choose(state, "land:G1")
    assert done(state) and count(state, "G2", "dahan") == 2
    return state


def test_dahan_enheartened_2_gather_up_to_two_dahan_then_one_damage():
    assert _enheartened(2)["lands"]["G2"]["city"] == [1]


def test_dahan_enheartened_3_gather_then_one_damage_per_dahan():
    assert _enheartened(3)["lands"]["G2"]["city"] == [2]


# ---- the round effects: Avoid the Dahan, Overseas Trade, Trade Suffers ---------------------------------

def invader_phase(state: dict, card: str, build: str | None = None, explore: str = "stage1_jungle") -> Outcome:
    """Earn ``card`` (card id) and run the invader phase to the next round's growth: ``build``
    is the card in the Build space, ``explore`` the top of the invader deck (no ravage)."""
    fear, inv = state["fear"], state["invader"]
    for pile in ("deck", "unused"):
        if card in fear[pile]:
            fear[pile].remove(card)
    fear["earned"] = [card]
    inv["ravage"], inv["build"], inv["explore"] = None, build, None
    deck = [c for c in inv["deck"] + inv["removed"] if c not in (build, explore)]
    inv["deck"] = [explore] + [c for c in deck if c.startswith("stage3")]
    state["flow"] = [{"kind": "round", "player": 0, "phase": "invader"}]
    return settle(state)


def logged(out: Outcome, key: str) -> list[dict]:
    return [e["args"] for e in out.events if e["key"] == f"horizons.log.{key}"]


def after_time_passes(state: dict) -> None:
    assert state["round"] == 2 and state["flow"][-1]["kind"] == "spirit"  # the next round's growth
    assert state["effects"] == []
    assert not any(PH.skipped(state, a, l) for a in ("build", "build_city", "explore") for l in state["lands"])


def test_avoid_the_dahan_1_no_explore_into_two_dahan_this_round():
    state = blank()
    put(state, "G1", dahan=2)         # coastal mountain: explored but for the card
    put(state, "G8", dahan=1, town=1)  # mountain with a town: explored
    out = invader_phase(state, "avoid_the_dahan", explore="stage1_mountain")
    assert logged(out, "fear_card") == [{"card": "avoid_the_dahan", "level": 1}]
    assert logged(out, "explore_stopped") == [{"land": "G1"}]
    assert count(state, "G1", "explorer") == 0 and count(state, "G8", "explorer") == 1
    after_time_passes(state)


def test_avoid_the_dahan_2_no_build_where_dahan_outnumber_towns_and_cities():
    state = at_terror(blank(), 2)
    put(state, "G3", dahan=2, town=1)
    put(state, "G5", dahan=1, town=1)
    out = invader_phase(state, "avoid_the_dahan", build="stage1_sands")
    assert logged(out, "fear_card") == [{"card": "avoid_the_dahan", "level": 2}]
    assert logged(out, "build_stopped") == [{"land": "G3"}]
    assert pieces(state, "G3") == {"dahan": 2, "town": 1} and pieces(state, "G5") == {"dahan": 1, "town": 1, "city": 1}
    after_time_passes(state)


def at_terror(state: dict, level: int) -> dict:
    """The fear deck cut down to what leaves ``level`` (the cards taken out set aside)."""
    fear = state["fear"]
    left = {1: 9, 2: 6, 3: 3}[level]
    fear["unused"] += fear["deck"][left:]
    fear["deck"], fear["terror"] = fear["deck"][:left], level
    return state


def test_avoid_the_dahan_3_no_build_in_lands_with_dahan():
    state = keep(at_terror(blank(), 3))
    put(state, "G3", dahan=1, explorer=1)
    put(state, "G5", explorer=1)
    out = invader_phase(state, "avoid_the_dahan", build="stage1_sands")
    assert logged(out, "fear_card") == [{"card": "avoid_the_dahan", "level": 3}]
    assert pieces(state, "G3") == {"dahan": 1, "explorer": 1} and pieces(state, "G5") == {"explorer": 1, "town": 1}
    after_time_passes(state)


def test_overseas_trade_1_defend_three_in_coastal_lands():
    state = keep(blank())
    begin(state, "overseas_trade_seems_safer:1")
    assert done(state) and state["effects"] == []
    assert {l: h["defend"] for l, h in state["lands"].items() if h["defend"]} == {"G1": 3, "G2": 3, "G3": 3}


def test_overseas_trade_2_defend_six_and_no_coastal_city_this_round():
    state = at_terror(blank(), 2)
    put(state, "G1", explorer=1)   # coastal: a town is still built
    put(state, "G3", town=1)       # coastal: its city is not
    put(state, "G5", town=1)       # inland: builds its city
    out = invader_phase(state, "overseas_trade_seems_safer", build="stage3_mountain_sands")
    assert logged(out, "fear_card") == [{"card": "overseas_trade_seems_safer", "level": 2}]
    assert logged(out, "build_stopped") == [{"land": "G3"}]
    assert pieces(state, "G1") == {"explorer": 1, "town": 1} and pieces(state, "G3") == {"town": 1}
    assert pieces(state, "G5") == {"town": 1, "city": 1}
    after_time_passes(state)
    assert all(h["defend"] == 0 for h in state["lands"].values())  # Defend too ends at Time passes


def test_overseas_trade_2_defends_six():
    state = keep(blank())
    begin(state, "overseas_trade_seems_safer:2")
    assert {l: h["defend"] for l, h in state["lands"].items() if h["defend"]} == {"G1": 6, "G2": 6, "G3": 6}
    assert state["effects"] == [{"kind": "no_action", "action": "build_city", "where": "coastal"}]


def test_overseas_trade_3_defend_nine_and_no_coastal_build_this_round():
    state = keep(at_terror(blank(), 3))
    put(state, "G1", explorer=1)
    put(state, "G3", town=1)
    put(state, "G5", town=1)
    out = invader_phase(state, "overseas_trade_seems_safer", build="stage3_mountain_sands")
    assert logged(out, "fear_card") == [{"card": "overseas_trade_seems_safer", "level": 3}]
    assert logged(out, "build_stopped") == [{"land": "G1"}, {"land": "G3"}]
    assert pieces(state, "G1") == {"explorer": 1} and pieces(state, "G3") == {"town": 1}
    assert pieces(state, "G5") == {"town": 1, "city": 1}
    after_time_passes(state)


def test_overseas_trade_3_defends_nine():
    state = keep(blank())
    begin(state, "overseas_trade_seems_safer:3")
    assert {l: h["defend"] for l, h in state["lands"].items() if h["defend"]} == {"G1": 9, "G2": 9, "G3": 9}
    assert state["effects"] == [{"kind": "no_action", "action": "build", "where": "coastal"}]


def test_trade_suffers_1_no_build_in_lands_with_a_city_this_round():
    state = blank()
    put(state, "G3", city=1, explorer=1)
    put(state, "G5", town=1)
    put(state, "G1", explorer=1)
    out = invader_phase(state, "trade_suffers", build="stage3_mountain_sands")
    assert logged(out, "fear_card") == [{"card": "trade_suffers", "level": 1}]
    assert logged(out, "build_stopped") == [{"land": "G3"}]
    assert pieces(state, "G3") == {"city": 1, "explorer": 1}
    assert pieces(state, "G5") == {"town": 1, "city": 1} and pieces(state, "G1") == {"explorer": 1, "town": 1}
    after_time_passes(state)


def test_trade_suffers_2_may_replace_a_coastal_town_with_an_explorer():
    state = keep(blank())
    put(state, "G2", town=1, city=1)
    put(state, "G5", town=1)
    begin(state, "trade_suffers:2")
    assert lit(state) == ["piece:G2:town:0"] and can_pass(state)
    passed = copy.deepcopy(state)
    choose(state, "piece:G2:town:0")
    assert done(state) and pieces(state, "G2") == {"explorer": 1, "city": 1} and state["pools"]["generated"] == 0
    choose(passed, "done")
    assert done(passed) and pieces(passed, "G2") == {"town": 1, "city": 1}


def test_trade_suffers_3_may_replace_a_coastal_city_with_a_town_or_a_town_with_an_explorer():
    state = keep(blank())
    put(state, "G2", city=1)
    put(state, "G3", town=1, explorer=1)
    put(state, "G5", town=1)
    begin(state, "trade_suffers:3")
    assert lit(state) == ["piece:G2:city:0", "piece:G3:town:0"] and can_pass(state)
    choose(state, "piece:G2:city:0")
    assert done(state) and pieces(state, "G2") == {"town": 1} and pieces(state, "G3") == {"town": 1, "explorer": 1}


# ---- Seek Safety ----------------------------------------------------------------------------------------

def test_seek_safety_1_may_push_an_explorer_into_a_land_with_more_towns_and_cities():
    state = blank()
    put(state, "G5", explorer=1)
    put(state, "G2", city=1)
    put(state, "G8", town=1, explorer=1)   # no neighbour has more than its one town
    begin(state, "seek_safety:1")
    assert lit(state) == ["land:G5"] and can_pass(state)
    choose(state, "land:G5")
    assert lit(state) == ["land:G2", "land:G8"]
    choose(state, "land:G8")
    assert done(state) and pieces(state, "G5") == {} and pieces(state, "G8") == {"town": 1, "explorer": 2}


def _seek_safety_2() -> dict:
    state = blank()
    put(state, "G2", city=1)
    put(state, "G1", explorer=1, town=1)   # its town has no explorer next door: not a land to gather into
    put(state, "G5", explorer=1)
    put(state, "G8", town=1)
    begin(state, "seek_safety:2")
    assert lit(state) == ["land:G2", "land:G8"] and can_pass(state)
    return state


def test_seek_safety_2_may_gather_a_town_into_a_land_with_a_city():
    state = _seek_safety_2()
    choose(state, "land:G2")
    assert sorted((a["piece"], a["from"]) for a in GAME.legal_actions(state)) == [
        ("explorer", "G1"), ("explorer", "G5"), ("town", "G1")]
    choose(state, "land:G1", piece="town")
    assert done(state) and pieces(state, "G2") == {"city": 1, "town": 1} and pieces(state, "G1") == {"explorer": 1}


def test_seek_safety_2_only_explorers_into_a_land_with_towns_but_no_city():
    state = _seek_safety_2()
    choose(state, "land:G8")  # one explorer next door (G5): gathered by itself, no town (no city here)
    assert done(state) and pieces(state, "G8") == {"town": 1, "explorer": 1} and pieces(state, "G5") == {}


def test_seek_safety_3_may_remove_up_to_three_health_from_a_land_without_a_city():
    state = blank()
    put(state, "G3", explorer=2, town=1)
    put(state, "G2", city=1, explorer=1)
    begin(state, "seek_safety:3")
    assert lit(state) == ["land:G3"] and can_pass(state)
    choose(state, "land:G3")
    assert lit(state) == ["piece:G3:explorer:0", "piece:G3:town:0"] and can_pass(state)
    choose(state, "piece:G3:town:0")
    assert lit(state) == ["piece:G3:explorer:0"]  # 1 health left: an explorer fits, the town did
    choose(state, "piece:G3:explorer:0")
    assert done(state) and pieces(state, "G3") == {"explorer": 1} and pieces(state, "G2") == {"city": 1, "explorer": 1}


def test_seek_safety_3_nothing_to_do_when_invaders_are_only_with_cities():
    state = blank()
    put(state, "G2", city=1, explorer=1)
    begin(state, "seek_safety:3")
    assert done(state) and pieces(state, "G2") == {"city": 1, "explorer": 1}


# ---- Wary of the Interior -------------------------------------------------------------------------------

def test_wary_of_the_interior_1_an_explorer_from_an_inland_land():
    state = keep(blank())
    put(state, "G5", explorer=1)
    put(state, "G7", explorer=1, town=1)
    put(state, "G1", explorer=1)
    begin(state, "wary_of_the_interior:1")
    assert lit(state) == ["piece:G5:explorer:0", "piece:G7:explorer:0"]
    choose(state, "piece:G7:explorer:0")
    assert done(state) and pieces(state, "G7") == {"town": 1} and count(state, "G1", "explorer") == 1


def test_wary_of_the_interior_2_an_explorer_or_town_from_an_inland_land():
    state = keep(blank())
    put(state, "G4", town=1)
    put(state, "G5", explorer=1)
    put(state, "G2", explorer=1, town=1)
    begin(state, "wary_of_the_interior:2")
    assert lit(state) == ["piece:G4:town:0", "piece:G5:explorer:0"]
    choose(state, "piece:G4:town:0")
    assert done(state) and pieces(state, "G4") == {} and pieces(state, "G2") == {"explorer": 1, "town": 1}


def test_wary_of_the_interior_3_an_explorer_or_town_from_any_land():
    state = keep(blank())
    put(state, "G2", explorer=1, city=1)
    put(state, "G7", town=[1])
    begin(state, "wary_of_the_interior:3")
    assert lit(state) == ["piece:G2:explorer:0", "piece:G7:town:1"]
    choose(state, "piece:G2:explorer:0")
    assert done(state) and pieces(state, "G2") == {"city": 1} and state["lands"]["G7"]["town"] == [1]


# ---- Belief Takes Root ----------------------------------------------------------------------------------

def test_belief_takes_root_1_defend_two_in_every_land_with_presence():
    state = keep(blank())
    put(state, "G6", presence=1)
    begin(state, "belief_takes_root:1")
    assert done(state)
    assert {l: h["defend"] for l, h in state["lands"].items() if h["defend"]} == {"G2": 2, "G6": 2}


def test_belief_takes_root_2_defend_and_energy_per_sacred_site_with_invaders():
    state = keep(blank())
    put(state, "G2", city=1)              # a sacred site with invaders: 1 energy
    put(state, "G7", presence=2)          # a sacred site without: none
    put(state, "G6", presence=1, explorer=1)  # presence, not a sacred site: none
    energy = state["spirits"]["0"]["energy"]
    out = begin(state, "belief_takes_root:2")
    assert done(state) and state["spirits"]["0"]["energy"] == energy + 1
    assert logged(out, "energy") == [{"seat": 0, "n": 1}]
    assert {l: h["defend"] for l, h in state["lands"].items() if h["defend"]} == {"G2": 2, "G6": 2, "G7": 2}


def test_belief_takes_root_3_removes_up_to_two_health_per_presence_there():
    state = keep(blank())
    put(state, "G2", city=1, town=1, explorer=1)  # 2 presence: up to 4 health
    put(state, "G6", presence=1, explorer=1)
    put(state, "G5", explorer=1)                  # no presence
    begin(state, "belief_takes_root:3")
    assert lit(state) == ["land:G2", "land:G6"] and not can_pass(state)
    choose(state, "land:G2")
    assert state["flow"][-1]["n"] == 4
    assert lit(state) == ["piece:G2:city:0", "piece:G2:explorer:0", "piece:G2:town:0"] and can_pass(state)
    choose(state, "piece:G2:city:0")
    assert lit(state) == ["piece:G2:explorer:0"]
    choose(state, "piece:G2:explorer:0")
    assert done(state) and pieces(state, "G2") == {"town": 1} and state["pools"]["generated"] == 0


# ---- Isolation --------------------------------------------------------------------------------------------

def test_isolation_1_an_explorer_or_town_that_is_the_only_invader_of_its_land():
    state = blank()
    put(state, "G3", explorer=1)
    put(state, "G5", town=1)
    put(state, "G8", city=1)
    put(state, "G4", explorer=2)
    begin(state, "isolation:1")
    assert lit(state) == ["piece:G3:explorer:0", "piece:G5:town:0"]
    choose(state, "piece:G5:town:0")
    assert done(state) and pieces(state, "G5") == {} and count(state, "G4", "explorer") == 2


def test_isolation_2_an_explorer_or_town_from_a_land_with_two_invaders_at_most():
    state = blank()
    put(state, "G4", explorer=2)
    put(state, "G2", explorer=1, town=1, city=1)
    put(state, "G8", city=1, town=1)
    begin(state, "isolation:2")
    assert lit(state) == ["piece:G4:explorer:0", "piece:G8:town:0"]
    choose(state, "piece:G8:town:0")
    assert done(state) and pieces(state, "G8") == {"city": 1}


def test_isolation_3_any_invader_from_a_land_with_two_invaders_at_most():
    state = blank()
    put(state, "G2", explorer=1, town=1, city=1)
    put(state, "G8", city=1, town=1)
    begin(state, "isolation:3")
    assert lit(state) == ["piece:G8:city:0", "piece:G8:town:0"]
    choose(state, "piece:G8:city:0")
    assert done(state) and pieces(state, "G8") == {"town": 1} and state["pools"]["generated"] == 0


def test_isolation_3_nothing_to_do_when_every_land_has_three_invaders():
    state = blank()
    put(state, "G2", explorer=1, town=1, city=1)
    begin(state, "isolation:3")
    assert done(state) and pieces(state, "G2") == {"explorer": 1, "town": 1, "city": 1}


# ---- "each player" with more than one spirit (the next issue's games) --------------------------------------

def two_spirits(state: dict) -> dict:
    state["spirits"]["1"] = copy.deepcopy(state["spirits"]["0"])
    state["lands"]["G6"]["presence"]["1"] = 1
    return state


def test_each_player_acts_once_per_seat_in_turn():
    state = two_spirits(keep(blank()))
    put(state, "G4", explorer=1)
    put(state, "G5", explorer=1)
    put(state, "G7", town=1)
    begin(state, "wary_of_the_interior:3")
    assert state["flow"][-1]["player"] == 0
    choose(state, "piece:G7:town:0")
    assert state["flow"][-1]["player"] == 1 and lit(state) == ["piece:G4:explorer:0", "piece:G5:explorer:0"]
    choose(state, "piece:G5:explorer:0")
    assert done(state) and pieces(state, "G4") == {"explorer": 1} and pieces(state, "G5") == {} and pieces(state, "G7") == {}


def test_each_player_picks_a_different_land():
    state = two_spirits(keep(blank()))
    put(state, "G1", dahan=1, town=1)
    put(state, "G7", dahan=1, town=1)
    begin(state, "dahan_raid:1")
    assert state["flow"][-1]["player"] == 0 and lit(state) == ["land:G1", "land:G7"]
    choose(state, "land:G1")
    assert done(state)  # seat 1 had only G7 left: chosen by itself
    assert state["lands"]["G1"]["town"] == [1] and state["lands"]["G7"]["town"] == [1]


def test_belief_takes_root_3_counts_the_deciding_seats_own_presence():
    state = two_spirits(keep(blank()))
    put(state, "G2", town=1)
    put(state, "G6", explorer=1, town=1)      # seat 1's 1 presence: 2 health
    begin(state, "belief_takes_root:3")
    # seat 0's only land with its presence and invaders, chosen by itself: 2 presence, 4 health
    assert state["flow"][-1]["n"] == 4 and lit(state) == ["piece:G2:town:0"]
    choose(state, "piece:G2:town:0")
    # seat 1: G6, its only land with its presence and invaders, by itself: 1 presence, 2 health
    assert state["flow"][-1]["player"] == 1 and state["flow"][-1]["n"] == 2 and lit(state) == ["piece:G6:explorer:0", "piece:G6:town:0"]


def test_a_choice_in_every_land_is_made_by_the_seat_whose_board_holds_the_land():
    state = two_spirits(blank())
    state["spirits"]["0"]["board"] = "H"   # seat 1 alone started on board G
    put(state, "G2", city=1, town=[0, 1])
    begin(state, "scapegoats:3")
    assert kind(state) == "pick" and state["flow"][-1]["player"] == 1
    assert lit(state) == ["piece:G2:town:0", "piece:G2:town:1"]


# ---- the fear step: the level when a card is turned, the order earned -------------------------------------

def fear_step(state: dict, earned: list[str], top: str) -> Outcome:
    """Run the invader phase with ``earned`` face down and ``top`` on the fear deck (9 cards in
    play: the deck holds the rest, its terror level as the dividers give it); no invader cards."""
    fear, inv = state["fear"], state["invader"]
    rest = [c for c in D.FEAR if c not in earned and c != top]
    left = 9 - len(earned)
    fear["earned"], fear["deck"], fear["unused"] = list(earned), [top] + rest[:left - 1], rest[left - 1:]
    fear["terror"] = F.terror_for(left, fear["dividers"])
    inv["ravage"], inv["build"], inv["explore"] = None, None, None
    state["flow"] = [{"kind": "round", "player": 0, "phase": "invader"}]
    return settle(state)


def test_fear_cards_resolve_in_the_order_earned_each_at_the_level_when_turned():
    """The raid destroys a town: its fear earns the deck's top card, which reaches the terror II
    divider, so the card earned before it resolves at level 2; the new one, earned during the
    fear step, goes to the bottom of the earned pile and resolves last, at level 2."""
    state = blank()
    put(state, "G7", dahan=1, town=[1])
    put(state, "G2", city=1)
    state["pools"]["fear"], state["pools"]["generated"] = 1, 3
    out = fear_step(state, ["dahan_raid", "avoid_the_dahan"], "trade_suffers")
    assert logged(out, "fear_card") == [{"card": "dahan_raid", "level": 1}, {"card": "avoid_the_dahan", "level": 2},
                                        {"card": "trade_suffers", "level": 2}]
    assert logged(out, "terror_rises") == [{"terror": 2}]
    assert state["fear"]["discard"] == ["dahan_raid", "avoid_the_dahan", "trade_suffers"]
    assert state["fear"]["earned"] == [] and pieces(state, "G7") == {"dahan": 1}


def test_cards_earned_before_the_divider_resolve_at_the_level_reached_since():
    state = keep(blank())
    earned = ["avoid_the_dahan", "trade_suffers", "overseas_trade_seems_safer"]  # the third reached the divider
    out = fear_step(state, earned, "dahan_raid")
    assert logged(out, "fear_card") == [{"card": c, "level": 2} for c in earned]


def test_fear_cards_at_terror_3_once_the_third_divider_is_reached():
    state = keep(blank())
    earned = ["avoid_the_dahan", "trade_suffers", "overseas_trade_seems_safer", "dahan_on_their_guard",
              "belief_takes_root", "scapegoats"]
    out = fear_step(state, earned, "dahan_raid")
    assert logged(out, "fear_card") == [{"card": c, "level": 3} for c in earned]


# ---- every program on random positions, with random choices ------------------------------------------------

def random_island(rnd) -> dict:
    state = keep(blank())
    for land in state["lands"]:
        put(state, land, explorer=rnd.randrange(3), town=[rnd.randrange(2) for _ in range(rnd.randrange(3))],
            city=[rnd.randrange(3) for _ in range(rnd.randrange(2))], dahan=[rnd.randrange(2) for _ in range(rnd.randrange(3))])
    return state


@pytest.mark.parametrize("key", [f"{c}:{level}" for c in D.FEAR for level in (1, 2, 3)])
def test_every_program_resolves_on_random_islands_and_stays_loadable(key):
    import random
    rnd = random.Random(key)
    for _ in range(6):
        state = random_island(rnd)
        turned(state, key)
        for _ in range(60):
            if not resolving(state):
                break
            GAME.check_position(copy.deepcopy(state), MATCH.seats, MATCH.options)
            GAME.apply(state, rnd.choice(GAME.legal_actions(state)), Rng(0))
        assert not resolving(state), key
        for here in state["lands"].values():
            assert all(0 <= d < D.health(k) for k in KINDS for d in here[k])
