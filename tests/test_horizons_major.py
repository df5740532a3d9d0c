"""Horizons of Spirit Island: the 22 major powers (major_powers.py), each on a loaded position,
used through the real flow (use -> aim -> its decisions), with each threshold at its boundary:
the elements exactly met give the extra, one element short gives nothing extra. The round
effects are shown where they act (the invader phase) and gone after Time passes."""

from __future__ import annotations

import copy

import pytest

from pyengine.core.flow import Context
from pyengine.core.game import Outcome
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import ops as O
from pyengine.games.spirit_island_horizons import phases as PH
from pyengine.games.spirit_island_horizons import pieces as P
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons import targeting as T
from pyengine.games.spirit_island_horizons.island import island
from pyengine.games.spirit_island_horizons.rules import Horizons

GAME = Horizons()
ISLE = island("solo_G")
BASE = GAME.setup(GAME.resolve_seats([{}]), {"board": "G", "stage2_special": True}, Rng(5))
KINDS = ("explorer", "town", "city", "dahan")


# ---- the harness -------------------------------------------------------------------------------

def elements_for(state: dict, want: dict[str, int]) -> list[str]:
    """Minor cards to add to the played cards so the spirit has exactly ``want`` of each element
    named there (other elements as they fall)."""
    have = S.elements(state, 0)
    gap = {e: n - have[e] for e, n in want.items()}
    assert min(gap.values()) >= 0, (want, have)
    pool = [c for c in state["powers"]["minor"]["deck"] if any(e in gap for e in D.elements(c))]

    def search(start: int, gap: dict) -> list[str] | None:
        if not any(gap.values()):
            return []
        for j in range(start, len(pool)):
            new = dict(gap)
            for e in D.elements(pool[j]):
                if e in new:
                    new[e] -= 1
            if min(new.values()) < 0:
                continue
            rest = search(j + 1, new)
            if rest is not None:
                return [pool[j]] + rest
        return None

    found = search(0, gap)
    assert found is not None, want
    return found


def need(card: str, short: str | None = None) -> dict[str, int]:
    """The card's threshold elements, or one ``short`` of an element."""
    want = dict(D.thresholds(card)[0].elements)
    if short:
        want[short] -= 1
    return want


class Table:
    """A solo game at the start of the card's power phase, the card played (and the cards that
    give the elements asked), the island as given (every other land empty)."""

    def __init__(self, card: str, lands: dict, presence: dict, elements: dict | None = None, energy: int = 0,
                 keeper: str | None = "G8", also: tuple = ()):
        state = self.state = copy.deepcopy(BASE)
        for land in state["lands"].values():
            land.update(P.empty_land())
        if keeper:  # one invader far away, so the island is not won by emptying it
            state["lands"][keeper]["explorer"] = [0]
        for land, pieces in lands.items():
            for kind, n in pieces.items():
                state["lands"][land][kind] = n if kind == "blight" else (list(n) if isinstance(n, list) else [0] * n)
        for land, n in presence.items():
            state["lands"][land]["presence"] = {"0": n}
        state["pools"]["blight"] = P.blight_total(ISLE, 1) - sum(l["blight"] for l in state["lands"].values())
        state["rules"]["stage2_special"] = False
        panel = S.panel(state, 0)
        panel.update(hand=[], played=[card, *also], energy=energy, used=[])
        for c in (card, *also):
            if D.deck_of(c) != "unique":
                state["powers"][D.deck_of(c)]["deck"].remove(c)
        if elements:
            extra = elements_for(state, elements)
            for c in extra:
                state["powers"]["minor"]["deck"].remove(c)
            panel["played"] += extra
            assert all(S.elements(state, 0)[e] == n for e, n in elements.items())
        speed = D.speed(card)
        state["flow"] = [PH.round_frame(), {"kind": "powers", "player": 0, "speed": speed}]
        state["flow"][0]["phase"] = "invader" if speed == "fast" else "time"
        self.card, self.events = card, []

    # the flow
    @property
    def top(self) -> dict:
        return self.state["flow"][-1]

    def legal(self) -> list[dict]:
        return GAME.legal_actions(self.state)

    def act(self, **want) -> None:
        """Apply the one legal action that has these fields (it must be legal)."""
        match = [a for a in self.legal() if all(a.get(k) == v for k, v in want.items())]
        assert len(match) == 1, (want, self.top, self.legal())
        self.events += GAME.apply(self.state, match[0], Rng(0)).events

    def use(self, land: str | None = None, spirit: int | None = None) -> None:
        self.act(do="use", power=self.card)
        assert self.top["kind"] == "aim"
        self.act(do="aim", **({"land": land} if land else {"spirit": spirit}))

    def done(self) -> None:
        self.act(do="done")

    # what happened
    def fear(self) -> int:
        """The fear the powers gave (not the fear of destroyed towns and cities)."""
        return sum(e["args"]["n"] for e in self.events if e["key"] == "horizons.log.fear")

    def land(self, land: str) -> dict:
        return self.state["lands"][land]

    def count(self, land: str, kind: str) -> int:
        return P.count(self.state, land, kind)

    def awaits(self, kind: str) -> bool:
        return self.top["kind"] == kind

    def invaders(self, ravage: str | None, build: str | None, explore: str) -> None:
        """The invader track for this round's invader phase."""
        inv = self.state["invader"]
        inv["ravage"], inv["build"], inv["explore"] = ravage, build, None
        inv["deck"] = [explore] + [c for c in inv["deck"] if c != explore]

    def to_next_round(self) -> None:
        """Finish the power phases (using nothing else) until round 2's growth."""
        while self.top["kind"] == "powers":
            self.done()
        assert self.top["kind"] == "spirit" and self.state["round"] == 2


