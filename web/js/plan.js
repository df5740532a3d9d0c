// The one plan step every board shares: the engine's legal actions name their board element
// (`target`), so what to light and what a click means come from that list, never from rules
// written again here.
//
//   litTargets(view.actions)                -> the targets to light
//   clickIntent(view.actions, target, text) -> {send: [action]} for the one action with that
//                                              target, {choose: [{label, send}]} for several,
//                                              or null when no legal action has it; where some
//                                              of them have a group (a button), a tap stands
//                                              for those without
// text(action) words an action for the chooser (the game module's actionText, else its label).

const PRESENTATION = ["label", "target", "group"];

// An action as the engine records it (what is sent back).
export function bare(action) {
  const out = {};
  for (const [k, v] of Object.entries(action)) if (!PRESENTATION.includes(k)) out[k] = v;
  return out;
}

export function litTargets(actions) {
  return [...new Set((actions || []).map((a) => a.target).filter(Boolean))];
}

export function actionsAt(actions, target) {
  return (actions || []).filter((a) => a.target === target);
}

// Actions as one intent: {send} for a single action, {choose} among several, null for none.
export function intentOf(actions, text = (a) => a.label) {
  if (!actions.length) return null;
  if (actions.length === 1) return { send: [bare(actions[0])] };
  return { choose: actions.map((a) => ({ label: text(a), send: [bare(a)] })) };
}

export function clickIntent(actions, target, text = (a) => a.label) {
  const here = actionsAt(actions, target);
  // an element that also has a button for some of its actions (a group): a tap stands for the others
  const own = here.filter((a) => !a.group);
  return intentOf(own.length ? own : here, text);
}

// A prompt-bar button (the group ``id`` of buttonGroups) pressed: its intent, or null.
export function buttonIntent(actions, id, text = (a) => a.label) {
  const group = buttonGroups(actions).find((g) => g.group === id);
  return group ? intentOf(group.actions, text) : null;
}

// The actions grouped for prompt-bar buttons: one button per group (a chooser when the group
// holds several actions), in the order the engine lists them.  Actions whose target is "prompt"
// and those with a group are buttons.
export function buttonGroups(actions) {
  const groups = new Map();
  for (const a of actions || []) {
    if (a.target !== "prompt" && !a.group) continue;
    const key = a.group || `${a.do}:${JSON.stringify(bare(a))}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(a);
  }
  return [...groups.entries()].map(([group, members]) => ({ group, actions: members }));
}
