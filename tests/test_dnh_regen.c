/* Tests of dNetHack HP regeneration in kind regen (docs/rules.md, dNetHack regeneration;
 * Known values): the rate rules (src/game/dnh_rules.c, regen_dnh_rate), the reference
 * step, the exact module and the kernel (src/kinds/regen/regen_dnh_kernel.c).  Hand
 * values are worked out in the comments.  The kernel is checked trial by
 * trial against a scalar driver of regen_step() that draws its words as
 * the kernel's top comment says, and against the exact distributions by
 * chi-square.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/dice.h"
#include "nhmc/dnh.h"
#include "nhmc/pmf.h"
#include "kinds/regen/regen_impl.h"
#include "kinds/regen/regen_grid.h"
#include "nhmc/rng.h"
#include "nhmc/runner.h"
#include "nhmc/hero_rules.h"
#include "nhmc/tally.h"

enum { ARC, BAR, CAV, HEA, KNI, MON, PRI, ROG, RAN, SAM, TOU, VAL, WIZ };
enum { HUM, ELF, DWA, GNO, ORC };

#define SEED 90909u

static uint64_t trials(void)
{
    return getenv("NHMC_SANITIZED") ? 100000u : 400000u;
}

static struct regen_case dnh(int role, int race, int xl, int con, int hp, int maxhp)
{
    struct regen_case c;
    memset(&c, 0, sizeof c);
    c.variant = NH_VDNH;
    c.role = role;
    c.race = race;
    c.xl = xl;
    c.con = con;
    c.hp = hp;
    c.maxhp = maxhp;
    c.target = maxhp;
    c.enc = NH_ENC_UNENCUMBERED;
    c.move = 0;
    c.turn_random = true;
    c.turn = 1;
    c.measure = NH_REGEN_TURNS;
    c.max_turns = NH_REGEN_DEFAULT_LIMIT;
    return c;
}

static void exact(const struct regen_case *c, struct nh_pmf *f)
{
    char err[512];
    if (regen_exact_pmf(c, f, err, sizeof err) != 0) {
        print_error("regen_exact_pmf refused: %s\n", err);
        fail();
    }
}

/* A case whose outcome is one value. */
static void exact_point(const struct regen_case *c, int64_t want)
{
    struct nh_pmf f;
    exact(c, &f);
    if (pmf_min(&f) != want || pmf_max(&f) != want) {
        print_error("outcome %lld..%lld, want %lld\n", (long long)pmf_min(&f),
                    (long long)pmf_max(&f), (long long)want);
        fail();
    }
    pmf_free(&f);
}

/* docs/rules.md, Known values: the rates per 90 turns. */
static void rates(void **state)
{
    (void)state;
    assert_int_equal(dnh_regen_natural(VAL, HUM, 1, 18), 18);  /* (1 + 8) x 2; 3.4.3: 6 */
    assert_int_equal(dnh_regen_natural(HEA, HUM, 1, 12), 13);  /* 3 + 10 */
    assert_int_equal(dnh_regen_natural(BAR, HUM, 14, 18), 66); /* 22 x 3 */
    assert_int_equal(dnh_regen_natural(WIZ, HUM, 1, 7), 1);    /* max(-2, 1) */
    assert_int_equal(dnh_regen_natural(KNI, HUM, 14, 18), 44);
    assert_int_equal(dnh_regen_natural(SAM, HUM, 3, 3), 2);   /* max(-4, 1) x 2 */
    assert_int_equal(dnh_regen_natural(PRI, ELF, 1, 12), 10); /* 3 + 7 */
    assert_int_equal(dnh_regen_natural(HEA, GNO, 5, 9), 14);
    assert_int_equal(dnh_regen_natural(ARC, DWA, 10, 16), 16);
    struct regen_case c = dnh(VAL, HUM, 1, 18, 1, 20);
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 18);
    c.regeneration = true; /* +90: exactly 1 HP per turn more */
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 108);
    c.enc = NH_ENC_STRESSED; /* moving Stressed: natural off */
    assert_int_equal(regen_dnh_rate(&c, true, 5, false), 90);
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 108);
    c.enc = NH_ENC_STRAINED;
    assert_int_equal(regen_dnh_rate(&c, true, 5, false), 89);
    assert_int_equal(regen_dnh_rate(&c, true, 1, false), 90); /* passes out instead */
    c.enc = NH_ENC_OVERTAXED;
    c.regeneration = false;
    assert_int_equal(regen_dnh_rate(&c, true, 5, false), -3);
    c.enc = NH_ENC_BURDENED;
    assert_int_equal(regen_dnh_rate(&c, true, 5, false), 18);
    /* turns per HP (--rate) */
    c = dnh(BAR, HUM, 14, 18, 1, 20);
    assert_true(fabsl(regen_rate(&c) - 66.0L / 90) < 1e-18L);
}

