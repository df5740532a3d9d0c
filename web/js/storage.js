// The automatic save: one slot in localStorage, rewritten after every action.
const KEY = "garden-table.autosave.v1";

export function readAutosave() {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const data = JSON.parse(raw);
    return data && data.save ? data : null;
  } catch {
    return null;
  }
}

export function writeAutosave(entry) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...entry, savedAt: Date.now() }));
    return true;
  } catch {
    return false; // storage full or disabled: the game goes on unsaved
  }
}

export function clearAutosave() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
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
