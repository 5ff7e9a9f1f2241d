/* Tests of the dNetHack sanity rules read again beside the source (docs/rules.md, dNetHack
 * sanity): insight as random state (the apocalypse angel's misses, the Book of Lost Names), the
 * undisguised walking delirium spotted before it acts, BlockableClearThoughts, the Madman's
 * drunkenness, the Troubadour and devel's Undead Hunter, the elder priest's tentacles, the kill
 * and prayer gains, and the potion of sleeping.  Each value is worked by hand from the source
 * (dNAO compat-3.23.0 fb3ca466; devel-3.23.1 00aca570 for the Undead Hunter); where the outcome
 * is random, the exact model against Monte Carlo with a fixed seed and chi-square, and the kernel
 * against the reference trial draw for draw. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/sanity/sanity_impl.h"
#include "kinds/sanity/sanity_grid.h"

#define SEED 0x66696465u /* "fide" */

static unsigned ktrials(void)
{
    return getenv("NHMC_SANITIZED") ? 40000u : 200003u;
}

static struct sanity_hero hero(enum sanity_role role, int wis, int s)
{
    return (struct sanity_hero){.wis = wis,
                                .role = role,
                                .race = SRC_HUMAN,
                                .xl = 1,
                                .intel = 11,
                                .veil = true,
                                .sanity = s};
}

static struct sanity_event ev(enum sanity_event_kind k, int turn, int turns, int arg)
{
    return (struct sanity_event){.kind = k, .turn = turn, .turns = turns, .count = 1, .arg = arg};
}

/* One trial's S at the end. */
static int trial_end(const struct sanity_case *c, uint64_t stream)
{
    nh_pcg32 rng;
    pcg32_seed(&rng, SEED, stream);
    struct sanity_outcome o;
    sanity_trial(c, &rng, &o);
    return o.s_end;
}

/* The kernel draws what the trial draws, and fits the exact pmf of S at the end. */
static void mc_agrees_with_exact(const struct sanity_case *c)
{
    enum { N = 500 };
    struct nh_tally a, b;
    assert_int_equal(sanity_tally_init(&a, c), 0);
    assert_int_equal(sanity_tally_init(&b, c), 0);
    sanity_run_block(c, SEED, 3, N, &a);
    for (int i = 0; i < N; i++) {
        nh_pcg32 rng;
        pcg32_seed_stream(&rng, SEED, sanity_case_key(c), 3, (uint64_t)i);
        struct sanity_outcome o;
        sanity_trial(c, &rng, &o);
        sanity_tally_add(&b, c, &o);
    }
    assert_memory_equal(a.counts, b.counts, a.ncounts * sizeof *a.counts);
    tally_free(&a);
    tally_free(&b);

    struct sanity_exact x;
    assert_int_equal(sanity_exact(c, &x), 0);
    struct nh_tally t;
    unsigned n = ktrials();
    assert_int_equal(jobs_simulate(&sanity_job_kind, c, SEED, n, 2, &t), 0);
    size_t h[1 + SAN_CHECKPOINTS_MAX];
    const struct nh_pmf *f[1 + SAN_CHECKPOINTS_MAX];
    int nf = 0;
    h[nf] = SH_END, f[nf++] = x.end;
    for (int i = 0; i < c->ncheck; i++)
        h[nf] = sanity_hist_checkpoint(i), f[nf++] = &x.at[i];
    for (int i = 0; i < nf; i++) {
        struct nh_gof g;
        assert_int_equal(gof_chisq(tally_hist(&t, h[i]), t.lo[h[i]], t.width[h[i]], f[i], &g), 0);
        print_message("  hist %zu: E exact %.4f, p = %.3g\n", h[i], (double)pmf_mean(f[i]), g.p);
        assert_int_equal(g.impossible, 0);
        assert_true(g.p >= NH_TEST_P_MIN);
    }
    tally_free(&t);
    sanity_exact_free(&x);
}

/* ---- item 1: the angel's misses raise insight (src/xhity.c, AD_APCS) ---- */

/* A Wizard, W 12, veil pierced, insight 0, S 30 with a madness: R = 12, so S < 3R = 36 gains 1 on
 * each turn divisible by 100.  An angel for 11 turns misses every time (rn2(N) < 10 for N <= 10),
 * so N = 11 after it: R = 12 - floor(log2 11) = 9, 3R = 27 <= 30, no regeneration.  With insight
 * held at 0 S would reach 36 on turn 600. */
