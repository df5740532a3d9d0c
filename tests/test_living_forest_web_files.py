"""Living Forest's web files, read as text: no markup is built from strings (the pictures are
data drawn with the DOM), the module keeps no state of its own and decides no rule.  (Every
page's policy and inline scripts: tests/test_web_pages.py.)"""
import re

import pytest

from catalog import web_file

MODULES = ["art.js", "board.js", "index.js", "info.js", "layout.js", "marks.js", "result.js", "table.js", "trees.js"]
FILES = [f"games/living_forest/{name}" for name in MODULES] + ["rules/living_forest_example.js"]


@pytest.mark.parametrize("path", FILES)
def test_no_markup_is_built_from_strings(path):
    text = web_file(path)
    assert "svgFrom" not in text and "innerHTML" not in text and "insertAdjacentHTML" not in text
    # a string or template literal that opens a tag: `<svg ...>`, "<path .../>", '</g>'
    assert not re.search(r"[`\"']\s*</?[a-zA-Z][\w-]*[\s>/]", text), path


@pytest.mark.parametrize("path", FILES)
def test_no_module_level_state(path):
    assert not re.search(r"^(let|var) ", web_file(path), re.M), path


def test_the_module_knows_no_circle_arithmetic_or_tree_ids_and_no_undo_again():
    text = web_file("games/living_forest/index.js") + web_file("games/living_forest/board.js")
    assert "% 12" not in text and "+ 12" not in text  # how far a stone is: the engine's moves say
    assert not re.search(r"[\"'`^]tree_", text)  # a tree's cost and kind: the view's list of trees, not its id
    assert "undoAgain" not in text  # frames inside one action: the engine's undo to "action"

