#!/usr/bin/env bash
# The documentation is true to the program:
#   - every example in README.md and docs/ gives its shown output
#     (tests/doctest.sh), and doctest.sh itself fails on one wrong digit;
#   - the key tables of docs/kinds/K.md are what tools/kinddoc prints from
#     the kind registry;
#   - every column of every kind's CSV header is documented in its page;
#   - the man page names every option of `nhmc --help` and of each
#     `nhmc COMMAND --help`, and no other;
#   - `make install` installs the scenarios, and `nhmc run NAME` finds them.
# NHMC names the binary (default ./nhmc); tools/kinddoc and man/nhmc.1 are
# taken from its build directory.  With NHMC_SANITIZED set, the checks that
# rebuild or install (kinddoc, install) are left to the plain build.
# Prints "ok - ..." / "not ok - ..." and a last line "docs: N passed, M failed".
set -u
. "$(dirname "$0")/testlib.sh"
# The build directory NHMC was made in (its libnhmc.a), else build/: never
# the repository root, where a build would scatter objects.
build=$(dirname "$NHMC")
[ -f "$build/libnhmc.a" ] || build=$repo/build

# --- doctest.sh fails on a wrong digit, passes the same page right
if NHMC=$NHMC tests/doctest.sh tests/data/doctest/pass.md >"$tmp/out" 2>&1; then
    ok "doctest passes a right page (tests/data/doctest/pass.md)"
else
    not_ok "doctest passes a right page (tests/data/doctest/pass.md)" "$(cat "$tmp/out")"
fi
if NHMC=$NHMC tests/doctest.sh tests/data/doctest/wrong_digit.md >"$tmp/out" 2>&1; then
    not_ok "doctest fails on one wrong digit" "$(cat "$tmp/out")"
elif grep -q '^not ok - tests/data/doctest/wrong_digit.md:9:' "$tmp/out" &&
    grep -q 'doctest: 1 passed, 1 failed' "$tmp/out"; then
    ok "doctest fails on one wrong digit, naming the block's line"
else
    not_ok "doctest fails on one wrong digit, naming the block's line" "$(cat "$tmp/out")"
fi

# --- every example of the documentation
NHMC=$NHMC tests/doctest.sh >"$tmp/out" 2>&1
grep -v '^doctest: ' "$tmp/out"
p=$(sed -n 's/^doctest: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$tmp/out")
f=$(sed -n 's/^doctest: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$tmp/out")
passed=$((passed + ${p:-0}))
failed=$((failed + ${f:-1}))
if [ "${p:-0}" -lt 20 ]; then not_ok "at least 20 documented examples (found ${p:-0})"; fi

# --- README.md stays short
lines=$(wc -l <README.md)
if [ "$lines" -le 250 ]; then ok "README.md has $lines lines (at most 250)"; else
    not_ok "README.md has $lines lines, more than 250"
fi

# --- the key tables of docs/kinds/K.md, from the kind registry: a page for
# every kind the registry has
if [ -n "${NHMC_SANITIZED:-}" ]; then
    echo "# kinddoc tables: checked by the plain build"
elif [ ! -x "$build/tools/kinddoc" ]; then
    not_ok "kinddoc tables: $build/tools/kinddoc is not built"
else
    kinds=$("$build/tools/kinddoc" --list)
    nopage=""
    for k in $kinds; do [ -f "docs/kinds/$k.md" ] || nopage="$nopage $k"; done
    if [ -n "$kinds" ] && [ -z "$nopage" ]; then
        ok "docs/kinds has a page for each of the $(echo $kinds | wc -w) kinds"
    else
        not_ok "kinds without a page in docs/kinds:${nopage:- (kinddoc --list printed nothing)}"
    fi
    for k in $kinds; do
        page=docs/kinds/$k.md
        if ! "$build/tools/kinddoc" "$k" >"$tmp/want" 2>"$tmp/err"; then
            not_ok "$page: kinddoc $k failed" "$(cat "$tmp/err")"
            continue
        fi
        sed -n '/^<!-- kinddoc begin -->$/,/^<!-- kinddoc end -->$/p' "$page" 2>/dev/null |
            sed '1d;$d' >"$tmp/have"
        if cmp -s "$tmp/want" "$tmp/have"; then ok "$page: key table is kinddoc's"; else
            not_ok "$page: key table differs from tools/kinddoc $k (make kinddocs rewrites it)" \
                "$(diff -u "$tmp/have" "$tmp/want" | head -n 20)"
        fi
        # the README's table of kinds: its variants cell begins with the
        # variants the registry says the kind models (struct nh_kind's variants)
        want=$("$build/tools/kinddoc" --variants "$k")
        have=$(grep -F "| [$k](docs/kinds/$k.md) |" README.md | awk -F'|' '{ sub(/^ /, "", $(NF-1)); print $(NF-1) }')
        case $have in
        "$want" | "$want "*) ok "README.md: the variants of $k are the registry's ($want)" ;;
        *) not_ok "README.md: the variants of $k are \"$have\", expected \"$want\" first (kinddoc --variants $k)" ;;
        esac
    done
