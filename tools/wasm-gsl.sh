#!/bin/sh
# GSL compiled to WebAssembly for `make web` (docs/web.md), from Debian's
# source package, never rewritten: apt-get source gsl, Emscripten's
# configure and make, the static library only.
# Usage: tools/wasm-gsl.sh DIR
# Leaves DIR/lib/libgsl.a and DIR/include/gsl/*.h; does nothing when they are
# there (the build takes 5 to 15 minutes).  Needs emcc (tools/install-deps.sh
# web) and dpkg-dev.  When apt has no deb-src line for Debian, it adds
# /etc/apt/sources.list.d/nhmc-src.sources (as root, or through sudo) and
# says so.
set -eu
out=${1:?usage: tools/wasm-gsl.sh DIR}
if [ -f "$out/lib/libgsl.a" ] && [ -f "$out/include/gsl/gsl_cdf.h" ]; then
    exit 0
fi
# emcc runs node scripts needing acorn; Debian's nodejs finds it in
# /usr/share/nodejs, another node only through NODE_PATH.
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"

if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
src_list=/etc/apt/sources.list.d/nhmc-src.sources
if ! apt-get source --print-uris gsl >/dev/null 2>&1; then
    suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
    echo "nhmc: apt has no source lines: adding $src_list (deb-src of Debian $suite main)" >&2
    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
        "$suite" | $SUDO tee "$src_list" >/dev/null
    $SUDO apt-get update -qq
fi

work="$out/src"
rm -rf "$work"
mkdir -p "$work"
echo "nhmc: building GSL for WebAssembly from Debian's source package in $work" >&2
(cd "$work" && apt-get source -qq gsl >/dev/null)
dir=$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'gsl-*' | head -n 1)
[ -n "$dir" ] || { echo "nhmc: apt-get source gsl unpacked nothing in $work" >&2; exit 1; }
(
    cd "$dir"
    # config.sub knows no wasm32-emscripten; a 32-bit Linux host is what the
    # code assumes of wasm32 (ILP32, IEEE doubles), and a cross --host keeps
    # configure from running its test programs.
    emconfigure ./configure --host=i686-pc-linux-gnu --disable-shared --enable-static \
        CFLAGS=-O2 >configure.log 2>&1 || { tail -n 30 configure.log; exit 1; }
    # Every library folder, not doc/ (the dfsg tarball lacks a file its
    # manual needs).
    subdirs=$(sed -n 's/^SUBDIRS = //p' Makefile | tr ' ' '\n' | grep -vx doc | tr '\n' ' ')
    emmake make -j"${JOBS:-2}" SUBDIRS="$subdirs" >make.log 2>&1 || { tail -n 30 make.log; exit 1; }
)
mkdir -p "$out/lib" "$out/include/gsl"
cp "$dir/.libs/libgsl.a" "$out/lib/libgsl.a"
cp -L "$dir"/gsl/*.h "$out/include/gsl/"
echo "nhmc: GSL for WebAssembly: $out/lib/libgsl.a" >&2
