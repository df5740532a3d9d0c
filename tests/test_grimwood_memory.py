"""The Grimwood remembers what each seat saw go into the other hands (``state["memory"]``):
written when a card goes into a hand in front of a seat, forgotten when it leaves unseen by it;
checked by the loader; never shown in a view; kept in place by every sample of the seat that
remembers it (and of everyone, for a public fact), and never read from another seat's
private memory."""

import doctest
import json
from pathlib import Path

import pytest
from bot_kit import at_position, checked_samples, positions_budget, sampled_positions

from grimwood_helpers import act, hand, load, make, position
from pyengine.core import bot as core_bot
from pyengine.core.errors import PositionError, SaveError
from pyengine.core.jsondata import bare, canonical, clone
from pyengine.core.match import SAVE_VERSION, Match
from pyengine.core.rng import Rng
from pyengine.games.grimwood import data as D
from pyengine.games.grimwood import memory as M

SAMPLES = 40
SAVES = Path(__file__).resolve().parent / "saves"


def mem(m):
    return m.state["memory"]


def use(m, card):
    """Lay ``card`` from hand into a new combo and use its power."""
    act(m, {"do": "lay", "card": card}, {"do": "into", "combo": "new"}, {"do": "power", "card": card})


def public_in(m, card, holder) -> bool:
    """Every seat but ``holder`` remembers ``card`` in ``holder``'s hand."""
    return all(mem(m)[v].get(card) == holder for v in range(len(m.seats)) if v != holder)


def forgotten(m, card) -> bool:
    return all(card not in known for known in mem(m))


def samples(m, seat, n=SAMPLES):
    return checked_samples(m, seat, n)


def holder_in(state, card):
    return next((i for i, s in enumerate(state["seats"]) if card in s["hand"]), None)


def test_the_module_examples_run():
    assert doctest.testmod(M).failed == 0


def test_a_new_game_remembers_nothing():
    m = Match.create("grimwood", 4, 3)
    assert mem(m) == [{}, {}, {}, {}]


# ---- written: cards going face up into a hand ------------------------------------------------
def centaur(m):
    use(m, "centaur")
    return "owl-4"


def giant(m):
    use(m, "giant")
    act(m, {"do": "card", "card": "owl-4"})
    return "owl-4"


def faeries(m):
    use(m, "faeries")
    act(m, {"do": "card", "card": "owl-4"}, {"do": "card", "card": "crow-2"})
    return "owl-4"


TAKERS = {"centaur": centaur, "giant": giant, "faeries": faeries}


@pytest.mark.parametrize("power", sorted(TAKERS))
def test_a_card_taken_face_up_is_remembered_after_its_power_ended(power):
    m = make(hands={0: [power, "owl-1", "owl-2"], 1: ["crow-1"], 2: ["path-1"]}, discard=["crow-2", "owl-4"])
    card = TAKERS[power](m)
    assert m.pending().kind == "turn" and card in hand(m, 0)  # the power is over
    assert public_in(m, card, 0)
    for seat in (1, 2):  # no sample of the others moves it
        assert all(card in s["seats"][0]["hand"] for s in samples(m, seat))
    act(m, {"do": "end"})
    assert public_in(m, card, 0)  # still there on the next turn
    # laid openly: nobody needs to remember it any more
    m = make(hands={0: [power, "owl-1", "owl-2"], 1: ["crow-1"]}, discard=["crow-2", "owl-4"])
    TAKERS[power](m)
    act(m, {"do": "set", "kind": "owls"})
    assert forgotten(m, "owl-4")


def test_a_creature_taken_and_played_at_once_is_not_remembered_in_hand():
    m = make(hands={0: ["giant"]}, discard=["mage"])
    use(m, "giant")
    act(m, {"do": "card", "card": "mage"})
    assert public_in(m, "mage", 0) and m.pending().kind == "play_now"
    act(m, {"do": "play", "card": "mage"}, {"do": "into", "combo": "new"})
    assert forgotten(m, "mage")


