"""Fear cards with 2 and 3 spirits on loaded positions, run as the invader phase's fear step runs
them (the loader checking every position): "each player" is done once per player, the players
one after another, each choosing among its own lands ("with presence", "sacred site": its own);
"each player picks a different land" never gives a later player a land an earlier one picked;
the other open choices go to the spirit whose starting board holds the land (acts.decider),
else seat 0.

Layout two_boards_GH: seat 0 (Fathomless Mud) starts on G, seat 1 (Rising Heat) on H;
three_boards_GHB adds B for seat 2 (Sun-Bright Whirlwind).
"""
from __future__ import annotations

import copy

import pytest

from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import ops as O
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons.island import island
from test_horizons_fear_cards import turned
from test_horizons_multi_powers import HEAT, MUD, WIND, H, account, multi

# every card level whose program has an "each player" step, and those where the lands must differ
EACH = sorted(k for k, prog in O.PROGRAMS.items() if ":" in k and any(
    s["op"] in ("each_player", "each_player_land") for s in prog))
DIFFERENT = sorted(k for k in EACH if any(s.get("different") for s in O.PROGRAMS[k]))
# the card levels whose "each player" lands are the player's own: land -> seat -> allowed
OWN_LANDS = {
    "fear_of_the_unseen:1": lambda st, seat, land: st["lands"][land]["presence"].get(str(seat), 0) >= 2,
    "fear_of_the_unseen:2": lambda st, seat, land: st["lands"][land]["presence"].get(str(seat), 0) >= 1,
    "fear_of_the_unseen:3": lambda st, seat, land: st["lands"][land]["presence"].get(str(seat), 0) >= 1,
    "belief_takes_root:3": lambda st, seat, land: st["lands"][land]["presence"].get(str(seat), 0) >= 1,
}
PATTERNS = [  # lands' pieces, by island order, in turn: lone invaders, crowds, cities, dahan
    {"explorer": 1},
    {"explorer": 2, "town": 1, "dahan": 2},
    {"town": 1, "city": 1, "dahan": 1},
    {"explorer": 1, "dahan": 1},
    {"town": 1},
    {"explorer": 1, "town": 2, "dahan": 3},
]
# the sacred sites on crowded lands (a real choice of piece there), presence on others
PRESENCE = {0: {"G2": 2, "G5": 1, "G7": 1}, 1: {"H4": 2, "H5": 1, "H6": 1}, 2: {"B2": 2, "B5": 1}}
SPIRITS = (MUD, HEAT, WIND)


def island_of(n: int) -> tuple[dict, object]:
    """n spirits, every land holding a pattern's pieces, each spirit a sacred site and presence."""
    layout = D.layout_of(n, "G")
    lands = {l: PATTERNS[i % len(PATTERNS)] for i, l in enumerate(island(layout).land_ids)}
    state, m = multi(*SPIRITS[:n], presence={s: PRESENCE[s] for s in range(n)}, **lands)
    return state, m


def loads(state: dict, m) -> None:
    H.check_position(copy.deepcopy(state), m.seats, m.options)


def resolving(state: dict) -> bool:
    return any(f["kind"] == "effect" for f in state["flow"])


def top(state: dict) -> dict:
    return state["flow"][-1]


def lands_lit(state: dict) -> set[str]:
    return {a["land"] for a in H.legal_actions(state) if a.get("land")}


def run(state: dict, m, pick=None) -> list[tuple[int, str, set, str | None]]:
    """Resolve the fear card, the loader checking each position: each decision as (seat, kind,
    lands lit, land chosen); ``pick`` chooses the action (default: the first that is not "done")."""
    trail = []
    for _ in range(80):
        if not resolving(state):
            return trail
        loads(state, m)
        legal = H.legal_actions(state)
        action = pick(state, legal) if pick else next((a for a in legal if a["do"] != "done"), legal[0])
        trail.append((top(state)["player"], top(state)["kind"], lands_lit(state), action.get("land")))
        H.apply(state, action, Rng(0))
    raise AssertionError("the fear card does not end")


def seats_in_turn(trail) -> list[int]:
    """The seats of the decisions, one entry per run of the same seat."""
    out = []
    for seat, *_ in trail:
        if not out or out[-1] != seat:
            out.append(seat)
    return out


@pytest.mark.parametrize("n", [2, 3])
@pytest.mark.parametrize("key", EACH)
def test_each_player_is_done_once_per_player_one_after_another(key, n):
    state, m = island_of(n)
    trail = run_card(state, key, m)
    assert seats_in_turn(trail) == list(range(n)), (key, trail)