/* The heal schedule: x HP in every 90 turns t = 90b+1 .. 90b+90, on fixed
 * turns; X = 18 heals on t = 0 (mod 5), X = 1 on t = 0 (mod 90). */
static void heal_schedule(void **state)
{
    (void)state;
    for (int64_t t = 1; t <= 900; t++) {
        assert_int_equal(dnh_regen_heal(18, t), t % 5 == 0);
        assert_int_equal(dnh_regen_heal(1, t), t % 90 == 0);
        assert_int_equal(dnh_regen_heal(-1, t), -(t % 90 == 0));
        assert_int_equal(dnh_regen_heal(90, t), 1);
        assert_int_equal(dnh_regen_heal(91, t), 1 + (t % 90 == 0));
    }
    const int xs[] = {-3, -1, 1, 2, 13, 18, 44, 45, 66, 89, 90, 108, 181, 270};
    for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++)
        for (int64_t b = 0; b < 5; b++) {
            int sum = 0;
            for (int64_t t = 90 * b + 1; t <= 90 * b + 90; t++)
                sum += dnh_regen_heal(xs[i], t);
            assert_int_equal(sum, xs[i]);
        }
}

/* Hand-computed outcomes, through the exact module (and so regen_step). */
static void hand_values(void **state)
{
    (void)state;
    /* Val XL 1 Con 18 from turn 1, HP 1 -> 19: heals on t = 5, 10, .., 90,
     * the 18th at t = 90, step 89.  From turn 90: t = 95 .. 180, step 90. */
    struct regen_case c = dnh(VAL, HUM, 1, 18, 1, 19);
    c.turn_random = false;
    exact_point(&c, 89);
    c.turn = 90;
    exact_point(&c, 90);
    /* Wizard XL 1 Con 7 with Regeneration (x = 91): 1 per turn and 2 on t =
     * 0 (mod 90).  From turn 1, HP 1 -> 100: after k >= 89 steps HP is
     * 1 + k + 1, so 98 steps. */
    c = dnh(WIZ, HUM, 1, 7, 1, 100);
    c.regeneration = true;
    c.turn_random = false;
    exact_point(&c, 98);
    /* Strained and always moving from full HP 20 (moves allowed at 10 HP and
     * up): natural regen off, x = -1: one HP lost on t = 90.  After 90 steps
     * from turn 1: 19.  Overtaxed, x = -3 (t = 30, 60, 90): 17. */
    c = dnh(VAL, HUM, 1, 18, 20, 20);
    c.enc = NH_ENC_STRAINED;
    c.move = 1;
    c.turn_random = false;
    c.measure = NH_REGEN_HP;
    c.after = 90;
    exact_point(&c, 19);
    c.enc = NH_ENC_OVERTAXED;
    exact_point(&c, 17);
    /* Stressed and always moving: no natural regen and no loss: 20 stays. */
    c.enc = NH_ENC_STRESSED;
    exact_point(&c, 20);
    /* Random start: HP 1 -> 19 at X = 18 takes 86 .. 90 steps, 18 per 90 turns
     * (the first heal comes 1..5 turns in): uniform over 86..90. */
    c = dnh(VAL, HUM, 1, 18, 1, 19);
    struct nh_pmf f;
    exact(&c, &f);
    assert_int_equal(pmf_min(&f), 86);
    assert_int_equal(pmf_max(&f), 90);
    for (int v = 86; v <= 90; v++)
        assert_true(fabsl(f.p[v - f.lo] - 0.2L) < 1e-15L);
    pmf_free(&f);
}

/* ---- dNetHack's own heroes and the further terms of you_regen_hp() ---- */

