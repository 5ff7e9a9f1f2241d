# testlib: what the test scripts share, sourced after `set -u`: from the
# repository root, NHMC made absolute (default ./nhmc), repo, a temporary
# directory $tmp removed on exit, and the counters with ok / not_ok, which
# print "ok - NAME" or "not ok - NAME" and the detail, indented as "#".
cd "$(dirname "${BASH_SOURCE[0]}")/.."
NHMC=${NHMC:-./nhmc}
case $NHMC in /*) ;; *) NHMC="$PWD/$NHMC" ;; esac
repo=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

ok() { passed=$((passed + 1)); echo "ok - $1"; }
not_ok() {
    failed=$((failed + 1))
    echo "not ok - $1"
    [ -n "${2:-}" ] && printf '%s\n' "$2" | sed 's/^/#   /'
    return 0
}
