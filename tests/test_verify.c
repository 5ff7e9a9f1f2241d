/* Verification: every Monte Carlo kernel against its exact distribution.
 *
 * Each case simulates at least 10^6 trials with a fixed seed and runs
 * Pearson's chi-square goodness-of-fit test (gof_chisq: cells pooled in
 * value order until each expects at least 5, p-value from GSL) against the
 * exact module's pmf.  A case passes when p >= NH_TEST_P_MIN (1e-4): a
 * correct kernel fails a given case with probability 1e-4 over seeds, and
 * the seeds are fixed, so the outcome is deterministic.  The tests must be
 * able to fail: deliberately wrong exact distributions (one die too many,
 * the throttle left out, the wrong rne cap, a prayer at the wrong XL) are
 * asserted to be rejected.
 *
 * The sanitizer build (NHMC_SANITIZED) runs the same cases with 10^5 trials:
 * there the point is memory and undefined-behaviour checking, not power.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/gof.h"
#include "kinds/levelup/levelup.h"
#include "kinds/monster/monster_hp.h"
#include "nhmc/pmf.h"
#include "kinds/prayer/prayer.h"
#include "kinds/regen/regen.h"
#include "kinds/rnz/rnz.h"
#include "nhmc/rules.h"

#define SEED 20261121u

static uint64_t trials(void)
{
    return getenv("NHMC_SANITIZED") ? 100000u : 1000000u;
}

/* The stage of "XL x" (x - 1 gains) and of "30+k" (29 + k gains). */
#define XL(x)       ((x)-1)
#define XL30PLUS(k) (29 + (k))

/* The kernel's histogram of one levelup case at one stage. */
static void simulate_levelup(enum nh_variant v, int role, int race, int con, int stage,
                             uint64_t seed, struct nh_tally *t)
{
    static int stages[1];
    stages[0] = stage;
    struct levelup_case c = {v, role, race, con, 1, stages};
    assert_int_equal(jobs_simulate(&levelup_job_kind, &c, seed, trials(), 2, t), 0);
}

static void exact_levelup(enum nh_variant v, int role, int race, int con, int stage,
                          struct nh_pmf *f)
{
    int stages[1] = {stage};
    struct levelup_case c = {v, role, race, con, 1, stages};
    assert_int_equal(levelup_exact(&c, f), 0);
}

/* p-value of a tally's only histogram against f; prints the case when it
 * falls below the threshold. */
static double fit(const struct nh_tally *t, const struct nh_pmf *f, const char *what)
{
    struct nh_gof g;
    assert_int_equal(gof_chisq(tally_hist(t, 0), t->lo[0], t->width[0], f, &g), 0);
    assert_int_equal(g.n, trials());
    if (g.p < NH_TEST_P_MIN)
        print_message("%s: chi-square %.2f, %d cells, p = %g, impossible %llu\n", what, g.stat,
                      g.cells, g.p, (unsigned long long)g.impossible);
    return g.p;
}

static void check_levelup(enum nh_variant v, int role, int race, int con, int stage, uint64_t seed)
{
    struct nh_tally t;
    struct nh_pmf f;
    char what[96];
    snprintf(what, sizeof what, "%s %s-%s Con %d stage %d", variant_name(v), nh_roles[role].abbr,
             nh_races[race].abbr, con, stage);
    simulate_levelup(v, role, race, con, stage, seed, &t);
    exact_levelup(v, role, race, con, stage, &f);
    assert_true(fit(&t, &f, what) >= NH_TEST_P_MIN);
    pmf_free(&f);
    tally_free(&t);
}

/* Every 3.6.7 role/race at Con 3, 10 and 18, XL 30 (84 cases). */
static void levelup_367_every_role_race(void **state)
{
    (void)state;
    static const int cons[] = {3, 10, 18};
    uint64_t seed = SEED;
    for (int r = 0; r < NH_ROLE_COUNT; r++)
        for (int a = 0; a < NH_RACE_COUNT; a++)
            for (int k = 0; k < 3 && role_allows_race(r, a); k++)
                check_levelup(NH_V367, r, a, cons[k], XL(30), seed++);
}

/* 3.4.3: a stage before xlev, one across it, one at XL 30 with Con below
 * 7 (the -1 bonus), and a rolled Con (3.4.3's selection weights). */
