#!/usr/bin/env bash
# --plot for every kind: each command writes an SVG that parses as XML with
# the number of data series its picture should have (gnuplot names each
# drawn series <g id="nhmc_plot_...">), and a PNG whose size (from its IHDR)
# is the SVG's; a kept script draws the same picture again; gnuplot
# missing or an unknown extension: exit 2 and nothing written; the same
# command twice gives the same SVG bytes.
# Usage: tests/plot.sh    NHMC names the binary (default ./nhmc)
# Prints "ok - NAME" / "not ok - NAME" and "plot: N passed, M failed".
set -u
cd "$(dirname "$0")/.."
NHMC=${NHMC:-./nhmc}
case $NHMC in /*) ;; *) NHMC="$PWD/$NHMC" ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok - $1"; }
not_ok() { failed=$((failed + 1)); echo "not ok - $1"; echo "#   $2"; }

if ! command -v gnuplot >/dev/null || ! command -v xmllint >/dev/null; then
    echo "plot: gnuplot and xmllint are needed (tools/install-deps.sh check)"
    echo "plot: 0 passed, 1 failed"
    exit 1
fi

series() { xmllint --xpath 'count(//*[local-name()="g"][starts-with(@id,"nhmc_plot_")])' "$1"; }
# The size an SVG says and the one a PNG's IHDR holds (big-endian at 16..23).
svg_size() { xmllint --xpath 'concat(/*/@width, "x", /*/@height)' "$1"; }
png_size() {
    local hex
    hex=$(od -An -tx1 -j16 -N8 "$1" | tr -d ' \n')
    echo "$((16#${hex:0:8}))x$((16#${hex:8:8}))"
}

# name, expected series, expected width, then the nhmc arguments
check() {
    local name=$1 want=$2 width=$3 dir=$tmp/$1
    shift 3
    mkdir "$dir"
    if ! (cd "$dir" && "$NHMC" "$@" -q --plot p.svg --plot-script p.gp >/dev/null 2>err); then
        not_ok "$name" "exit $?: $(head -c 300 "$dir/err")"
        return
    fi
    if ! xmllint --noout "$dir/p.svg" 2>"$dir/xml"; then
        not_ok "$name" "not XML: $(head -c 300 "$dir/xml")"
        return
    fi
    local got size
    got=$(series "$dir/p.svg")
    size=$(svg_size "$dir/p.svg")
    if [ "$got" != "$want" ]; then
        not_ok "$name" "$got data series, expected $want"
    elif [ "${size%x*}" != "$width" ]; then
        not_ok "$name" "SVG $size, expected width $width"
    elif ! (cd "$dir" && "$NHMC" "$@" -q --plot p.png >/dev/null 2>err); then
        not_ok "$name" "PNG: exit $?: $(head -c 300 "$dir/err")"
    elif [ "$(head -c 8 "$dir/p.png" | od -An -tx1 | tr -d ' ')" != 89504e470d0a1a0a ]; then
        not_ok "$name" "p.png is not a PNG"
    elif [ "$(png_size "$dir/p.png")" != "$size" ]; then
        not_ok "$name" "PNG $(png_size "$dir/p.png"), expected $size"
    elif ! (cd "$dir" && mv p.svg first.svg && gnuplot p.gp && cmp -s p.svg first.svg); then
        not_ok "$name" "the kept script does not draw the same SVG"
    else
        ok "$name"
    fi
}

# A fan of two heroes in one panel: two bands and a mean each.
check levelup_fan 6 800 levelup --role Val,Wiz --race hum --con 16 --xl 1-30 --exact
# One XL, two races: a panel each with bars, their 95% intervals, the mean.
check levelup_pmf 6 1000 levelup --role Val --race hum,dwa --con 16 --xl 10 --method mc -n 20000
# One XL and --hp: the bars, the mean and the value asked (a legend entry
# each), the value's percentile in the panel's title (5.8: 120 max HP at XL 14
# for a dwarven Valkyrie with Con 18, as the table's percentile column says).
check levelup_pmf_hp 3 800 levelup --role Val --race dwa --con 18 --xl 14 --hp 120 --exact
if grep -q 'mean 131.5; 120: percentile 5.8' "$tmp/levelup_pmf_hp/p.svg" &&
    grep -q 'the value 120' "$tmp/levelup_pmf_hp/p.svg"; then
    ok levelup_pmf_hp_marked
else
    not_ok levelup_pmf_hp_marked "no mark of --hp 120 or its percentile in the picture"
fi
check rnz 4 1000 rnz --i 350 --xl 1,14 --exact
check regen 2 800 regen --variant 3.6.7,5.0 --xl 8 --con 16 --hp 1 --maxhp 70 -n 20000
check pray 3 800 pray --role Tou --race hum --maxhp 10 --turn 95-105
check growth 3 800 growth --role Val --race dwarf --con 18 --report "after each" \
    --events "level 1-14; quaff full blessed x2; level 30"
check monster 2 800 monster --depth 10 --xl 8 "soldier ant" --exact
# Seven rules, one curve each; Monte Carlo adds their intervals.
check grace 7 800 grace --maxhp 11,17,22,28 --hp full --damage 2d4
check grace_mc 14 800 grace --maxhp 11,17,22,28 --hp full --damage 2d4 --method montecarlo -n 2000
check sanity 2 800 sanity --role Val --sanity 60 --species "nachash tannin" \
    --events "see * at 1 hostile" --checkpoints 100,200,500 --end 1000

# What the pictures hold, read from their kept scripts.
# script_has NAME FILE PATTERN / script_lacks: a fixed string in the script.
script_has() { if grep -qF -- "$3" "$2"; then ok "$1"; else not_ok "$1" "no '$3' in $2"; fi; }
script_lacks() { if grep -qF -- "$3" "$2"; then not_ok "$1" "'$3' in $2"; else ok "$1"; fi; }
pic() { # DIR, then the nhmc arguments: a kept script DIR/p.gp (and the picture)
    local dir=$tmp/$1
    shift
    mkdir -p "$dir"
    (cd "$dir" && "$NHMC" "$@" -q --plot p.svg --plot-script p.gp >/dev/null 2>err) ||
        not_ok "$dir: exit $?" "$(head -c 300 "$dir/err")"
}
# The max-HP line holds max HP only: a nurse's counts are not points on it;
# the axis shows the checkpoints' numbers and the caption what they are.
pic growth_nurse growth --role Val --race human --report "after each" \
    --events "level 14; quaff full blessed x2; nurse 200; level 30; quaff gain-level x3"
g=$tmp/growth_nurse/p.gp
script_lacks "growth: no 'nurses lost' point on the max-HP axis" "$g" "'nurses lost"
script_has "growth: the axis shows checkpoint numbers" "$g" "set xtics ('1' 0, '2' 1, '3' 2, '4' 3, '5' 4)"
script_has "growth: the caption lists the checkpoints" "$g" "1: level 14; 2: quaff full blessed x2; 3: nurse 200"
script_has "growth: the caption says the counts are not drawn" "$g" "counts (hits, nurses lost) are in the table"
# (a max HP here is at least 60, the 5% point of XL 14; a count of nurses
# lost is about 2)
least=$(awk '/^\$s[0-9]+ << EOD/{d=1;next} /^EOD/{d=0} d{for(i=2;i<=NF;i++) if($i!="NaN" && (m=="" || $i+0<m)) m=$i+0} END{print m}' "$g")
[ "${least%.*}" -ge 60 ] && ok "growth: every drawn value is a max HP (60 or more here)" ||
    not_ok "growth: every drawn value is a max HP (60 or more here)" "least $least"
# "nurse until": its hits (the cap, 100000) are not drawn as max HP.
pic growth_until growth --role Val --race human --events "level 1-10; nurse until 25xl"
script_lacks "growth until: no hits on the max-HP axis" "$tmp/growth_until/p.gp" "100000"
# Legends and captions name roles and races as the game does.
pic names levelup --role Val,Arc --race dwa,hum --con 16 --xl 1-5 --exact
script_has "legend: Role Valkyrie, Race dwarf" "$tmp/names/p.gp" "Role Valkyrie, Race dwarf"
script_lacks "legend: no abbreviation" "$tmp/names/p.gp" "Role Val,"
# Many turns of prayer: stacked areas over a number axis, not 1450 bars
# with a label each.
pic pray_many pray --role Tou --turn 50-1500 --record 0
script_has "prayer over many turns: areas" "$tmp/pray_many/p.gp" "with filledcurves"
script_lacks "prayer over many turns: no bars" "$tmp/pray_many/p.gp" "xtic(1)"
script_has "prayer over many turns: a number axis" "$tmp/pray_many/p.gp" "set xtics autofreq"
# A CDF rises from what lies below its first value, not in mid-air (a 3.6.7
# Valkyrie's turns to heal start with a step of P = 0.2).
pic cdf_start regen --variant 3.6.7 --role Val --xl 8 --con 16 --hp 1 --maxhp 70
first=$(awk '/^\$s0 << EOD/{getline; print $2, $3; exit}' "$tmp/cdf_start/p.gp")
[ "$first" = "NaN 0" ] && ok "a CDF starts at probability 0" ||
    not_ok "a CDF starts at probability 0" "first point: $first"

# The same command twice: the same bytes.
dir=$tmp/twice
mkdir "$dir"
(cd "$dir" && "$NHMC" regen --xl 8 --con 16 --hp 1 --maxhp 70 -n 5000 -q --plot a.svg >/dev/null &&
    "$NHMC" regen --xl 8 --con 16 --hp 1 --maxhp 70 -n 5000 -q -j 1 --plot b.svg >/dev/null)
if cmp -s "$dir/a.svg" "$dir/b.svg"; then ok reproducible; else not_ok reproducible "a.svg and b.svg differ"; fi
# the command line writes only what it is named (nhmc serve's children
# alone write the chart's JSON beside a picture)
if [ "$(ls "$dir")" = "$(printf 'a.svg\nb.svg')" ]; then ok only_named; else
    not_ok only_named "written: $(ls "$dir")"; fi

# Without gnuplot on PATH: exit 2, the package named, nothing written.
dir=$tmp/nognuplot
mkdir "$dir"
(cd "$dir" && PATH=/nonexistent "$NHMC" levelup --role Val --con 10 --xl 1 -o out.csv \
    --plot p.svg >out 2>err)
rc=$?
if [ "$rc" -ne 2 ]; then
    not_ok no_gnuplot "exit $rc, expected 2"
elif ! grep -q "apt-get install gnuplot-nox" "$dir/err"; then
    not_ok no_gnuplot "no package named: $(cat "$dir/err")"
elif [ -n "$(cd "$dir" && ls | grep -v '^err$\|^out$')" ] || [ -s "$dir/out" ]; then
    not_ok no_gnuplot "written: $(cd "$dir" && ls)"
else
    ok no_gnuplot
fi

# The chart's data as JSON needs no gnuplot: the fan's mean line and bands
# are the CSV's mean, p05, p95, p25 and p75 of each row, the texts are
# escaped (no '<' reaches it), and a Monte Carlo PMF's bars carry their
# 95% intervals.
dir=$tmp/json
mkdir "$dir"
if (cd "$dir" && PATH=/nonexistent "$NHMC" levelup --role Val --race human,dwarf --con 18 \
    --xl 1,10,30 --exact -q -o fan.csv --plot fan.json &&
    PATH=/nonexistent "$NHMC" monster --depth 10 --xl 8 "soldier ant" --method mc -n 20000 -q -o pmf.csv \
        --plot pmf.json) &&
    python3 - "$dir" <<'PY'
import csv, json, sys
d = sys.argv[1]
fan = json.load(open(d + "/fan.json"))
rows = list(csv.DictReader(open(d + "/fan.csv")))
layers = fan["panels"][0]["layers"]
assert fan["chart"] == "fan" and len(layers) == 6, layers
for race, k in (("human", 0), ("dwarf", 3)):
    mine = [r for r in rows if r["race"].startswith(race[:3])]
    got = {"outer": layers[k]["points"], "inner": layers[k + 1]["points"],
           "mean": layers[k + 2]["points"]}
    assert [p[0] for p in got["mean"]] == [int(r["xl"]) for r in mine]
    for p, r in zip(got["mean"], mine):
        assert "%.10f" % p[1] == r["mean"], (p, r["mean"])
    for p, r in zip(got["outer"], mine):
        assert [p[1], p[2]] == [float(r["p05"]), float(r["p95"])], (p, r)
    for p, r in zip(got["inner"], mine):
        assert [p[1], p[2]] == [float(r["p25"]), float(r["p75"])], (p, r)
pmf = json.load(open(d + "/pmf.json"))
bar = pmf["panels"][0]["layers"][0]
assert bar["type"] == "bar" and len(bar["error"]) == len(bar["points"]) > 5
assert abs(sum(p[1] for p in bar["points"]) - 1) < 0.002
assert "<" not in open(d + "/pmf.json").read()
PY
then
    ok json_chart
else
    not_ok json_chart "the chart's JSON is not the CSV's numbers"
fi

# The picture's question names what the monster rows measure: turns to
# heal for --measure regen, levels for level, and growth after kills.
dir=$tmp/titles
mkdir "$dir"
titles=$(cd "$dir" && for words in "--measure regen newt" "--measure level newt" \
    "--grow --kills 3 --victim-level 2 kitten" "--depth 1,5 --measure regen newt"; do
    # shellcheck disable=SC2086 # the words are options
    PATH=/nonexistent "$NHMC" monster $words --exact -q -o t.csv --plot t.json &&
        python3 -c 'import json; print(json.load(open("t.json"))["title"])'
done)
want="Turns for a monster to heal from 1 HP to full: how likely is each value?
Monster levels at creation: how likely is each value?
Monster hit points after growth: how likely is each value?
Turns for a monster to heal to full, by depth: mean and spread"
if [ "$titles" = "$want" ]; then
    ok monster_titles_by_measure
else
    not_ok monster_titles_by_measure "titles: $titles"
fi

# A script alone needs no gnuplot, and draws NAME.svg when run.
dir=$tmp/scriptonly
mkdir "$dir"
if (cd "$dir" && PATH=/nonexistent "$NHMC" monster --depth 10 --xl 8 "soldier ant" --exact -q \
    --plot-script only.gp >/dev/null) && (cd "$dir" && gnuplot only.gp) &&
    [ "$(series "$dir/only.svg")" = 2 ]; then
    ok script_only
else
    not_ok script_only "only.gp did not draw only.svg with 2 series"
fi

# Each shipped scenario with a plot redraws its committed SVG byte for byte
# (Monte Carlo ones, with trials set, are left to the unsanitized build).
mkdir "$tmp/ship"
for sc in scenarios/*.ini; do
    svg=$(sed -n 's/^plot *= *//p' "$sc")
    [ -n "$svg" ] || continue
    if [ -n "${NHMC_SANITIZED:-}" ] && grep -q '^trials' "$sc"; then continue; fi
    if (cd "$tmp/ship" && "$NHMC" run -q "$OLDPWD/$sc" >/dev/null 2>&1) &&
        cmp -s "$tmp/ship/$svg" "$svg"; then
        ok "$sc redraws $svg"
    else
        not_ok "$sc redraws $svg" "differs from the committed picture (make results)"
    fi
done

echo "plot: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
