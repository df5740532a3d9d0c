"""Powers with 2 and 3 spirits on loaded positions: a power that targets "another spirit" offers
the others only (the user itself in solo), its effect goes to the target and its choices to the
spirit the rule names (the loader checks that seat exactly); range counts from the user's
presence across the boards; Entwined Power joins two spirits' presence for range and lets them
give each other a card. Then seeded 2- and 3-spirit games whose spirits use every power they
can, the loader checking every position.

Layout two_boards_GH: seat 0 starts on G, seat 1 on H; G7-H4, G8-H3, G8-H4 are adjacent across
the border. three_boards_GHB adds B (seat 2); B7 touches G3, G4, G7 and H4.
"""
from __future__ import annotations

import copy
import random

import pytest

from horizons_helpers import GAME, bare, give
from pyengine.core.errors import PositionError
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons import targeting as T
from pyengine.games.spirit_island_horizons.island import island
from pyengine.games.spirit_island_horizons.rules import Horizons

H = Horizons()
WIND, TEETH, EYES, MUD, HEAT = ("sun_bright_whirlwind", "devouring_teeth_lurk_underfoot", "eyes_watch_from_the_trees",
                                "fathomless_mud_of_the_swamp", "rising_heat_of_stone_and_sand")
KINDS = ("explorer", "town", "city", "dahan")


def match_of(*spirits: str, seed: int = 1) -> Match:
    return Match.create(GAME, [{"name": f"P{i}", "kind": "human", "spirit": s} for i, s in enumerate(spirits)], seed, {})


def multi(*spirits: str, presence: dict[int, dict[str, int]] | None = None, **lands) -> tuple[dict, Match]:
    """A new game of these spirits with an empty island but for ``lands`` (land -> {kind: n}),
    each seat's ``presence`` (seat -> land -> n) and a city in G1 (no terror 1 victory)."""
    m = match_of(*spirits)
    state = copy.deepcopy(m.state)
    for here in state["lands"].values():
        state["pools"]["blight"] += here["blight"]
        here.update(explorer=[], town=[], city=[], dahan=[], blight=0, presence={}, defend=0)
    state["lands"]["G1"]["city"] = [0]
    for seat, where in (presence or {s: {("G2", "H2", "B2")[s]: 1} for s in range(len(spirits))}).items():
        for land, n in where.items():
            state["lands"][land]["presence"][str(seat)] = n
    for land, pieces in lands.items():
        for kind, n in pieces.items():
            state["lands"][land][kind] = [0] * n
    for p in state["spirits"].values():
        p["growth"], p["energy"] = 1, 5
    account(state)
    return state, m


def account(state: dict) -> None:
    """Each spirit's presence adds up (the loader counts it): what is neither on the island nor
    destroyed is on its tracks, the tracks uncovered from the energy track first."""
    for key, p in state["spirits"].items():
        sid = p["spirit"]
        on_island = sum(here["presence"].get(key, 0) for here in state["lands"].values())
        out = state["destroyed_presence"].get(key, 0)
        on_tracks = S.starting_presence_count(sid) + S.track_presence(sid) - on_island - out
        if on_tracks > S.track_presence(sid):
            state["destroyed_presence"][key] = out + on_tracks - S.track_presence(sid)
            on_tracks = S.track_presence(sid)
        taken = S.track_presence(sid) - on_tracks
        room = len(D.track(sid, "energy")) - 1
        p["tracks"] = {"energy": min(taken, room), "card_plays": taken - min(taken, room)}


SPARE = {"fast": "visions_of_fiery_doom", "slow": "pull_beneath_the_hungry_earth"}  # range 0 / 1: always usable


def powers_phase(state: dict, seat: int, speed: str) -> None:
    """The power phase of ``speed``, every spirit waiting, ``seat`` acting (as the flow has it);
    the next seat has a spare card played, so the phase waits for it once ``seat``'s power is
    done (the acting spirit's own phase closes by itself when it has nothing left to use)."""
    others = [int(s) for s in state["spirits"] if int(s) != seat]
    if not S.panel(state, others[0])["played"]:
        give(state, SPARE[speed], seat=others[0])
    state["flow"] = [{"kind": "round", "player": 0, "phase": "invader" if speed == "fast" else "time"},
                     {"kind": "together", "player": 0, "phase": speed, "waiting": sorted([seat] + others),
                      "acting": seat, "next": None,
                      "parked": {str(s): {"kind": "powers", "player": s, "speed": speed} for s in others}},
                     {"kind": "powers", "player": seat, "speed": speed}]


