/* regen_exact_setup: the exact model's draws and state space for a case
 * (regen_exact.c): the move attempt's and the heal draw's outcome classes,
 * the widths of the hp, mh and helpless dimensions, and the cases refused
 * before any step because a reason in the case itself keeps the target out
 * of reach.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "kinds/regen/regen_impl.h"
#include "kinds/regen/regen_exact_dp.h"
#include "nhmc/dnh.h"
#include "nhmc/rng.h"

/* A word u with nh_bounded(u, n) = r (0 <= r < n): the least such u. */
static uint32_t word_for(uint32_t r, uint32_t n)
{
    return (uint32_t)((((uint64_t)r << 32) + n - 1) / n);
}

/* ---- the draws ---- */

/* 3.x's min(rnd(Con), XL - 9) from XL 11 with Con > 12: r = 0..K-2
 * singly, r >= K-1 together, K = min(Con, XL - 9) classes; else one class
 * (r = 0, no draw needed).  Returns K. */
static int con_classes(const struct regen_case *c, uint32_t r[], long double p[])
{
    if (!(c->xl > 10 && c->con > 12)) {
        r[0] = 0;
        p[0] = 1;
        return 1;
    }
    int cap = c->xl - 9;
    int k = c->con < cap ? c->con : cap;
    for (int j = 0; j < k; j++) {
        r[j] = (uint32_t)j;
        p[j] = (long double)(j < k - 1 ? 1 : c->con - (k - 1)) / c->con;
    }
    return k;
}

/* EvilHack's tortle in its shell (regen_evh_heal's word): rn2(5) = 0 makes
 * the heal 1 whatever rnd(Con) gave (one class, the word 0); else rnd(Con)'s
 * classes, each a word u with nh_bounded(u, 5) = 1 and nh_bounded(5u mod
 * 2^32, Con) = r. */
static int setup_shell_draws(struct dp *d, char *err, size_t errlen)
{
    const struct regen_case *c = d->c;
    uint32_t r[MAX_CLASSES];
    long double p[MAX_CLASSES];
    int k = con_classes(c, r, p);
    if (k + 1 > MAX_CLASSES) {
        snprintf(err, errlen, "internal error: %d heal classes", k + 1);
        return -1;
    }
    d->heal[0] = (struct heal_class){0.2L, 0};
    for (int j = 0; j < k; j++) {
        uint64_t lo = ((uint64_t)1 << 32) + word_for(r[j], (uint32_t)c->con);
        uint32_t u = (uint32_t)((lo + 4) / 5);
        if (nh_bounded(u, 5) != 1 || nh_bounded(u * 5u, (uint32_t)c->con) != r[j]) {
            snprintf(err, errlen, "internal error: no word for rn2(5) = 1, rn2(%d) = %u", c->con,
                     r[j]);
            return -1;
        }
        d->heal[j + 1] = (struct heal_class){0.8L * p[j], u};
    }
    d->nheal = k + 1;
    return 0;
}

