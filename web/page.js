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
