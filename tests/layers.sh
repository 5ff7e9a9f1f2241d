#!/usr/bin/env bash
# The folders of src/ include each other in one direction only (docs/HACKING.md,
# Layout): no folder includes a header of a folder that includes one of its
# own, directly or through others.  A public header include/nhmc/X.h belongs
# to the folder of src/*/X.c; the registry's headers (kind.h, experiment.h)
# are the contract between the pipeline and the kinds and belong to neither.
# Also: the engine names nothing of the game or above, and no folder outside
# src/kinds/ holds more than 12% of src/'s lines.
# Prints "ok - ..." / "not ok - ..." and "layers: N passed, M failed".
set -u
. "$(dirname "$0")/testlib.sh"

edges=$(
    find src -name '*.[ch]' | LC_ALL=C sort | while read -r f; do
        grep -H -o '^#include "[^"]*"' "$f"
    done | awk -F: '
    BEGIN {
        special["nhmc/kind.h"] = "registry"; special["nhmc/experiment.h"] = "registry"
        special["nhmc/simd.h"] = "engine"; special["nhmc/output.h"] = "output"
        special["nhmc/dnh.h"] = "game"; special["nhmc/cli.h"] = "cli"
        special["nhmc/attr_init.h"] = "game"
        while (("find src -name \"*.c\" ! -path \"src/kinds/*\"" | getline c) > 0) {
            n = split(c, p, "/"); base = p[n]; sub(/\.c$/, "", base)
            if (!(base in owner)) owner[base] = p[2]
        }
    }
    function folder(path,   p) { split(path, p, "/"); return p[2] }
    {
        from = folder($1); h = $2; sub(/^#include "/, "", h); sub(/"$/, "", h)
        if (h in special) to = special[h]
        else if (h ~ /^nhmc\//) { b = h; sub(/^nhmc\//, "", b); sub(/\.h$/, "", b); to = (b in owner) ? owner[b] : "?" h }
        else if (h ~ /\//) { split(h, q, "/"); to = q[1] }
        else to = from
        if (to != from && to != "registry") print from, to, $1, h
    }' | LC_ALL=C sort -u
)

unknown=$(awk '$2 ~ /^\?/' <<<"$edges")
[ -z "$unknown" ] && ok "every included header belongs to a folder" ||
    not_ok "every included header belongs to a folder" "$unknown"

# A loop: a pair of folders each reaching the other (transitive closure).
loops=$(awk '{ e[$1, $2] = 1; n[$1] = 1; n[$2] = 1 }
    END {
        for (k in n) for (i in n) for (j in n) if (e[i, k] && e[k, j]) e[i, j] = 1
        for (i in n) for (j in n) if (i < j && e[i, j] && e[j, i]) print i " <-> " j
    }' <<<"$edges")
if [ -z "$loops" ]; then ok "no include loop between folders of src/"; else
    not_ok "no include loop between folders of src/" \
        "$loops; first includes: $(awk '{ print $3 " includes " $4 " (" $1 " -> " $2 ")" }' <<<"$edges" | head -n 20)"
fi

engine_up=$(awk '$1 == "engine" && $2 != "exact"' <<<"$edges")
[ -z "$engine_up" ] && ok "the engine includes nothing of the game, the pipeline, output or kinds" ||
    not_ok "the engine includes nothing of the game, the pipeline, output or kinds" "$engine_up"
game_up=$(awk '$1 == "game" && $2 != "engine" && $2 != "exact"' <<<"$edges")
[ -z "$game_up" ] && ok "the game's rules include only the engine" ||
    not_ok "the game's rules include only the engine" "$game_up"
output_up=$(awk '$1 == "output" && ($2 == "pipeline" || $2 == "kinds" || $2 == "cli")' <<<"$edges")
[ -z "$output_up" ] && ok "output includes nothing of the pipeline, the kinds or the command line" ||
    not_ok "output includes nothing of the pipeline, the kinds or the command line" "$output_up"

total=$(find src -name '*.[ch]' -exec cat {} + | wc -l)
big=$(for d in src/*/; do
    [ "$d" = src/kinds/ ] && continue
    n=$(find "$d" -name '*.[ch]' -exec cat {} + | wc -l)
    [ $((n * 100)) -gt $((total * 12)) ] && echo "$d: $n of $total lines"
done)
[ -z "$big" ] && ok "no folder outside src/kinds/ holds more than 12% of src/" ||
    not_ok "no folder outside src/kinds/ holds more than 12% of src/" "$big"

echo "layers: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
