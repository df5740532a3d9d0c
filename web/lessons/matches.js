// Whether a move counts as a lesson's pattern: every field the pattern names has the same value
// in the move (an exact action is the pattern of all its fields).  The engine's check of a
// lesson uses the same rule (pyengine/core/lessons.py matches).

export { bare } from "../js/plan.js";

// JSON text with sorted keys: two values are the same when their texts are
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function matches(action, pattern) {
  return Object.entries(pattern).every(([k, v]) => k in action && canonical(action[k]) === canonical(v));
}
