// bench-wasm.js: runs of nhmc's WebAssembly module under Node for make
// bench-web (tools/bench-web.py, docs/web.md).
//   node tools/bench-wasm.js WEB_DIR REPEAT WORDS_JSON...
// runs each command line (a JSON array of words) REPEAT times, one after
// another, each in a fresh instance as the page does, and prints one line
// per command line: the median wall time in ms, then the exit statuses.
'use strict';
const path = require('path');
const nhmcRun = require(path.join(path.resolve(process.argv[2]), 'nhmc-run.js'));
const repeat = Number(process.argv[3]);

(async () => {
  for (const json of process.argv.slice(4)) {
    const words = JSON.parse(json), times = [], statuses = [];
    for (let i = 0; i < repeat; i++) {
      const t0 = process.hrtime.bigint();
      const r = await nhmcRun(words);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      statuses.push(r.status);
    }
    times.sort((a, b) => a - b);
    console.log(times[Math.floor(times.length / 2)].toFixed(1) + ' ' + statuses.join(','));
  }
})();
