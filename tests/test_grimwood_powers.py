"""Every supernatural power, used directly and reached through Elf, Nymph, Bride, Giant and Centaur.

Each power has one scenario: a position (3 players, seat 0 acting) and the rest of
its decisions with the outcome they must give.  The same scenario runs in every
way of reaching the power, so a chained power must behave exactly as a played one.
"""

import pytest

from grimwood_helpers import act, combos, hand, keys, lay, make, options, refusal
from pyengine.games.grimwood import data as D

OWLS = ["owl-1", "owl-2", "owl-3"]


def combo_of(m, card):
    return next(c["id"] for s in m.state["seats"] for c in s["combos"] if card in c["cards"])


def owner_of(m, card):
    return next(i for i, s in enumerate(m.state["seats"]) for c in s["combos"] if card in c["cards"])


# ---- scenarios: (position, then drive and check) --------------------------------------------
def amazon_pos():
    return dict(hands={1: ["crow-1", "owl-4"], 2: ["crow-2", "crow-3"]})


def amazon_run(m):
    names = options(m, "name")
    assert "crow" in names and "giant" in names and "supernatural" not in names and "amazon" not in names
    act(m, {"do": "name", "name": "crow"})
    assert sorted(c for c in hand(m, 0) if c.startswith("crow")) == ["crow-1", "crow-2"]
    assert hand(m, 1) == ["owl-4"] and hand(m, 2) == ["crow-3"]


def boogeyman_pos():
    return dict(hands={0: ["path-1"], 1: ["crow-1", "owl-4"]})


def boogeyman_run(m):
    act(m, {"do": "player", "seat": 1})
    assert hand(m, 0) == ["crow-1", "owl-4"] and hand(m, 1) == ["path-1"]


def bride_pos():
    return dict(combos={1: [["giant", "hydra"]], 2: [["mage"]]}, discard=["owl-4"])


def bride_run(m):
    assert sorted(options(m, "card")) == ["giant", "mage"]  # Hydra is not male
    act(m, {"do": "card", "card": "giant"}, {"do": "into", "combo": "new"})
    assert owner_of(m, "giant") == 0 and combos(m, 1) == [["hydra"]]
    assert options(m) == [{"do": "power", "card": "giant"}, {"do": "skip"}]  # Giant's power may follow
    act(m, {"do": "skip"})


def centaur_pos():
    return dict(discard=["owl-4", "rune-1"])


def centaur_run(m):
    assert "rune-1" in hand(m, 0) and m.state["discard"][-1] == "owl-4"
    assert options(m) == [{"do": "play", "card": "rune-1"}, {"do": "keep"}]
    act(m, {"do": "play", "card": "rune-1"})
    assert m.state["runes"] == ["rune-1"] and m.state["actions_left"] == 3


def dark_unicorn_pos():
    return dict(hands={0: ["swamp-1"], 1: ["crow-1", "owl-4"], 2: ["path-1"]})


def dark_unicorn_run(m):
    assert hand(m, 0) == ["swamp-1"] and len(hand(m, 1)) == 1 and hand(m, 2) == []
    assert "path-1" in m.state["discard"] and ({"crow-1", "owl-4"} - set(hand(m, 1))) <= set(m.state["discard"])


def demon_pos():
    return dict(combos={1: [["hydra", "mage"]], 2: [("owls", OWLS)]})


def demon_run(m):
    act(m, {"do": "combo", "combo": combo_of(m, "hydra")})
    assert combos(m, 1) == [] and m.state["discard"][-2:] == ["hydra", "mage"]


def dracula_pos():
    return dict(hands={1: ["crow-1", "owl-4", "path-1"]})


def dracula_run(m):
    assert options(m, "seat") == [1]  # only seats with cards
    act(m, {"do": "player", "seat": 1})
    assert len(hand(m, 1)) == 1 and len(set(hand(m, 0)) & {"crow-1", "owl-4", "path-1"}) == 2


def dwarf_pos():
    return dict(discard=["owl-4"], deck_top=["crow-1"])