static int reglevel(int role, int race, bool female, int xl, int con, bool asleep, int bed)
{
    struct dnh_regen_hero h = {role, race, female, xl, con, asleep, bed, false, 0};
    return dnh_regen_reglevel(&h);
}

/* reglevel by hand from dNetHack compat-3.23.0 src/allmain.c, you_regen_hp(). */
static void reglevel_values(void **state)
{
    (void)state;
    /* Madman XL 7 Con 12: 7 + 2 = 9, reglevel *= 1.5 on an int: 13 (13.5) */
    assert_int_equal(reglevel(NH_DNH_MAD, HUM, false, 7, 12, false, 0), 13);
    assert_int_equal(reglevel(NH_DNH_MAD, HUM, false, 1, 10, false, 0), 1); /* 1.5 -> 1 */
    /* Pirate and Convict x2: XL 1 Con 10 -> 2; XL 5 Con 14 -> 18 */
    assert_int_equal(reglevel(NH_DNH_PIR, HUM, false, 1, 10, false, 0), 2);
    assert_int_equal(reglevel(NH_DNH_CON, HUM, false, 5, 14, false, 0), 18);
    /* the other new roles have no factor: Nobleman XL 5 Con 14 -> 9 */
    assert_int_equal(reglevel(NH_DNH_NOB, HUM, false, 5, 14, false, 0), 9);
    assert_int_equal(reglevel(NH_DNH_BRD, ELF, false, 5, 14, false, 0), 16); /* 9 + 7 */
    /* drow Wizard XL 1 Con 10: 1 + 8 male, 1 + 4 female */
    assert_int_equal(reglevel(WIZ, NH_DNH_DROW, false, 1, 10, false, 0), 9);
    assert_int_equal(reglevel(WIZ, NH_DNH_DROW, true, 1, 10, false, 0), 5);
    /* an Anachrononaut drow is a myrkalfr: Race_if(PM_DROW) is false, no term
     * (compat-3.23.0; devel-3.23.1 gives it the elf's +7) */
    assert_int_equal(reglevel(NH_DNH_ANA, NH_DNH_DROW, false, 3, 10, false, 0), 3);
    /* beds count asleep, before the role's factor: Valkyrie XL 10 Con 14 (14) */
    assert_int_equal(reglevel(VAL, HUM, true, 10, 14, false, NH_DNH_BED), 28); /* awake */
    assert_int_equal(reglevel(VAL, HUM, true, 10, 14, true, NH_DNH_NO_BED), 28);
    assert_int_equal(reglevel(VAL, HUM, true, 10, 14, true, NH_DNH_BEDROLL), 42); /* 21 x 2 */
    assert_int_equal(reglevel(VAL, HUM, true, 10, 14, true, NH_DNH_GURNEY), 42);
    assert_int_equal(reglevel(VAL, HUM, true, 10, 14, true, NH_DNH_BED), 56);
    assert_int_equal(reglevel(VAL, HUM, true, 10, 14, true, NH_DNH_EXPENSIVE_BED), 280);
    /* Madman on a bedroll, XL 10 Con 14: 14 -> 21 -> 31 (31.5) */
    assert_int_equal(reglevel(NH_DNH_MAD, HUM, false, 10, 14, true, NH_DNH_BEDROLL), 31);
    /* Berith: x2, but not on top of the Barbarian's x3 (an else-if) */
    struct dnh_regen_hero h = {NH_DNH_BIN, HUM, false, 10, 14, false, 0, true, 0};
    assert_int_equal(dnh_regen_reglevel(&h), 28);
    h.role = BAR;
    assert_int_equal(dnh_regen_reglevel(&h), 42);
    /* the healing penalty after the additive terms, then at least 1 */
    h = (struct dnh_regen_hero){VAL, HUM, false, 10, 14, false, 0, false, 10};
    assert_int_equal(dnh_regen_reglevel(&h), 18);
    h.healing_penalty = 100;
    assert_int_equal(dnh_regen_reglevel(&h), 1);
    /* spiritDsize() by XL */
    const int dsize[31] = {0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5,
                           5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8, 9};
    for (int xl = 1; xl <= 30; xl++)
        assert_int_equal(dnh_spirit_dsize(xl), dsize[xl]);
}