static void levelup_343_cases(void **state)
{
    (void)state;
    check_levelup(NH_V343, 1, 4, 10, XL(14), 101);            /* orcish Barbarian */
    check_levelup(NH_V343, 0, 2, 16, XL(20), 102);            /* dwarvish Archeologist */
    check_levelup(NH_V343, 6, 1, 5, XL(30), 103);             /* elven Priest */
    check_levelup(NH_V343, 9, 0, NH_CON_ROLLED, XL(30), 104); /* human Samurai */
}

/* 5.0: below XL 30 (as 3.6.7), gains at XL 30 under the limit, a long run
 * that takes max HP past 300 (the limit falls to 4, then lower), and a
 * rolled Con (5.0's selection weights). */
static void levelup_50_cases(void **state)
{
    (void)state;
    check_levelup(NH_V50, 12, 1, 18, XL(10), 201);                 /* elven Wizard */
    check_levelup(NH_V50, 11, 2, 18, XL30PLUS(3), 202);            /* dwarvish Valkyrie */
    check_levelup(NH_V50, 2, 2, 25, XL30PLUS(60), 203);            /* dwarvish Caveman */
    check_levelup(NH_V50, 3, 3, NH_CON_ROLLED, XL(30), 204);       /* gnomish Healer */
    check_levelup(NH_V50, 10, 0, NH_CON_ROLLED, XL30PLUS(5), 205); /* human Tourist */
}

/* The long 5.0 run really crosses 300 max HP, so the case above covers a
 * limit below 5. */
static void levelup_50_long_run_passes_300(void **state)
{
    (void)state;
    struct nh_pmf f;
    exact_levelup(NH_V50, 2, 2, 25, XL30PLUS(60), &f);
    assert_true(pmf_min(&f) > 300);
    pmf_free(&f);
}

/* The scalar reference hero (one nh_newhp call per gain) has the same
 * exact distribution as the kernel. */
static void reference_hero_matches_exact(void **state)
{
    (void)state;
    int stages[1] = {XL30PLUS(2)};
    struct levelup_case c = {NH_V50, 0, 2, NH_CON_ROLLED, 1, stages}; /* dwarvish Arc */
    struct nh_tally t;
    struct nh_pmf f;
    int32_t lo = 0, hi = 2000;
    assert_int_equal(tally_init(&t, 1, &lo, &hi), 0);
    nh_pcg32 rng;
    pcg32_seed(&rng, 99, 1);
    for (uint64_t i = 0; i < trials(); i++) {
        int32_t hp;
        levelup_reference_hero(&c, &rng, &hp);
        assert_true(hp >= lo && hp <= hi);
        tally_add(&t, 0, hp);
    }
    assert_int_equal(levelup_exact(&c, &f), 0);
    assert_true(fit(&t, &f, "reference hero") >= NH_TEST_P_MIN);
    pmf_free(&f);
    tally_free(&t);
}

static void exact_rnz(int i, int xl, struct nh_pmf *f)
{
    struct rnz_case c = {i, xl};
    assert_int_equal(rnz_exact_pmf(&c, f), 0);
}

static double rnz_fit(int i, int sim_xl, int exact_xl, uint64_t seed)
{
    struct rnz_case c = {i, sim_xl};
    struct nh_tally t;
    struct nh_pmf f;
    char what[64];
    snprintf(what, sizeof what, "rnz(%d) at XL %d against XL %d", i, sim_xl, exact_xl);
    assert_int_equal(jobs_simulate(&rnz_job_kind, &c, seed, trials(), 2, &t), 0);
    exact_rnz(i, exact_xl, &f);
    double p = fit(&t, &f, what);
    pmf_free(&f);
    tally_free(&t);
    return p;
}

/* rnz at XL 1 (rne cap 5) and XL 30 (cap 10), and two more arguments. */
static void rnz_cases(void **state)
{
    (void)state;
    assert_true(rnz_fit(350, 1, 1, 301) >= NH_TEST_P_MIN);
    assert_true(rnz_fit(350, 30, 30, 302) >= NH_TEST_P_MIN);
    assert_true(rnz_fit(10, 14, 14, 303) >= NH_TEST_P_MIN);
    assert_true(rnz_fit(1000, 20, 20, 304) >= NH_TEST_P_MIN);
}

