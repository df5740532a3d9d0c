"""The Grimwood rules, one test per clause of the seed and the digest (powers: test_grimwood_powers.py)."""

import json

import pytest

from grimwood_helpers import act, combos, hand, keys, lay, load, make, options, position, refusal, score
from pyengine.core import bot
from pyengine.core.errors import BadRequest, CannotUndo, IllegalAction, PositionError
from pyengine.core.match import Match
from pyengine.games.grimwood import data as D
from pyengine.games.grimwood.scoring import combo_points, result

OWLS = ["owl-1", "owl-2", "owl-3"]


# ---- setup -----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_deals_three_cards_each_and_the_rest_is_the_deck(players):
    m = Match.create("grimwood", players, 5, {})
    s = m.state
    assert all(len(seat["hand"]) == 3 and seat["combos"] == [] for seat in s["seats"])
    assert len(s["deck"]) == 64 - len(s["removed"]) - 3 * players and s["discard"] == []
    assert s["actions_left"] == 2 and s["turn"] == s["first"] and 0 <= s["first"] < players


def test_two_players_remove_two_runes_and_two_amulets():
    s = Match.create("grimwood", 2, 1, {}).state
    assert sorted(s["removed"]) == ["amulet-3", "amulet-4", "rune-3", "rune-4"]
    in_play = s["deck"] + s["seats"][0]["hand"] + s["seats"][1]["hand"]
    assert sum(D.name_of(c) == "rune" for c in in_play) == 2 and sum(D.name_of(c) == "amulet" for c in in_play) == 2
    assert Match.create("grimwood", 3, 1, {}).state["removed"] == []


def test_player_count_and_options():
    with pytest.raises(BadRequest):
        Match.create("grimwood", 1, 1, {})
    with pytest.raises(BadRequest):
        Match.create("grimwood", 7, 1, {})
    with pytest.raises(BadRequest):
        Match.create("grimwood", 3, 1, {"first_player": 4})
    with pytest.raises(BadRequest, match="amulet"):
        Match.create("grimwood", [{"amulet": "sometimes"}, {}], 1, {})
    m = Match.create("grimwood", 3, 1, {"first_player": 2})
    assert m.state["turn"] == 2 and m.options["identical_locations"] is False
    assert [s["amulet"] for s in m.state["seats"]] == ["ask", "ask", "ask"]


def test_the_deck_has_64_cards():
    deck = D.full_deck()
    assert len(deck) == len(set(deck)) == 64
    assert sum(D.is_super(c) for c in deck) == 24


# ---- the turn ------------------------------------------------------------------------------
def test_two_actions_then_only_free_moves():
    m = make(hands={0: ["rune-1", "mage"], 1: ["crow-1"]})
    act(m, {"do": "draw"}, {"do": "draw"})
    assert set(options(m, "do")) == {"lay", "amulet", "end"}
    assert refusal(m, {"do": "steal", "from": 1}) == ("no_action", {})


def test_draw_takes_the_top_card_seen_only_by_the_drawer():
    m = make(deck_top=["owl-4"])
    events = act(m, {"do": "draw"})
    assert hand(m, 0) == ["owl-4"] and m.state["actions_left"] == 1
    assert [e["args"] for e in m.view(1)["log"] if e["key"] == "grimwood.draw"] == [{"seat": 0}]
    assert events[0]["secret"]["args"] == {"card": "owl-4"}
    with pytest.raises(CannotUndo):
        m.undo(0)


def test_steal_takes_a_random_card_from_the_chosen_hand_never_a_combo():
    stolen = set()
    for seed in range(12):
        m = make(hands={1: ["crow-1", "owl-4", "path-1"]}, combos={1: [["giant"]]}, seed=seed)
        act(m, {"do": "steal", "from": 1})
        assert len(hand(m, 0)) == 1 and len(hand(m, 1)) == 2 and combos(m, 1) == [["giant"]]
        stolen.add(hand(m, 0)[0])
    assert stolen == {"crow-1", "owl-4", "path-1"}  # chance picks, not the thief


