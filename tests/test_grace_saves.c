/* Tests of 0 HP that is not death in a grace fight (docs/rules.md, Life
 * saving and polymorph): what each version's savelife() restores, fights
 * worked by hand, and the Monte Carlo kernel and the scalar reference
 * against the exact model.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/grace/grace_impl.h"
#include "nhmc/gof.h"
#include "nhmc/jobs.h"
#include "nhmc/pmf.h"

#define SEED 0x6c696665u /* "life" */

/* ---- savelife() ---- */

/* 3.4.3 src/end.c, savelife(): u.uhp = u.uhpmax.  3.6.7: u.uhpmax raised
 * to max(2 XL, 10), then u.uhp = u.uhpmax.  3.7: Con - 1 first (done()),
 * u.uhpmax raised to max(XL, 10) (minuhpmax(10)), u.uhp = min(u.uhpmax,
 * 50 + 10 (Con / 2)). */
static void life_saving_restores(void **state)
{
    (void)state;
    static const struct {
        enum grace_life_saving f;
        int maxhp, xl, con, hp, max;
    } want[] = {
        {GRACE_LS_343, 8, 14, 16, 8, 8},      /* no floor in 3.4.3 */
        {GRACE_LS_367, 8, 1, 16, 10, 10},     /* max(2, 10) */
        {GRACE_LS_367, 20, 14, 16, 28, 28},   /* max(28, 10) */
        {GRACE_LS_367, 60, 14, 16, 60, 60},   /* already above */
        {GRACE_LS_37, 8, 3, 16, 10, 10},      /* max(3, 10); 50 + 70 = 120 */
        {GRACE_LS_37, 8, 14, 16, 14, 14},     /* max(14, 10) */
        {GRACE_LS_37, 100, 14, 10, 90, 100},  /* Con 9: 50 + 40 */
        {GRACE_LS_37, 100, 14, 11, 100, 100}, /* Con 10: 50 + 50 */
        {GRACE_LS_37, 100, 14, 3, 60, 100},   /* Con stays 3: 50 + 10 */
        {GRACE_LS_37, 500, 30, 25, 170, 500}, /* Con 24: 50 + 120 */
        /* xNetHack (xnh8.0..xnh9.1 src/end.c, done()): Con - 2, then 3.7's
         * savelife(): odd Con gives 10 HP less above the cap */
        {GRACE_LS_XNH, 200, 14, 17, 120, 200},        /* Con 15: 50 + 70 (3.7: 130) */
        {GRACE_LS_XNH, 200, 14, 18, 130, 200},        /* Con 16: 50 + 80, as 3.7 */
        {GRACE_LS_XNH, 100, 14, 4, 60, 100},          /* Con 3, no lower: 50 + 10 */
        {GRACE_LS_XNH_CURSED, 8, 3, 16, 10, 10},      /* max(3, 10), when it works */
        {GRACE_LS_XNH_CURSED, 500, 30, 25, 160, 500}, /* Con 23: 50 + 110 */
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        int hp, max;
        grace_life_saving_restore(want[i].f, want[i].maxhp, want[i].xl, want[i].con, &hp, &max);
        if (hp != want[i].hp || max != want[i].max) {
            print_error("%s max %d XL %d Con %d: %d/%d, expected %d/%d\n",
                        grace_life_saving_name(want[i].f), want[i].maxhp, want[i].xl, want[i].con,
                        hp, max, want[i].hp, want[i].max);
            fail();
        }
    }
    char err[256];
    assert_int_equal(grace_life_saving_parse("5.0", err, sizeof err), GRACE_LS_37);
    assert_int_equal(grace_life_saving_parse("3.6.7", err, sizeof err), GRACE_LS_367);
    assert_int_equal(grace_life_saving_parse("off", err, sizeof err), GRACE_LS_OFF);
    assert_int_equal(grace_life_saving_parse("xnethack", err, sizeof err), GRACE_LS_XNH);
    assert_int_equal(grace_life_saving_parse("xnethack-cursed", err, sizeof err),
                     GRACE_LS_XNH_CURSED);
    assert_int_equal(grace_life_saving_parse("3.6", err, sizeof err), -1);
    assert_non_null(strstr(err, "unknown life saving"));
}

/* ---- fights worked by hand ---- */

static struct grace_case fight(enum grace_rule r, int hp, int max, int n, int sides, int k,
                               int hits, int turns)
{
    return (struct grace_case){.rule = r,
                               .hp = hp,
                               .maxhp = max,
                               .dice_n = n,
                               .dice_s = sides,
                               .dice_k = k,
                               .hit_num = 1,
                               .hit_den = 1,
                               .hits = hits,
                               .turns = turns};
}