/* The rate x with the terms outside reglevel (regen_dnh_rate). */
static void rate_terms(void **state)
{
    (void)state;
    struct regen_case c = dnh(WIZ, NH_DNH_VAMPIRE, 10, 14, 1, 50);
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 90); /* species Regeneration only */
    c.restful_sleep = true; /* restful sleep is inside the natural branch: nothing */
    assert_int_equal(regen_dnh_rate(&c, false, 5, true), 90);
    c.restful_sleep = false;
    c.buer = true; /* Buer outside it: 4 x 6 */
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 114);
    c = dnh(PRI, NH_DNH_CLOCKWORK, 10, 14, 1, 50); /* nonliving */
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 0);
    assert_int_equal(regen_dnh_rate(&c, false, 5, true), 0);
    c = dnh(NH_DNH_ANA, NH_DNH_CLOCKWORK, 10, 14, 1, 50); /* an android */
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 0);
    c.regeneration = true; /* awake, nothing at all */
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 0);
    assert_int_equal(regen_dnh_rate(&c, false, 5, true), 104);
    c.valley = true; /* asleep, the android's repair works in the Valley too */
    assert_int_equal(regen_dnh_rate(&c, false, 5, true), 104);
    c = dnh(VAL, HUM, 10, 14, 1, 50);
    c.valley = true; /* unalive in the Valley of the Dead */
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 0);
    c.regeneration = true;
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 90);
    c = dnh(VAL, HUM, 10, 14, 1, 50);
    c.restful_sleep = true;
    assert_int_equal(regen_dnh_rate(&c, false, 5, true), 118); /* 28 + 90 */
    c.bed = NH_DNH_BED;
    assert_int_equal(regen_dnh_rate(&c, false, 5, true), 146); /* 56 + 90 */
    c = dnh(WIZ, NH_DNH_INCANTIFIER, 10, 14, 1, 50);           /* heals by Pw instead */
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 0);
    assert_int_equal(regen_dnh_tries(&c), 3);
    /* --rate: 3 tries of 5 HP at 1/90: 15/90 HP a turn */
    assert_true(fabsl(regen_rate(&c) - 15.0L / 90) < 1e-18L);
}

/* Hand-worked outcomes of the new terms, through the exact module. */
static void hand_values_heroes(void **state)
{
    (void)state;
    /* Madman XL 7 Con 12, x = 13, from turn 90: the 13 heals of turns 91..180,
     * the last at t = 180 (13t/90 an integer): HP 1 -> 14 in 90 steps. */
    struct regen_case c = dnh(NH_DNH_MAD, HUM, 7, 12, 1, 14);
    c.turn_random = false;
    c.turn = 90;
    exact_point(&c, 90);
    /* drow Wizard XL 1 Con 10 from turn 90, HP 1 -> 6: female, x = 5, heals
     * on t = 108, 126, .., 180: 90 steps; male, x = 9, on t = 100, .., 140: 50. */
    c = dnh(WIZ, NH_DNH_DROW, 1, 10, 1, 6);
    c.turn_random = false;
    c.turn = 90;
    c.sex = NH_REGEN_FEMALE;
    exact_point(&c, 90);
    c.sex = NH_REGEN_MALE;
    exact_point(&c, 50);
    /* a vampire: exactly 1 HP a turn, HP 1 -> 20 in 19 steps */
    c = dnh(WIZ, NH_DNH_VAMPIRE, 1, 7, 1, 20);
    exact_point(&c, 19);
    /* restful sleep in dNetHack: Wizard XL 1 Con 7, x = 1 + 90, as with
     * Regeneration above: HP 1 -> 100 from turn 1 in 98 steps */
    c = dnh(WIZ, HUM, 1, 7, 1, 100);
    c.restful_sleep = true;
    c.turn_random = false;
    exact_point(&c, 98);
    /* no change: an android awake, anyone in the Valley, a clockwork
     * automaton; HP after 1000 turns stays 5 */
    c = dnh(NH_DNH_ANA, NH_DNH_CLOCKWORK, 10, 14, 5, 50);
    c.measure = NH_REGEN_HP;
    c.after = 1000;
    exact_point(&c, 5);
    c.asleep = true; /* asleep: x = 14, 14 x 1000 / 90 = 155.6, capped at 50 */
    exact_point(&c, 50);
    c = dnh(VAL, HUM, 10, 14, 5, 50);
    c.valley = true;
    c.measure = NH_REGEN_HP;
    c.after = 1000;
    exact_point(&c, 5);
    c = dnh(PRI, NH_DNH_CLOCKWORK, 10, 14, 5, 50);
    c.measure = NH_REGEN_HP;
    c.after = 1000;
    exact_point(&c, 5);
}

