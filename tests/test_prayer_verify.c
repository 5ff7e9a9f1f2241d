/* Kind prayer's kernel against its exact distribution (verify_util.h). */
#include "verify_util.h"

#include <stdio.h>
#include <string.h>

#include "kinds/prayer/prayer_impl.h"
#include "nhmc/hero_rules.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(prayer_cases),
        cmocka_unit_test(prayer_wrong_xl_is_rejected),
        cmocka_unit_test(prayer_wrong_glow_is_rejected),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
