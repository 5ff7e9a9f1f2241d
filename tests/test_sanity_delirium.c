/* Tests of the walking delirium's disguise (docs/rules.md, Sanity loss from
 * monsters): dNetHack compat-3.23.0 src/allmain.c, moveloop(), drops every
 * monster disguise once per player input unless the hero has DELUSIONS, and
 * spot_monster() gives DELUSIONS on every sighting of an undisguised
 * delirium (src/attrib.c, give_madness()).  So a hero with no permanent
 * madness meets a delirium undisguised; the exact DP against the kernel by
 * chi-square. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/sanity/sanity_impl.h"
#include "nhmc/gof.h"
#include "nhmc/jobs.h"
#include "nhmc/pmf.h"
#include "nhmc/tally.h"

#define SEED 0x64656c69u /* "deli" */

/* A Valkyrie, Wis 12, S 100, next to a hostile delirium on turns 10..14. */
static struct sanity_case valkyrie(bool written_undisguised, bool madness)
{
    struct sanity_case c = {.recover_from = 1};
    c.hero = (struct sanity_hero){.wis = 12,
                                  .role = SR_VALKYRIE,
                                  .race = SRC_HUMAN,
                                  .xl = 1,
                                  .intel = 11,
                                  .veil = true,
                                  .sanity = 100,
                                  .madness = madness};
    c.end = 200;
    c.ev[c.nev++] = (struct sanity_event){.kind = SE_DELIRIUM,
                                          .turn = 10,
                                          .turns = 5,
                                          .count = 1,
                                          .arg = written_undisguised,
                                          .hostile = true};
    c.checkpoint[c.ncheck++] = 15;
    c.target = 93;
    return c;
}

static long double mean_at_15(const struct sanity_case *c)
{
    struct sanity_exact x;
    assert_int_equal(sanity_exact(c, &x), 0);
    long double m = pmf_mean(&x.at[0]);
    sanity_exact_free(&x);
    return m;
}

/* Without a permanent madness the plain event is the undisguised one: the
 * first sighting's loss on turn 10 and a loss for sure; with one (taken as
 * DELUSIONS) the delirium keeps its disguise and acts 2 times in 3. */
static void plain_is_undisguised_without_madness(void **state)
{
    (void)state;
    struct sanity_case plain = valkyrie(false, false), written = valkyrie(true, false);
    struct sanity_case mad = valkyrie(false, true);
    assert_true(sanity_delirium_undisguised(&plain, 0));
    assert_false(sanity_delirium_undisguised(&mad, 0));
    assert_int_equal(sanity_event_species(&plain, 0), sanity_species_delirium());
    long double a = mean_at_15(&plain), b = mean_at_15(&written), m = mean_at_15(&mad);
    assert_close_l(a, b, 1e-12L);
    assert_true(m > a + 9.0L); /* docs/kinds/sanity.md: 89.125 against 79.95 */
}

/* An earlier event that showed a delirium gave DELUSIONS: a later plain
 * delirium keeps its disguise; so does one after a sighting of the species. */
static void delusions_from_an_earlier_event(void **state)
{
    (void)state;
    struct sanity_case c = valkyrie(false, false);
    c.ev[c.nev++] = (struct sanity_event){
        .kind = SE_DELIRIUM, .turn = 50, .turns = 3, .count = 1, .hostile = true};
    assert_true(sanity_delirium_undisguised(&c, 0));
    assert_false(sanity_delirium_undisguised(&c, 1));
    c.ev[0] = (struct sanity_event){.kind = SE_SEE,
                                    .turn = 10,
                                    .turns = 1,
                                    .count = 1,
                                    .species = sanity_species_delirium(),
                                    .hostile = true};
    assert_false(sanity_delirium_undisguised(&c, 1));
}

/* The kernel against the exact DP, every histogram of S. */
static void kernel_fits_exact(void **state)
{
    (void)state;
    unsigned n = getenv("NHMC_SANITIZED") ? 40000u : 200003u;
    struct sanity_case c = valkyrie(false, false);
    struct sanity_exact x;
    assert_int_equal(sanity_exact(&c, &x), 0);
    struct nh_tally t;
    assert_int_equal(jobs_simulate(&sanity_job_kind, &c, SEED, n, 2, &t), 0);
    const struct nh_pmf *f[3] = {x.end, x.recover, &x.at[0]};
    size_t h[3] = {SH_END, SH_RECOVER, sanity_hist_checkpoint(0)};
    for (int i = 0; i < 3; i++) {
        struct nh_gof g;
        assert_int_equal(gof_chisq(tally_hist(&t, h[i]), t.lo[h[i]], t.width[h[i]], f[i], &g), 0);
        if (g.p < NH_TEST_P_MIN)
            print_error("hist %zu: chi-square %.1f, dof %d, p %.3g\n", h[i], g.stat, g.dof, g.p);
        assert_true(g.p >= NH_TEST_P_MIN);
        assert_int_equal(g.impossible, 0);
    }
    tally_free(&t);
    sanity_exact_free(&x);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(plain_is_undisguised_without_madness),
        cmocka_unit_test(delusions_from_an_earlier_event),
        cmocka_unit_test(kernel_fits_exact),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
