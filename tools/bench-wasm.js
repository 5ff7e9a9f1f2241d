// bench-wasm.js: runs of nhmc's WebAssembly module under Node for make
// bench-web (tools/bench-web.py, docs/web.md).
//   node tools/bench-wasm.js WEB_DIR REPEAT WORDS_JSON...
// runs each command line (a JSON array of words) REPEAT times, one after
// another, each in a fresh instance as the page does, and prints one line
// per command line: the median wall time in ms, the median CPU time in ms,
// then the exit statuses.  The CPU time is the process's (every thread:
// V8 compiling the module, its garbage collector) from just before the run
// to its end, so it counts the module's compilation (the first run) and
// start but not Node's own, which a browser's worker does not pay.
'use strict';
const path = require('path');
const nhmcRun = require(path.join(path.resolve(process.argv[2]), 'nhmc-run.js'));
const repeat = Number(process.argv[3]);

function median(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

(async () => {
  for (const json of process.argv.slice(4)) {
    const words = JSON.parse(json), times = [], cpus = [], statuses = [];
    for (let i = 0; i < repeat; i++) {
      const c0 = process.cpuUsage();
      const t0 = process.hrtime.bigint();
      const r = await nhmcRun(words);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      const c = process.cpuUsage(c0);
      cpus.push((c.user + c.system) / 1e3);
      statuses.push(r.status);
    }
    console.log(median(times).toFixed(1) + ' ' + median(cpus).toFixed(1) + ' ' +
                statuses.join(','));
  }
})();
