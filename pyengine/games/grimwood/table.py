"""Small operations on a Grimwood position shared by the turn rules and the powers."""

from __future__ import annotations

from ...core.game import Outcome
from ...core.rng import Rng
from . import data as D


def others(state: dict, player: int) -> list[int]:
    """The other seats, clockwise from ``player``'s left."""
    n = len(state["seats"])
    return [(player + k) % n for k in range(1, n)]


def seat_label(player: int) -> str:
    return f"player {player + 1}"


def locked(combo: dict) -> bool:
    """A combo holding the Dragon is closed and immune to every power."""
    return D.DRAGON in combo["cards"]


def find_combo(state: dict, cid: str) -> tuple[int, dict] | tuple[None, None]:
    for i, seat in enumerate(state["seats"]):
        for combo in seat["combos"]:
            if combo["id"] == cid:
                return i, combo
    return None, None


def open_combos(state: dict, seats: list[int]) -> list[dict]:
    """Combos of these seats that powers may touch (not Dragon-locked)."""
    return [c for s in seats for c in state["seats"][s]["combos"] if not locked(c)]


def combo_label(state: dict, cid: str) -> str:
    owner, combo = find_combo(state, cid)
    return f"{seat_label(owner)}'s {combo['kind']} combo {cid} ({', '.join(D.title(c) for c in combo['cards'])})"


def new_combo(state: dict, player: int, kind: str, cards: list[str]) -> dict:
    combo = {"id": f"c{state['next_combo']}", "kind": kind, "cards": list(cards)}
    state["next_combo"] += 1
    state["seats"][player]["combos"].append(combo)
    return combo


def remove_combo(state: dict, cid: str) -> dict:
    owner, combo = find_combo(state, cid)
    state["seats"][owner]["combos"].remove(combo)
    return combo


def room_for(state: dict, player: int, count: int) -> list[dict]:
    """Own supernatural combos that ``count`` more supernaturals may join (unlocked, cap 5)."""
    return [c for c in state["seats"][player]["combos"]
            if c["kind"] == "supernatural" and not locked(c) and len(c["cards"]) + count <= D.COMBO_CAP]


def add_supernaturals(state: dict, player: int, cards: list[str], target: str) -> dict:
    """Put supernaturals (already out of any hand) into combo ``target`` or a "new" one."""
    if target == "new":
        return new_combo(state, player, "supernatural", cards)
    _, combo = find_combo(state, target)
    combo["cards"].extend(cards)
    return combo


def robbable(state: dict, player: int) -> list[int]:
    """Other seats with at least one card in hand."""
    return [p for p in others(state, player) if state["seats"][p]["hand"]]


def take_deck_top(state: dict, player: int, out: Outcome) -> str:
    """Take the top deck card; taking the last one starts the final turns."""
    card = state["deck"].pop(0)
    out.reveals = True
    if not state["deck"] and state["final"] is None:
        state["final"] = {"trigger": player, "turns_left": others(state, player)}
        out.log("grimwood.last_card", seat=player)
    return card


def draw(state: dict, player: int, out: Outcome) -> str:
    card = take_deck_top(state, player, out)
    state["seats"][player]["hand"].append(card)
    out.log("grimwood.draw", seat=player, secret_for=[player], secret={"card": card})
    return card


def discard(state: dict, cards: list[str]) -> None:
    state["discard"].extend(cards)


def random_from_hand(state: dict, player: int, rng: Rng, out: Outcome) -> str:
    """Pick one card of ``player``'s hand by chance and take it out."""
    hand = state["seats"][player]["hand"]
    out.reveals = True
    return hand.pop(rng.below(len(hand)))


def steal_one(state: dict, thief: int, victim: int, rng: Rng, out: Outcome) -> str:
    card = random_from_hand(state, victim, rng, out)
    state["seats"][thief]["hand"].append(card)
    out.log("grimwood.steal", seat=thief, victim=victim, secret_for=[thief, victim], secret={"card": card})
    return card


def discard_random(state: dict, player: int, rng: Rng, out: Outcome) -> str:
    card = random_from_hand(state, player, rng, out)
    discard(state, [card])
    out.log("grimwood.discard_random", seat=player, card=card)
    return card


def play_rune(state: dict, player: int, card: str, out: Outcome) -> None:
    """A Rune gives extra actions; it waits beside the deck until the turn ends."""
    state["seats"][player]["hand"].remove(card)
    state["runes"].append(card)
    state["actions_left"] += D.DATA["rune_actions"]
    out.log("grimwood.rune", seat=player, card=card)


def push_steal(state: dict, thief: int, victim: int, count: int, normal: bool) -> None:
    """Queue ``count`` steals from ``victim``'s hand; each may meet an Amulet."""
    state["stack"].append({"kind": "steal", "player": thief, "victim": victim, "left": count, "normal": normal})
