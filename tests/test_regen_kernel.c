/* Tests of the regen kernel (src/kinds/regen/regen_kernel.c; regen_impl.h).
 *
 * The main check: a scalar simulator written here, stepping each trial turn
 * by turn with the rules' reference regen_step() and drawing from its own
 * nh_pcg32 per lane in the stream layout, units and draw order documented
 * at the top of src/kinds/regen/regen_kernel.c, must give the kernel's tallies exactly,
 * on cases covering every variant and every branch of the rules.  On every
 * turn it calls ordinary it checks that regen_step() gives the same state
 * whatever is drawn, so the kernel's skipping is checked against the rules,
 * not against itself.  Then the accuracy of a word's draws, hand-computed
 * deterministic cases (the schedules of docs/rules.md, Regeneration in 3.4.3 and 3.6.7;
 * Regeneration in FIQHack) and independence of the thread count.
 */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kinds/regen/regen_impl.h"
#include "regen_testutil.h"
#include "nhmc/gof.h"
#include "nhmc/pmf.h"
#include "nhmc/rng.h"
#include "nhmc/hero_rules.h"
#include "nhmc/runner.h"

#define SEED 0x72656765u /* "rege" */

/* ------------------------------------------------------------------ */
/* The scalar reference simulator                                      */
/* ------------------------------------------------------------------ */

/* The kernel's rules of the case, from the case itself (the top of
 * src/kinds/regen/regen_kernel.c documents them). */
struct ref_rules {
    bool move_draw, heal_draw, draws;
    bool may_move; /* a move can happen: drawn, or move >= 1 awake */
    bool moves;    /* the kernel's attempts: Stressed or worse, and a move can
                      happen or (3.4.3, FIQHack) polymorphed */
    int units;     /* per word */
    uint32_t d;    /* heal digit radix */
    uint32_t s;    /* 5.0: heal iff digit < s */
    uint64_t thr;
    uint64_t cell[9];  /* the attempt cells' bounds B_0 .. B_8 = 2^32 */
    bool heal_special; /* 3.x heal turns, FIQHack extra turns */
    bool fiq_every;    /* FIQHack: every normal-HP turn special */
    int over;          /* overexertion turns special: their period */
    int rate;          /* FIQHack */
};

static struct ref_rules ref_rules_of(const struct regen_case *c)
{
    struct ref_rules R;
    memset(&R, 0, sizeof R);
    bool old = regen_uses_old_chain(c);
    R.move_draw = regen_needs_move_draw(c);
    R.heal_draw = regen_needs_heal_draw(c);
    R.draws = R.move_draw || R.heal_draw;
    R.may_move = R.move_draw || (c->move >= 1 && regen_can_move(c));
    R.moves = c->enc >= NH_ENC_STRESSED && (R.may_move || (c->polyd && old));
    R.units = !R.heal_draw ? 2 : R.moves ? 3 : 4;
    R.d = (uint32_t)c->con;
    if (c->variant == NH_V50) {
        /* XL + Con > rn2(100) as s / D in lowest terms */
        int g = 100, r = c->xl + c->con;
        while (r) {
            int x = g % r;
            g = r;
            r = x;
        }
        R.d = 100u / (uint32_t)g;
        R.s = (uint32_t)(c->xl + c->con) / (uint32_t)g;
        if (!R.moves && !c->polyd)
            R.units = R.d <= 10 ? 8 : R.d <= 25 ? 6 : 4;
    }
    R.thr = regen_move_threshold(c->move);
    /* The attempt tuples' cells: t = 4 b1 + 2 b2 + b3 (b = 1: no attempt)
     * from B_t = round(2^32 P(tuple < t)). */
    long double pm = (long double)R.thr / 4294967296.0L, cum = 0;
    for (int t = 0; t < 8; t++) {
        R.cell[t] = (uint64_t)roundl(cum * 4294967296.0L);
        cum += (t & 4 ? 1 - pm : pm) * (t & 2 ? 1 - pm : pm) * (t & 1 ? 1 - pm : pm);
    }
    R.cell[8] = UINT64_C(1) << 32;
    R.over = R.may_move ? regen_overexert_period(c->enc) : 0;
    if (c->variant == NH_VFIQ) {
        R.rate = regen_fiq_rate(c->regeneration, c->role == NH_ROLE_HEALER, c->xl, c->con);
        R.heal_special = R.rate % 100 != 0;
        R.fiq_every = R.rate >= 100 && !c->regeneration && R.moves && R.may_move;
    } else if (c->variant != NH_V50) {
        R.heal_special = !(c->regeneration && !R.heal_draw);
    }
    return R;
}

/* A word w with nh_bounded(w, d) = digit: the least one. */
static uint32_t digit_word(uint32_t digit, uint32_t d)
{
    return (uint32_t)((((uint64_t)digit << 32) + d - 1) / d);
}

/* What one unit of a word gives a special turn. */
struct slot {
    bool attempt;
    uint32_t heal; /* word for regen_step's heal draw */
};

/* A word's units: digits first, then up to three attempts from the fraction
 * left (its cell among eight). */
static void decode(const struct regen_case *c, const struct ref_rules *R, uint32_t u,
                   struct slot *s)
{
    uint32_t f = u;
    for (int i = 0; i < R->units; i++) {
        s[i].heal = 0;
        if (R->heal_draw) {
            uint32_t digit = nh_bounded(f, R->d);
            if (c->variant == NH_V50) /* a word with rn2(100) < XL + Con, or not */
                s[i].heal = digit_word(digit < R->s ? 0 : 99, 100);
            else
                s[i].heal = digit_word(digit, R->d);
            f *= R->d;
        }
    }
    for (int i = 0; i < R->units; i++)
        s[i].attempt = c->move >= 1;
    if (R->move_draw && R->thr >= (UINT64_C(1) << 32)) {
        s[0].attempt = s[1].attempt = s[2].attempt = true;
    } else if (R->move_draw) {
        int t = 0;
        while (f >= R->cell[t + 1])
            t++;
        s[0].attempt = !(t & 4);
        s[1].attempt = !(t & 2);
        s[2].attempt = !(t & 1);
    }
}

static bool ref_done(const struct regen_case *c, const struct regen_state *st, int64_t k)
{
    if (c->measure == NH_REGEN_HP)
        return k == c->after;
    return regen_tracked(c, st) >= c->target || k == c->max_turns;
}

/* Whether turn t is special for a unit whose regime says `every`. */
static bool ref_special(const struct regen_case *c, const struct ref_rules *R, int64_t t,
                        bool every)
{
    if (every)
        return true;
    if (R->heal_special) {
        if (c->variant == NH_VFIQ ? regen_fiq_heal(R->rate, t) > R->rate / 100
                                  : t % regen_old_period(c->xl) == 0)
            return true;
    }
    if (c->polyd && t % 20 == 0)
        return true;
    return R->over && t % R->over == 0;
}

static bool same_state(const struct regen_state *a, const struct regen_state *b)
{
    return a->hp == b->hp && a->mh == b->mh && a->helpless == b->helpless;
}

/* An ordinary turn: regen_step must not depend on the draws (a move, if
 * one can happen, and the heal word). */
static void ref_ordinary(const struct regen_case *c, const struct ref_rules *R, int64_t t,
                         struct regen_state *st)
{
    struct regen_state a = *st, b;
    regen_step(c, t, false, 0, &a);
    for (int i = 1; i < 4; i++) {
        b = *st;
        regen_step(c, t, R->may_move && (i & 1), i & 2 ? UINT32_MAX : 0, &b);
        if (!same_state(&a, &b)) {
            print_error("turn %lld is not ordinary (hp %d mh %d)\n", (long long)t, st->hp, st->mh);
            fail();
        }
    }
    *st = a;
}