def legal(state: dict) -> list[dict]:
    return H.legal_actions(state)


def act(state: dict, **fields) -> None:
    found = [a for a in legal(state) if all(a.get(k) == v for k, v in fields.items())]
    assert len(found) == 1, (fields, legal(state))
    H.apply(state, found[0], Rng(3))


def loads(state: dict, m: Match) -> None:
    H.check_position(copy.deepcopy(state), m.seats, m.options)


def aim_at(state: dict, seat: int, card: str) -> list:
    """Play ``card`` for ``seat`` and begin using it: the spirits (or lands) its aim offers."""
    give(state, card, seat=seat)
    powers_phase(state, seat, D.speed(card))
    act(state, do="use", power=card)
    aims = [a for a in legal(state) if a["do"] == "aim"]
    return sorted(a["spirit"] if "spirit" in a else a["land"] for a in aims)


def use(state: dict, seat: int, card: str, spirit: int | None = None, land: str | None = None) -> None:
    """``seat`` uses ``card`` on ``spirit`` or ``land`` (a lone target is aimed at by itself)."""
    if not aim_at(state, seat, card):
        assert [f for f in state["flow"] if f["kind"] == "effect"][0]["land"] == land
        return
    act(state, do="aim", **({"spirit": spirit} if land is None else {"land": land}))


def finish(state: dict, seat: int, pick: int = 0) -> None:
    """Answer the power's choices with the ``pick``-th legal action until it is done."""
    for _ in range(40):
        if done(state, seat):
            return
        H.apply(state, legal(state)[pick], Rng(3))
    raise AssertionError(f"the power is not done: {top(state)}")


def refused_aim(state: dict, action: dict) -> None:
    """The aim is not offered and is refused as out of range."""
    assert not [a for a in legal(state) if all(a.get(k) == v for k, v in action.items())]
    assert H.explain_illegal(state, action)["key"] == "horizons.refuse.out_of_range"


def top(state: dict) -> dict:
    return state["flow"][-1]


def done(state: dict, seat: int) -> bool:
    """The power is over: no effect left on the flow, the phase waits for a spirit's next power."""
    return top(state)["kind"] == "powers" and not [f for f in state["flow"] if f["kind"] == "effect"]


ANOTHER = sorted(c for c in D.POWERS if D.target(c).kind == "spirit" and D.target(c).filter == "another")
ANY = sorted(c for c in D.POWERS if D.target(c).kind == "spirit" and D.target(c).filter == "any")


def owner_of(card: str) -> str | None:
    return D.spirit_of(card)


def seats_for(card: str, n: int) -> list[str]:
    """n spirits, the card's own spirit (a unique power) at seat 0."""
    own = owner_of(card) or TEETH
    return [own] + [s for s in (WIND, TEETH, EYES, MUD, HEAT) if s != own][:n - 1]


# ---- who may be targeted -------------------------------------------------------------------------

def test_the_another_spirit_cards_are_the_ones_the_data_names():
    assert ANOTHER == ["entwined_power", "exaltation_of_tangled_growth", "gift_of_furious_might", "gift_of_searing_heat"]


@pytest.mark.parametrize("card", ANOTHER)
@pytest.mark.parametrize("n", [2, 3])
def test_another_spirit_offers_every_other_spirit_never_the_user(card, n):
    state, m = multi(*seats_for(card, n))
    assert aim_at(state, 0, card) == list(range(1, n))
    refused_aim(state, {"do": "aim", "spirit": 0})


@pytest.mark.parametrize("card", ANOTHER)
def test_another_spirit_is_the_user_itself_in_solo(card):
    m = Match.create(GAME, [{"name": "A", "kind": "human", "spirit": seats_for(card, 1)[0]}], 1, {})
    assert T.target_spirits(m.state, 0, card) == [0]


