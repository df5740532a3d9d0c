// <garden-lesson src="lessons/lotus/1.json" lang="vi"></garden-lesson>: a lesson in any page that
// loads this module (every lesson of a page shares one engine worker).  src is relative to the
// page and must be on this site; lang is the lesson's language (default: the element's or the
// page's <html lang>).  The element fires "lesson-ready", "lesson-step", "lesson-done" and
// "lesson-error" events (bubbling; `detail` as playLesson's events).
import { playLesson } from "./lesson.js";
import { loadStyles } from "../js/board-kit.js";

class GardenLesson extends HTMLElement {
  connectedCallback() {
    if (this.started) return;
    this.started = true;
    loadStyles(new URL("./lesson.css", import.meta.url).href); // the host page has none of ours
    const lang = this.getAttribute("lang") || (this.closest("[lang]") || {}).lang || undefined;
    this.lesson = playLesson(this, {
      src: this.getAttribute("src"),
      lang,
      onEvent: (type, detail) => this.dispatchEvent(new CustomEvent(`lesson-${type}`, { detail, bubbles: true })),
    });
  }

  disconnectedCallback() {
    if (this.lesson) this.lesson.then((l) => l.destroy());
    this.lesson = null;
    this.started = false;
  }
}

if (!customElements.get("garden-lesson")) customElements.define("garden-lesson", GardenLesson);