/* One unit from slot s (the top of src/kinds/regen/regen_kernel.c): the ordinary turns
 * up to the next special turn, which it takes with the slot's draws; the
 * run stops early when the trial ends or the pool the run heals reaches its
 * target (tracked) or its max, unless the next turn is special. */
static void ref_unit(const struct regen_case *c, const struct ref_rules *R, int64_t t0,
                     struct regen_state *st, int64_t *k, const struct slot *s)
{
    bool mhb = c->polyd && st->mh < c->mhmax;
    bool hpb = !mhb && (!c->polyd || regen_poly_heals_hp(c)) && st->hp < c->maxhp;
    bool every = hpb && (c->variant == NH_V50 || R->fiq_every);
    bool tracked = c->polyd && c->track_mh ? mhb : !mhb;
    int pmax = mhb ? c->mhmax : c->maxhp;
    int lim = tracked && c->measure == NH_REGEN_TURNS && c->target < pmax ? c->target : pmax;
    for (;;) {
        if (ref_done(c, st, *k))
            return;
        int64_t t = t0 + *k + 1;
        if (ref_special(c, R, t, every)) {
            regen_step(c, t, s->attempt, s->heal, st);
            ++*k;
            return;
        }
        ref_ordinary(c, R, t, st);
        ++*k;
        if (ref_done(c, st, *k) || ref_special(c, R, t + 1, every))
            continue;
        if ((mhb || hpb) && (mhb ? st->mh : st->hp) >= lim)
            return;
    }
}

/* One trial from turn t0, its words from the lane's stream: its outcome. */
static int32_t ref_trial(const struct regen_case *c, const struct ref_rules *R, nh_pcg32 *rng,
                         int64_t t0)
{
    struct regen_state st = regen_start(c);
    int64_t k = 0;
    while (!ref_done(c, &st, k)) {
        struct slot s[8];
        decode(c, R, R->draws ? pcg32_next(rng) : 0, s);
        for (int i = 0; i < R->units; i++)
            ref_unit(c, R, t0, &st, &k, &s[i]);
    }
    if (c->measure == NH_REGEN_HP)
        return regen_tracked(c, &st);
    return regen_tracked(c, &st) >= c->target ? (int32_t)k : (int32_t)c->max_turns + 1;
}

/* Block `block` of the case as documented: trial j in lane j % NH_LANES;
 * a lane takes the phase words of all its trials (of a chunk of
 * NH_BLOCK_TRIALS), then runs them in order. */
static void ref_block(const struct regen_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                      struct nh_tally *t)
{
    struct ref_rules R = ref_rules_of(c);
    struct regen_state st0 = regen_start(c);
    bool at_start = c->measure == NH_REGEN_HP ? c->after == 0 : regen_tracked(c, &st0) >= c->target;
    static nh_pcg32 rng[NH_LANES];
    for (uint32_t l = 0; l < NH_LANES; l++)
        pcg32_seed_stream(&rng[l], seed, regen_case_key(c), block, l);
    for (uint32_t j0 = 0; j0 < ntrials; j0 += NH_BLOCK_TRIALS) {
        uint32_t n = ntrials - j0 < NH_BLOCK_TRIALS ? ntrials - j0 : NH_BLOCK_TRIALS;
        for (uint32_t l = 0; l < NH_LANES && l < n; l++) {
            int64_t t0s[NH_BLOCK_TRIALS / NH_LANES];
            int m = 0;
            for (uint32_t j = l; j < n; j += NH_LANES)
                t0s[m++] = c->turn_random
                               ? 1 + (int64_t)nh_bounded(pcg32_next(&rng[l]), NH_REGEN_PHASES)
                               : c->turn;
            for (int i = 0; i < m; i++)
                tally_add(t, 0,
                          at_start ? regen_tracked(c, &st0) * (c->measure == NH_REGEN_HP)
                                   : ref_trial(c, &R, &rng[l], t0s[i]));
        }
    }
}

/* ------------------------------------------------------------------ */
/* Cases                                                               */
/* ------------------------------------------------------------------ */

/* regen_testutil.h's quiet case, moving half the turns from a random start. */
static struct regen_case base_case(enum nh_variant v, int xl, int con, int hp, int maxhp)
{
    struct regen_case c = base(v, xl, con, hp, maxhp);
    c.move = 0.5;
    c.turn_random = true;
    return c;
}

static void set_poly(struct regen_case *c, int mh, int mhmax, bool track)
{
    c->polyd = true;
    c->mh = mh;
    c->mhmax = mhmax;
    c->track_mh = track;
    if (track)
        c->target = mhmax;
}

static void set_hp_measure(struct regen_case *c, int after)
{
    c->measure = NH_REGEN_HP;
    c->after = after;
}

