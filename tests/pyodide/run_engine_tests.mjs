#!/usr/bin/env node
// Run the engine's pytest suite INSIDE Pyodide under Node.
//
//   python3 build.py build            (once: fetches the pinned runtime and wheels)
//   node tests/pyodide/run_engine_tests.mjs [--junitxml=PATH] [pytest args...]
//
// What it does:
//   * loads the same pinned Pyodide npm package build.py uses (.cache/pyodide-<v>/package);
//   * micropip-installs, from local files, the pinned pure-Python test wheels
//     (pytest + deps, hypothesis + deps; list in .cache/wheels/pyodide-test-wheels.json)
//     and the pyengine wheel build.py shipped in dist/wheels/ - so the suite runs against
//     the very wheel the browser gets, not the source tree;
//   * copies tests/ (minus tests/pyodide/), pyproject.toml and a root conftest.py, if
//     any, into the in-memory FS and runs pytest.main() there;
//   * exits with pytest's exit code.
//
// Deselected: tests marked `browser` or `subprocess` (use those markers, or
// skipif(sys.platform == "emscripten"), for tests that cannot run in Pyodide).
// Hypothesis runs with a "pyodide" profile: max_examples from
// PYENGINE_HYPOTHESIS_MAX_EXAMPLES (default 20), no deadline.  Tests that set
// their own @settings(max_examples=...) keep it.  LOTUS_GAMES (random games in
// the property test) defaults to 30 here.  Extra arguments go to pytest.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "..", "..");
const dist = process.env.PYENGINE_DIST || path.join(repo, "dist");
const cache = path.join(repo, ".cache");

function die(msg) {
  console.error(`run_engine_tests: ${msg}`);
  process.exit(2);
}

const manifestPath = path.join(dist, "engine-manifest.json");
if (!fs.existsSync(manifestPath)) die(`${manifestPath} is missing: run "python3 build.py build" first`);
const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
const pyodideDir = path.join(cache, `pyodide-${manifest.pyodideVersion}`, "package");
const wheelList = path.join(cache, "wheels", "pyodide-test-wheels.json");
if (!fs.existsSync(pyodideDir) || !fs.existsSync(wheelList))
  die(`pinned Pyodide or test wheels missing in .cache/: run "python3 build.py test" (or build + fetch)`);
const testWheels = JSON.parse(fs.readFileSync(wheelList, "utf8"));

let junit = null;
const pytestArgs = [];
for (const arg of process.argv.slice(2)) {
  if (arg.startsWith("--junitxml=")) junit = path.resolve(arg.slice("--junitxml=".length));
  else pytestArgs.push(arg);
}

const t0 = Date.now();
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
// Environment for Python: lighter defaults for Pyodide (about 3x slower than CPython
// here), overridable from the shell; PYENGINE_*, the games' *_GAMES / *_FUZZ and HYPOTHESIS_* pass through.
const env = {
  HOME: "/home/pyodide",
  PYENGINE_PYODIDE: "1",
  PYENGINE_HYPOTHESIS_MAX_EXAMPLES: "20",
  LOTUS_GAMES: "30", // tests/test_properties_lotus.py: seeded random games (CPython default 300)
  GRIMWOOD_GAMES: "20", // tests/test_properties_grimwood.py (CPython default 200)
  LIVING_FOREST_GAMES: "24", // tests/test_living_forest_properties.py (CPython default 300)
  HORIZONS_GAMES: "40", // tests/test_horizons_properties.py (CPython default 400)
};
for (const [k, v] of Object.entries(process.env)) {
  if (/^(PYENGINE_|LOTUS_|GRIMWOOD_|LIVING_FOREST_|HORIZONS_|HYPOTHESIS_)/.test(k)) env[k] = v;
}
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep, env });
const { FS } = pyodide;

// Host folders, read-only use: the wheels and (for the junit report) the output folder.
const mount = (host, at) => {
  FS.mkdirTree(at);
  FS.mount(FS.filesystems.NODEFS, { root: host }, at);
};
mount(path.join(cache, "wheels"), "/mnt/wheels");
mount(path.join(dist, "wheels"), "/mnt/dist-wheels");
if (junit) {
  fs.mkdirSync(path.dirname(junit), { recursive: true });
  mount(path.dirname(junit), "/mnt/out");
}

// Copy the test-suite into MEMFS so pytest's and hypothesis' scratch files stay out of the repo.
function copyTree(src, dst) {
  FS.mkdirTree(dst);
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    if (entry.name === "__pycache__" || entry.name.startsWith(".")) continue;
    const s = path.join(src, entry.name);
    const d = `${dst}/${entry.name}`;
    if (entry.isDirectory()) copyTree(s, d);
    else if (entry.isFile()) FS.writeFile(d, fs.readFileSync(s));
  }
}
FS.mkdirTree("/work");
for (const f of ["pyproject.toml", "conftest.py"]) {
  if (fs.existsSync(path.join(repo, f))) FS.writeFile(`/work/${f}`, fs.readFileSync(path.join(repo, f)));
}
copyTree(path.join(repo, "tests"), "/work/tests");
FS.mkdirTree("/home/pyodide");

// (loadPackage reads host paths under Node, not the Emscripten FS)
await pyodide.loadPackage(path.join(cache, "wheels", testWheels.micropip), { messageCallback: () => {} });
const wheels = [
  ...testWheels.test.map((w) => `emfs:/mnt/wheels/${w}`),
  `emfs:/mnt/dist-wheels/${path.basename(manifest.pyengine)}`,
];
const micropip = pyodide.pyimport("micropip");
await micropip.install.callKwargs(wheels, { deps: false });
console.log(`run_engine_tests: Pyodide ${pyodide.version} ready with ${wheels.length} wheels in ${Date.now() - t0} ms`);

pyodide.globals.set("EXTRA_ARGS", pyodide.toPy(pytestArgs));
pyodide.globals.set("JUNIT", junit ? `/mnt/out/${path.basename(junit)}` : null);
const code = pyodide.runPython(`
import os
os.chdir("/work")
import pytest

class PyodideProfile:
    """Loads the lighter hypothesis profile after any conftest has loaded its own."""
    @staticmethod
    def pytest_configure(config):
        from hypothesis import settings
        settings.register_profile(
            "pyodide", max_examples=int(os.environ["PYENGINE_HYPOTHESIS_MAX_EXAMPLES"]), deadline=None)
        settings.load_profile("pyodide")

args = ["tests", "--ignore=tests/pyodide", "-p", "no:cacheprovider",
        "-m", "not browser and not subprocess", "-o", "console_output_style=classic"]
if JUNIT:
    args.append("--junitxml=" + JUNIT)
int(pytest.main(args + list(EXTRA_ARGS), plugins=[PyodideProfile()]))
`);
console.log(`run_engine_tests: pytest exit code ${code}, ${((Date.now() - t0) / 1000).toFixed(1)} s in all`);
process.exit(code);
