"""The words players read: the message catalog speaks players' language."""
import re

from catalog import catalog

from pyengine.core.match import Match
from pyengine.core.errors import EngineError


def test_prompts_say_choose_or_tap_never_click():
    clicks = {k: v for k, v in catalog().items() if re.search(r"\bclick", v, re.I)}
    assert clicks == {}


def test_no_message_shows_an_internal_term():
    phrases = re.compile(r"our assumption|our copy of|\bdo\b=|'\w+' is not possible|unknown action|\{\s*\"", re.I)
    engine_terms = re.compile(r"\b(refill step|selection step|do:|from:|JSON|pyengine)\b")  # case kept: ".json" files are fine
    # Fluent's own string literals ({ " " }: a space kept at a line's edge) are syntax, not words
    words = {k: re.sub(r'\{ "([^"]*)" \}', r"\1", v) for k, v in catalog().items()}
    assert {k: v for k, v in words.items() if phrases.search(v) or engine_terms.search(v)} == {}


def test_the_core_refusals_are_in_the_catalog():
    m = Match.create("lotus", 2, 1, {})
    keys = set()
    for attempt in (lambda: m.act({"do": "pass"}, 1), lambda: m.undo(1), lambda: m.undo(0)):
        try:
            attempt()
        except EngineError as err:
            keys.add(err.key)
    assert keys == {"refuse.not_your_turn", "undo.none"}
    assert keys | {"refuse.not_now", "refuse.game_over", "undo.over", "undo.other_seat", "refuse.unknown"} <= set(catalog())