fi

# --- every column of every kind's CSV header is in its page's column table
# (the first cell of the rows under "## Output columns"; in a name with an
# underscore, a one-letter upper-case part such as T in s_T_mean stands for
# a number)
columns_of_kind() { # kind: the nhmc arguments whose CSV header has every column
    case $1 in
    levelup) echo 'levelup --role Val --race hum --con 10 --xl 1 --exact --hp 12' ;;
    rnz) echo 'rnz --i 350 --xl 1 --exact --value 350' ;;
    regen) echo 'regen --role Val --race hum --xl 8 --con 16 --hp 5 --maxhp 40 --mh 5 --mhmax 20 --plane-of-air --exact --value 100' ;;
    regen-after) echo 'regen --xl 8 --con 16 --hp 5 --maxhp 40 --after 100 --exact --value 20' ;;
    regen-rate) echo 'regen --role Val --xl 8 --con 16 --rate' ;;
    prayer) echo 'pray --variant 3.6.7,dnethack --role Tou --turn 101 --wishes 1 --altar coaligned --hp 2 --exact' ;;
    growth) echo 'growth --role Val --xl 2 --events "level 5; nurse" --until-maxhp 40 --exact --hp 40' ;;
    monster) echo 'monster kitten --grow --kills 1 --victim-level 0 --gain-levels 1 --measure hp,level --exact --value 3' ;;
    grace) echo 'grace --maxhp 20 --damage 2d4 --regen 1 --life-saving 3.4.3 --polymorph 5' ;;
    sanity) echo 'sanity --role Val --events "see nachash tannin at 10 hostile" --checkpoints 100 --end 200 --value 90' ;;
    esac
}
for run in ${kinds:-levelup rnz regen prayer growth monster grace sanity} regen-after regen-rate; do
    k=${run%%-*}
    page=docs/kinds/$k.md
    if [ -z "$(columns_of_kind "$run")" ]; then
        not_ok "$page: tests/docs.sh has no command for its CSV header (columns_of_kind $run)"
        continue
    fi
    if ! eval "\"\$NHMC\" $(columns_of_kind "$run") --format csv" >"$tmp/csv" 2>"$tmp/err"; then
        not_ok "$page: nhmc $(columns_of_kind "$run") failed" "$(cat "$tmp/err")"
        continue
    fi
    awk '/^## Output columns/ { on = 1; next } /^## / { on = 0 } on && /^\| `/' "$page" |
        cut -d'|' -f2 | grep -o '`[^`]*`' | tr -d '`' |
        sed -E '/_/ { s/(^|_)[A-Z](_|$)/\1[0-9]+\2/g; s/(^|_)[A-Z](_|$)/\1[0-9]+\2/g; }' >"$tmp/documented"
    missing=""
    for c in $(head -n 1 "$tmp/csv" | tr ',' ' '); do
        found=0
        while IFS= read -r pat; do
            if printf '%s\n' "$c" | grep -qxE -- "$pat"; then found=1; break; fi
        done <"$tmp/documented"
        [ "$found" -eq 1 ] || missing="$missing $c"
    done
    if [ -z "$missing" ]; then ok "$page documents every column of nhmc $(columns_of_kind "$run" | cut -d' ' -f1) ($run)"; else
        not_ok "$page: columns not in its column table:$missing"
    fi
done

# --- the man page names every option of the help, and the variants
man=$build/man/nhmc.1
if [ -n "${NHMC_SANITIZED:-}" ]; then
    echo "# man page: checked by the plain build"
elif [ ! -s "$man" ]; then
    not_ok "man page: $man is not built"
else
    sed 's/\\-/-/g' "$man" >"$tmp/man"
    "$NHMC" --help >"$tmp/help"
    for c in $(sed -n 's/^  nhmc \([a-z][a-z]*\).*/\1/p' "$tmp/help" | uniq); do
        "$NHMC" "$c" --help >>"$tmp/help"
    done
    missing=""
    for o in $(grep -oE -- '--[a-z][a-z0-9-]*' "$tmp/help" | sort -u); do
        grep -qF -- "$o" "$tmp/man" || missing="$missing $o"
    done
    n=$(grep -oE -- '--[a-z][a-z0-9-]*' "$tmp/help" | sort -u | wc -l)
    if [ -z "$missing" ] && [ "$n" -gt 50 ]; then ok "man page names all $n options of the help"; else
        not_ok "man page lacks options of the help:$missing (of $n)"
    fi
    extra=""
    for o in $(grep -oE -- '--[a-z][a-z0-9-]*' "$tmp/man" | sort -u); do
        grep -qF -- "$o" "$tmp/help" || extra="$extra $o"
    done
    if [ -z "$extra" ]; then ok "every option the man page names is in the help"; else
        not_ok "the man page names options the help does not have:$extra"
    fi
    for w in dnethack fiqhack '[sanity]' 'SCENARIO FILES' 'EXIT STATUS' NHMC_SCENARIOS; do
        if grep -qF -- "$w" "$tmp/man"; then ok "man page mentions $w"; else not_ok "man page lacks $w"; fi
    done
