// Which seat the board shows in full, each seat's letter, and where every target lives.
// Pure functions of a view (no DOM): the board draws with them, and the reach check
// (e2e/living_forest_reach.mjs) uses them to prove no lit target hides in a folded summary.

// The seat whose own area (forest, line, totals, piles) the board shows in full: the seat
// deciding when it has something to do, else the viewer, else whoever decides.
export function ownSeat(view) {
  if (view.pending && (view.actions || []).length) return view.pending.player;
  if (view.viewer !== null && view.viewer !== undefined) return view.viewer;
  if (view.pending) return view.pending.player;
  return 0;
}

// A letter for every seat (its name's initial; a number is added when two initials meet), so
// a seat is never told apart by its colour alone.
export function seatLetters(names) {
  const first = names.map((n) => (String(n || "?").trim().charAt(0) || "?").toUpperCase());
  return first.map((l, i) => (first.filter((x) => x === l).length > 1 ? `${l}${i + 1}` : l));
}

// The seat whose panel holds a target, or null for the table and the own area.
// Victory tiles ("tile:<seat>:<kind>") are the only targets drawn in another seat's panel.
export function targetSeat(target) {
  const m = /^tile:(\d+):/.exec(String(target));
  return m ? Number(m[1]) : null;
}

// The seats other than the own one shown in full: those the player opened, and those
// holding a lit target (a steal lights the jumped seat's tiles: its panel opens by itself).
export function openSeats(view, targets, opened = new Set()) {
  const own = ownSeat(view);
  const out = new Set([...opened].filter((i) => i !== own));
  for (const target of targets) {
    const seat = targetSeat(target);
    if (seat !== null && seat !== own) out.add(seat);
  }
  return out;
}

// The lit targets the player could not see with nothing opened (should always be none).
export function hiddenTargets(view, targets) {
  const own = ownSeat(view);
  const open = openSeats(view, targets);
  return [...targets].filter((target) => {
    const seat = targetSeat(target);
    return seat !== null && seat !== own && !open.has(seat);
  });
}
