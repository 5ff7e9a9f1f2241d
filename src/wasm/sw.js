// sw.js: the static page of make web (docs/web.md) works offline once
// loaded.  A service worker over the page's folder: each file is fetched
// from the host while it answers (so a new build is seen at once) and kept;
// when the host cannot be reached the kept copy is given, the page's
// address matched without its question (index.html?kind=K&... is
// index.html).
/* eslint-env serviceworker */
'use strict';
var CACHE = 'nhmc-web';
var FILES = ['./', 'index.html', 'static/style.css', 'static/page.js', 'static/page-chart.js',
             'static/chart.min.js', 'nhmc.js', 'nhmc.wasm', 'nhmc-run.js', 'worker.js'];

self.addEventListener('install', function (ev) {
  ev.waitUntil(caches.open(CACHE).then(function (c) {
    return c.addAll(FILES);
  }).then(function () {
    return self.skipWaiting();
  }));
});

self.addEventListener('activate', function (ev) {
  ev.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', function (ev) {
  var req = ev.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  ev.respondWith(fetch(req).then(function (r) {
    if (r.ok) {
      var copy = r.clone();
      caches.open(CACHE).then(function (c) { return c.put(req, copy); });
    }
    return r;
  }, function () {
    return caches.match(req, {ignoreSearch: true}).then(function (kept) {
      return kept || Response.error();
    });
  }));
});
