"""Horizons' board files (the island drawing, the table, the cards, the game module), read as text: no markup is built from strings (the island is data
drawn with the DOM), the modules keep no state of their own, every word comes from the
messages, and the shipped map is the shared map file."""
import json
import re
from pathlib import Path

import pytest

from catalog import catalog, web_file

FILES = [f"games/spirit_island_horizons/{name}" for name in ("island.js", "zoom.js", "land-details.js", "board.js", "cards.js", "index.js")]
SHARED_MAP = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "spirit_island_horizons.map.json"


@pytest.mark.parametrize("path", FILES)
def test_no_markup_is_built_from_strings(path):
    text = web_file(path)
    assert "svgFrom" not in text and "innerHTML" not in text and "insertAdjacentHTML" not in text
    assert "DOMParser" not in text and "outerHTML" not in text
    # a string or template literal that opens a tag: `<svg ...>`, "<path .../>", '</g>'
    assert not re.search(r"[`\"']\s*</?[a-zA-Z][\w-]*[\s>/]", text), path


@pytest.mark.parametrize("path", FILES)
def test_no_module_level_state(path):
    text = web_file(path)
    assert not re.search(r"^(let|var) ", text, re.M), path
    assert not re.search(r"^(export )?const \w+ = new (Map|Set|WeakMap|Array)\b", text, re.M), path
    # module-level tables are frozen data
    for name, opener in re.findall(r"^(?:export )?const (\w+) = ([\[{])", text, re.M):
        assert False, f"{path}: {name} is a bare mutable literal; wrap it in Object.freeze"


def test_every_key_the_drawing_uses_has_english_words():
    island = "\n".join(web_file(f"games/spirit_island_horizons/{name}") for name in ("island.js", "zoom.js", "land-details.js"))
    keys = {k for k in catalog() if k.startswith("horizons.")}
    used = set(re.findall(r"[\"'`](horizons\.[\w.]+)[\"'`]", island))
    used |= {f"horizons.terrain.{t}" for t in ("jungle", "mountain", "sands", "wetland")}
    used |= {f"horizons.piece.{k}" for k in ("explorer", "town", "city", "dahan")}
    assert used <= keys, used - keys
    assert all(k.startswith("horizons.") for k in keys)
    # no sentence in the drawing: its strings are keys, classes, attributes and shapes
    assert not re.search(r"[\"'`][A-Z][a-z]+ [a-z]+ [a-z]+", island)


def test_the_shipped_map_is_the_shared_map_file():
    shipped = json.loads(web_file("games/spirit_island_horizons/map.json"))
    if not SHARED_MAP.exists():
        pytest.skip("the shared map file is not beside the project here")
    assert shipped == json.loads(SHARED_MAP.read_text("utf-8"))
