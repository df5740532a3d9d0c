"""dist/ served on a free localhost port with the error hook (page_hook.js) put inline at the
very top of every HTML page, before the page's Content-Security-Policy and scripts (a meta
policy binds only what follows it), so it sees every error from the first script on.  Classic
WebDriver has no init script: the server does it.
"""
from __future__ import annotations

import io
import os
from pathlib import Path

import build
from build import Handler

DIST = Path(os.environ.get("PYENGINE_DIST", build.DIST))

HOOK = (Path(__file__).with_name("page_hook.js")).read_text()


class HookedHandler(Handler):
    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if path.suffix != ".html" or not path.is_file():
            return super().send_head()
        html = path.read_text()
        body = html.replace("<head>", f"<head><script>{HOOK}</script>", 1).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def hooked_server(directory: Path = DIST):
    """build.serving with the hook in every page; a context manager yielding the base URL."""
    return build.serving(directory, handler_class=HookedHandler)
