"""Firefox ESR and WebKitGTK (Safari's engine) through Selenium WebDriver, for the
cross-browser smoke suite and `build.py bench`.

`missing(name)` says why a browser cannot run here (None when it can); `launch(name, w, h)`
starts it with a window of that size.  Nothing is fetched at run time: Selenium Manager is
kept offline and every binary is named (`build.py test` installs them).
"""
from __future__ import annotations

import glob
import os
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIREFOX = "/usr/bin/firefox-esr"
GECKODRIVER = os.environ.get("PYENGINE_GECKODRIVER", str(ROOT / ".cache" / "geckodriver" / "geckodriver"))
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
BROWSERS = ("firefox", "webkit")


def minibrowser() -> str | None:
    """WebKitGTK's MiniBrowser (the browser WebKitWebDriver drives), wherever the package put it."""
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser") + glob.glob("/usr/libexec/webkit2gtk-4.*/MiniBrowser"))
    return found[-1] if found else None


def missing(name: str) -> str | None:
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install selenium)"
    if name == "firefox":
        for path, what in ((FIREFOX, "Debian's firefox-esr"), (GECKODRIVER, "geckodriver (build.py test fetches it)")):
            if not Path(path).exists():
                return f"{path} is missing: {what}"
        return None
    if name == "webkit":
        if not Path(WEBKIT_DRIVER).exists():
            return f"{WEBKIT_DRIVER} is missing: Debian's webkit2gtk-driver"
        if minibrowser() is None:
            return "WebKitGTK's MiniBrowser is missing: Debian's webkit2gtk-driver"
        if not os.environ.get("DISPLAY"):
            return "WebKitGTK needs a display: run under xvfb-run (Debian's xvfb)" + (
                "" if shutil.which("xvfb-run") else ", which is not installed")
        return None
    return f"unknown browser {name!r}"


def launch(name: str, width: int = 1280, height: int = 860):
    """A Selenium driver for `name` ("firefox" or "webkit"), its window width x height."""
    os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager never downloads a driver
    from selenium import webdriver

    if name == "firefox":
        from selenium.webdriver.firefox.service import Service

        opts = webdriver.FirefoxOptions()
        opts.binary_location = FIREFOX
        opts.add_argument("-headless")
        for pref, value in {"app.update.enabled": False, "browser.shell.checkDefaultBrowser": False,
                            "datareporting.policy.dataSubmissionEnabled": False,
                            "network.captive-portal-service.enabled": False,
                            "dom.serviceWorkers.testing.enabled": True}.items():
            opts.set_preference(pref, value)
        driver = webdriver.Firefox(options=opts, service=Service(GECKODRIVER))
    elif name == "webkit":
        from selenium.webdriver.webkitgtk.service import Service

        opts = webdriver.WebKitGTKOptions()
        opts.binary_location = minibrowser()
        opts.add_argument("--automation")
        driver = webdriver.WebKitGTK(options=opts, service=Service(WEBKIT_DRIVER))
    else:
        raise ValueError(f"unknown browser {name!r}")
    driver.set_window_size(width, height)
    driver.set_script_timeout(180)
    return driver
