// Checks the Grimwood game module against real engine views (one JSON view per line on stdin
// or in the file named by argv[2]): every legal action can be reached from a lit target or a
// button, nothing lit or offered sends an action outside the legal list, and every prompt and
// log line resolves in the catalog.  Prints "N passed, M failed" and exits non-zero on a problem.
import { readFileSync } from "node:fs";
import * as mod from "../web/games/grimwood/index.js";

const lines = readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean);
const key = (a) => JSON.stringify(Object.fromEntries(Object.entries(a).filter(([k]) => k !== "label").sort()));
let passed = 0;
const failures = [];
const unresolved = (text, what) => (/\{\w+\}|^grimwood\.|undefined|NaN|\[object/.test(text) ? `${what}: ${text}` : null);

for (const line of lines) {
  const view = JSON.parse(line);
  const problems = [];
  const legal = new Set((view.actions || []).map(key));
  const plan = mod.plan(view, []);
  const reached = new Set();
  const follow = (intent, from) => {
    if (!intent || !intent.send) return;
    const first = key(intent.send[0]);
    if (!legal.has(first)) problems.push(`${from} sends ${first}, not legal`);
    reached.add(first);
  };
  for (const target of plan.targets) follow(mod.onTarget(view, [], target), `target ${target}`);
  for (const b of plan.buttons) follow(mod.onButton(view, [], b.id), `button ${b.id}`);
  for (const mode of (plan.guard && plan.guard.choices) || []) {
    if (mode !== plan.guard.value) follow(mod.onTarget(view, [], `amulet:${mode}`), `amulet ${mode}`);
  }
  for (const a of legal) if (!reached.has(a)) problems.push(`legal ${a} cannot be reached`);
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
