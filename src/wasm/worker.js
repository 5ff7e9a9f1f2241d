// worker.js: nhmc's WebAssembly module in a Web Worker (make web,
// docs/web.md), so that a long run never freezes the page; the page
// terminates the worker to cancel a run.  A classic worker (importScripts,
// not a module worker), which every browser runs.
// Message in: {id, words} (a command line after `nhmc`, or the page's
// --web-page / --web-api words); out: {id, progress} while a Monte Carlo
// run goes (the fraction done, at most ten times a second and at the end),
// then {id, stdout, stderr, status} (stdout and stderr as Uint8Arrays), or
// {id, error} when the module failed.
/* global importScripts, nhmcRun */
'use strict';
importScripts('nhmc.js', 'nhmc-run.js');

self.onmessage = function (ev) {
  var id = ev.data.id, last = 0;
  function progress(done, total) {
    var now = Date.now();
    if (now - last < 100 && done < total) return;
    last = now;
    self.postMessage({id: id, progress: total > 0 ? done / total : 1});
  }
  nhmcRun(ev.data.words, progress).then(function (r) {
    self.postMessage({id: id, stdout: r.stdout, stderr: r.stderr, status: r.status},
                     [r.stdout.buffer, r.stderr.buffer]);
  }, function (e) {
    self.postMessage({id: id, error: String(e && e.message || e)});
  });
};
