// lesson.html: one lesson in an <iframe>, talking to the page around it by postMessage.
// To the parent: {type: "garden-lesson", event: "ready" | "step" | "done" | "error", lesson, ...detail},
// sent only to the parent's origin: the `origin` the URL names, else the one its address (the
// referrer) shows, else the origin of the parent's first message; never to "*".
// From the parent (accepted only from the parent window, and only from `origin` when the URL names
// one): {type: "garden-lesson", command: "restart"} starts again, {command: "hello"} makes the
// lesson say where it is (a "step" or "done" event).
import { playLesson } from "./lesson.js";

const q = new URLSearchParams(location.search);
const src = q.get("lesson") || "lessons/lotus/1.json";
const named = originOf(q.get("origin"));
let parentOrigin = named || (document.referrer ? originOf(document.referrer) : null);
let last = null; // the last event, repeated on "hello"
const waiting = [];

function originOf(url) {
  try {
    const o = new URL(url).origin;
    return o === "null" ? null : o;
  } catch {
    return null;
  }
}

function post(message) {
  if (window.parent === window) return;
  if (!parentOrigin) waiting.push(message);
  else window.parent.postMessage(message, parentOrigin);
}

function tell(event, detail = {}) {
  const message = { type: "garden-lesson", event, lesson: src, ...detail };
  if (event !== "ready") last = message;
  post(message);
}

const lesson = playLesson(document.getElementById("lesson-host"), {
  src,
  lang: q.get("lang"),
  ownPage: true,
  onEvent: tell,
});

window.addEventListener("message", async (e) => {
  if (e.source !== window.parent || window.parent === window) return;
  if (named ? e.origin !== named : parentOrigin && e.origin !== parentOrigin) return;
  const data = e.data;
  if (!data || typeof data !== "object" || data.type !== "garden-lesson") return;
  if (!parentOrigin) {
    parentOrigin = e.origin;
    for (const m of waiting.splice(0)) window.parent.postMessage(m, parentOrigin);
  }
  if (data.command === "restart") (await lesson).restart();
  else if (data.command === "hello" && last) post(last);
});
