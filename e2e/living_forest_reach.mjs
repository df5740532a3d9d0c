// Checks the Living Forest game module against real engine views (one JSON view per line in
// the file named by argv[2]): every legal action can be reached from a lit target or a button
// (planting through its two picks, tree and space, in either order; a level-3 animal's bonus
// action through its button first), nothing lit or offered
// sends an action outside the legal list, and every prompt, button and log line resolves in
// the catalog.  Prints "N passed, M failed" and exits non-zero on a problem.
import * as mod from "../web/games/living_forest/index.js";
import { actionKey as key, runReach } from "./reach_kit.mjs";

function check(view) {
  const problems = [];
  const legal = new Set((view.actions || []).map(key));
  const reached = new Set();
  const follow = (intent, from, depth) => {
    if (!intent) return;
    if (intent.picks && intent.picks.length && depth < 2) {
      const next = mod.plan(view, intent.picks);
      if (!next.targets.length) problems.push(`${from} picks ${intent.picks} but nothing is lit after it`);
      for (const target of next.targets) follow(mod.onTarget(view, intent.picks, target), `${from} then ${target}`, depth + 1);
      return;
    }
    for (const action of intent.send || []) {
      if (!legal.has(key(action))) problems.push(`${from} sends ${key(action)}, not legal`);
      reached.add(key(action));
    }
  };
  const plan = mod.plan(view, []);
  for (const target of plan.targets) follow(mod.onTarget(view, [], target), `target ${target}`, 0);
  for (const b of plan.buttons) follow(mod.onButton(view, [], b.id), `button ${b.id}`, 0);
  for (const a of legal) if (!reached.has(a)) problems.push(`legal ${a} cannot be reached`);
  return { problems, plan };
}

runReach(process.argv[2], mod, check, /\{\w+\}|^(living_forest|lf)\.|undefined|NaN|null|\[object/);
