// Checks the Living Forest game module against real engine views (one JSON view per line in
// the file named by argv[2]): every legal action can be reached from a lit target or a button
// (planting through its two picks, tree and space, in either order), nothing lit or offered
// sends an action outside the legal list, and every prompt, button and log line resolves in
// the catalog.  Prints "N passed, M failed" and exits non-zero on a problem.
import { readFileSync } from "node:fs";
import * as mod from "../web/games/living_forest/index.js";

const key = (a) => JSON.stringify(Object.fromEntries(Object.entries(a).filter(([k]) => k !== "label").sort()));
const unresolved = (text, what) => (/\{\w+\}|^(living_forest|lf)\.|undefined|NaN|null|\[object/.test(text) ? `${what}: ${text}` : null);
let passed = 0;
const failures = [];

for (const line of readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean)) {
  const view = JSON.parse(line);
  const problems = [];
  const legal = new Set((view.actions || []).map(key));
  const reached = new Set();
  const follow = (intent, from, picks, depth) => {
    if (!intent) return;
    if (intent.picks && intent.picks.length && depth === 0) {
      const next = mod.plan(view, intent.picks);
      if (!next.targets.length) problems.push(`${from} picks ${intent.picks} but nothing is lit after it`);
      for (const target of next.targets) follow(mod.onTarget(view, intent.picks, target), `${from} then ${target}`, intent.picks, 1);
      return;
    }
    for (const action of intent.send || []) {
      if (!legal.has(key(action))) problems.push(`${from} sends ${key(action)}, not legal`);
      reached.add(key(action));
    }
  };
  const plan = mod.plan(view, []);
  for (const target of plan.targets) follow(mod.onTarget(view, [], target), `target ${target}`, [], 0);
  for (const b of plan.buttons) follow(mod.onButton(view, [], b.id), `button ${b.id}`, [], 0);
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