def test_no_steal_from_an_empty_hand_or_oneself():
    m = make(hands={0: ["owl-4"], 1: ["crow-1"]})
    assert options(m, "from") == [None, 1, None, None, None]
    assert refusal(m, {"do": "steal", "from": 2}) == ("steal_empty_hand", {"seat": 2})
    assert refusal(m, {"do": "steal", "from": 0}) == ("steal_self", {})
    assert refusal(m, {"do": "steal", "from": 7}) == ("steal_no_seat", {})


def test_ending_the_turn_early_passes_clockwise():
    m = make(turn=2)
    events = act(m, {"do": "end"})
    assert m.state["turn"] == 0 and m.state["actions_left"] == 2 and keys(events)[-1] == "grimwood.turn"


def test_rune_costs_an_action_gives_two_and_is_discarded_at_the_end_of_the_turn():
    m = make(hands={0: ["rune-1"]})
    act(m, {"do": "rune", "card": "rune-1"})
    assert m.state["actions_left"] == 3 and m.state["runes"] == ["rune-1"] and "rune-1" not in m.state["discard"]
    act(m, {"do": "draw"}, {"do": "draw"}, {"do": "draw"})
    assert m.state["actions_left"] == 0
    act(m, {"do": "end"})
    assert m.state["discard"] == ["rune-1"] and m.state["runes"] == []


def test_hand_limit_seven_by_a_discard_choice_at_the_end_of_ones_turn():
    cards = ["owl-4", "owl-5", "owl-6", "owl-7", "crow-1", "crow-2", "crow-3", "path-1"]
    m = make(hands={0: cards})
    act(m, {"do": "draw"})
    act(m, {"do": "end"})
    assert m.pending().kind == "discard" and m.pending().player == 0 and m.state["turn"] == 0
    assert options(m, "card") == hand(m, 0)
    act(m, {"do": "discard", "card": "path-1"})
    assert m.pending().kind == "discard"
    act(m, {"do": "discard", "card": "owl-4"})
    assert len(hand(m, 0)) == 7 and m.state["turn"] == 1 and m.state["discard"] == ["path-1", "owl-4"]


def test_only_the_ending_seat_discards_down_to_seven():
    big = ["owl-4", "owl-5", "owl-6", "owl-7", "crow-1", "crow-2", "crow-3", "path-1"]
    m = make(hands={1: big})
    act(m, {"do": "end"})
    assert m.pending().kind == "turn" and m.state["turn"] == 1 and len(hand(m, 1)) == 8


# ---- laying combos ---------------------------------------------------------------------------
def test_laying_is_free_and_possible_without_actions():
    m = make(hands={0: ["mage", "hydra"]}, actions_left=0)
    lay(m, ["mage", "hydra"])
    assert combos(m, 0) == [["mage", "hydra"]] and m.state["actions_left"] == 0 and m.pending().kind == "turn"


def test_several_supernaturals_laid_at_once_give_one_power():
    m = make(hands={0: ["mage", "hydra"], 1: ["crow-1"]})
    lay(m, ["mage", "hydra"])
    assert options(m, "card") == ["mage", "hydra", None]
    act(m, {"do": "power", "card": "mage"})
    assert m.pending().kind == "turn" and m.state["actions_left"] == 1  # Hydra's power is gone


def test_a_rune_lets_more_powers_of_one_laying_be_used():
    m = make(hands={0: ["mage", "hydra", "rune-1"], 1: ["crow-1"]})
    act(m, {"do": "rune", "card": "rune-1"})
    lay(m, ["mage", "hydra"])
    act(m, {"do": "power", "card": "mage"})
    assert options(m) == [{"do": "power", "card": "hydra"}, {"do": "skip"}]
    act(m, {"do": "power", "card": "hydra"}, {"do": "player", "seat": 1})
    assert m.state["actions_left"] == 1


