// Playing a planned sequence of engine actions for one seat, all or nothing: if the
// engine refuses one, the ones already played are taken back, so the match is as before.
// Used by the app's session and by embedded boards.

// call(request) -> Promise<response>, bound to one match.
// Resolves {ok: true, played, events} (the log entries they made, as the player may read them)
// or {ok: false, error, played: 0, undone}.
export async function playActions(call, actions, player) {
  let done = 0;
  const events = [];
  for (const action of actions) {
    const r = await call({ op: "act", action, player });
    if (!r.ok) {
      for (let i = 0; i < done; i++) await call({ op: "undo", player });
      return { ok: false, error: r.error, played: 0, undone: done };
    }
    events.push(...(r.events || []));
    done++;
  }
  return { ok: true, played: done, events };
}
