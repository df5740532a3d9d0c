// lastMove(view): the marks (data-target / data-mark values of board.js) of what the last
// action changed, read from its log entries (those with the highest seq).  The shell adds
// .is-last to them.
//   draw -> the card drawn (its owner sees it; the others see the pile)   discard_drawn -> the discard
//   attract / call -> the card on top of the pile        extinguish -> the fires put out
//   plant -> the forest space                            move / stone -> the stone landed on
//   steal -> the tile taken                              take_fragment, kodama_spend, use_tile -> the counters
//   end of round -> the new market cards, the centre, the discards that took Fire Varans

const MARKS = {
  "living_forest.draw": (a) => (a.card ? [`line-card:${a.card}`] : [`pile:${a.seat}`]),
  "living_forest.discard_drawn": (a) => [`discard:${a.seat}`],
  "living_forest.line": (a) => [`line:${a.seat}`],
  "living_forest.take_fragment": (a) => [`fragments:${a.seat}`],
  "living_forest.attract": (a) => [`top:${a.card}`, `pile:${a.seat}`],
  "living_forest.call": (a) => [`top:${a.card}`, `pile:${a.seat}`],
  "living_forest.extinguish": (a) => [`fires:${a.seat}`],
  "living_forest.plant": (a) => [`space:${a.seat}:${a.x},${a.y}`],
  "living_forest.move": (a) => [`stone:${a.to}`],
  "living_forest.stone": (a) => [`stone:${a.stone}`],
  "living_forest.steal": (a) => [`tile:${a.seat}:${a.tile}`, `tiles:${a.seat}`],
  "living_forest.kodama_spend": (a) => [{ fragment: `fragments:${a.seat}`, tile: `etiles:${a.seat}`, action: `actions:${a.seat}` }[a.buy]],
  "living_forest.use_tile": (a) => [`etiles:${a.seat}`, `total:${a.seat}:${a.element}`],
  "living_forest.onibi_move": () => ["onibi"],
  "living_forest.attack": (a) => Object.keys(a.given || {}).map((s) => `discard:${s}`),
  "living_forest.new_fires": () => ["centre"],
  "living_forest.empty_centre_fire": () => ["centre"],
  "living_forest.refill": (a) => (a.cards || []).map((c) => `card:${c}`),
};

export function lastMove(view) {
  const log = (view && view.log) || [];
  const last = Math.max(-1, ...log.map((e) => (typeof e.seq === "number" ? e.seq : -1)));
  if (last < 0) return [];
  const out = [];
  for (const entry of log) {
    if (entry.seq !== last || !MARKS[entry.key]) continue;
    for (const mark of MARKS[entry.key](entry.args || {})) if (mark && !out.includes(mark)) out.push(mark);
  }
  return out;
}