static void angel_misses_raise_insight(void **state)
{
    (void)state;
    struct sanity_case c = {.hero = hero(SR_WIZARD, 12, 30), .end = 1000, .target = 100};
    c.hero.veil = false, c.hero.madness = true;
    c.ev[c.nev++] = ev(SE_ANGEL, 1, 11, 0);
    c.recover_from = 12;
    for (uint64_t k = 0; k < 20; k++)
        assert_int_equal(trial_end(&c, k), 30);
    struct sanity_exact x;
    assert_int_equal(sanity_exact(&c, &x), 0);
    assert_close(x.end->p[30 - x.end->lo], 1.0, 1e-12);
    sanity_exact_free(&x);
    /* 3 turns: N = 3, R = 11, 3R = 33: +1 on turns 100, 200, 300, then S = 33 stops. */
    c.ev[0].turns = 3;
    assert_int_equal(trial_end(&c, 1), 33);
}

/* A random number of misses: veil intact (the whisper lifts it, N 0 -> 1... and then misses), a
 * hero who starts at insight 8, whispers for 40 turns; MC and exact agree on S. */
static void angel_exact_vs_mc(void **state)
{
    (void)state;
    struct sanity_case c = {.hero = hero(SR_PRIEST, 14, 70), .end = 700, .target = 90};
    c.hero.veil = false, c.hero.insight = 8, c.hero.madness = true, c.hero.xl = 6;
    c.ev[c.nev++] = ev(SE_ANGEL, 2, 40, 0);
    c.recover_from = 42;
    c.checkpoint[0] = 41, c.checkpoint[1] = 400, c.ncheck = 2;
    mc_agrees_with_exact(&c);
}

/* ---- item 6: the Book of Lost Names (src/artifact.c) ---- */

/* read_lost() lifts an intact veil (+1) before the first name; then u.veil = FALSE and the first
 * two names give +1 each (N 3), the third +1 with chance 1/2, the fourth with chance 1/3: P(N =
 * 3, 4, 5) = 1/3, 1/2, 1/6.  A known name lifts an intact veil too, and gives nothing more. */
static void lost_names_insight(void **state)
{
    (void)state;
    struct sanity_case c = {.hero = hero(SR_BINDER, 12, 100), .end = 10, .target = 100};
    for (int i = 0; i < 4; i++)
        c.ev[c.nev++] = ev(SE_LOST_NEW, 1 + i, 1, 0);
    enum { N = 60000 };
    uint64_t count[3] = {0, 0, 0};
    for (int k = 0; k < N; k++) {
        nh_pcg32 rng;
        pcg32_seed(&rng, SEED, (uint64_t)k);
        struct sanity_det d;
        struct sanity_lane l;
        sanity_det_init(&c, &d);
        memset(&l, 0, sizeof l);
        l.s = 100;
        for (int e = 0; e < c.nev; e++) {
            sanity_event_pre(&c, e, &d);
            sanity_event_lane(&c, e, c.ev[e].turn, &d, &l, &rng);
            sanity_event_post(&c, e, &d);
        }
        assert_false(d.veil);
        assert_int_equal(d.insight, 3);
        assert_int_equal(d.boln, 4);
        assert_true(l.xins >= 0 && l.xins <= 2);
        count[l.xins]++;
    }
    const double p[3] = {1.0 / 3, 1.0 / 2, 1.0 / 6};
    int dof;
    double pv = chisq_gof(count, p, 3, &dof);
    print_message("Lost Names: %llu %llu %llu, p = %.3g\n", (unsigned long long)count[0],
                  (unsigned long long)count[1], (unsigned long long)count[2], pv);
    assert_true(pv >= NH_TEST_P_MIN);
    c.ev[0].kind = SE_LOST_KNOWN;
    c.nev = 1;
    struct sanity_det d;
    sanity_det_init(&c, &d);
    sanity_event_pre(&c, 0, &d);
    sanity_event_post(&c, 0, &d);
    assert_false(d.veil);
    assert_int_equal(d.insight, 1);
    assert_int_equal(d.boln, 0);
    /* The exact model and Monte Carlo: a Wizard at N 3, veil pierced, two names known: the
     * next three give +1 with chance 1/2, 1/3, 1/4; N 4 lowers R by one (log2). */
    struct sanity_case w = {.hero = hero(SR_WIZARD, 12, 28), .end = 2000, .target = 100};
    w.hero.veil = false, w.hero.insight = 3, w.hero.lost_names = 2, w.hero.madness = true;
    for (int i = 0; i < 3; i++)
        w.ev[w.nev++] = ev(SE_LOST_NEW, 1 + i, 1, 0);
    w.recover_from = 4;
    w.checkpoint[0] = 1000, w.ncheck = 1;
    mc_agrees_with_exact(&w);
}

