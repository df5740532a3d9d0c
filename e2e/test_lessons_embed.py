"""Lessons in another site's page: a host served from another localhost port embeds two lessons
by iframe and one by the <garden-lesson> element, hears the steps and the done messages, and a
frame told another origin neither talks to this host nor obeys it."""
from __future__ import annotations

import tempfile
from pathlib import Path

from build import serving
from e2e_helpers import ENGINE_TIMEOUT, still

LESSON = "[data-testid=lesson]"

HOST_PAGE = """<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>A teacher's page</title>
<script>
window.__messages = [];
window.addEventListener("message", (e) => {
  const from = [...document.querySelectorAll("iframe")].findIndex((f) => f.contentWindow === e.source);
  window.__messages.push({ origin: e.origin, from, data: e.data });
});
document.addEventListener("lesson-done", () => { window.__elementDone = true; });
</script>
<script type="module" src="{site}lessons/element.js"></script>
</head><body>
<iframe id="a" src="{site}lesson.html?lesson=lessons/lotus/2.json&origin={host}" width="1100" height="1000"></iframe>
<iframe id="b" src="{site}lesson.html?lesson=lessons/lotus/2.json&lang=vi&origin={host}" width="1100" height="1000"></iframe>
<iframe id="c" src="{site}lesson.html?lesson=lessons/lotus/2.json&origin=http://127.0.0.1:9" width="1100" height="1000"></iframe>
<garden-lesson src="{site}lessons/lotus/2.json"></garden-lesson>
</body></html>
"""


def take_lesson_2(scope, page):
    """Lotus lesson 2 the right way: look, play the 7 on the Lotus, watch red's reward, look."""
    def at(step, state):
        scope.locator(f"{LESSON}[data-step='{step}'][data-state={state}]").wait_for(timeout=ENGINE_TIMEOUT)
    at(0, "look")
    scope.locator("[data-testid=lesson-next]").click()
    at(1, "move")
    still(page)
    scope.locator(f"{LESSON} [data-target='hand:blue-7-3']").click()
    at(2, "move")
    scope.locator(f"{LESSON} [data-target='flower:7']").click()
    at(3, "watch")
    scope.locator("[data-testid=lesson-next]").click()
    at(4, "look")
    scope.locator("[data-testid=lesson-next]").click()
    scope.locator(f"{LESSON}[data-state=done]").wait_for(timeout=ENGINE_TIMEOUT)


def messages(page, frame):
    return page.evaluate(f"window.__messages.filter((m) => m.from === {frame})")


def test_a_teachers_page_on_another_site_embeds_lessons_and_hears_them(page, base_url):
    with tempfile.TemporaryDirectory() as folder, serving(Path(folder)) as host:
        host_origin = host.rstrip("/")
        (Path(folder) / "teach.html").write_text(HOST_PAGE.replace("{site}", base_url).replace("{host}", host_origin))
        page.goto(f"{host}teach.html")
        frames = [page.frame_locator(f"#{name}") for name in "abc"]
        for frame in frames:
            frame.locator(f"{LESSON}[data-state=look]").wait_for(timeout=ENGINE_TIMEOUT)
        page.locator(f"garden-lesson {LESSON}[data-state=look]").wait_for(timeout=ENGINE_TIMEOUT)
        # the element speaks its host page's language; the frame b its own lang
        assert "azul" in page.inner_text("garden-lesson [data-testid=lesson-say]")
        assert "Xanh" in frames[1].locator("[data-testid=lesson-say]").inner_text()
        take_lesson_2(frames[0], page)
        take_lesson_2(frames[1], page)
        take_lesson_2(page.locator("garden-lesson"), page)
        page.wait_for_function("window.__elementDone === true")
        site_origin = base_url.rstrip("/")
        for frame in (0, 1):
            got = messages(page, frame)
            assert all(m["origin"] == site_origin and m["data"]["type"] == "garden-lesson" for m in got)
            events = [m["data"]["event"] for m in got]
            assert events[0] == "ready" and events[-1] == "done"
            assert [m["data"]["step"] for m in got if m["data"]["event"] == "step"] == [0, 1, 2, 3, 4]
            assert got[-1]["data"]["lesson"] == "lessons/lotus/2.json"
        # frame c was told another origin: it never posts to this page
        assert messages(page, 2) == []
        # the host asks frame a to start again: it does; frame c, told another origin, ignores it
        frames[2].locator("[data-testid=lesson-next]").click()
        frames[2].locator(f"{LESSON}[data-step='1']").wait_for()
        page.evaluate("""() => {
          for (const id of ["a", "c"]) document.getElementById(id).contentWindow.postMessage({type: "garden-lesson", command: "restart"}, "*");
        }""")
        frames[0].locator(f"{LESSON}[data-step='0'][data-state=look]").wait_for(timeout=ENGINE_TIMEOUT)
        page.wait_for_timeout(800)
        assert frames[2].locator(LESSON).get_attribute("data-step") == "1"
        # "hello": frame a says where it is
        before = len(messages(page, 0))
        page.evaluate("document.getElementById('a').contentWindow.postMessage({type: 'garden-lesson', command: 'hello'}, '*')")
        page.wait_for_function(f"window.__messages.filter((m) => m.from === 0).length > {before}")
        assert messages(page, 0)[-1]["data"]["step"] == 0
