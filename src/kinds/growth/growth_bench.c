/* growth_bench: kind growth's cases of `make bench` (nhmc/bench.h): a
 * timeline per second, and nurse hits per second. */
#include "kinds/growth/growth_impl.h"
#include "nhmc/bench.h"

/* A long timeline for a human Valkyrie (Con 16) of 3.6.7, in timelines per
 * second; and a human Tourist taking 1000 nurse hits at XL 1, in hits per
 * second. */
enum { GROWTH_EXAMPLE, GROWTH_NURSE };

static int bench_case(int which, void *out, struct nh_bench_plan *plan)
{
    static const char *events[] = {
        "level 1-14; quaff full blessed x2; nurse 200; level 30; quaff gain-level x3",
        "nurse 1000"};
    /* the case points to them: they outlive the timed run */
    static struct growth_timeline tl;
    static struct growth_report rep;
    char err[200];
    if (growth_parse_events(events[which], &tl, err, sizeof err) != 0 ||
        growth_parse_report("after each", &rep, err, sizeof err) != 0)
        return -1;
    *(struct growth_case *)out =
        (struct growth_case){NH_V367,
                             role_parse(which == GROWTH_NURSE ? "Tou" : "Val"),
                             race_parse("human"),
                             16,
                             1,
                             0,
                             &tl,
                             &rep,
                             0};
    *plan = (struct nh_bench_plan){.blocks = which == GROWTH_NURSE ? 128 : 512,
                                   .hist = NH_BENCH_LAST_HIST,
                                   .per_trial = which == GROWTH_NURSE ? 1000 : 1};
    return 0;
}

static const struct nh_bench_how timelines = {"timelines/s", "_per_s", 5, &growth_job_kind,
                                              bench_case};
static const struct nh_bench_how hits = {"hits/s", NULL, 3, &growth_job_kind, bench_case};

/* One case a line: its name, its line for people, how, which. */
/* clang-format off */
const struct nh_bench_case growth_bench[] = {
    {.name = "growth_example", .label = "growth example", .how = &timelines, .arg = GROWTH_EXAMPLE},
    {.name = "growth_nurse", .label = "growth nurse hits", .how = &hits, .arg = GROWTH_NURSE,
     .figure_name = "growth_nurse_hits_per_s", .ratio_name = "growth_nurse_hits_ratio"},
    {0},
};
/* clang-format on */