def test_a_rune_taken_and_kept_is_forgotten_once_played():
    m = make(hands={0: ["centaur"]}, discard=["rune-1"])
    use(m, "centaur")
    act(m, {"do": "keep"})
    assert public_in(m, "rune-1", 0)
    act(m, {"do": "rune", "card": "rune-1"})
    assert forgotten(m, "rune-1") and m.state["runes"] == ["rune-1"]


def test_the_larakis_cards_are_remembered_where_they_went():
    m = make(hands={0: ["laraki"], 1: ["crow-1"], 2: ["path-1"]}, discard=["mage", "owl-4", "crow-2"])
    use(m, "laraki")
    act(m, {"do": "card", "card": "owl-4"}, {"do": "card", "card": "mage"}, {"do": "card", "card": "crow-2"})
    assert hand(m, 0) == ["owl-4"] and "mage" in hand(m, 1) and "crow-2" in hand(m, 2)
    assert public_in(m, "owl-4", 0) and public_in(m, "mage", 1) and public_in(m, "crow-2", 2)
    for sample in samples(m, 0):
        assert "mage" in sample["seats"][1]["hand"] and "crow-2" in sample["seats"][2]["hand"]


def test_the_dwarf_keeps_the_face_up_card_openly_and_the_deck_card_secretly():
    m = make(hands={0: ["dwarf"]}, deck_top=["crow-1"], discard=["owl-4"])
    use(m, "dwarf")
    act(m, {"do": "card", "card": "owl-4"})
    assert public_in(m, "owl-4", 0) and m.state["discard"][-1] == "crow-1"
    m = make(hands={0: ["dwarf"]}, deck_top=["crow-1"], discard=["owl-4"])
    use(m, "dwarf")
    act(m, {"do": "card", "card": "crow-1"})
    assert "crow-1" in hand(m, 0) and mem(m) == [{}, {}, {}]
    # with the deck empty the face-up card goes straight into the hand
    m = make(hands={0: ["dwarf"]}, deck=[], discard=["owl-4"])
    use(m, "dwarf")
    assert "owl-4" in hand(m, 0) and public_in(m, "owl-4", 0)


def test_a_hand_looked_at_is_remembered_by_the_looker_only():
    m = make(hands={0: ["hydra"], 1: ["crow-1", "owl-4"], 2: ["path-1"]})
    use(m, "hydra")
    act(m, {"do": "player", "seat": 1})
    assert mem(m) == [{"crow-1": 1, "owl-4": 1}, {}, {}]
    assert all(sorted(s["seats"][1]["hand"]) == ["crow-1", "owl-4"] for s in samples(m, 0))
    dealt = {tuple(s["seats"][1]["hand"]) for s in samples(m, 2)}
    assert len(dealt) > 1  # seat 2 did not look: seat 1's hand is dealt anew for it
    # and seat 2's samples leave out what seat 0 alone saw
    assert all(s["memory"][0] == {} for s in samples(m, 2))


def test_the_shadow_queen_sees_every_hand_then_steals_from_one():
    for seed in range(6):
        m = make(hands={0: ["shadow_queen"], 1: ["crow-1", "owl-4"], 2: ["path-1", "swamp-1"]}, seed=seed)
        use(m, "shadow_queen")
        act(m, {"do": "player", "seat": 2})
        taken = next(c for c in hand(m, 0) if c in ("path-1", "swamp-1"))
        kept = ({"path-1", "swamp-1"} - {taken}).pop()
        assert mem(m)[0] == {"crow-1": 1, "owl-4": 1, kept: 2}  # it saw which card it took
        assert mem(m)[2] == {taken: 0} and mem(m)[1] == {}  # the robbed seat saw it go


