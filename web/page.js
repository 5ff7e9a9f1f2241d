// nhmc serve: niceties only; every page works without this script.
// A button to copy the command line.
(function () {
  var pre = document.querySelector('pre.command');
  if (!pre || !navigator.clipboard) return;
  var b = document.createElement('button');
  b.type = 'button';
  b.textContent = 'Copy the command';
  b.addEventListener('click', function () {
    navigator.clipboard.writeText(pre.textContent).then(function () {
      b.textContent = 'Copied';
    });
  });
  pre.parentNode.insertBefore(b, pre.nextSibling);
})();

// The roles and races offered follow the variant field as it is typed:
// dNetHack's for dnethack, vanilla's otherwise (the server renders both).
(function () {
  var variant = document.getElementById('f-variant');
  if (!variant) return;
  function follow() {
    var v = variant.value.trim().toLowerCase();
    var table = /^dn/.test(v) ? 'dnethack' : 'vanilla';
    ['role', 'race'].forEach(function (key) {
      var field = document.getElementById('f-' + key);
      if (field && document.getElementById('l-' + key + '-' + table))
        field.setAttribute('list', 'l-' + key + '-' + table);
    });
  }
  variant.addEventListener('input', follow);
  variant.addEventListener('change', follow);
})();