@pytest.mark.parametrize("card", ANY)
def test_any_spirit_offers_every_spirit_the_user_too(card):
    state, _ = multi(*seats_for(card, 3))
    assert T.target_spirits(state, 0, card) == [0, 1, 2]


# ---- the effect goes to the target, the choices to the spirit the rule names -------------------

def test_gift_of_furious_might_gives_the_target_its_plus_3_damage():
    state, m = multi(TEETH, MUD, presence={0: {"G2": 1}, 1: {"H2": 1}}, H2={"explorer": 4})
    use(state, 0, "gift_of_furious_might", spirit=1)
    assert {"kind": "furious_might", "seat": 1} in state["effects"] and done(state, 0)
    loads(state, m)
    # the target's own damage power gets the +3: Mud's ... a minor dealing 1 damage: 4 to allocate
    state["flow"][-2]["waiting"] = [1]
    give(state, "mysterious_abductions", seat=1)
    powers_phase(state, 1, "fast")
    state["effects"] = [{"kind": "furious_might", "seat": 1}]
    act(state, do="use", power="mysterious_abductions")
    act(state, do="aim", land="H2")
    finish(state, 1)
    assert state["lands"]["H2"]["explorer"] == []  # 1 damage + 3: the four explorers
    assert {"kind": "furious_might", "seat": 1} not in state["effects"]  # once


def test_gift_of_furious_might_is_not_the_users_own():
    state, m = multi(TEETH, MUD, presence={0: {"H2": 1}, 1: {"H6": 1}}, H2={"explorer": 6})
    use(state, 0, "gift_of_furious_might", spirit=1)
    give(state, "mysterious_abductions", seat=0)
    powers_phase(state, 0, "fast")
    act(state, do="use", power="mysterious_abductions")
    act(state, do="aim", land="H2")
    finish(state, 0)
    assert len(state["lands"]["H2"]["explorer"]) == 4  # 1 damage + Teeth's own +1, no +3


def test_gift_of_searing_heat_energy_goes_to_the_target():
    state, m = multi(HEAT, MUD)
    use(state, 0, "gift_of_searing_heat", spirit=1)
    assert top(state)["kind"] == "option" and top(state)["player"] == 0  # the user chooses the option
    act(state, do="option", option=0)
    assert S.panel(state, 1)["energy"] == 7 and S.panel(state, 0)["energy"] == 5 and done(state, 0)


def test_the_loader_refuses_an_another_spirit_power_aimed_at_its_user():
    state, m = multi(HEAT, MUD)
    use(state, 0, "gift_of_searing_heat", spirit=1)
    loads(state, m)  # mid-power, aimed at the other spirit
    effect = next(f for f in state["flow"] if f["kind"] == "effect")
    effect["spirit"] = 0
    with pytest.raises(PositionError, match="cannot target spirit 0"):
        loads(state, m)


def test_gift_of_searing_heat_target_pays_and_the_damage_is_in_the_targets_lands():
    state, m = multi(HEAT, MUD, presence={0: {"G2": 1}, 1: {"H2": 1, "H5": 1}},
                     G2={"explorer": 1}, H2={"explorer": 1}, H5={"explorer": 1})
    use(state, 0, "gift_of_searing_heat", spirit=1)
    act(state, do="option", option=1)  # pay for damage
    assert top(state)["kind"] == "option" and top(state)["player"] == 1  # the target decides to pay
    loads(state, m)
    act(state, do="option", option=0)  # pays
    assert S.panel(state, 1)["energy"] == 4 and S.panel(state, 0)["energy"] == 5
    assert top(state)["kind"] == "land" and top(state)["player"] == 0 and top(state)["lands"] == ["H2", "H5"]
    loads(state, m)
    H.apply(state, next(a for a in legal(state) if a.get("land") == "H5"), Rng(3))
    finish(state, 0, 0)
    assert state["lands"]["H5"]["explorer"] == [] and state["lands"]["H2"]["explorer"] == [0]
    assert state["lands"]["G2"]["explorer"] == [0]


