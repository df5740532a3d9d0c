"""The loader's check of the flow: every frame a known kind with exactly its fields, in a place
the flow can put it (the round frame at the bottom, nothing above a finished game)."""

from __future__ import annotations

from ...core.validate import fail
from .island import Island

FRAME_FIELDS = {
    "round": {"kind", "player", "phase"},
    "spirit": {"kind", "player", "step"},
    "grow": {"kind", "player", "icons"},
    "place": {"kind", "player", "icon", "track", "origin"},
    "gain_deck": {"kind", "player", "decks"},
    "keep": {"kind", "player"},
    "forget": {"kind", "player"},
    "powers": {"kind", "player", "speed"},
    "aim": {"kind", "player", "power", "repeat"},
    "invaders": {"kind", "player", "step", "todo"},
    "ravage_order": {"kind", "player", "lands"},
    "ravage": {"kind", "player", "land", "step", "damage"},
    "special": {"kind", "player", "boards", "choice"},
    "damage": {"kind", "player", "land", "n", "kinds", "purpose"},
    "pick": {"kind", "player", "verb", "lands", "kinds", "n", "optional", "into"},
    "move": {"kind", "player", "verb", "land", "kinds", "n", "optional", "store", "lands", "moved"},
    "land": {"kind", "player", "lands", "store", "purpose", "optional"},
    "option": {"kind", "player", "options", "store", "n"},
    "cascade": {"kind", "player", "land"},
    "pick_among": {"kind", "player", "verb", "groups", "n", "optional", "into"},  # fear_cards.py
    "remove_health": {"kind", "player", "land", "n", "kinds", "optional"},  # fear_cards.py
    "effect": {"kind", "player", "program", "pc", "vars", "power", "land", "spirit", "repeated"},
}


def check_flow(state: dict, isle: Island) -> None:
    flow = state["flow"]
    if not isinstance(flow, list):
        fail("the flow must be a list of frames")
    for i, frame in enumerate(flow):
        if not isinstance(frame, dict) or frame.get("kind") not in FRAME_FIELDS:
            fail(f"flow frame {i} is not a frame of this game")
        extra = set(frame) - FRAME_FIELDS[frame["kind"]]
        if extra:
            fail(f"flow frame {i} ({frame['kind']}) has unknown field(s) {', '.join(sorted(extra))}")
        if frame.get("player") not in [int(s) for s in state["spirits"]]:
            fail(f"flow frame {i} ({frame['kind']}) names player {frame.get('player')!r}, not a seat")
    if flow and flow[0]["kind"] != "round":
        fail("the bottom frame of a game under way must be the round")
    if any(f["kind"] == "round" for f in flow[1:]):
        fail("only the bottom frame may be the round")
