/* rnz_help: the synopsis and the text of `nhmc rnz --help`. */
#include "kinds/rnz/rnz_impl.h"

/* Its lines of `nhmc --help`. */
const char rnz_synopsis[] =
    "  nhmc rnz --i I --xl X [OPTIONS]  the distribution of rnz(i), e.g. prayer timeout\n";

const char *const rnz_help[] = {
    "Usage: nhmc rnz --i I --xl X [OPTIONS]\n"
    "\n"
    "The distribution of the game's rnz(i) with the hero at experience level X\n"
    "(rne's cap is 5 below XL 15, XL/3 from there).  rnz(350) is the prayer timeout\n"
    "after a successful prayer; rnz is the same in 3.4.3, 3.6.7 and 5.0.\n"
    "\n"
    "  --i I            i, 1..100000: a value, a list or a range (300,350)\n"
    "  --xl X           XL 1..30: a value, a list or a range (1,30)\n"
    "  --method M       auto (the default: exact where the exact model answers\n"
    "                   every row and costs less than the trials asked and under 5\n"
    "                   minutes, else Monte Carlo), exact (refused past an\n"
    "                   estimated 5 minutes), or montecarlo (mc)\n"
    "  --exact          the same as --method exact: every outcome of rn2(1000),\n"
    "                   rne(4) and rn2(2) enumerated\n"
    "  -n, --trials N   calls per row (default 1000000)\n"
    "  --seed S         random seed (default 20261121)\n"
    "  -j, --threads N  worker threads (default: all cores); results do not depend on N\n"
    "  --format F       table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F   write to file F instead (format from .csv/.wiki/.txt)\n"
    "  --plot F         also draw a picture with gnuplot: F.svg, F.png or F.pdf\n"
    "  --plot-script F  also keep its gnuplot script, data included\n"
    "  --histogram F    also write the whole distribution: i,xl,value,count,prob\n"
    "  --value V        where V stands in each row's distribution: adds value,\n"
    "                   p_ge = P(>= V), p_le = P(<= V), percentile (ties count\n"
    "                   half) and, by Monte Carlo, 95% intervals p_ge_lo..p_le_hi\n"
    "  --at-least V     the same columns; the sentence gives P(rnz >= V)\n"
    "  --at-most V      the same columns; the sentence gives P(rnz <= V)\n"
    "  -q, --quiet      no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: i,xl,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max\n"
    "(as nhmc levelup --help describes).\n"
    "\n"
    "Example: nhmc rnz --i 350 --xl 1 --exact\n",
    NULL};
