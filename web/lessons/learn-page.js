// learn.html: a game's "Learn to play" course.  ?game=<id> lists its lessons (the ones finished in
// this browser marked), &lesson=<n> plays one; the last one ends with "try it in a real game".
import { h, clear } from "../js/dom.js";
import { t, loadAreas } from "../i18n/index.js";
import { ready } from "../i18n/language.js";
import { GAMES } from "../js/games.js";
import { lessonsDone, markLessonDone } from "../js/storage.js";
import { playLesson } from "./lesson.js";
import { courseLessons, courseOf, lessonArea, lessonUrl, learnUrl as pageUrl } from "./courses.js";

async function main() {
  await ready();
  const q = new URLSearchParams(location.search);
  const game = q.get("game");
  const root = document.getElementById("learn");
  const course = GAMES[game] ? await courseOf(game) : [];
  if (course.length) await loadAreas([lessonArea(game)]);
  const name = t(`game.${game}.name`);
  document.title = t("learn.title", { game: name });
  if (!course.length) {
    root.append(h("p", { class: "lesson-status", dataset: { testid: "learn-missing" }, text: t("learn.missing") }));
    return;
  }
  const n = Number(q.get("lesson"));
  const head = h("header", { class: "learn-head" },
    h("a", { class: "btn btn--small", href: "./", dataset: { testid: "learn-home" }, text: t("learn.home") }),
    h("h1", { text: t("learn.title", { game: name }) }));
  root.append(head);
  if (Number.isInteger(n) && n >= 1 && n <= course.length) await showLesson(root, game, course, n);
  else await showCourse(root, game, course);
}

async function showCourse(root, game, course) {
  const done = lessonsDone();
  const lessons = await courseLessons(course);
  const items = lessons.map((lesson, i) => h("li", { class: `learn-item${done[course[i]] ? " is-done" : ""}`, dataset: { testid: "learn-item" } },
    h("a", { href: pageUrl(game, i + 1) },
      h("span", { class: "learn-number", text: String(i + 1) }),
      h("span", { class: "learn-text" },
        h("strong", { text: t(lesson.title) }),
        lesson.summary ? h("small", { text: t(lesson.summary) }) : null),
      done[course[i]] ? h("span", { class: "learn-done", dataset: { testid: "learn-done" }, text: t("learn.done") }) : null)));
  root.append(h("p", { class: "muted", text: t("learn.intro") }), h("ol", { class: "learn-list" }, ...items));
}

async function showLesson(root, game, course, n) {
  const path = course[n - 1];
  const nav = h("nav", { class: "learn-nav" },
    h("a", { class: "btn btn--small", href: pageUrl(game), dataset: { testid: "learn-list" }, text: t("learn.list") }));
  const host = h("div", { class: "learn-lesson" });
  const after = h("div", { class: "learn-after", hidden: true, dataset: { testid: "learn-after" } });
  root.append(nav, host, after);
  await playLesson(host, {
    src: lessonUrl(path),
    onEvent(type) {
      if (type === "step") after.hidden = true;
      if (type !== "done") return;
      markLessonDone(path);
      clear(after);
      after.append(n < course.length
        ? h("a", { class: "btn btn--primary", href: pageUrl(game, n + 1), dataset: { testid: "learn-next" }, text: t("learn.next") })
        : h("a", { class: "btn btn--primary", href: `./?play=${encodeURIComponent(game)}`, dataset: { testid: "learn-try" }, text: t("learn.try") }));
      after.hidden = false;
    },
  });
}

main();
