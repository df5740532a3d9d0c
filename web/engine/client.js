// Page-side client for the engine worker.  ES module, no dependencies.
//
//   import { startEngine } from "./engine/client.js";
//   const engine = await startEngine((s) => showStage(s));   // rejects if the engine fails to load
//   const res = await engine.call({ op: "new", game: "lotus", players: 2 }); // same as window.pyengine.call
//
// startEngine(onStage?, options?) -> Promise<{call, info}>
//   Starts the module worker (./worker.js) once; later calls return the same promise
//   (their onStage hears the stages so far, then the rest), so a page may start the
//   engine from its <head> and attach its loading screen later.
//   onStage(s) is called for every loading step, s = {stage, detail, ms}:
//     "download" fetching/compiling the Python runtime     (the long step, ~10 MB)
//     "start"    Python is running; the engine wheel is on its way
//     "engine"   installing and importing pyengine
//     "ready"    window.pyengine is usable
//     "error"    loading failed; s.detail is the message (final)
//   During "download", onStage also hears {stage: "download", progress: 0..1} as bytes arrive.
//   ms = milliseconds since the worker started (for "error": since startEngine was called).
//   While loading:  document.documentElement.dataset.engine = "loading"
//   When ready:     dataset.engine = "ready" and window.pyengine = {call, info}
//   On failure:     dataset.engine = "error", dataset.engineError = message, the promise rejects.
//   options.serviceWorker (default true): register ../sw.js (offline support) once the
//   engine is ready; dataset.sw becomes "registered", "unsupported" or "error".
//
// call(request) -> Promise<response>
//   request is a plain object ({op: "legal", ...}); it is JSON-encoded and passed to
//   pyengine.bridge.handle in the worker.  The promise resolves with the decoded
//   response object, {ok: true, ...} or {ok: false, error: {code, message}}; it never
//   rejects (a worker failure resolves {ok: false, error: {code: "engine_error", ...}}).
//   Calls are answered in order.
//
// info: {stages: [{stage, detail, ms}], readyMs}  loading history, for display or debugging.

let started = null;
const listeners = [];

export function startEngine(onStage = () => {}, options = {}) {
  if (started) {
    // A later caller (the app, after an early start in the page head) still hears
    // every stage: the past ones replayed, the coming ones as they happen.
    for (const s of window.__pyengineStages || []) onStage(s);
    listeners.push(onStage);
    return started;
  }
  listeners.push(onStage);
  const t0 = performance.now();
  const html = document.documentElement;
  html.dataset.engine = "loading";
  const info = { stages: [], readyMs: null };
  window.__pyengineStages = info.stages;
  const pending = new Map();
  let nextId = 1;
  let worker;

  // keep: a stage for the history (info.stages); download progress is only passed on
  const emit = (s, keep = true) => {
    if (keep) info.stages.push(s);
    for (const listener of listeners) {
      try {
        listener(s);
      } catch (err) {
        console.error("onStage callback failed", err);
      }
    }
  };

  const call = (request) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      worker.postMessage({ id, request });
    });

  started = new Promise((resolve, reject) => {
    const fail = (message) => {
      html.dataset.engine = "error";
      html.dataset.engineError = message;
      console.error("pyengine failed to load:", message);
      emit({ stage: "error", detail: message, ms: Math.round(performance.now() - t0) });
      for (const done of pending.values()) done({ ok: false, error: { code: "engine_error", message } });
      pending.clear();
      reject(new Error(message));
    };
    try {
      worker = startWorker();
    } catch (err) {
      fail(`Could not start the engine worker: ${err.message || err}`);
      return;
    }
    worker.onerror = (event) => {
      event.preventDefault();
      fail(event.message || "The engine worker failed to start (module workers unsupported?)");
    };
    worker.onmessage = ({ data }) => {
      if (data.type === "response") {
        const done = pending.get(data.id);
        pending.delete(data.id);
        if (done) done(data.response);
      } else if (data.type === "stage") {
        const { type, ...s } = data;
        if (s.stage === "ready") {
          info.readyMs = s.ms;
          performance.mark("engine-ready");
          window.pyengine = { call, info };
          html.dataset.engine = "ready";
          emit(s);
          resolve(window.pyengine);
          if (options.serviceWorker !== false && sameSite()) registerServiceWorker();
        } else {
          emit(s);
        }
      } else if (data.type === "progress") {
        const progress = data.total > 0 ? data.loaded / data.total : 0;
        emit({ stage: "download", progress, ms: Math.round(performance.now() - t0) }, false);
      } else if (data.type === "error") {
        fail(data.message);
      }
    };
  });
  return started;
}

// Whether the page is on this site (a lesson or board in someone else's page is not: it gets no
// service worker of ours, and its worker is started through a blob).
function sameSite() {
  return new URL(import.meta.url).origin === location.origin;
}

// The engine worker.  A page of another site cannot start a worker from our origin directly, so
// there a worker of its own origin imports ours (the site must then send
// Access-Control-Allow-Origin, as build.py serve and GitHub Pages do).
function startWorker() {
  const url = new URL("./worker.js", import.meta.url);
  if (sameSite()) return new Worker(url, { type: "module" });
  const shim = new Blob([`import ${JSON.stringify(url.href)};`], { type: "text/javascript" });
  return new Worker(URL.createObjectURL(shim), { type: "module" });
}

// Register the generated service worker (dist/sw.js) so later visits work offline.
// Safe to call more than once.  Resolves to the registration or null.
export async function registerServiceWorker() {
  const html = document.documentElement;
  if (!("serviceWorker" in navigator)) {
    html.dataset.sw = "unsupported";
    return null;
  }
  try {
    const reg = await navigator.serviceWorker.register(new URL("../sw.js", import.meta.url));
    html.dataset.sw = "registered";
    return reg;
  } catch (err) {
    // e.g. plain http on a non-localhost host, or `python3 -m http.server` on web/ (no sw.js)
    html.dataset.sw = "error";
    console.warn("service worker not registered:", err);
    return null;
  }
}