def test_a_rune_held_may_be_played_after_one_power_to_use_another():
    # the seed: several supernaturals laid together give one power "unless you have a rune"
    m = make(hands={0: ["mage", "hydra", "rune-1"], 1: ["crow-1"]})
    lay(m, ["mage", "hydra"])
    act(m, {"do": "power", "card": "mage"})
    assert options(m) == [{"do": "rune", "card": "rune-1"}, {"do": "skip"}]
    assert refusal(m, {"do": "power", "card": "hydra"}) == ("one_power_rune", {})
    act(m, {"do": "rune", "card": "rune-1"})  # an action, giving two: 1 - 1 + 2
    assert m.state["actions_left"] == 2 and m.state["runes"] == ["rune-1"] and "rune-1" not in hand(m, 0)
    assert options(m) == [{"do": "power", "card": "hydra"}, {"do": "skip"}]
    act(m, {"do": "power", "card": "hydra"}, {"do": "player", "seat": 1})
    assert m.state["actions_left"] == 1 and m.pending().kind == "turn"
    act(m, {"do": "end"})
    assert m.state["discard"][-1] == "rune-1"


def test_without_a_rune_the_second_power_is_refused_and_the_laying_ends():
    m = make(hands={0: ["mage", "hydra", "demon"], 1: ["crow-1"]})
    lay(m, ["mage", "hydra", "demon"])
    act(m, {"do": "power", "card": "mage"})
    assert m.pending().kind == "turn"
    m = make(hands={0: ["mage", "hydra", "rune-1"], 1: ["crow-1"]})
    lay(m, ["mage", "hydra"])
    act(m, {"do": "power", "card": "mage"}, {"do": "skip"})
    assert m.pending().kind == "turn" and "rune-1" in hand(m, 0)


def test_a_rune_may_be_played_before_the_first_power_when_one_action_is_left():
    # one action left: using a power first would leave none to play the Rune with
    m = make(hands={0: ["mage", "hydra", "rune-1"], 1: ["crow-1"]}, actions_left=1)
    lay(m, ["mage", "hydra"])
    assert options(m) == [{"do": "power", "card": "mage"}, {"do": "power", "card": "hydra"},
                          {"do": "rune", "card": "rune-1"}, {"do": "skip"}]
    act(m, {"do": "rune", "card": "rune-1"}, {"do": "power", "card": "mage"}, {"do": "power", "card": "hydra"},
        {"do": "player", "seat": 1})
    assert m.state["actions_left"] == 0 and len(hand(m, 0)) == 2
    m = make(hands={0: ["mage", "hydra", "rune-1"], 1: ["crow-1"]}, actions_left=1)
    lay(m, ["mage", "hydra"])
    act(m, {"do": "power", "card": "mage"})
    assert m.pending().kind == "turn"  # no action left to play the Rune with


def test_no_rune_is_offered_when_it_would_unlock_nothing():
    m = make(hands={0: ["mage", "rune-1"]})
    lay(m, ["mage"])
    assert options(m) == [{"do": "power", "card": "mage"}, {"do": "skip"}]  # one card: its power needs no Rune
    m = make(hands={0: ["mage", "hydra", "rune-1", "rune-2"], 1: ["crow-1"]})
    act(m, {"do": "rune", "card": "rune-1"})
    lay(m, ["mage", "hydra"])
    act(m, {"do": "power", "card": "mage"})
    assert options(m) == [{"do": "power", "card": "hydra"}, {"do": "skip"}]  # a Rune already played this turn
    assert refusal(m, {"do": "rune", "card": "rune-2"}) == ("rune_not_now", {})


def test_laying_with_no_action_left_says_before_that_no_power_follows():
    m = make(hands={0: ["mage", "hydra"]}, actions_left=0)
    act(m, {"do": "lay", "card": "mage"})
    assert m.pending().prompt["key"] == "grimwood.prompt.lay_no_power"
    m = make(hands={0: ["mage", "hydra"]}, actions_left=1)
    act(m, {"do": "lay", "card": "mage"})
    assert m.pending().prompt["key"] == "grimwood.prompt.lay"