def run_card(state: dict, key: str, m, pick=None):
    turned(state, key)
    return run(state, m, pick)


@pytest.mark.parametrize("key", sorted(OWN_LANDS))
@pytest.mark.parametrize("n", [2, 3])
def test_each_player_chooses_among_its_own_lands(key, n):
    state, m = island_of(n)
    before = copy.deepcopy(state)
    trail = run_card(state, key, m)
    allowed = OWN_LANDS[key]
    assert {seat for seat, *_ in trail} == set(range(n))
    for seat, kind, lit, chosen in trail:
        assert lit and all(allowed(before, seat, land) for land in lit), (seat, lit)


@pytest.mark.parametrize("key", DIFFERENT)
@pytest.mark.parametrize("n", [2, 3])
def test_each_player_picks_a_different_land(key, n):
    state, m = island_of(n)
    trail = run_card(state, key, m)
    picks = [(seat, chosen, lit) for seat, kind, lit, chosen in trail if kind == "land"]
    assert [seat for seat, *_ in picks] == list(range(n)), picks
    for i, (seat, chosen, lit) in enumerate(picks):
        earlier = {c for _, c, _ in picks[:i]}
        assert not earlier & lit, (seat, earlier, lit)


def test_different_lands_when_only_one_land_is_left_the_later_player_has_none():
    """Dahan Raid with one land of dahan and invaders: seat 0 takes it, seat 1 has no land left."""
    state, m = multi(MUD, HEAT, G4={"explorer": 1, "dahan": 1})
    turned(state, "dahan_raid:1")
    assert not resolving(state) and state["lands"]["G4"]["explorer"] == []


def test_not_different_lands_a_later_player_may_pick_the_same_land():
    """Tall Tales II is no "different land" card: both players may take from the same land."""
    state, m = multi(MUD, HEAT, G4={"explorer": 4, "dahan": 1})
    trail = run_card(state, "tall_tales_of_savagery:2", m)
    assert len(state["lands"]["G4"]["explorer"]) == 0  # 2 explorers by each player
    assert {seat for seat, *_ in trail} <= {0, 1}


def test_each_player_in_solo_is_done_once():
    state, m = multi(MUD, presence={0: {"G2": 2}}, G2={"explorer": 3})
    trail = run_card(state, "fear_of_the_unseen:1", m)
    assert len(state["lands"]["G2"]["explorer"]) == 2 and {s for s, *_ in trail} <= {0}


@pytest.mark.parametrize("level", [1, 2, 3])
def test_fear_of_the_unseen_each_player_removes_from_its_own_lands(level):
    """Seat 0's sacred site in G2, seat 1's in H2: each removes one there (its own), not from the other's."""
    state, m = multi(MUD, HEAT, presence={0: {"G2": 2}, 1: {"H2": 2}},
                     G2={"explorer": 1, "town": 1}, H2={"explorer": 1, "town": 1})
    trail = run_card(state, f"fear_of_the_unseen:{level}", m)
    assert [(s, lit) for s, k, lit, _ in trail] == [(0, {"G2"}), (1, {"H2"})]
    assert len(state["lands"]["G2"]["explorer"] + state["lands"]["G2"]["town"]) == 1
    assert len(state["lands"]["H2"]["explorer"] + state["lands"]["H2"]["town"]) == 1


def test_belief_takes_root_3_counts_each_players_own_presence():
    state, m = multi(MUD, HEAT, presence={0: {"G2": 2}, 1: {"H2": 1}},
                     G2={"town": 2}, H2={"town": 2})
    run_card(state, "belief_takes_root:3", m)
    # seat 0: 2 presence, 4 health: both towns; seat 1: 1 presence, 2 health: one town
    assert state["lands"]["G2"]["town"] == [] and len(state["lands"]["H2"]["town"]) == 1


def test_belief_takes_root_2_each_spirit_gains_energy_for_its_own_sacred_sites_with_invaders():
    state, m = multi(MUD, HEAT, presence={0: {"G2": 2, "G5": 2}, 1: {"H2": 2, "H5": 2}},
                     G2={"explorer": 1}, G5={"explorer": 1}, H2={"explorer": 1})
    run_card(state, "belief_takes_root:2", m)
    assert S.panel(state, 0)["energy"] == 5 + 2 and S.panel(state, 1)["energy"] == 5 + 1