/* The test can fail: one die too many (a d2 added to the exact answer of
 * human Valkyrie Con 16 at XL 10) is rejected. */
static void wrong_die_is_rejected(void **state)
{
    (void)state;
    struct nh_tally t;
    struct nh_pmf f, d2;
    simulate_levelup(NH_V367, 11, 0, 16, XL(10), 401, &t);
    exact_levelup(NH_V367, 11, 0, 16, XL(10), &f);
    assert_true(fit(&t, &f, "right") >= NH_TEST_P_MIN);
    assert_int_equal(pmf_init_uniform(&d2, 1, 2), 0);
    assert_int_equal(pmf_add_independent(&f, &d2), 0);
    struct nh_gof g;
    assert_int_equal(gof_chisq(tally_hist(&t, 0), t.lo[0], t.width[0], &f, &g), 0);
    /* rejected by the statistic itself, not by an impossible value */
    assert_int_equal(g.impossible, 0);
    assert_true(g.p < 1e-10);
    pmf_free(&d2);
    pmf_free(&f);
    tally_free(&t);
}

/* 5.0's throttled gains tested against 3.6.7's unthrottled distribution:
 * rejected (every observation is impossible there). */
static void missing_throttle_is_rejected(void **state)
{
    (void)state;
    struct nh_tally t;
    struct nh_pmf f;
    struct nh_gof g;
    simulate_levelup(NH_V50, 11, 2, 18, XL30PLUS(3), 402, &t);
    exact_levelup(NH_V367, 11, 2, 18, XL30PLUS(3), &f);
    assert_int_equal(gof_chisq(tally_hist(&t, 0), t.lo[0], t.width[0], &f, &g), 0);
    assert_true(g.p < 1e-10);
    pmf_free(&f);
    tally_free(&t);
}

/* rnz at XL 30 (rne cap 10) against XL 14's distribution (cap 5): the
 * rare long tails (values XL 14 cannot give) are caught. */
static void wrong_rne_cap_is_rejected(void **state)
{
    (void)state;
    assert_true(rnz_fit(350, 30, 14, 403) < 1e-10);
}

/* ---- regen ---- */

static struct regen_case regen_base(enum nh_variant v, int xl, int con, int hp, int maxhp)
{
    struct regen_case c = {0};
    c.variant = v;
    c.role = c.race = -1;
    c.xl = xl;
    c.con = con;
    c.hp = hp;
    c.maxhp = maxhp;
    c.target = maxhp;
    c.turn_random = true;
    c.measure = NH_REGEN_TURNS;
    c.max_turns = NH_REGEN_DEFAULT_LIMIT;
    return c;
}

static double regen_fit(const struct regen_case *sim, const struct regen_case *ex, uint64_t seed,
                        const char *what)
{
    struct nh_tally t;
    struct nh_pmf f;
    char err[256];
    assert_int_equal(jobs_simulate(&regen_job_kind, sim, seed, trials(), 2, &t), 0);
    if (regen_exact_pmf(ex, &f, err, sizeof err) != 0) {
        print_error("%s: %s\n", what, err);
        fail();
    }
    double p = fit(&t, &f, what);
    pmf_free(&f);
    tally_free(&t);
    return p;
}

/* Every variant's rules, encumbrance with moves, polymorph and the HP
 * measure: the kernel against the exact distribution. */