static int setup_draws(struct dp *d, char *err, size_t errlen)
{
    const struct regen_case *c = d->c;
    if (regen_needs_move_draw(c)) {
        /* The kernel's probability: threshold / 2^32. */
        long double pa = (long double)regen_move_threshold(c->move) / 4294967296.0L;
        d->natt = 0;
        if (pa > 0)
            d->att[d->natt++] = (struct attempt_opt){pa, true};
        if (pa < 1)
            d->att[d->natt++] = (struct attempt_opt){1 - pa, false};
    } else {
        d->att[0] = (struct attempt_opt){1, c->move >= 1};
        d->natt = 1;
    }

    if (c->variant == NH_VEVH && c->shell && !c->regeneration)
        return setup_shell_draws(d, err, errlen);
    if (!regen_needs_heal_draw(c)) {
        d->heal[0] = (struct heal_class){1, 0};
        d->nheal = 1;
        return 0;
    }
    if (c->variant == NH_VDNH) {
        /* The incantifier's successes among its q tries, binomial (q, 1/90);
         * the draw handed to regen_step() is the count itself (regen_impl.h). */
        int q = regen_dnh_tries(c);
        if (q + 1 > MAX_CLASSES) {
            snprintf(err, errlen, "internal error: %d heal classes", q + 1);
            return -1;
        }
        for (int k = 0; k <= q; k++) {
            long double p = 1;
            for (int j = 0; j < k; j++) /* C(q, k) / 90^k */
                p = p * (q - j) / ((j + 1) * (long double)NH_DNH_HEALCYCLE);
            for (int j = k; j < q; j++)
                p *= (NH_DNH_HEALCYCLE - 1) / (long double)NH_DNH_HEALCYCLE;
            d->heal[k] = (struct heal_class){p, (uint32_t)k};
        }
        d->nheal = q + 1;
        return 0;
    }
    uint32_t n, r[MAX_CLASSES]; /* the draw's bound, and each class's r */
    long double p[MAX_CLASSES];
    int k;
    if (regen_rules_50(c)) {
        /* heal iff XL + Con > rn2(100): r = 0 heals, r = XL + Con does not. */
        int s = c->xl + c->con < 100 ? c->xl + c->con : 100;
        n = 100;
        k = 0;
        r[k] = 0;
        p[k++] = s / 100.0L;
        if (s < 100) {
            r[k] = (uint32_t)s;
            p[k++] = (100 - s) / 100.0L;
        }
    } else {
        /* min(1 + r, XL - 9) (min(Con, XL - 9) <= 21 classes) */
        n = (uint32_t)c->con;
        k = con_classes(c, r, p);
    }
    for (int j = 0; j < k; j++) {
        d->heal[j] = (struct heal_class){p[j], word_for(r[j], n)};
        if (nh_bounded(d->heal[j].word, n) != r[j]) {
            snprintf(err, errlen, "internal error: no word for rn2(%u) = %u", n, r[j]);
            return -1;
        }
    }
    d->nheal = k;
    return 0;
}

/* ---- the state space ---- */

static int setup_ranges(struct dp *d, char *err, size_t errlen)
{
    const struct regen_case *c = d->c;
    struct regen_state s0 = regen_start(c);
    bool overexert = regen_overexert_period(c->enc) > 0 && regen_move_threshold(c->move) > 0 &&
                     regen_can_move(c);
    int32_t hp_hi, mh_hi;

    if (!c->polyd) {
        /* withering lowers HP, to 0 when the hero withers away */
        d->hp_lo = c->withering > 1 ? 0 : overexert ? 1 : s0.hp;
        hp_hi = c->maxhp;
    } else if (regen_poly_heals_hp(c) && !(d->turns && c->track_mh)) {
        /* Normal HP regenerates once mh is full; nothing lowers it. */
        d->hp_lo = s0.hp;
        hp_hi = c->maxhp;
    } else {
        d->hp_lo = hp_hi = s0.hp;
    }
    if (d->turns && !c->track_mh && hp_hi > c->target - 1)
        hp_hi = c->target - 1;

    if (c->polyd) {
        d->mh_lo = overexert ? 1 : s0.mh;
        mh_hi = c->mhmax;
        if (d->turns && c->track_mh && mh_hi > c->target - 1)
            mh_hi = c->target - 1;
    } else if (c->variant == NH_VDNH && regen_needs_heal_draw(c)) {
        /* Pw, spent 1 for 5 HP; with HP never lowered, at most enough
         * for the HP still to heal */
        d->pw_dim = true;
        mh_hi = s0.pw;
        d->mh_lo = 0;
        if (!overexert && s0.pw > (hp_hi - s0.hp + NH_DNH_INCANT_HEAL - 1) / NH_DNH_INCANT_HEAL)
            d->mh_lo = s0.pw - (hp_hi - s0.hp + NH_DNH_INCANT_HEAL - 1) / NH_DNH_INCANT_HEAL;
    } else if (c->dispater) { /* the flag of dispater_adjust_regen() */
        d->roundup_dim = true;
        d->mh_lo = 0;
        mh_hi = 1;
    } else {
        d->mh_lo = mh_hi = s0.mh;
    }

    /* A pass-out needs a move allowed with the overexerted pool at 1. */
    bool passout = false;
    if (overexert) {
        if (!c->polyd)
            passout = d->hp_lo <= 1 && !regen_move_refused(c, 1, 0);
        else if (d->mh_lo == 1)
            for (int32_t h = d->hp_lo; h <= hp_hi && !passout; h++)
                passout = !regen_move_refused(c, h, 1);
    }

    d->nh = hp_hi - d->hp_lo + 1;
    d->nm = mh_hi - d->mh_lo + 1;
    d->nl = passout ? NH_REGEN_PASSOUT_TURNS + 1 : 1;
    uint64_t n = (uint64_t)d->nh * (uint64_t)d->nm * (uint64_t)d->nl;
    if (d->nh < 1 || d->nm < 1) {
        snprintf(err, errlen, "internal error: empty state range");
        return -1;
    }
    if (n > MAX_STATES) {
        snprintf(err, errlen,
                 "the exact distribution needs %llu states (%d HP x %d %s x %d), more than %u; "
                 "expected a smaller HP or %s range (or use the Monte Carlo)",
                 (unsigned long long)n, d->nh, d->nm, d->pw_dim ? "Pw" : "mh", d->nl, MAX_STATES,
                 d->pw_dim ? "Pw" : "mh");
        return -1;
    }
    d->n = (size_t)n;
    return 0;
}