# ---- written and forgotten: cards changing hands -------------------------------------------
def with_known(card_of_1="owl-4", amulet=None, players=3, seed=1, **kw):
    """Seat 1 holds ``card_of_1``, which every other seat saw go there, and two more."""
    hands = {0: ["path-1"], 1: ["crow-1", card_of_1, "swamp-1"], 2: ["clearing-1"]}
    hands.update(kw.pop("hands", {}))
    known = {v: {card_of_1: 1} for v in range(players) if v != 1}
    state = position(players=players, hands={k: v for k, v in hands.items() if k < players}, amulet=amulet,
                     memory=known, **kw)
    return load(state, seed)


def test_a_random_steal_is_followed_by_the_thief_and_the_robbed_seat_only():
    memories = set()
    for seed in range(12):
        m = with_known(seed=seed)
        act(m, {"do": "steal", "from": 1})
        stolen = next(c for c in hand(m, 0) if c != "path-1")
        assert mem(m)[1] == {stolen: 0}  # the robbed seat saw which card went
        # the thief knows which card it took, so what it knew of the rest still holds
        assert mem(m)[0] == ({} if stolen == "owl-4" else {"owl-4": 1})
        memories.add(canonical(mem(m)[2]))
    # seat 2 cannot tell which card went: it forgets the Owl whichever it was
    assert memories == {canonical({})}


def test_a_steal_blocked_by_an_amulet_changes_nothing_anyone_remembers_but_the_amulet():
    known = {0: {"owl-4": 1, "amulet-1": 1}, 2: {"owl-4": 1, "amulet-1": 1}}  # both went there openly
    m = load(position(hands={1: ["amulet-1", "owl-4", "crow-1"]}, amulet={1: "always"}, memory=known))
    act(m, {"do": "steal", "from": 1})
    assert m.state["discard"][-1] == "amulet-1" and forgotten(m, "amulet-1")
    assert public_in(m, "owl-4", 1)


def test_a_random_discard_lands_face_up_and_the_rest_stays_remembered():
    outcomes = set()
    for seed in range(12):
        m = with_known(hands={0: ["troll"]}, seed=seed)
        use(m, "troll")
        act(m, {"do": "player", "seat": 1})
        gone = m.state["discard"][-1]
        outcomes.add(gone == "owl-4")
        assert public_in(m, "owl-4", 1) if gone != "owl-4" else forgotten(m, "owl-4")
    assert outcomes == {True, False}


def test_the_amazon_asks_by_name_a_supernatural_is_public_a_common_card_is_not():
    m = make(hands={0: ["amazon"], 1: ["mage", "crow-1"], 2: ["path-1"]})
    use(m, "amazon")
    act(m, {"do": "name", "name": "mage"})
    assert "mage" in hand(m, 0) and public_in(m, "mage", 0)
    # seat 1 gives its first Owl; seat 2 knew of the other Owl and of the Crow in that hand
    known = {0: {"owl-5": 1}, 2: {"owl-5": 1, "crow-1": 1}}
    m = load(position(hands={0: ["amazon"], 1: ["owl-4", "owl-5", "crow-1"], 2: ["path-1"]}, memory=known))
    use(m, "amazon")
    act(m, {"do": "name", "name": "owl"})
    assert "owl-4" in hand(m, 0)
    assert mem(m)[1] == {"owl-4": 0}  # the giver knows which Owl it gave
    assert mem(m)[0] == {"owl-5": 1}  # the taker sees which one it got
    assert mem(m)[2] == {"crow-1": 1}  # seat 2 cannot tell which Owl went: it forgets its Owl


def test_the_boogeyman_swap_is_followed_by_everyone():
    known = {0: {"owl-4": 1}, 2: {"owl-4": 1}}
    m = load(position(hands={0: ["boogeyman", "path-1"], 1: ["crow-1", "owl-4"], 2: ["swamp-1"]}, memory=known))
    use(m, "boogeyman")
    act(m, {"do": "player", "seat": 1})
    assert hand(m, 0) == ["crow-1", "owl-4"] and hand(m, 1) == ["path-1"]
    assert mem(m)[0] == {"path-1": 1}  # the hand it gave away; the Owl is its own now
    assert mem(m)[1] == {"crow-1": 0, "owl-4": 0}  # its old hand, now seat 0's
    assert mem(m)[2] == {"owl-4": 0}  # followed the Owl into seat 0's new hand
    assert all("owl-4" in s["seats"][0]["hand"] for s in samples(m, 2))