HOLD = ("intractable_thickets_and_thorns",)  # a fast card not used: the phase waits after the power


def run_frame(state: dict, frame: dict) -> None:
    """Push an effect frame on the flow and settle it."""
    state["flow"].append(frame)
    GAME.settle(Context(state, Rng(0), Outcome()))


# ---- every card -----------------------------------------------------------------------------------

def test_every_major_card_has_a_program():
    assert len(D.MAJOR) == 22
    for card in D.MAJOR:
        assert O.program(card), card
        assert all(step["op"] in O.OPS.table for step in O.program(card)), card


# ---- damage, fear, blight ----------------------------------------------------------------------

@pytest.mark.parametrize("short, destroyed, blight", [(None, 9, 0), ("plant", 4, 1)])
def test_accelerated_rot(short, destroyed, blight):
    t = Table("accelerated_rot", {"G4": {"explorer": 12, "blight": 1}}, {"G2": 1}, need("accelerated_rot", short))
    t.use("G4")
    assert t.fear() == 2
    assert t.count("G4", "explorer") == 12 - destroyed
    assert t.land("G4")["blight"] == blight


@pytest.mark.parametrize("short, destroyed", [(None, 14), ("water", 4)])
def test_cleansing_floods(short, destroyed):
    t = Table("cleansing_floods", {"G4": {"explorer": 20, "blight": 2}}, {"G2": 1}, need("cleansing_floods", short))
    t.use("G4")
    assert t.count("G4", "explorer") == 20 - destroyed
    assert t.land("G4")["blight"] == 1


def test_cleansing_floods_counts_range_only_from_a_wetland():
    t = Table("cleansing_floods", {}, {"G1": 1})  # G1 is a mountain: no wetland presence
    assert T.target_lands(t.state, 0, "cleansing_floods") == []


@pytest.mark.parametrize("short, fear, destroyed", [(None, 5, 10), ("fire", 3, 5)])
def test_pillar_of_living_flame(short, fear, destroyed):
    t = Table("pillar_of_living_flame", {"G4": {"explorer": 12}}, {"G2": 2}, need("pillar_of_living_flame", short))
    pool = t.state["pools"]["blight"]
    t.use("G4")  # a wetland: 1 blight
    assert (t.fear(), t.count("G4", "explorer")) == (fear, 12 - destroyed)
    assert t.land("G4")["blight"] == 1 and t.state["pools"]["blight"] == pool - 1


def test_pillar_of_living_flame_adds_no_blight_to_sands():
    t = Table("pillar_of_living_flame", {"G3": {"explorer": 6}}, {"G2": 2})
    t.use("G3")
    assert t.land("G3")["blight"] == 0 and t.count("G3", "explorer") == 1


def test_poisoned_land_threshold_counts_the_blight_now_there():
    t = Table("poisoned_land", {"G4": {"explorer": 20, "dahan": 2, "blight": 1}}, {"G2": 1}, need("poisoned_land"))
    t.use("G4")
    assert t.awaits("cascade")  # its blight fell on blight: the user picks where the cascade goes
    t.act(do="cascade", land="G7")
    assert t.land("G4")["blight"] == 2 and t.land("G7")["blight"] == 1
    assert t.count("G4", "dahan") == 0
    assert t.fear() == 1 + 2  # +1 per blight now in the land
    assert t.count("G4", "explorer") == 20 - 7 - 8


