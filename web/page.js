// nhmc serve: niceties only; every page works without this script (the
// form is a plain GET form, and the server renders every answer).
//
// - The form answers without reloading the page: it is sent with fetch, the
//   page's main part is replaced by the server's answer, and the question
//   goes to the address bar (history.pushState), so reload, back and a
//   pasted link give the same answer (the server renders that address).
// - Buttons copy the command line, the CSV and the wiki table.
// - The roles and races offered follow the variant field as it is typed.
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
        var b = copyButton(where, w[1], function () { return fetchText(a.href); });
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
    return form.getAttribute('action') + (q ? '?' + q : '');
  }

  var main = document.querySelector('main');
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

  // Show the page at url (the server's rendering of it) in place of the
  // main part; push it to the history when asked.  A page the server
  // refuses as text (503 busy, 414 too long) is said under the form.
  function show(url, push) {
    var mine = ++loading;
    var button = main.querySelector('form.question button[type=submit]');
    if (button) {
      button.disabled = true;
      button.textContent = 'Computing…';
    }
    main.setAttribute('aria-busy', 'true');
    return fetch(url, {headers: {'Accept': 'text/html'}}).then(function (r) {
      return r.text().then(function (body) {
        return {ok: /^text\/html/.test(r.headers.get('Content-Type') || ''), body: body};
      });
    }).then(function (got) {
      if (mine !== loading) return; // a later question won
      if (!got.ok) throw new Error(got.body.trim());
      var doc = new DOMParser().parseFromString(got.body, 'text/html');
      var fresh = doc.querySelector('main');
      if (!fresh) throw new Error('the answer could not be read; reload the page');
      var focused = document.activeElement && document.activeElement.id;
      main.replaceChildren.apply(main, Array.prototype.slice.call(fresh.childNodes));
      document.title = doc.title;
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
    copyButtons(root);
    followVariant(root);
    answerInPlace(root);
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
