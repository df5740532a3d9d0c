// The generic half of a "reach" check (a game module against real engine views, in Node):
// read one JSON view per line, let the game's own check list the problems of each view, add
// the texts that did not resolve in the catalog, print "N passed, M failed" and set the exit code.
import { readFileSync } from "node:fs";
import { bare } from "../web/js/plan.js";

// An action as the engine records it (no label, target or group), as a comparable string.
export const actionKey = (a) => JSON.stringify(Object.fromEntries(Object.entries(bare(a)).sort()));

// check(view) -> {problems: [...], plan}; `raw` matches text that is not finished prose.
export function runReach(file, mod, check, raw) {
  let passed = 0;
  const failures = [];
  const unresolved = (text, what) => (raw.test(text) ? `${what}: ${text}` : null);
  for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) {
    const view = JSON.parse(line);
    const { problems, plan } = check(view);
    const texts = [];
    if (view.pending) texts.push(unresolved(mod.formatPrompt(view), "prompt"));
    for (const b of plan.buttons) texts.push(unresolved(b.label, "button"));
    for (const e of view.log) texts.push(unresolved(mod.formatLog(e, view), `log ${e.key}`));
    problems.push(...texts.filter(Boolean));
    if (problems.length) failures.push({ pending: view.pending, problems });
    else passed++;
  }
  for (const f of failures.slice(0, 10)) console.log(JSON.stringify(f));
  console.log(`${passed} passed, ${failures.length} failed`);
  process.exit(failures.length ? 1 : 0);
}
