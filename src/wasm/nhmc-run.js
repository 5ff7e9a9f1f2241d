// nhmc-run.js: the one entry of nhmc compiled to WebAssembly (make web,
// docs/web.md): run a command line, get its standard output, standard error
// and exit status, as the program gives them on a terminal-less run (a pipe,
// as nhmc serve's children have).
//
//   nhmcRun(words, onProgress) -> Promise of {stdout, stderr, status}
//
// words are the command line after `nhmc` (["levelup", "--role=Val", ...]);
// stdout and stderr are Uint8Arrays of the bytes written.  onProgress
// (optional) is called with (trials done, trials in all) as a Monte Carlo
// run goes (the runner's report, src/wasm/web_static.c).  Each run is a
// fresh instance of the module (compiled once): the program's globals start
// as a new process's do, and a run cannot see another's memory.  One thread:
// a long run blocks its caller, so a page runs it in a Web Worker
// (worker.js), which it may terminate to cancel.
//
// Loaded by importScripts (a Web Worker: nhmc.js first, then this) or by
// require under Node (tests/wasm.sh, tools/bench-web.py).
(function (root) {
  'use strict';
  var isNode = typeof process === 'object' && process.versions && process.versions.node &&
      typeof importScripts !== 'function';
  var createNhmc = isNode ? require('./nhmc.js') : root.createNhmc;
  var compiled = null; // the compiled WebAssembly.Module, a promise

  // Our own loading of nhmc.wasm, not the generated code's: under Node 18+
  // its fetch cannot read a file path.
  function compile() {
    if (!compiled) {
      if (isNode) {
        var bytes = require('fs').readFileSync(require('path').join(__dirname, 'nhmc.wasm'));
        compiled = WebAssembly.compile(bytes);
      } else {
        var url = new URL('nhmc.wasm', root.location.href).href;
        compiled = fetch(url).then(function (r) {
          if (!r.ok) throw new Error('nhmc.wasm: ' + r.status);
          return r.arrayBuffer();
        }).then(function (b) { return WebAssembly.compile(b); });
      }
    }
    return compiled;
  }

  function concat(parts) {
    var n = 0;
    parts.forEach(function (p) { n += p.length; });
    var all = new Uint8Array(n), at = 0;
    parts.forEach(function (p) { all.set(p, at); at += p.length; });
    return all;
  }

  // A byte sink: the device write of the module calls it once a byte.
  function sink() {
    var parts = [], chunk = new Uint8Array(65536), n = 0;
    function put(b) {
      if (b === null || b === undefined) return;
      if (n === chunk.length) {
        parts.push(chunk);
        chunk = new Uint8Array(chunk.length * 2);
        n = 0;
      }
      chunk[n++] = b & 255;
    }
    put.bytes = function () { return concat(parts.concat([chunk.subarray(0, n)])); };
    return put;
  }

  function nhmcRun(words, onProgress) {
    return compile().then(function (wasm) {
      return new Promise(function (resolve, reject) {
        var out = sink(), err = sink(), done = false;
        var before = isNode ? {
          ex: process.listeners('uncaughtException'),
          rej: process.listeners('unhandledRejection')
        } : null;
        function tidy() {
          // the generated code adds two process handlers per instance
          if (!before) return;
          process.listeners('uncaughtException').forEach(function (f) {
            if (before.ex.indexOf(f) < 0) process.removeListener('uncaughtException', f);
          });
          process.listeners('unhandledRejection').forEach(function (f) {
            if (before.rej.indexOf(f) < 0) process.removeListener('unhandledRejection', f);
          });
        }
        function finish(status, problem) {
          if (done) return;
          done = true;
          tidy();
          if (problem !== undefined && problem !== null && !(problem && problem.name === 'ExitStatus')) {
            var text = 'nhmc: the WebAssembly module failed: ' + String(problem.message || problem) + '\n';
            err.bytes = (function (first) {
              return function () {
                return concat([first, new TextEncoder().encode(text)]);
              };
            })(err.bytes());
          }
          resolve({stdout: out.bytes(), stderr: err.bytes(), status: status});
        }
        createNhmc({
          arguments: words.slice(),
          thisProgram: 'nhmc',
          onProgress: onProgress || null,
          stdin: function () { return null; },
          stdout: out,
          stderr: err,
          print: function () {},
          printErr: function () {},
          instantiateWasm: function (imports, receive) {
            WebAssembly.instantiate(wasm, imports).then(function (instance) {
              try {
                receive(instance); // runs main, to its exit
              } catch (e) {
                finish(1, e);
              }
            }, function (e) {
              finish(1, e);
            });
            return {};
          },
          onExit: function (status) { finish(status); },
          // exit(): end this run only (the generated code would end Node's
          // process); the throw unwinds the program's stack
          quit: function (status, toThrow) {
            finish(status, toThrow);
            throw toThrow;
          }
        }).then(function () {
          // main returned without exit (not the case with EXIT_RUNTIME)
          if (!done) reject(new Error('nhmc: the run ended without an exit status'));
        }, function (e) {
          finish(1, e);
        });
      });
    });
  }

  nhmcRun.text = function (bytes) { return new TextDecoder('utf-8').decode(bytes); };
  if (isNode) module.exports = nhmcRun;
  else root.nhmcRun = nhmcRun;
})(typeof self !== 'undefined' ? self : this);
