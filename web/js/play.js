// Playing a planned sequence of engine actions for one seat, all or nothing (the engine
// keeps the match as before if it refuses one).  Used by the app's session and by embedded boards.

// call(request) -> Promise<response>, bound to one match.  The engine plays them all or
// none (one round trip).  Resolves {ok: true, played, events} (the log entries they made, as
// the player may read them) or {ok: false, error, played: 0}.
// With `view`, the answer also carries the acting seat's new view and the next pending decision
// (one round trip for a click).
export async function playActions(call, actions, player, { view = false } = {}) {
  const req = actions.length === 1 ? { op: "act", action: actions[0], player } : { op: "act", actions, player };
  const r = await call(view ? { ...req, view: true } : req);
  if (!r.ok) return { ok: false, error: r.error, played: 0 };
  return { ok: true, played: actions.length, events: r.events || [], pending: r.pending ?? null, view: r.view || null };
}
