#!/bin/sh
# The static page's index.html (make web, docs/web.md): web/page.html with
# its main marked for the WebAssembly module (web/page.js reads the mark),
# a note while it loads, and addresses relative to the folder it is
# published in (static/ for the page's files, ./ for the front page).
# Usage: tools/web-index.sh web/page.html > build/web/index.html
set -eu
sed -e 's|{{title}}|nhmc: NetHack\&#39;s hit points, computed|' \
    -e 's|{{main}}|<p class="loading">Loading the calculator: it computes here, in your browser.</p>\n<noscript><p class="problem">This page computes with JavaScript; turn it on, or ask nhmc serve.</p></noscript>|' \
    -e 's|<main>|<main data-run="wasm">|' \
    -e 's|"/static/|"static/|g' \
    -e 's|href="/"|href="./"|g' "$1"
