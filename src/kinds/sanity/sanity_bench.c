/* sanity_bench: kind sanity's case of `make bench` (nhmc/bench.h). */
#include "kinds/sanity/sanity_impl.h"
#include "nhmc/bench.h"

/* dNetHack sanity timelines per second, one thread: a human Valkyrie (Wis
 * 18) at S 70 who sees a hostile akkabish tannin for 20 turns from turn 10
 * and drinks a blessed potion of sleeping on turn 500; 1000 turns in all
 * (the shape of scenarios/sanity_tannin.ini, then recovery); 65536
 * timelines. */
static int bench_case(int arg, void *out, struct nh_bench_plan *plan)
{
    (void)arg;
    struct sanity_case *c = out;
    c->hero = (struct sanity_hero){.wis = 18,
                                   .role = SR_VALKYRIE,
                                   .race = SRC_HUMAN,
                                   .xl = 1,
                                   .intel = 11,
                                   .veil = true,
                                   .sanity = 70};
    c->ev[0] = sanity_hostile_sighting("akkabish tannin", 10, 20);
    c->ev[1] = (struct sanity_event){.kind = SE_SLEEPING, .turn = 500, .arg = 1};
    c->nev = 2;
    c->end = 1000;
    c->target = 100;
    c->recover_from = 501;
    *plan = (struct nh_bench_plan){.blocks = 64, .hist = SH_END};
    return 0;
}

static const struct nh_bench_how timelines = {"timelines/s", "_trials_per_s", 6, &sanity_job_kind,
                                              bench_case};

const struct nh_bench_case sanity_bench[] = {
    {.name = "sanity", .label = "sanity Val tannin 1000 turns", .how = &timelines},
    {0},
};