def test_poisoned_land_one_earth_short():
    t = Table("poisoned_land", {"G4": {"explorer": 20, "dahan": 2}}, {"G2": 1}, need("poisoned_land", "earth"))
    t.use("G4")
    assert (t.fear(), t.count("G4", "explorer"), t.count("G4", "dahan"), t.land("G4")["blight"]) == (1, 13, 0, 1)


@pytest.mark.parametrize("short, fear", [(None, 6), ("moon", 2)])
def test_terrifying_nightmares(short, fear):
    t = Table("terrifying_nightmares", {"G4": {"explorer": 2, "town": 1, "dahan": 1}}, {"G2": 1},
              need("terrifying_nightmares", short))
    t.use("G4")
    assert t.fear() == fear
    assert t.awaits("move") and t.top["kinds"] == ["explorer", "town"] and t.top["optional"]
    t.act(do="push", piece="town", to="G7")
    t.act(do="push", piece="explorer", to="G5")
    t.done()
    assert (t.count("G4", "explorer"), t.count("G4", "town"), t.count("G7", "town"), t.count("G5", "explorer")) == \
        (1, 0, 1, 1)
    assert t.count("G4", "dahan") == 1


def test_the_trees_and_stones_speak_of_war_threshold_pushes_dahan_with_their_defend():
    card = "the_trees_and_stones_speak_of_war"
    t = Table(card, {"G4": {"explorer": 5, "dahan": 2}}, {"G2": 1}, need(card))
    t.use("G4")
    assert t.count("G4", "explorer") == 3 and t.awaits("move") and t.top["kinds"] == ["dahan"]
    t.act(do="push", to="G7")
    assert (t.land("G4")["defend"], t.land("G7")["defend"]) == (2, 2)
    t.act(do="push", to="G5")
    assert (t.land("G4")["defend"], t.land("G5")["defend"], t.count("G5", "dahan")) == (0, 2, 1)


def test_the_trees_and_stones_speak_of_war_one_short_pushes_nothing():
    card = "the_trees_and_stones_speak_of_war"
    t = Table(card, {"G4": {"explorer": 5, "dahan": 2}}, {"G2": 1}, need(card, "sun"))
    t.use("G4")
    assert (t.count("G4", "explorer"), t.land("G4")["defend"], t.count("G4", "dahan")) == (3, 4, 2)
    assert not t.awaits("move")


@pytest.mark.parametrize("short, destroyed", [(None, 5), ("air", 5)])
def test_talons_of_lightning(short, destroyed):
    card = "talons_of_lightning"
    t = Table(card, {"G4": {"explorer": 6}, "G2": {"town": 1}, "G3": {"town": 2}, "G5": {"town": 1}}, {"G3": 1},
              need(card, short))
    t.use("G4")
    assert t.fear() == 3 and t.count("G4", "explorer") == 6 - destroyed
    towns = [t.count(l, "town") for l in ("G2", "G3", "G5")]
    assert towns == ([0, 1, 0] if short is None else [1, 2, 1])


@pytest.mark.parametrize("short", [None, "fire"])
def test_talons_of_lightning_threshold_makes_its_range_3(short):
    t = Table("talons_of_lightning", {}, {"G3": 1}, need("talons_of_lightning", short))
    t.act(do="use", power="talons_of_lightning")
    aimed = {a["land"] for a in t.legal()}
    # from G3: G8 (mountain) is 3 away, G2 and G4 (wetlands) 1 away
    assert aimed == ({"G1", "G2", "G4", "G8"} if short is None else {"G2", "G4"})


@pytest.mark.parametrize("short", [None, "moon"])
def test_the_jungle_hungers(short):
    t = Table("the_jungle_hungers", {"G5": {"explorer": 2, "town": 2, "city": 2, "dahan": 2}}, {"G6": 1},
              need("the_jungle_hungers", short))
    t.use("G5")
    assert [t.count("G5", k) for k in KINDS] == ([0, 0, 1, 2] if short is None else [0, 0, 2, 0])