fi

# --- make install: program, man page, scenarios, docs; nhmc run NAME
if [ -n "${NHMC_SANITIZED:-}" ]; then
    echo "# install: checked by the plain build"
else
    stage=$tmp/stage
    prefix=/usr/local
    if ! make -s -C "$repo" install BUILD="$build" DESTDIR="$stage" PREFIX="$prefix" >"$tmp/out" 2>&1; then
        not_ok "make install DESTDIR=..." "$(tail -n 20 "$tmp/out")"
    else
        root=$stage$prefix
        bad=""
        for f in bin/nhmc share/man/man1/nhmc.1 share/doc/nhmc/README.md \
            share/doc/nhmc/docs/statistics.md share/doc/nhmc/docs/kinds/levelup.md \
            share/doc/nhmc/results/maxhp_fan.svg; do
            [ -s "$root/$f" ] || bad="$bad $f"
        done
        want=$(ls scenarios/*.ini | wc -l)
        have=$(ls "$root/share/nhmc/scenarios/"*.ini 2>/dev/null | wc -l)
        [ "$want" -eq "$have" ] || bad="$bad scenarios($have of $want)"
        if [ -z "$bad" ]; then ok "make install installs nhmc, its man page, $have scenarios and the docs"; else
            not_ok "make install is missing:$bad"
        fi
        # every relative link of the installed pages (links and pictures)
        # names an installed file or directory: the tree is the repository's
        broken=""
        nlinks=0
        while IFS= read -r page; do
            dir=$(dirname "$page")
            for target in $(grep -oE '\]\([^)]+\)' "$page" | sed 's/^](//; s/)$//; s/#.*//'); do
                case $target in '' | http:* | https:* | mailto:*) continue ;; esac
                nlinks=$((nlinks + 1))
                [ -e "$dir/$target" ] || broken="$broken ${page#"$root"/}->$target"
            done
        done < <(find "$root/share/doc/nhmc" -name '*.md')
        if [ -z "$broken" ] && [ "$nlinks" -gt 100 ]; then
            ok "the installed docs' $nlinks links all name installed files"
        else
            not_ok "installed docs: $nlinks links, broken:$broken"
        fi
        mkdir -p "$tmp/elsewhere"
        # run_by_name ARG NAME: the installed nhmc, from another directory,
        # runs `nhmc run ARG` and writes the shipped results/NAME.csv
        run_by_name() {
            rm -rf "$tmp/elsewhere/results"
            (cd "$tmp/elsewhere" && env -u NHMC_SCENARIOS "$root/bin/nhmc" run -q "$1" \
                >"$tmp/out" 2>&1)
            if cmp -s "$tmp/elsewhere/results/$2.csv" "results/$2.csv"; then
                ok "installed nhmc runs 'nhmc run $1' from another directory"
            else
                not_ok "installed nhmc run $1 from another directory" "$(cat "$tmp/out")"
            fi
        }
        run_by_name potions_at_full potions_at_full
        run_by_name pray_when.ini pray_when
        mkdir -p "$tmp/mine"
        printf '[run]\nkind = rnz\nmethod = exact\n[rnz]\ni = 350\nxl = 1\n' >"$tmp/mine/mine.ini"
        (cd "$tmp/elsewhere" && NHMC_SCENARIOS="$tmp/none:$tmp/mine" "$NHMC" run mine \
            >"$tmp/out" 2>&1)
        if grep -q '^350,1,,453.7872324219,' "$tmp/out"; then ok "nhmc run NAME looks in \$NHMC_SCENARIOS"; else
            not_ok "nhmc run NAME with NHMC_SCENARIOS" "$(cat "$tmp/out")"
        fi
        (cd "$tmp/elsewhere" && NHMC_SCENARIOS="$tmp/mine" "$root/bin/nhmc" run no_such_scenario \
            >"$tmp/out" 2>"$tmp/err")
        rc=$?
        if [ "$rc" -eq 2 ] && [ ! -s "$tmp/out" ] &&
            grep -qF "nhmc: no_such_scenario: cannot open: No such file or directory, and no shipped scenario of that name in $tmp/mine, $root/share/nhmc/scenarios, " "$tmp/err"; then
            ok "nhmc run of an unknown name fails (exit 2) listing where it looked"
        else
            not_ok "nhmc run no_such_scenario: exit $rc" "$(cat "$tmp/err")"
        fi
        make -s -C "$repo" uninstall BUILD="$build" DESTDIR="$stage" PREFIX="$prefix" >/dev/null 2>&1
        left=$(find "$stage" -type f | wc -l)
        if [ "$left" -eq 0 ]; then ok "make uninstall removes every installed file"; else
            not_ok "make uninstall left $left files" "$(find "$stage" -type f | head)"
        fi
    fi
fi

echo "docs: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