/* The varied cases of the identical-tally check. */
static size_t varied_cases(struct regen_case *cs)
{
    size_t n = 0;
    struct regen_case c;

    /* 3.6.7 XL 8 (N 5), deterministic schedule, random phase. */
    cs[n++] = base_case(NH_V367, 8, 16, 1, 70);
    /* 3.6.7 XL 14 Con 18 Stressed, move 0.5: move and rnd(Con) draws. */
    c = base_case(NH_V367, 14, 18, 1, 80);
    c.enc = NH_ENC_STRESSED;
    cs[n++] = c;
    /* 3.6.7 XL 20 Con 25 from turn 1: rnd(25) capped at 11. */
    c = base_case(NH_V367, 20, 25, 1, 300);
    c.turn_random = false;
    cs[n++] = c;
    /* 3.6.7 XL 12 Con 16 Stressed, always trying to move: heal draws only;
     * moves refused below HP 10, so the HP stops near 10; HP after 60. */
    c = base_case(NH_V367, 12, 16, 3, 40);
    c.enc = NH_ENC_STRESSED;
    c.move = 1;
    set_hp_measure(&c, 60);
    cs[n++] = c;
    /* 3.4.3 XL 12 Con 13 Strained, move 0.5, fixed turn 7: overexertion. */
    c = base_case(NH_V343, 12, 13, 5, 60);
    c.enc = NH_ENC_STRAINED;
    c.turn_random = false;
    c.turn = 7;
    cs[n++] = c;
    /* 3.4.3 XL 10 Con 12, Stressed, resting (move 0): no draws at all. */
    c = base_case(NH_V343, 10, 12, 2, 45);
    c.enc = NH_ENC_STRESSED;
    c.move = 0;
    cs[n++] = c;
    /* 3.4.3 polymorphed, tracking mh, Strained, resting: no move, yet mh
     * cannot regenerate (Stressed or worse blocks it even unmoved); mh
     * after 100 steps.  And the same in 3.6.7, where it can. */
    c = base_case(NH_V343, 6, 14, 9, 30);
    set_poly(&c, 3, 20, true);
    c.enc = NH_ENC_STRAINED;
    c.move = 0;
    set_hp_measure(&c, 100);
    cs[n++] = c;
    c.variant = NH_V367;
    cs[n++] = c;
    /* 3.4.3 polymorphed with mh full: normal HP regenerates (XL 5, N 7). */
    c = base_case(NH_V343, 5, 14, 3, 40);
    set_poly(&c, 10, 10, false);
    cs[n++] = c;
    /* 3.4.3 polymorphed, tracking mh, Overtaxed, Regeneration, move 0.6:
     * mh +1 a turn, -1 every 10th turn when moved (refused below mh 5). */
    c = base_case(NH_V343, 9, 10, 12, 12);
    set_poly(&c, 2, 25, true);
    c.enc = NH_ENC_OVERTAXED;
    c.move = 0.6;
    c.regeneration = true;
    cs[n++] = c;
    /* 3.4.3 polymorphed into a form with mh 1 of 1 (full, so the normal HP
     * regenerates), Overtaxed, move 0.8, XL 12 Con 16: a moved 10th turn
     * makes the hero pass out (mh cannot drop), and the 9 helpless turns
     * let the HP regenerate; mh full, so moves are never refused. */
    c = base_case(NH_V343, 12, 16, 10, 60);
    set_poly(&c, 1, 1, false);
    c.enc = NH_ENC_OVERTAXED;
    c.move = 0.8;
    cs[n++] = c;
    /* The same in FIQHack (rate 3*12 + 3*11 = 69), HP after 61 steps: the
     * HP stays 10, FIQHack heals the form's pool, never normal HP. */
    c.variant = NH_VFIQ;
    c.role = role_parse("Sam");
    set_hp_measure(&c, 61);
    cs[n++] = c;
    /* 3.6.7 polymorphed, tracking mh, Strained, move 0.5: moves refused
     * below mh 5, mh +1 every 20 turns unless moved, -1 every 30th moved. */
    c = base_case(NH_V367, 7, 15, 20, 30);
    set_poly(&c, 2, 30, true);
    c.enc = NH_ENC_STRAINED;
    cs[n++] = c;
    /* 3.6.7 polymorphed, tracking normal HP: it never regenerates, every
     * trial fails after max_turns. */
    c = base_case(NH_V367, 12, 16, 5, 30);
    set_poly(&c, 4, 8, false);
    c.max_turns = 250;
    cs[n++] = c;
    /* 3.6.7 XL 9 Con 12 Regeneration, Strained, always moving (move 1, no
     * draw): Regeneration bypasses the encumbrance, overexertion every 30. */
    c = base_case(NH_V367, 9, 12, 10, 40);
    c.enc = NH_ENC_STRAINED;
    c.move = 1;
    c.regeneration = true;
    cs[n++] = c;
    /* 3.6.7 XL 11 Con 16 Overtaxed with move a hair below 1: the threshold
     * rounds to 2^32 (always), still drawn; the HP hovers around 10 (moves
     * refused below it), HP after 101 steps. */
    c = base_case(NH_V367, 11, 16, 11, 50);
    c.enc = NH_ENC_OVERTAXED;
    c.move = 1.0 - 1.0 / 17179869184.0; /* 1 - 2^-34 */
    set_hp_measure(&c, 101);
    cs[n++] = c;
    /* Cases without draws whose period exceeds NH_LANES, so the kernel
     * steps every trial rather than one per phase: 3.4.3 XL 2 (N 11),
     * polymorphed, Strained, always moving, Regeneration, tracking mh
     * (period lcm(11, 20, 30) = 660); and FIQHack XL 5 polymorphed with mh
     * full, Strained, always moving, Regeneration (rate 148; mh lost on
     * every 30th turn comes back on the next; HP never regenerates),
     * HP after 25 steps (period 300). */
    c = base_case(NH_V343, 2, 11, 15, 15);
    set_poly(&c, 3, 40, true);
    c.enc = NH_ENC_STRAINED;
    c.move = 1;
    c.regeneration = true;
    cs[n++] = c;
    c = base_case(NH_VFIQ, 5, 16, 12, 60);
    set_poly(&c, 6, 6, false);
    c.enc = NH_ENC_STRAINED;
    c.move = 1;
    c.regeneration = true;
    set_hp_measure(&c, 25);
    cs[n++] = c;
    /* 5.0 XL 8 Con 16 (bern 0.24 a turn). */
    cs[n++] = base_case(NH_V50, 8, 16, 1, 70);
    /* 5.0 restful sleep, HP after 37 steps (odd: pairs straddle trials). */
    c = base_case(NH_V50, 3, 10, 1, 100);
    c.restful_sleep = true;
    set_hp_measure(&c, 37);
    cs[n++] = c;
    /* 5.0 restful sleep, Strained, move 1: asleep, the hero never moves. */
    c = base_case(NH_V50, 6, 12, 2, 60);
    c.restful_sleep = true;
    c.enc = NH_ENC_STRAINED;
    c.move = 1;
    cs[n++] = c;
    /* 5.0 polymorphed, tracking mh, Stressed, move 0.5: move and heal
     * draws, the heal draws unused. */
    c = base_case(NH_V50, 4, 9, 6, 20);
    set_poly(&c, 3, 12, true);
    c.enc = NH_ENC_STRESSED;
    cs[n++] = c;
    /* 5.0 XL 12 Con 14 Overtaxed, move 0.3, fixed turn 1000000007. */
    c = base_case(NH_V50, 12, 14, 12, 50);
    c.enc = NH_ENC_OVERTAXED;
    c.move = 0.3;
    c.turn_random = false;
    c.turn = 1000000007;
    cs[n++] = c;
    /* 5.0 Regeneration, Strained, move tiny (threshold 0: never moves). */
    c = base_case(NH_V50, 2, 5, 1, 30);
    c.enc = NH_ENC_STRAINED;
    c.move = 1e-12;
    c.regeneration = true;
    cs[n++] = c;
    /* FIQHack Healer XL 5 Con 14 with Regeneration (rate 175). */
    c = base_case(NH_VFIQ, 5, 14, 1, 200);
    c.role = NH_ROLE_HEALER;
    c.regeneration = true;
    cs[n++] = c;
    /* FIQHack Valkyrie XL 1 Con 10 (rate 18), Burdened, from turn 50, HP
     * after 333 steps. */
    c = base_case(NH_VFIQ, 1, 10, 1, 90);
    c.enc = NH_ENC_BURDENED;
    c.turn_random = false;
    c.turn = 50;
    set_hp_measure(&c, 333);
    cs[n++] = c;
    /* FIQHack polymorphed with mh full, Stressed, move 0.5: the normal HP
     * regenerates (3.4.3's rule) on turns without a move. */
    c = base_case(NH_VFIQ, 13, 17, 3, 30);
    set_poly(&c, 5, 5, false);
    c.enc = NH_ENC_STRESSED;
    cs[n++] = c;
    /* FIQHack polymorphed, tracking mh, Strained, move 0.3: mh cannot
     * regenerate (3.4.3's rule: Stressed or worse blocks it even unmoved)
     * and drops on every 30th turn with a move, down to 4 (moves are
     * refused below mh 5); mh after 200 steps. */
    c = base_case(NH_VFIQ, 8, 12, 11, 11);
    set_poly(&c, 7, 20, true);
    c.enc = NH_ENC_STRAINED;
    c.move = 0.3;
    set_hp_measure(&c, 200);
    cs[n++] = c;
    /* FIQHack Strained move 0.5, XL 20 Con 20 (rate 105). */
    c = base_case(NH_VFIQ, 20, 20, 10, 120);
    c.enc = NH_ENC_STRAINED;
    cs[n++] = c;
    /* FIQHack Healer XL 20 Con 20 with Regeneration (rate 238: 2 a turn,
     * 3 on the 38 extra turns of each 100), Strained, move 0.4: runs of
     * ordinary turns heal 2 a turn up to the target; and its HP after 77
     * steps. */
    c = base_case(NH_VFIQ, 20, 20, 1, 150);
    c.role = NH_ROLE_HEALER;
    c.regeneration = true;
    c.enc = NH_ENC_STRAINED;
    c.move = 0.4;
    cs[n++] = c;
    set_hp_measure(&c, 77);
    cs[n++] = c;
    /* FIQHack polymorphed with Regeneration (rate 100 + 27 + 36 = 163),
     * mh 2 of 9, tracking normal HP, Stressed, move 0.5: mh heals 1 a turn
     * in runs, then (mh full) the normal HP 1 a turn plus extra turns. */
    c = base_case(NH_VFIQ, 9, 17, 4, 80);
    set_poly(&c, 2, 9, false);
    c.regeneration = true;
    c.enc = NH_ENC_STRESSED;
    cs[n++] = c;
    /* 3.4.3 polymorphed into mh 1 of 1, Overtaxed, move 0.8, Regeneration,
     * XL 5: pass-outs on moved 10th turns (mh cannot drop), counted down in
     * runs of ordinary turns that heal 1 each. */
    c = base_case(NH_V343, 5, 14, 2, 90);
    set_poly(&c, 1, 1, false);
    c.enc = NH_ENC_OVERTAXED;
    c.move = 0.8;
    c.regeneration = true;
    cs[n++] = c;
    /* 5.0 polymorphed, asleep with restful sleep, tracking mh 3 of 40: mh
     * + 1 every turn (U_CAN_REGEN), normal HP never; mh after 23 steps. */
    c = base_case(NH_V50, 6, 11, 5, 30);
    set_poly(&c, 3, 40, true);
    c.restful_sleep = true;
    set_hp_measure(&c, 23);
    cs[n++] = c;
    /* 3.6.7 XL 15 Con 18 with Regeneration, Stressed, move 0.5: drawn heal
     * turns (min(rnd(18), 6)) among ordinary turns healing 1. */
    c = base_case(NH_V367, 15, 18, 1, 150);
    c.regeneration = true;
    c.enc = NH_ENC_STRESSED;
    cs[n++] = c;
    /* 5.0 unencumbered with digits of radix 5 (XL 5 Con 15: 20 / 100 =
     * 1 / 5, eight turns a word) and of radix 100 (XL 8 Con 9: 17 / 100,
     * four), and Burdened from turn 3 with Regeneration (XL 10 Con 15:
     * 1 / 4, k0 = 1), HP after 29 steps. */
    cs[n++] = base_case(NH_V50, 5, 15, 1, 60);
    cs[n++] = base_case(NH_V50, 8, 9, 1, 45);
    c = base_case(NH_V50, 10, 15, 2, 40);
    c.enc = NH_ENC_BURDENED;
    c.regeneration = true;
    c.turn_random = false;
    c.turn = 3;
    set_hp_measure(&c, 29);
    cs[n++] = c;
    /* 5.0 asleep with restful sleep, XL 20 Con 25 (45 / 100 = 9 / 20, six
     * turns a word), HP after 40 steps from 1 of 12: full within a word,
     * on its last turn or before; and the same with after = 3 (fewer turns
     * than a word's). */
    c = base_case(NH_V50, 20, 25, 1, 12);
    c.restful_sleep = true;
    set_hp_measure(&c, 40);
    cs[n++] = c;
    set_hp_measure(&c, 3);
    cs[n++] = c;
    /* 5.0 XL 20 Con 25 unencumbered, HP after 40 from 1 of 20: full in
     * about a third of the trials, sometimes on a word's last turn (the
     * next word runs out the turns). */
    c = base_case(NH_V50, 20, 25, 1, 20);
    set_hp_measure(&c, 40);
    cs[n++] = c;
    /* Targets below max and max_turns cutting trials short: 5.0 XL 3 Con 8
     * to 30 of 90 within 60 turns; 3.6.7 XL 14 Con 18 Stressed, move 0.5,
     * to 60 of 80 within 40; 3.6.7 XL 6 Con 12 Regeneration, Strained,
     * move 0.7, to 33 of 90 (runs end at the target); 3.4.3 polymorphed,
     * Regeneration, mh to 7 of 30. */
    c = base_case(NH_V50, 3, 8, 1, 90);
    c.target = 30;
    c.max_turns = 60;
    cs[n++] = c;
    /* ... and 5.0 XL 20 Con 25 (9 / 20, six turns a word) to 30 within 64
     * turns, about the mean: trials reach the target in the word that
     * crosses max_turns, before it or after. */
    c = base_case(NH_V50, 20, 25, 1, 30);
    c.max_turns = 64;
    cs[n++] = c;
    c = base_case(NH_V367, 14, 18, 1, 80);
    c.enc = NH_ENC_STRESSED;
    c.target = 60;
    c.max_turns = 40;
    cs[n++] = c;
    c = base_case(NH_V367, 6, 12, 1, 90);
    c.regeneration = true;
    c.enc = NH_ENC_STRAINED;
    c.move = 0.7;
    c.target = 33;
    cs[n++] = c;
    c = base_case(NH_V343, 7, 13, 5, 50);
    set_poly(&c, 2, 30, true);
    c.regeneration = true;
    c.target = 7;
    cs[n++] = c;
    /* Moves 2 words short of certain (thr = 2^32 - 2: the last attempt
     * cells end at 2^32): 5.0 XL 12 Con 14 Strained, and 3.6.7 XL 5 Con 12
     * Stressed from 40 of 60 (moves refused below 10 HP). */
    c = base_case(NH_V50, 12, 14, 12, 50);
    c.enc = NH_ENC_STRAINED;
    c.move = 1.0 - 1.0 / 2147483648.0;
    set_hp_measure(&c, 90);
    cs[n++] = c;
    c = base_case(NH_V367, 5, 12, 40, 60);
    c.enc = NH_ENC_STRESSED;
    c.move = 1.0 - 1.0 / 2147483648.0;
    set_hp_measure(&c, 120);
    cs[n++] = c;
    /* The load's exceptions: 3.6.7 XL 12 Con 16 Stressed on the Plane of
     * Air, move 0.5 (never refused, even below 10 HP); 3.4.3 polymorphed,
     * Overloaded (never moves: mh regenerates only below Stressed, so never
     * here, and normal HP from a full mh), HP after 80; and Overloaded on
     * the Plane of Air, move 0.5, 3.6.7 from 30 of 50 (overexertion every
     * 10th moved turn). */
    c = base_case(NH_V367, 12, 16, 3, 40);
    c.enc = NH_ENC_STRESSED;
    c.plane_of_air = true;
    cs[n++] = c;
    c = base_case(NH_V343, 6, 14, 9, 30);
    set_poly(&c, 12, 12, false);
    c.enc = NH_ENC_OVERLOADED;
    set_hp_measure(&c, 80);
    cs[n++] = c;
    c = base_case(NH_V367, 9, 14, 30, 50);
    c.enc = NH_ENC_OVERLOADED;
    c.plane_of_air = true;
    set_hp_measure(&c, 100);
    cs[n++] = c;
    return n;
}

