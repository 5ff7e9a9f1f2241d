/* prayer kernel: one prayer for low HP per trial, NH_LANES trials at a time
 * (prayer.h; the rules are prayer_play() in src/kinds/prayer/prayer_trial.c).
 *
 * The design: docs/kernels.md, "The prayer kernel".
 *
 * Stream contract.  A block seeds NH_LANES lane generators once, with
 * pcg32_lanes_seed(&lanes, seed, prayer_case_key(c), block, 0).  Trial j of
 * the block (0 <= j < ntrials) is trial j / NH_LANES of lane j % NH_LANES.
 * Each trial owns the next w.n words of its lane's generator
 * (w = prayer_words_layout(c)), in order, whether or not it reads them, so
 * trial j's words are outputs (j / NH_LANES) * w.n ... + w.n - 1 of lane
 * j % NH_LANES; its outcome is exactly prayer_resolve(c, &w, those words),
 * added with prayer_tally_add.  A scalar driver that takes each lane out
 * with pcg32_lanes_get, draws w.n words per trial with pcg32_next and calls
 * prayer_resolve reproduces the tally bit for bit
 * (tests/test_prayer_kernel.c does, on cases covering every branch).
 *
 * Files.  prayer_kernel_plan.c makes the per-case plan,
 * prayer_kernel_words.c a batch's words (gen_*), prayer_kernel_eval.c the
 * prayer in every lane (lanes_common to lanes_soon), and this file the
 * safe turn (lanes_safe), the tally and the blocks; what they share is in
 * prayer_kernel_lanes.h. */
#include <stdbool.h>
#include <stdint.h>

#include "kinds/prayer/prayer_impl.h"
#include "kinds/prayer/prayer_kernel_lanes.h"
#include "nhmc/rng.h"
#include "nhmc/simd.h"
#include "nhmc/tally.h"

/* safe_wait (prayer_trial.c) in closed form; see the top of the file. */
NH_TARGET_CLONES
static void lanes_safe(const struct plan *restrict p, struct lanes_out *restrict o)
{
    const int32_t t3 = p->t3, t3q = p->t3q, base = p->base;
    for (int l = 0; l < L; l++) {
        int32_t wait = max32(o->timeout[l] - 200, 0);
        int32_t q = (int32_t)((uint32_t)(t3 + wait) / 600u);
        int32_t steps = q - t3q;
        int32_t lk = o->luck[l], d = base - lk;
        int32_t s = min32(steps, d < 0 ? -d : d);
        lk += d > 0 ? s : -s;
        int32_t sw = lk >= 0 ? wait : base < 0 ? PRAYER_NEVER : (q - lk) * 600 - t3;
        o->safe[l] = o->never[l] ? PRAYER_NEVER : sw;
    }
}

/* ---- a block ---- */

/* The tally: five increments a trial (a fixed max HP: one addition a
 * batch).  Counting the few-valued histograms in interleaved copies was
 * tried and was no faster. */
static void tally_batch(struct nh_tally *t, const struct batch *bt, int n, bool fixed_maxhp)
{
    uint64_t *hf = tally_hist(t, PH_FLAGS) - t->lo[PH_FLAGS];
    uint64_t *hg = tally_hist(t, PH_GAIN) - t->lo[PH_GAIN];
    uint64_t *ht = tally_hist(t, PH_TIMEOUT) - t->lo[PH_TIMEOUT];
    uint64_t *hs = tally_hist(t, PH_SAFE) - t->lo[PH_SAFE];
    uint64_t *hm = tally_hist(t, PH_MAXHP) - t->lo[PH_MAXHP];
    for (int l = 0; l < n; l++) {
        hf[bt->o.flags[l]]++;
        hg[bt->o.gain[l]]++;
        ht[bt->o.timeout[l]]++;
        hs[bt->o.safe[l]]++;
    }
    if (fixed_maxhp)
        hm[bt->hp[0]] += (uint64_t)n;
    else
        for (int l = 0; l < n; l++)
            hm[bt->hp[l]]++;
}

/* dNetHack's prayers (verdict order, glow), and xNetHack's, EvilHack's and
 * UnNetHack's (their hero dice, rne and rules), are not in the lane code: they
 * run lane by lane through prayer_resolve, on the same stream contract
 * (lane l takes trials l, l + NH_LANES, ..., w.n words each, in order). */
static void run_block_scalar(const struct prayer_case *c, uint64_t seed, uint64_t block,
                             uint32_t ntrials, struct nh_tally *t)
{
    nh_pcg32_lanes lanes; /* 4 KB */
    struct prayer_words w;
    uint32_t words[PRAYER_WORDS_MAX];
    prayer_words_layout(c, &w);
    pcg32_lanes_seed(&lanes, seed, prayer_case_key(c), block, 0);
    for (uint32_t l = 0; l < NH_LANES && l < ntrials; l++) {
        nh_pcg32 r = pcg32_lanes_get(&lanes, (int)l);
        for (uint32_t j = l; j < ntrials; j += NH_LANES) {
            for (int k = 0; k < w.n; k++)
                words[k] = pcg32_next(&r);
            struct prayer_outcome o;
            prayer_resolve(c, &w, words, &o);
            prayer_tally_add(t, &o);
        }
    }
}

void prayer_run_block(const struct prayer_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                      struct nh_tally *t)
{
    if (!variant_is_vanilla(c->variant)) {
        run_block_scalar(c, seed, block, ntrials, t);
        return;
    }
    static _Thread_local struct batch bt; /* 80 KB: off the stack */
    struct plan p;
    nh_pcg32_lanes lanes;
    prayer_plan_case(c, &p);
    pcg32_lanes_seed(&lanes, seed, prayer_case_key(c), block, 0);
    for (uint32_t done = 0; done < ntrials; done += L) {
        uint32_t left = ntrials - done;
        prayer_gen_words(&p, &lanes, &bt, done == 0);
        prayer_run_batch(&p, &bt);
        lanes_safe(&p, &bt.o);
        tally_batch(t, &bt, left < L ? (int)left : L, c->maxhp != PRAYER_MAXHP_ROLLED);
    }
}
