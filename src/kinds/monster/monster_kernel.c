/* monster kernel: a monster's maximum HP and m_lev at creation and after
 * growth, NH_LANES trials at a time (docs/rules.md, Monster HP; monster_hp.h).
 *
 * Creation follows the case's plan (monster_rules.h) in structure-of-arrays
 * form: one PCG32 output per lane for a random m_lev, one per die (a die
 * beyond a lane's count is drawn and masked off, so every lane steps
 * together), one for the rnd() extra.  The dice are multiply-shift draws as
 * nh_rnd makes them.  GCC -O2 vectorises every lane loop in the AVX-512
 * clone (-fopt-info-vec); the baseline and AVX2 clones keep the loops with
 * a PCG step scalar, as they have no 64-bit vector multiply.
 *
 * Growth (kills, gain levels) branches on each lane's state at every
 * grow_up() call (threshold, limit, species), so it runs lane by lane with
 * the rule functions of monster_rules.c and the game's dice (dice.h); only
 * the maximum HP matters, so the rn2() that raises current HP is not drawn.
 *
 * Streams: a block seeds its NH_LANES generators once from (seed, case
 * key, block); trial j of a block is batch j / NH_LANES of lane
 * j % NH_LANES.
 */
#include "kinds/monster/monster_hp.h"

#include "nhmc/dice.h"
#include "nhmc/rng.h"
#include "nhmc/simd.h"

/* One uniform 0..span-1 per lane, added to lo. */
NH_TARGET_CLONES
static void draw_levels(int32_t *restrict lev, uint64_t *restrict state,
                        const uint64_t *restrict inc, int32_t lo, uint32_t span)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        lev[l] = lo + (int32_t)nh_bounded(pcg32_output(old), span);
    }
}

/* Die number k (0-based) of every lane: counted where k < n[l]. */
NH_TARGET_CLONES
static void add_die(int32_t *restrict sum, const int32_t *restrict n, int32_t k,
                    uint64_t *restrict state, const uint64_t *restrict inc, uint32_t sides)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        int32_t die = 1 + (int32_t)nh_bounded(pcg32_output(old), sides);
        int32_t m = -(int32_t)(k < n[l]);
        sum[l] += die & m;
    }
}

/* HP = add + add_per_lev * m_lev + mult * S + bump (monster_rules.h). */
NH_TARGET_CLONES
static void combine(int32_t *restrict hp, const int32_t *restrict lev, const int32_t *restrict sum,
                    const int32_t *restrict n, int32_t add, int32_t per_lev, int32_t mult,
                    int32_t bump)
{
    for (int l = 0; l < NH_LANES; l++) {
        int32_t b = bump & -(int32_t)(sum[l] == n[l] && n[l] > 0);
        hp[l] = add + per_lev * lev[l] + mult * sum[l] + b;
    }
}

/* + rnd(extra) in every lane. */
NH_TARGET_CLONES
static void add_extra(int32_t *restrict hp, uint64_t *restrict state, const uint64_t *restrict inc,
                      uint32_t extra)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        hp[l] += 1 + (int32_t)nh_bounded(pcg32_output(old), extra);
    }
}

static void create_batch(const struct nh_hp_plan *p, nh_pcg32_lanes *lanes, int32_t *hp,
                         int32_t *lev)
{
    int32_t n[NH_LANES], sum[NH_LANES];
    if (p->mlev_hi > p->mlev_lo)
        draw_levels(lev, lanes->state, lanes->inc, p->mlev_lo,
                    (uint32_t)(p->mlev_hi - p->mlev_lo + 1));
    else
        for (int l = 0; l < NH_LANES; l++)
            lev[l] = p->mlev_lo;
    int32_t nmax = p->sides ? (p->dice_per_lev ? p->mlev_hi : p->ndice) : 0;
    for (int l = 0; l < NH_LANES; l++) {
        n[l] = p->sides ? (p->dice_per_lev ? lev[l] : p->ndice) : 0;
        sum[l] = 0;
    }
    for (int32_t k = 0; k < nmax; k++)
        add_die(sum, n, k, lanes->state, lanes->inc, (uint32_t)p->sides);
    combine(hp, lev, sum, n, p->add, p->add_per_lev, p->mult, p->bump_min && p->mult == 1);
    if (p->extra_rnd)
        add_extra(hp, lanes->state, lanes->inc, (uint32_t)p->extra_rnd);
    if (p->mlev_from_hp)
        for (int l = 0; l < NH_LANES; l++)
            lev[l] = hp[l] / 4;
}

