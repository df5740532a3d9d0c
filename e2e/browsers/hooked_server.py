"""dist/ served on a free localhost port with the error hook (page_hook.js) put inline at the
very top of every HTML page, before the page's Content-Security-Policy and scripts (a meta
policy binds only what follows it), so it sees every error from the first script on.  Classic
WebDriver has no init script: the server does it.
"""
from __future__ import annotations

import contextlib
import functools
import http.server
import io
import os
import sys
import threading
from pathlib import Path

import build
from build import Handler

DIST = Path(os.environ.get("PYENGINE_DIST", build.DIST))

HOOK = (Path(__file__).with_name("page_hook.js")).read_text()


class HookedHandler(Handler):
    quiet = True

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


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # a browser that quits or stops a download mid-file resets the connection: not news
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def hooked_server(directory: Path = DIST):
    handler = functools.partial(HookedHandler, directory=str(directory))
    httpd = QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    stop = lambda: (httpd.shutdown(), httpd.server_close())  # noqa: E731
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/", stop
    finally:
        with contextlib.suppress(OSError):
            stop()