def test_the_discard_down_to_seven_is_face_up():
    seven = ["owl-1", "owl-2", "crow-1", "crow-2", "path-1", "path-2", "swamp-1"]
    m = make(hands={0: ["centaur", *seven]}, discard=["owl-4"], actions_left=1)
    use(m, "centaur")
    act(m, {"do": "end"}, {"do": "discard", "card": "owl-4"})
    assert forgotten(m, "owl-4") and m.state["turn"] == 1


# ---- the loader --------------------------------------------------------------------------------
def base():
    return position(hands={0: ["path-1"], 1: ["owl-4"], 2: []}, memory={0: {"owl-4": 1}})


def edited(change):
    state = base()
    change(state)
    return state


BAD = [
    (lambda s: s.pop("memory"), "missing memory"),
    (lambda s: s.update(memory={}), "'memory' must list what each of the 3 seats"),
    (lambda s: s["memory"].pop(), "'memory' must list what each of the 3 seats"),
    (lambda s: s["memory"].__setitem__(1, ["owl-4"]), r"memory\[1\] must be an object"),
    (lambda s: s["memory"][2].update({"owl-99": 1}), r"memory\[2\] names 'owl-99', which is not a card"),
    (lambda s: s["memory"][0].update({"owl-4": 7}), r"memory\[0\]\['owl-4'\] must be a seat number"),
    (lambda s: s["memory"][0].update({"owl-4": True}), r"memory\[0\]\['owl-4'\] must be a seat number"),
    (lambda s: s["memory"][0].update({"owl-4": "1"}), r"memory\[0\]\['owl-4'\] must be a seat number"),
    (lambda s: s["memory"][1].update({"owl-4": 1}), "seat 1 remembers owl-4 in its own hand"),
    (lambda s: s["memory"][0].update({"owl-4": 2}), "seat 0 remembers owl-4 in seat 2's hand, but it is in seat 1's hand"),
    (lambda s: s["memory"][2].update({"crow-1": 1}), "remembers crow-1 in seat 1's hand, but it is in deck"),
]


@pytest.mark.parametrize("change,message", BAD, ids=[m for _, m in BAD])
def test_the_loader_refuses_a_hand_edited_memory_naming_the_defect(change, message):
    load(base())  # the unedited position loads
    with pytest.raises(PositionError, match=message):
        load(edited(change))


def test_a_card_taken_face_up_by_a_power_under_way_must_be_remembered_by_everyone():
    m = make(hands={0: ["centaur"]}, discard=["rune-1"])
    use(m, "centaur")
    assert m.pending().kind == "play_now"
    state = clone(m.state)
    load(state)
    state["memory"][2] = {}
    with pytest.raises(PositionError, match=r"rune-1 was taken face up into seat 0's hand: every other seat's memory"):
        load(state)


def test_a_duplicate_cannot_be_written():
    """A card is a key of a seat's memory, so a seat names it once, in one hand: a key repeated
    in the JSON text is read as its last value, which the loader then checks like any other."""
    state = base()
    text = json.dumps(state).replace('"memory": [{"owl-4": 1}', '"memory": [{"owl-4": 1, "owl-4": 2}')
    with pytest.raises(PositionError, match="in seat 2's hand, but it is in seat 1's hand"):
        load(json.loads(text))


# ---- saves ---------------------------------------------------------------------------------------
def played(seed, players):
    """A seeded random game, played twice side by side: the twin's state, memory included, is
    the same after every action (the memory is written by the rules alone)."""
    m, twin = Match.create("grimwood", players, seed), Match.create("grimwood", players, seed)
    pick = Rng(seed)
    while not m.over:
        legal = m.legal()
        action = legal[pick.below(len(legal))]
        m.act(action)
        twin.act(clone(action))
        assert twin.state == m.state
    return m