static void regen_cases(void **state)
{
    (void)state;
    struct regen_case c[12];
    c[0] = regen_base(NH_V367, 8, 16, 1, 70);
    c[1] = regen_base(NH_V50, 8, 16, 1, 70);
    c[2] = regen_base(NH_V343, 14, 18, 1, 80);
    c[3] = regen_base(NH_V367, 14, 18, 1, 80);
    c[3].enc = NH_ENC_STRESSED;
    c[3].move = 0.5;
    c[4] = regen_base(NH_V50, 1, 10, 1, 30);
    c[4].enc = NH_ENC_STRAINED;
    c[4].move = 0.3;
    c[5] = regen_base(NH_VFIQ, 5, 14, 1, 40);
    c[5].role = NH_ROLE_HEALER;
    c[5].enc = NH_ENC_OVERTAXED;
    c[5].move = 0.25;
    c[6] = regen_base(NH_V50, 12, 12, 3, 60);
    c[6].regeneration = true;
    c[7] = regen_base(NH_V50, 3, 18, 1, 25);
    c[7].restful_sleep = true;
    c[8] = regen_base(NH_V343, 4, 12, 5, 20);
    c[8].polyd = true;
    c[8].mh = 7;
    c[8].mhmax = 12;
    c[8].track_mh =
        false; /* normal HP once mh is full (docs/rules.md, Regeneration in 3.4.3 and 3.6.7) */
    c[9] = regen_base(NH_V367, 20, 25, 10, 200);
    c[9].polyd = true;
    c[9].mh = 2;
    c[9].mhmax = 9;
    c[9].track_mh = true;
    c[9].target = 9;
    c[9].enc = NH_ENC_STRESSED;
    c[9].move = 0.5;
    c[10] = regen_base(NH_V50, 10, 15, 5, 100);
    c[10].measure = NH_REGEN_HP;
    c[10].after = 150;
    c[11] = regen_base(NH_V343, 11, 18, 2, 60);
    c[11].turn_random = false;
    c[11].turn = 101;
    for (int i = 0; i < 12; i++) {
        char what[64];
        snprintf(what, sizeof what, "regen case %d (%s)", i, variant_name(c[i].variant));
        assert_true(regen_fit(&c[i], &c[i], 500 + (uint64_t)i, what) >= NH_TEST_P_MIN);
    }
}

/* A wrong rule is caught: the kernel's 5.0 heals at XL 8 Con 16 against the
 * exact distribution of XL 9 (1 point more per 100). */
static void regen_wrong_rate_is_rejected(void **state)
{
    (void)state;
    struct regen_case sim = regen_base(NH_V50, 8, 16, 1, 70);
    struct regen_case ex = regen_base(NH_V50, 9, 16, 1, 70);
    assert_true(regen_fit(&sim, &ex, 601, "5.0 XL 8 against XL 9") < 1e-6);
}

/* ---- prayer ---- */

static struct prayer_case prayer_base(enum nh_variant v, const char *role, int xl, int maxhp,
                                      int turn)
{
    struct prayer_case c;
    memset(&c, 0, sizeof c);
    c.variant = v;
    c.role = role_parse(role);
    c.race = race_parse("human");
    c.con = 16;
    c.xl = xl;
    c.maxhp = maxhp;
    c.hp = 1;
    c.turn = turn;
    c.record = nh_roles[c.role].initrecord;
    return c;
}

/* The smallest p-value over the histograms listed in `hists` (a mask of
 * 1 << PH_*) of the kernel's tally of `sim` against the exact pmfs of
 * `ex`; every histogram's fit is printed when it falls below the
 * threshold. */
static double prayer_fit(const struct prayer_case *sim, const struct prayer_case *ex,
                         unsigned hists, uint64_t seed, const char *what)
{
    char err[256];
    assert_int_equal(prayer_case_check(sim, err, sizeof err), 0);
    assert_int_equal(prayer_case_check(ex, err, sizeof err), 0);
    struct nh_tally t;
    struct nh_pmf f[PH_COUNT];
    assert_int_equal(jobs_simulate(&prayer_job_kind, sim, seed, trials(), 2, &t), 0);
    assert_int_equal(prayer_exact(ex, f), 0);
    double p_min = 1;
    for (int h = 0; h < PH_COUNT; h++) {
        if (!(hists & 1u << h))
            continue;
        struct nh_gof g;
        assert_int_equal(gof_chisq(tally_hist(&t, (size_t)h), t.lo[h], t.width[h], &f[h], &g), 0);
        assert_int_equal(g.n, trials());
        if (g.p < NH_TEST_P_MIN)
            print_message("%s, histogram %d: chi-square %.2f, %d cells, p = %g, impossible %llu\n",
                          what, h, g.stat, g.cells, g.p, (unsigned long long)g.impossible);
        if (g.p < p_min)
            p_min = g.p;
    }
    prayer_exact_free(f);
    tally_free(&t);
    return p_min;
}

#define PRAYER_ALL_HISTS ((1u << PH_COUNT) - 1)

/* The vectorised kernel against the exact distributions, every histogram:
 * the outcome flags, the max-HP gain, the new timeout, the safe turn and
 * the max HP.  One case per branch of the rules. */
