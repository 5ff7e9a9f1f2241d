/* levelup_help: the synopsis and the text of `nhmc levelup --help`. */
#include "kinds/levelup/levelup.h"

/* Its lines of `nhmc --help`. */
const char levelup_synopsis[] =
    "  nhmc levelup [OPTIONS]           max HP by role, race, Con and XL\n";

const char levelup_help[] =
    "Usage: nhmc levelup --role R [--race R] --con C --xl X [OPTIONS]\n"
    "\n"
    "Max HP of a hero at each experience level: the starting HP, then one level\n"
    "gain (the game's newhp) per level, with Con kept for the whole game, or rolled\n"
    "at creation as the game rolls it and then kept.  No other HP sources.\n"
    "\n"
    "  --variant V      3.4.3, 3.6.7 (default), 5.0 (alias 3.7) or dnethack (a\n"
    "                   given Con, XL 1-30); a list runs each\n"
    "  --role R         a role (Val or Valkyrie), a list (Val,Sam) or all\n"
    "  --race R         a race (dwarf or dwa), a list, or valid (the default: each\n"
    "                   role's own races)\n"
    "  --con C          Con 3..25: a value, a list or a range (3-25), or rolled\n"
    "  --xl X           XL 1..30: a value, a list or a range (1,10,30 or 1-30); 30+K\n"
    "                   is XL 30 after K further gains there (e.g. gain level)\n"
    "  --exact          exact distributions (convolution) instead of a simulation\n"
    "  -n, --trials N   heroes per row (default 1000000; 1e6 and 1_000_000 work)\n"
    "  --seed S         random seed (default 20261121): same seed, same bytes\n"
    "  -j, --threads N  worker threads (default: all cores); results do not depend on N\n"
    "  --format F       table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F   write to file F instead (format from .csv/.wiki/.txt);\n"
    "  --plot F         also draw a picture with gnuplot: F.svg, F.png or F.pdf\n"
    "  --plot-script F  also keep its gnuplot script, data included\n"
    "                   {variant} in F writes one file per variant\n"
    "  --histogram F    also write the whole distribution: grid columns, value,count,prob\n"
    "  --wiki-columns C spread grid columns across wiki tables (e.g. con,xl), each\n"
    "                   cell one statistic\n"
    "  --wiki-stat S    that statistic: mean (default), sd, min, p05, median, p95, max\n"
    "  -q, --quiet      no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: variant,role,race,con,xl,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,\n"
    "p25,p50,p75,p90,p95,p99,max.  sd is the sample standard deviation; quantiles are\n"
    "the inverse CDF (the smallest v with P(max HP <= v) >= q).  With --exact, sd is\n"
    "the distribution's, n, sem and the interval are empty, and means have 10 decimals.\n"
    "\n"
    "Example: nhmc levelup --role Val --race dwarf --con 18 --xl 1,10,30\n";