def test_exaltation_target_pays_for_its_card_and_keeps_it_the_user_for_its_own():
    state, m = multi(MUD, HEAT)
    use(state, 0, "exaltation_of_tangled_growth", spirit=1)
    assert top(state)["kind"] == "option" and top(state)["player"] == 1
    loads(state, m)
    H.apply(state, legal(state)[0], Rng(3))  # the target pays 1
    assert S.panel(state, 1)["energy"] == 4
    assert top(state)["kind"] == "gain_deck" and top(state)["player"] == 1
    loads(state, m)
    act(state, deck="minor")
    assert top(state)["kind"] == "keep" and top(state)["player"] == 1 and S.panel(state, 1)["drawn"]
    loads(state, m)
    H.apply(state, legal(state)[0], Rng(3))
    assert len(S.panel(state, 1)["hand"]) == 5 and not S.panel(state, 0)["drawn"]
    assert top(state)["kind"] == "option" and top(state)["player"] == 0  # then the user's own offer
    loads(state, m)


def test_entwined_power_target_chooses_the_deck_and_keeps_the_user_takes_one_of_the_rest():
    state, m = multi(MUD, HEAT)
    use(state, 0, "entwined_power", spirit=1)
    assert top(state)["kind"] == "option" and top(state)["player"] == 1  # minor or major: the target's
    loads(state, m)
    act(state, do="option", option=0)  # minor
    assert top(state)["kind"] == "keep" and top(state)["player"] == 1
    loads(state, m)
    drawn = list(S.panel(state, 1)["drawn"])
    H.apply(state, legal(state)[0], Rng(3))
    kept = next(c for c in drawn if c in S.panel(state, 1)["hand"])
    assert top(state)["kind"] == "keep" and top(state)["player"] == 0
    assert sorted(S.panel(state, 0)["drawn"]) == sorted(c for c in drawn if c != kept)
    loads(state, m)
    H.apply(state, legal(state)[0], Rng(3))
    assert any(c in S.panel(state, 0)["hand"] for c in drawn if c != kept)


@pytest.mark.parametrize("answer,value,defect", [
    ("decks", ["minor", "spare"], "names 'spare', which is nothing of this game"),
    ("decks", ["major", "minor"], "are not power decks, in order"),
    ("deck", 2, "is not one of the 2 offered"),
    ("drawn", None, "cards drawn"),
])
def test_the_loader_refuses_impossible_answers_entwined_power_stored(answer, value, defect):
    state, m = multi(MUD, HEAT)
    use(state, 0, "entwined_power", spirit=1)
    act(state, do="option", option=0)  # the target keeps from 4 minors: decks, deck and drawn stored
    loads(state, m)
    effect = next(f for f in state["flow"] if f["kind"] == "effect")
    if value is None:
        effect["vars"][answer] = [1] + effect["vars"][answer][1:]  # a count where a card was
    else:
        effect["vars"][answer] = value
    with pytest.raises(PositionError, match=defect):
        loads(state, m)


def test_entwined_power_each_spirit_targets_from_the_others_presence_this_round():
    state, m = multi(MUD, HEAT, presence={0: {"G2": 1}, 1: {"H6": 1}})
    before0, before1 = set(T.target_lands(state, 0, "drift_down_into_slumber")), set(T.target_lands(state, 1, "drift_down_into_slumber"))
    assert "H6" not in before0 and "G2" not in before1
    use(state, 0, "entwined_power", spirit=1)
    assert {"kind": "entwined", "seat": 0, "with": 1} in state["effects"]
    assert {"kind": "entwined", "seat": 1, "with": 0} in state["effects"]
    loads(state, m)
    assert set(T.target_lands(state, 0, "drift_down_into_slumber")) == before0 | before1
    assert set(T.target_lands(state, 1, "drift_down_into_slumber")) == before0 | before1