static void prayer_cases(void **state)
{
    (void)state;
    struct prayer_case c[11];
    /* the Tourist at turn 101, record 0 (rnl(2)) and 1 */
    c[0] = prayer_base(NH_V367, "Tourist", 1, 10, 101);
    c[1] = c[0];
    c[1].record = 1;
    /* 3.4.3, rolled max HP, two wishes, at the edge of on time */
    c[2] = prayer_base(NH_V343, "Samurai", 5, PRAYER_MAXHP_ROLLED, 300);
    c[2].record = 10;
    c[2].wishes = 2;
    /* 5.0 on a shrine with Luck 10: pat_on_head, the glow and crowning */
    c[3] = prayer_base(NH_V50, "Tourist", 1, 20, 5000);
    c[3].record = 10;
    c[3].luck = 10;
    c[3].altar = PRAYER_SHRINE;
    /* 5.0 too soon after a wish: rnz(250) and max() */
    c[4] = prayer_base(NH_V50, "Tourist", 1, 10, 100);
    c[4].wishes = 1;
    /* 5.0 polymorphed with Unchanging: trouble from mh */
    c[5] = prayer_base(NH_V50, "Tourist", 1, 12, 101);
    c[5].polyd = c[5].unchanging = true;
    c[5].mh = 2;
    c[5].mhmax = 4;
    c[5].hp = 12;
    c[5].record = 1;
    /* XL 18: rne's cap above 5 in every rnz */
    c[6] = prayer_base(NH_V367, "Valkyrie", 18, 200, 2000);
    c[6].hp = 10;
    c[6].record = 15;
    /* 5.0 past turn 100000: the late term */
    c[7] = prayer_base(NH_V50, "Priest", 14, 90, 100500);
    c[7].record = 20;
    c[7].luck = 3;
    c[7].demigod = true;
    /* Luck -1 on Friday the 13th: smitten, Luck never recovers */
    c[8] = prayer_base(NH_V367, "Wizard", 3, PRAYER_MAXHP_ROLLED, 400);
    c[8].luck = c[8].base_luck = -1;
    /* a cross-aligned altar, rolled 5.0 Healer */
    c[9] = prayer_base(NH_V50, "Healer", 8, PRAYER_MAXHP_ROLLED, 700);
    c[9].altar = PRAYER_CROSSALIGNED;
    c[9].record = 13;
    /* dNetHack on an altar at Luck 3: its low-HP test, the soft-capped glow */
    c[10] = prayer_base(NH_VDNH, "Valkyrie", 6, 60, 3000);
    c[10].hp = 30;
    c[10].record = 12;
    c[10].luck = 3;
    c[10].altar = PRAYER_COALIGNED;
    for (int i = 0; i < 11; i++) {
        char what[64];
        snprintf(what, sizeof what, "prayer case %d (%s)", i, variant_name(c[i].variant));
        assert_true(prayer_fit(&c[i], &c[i], PRAYER_ALL_HISTS, 700 + (uint64_t)i, what) >=
                    NH_TEST_P_MIN);
    }
}

/* A wrong rule is caught: the kernel's new timeout at XL 18 (rne capped at
 * 6) against the exact timeout of XL 17 (capped at 5). */
static void prayer_wrong_xl_is_rejected(void **state)
{
    (void)state;
    struct prayer_case sim = prayer_base(NH_V367, "Valkyrie", 18, 200, 2000);
    sim.record = 15;
    struct prayer_case ex = sim;
    ex.xl = 17;
    assert_true(prayer_fit(&sim, &ex, 1u << PH_TIMEOUT, 801, "timeout at XL 18 against XL 17") <
                1e-6);
}

/* Same support, different odds: the kernel's golden glow at Luck 2 on an
 * altar (1/20) against the exact glow with the castle tune known (2/20). */
static void prayer_wrong_glow_is_rejected(void **state)
{
    (void)state;
    struct prayer_case sim = prayer_base(NH_V367, "Tourist", 1, 10, 101);
    sim.record = 10;
    sim.luck = 2;
    sim.altar = PRAYER_COALIGNED;
    struct prayer_case ex = sim;
    ex.tune_known = true;
    assert_true(prayer_fit(&sim, &ex, 1u << PH_GAIN, 802, "glow 1/20 against 2/20") < 1e-6);
}

