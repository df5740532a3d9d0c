"""Horizons with 2 and 3 spirits: the phases every spirit plays at once (together.py) through the
match (act, legal, undo), and who decides the invader phase's open choices (D03, acts.decider).

The spirits' phase and each power phase: any waiting spirit may act next, the phase may pass
from one to the other between their steps (never inside one: a growth icon's place, a card kept,
a power's target or its decisions), each says when it is done, and the phase ends once every
spirit is done. Undo crosses the seats of one person, never another person's action."""

from __future__ import annotations

import copy
import json
import random

import pytest

from horizons_helpers import act, bare, choices, clear_island, give, kind, logged, set_invaders, set_land
from pyengine.core import bot
from pyengine.core.errors import CannotUndo, IllegalAction, NotYourTurn
from pyengine.core.match import Match
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import spirit as S

GAME = "spirit_island_horizons"
MUD, WIND, TEETH = "fathomless_mud_of_the_swamp", "sun_bright_whirlwind", "devouring_teeth_lurk_underfoot"
THICKETS = "intractable_thickets_and_thorns"  # Mud, fast, 2 energy, a land at range 1 (a decision inside)
SUNLIT = "gift_of_the_sunlit_air"  # Whirlwind, fast, 0 energy
TEMPEST = "tempest_of_leaves_and_branches"  # Whirlwind, fast, 2 energy: damage to different invaders (a decision)
SCATTER = "scatter_to_the_winds"  # Whirlwind, slow, 1 energy
VAPORS = "foul_vapors_and_fetid_muck"  # Mud, slow, 0 energy


def seats(n: int = 2, person: bool = False, spirits=(MUD, WIND, TEETH)) -> list[dict]:
    """``n`` human seats playing ``spirits``; ``person``: all played by one person."""
    return [dict({"name": f"P{i}", "kind": "human", "spirit": spirits[i]}, **({"person": "Ann"} if person else {}))
            for i in range(n)]


def new(n: int = 2, seed: int = 1, **kw) -> Match:
    return Match.create(GAME, seats(n, **kw), seed, {})


def load(state: dict, n: int = 2, seed: int = 1, **kw) -> Match:
    """A match of ``n`` spirits starting from ``state``, through a save (the loader checks it)."""
    save = new(n, seed, **kw).to_save()
    save.update(start={"state": state}, actions=[], position=None)
    return Match.from_save(json.loads(json.dumps(save)))


def flow(m: Match) -> list[dict]:
    return m.state["flow"]


def phase(m: Match) -> dict:
    """The ``together`` frame."""
    return next(f for f in flow(m) if f["kind"] == "together")


def switches(m: Match) -> list[int]:
    return [a["seat"] for a in choices(m, do="switch")]


def refused(m: Match, action: dict, key: str) -> None:
    """``action`` is refused with ``key`` and changes nothing."""
    before = copy.deepcopy(m.state)
    with pytest.raises(IllegalAction) as caught:
        m.act(action)
    assert caught.value.key == key, caught.value
    assert m.state == before


def at_play(n: int = 2, energy: int = 10, hands=None, lands=None, **kw) -> Match:
    """Every spirit has chosen its growth (option 2) and is at its play step, spirit 0 acting;
    ``hands``: seat -> the cards to have in hand (energy enough for any); ``lands``: land ->
    set_land's pieces."""
    state = new(n, **kw).state
    for land, pieces in (lands or {}).items():
        set_land(state, land, **pieces)
    for s in range(n):
        p = S.panel(state, s)
        p["growth"], p["energy"] = 1, energy
        for card in (hands or {}).get(s, []):
            give(state, card, "hand", s)
    state["flow"] = [{"kind": "round", "player": 0, "phase": "fast"},
                     {"kind": "together", "player": 0, "phase": "spirit", "waiting": list(range(n)), "acting": 0,
                      "next": None, "parked": {str(s): {"kind": "spirit", "player": s, "step": "play"}
                                               for s in range(1, n)}},
                     {"kind": "spirit", "player": 0, "step": "play"}]
    return load(state, n, **kw)