def dwarf_run(m):
    assert options(m, "card") == ["crow-1", "owl-4"]
    top = m.state["deck"][0]
    act(m, {"do": "card", "card": "crow-1"})
    assert "crow-1" in hand(m, 0) and m.state["discard"][-1] == "owl-4" and m.state["deck"][0] == top


def elf_pos():
    return dict(combos={0: [["mage"]]})


def elf_run(m):
    before = len(hand(m, 0))
    act(m, {"do": "card", "card": "mage"})
    assert len(hand(m, 0)) == before + 2


def faeries_pos():
    return dict(discard=["owl-4", "boogeyman", "crow-1"])


def faeries_run(m):
    act(m, {"do": "card", "card": "owl-4"}, {"do": "card", "card": "boogeyman"})
    assert options(m) == [{"do": "play", "card": "boogeyman"}, {"do": "keep"}]  # may play one
    act(m, {"do": "keep"})
    assert {"owl-4", "boogeyman"} <= set(hand(m, 0)) and "crow-1" in m.state["discard"]


def ghouls_pos():
    return dict(hands={1: ["crow-1"]}, deck_top=["owl-4"])


def ghouls_run(m):
    assert options(m) == [{"do": "draw"}, {"do": "steal", "from": 1}]
    act(m, {"do": "draw"})
    assert "owl-4" in hand(m, 0) and m.pending().kind == "turn"


def giant_pos():
    return dict(discard=["owl-4", "mage", "crow-1"])


def giant_run(m):
    assert set(options(m, "card")) >= {"owl-4", "mage", "crow-1"}  # any card of the pile
    before = len(hand(m, 0))
    act(m, {"do": "card", "card": "mage"}, {"do": "play", "card": "mage"}, {"do": "into", "combo": "new"},
        {"do": "power", "card": "mage"})
    assert owner_of(m, "mage") == 0 and len(hand(m, 0)) == before + 2


def goblins_pos():
    return dict(hands={1: ["crow-1", "owl-4"], 2: ["path-1", "swamp-1"]})


def goblins_run(m):
    assert "draw" not in options(m, "do")
    act(m, {"do": "steal", "from": 1}, {"do": "steal", "from": 2}, {"do": "steal", "from": 2})
    assert len(hand(m, 1)) == 1 and hand(m, 2) == [] and m.pending().kind == "turn"


def highwayman_pos():
    return dict(combos={0: [("owls", OWLS)], 1: [["hydra", "mage"]]})


def highwayman_run(m):
    act(m, {"do": "combo", "combo": combo_of(m, "hydra")}, {"do": "combo", "combo": combo_of(m, "owl-1")})
    assert owner_of(m, "hydra") == 0 and owner_of(m, "owl-1") == 1


def hydra_pos():
    return dict(hands={1: ["crow-1", "owl-4"]})


def hydra_run(m):
    act(m, {"do": "player", "seat": 1})
    look = [e for e in m.view(0)["log"] if e["key"] == "grimwood.look"][-1]
    assert look["args"]["target"] == 1 and look["args"]["cards"] == ["crow-1", "owl-4"]
    assert all("cards" not in e["args"] for v in (1, 2, None) for e in m.view(v)["log"] if e["key"] == "grimwood.look")


def mage_pos():
    return dict(deck_top=["owl-4", "crow-1"])


def mage_run(m):
    assert {"owl-4", "crow-1"} <= set(hand(m, 0))


def nymph_pos():
    return dict(combos={0: [["troll"]], 1: [["hydra", "mage"]]})


def nymph_run(m):
    assert "troll" not in options(m, "card")  # not from one's own combos
    before = len(hand(m, 0))
    act(m, {"do": "card", "card": "mage"}, {"do": "into", "combo": "new"}, {"do": "power", "card": "mage"})
    assert owner_of(m, "mage") == 0 and combos(m, 1) == [["hydra"]] and len(hand(m, 0)) == before + 2


def shadow_queen_pos():
    return dict(hands={1: ["crow-1"], 2: ["owl-4", "path-1"]})


def shadow_queen_run(m):
    looks = [e["args"] for e in m.view(0)["log"] if e["key"] == "grimwood.look"]
    assert {(a["target"], tuple(a["cards"])) for a in looks} >= {(1, ("crow-1",)), (2, ("owl-4", "path-1"))}
    act(m, {"do": "player", "seat": 2})
    assert len(hand(m, 2)) == 1 and len(set(hand(m, 0)) & {"owl-4", "path-1"}) == 1


