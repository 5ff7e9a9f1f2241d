// nhmc serve: niceties only; every page works without this script (the
// form is a plain GET form, and the server renders every answer).
//
// Where it runs: on nhmc serve it asks the server; in the static files of
// `make web` (docs/web.md, "With no server": index.html's main is marked
// data-run="wasm") the same pages and answers come from nhmc compiled to
// WebAssembly, run in a Web Worker (worker.js), and this script is what
// shows them.  There the address of a page is index.html?kind=K&KEY=VALUE
// (the server's /K?KEY=VALUE), and the CSV, wiki and JSON links are made
// in the browser.
//
// - The form answers without reloading the page: it is sent with fetch, the
//   page's main part is replaced by the server's answer, and the question
//   goes to the address bar (history.pushState), so reload, back and a
//   pasted link give the same answer (the server renders that address).
// - Buttons copy the command line, the CSV and the wiki table.
// - The roles and races offered follow the variant field as it is typed.
// - The answer's chart is drawn with Chart.js (page-chart.js) over the
//   server's SVG, from the chart's JSON of the same run (the figure's
//   data-chart; else fetched from its data-plot address); values show on
//   hover.
// - In the static page, a Monte Carlo run shows how far it is.
(function () {
  'use strict';

  // A button after `after` that copies what text() gives (a promise).
  function copyButton(after, label, text) {
    if (!after || !navigator.clipboard) return;
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'copy';
    b.textContent = label;
    b.addEventListener('click', function () {
      text().then(function (t) {
        return navigator.clipboard.writeText(t);
      }).then(function () {
        b.textContent = 'Copied';
      }, function () {
        b.textContent = 'Could not copy';
      });
    });
    after.parentNode.insertBefore(b, after.nextSibling);
    return b;
  }

  function fetchText(href) {
    return fetch(href).then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.text();
    });
  }

  var main = document.querySelector('main');
  var wasm = !!(main && main.getAttribute('data-run') === 'wasm');

  // ---- the WebAssembly module (static files only) ----
  var worker = null, pending = null, nextId = 0;
  var decoder = window.TextDecoder ? new TextDecoder('utf-8') : null;

  // The module's answer to words: {stdout, stderr, status}; a run still
  // going is cancelled first (one run at a time).  onProgress(fraction),
  // if given, hears how far a Monte Carlo run is.
  function runWords(words, onProgress) {
    if (pending) cancelRun('a later question came');
    if (!worker) {
      worker = new Worker('worker.js');
      worker.onmessage = function (ev) {
        var p = pending;
        if (!p || ev.data.id !== p.id) return;
        if (ev.data.progress !== undefined) {
          if (p.progress) p.progress(ev.data.progress);
          return;
        }
        pending = null;
        if (ev.data.error) p.reject(new Error(ev.data.error));
        else p.resolve(ev.data);
      };
      worker.onerror = function (ev) {
        var p = pending;
        pending = null;
        worker = null;
        if (p) p.reject(new Error('the calculator could not start: ' + (ev.message || 'error')));
      };
    }
    return new Promise(function (resolve, reject) {
      pending = {id: ++nextId, resolve: resolve, reject: reject, progress: onProgress};
      worker.postMessage({id: pending.id, words: words});
    });
  }

  // Stop the run in progress: the worker is ended (a run cannot be
  // interrupted inside it) and the next run starts a new one.
  function cancelRun(why) {
    if (worker) worker.terminate();
    worker = null;
    var p = pending;
    pending = null;
    if (p) p.reject(new Error(why));
  }

  // The static page's address of a server address: /K?Q -> ?kind=K&Q.
  function staticUrl(serverUrl) {
    var u = new URL(serverUrl, location.href);
    var kind = u.pathname.replace(/^\//, '');
    var q = u.search.replace(/^\?/, '');
    return location.pathname + (kind ? '?kind=' + encodeURIComponent(kind) + (q ? '&' + q : '') : '');
  }

  // The module's words for the page of a static address, or for an API
  // link of the server's (/api/v1/K.FORMAT?Q).
  function keyWords(params, words) {
    params.forEach(function (v, k) {
      if (k !== 'kind') words.push(k + '=' + v);
    });
    return words;
  }
  function pageWords(url) {
    var p = new URL(url, location.href).searchParams;
    return keyWords(p, ['--web-page', p.get('kind') || '']);
  }
  function apiWords(serverUrl) {
    var u = new URL(serverUrl, location.href);
    var m = /^\/api\/v1\/([a-z]+)(?:\.(csv|wiki|plot\.json))?$/.exec(u.pathname);
    return m ? keyWords(u.searchParams, ['--web-api', m[2] || 'json', m[1]]) : null;
  }

  function text(bytes) {
    return decoder.decode(bytes);
  }

  // The page of url: {ok, body} as the server would send it.
  function getPage(url, onProgress) {
    if (!wasm) {
      return fetch(url, {headers: {'Accept': 'text/html'}}).then(function (r) {
        return r.text().then(function (body) {
          return {ok: /^text\/html/.test(r.headers.get('Content-Type') || ''), body: body};
        });
      });
    }
    return runWords(pageWords(url), onProgress).then(function (r) {
      return {ok: r.status === 0, body: text(r.status === 0 ? r.stdout : r.stderr)};
    });
  }

  // The text of an answer's link (CSV, wiki table).
  function linkText(a) {
    if (!a.nhmcWords) return fetchText(a.href);
    return runWords(a.nhmcWords).then(function (r) {
      if (r.status !== 0) throw new Error(text(r.stderr).trim());
      return text(r.stdout);
    });
  }

  // The server's addresses in a page made by the module: its pages to
  // static addresses, its API links to files made here when followed, the
  // SVG link left out (no gnuplot in a browser).
  function localLinks(root) {
    Array.prototype.forEach.call(root.querySelectorAll('a[href^="/"]'), function (a) {
      var href = a.getAttribute('href');
      if (!/^\/api\//.test(href)) {
        a.setAttribute('href', staticUrl(href));
        a.addEventListener('click', function (ev) {
          if (ev.button !== 0 || ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.altKey) return;
          ev.preventDefault();
          show(a.getAttribute('href'), true);
        });
        return;
      }
      var words = apiWords(href);
      if (!words) {
        a.remove();
        return;
      }
      a.nhmcWords = words;
      a.setAttribute('href', '#');
      a.addEventListener('click', function (ev) {
        ev.preventDefault();
        linkText(a).then(function (t) {
          var type = words[1] === 'csv' ? 'text/csv' : /json$/.test(words[1]) ? 'application/json' : 'text/plain';
          var file = document.createElement('a');
          file.href = URL.createObjectURL(new Blob([t], {type: type}));
          file.download = 'nhmc-' + words[2] + '.' + (words[1] === 'wiki' ? 'txt' : words[1]);
          document.body.appendChild(file);
          file.click();
          file.remove();
        }, function (e) {
          say(String(e.message || e));
        });
      });
    });
  }

  // The answer's chart over (or, in the static page, in place of) the
  // SVG: from the figure's own data, else fetched from its address; when
  // it cannot be had the SVG stays.
  function drawCharts(root) {
    if (!window.nhmcChart) return;
    Array.prototype.forEach.call(root.querySelectorAll('figure.chart'), function (figure) {
      var inline = figure.getAttribute('data-chart');
      var got = inline ? Promise.resolve(inline)
          : wasm ? Promise.reject(new Error('no chart'))
          : fetchText(figure.getAttribute('data-plot'));
      got.then(function (t) {
        window.nhmcChart.draw(figure, JSON.parse(t));
      }).catch(function () {});
    });
  }

  function copyButtons(root) {
    var pre = root.querySelector('pre.command');
    if (pre) {
      copyButton(pre, 'Copy the command', function () {
        return Promise.resolve(pre.textContent);
      });
    }
    var links = root.querySelector('p.links');
    if (!links) return;
    var where = links;
    [['CSV', 'Copy the CSV'], ['wiki table', 'Copy the wiki table']].forEach(function (w) {
      var a = Array.prototype.find.call(links.querySelectorAll('a'), function (x) {
        return x.textContent === w[0];
      });
      if (a) {
        var b = copyButton(where, w[1], function () { return linkText(a); });
        if (b) where = b;
      }
    });
  }

  // The roles and races of the variant typed: each hero table's datalist
  // names the spellings of its variants (data-variants); a name, or a
  // prefix of one table's names only, points the field at that table.
  function followVariant(root) {
    var variant = root.querySelector('#f-variant');
    if (!variant) return;
    function tableOf(key, v) {
      var lists = document.querySelectorAll('datalist[id^="l-' + key + '-"][data-variants]');
      var exact = null, prefixed = [];
      Array.prototype.forEach.call(lists, function (list) {
        var names = list.getAttribute('data-variants').toLowerCase().split(' ');
        if (names.indexOf(v) >= 0) exact = list;
        else if (v && names.some(function (n) { return n.indexOf(v) === 0; }))
          prefixed.push(list);
      });
      return exact || (prefixed.length === 1 ? prefixed[0] : null);
    }
    function follow() {
      var v = variant.value.trim().toLowerCase();
      ['role', 'race'].forEach(function (key) {
        var field = document.getElementById('f-' + key);
        var list = field && tableOf(key, v);
        if (list) field.setAttribute('list', list.id);
      });
    }
    variant.addEventListener('input', follow);
    variant.addEventListener('change', follow);
  }

  // The address of the form's question: its fields, the empty ones left
  // out (the server takes an empty field as not given).
  function questionUrl(form) {
    var params = new URLSearchParams();
    new FormData(form).forEach(function (value, key) {
      if (value !== '') params.append(key, value);
    });
    var q = params.toString();
    var url = form.getAttribute('action') + (q ? '?' + q : '');
    return wasm ? staticUrl(url) : url;
  }

  var loading = 0;

  function say(text) {
    var p = main.querySelector('p.problem.script');
    if (!p) {
      p = document.createElement('p');
      p.className = 'problem script';
      p.setAttribute('role', 'alert');
      var form = main.querySelector('form.question');
      (form || main).parentNode.insertBefore(p, form ? form.nextSibling : null);
    }
    p.textContent = text;
  }

  // Show the page at url (the server's rendering of it, or the module's)
  // in place of the main part; push it to the history when asked.  A page
  // the server refuses as text (503 busy, 414 too long) is said under the
  // form.  With the module, a Cancel button beside the form's stops a run.
  function show(url, push) {
    var mine = ++loading;
    var button = main.querySelector('form.question button[type=submit]');
    if (button) {
      button.disabled = true;
      button.textContent = 'Computing…';
      if (wasm && !main.querySelector('button.cancel')) {
        var cancel = document.createElement('button');
        cancel.type = 'button';
        cancel.className = 'cancel';
        cancel.textContent = 'Cancel';
        cancel.addEventListener('click', function () {
          cancelRun('cancelled: the run was stopped before its answer');
        });
        button.parentNode.insertBefore(cancel, button.nextSibling);
      }
    }
    main.setAttribute('aria-busy', 'true');
    // a Monte Carlo run's fraction done (the static page), beside Cancel
    function progress(f) {
      if (mine !== loading) return;
      var bar = main.querySelector('progress.run');
      var c = main.querySelector('button.cancel');
      if (!bar && c) {
        bar = document.createElement('progress');
        bar.className = 'run';
        bar.max = 1;
        bar.setAttribute('aria-label', 'trials done');
        c.parentNode.insertBefore(bar, c.nextSibling);
      }
      if (!bar) return;
      bar.value = f;
      bar.textContent = Math.floor(f * 100) + '%';
      var b = main.querySelector('form.question button[type=submit]');
      if (b) b.textContent = 'Computing… ' + Math.floor(f * 100) + '%';
    }
    return getPage(url, progress).then(function (got) {
      if (mine !== loading) return; // a later question won
      if (!got.ok) throw new Error(got.body.trim());
      var doc = new DOMParser().parseFromString(got.body, 'text/html');
      var fresh = doc.querySelector('main');
      if (!fresh) throw new Error('the answer could not be read; reload the page');
      var focused = document.activeElement && document.activeElement.id;
      main.replaceChildren.apply(main, Array.prototype.slice.call(fresh.childNodes));
      document.title = doc.title;
      if (wasm) localLinks(main);
      if (push) history.pushState({nhmc: true}, '', url);
      init(main);
      var again = focused && document.getElementById(focused);
      var error = main.querySelector('.field.bad input');
      if (error) error.focus();
      else if (again) again.focus();
    }).catch(function (e) {
      if (mine !== loading) return;
      say(String(e.message || e));
    }).then(function () {
      if (mine !== loading) return;
      main.removeAttribute('aria-busy');
      var c = main.querySelector('button.cancel');
      if (c) c.remove();
      var bar = main.querySelector('progress.run');
      if (bar) bar.remove();
      var b = main.querySelector('form.question button[type=submit]');
      if (b) {
        b.disabled = false;
        b.textContent = 'Answer';
      }
    });
  }

  function answerInPlace(root) {
    var form = root.querySelector('form.question');
    if (!form || !window.fetch || !window.DOMParser || !history.pushState) return;
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      show(questionUrl(form), true);
    });
  }

  function init(root) {
    drawCharts(root);
    copyButtons(root);
    followVariant(root);
    answerInPlace(root);
  }

  if (wasm) {
    // the static page: every page, the first too, is the module's; its
    // files are kept for offline use (sw.js)
    if (navigator.serviceWorker) navigator.serviceWorker.register('sw.js').catch(function () {});
    history.replaceState({nhmc: true}, '', location.href);
    window.addEventListener('popstate', function (ev) {
      if (ev.state && ev.state.nhmc) show(location.href, false);
    });
    show(location.href, false);
    return;
  }
  init(document);
  if (main && main.querySelector('form.question') && history.replaceState) {
    history.replaceState({nhmc: true}, '', location.href);
    // back and forward: the answer of that address, from the server
    window.addEventListener('popstate', function (ev) {
      if (ev.state && ev.state.nhmc) show(location.href, false);
    });
  }
})();
