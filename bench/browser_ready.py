"""Engine-ready in Firefox ESR and WebKitGTK beside the bare `loadPyodide` page, cold loads
(a new browser profile each time), through Selenium.  `bench.py` runs it under xvfb-run
(WebKitGTK needs a display) and prints its numbers beside Chromium's.

    xvfb-run -a python3 bench/browser_ready.py --runs 5 [--out FILE]   -> JSON on the last line
"""
from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "e2e")]
import build  # noqa: E402
from browsers import drivers  # noqa: E402

READY = "return ['ready', 'error'].includes(document.documentElement.dataset.engine);"
READY_MS = "const m = performance.getEntriesByName('engine-ready')[0]; return m ? m.startTime : null;"


def cold_load(name: str, url: str) -> float:
    driver = drivers.launch(name)
    try:
        driver.get(url)
        end = time.monotonic() + 180
        while not driver.execute_script(READY):
            if time.monotonic() > end:
                raise RuntimeError(f"{name}: {url} not ready in 180 s")
            time.sleep(0.05)
        ms = driver.execute_script(READY_MS)
        if ms is None:
            raise RuntimeError(f"{name}: engine failed at {url}")
        return ms
    finally:
        driver.quit()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    dist = build.DIST
    res = {}
    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp) / "bare-site"
        shutil.copytree(dist / "pyodide", bare / "pyodide")
        shutil.copytree(ROOT / "bench" / "bare", bare / "bare")
        with build.serving(dist) as site, build.serving(bare) as bare_url:
            for name in drivers.BROWSERS:
                why = drivers.missing(name)
                if why:
                    res[name] = {"skipped": why}
                    continue
                bare_ms, site_ms = [], []
                for _ in range(args.runs):  # alternate, so a busy moment hits both alike
                    bare_ms.append(cold_load(name, bare_url + "bare/index.html"))
                    site_ms.append(cold_load(name, site + "index.html"))
                    print(f"{name}: bare {bare_ms[-1]:.0f} ms, site {site_ms[-1]:.0f} ms", file=sys.stderr, flush=True)
                res[name] = {"bare_ms": bare_ms, "site_ms": site_ms,
                             "bare_median": statistics.median(bare_ms), "site_median": statistics.median(site_ms)}
    print(json.dumps(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