def test_the_land_thrashes_in_furious_pain_repeats_on_an_adjacent_land():
    card = "the_land_thrashes_in_furious_pain"
    lands = {"G4": {"explorer": 10, "blight": 2}, "G2": {"blight": 1}, "G5": {"blight": 1}, "G7": {"explorer": 5}}
    t = Table(card, lands, {"G2": 1}, need(card))
    t.use("G4")
    assert t.count("G4", "explorer") == 10 - 2 * 2 - 2
    assert t.awaits("land") and t.top["lands"] == ["G2", "G3", "G5", "G7"]
    t.act(do="land", land="G7")  # no blight of its own; G4 and G5 next to it hold 3
    assert t.count("G7", "explorer") == 2


def test_the_land_thrashes_in_furious_pain_one_short_no_repeat():
    card = "the_land_thrashes_in_furious_pain"
    t = Table(card, {"G4": {"explorer": 10, "blight": 2}, "G7": {"explorer": 5}}, {"G2": 1}, need(card, "earth"))
    t.use("G4")
    assert t.count("G4", "explorer") == 6 and t.count("G7", "explorer") == 5 and not t.awaits("land")


@pytest.mark.parametrize("short", [None, "water"])
def test_tsunami(short):
    lands = {"G1": {"explorer": 10, "dahan": 3}, "G2": {"explorer": 5, "dahan": 2}, "G3": {"explorer": 5, "dahan": 1},
             "G4": {"explorer": 5, "dahan": 1}}
    t = Table("tsunami", lands, {"G2": 2}, need("tsunami", short))
    t.use("G1")
    assert (t.count("G1", "explorer"), t.count("G1", "dahan")) == (2, 1)
    shore = [(t.count(l, "explorer"), t.count(l, "dahan")) for l in ("G2", "G3", "G4")]
    if short is None:  # every other coastal land of board G (G4 is inland)
        assert t.fear() == 4 and shore == [(1, 1), (1, 0), (5, 1)]
    else:
        assert t.fear() == 2 and shore == [(5, 2), (5, 1), (5, 1)]


def test_vigor_of_the_breaking_dawn_threshold_damages_where_the_dahan_went():
    card = "vigor_of_the_breaking_dawn"
    t = Table(card, {"G4": {"explorer": 10, "dahan": 2}, "G7": {"explorer": 8, "dahan": 1}}, {"G2": 1}, need(card))
    t.use("G4")
    assert t.count("G4", "explorer") == 6 and t.awaits("move")
    t.act(do="push", to="G7")
    t.act(do="push", to="G7")
    assert t.count("G7", "dahan") == 3 and t.count("G7", "explorer") == 8 - 6


def test_vigor_of_the_breaking_dawn_one_short():
    card = "vigor_of_the_breaking_dawn"
    t = Table(card, {"G4": {"explorer": 10, "dahan": 2}}, {"G2": 1}, need(card, "animal"))
    t.use("G4")
    assert t.count("G4", "explorer") == 6 and not t.awaits("move")


@pytest.mark.parametrize("short, destroyed", [(None, 2), ("air", 1)])
def test_mists_of_oblivion(short, destroyed):
    t = Table("mists_of_oblivion", {"G4": {"explorer": 2, "town": [0, 1], "city": [2]}}, {"G2": 1},
              need("mists_of_oblivion", short))
    t.use("G4")
    # 1 damage each: both explorers, the damaged town and the damaged city destroyed
    if short is None:  # +3 damage: the last town (1 damage taken) too
        assert [t.count("G4", k) for k in KINDS[:3]] == [0, 0, 0] and t.fear() == 3
    else:
        assert t.count("G4", "town") == 1 and t.count("G4", "city") == 0 and t.fear() == 2


def test_mists_of_oblivion_fear_is_at_most_4():
    t = Table("mists_of_oblivion", {"G4": {"town": [1, 1, 1, 1, 1]}}, {"G2": 1})
    t.use("G4")
    assert t.count("G4", "town") == 0 and t.fear() == 4


@pytest.mark.parametrize("short", [None, "animal"])
def test_winds_of_rust_and_atrophy(short):
    t = Table("winds_of_rust_and_atrophy", {"G4": {"city": 1, "town": 1}}, {"G2": 2},
              need("winds_of_rust_and_atrophy", short))
    t.use("G4")
    assert t.awaits("pick") and t.top["verb"] == "downgrade" and t.top["kinds"] == ["town", "city"]
    t.act(do="pick", piece="city")
    if short is None:  # repeated in the same land: the second downgrade has only towns
        assert (t.fear(), t.land("G4")["defend"], t.count("G4", "town"), t.count("G4", "explorer")) == (2, 12, 1, 1)
    else:
        assert (t.fear(), t.land("G4")["defend"], t.count("G4", "town"), t.count("G4", "city")) == (1, 6, 2, 0)