static void kernel_block_tally(const struct regen_case *c, uint64_t block, uint32_t n,
                               struct nh_tally *t)
{
    assert_int_equal(regen_tally_init(t, c), 0);
    regen_run_block(c, SEED, block, n, t);
}

static void reference_block_tally(const struct regen_case *c, uint64_t block, uint32_t n,
                                  struct nh_tally *t)
{
    assert_int_equal(regen_tally_init(t, c), 0);
    ref_block(c, SEED, block, n, t);
}

static void assert_same_tally(const struct nh_tally *a, const struct nh_tally *b, size_t which)
{
    assert_int_equal(a->ncounts, b->ncounts);
    for (size_t i = 0; i < a->ncounts; i++) {
        if (a->counts[i] != b->counts[i]) {
            print_error("case %zu: count of value %d is %llu, reference %llu\n", which,
                        a->lo[0] + (int)i, (unsigned long long)a->counts[i],
                        (unsigned long long)b->counts[i]);
            fail();
        }
    }
}

/* ------------------------------------------------------------------ */
/* Tests                                                               */
/* ------------------------------------------------------------------ */

/* The kernel against the reference, trial by trial (tallies of whole
 * blocks: full, short of a multiple of NH_LANES, fewer than NH_LANES). */
static void kernel_equals_reference(void **state)
{
    (void)state;
    static struct regen_case cs[64];
    size_t n = varied_cases(cs);
    static const uint32_t sizes[] = {NH_BLOCK_TRIALS, 1000, 37};
    for (size_t i = 0; i < n; i++) {
        char err[256];
        if (regen_case_check(&cs[i], err, sizeof err) != 0) {
            print_error("case %zu: %s\n", i, err);
            fail();
        }
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            struct nh_tally k, r;
            kernel_block_tally(&cs[i], 3 + s, sizes[s], &k);
            reference_block_tally(&cs[i], 3 + s, sizes[s], &r);
            assert_int_equal(tally_total(&k, 0), sizes[s]);
            assert_same_tally(&k, &r, i);
            tally_free(&k);
            tally_free(&r);
        }
    }
}