/* ---- cases that can never reach the target ---- */

/* A reason visible in the case itself, or 0. */
static int never_reason(const struct regen_case *c, char *err, size_t errlen)
{
    struct regen_state s0 = regen_start(c);
    const char *v = variant_name(c->variant);
    if (c->polyd && !c->track_mh && !regen_poly_heals_hp(c)) {
        snprintf(err, errlen,
                 "normal HP never regenerates while polymorphed in %s (3.6.7 and 5.0 "
                 "src/allmain.c, regen_hp(); FIQHack libnethack/src/allmain.c, moveloop()), "
                 "so HP %d never reaches the target %d; expected track_mh (the form's mh) or an "
                 "unpolymorphed hero",
                 v, s0.hp, c->target);
        return -1;
    }
    if (c->polyd && regen_uses_old_chain(c) && !c->regeneration && c->enc >= NH_ENC_STRESSED &&
        s0.mh < c->mhmax) {
        snprintf(err, errlen,
                 "in %s a polymorphed hero who is Stressed or worse regenerates mh only with "
                 "Regeneration, moving or not (3.4.3 src/allmain.c and FIQHack "
                 "libnethack/src/allmain.c, moveloop())%s, so "
                 "the target %d is never reached; expected Regeneration or less than Stressed",
                 v, c->track_mh ? "" : ", and normal HP only once mh is full", c->target);
        return -1;
    }
    /* dNetHack: a vampire's Regeneration, the seal Buer and an incantifier's
     * tries heal a moving hero too */
    bool dnh_heals_moving = c->variant == NH_VDNH &&
                            (regen_dnh_rate(c, true, 2, false) > 0 || regen_needs_heal_draw(c));
    if (c->enc >= NH_ENC_STRESSED && !regen_can_regen(c) && moves_always(c) &&
        regen_overexert_period(c->enc) == 0 && !regen_move_refused(c, s0.hp, s0.mh) &&
        !dnh_heals_moving) {
        snprintf(err, errlen,
                 "no state can ever heal: Stressed, always moving (move = 1) and no "
                 "Regeneration; regeneration needs not having moved while Stressed or worse, "
                 "and the game refuses a move only below 10 HP (5 mh "
                 "polymorphed) and not full, never on the Plane of Air (docs/rules.md, "
                 "Overexertion and refused moves), so "
                 "the pool stays at %d and never reaches the "
                 "target %d; "
                 "expected move < 1, Regeneration or less weight",
                 regen_tracked(c, &s0), c->target);
        return -1;
    }
    return 0;
}

/* ---- the case's DP ---- */

/* The refusals first (TURNS), then the draws and the state ranges. */
int regen_exact_setup(struct dp *d, char *err, size_t errlen)
{
    if (d->turns && never_reason(d->c, err, errlen) != 0)
        return -1;
    if (setup_draws(d, err, errlen) != 0 || setup_ranges(d, err, errlen) != 0)
        return -1;
    return 0;
}