# ---- presence ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("short", [None, "plant"])
def test_blazing_renewal_returns_destroyed_presence(short):
    t = Table("blazing_renewal", {"G7": {"explorer": 3, "town": 2, "city": 1}}, {"G2": 1},
              need("blazing_renewal", short))
    t.state["destroyed_presence"] = {"0": 3}
    t.use(spirit=0)
    assert t.awaits("land") and set(t.top["lands"]) == ISLE.within(["G2"], 2)
    t.act(do="land", land="G7")
    assert t.land("G7")["presence"] == {"0": 2} and t.state["destroyed_presence"] == {"0": 1}
    assert t.count("G7", "town") == 0
    if short is None:  # 4 damage: the 3 explorers and the city (2 damage taken)
        assert t.count("G7", "explorer") == 0 and t.count("G7", "city") == 0
    else:
        assert t.count("G7", "explorer") == 3 and t.land("G7")["city"] == [2]


def test_blazing_renewal_without_destroyed_presence_deals_no_damage_to_each():
    t = Table("blazing_renewal", {"G7": {"town": 2}}, {"G2": 1}, need("blazing_renewal"))
    t.use(spirit=0)
    t.act(do="land", land="G7")
    # nothing returned: no 2 damage to each town; the threshold's 4 damage still there
    assert t.land("G7")["presence"] == {} and t.count("G7", "town") == 0
    t = Table("blazing_renewal", {"G7": {"town": 2}}, {"G2": 1})
    t.use(spirit=0)
    t.act(do="land", land="G7")
    assert t.land("G7")["town"] == [0, 0]


@pytest.mark.parametrize("short", [None, "earth"])
def test_indomitable_claim(short):
    t = Table("indomitable_claim", {"G4": {"explorer": 1}}, {"G2": 1}, need("indomitable_claim", short))
    t.use("G4")
    assert t.awaits("option") and t.top["options"] == ["horizons.option.track_energy",
                                                       "horizons.option.track_card_plays"]
    t.act(do="option", option=1)
    assert t.land("G4")["presence"] == {"0": 1} and S.panel(t.state, 0)["tracks"]["card_plays"] == 1
    assert t.land("G4")["defend"] == 20
    if short is None:
        assert t.fear() == 3 and PH.skipped(t.state, "ravage", "G4") and PH.skipped(t.state, "explore", "G4")
    else:
        assert t.fear() == 0 and not PH.skipped(t.state, "ravage", "G4")


@pytest.mark.parametrize("short", [None, "sun"])
def test_indomitable_claim_threshold_skips_a_land_empty_of_invaders_without_fear(short):
    # "3 fear if invaders are present. Invaders skip all actions in target land this turn": only the
    # fear needs invaders; the explorer that would come from G7's town this round stays out of G4
    t = Table("indomitable_claim", {"G4": {"dahan": 1}, "G7": {"town": 1}}, {"G2": 1},
              need("indomitable_claim", short))
    t.invaders(ravage=None, build=None, explore="stage1_wetland")
    t.use("G4")
    t.act(do="option", option=0)
    assert t.fear() == 0
    assert PH.skipped(t.state, "explore", "G4") is (short is None)
    t.done()  # the invader phase: the wetlands explore
    assert t.count("G4", "explorer") == (0 if short is None else 1)
    assert t.count("G2", "explorer") == 1  # the coastal wetland explores all the same


# ---- round effects -----------------------------------------------------------------------------------

def test_paralyzing_fright_invaders_skip_every_action_in_the_land_this_round():
    t = Table("paralyzing_fright", {"G4": {"explorer": 1, "town": 1}, "G7": {"town": 1}}, {"G2": 2},
              need("paralyzing_fright"))
    t.invaders(ravage="stage1_wetland", build="stage1_wetland", explore="stage1_jungle")
    t.use("G4")
    assert t.fear() == 8
    fear = t.state["fear"]  # the 2 cards earned go back on the deck: their effects are not this test's
    fear["deck"][:0], fear["earned"] = fear["earned"], []
    t.done()  # the invader phase: G4 would ravage (3 damage: blight), build a city; G2 explores
    assert t.land("G4") == dict(P.empty_land(), explorer=[0], town=[0])
    assert t.count("G7", "explorer") == 1  # the jungle explore elsewhere goes on
    t.to_next_round()
    assert t.state["effects"] == [] and not PH.skipped(t.state, "ravage", "G4")