# ---- any order ------------------------------------------------------------------------------------

def test_spirit_1_may_grow_before_spirit_0():
    m = new()
    assert m.pending().player == 0 and switches(m) == [1]
    act(m, do="switch", seat=1)
    assert m.pending().player == 1 and m.pending().kind == "spirit" and m.view(None)["pending"]["player"] == 1
    assert phase(m)["parked"] == {"0": {"kind": "spirit", "player": 0, "step": "growth"}}
    act(m, do="growth", option=1)  # Whirlwind: a presence at range 1 and 4 energy
    assert S.panel(m.state, 1)["growth"] == 1 and S.panel(m.state, 0)["growth"] is None


def test_the_spirits_interleave_and_each_frame_comes_back_as_it_was_left():
    m = new()
    act(m, do="growth", option=1)  # Mud: two presences at range 1
    for _ in range(2):
        act(m, do="take", track="energy")
        m.act(choices(m, do="place")[0])
    assert kind(m) == "spirit" and flow(m)[-1]["step"] == "play" and switches(m) == [1]
    energy = S.panel(m.state, 0)["energy"]
    act(m, do="switch", seat=1)
    assert phase(m)["parked"]["0"] == {"kind": "spirit", "player": 0, "step": "play"}
    act(m, do="growth", option=1)
    act(m, do="take", track="energy")
    act(m, do="place", land="H1")
    while m.pending().player == 1 and kind(m) != "spirit":  # A Stiff Wind's push, if any
        act(m, do="done")
    assert kind(m) == "spirit" and m.pending().player == 1
    act(m, do="play", card=SUNLIT)
    assert SUNLIT in S.panel(m.state, 1)["played"]
    act(m, do="switch", seat=0)
    assert m.pending().player == 0 and flow(m)[-1] == {"kind": "spirit", "player": 0, "step": "play"}
    assert S.panel(m.state, 0)["energy"] == energy  # nothing gained twice, nothing lost
    assert phase(m)["parked"]["1"] == {"kind": "spirit", "player": 1, "step": "play"}


def test_three_spirits_switch_to_any_waiting_one():
    m = new(3)
    assert switches(m) == [1, 2]
    act(m, do="switch", seat=2)
    assert m.pending().player == 2 and switches(m) == [0, 1]
    act(m, do="switch", seat=1)
    assert m.pending().player == 1 and sorted(phase(m)["parked"]) == ["0", "2"]


# ---- only between steps -------------------------------------------------------------------------

NOT_NOW = "horizons.refuse.switch_not_now"


def test_no_switch_inside_a_growth_icon_or_a_card_kept():
    m = new()
    act(m, do="growth", option=1)
    assert kind(m) == "grow" and not switches(m)
    refused(m, {"do": "switch", "seat": 1}, NOT_NOW)
    act(m, do="take", track="energy")
    assert kind(m) == "place" and not switches(m)
    refused(m, {"do": "switch", "seat": 1}, NOT_NOW)
    m = new()
    act(m, do="growth", option=2)  # Mud: a power card, a presence, 2 energy
    act(m, do="gain", deck="minor")
    assert kind(m) == "keep" and not switches(m)
    refused(m, {"do": "switch", "seat": 1}, NOT_NOW)


def test_no_switch_while_a_power_is_aimed_or_decides():
    m = at_play(hands={0: [THICKETS], 1: [TEMPEST]}, lands={"H3": {"explorer": 3, "town": 2, "city": 1}})
    act(m, do="play", card=THICKETS)
    act(m, do="done")
    act(m, do="play", card=TEMPEST)
    act(m, do="done")
    assert kind(m) == "powers" and switches(m) == [1]
    act(m, do="use", power=THICKETS)
    assert kind(m) == "aim" and not switches(m)
    refused(m, {"do": "switch", "seat": 1}, NOT_NOW)
    m.act(choices(m, do="aim")[0])  # Thickets: fear and Defend, nothing to decide
    # spirit 0 has no power left: done by itself, the phase goes to spirit 1
    assert kind(m) == "powers" and m.pending().player == 1 and phase(m)["waiting"] == [1]
    act(m, do="use", power=TEMPEST)
    act(m, do="aim", land="H3")
    assert kind(m) == "damage_distinct" and m.pending().player == 1 and not switches(m)  # the power decides
    refused(m, {"do": "switch", "seat": 0}, NOT_NOW)
    refused(m, {"do": "switch", "seat": 1}, NOT_NOW)