/* A monster case: `name` of version v at depth d for an XL x hero. */
static struct monster_case monster_base(enum nh_variant v, const char *name, int d, int x)
{
    struct monster_case c;
    memset(&c, 0, sizeof c);
    c.variant = v;
    c.mon = monster_find_exact(monster_table(v), name);
    assert_true(c.mon >= 0);
    c.where.depth = d;
    c.xl = x;
    return c;
}

/* p-value of the kernel's histogram h of case sim against the exact one of
 * case ex. */
static double monster_fit(const struct monster_case *sim, const struct monster_case *ex, int h,
                          uint64_t seed, const char *what)
{
    struct nh_tally t;
    struct nh_pmf f[NH_MON_HIST_COUNT];
    struct nh_gof g;
    assert_int_equal(monster_exact(ex, &f[NH_MON_HIST_HP], &f[NH_MON_HIST_LEVEL]), 0);
    assert_int_equal(jobs_simulate(&monster_job_kind, sim, seed, trials(), 2, &t), 0);
    assert_int_equal(gof_chisq(tally_hist(&t, (size_t)h), t.lo[h], t.width[h], &f[h], &g), 0);
    if (g.p < NH_TEST_P_MIN)
        print_message("%s: chi-square %.2f, %d cells, p = %g, impossible %llu\n", what, g.stat,
                      g.cells, g.p, (unsigned long long)g.impossible);
    tally_free(&t);
    pmf_free(&f[NH_MON_HIST_HP]);
    pmf_free(&f[NH_MON_HIST_LEVEL]);
    return g.p;
}

/* The monster kernel against the exact module: 5.0's all-ones bump, an
 * endgame player monster, a home elemental (x3), an adult dragon, and a
 * pony's max HP and level after 20 kills (the shapes of monster_grid's
 * scenarios). */
static void monster_cases(void **state)
{
    (void)state;
    struct monster_case c[6];
    c[0] = monster_base(NH_V50, "soldier ant", 10, 8);
    c[1] = monster_base(NH_V343, "valkyrie", 50, 14);
    c[1].where.endgame = true;
    c[1].where.sanctum_depth = 50;
    c[2] = monster_base(NH_V367, "air elemental", 50, 14);
    c[2].where.endgame = true;
    c[2].where.sanctum_depth = 50;
    c[2].where.home_plane = NH_MF_HOME_AIR;
    c[3] = monster_base(NH_V367, "red dragon", 20, 10);
    c[4] = monster_base(NH_V367, "pony", 1, 1);
    c[4].kills = 20;
    c[4].victim_level = 5;
    c[5] = c[4];
    for (int i = 0; i < 6; i++) {
        char what[64];
        snprintf(what, sizeof what, "monster case %d (%s)", i, variant_name(c[i].variant));
        int h = i == 5 ? NH_MON_HIST_LEVEL : NH_MON_HIST_HP;
        assert_true(monster_fit(&c[i], &c[i], h, 900 + (uint64_t)i, what) >= NH_TEST_P_MIN);
    }
}

/* A wrong rule is caught: 3.6.7's newt (rnd(4)) against 5.0's exact newt
 * (a 1 becomes 2). */
static void monster_wrong_bump_is_rejected(void **state)
{
    (void)state;
    struct monster_case sim = monster_base(NH_V367, "newt", 1, 1);
    struct monster_case ex = monster_base(NH_V50, "newt", 1, 1);
    assert_true(monster_fit(&sim, &ex, NH_MON_HIST_HP, 950, "3.6.7 newt against 5.0") < 1e-6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(levelup_367_every_role_race),
        cmocka_unit_test(levelup_343_cases),
        cmocka_unit_test(levelup_50_cases),
        cmocka_unit_test(levelup_50_long_run_passes_300),
        cmocka_unit_test(reference_hero_matches_exact),
        cmocka_unit_test(rnz_cases),
        cmocka_unit_test(wrong_die_is_rejected),
        cmocka_unit_test(missing_throttle_is_rejected),
        cmocka_unit_test(wrong_rne_cap_is_rejected),
        cmocka_unit_test(regen_cases),
        cmocka_unit_test(regen_wrong_rate_is_rejected),
        cmocka_unit_test(prayer_cases),
        cmocka_unit_test(prayer_wrong_xl_is_rejected),
        cmocka_unit_test(prayer_wrong_glow_is_rejected),
        cmocka_unit_test(monster_cases),
        cmocka_unit_test(monster_wrong_bump_is_rejected),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