def test_paralyzing_fright_one_short():
    t = Table("paralyzing_fright", {"G4": {"explorer": 1}}, {"G2": 2}, need("paralyzing_fright", "earth"))
    t.use("G4")
    assert t.fear() == 4 and PH.skipped(t.state, "build", "G4")


@pytest.mark.parametrize("short", [None, "earth"])
def test_infinite_vitality_in_the_ravage(short):
    t = Table("infinite_vitality", {"G4": {"explorer": 4, "dahan": 2}, "G5": {"blight": 1}}, {"G2": 2},
              need("infinite_vitality", short))
    t.invaders(ravage="stage1_wetland", build=None, explore="stage1_mountain")
    pool = t.state["pools"]["blight"]
    t.use("G4")
    assert t.land("G5")["blight"] == (0 if short is None else 1)  # blight removed next door
    t.done()  # G4 ravages for 4: no blight added; the dahan (health 6) survive and strike back
    assert t.land("G4")["blight"] == 0 and t.state["pools"]["blight"] == pool + (short is None)
    assert t.land("G4")["dahan"] == ([0, 0] if short is None else [0, 4])
    assert t.count("G4", "explorer") == 0  # 2 dahan x 2 counter-attack
    P.check_pieces(t.state, ISLE, 1)  # a dahan with 4 damage is possible this round
    t.to_next_round()
    assert t.state["effects"] == [] and P.dahan_health(t.state, "G4") == 2


def test_infinite_vitality_threshold_dahan_ignore_destroy_effects():
    t = Table("infinite_vitality", {"G4": {"dahan": 2}}, {"G2": 2}, need("infinite_vitality"),
              also=HOLD)
    t.use("G4")
    run_frame(t.state, O.power_frame(0, "poisoned_land", [{"op": "destroy", "n": "all", "kinds": ["dahan"]},
                                                          {"op": "damage", "n": 9, "kinds": ["dahan"]}], land="G4"))
    assert t.land("G4")["dahan"] == [0, 0]


def test_infinite_vitality_one_short_dahan_may_still_be_destroyed():
    t = Table("infinite_vitality", {"G4": {"dahan": 2}}, {"G2": 2}, need("infinite_vitality", "earth"),
              also=HOLD)
    t.use("G4")
    run_frame(t.state, O.power_frame(0, "poisoned_land", [{"op": "destroy", "n": 1, "kinds": ["dahan"]}], land="G4"))
    assert t.land("G4")["dahan"] == [0]


def test_vengeance_of_the_dead_strikes_after_the_ravage_destroys_dahan():
    t = Table("vengeance_of_the_dead", {"G4": {"explorer": 4, "dahan": 2}, "G7": {"explorer": 2}}, {"G1": 1},
              need("vengeance_of_the_dead", "animal"))
    t.invaders(ravage="stage1_wetland", build="stage1_mountain", explore="stage1_mountain")
    t.use("G4")
    assert t.fear() == 3
    t.done()  # the ravage: 4 damage kills both dahan; vengeance: 2 damage in G4
    assert t.count("G4", "dahan") == 0 and t.count("G4", "explorer") == 2 and t.count("G7", "explorer") == 2
    t.to_next_round()
    assert t.state["effects"] == []


def test_vengeance_of_the_dead_threshold_may_strike_next_door():
    t = Table("vengeance_of_the_dead", {"G4": {"explorer": 4, "dahan": 2}, "G7": {"explorer": 2}}, {"G1": 1},
              need("vengeance_of_the_dead"))
    t.invaders(ravage="stage1_wetland", build="stage1_mountain", explore="stage1_mountain")
    t.use("G4")
    t.done()
    assert t.awaits("land") and t.top["lands"] == ["G4", "G7"]
    t.act(do="land", land="G7")
    t.act(do="land", land="G7")
    assert t.count("G4", "explorer") == 4 and t.count("G7", "explorer") == 0


def test_vengeance_of_the_dead_counts_towns_a_power_destroys():
    t = Table("vengeance_of_the_dead", {"G4": {"explorer": 3, "town": 2}}, {"G1": 1},
              also=HOLD)
    t.use("G4")
    run_frame(t.state, O.power_frame(0, "the_jungle_hungers", [{"op": "destroy", "n": "all", "kinds": ["town"]}],
                                     land="G4"))
    assert t.count("G4", "town") == 0 and t.count("G4", "explorer") == 1  # 2 towns: 2 damage after


