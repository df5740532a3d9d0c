// Checks the Living Forest game module against real engine views (one JSON view per line in
// the file named by argv[2]): the board lights exactly the legal actions' targets (a plant's
// tree on the rack too), every legal action can be reached from a lit target, a button or a
// chooser (planting through its two picks, tree and space, in either order; a level-3 animal's bonus
// action through its button first), nothing lit or offered
// sends an action outside the legal list, no lit target sits in a folded seat summary, every
// piece the board lets you inspect has its card view, the last action's marks are known, and
// every prompt, button, log line and refusal resolves in the catalog.
// Prints "N passed, M failed" and exits non-zero on a problem.
import "../tests/catalogs.mjs"; // the English catalogs, before any module speaks
import * as mod from "../web/games/living_forest/index.js";
import { hiddenTargets } from "../web/games/living_forest/layout.js";
import { actionKey, runReach } from "./reach_kit.mjs";

// an action as the engine compares it: its presentation fields (label, target, group) left out
const key = actionKey;

const RAW = /\{\w+\}|^(living_forest|lf)\.|undefined|NaN|null|\[object/;

// The data-inspect refs the board draws for a view (board.js, table.js).
function inspectRefs(view) {
  const b = view.board;
  const refs = new Set(["token:fragment", "token:sacred", "token:varans"]);
  const cards = [...Object.values(b.market).flat(), ...b.promo, b.just_drawn];
  if (b.kodama) {
    cards.push(...Object.values(b.kodama.stacks).map((s) => s.top));
    refs.add("token:onibi").add("etile");
  }
  for (const seat of b.seats) {
    cards.push(...(seat.line || []), ...seat.pile_top, ...(seat.discard || []));
    for (const row of seat.forest) for (const tree of row) if (tree) refs.add(`tree:${tree}`);
    for (const [tile, n] of Object.entries(seat.tiles)) if (n) refs.add(`vtile:${tile}`);
  }
  for (const c of cards) if (c) refs.add(`card:${c.id}`);
  for (const tree of b.trees) refs.add(`tree:${tree.id}`);
  for (const v of b.centre) refs.add(`fire:${v}`);
  b.circle.stones.forEach((_, n) => refs.add(`stone:${n}`));
  return refs;
}

function viewProblems(view, plan) {
  const problems = [];
  for (const target of hiddenTargets(view, plan.targets)) problems.push(`lit ${target} is in a folded summary`);
  for (const ref of inspectRefs(view)) {
    const info = mod.cardInfo(ref, view);
    if (!info || !info.title || !info.picture || !info.text.length) problems.push(`no card view for ${ref}`);
    else for (const text of [info.title, info.subtitle || "", ...info.text]) if (RAW.test(text)) problems.push(`card view ${ref}: ${text}`);
  }
  for (const mark of mod.lastMove(view)) if (RAW.test(mark) || /undefined|null/.test(mark)) problems.push(`last move mark ${mark}`);
  return problems;
}

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
    const sends = [intent.send || [], ...(intent.choose || []).map((option) => option.send)];
    for (const option of intent.choose || []) if (RAW.test(option.label)) problems.push(`${from} chooser: ${option.label}`);
    for (const action of sends.flat()) {
      if (!legal.has(key(action))) problems.push(`${from} sends ${key(action)}, not legal`);
      reached.add(key(action));
    }
  };
  const plan = mod.plan(view, []);
  // lit: exactly the targets of the actions behind no button (and the rack tree of each plant,
  // its other half); a prompt-only action is a button, never a lit element
  const actions = view.actions || [];
  const free = actions.filter((a) => !a.group && a.target !== "prompt");
  const may = new Set([...free.map((a) => a.target), ...free.filter((a) => a.do === "plant").map((a) => `tree:${a.tree}`)]);
  for (const target of plan.targets) if (!may.has(target)) problems.push(`lit ${target} is no legal action's target`);
  for (const a of free) if (!plan.targets.includes(a.target)) problems.push(`${a.target} of ${key(a)} is not lit`);
  for (const target of plan.targets) follow(mod.onTarget(view, [], target), `target ${target}`, 0);
  for (const b of plan.buttons) follow(mod.onButton(view, [], b.id), `button ${b.id}`, 0);
  for (const a of legal) if (!reached.has(a)) problems.push(`legal ${a} cannot be reached`);
  problems.push(...viewProblems(view, plan));
  return { problems, plan };
}

runReach(process.argv[2], mod, check, RAW);
