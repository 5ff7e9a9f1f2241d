/* Kind regen's kernel against its exact distribution (verify_util.h). */
#include "verify_util.h"

#include <stdio.h>
#include <string.h>

#include "kinds/regen/regen_impl.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"

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

/* EvilHack (docs/rules.md, Regeneration in EvilHack): a lit drow at XL 3
 * (period 27: start turns 1..415800, a count 27 divides), resting and
 * Stressed moving half the time; a tortle in its shell at XL 14, Con 18,
 * HP after 60 turns; a Druid by plants at XL 11, Con 17; these stepped by
 * the rules (regen_kernel_scalar.c); and a plain EvilHack hero on the
 * lanes' 3.6.7 path, Stressed, moving half the time. */
static void regen_evilhack_cases(void **state)
{
    (void)state;
    struct regen_case c[5];
    c[0] = regen_base(NH_VEVH, 3, 14, 27, 30);
    c[0].role = NH_EVH_CON;
    c[0].race = NH_EVH_DROW;
    c[0].lit = true;
    c[1] = c[0];
    c[1].hp = 26;
    c[1].enc = NH_ENC_STRESSED;
    c[1].move = 0.5;
    c[2] = regen_base(NH_VEVH, 14, 18, 1, 200);
    c[2].role = 0; /* an Archeologist */
    c[2].race = NH_EVH_TORTLE;
    c[2].shell = true;
    c[2].measure = NH_REGEN_HP;
    c[2].after = 60;
    c[3] = regen_base(NH_VEVH, 11, 17, 1, 60);
    c[3].role = NH_EVH_DRU;
    c[3].race = 0;
    c[3].plants = true;
    c[4] = regen_base(NH_VEVH, 12, 16, 1, 60);
    c[4].enc = NH_ENC_STRESSED;
    c[4].move = 0.5;
    for (int i = 0; i < 5; i++) {
        char what[64];
        snprintf(what, sizeof what, "regen evilhack case %d", i);
        assert_true(regen_stepped(&c[i]) == (i < 4));
        assert_true(regen_fit(&c[i], &c[i], 700 + (uint64_t)i, what) >= NH_TEST_P_MIN);
    }
    /* A wrong period is caught: the lit drow against the dark one's (9). */
    struct regen_case dark = c[0];
    dark.lit = false;
    assert_true(regen_fit(&c[0], &dark, 710, "lit drow against dark") < 1e-6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(regen_cases),
        cmocka_unit_test(regen_wrong_rate_is_rejected),
        cmocka_unit_test(regen_evilhack_cases),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
