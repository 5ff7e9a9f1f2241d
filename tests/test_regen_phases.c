/* The by-phase tally of the regen kernels (src/kinds/regen/regen_kernel_phases.c)
 * against a trial-by-trial loop: for outcome tables made up here (so every
 * way of counting is reached: a short period by phase, a long one by its
 * groups of equal outcomes, a long one with many outcomes by phase), trial j
 * takes the next word u of lane j % NH_LANES and the outcome of phase
 * (1 + nh_bounded(u, NH_REGEN_PHASES)) mod P; the tallies must agree bin for
 * bin.  The tables are keyed by made-up cases, one per table, which also
 * checks that the thread's table follows the case asked for.
 */
#include "testutil.h"

#include <string.h>

#include "kinds/regen/regen_impl.h"
#include "kinds/regen/regen_kernel_lanes.h"
#include "nhmc/rng.h"
#include "nhmc/runner.h"

#define SEED 20261125u

/* Outcome of phase p in table k (values 0 .. 99). */
static int32_t outcome(int k, int32_t p)
{
    switch (k) {
    case 0:
        return 40 + p % 5; /* short period, every phase its own */
    case 1:
        return 7 * (p % 3); /* long period, three outcomes */
    case 2:
        return p % 90; /* long period, 90 outcomes */
    case 3:
        return (p * 37 + 11) % 17; /* long period, 17 outcomes */
    default:
        return 99; /* one outcome */
    }
}

static const int32_t periods[] = {5, 90, 90, 330, 20};

static struct regen_case key_case(int k)
{
    struct regen_case c;
    memset(&c, 0, sizeof c);
    c.variant = NH_V367;
    c.xl = 1 + k; /* a different case for each table */
    return c;
}

static void tally_by_loop(int k, uint64_t block, uint32_t ntrials, struct nh_tally *t)
{
    nh_pcg32_lanes L;
    pcg32_lanes_seed(&L, SEED, 77, block, 0);
    for (int l = 0; l < NH_LANES && (uint32_t)l < ntrials; l++) {
        nh_pcg32 r = pcg32_lanes_get(&L, l);
        for (uint32_t j = (uint32_t)l; j < ntrials; j += NH_LANES) {
            int64_t t0 = 1 + (int64_t)nh_bounded(pcg32_next(&r), NH_REGEN_PHASES);
            tally_add(t, 0, outcome(k, (int32_t)(t0 % periods[k])));
        }
    }
}

static void tally_by_phase(int k, uint64_t block, uint32_t ntrials, struct nh_tally *t)
{
    struct regen_case c = key_case(k);
    bool filled;
    int32_t *table = regen_phase_table(&c, &filled);
    if (!filled)
        for (int32_t p = 0; p < periods[k]; p++)
            table[p] = outcome(k, p);
    nh_pcg32_lanes L;
    pcg32_lanes_seed(&L, SEED, 77, block, 0);
    regen_tally_phases(&L, ntrials, periods[k], t);
}

static void phases_equal_loop(void **state)
{
    (void)state;
    static const uint32_t sizes[] = {NH_BLOCK_TRIALS, 1000, 37, 3 * NH_BLOCK_TRIALS + 5};
    const int32_t lo = 0, hi = 99;
    /* twice round, so each table is made again after the others */
    for (int round = 0; round < 2; round++)
        for (int k = 0; k < 5; k++)
            for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
                struct nh_tally a, b;
                assert_int_equal(tally_init(&a, 1, &lo, &hi), 0);
                assert_int_equal(tally_init(&b, 1, &lo, &hi), 0);
                tally_by_phase(k, 3 + s, sizes[s], &a);
                tally_by_loop(k, 3 + s, sizes[s], &b);
                assert_int_equal(tally_total(&a, 0), sizes[s]);
                for (int32_t v = lo; v <= hi; v++)
                    if (tally_hist(&a, 0)[v] != tally_hist(&b, 0)[v]) {
                        print_error("table %d, %u trials, outcome %d: by phase %llu, by loop "
                                    "%llu\n",
                                    k, sizes[s], v, (unsigned long long)tally_hist(&a, 0)[v],
                                    (unsigned long long)tally_hist(&b, 0)[v]);
                        fail();
                    }
                tally_free(&a);
                tally_free(&b);
            }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(phases_equal_loop),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
