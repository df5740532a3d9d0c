"""Fixtures of the cross-browser smoke suite: dist/ served with an error hook in every page
(hooked_server.py), and one Selenium driver per browser (Firefox ESR headless, WebKitGTK under
Xvfb).  A browser that cannot run here is skipped with its reason (drivers.missing), never passed.
"""
from __future__ import annotations

import pytest

from . import drivers
from .hooked_server import DIST, hooked_server


@pytest.fixture(scope="session")
def site():
    if not (DIST / "index.html").exists():
        pytest.skip("dist/ is not built (python3 build.py build)")
    with hooked_server() as url:
        yield url


@pytest.fixture(scope="session", params=drivers.BROWSERS)
def browser_name(request):
    why = drivers.missing(request.param)
    if why:
        pytest.skip(f"{request.param}: {why}")
    return request.param


@pytest.fixture(scope="session")
def driver(browser_name):
    d = drivers.launch(browser_name)
    yield d
    d.quit()