/* A block of more than NH_BLOCK_TRIALS trials runs in chunks, each lane's
 * stream going on from one to the next. */
static void kernel_chunks(void **state)
{
    (void)state;
    static struct regen_case cs[64];
    size_t n = varied_cases(cs);
    static const size_t which[] = {1, 19, 28, 36};
    for (size_t w = 0; w < sizeof which / sizeof which[0]; w++) {
        struct nh_tally k, r;
        assert_true(which[w] < n);
        kernel_block_tally(&cs[which[w]], 11, 2 * NH_BLOCK_TRIALS + 5, &k);
        reference_block_tally(&cs[which[w]], 11, 2 * NH_BLOCK_TRIALS + 5, &r);
        assert_int_equal(tally_total(&k, 0), 2 * NH_BLOCK_TRIALS + 5);
        assert_same_tally(&k, &r, which[w]);
        tally_free(&k);
        tally_free(&r);
    }
}

/* The cases are not degenerate: most give spread outcomes (some are
 * deterministic, or nearly, by design). */
static void reference_cases_vary(void **state)
{
    (void)state;
    static struct regen_case cs[64];
    size_t n = varied_cases(cs);
    size_t spread = 0;
    for (size_t i = 0; i < n; i++) {
        struct nh_tally k;
        kernel_block_tally(&cs[i], 9, NH_BLOCK_TRIALS, &k);
        size_t values = 0;
        for (size_t v = 0; v < k.ncounts; v++)
            values += k.counts[v] > 0;
        spread += values > 3;
        tally_free(&k);
    }
    assert_true(spread >= 15);
}

/* Every trial of the case has outcome `want`. */
static void assert_all(const struct regen_case *c, int32_t want)
{
    struct nh_tally t;
    const uint64_t n = 5000;
    assert_int_equal(jobs_simulate(&regen_job_kind, c, SEED, n, 2, &t), 0);
    assert_int_equal(tally_total(&t, 0), n);
    assert_true(want >= t.lo[0] && want < t.lo[0] + (int32_t)t.width[0]);
    if (tally_hist(&t, 0)[want - t.lo[0]] != n) {
        for (uint32_t i = 0; i < t.width[0]; i++)
            if (tally_hist(&t, 0)[i])
                print_error("value %d: %llu\n", t.lo[0] + (int)i,
                            (unsigned long long)tally_hist(&t, 0)[i]);
        print_error("expected every trial at %d\n", want);
        fail();
    }
    tally_free(&t);
}

/* 3.6.7 XL 1 (N = 15), 5 -> 10 HP from turn 1: heals on turns 15, 30, 45,
 * 60, 75; turn 75 is step 74. */
static void hand_367_xl1(void **state)
{
    (void)state;
    struct regen_case c = base_case(NH_V367, 1, 10, 5, 10);
    c.turn_random = false;
    c.turn = 1;
    assert_all(&c, 74);
    /* HP after 44 steps (turn 45): three heals. */
    set_hp_measure(&c, 44);
    assert_all(&c, 8);
    /* Burdened changes nothing; Stressed and resting neither. */
    c.measure = NH_REGEN_TURNS;
    c.enc = NH_ENC_BURDENED;
    assert_all(&c, 74);
    c.enc = NH_ENC_STRESSED;
    c.move = 0;
    assert_all(&c, 74);
}

/* 3.6.7 XL 10 Con 18, 1 -> 11 from turn 3: min(rnd(18), 1) = 1 on turns 6,
 * 9, ..., 33 (ten heals); turn 33 is step 30.  No draw (XL 10). */
static void hand_367_xl10(void **state)
{
    (void)state;
    struct regen_case c = base_case(NH_V367, 10, 18, 1, 11);
    c.turn_random = false;
    c.turn = 3;
    assert_all(&c, 30);
    /* The same in 3.4.3. */
    c.variant = NH_V343;
    assert_all(&c, 30);
}

/* FIQHack XL 1 Con 10 non-Healer: rate 3 + 15 = 18, so 0 + an extra 1 on
 * turns t with m = t mod 100 where floor((m+1)18/100) > floor(18m/100):
 * m + 1 = ceil(100j/18) for j = 1..18, i.e. m = 5, 11, 16, 22, 27, 33, 38,
 * 44, 49, 55, 61, 66, 72, 77, 83, 88, 94, 99.  From turn 100 (m = 0), the
 * 18th heal is on turn 199: 1 -> 19 HP takes 99 steps; after 50 steps
 * (turns 101..150) nine heals have come: HP 10.  From turn 106 (just past
 * m = 5) the 18 heals take turns 111..205: 99 steps again, to turn 205. */
static void hand_fiq(void **state)
{
    (void)state;
    struct regen_case c = base_case(NH_VFIQ, 1, 10, 1, 19);
    c.turn_random = false;
    c.turn = 100;
    assert_all(&c, 99);
    c.turn = 106;
    assert_all(&c, 99);
    c.turn = 100;
    set_hp_measure(&c, 50);
    c.maxhp = 90;
    assert_all(&c, 10);
    /* A Healer (rate 33 + 18 = 51): 51 in the 100 turns 101..200. */
    c.role = NH_ROLE_HEALER;
    set_hp_measure(&c, 100);
    assert_all(&c, 52);
}

/* FIQHack polymorphed (libnethack/src/allmain.c, moveloop()): the branch
 * that heals by the rate heals *hp, which is u.mh while polymorphed, so
 * with the form at full mh normal HP never moves.  XL 14 Con 18 Val
 * (rate 42 + 39 = 81): unpolymorphed, 100 turns heal exactly 81 HP (5 ->
 * 86); polymorphed with mh 10 of 10, the HP stays 5. */
static void hand_fiq_polyd(void **state)
{
    (void)state;
    struct regen_case c = base_case(NH_VFIQ, 14, 18, 5, 100);
    c.role = role_parse("Val");
    c.turn_random = false;
    c.turn = 100;
    set_hp_measure(&c, 100);
    assert_all(&c, 86);
    set_poly(&c, 10, 10, false);
    assert_all(&c, 5);
    c.turn_random = true;
    assert_all(&c, 5);
    /* The form's pool still heals: mh 3 of 10 after 100 turns from turn
     * 100: +1 on turns 120, 140, 160, 180, 200. */
    set_poly(&c, 3, 10, true);
    c.turn_random = false;
    assert_all(&c, 8);
}