def test_entwined_power_in_solo_adds_no_round_effect():
    m = Match.create(GAME, [{"name": "A", "kind": "human", "spirit": MUD}], 1, {})
    state = m.state
    give(state, "entwined_power", seat=0)
    state["flow"] = [{"kind": "round", "player": 0, "phase": "invader"}, {"kind": "powers", "player": 0, "speed": "fast"}]
    S.panel(state, 0)["growth"] = 1
    act(state, do="use", power="entwined_power")
    act(state, do="aim", spirit=0)
    assert not [e for e in state["effects"] if e["kind"] == "entwined"]


def gains(state: dict) -> None:
    """Entwined Power's card gains: the first deck, the first card kept, each time."""
    for _ in range(6):
        if top(state)["kind"] not in ("option", "keep", "forget"):
            return
        H.apply(state, legal(state)[0], Rng(3))


def _entwined_threshold(state: dict) -> None:
    """The user (seat 0) has 2 water and 4 plant (Entwined Power's threshold) with the card's own."""
    for more in (["water", "plant", "sun"], ["plant", "moon", "fire"], ["plant", "air", "earth"]):
        state["effects"].append({"kind": "elements", "seat": 0, "elements": more})


def test_entwined_power_threshold_both_gain_3_and_may_give_each_other_a_card_from_hand():
    state, m = multi(MUD, HEAT)
    _entwined_threshold(state)
    user_hand, target_hand = list(S.panel(state, 0)["hand"]), list(S.panel(state, 1)["hand"])
    use(state, 0, "entwined_power", spirit=1)
    gains(state)
    assert S.panel(state, 0)["energy"] == 8 and S.panel(state, 1)["energy"] == 8  # 5 + 3 each
    assert top(state)["kind"] == "give_card" and top(state)["player"] == 0
    loads(state, m)
    mine, theirs = user_hand[0], target_hand[0]
    act(state, do="give", card=mine)
    assert top(state)["kind"] == "give_card" and top(state)["player"] == 1
    assert mine in S.panel(state, 0)["hand"]  # given once both chose
    loads(state, m)
    act(state, do="give", card=theirs)
    assert done(state, 0)
    assert mine in S.panel(state, 1)["hand"] and mine not in S.panel(state, 0)["hand"]
    assert theirs in S.panel(state, 0)["hand"] and theirs not in S.panel(state, 1)["hand"]


def test_entwined_power_a_spirit_may_give_none():
    state, m = multi(MUD, HEAT)
    _entwined_threshold(state)
    use(state, 0, "entwined_power", spirit=1)
    gains(state)
    hands = [sorted(S.panel(state, s)["hand"]) for s in (0, 1)]
    act(state, do="done")
    act(state, do="done")
    assert done(state, 0) and [sorted(S.panel(state, s)["hand"]) for s in (0, 1)] == hands


def test_the_cards_given_are_in_everyones_log_and_the_choice_is_public():
    state, m = multi(MUD, HEAT, WIND)
    _entwined_threshold(state)
    use(state, 0, "entwined_power", spirit=1)
    gains(state)
    assert not H.pending(state).private  # hands are open among the spirits: no hand-off
    card = S.panel(state, 0)["hand"][0]
    act(state, do="give", card=card)
    out = H.apply(state, next(a for a in legal(state) if a["do"] == "done"), Rng(3))
    given = [e for e in out.events if e["key"] == "horizons.log.card_given"]
    assert given == [{"key": "horizons.log.card_given", "args": {"seat": 0, "to": 1, "card": card}}]


def test_gift_of_the_sunlit_air_range_and_energy_go_to_the_target():
    state, m = multi(WIND, MUD, presence={0: {"G2": 1}, 1: {"H6": 1}})
    before = set(T.target_lands(state, 1, "drift_down_into_slumber"))
    use(state, 0, "gift_of_the_sunlit_air", spirit=1)
    assert {"kind": "range", "seat": 1, "n": 1} in state["effects"]
    assert S.panel(state, 1)["energy"] == 6 and S.panel(state, 0)["energy"] == 5
    loads(state, m)
    assert set(T.target_lands(state, 1, "drift_down_into_slumber")) > before
    assert not [e for e in state["effects"] if e["kind"] == "range" and e["seat"] == 0]