def test_lay_into_an_existing_combo_or_a_new_one_and_composition_is_fixed():
    m = make(hands={0: ["mage", "hydra"]}, combos={0: [["troll"]]})
    lay(m, ["mage"], into="c1")
    act(m, {"do": "skip"})
    lay(m, ["hydra"])
    act(m, {"do": "skip"})
    assert combos(m, 0) == [["troll", "mage"], ["hydra"]]
    assert all(a["do"] in ("amulet", "end", "draw", "steal") for a in options(m))  # no way to move a laid card


def test_combo_cap_of_five():
    m = make(hands={0: ["mage", "hydra", "troll", "giant", "dwarf", "demon"]}, combos={0: [["elf", "ghouls", "nymph", "bride"]]})
    act(m, *({"do": "lay", "card": c} for c in ["mage", "hydra", "troll", "giant", "dwarf"]))
    assert "lay" not in options(m, "do")  # five chosen: no sixth
    assert [a["combo"] for a in options(m) if a["do"] == "into"] == ["new"]
    act(m, {"do": "cancel"})
    act(m, {"do": "lay", "card": "mage"})
    assert [a["combo"] for a in options(m) if a["do"] == "into"] == ["c1", "new"]
    act(m, {"do": "lay", "card": "hydra"})
    assert refusal(m, {"do": "into", "combo": "c1"}) == ("combo_full", {"cap": 5})


def test_nothing_joins_a_dragon_combo():
    m = make(hands={0: ["dragon", "mage", "hydra"]}, combos={0: [["troll"]]})
    lay(m, ["dragon"], into="c1")  # the Dragon may join a combo, which it then locks
    assert combos(m, 0) == [["troll", "dragon"]]
    act(m, {"do": "lay", "card": "mage"})
    assert [a["combo"] for a in options(m) if a["do"] == "into"] == ["new"]
    assert refusal(m, {"do": "into", "combo": "c1"}) == ("locked_join", {})


@pytest.mark.parametrize("kind,cards,points", [
    ("owls", OWLS, 10), ("crows", ["crow-1", "crow-2", "crow-3"], 10),
    ("locations", ["path-1", "swamp-1", "clearing-1"], 5)])
def test_animal_and_location_combos_are_laid_whole_from_hand(kind, cards, points):
    m = make(hands={0: cards[:2] + ["mage"]})
    assert "set" not in options(m, "do")
    assert refusal(m, {"do": "set", "kind": kind}) == ("set_missing", {"kind": kind})
    m = make(hands={0: cards + ["mage"]}, actions_left=0)
    act(m, {"do": "set", "kind": kind})
    assert combos(m, 0) == [cards] and hand(m, 0) == ["mage"] and score(m, 0) == points


def test_identical_locations_only_with_the_option():
    paths = ["path-1", "path-2", "path-3"]
    m = make(hands={0: paths})
    assert "set" not in options(m, "do")
    assert refusal(m, {"do": "set", "kind": "paths"}) == ("set_variant", {"kind": "paths"})
    m = make(hands={0: paths}, identical_locations=True)
    act(m, {"do": "set", "kind": "paths"})
    assert score(m, 0) == 3


def test_mixed_animals_make_no_combo():
    m = make(hands={0: ["owl-1", "owl-2", "crow-1"]})
    assert "set" not in options(m, "do")


# ---- Amulets ---------------------------------------------------------------------------------------
def test_amulet_blocks_a_normal_steal_and_the_thief_loses_the_rest_of_the_turn():
    m = make(hands={0: ["owl-4"], 1: ["amulet-1", "crow-1"]}, amulet={1: "always"})
    events = act(m, {"do": "steal", "from": 1})
    assert "grimwood.amulet" in keys(events) and "grimwood.turn_lost" in keys(events)
    assert hand(m, 1) == ["crow-1"] and m.state["discard"] == ["amulet-1"] and hand(m, 0) == ["owl-4"]
    assert m.state["turn"] == 1  # one action was left, but the turn is over