struct exact {
    struct nh_pmf f[GH_COUNT];
};

static void exact_of(const struct grace_case *c, struct exact *e)
{
    char err[256];
    if (grace_case_check(c, err, sizeof err) != 0) {
        print_error("bad case: %s\n", err);
        fail();
    }
    assert_int_equal(grace_exact(c, e->f), 0);
    for (int h = 0; h < GH_COUNT; h++)
        assert_close_l(pmf_total(&e->f[h]), 1.0L, 1e-15L);
}

static long double p_death(const struct exact *e)
{
    return e->f[GH_OUTCOME].p[GRACE_DIED] + e->f[GH_OUTCOME].p[GRACE_DIED_USED];
}

static long double p_saves(const struct exact *e, int bit)
{
    const long double *v = e->f[GH_SAVES].p;
    return bit == 1 ? v[1] + v[3] : v[2] + v[3];
}

/* One scalar fight with a fixed seed: the reference's own account. */
static struct grace_outcome one_fight(const struct grace_case *c)
{
    nh_pcg32 rng;
    pcg32_seed_stream(&rng, SEED, grace_case_key(c), 0, 0);
    struct grace_outcome o;
    grace_trial(c, &rng, &o);
    return o;
}

/* Two hits of d20 a turn at 10/10, no grace, an amulet (3.4.3: back to
 * 10/10).  Death needs both hits lethal: (11/20)^2 = 121/400.  The amulet
 * goes when the first is lethal (11/20), or when the first leaves 10 - d
 * and the second is at least that: sum over d = 1..9 of (11 + d)/400 =
 * 144/400; in all 364/400. */
static void life_saving_d20(void **state)
{
    (void)state;
    struct grace_case c = fight(GRACE_NONE, 10, 10, 1, 20, 0, 2, 1);
    c.ls_hp = 10, c.ls_maxhp = 10;
    struct exact e;
    exact_of(&c, &e);
    assert_close_l(p_death(&e), 121.0L / 400, 1e-18L);
    assert_close_l(p_saves(&e, 1), 364.0L / 400, 1e-18L);
    assert_close_l(p_saves(&e, 2), 0.0L, 0);
    grace_exact_free(e.f);
    /* Without the amulet: death when d1 >= 10 or d1 + d2 >= 10. */
    c.ls_hp = c.ls_maxhp = 0;
    exact_of(&c, &e);
    assert_close_l(p_death(&e), (220.0L + 144.0L) / 400, 1e-18L);
    grace_exact_free(e.f);
    /* xNetHack's cursed amulet (faulty_lifesaver(), src/mon.c: half of
     * them fail, used up with the hero dead): the mean of the two */
    c.ls_hp = c.ls_maxhp = 10;
    c.ls_faulty_half = true;
    exact_of(&c, &e);
    assert_close_l(p_death(&e), (121.0L + 364.0L) / 800, 1e-18L);
    assert_close_l(p_saves(&e, 1), 364.0L / 800, 1e-18L);
    grace_exact_free(e.f);
}

/* Grace comes before the amulet (saving_grace() in losehp()/mdamageu(),
 * the amulet in done()): 3.7-2023 at 10/10, two hits of 25: the first
 * leaves 1 HP by grace, the second uses up the amulet (3.6.7 at XL 1: max
 * HP 10, HP 10). */
static void grace_before_amulet(void **state)
{
    (void)state;
    struct grace_case c = fight(GRACE_37_2023, 10, 10, 0, 1, 25, 2, 1);
    c.ls_hp = 10, c.ls_maxhp = 10;
    struct exact e;
    exact_of(&c, &e);
    assert_close_l(p_death(&e), 0.0L, 0);
    assert_close_l(e.f[GH_OUTCOME].p[GRACE_SURVIVED_USED], 1.0L, 0);
    assert_close_l(p_saves(&e, 1), 1.0L, 0);
    assert_close_l(e.f[GH_FINAL_HP].p[10], 1.0L, 0);
    grace_exact_free(e.f);
    struct grace_outcome o = one_fight(&c);
    assert_true(o.used && o.life_saved && !o.reverted);
    assert_int_equal(o.final_hp, 10);
    /* A third hit: the amulet is gone, grace too: death on turn 1. */
    c.hits = 3;
    exact_of(&c, &e);
    assert_close_l(p_death(&e), 1.0L, 0);
    assert_close_l(e.f[GH_OUTCOME].p[GRACE_DIED_USED], 1.0L, 0);
    grace_exact_free(e.f);
    /* The amulet raises max HP (3.6.7 at XL 14: 28): a hero of 8 max HP
     * hit for 25, then 20, is at 8 of 28 HP. */
    c = fight(GRACE_NONE, 8, 8, 0, 1, 25, 1, 2);
    c.ls_hp = 28, c.ls_maxhp = 28;
    c.dice_k = 20;
    exact_of(&c, &e);
    assert_close_l(e.f[GH_FINAL_HP].p[8], 1.0L, 0);
    grace_exact_free(e.f);
}