def test_gift_of_wind_sped_steps_lets_the_target_use_a_slow_push_fast():
    state, m = multi(WIND, MUD, presence={0: {"G2": 1}, 1: {"H6": 1}}, H6={"explorer": 1})
    use(state, 0, "gift_of_wind_sped_steps", spirit=1)
    assert {"kind": "hasten", "seat": 1} in state["effects"] and S.panel(state, 1)["energy"] == 6
    give(state, "gnawing_rootbiters", seat=1)  # a slow push
    powers_phase(state, 1, "fast")
    assert any(a.get("power") == "gnawing_rootbiters" for a in legal(state))
    give(state, "gnawing_rootbiters", seat=0)
    powers_phase(state, 0, "fast")
    assert not any(a.get("power") == "gnawing_rootbiters" for a in legal(state))


def test_boon_of_watchful_guarding_defends_a_land_of_the_targets_presence():
    state, m = multi(EYES, MUD, presence={0: {"G2": 1}, 1: {"H2": 1, "H6": 1}})
    use(state, 0, "boon_of_watchful_guarding", spirit=1)
    assert top(state)["kind"] == "land" and top(state)["player"] == 0 and top(state)["lands"] == ["H2", "H6"]
    loads(state, m)
    H.apply(state, next(a for a in legal(state) if a.get("land") == "H6"), Rng(3))
    assert top(state)["kind"] == "option" and top(state)["player"] == 1  # the target may pay
    loads(state, m)
    H.apply(state, legal(state)[0], Rng(3))
    finish(state, 0, -1)
    assert state["lands"]["H6"]["defend"] == 8 and S.panel(state, 1)["energy"] == 4


def test_encompassing_ward_defends_the_targets_presence_lands():
    state, m = multi(MUD, HEAT, presence={0: {"G2": 1}, 1: {"H2": 1, "H6": 2}})
    use(state, 0, "encompassing_ward", spirit=1)
    assert {l: h["defend"] for l, h in state["lands"].items() if h["defend"]} == {"H2": 2, "H6": 2}


def test_elemental_boon_target_chooses_and_both_gain():
    state, m = multi(MUD, HEAT)
    use(state, 0, "elemental_boon", spirit=1)
    assert top(state)["kind"] == "choose_elements" and top(state)["player"] == 1
    loads(state, m)
    for e in ("sun", "moon", "fire"):
        act(state, do="element", element=e)
    for seat in (0, 1):
        assert {"kind": "elements", "seat": seat, "elements": ["sun", "moon", "fire"]} in state["effects"]


@pytest.mark.parametrize("card, target_gain", [("gift_of_living_energy", 2), ("gift_of_constancy", 2)])
def test_energy_gifts_go_to_the_target(card, target_gain):
    state, m = multi(MUD, HEAT)
    use(state, 0, card, spirit=1)
    assert S.panel(state, 1)["energy"] == 5 + target_gain and S.panel(state, 0)["energy"] == 5


def test_gift_of_living_energy_counts_the_users_sacred_sites():
    state, m = multi(MUD, HEAT, presence={0: {"G2": 2, "G5": 2}, 1: {"H2": 1}})
    use(state, 0, "gift_of_living_energy", spirit=1)
    assert S.panel(state, 1)["energy"] == 5 + 3


def test_gift_of_power_the_target_keeps_the_minor():
    state, m = multi(MUD, HEAT)
    use(state, 0, "gift_of_power", spirit=1)
    assert top(state)["kind"] == "keep" and top(state)["player"] == 1
    loads(state, m)


def test_reaching_grasp_range_goes_to_the_target():
    state, m = multi(MUD, HEAT)
    use(state, 0, "reaching_grasp", spirit=1)
    assert {"kind": "range", "seat": 1, "n": 2} in state["effects"]


