// The "Learn to play" courses (courses.json): each game's lessons, in the order to take them.
const COURSES = new URL("./courses.json", import.meta.url);
let read = null;

export function courses() {
  if (!read) read = fetch(COURSES).then((r) => (r.ok ? r.json() : { courses: {} })).then((d) => d.courses || {}).catch(() => ({}));
  return read;
}

export async function courseOf(game) {
  return (await courses())[game] || [];
}

// The lesson files of a game's course, in order (their titles and summaries are what a list shows).
export function courseLessons(course) {
  return Promise.all(course.map((path) => fetch(lessonUrl(path)).then((r) => r.json())));
}

// the catalog area of a game's lesson words (i18n LESSON_AREAS)
export function lessonArea(game) {
  return `lessons_${game}`;
}

// a lesson file's URL from its path in a course
export function lessonUrl(path) {
  return new URL(path, COURSES).href;
}

export function learnUrl(game, n = null) {
  const q = new URLSearchParams({ game });
  if (n) q.set("lesson", String(n));
  return `learn.html?${q}`;
}
