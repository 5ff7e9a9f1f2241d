#!/usr/bin/env bash
# The registry is the only list of kinds: no code outside src/kinds/ names a
# kind.  A kind is a folder of src/kinds/; an identifier of a kind is one
# that is its name or begins with it and '_' (levelup_exact, PRAYER_HOLY,
# sanity_case), in any case.  Every .c and .h of src/ outside src/kinds/
# and of include/ is read without its comments and string literals (a
# sentence or a message may name a kind; code may not).  Kinds may use each
# other inside src/kinds/.
# Prints "kind-names: N passed, M failed"; exit 1 on a failure.
# Usage: tests/kind-names.sh
set -u
cd "$(dirname "$0")/.."
CC=${CC:-cc}
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok - $1"; }
not_ok() {
    failed=$((failed + 1))
    echo "not ok - $1"
    [ -n "${2:-}" ] && printf '%s\n' "$2" | head -n 20 | sed 's/^/#   /'
    return 0
}

kinds=$(cd src/kinds && for d in */; do echo "${d%/}"; done)
if [ "$(echo $kinds | wc -w)" -ge 1 ]; then ok "src/kinds/ holds $(echo $kinds | wc -w) kinds"; else
    not_ok "no kind folder in src/kinds/"
fi
alt=$(echo $kinds | tr ' ' '|')

# Each kind is registered: its entry K_kind is in the list of src/kinds/kinds.c.
for k in $kinds; do
    if grep -q "&${k}_kind\b" src/kinds/kinds.c; then ok "kind $k is in src/kinds/kinds.c"; else
        not_ok "kind $k (src/kinds/$k/) is not in the list of src/kinds/kinds.c"
    fi
done

# code: the file without comments (the compiler's preprocessor, no macro
# expanded) and with every string literal emptied
code() {
    "$CC" -fpreprocessed -dD -E -P -x c "$1" 2>/dev/null | sed -E 's/"([^"\\]|\\.)*"/""/g'
}

# Self-test: the check finds a kind's identifier in code, not in a comment
# or a string.
sample=$(mktemp --suffix=.c)
trap 'rm -f "$sample"' EXIT
first=$(echo $kinds | cut -d' ' -f1)
printf '/* %s_case in a comment */\nconst char *s = "%s_case";\nint %s_count;\n' \
    "$first" "$first" "$first" >"$sample"
hits=$(code "$sample" | grep -oiwE '[A-Za-z_][A-Za-z0-9_]*' | grep -icE "^($alt)(_|$)")
if [ "$hits" = 1 ]; then ok "the check finds ${first}_count in code and nothing in comments or strings"; else
    not_ok "self-test: expected 1 identifier of a kind in the sample, found $hits"
fi

found=""
nfiles=0
while IFS= read -r f; do
    nfiles=$((nfiles + 1))
    ids=$(code "$f" | grep -oiwE '[A-Za-z_][A-Za-z0-9_]*' | grep -iE "^($alt)(_|$)" | sort -u |
        tr '\n' ' ')
    [ -n "$ids" ] && found="$found$f: $ids"$'\n'
done < <(find src include -name '*.[ch]' -not -path 'src/kinds/*' | sort)
if [ -z "$found" ] && [ "$nfiles" -gt 0 ]; then
    ok "no identifier of a kind in the $nfiles files of src/ outside src/kinds/ and include/"
else
    not_ok "identifiers of kinds outside src/kinds/ (the registry, kind.h, is how to reach a kind)" "$found"
fi

echo "kind-names: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