def test_powerstorm_on_another_spirit_offers_it_the_repeat_of_its_own_cards():
    state, m = multi(MUD, HEAT, presence={0: {"G2": 1}, 1: {"H2": 1}}, H2={"explorer": 2})
    use(state, 0, "powerstorm", spirit=1)
    finish(state, 0, -1)
    assert S.panel(state, 1)["energy"] == 8
    assert [e for e in state["effects"] if e["kind"] == "powerstorm"] == [
        {"kind": "powerstorm", "seat": 1, "n": 1, "repeated": []}]
    give(state, SPARE["fast"], "hand", seat=1)  # its one card play: the card it repeats
    use(state, 1, "delusions_of_danger", land="H2")
    for _ in range(5):
        if top(state).get("store") != "repeat":
            H.apply(state, legal(state)[0], Rng(3))
    assert top(state)["kind"] == "option" and top(state)["player"] == 1 and top(state)["store"] == "repeat"
    loads(state, m)


def test_blazing_renewal_returns_the_targets_destroyed_presence_within_range_of_the_user():
    state, m = multi(MUD, HEAT, presence={0: {"G2": 1}, 1: {"H2": 1}})
    state["destroyed_presence"] = {"1": 2}
    account(state)
    use(state, 0, "blazing_renewal", spirit=1)
    assert top(state)["kind"] == "land" and top(state)["player"] == 0
    assert set(top(state)["lands"]) == set(island(state["layout"]).in_range(["G2"], 2))
    loads(state, m)
    H.apply(state, next(a for a in legal(state) if a.get("land") == "G4"), Rng(3))
    finish(state, 0, 0)
    assert state["lands"]["G4"]["presence"] == {"1": 2} and "1" not in state["destroyed_presence"]


# ---- who decides: the loader refuses a choice made by another seat than the rule names ----------

def test_the_loader_refuses_the_targets_choice_made_by_the_user():
    state, m = multi(MUD, HEAT)
    use(state, 0, "exaltation_of_tangled_growth", spirit=1)
    assert top(state)["player"] == 1
    bad = copy.deepcopy(state)
    bad["flow"][-1]["player"] = 0
    with pytest.raises(Exception, match="seat 1"):
        H.check_position(bad, m.seats, m.options)


def test_the_loader_refuses_the_users_choice_made_by_the_target():
    state, m = multi(EYES, MUD, presence={0: {"G2": 1}, 1: {"H2": 1, "H6": 1}})
    use(state, 0, "boon_of_watchful_guarding", spirit=1)
    assert top(state)["kind"] == "land" and top(state)["player"] == 0
    bad = copy.deepcopy(state)
    bad["flow"][-1]["player"] = 1
    with pytest.raises(Exception, match="seat 0"):
        H.check_position(bad, m.seats, m.options)


# ---- range across the boards ----------------------------------------------------------------------

def test_range_reaches_the_other_board_across_the_border_and_no_further():
    state, m = multi(MUD, HEAT, presence={0: {"G7": 1}, 1: {"H6": 1}})
    isle = island(state["layout"])
    assert "H3" in isle.adjacent("G7")  # the border pair G7-H3
    lands = set(T.target_lands(state, 0, "drift_down_into_slumber"))  # range 2 from presence, any land
    assert lands == set(isle.in_range(["G7"], 2))
    assert {"H3"} | {l for l in isle.adjacent("H3") if isle.board_of(l) == "H"} <= lands
    far = [l for l in isle.land_ids if isle.board_of(l) == "H" and isle.distance("G7", l) > 2]
    assert far and not set(far) & lands


@pytest.mark.parametrize("card", ["talons_of_lightning", "call_to_migrate", "devouring_ants"])
def test_a_land_on_the_other_board_within_range_is_a_target_one_out_of_range_is_not(card):
    """Range 1 from G7 (a sacred site there, for devouring ants): H3 across the border is in reach,
    the rest of board H is not."""
    state, m = multi(MUD, HEAT, presence={0: {"G7": 2}, 1: {"H6": 1}},
                     **{l: {"explorer": 1, "dahan": 1} for l in ("H1", "H2", "H3", "H4", "H5", "H7", "H8")})
    offered = aim_at(state, 0, card)
    assert "H3" in offered
    assert not {"H1", "H2", "H4", "H5", "H7", "H8"} & set(offered)
    refused_aim(state, {"do": "aim", "land": "H4"})
    act(state, do="aim", land="H3")
    # the power runs there: waiting at its first choice in H3, or done (the explorer destroyed)
    assert any(f.get("land") == "H3" for f in state["flow"]) or state["lands"]["H3"]["explorer"] == []


