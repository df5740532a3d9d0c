"""The engine plumbing in a real browser: worker, client, service worker, offline.

Runs against the built site (dist/, from ``python3 build.py build``) in headless
Debian Chromium, driven by Playwright; skipped when dist/, Chromium or Playwright
is missing.  Every request that is not to 127.0.0.1 is aborted and reported.
Uses web/engine/demo.html (the bare engine page), so it does not depend on the UI.
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

pytestmark = pytest.mark.browser

DIST = Path(os.environ.get("PYENGINE_DIST", build.DIST))
CHROMIUM = os.environ.get("PYENGINE_CHROMIUM", build.CHROMIUM)
READY = "['ready', 'error'].includes(document.documentElement.dataset.engine)"

if not (DIST / "build.json").exists():
    pytest.skip("dist/ is not built (python3 build.py build)", allow_module_level=True)
if not Path(CHROMIUM).exists():
    pytest.skip(f"{CHROMIUM} is missing", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=build.CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def context(browser):
    # the pages' Content-Security-Policy forbids the string predicates of wait_for_function;
    # e2e/test_shell_app and test_embed check the site under its policy
    ctx = browser.new_context(bypass_csp=True)
    ctx.blocked = []

    def route(r):
        url = r.request.url
        if url.startswith(("http://127.0.0.1:", "http://localhost:")):
            r.continue_()
        else:
            ctx.blocked.append(url)
            r.abort()

    ctx.route("**/*", route)
    yield ctx
    ctx.close()
    assert ctx.blocked == [], "requests left the machine"


def open_engine(context, url):
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    page.wait_for_function(READY, timeout=90_000)
    state = page.evaluate("document.documentElement.dataset.engine")
    assert state == "ready", page.evaluate("document.documentElement.dataset.engineError")
    assert errors == []
    return page


def call(page, request):
    return page.evaluate("(r) => window.pyengine.call(r)", request)


@pytest.fixture(scope="module")
def site():
    with build.serving(DIST) as url:
        yield url


def test_engine_loads_with_stages_and_plays(context, site):
    page = open_engine(context, site + "engine/demo.html")
    stages = [s["stage"] for s in page.evaluate("window.pyengine.info.stages")]
    assert stages == ["download", "start", "engine", "ready"]
    games = call(page, {"op": "games"})
    assert games["ok"] and any(g["id"] == "lotus" for g in games["games"])
    new = call(page, {"op": "new", "game": "lotus", "players": 2, "seed": 7})
    assert new["ok"], new
    match = new["match"]
    who = call(page, {"op": "legal", "match": match})["player"]
    legal = call(page, {"op": "legal", "match": match, "player": who})
    assert legal["ok"] and legal["actions"]
    acted = call(page, {"op": "act", "match": match, "action": legal["actions"][0], "player": who})
    assert acted["ok"], acted
    assert call(page, {"op": "bot", "match": match})["ok"]
    # errors come back as values, never as rejections
    bad = call(page, {"op": "nope"})
    assert bad["ok"] is False and bad["error"]["code"]
    # requests sent together are all answered, in order
    many = page.evaluate(
        "(m) => Promise.all([1,2,3,4,5].map(() => window.pyengine.call({op: 'view', match: m})))", match)
    assert all(r["ok"] for r in many)


def test_second_visit_works_offline(context, site):
    page = open_engine(context, site + "engine/demo.html")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    version = (DIST / "build.json").read_text()
    assert page.evaluate("caches.keys()") == [f"pyengine-{__import__('json').loads(version)['version']}"]
    context.set_offline(True)
    page.reload()
    page.wait_for_function(READY, timeout=90_000)
    assert page.evaluate("document.documentElement.dataset.engine") == "ready"
    assert call(page, {"op": "new", "game": "lotus", "players": 3, "seed": 1})["ok"]


def test_site_works_from_a_sub_path(context, tmp_path):
    (tmp_path / "some" / "where").mkdir(parents=True)
    shutil.copytree(DIST, tmp_path / "some" / "where" / "app")
    with build.serving(tmp_path) as url:
        page = open_engine(context, url + "some/where/app/engine/demo.html")
        assert call(page, {"op": "games"})["ok"]


def test_load_failure_is_reported(context, tmp_path):
    shutil.copytree(DIST, tmp_path / "app")
    (tmp_path / "app" / "engine-manifest.json").unlink()
    with build.serving(tmp_path) as url:
        page = context.new_page()
        page.goto(url + "app/engine/demo.html")
        page.wait_for_function(READY, timeout=60_000)
        assert page.evaluate("document.documentElement.dataset.engine") == "error"
        assert page.evaluate("document.documentElement.dataset.engineError")