@pytest.mark.parametrize("players", [3, 5])
def test_a_replay_remembers_the_same_and_a_save_round_trips_its_memory(players):
    met = False
    for seed in range(3):
        m = played(seed, players)
        met = met or any(e["key"] in ("grimwood.take_discard", "grimwood.laraki_give") for e in m.log)
        save = json.loads(json.dumps(m.to_save()))
        assert save["version"] == SAVE_VERSION == 3 and save["position"]["state"]["memory"] == mem(m)
        loaded = Match.from_save(save)  # replays the actions and compares the positions, memory included
        assert canonical(loaded.state) == canonical(m.state)
        v = next(v for v, known in enumerate(mem(m)) if known)
        save["position"]["state"]["memory"][v] = {}  # a memory that does not follow from the actions
        with pytest.raises(SaveError, match="differs from what its actions produce"):
            Match.from_save(save)
    assert met  # the games met cards taken face up, not only steals


def test_the_version_2_save_loads_remembers_what_its_replay_saw_and_plays_on():
    save = json.loads((SAVES / "grimwood_v2_3p_midgame.json").read_text())
    assert "memory" not in save["position"]["state"]
    m = Match.from_save(save)
    assert any(mem(m))  # its steals: each robbed seat knows where its card went
    m.game.check_position(m.state, m.seats, m.options)
    for _ in range(30):
        if m.over:
            break
        m.act(core_bot.choose(m))
    m.game.check_position(m.state, m.seats, m.options)


@pytest.mark.parametrize("name", ["grimwood_v1_play_now_centaur", "grimwood_v1_play_now_giant", "grimwood_v1_play_now_faeries"])
def test_an_old_position_in_the_middle_of_an_open_take_remembers_the_cards_taken(name):
    """(These saves start in the middle of the power; the frame under way is in their start.)"""
    start = Match.from_save(json.loads((SAVES / f"{name}.json").read_text())).start["state"]
    frame = start["flow"][-1]
    p, taken = frame["player"], frame.get("cards", frame.get("taken"))
    held = [c for c in taken if c in start["seats"][p]["hand"]]
    assert held and all(start["memory"][v].get(c) == p for c in held for v in range(len(start["seats"])) if v != p)
    assert sum(map(len, start["memory"])) == len(held) * (len(start["seats"]) - 1)  # and nothing else


def test_an_old_state_is_given_the_memory_its_frames_imply():
    state = position(hands={0: ["owl-4"]})
    state.pop("memory")
    state["flow"].append({"kind": "play_now", "player": 0, "purpose": "centaur", "cards": ["owl-4"]})
    upgraded = Match.create("grimwood", 3, 1).game.upgrade_state(state, 2)
    assert upgraded["memory"] == [{}, {"owl-4": 0}, {"owl-4": 0}] and "memory" not in state


# ---- samples ---------------------------------------------------------------------------------
def test_samples_never_move_a_remembered_card():
    """At positions of seeded random games: every card a seat remembers stays in that hand in
    each of its samples, the public facts stay remembered, the others' private ones go."""
    checked = 0
    for players in (3, 4, 5):
        for match in sampled_positions("grimwood", players, positions_budget(3), 9, seed0=40):
            state, game = match.state, match.game
            shared = M.public(state["memory"])
            for seat in range(players):
                for k in range(4):
                    sample = game.determinize(state, seat, Rng(k))
                    game.check_position(sample, match.seats, match.options)
                    for card, holder in state["memory"][seat].items():
                        assert card in sample["seats"][holder]["hand"]
                        checked += 1
                    assert sample["memory"][seat] == state["memory"][seat]
                    for v in range(players):
                        if v != seat:
                            assert sample["memory"][v] == {c: h for c, h in state["memory"][v].items()
                                                           if shared.get(c) == h}
    assert checked > 50