# ---- moving dahan ---------------------------------------------------------------------------------

def test_wrap_in_wings_of_sunlight_threshold_gathers_then_carries():
    card = "wrap_in_wings_of_sunlight"
    t = Table(card, {"G4": {"dahan": 3}, "G7": {"dahan": 2}}, {"G4": 1}, need(card))
    t.use("G4")
    assert t.awaits("move") and t.top["verb"] == "gather"
    t.act(do="gather", **{"from": "G7"})
    t.act(do="gather", **{"from": "G7"})
    assert t.awaits("land") and "G4" not in t.top["lands"] and len(t.top["lands"]) == 7
    t.act(do="land", land="G1")  # any land: G1 is 2 away
    for _ in range(5):
        t.act(do="pick", piece="dahan")
    assert (t.count("G4", "dahan"), t.count("G1", "dahan"), t.land("G1")["defend"]) == (0, 5, 5)


def test_wrap_in_wings_of_sunlight_one_short_moves_up_to_5():
    card = "wrap_in_wings_of_sunlight"
    t = Table(card, {"G4": {"dahan": 3}, "G7": {"dahan": 2}}, {"G4": 1}, need(card, "sun"))
    t.use("G4")
    assert t.awaits("land")
    t.act(do="land", land="G8")
    t.act(do="pick", piece="dahan")
    t.done()
    assert (t.count("G4", "dahan"), t.count("G8", "dahan"), t.land("G8")["defend"], t.count("G7", "dahan")) == \
        (2, 1, 5, 2)


def test_dissolve_the_bonds_of_kinship_spreads_the_explorers():
    card = "dissolve_the_bonds_of_kinship"
    t = Table(card, {"G4": {"explorer": 1, "town": 1, "city": 1, "dahan": 2}}, {"G2": 1}, need(card, "fire"))
    t.use("G4")
    # the city became 2 explorers, the town 1, a dahan 1: 5 explorers pushed, one land each first
    assert t.count("G4", "town") + t.count("G4", "city") == 0 and t.count("G4", "dahan") == 1
    for to, left in (("G2", ["G3", "G5", "G7"]), ("G3", ["G5", "G7"]), ("G5", None)):
        t.act(do="push", to=to)
        if left:
            assert sorted({a["to"] for a in t.legal()}) == left
    # the last fresh land (G7) was forced; the fifth may go anywhere
    assert t.count("G7", "explorer") == 1 and sorted({a["to"] for a in t.legal()}) == ["G2", "G3", "G5", "G7"]
    t.act(do="push", to="G2")
    assert [t.count(l, "explorer") for l in ("G4", "G2", "G3", "G5", "G7")] == [0, 2, 1, 1, 1]


def test_dissolve_the_bonds_of_kinship_threshold_clash_before_the_push():
    card = "dissolve_the_bonds_of_kinship"
    t = Table(card, {"G4": {"explorer": 2, "town": 2, "city": 1}}, {"G2": 1}, need(card))
    t.use("G4")
    # 5 explorers and 1 town: the explorers deal 5 (the town is destroyed), the town 2 (2 explorers)
    assert t.count("G4", "town") == 0 and t.count("G4", "explorer") == 3
    t.act(do="push", to="G2")
    t.act(do="push", to="G3")
    t.act(do="push", to="G5")
    assert t.count("G4", "explorer") == 0


# ---- spirits --------------------------------------------------------------------------------------

@pytest.mark.parametrize("short", [None, "plant"])
def test_entwined_power_in_solo_targets_oneself(short):
    t = Table("entwined_power", {}, {"G2": 1}, need("entwined_power", short), energy=1)
    t.use(spirit=0)
    assert t.awaits("option") and t.top["options"] == ["horizons.option.deck_minor", "horizons.option.deck_major"]
    t.act(do="option", option=0)
    drawn = list(S.panel(t.state, 0)["drawn"])
    assert t.awaits("keep") and len(drawn) == 4
    t.act(do="keep", card=drawn[0])
    # "you gain one of the cards it did not keep": the same spirit, from the other 3
    assert t.awaits("keep") and S.panel(t.state, 0)["drawn"] == drawn[1:]
    t.act(do="keep", card=drawn[2])
    panel = S.panel(t.state, 0)
    assert panel["hand"] == [drawn[0], drawn[2]] and panel["drawn"] == []
    assert t.state["powers"]["minor"]["discard"][-2:] == [drawn[1], drawn[3]]
    assert panel["energy"] == (1 + 3 if short is None else 1)  # "you and target each": one spirit, once


