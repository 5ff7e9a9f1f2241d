/* prayer_bench: kind prayer's cases of `make bench` (nhmc/bench.h), in
 * prayers per second. */
#include <string.h>

#include "kinds/prayer/prayer_impl.h"
#include "nhmc/bench.h"

/* A human Tourist praying at turn 101 with max HP 10 and HP 4 (3.6.7,
 * record 0, Luck 0: in trouble, timeout 200, rnl(2) decides the fix); a
 * human Valkyrie of 5.0 with max HP rolled at XL 10 (Con 16), HP 10 (in
 * trouble from max HP 60), at turn 1200, record 10. */
enum { PRAYER_TOURIST, PRAYER_ROLLED };

static struct prayer_case bench_case(int which)
{
    struct prayer_case c;
    memset(&c, 0, sizeof c);
    c.race = race_parse("human");
    c.con = 16;
    c.altar = PRAYER_OFF_ALTAR;
    if (which == PRAYER_TOURIST) {
        c.variant = NH_V367;
        c.role = role_parse("Tou");
        c.xl = 1;
        c.maxhp = 10;
        c.hp = 4;
        c.turn = 101;
        c.record = 0;
    } else {
        c.variant = NH_V50;
        c.role = role_parse("Val");
        c.xl = 10;
        c.maxhp = PRAYER_MAXHP_ROLLED;
        c.hp = 10;
        c.turn = 1200;
        c.record = 10;
    }
    return c;
}

/* Prayers per second on one thread. */
static double bench_prayer(int which, int threads, struct nh_bench_run *r)
{
    (void)threads;
    struct prayer_case c = bench_case(which);
    return bench_trials(&prayer_job_kind, &c, 8192, PH_FLAGS, r); /* 8.4e6 prayers */
}

const struct nh_bench_case prayer_bench[] = {
    {.name = "prayer_tourist",
     .label = "prayer Tourist T101",
     .unit = "prayers/s",
     .figure_name = "prayer_tourist_per_s",
     .ratio_name = "prayer_tourist_ratio",
     .ratio_digits = 3,
     .run = bench_prayer,
     .arg = PRAYER_TOURIST},
    {.name = "prayer_rolled",
     .label = "prayer 5.0 Val XL 10 rolled",
     .unit = "prayers/s",
     .figure_name = "prayer_rolled_per_s",
     .ratio_name = "prayer_rolled_ratio",
     .ratio_digits = 3,
     .run = bench_prayer,
     .arg = PRAYER_ROLLED},
    {0},
};