# ---- choices outside "each player": the land's starting board decides ---------------------------

@pytest.mark.parametrize("land, seat", [("G4", 0), ("H4", 1)])
def test_a_choice_in_every_land_goes_to_the_spirit_whose_starting_board_holds_it(land, seat):
    state, m = multi(MUD, HEAT, **{land: {"city": 1, "town": 2}})
    state["lands"][land]["town"] = [0, 1]  # two towns unlike: which one the city destroys is a choice
    trail = run_card(state, "scapegoats:3", m)
    assert trail and all(s == seat for s, *_ in trail), trail


def test_a_choice_in_a_land_of_a_board_nobody_started_on_goes_to_seat_0():
    """Two spirits who both started on G (the loader allows no such setup, so this is the rule
    alone): board H's land has no single starting spirit, seat 0 decides."""
    from pyengine.games.spirit_island_horizons import acts as A
    state, m = multi(MUD, HEAT)
    state["spirits"]["1"]["board"] = "G"
    assert A.decider(state, ["H4"]) == 0 and A.decider(state, ["G4"]) == 0
    state["spirits"]["1"]["board"] = "H"
    assert A.decider(state, ["H4"]) == 1 and A.decider(state, ["G4", "H4"]) == 0


def test_three_spirits_every_land_choices_by_board():
    state, m = multi(MUD, HEAT, WIND, G4={"city": 1, "town": 2}, B4={"city": 1, "town": 2})
    for land in ("G4", "B4"):
        state["lands"][land]["town"] = [0, 1]
    trail = run_card(state, "scapegoats:3", m)
    assert [s for s, *_ in trail] == [0, 2], trail


# ---- the loader: the seat that decides is exactly the one the rule names -------------------------

def _waiting(key: str, n: int = 2):
    state, m = island_of(n)
    turned(state, key)
    return state, m


def test_the_loader_refuses_a_players_choice_made_by_another_seat():
    state, m = _waiting("wary_of_the_interior:3")
    assert top(state)["player"] == 0
    H.apply(state, next(a for a in H.legal_actions(state) if a["do"] != "done"), Rng(0))
    assert top(state)["player"] == 1
    loads(state, m)
    for frame in (f for f in state["flow"] if f["kind"] != "round" and f["player"] == 1):
        bad = copy.deepcopy(state)
        for f in bad["flow"]:
            if f == frame:
                f["player"] = 0
        with pytest.raises(Exception, match="seat 1"):
            H.check_position(bad, m.seats, m.options)


def test_the_loader_refuses_a_land_pick_asked_of_the_wrong_seat():
    state, m = _waiting("dahan_raid:1")
    assert top(state)["kind"] == "land" and top(state)["player"] == 0
    bad = copy.deepcopy(state)
    bad["flow"][-1]["player"] = 1
    with pytest.raises(Exception, match="seat 0"):
        H.check_position(bad, m.seats, m.options)


def test_the_loader_refuses_an_every_land_choice_by_another_board():
    state, m = multi(MUD, HEAT, H4={"city": 1, "town": 2})
    state["lands"]["H4"]["town"] = [0, 1]
    turned(state, "scapegoats:3")
    assert top(state)["player"] == 1
    loads(state, m)
    bad = copy.deepcopy(state)
    for f in bad["flow"][3:]:
        f["player"] = 0
    with pytest.raises(Exception, match="seat 1"):
        H.check_position(bad, m.seats, m.options)


def test_belief_takes_root_3_a_land_both_share_goes_to_one_player_only():
    """Both spirits have presence in G4: seat 0 picks it, so seat 1 may pick only its other land."""
    state, m = multi(MUD, HEAT, presence={0: {"G4": 1, "G2": 1}, 1: {"G4": 1, "H2": 1}},
                     G4={"town": 3}, G2={"town": 3}, H2={"town": 3})
    turned(state, "belief_takes_root:3")
    assert top(state)["kind"] == "land" and top(state)["player"] == 0 and lands_lit(state) == {"G2", "G4"}
    H.apply(state, next(a for a in H.legal_actions(state) if a.get("land") == "G4"), Rng(0))
    trail = run(state, m)
    later = [(s, lit) for s, k, lit, _ in trail if k == "land"]
    assert later in ([], [(1, {"H2"})])  # seat 1's only land left is chosen for it, or offered alone
    assert len(state["lands"]["H2"]["town"]) == 2 and len(state["lands"]["G4"]["town"]) == 2