/* ---- item 2: the undisguised delirium is spotted first (src/allmain.c, moveloop) ---- */

/* With Nodensfork every save succeeds: the first sight of a walking delirium (D 17) at XL 1 costs
 * A + rnd(A) with A = (17 - 1) / 4 = 4, so 5..8; its minor loss rnd(8) / 3 = 0..2.  From S 100 a
 * hero ends at 90..95 (R = 12 + 10 = 22 for a Wizard with W 12 and the veil intact: 3R = 66, no
 * regeneration).  DELUSIONS lifts the floor for the minor loss: from S 52 the first loss stops at
 * 50 (floor still on), then the minor loss goes below it. */
static void delirium_spotted(void **state)
{
    (void)state;
    struct sanity_case c = {.hero = hero(SR_WIZARD, 12, 100), .end = 50, .target = 100};
    c.hero.nodensfork = true;
    assert_int_equal(sanity_species_delirium(), sanity_species_find("walking delirium"));
    c.ev[c.nev++] = ev(SE_DELIRIUM, 5, 1, 1);
    c.recover_from = 6;
    struct sanity_exact x;
    assert_int_equal(sanity_exact(&c, &x), 0);
    double below = 0;
    for (int s = 90; s <= 95; s++)
        below += x.end->p[s - x.end->lo];
    assert_close(below, 1.0, 1e-12);
    /* P(95) = P(first 5) P(minor 0) = 1/4 * 2/8 */
    assert_close(x.end->p[95 - x.end->lo], 0.25 * 0.25, 1e-12);
    sanity_exact_free(&x);
    for (uint64_t k = 0; k < 50; k++) {
        int s = trial_end(&c, k);
        assert_true(s >= 90 && s <= 95);
    }
    c.hero.sanity = 52;
    assert_int_equal(sanity_exact(&c, &x), 0);
    assert_close(x.end->p[50 - x.end->lo], 2.0 / 8, 1e-12); /* minor loss 0 */
    assert_close(x.end->p[48 - x.end->lo], 3.0 / 8, 1e-12); /* minor loss 2: rnd(8) = 6..8 */
    sanity_exact_free(&x);
    /* Not Nodensfork, hostile, a second delirium spotted later: exact and MC agree. */
    c.hero.nodensfork = false, c.hero.sanity = 90;
    c.ev[0].hostile = true;
    c.ev[0].turns = 6;
    c.checkpoint[0] = 8, c.ncheck = 1;
    mc_agrees_with_exact(&c);
}

/* ---- item 3: BlockableClearThoughts (include/youprop.h) ---- */

static void blockable_clear_thoughts(void **state)
{
    (void)state;
    struct sanity_case c = {.hero = hero(SR_WIZARD, 12, 100), .end = 60, .target = 100};
    c.hero.clear_thoughts = true;
    c.ev[c.nev++] = ev(SE_MAD, 2, 20, 30);
    c.ev[c.nev++] = ev(SE_DELIRIUM, 30, 20, 1);
    c.recover_from = 1;
    assert_int_equal(trial_end(&c, 1), 100);
    assert_true(sanity_ct_blocks(&c.hero));
    /* With the Nightmare, Clear Thoughts no longer blocks: S drops (every mad-template turn with
     * D 30 rolls rnd(10), 0 only on a save with 1 or 2: 20 turns all 0 has chance < 1e-10). */
    c.hero.nightmare = true;
    assert_false(sanity_ct_blocks(&c.hero));
    assert_true(trial_end(&c, 1) < 100);
    struct sanity_exact x;
    c.nev = 1;
    assert_int_equal(sanity_exact(&c, &x), 0);
    assert_true(x.end->p[100 - x.end->lo] < 1e-9);
    sanity_exact_free(&x);
}

/* ---- item 4: the Madman starts drunk (src/u_init.c) ---- */

