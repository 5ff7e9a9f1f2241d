/* levelup_shift: the stages after the last gain with dice from one
 * histogram per block (levelup_shift.h). */
#include "kinds/levelup/levelup_shift.h"

#include <string.h>

#include "nhmc/hero_rules.h"

bool levelup_shift_size(struct levelup_shift *sh, int32_t cp_hi, int32_t hp_hi)
{
    sh->ncp = (uint32_t)(cp_hi - sh->cp_lo + 1);
    sh->nhp = (uint32_t)(hp_hi - sh->hp_lo + 1);
    if ((uint64_t)sh->ncp * sh->nhp > LEVELUP_SHIFT_MAX_BINS)
        return false;
    memset(sh->bins, 0, sizeof sh->bins[0] * sh->ncp * sh->nhp);
    return true;
}

void levelup_shift_collect(struct levelup_shift *sh, const int32_t *hp, const int32_t *conplus,
                           int n)
{
    for (int i = 0; i < n; i++)
        sh->bins[(uint32_t)(conplus[i] - sh->cp_lo) * sh->nhp + (uint32_t)(hp[i] - sh->hp_lo)]++;
}

/* Gain g (past g_last) with Con bonus cp at max HP hp. */
static int32_t fixed_gain(const struct levelup_shift *sh, int g, int32_t cp, int32_t hp)
{
    int32_t gain = sh->fix[g] + cp;
    gain = gain < 1 ? 1 : gain;
    if (sh->limited[g]) {
        int32_t lim = nh_xl30_limit(hp);
        gain = gain < lim ? gain : lim;
    }
    return gain;
}

/* The stages from gain g_last on for the bins of one Con bonus: without an
 * XL-30 limit past g_last every later gain is the same for all max HP, so
 * each stage is the row shifted (a loop over the bins that vectorises);
 * with one, each bin is stepped through the gains. */
static void shift_row(const struct levelup_case *c, const struct levelup_shift *sh, bool limited,
                      int s0, int32_t cp, const uint32_t *row, struct nh_tally *t)
{
    if (!limited) {
        int32_t shift = 0;
        for (int g = sh->g_last, s = s0; s < c->nstages; g++) {
            if (g > sh->g_last)
                shift += fixed_gain(sh, g, cp, 0);
            if (g == c->stages[s]) {
                uint64_t *counts = tally_hist(t, (size_t)s) + (sh->hp_lo + shift - t->lo[s]);
                for (uint32_t k = 0; k < sh->nhp; k++)
                    counts[k] += row[k];
                s++;
            }
        }
        return;
    }
    for (uint32_t k = 0; k < sh->nhp; k++) {
        if (row[k] == 0)
            continue;
        int32_t hp = sh->hp_lo + (int32_t)k;
        for (int g = sh->g_last, s = s0; s < c->nstages; g++) {
            if (g > sh->g_last)
                hp += fixed_gain(sh, g, cp, hp);
            if (g == c->stages[s]) {
                tally_hist(t, (size_t)s)[hp - t->lo[s]] += row[k];
                s++;
            }
        }
    }
}

void levelup_run_batches(const struct levelup_case *c, const void *plan, levelup_batch *batch,
                         uint64_t seed, uint64_t block, uint32_t ntrials, struct nh_tally *t,
                         struct levelup_shift *sh)
{
    for (uint32_t done = 0; done < ntrials; done += NH_LANES) {
        uint32_t left = ntrials - done;
        int n = left < NH_LANES ? (int)left : NH_LANES;
        batch(c, plan, seed, block, done, n, t, sh);
    }
    if (sh)
        levelup_shift_tally(c, sh, t);
}

void levelup_shift_tally(const struct levelup_case *c, const struct levelup_shift *sh,
                         struct nh_tally *t)
{
    int max_gains = c->nstages > 0 ? c->stages[c->nstages - 1] : 0;
    bool limited = false;
    for (int g = sh->g_last + 1; g <= max_gains; g++)
        limited = limited || sh->limited[g];
    int s0 = 0;
    while (s0 < c->nstages && c->stages[s0] < sh->g_last)
        s0++;
    for (uint32_t ci = 0; ci < sh->ncp; ci++)
        shift_row(c, sh, limited, s0, sh->cp_lo + (int32_t)ci, sh->bins + ci * sh->nhp, t);
}
