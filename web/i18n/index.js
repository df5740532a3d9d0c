// t(key, args): the one way the app turns a message key into text.
// The catalog is web/i18n/en.js; a missing key shows the key itself (so gaps are visible).
import en from "./en.js";

let catalog = en;

export function setCatalog(messages) {
  catalog = messages;
}

export function has(key) {
  return Object.prototype.hasOwnProperty.call(catalog, key);
}

export function t(key, args = {}) {
  let msg = catalog[key];
  if (msg === undefined) return key;
  if (typeof msg === "function") return msg(args);
  if (typeof msg === "object") msg = args.count === 1 ? msg.one : msg.other;
  return msg.replace(/\{(\w+)\}/g, (m, name) => (args[name] === undefined || args[name] === null ? m : String(args[name])));
}

// "a", "a and b", "a, b and c"
export function list(items) {
  if (items.length <= 1) return items.join("");
  const head = items.slice(0, -1).join(t("list.sep"));
  return t("list.and", { a: head, b: items[items.length - 1] });
}

// Fill every element carrying data-i18n (text), data-i18n-aria (aria-label) or
// data-i18n-title (title) from the catalog.
export function applyI18n(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-aria]")) el.setAttribute("aria-label", t(el.dataset.i18nAria));
  for (const el of root.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) el.placeholder = t(el.dataset.i18nPlaceholder);
}
