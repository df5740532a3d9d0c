"""The page's own files for the tests: the message catalog (web/i18n/en.js with every
game's messages), read through Node so the tests see exactly what the page sees, and the
text of any file under web/.  Neither exists inside Pyodide (the tests skip there)."""
from __future__ import annotations

import functools
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parent.parent / "web"
CATALOG = WEB / "i18n" / "en.js"

# Each entry as text: a string, "one | other" for plural forms, a function's source.
_DUMP = """
const m = await import(process.argv[1]);
const out = {};
for (const [k, v] of Object.entries(m.default)) {
  out[k] = typeof v === "string" ? v : typeof v === "function" ? v.toString() : `${v.one} | ${v.other}`;
}
console.log(JSON.stringify(out));
"""


def web_file(relative: str) -> str:
    """The text of web/<relative>."""
    path = WEB / relative
    if sys.platform == "emscripten" or not path.exists():
        pytest.skip("the page's files are not beside the tests here (inside Pyodide)")
    return path.read_text("utf-8")


@functools.cache
def catalog() -> dict:
    """{key: text}: every message the page can show."""
    if sys.platform == "emscripten" or not shutil.which("node"):
        pytest.skip("the catalog is read with Node (not inside Pyodide)")
    done = subprocess.run(["node", "--experimental-detect-module", "--input-type=module", "-e", _DUMP, CATALOG.as_uri()],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)
