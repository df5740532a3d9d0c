// Engine worker: a *module* Web Worker that runs the Python rules engine.
//
// Started by client.js as  new Worker(new URL("./worker.js", import.meta.url), {type: "module"}).
// It loads the Pyodide runtime from ../pyodide/, unpacks the pyengine wheel named in
// ../engine-manifest.json (written by build.py) into site-packages, imports
// pyengine.bridge and then answers requests.
//
// Messages worker -> page:
//   {type: "stage", stage: "download"|"start"|"engine"|"ready", detail: string, ms: number}
//   {type: "progress", loaded: bytes, total: bytes}      during "download" (a few times a second)
//   {type: "error", message: string}                     engine failed to load (final)
//   {type: "response", id, response: object}             answer to a request
// Messages page -> worker:
//   {id, request: object}                                a bridge request, e.g. {op: "games"}
import { loadPyodide } from "../pyodide/pyodide.mjs";

const t0 = performance.now();
const root = new URL("../", import.meta.url); // the site root (dist/)
const stage = (name, detail = "") =>
  self.postMessage({ type: "stage", stage: name, detail, ms: Math.round(performance.now() - t0) });

// While the runtime downloads, count the bytes that arrive (fetch is wrapped only meanwhile),
// so the page's loading bar moves with the download itself.
async function countingDownload(total, load) {
  const realFetch = self.fetch;
  let loaded = 0;
  let last = 0;
  let finished = false;
  const report = (force) => {
    const now = performance.now();
    if (finished || (!force && now - last < 120)) return;
    last = now;
    self.postMessage({ type: "progress", loaded: Math.min(loaded, total), total });
  };
  self.fetch = async (input, init) => {
    const res = await realFetch(input, init);
    if (res.ok && res.body) {
      // count a copy's bytes beside the original, which goes to Pyodide untouched (so the
      // WebAssembly module still compiles while it streams)
      const reader = res.clone().body.getReader();
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          loaded += value.byteLength;
          report(false);
        }
      })().catch(() => {});
    }
    return res;
  };
  try {
    const done = await load();
    loaded = total;
    return done;
  } finally {
    self.fetch = realFetch;
    report(true);
    finished = true; // a copy still being read reports nothing more
  }
}

async function boot() {
  stage("download", "Downloading the Python runtime");
  const manifest = await (await fetch(new URL("engine-manifest.json", root), { cache: "no-cache" })).json();
  // the engine wheel (small) downloads beside the runtime, outside the byte count
  const wheel = fetch(new URL(manifest.pyengine, root)).then((res) => {
    if (!res.ok) throw new Error(`${manifest.pyengine}: HTTP ${res.status}`);
    return res.arrayBuffer();
  });
  wheel.catch(() => {}); // a failure is reported where it is awaited
  const pyodide = await countingDownload(manifest.runtimeBytes || 1, () => loadPyodide({
    indexURL: new URL(manifest.pyodide, root).href,
    stdout: (line) => console.log("[py]", line),
    stderr: (line) => console.warn("[py]", line),
  }));
  stage("start", `Python ${pyodide.runPython("import sys; sys.version.split()[0]")} started`);
  const bytes = await wheel;
  stage("engine", "Installing the rules engine");
  // The wheel is pure Python with no dependencies, so it is simply unpacked into site-packages
  // (~0.1 s). micropip (its wheel, its import with `packaging`, its install) took ~0.7 s in
  // Chromium and Firefox and ~1.1 s in WebKit.
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(bytes, "wheel", { extractDir: sitePackages });
  const handle = pyodide.pyimport("pyengine.bridge").handle;
  stage("ready", "Engine ready");
  return handle;
}

const ready = boot();
ready.catch((err) => self.postMessage({ type: "error", message: String(err && err.message ? err.message : err) }));

self.onmessage = async (event) => {
  const { id, request } = event.data || {};
  let response;
  try {
    const handle = await ready;
    response = JSON.parse(handle(JSON.stringify(request)));
  } catch (err) {
    response = {
      ok: false,
      error: { code: "engine_error", message: String(err && err.message ? err.message : err) },
    };
  }
  self.postMessage({ type: "response", id, response });
};
