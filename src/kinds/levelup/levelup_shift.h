/* levelup_shift: the stages after a case's last gain with dice, from one
 * histogram per block, for both of levelup's lane kernels (levelup_kernel.c,
 * levelup_kernel_dice.c).
 *
 * Past the last gain with dice (g_last) every gain is a function of the Con
 * bonus and the max HP so far, so the stages from g_last on follow from the
 * joint histogram of (Con bonus, max HP) there: each bin is stepped through
 * the remaining gains once per block instead of every hero once per stage.
 * The draws and the counts are the same as stepping every hero. */
#ifndef NHMC_LEVELUP_SHIFT_H
#define NHMC_LEVELUP_SHIFT_H

#include <stdbool.h>
#include <stdint.h>

#include "kinds/levelup/levelup_impl.h"

#define LEVELUP_SHIFT_MAX_BINS 8192

struct levelup_shift {
    int g_last; /* the last gain with dice (0: none, or only the start's) */
    int32_t cp_lo, hp_lo;
    uint32_t ncp, nhp;
    /* gain g past g_last: max(1, fix[g] + Con bonus), at most the XL-30
     * limit of the max HP so far where limited[g] */
    int32_t fix[NH_MAX_STAGES];
    bool limited[NH_MAX_STAGES];
    uint32_t bins[LEVELUP_SHIFT_MAX_BINS]; /* [cp - cp_lo][hp - hp_lo] */
};

/* The bins for Con bonus cp_lo..cp_hi and max HP hp_lo..hp_hi at g_last
 * (sh's cp_lo and hp_lo set), emptied; false when they do not fit (then
 * every hero is stepped to the end). */
bool levelup_shift_size(struct levelup_shift *sh, int32_t cp_hi, int32_t hp_hi);
/* Counts the first n lanes' (Con bonus, max HP) at g_last. */
void levelup_shift_collect(struct levelup_shift *sh, const int32_t *hp, const int32_t *conplus,
                           int n);
/* Every stage of c from gain g_last on, from the bins, into t. */
void levelup_shift_tally(const struct levelup_case *c, const struct levelup_shift *sh,
                         struct nh_tally *t);

/* One batch of a lane kernel: n heroes in lanes from first_lane of the
 * block, with the kernel's plan; with sh, stepped to gain g_last only and
 * collected into sh. */
typedef void levelup_batch(const struct levelup_case *c, const void *plan, uint64_t seed,
                           uint64_t block, uint64_t first_lane, int n, struct nh_tally *t,
                           struct levelup_shift *sh);
/* A block of ntrials heroes, batch by batch, then the stages from sh's
 * bins (sh NULL: none). */
void levelup_run_batches(const struct levelup_case *c, const void *plan, levelup_batch *batch,
                         uint64_t seed, uint64_t block, uint32_t ntrials, struct nh_tally *t,
                         struct levelup_shift *sh);

#endif