/* The incantifier: each turn XL/5 + 1 tries of chance 1/90 for 5 HP and 1 Pw. */
static void incantifier_exact(void **state)
{
    (void)state;
    /* XL 1, one try a turn, 5 HP short: geometric, P(T = k) = (89/90)^(k-1) / 90,
     * mean 90 */
    struct regen_case c = dnh(WIZ, NH_DNH_INCANTIFIER, 1, 10, 15, 20);
    c.pw = 10;
    struct nh_pmf f;
    exact(&c, &f);
    assert_int_equal(pmf_min(&f), 1);
    for (int k = 1; k <= 50; k++) {
        long double want = powl(89.0L / 90, k - 1) / 90;
        assert_true(fabsl(f.p[k - f.lo] - want) < 1e-15L);
    }
    assert_true(fabsl(pmf_mean(&f) - 90) < 1e-9L);
    pmf_free(&f);
    /* XL 5: two tries, P(a turn heals) = 1 - (89/90)^2 = 179/8100: mean 8100/179 */
    c.xl = 5;
    exact(&c, &f);
    assert_true(fabsl(pmf_mean(&f) - 8100.0L / 179) < 1e-9L);
    pmf_free(&f);
    /* Pw 1 heals 5 HP once: 10 HP short never fills; refused with the reason */
    c = dnh(WIZ, NH_DNH_INCANTIFIER, 1, 10, 10, 20);
    c.pw = 1;
    char err[512];
    assert_int_equal(regen_exact_pmf(&c, &f, err, sizeof err), -1);
    assert_non_null(strstr(err, "spending Pw"));
    /* HP after 3000 turns from 1 with Pw 2 (and no other healing): 11 unless
     * fewer than 2 of 3000 tries hit, (89/90)^3000 + 3000/90 (89/90)^2999;
     * the HP is 1, 6 or 11 (max 100). */
    c = dnh(WIZ, NH_DNH_INCANTIFIER, 1, 10, 1, 100);
    c.pw = 2;
    c.measure = NH_REGEN_HP;
    c.after = 3000;
    exact(&c, &f);
    long double p0 = powl(89.0L / 90, 3000), p1 = 3000.0L / 90 * powl(89.0L / 90, 2999);
    long double mean = 1 * p0 + 6 * p1 + 11 * (1 - p0 - p1);
    assert_true(fabsl(pmf_mean(&f) - mean) < 1e-12L);
    assert_true(pmf_max(&f) == 11);
    pmf_free(&f);
    /* The Pw spent in 90 turns at XL 1 with HP never full (at most 450 of
     * 999 healed): Binomial(90, 1/90), mean exactly 1 */
    c = dnh(WIZ, NH_DNH_INCANTIFIER, 1, 10, 1, 1000);
    c.pw = 1000;
    c.measure = NH_REGEN_HP;
    c.after = 90;
    c.pw_spent = true;
    exact(&c, &f);
    assert_int_equal(pmf_min(&f), 0);
    long double binom = powl(89.0L / 90, 90); /* P(0) */
    for (int k = 0; k <= 10; k++) {
        assert_true(fabsl(f.p[k - f.lo] - binom) < 1e-15L);
        binom = binom * (90 - k) / (k + 1) / 89; /* P(k + 1) */
    }
    assert_true(fabsl(pmf_mean(&f) - 1) < 1e-12L);
    pmf_free(&f);
}

/* ---- the kernel, trial by trial, against a driver of regen_step ---- */