/* The load's exceptions (3.6.7 src/hack.c, domove_core(); 3.4.3 and
 * FIQHack domove(); 5.0 carrying_too_much()): Overloaded, every move is
 * refused ("You collapse under your load"); on the Plane of Air none is.
 * 3.6.7 XL 1 (N = 15), HP 5 of 10, always trying to move, from turn 1:
 *  - Overloaded: never moves, so it heals as if resting, on turns 15, 30,
 *    45, 60, 75: full at step 74; after 45 steps, HP 8.
 *  - Overloaded on the Plane of Air: moves every turn, so no regeneration,
 *    and loses 1 HP on turns 10, 20, 30, 40 (overexertion every 10th turn,
 *    as Overtaxed): HP 1 after 45 steps.
 *  - Stressed, HP 5 of 40, 100 steps: refused below 10, it heals on turns
 *    15..75 to 10, then moves and heals no more: HP 10; on the Plane of Air
 *    it moves from the start: HP 5. */
static void hand_load_exceptions(void **state)
{
    (void)state;
    struct regen_case c = base_case(NH_V367, 1, 10, 5, 10);
    c.turn_random = false;
    c.move = 1;
    c.enc = NH_ENC_OVERLOADED;
    assert_all(&c, 74);
    set_hp_measure(&c, 45);
    assert_all(&c, 8);
    c.plane_of_air = true;
    assert_all(&c, 1);
    c = base_case(NH_V367, 1, 10, 5, 40);
    c.turn_random = false;
    c.move = 1;
    c.enc = NH_ENC_STRESSED;
    set_hp_measure(&c, 100);
    assert_all(&c, 10);
    c.plane_of_air = true;
    assert_all(&c, 5);
    /* dNetHack's own kernel: a human Valkyrie XL 1 Con 18 heals 18 HP per
     * 90 turns resting (docs/rules.md, dNetHack regeneration); Overloaded
     * off the Plane of Air it never moves and heals so; on it, moving, the
     * natural rate is lost and 3 is taken off (wtcap >= EXT_ENCUMBER, HP >
     * 1): rate -3, so the HP falls. */
    c = base_case(NH_VDNH, 1, 18, 20, 40);
    c.role = role_parse("Val");
    c.race = race_parse("human");
    c.turn_random = false;
    c.turn = 90;
    c.move = 1;
    c.enc = NH_ENC_OVERLOADED;
    set_hp_measure(&c, 90);
    assert_all(&c, 38);
    c.plane_of_air = true;
    assert_all(&c, 17);
}

/* The same exceptions at a random phase with drawn moves: the kernel's
 * histogram against the exact distribution (chi-square, fixed seed). */
static void load_exceptions_fit(void **state)
{
    (void)state;
    struct regen_case cs[3];
    cs[0] = base_case(NH_V50, 8, 16, 1, 40);
    cs[0].enc = NH_ENC_STRESSED;
    cs[0].plane_of_air = true;
    cs[1] = base_case(NH_V367, 12, 16, 20, 60);
    cs[1].enc = NH_ENC_OVERLOADED;
    cs[1].plane_of_air = true;
    cs[1].move = 0.3;
    set_hp_measure(&cs[1], 200);
    cs[2] = base_case(NH_VFIQ, 5, 14, 1, 40);
    cs[2].enc = NH_ENC_OVERLOADED;
    cs[2].move = 1;
    for (int i = 0; i < 3; i++) {
        struct nh_tally t;
        struct nh_pmf f;
        char err[256] = "";
        assert_int_equal(jobs_simulate(&regen_job_kind, &cs[i], SEED + (uint64_t)i, 200000, 2, &t),
                         0);
        if (regen_exact_pmf(&cs[i], &f, err, sizeof err) != 0) {
            print_error("case %d: %s\n", i, err);
            fail();
        }
        struct nh_gof g;
        assert_int_equal(gof_chisq(tally_hist(&t, 0), t.lo[0], t.width[0], &f, &g), 0);
        if (g.p < NH_TEST_P_MIN)
            print_error("case %d: chi-square %.1f, dof %d, p %.3g\n", i, g.stat, g.dof, g.p);
        assert_true(g.p >= NH_TEST_P_MIN);
        assert_int_equal(g.impossible, 0);
        pmf_free(&f);
        tally_free(&t);
    }
}

/* The scalar path (src/kinds/regen/regen_kernel_scalar.c) against the exact
 * distribution: xNetHack with Dispater, Stressed and moving at random;
 * UnNetHack's contact (no regeneration), Strained, HP after 300 turns. */
static void scalar_path_fit(void **state)
{
    (void)state;
    struct regen_case cs[2];
    cs[0] = base_case(NH_VXNH, 8, 16, 10, 40);
    cs[0].enc = NH_ENC_STRESSED;
    cs[0].move = 0.5;
    cs[0].dispater = true;
    cs[1] = base_case(NH_VUNH, 8, 16, 20, 40);
    cs[1].race = race_parse("elf");
    cs[1].enc = NH_ENC_STRAINED;
    cs[1].move = 0.5;
    cs[1].contact = true;
    set_hp_measure(&cs[1], 300);
    for (int i = 0; i < 2; i++) {
        struct nh_tally t;
        struct nh_pmf f;
        char err[256] = "";
        assert_int_equal(
            jobs_simulate(&regen_job_kind, &cs[i], SEED + 7 + (uint64_t)i, 100000, 2, &t), 0);
        if (regen_exact_pmf(&cs[i], &f, err, sizeof err) != 0) {
            print_error("case %d: %s\n", i, err);
            fail();
        }
        struct nh_gof g;
        assert_int_equal(gof_chisq(tally_hist(&t, 0), t.lo[0], t.width[0], &f, &g), 0);
        print_message("scalar case %d: chi-square %.1f, dof %d, p %.3g\n", i, g.stat, g.dof, g.p);
        assert_true(g.p >= NH_TEST_P_MIN);
        assert_int_equal(g.impossible, 0);
        pmf_free(&f);
        tally_free(&t);
    }
}

/* The ring of regeneration's hunger (3.4.3, 3.6.7 src/eat.c, gethungry():
 * 1 on odd turns for Regeneration, 1 on turns T % 20 == 4 (left ring) or
 * 12 (right); 5.0: the same from rn2(20); FIQHack libnethack/src/eat.c: the
 * first only while HP < max).  Hand values, then the expectation over the
 * exact distribution against a game-order simulation that draws and counts
 * the hunger turn by turn. */