@pytest.mark.parametrize("short, charges", [(None, 3), ("air", 1)])
def test_powerstorm_repeats_a_card_paying_again(short, charges):
    t = Table("powerstorm", {"G4": {"explorer": 1}}, {"G2": 2}, need("powerstorm", short), energy=10,
              also=("intractable_thickets_and_thorns", "infinite_vitality"))
    t.use(spirit=0)
    assert S.panel(t.state, 0)["energy"] == 13
    assert [(e["kind"], e["n"]) for e in t.state["effects"]] == [("powerstorm", charges)]
    assert t.awaits("option")  # Powerstorm itself may be repeated: declined
    t.act(do="option", option=1)
    t.card = "intractable_thickets_and_thorns"
    t.use("G4")
    assert t.awaits("option") and t.top["options"] == ["horizons.option.repeat", "horizons.option.decline"]
    assert t.top["n"] == 2
    t.act(do="option", option=0)  # pay 2 again and use it anew
    assert t.awaits("aim")
    t.act(do="aim", land="G4")
    assert S.panel(t.state, 0)["energy"] == 13 - 2 and S.panel(t.state, 0)["used"].count(t.card) == 1
    assert t.fear() == 2 and t.land("G4")["defend"] == 10
    assert t.awaits("powers")  # a card is repeated once
    t.card = "infinite_vitality"
    t.use("G4")
    assert t.awaits("option") == (short is None)  # a second card: only with the threshold
    if short is None:
        t.act(do="option", option=1)
    t.to_next_round()
    assert t.state["effects"] == []


def test_powerstorm_offers_no_repeat_without_the_energy():
    t = Table("powerstorm", {}, {"G2": 2}, energy=0, also=("infinite_vitality",))
    t.use(spirit=0)
    t.act(do="option", option=1)
    S.panel(t.state, 0)["energy"] = 2  # infinite vitality costs 3
    t.card = "infinite_vitality"
    t.use("G4")
    assert not t.awaits("option") and S.panel(t.state, 0)["energy"] == 2  # nothing offered: the round went on


def test_infinite_vitality_a_hurt_dahan_that_leaves_the_land_is_destroyed():
    t = Table("infinite_vitality", {"G4": {"dahan": [0, 3]}}, {"G2": 2}, need("infinite_vitality", "earth"),
              also=("intractable_thickets_and_thorns",))
    t.use("G4")
    run_frame(t.state, O.power_frame(0, "wrap_in_wings_of_sunlight",
                                     [{"op": "push", "n": "all", "kinds": ["dahan"]}], land="G4"))
    t.act(do="push", damage=3, to="G7")  # health 2 there: 3 damage destroys it
    t.act(do="push", damage=0, to="G7")
    assert t.land("G7")["dahan"] == [0] and t.count("G4", "dahan") == 0


def test_a_power_aimed_out_of_range_is_refused():
    t = Table("talons_of_lightning", {}, {"G3": 1}, need("talons_of_lightning", "air"))
    t.act(do="use", power="talons_of_lightning")
    before = copy.deepcopy(t.state)
    assert GAME.explain_illegal(t.state, {"do": "aim", "land": "G8"})["key"] == "horizons.refuse.out_of_range"
    assert t.state == before


def test_entwined_power_with_majors_forgets_after_each_major():
    t = Table("entwined_power", {}, {"G2": 1}, also=("intractable_thickets_and_thorns",))
    t.use(spirit=0)
    t.act(do="option", option=1)  # the major deck
    drawn = list(S.panel(t.state, 0)["drawn"])
    t.act(do="keep", card=drawn[0])
    assert t.awaits("forget")
    t.act(do="forget", card="intractable_thickets_and_thorns")
    assert t.awaits("keep") and S.panel(t.state, 0)["drawn"] == drawn[1:]
    t.act(do="keep", card=drawn[1])
    assert t.awaits("forget")
    t.act(do="forget", card="entwined_power")
    panel = S.panel(t.state, 0)
    assert panel["hand"] == drawn[:2] and panel["forgotten"] == ["intractable_thickets_and_thorns"]
    assert set(drawn[2:]) | {"entwined_power"} <= set(t.state["powers"]["major"]["discard"])
