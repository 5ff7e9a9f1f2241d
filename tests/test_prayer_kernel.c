/* Tests of the prayer kernel (src/kinds/prayer/prayer_kernel.c; prayer.h).
 *
 * The main check: a scalar driver written here re-creates the kernel's lane
 * streams as documented at the top of src/kinds/prayer/prayer_kernel.c (pcg32_lanes_seed,
 * then each lane's generator taken out with pcg32_lanes_get, w.n words per
 * trial in order) and calls prayer_resolve on every trial's words; the
 * kernel's tally must equal it histogram by histogram, on cases covering
 * every branch of the rules, over blocks with a full and a short last batch.
 * Then prayer_resolve (the words form) against prayer_trial (the game's
 * draws in the game's order) by two-sample chi-squares on the PH_FLAGS and
 * PH_GAIN histograms (and PH_TIMEOUT, PH_SAFE, PH_MAXHP) with fixed seeds,
 * p >= 1e-6, and independence of the thread count.
 */
#include "testutil.h"

#include <gsl/gsl_cdf.h>
#include <stdlib.h>
#include <string.h>

#include "kinds/prayer/prayer_impl.h"
#include "nhmc/rng.h"
#include "kinds/rnz/rnz_impl.h"
#include "nhmc/hero_rules.h"
#include "nhmc/runner.h"

#define SEED 0x70726179u /* "pray" */

/* ------------------------------------------------------------------ */
/* The scalar driver                                                   */
/* ------------------------------------------------------------------ */