/* A polymorphed hero (3.6.7 src/polyself.c, rehumanize(); losehp() and
 * mdamageu() take u.mh while Upolyd): 10/10 natural, form 5/5, four hits of
 * 3: 5 -> 2 -> -1, back to 10 HP -> 7 -> 4.  With unchanging the second
 * hit kills. */
static void polymorph_reverts(void **state)
{
    (void)state;
    struct grace_case c = fight(GRACE_NONE, 10, 10, 0, 1, 3, 4, 1);
    c.form_hp = c.form_maxhp = 5;
    struct exact e;
    exact_of(&c, &e);
    assert_close_l(p_death(&e), 0.0L, 0);
    assert_close_l(p_saves(&e, 2), 1.0L, 0);
    assert_close_l(e.f[GH_FINAL_HP].p[4], 1.0L, 0);
    grace_exact_free(e.f);
    struct grace_outcome o = one_fight(&c);
    assert_true(o.reverted && !o.life_saved);
    assert_int_equal(o.final_hp, 4);
    c.unchanging = true;
    exact_of(&c, &e);
    assert_close_l(p_death(&e), 1.0L, 0);
    assert_close_l(p_saves(&e, 2), 0.0L, 0);
    grace_exact_free(e.f);
    o = one_fight(&c);
    assert_int_equal(o.death_turn, 1);
    assert_int_equal(o.final_hp, 0);
    /* Only one hit: still polymorphed at 2 of 5, which the final HP shows. */
    c.unchanging = false;
    c.hits = 1;
    exact_of(&c, &e);
    assert_close_l(e.f[GH_FINAL_HP].p[2], 1.0L, 0);
    assert_close_l(p_saves(&e, 2), 0.0L, 0);
    grace_exact_free(e.f);
}

/* H0 is u.uhp, the natural HP, even while polymorphed (xNetHack 9.1
 * src/allmain.c, moveloop_core(): uhp_at_start_of_monster_turn = u.uhp):
 * 20/20 natural, form 5/5, three hits of 15: the form goes, then 20 -> 5,
 * then a lethal 15.  xnethack reads H0 = 20 and saves (1 HP); 3.7-2023
 * reads the 5 before the hit and the hero dies. */
static void polymorph_snapshot_is_natural_hp(void **state)
{
    (void)state;
    struct grace_case c = fight(GRACE_XNETHACK, 20, 20, 0, 1, 15, 3, 1);
    c.form_hp = c.form_maxhp = 5;
    struct exact e;
    exact_of(&c, &e);
    assert_close_l(p_death(&e), 0.0L, 0);
    assert_close_l(e.f[GH_FINAL_HP].p[1], 1.0L, 0);
    assert_close_l(e.f[GH_GRACE_TURN].p[1], 1.0L, 0);
    grace_exact_free(e.f);
    c.rule = GRACE_37_2023;
    exact_of(&c, &e);
    assert_close_l(p_death(&e), 1.0L, 0);
    grace_exact_free(e.f);
    /* Grace never fires on the form: one lethal hit of 15 on a 5/5 form
     * with unchanging kills under every rule. */
    for (int r = 0; r < GRACE_RULE_COUNT; r++) {
        c = fight(r, 20, 20, 0, 1, 15, 1, 1);
        c.form_hp = c.form_maxhp = 5;
        c.unchanging = true;
        exact_of(&c, &e);
        assert_close_l(p_death(&e), 1.0L, 0);
        grace_exact_free(e.f);
    }
}

static void case_check_saves(void **state)
{
    (void)state;
    char err[256];
    struct grace_case c = fight(GRACE_NONE, 10, 10, 1, 6, 0, 1, 1);
    c.form_hp = 5, c.form_maxhp = 5, c.unchanging = true, c.ls_hp = 10, c.ls_maxhp = 10;
    assert_int_equal(grace_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "same slot"));
    c.unchanging = false;
    c.ls_maxhp = 9; /* below max HP */
    assert_int_equal(grace_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "ls_maxhp"));
    c.ls_maxhp = 10, c.form_hp = 6;
    assert_int_equal(grace_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "form_hp"));
}

/* ---- Monte Carlo against exact ---- */

/* Fights with the saves, random enough to reach every state: an amulet
 * with each rule's latch, a polymorphed form with regeneration (which
 * heals the form), both, and unchanging. */