def test_amulet_asked_on_every_steal_so_asking_reveals_nothing():
    for holds in (True, False):
        m = make(hands={1: ["amulet-1", "crow-1"] if holds else ["crow-1", "owl-4"]}, amulet={1: "ask"})
        act(m, {"do": "steal", "from": 1})
        decision = m.pending()
        assert decision.kind == "amulet" and decision.player == 1 and decision.private
        assert options(m, "do") == (["block", "allow"] if holds else ["allow"])
        assert m.view(0)["board"]["task"] == m.view(2)["board"]["task"]  # the same whatever the hand


def test_amulet_ask_allow_lets_the_steal_happen():
    m = make(hands={1: ["amulet-1"]}, amulet={1: "ask"})
    act(m, {"do": "steal", "from": 1}, {"do": "allow"})
    assert hand(m, 0) == ["amulet-1"] and m.state["turn"] == 0 and m.state["actions_left"] == 1


def test_amulet_never_does_not_block():
    m = make(hands={1: ["amulet-1"]}, amulet={1: "never"})
    act(m, {"do": "steal", "from": 1})
    assert hand(m, 0) == ["amulet-1"] and m.pending().kind == "turn"


def test_amulet_against_a_power_steal_stops_one_card_only():
    m = make(hands={0: ["dracula"], 1: ["amulet-1", "crow-1", "owl-4"]}, amulet={1: "ask"})
    lay(m, ["dracula"])
    act(m, {"do": "power", "card": "dracula"}, {"do": "player", "seat": 1}, {"do": "block"})
    assert m.pending().kind == "amulet"  # the second stolen card is asked again
    act(m, {"do": "allow"})
    assert len(hand(m, 0)) == 1 and len(hand(m, 1)) == 1 and m.state["discard"] == ["amulet-1"]
    assert m.state["turn"] == 0 and m.state["actions_left"] == 1  # the turn goes on


def test_two_amulets_block_both_cards_of_a_power_steal():
    m = make(hands={0: ["dracula"], 1: ["amulet-1", "amulet-2", "crow-1"]}, amulet={1: "always"})
    lay(m, ["dracula"])
    act(m, {"do": "power", "card": "dracula"}, {"do": "player", "seat": 1})
    assert hand(m, 0) == [] and hand(m, 1) == ["crow-1"] and m.state["turn"] == 0


def test_amulet_setting_is_changed_by_its_owner_on_their_turn():
    m = make(amulet={0: "ask"})
    act(m, {"do": "amulet", "mode": "always"})
    assert m.state["seats"][0]["amulet"] == "always" and m.view(1)["board"]["seats"][0]["amulet"] == "always"
    assert refusal(m, {"do": "amulet", "mode": "always"}) == ("amulet_same", {"mode": "always"})
    assert refusal(m, {"do": "amulet", "mode": "sometimes"}) == ("amulet_mode", {})


# ---- the end --------------------------------------------------------------------------------
def test_last_card_gives_every_other_player_one_last_turn():
    state = position(deck=["owl-4"])
    assert state["final"] is None and len(state["discard"]) == 63
    m = load(state)
    events = act(m, {"do": "draw"})
    assert "grimwood.last_card" in keys(events) and m.state["final"] == {"trigger": 0, "turns_left": [1, 2]}
    assert m.state["turn"] == 0 and m.state["actions_left"] == 1  # the drawer's turn goes on
    act(m, {"do": "end"})
    assert m.state["turn"] == 1 and m.view(None)["board"]["final"]["turns_left"] == [2]
    act(m, {"do": "end"})
    assert m.state["turn"] == 2
    act(m, {"do": "end"})
    assert m.over and m.legal() == []