static void madman_drunk(void **state)
{
    (void)state;
    const char *texts[SAK_COUNT] = {0};
    static struct sanity_grid g;
    char err[512] = "", text[NH_MAX_GRID][NH_GRID_TEXT];
    int bad;
    texts[SAK_ROLE] = "Mad,Wiz";
    texts[SAK_EVENTS] = "booze at 5";
    texts[SAK_END] = "20";
    assert_int_equal(sanity_grid_parse(texts, &g, &bad, err, sizeof err), 0);
    struct sanity_case c;
    assert_int_equal(sanity_grid_case(&g, 0, &c, text, err, sizeof err), 0);
    assert_int_equal(c.hero.role, SR_MADMAN);
    assert_int_equal(c.hero.drunk, 30);
    /* 30 >= 3 XL: booze only tops S up to 50; the Madman's S 75 stays (R = 18 - 10 + 0 = 8 with
     * the veil pierced and N 0: 3R = 24, no regeneration). */
    assert_int_equal(trial_end(&c, 1), 75);
    assert_int_equal(sanity_grid_case(&g, 1, &c, text, err, sizeof err), 0);
    assert_int_equal(c.hero.drunk, 0);
    texts[SAK_DRUNK] = "0";
    assert_int_equal(sanity_grid_parse(texts, &g, &bad, err, sizeof err), 0);
    assert_int_equal(sanity_grid_case(&g, 0, &c, text, err, sizeof err), 0);
    assert_int_equal(c.hero.drunk, 0);
    assert_int_equal(trial_end(&c, 1), 80);
}

/* ---- issue 25: the Troubadour, devel's Undead Hunter ---- */

static void troubadour_and_hunter(void **state)
{
    (void)state;
    assert_int_equal(sanity_role_parse("Brd"), SR_TROUBADOUR);
    assert_int_equal(sanity_role_parse("troubadour"), SR_TROUBADOUR);
    assert_int_equal(sanity_role_parse("Bard"), SR_TROUBADOUR);
    assert_int_equal(sanity_role_parse("Hnt"), SR_UNDEAD_HUNTER);
    assert_int_equal(sanity_role_parse("Und"), SR_UNDEAD_HUNTER);
    assert_string_equal(sanity_role_name(SR_UNDEAD_HUNTER), "Undead Hunter");
    struct sanity_hero h = hero(SR_TROUBADOUR, 18, 100);
    assert_int_equal(sanity_threshold(&h, true, 0), 28);
    /* devel-3.23.1 san_threshhold(): +5 with the veil intact, -10 from insight 50 or with the
     * moon close. */
    h = hero(SR_UNDEAD_HUNTER, 18, 100);
    assert_int_equal(sanity_threshold(&h, true, 0), 18 + 5 + 10);
    assert_int_equal(sanity_threshold(&h, false, 49), 18 - 5);
    assert_int_equal(sanity_threshold(&h, false, 50), 18 - 10 - 5);
    h.moon_close = true;
    assert_int_equal(sanity_threshold(&h, false, 2), 18 - 10 - 1);
    assert_int_equal(sanity_threshold(&h, true, 0), 18 + 5 - 10 + 10);
    /* Insight that rises moves the terms: ten angel misses take an Undead Hunter with the veil
     * pierced from N 0 to 10 (R = 18 - 3 = 15). */
    struct sanity_case c = {.hero = hero(SR_UNDEAD_HUNTER, 18, 36), .end = 300, .target = 100};
    c.hero.veil = false, c.hero.insight = 0, c.hero.madness = true;
    c.ev[c.nev++] = ev(SE_ANGEL, 1, 10, 0); /* N 0 -> 10: all misses */
    c.recover_from = 11;
    /* N 10: R = 18 - 3 = 15, 3R = 45: +1 on turns 100, 200, 300 */
    assert_int_equal(trial_end(&c, 1), 39);
    c.hero.insight = 44; /* N 44 -> 50 on six misses of ten (each 10/N): exact and MC agree */
    mc_agrees_with_exact(&c);
}

/* ---- item 7: the elder priest's tentacles (src/xhity.c, AD_TENT) ---- */

/* u_sanity_loss_minor of the elder priest (D 34: die 12) with the check, on each hit; with
 * Nodensfork rnd(12) / 3: S 100 -> 100 (x 1, 2), 99 (3..5), 98 (6..8), 97 (9..11), 96 (12). */
