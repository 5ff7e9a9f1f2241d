#!/bin/sh
# Install the Debian packages nhmc needs, if any are missing.
# Usage: tools/install-deps.sh [build|check|mpi|web]
#   build: what `make` and `make run` need (gnuplot-nox and its font draw
#   --plot; help2man writes the man page; libmicrohttpd-dev: nhmc serve links it;
#   libjs-chart.js: Chart.js, /usr/share/javascript/chart.js/chart.min.js,
#   built into nhmc serve and copied into make web's folder: the page's chart);
#   check: also the test tools (libxml2-utils: xmllint reads the SVGs; python3
#   talks to nhmc serve in tests/web.sh; chromium, chromium-driver and
#   python3-selenium: tests/browser.py opens the page in a real browser),
#   clang and libFuzzer included (make fuzz, make fuzz-smoke), and Open MPI
#   (nhmc-mpi and its tests);
#   mpi: build and Open MPI (make nhmc-mpi);
#   web: build and what `make web` needs (docs/web.md): emscripten (emcc),
#   nodejs (emcc runs on it; tests/wasm.sh), dpkg-dev (apt-get source unpacks
#   GSL's source package).
# Detection uses dpkg (and pkg-config where a .pc file exists); installation
# uses apt-get, through sudo when not root. Prints what it installs.
set -eu
mode=${1:-build}
need="libgsl-dev libinih-dev libmicrohttpd-dev pkg-config gnuplot-nox fonts-dejavu-core help2man libjs-chart.js"
if [ "$mode" = check ]; then
    need="$need libcmocka-dev libpcg-cpp-dev libxml2-utils python3 chromium chromium-driver python3-selenium g++ clang libclang-rt-14-dev libfuzzer-14-dev"
fi
if [ "$mode" = check ] || [ "$mode" = mpi ]; then
    need="$need openmpi-bin libopenmpi-dev" # nhmc-mpi (docs/mpi.md)
fi
if [ "$mode" = web ]; then
    need="$need emscripten nodejs dpkg-dev"
fi
missing=""
for p in $need; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0
echo "nhmc: installing missing Debian packages:$missing" >&2
if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "nhmc: not root and no sudo; install as root: apt-get install$missing" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing
