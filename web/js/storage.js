// What this browser keeps: the saved games (one slot per game, rewritten after every action,
// so a new game never overwrites another), and the names typed last in the setup dialog.
const SAVES = "garden-table.saves.v2";
const OLD_AUTOSAVE = "garden-table.autosave.v1"; // the single slot of earlier releases
const NAMES = "garden-table.names.v1";
const KEEP = 30; // saved games kept; the oldest finished ones go first

function read(key, fallback) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : fallback;
  } catch {
    return fallback;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false; // storage full or disabled: the game goes on unsaved
  }
}

export function newSlotId() {
  return `g${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

// {id: entry}; an entry is {id, game, save, players, moves, progress?, over, savedAt}.
function slots() {
  const all = read(SAVES, null);
  if (all && typeof all === "object" && !Array.isArray(all)) return all;
  const migrated = {};
  const old = read(OLD_AUTOSAVE, null);
  if (old && old.save) {
    const id = newSlotId();
    migrated[id] = { ...old, id };
  }
  write(SAVES, migrated);
  try {
    localStorage.removeItem(OLD_AUTOSAVE);
  } catch {
    /* ignore */
  }
  return migrated;
}

// The saved games, most recently played first.
export function listSaves() {
  return Object.values(slots()).filter((e) => e && e.save).sort((a, b) => (b.savedAt || 0) - (a.savedAt || 0));
}

export function readSave(id) {
  return slots()[id] || null;
}

export function writeSave(id, entry) {
  const all = slots();
  all[id] = { ...entry, id, savedAt: Date.now() };
  const entries = Object.values(all).sort((a, b) => Number(a.over) - Number(b.over) || (b.savedAt || 0) - (a.savedAt || 0));
  for (const old of entries.slice(KEEP)) delete all[old.id];
  return write(SAVES, all);
}

export function deleteSave(id) {
  const all = slots();
  delete all[id];
  write(SAVES, all);
}

// The seats of the last setup, by seat number: [{name, kind, level, typed}] (level: a
// computer seat's; typed: a name the player wrote, not a default one).
export function readNames() {
  const names = read(NAMES, []);
  return Array.isArray(names) ? names.map((n) => (n && typeof n.name === "string" && ["human", "bot"].includes(n.kind) ? n : null)) : [];
}

export function writeNames(seats) {
  write(NAMES, seats);
}

// Offer a JSON document as a file download.
export function downloadJson(data, filename) {
  const blob = new Blob([JSON.stringify(data, null, 1)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function stamp(date = new Date()) {
  const p = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}`;
}

// The lessons finished in this browser: {"lotus/1.json": true, ...} (a lesson's path in its course).
const LESSONS = "garden-table.lessons.v1";

export function lessonsDone() {
  const done = read(LESSONS, {});
  return done && typeof done === "object" && !Array.isArray(done) ? done : {};
}

export function markLessonDone(path) {
  write(LESSONS, { ...lessonsDone(), [path]: true });
}
