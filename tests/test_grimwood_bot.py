"""The Grimwood's bot: what a sample keeps and deals anew, how positions are judged, and what
the playout policy plays."""

from collections import Counter

from bot_kit import checked_samples
from grimwood_helpers import act, load, make, position

from pyengine.core import bot as core_bot
from pyengine.core.choices import unlabelled
from pyengine.core.jsondata import bare, clone
from pyengine.core.rng import Rng
from pyengine.games.grimwood import bot
from pyengine.games.grimwood import data as D

SAMPLES = 12


def hidden_of(state, seat):
    """The cards ``seat`` cannot place: the other hands and the deck, as a whole."""
    return Counter(c for i, s in enumerate(state["seats"]) if i != seat for c in s["hand"]) + Counter(state["deck"])


def samples(m, seat, n=SAMPLES):
    return checked_samples(m, seat, n)


def midgame():
    return make(players=3, hands={0: ["owl-1", "mage", "rune-1"], 1: ["crow-1", "path-1", "giant"],
                                  2: ["swamp-1", "amulet-1"]},
                combos={0: [["demon", "troll"]], 2: [("owls", ["owl-2", "owl-3", "owl-4"])]},
                discard=["clearing-1", "hydra"], turn=1)


def test_a_sample_keeps_the_seats_hand_and_every_open_card():
    m = midgame()
    real = m.state
    dealt = set()
    for sample in samples(m, 0):
        assert sample["seats"][0]["hand"] == real["seats"][0]["hand"]
        for key in ("discard", "removed", "runes", "flow", "turn", "actions_left"):
            assert sample[key] == real[key]
        assert [s["combos"] for s in sample["seats"]] == [s["combos"] for s in real["seats"]]
        # the others' hands and the deck keep their cards as a whole, and each place its size
        assert hidden_of(sample, 0) == hidden_of(real, 0)
        assert [len(s["hand"]) for s in sample["seats"]] == [len(s["hand"]) for s in real["seats"]]
        assert len(sample["deck"]) == len(real["deck"])
        dealt.add(tuple(sample["seats"][2]["hand"]))
    assert len(dealt) > 1  # the hidden cards really are dealt anew
    assert all(c not in m.state["seats"][0]["hand"] for hand in dealt for c in hand)


def faeries_midway():
    """Seat 0's Faeries took an Owl face up from the discard pile and is choosing the second card."""
    m = make(players=2, hands={0: ["faeries"], 1: ["crow-1", "path-1"]}, discard=["owl-4", "boogeyman", "crow-2"])
    act(m, {"do": "lay", "card": "faeries"}, {"do": "into", "combo": "new"}, {"do": "power", "card": "faeries"},
        {"do": "card", "card": "owl-4"})
    return m


def test_cards_taken_openly_into_a_hand_stay_there_in_every_sample():
    m = faeries_midway()
    assert m.pending().kind == "card" and m.state["flow"][-1]["taken"] == ["owl-4"]
    assert all("owl-4" in s["seats"][0]["hand"] for s in samples(m, 1))
    act(m, {"do": "card", "card": "boogeyman"})  # both taken: seat 0 may play the Boogeyman now
    assert m.pending().kind == "play_now"
    for sample in samples(m, 1):
        assert {"owl-4", "boogeyman"} <= set(sample["seats"][0]["hand"])
        assert hidden_of(sample, 1) == hidden_of(m.state, 1)


def test_a_rivals_laying_in_progress_keeps_supernaturals_in_its_hand():
    m = make(players=2, hands={0: ["mage", "troll", "owl-1", "crow-1"], 1: ["path-1"]})
    act(m, {"do": "lay", "card": "mage"}, {"do": "lay", "card": "troll"})
    laid = set()
    for sample in samples(m, 1):
        cards = sample["flow"][-1]["cards"]
        assert len(cards) == 2 and all(c in D.SUPERNATURALS for c in cards)
        assert set(cards) <= set(sample["seats"][0]["hand"])
        assert hidden_of(sample, 1) == hidden_of(m.state, 1)
        laid.add(tuple(cards))
    assert len(laid) > 1  # which ones is hidden from seat 1


def test_the_dwarfs_deck_card_is_hidden_from_the_others_only():
    m = make(players=2, hands={0: ["dwarf"], 1: ["path-1"]}, discard=["owl-4"], deck_top=["crow-1"])
    act(m, {"do": "lay", "card": "dwarf"}, {"do": "into", "combo": "new"}, {"do": "power", "card": "dwarf"})
    assert m.state["flow"][-1]["held"] == ["crow-1", "owl-4"]
    assert all(s["flow"][-1]["held"] == ["crow-1", "owl-4"] for s in samples(m, 0))
    held = {s["flow"][-1]["held"][0] for s in samples(m, 1)}
    assert len(held) > 1 and all(s["flow"][-1]["held"][1] == "owl-4" for s in samples(m, 1))


# ---- the evaluation --------------------------------------------------------------------------
LATE = ["clearing-5", "clearing-6"]  # two cards left to draw: near the end, where points decide


def values(**kwargs):
    kwargs.setdefault("deck", LATE)
    return bot.evaluate(position(players=2, **kwargs))