static int32_t ref_trial(const struct regen_case *c, nh_pcg32 *r, int64_t t0)
{
    struct regen_state st = regen_start(c);
    bool draws = regen_needs_move_draw(c);
    uint64_t thr = regen_move_threshold(c->move);
    for (int64_t k = 0;; k++) {
        if (c->measure == NH_REGEN_HP && k == c->after)
            return c->pw_spent ? c->pw - st.pw : st.hp;
        if (c->measure == NH_REGEN_TURNS && st.hp >= c->target)
            return (int32_t)k;
        if (c->measure == NH_REGEN_TURNS && k == c->max_turns)
            return (int32_t)c->max_turns + 1;
        bool attempt = draws ? (uint64_t)pcg32_next(r) < thr : c->move >= 1;
        /* the incantifier's tries as the game draws them: the count of hits */
        uint32_t hits = 0;
        if (regen_needs_heal_draw(c) && st.hp < c->maxhp && st.pw > 0) {
            int q = regen_dnh_tries(c), hp = st.hp, pw = st.pw;
            do {
                if (nh_rn2(r, 90) == 0) {
                    hits++;
                    hp += 5;
                    pw--;
                }
            } while (--q > 0 && pw > 0 && hp < c->maxhp);
        }
        regen_step(c, t0 + k + 1, attempt, hits, &st);
    }
}

static void ref_block(const struct regen_case *c, uint64_t block, uint32_t n, struct nh_tally *t)
{
    nh_pcg32_lanes L;
    pcg32_lanes_seed(&L, SEED, regen_case_key(c), block, 0);
    for (uint32_t l = 0; l < NH_LANES && l < n; l++) {
        nh_pcg32 r = pcg32_lanes_get(&L, (int)l);
        for (uint32_t j = l; j < n; j += NH_LANES) {
            int64_t t0 = c->turn_random ? 1 + nh_bounded(pcg32_next(&r), NH_REGEN_PHASES) : c->turn;
            tally_add(t, 0, ref_trial(c, &r, t0));
        }
    }
}

static struct regen_case kernel_cases(int i)
{
    struct regen_case c;
    switch (i) {
    case 0: /* a known value, deterministic from a random turn */
        return dnh(VAL, HUM, 1, 18, 1, 19);
    case 1: /* Stressed, moving half the time */
        c = dnh(HEA, GNO, 5, 14, 3, 40);
        c.enc = NH_ENC_STRESSED;
        c.move = 0.5;
        return c;
    case 2: /* Strained: losses while moving, refused moves below 10 HP */
        c = dnh(VAL, HUM, 8, 16, 12, 70);
        c.enc = NH_ENC_STRAINED;
        c.move = 0.7;
        return c;
    case 3: /* Overtaxed with Regeneration, HP after 300 turns */
        c = dnh(BAR, ORC, 3, 12, 30, 80);
        c.enc = NH_ENC_OVERTAXED;
        c.move = 0.9;
        c.regeneration = true;
        c.measure = NH_REGEN_HP;
        c.after = 300;
        return c;
    case 4: /* Overtaxed from full HP, HP after 200 turns: net loss while moving */
        c = dnh(WIZ, ELF, 1, 9, 25, 25);
        c.enc = NH_ENC_OVERTAXED;
        c.move = 0.95;
        c.measure = NH_REGEN_HP;
        c.after = 200;
        return c;
    case 5: /* max HP 1, Strained, always moving at 1 HP: pass-outs */
        c = dnh(PRI, ELF, 1, 3, 1, 1);
        c.enc = NH_ENC_STRAINED;
        c.move = 0.6;
        c.measure = NH_REGEN_HP;
        c.after = 50;
        return c;
    case 7: /* an incantifier, Stressed and moving: it heals moving too */
        c = dnh(WIZ, NH_DNH_INCANTIFIER, 12, 14, 5, 60);
        c.pw = 9;
        c.enc = NH_ENC_STRESSED;
        c.move = 0.5;
        c.measure = NH_REGEN_HP;
        c.after = 400;
        return c;
    case 11: /* the Pw an incantifier spends in 250 turns, Pw running out */
        c = dnh(NH_DNH_BIN, NH_DNH_INCANTIFIER, 20, 12, 2, 90);
        c.pw = 6;
        c.measure = NH_REGEN_HP;
        c.after = 250;
        c.pw_spent = true;
        return c;
    case 8: /* an incantifier with Regeneration and Buer, Strained, to full */
        c = dnh(NH_DNH_BIN, NH_DNH_INCANTIFIER, 7, 12, 12, 50);
        c.pw = 20;
        c.regeneration = true;
        c.buer = true;
        c.enc = NH_ENC_STRAINED;
        c.move = 0.4;
        return c;
    case 9: /* a Madman asleep on a bedroll, with a healing penalty */
        c = dnh(NH_DNH_MAD, HUM, 6, 13, 1, 60);
        c.asleep = true;
        c.bed = NH_DNH_BEDROLL;
        c.healing_penalty = 3;
        return c;
    case 10: /* a male drow Wizard, Overtaxed, moving, HP after 300 */
        c = dnh(WIZ, NH_DNH_DROW, 4, 11, 15, 40);
        c.sex = NH_REGEN_MALE;
        c.enc = NH_ENC_OVERTAXED;
        c.move = 0.8;
        c.measure = NH_REGEN_HP;
        c.after = 300;
        return c;
    default: /* a fixed start turn, elf Priest, to a target */
        c = dnh(PRI, ELF, 12, 17, 2, 90);
        c.target = 60;
        c.turn_random = false;
        c.turn = 1234;
        c.enc = NH_ENC_STRESSED;
        c.move = 0.3;
        return c;
    }
}

