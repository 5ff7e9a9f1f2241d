/* grace kernel: NH_LANES fights at a time (grace.h; the rules of
 * docs/rules.md, Saving grace, in their flag form, grace_step).
 *
 * Lanes hold the fight's state in structure-of-arrays form: HP, H0, the
 * flag and the latch, the turn of death and the turn grace fired.  Each
 * attack attempt is three loops over all NH_LANES lanes, none with calls or
 * data-dependent branches (selects and 0/1 masks instead), so they
 * vectorise:
 *  - the to-hit word: rn2(hit_den) < hit_num by multiply-shift;
 *  - the damage: dice_n words, one per die, each 1 + rn2(dice_s);
 *  - the rule: grace_step on copies of the flag and latch, kept only where
 *    the lane is alive and was hit (a miss must not reach the rule: under
 *    xNetHack's latch any call, even of 0 damage, leaves HP - 1).
 * Every lane draws the to-hit word and the dice on every attempt, hit or
 * not, alive or not; the game draws the dice only on a hit.  The words are
 * independent uniforms, so each fight has the game's distribution.  The
 * turn boundary draws one rn2(100) word per lane when regeneration is on.
 *
 * Streams: every batch seeds its lanes afresh from (seed, case key, block,
 * index of the fight in the block), so each fight owns its stream.  A batch
 * can then stop as soon as every lane is dead without moving any other
 * fight's draws, and, as the key leaves the rule out, the fights of one
 * seed meet the same hits under every rule until their paths part.
 */
#include <string.h>

#include "kinds/grace/grace.h"
#include "nhmc/simd.h"

struct lanes {
    int32_t hp[NH_LANES], h0[NH_LANES];
    int32_t used[NH_LANES], latch[NH_LANES];
    int32_t death[NH_LANES], gturn[NH_LANES];
    int32_t hit[NH_LANES], dmg[NH_LANES];
};

/* The rule's flags as 0/1 ints for grace_step. */
struct flags {
    int32_t on, snapshot, pct_min, latch_lethal, latch_all, monster_only;
};

NH_TARGET_CLONES
static void draw_hits(int32_t *restrict hit, uint64_t *restrict state, const uint64_t *restrict inc,
                      uint32_t num, uint32_t den)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        hit[l] = nh_bounded(pcg32_output(old), den) < num;
    }
}

NH_TARGET_CLONES
static void draw_die(int32_t *restrict dmg, uint64_t *restrict state, const uint64_t *restrict inc,
                     uint32_t sides)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        dmg[l] += 1 + (int32_t)nh_bounded(pcg32_output(old), sides);
    }
}

NH_TARGET_CLONES
static void apply_hits(int32_t *restrict hp_, int32_t *restrict used_, int32_t *restrict latch_,
                       int32_t *restrict gturn, int32_t *restrict death, const int32_t *restrict h0,
                       const int32_t *restrict hit, const int32_t *restrict dmg, struct flags f,
                       int32_t maxhp, int32_t t)
{
    for (int l = 0; l < NH_LANES; l++) {
        int32_t hp = hp_[l], used = used_[l], latch = latch_[l];
        int32_t u2 = used, l2 = latch;
        int32_t taken = grace_step(f.on, f.snapshot, f.pct_min, f.latch_lethal, f.latch_all,
                                   f.monster_only, &u2, &l2, h0[l], hp, maxhp, dmg[l], 1);
        int32_t m = hit[l] & grace_lt(0, hp);
        int32_t fired = m & u2 & (used ^ 1);
        used_[l] = grace_select(m, u2, used);
        latch_[l] = grace_select(m, l2, latch);
        gturn[l] = grace_select(fired, t, gturn[l]);
        int32_t after = hp - m * taken;
        death[l] = grace_select(m & grace_lt(after, 1), t, death[l]);
        hp_[l] = after;
    }
}

/* The turn boundary: latch cleared; below max, +regen with pct%. */
NH_TARGET_CLONES
static void regenerate(struct lanes *restrict s, uint64_t *restrict state,
                       const uint64_t *restrict inc, int32_t maxhp, int32_t amount, uint32_t pct)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        int32_t hp = s->hp[l];
        int32_t gain = (hp > 0) & (hp < maxhp) & (nh_bounded(pcg32_output(old), 100) < pct);
        int32_t up = hp + amount;
        s->hp[l] = gain ? (up < maxhp ? up : maxhp) : hp;
    }
}

/* Start of a monster phase: the hero's action cleared the latch; H0 = HP. */
NH_TARGET_CLONES
static void phase_start(struct lanes *restrict s)
{
    for (int l = 0; l < NH_LANES; l++) {
        s->latch[l] = 0;
        s->h0[l] = s->hp[l];
    }
}

static bool any_alive(const struct lanes *s)
{
    int32_t alive = 0;
    for (int l = 0; l < NH_LANES; l++)
        alive |= s->hp[l] > 0;
    return alive != 0;
}

static void run_batch(const struct grace_case *c, struct flags f, struct lanes *s,
                      nh_pcg32_lanes *g)
{
    for (int l = 0; l < NH_LANES; l++) {
        s->hp[l] = c->hp;
        s->used[l] = s->latch[l] = s->gturn[l] = 0;
        s->death[l] = c->turns + 1;
    }
    bool regen = c->regen_hp > 0 && c->regen_pct > 0;
    for (int32_t t = 1; t <= c->turns; t++) {
        if (t > 1 && regen)
            regenerate(s, g->state, g->inc, c->maxhp, c->regen_hp, (uint32_t)c->regen_pct);
        phase_start(s);
        if (c->hit_num == 0)
            continue; /* nothing can happen: no draws needed */
        for (int a = 0; a < c->hits; a++) {
            draw_hits(s->hit, g->state, g->inc, (uint32_t)c->hit_num, (uint32_t)c->hit_den);
            for (int l = 0; l < NH_LANES; l++)
                s->dmg[l] = c->dice_k;
            for (int j = 0; j < c->dice_n; j++)
                draw_die(s->dmg, g->state, g->inc, (uint32_t)c->dice_s);
            apply_hits(s->hp, s->used, s->latch, s->gturn, s->death, s->h0, s->hit, s->dmg, f,
                       c->maxhp, t);
        }
        if (!any_alive(s))
            break;
    }
}

static void tally_lanes(struct nh_tally *t, const struct lanes *s, int n)
{
    for (int l = 0; l < n; l++) {
        struct grace_outcome o = {.death_turn = s->death[l],
                                  .grace_turn = s->gturn[l],
                                  .final_hp = s->hp[l] > 0 ? s->hp[l] : 0,
                                  .used = s->used[l] != 0};
        grace_tally_add(t, &o);
    }
}

void grace_run_block(const struct grace_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                     struct nh_tally *t)
{
    struct grace_params p;
    grace_rule_params(c->rule, &p);
    struct flags f = {p.on, p.snapshot, p.pct_min, p.latch_lethal, p.latch_all, p.monster_only};
    uint64_t key = grace_case_key(c);
    struct lanes s;
    nh_pcg32_lanes g;
    for (uint32_t done = 0; done < ntrials; done += NH_LANES) {
        uint32_t left = ntrials - done;
        pcg32_lanes_seed(&g, seed, key, block, done);
        run_batch(c, f, &s, &g);
        tally_lanes(t, &s, left < NH_LANES ? (int)left : NH_LANES);
    }
}
