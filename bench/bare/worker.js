// Benchmark baseline: load the Pyodide runtime in a module worker and nothing else.
import { loadPyodide } from "../pyodide/pyodide.mjs";

try {
  const pyodide = await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
  self.postMessage({ ready: true, python: pyodide.runPython("import sys; sys.version.split()[0]") });
} catch (err) {
  self.postMessage({ ready: false, error: String(err) });
}