static void kernel_equals_reference(void **state)
{
    (void)state;
    for (int i = 0; i < 13; i++) {
        struct regen_case c = kernel_cases(i);
        char err[256];
        assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
        struct nh_tally a, b;
        assert_int_equal(regen_tally_init(&a, &c), 0);
        assert_int_equal(regen_tally_init(&b, &c), 0);
        for (uint64_t blk = 0; blk < 6; blk++) {
            uint32_t n = blk == 5 ? 77 : NH_BLOCK_TRIALS;
            regen_run_block(&c, SEED, blk, n, &a);
            ref_block(&c, blk, n, &b);
        }
        if (memcmp(tally_hist(&a, 0), tally_hist(&b, 0), a.width[0] * sizeof(uint64_t)) != 0) {
            print_error("case %d: the kernel and the reference differ\n", i);
            fail();
        }
        tally_free(&a);
        tally_free(&b);
    }
}

static void kernel_matches_exact(void **state)
{
    (void)state;
    for (int i = 0; i < 13; i++) {
        struct regen_case c = kernel_cases(i);
        struct nh_pmf f;
        struct nh_tally t;
        struct nh_gof g;
        exact(&c, &f);
        assert_true(fabsl(pmf_total(&f) - 1.0L) < 1e-12L);
        assert_int_equal(jobs_simulate(&regen_job_kind, &c, SEED + (uint64_t)i, trials(), 2, &t),
                         0);
        assert_int_equal(gof_chisq(tally_hist(&t, 0), t.lo[0], t.width[0], &f, &g), 0);
        if (g.p < NH_TEST_P_MIN || g.impossible) {
            print_error("case %d: chi-square %.2f, %d cells, p = %g, impossible %llu\n", i, g.stat,
                        g.cells, g.p, (unsigned long long)g.impossible);
            fail();
        }
        tally_free(&t);
        pmf_free(&f);
    }
}

/* What regen does not model for dNetHack is refused, with a reason. */
static void refusals(void **state)
{
    (void)state;
    char err[256];
    struct regen_case c = dnh(VAL, -1, 1, 18, 1, 19);
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "dnethack needs the role and the race"));
    c = dnh(-1, HUM, 1, 18, 1, 19);
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    c = dnh(VAL, HUM, 1, 18, 1, 19);
    c.polyd = true;
    c.mh = c.mhmax = 10;
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "polymorphed"));
    c.polyd = false;
    assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
    c.sex = NH_REGEN_MALE; /* Valkyries are female in dNetHack */
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "validgend"));
    c.sex = NH_REGEN_FEMALE;
    assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
    c.variant = NH_V367; /* dNetHack's inputs elsewhere */
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "only in dNetHack"));
    c = dnh(WIZ, NH_DNH_DROW, 1, 10, 1, 19); /* a drow needs the sex */
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "sex"));
    c = dnh(WIZ, NH_DNH_INCANTIFIER, 1, 10, 1, 19); /* an incantifier needs Pw */
    c.pw = -1;
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "Pw"));
    c = dnh(WIZ, HUM, 1, 10, 1, 19); /* others ignore Pw, but have no Pw spent */
    c.pw = 5;
    assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
    c.pw_spent = true;
    c.measure = NH_REGEN_HP;
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "Pw spent"));
    c = dnh(NH_DNH_NOB, NH_DNH_CLOCKWORK, 1, 10, 1, 19); /* a pair the game never starts */
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_int_equal(regen_case_period(&c), 90);
}