/* Turns from 1 HP to full (docs/rules.md, Monster regeneration), one output per lane for the phase:
 * with the first turn 1 + phase (phase 0..19), the heals fall on turns 20, 40,
 * ..., so m - 1 heals take 20 (m - 1) - phase turns; a regenerating
 * species heals every turn.  The output is drawn either way, so a lane's
 * draws do not depend on the species. */
NH_TARGET_CLONES
static void regen_turns(const int32_t *restrict hp, const int32_t *restrict regenerates,
                        uint64_t *restrict state, const uint64_t *restrict inc,
                        int32_t *restrict turns)
{
    for (int i = 0; i < NH_LANES; i++) {
        uint64_t old = state[i];
        state[i] = old * NH_PCG32_MULT + inc[i];
        int32_t phase = (int32_t)(((uint64_t)pcg32_output(old) * 20) >> 32);
        int32_t missing = hp[i] - 1;
        int32_t slow = missing > 0 ? 20 * missing - phase : 0;
        turns[i] = regenerates[i] ? missing : slow;
    }
}

/* The grow_up() calls of one lane (docs/rules.md, Monster growth); returns the form it ends as. */
static int grow_lane(const struct monster_case *c, const struct nh_monster_table *t, nh_pcg32 *r,
                     int32_t *hp, int32_t *lev)
{
    struct nh_grow_state s = {c->mon, *lev, *hp};
    for (int k = 0; k < c->kills + c->gain_levels; k++) {
        bool kill = k < c->kills;
        int target = nh_grow_target(c->variant, t, s.form, kill);
        int thr = nh_grow_threshold(t, &s, kill, c->where.home_plane);
        int lim = nh_grow_limit(t, &s, target, kill);
        int inc = kill ? nh_grow_kill_increase(s.hpmax, nh_rnd(r, c->victim_level + 1), thr)
                       : nh_rnd(r, 8);
        s = nh_grow_apply(t, s, inc, thr, lim, target);
    }
    *hp = s.hpmax;
    *lev = s.m_lev;
    return s.form;
}

void monster_run_block(const struct monster_case *c, uint64_t seed, uint64_t block,
                       uint32_t ntrials, struct nh_tally *t)
{
    nh_pcg32_lanes lanes;
    int32_t hp[NH_LANES], lev[NH_LANES];
    struct nh_hp_plan p = monster_case_plan(c);
    const struct nh_monster_table *tab = monster_table(c->variant);
    bool grows = monster_case_grows(c);
    pcg32_lanes_seed(&lanes, seed, monster_case_key(c), block, 0);
    uint64_t *hh = tally_hist(t, NH_MON_HIST_HP), *hl = tally_hist(t, NH_MON_HIST_LEVEL);
    uint64_t *hr = tally_hist(t, NH_MON_HIST_REGEN);
    int32_t hlo = t->lo[NH_MON_HIST_HP], llo = t->lo[NH_MON_HIST_LEVEL];
    /* M1_REGEN is the final form's: a manes grows into a lemure, which
     * regenerates (docs/rules.md, Monster regeneration) */
    int32_t made_regen = (tab->mons[c->mon].flags & NH_MF_REGEN) != 0;
    int32_t turns[NH_LANES], regenerates[NH_LANES];
    for (uint32_t done = 0; done < ntrials; done += NH_LANES) {
        uint32_t left = ntrials - done;
        int n = left < NH_LANES ? (int)left : NH_LANES;
        create_batch(&p, &lanes, hp, lev);
        for (int l = 0; l < NH_LANES; l++)
            regenerates[l] = made_regen;
        if (grows)
            for (int l = 0; l < n; l++) {
                nh_pcg32 r = pcg32_lanes_get(&lanes, l);
                int form = grow_lane(c, tab, &r, &hp[l], &lev[l]);
                regenerates[l] = (tab->mons[form].flags & NH_MF_REGEN) != 0;
                pcg32_lanes_put(&lanes, l, r);
            }
        regen_turns(hp, regenerates, lanes.state, lanes.inc, turns);
        for (int l = 0; l < n; l++) {
            hh[hp[l] - hlo]++;
            hl[lev[l] - llo]++;
            hr[turns[l]]++;
        }
    }
}