def test_three_boards_range_from_b_reaches_g_and_h_at_the_four_way_border():
    state, m = multi(MUD, HEAT, WIND, presence={0: {"G2": 1}, 1: {"H6": 1}, 2: {"B7": 1}})
    lands = set(T.target_lands(state, 2, "drift_down_into_slumber"))
    isle = island(state["layout"])
    assert lands == set(isle.in_range(["B7"], D.card_range("drift_down_into_slumber").steps))
    assert {"G3", "G4", "G7", "H4"} <= lands or D.card_range("drift_down_into_slumber").steps == 0


# ---- seeded games: every power used, the loader after every action -------------------------------

def busy(legal_actions: list[dict], rnd: random.Random) -> dict:
    """A spirit that does things: majors when it may gain one, else anything but "done" and
    switching (each spirit plays its phase through), "done" when nothing else is left."""
    majors = [a for a in legal_actions if a.get("deck") == "major"]
    doing = majors or [a for a in legal_actions if a["do"] not in ("done", "switch")] \
        or [a for a in legal_actions if a["do"] != "switch"] or legal_actions
    return bare(rnd.choice(doing))


SPIRITS = (WIND, TEETH, EYES, MUD, HEAT)


GAMES = 60  # half of 2 spirits, half of 3; with every action loaded, about 15 s here, 30 s inside Pyodide


def test_seeded_two_and_three_spirit_games_using_every_power_load_after_every_action():
    games, used = 0, set()
    for seed in range(GAMES):
        n = 2 + seed % 2
        rnd = random.Random(seed)
        spirits = rnd.sample(SPIRITS, n)
        m = match_of(*spirits, seed=seed)
        while not m.over:
            action = busy(m.legal(), rnd)
            if action["do"] == "aim" and "spirit" in action:
                aim = m.state["flow"][-1]
                used.add(aim["power"])
                if D.target(aim["power"]).filter == "another":
                    assert action["spirit"] != aim["player"], (seed, aim)
            m.act(action)
            m.game.check_position(m.state, m.seats, m.options)
        games += 1
    assert games == GAMES
    # the spirit-targeting powers came up, aimed at the others
    assert {"gift_of_the_sunlit_air", "gift_of_furious_might", "gift_of_searing_heat",
            "exaltation_of_tangled_growth", "boon_of_watchful_guarding"} <= used, used


def test_vengeance_of_another_spirit_waits_under_the_damage_being_allocated_and_loads():
    """Seat 0's Vengeance of the Dead in H2; seat 1's damage destroys a town there with a point
    left to allocate: the owed damage waits under seat 1's allocation (seat 1's, the loader
    agrees), then seat 0 allocates it."""
    state, m = multi(HEAT, MUD, presence={0: {"G2": 1}, 1: {"H2": 2}},  # no Blistering Heat in H2
                     H2={"explorer": 1, "town": 2, "dahan": 1})
    state["lands"]["H2"]["town"] = [0, 1]
    state["effects"].append({"kind": "vengeance", "land": "H2", "seat": 0, "adjacent": False})
    use(state, 1, "rouse_the_trees_and_stones", land="H2")
    assert top(state)["kind"] == "damage" and top(state)["player"] == 1
    act(state, do="hit", piece="town", damage=1)  # the hurt town: destroyed, 1 point left
    assert top(state)["kind"] == "damage" and top(state)["player"] == 1
    assert state["flow"][-2]["power"] == "vengeance_of_the_dead" and state["flow"][-2]["player"] == 0
    loads(state, m)
    bad = copy.deepcopy(state)
    bad["flow"][-1]["player"] = 0
    with pytest.raises(Exception, match="seat 1"):
        H.check_position(bad, m.seats, m.options)
    act(state, do="hit", piece="town", damage=0)
    assert top(state)["kind"] in ("damage", "move")
    if top(state)["kind"] == "damage":  # the owed damage: seat 0's to allocate
        assert top(state)["player"] == 0
        loads(state, m)