def test_werewolf_victim_loses_the_last_turn_too():
    m = make(hands={0: ["werewolf"]}, deck=["owl-4"])
    lay(m, ["werewolf"])
    act(m, {"do": "power", "card": "werewolf"}, {"do": "player", "seat": 1}, {"do": "draw"})
    act(m, {"do": "end"})
    assert m.state["turn"] == 2  # seat 1's last turn was lost
    act(m, {"do": "end"})
    assert m.over


def test_supernatural_combo_points_by_size():
    assert [combo_points({"kind": "supernatural", "cards": ["x"] * k}) for k in range(1, 6)] == [1, 2, 5, 10, 15]


def test_score_and_shared_win():
    state = position(combos={0: [("owls", OWLS)], 1: [("crows", ["crow-1", "crow-2", "crow-3"])],
                             2: [["mage", "hydra", "troll"]]})
    res = result(state)
    assert res["scores"] == [10, 10, 5] and res["winners"] == [0, 1] and res["places"] == [1, 1, 3]
    assert res["tiebreak"] == "shared" and res["ranking"] == [0, 1, 2]


def test_the_result_lists_every_combo_with_its_points():
    state = position(combos={0: [("owls", OWLS), ["mage", "hydra", "troll"]], 2: [["giant"]]}, deck=["owl-4"])
    m = load(state)
    act(m, {"do": "draw"}, {"do": "end"}, {"do": "end"}, {"do": "end"})
    res = m.view(1)["result"]
    assert res["combos"] == [
        [{"id": "c1", "kind": "owls", "cards": OWLS, "points": 10},
         {"id": "c2", "kind": "supernatural", "cards": ["mage", "hydra", "troll"], "points": 5}],
        [], [{"id": "c3", "kind": "supernatural", "cards": ["giant"], "points": 1}]]
    assert [sum(c["points"] for c in seat) for seat in res["combos"]] == res["scores"] == [15, 0, 1]


def test_only_combos_score_not_hands():
    state = position(hands={0: OWLS + ["mage"]})
    assert result(state)["scores"] == [0, 0, 0]


# ---- information and positions ------------------------------------------------------------------
def test_views_hide_other_hands_and_the_deck():
    m = make(hands={0: ["owl-4"], 1: ["crow-1"]})
    board = m.view(0)["board"]
    assert board["seats"][0]["hand"] == ["owl-4"] and "hand" not in board["seats"][1]
    assert board["seats"][1]["hand_count"] == 1 and board["deck"] == len(m.state["deck"])
    assert "crow-1" not in json.dumps(m.view(0)) and "owl-4" not in json.dumps(m.view(None))


def test_lay_choice_is_private_until_laid():
    m = make(hands={0: ["mage", "hydra"]})
    act(m, {"do": "lay", "card": "mage"})
    assert m.view(0)["board"]["task"]["lay"] == ["mage"] and m.view(1)["board"]["task"]["lay"] == []
    assert "mage" not in json.dumps(m.view(1))


@pytest.mark.parametrize("edit,message", [
    (lambda s: s["seats"][0]["hand"].append(s["deck"][0]), "both in"),
    (lambda s: s["deck"].pop(), "nowhere"),
    (lambda s: s["seats"][0]["combos"].append({"id": "c1", "kind": "owls", "cards": ["owl-1", "crow-1", "owl-2"]}), "owls combo"),
    (lambda s: s.update(final={"trigger": 0, "turns_left": [1]}), "final"),
    (lambda s: s["seats"][1].update(skips=-1), "skips"),
    (lambda s: s["flow"].append({"kind": "dance", "player": 0}), "kind"),
    (lambda s: s.update(turn=3), "'turn'"),
    (lambda s: s.pop("runes"), "missing"),
    # the Dragon's power never does anything: a power decision with only it has nothing to offer
    (lambda s: s["flow"].append({"kind": "power", "player": 0, "cards": ["dragon"], "free": False, "used": 0}), "await"),
])
def test_position_loader_names_the_defect(edit, message):
    state = position()
    if "owls" in message:
        for c in ["owl-1", "crow-1", "owl-2"]:
            state["deck"].remove(c)
        state["next_combo"] = 2
    edit(state)
    with pytest.raises(PositionError, match=message):
        load(state)


