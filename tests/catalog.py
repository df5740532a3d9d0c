"""The page's message catalog (web/i18n/en.js with every game's messages), read through
Node so the tests see exactly what the page sees.  Not available inside Pyodide."""
from __future__ import annotations

import functools
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CATALOG = Path(__file__).resolve().parent.parent / "web" / "i18n" / "en.js"

# Each entry as text: a string, "one | other" for plural forms, "<function>" for a function.
_DUMP = """
const m = await import(process.argv[1]);
const out = {};
for (const [k, v] of Object.entries(m.default)) {
  out[k] = typeof v === "string" ? v : typeof v === "function" ? "<function>" : `${v.one} | ${v.other}`;
}
console.log(JSON.stringify(out));
"""


@functools.cache
def catalog() -> dict:
    if sys.platform == "emscripten" or not shutil.which("node"):
        pytest.skip("the catalog is read with Node (not inside Pyodide)")
    done = subprocess.run(["node", "--experimental-detect-module", "--input-type=module", "-e", _DUMP, CATALOG.as_uri()],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)