static struct grace_case fit_case(int r, int k)
{
    struct grace_case c = fight(r, 20, 22, 1, 12, 2, 3, 8);
    c.hit_num = 1, c.hit_den = 3;
    c.regen_hp = 3, c.regen_pct = 60;
    switch (k) {
    case 0: /* the amulet, 3.7's: max 22 -> HP 22 (Con 16) */
        c.ls_hp = 22, c.ls_maxhp = 22;
        break;
    case 1: /* polymorphed 9/14 */
        c.form_hp = 9, c.form_maxhp = 14;
        break;
    case 2: /* both; 3.6.7 at XL 14 raises max HP to 28 */
        c.ls_hp = 28, c.ls_maxhp = 28;
        c.form_hp = 9, c.form_maxhp = 30;
        break;
    case 4: /* xNetHack's cursed amulet: half of them work */
        c.ls_hp = 22, c.ls_maxhp = 22, c.ls_faulty_half = true;
        break;
    default: /* 3: unchanging, a d30 against an 11-HP hero */
        c = fight(r, 11, 11, 1, 30, 0, 1, 12);
        c.hit_num = 1, c.hit_den = 4;
        c.regen_hp = 2, c.regen_pct = 100;
        c.form_hp = 25, c.form_maxhp = 40, c.unchanging = true;
        break;
    }
    return c;
}
#define FIT_CASES 5

static double fit(const struct nh_tally *t, int h, const struct nh_pmf *f)
{
    struct nh_gof g;
    assert_int_equal(gof_chisq(tally_hist(t, (size_t)h), t->lo[h], t->width[h], f, &g), 0);
    assert_int_equal(g.impossible, 0);
    return g.p;
}

/* The kernel (jobs_simulate, two threads) and the scalar reference against
 * the exact distributions, every histogram, every rule form. */
static void saves_fit_exact(void **state)
{
    (void)state;
    enum { KTRIALS = 200003, RTRIALS = 100000 };
    double pmin = 1.0;
    for (int r = 0; r < GRACE_RULE_ALL_COUNT; r++)
        for (int k = 0; k < FIT_CASES; k++) {
            struct grace_case c = fit_case(r, k);
            struct exact e;
            exact_of(&c, &e);
            struct nh_tally t, ref;
            assert_int_equal(jobs_simulate(&grace_job_kind, &c, SEED, KTRIALS, 2, &t), 0);
            assert_int_equal(grace_tally_init(&ref, &c), 0);
            nh_pcg32 rng;
            pcg32_seed_stream(&rng, SEED, grace_case_key(&c), (uint64_t)r, (uint64_t)k);
            for (int i = 0; i < RTRIALS; i++) {
                struct grace_outcome o;
                grace_trial(&c, &rng, &o);
                grace_tally_add(&ref, &o);
            }
            for (int h = 0; h < GH_COUNT; h++) {
                double pk = fit(&t, h, &e.f[h]), pr = fit(&ref, h, &e.f[h]);
                double p = pk < pr ? pk : pr;
                pmin = p < pmin ? p : pmin;
                if (p < NH_TEST_P_MIN) {
                    print_error("%s case %d hist %d: kernel p = %g, reference p = %g\n",
                                grace_rule_name(r), k, h, pk, pr);
                    fail();
                }
            }
            /* P(life saved) and P(reverted) within 5 standard errors */
            uint64_t *v = tally_hist(&t, GH_SAVES);
            double pls = (double)(v[1] + v[3]) / KTRIALS, prev = (double)(v[2] + v[3]) / KTRIALS;
            double els = (double)p_saves(&e, 1), erev = (double)p_saves(&e, 2);
            assert_true(fabs(pls - els) <= 5 * sqrt(els * (1 - els) / KTRIALS) + 1e-12);
            assert_true(fabs(prev - erev) <= 5 * sqrt(erev * (1 - erev) / KTRIALS) + 1e-12);
            if (r == GRACE_37_2025)
                print_message("case %d: P(death) %.6Lf, P(life saved) exact %.6f kernel %.6f, "
                              "P(reverted) exact %.6f kernel %.6f\n",
                              k, p_death(&e), els, pls, erev, prev);
            tally_free(&t);
            tally_free(&ref);
            grace_exact_free(e.f);
        }
    print_message("saves vs exact: least p = %.4g\n", pmin);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(life_saving_restores),
        cmocka_unit_test(life_saving_d20),
        cmocka_unit_test(grace_before_amulet),
        cmocka_unit_test(polymorph_reverts),
        cmocka_unit_test(polymorph_snapshot_is_natural_hp),
        cmocka_unit_test(case_check_saves),
        cmocka_unit_test(saves_fit_exact),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
