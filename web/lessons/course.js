// <garden-course game="lotus"></garden-course>: a game's "Learn to play" course inside a page (the
// rules pages): a row of its lessons, the chosen one played inline, finished ones marked (the
// same record as learn.html).  Nothing shows for a game without a course.
import { h, clear } from "../js/dom.js";
import { t, loadAreas } from "../i18n/index.js";
import { ready } from "../i18n/language.js";
import { loadStyles } from "../js/board-kit.js";
import { lessonsDone, markLessonDone } from "../js/storage.js";
import { courseLessons, courseOf, lessonArea, lessonUrl } from "./courses.js";
import { playLesson } from "./lesson.js";

class GardenCourse extends HTMLElement {
  async connectedCallback() {
    if (this.started) return;
    this.started = true;
    const lang = this.getAttribute("lang") || (this.closest("[lang]") || {}).lang || undefined;
    await Promise.all([ready(lang, { ownPage: false }), loadStyles(new URL("./lesson.css", import.meta.url).href)]);
    const course = await courseOf(this.getAttribute("game"));
    if (!course.length) {
      (this.closest("[data-testid=rules-lessons]") || this).hidden = true; // its heading too
      return;
    }
    await loadAreas([lessonArea(this.getAttribute("game"))]);
    const titles = (await courseLessons(course)).map((l) => t(l.title));
    const row = h("ol", { class: "course-row", dataset: { testid: "course-row" } });
    const host = h("div", { class: "course-lesson" });
    clear(this);
    this.append(row, host);
    let current = null;
    const choose = async (i) => {
      for (const [j, b] of [...row.querySelectorAll("button")].entries()) b.setAttribute("aria-pressed", String(i === j));
      if (current) (await current).destroy();
      current = playLesson(host, {
        src: lessonUrl(course[i]),
        lang,
        onEvent: (type) => {
          if (type !== "done") return;
          markLessonDone(course[i]);
          row.children[i].classList.add("is-done");
        },
      });
    };
    const done = lessonsDone();
    course.forEach((path, i) => row.append(h("li", { class: done[path] ? "is-done" : "" },
      h("button", { type: "button", class: "btn btn--small", dataset: { testid: `course-lesson-${i + 1}` }, onclick: () => choose(i) },
        h("span", { class: "learn-number", text: String(i + 1) }), titles[i]))));
    choose(0);
  }
}

if (!customElements.get("garden-course")) customElements.define("garden-course", GardenCourse);