def test_combo_points_on_the_table_lead():
    v = values(combos={0: [["demon", "troll", "mage"]]}, hands={0: ["path-1"], 1: ["swamp-1"]})
    assert v[0] > 0.6 and v[1] < 0.4 and abs(sum(v) - 1.0) < 1e-9
    bigger = values(combos={0: [["demon", "troll", "mage", "elf"]]}, hands={0: ["path-1"], 1: ["swamp-1"]})
    assert bigger[0] > v[0]  # a fourth card makes 5 points 10


def test_a_set_in_hand_counts_and_a_part_of_one_counts_less():
    base = {1: ["crow-1"]}
    whole = values(hands={0: ["owl-1", "owl-2", "owl-3"], **base})[0]
    part = values(hands={0: ["owl-1", "owl-2", "path-1"], **base})[0]
    loose = values(hands={0: ["owl-1", "path-1", "path-2"], **base})[0]
    assert whole > part > loose > 0.5


def test_points_laid_count_more_as_the_game_runs_out():
    laid = {"hands": {0: ["path-1"], 1: ["crow-1"]}, "combos": {0: [("owls", ["owl-1", "owl-2", "owl-3"])]}}
    assert values(**laid)[0] > values(deck=None, **laid)[0] > 0.5


def test_a_supernatural_in_hand_is_worth_what_it_adds_to_its_combo():
    onto_two = bot.hand_points(position(players=2, hands={0: ["mage"]}, combos={0: [["demon", "troll"]]}), 0)
    alone = bot.hand_points(position(players=2, hands={0: ["mage"]}), 0)
    assert onto_two > alone > 0  # the third card makes 2 points 5


def test_a_finished_game_is_won_or_lost():
    m = make(players=2, hands={0: [], 1: []}, combos={0: [["demon"]]}, deck=["owl-1"], turn=1)
    act(m, {"do": "draw"}, {"do": "end"})  # the last card: seat 0 plays its final turn
    act(m, {"do": "end"})
    assert m.over and bot.evaluate(m.state) == [1.0, 0.0]


# ---- the playout policy ----------------------------------------------------------------------
def policy(m):
    with unlabelled():
        moves = m.game.moves(m.state)
    return bare(bot.playout_move(clone(m.state), moves, Rng(3)))


def test_the_policy_completes_a_set_and_lays_supernaturals_on_its_biggest_combo():
    m = make(players=2, hands={0: ["crow-4", "mage", "crow-2", "crow-3"]}, combos={0: [["troll"], ["demon", "elf"]]})
    assert policy(m) == {"do": "set", "kind": "crows"}
    act(m, {"do": "set", "kind": "crows"})
    assert policy(m) == {"do": "lay", "card": "mage"}
    act(m, {"do": "lay", "card": "mage"})
    assert policy(m) == {"do": "into", "combo": "c2"}


def test_the_policy_aims_the_demon_at_the_rivals_best_combo():
    m = make(players=3, hands={0: ["demon"]}, combos={0: [["troll", "mage", "elf"]], 1: [["giant"]],
                                                      2: [["hydra", "dwarf"]]})
    act(m, {"do": "lay", "card": "demon"}, {"do": "into", "combo": "c1"})
    assert policy(m) == {"do": "power", "card": "demon"}
    act(m, {"do": "power", "card": "demon"})
    assert policy(m) == {"do": "combo", "combo": "c3"}


def test_the_policy_leaves_a_demon_unused_with_only_its_own_combos_to_hit():
    m = make(players=2, hands={0: ["demon"]}, combos={0: [["troll", "mage"]]})
    act(m, {"do": "lay", "card": "demon"}, {"do": "into", "combo": "c1"})
    assert policy(m) == {"do": "skip"}


def test_the_policy_discards_what_is_worth_least_and_blocks_a_steal():
    hand = ["owl-1", "owl-2", "mage", "rune-1", "path-1", "path-2", "crow-1", "troll"]
    m = make(players=2, hands={0: hand}, actions_left=0)
    act(m, {"do": "end"})
    assert m.pending().kind == "discard"
    assert policy(m)["card"] in ("path-1", "path-2")  # a second Path, with no Swamp or Clearing
    m = make(players=2, hands={0: [], 1: ["amulet-1", "owl-1"]}, amulet={1: "ask"})
    act(m, {"do": "steal", "from": 1})
    assert m.pending().kind == "amulet" and policy(m) == {"do": "block"}


def test_the_searching_bot_lays_a_set_before_its_turn_ends():
    # with no action left, a set not laid now waits in hand for the rival's steals
    m = make(players=2, hands={0: ["owl-1", "owl-2", "owl-3", "path-1"], 1: ["crow-1", "swamp-1"]}, actions_left=0)
    think = core_bot.Think(m, "hard")
    think.run()
    assert bare(think.action) == {"do": "set", "kind": "owls"}


def test_the_searching_bot_never_changes_its_amulet_setting():
    m = load(position(players=2, hands={0: ["path-1"], 1: ["crow-1"]}, amulet={0: "ask"}), seed=4)
    for level in ("easy", "normal"):
        think = core_bot.Think(m, level)
        think.run()
        assert think.action["do"] != "amulet"
