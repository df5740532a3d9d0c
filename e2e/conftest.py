"""End-to-end fixtures: serve dist/ on a free localhost port and drive Debian's Chromium.

dist/ comes from ``python3 build.py build``; it is built here when missing.  When
``PYENGINE_URL`` is set (``build.py test`` serves dist/ itself) that server is used.
Every request to anything but 127.0.0.1/localhost is blocked and fails the test.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlparse

import pytest

playwright_api = pytest.importorskip("playwright.sync_api")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from build import serving  # noqa: E402
DIST = Path(os.environ.get("PYENGINE_DIST", ROOT / "dist"))
CHROMIUM = os.environ.get("PYENGINE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
ENGINE_TIMEOUT = 90_000  # ms: the first Pyodide start on a busy 2-core machine


@pytest.fixture(scope="session")
def base_url():
    url = os.environ.get("PYENGINE_URL")
    if url:
        yield url if url.endswith("/") else url + "/"
        return
    if not (DIST / "index.html").exists() or not (DIST / "sw.js").exists():
        subprocess.run([sys.executable, str(ROOT / "build.py"), "build"], cwd=ROOT, check=True)
    with serving(DIST) as url:  # the same static server as `build.py serve`
        yield url


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is not installed")
    with playwright_api.sync_playwright() as p:
        # classic scrollbars, as Firefox and most desktops draw them (headless hides them by
        # default): every layout check then holds with the width a scrollbar takes
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, ignore_default_args=["--hide-scrollbars"])
        yield b
        b.close()


class Guard:
    """Collects requests to other hosts (blocked) and uncaught page errors."""

    def __init__(self):
        self.blocked: list[str] = []
        self.errors: list[str] = []

    def route(self, route):
        host = urlparse(route.request.url).hostname or ""
        if route.request.url.startswith(("data:", "blob:")) or host in LOCAL_HOSTS:
            route.continue_()
        else:
            self.blocked.append(route.request.url)
            route.abort("blockedbyclient")

    def watch(self, page):
        page.on("pageerror", lambda err: self.errors.append(str(err)))
        # the pages' Content-Security-Policy must never have to block anything of ours
        page.on("console", lambda msg: "Content Security Policy" in msg.text and self.errors.append(msg.text))


@pytest.fixture
def make_context(browser):
    """make_context(width, height, service_workers="block", csp=False, locale=None) -> (context, guard);
    locale: the browser's language (navigator.languages), else the default context's."""
    made = []

    def make(width=1280, height=860, service_workers="block", csp=False, locale=None):
        # csp=False lets the tests' own scripts (wait_for_function) run under the pages'
        # Content-Security-Policy; test_shell_app checks the app under it
        ctx = browser.new_context(viewport={"width": width, "height": height}, service_workers=service_workers,
                                  accept_downloads=True, bypass_csp=not csp, **({"locale": locale} if locale else {}))
        ctx.set_default_timeout(20_000)
        guard = Guard()
        ctx.route("**/*", guard.route)
        ctx.on("page", guard.watch)
        made.append((ctx, guard))
        return ctx, guard

    yield make
    for ctx, guard in made:
        ctx.close()
    for ctx, guard in made:
        assert not guard.blocked, f"requests to other hosts were made: {guard.blocked}"
        assert not guard.errors, f"uncaught errors in the page: {guard.errors}"


@pytest.fixture
def page(make_context):
    ctx, guard = make_context()
    pg = ctx.new_page()
    guard.watch(pg)
    return pg