def test_combo_over_the_cap_is_refused():
    state = position(combos={0: [["mage", "hydra", "troll", "giant", "dwarf", "elf"]]})
    with pytest.raises(PositionError, match="1 to 5"):
        load(state)


def test_illegal_actions_change_nothing_and_say_why():
    m = make(hands={0: ["owl-4"]})
    before = json.dumps(m.position(), sort_keys=True)
    assert refusal(m, {"do": "lay", "card": "owl-4"}) == ("not_supernatural", {"card": "owl-4"})
    assert refusal(m, {"do": "lay", "card": "giant"}) == ("not_in_hand", {"card": "giant"})
    assert refusal(m, {"do": "lay", "card": "unicorn"}) == ("no_such_card", {})
    assert json.dumps(m.position(), sort_keys=True) == before


WEIRD = [{}, {"do": None}, {"do": "lay"}, {"do": "lay", "card": ["mage"]}, {"do": "set", "kind": ["owls"]},
         {"do": "steal", "from": "1"}, {"do": "steal", "from": 9}, {"do": "into", "combo": None},
         {"do": "combo", "combo": 3}, {"do": "card", "card": {}}, {"do": "name", "name": "dragonfly"},
         {"do": "player", "seat": True}, {"do": "power", "card": "dragon"}, {"do": "block"}, {"do": "discard"},
         {"do": "amulet", "mode": "sometimes"}, {"do": "play", "card": "rune-1"}]


@pytest.mark.parametrize("setup", ["turn", "lay", "power", "combo", "amulet", "discard"])
def test_malformed_actions_are_refused_with_a_sentence_and_change_nothing(setup):
    big = ["owl-4", "owl-5", "owl-6", "owl-7", "crow-1", "crow-2", "crow-3", "path-1"]
    m = make(hands={0: ["mage", "demon"] + (big if setup == "discard" else []), 1: ["crow-4"]},
             combos={1: [["hydra"]]}, amulet={1: "ask"})
    steps = {"turn": [], "lay": [{"do": "lay", "card": "mage"}], "power": [{"do": "lay", "card": "demon"}, {"do": "into", "combo": "new"}],
             "combo": [{"do": "lay", "card": "demon"}, {"do": "into", "combo": "new"}, {"do": "power", "card": "demon"}],
             "amulet": [{"do": "steal", "from": 1}], "discard": [{"do": "end"}]}[setup]
    act(m, *steps)
    assert m.pending().kind == setup
    before = json.dumps(m.position(), sort_keys=True)
    for action in WEIRD:
        with pytest.raises((IllegalAction, BadRequest)) as err:
            m.act(action)
        assert err.value.message and len(err.value.message) > 10
    assert json.dumps(m.position(), sort_keys=True) == before


def test_bots_never_change_their_amulet_setting():
    game = Match.create("grimwood", 2, 1, {}).game
    assert game.is_preference({"do": "amulet", "mode": "always"})
    assert not any(game.is_preference(a) for a in ({"do": "block"}, {"do": "allow"}, {"do": "draw"}, {"do": "end"}))
    for seed in range(10):
        players = 2 + seed % 5
        modes = ["ask", "always", "never", "ask", "always", "never"][:players]
        m = Match.create("grimwood", [{"kind": "bot", "amulet": mode} for mode in modes], seed, {})
        while not m.over:
            m.act(bot.choose(m))
            assert [s["amulet"] for s in m.state["seats"]] == modes
        assert "grimwood.amulet_mode" not in keys(m.log)
