/* rnz_bench: kind rnz's cases of `make bench` (nhmc/bench.h): rnz(350)
 * with rne's cap at 5 (XL 1) and at 10 (XL 30). */
#include "kinds/rnz/rnz.h"
#include "nhmc/bench.h"
#include "nhmc/runner.h"

/* rnz(350) calls per second on one thread at XL xl. */
static double bench_rnz(int xl, int threads, struct nh_bench_run *r)
{
    (void)threads;
    struct rnz_case c = {350, xl, NH_V367};
    const uint64_t calls = 1u << 25;
    return bench_trials(&rnz_job_kind, &c, calls / NH_BLOCK_TRIALS, NH_BENCH_ALL_TRIALS, r);
}

const struct nh_bench_case rnz_bench[] = {
    {.name = "rnz_xl1",
     .label = "rnz(350) at XL 1",
     .unit = "calls/s",
     .ratio_name = "rnz_per_pcg32_1t_xl1",
     .ratio_digits = 3,
     .run = bench_rnz,
     .arg = 1},
    {.name = "rnz_xl30",
     .label = "rnz(350) at XL 30",
     .unit = "calls/s",
     .ratio_name = "rnz_per_pcg32_1t_xl30",
     .ratio_digits = 3,
     .run = bench_rnz,
     .arg = 30},
    {0},
};