def hydra_pair():
    """Seat 0 looked at seat 1's hand: the real state, and one that seat 2 cannot tell from it
    (another card in seat 1's hand, which seat 0 saw instead)."""
    real = position(hands={0: ["path-1"], 1: ["owl-4", "crow-1"], 2: ["swamp-1", "mage"]}, turn=2,
                    memory={0: {"owl-4": 1, "crow-1": 1}})
    other = clone(real)
    other["seats"][1]["hand"][0] = other["deck"][5]
    other["deck"][5] = "owl-4"
    other["memory"][0] = {other["seats"][1]["hand"][0]: 1, "crow-1": 1}
    return load(real), load(other)


def test_a_sample_never_reads_another_seats_private_memory():
    real, other = hydra_pair()
    assert canonical(real.view(2)) == canonical(other.view(2))
    for k in range(SAMPLES):
        assert real.game.determinize(real.state, 2, Rng(k)) == other.game.determinize(other.state, 2, Rng(k))
    think = [core_bot.Think(m, "easy") for m in (real, other)]
    for t in think:
        t.run()
    assert bare(think[0].action) == bare(think[1].action)
    # seat 0 does know: its samples differ
    assert real.game.determinize(real.state, 0, Rng(1)) != other.game.determinize(other.state, 0, Rng(1))


def test_the_never_peeking_check_counts_remembered_cards_as_seen():
    real, _ = hydra_pair()
    assert real.game.remembered_cards(real.state, 0) == {"owl-4", "crow-1"} and real.game.remembered_cards(real.state, 2) == set()


def test_a_rivals_laying_draws_from_what_it_is_remembered_to_hold():
    # seat 0 took the Boogeyman face up; it now lays two supernaturals, which seat 1 cannot see
    known = {1: {"boogeyman": 0}, 2: {"boogeyman": 0}}
    m = load(position(hands={0: ["boogeyman", "mage", "owl-1"], 1: ["crow-1"], 2: ["path-1"]}, memory=known))
    act(m, {"do": "lay", "card": "mage"}, {"do": "lay", "card": "boogeyman"})
    laid = set()
    for sample in samples(m, 1):
        cards = sample["flow"][-1]["cards"]
        assert len(cards) == 2 and set(cards) <= set(sample["seats"][0]["hand"]) and all(map(D.is_super, cards))
        assert "boogeyman" in sample["seats"][0]["hand"]
        laid.add(tuple(sorted(cards)))
    assert len(laid) > 1 and any("boogeyman" in c for c in laid) and any("boogeyman" not in c for c in laid)
    # a hand remembered whole: the laid cards can only be the ones remembered
    known = {1: {"boogeyman": 0, "mage": 0}, 2: {"boogeyman": 0, "mage": 0}}
    m = load(position(hands={0: ["boogeyman", "mage"], 1: ["crow-1"], 2: ["path-1"]}, memory=known))
    act(m, {"do": "lay", "card": "mage"}, {"do": "lay", "card": "boogeyman"})
    assert all(sorted(s["flow"][-1]["cards"]) == ["boogeyman", "mage"] for s in samples(m, 1))


# ---- views -------------------------------------------------------------------------------------
def test_no_view_shows_what_anyone_remembers():
    for match in sampled_positions("grimwood", 4, positions_budget(2), 11, seed0=60):
        if not any(match.state["memory"]):
            continue
        blank = clone(match.state)
        blank["memory"] = M.empty(4)
        for viewer in (None, 0, 1, 2, 3):
            view = match.game.board_view(match.state, viewer)
            assert "memory" not in json.dumps(view)
            assert canonical(view) == canonical(match.game.board_view(blank, viewer))
            assert "memory" not in json.dumps(at_position(match).view(viewer))