static void ring_hunger(void **state)
{
    (void)state;
    struct regen_case c = base_case(NH_V367, 8, 16, 1, 40);
    c.regeneration = true;
    c.ring = NH_RING_LEFT;
    assert_int_equal(regen_ring_cost(&c, 103, true), 1);
    assert_int_equal(regen_ring_cost(&c, 104, true), 1); /* 104 % 20 == 4 */
    assert_int_equal(regen_ring_cost(&c, 106, true), 0);
    assert_int_equal(regen_ring_cost(&c, 105, false), 1); /* vanilla: whatever the HP */
    c.ring = NH_RING_RIGHT;
    assert_int_equal(regen_ring_cost(&c, 104, true), 0);
    assert_int_equal(regen_ring_cost(&c, 112, true), 1);
    c.variant = NH_VFIQ;
    assert_int_equal(regen_ring_cost(&c, 105, false), 0);
    assert_int_equal(regen_ring_cost(&c, 112, false), 1);
    /* From turn 100, 10 turns (101..110): 5 odd turns, the left ring's 104. */
    c = base_case(NH_V343, 8, 16, 1, 40);
    c.regeneration = true;
    c.ring = NH_RING_LEFT;
    c.turn_random = false;
    c.turn = 100;
    assert_close(regen_ring_nutrition(&c, 10), 6.0, 0.0);
    c.ring = NH_RING_RIGHT;
    assert_close(regen_ring_nutrition(&c, 10), 5.0, 0.0);
    /* 39 turns (101..139): 20 odd turns, 112 and 132. */
    assert_close(regen_ring_nutrition(&c, 39), 22.0, 0.0);
    /* FIQHack to full: the 39th turn reaches max HP and costs no
     * regeneration hunger: odd turns of 101..138 (19), 112, 132. */
    c.variant = NH_VFIQ;
    c.role = role_parse("Val");
    assert_close(regen_ring_nutrition(&c, 39), 21.0, 0.0);
    c.target = 30; /* below max throughout */
    assert_close(regen_ring_nutrition(&c, 39), 22.0, 0.0);
    /* 5.0 and random turns: 11/20 a turn. */
    c.variant = NH_V50;
    assert_close(regen_ring_nutrition(&c, 40), 22.0, 1e-12);
    c.variant = NH_V367;
    c.turn_random = true;
    assert_close(regen_ring_nutrition(&c, 40), 22.0, 1e-12);
    assert_int_equal(regen_ring_precision(&c), NH_RING_ABOUT);
    c.variant = NH_V50;
    assert_int_equal(regen_ring_precision(&c), NH_RING_EXACT);
    c.variant = NH_VFIQ;
    set_hp_measure(&c, 50);
    assert_int_equal(regen_ring_precision(&c), NH_RING_AT_MOST);

    /* 5.0 XL 3 Con 12 (heal chance 15%), 1 -> 12 HP with the ring: the
     * exact expectation 0.55 E[turns] against a simulation drawing rn2(20)
     * each turn after the heal draws (Wald's identity makes them equal). */
    c = base_case(NH_V50, 3, 12, 1, 12);
    c.regeneration = true;
    c.ring = NH_RING_LEFT;
    c.move = 0;
    struct nh_pmf f;
    char err[256];
    assert_int_equal(regen_exact_pmf(&c, &f, err, sizeof err), 0);
    long double want = 0;
    for (size_t i = 0; i < f.n; i++)
        want += f.p[i] * regen_ring_nutrition(&c, f.lo + (int64_t)i);
    pmf_free(&f);
    nh_pcg32 rng;
    pcg32_seed(&rng, SEED, 19);
    const int n = 40000;
    double sum = 0, sum2 = 0;
    for (int i = 0; i < n; i++) {
        struct regen_state st = regen_start(&c);
        int64_t t = 1 + (int64_t)nh_bounded(pcg32_next(&rng), NH_REGEN_PHASES);
        int cost = 0;
        while (st.hp < c.target) {
            t++;
            regen_step(&c, t, false, pcg32_next(&rng), &st);
            uint32_t a = nh_bounded(pcg32_next(&rng), 20); /* accessorytime */
            cost += (a % 2 == 1) + (a == 4);
        }
        sum += cost;
        sum2 += (double)cost * cost;
    }
    double mean = sum / n, sd = sqrt((sum2 - sum * sum / n) / (n - 1));
    assert_true(fabs(mean - (double)want) < 4 * sd / sqrt(n));

    /* 3.6.7 XL 5 Con 14 with the ring's Regeneration heals 1 HP a turn:
     * 1 -> 15 takes 14 turns from any start turn, so each fixed start's
     * count is the sum of the per-turn costs, and the random start's value
     * their average over the 20 phases (7 odd turns, 0.7 ring turns). */
    c = base_case(NH_V367, 5, 14, 1, 15);
    c.regeneration = true;
    c.ring = NH_RING_RIGHT;
    double total = 0;
    for (int64_t t0 = 1; t0 <= 20; t0++) {
        struct regen_case d = c;
        d.turn_random = false;
        d.turn = t0;
        int cost = 0;
        for (int64_t t = t0 + 1; t <= t0 + 14; t++)
            cost += regen_ring_cost(&d, t, true);
        assert_close(regen_ring_nutrition(&d, 14), cost, 0.0);
        total += cost;
    }
    assert_close(regen_ring_nutrition(&c, 14), total / 20, 1e-12);
}

/* Regeneration at XL 5 in 3.6.7: 1 HP every turn, whatever the phase. */
static void hand_regeneration(void **state)
{
    (void)state;
    struct regen_case c = base_case(NH_V367, 5, 14, 1, 20);
    c.regeneration = true;
    assert_all(&c, 19);
    /* Stressed and always moving: Regeneration bypasses the encumbrance. */
    c.enc = NH_ENC_STRESSED;
    c.move = 1;
    assert_all(&c, 19);
}

/* Trials done at the start, and after = 0. */
static void hand_no_steps(void **state)
{
    (void)state;
    struct regen_case c = base_case(NH_V50, 5, 14, 20, 20);
    assert_all(&c, 0);
    c.hp = 7;
    set_hp_measure(&c, 0);
    assert_all(&c, 7);
}

/* max_turns: a trial not done by then is tallied as max_turns + 1. */
static void hand_limit(void **state)
{
    (void)state;
    struct regen_case c = base_case(NH_V367, 1, 10, 5, 10);
    c.turn_random = false;
    c.max_turns = 50;
    assert_all(&c, 51);
    c.max_turns = 73;
    assert_all(&c, 74);
    c.max_turns = 74;
    assert_all(&c, 74);
}

static void simulate_threads(const struct regen_case *c, int threads, struct nh_tally *t)
{
    assert_int_equal(jobs_simulate(&regen_job_kind, c, SEED, 20011, threads, t), 0);
    assert_int_equal(tally_total(t, 0), 20011);
}

static void threads_do_not_matter(void **state)
{
    (void)state;
    static struct regen_case cs[64];
    size_t n = varied_cases(cs);
    for (size_t i = 0; i < n; i += 3) {
        struct nh_tally a, b;
        simulate_threads(&cs[i], 1, &a);
        simulate_threads(&cs[i], 2, &b);
        assert_same_tally(&a, &b, i);
        tally_free(&a);
        tally_free(&b);
    }
}

static void tally_shapes(void **state)
{
    (void)state;
    struct nh_tally t;
    struct regen_case c = base_case(NH_V367, 5, 14, 1, 20);
    c.max_turns = 500;
    assert_int_equal(regen_tally_init(&t, &c), 0);
    assert_int_equal(t.lo[0], 0);
    assert_int_equal(t.width[0], 502);
    tally_free(&t);
    set_poly(&c, 3, 12, true);
    set_hp_measure(&c, 10);
    assert_int_equal(regen_tally_init(&t, &c), 0);
    assert_int_equal(t.lo[0], 1);
    assert_int_equal(t.width[0], 12);
    tally_free(&t);
    c.measure = NH_REGEN_RATE; /* no trials */
    assert_int_equal(regen_tally_init(&t, &c), -1);
    set_hp_measure(&c, 10);
    c.xl = 0;
    assert_int_equal(regen_tally_init(&t, &c), -1);
    assert_int_equal(jobs_simulate(&regen_job_kind, &c, SEED, 10, 1, &t), -1);
}

/* Keys depend on the case only: every field that changes the outcome
 * changes the key; fields the case does not use do not. */