def sorceress_pos():
    return dict(combos={0: [("owls", OWLS)], 1: [["hydra", "mage"]]})


def sorceress_run(m):
    act(m, {"do": "combo", "combo": combo_of(m, "owl-1")}, {"do": "combo", "combo": combo_of(m, "hydra")})
    assert owner_of(m, "hydra") == 0 and combos(m, 1) == [] and set(OWLS) <= set(m.state["discard"])


def eternals_pos():
    return dict(hands={0: ["path-1"], 1: ["crow-1", "owl-4"]})


def eternals_run(m):
    act(m, {"do": "steal", "from": 1})
    while m.pending().kind == "source":
        act(m, {"do": "draw"})
    assert len(hand(m, 0)) == 7 and len(hand(m, 1)) == 1


def laraki_pos():
    return dict(discard=["clearing-1", "owl-4", "crow-1", "path-1"])


def laraki_run(m):
    assert options(m, "card") == ["path-1", "crow-1", "owl-4"]  # 3 players: the top 3
    act(m, {"do": "card", "card": "crow-1"}, {"do": "card", "card": "owl-4"}, {"do": "card", "card": "path-1"})
    assert "crow-1" in hand(m, 0) and "owl-4" in hand(m, 1) and "path-1" in hand(m, 2)
    assert m.state["discard"][-1] == "clearing-1"


def troll_pos():
    return dict(hands={1: ["crow-1", "owl-4"]})


def troll_run(m):
    act(m, {"do": "player", "seat": 1})
    assert len(hand(m, 1)) == 1 and m.state["discard"][-1] in {"crow-1", "owl-4"} - set(hand(m, 1))


def werewolf_pos():
    return dict()


def werewolf_run(m):
    act(m, {"do": "player", "seat": 1})
    assert m.state["seats"][1]["skips"] == 1
    if m.pending().kind == "power":
        act(m, {"do": "skip"})
    events = act(m, {"do": "end"})
    assert keys(events)[-2:] == ["grimwood.skip", "grimwood.turn"] and m.state["turn"] == 2
    assert m.state["seats"][1]["skips"] == 0


POWERS = [c for c in D.SUPERNATURALS if c != "dragon"]


def _merge(pos, **extra):
    """Add cards to a scenario position: hands/combos/discard."""
    pos = {k: (dict(v) if isinstance(v, dict) else list(v)) for k, v in pos.items()}
    for seat, cards in extra.get("hands", {}).items():
        pos.setdefault("hands", {})[seat] = list(pos.get("hands", {}).get(seat, [])) + cards
    for seat, laid in extra.get("combos", {}).items():
        pos.setdefault("combos", {})[seat] = list(pos.get("combos", {}).get(seat, [])) + laid
    if "discard_top" in extra:
        pos["discard"] = list(pos.get("discard", [])) + [extra["discard_top"]]
    return pos


def start(power: str, way: str):
    """A match where ``power`` has just begun for seat 0, reached ``way``."""
    pos = globals()[f"{power}_pos"]()
    if way == "direct":
        m = make(**_merge(pos, hands={0: [power]}))
        lay(m, [power])
        act(m, {"do": "power", "card": power})
    elif way == "elf":
        m = make(**_merge(pos, hands={0: ["elf"]}, combos={0: [[power]]}))
        lay(m, ["elf"])
        act(m, {"do": "power", "card": "elf"}, {"do": "card", "card": power})
    elif way in ("nymph", "bride"):
        m = make(**_merge(pos, hands={0: [way]}, combos={1: [[power]]}))
        lay(m, [way])
        act(m, {"do": "power", "card": way}, {"do": "card", "card": power}, {"do": "into", "combo": "new"},
            {"do": "power", "card": power})
    else:  # giant, centaur: from the discard pile, played at once
        m = make(**_merge(pos, hands={0: [way]}, discard_top=power))
        lay(m, [way])
        act(m, {"do": "power", "card": way})
        if way == "giant":
            act(m, {"do": "card", "card": power})
        act(m, {"do": "play", "card": power}, {"do": "into", "combo": "new"}, {"do": "power", "card": power})
    assert [e for e in m.log if e["key"] == "grimwood.power" and e["args"]["card"] == power]
    return m


