// "Share this position": a save packed into a link's fragment (deflate, then base64url), so the
// link opens that exact position on this site's single-board page and nothing is sent to any
// server (a fragment never leaves the browser); and the <iframe> snippet a teacher pastes.
import { h } from "./dom.js";
import { t } from "../i18n/index.js";
import { ensureStyles } from "./board-kit.js";

const SITE = new URL("../", import.meta.url);
export const MAX_SAVE_BYTES = 2_000_000; // what a shared link may unpack to, at most

function toBase64Url(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error(t("share.error.broken"));
  const raw = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

class TooBig extends Error {}

async function readAll(stream, limit) {
  const reader = stream.getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.cancel();
      throw new TooBig(t("share.error.size"));
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

export async function packSave(save) {
  const bytes = new TextEncoder().encode(JSON.stringify(save));
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return toBase64Url(await readAll(stream, Infinity));
}

// The save in a shared link's fragment; throws, in the player's words, when it is not one.
export async function unpackSave(packed) {
  let bytes;
  try {
    const stream = new Blob([fromBase64Url(packed)]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    bytes = await readAll(stream, MAX_SAVE_BYTES);
  } catch (err) {
    if (err instanceof TooBig) throw err;
    throw new Error(t("share.error.broken"));
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Error(t("share.error.broken"));
  }
}

// The link that opens `save` on the single-board page, live (the reader may play on).
export async function shareLink(save) {
  return `${new URL("embed.html?live=1", SITE).href}#save=${await packSave(save)}`;
}

export function embedSnippet(link) {
  const src = link.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<iframe src="${src}" title="${t("share.frame.title").replace(/"/g, "&quot;")}" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
}

let dialog = null;

// The share dialog: the link and the snippet, each with a copy button.
export async function showShare(save) {
  ensureStyles(new URL("../css/card-view.css", import.meta.url).href);
  const link = await shareLink(save);
  if (!dialog) {
    dialog = h("dialog", { class: "card-view share", dataset: { testid: "share" } });
    document.body.append(dialog);
  }
  const field = (label, value, testid, rows) => {
    const box = rows
      ? h("textarea", { readonly: true, rows: String(rows), dataset: { testid }, "aria-label": t(label) })
      : h("input", { type: "text", readonly: true, dataset: { testid }, "aria-label": t(label) });
    box.value = value;
    const note = h("span", { class: "share-copied", "aria-live": "polite" });
    const copy = h("button", { type: "button", class: "btn btn--small", dataset: { testid: `${testid}-copy` }, text: t("share.copy"),
      onclick: async () => {
        box.select();
        try {
          await navigator.clipboard.writeText(value);
          note.textContent = t("share.copied");
        } catch {
          note.textContent = t("share.copy.select"); // no clipboard here: the text is selected
        }
      } });
    return h("label", { class: "share-field" }, h("strong", { text: t(label) }), box, h("span", { class: "row" }, copy, note));
  };
  dialog.replaceChildren(h("div", { class: "card-view-body share-body" },
    h("h2", { text: t("share.title") }),
    h("p", { class: "muted", text: t("share.about") }),
    field("share.link", link, "share-link", 0),
    field("share.snippet", embedSnippet(link), "share-snippet", 4),
    h("button", { type: "button", class: "card-view-close", dataset: { testid: "share-close" }, text: t("share.close"), onclick: () => dialog.close() })));
  dialog.showModal();
  return link;
}