def test_a_switch_in_a_solo_game_is_refused():
    m = Match.create(GAME, 1, 1, {})
    assert not any(f["kind"] == "together" for f in flow(m)) and flow(m)[-2]["kind"] == "round"
    assert not switches(m)
    refused(m, {"do": "switch", "seat": 1}, "horizons.refuse.no_switch")


def test_a_switch_to_oneself_or_no_seat_is_refused():
    m = new()
    refused(m, {"do": "switch", "seat": 0}, "horizons.refuse.switch_self")
    refused(m, {"do": "switch", "seat": 5}, "horizons.refuse.switch_done")
    refused(m, {"do": "switch", "seat": "1"}, "horizons.refuse.switch_done")


# ---- done per spirit ------------------------------------------------------------------------------

def test_a_spirit_done_can_no_longer_be_switched_to_and_the_phase_waits_for_all():
    m = at_play(3)
    act(m, do="done")
    assert phase(m)["waiting"] == [1, 2] and m.pending().player == 1 and switches(m) == [2]
    refused(m, {"do": "switch", "seat": 0}, "horizons.refuse.switch_done")
    assert flow(m)[0]["phase"] == "fast"  # still the spirit phase
    act(m, do="switch", seat=2)
    act(m, do="done")
    assert phase(m)["waiting"] == [1] and m.pending().player == 1 and switches(m) == []
    refused(m, {"do": "switch", "seat": 2}, "horizons.refuse.switch_done")
    events = act(m, do="done")
    assert {"phase": "fast"} in logged(events, "phase")  # the spirit phase is over


def test_a_spirit_without_a_power_to_use_is_done_by_itself():
    m = at_play(hands={1: [SUNLIT]})
    act(m, do="done")  # spirit 0 plays nothing: no fast power
    act(m, do="play", card=SUNLIT)
    act(m, do="done")
    assert kind(m) == "powers" and m.pending().player == 1 and phase(m)["waiting"] == [1]
    assert phase(m)["phase"] == "fast" and switches(m) == []


def test_no_switch_to_a_spirit_with_no_power_to_use_now():
    m = at_play(hands={0: [THICKETS]})
    act(m, do="play", card=THICKETS)
    act(m, do="done")
    act(m, do="done")  # spirit 1 plays nothing: no fast power to use
    assert kind(m) == "powers" and m.pending().player == 0 and phase(m)["waiting"] == [0, 1]
    assert switches(m) == []
    refused(m, {"do": "switch", "seat": 1}, "horizons.refuse.switch_idle")
    events = act(m, do="done")  # spirit 1 is done by itself: the invaders come
    assert {"phase": "invader"} in logged(events, "phase")


@pytest.mark.parametrize("speed", ["fast", "slow"])
def test_the_fast_and_the_slow_phase_are_played_together_alike(speed):
    cards = {"fast": (THICKETS, SUNLIT), "slow": (VAPORS, SCATTER)}[speed]
    m = at_play(hands={0: [cards[0]], 1: [cards[1]]})
    act(m, do="play", card=cards[0])
    act(m, do="switch", seat=1)
    act(m, do="play", card=cards[1])
    act(m, do="done")
    act(m, do="done")
    if speed == "slow":  # the fast phase has nothing (no fast power), then the invaders
        while not m.over and not (kind(m) == "powers" and flow(m)[-1]["speed"] == "slow"):
            m.act(choices(m)[0])
    assert kind(m) == "powers" and flow(m)[-1]["speed"] == speed
    assert phase(m)["phase"] == speed and phase(m)["waiting"] == [0, 1]
    assert m.pending().player == 0 and switches(m) == [1]
    act(m, do="switch", seat=1)
    assert m.pending().player == 1 and phase(m)["parked"]["0"] == {"kind": "powers", "player": 0, "speed": speed}
    act(m, do="done")
    assert m.pending().player == 0 and phase(m)["waiting"] == [0] and switches(m) == []
    refused(m, {"do": "switch", "seat": 1}, "horizons.refuse.switch_done")
    events = act(m, do="done")
    # the phase is over: the invaders come (after the fast phase), Time passes (after the slow)
    assert logged(events, "time_passes") if speed == "slow" else {"phase": "invader"} in logged(events, "phase")