CASES = [(p, "direct") for p in POWERS]
CASES += [(p, "elf") for p in POWERS if p != "elf"]
CASES += [(p, "nymph") for p in POWERS if p != "nymph"]
CASES += [(p, "bride") for p in POWERS if p in D.MALE]
CASES += [(p, "giant") for p in POWERS if p not in ("giant", "bride")]  # the Bride scenario uses the Giant
CASES += [(p, "centaur") for p in POWERS if p != "centaur"]


@pytest.mark.parametrize("power,way", CASES)
def test_power(power, way):
    m = start(power, way)
    globals()[f"{power}_run"](m)
    assert m.state["actions_left"] >= 1  # the power cost one action (the chain is free)


def test_every_power_has_a_scenario():
    assert len(POWERS) == 23 and all(f"{p}_run" in globals() and f"{p}_pos" in globals() for p in POWERS)


def test_dragon_has_no_power_to_use_but_locks_its_combo():
    m = make(hands={0: ["dragon", "mage"]})
    lay(m, ["dragon", "mage"])
    assert options(m) == [{"do": "power", "card": "mage"}, {"do": "skip"}]
    act(m, {"do": "skip"})
    assert m.view(None)["board"]["seats"][0]["combos"][0]["locked"] is True


# ---- powers never touch a Dragon-locked combo ------------------------------------------------------
def _locked_position(power: str) -> dict:
    spare = [c for c in D.SUPERNATURALS if c not in (power, "dragon", "elf")]
    return dict(hands={0: [power, "crow-5"], 1: ["crow-1", "amulet-1"], 2: ["path-1"]},
                combos={0: [("owls", OWLS), [spare[0]]], 1: [["dragon", spare[1], spare[2]], [spare[3], spare[4]]],
                        2: [[spare[5]]]},
                discard=["swamp-1", spare[6]])


@pytest.mark.parametrize("power", POWERS)
def test_power_never_touches_a_dragon_locked_combo(power):
    """Every path of choices of the power (random walks) leaves the locked combo as it was."""
    from pyengine.core.rng import Rng

    for walk in range(12):
        m = make(**_locked_position(power), seed=walk)
        locked = combos(m, 1)[0]
        lay(m, [power])
        if m.pending().kind == "power":
            act(m, {"do": "power", "card": power})
        rng = Rng(walk)
        while m.pending().kind not in ("turn", "power"):
            legal = options(m)
            for a in legal:
                assert a.get("combo") != "c3" and a.get("card") not in locked
            act(m, legal[rng.below(len(legal))])
        assert combos(m, 1)[0] == locked and owner_of(m, "dragon") == 1


def test_dragon_lock_refusals_are_explained():
    m = make(hands={0: ["demon"]}, combos={1: [["dragon", "giant"]], 2: [["mage"]]})
    lay(m, ["demon"])
    act(m, {"do": "power", "card": "demon"})
    assert refusal(m, {"do": "combo", "combo": "c1"}) == ("locked_power", {})
    m = make(hands={0: ["nymph"]}, combos={1: [["dragon", "giant"]], 2: [["mage"]]})
    lay(m, ["nymph"])
    act(m, {"do": "power", "card": "nymph"})
    assert refusal(m, {"do": "card", "card": "giant"}) == ("locked_card", {})


def test_elf_cannot_reuse_a_card_of_its_own_locked_combo():
    m = make(hands={0: ["elf"]}, combos={0: [["dragon", "mage"]]})
    lay(m, ["elf"])
    assert m.pending().kind == "turn"  # no power to offer: Mage sits in a locked combo


def test_powers_are_optional_and_cost_an_action():
    m = make(hands={0: ["mage", "hydra"]}, actions_left=1)
    lay(m, ["mage"])
    act(m, {"do": "skip"})
    assert m.state["actions_left"] == 1 and len(hand(m, 0)) == 1
    lay(m, ["hydra"])
    act(m, {"do": "power", "card": "hydra"}, {"do": "player", "seat": 1})
    assert m.state["actions_left"] == 0