static void tentacles(void **state)
{
    (void)state;
    struct sanity_case c = {.hero = hero(SR_WIZARD, 12, 100), .end = 20, .target = 100};
    c.hero.nodensfork = true;
    c.ev[c.nev++] = ev(SE_TENTACLES, 3, 1, 0);
    c.recover_from = 4;
    struct sanity_exact x;
    assert_int_equal(sanity_exact(&c, &x), 0);
    const double want[5] = {1.0 / 12, 3.0 / 12, 3.0 / 12, 3.0 / 12, 2.0 / 12}; /* 96..100 */
    for (int s = 96; s <= 100; s++)
        assert_close(x.end->p[s - x.end->lo], want[s - 96], 1e-12);
    sanity_exact_free(&x);
    c.hero.nodensfork = false, c.hero.sanity = 80;
    c.ev[0].turns = 5;
    c.checkpoint[0] = 5, c.ncheck = 1;
    mc_agrees_with_exact(&c);
}

/* ---- item 8: kills and the prayer (src/mon.c; src/pray.c) ---- */

static void kill_and_pray(void **state)
{
    (void)state;
    /* D 24: insight +max(1, 2 - 1) = 1 and S + 2 on rnd(30) < W (W 18: 17/30), only with the
     * veil pierced. */
    assert_int_equal(sanity_kill_insight(24), 1);
    assert_int_equal(sanity_kill_insight(34), 2);
    assert_int_equal(sanity_kill_insight(5), 1);
    assert_int_equal(sanity_kill_gain(24), 2);
    assert_int_equal(sanity_kill_gain(9), 1);
    struct sanity_case c = {.hero = hero(SR_VALKYRIE, 18, 60), .end = 5, .target = 100};
    c.hero.veil = false, c.hero.insight = 4;
    c.ev[c.nev++] = ev(SE_KILL, 2, 1, 24);
    c.ev[0].count = 0;
    c.recover_from = 1;
    struct sanity_exact x;
    assert_int_equal(sanity_exact(&c, &x), 0);
    assert_close(x.end->p[62 - x.end->lo], 17.0 / 30, 1e-12);
    assert_close(x.end->p[60 - x.end->lo], 13.0 / 30, 1e-12);
    sanity_exact_free(&x);
    struct sanity_det d;
    sanity_det_init(&c, &d);
    sanity_event_pre(&c, 0, &d);
    assert_int_equal(d.insight, 5);
    c.ev[0].count = 1; /* the Holy Moonlight Sword: always */
    assert_int_equal(trial_end(&c, 2), 62);
    c.hero.veil = true; /* veil intact: nothing */
    assert_int_equal(trial_end(&c, 2), 60);
    /* The prayer: +W once for TROUBLE_LOW_SAN (S < 50, or < 100 on an altar); "all" repeats. */
    assert_int_equal(sanity_pray_fix(40, 12, false, false, true), 52);
    assert_int_equal(sanity_pray_fix(40, 12, false, true, true), 52);
    assert_int_equal(sanity_pray_fix(40, 12, true, true, true), 100);
    assert_int_equal(sanity_pray_fix(40, 12, true, false, true), 52);
    assert_int_equal(sanity_pray_fix(60, 12, false, false, false), 60);
    assert_int_equal(sanity_pray_fix(60, 12, true, false, false), 72);
    assert_int_equal(sanity_pray_fix(5, 3, false, true, true), 50);
}

/* ---- item 9: the potion of sleeping (src/potion.c, peffects) ---- */

static void sleeping_potion(void **state)
{
    (void)state;
    assert_int_equal(sanity_sleeping(80, 1, false), 95);
    assert_int_equal(sanity_sleeping(80, 0, false), 85);
    assert_int_equal(sanity_sleeping(80, -1, false), 75);
    assert_int_equal(sanity_sleeping(52, -1, false), 50);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(angel_misses_raise_insight),
        cmocka_unit_test(angel_exact_vs_mc),
        cmocka_unit_test(lost_names_insight),
        cmocka_unit_test(delirium_spotted),
        cmocka_unit_test(blockable_clear_thoughts),
        cmocka_unit_test(madman_drunk),
        cmocka_unit_test(troubadour_and_hunter),
        cmocka_unit_test(tentacles),
        cmocka_unit_test(kill_and_pray),
        cmocka_unit_test(sleeping_potion),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
