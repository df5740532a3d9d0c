#!/usr/bin/env node
// Random games per second inside Pyodide under Node (the same pinned runtime and the
// pyengine wheel from dist/).  Prints one JSON object.  Usage:
//   node bench/bench_node.mjs [seconds] [players] [game] [mode]
// mode: "bridge" (default: random games through the bridge's bot op), "fast" (uniform random
// games on the playouts' fast path) or "policy" (the game's playout policy on the fast path).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "..");
const dist = process.env.PYENGINE_DIST || path.join(repo, "dist");
const manifest = JSON.parse(fs.readFileSync(path.join(dist, "engine-manifest.json"), "utf8"));
const pyodideDir = path.join(repo, ".cache", `pyodide-${manifest.pyodideVersion}`, "package");
const seconds = Number(process.argv[2] || 5);
const players = Number(process.argv[3] || 2);
const game = process.argv[4] || "lotus";
const mode = process.argv[5] || "bridge";
const call = mode === "bridge"
  ? `bench_playout.random_games(${seconds}, ${players}, ${JSON.stringify(game)})`
  : `bench_playout.fast_games(${seconds}, ${players}, ${JSON.stringify(game)}, ${mode === "policy" ? "True" : "False"})`;

const t0 = performance.now();
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep });
const tRuntime = performance.now() - t0;
await pyodide.loadPackage(path.join(dist, manifest.pyengine), { messageCallback: () => {} });
pyodide.runPython("import pyengine.bridge");
const tEngine = performance.now() - t0;
pyodide.FS.writeFile("/home/pyodide/bench_playout.py", fs.readFileSync(path.join(here, "playout.py")));
const result = pyodide.runPython(`
import sys, json
sys.path.insert(0, "/home/pyodide")
import bench_playout
json.dumps(${call})
`);
console.log(JSON.stringify({ ...JSON.parse(result), node_runtime_ms: tRuntime, node_engine_ms: tEngine }));