def test_no_power_without_an_action_left():
    m = make(hands={0: ["mage"]}, actions_left=0)
    lay(m, ["mage"])
    assert m.pending().kind == "turn" and combos(m, 0) == [["mage"]]


def test_bride_takes_only_male_supernaturals():
    m = make(hands={0: ["bride"]}, combos={1: [["hydra", "nymph", "sorceress"]]})
    lay(m, ["bride"])
    assert m.pending().kind == "turn"  # nothing male on the table: no Bride power offered
    assert all(c not in D.MALE for c in ["hydra", "nymph", "sorceress"])
    assert D.MALE == {"boogeyman", "demon", "dracula", "dwarf", "giant", "mage", "troll", "werewolf"}


def test_laraki_with_fewer_discards_than_players():
    m = make(players=4, hands={0: ["laraki"]}, discard=["owl-4", "crow-1"])
    lay(m, ["laraki"])
    act(m, {"do": "power", "card": "laraki"})
    assert options(m, "card") == ["crow-1", "owl-4"]
    act(m, {"do": "card", "card": "owl-4"}, {"do": "card", "card": "crow-1"})
    assert "owl-4" in hand(m, 0) and hand(m, 1) == ["crow-1"] and hand(m, 2) == hand(m, 3) == []
    assert m.pending().kind == "turn" and m.state["discard"] == []


def test_eternals_with_an_empty_deck_steal_only():
    m = make(hands={0: ["eternals"], 1: ["crow-1", "owl-4"], 2: ["path-1"]}, deck=[])
    lay(m, ["eternals"])
    act(m, {"do": "power", "card": "eternals"})
    assert options(m) == [{"do": "steal", "from": 1}, {"do": "steal", "from": 2}]
    act(m, {"do": "steal", "from": 1}, {"do": "steal", "from": 1}, {"do": "steal", "from": 2})
    assert len(hand(m, 0)) == 3 and m.pending().kind == "turn"  # nothing left to take: the power ends


def test_eternals_stop_at_seven():
    m = make(hands={0: ["eternals", "owl-4", "owl-5", "owl-6", "owl-7", "crow-1", "crow-2"]})
    lay(m, ["eternals"])
    act(m, {"do": "power", "card": "eternals"}, {"do": "draw"})
    assert len(hand(m, 0)) == 7 and m.pending().kind == "turn"


def test_dwarf_with_empty_discard_keeps_the_deck_card():
    m = make(hands={0: ["dwarf"]}, deck_top=["owl-4"])
    lay(m, ["dwarf"])
    act(m, {"do": "power", "card": "dwarf"})
    assert "owl-4" in hand(m, 0) and m.pending().kind == "turn"


def test_dwarf_deck_card_is_seen_only_by_its_player():
    m = make(hands={0: ["dwarf"]}, deck_top=["owl-4"], discard=["crow-1"])
    lay(m, ["dwarf"])
    act(m, {"do": "power", "card": "dwarf"})
    assert m.view(0)["board"]["task"]["held"] == ["owl-4", "crow-1"]
    assert m.view(1)["board"]["task"]["held"] == [None, "crow-1"]
    assert "owl-4" not in str(m.view(1)) and "owl-4" not in str(m.view(None))


def test_goblins_spread_over_players_and_stop_when_hands_are_empty():
    m = make(hands={0: ["goblins"], 1: ["crow-1"], 2: ["path-1"]})
    lay(m, ["goblins"])
    act(m, {"do": "power", "card": "goblins"}, {"do": "steal", "from": 1})
    assert options(m) == [{"do": "steal", "from": 2}]
    act(m, {"do": "steal", "from": 2})
    assert m.pending().kind == "turn" and sorted(hand(m, 0)) == ["crow-1", "path-1"]


