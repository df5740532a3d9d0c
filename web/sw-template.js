// Service worker source.  build.py turns this template into dist/sw.js,
// filling in the build version (a hash of every file in dist/) and the list of
// files to precache.  Every URL is relative to this script, so dist/ works from
// any sub-path.
//
//  install:  precache every file of the build (the Pyodide runtime included)
//            into a cache named after the build version;
//  activate: delete the caches of older builds and take control of open pages;
//  fetch:    cache-first for same-origin GETs, network as a fallback.
const VERSION = "__BUILD_VERSION__";
const CACHE = `pyengine-${VERSION}`;
const PRECACHE = __PRECACHE_LIST__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // cache: "no-cache" revalidates with the server (a 304 reuses the HTTP-cached body),
      // so a new build never stores stale bytes and an unchanged file is not downloaded twice.
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("pyengine-") && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      return fetch(request);
    })(),
  );
});
