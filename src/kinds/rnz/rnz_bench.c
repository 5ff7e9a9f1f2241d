/* rnz_bench: kind rnz's cases of `make bench` (nhmc/bench.h): rnz(350)
 * with rne's cap at 5 (XL 1) and at 10 (XL 30), and UnNetHack's rne (its
 * chance to go on 1/3: the kernel's three-word path) at XL 1. */
#include "kinds/rnz/rnz_impl.h"
#include "nhmc/bench.h"
#include "nhmc/runner.h"

/* rnz(350) calls per second on one thread at XL xl (arg % 100) in
 * variant arg / 100: 2^25 calls. */
static int bench_case(int arg, void *out, struct nh_bench_plan *plan)
{
    *(struct rnz_case *)out = (struct rnz_case){350, arg % 100, (enum nh_variant)(arg / 100)};
    *plan =
        (struct nh_bench_plan){.blocks = (1u << 25) / NH_BLOCK_TRIALS, .hist = NH_BENCH_ALL_TRIALS};
    return 0;
}

static const struct nh_bench_how calls = {"calls/s", NULL, 3, &rnz_job_kind, bench_case};

/* One case a line: its name, its line for people, how, the XL (and
 * 100 times the variant). */
/* clang-format off */
const struct nh_bench_case rnz_bench[] = {
    {"rnz_xl1", "rnz(350) at XL 1", &calls, .arg = 1, .ratio_name = "rnz_per_pcg32_1t_xl1"},
    {"rnz_xl30", "rnz(350) at XL 30", &calls, .arg = 30, .ratio_name = "rnz_per_pcg32_1t_xl30"},
    {"rnz_unnethack_xl1", "rnz(350) at XL 1, UnNetHack", &calls, .arg = 100 * NH_VUNH + 1,
     .ratio_name = "rnz_per_pcg32_1t_unnethack_xl1"},
    {0},
};
/* clang-format on */