def test_highwayman_and_sorceress_need_their_material():
    m = make(hands={0: ["sorceress", "highwayman"]}, combos={1: [["mage"]]})
    lay(m, ["sorceress"])
    assert m.pending().kind == "turn"  # no Owl or Crow set to sacrifice
    lay(m, ["highwayman"])
    act(m, {"do": "power", "card": "highwayman"}, {"do": "combo", "combo": "c1"})
    assert options(m, "combo") == ["c2", "c3"]  # one of one's own combos goes in exchange
    act(m, {"do": "combo", "combo": "c3"})
    assert owner_of(m, "mage") == 0 and owner_of(m, "highwayman") == 1 and owner_of(m, "sorceress") == 0


def test_demon_may_discard_own_combo():
    m = make(hands={0: ["demon"]}, combos={0: [("owls", OWLS)]})
    lay(m, ["demon"])
    act(m, {"do": "power", "card": "demon"})
    assert sorted(options(m, "combo")) == ["c1", "c2"]


def test_amazon_name_nobody_holds_gives_nothing():
    m = make(hands={0: ["amazon"], 1: ["crow-1"]})
    lay(m, ["amazon"])
    events = act(m, {"do": "power", "card": "amazon"}, {"do": "name", "name": "clearing"})
    assert hand(m, 1) == ["crow-1"] and [e["args"]["givers"] for e in events if e["key"] == "grimwood.amazon"] == [[]]


def test_amazon_gift_is_not_a_steal_and_the_card_is_secret():
    m = make(hands={0: ["amazon"], 1: ["amulet-1", "crow-1"]}, amulet={1: "always"})
    lay(m, ["amazon"])
    act(m, {"do": "power", "card": "amazon"}, {"do": "name", "name": "crow"})
    assert "crow-1" in hand(m, 0) and hand(m, 1) == ["amulet-1"]
    give = [e for e in m.view(2)["log"] if e["key"] == "grimwood.give"][0]
    assert give["args"] == {"seat": 1, "target": 0, "name": "crow"}


def test_nymph_cannot_take_itself_and_chain_can_be_declined():
    m = make(hands={0: ["nymph"]}, combos={1: [["mage"]]})
    lay(m, ["nymph"])
    act(m, {"do": "power", "card": "nymph"}, {"do": "card", "card": "mage"})
    assert options(m) == [{"do": "into", "combo": "c2"}, {"do": "into", "combo": "new"}]
    act(m, {"do": "into", "combo": "c2"}, {"do": "skip"})
    assert combos(m, 0) == [["nymph", "mage"]] and m.state["actions_left"] == 1


@pytest.mark.parametrize("power,choice", [("amazon", {"do": "name", "name": "owl"}), ("boogeyman", {"do": "player", "seat": 1}),
                                          ("hydra", {"do": "player", "seat": 1})])
def test_powers_that_show_hidden_cards_cannot_be_undone(power, choice):
    from pyengine.core.errors import CannotUndo

    m = make(hands={0: [power], 1: ["owl-4"]})
    lay(m, [power])
    assert m.can_undo(0)  # laying alone can be taken back
    act(m, {"do": "power", "card": power}, choice)
    with pytest.raises(CannotUndo):
        m.undo(0)


@pytest.mark.parametrize("power", ["troll", "dark_unicorn"])
def test_forced_discards_are_picked_by_chance_not_chosen(power):
    seen = set()
    for seed in range(12):
        m = make(hands={0: [power], 1: ["crow-1", "owl-4", "path-1"]}, seed=seed)
        lay(m, [power])
        act(m, {"do": "power", "card": power})
        if power == "troll":
            assert options(m) == [{"do": "player", "seat": 1}]  # a seat is chosen, never the card
            act(m, {"do": "player", "seat": 1})
        seen.add(m.state["discard"][-1])
    assert seen == {"crow-1", "owl-4", "path-1"}


def test_amulet_against_shadow_queen_stops_the_card_and_the_turn_goes_on():
    m = make(hands={0: ["shadow_queen"], 1: ["amulet-1", "crow-1"]}, amulet={1: "always"})
    lay(m, ["shadow_queen"])
    events = act(m, {"do": "power", "card": "shadow_queen"}, {"do": "player", "seat": 1})
    assert "grimwood.amulet" in keys(events) and "grimwood.turn_lost" not in keys(events)
    assert hand(m, 0) == [] and hand(m, 1) == ["crow-1"] and m.state["turn"] == 0 and m.state["actions_left"] == 1
