#!/usr/bin/env bash
# nhmc compiled to WebAssembly (make web, docs/web.md) against ./nhmc, under
# Node (Debian nodejs): tests/wasm.js.  Skipped, with a line saying so, when
# build/web/ has no module (no emcc: `make check-web` builds it when emcc is
# installed; tools/install-deps.sh web installs it).
# Usage: tests/wasm.sh [WEB_DIR]    NHMC names the native binary (./nhmc)
set -u
. "$(dirname "$0")/testlib.sh"
web=${1:-build/web}
if [ ! -f "$web/nhmc.wasm" ] || [ ! -f "$web/nhmc-run.js" ]; then
    echo "wasm: skipped, no $web/nhmc.wasm (make web needs emcc: tools/install-deps.sh web)"
    echo "wasm: 0 passed, 0 failed"
    exit 0
fi
command -v node >/dev/null 2>&1 || { echo "wasm: no node (tools/install-deps.sh web)"; exit 1; }
node tests/wasm.js "$NHMC" "$web"
