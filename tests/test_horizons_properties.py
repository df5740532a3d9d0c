"""Hundreds of seeded random Horizons solo games, checking what must hold after every action.

HORIZONS_GAMES (default 400, spread over boards G and H with the stage II option on and off)
sets how many; the Pyodide run lowers it. The spirits of the game take turns (every spirit is played by both policies). In even-seeded games the spirit plays uniformly random legal
actions (growth, cards, targets, every decision), in odd-seeded ones it does something whenever it
can (never "done" while anything else is legal, a major card when it gains one), until a win or a
loss. After every action:

- the pieces: a ledger kept from the log alone (added, destroyed, removed, replaced, moved,
  the dahan a ravage destroys, the stage II towns, presence added / moved / destroyed) gives
  exactly every land's explorers, towns, cities, dahan, blight and presence, so no piece
  appears or vanishes unlogged (the supply is unlimited: a piece not on the island is in it);
  blight on the island + the blight pool is the game's constant (the pool at setup + the
  printed blight); the spirit's presence on the island + on its tracks + destroyed is its
  total, and the presence taken from its tracks is the presence the log says it added;
- fear: the fear pool + generated fear is 4 a spirit (the pool never empty), and the fear the log
  gives (fear effects, 1 per town and 2 per city destroyed) earns one card per pool, as many as
  have left the fear deck (until it is empty);
- energy: what the log says the spirit gained minus what it paid;
- cards: every power card (decks, their discards, hand, played, discard, drawn, forgotten),
  every invader card and every fear card in exactly one zone (core.zones conserve on the
  game's own layouts);
- after Time passes: no damage, Defend, one-round effect, card in play or power used is left;
- the end at any moment: while the game goes on no end condition holds, and its result is
  the outcome of its final position (reason, round, terror, blight left);
- the whole checking loader on the position;
- every third action (the spectator's view and the seat's in turn): no view, with the log
  entries of that action, names a card that is hidden from it (the decks' cards never face up,
  the earned fear cards, the cards left out of the game, another seat's drawn cards).

On a sample of actions (one point per game, a different one in each) and at the end of every
fourth game: save -> load from the seed and the actions gives the same position and log; there
and at every end, a save that starts from the position is accepted by the loader and equal.

``python3 tests/test_horizons_properties.py [games]`` prints the random games' outcomes by
reason and their lengths.
"""

from __future__ import annotations

import collections
import json
import os
import random
import re
import statistics
import sys

import pytest

from engine_helpers import round_trip
from pyengine.core import bot
from pyengine.core.jsondata import bare, canonical
from pyengine.core.match import Match
from pyengine.core.zones import conserve
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import fear as F
from pyengine.games.spirit_island_horizons import invaders as I
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons.island import island
from pyengine.games.spirit_island_horizons.rules import SPIRITS

GAME = "spirit_island_horizons"
GAMES = int(os.environ.get("HORIZONS_GAMES", "400"))
VARIANTS = [("G", True), ("G", False), ("H", True), ("H", False)]
COUNTED = ("explorer", "town", "city", "dahan", "blight")
MOST_ACTIONS = 5000
VIEW_EVERY = 3  # actions between two views checked for hidden cards (the spectator's, the seat's in turn)


