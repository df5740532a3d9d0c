// Checks the Grimwood game module against real engine views (one JSON view per line in the
// file named by argv[2]): every legal action can be reached from a lit target, a button or
// the Amulet setting, the board lights exactly the actions' targets, nothing offered sends an action outside the legal list, and (through
// reach_kit) every prompt, button and log line resolves in the catalog.
import "../tests/catalogs.mjs"; // the English catalogs, before any module speaks
import * as mod from "../web/games/grimwood/index.js";
import { actionKey, runReach } from "./reach_kit.mjs";

// Refusals met in bot games (view.refusals: the engine's {key, args}) are worded in full.
function wordRefusals(view, problems) {
  for (const r of view.refusals || []) {
    const text = mod.formatLog({ key: r.key, args: r.args, player: view.pending.player }, view);
    if (/\{\w+\}|^grimwood\.|undefined|NaN|\[object|null/.test(text)) problems.push(`refusal ${r.key}: ${text}`);
  }
}

function check(view) {
  const problems = [];
  wordRefusals(view, problems);
  const legal = new Set((view.actions || []).map((a) => actionKey(a)));  // as the engine records them
  const plan = mod.plan(view, []);
  const reached = new Set();
  const follow = (intent, from) => {
    if (intent && intent.choose) for (const option of intent.choose) follow(option, `${from} (chooser)`);
    if (!intent || !intent.send) return;
    const first = actionKey(intent.send[0]);
    if (!legal.has(first)) problems.push(`${from} sends ${first}, not legal`);
    reached.add(first);
  };
  for (const target of plan.targets) follow(mod.onTarget(view, [], target), `target ${target}`);
  for (const b of plan.buttons) follow(mod.onButton(view, [], b.id), `button ${b.id}`);
  for (const mode of (plan.guard && plan.guard.choices) || []) {
    if (mode !== plan.guard.value) follow(mod.onTarget(view, [], `amulet:${mode}`), `amulet ${mode}`);
  }
  for (const a of legal) if (!reached.has(a)) problems.push(`legal ${a} cannot be reached`);
  // what lights is exactly the targets of the legal actions (the prompt's and the Amulet select's aside)
  const want = new Set((view.actions || []).map((a) => a.target).filter((x) => x !== "prompt" && !x.startsWith("amulet:")));
  const lit = new Set(plan.targets);
  if (lit.size !== want.size || [...want].some((x) => !lit.has(x))) problems.push(`lit ${[...lit]} instead of ${[...want]}`);
  return { problems, plan };
}

runReach(process.argv[2], mod, check, /\{\w+\}|^grimwood\.|undefined|NaN|\[object/);