static void ref_block(const struct prayer_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                      struct nh_tally *t)
{
    static nh_pcg32_lanes lanes;
    struct prayer_words w;
    uint32_t words[128];
    prayer_words_layout(c, &w);
    assert_true(w.n <= 128);
    pcg32_lanes_seed(&lanes, seed, prayer_case_key(c), block, 0);
    for (uint32_t l = 0; l < NH_LANES && l < ntrials; l++) {
        nh_pcg32 r = pcg32_lanes_get(&lanes, (int)l);
        for (uint32_t j = l; j < ntrials; j += NH_LANES) {
            for (int k = 0; k < w.n; k++)
                words[k] = pcg32_next(&r);
            struct prayer_outcome o;
            prayer_resolve(c, &w, words, &o);
            prayer_tally_add(t, &o);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Cases                                                               */
/* ------------------------------------------------------------------ */

static int role(const char *s)
{
    int r = role_parse(s);
    assert_true(r >= 0);
    return r;
}

static int race(const char *s)
{
    int r = race_parse(s);
    assert_true(r >= 0);
    return r;
}

/* A human hero off an altar at turn 1000 (timeout 0), Luck 0, record 10,
 * in trouble. */
static struct prayer_case base(enum nh_variant v, const char *rl, int xl, int maxhp, int hp)
{
    struct prayer_case c;
    memset(&c, 0, sizeof c);
    c.variant = v;
    c.role = role(rl);
    c.race = race("human");
    c.con = 16;
    c.xl = xl;
    c.maxhp = maxhp;
    c.hp = hp;
    c.turn = 1000;
    c.record = 10;
    c.altar = PRAYER_OFF_ALTAR;
    return c;
}

#define MAX_CASES 64

static size_t make_cases(struct prayer_case *cs)
{
    size_t n = 0;
    struct prayer_case c;

    /* 0: the bench's Tourist: 3.6.7, turn 101 (timeout 200, so not too
     * soon in trouble), max HP 10, record 0: rnl(2) decides the fix. */
    c = base(NH_V367, "Tou", 1, 10, 3);
    c.turn = 101;
    c.record = 0;
    cs[n++] = c;
    /* 1: the bench's Valkyrie: 5.0, rolled at XL 10, HP 10: in trouble iff
     * max HP >= 60, so mixed; record 10, turn 1200. */
    c = base(NH_V50, "Val", 10, PRAYER_MAXHP_ROLLED, 10);
    c.turn = 1200;
    cs[n++] = c;
    /* 2-4: too soon in trouble (timeout 251 at turn 50), each variant
     * (5.0 keeps the larger of the two timeouts). */
    for (int v = 0; v < 3; v++) {
        enum nh_variant vs[3] = {NH_V343, NH_V367, NH_V50};
        c = base(vs[v], "Sam", 3, 30, 4);
        c.turn = 50;
        c.record = 5;
        c.luck = 2;
        cs[n++] = c;
    }
    /* 5: too soon without trouble (timeout 51 > 0), 3.4.3, record -3. */
    c = base(NH_V343, "Pri", 4, 40, 40);
    c.turn = 250;
    c.record = -3;
    c.luck = -4;
    cs[n++] = c;
    /* 6: wishes make it mixed: turn 300, 3 wishes: timeout 151..448, with
     * a rolled max HP mixing trouble (HP 9 at XL 6, 3.6.7), record 1. */
    c = base(NH_V367, "Arc", 6, PRAYER_MAXHP_ROLLED, 9);
    c.turn = 300;
    c.wishes = 3;
    c.record = 1;
    cs[n++] = c;
    /* 7: 20 wishes at turn 3000, 5.0, Luck 3 on a co-aligned altar. */
    c = base(NH_V50, "Kni", 12, 70, 5);
    c.turn = 3000;
    c.wishes = 20;
    c.luck = 3;
    c.altar = PRAYER_COALIGNED;
    cs[n++] = c;
    /* 8: naughty by Luck -2 (base -1: never safe), 3.6.7. */
    c = base(NH_V367, "Hea", 5, 25, 2);
    c.luck = -2;
    c.base_luck = -1;
    cs[n++] = c;
    /* 9: naughty by Luck -7 with base 0: safe once Luck climbs back. */
    c = base(NH_V343, "Wiz", 9, 45, 3);
    c.luck = -7;
    c.turn = 2000;
    cs[n++] = c;
    /* 10: naughty by anger 4, 5.0 (never safe; wrath up to 11: zaps). */
    c = base(NH_V50, "Bar", 7, 60, 6);
    c.anger = 4;
    c.luck = 1;
    cs[n++] = c;
    /* 11: naughty by a negative record, 3.6.7, at turn 598 (Luck -3
     * times out at 600 during the prayer). */
    c = base(NH_V367, "Rog", 8, 50, 5);
    c.record = -20;
    c.turn = 598;
    c.luck = -3;
    cs[n++] = c;
    /* 12: naughty on an opposed altar (alignment -record < 0) with a good
     * record: safe_wait computed, 3.4.3. */
    c = base(NH_V343, "Val", 10, 80, 5);
    c.altar = PRAYER_OPPOSED;
    c.record = 8;
    c.luck = 1;
    c.turn = 4000;
    cs[n++] = c;
    /* 13: cross-aligned altar, record 6: p_type 2, record 5 after. */
    c = base(NH_V367, "Mon", 6, 40, 4);
    c.altar = PRAYER_CROSSALIGNED;
    c.record = 6;
    cs[n++] = c;
    /* 14: opposed altar with record 0: cross (alignment 0), then record -1:
     * never safe; with wishes at turn 200, mixed with too soon. */
    c = base(NH_V50, "Cav", 6, 40, 4);
    c.altar = PRAYER_OPPOSED;
    c.record = 0;
    c.turn = 200;
    c.wishes = 1;
    cs[n++] = c;
    /* 15: good on a shrine with Luck 10, record 30 at turn 5000, 3.6.7: the
     * action up to 14, pat on head, boons up to 7 (crown), kick. */
    c = base(NH_V367, "Pri", 12, 60, 5);
    c.altar = PRAYER_SHRINE;
    c.luck = 10;
    c.base_luck = 1;
    c.record = 30;
    c.turn = 5000;
    cs[n++] = c;
    /* 16: record >= DEVOUT without trouble: pat on head at once, Luck 9,
     * tune known (boon 3 glows too), 3.4.3, co-aligned altar. */
    c = base(NH_V343, "Sam", 14, 90, 90);
    c.altar = PRAYER_COALIGNED;
    c.luck = 9;
    c.record = 15;
    c.tune_known = true;
    cs[n++] = c;
    /* 17: record >= PIOUS without trouble, Luck 10: crowning; a demigod. */
    c = base(NH_V50, "Wiz", 20, 120, 120);
    c.luck = 10;
    c.record = 25;
    c.turn = 4000;
    c.demigod = true;
    cs[n++] = c;
    /* 18: already crowned and a demigod (kick 2), in trouble, 3.6.7. */
    c = base(NH_V367, "Kni", 16, 100, 5);
    c.crowned = true;
    c.demigod = true;
    c.luck = 4;
    c.record = 20;
    c.turn = 3000;
    c.altar = PRAYER_COALIGNED;
    cs[n++] = c;
    /* 19: 5.0 late term after turn 100000, record 14 not in trouble. */
    c = base(NH_V50, "Arc", 14, 80, 80);
    c.turn = 250098; /* the term is taken at T + 3: 1501, not 1500 */
    c.record = 14;
    c.luck = 6;
    cs[n++] = c;
    /* 20-21: polymorphed, low mh: 3.6.7 in trouble; 5.0 not (no
     * Unchanging), so a good prayer not in trouble. */
    c = base(NH_V367, "Hea", 8, 40, 40);
    c.polyd = true;
    c.mh = 2;
    c.mhmax = 30;
    cs[n++] = c;
    c.variant = NH_V50;
    cs[n++] = c;
    /* 22: 5.0 polymorphed with Unchanging: in trouble, mh fix. */
    c.unchanging = true;
    c.hp = 3;
    cs[n++] = c;
    /* 23: record 1 not in trouble: adjalign(+1) to 2; 3.4.3 Luck 3 (rnl's
     * second word is drawn in 3.4.3 when Luck != 0), record 0 version in
     * 24. */
    c = base(NH_V343, "Ran", 5, 30, 30);
    c.record = 1;
    c.luck = 3;
    cs[n++] = c;
    c.record = 0;
    c.hp = 2; /* in trouble: record stays 0, rnl(2) with Luck 3 */
    cs[n++] = c;
    /* 25: record -1 off altar is naughty; record 0 with Luck 0 and base -1
     * at turn 598: Luck -1 after the prayer turns, 3.4.3's action range
     * 1, the rnl adjustment with negative Luck; max HP 3 (fix to 6). */
    c = base(NH_V343, "Tou", 1, 3, 1);
    c.record = 0;
    c.turn = 598;
    c.base_luck = -1;
    cs[n++] = c;
    /* 26: the same in 3.6.7, Luck 1 base -1 at turn 1199 (Luck 0 at 1200). */
    c.variant = NH_V367;
    c.luck = 1;
    c.turn = 1199;
    cs[n++] = c;
    /* 27: rolled at XL 30, dwarf Valkyrie, Con 3, 3.6.7, HP 5 (always in
     * trouble), record 12, Luck 5 on a shrine. */
    c = base(NH_V367, "Val", 30, PRAYER_MAXHP_ROLLED, 5);
    c.race = race("dwarf");
    c.con = 3;
    c.record = 12;
    c.luck = 5;
    c.altar = PRAYER_SHRINE;
    c.turn = 6000;
    cs[n++] = c;
    /* 28: rolled at XL 1 (no gains), gnome Archeologist, 5.0, turn 10. */
    c = base(NH_V50, "Arc", 1, PRAYER_MAXHP_ROLLED, 2);
    c.race = race("gnome");
    c.turn = 10;
    c.record = 0;
    cs[n++] = c;
    /* 29: rolled elven Wizard XL 17, Con 25, 3.4.3, HP 20 (mixed trouble),
     * record 3 (action 1), 4 wishes at turn 600, Luck 2 base 1. */
    c = base(NH_V343, "Wiz", 17, PRAYER_MAXHP_ROLLED, 20);
    c.race = race("elf");
    c.con = 25;
    c.record = 3;
    c.wishes = 4;
    c.turn = 600;
    c.luck = 2;
    c.base_luck = 1;
    cs[n++] = c;
    /* 30: orcish Barbarian rolled XL 12, 5.0, anger 1 and Luck -4 at turn
     * 299 (angry: Luck times out at 300, to -3), record 2: maxanger 6. */
    c = base(NH_V50, "Bar", 12, PRAYER_MAXHP_ROLLED, 10);
    c.race = race("orc");
    c.anger = 1;
    c.luck = -4;
    c.record = 2;
    c.turn = 299;
    cs[n++] = c;
    /* 31: too soon, in 5.0 with anger and Luck -9 (maxanger 15 clamp). */
    c = base(NH_V50, "Cav", 9, 50, 5);
    c.turn = 20;
    c.anger = 5;
    c.luck = -9;
    c.record = 2;
    cs[n++] = c;
    /* 32: co-aligned altar, Luck 0, record 4 (strident): action 1..3, no
     * cap, 3.6.7; not in trouble at turn 900 with record 13 (33). */
    c = base(NH_V367, "Mon", 7, 45, 5);
    c.altar = PRAYER_COALIGNED;
    c.record = 4;
    cs[n++] = c;
    c.hp = 45;
    c.record = 13;
    c.turn = 900;
    cs[n++] = c;
    /* 34: shrine, Luck 10 base 0, record 4, 3.4.3 (action up to 14), near
     * a multiple of 600 (turn 1798): Luck 9 after. */
    c = base(NH_V343, "Pri", 11, 55, 4);
    c.altar = PRAYER_SHRINE;
    c.luck = 10;
    c.record = 4;
    c.turn = 1798;
    cs[n++] = c;
    /* 35: 5.0 naughty by Luck -1 at turn 150 in trouble: the timeout 148
     * after the prayer turns often beats rnz(300) (5.0 keeps the larger). */
    c = base(NH_V50, "Sam", 6, 40, 3);
    c.turn = 150;
    c.luck = -1;
    cs[n++] = c;
    return n;
}

static void check_cases_valid(void **state)
{
    (void)state;
    static struct prayer_case cs[MAX_CASES];
    size_t n = make_cases(cs);
    char err[256];
    for (size_t i = 0; i < n; i++) {
        if (prayer_case_check(&cs[i], err, sizeof err) != 0) {
            print_error("case %zu: %s\n", i, err);
            fail();
        }
    }
}

/* ------------------------------------------------------------------ */
/* Kernel == scalar driver                                             */
/* ------------------------------------------------------------------ */

static const char *const hist_name[PH_COUNT] = {"flags", "gain", "timeout", "safe", "maxhp"};

static void assert_tallies_equal(const struct nh_tally *a, const struct nh_tally *b, size_t ci)
{
    assert_int_equal(a->nhist, b->nhist);
    for (size_t h = 0; h < a->nhist; h++) {
        assert_int_equal(a->lo[h], b->lo[h]);
        assert_int_equal(a->width[h], b->width[h]);
        const uint64_t *x = tally_hist(a, h), *y = tally_hist(b, h);
        for (uint32_t i = 0; i < a->width[h]; i++) {
            if (x[i] != y[i]) {
                print_error("case %zu, histogram %s, value %d: kernel %llu, driver %llu\n", ci,
                            hist_name[h], a->lo[h] + (int32_t)i, (unsigned long long)x[i],
                            (unsigned long long)y[i]);
                fail();
            }
        }
    }
}

static const uint32_t block_trials[] = {1000, 1024 + 17, 256, 1024, 1};
#define NBLOCKS (sizeof block_trials / sizeof block_trials[0])

static void kernel_equals_driver(void **state)
{
    (void)state;
    static struct prayer_case cs[MAX_CASES];
    size_t n = make_cases(cs);
    assert_true(n >= 30);
    for (size_t i = 0; i < n; i++) {
        struct nh_tally tk, td;
        assert_int_equal(prayer_tally_init(&tk, &cs[i]), 0);
        assert_int_equal(prayer_tally_init(&td, &cs[i]), 0);
        for (size_t b = 0; b < NBLOCKS; b++) {
            prayer_run_block(&cs[i], SEED, 3 * b + 1, block_trials[b], &tk);
            ref_block(&cs[i], SEED, 3 * b + 1, block_trials[b], &td);
        }
        assert_tallies_equal(&tk, &td, i);
        tally_free(&tk);
        tally_free(&td);
    }
}

/* The cases reach every branch: each p_type, fixes, glows, wrath, levels
 * lost and zaps, never safe and safe later, both too-soon and later in one
 * case (from the driver's tallies, so this checks the cases, not the
 * kernel). */
static void cases_cover_branches(void **state)
{
    (void)state;
    static struct prayer_case cs[MAX_CASES];
    size_t n = make_cases(cs);
    uint64_t flag_seen[PRAYER_FLAGS_COUNT] = {0};
    bool mixed_soon = false, never = false, luck_wait = false, gain10 = false, kick = false;
    for (size_t i = 0; i < n; i++) {
        struct nh_tally td;
        assert_int_equal(prayer_tally_init(&td, &cs[i]), 0);
        ref_block(&cs[i], SEED, 1, 4096, &td);
        const uint64_t *f = tally_hist(&td, PH_FLAGS);
        bool soon = false, later = false;
        for (int v = 0; v < PRAYER_FLAGS_COUNT; v++) {
            flag_seen[v] += f[v];
            if (f[v] && (v & 3) == PRAYER_TOO_SOON)
                soon = true;
            if (f[v] && (v & 3) != PRAYER_TOO_SOON)
                later = true;
        }
        mixed_soon |= soon && later;
        never |= tally_hist(&td, PH_SAFE)[0] > 0;
        const uint64_t *s = tally_hist(&td, PH_SAFE), *t = tally_hist(&td, PH_TIMEOUT);
        /* a wait longer than the largest timeout gives: Luck climbing back */
        int32_t tmax = 0;
        for (uint32_t v = 0; v < td.width[PH_TIMEOUT]; v++)
            tmax = t[v] ? (int32_t)v : tmax;
        for (uint32_t v = 1; v < td.width[PH_SAFE]; v++)
            if (s[v] && (int32_t)v - 1 > tmax - 200)
                luck_wait = true;
        gain10 |= tally_hist(&td, PH_GAIN)[10] > 0;
        /* a good prayer's timeout above rnz(350)'s largest: a kick */
        int32_t lo350, hi350;
        rnz_range(&(struct rnz_case){350, cs[i].xl, cs[i].variant}, &lo350, &hi350);
        for (uint32_t v = (uint32_t)hi350 + 1; v < td.width[PH_TIMEOUT]; v++)
            kick |= t[v] > 0 && cs[i].turn < 100000 && f[PRAYER_GOOD] + f[PRAYER_GOOD | 8] > 0 &&
                    f[PRAYER_NAUGHTY | 16] + f[PRAYER_TOO_SOON | 16] == 0;
        tally_free(&td);
    }
    for (int type = 0; type < 4; type++) {
        uint64_t any = 0;
        for (int v = type; v < PRAYER_FLAGS_COUNT; v += 4)
            any += flag_seen[v];
        assert_true(any > 0);
    }
    assert_true(flag_seen[PRAYER_GOOD | 4] > 0);      /* fixed */
    assert_true(flag_seen[PRAYER_GOOD | 4 | 8] > 0);  /* fixed and glow */
    assert_true(flag_seen[PRAYER_GOOD | 8] > 0);      /* glow without trouble */
    assert_true(flag_seen[PRAYER_GOOD] > 0);          /* nothing */
    assert_true(flag_seen[PRAYER_NAUGHTY | 16] > 0);  /* displeased */
    assert_true(flag_seen[PRAYER_NAUGHTY | 48] > 0);  /* level lost */
    assert_true(flag_seen[PRAYER_NAUGHTY | 80] > 0);  /* zapped */
    assert_true(flag_seen[PRAYER_TOO_SOON | 48] > 0); /* level lost */
    assert_true(flag_seen[PRAYER_TOO_SOON | 80] > 0); /* zapped */
    assert_true(mixed_soon);
    assert_true(never);
    assert_true(luck_wait);
    assert_true(gain10);
    assert_true(kick);
}

/* ------------------------------------------------------------------ */
/* prayer_resolve against prayer_trial                                 */
/* ------------------------------------------------------------------ */

#define STAT_TRIALS 300000
#define P_MIN       1e-6

static void resolve_matches_trial(const struct prayer_case *c, uint64_t seed)
{
    struct nh_tally ta, tb;
    struct prayer_words w;
    uint32_t words[128];
    char err[256];
    assert_int_equal(prayer_case_check(c, err, sizeof err), 0);
    prayer_words_layout(c, &w);
    assert_int_equal(prayer_tally_init(&ta, c), 0);
    assert_int_equal(prayer_tally_init(&tb, c), 0);
    nh_pcg32 ra, rb;
    pcg32_seed(&ra, seed, 1);
    pcg32_seed(&rb, seed, 2);
    for (int i = 0; i < STAT_TRIALS; i++) {
        struct prayer_outcome o;
        prayer_trial(c, &ra, &o);
        prayer_tally_add(&ta, &o);
        for (int k = 0; k < w.n; k++)
            words[k] = pcg32_next(&rb);
        prayer_resolve(c, &w, words, &o);
        prayer_tally_add(&tb, &o);
    }
    const int hs[] = {PH_FLAGS, PH_GAIN, PH_TIMEOUT, PH_SAFE, PH_MAXHP};
    for (size_t k = 0; k < sizeof hs / sizeof hs[0]; k++) {
        int dof;
        double p = two_sample_chisq_p(tally_hist(&ta, (size_t)hs[k]),
                                      tally_hist(&tb, (size_t)hs[k]), ta.width[hs[k]], &dof);
        if (!(p >= P_MIN)) {
            print_error("histogram %s: p = %g (dof %d)\n", hist_name[hs[k]], p, dof);
            fail();
        }
    }
    tally_free(&ta);
    tally_free(&tb);
}

static void resolve_vs_trial(void **state)
{
    (void)state;
    struct prayer_case c;
    /* 3.4.3 rolled Tourist XL 5, HP 3 in trouble, turn 200 with a wish
     * (timeout 151..250: too soon or not), Luck 2: rnl(2) with 3.4.3's
     * second draw, wrath. */
    c = base(NH_V343, "Tou", 5, PRAYER_MAXHP_ROLLED, 3);
    c.turn = 200;
    c.wishes = 1;
    c.luck = 2;
    c.record = 0;
    resolve_matches_trial(&c, 11);
    /* 3.6.7 Priest on a shrine, Luck 10, record 30, in trouble: fixes,
     * pats on the head, glows and crowns. */
    c = base(NH_V367, "Pri", 12, 60, 5);
    c.altar = PRAYER_SHRINE;
    c.luck = 10;
    c.record = 30;
    c.turn = 5000;
    resolve_matches_trial(&c, 12);
    /* 5.0 dwarven Valkyrie rolled at XL 8, polymorphed with Unchanging,
     * 3 wishes at turn 400 (too soon or not), record 3, anger-free. */
    c = base(NH_V50, "Val", 8, PRAYER_MAXHP_ROLLED, 5);
    c.race = race("dwarf");
    c.polyd = true;
    c.unchanging = true;
    c.mh = 2;
    c.mhmax = 40;
    c.turn = 400;
    c.wishes = 3;
    c.record = 3;
    c.luck = 1;
    resolve_matches_trial(&c, 13);
}

/* ------------------------------------------------------------------ */
/* Threads                                                             */
/* ------------------------------------------------------------------ */

static void threads_do_not_matter(void **state)
{
    (void)state;
    static struct prayer_case cs[MAX_CASES];
    make_cases(cs);
    struct nh_tally t1, t2;
    const uint64_t trials = 5 * NH_BLOCK_TRIALS + 123;
    assert_int_equal(jobs_simulate(&prayer_job_kind, &cs[6], SEED, trials, 1, &t1), 0);
    assert_int_equal(jobs_simulate(&prayer_job_kind, &cs[6], SEED, trials, 2, &t2), 0);
    assert_tallies_equal(&t1, &t2, 6);
    assert_int_equal(tally_total(&t1, PH_FLAGS), trials);
    tally_free(&t1);
    tally_free(&t2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(check_cases_valid),     cmocka_unit_test(kernel_equals_driver),
        cmocka_unit_test(cases_cover_branches),  cmocka_unit_test(resolve_vs_trial),
        cmocka_unit_test(threads_do_not_matter),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
