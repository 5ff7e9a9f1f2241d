#!/usr/bin/env bash
# No file in the repository may point outside it: the rules nhmc follows are
# stated in docs/rules.md and cite the game's source, so nothing may cite a
# specification that is not shipped (its file names, its section signs).
# Prints "no-outside-refs: N passed, M failed"; exit 1 on a failure.
# Usage: tests/no-outside-refs.sh
set -u
cd "$(dirname "$0")/.."


# The patterns are built from pieces so that this script does not match itself.
sect=$'\xc2\xa7'
patterns=(
    'shared/spe[c]'
    'vanilla[.]md'
    'variants[.]md'
    'nethack50[.]md'
    "$sect"
)

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files)
else
    mapfile -t files < <(find . -type f -not -path './.git/*' -not -path './build*' |
        sed 's|^\./||')
fi

checked=()
for f in "${files[@]}"; do
    [ -f "$f" ] || continue
    checked+=("$f")
done

passed=0
failed=0
for pat in "${patterns[@]}"; do
    mapfile -t hits < <(grep -Il -e "$pat" -- "${checked[@]}")
    if [ "${#hits[@]}" -eq 0 ]; then
        echo "ok - no file mentions /$pat/"
        passed=$((passed + 1))
    else
        echo "not ok - files that mention /$pat/ (cite the game's source or docs/rules.md instead):"
        grep -HIn -e "$pat" -- "${hits[@]}" | sed 's|^|#   |'
        failed=$((failed + 1))
    fi
done
echo "no-outside-refs: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