# ---- undo -----------------------------------------------------------------------------------------

def test_one_person_playing_both_seats_undoes_the_other_seat_s_action():
    m = new(person=True)
    act(m, do="switch", seat=1)
    act(m, do="growth", option=1)
    assert m.pending().player == 1 and m.can_undo(1) and m.can_undo(0)
    m.undo(1)
    assert m.pending().player == 1 and kind(m) == "spirit" and S.panel(m.state, 1)["growth"] is None
    m.undo(1)  # spirit 0's switch, taken back by the same person at seat 1
    assert m.pending().player == 0 and phase(m)["parked"] == {"1": {"kind": "spirit", "player": 1, "step": "growth"}}
    assert m.state == new(person=True).state


def test_two_people_never_undo_each_other_s_action():
    m = new()
    act(m, do="switch", seat=1)
    assert not m.can_undo(1) and m.can_undo(0)
    with pytest.raises(CannotUndo) as caught:
        m.undo(1)
    assert caught.value.key == "undo.other_seat"
    act(m, do="growth", option=1)
    assert m.can_undo(1) and not m.can_undo(0)
    m.undo(1)
    with pytest.raises(CannotUndo):
        m.undo(1)  # the switch before was seat 0's person's


# ---- bots ---------------------------------------------------------------------------------------------

def test_a_bot_never_switches():
    for seed in range(6):
        m = Match.create(GAME, [{"name": "b", "kind": "bot"} for _ in range(2 + seed % 2)], seed, {})
        offered = 0
        while not m.over and len(m.actions) < 400:
            offered += bool(switches(m))
            m.play_bot()
        assert offered and not any(a["action"]["do"] == "switch" for a in m.actions)


def test_the_bot_s_choice_skips_the_switch_even_when_it_is_most_of_the_list():
    m = new(3)
    for n in range(30):
        m.actions = [{}] * n  # the bot's draw depends on the count of actions so far
        assert bot.choose(m)["do"] != "switch"


# ---- who decides (D03) ----------------------------------------------------------------------------

FULL = {"city": 1, "town": 1, "explorer": 1, "dahan": 5}  # 6 damage: 2 dahan left to counter-attack


def invaders_position(n: int = 2, ravage: str = "stage1_mountain", **lands) -> Match:
    """Every spirit done with its spirit phase but for spirit 0 at play (no card: no power), the
    island empty but for ``lands`` (land -> set_land's counts), ``ravage`` in the Ravage space."""
    m = at_play(n)
    state = copy.deepcopy(m.state)
    clear_island(state)
    set_land(state, "B1" if n == 3 else "G6", city=1)  # never an empty island
    for land, pieces in lands.items():
        set_land(state, land, **pieces)
    set_invaders(state, ravage=ravage)
    return load(state, n)


def to_ravage(m: Match) -> None:
    """From the play steps to the invader phase's first decision."""
    while kind(m) == "spirit":
        act(m, do="done")


def test_a_ravage_on_board_h_is_decided_by_the_spirit_that_started_there():
    # mountains of G + H: G1, G8, H3, H4; only H3 has invaders: seat 1 (started on H) decides
    m = invaders_position(H3={"city": 1, "town": 1, "explorer": 1, "dahan": 5, "blight": 1})
    to_ravage(m)
    assert kind(m) == "cascade" and m.pending().player == 1  # 6 damage: blight on blight cascades
    m.act(choices(m)[0])
    while kind(m) == "cascade":
        assert m.pending().player == 1
        m.act(choices(m)[0])
    assert kind(m) == "damage" and flow(m)[-1]["purpose"] == "counterattack" and m.pending().player == 1


