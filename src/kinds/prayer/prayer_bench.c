/* prayer_bench: kind prayer's cases of `make bench` (nhmc/bench.h), in
 * prayers per second. */
#include "kinds/prayer/prayer_impl.h"
#include "nhmc/bench.h"

/* Prayers per second on one thread: a human Tourist praying at turn 101 with max HP 10 and HP 4
 * (3.6.7, record 0, Luck 0: in trouble, timeout 200, rnl(2) decides the fix); a human Valkyrie
 * of 5.0 with max HP rolled at XL 10 (Con 16), HP 10 (in trouble from max HP 60), at turn 1200,
 * record 10. */
enum { PRAYER_TOURIST, PRAYER_ROLLED };

/* 8.4e6 prayers a run. */
static int bench_case(int which, void *out, struct nh_bench_plan *plan)
{
    struct prayer_case *c = out;
    c->race = race_parse("human");
    c->con = 16;
    c->altar = PRAYER_OFF_ALTAR;
    if (which == PRAYER_TOURIST) {
        c->variant = NH_V367;
        c->role = role_parse("Tou");
        c->xl = 1;
        c->maxhp = 10;
        c->hp = 4;
        c->turn = 101;
        c->record = 0;
    } else {
        c->variant = NH_V50;
        c->role = role_parse("Val");
        c->xl = 10;
        c->maxhp = PRAYER_MAXHP_ROLLED;
        c->hp = 10;
        c->turn = 1200;
        c->record = 10;
    }
    *plan = (struct nh_bench_plan){.blocks = 8192, .hist = PH_FLAGS};
    return 0;
}

static const struct nh_bench_how prayers = {"prayers/s", "_per_s", 3, &prayer_job_kind, bench_case};

/* One case a line: its name, its line for people, how, which. */
/* clang-format off */
const struct nh_bench_case prayer_bench[] = {
    {"prayer_tourist", "prayer Tourist T101", &prayers, .arg = PRAYER_TOURIST},
    {"prayer_rolled", "prayer 5.0 Val XL 10 rolled", &prayers, .arg = PRAYER_ROLLED},
    {0},
};
/* clang-format on */
