/* grace kernel: NH_LANES fights at a time (grace_impl.h; the rules of
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
 *
 * A case with an amulet of life saving or a polymorphed form (docs/rules.md,
 * Life saving and polymorph) runs apply_saves and regenerate_saves, which
 * keep more per lane (the form's HP, max HP, the amulet, what was used),
 * with the same draws; the other cases run the plain loops, unchanged.
 */
#include <string.h>

#include "kinds/grace/grace_impl.h"
#include "nhmc/simd.h"

struct lanes {
    int32_t hp[NH_LANES], h0[NH_LANES];
    int32_t used[NH_LANES], latch[NH_LANES];
    int32_t death[NH_LANES], gturn[NH_LANES];
    int32_t hit[NH_LANES], dmg[NH_LANES];
    /* the saves (apply_saves): the form's HP (0: natural form), the
     * natural max HP, the amulet still worn, and what happened */
    int32_t mh[NH_LANES], maxhp[NH_LANES], amulet[NH_LANES];
    int32_t life_saved[NH_LANES], reverted[NH_LANES];
};

/* What the saves need besides the rule's flags. */
struct saves {
    int32_t ls_hp, ls_maxhp, form_maxhp, unchanging;
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

/* apply_hits with life saving and polymorph (take_hit in grace_trial.c):
 * a polymorphed lane loses the form's HP, and at 0 returns to its natural
 * HP or, with unchanging, dies; a natural lane goes through the rule, and
 * a death with the amulet still worn becomes the amulet's HP and max HP. */
NH_TARGET_CLONES
static void apply_saves(struct lanes *restrict s, struct flags f, struct saves v, int32_t t)
{
    for (int l = 0; l < NH_LANES; l++) {
        int32_t hp = s->hp[l], mh = s->mh[l], used = s->used[l], latch = s->latch[l];
        int32_t maxhp = s->maxhp[l], amulet = s->amulet[l], dmg = s->dmg[l];
        int32_t m = s->hit[l] & grace_lt(0, hp);
        int32_t poly = grace_lt(0, mh);
        int32_t mp = m & poly, mn = m & (poly ^ 1);
        /* the form */
        int32_t mh_after = mh - dmg;
        int32_t form_out = grace_lt(mh_after, 1);
        int32_t die_poly = mp & form_out & v.unchanging;
        s->reverted[l] |= mp & form_out & (v.unchanging ^ 1);
        s->mh[l] = grace_select(mp, grace_select(form_out, 0, mh_after), mh);
        /* the natural form */
        int32_t u2 = used, l2 = latch;
        int32_t taken = grace_step(f.on, f.snapshot, f.pct_min, f.latch_lethal, f.latch_all,
                                   f.monster_only, &u2, &l2, s->h0[l], hp, maxhp, dmg, 1);
        int32_t after = hp - taken;
        int32_t nat_dead = mn & grace_lt(after, 1);
        int32_t saved = nat_dead & amulet;
        s->gturn[l] = grace_select(mn & u2 & (used ^ 1), t, s->gturn[l]);
        s->used[l] = grace_select(mn, u2, used);
        s->latch[l] = grace_select(mn, l2, latch);
        s->amulet[l] = amulet & (saved ^ 1);
        s->life_saved[l] |= saved;
        s->maxhp[l] = grace_select(saved, v.ls_maxhp, maxhp);
        int32_t hp_new = grace_select(mn, grace_select(saved, v.ls_hp, after), hp);
        int32_t died = (nat_dead & (saved ^ 1)) | die_poly;
        s->death[l] = grace_select(died, t, s->death[l]);
        s->hp[l] = grace_select(die_poly, 0, hp_new);
    }
}

/* regenerate with the saves: a polymorphed lane heals the form's HP. */
NH_TARGET_CLONES
static void regenerate_saves(struct lanes *restrict s, uint64_t *restrict state,
                             const uint64_t *restrict inc, int32_t form_maxhp, int32_t amount,
                             uint32_t pct)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        int32_t hp = s->hp[l], mh = s->mh[l];
        int32_t poly = grace_lt(0, mh);
        int32_t cur = grace_select(poly, mh, hp);
        int32_t max = grace_select(poly, form_maxhp, s->maxhp[l]);
        int32_t gain =
            grace_lt(0, hp) & grace_lt(cur, max) & (nh_bounded(pcg32_output(old), 100) < pct);
        int32_t up = cur + amount;
        int32_t next = grace_select(gain, grace_select(grace_lt(up, max), up, max), cur);
        s->mh[l] = grace_select(poly, next, mh);
        s->hp[l] = grace_select(poly, hp, next);
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
    bool with_saves = grace_case_life_saving(c) || grace_case_polymorphed(c);
    struct saves v = {c->ls_hp, c->ls_maxhp, c->form_maxhp, c->unchanging};
    for (int l = 0; l < NH_LANES; l++) {
        s->hp[l] = c->hp;
        s->used[l] = s->latch[l] = s->gturn[l] = 0;
        s->death[l] = c->turns + 1;
        s->mh[l] = c->form_hp;
        s->maxhp[l] = c->maxhp;
        s->amulet[l] = grace_case_life_saving(c);
        s->life_saved[l] = s->reverted[l] = 0;
    }
    if (c->ls_faulty_half) /* xNetHack's cursed amulet works for half of them */
        draw_hits(s->amulet, g->state, g->inc, 1, 2);
    bool regen = c->regen_hp > 0 && c->regen_pct > 0;
    for (int32_t t = 1; t <= c->turns; t++) {
        if (t > 1 && regen && with_saves)
            regenerate_saves(s, g->state, g->inc, c->form_maxhp, c->regen_hp,
                             (uint32_t)c->regen_pct);
        else if (t > 1 && regen)
            regenerate(s, g->state, g->inc, c->maxhp, c->regen_hp, (uint32_t)c->regen_pct);
        phase_start(s);
        if (c->hit_num == 0)
            continue; /* nothing can happen: no draws needed */
        for (int a = 0; a < c->hits; a++) {
            draw_hits(s->hit, g->state, g->inc, (uint32_t)c->hit_num, (uint32_t)c->hit_den);
            for (int l = 0; l < NH_LANES; l++)
                s->dmg[l] = c->dice_k;
            for (int j = 0; j < c->dice_n; j++)
                pcg32_lanes_add_die(s->dmg, g->state, g->inc, (uint32_t)c->dice_s);
            if (with_saves)
                apply_saves(s, f, v, t);
            else
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
        int32_t hp = s->hp[l] > 0 ? (s->mh[l] > 0 ? s->mh[l] : s->hp[l]) : 0;
        struct grace_outcome o = {.death_turn = s->death[l],
                                  .grace_turn = s->gturn[l],
                                  .final_hp = hp,
                                  .used = s->used[l] != 0,
                                  .life_saved = s->life_saved[l] != 0,
                                  .reverted = s->reverted[l] != 0};
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