/* The inputs as a user gives them (kind regen's keys): dNetHack's names and
 * the new keys reach the case. */
static void grid_inputs(void **state)
{
    (void)state;
    static struct regen_grid g;
    const char *texts[RK_COUNT] = {0};
    char err[512] = "";
    int bad;
    texts[RK_VARIANT] = "dnethack";
    texts[RK_ROLE] = "Madwoman,Convict,Pir";
    texts[RK_RACE] = "human";
    texts[RK_XL] = "7";
    texts[RK_CON] = "12";
    texts[RK_MAXHP] = "40";
    texts[RK_SEX] = "female";
    texts[RK_ASLEEP] = "on";
    texts[RK_BED] = "Expensive";
    texts[RK_SEALS] = "berith,buer";
    texts[RK_HEALING_PENALTY] = "3";
    assert_int_equal(regen_grid_parse(texts, &g, &bad, err, sizeof err), 0);
    assert_int_equal(regen_grid_count(&g), 3);
    struct regen_case c;
    char row[NH_MAX_GRID][NH_GRID_TEXT];
    assert_int_equal(regen_grid_case(&g, 0, &c, row, err, sizeof err), 0);
    assert_int_equal(c.role, NH_DNH_MAD);
    assert_int_equal(c.sex, NH_REGEN_FEMALE);
    assert_true(c.asleep && c.berith && c.buer);
    assert_int_equal(c.bed, NH_DNH_EXPENSIVE_BED);
    assert_int_equal(c.healing_penalty, 3);
    assert_int_equal(c.pw, -1); /* not given */
    assert_string_equal(row[1], "Mad");
    assert_int_equal(regen_grid_case(&g, 2, &c, row, err, sizeof err), 0);
    assert_int_equal(c.role, NH_DNH_PIR);
    /* all: dNetHack's 20 roles */
    texts[RK_ROLE] = "all";
    texts[RK_RACE] = "human";
    texts[RK_MEASURE] = "rate";
    texts[RK_MAXHP] = NULL;
    texts[RK_SEALS] = texts[RK_HEALING_PENALTY] = NULL;
    err[0] = '\0';
    assert_int_equal(regen_grid_parse(texts, &g, &bad, err, sizeof err), 0);
    assert_int_equal(g.n[RK_ROLE], NH_DNH_ROLES);
    /* with a vanilla variant in the list, vanilla's names */
    texts[RK_VARIANT] = "3.6.7,dnethack";
    texts[RK_ROLE] = "Nob";
    texts[RK_SEX] = texts[RK_ASLEEP] = texts[RK_BED] = NULL;
    assert_int_equal(regen_grid_parse(texts, &g, &bad, err, sizeof err), -1);
    assert_int_equal(bad, RK_ROLE);
    /* an incantifier's Pw */
    texts[RK_VARIANT] = "dnethack";
    texts[RK_ROLE] = "Wiz";
    texts[RK_RACE] = "inc";
    texts[RK_PW] = "25";
    assert_int_equal(regen_grid_parse(texts, &g, &bad, err, sizeof err), 0);
    assert_int_equal(g.base.pw, 25);
    texts[RK_PW] = "lots";
    assert_int_equal(regen_grid_parse(texts, &g, &bad, err, sizeof err), -1);
    assert_int_equal(bad, RK_PW);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rates),
        cmocka_unit_test(heal_schedule),
        cmocka_unit_test(hand_values),
        cmocka_unit_test(reglevel_values),
        cmocka_unit_test(rate_terms),
        cmocka_unit_test(hand_values_heroes),
        cmocka_unit_test(incantifier_exact),
        cmocka_unit_test(grid_inputs),
        cmocka_unit_test(kernel_equals_reference),
        cmocka_unit_test(kernel_matches_exact),
        cmocka_unit_test(refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
