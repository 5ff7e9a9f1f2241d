/* regen_kernel_phases: the trials of a case without draws (regen_kernel.c,
 * regen_dnh_kernel.c), whose outcome is a function of the start turn's
 * phase T0 mod P alone.
 *
 * A trial then costs its phase word and a count: the lanes draw the words
 * of a round of trials together, and their phases are counted in a small
 * array, by compares over the lanes (count_few) where the period is short,
 * or, for a long one, by group of phases with the same outcome (a gather,
 * then compares) where the groups are few, else one increment a trial;
 * the counts go to the outcomes' bins once per block.  The tallies are the
 * sums of the same outcomes as a trial-by-trial loop's
 * (tests/test_regen_phases.c).
 *
 * The outcomes by phase depend on the case alone, so the last case's are
 * kept for the thread (regen_phase_table): the blocks of a run step the P
 * phases once, not once a block.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kinds/regen/regen_kernel_lanes.h"
#include "nhmc/rng.h"
#include "nhmc/simd.h"
#include "nhmc/tally.h"

/* The outcomes of the last case by phase on this thread, with the case's
 * bytes as the key (a case equal but for its padding only misses), and
 * the phases grouped by outcome (made at the first tally): a block adds
 * each group's count to its bin in one step, where one step a phase would
 * chain hundreds of additions to the same bin. */
static _Thread_local struct {
    bool valid, grouped;
    struct regen_case c;
    int32_t table[NH_REGEN_PHASE_TABLE];
    int32_t order[NH_REGEN_PHASE_TABLE]; /* the phases, by outcome */
    int32_t ngroups;
    int32_t end[NH_REGEN_PHASE_TABLE];   /* group g: order[end[g - 1] .. end[g] - 1] */
    int32_t group[NH_REGEN_PHASE_TABLE]; /* the group of each phase */
} memo;

int32_t *regen_phase_table(const struct regen_case *c, bool *filled)
{
    *filled = memo.valid && memcmp(&memo.c, c, sizeof *c) == 0;
    if (!*filled) {
        memo.valid = true;
        memo.grouped = false;
        memcpy(&memo.c, c, sizeof *c);
    }
    return memo.table;
}

static int by_outcome(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    int32_t tx = memo.table[x], ty = memo.table[y];
    return tx != ty ? (tx > ty) - (tx < ty) : (x > y) - (x < y);
}

static void group_phases(int32_t period)
{
    for (int32_t p = 0; p < period; p++)
        memo.order[p] = p;
    qsort(memo.order, (size_t)period, sizeof memo.order[0], by_outcome);
    memo.ngroups = 0;
    for (int32_t i = 1; i <= period; i++) {
        memo.group[memo.order[i - 1]] = memo.ngroups;
        if (i == period || memo.table[memo.order[i]] != memo.table[memo.order[i - 1]])
            memo.end[memo.ngroups++] = i;
    }
    memo.grouped = true;
}

/* The phase 1 + nh_bounded(u, NH_REGEN_PHASES) mod P of each lane's word
 * (random_turn and mod_small: exact, and a loop the vectoriser takes). */
NH_TARGET_CLONES
static void phases_of(const uint32_t *restrict words, int32_t *restrict ph, struct divisor dp)
{
    for (int l = 0; l < NH_LANES; l++)
        ph[l] = mod_small(random_turn(words[l]), dp);
}

/* The phases of the first m lanes, counted: for a short period, by a
 * compare and a sum over the lanes per phase (vectorised, no stores to a
 * counter that the next trial may need again), the last phase taking the
 * rest; else one increment a trial, which the long period spreads over
 * many counters. */
NH_TARGET_CLONES
static void count_few(const int32_t *restrict ph, int m, int32_t period, uint32_t *restrict count)
{
    uint32_t seen = 0;
    for (int32_t p = 0; p < period - 1; p++) {
        uint32_t n = 0;
        if (m == NH_LANES) /* a whole round: no mask */
            for (int l = 0; l < NH_LANES; l++)
                n += (uint32_t)(ph[l] == p);
        else
            for (int l = 0; l < NH_LANES; l++)
                n += (uint32_t)(ph[l] == p && l < m);
        count[p] += n;
        seen += n;
    }
    count[period - 1] += (uint32_t)m - seen;
}

/* Periods up to this are counted by count_few; and the groups of outcomes
 * of a longer period when they are no more. */
#define FEW_PHASES 16

/* The group of each lane's phase (a gather from the thread's table). */
NH_TARGET_CLONES
static void groups_of(int32_t *restrict ph, const int32_t *restrict group)
{
    for (int l = 0; l < NH_LANES; l++)
        ph[l] = group[ph[l]];
}

void regen_tally_phases(nh_pcg32_lanes *L, uint32_t ntrials, int32_t period, struct nh_tally *t)
{
    uint32_t count[NH_REGEN_PHASE_TABLE];
    uint32_t words[NH_LANES] = {0}; /* past a short round's m: read, never counted */
    int32_t ph[NH_LANES];
    const struct divisor dp = divisor_of(period);
    if (!memo.grouped)
        group_phases(period);
    /* count phases, or (a long period with few outcomes) their groups */
    const bool by_group = period > FEW_PHASES && memo.ngroups <= FEW_PHASES;
    const int32_t cells = by_group ? memo.ngroups : period;
    memset(count, 0, (size_t)cells * sizeof count[0]);
    for (uint32_t j0 = 0; j0 < ntrials; j0 += NH_LANES) {
        int m = (int)(ntrials - j0 < NH_LANES ? ntrials - j0 : NH_LANES);
        pcg32_lanes_next(L, words, m);
        phases_of(words, ph, dp); /* past m: not counted */
        if (by_group)
            groups_of(ph, memo.group);
        if (cells <= FEW_PHASES)
            count_few(ph, m, cells, count);
        else
            for (int l = 0; l < m; l++)
                count[ph[l]]++;
    }
    uint64_t *hist = tally_hist(t, 0);
    const int32_t lo = t->lo[0];
    for (int32_t g = 0, i = 0; g < memo.ngroups; g++) {
        uint64_t n = 0;
        if (by_group)
            n = count[g];
        else
            for (; i < memo.end[g]; i++)
                n += count[memo.order[i]];
        hist[memo.table[memo.order[memo.end[g] - 1]] - lo] += n;
    }
}