class Ledger:
    """The island's pieces, the fear given and the energy, as the log tells them. ``read`` is the
    one place that knows which log entries change them: a new kind of change (a power's own log
    key for a piece it adds or takes away) goes there."""

    def __init__(self, state: dict):
        self.pieces = collections.Counter()
        for land, here in state["lands"].items():
            for kind in COUNTED:
                self.pieces[land, kind] = here[kind] if kind == "blight" else len(here[kind])
            for seat, n in here["presence"].items():
                self.pieces[land, f"presence:{seat}"] = n
        self.blight_pool = state["pools"]["blight"]
        self.fear = 0  # markers of fear given since setup
        self.added_presence = collections.Counter()
        self.energy = {seat: p["energy"] for seat, p in state["spirits"].items()}

    def read(self, entries: list[dict]) -> None:
        for e in entries:
            a = e["args"]
            key = e["key"].removeprefix("horizons.log.")
            if key == "added":
                self.pieces[a["land"], a["piece"]] += a["n"]
                self.blight_pool -= a["n"] if a["piece"] == "blight" else 0
            elif key == "destroyed":
                self.pieces[a["land"], a["piece"]] -= 1
                self.fear += D.fear_on_destroy(a["piece"]) if a["piece"] in D.INVADER_PIECES else 0
            elif key == "removed":
                self.pieces[a["land"], a["piece"]] -= 1
                self.blight_pool += a["piece"] == "blight"
            elif key == "replaced":
                self.pieces[a["land"], a["piece"]] -= 1
                self.pieces[a["land"], a["into"]] += 1
            elif key == "moved":
                self.pieces[a["land"], a["piece"]] -= 1
                self.pieces[a["to"], a["piece"]] += 1
            elif key == "dahan_hurt":
                self.pieces[a["land"], "dahan"] -= a["destroyed"]
            elif key == "special":
                for land in a["lands"]:
                    self.pieces[land, "town"] += 1
            elif key == "presence_added":  # from a track (growth), or from elsewhere (a power: no track)
                self.pieces[a["land"], f"presence:{a['seat']}"] += 1
                self.added_presence[str(a["seat"])] += a.get("track") in S.TRACKS
            elif key == "presence_moved":
                self.pieces[a["land"], f"presence:{a['seat']}"] -= 1
                self.pieces[a["to"], f"presence:{a['seat']}"] += 1
            elif key == "presence_destroyed":
                self.pieces[a["land"], f"presence:{a['seat']}"] -= a["n"]
            elif key == "presence_returned":  # destroyed presence back on the island (Blazing Renewal)
                self.pieces[a["land"], f"presence:{a['seat']}"] += a["n"]
            elif key == "fear":
                self.fear += a["n"]
            elif key == "energy":
                self.energy[str(a["seat"])] += a["n"]
            elif key == "play":
                self.energy[str(a["seat"])] -= a["paid"]
            elif key == "paid":
                self.energy[str(a["seat"])] -= a["n"]

    def check(self, state: dict) -> None:
        on_island = collections.Counter()
        for land, here in state["lands"].items():
            for kind in COUNTED:
                on_island[land, kind] = here[kind] if kind == "blight" else len(here[kind])
            for seat, n in here["presence"].items():
                on_island[land, f"presence:{seat}"] = n
        wrong = {k: (on_island[k], self.pieces[k]) for k in set(on_island) | set(self.pieces)
                 if on_island[k] != self.pieces[k]}
        assert not wrong, f"pieces (on the island, by the log) differ from the log's ledger: {wrong}"
        assert state["pools"]["blight"] == self.blight_pool
        pools, per_card = state["pools"], D.fear_pool(len(state["spirits"]))
        assert pools["generated"] == self.fear % per_card, (pools, self.fear)
        cards = F.deck_size()
        assert cards - len(state["fear"]["deck"]) == min(self.fear // per_card, cards), \
            f"{self.fear} fear given, {cards - len(state['fear']['deck'])} fear cards earned"
        for seat, p in state["spirits"].items():
            assert p["energy"] == self.energy[seat] >= 0
            assert sum(p["tracks"].values()) == self.added_presence[seat]


def check_cheap(state: dict, ledger: Ledger, blight_total: int, presence_total: dict) -> None:
    """Everything that must hold after every action but the whole loader."""
    ledger.check(state)
    island_blight = sum(here["blight"] for here in state["lands"].values())
    assert island_blight + state["pools"]["blight"] == blight_total
    pools = state["pools"]
    assert pools["fear"] + pools["generated"] == D.fear_pool(len(state["spirits"])) and pools["fear"] >= 1
    for seat, p in state["spirits"].items():
        on_island = sum(here["presence"].get(seat, 0) for here in state["lands"].values())
        on_tracks = sum(len(D.track(p["spirit"], t)) - 1 - p["tracks"][t] for t in S.TRACKS)
        destroyed = state["destroyed_presence"].get(seat, 0)
        assert on_island + on_tracks + destroyed == presence_total[seat], (on_island, on_tracks, destroyed)
    uniques = {c for p in state["spirits"].values() for c in D.unique_powers(p["spirit"])}
    universe = set(D.MINOR) | set(D.MAJOR) | uniques
    conserve(S.layout(state), universe, "power card")
    conserve(I.layout(state), set(D.INVADERS), "invader card")
    conserve(F.layout(state), set(D.FEAR), "fear card")


CARDS = set(D.POWERS) | set(D.FEAR) | set(D.INVADERS)
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def face_up(state: dict) -> set:
    """Cards anyone may see now: the discards, every spirit's panel (hands and drawn cards are
    open among the spirits), the fear card resolving, the invader cards in the track and its
    discard (a card once face up stays known)."""
    shown = {c for d in S.DECKS for c in state["powers"][d]["discard"]}
    for p in state["spirits"].values():
        shown |= set(p["hand"]) | set(p["drawn"]) | set(p["played"]) | set(p["discard"]) | set(p["forgotten"])
    fear, inv = state["fear"], state["invader"]
    shown |= set(fear["discard"]) | ({fear["resolving"]} if fear["resolving"] else set())
    return shown | set(inv["discard"]) | {inv[s] for s in ("explore", "build", "ravage") if inv[s]}


def hidden_from(state: dict, public: set) -> set:
    """Cards no view (of any seat, or a spectator) may show: every deck's
    cards never face up, the earned fear cards, the cards left out of the game."""
    fear, inv = state["fear"], state["invader"]
    hidden = {c for d in S.DECKS for c in state["powers"][d]["deck"]} - public
    return hidden | set(fear["deck"]) | set(fear["earned"]) | set(fear["unused"]) | set(inv["deck"]) | set(inv["removed"])


def check_views(match: Match, log_from: int, public: set, viewer) -> None:
    """The view (board, decision, actions and the log since ``log_from``) shows no hidden card."""
    shown = set(STRING.findall(json.dumps(match.view(viewer, log_from)))) & CARDS
    leaked = shown & hidden_from(match.state, public)
    assert not leaked, f"the view of {viewer} shows hidden cards {sorted(leaked)}"


def check_time_passed(state: dict, entries: list[dict]) -> None:
    """After Time passes (the next decision is the new round's growth): no damage left on any
    piece, no Defend, no one-round effect, no card in play and no power used."""
    if not state["flow"] or not any(e["key"] == "horizons.log.time_passes" for e in entries):
        return
    for land, here in state["lands"].items():
        assert not any(d for k in ("explorer", "town", "city", "dahan") for d in here[k]), land
        assert here["defend"] == 0, land
    assert state["effects"] == []
    for p in state["spirits"].values():
        assert p["played"] == [] and p["used"] == [] and p["growth"] is None


def check_end(match: Match) -> dict:
    """While the game goes on no end condition holds; at its end the result is its outcome."""
    state = match.state
    reason = F.outcome(state, len(match.seats), state["invader_deck_ran_out"])
    if not match.over:
        assert reason is None and state["result"] is None, reason
        return {}
    result = match.view(None)["result"]
    assert result["reason"] == reason == state["result"]["reason"]
    assert result["won"] is reason.startswith("victory")
    assert (result["round"], result["terror"], result["blight_left"]) == (
        state["round"], state["fear"]["terror"], state["pools"]["blight"])
    return result


def loads_from_position(match: Match) -> None:
    """A save starting from the position (no actions) passes the loader and is the same match."""
    save = {**match.to_save(), "start": match.position(), "actions": []}
    again = Match.from_save(json.loads(json.dumps(save)))
    assert canonical(again.position()) == canonical(match.position())


def busy(match: Match, rnd: random.Random) -> dict:
    """A spirit that does things: random among the actions other than "done" (plays, uses
    powers, pushes, gathers, takes every choice) while there are any, and gains major cards.
    It plays its own spirit: handing a shared phase to another spirit is no doing (like a bot)."""
    legal = [a for a in match.legal() if not match.game.is_preference(a)]
    majors = [a for a in legal if a.get("deck") == "major"]
    doing = majors or [a for a in legal if a["do"] != "done"] or legal
    return bare(rnd.choice(doing))


def play_one(seed: int, board: str, stage2: bool) -> tuple[Match, dict]:
    spirit = SPIRITS[(seed // 2) % len(SPIRITS)]  # every spirit, with either policy
    match = Match.create(GAME, [{"name": "A", "kind": "human", "spirit": spirit}], seed,
                         {"board": board, "stage2_special": stage2})
    state = match.state
    ledger = Ledger(state)
    blight_total = state["pools"]["blight"] + sum(here["blight"] for here in state["lands"].values())
    assert blight_total == D.blight_pool(1) + island(state["layout"]).printed_totals()["blight"]
    presence_total = {s: sum(h["presence"].get(s, 0) for h in state["lands"].values())
                      + sum(len(D.track(p["spirit"], t)) - 1 for t in S.TRACKS) for s, p in state["spirits"].items()}
    sample = 3 + seed % 17  # the action after which this game round-trips its save (games last 20+)
    steps = 0
    public = face_up(state)
    rnd = random.Random(seed)
    while not match.over:
        log_from = len(match.log)
        # odd seeds: a spirit that plays and uses everything it can, so every power comes up
        entries = match.act(busy(match, rnd) if seed % 2 else bot.choose(match))
        public |= face_up(match.state)
        ledger.read(entries)
        check_cheap(match.state, ledger, blight_total, presence_total)
        match.game.check_position(match.state, match.seats, match.options)
        check_end(match)
        check_time_passed(match.state, entries)
        steps += 1
        if steps % VIEW_EVERY == 0 or match.over:  # the spectator and the seat in turn
            check_views(match, log_from, public, None if steps % (2 * VIEW_EVERY) else 0)
        if steps == sample:
            round_trip(match)
            loads_from_position(match)
        assert steps < MOST_ACTIONS, "the game does not end"
    if seed % 4 == 0:  # the end's replay, in every fourth game (the replay is most of the test's time)
        round_trip(match)
    loads_from_position(match)
    return match, check_end(match)


def summary(games: list[tuple[Match, dict]]) -> str:
    """Outcomes by reason and the games' lengths, in rounds and actions."""
    reasons = collections.Counter(r["reason"] for _, r in games)
    rounds = [r["round"] for _, r in games]
    actions = [len(m.actions) for m, _ in games]
    won = sum(r["won"] for _, r in games)
    lines = [f"{len(games)} random solo games: {won} won ({100 * won / len(games):.1f}%)"]
    lines += [f"  {reason:<38}{n:>5}  {100 * n / len(games):5.1f}%" for reason, n in reasons.most_common()]
    for name, xs in (("rounds", rounds), ("actions", actions)):
        lines.append(f"  {name:<8} min {min(xs)}  median {statistics.median(xs):g}  mean {statistics.mean(xs):.1f}"
                     f"  max {max(xs)}")
    return "\n".join(lines)


def play_many(n: int) -> list[tuple[Match, dict]]:
    return [play_one(seed, *VARIANTS[seed % len(VARIANTS)]) for seed in range(n)]


@pytest.mark.parametrize("board,stage2", VARIANTS, ids=[f"{b}-stage2-{'on' if s else 'off'}" for b, s in VARIANTS])
def test_random_games_keep_every_invariant(board, stage2):
    games = [play_one(seed, board, stage2) for seed in range(max(2, GAMES // len(VARIANTS)))]
    assert all(r["reason"] in F.OUTCOMES for _, r in games)
    assert {m.state["layout"] for m, _ in games} == {f"solo_{board}"}
    specials = sum(e["key"] == "horizons.log.special" for m, _ in games for e in m.log)
    assert (specials > 0) is stage2, f"{specials} stage II towns with the option {'on' if stage2 else 'off'}"
    print(f"\n{board}, stage II {'on' if stage2 else 'off'}: " + summary(games))


def test_replay_from_seed_and_actions_is_identical():
    match, _ = play_one(99, "H", True)
    replay = Match.create(GAME, [dict(seat) for seat in match.seats], 99, dict(match.options))
    for entry in match.actions:
        replay.act(entry["action"], entry["player"])
    assert canonical(replay.state) == canonical(match.state)


if __name__ == "__main__":  # the random games' outcomes and lengths
    print(summary(play_many(int(sys.argv[1]) if len(sys.argv) > 1 else GAMES)))
