/* growth_bench: kind growth's cases of `make bench` (nhmc/bench.h): a
 * timeline per second, and nurse hits per second. */
#include "kinds/growth/growth.h"
#include "nhmc/bench.h"

/* A long timeline for a human Valkyrie (Con 16) of 3.6.7, in timelines per
 * second; and a human Tourist taking 1000 nurse hits at XL 1, in hits per
 * second. */
enum { GROWTH_EXAMPLE, GROWTH_NURSE };

static double bench_growth(int which, int threads, struct nh_bench_run *r)
{
    (void)threads;
    static const char *events[] = {
        "level 1-14; quaff full blessed x2; nurse 200; level 30; quaff gain-level x3",
        "nurse 1000"};
    struct growth_timeline tl;
    struct growth_report rep;
    char err[200];
    if (growth_parse_events(events[which], &tl, err, sizeof err) != 0 ||
        growth_parse_report("after each", &rep, err, sizeof err) != 0)
        return 0.0;
    struct growth_case c = {NH_V367,
                            role_parse(which == GROWTH_NURSE ? "Tou" : "Val"),
                            race_parse("human"),
                            16,
                            1,
                            0,
                            &tl,
                            &rep};
    double per_s = bench_trials(&growth_job_kind, &c, which == GROWTH_NURSE ? 128 : 512,
                                NH_BENCH_LAST_HIST, r);
    return which == GROWTH_NURSE ? per_s * 1000 : per_s;
}

const struct nh_bench_case growth_bench[] = {
    {.name = "growth_example",
     .label = "growth example",
     .unit = "timelines/s",
     .figure_name = "growth_example_per_s",
     .ratio_name = "growth_example_ratio",
     .ratio_digits = 5,
     .run = bench_growth,
     .arg = GROWTH_EXAMPLE},
    {.name = "growth_nurse",
     .label = "growth nurse hits",
     .unit = "hits/s",
     .figure_name = "growth_nurse_hits_per_s",
     .ratio_name = "growth_nurse_hits_ratio",
     .ratio_digits = 3,
     .run = bench_growth,
     .arg = GROWTH_NURSE},
    {0},
};