static void case_keys(void **state)
{
    (void)state;
    struct regen_case a = base_case(NH_V367, 8, 16, 1, 70), b;
    uint64_t ka = regen_case_key(&a);
    b = a;
    assert_int_equal(regen_case_key(&b), ka);
#define DIFFERS(stmt)                                                                              \
    do {                                                                                           \
        b = a;                                                                                     \
        stmt;                                                                                      \
        assert_int_not_equal(regen_case_key(&b), ka);                                              \
    } while (0)
#define SAME(stmt)                                                                                 \
    do {                                                                                           \
        b = a;                                                                                     \
        stmt;                                                                                      \
        assert_int_equal(regen_case_key(&b), ka);                                                  \
    } while (0)
    DIFFERS(b.variant = NH_V343);
    DIFFERS(b.role = 3);
    DIFFERS(b.xl = 9);
    DIFFERS(b.con = 17);
    DIFFERS(b.hp = 2);
    DIFFERS(b.maxhp = 71);
    DIFFERS(set_poly(&b, 3, 12, false));
    DIFFERS(b.target = 69);
    DIFFERS(b.enc = NH_ENC_STRESSED);
    DIFFERS(b.move = 0.25);
    DIFFERS(b.regeneration = true);
    DIFFERS(b.turn_random = false);
    DIFFERS(set_hp_measure(&b, 5));
    DIFFERS(b.max_turns = 1000);
    SAME(b.turn = 99);
    SAME(b.after = 99);
    SAME(b.mh = 4);
    b = a;
    b.turn_random = false;
    uint64_t kb = regen_case_key(&b);
    b.turn = 2;
    assert_int_not_equal(regen_case_key(&b), kb);
    set_hp_measure(&b, 5);
    kb = regen_case_key(&b);
    b.after = 6;
    assert_int_not_equal(regen_case_key(&b), kb);
    kb = regen_case_key(&b);
    b.target = 3;
    b.max_turns = 7;
    assert_int_equal(regen_case_key(&b), kb);
#undef DIFFERS
#undef SAME
}

/* The accuracy the top of src/kinds/regen/regen_kernel.c claims for a word's draws:
 * with U digits of radix D first, each (digits, attempts) tuple has within
 * 1 + D^-U words of 2^32 times its probability (words u with u D^U in
 * [c 2^32 + B_t, c 2^32 + B_t+1) for digits c and attempt cell t), and the
 * cells alone within one word.  Exhaustive over the digit tuples. */
static void draw_accuracy(void **state)
{
    (void)state;
    static const double moves[] = {0.5, 0.3, 1e-9, 1 - 1e-9, 0.123456789};
    static const uint32_t radix[][2] = {{1, 1}, {18, 3}, {25, 3}, {100, 3}, {20, 3}};
    for (size_t m = 0; m < sizeof moves / sizeof moves[0]; m++) {
        struct regen_case c = base_case(NH_V367, 14, 18, 1, 80);
        c.enc = NH_ENC_STRESSED;
        c.move = moves[m];
        struct ref_rules R = ref_rules_of(&c);
        long double pm = (long double)R.thr / 4294967296.0L, p[8], cum = 0;
        for (int t = 0; t < 8; t++) {
            p[t] = (t & 4 ? 1 - pm : pm) * (t & 2 ? 1 - pm : pm) * (t & 1 ? 1 - pm : pm);
            assert_true(fabsl(R.cell[t] - cum * 4294967296.0L) <= 0.5L + 1e-6L);
            cum += p[t];
        }
        for (size_t r = 0; r < sizeof radix / sizeof radix[0]; r++) {
            uint64_t du = 1;
            for (uint32_t i = 0; i < radix[r][1]; i++)
                du *= radix[r][0];
            long double worst = 0;
            for (uint64_t d = 0; d < du; d++) {
                for (int t = 0; t < 8; t++) {
                    uint64_t lo = (d << 32) + R.cell[t], hi = (d << 32) + R.cell[t + 1];
                    uint64_t words = (hi + du - 1) / du - (lo + du - 1) / du;
                    long double dev = fabsl((long double)words - 4294967296.0L * p[t] / du);
                    worst = dev > worst ? dev : worst;
                }
            }
            if (worst >= 1.0L + 1.0L / du) {
                print_error("move %g, %u^%u digits: a tuple %Lg words off\n", moves[m], radix[r][0],
                            radix[r][1], worst);
                fail();
            }
        }
    }
}

/* The heal digits' split: d2 = nh_bounded(u, D^2) - D d1 is a digit, and
 * each of the D^2 pairs has 2^32 / D^2 words, rounded either way.  And the
 * forms the kernel computes it in (src/kinds/regen/regen_kernel.c, top): d2 is the
 * digit of the fraction u D mod 2^32; a digit in 32-bit halves; 5.0's
 * digit < s as a threshold on the word. */
static void digit_split(void **state)
{
    (void)state;
    static const uint32_t ds[] = {13, 18, 25, 100};
    nh_pcg32 rng;
    pcg32_seed(&rng, SEED, 5);
    for (size_t i = 0; i < sizeof ds / sizeof ds[0]; i++) {
        uint32_t d = ds[i];
        for (int k = 0; k < 200000; k++) {
            uint32_t u =
                k < 4 ? (uint32_t[]){0, 1, UINT32_MAX - 1, UINT32_MAX}[k] : pcg32_next(&rng);
            uint32_t d1 = nh_bounded(u, d), d2 = nh_bounded(u, d * d) - d * d1;
            assert_int_equal(d2, nh_bounded(u * d, d));
            assert_int_equal(d1, ((u >> 16) * d + (((u & 0xffffu) * d) >> 16)) >> 16);
            if (d == 100)
                for (uint32_t sb = 4; sb <= NH_MAXULEV + NH_CON_MAX; sb += 17)
                    assert_int_equal(d1 < sb, u < (uint32_t)((((uint64_t)sb << 32) + 99) / 100));
        }
        for (uint32_t p = 0; p < d * d; p++) {
            /* The words giving pair p are [ceil(p 2^32 / D^2), ceil((p+1) ...)). */
            uint64_t lo = (((uint64_t)p << 32) + d * d - 1) / (d * d);
            uint64_t hi = (((uint64_t)(p + 1) << 32) + d * d - 1) / (d * d);
            uint64_t words = hi - lo;
            assert_true(words == (UINT64_C(1) << 32) / (d * d) ||
                        words == (UINT64_C(1) << 32) / (d * d) + 1);
            uint32_t u = (uint32_t)lo, v = (uint32_t)(hi - 1);
            assert_int_equal(nh_bounded(u, d), p / d);
            assert_int_equal(nh_bounded(v, d), p / d);
            assert_int_equal(nh_bounded(u, d * d) - d * nh_bounded(u, d), p % d);
            assert_int_equal(nh_bounded(digit_word(p % d, d), d), p % d);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(kernel_equals_reference),
        cmocka_unit_test(kernel_chunks),
        cmocka_unit_test(reference_cases_vary),
        cmocka_unit_test(hand_367_xl1),
        cmocka_unit_test(hand_367_xl10),
        cmocka_unit_test(hand_fiq),
        cmocka_unit_test(hand_fiq_polyd),
        cmocka_unit_test(hand_load_exceptions),
        cmocka_unit_test(ring_hunger),
        cmocka_unit_test(load_exceptions_fit),
        cmocka_unit_test(hand_regeneration),
        cmocka_unit_test(hand_no_steps),
        cmocka_unit_test(hand_limit),
        cmocka_unit_test(threads_do_not_matter),
        cmocka_unit_test(tally_shapes),
        cmocka_unit_test(case_keys),
        cmocka_unit_test(draw_accuracy),
        cmocka_unit_test(digit_split),
        cmocka_unit_test(scalar_path_fit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
