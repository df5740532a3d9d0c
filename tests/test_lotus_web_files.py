"""Lotus's web files, read as text: no markup is built from strings (every picture is shapes
given as data, drawn with the DOM) and no module keeps state of its own.  (The same pictures
in a real browser: e2e/test_lotus_card_view.py.)"""
import re

import pytest

from catalog import WEB, web_file

FILES = sorted(f"games/lotus/{p.name}" for p in (WEB / "games" / "lotus").glob("*.js")) + ["rules/example.js"]

# a string or template literal that opens or closes a tag: `<svg ...>`, "<path .../>", '</g>'
OPENS_A_TAG = re.compile(r"[`\"']\s*</?[a-zA-Z][\w-]*[\s>/]")


def test_the_tag_pattern_sees_markup_in_strings_and_nothing_else():
    for markup in ['`<svg class="x">`', '"<path d=\'M0 0\'/>"', "'</g>'", '`<g transform="">`', "`  <circle r=\"4\"/>`"]:
        assert OPENS_A_TAG.search(markup), markup
    for code in ['["path", { d: "M0 0" }]', 'a < b', '`rotate(${r})`', '"M12 5v16"']:
        assert not OPENS_A_TAG.search(code), code


def test_every_lotus_module_is_read():
    web_file("games/lotus/index.js")  # skips where the page's files are not beside the tests (Pyodide)
    assert {"games/lotus/art.js", "games/lotus/board.js", "games/lotus/index.js"} <= set(FILES)


@pytest.mark.parametrize("path", FILES)
def test_no_markup_is_built_from_strings(path):
    text = web_file(path)
    for word in ("svgFrom", "innerHTML", "outerHTML", "insertAdjacentHTML", "DOMParser", "createContextualFragment"):
        assert word not in text, (path, word)
    assert not OPENS_A_TAG.search(text), (path, OPENS_A_TAG.search(text))


@pytest.mark.parametrize("path", FILES)
def test_no_module_level_state(path):
    assert not re.search(r"^(let|var) ", web_file(path), re.M), path