def test_the_same_on_board_h_when_seat_0_plays_there_for_3_spirits():
    m = invaders_position(3, H4=FULL)  # H4 of board H: seat 1 of G, H, B
    to_ravage(m)
    assert kind(m) == "damage" and m.pending().player == 1


def test_on_board_b_the_third_spirit_decides_and_over_h_and_b_seat_0():
    m = invaders_position(3, B2=FULL)
    to_ravage(m)
    assert kind(m) == "damage" and flow(m)[-1]["land"] == "B2" and m.pending().player == 2
    m = invaders_position(3, B2=FULL, H3=FULL)
    to_ravage(m)
    assert kind(m) == "ravage_order" and m.pending().player == 0


def test_a_spirit_not_holding_the_phase_is_told_whose_decision_it_is():
    m = new()
    with pytest.raises(NotYourTurn) as caught:
        m.act({"do": "growth", "option": 0}, player=1)
    assert caught.value.key == "refuse.not_your_turn" and caught.value.reason_args == {"seat": 0}
    act(m, do="switch", seat=1)
    m.act({"do": "growth", "option": 0}, player=1)
    assert S.panel(m.state, 1)["growth"] == 0


def test_a_ravage_order_over_lands_of_two_boards_is_seat_0_s_and_each_ravage_its_board_s():
    m = invaders_position(G1=FULL, H3=FULL)
    to_ravage(m)
    assert kind(m) == "ravage_order" and m.pending().player == 0
    act(m, do="ravage", land="H3")
    assert kind(m) == "damage" and flow(m)[-1]["land"] == "H3" and m.pending().player == 1


def test_a_ravage_order_over_lands_of_one_board_is_that_board_s_spirit_s():
    m = invaders_position(H3={"town": 1}, H4={"town": 1})
    to_ravage(m)
    assert kind(m) == "ravage_order" and m.pending().player == 1


def test_a_counter_attack_on_board_g_is_seat_0_s():
    m = invaders_position(G8=FULL)
    to_ravage(m)
    assert kind(m) == "damage" and flow(m)[-1]["land"] == "G8" and m.pending().player == 0


def stage2_first(state: dict) -> None:
    """The invader deck: a stage II Jungle card on top, the stage I cards discarded."""
    rest = [c for c in state["invader"]["deck"] if D.invader_stage(c) > 1 and c != "stage2_jungle"]
    set_invaders(state, deck=["stage2_jungle"] + rest)


def test_the_stage_ii_town_of_each_board_is_chosen_by_the_spirit_that_started_there():
    m = at_play()
    state = copy.deepcopy(m.state)
    clear_island(state)
    set_land(state, "G6", city=1)
    stage2_first(state)
    m = load(state)
    to_ravage(m)
    assert kind(m) == "special" and flow(m)[-1]["boards"] == ["G", "H"] and m.pending().player == 0
    assert m.pending().prompt["args"]["board"] == "G"
    act(m, do="land", land="G1")
    assert kind(m) == "special" and m.pending().player == 1 and m.pending().prompt["args"]["board"] == "H"
    assert load(copy.deepcopy(m.state)).state == m.state  # the loader agrees who decides
    events = act(m, do="land", land="H2")
    assert logged(events, "special") == [{"card": "stage2_jungle", "lands": ["G1", "H2"]}]


def test_the_stage_ii_town_on_board_h_alone_is_seat_1_s():
    m = at_play()
    state = copy.deepcopy(m.state)
    clear_island(state)
    for land in state["lands"]:
        if land.startswith("G"):
            set_land(state, land, town=1)
    stage2_first(state)
    m = load(state)
    to_ravage(m)
    assert kind(m) == "special" and flow(m)[-1]["boards"] == ["H"] and m.pending().player == 1