# ---- the memory holds exactly what each seat could work out from what it was shown ----------
class Witness:
    """What seat ``v`` knows of the others' hands, worked out from its own log and hand only."""

    def __init__(self, v: int):
        self.v, self.known, self.power, self.dwarf_deck, self.dwarf_face_up = v, {}, None, False, None

    def forget_hand(self, holder, name=None):
        for c in [c for c, h in self.known.items() if h == holder and (name is None or D.name_of(c) == name)]:
            del self.known[c]

    def into(self, card, holder):
        if holder == self.v:
            self.known.pop(card, None)
        else:
            self.known[card] = holder

    def see(self, entry, own_hand_before: list):
        key, a, v = entry["key"].split(".", 1)[1], entry["args"], self.v
        if key == "power":
            self.power, self.dwarf_deck, self.dwarf_face_up = a["card"], False, None
        elif key == "dwarf_deck":
            self.dwarf_deck = True
        elif key == "take_discard":
            if self.power != "dwarf":
                self.into(a["card"], a["seat"])  # Centaur, Giant, Faeries
            elif self.dwarf_deck:
                self.dwarf_face_up = a["card"]  # held with the deck card: one of them is kept
            else:
                self.into(a["card"], a["seat"])  # alone: straight into the hand
        elif key == "dwarf_keep":
            if a["discarded"] != self.dwarf_face_up:
                self.into(self.dwarf_face_up, a["seat"])
        elif key in ("laraki_keep",):
            self.into(a["card"], a["seat"])
        elif key == "laraki_give":
            self.into(a["card"], a["target"])
        elif key in ("lay", "set"):
            for c in a["cards"]:
                self.known.pop(c, None)
        elif key in ("discard", "discard_random", "rune", "amulet"):
            self.known.pop(a["card"], None)
        elif key == "steal":
            if v == a["victim"]:
                self.known[a["card"]] = a["seat"]
            elif v == a["seat"]:
                self.known.pop(a["card"], None)
            else:
                self.forget_hand(a["victim"])
        elif key == "give":
            giver, taker, name = a["seat"], a["target"], a["name"]
            if D.is_super(name):
                self.known.pop(name, None)
                self.into(name, taker)
            elif v == giver:
                self.known[a["card"]] = taker
            elif v == taker:
                self.known.pop(a["card"], None)
            else:
                self.forget_hand(giver, name)
        elif key == "swap_hands":
            x, y = a["seat"], a["target"]
            swap = {x: y, y: x}
            self.known = {c: swap.get(h, h) for c, h in self.known.items() if swap.get(h, h) != v}
            if v in swap:
                for c in own_hand_before:
                    self.known[c] = swap[v]
        elif key == "look" and v == a["seat"]:
            for c in a["cards"]:
                self.known[c] = a["target"]


def test_each_memory_is_what_its_seat_worked_out_from_its_own_log():
    """In seeded random games, after every action, each seat's memory equals what that seat
    can work out from the log entries it was shown and its own hand: it never holds what the
    seat was not shown, and it keeps all the seat was."""
    kinds = set()
    games = positions_budget(4)
    for players in (2, 3, 4, 6):
        for g in range(games):
            m = Match.create("grimwood", players, 100 + g)
            pick = Rng(200 + g)
            witnesses = [Witness(v) for v in range(players)]
            while not m.over:
                before = [list(m.state["seats"][v]["hand"]) for v in range(players)]
                since = len(m.log)
                legal = m.legal()
                m.act(legal[pick.below(len(legal))])
                for w in witnesses:
                    for entry in m.view(w.v, since)["log"]:
                        kinds.add(entry["key"].split(".", 1)[1])
                        w.see(entry, before[w.v])
                    assert w.known == mem(m)[w.v], (players, m.seed, len(m.actions), w.v)
            m.game.check_position(m.state, m.seats, m.options)
    if games >= 4:  # these games meet every way a card changes hands in front of someone
        assert {"steal", "swap_hands", "look", "give", "take_discard", "laraki_give", "dwarf_keep", "discard_random",
                "amulet", "discard"} <= kinds
