// Checks the Lotus game module against real engine views (one JSON view per line in the file
// named by argv[2]): every legal action can be reached from a lit target (directly, or through
// the chooser a target opens) or a prompt-bar button, nothing lit or offered sends an action
// outside the legal list, every lit target is drawn by the board, and every prompt, button,
// chooser option and log line resolves in the catalog.
// Prints "N passed, M failed" and exits non-zero on a problem.
import "../tests/catalogs.mjs"; // the English catalogs, before any module speaks
import * as mod from "../web/games/lotus/index.js";
import { bare } from "../web/js/plan.js";
import { actionKey, runReach } from "./reach_kit.mjs";

const key = (a) => actionKey(bare(a)); // what is sent: the action without its presentation

const RAW = /\{\w+\}|^lotus\.|undefined|NaN|null|\[object/;

// The data-target values the board draws for a view (board.js).
function drawn(view) {
  const b = view.board;
  const out = new Set([3, 4, 5, 6, 7].map((type) => `flower:${type}`));
  for (const seat of b.seats) for (const g of seat.guardians) out.add(`guardian:${g.id}`);
  for (const c of b.wild_row) if (c) out.add(`wild:${c.id}`);
  const me = view.viewer === null || view.viewer === undefined ? null : b.seats[view.viewer];
  if (me && me.hand) {
    out.add("deck");
    for (const c of me.hand) out.add(`hand:${c.id}`);
  }
  return out;
}

function check(view) {
  const problems = [];
  const legal = new Set((view.actions || []).map(key));
  const reached = new Set();
  const follow = (intent, from) => {
    if (!intent) return;
    for (const option of intent.choose || []) {
      if (RAW.test(option.label)) problems.push(`${from}: chooser option ${option.label}`);
      follow(option, `${from} then ${option.label}`);
    }
    for (const action of intent.send || []) {
      if (!legal.has(key(action))) problems.push(`${from} sends ${key(action)}, not legal`);
      reached.add(key(action));
    }
  };
  const plan = mod.plan(view, []);
  const board = drawn(view);
  for (const target of plan.targets) {
    if (!board.has(target)) problems.push(`lit ${target} is not on the board`);
    follow(mod.onTarget(view, [], target), `target ${target}`);
  }
  for (const b of plan.buttons) if (b.id !== "cancel") follow(mod.onButton(view, [], b.id), `button ${b.id}`);
  for (const a of legal) if (!reached.has(a)) problems.push(`legal ${a} cannot be reached`);
  return { problems, plan };
}

runReach(process.argv[2], mod, check, RAW);
