/* bench_kernels: the kernels `make bench` times (tools/bench_kernels.c),
 * for its two programs (tools/bench.c): the timing build and the counting
 * build (-DNHMC_COUNT_DRAWS), which runs each kernel once and counts its
 * draws. */
#ifndef NHMC_BENCH_KERNELS_H
#define NHMC_BENCH_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "kinds/levelup/levelup.h"
#include "nhmc/tally.h"

/* The levelup jobs of the maxhp_by_role shape, heroes per job. */
#define LEVELUP_TRIALS 32768 /* 644 jobs: about 6e8 level-ups */

/* The maxhp_by_role shape: every role and valid race, Con 3..25, tallies at
 * XL 1..30. */
struct bench_jobs {
    struct levelup_case cases[NH_ROLE_COUNT * NH_RACE_COUNT * 23];
    struct nh_tally tallies[NH_ROLE_COUNT * NH_RACE_COUNT * 23];
    size_t njobs;
    int stages[NH_MAXULEV];
};
int bench_setup_jobs(struct bench_jobs *bj);

/* The kernels whose draws per trial and rng efficiency are reported, each
 * timed on one thread. */
enum bench_kernel {
    K_LEVELUP,
    K_LEVELUP_DNH,
    K_RNZ_XL1,
    K_RNZ_XL30,
    K_REGEN_367,
    K_REGEN_50,
    K_REGEN_367_STRESSED,
    K_REGEN_367_STEPPED,
    K_REGEN_DNH,
    K_PRAYER_TOURIST,
    K_PRAYER_ROLLED,
    K_GROWTH_EXAMPLE,
    K_GROWTH_NURSE,
    K_MONSTER_SOLDIER_ANT,
    K_MONSTER_KITTEN_KILLS,
    K_GRACE,
    K_SANITY,
    K_COUNT
};
extern const char *const bench_kernel_names[K_COUNT];

/* Kernel k timed once on one thread: its figure (in the unit of its line
 * of `make bench`).  The trials and seconds of that run (a trial: a hero,
 * an rnz call, a regen or sanity timeline, a prayer, a fight, a monster),
 * for the draws per trial and the rng efficiency. */
double bench_run_kernel(int k, struct bench_jobs *bj, uint64_t trials);
extern double bench_trials, bench_seconds;

/* Seconds since an arbitrary start. */
double bench_now(void);

#ifndef NHMC_COUNT_DRAWS
/* Raw PCG32: all lanes stepped together, one thread, outputs per second. */
double bench_pcg32(void);
/* Level-ups per second (29 per hero, tallies at all 30 XLs) on threads. */
double bench_levelup(struct bench_jobs *bj, int threads, uint64_t trials);
/* Seconds for the exact levelup table of 3.6.7; -1 if memory ran out. */
double bench_exact_table(const struct bench_jobs *bj);
#endif

#endif
