/* Tests of dNetHack sanity (docs/rules.md, dNetHack sanity; Known values):
 * the rules against the worked examples and closed forms, exactly; the
 * species table; the reference trial and the kernel draw for draw; the
 * kernel against the exact DP by chi-square, and a wrong pmf rejected.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/sanity/sanity_impl.h"

#define SEED 0x73616e69u /* "sani" */

static unsigned ktrials(void)
{
    return getenv("NHMC_SANITIZED") ? 40000u : 200003u;
}

static struct sanity_hero hero(enum sanity_role role, enum sanity_race race, int wis)
{
    return (struct sanity_hero){
        .wis = wis, .role = role, .race = race, .xl = 1, .intel = 11, .veil = true, .sanity = 100};
}

/* ---- docs/rules.md, Known values: R and the regeneration closed form ---- */

static void e3_item1_threshold(void **state)
{
    (void)state;
    struct sanity_hero h = hero(SR_VALKYRIE, SRC_HUMAN, 18);
    assert_int_equal(sanity_threshold(&h, true, 0), 37);
    assert_int_equal(sanity_threshold(&h, false, 20), 23);
    h = hero(SR_PRIEST, SRC_ELF, 18);
    assert_int_equal(sanity_threshold(&h, true, 0), 38);
    h = hero(SR_WIZARD, SRC_HUMAN, 12);
    assert_int_equal(sanity_threshold(&h, false, 8), 9);
    h = hero(SR_TOURIST, SRC_HUMAN, 10);
    assert_int_equal(sanity_threshold(&h, true, 0), 28);
    h = hero(SR_MADMAN, SRC_HUMAN, 10);
    assert_int_equal(sanity_threshold(&h, false, 1), 0);
    assert_int_equal(sanity_threshold(&h, false, 0), 0);
    /* The other terms, one by one. */
    h = hero(SR_WIZARD, SRC_ORC, 10);
    assert_int_equal(sanity_threshold(&h, true, 0), 10 - 3 + 10);
    h.orthos = true;
    h.vilya = true;
    h.intel = 25; /* +(25 - 11) / 2 = +7 */
    h.itchy = 4;
    h.place = SP_NKAI;
    assert_int_equal(sanity_threshold(&h, true, 0), 10 - 3 - 5 + 10 + 7 - 20 - 4);
    h.intel = 3; /* (3 - 11) / 2 = -4, C division */
    assert_int_equal(sanity_term_vilya(&h), -4);
    h.sea = true;
    assert_int_equal(sanity_term_sea(&h, false, 29), 0);
    assert_int_equal(sanity_term_sea(&h, false, 30), 30);
    assert_int_equal(sanity_term_sea(&h, true, 30), 0);
    assert_int_equal(sanity_term_veil(false, 1), 0);
    assert_int_equal(sanity_term_veil(false, 2), -1);
    assert_int_equal(sanity_term_veil(false, 1023), -9);
    assert_int_equal(sanity_term_veil(false, 1024), -10);
    static const int ds[31] = {0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5,
                               5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8, 9};
    for (int xl = 1; xl <= 30; xl++) {
        assert_int_equal(sanity_spirit_dsize(xl, false), ds[xl]);
        assert_int_equal(sanity_spirit_dsize(xl, true), 2 * ds[xl]);
    }
    assert_int_equal(sanity_place_row(SP_RLYEH)->term, -30);
    assert_int_equal(sanity_place_row(SP_Q_ANA_ANDROID_HOME)->term, -15);
    /* the shared table's names alone: "exile" (the Binder's monster) and "myrkalfr" (what an
     * Anachrononaut drow becomes) name no hero there */
    assert_int_equal(sanity_role_parse("exile"), -1);
    assert_int_equal(sanity_role_parse("VAL"), SR_VALKYRIE);
    assert_int_equal(sanity_race_parse("myrkalfr"), -1);
    assert_int_equal(sanity_race_parse("DROW"), SRC_DROW);
    assert_int_equal(sanity_place_parse("rlyeh"), SP_RLYEH);
    assert_int_equal(sanity_role_parse("nope"), -1);
}

static void e3_item1_recovery(void **state)
{
    (void)state;
    assert_int_equal(sanity_recovery_turn(50, 37, 0, 74), 768);
    assert_int_equal(sanity_recovery_turn(50, 37, 0, 100), 3300);
    assert_int_equal(sanity_recovery_turn(50, 23, 0, 69), 1900);
    assert_int_equal(sanity_recovery_turn(50, 23, 0, 70), -1);
    assert_int_equal(sanity_recovery_turn(50, 38, 0, 76), 832);
    assert_int_equal(sanity_recovery_turn(50, 38, 0, 100), 3200);
    assert_int_equal(sanity_recovery_turn(20, 9, 0, 27), 700);
    assert_int_equal(sanity_recovery_turn(50, 28, 1234, 56), 1408);
    assert_int_equal(sanity_recovery_turn(50, 28, 1234, 84), 4200);
    assert_int_equal(sanity_recovery_turn(50, 0, 0, 51), -1);
}

/* The closed form against turn-by-turn regeneration for every R <= 59,
 * S < 100, every target above S and several t0 (docs/rules.md, Known values).  6000 turns
 * cover the longest climb (about 4800 turns, R near 33 from S 0). */
static void e3_item1_closed_form_vs_turns(void **state)
{
    (void)state;
    static const long t0s[] = {0, 7, 31, 99, 1234};
    long mismatches = 0;
    for (int r = 1; r <= 59; r++)
        for (size_t k = 0; k < sizeof t0s / sizeof t0s[0]; k++)
            for (int s0 = 0; s0 < 100; s0++) {
                long first[SAN_MAX + 1];
                for (int v = 0; v <= SAN_MAX; v++)
                    first[v] = -1;
                int s = s0;
                for (long t = t0s[k] + 1; t <= t0s[k] + 6000; t++) {
                    s += sanity_regen_gain(s, r, t);
                    if (s > SAN_MAX)
                        s = SAN_MAX;
                    if (first[s] < 0)
                        first[s] = t;
                }
                for (int target = s0 + 1; target <= SAN_MAX; target++) {
                    long want = -1;
                    for (int v = target; v <= SAN_MAX; v++)
                        if (first[v] >= 0 && (want < 0 || first[v] < want))
                            want = first[v];
                    mismatches += sanity_recovery_turn(s0, r, t0s[k], target) != want;
                }
            }
    assert_int_equal(mismatches, 0);
}

/* The timeline with no event: deterministic, the same turns (Valkyrie,
 * veil intact, S 50 with a madness so that no floor moves it). */
static void e3_item1_timeline(void **state)
{
    (void)state;
    struct sanity_case c = {
        .hero = hero(SR_VALKYRIE, SRC_HUMAN, 18), .end = 3400, .target = 100, .recover_from = 1};
    c.hero.sanity = 50;
    c.hero.madness = true;
    c.ncheck = 4;
    int ck[4] = {767, 768, 3299, 3300};
    memcpy(c.checkpoint, ck, sizeof ck);
    nh_pcg32 rng;
    pcg32_seed(&rng, 1, 2);
    struct sanity_outcome o;
    sanity_trial(&c, &rng, &o);
    assert_int_equal(o.s_at[0], 73);
    assert_int_equal(o.s_at[1], 74);
    assert_int_equal(o.s_at[2], 99);
    assert_int_equal(o.s_at[3], 100);
    assert_int_equal(o.recover_turn, 3300);
    struct sanity_exact x;
    assert_int_equal(sanity_exact(&c, &x), 0);
    assert_close(x.recover->p[3300 - x.recover->lo], 1.0, 1e-12);
    assert_close(x.at[1].p[74], 1.0, 1e-12);
    sanity_exact_free(&x);
    /* Madman, W 10, N <= 1: R = 0, never. */
    c.hero = hero(SR_MADMAN, SRC_HUMAN, 10);
    c.hero.veil = false;
    c.hero.madness = true;
    c.hero.sanity = 75;
    c.target = 76;
    sanity_trial(&c, &rng, &o);
    assert_int_equal(o.s_end, 75);
    assert_int_equal(o.recover_turn, c.end + 1);
}

/* ---- docs/rules.md, Known values: temporary madness ---- */

static void e3_item2_madness(void **state)
{
    (void)state;
    assert_close(sanity_madness_prob(5, 18, 80, false, false), 5.0 / 18 * 0.2, 1e-15);
    assert_close(sanity_madness_prob(5, 18, 80, false, false), 0.0556, 5e-5);
    assert_close(sanity_madness_prob(8, 10, 60, false, false), 0.4, 1e-15);
    assert_close(sanity_madness_prob(3, 15, 25, false, false), 0.75, 1e-15);
    assert_close(sanity_madness_prob(3, 15, 100, false, false), 0.0, 0);
    assert_int_equal(sanity_madness_k(60, false, false), 5); /* 3..11, mean 7 */
    /* Clear Thoughts: S* = 60 + 36 = 96, I* = 4. */
    assert_int_equal(sanity_star(60, true, false), 96);
    assert_int_equal(insanity_star(60, true, true), 8);
    assert_int_equal(sanity_madness_k(60, true, false), 1);
}

/* sanity_change's draws against the closed form: frequency and duration. */
static void e3_item2_draws(void **state)
{
    (void)state;
    enum { N = 400000 };
    struct sanity_mind m = {.wis = 10, .mad = true};
    nh_pcg32 rng;
    pcg32_seed(&rng, SEED, 3);
    uint64_t cnt[2] = {0}, dur[24] = {0};
    for (int i = 0; i < N; i++) {
        int s = 60, timer = 0;
        int on = sanity_change(&rng, &m, &s, &timer, -8, true);
        assert_int_equal(s, 52);
        cnt[on]++;
        if (on)
            dur[timer]++;
    }
    double pm = sanity_madness_prob(8, 10, 60, false, false);
    double prob[2] = {1 - pm, pm};
    int dof;
    double p = chisq_gof(cnt, prob, 2, &dof);
    double pd[24] = {0};
    for (int a = 1; a <= 5; a++)
        for (int b = 1; b <= 5; b++)
            pd[1 + a + b] += 1.0 / 25;
    double p2 = chisq_gof(dur, pd, 24, &dof);
    print_message("madness 8 at S 60, W 10: %.5f (closed 0.4), p = %.3g; duration p = %.3g\n",
                  (double)cnt[1] / N, p, p2);
    assert_true(p >= NH_TEST_P_MIN && p2 >= NH_TEST_P_MIN);
    /* No madness while one runs; the floor without a permanent madness. */
    m.mad = false;
    int s = 55, timer = 3;
    for (int i = 0; i < 1000; i++)
        assert_int_equal(sanity_change(&rng, &m, &s, &timer, -30, true), 0);
    assert_int_equal(s, SAN_FLOOR);
    assert_int_equal(sanity_clamp(-5, true), 0);
    assert_int_equal(sanity_clamp(130, false), 100);
}

/* ---- docs/rules.md, Known values: first sighting ---- */

static void e3_item3_first_sight(void **state)
{
    (void)state;
    int del = sanity_species_find("walking delirium");
    int pri = sanity_species_find("elder priest");
    assert_true(del >= 0 && pri >= 0);
    assert_close(sanity_first_loss_mean(sanity_species_at(del)->d, 1, 10, false), 8.25, 1e-12);
    assert_close(sanity_first_loss_mean(sanity_species_at(pri)->d, 14, 18, false),
                 17.0 / 30 * 8 + 13.0 / 30 * 17.5, 1e-12);
    assert_close(sanity_first_loss_mean(34, 14, 18, false), 12.117, 5e-4);
    /* The pmf has the same mean and sums to 1; Cthulhu's is special. */
    double q[SAN_MAX + 1], tot = 0, mean = 0;
    sanity_first_loss_pmf(del, 1, sanity_save_prob(10, 0, false), q);
    for (int v = 0; v <= SAN_MAX; v++)
        tot += q[v], mean += v * q[v];
    assert_close(tot, 1.0, 1e-12);
    assert_close(mean, 8.25, 1e-12);
    int cth = sanity_species_cthulhu();
    assert_string_equal(sanity_species_at(cth)->name, "Great Cthulhu");
    sanity_first_loss_pmf(cth, 1, 0.5, q);
    assert_close(q[100], 0.5 / 100, 1e-15);
    assert_close(q[10], 0.5 / 10 + 0.5 / 100, 1e-15);
    /* Sampled losses against the pmf (the save first, then the die). */
    enum { N = 300000 };
    nh_pcg32 rng;
    pcg32_seed(&rng, SEED, 4);
    uint64_t cnt[SAN_MAX + 1] = {0};
    for (int i = 0; i < N; i++)
        cnt[sanity_first_loss(&rng, pri, 14, 18, 0, false)]++;
    sanity_first_loss_pmf(pri, 14, sanity_save_prob(18, 0, false), q);
    int dof;
    double p = chisq_gof(cnt, q, SAN_MAX + 1, &dof);
    print_message("elder priest first sight: p = %.3g (dof %d)\n", p, dof);
    assert_true(p >= NH_TEST_P_MIN);
    /* The minor loss: dice by D, save -> x / 3. */
    assert_int_equal(sanity_minor_die(0), 0);
    assert_int_equal(sanity_minor_die(3), 3);
    assert_int_equal(sanity_minor_die(17), 8);
    assert_int_equal(sanity_minor_die(20), 8);
    assert_int_equal(sanity_minor_die(34), 12);
    double mq[13];
    sanity_minor_loss_pmf(17, 0.3, mq);
    assert_close(mq[0], 0.3 * 2 / 8, 1e-15); /* x = 1, 2 saved */
    assert_close(mq[8], 0.7 / 8, 1e-15);
}

/* ---- docs/rules.md, Known values: roll_madness ---- */

static void e3_item4_roll_madness(void **state)
{
    (void)state;
    assert_close(sanity_roll_madness_prob(50), 0.14659, 5e-6);
    assert_close(sanity_roll_madness_prob(0), 0.94395, 5e-6);
    assert_close(sanity_roll_madness_prob(99), 0.0, 0);
    assert_close(sanity_roll_madness_prob(100), 0.0, 0);
    /* Monte Carlo of floor(100 U1 U2) > S*, as docs/rules.md, Madness rolls states it. */
    nh_pcg32 rng;
    pcg32_seed(&rng, SEED, 5);
    int hits = 0;
    enum { N = 400000 };
    for (int i = 0; i < N; i++) {
        double u1 = pcg32_next(&rng) / 4294967296.0, u2 = pcg32_next(&rng) / 4294967296.0;
        hits += 50 < (int)(100 * u1 * u2);
    }
    double pm = sanity_roll_madness_prob(50);
    assert_close((double)hits / N, pm, 5 * sqrt(pm * (1 - pm) / N));
}

/* ---- restoration (docs/rules.md, Sanity restoration) ---- */

static void restoration(void **state)
{
    (void)state;
    assert_int_equal(sanity_sleeping(60, 1, false), 75);
    assert_int_equal(sanity_sleeping(60, 0, false), 65);
    assert_int_equal(sanity_sleeping(60, -1, false), 55);
    assert_int_equal(sanity_sleeping(52, -1, false), 50); /* the floor */
    assert_int_equal(sanity_sleeping(52, -1, true), 47);
    assert_int_equal(sanity_restore_ability(60, 1, false), 80);
    assert_int_equal(sanity_restore_ability(60, 0, false), 65);
    assert_int_equal(sanity_restore_ability(60, -1, false), 60);
    assert_int_equal(sanity_effigy(51), 75);
    assert_int_equal(sanity_effigy(100), 100);
    assert_int_equal(sanity_nurse(80, 2), 100);
    int drunk = 2;
    assert_int_equal(sanity_booze(40, &drunk, 1, true), 45); /* 2 < 3 */
    assert_int_equal(drunk, 3);
    assert_int_equal(sanity_booze(40, &drunk, 1, true), 45); /* limit: up to 50 */
    assert_int_equal(sanity_booze(48, &drunk, 1, true), 50);
    assert_int_equal(sanity_booze(60, &drunk, 1, true), 60);
    assert_int_equal(drunk, 3);
}

/* ---- the species table (src/kinds/sanity/sanity_species.c) ---- */

static void species_table(void **state)
{
    (void)state;
    int n = 0;
    while (sanity_species_at(n))
        n++;
    assert_int_equal(n, 141);
    assert_int_equal(SAN_SPECIES_COUNT, 141);
    static const struct {
        const char *name;
        int d;
    } samples[] = {{"vermiurge", 50},
                   {"blob of preserved organs", 2},
                   {"floating eye", 3},
                   {"walking delirium", 17},
                   {"apocalypse angel", 20},
                   {"elder priest", 34},
                   {"Great Cthulhu", 52},
                   {"veil-render", 28},
                   {"Dagon", 58},
                   {"Blibdoolpoolp, graven-into-flesh", 34},
                   {"akkabish tannin", 21}};
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        int k = sanity_species_find(samples[i].name);
        assert_true(k >= 0);
        assert_int_equal(sanity_species_at(k)->d, samples[i].d);
    }
    assert_int_equal(sanity_species_find("GREAT CTHULHU"), sanity_species_cthulhu());
    assert_int_equal(sanity_species_find("newt"), -1);
    int mad = 0;
    for (int i = 0; i < n; i++) {
        const struct sanity_species *s = sanity_species_at(i);
        assert_true(s->d >= 2 && s->d <= 58);
        mad += s->madness != NULL;
        for (int j = 0; j < i; j++)
            assert_true(strcmp(s->name, sanity_species_at(j)->name) != 0);
    }
    assert_int_equal(mad, 13);
    assert_string_equal(sanity_species_at(sanity_species_find("akkabish tannin"))->madness,
                        "FORMICATION");
}

/* ---- timelines: trial, kernel, exact ---- */

static struct sanity_event ev_see(const char *sp, int turn, int turns, int count, bool hostile)
{
    return (struct sanity_event){.kind = SE_SEE,
                                 .turn = turn,
                                 .turns = turns,
                                 .count = count,
                                 .species = sanity_species_find(sp),
                                 .hostile = hostile};
}

static struct sanity_event ev(enum sanity_event_kind k, int turn, int turns, int count, int arg)
{
    return (struct sanity_event){
        .kind = k, .turn = turn, .turns = turns, .count = count, .arg = arg, .hostile = true};
}

static struct sanity_case fit_case(int k)
{
    struct sanity_case c = {.recover_from = 1};
    switch (k) {
    case 0: /* a Valkyrie at S 90 meets two hostile akkabish tannins for 300
               turns: first sight; a blessed potion of sleeping on turn 70
               lifts S above 100 - sigma and the two drain it back;
               FORMICATION removes the floor */
        c.hero = hero(SR_VALKYRIE, SRC_HUMAN, 18);
        c.hero.xl = 10, c.hero.sanity = 90;
        c.end = 600;
        c.ev[c.nev++] = ev_see("akkabish tannin", 5, 300, 2, true);
        c.ev[c.nev++] = ev(SE_SLEEPING, 70, 1, 1, 1);
        c.target = 90, c.recover_from = 305;
        break;
    case 1: /* a Wizard and a walking delirium, then potions and books */
        c.hero = hero(SR_WIZARD, SRC_HUMAN, 12);
        c.hero.xl = 5, c.hero.sanity = 90;
        c.end = 400;
        c.ev[c.nev++] = ev_see("walking delirium", 3, 1, 1, true);
        c.ev[c.nev++] = ev(SE_DELIRIUM, 4, 20, 1, 1); /* undisguised at first */
        c.ev[c.nev++] = ev(SE_SLEEPING, 30, 1, 1, 1);
        c.ev[c.nev++] = ev(SE_NECRO_FAIL, 40, 1, 1, 0);
        c.ev[c.nev++] = ev(SE_BOOZE, 50, 1, 1, 3);
        c.ev[c.nev++] = ev(SE_EFFIGY, 60, 1, 1, 0);
        c.ev[c.nev++] = ev(SE_NECRO_OK, 70, 1, 1, 0);
        c.target = 90, c.recover_from = 25;
        break;
    case 2: /* a mad hero, veil pierced, insight 40: an apocalypse angel,
               a mad-template monster, a nurse, a cursed sleeping potion */
        c.hero = hero(SR_PRIEST, SRC_ELF, 14);
        c.hero.xl = 12, c.hero.sanity = 60, c.hero.madness = true;
        c.hero.veil = false, c.hero.insight = 40;
        c.end = 400;
        c.ev[c.nev++] = ev(SE_ANGEL, 2, 40, 1, 0);
        c.ev[c.nev++] = ev(SE_MAD, 50, 20, 1, 25);
        c.ev[c.nev++] = ev(SE_SLEEPING, 80, 1, 1, -1);
        c.ev[c.nev++] = ev(SE_NURSE, 200, 1, 1, 1);
        c.ev[c.nev++] = ev(SE_LOST_KNOWN, 210, 1, 1, 0);
        c.target = 70, c.recover_from = 81;
        break;
    default: /* Clear Thoughts, a peaceful Cthulhu and a hostile elder
                priest, each seen once; a Binder in N'kai */
        c.hero = hero(SR_BINDER, SRC_HUMAN, 16);
        c.hero.xl = 14, c.hero.clear_thoughts = true, c.hero.place = SP_NKAI;
        c.end = 300;
        c.ev[c.nev++] = ev_see("Great Cthulhu", 10, 1, 1, false);
        c.ev[c.nev++] = ev_see("elder priest", 20, 1, 1, true);
        c.ev[c.nev++] = ev(SE_MAD, 30, 10, 1, 30);     /* blocked by CT */
        c.ev[c.nev++] = ev(SE_DELIRIUM, 40, 10, 1, 1); /* blocked by CT */
        c.target = 80, c.recover_from = 21;
        break;
    }
    int ck[4] = {c.end / 8, c.end / 4, c.end / 2, c.end - 1};
    c.ncheck = 4;
    memcpy(c.checkpoint, ck, sizeof ck);
    return c;
}
#define FIT_CASES 4

static double fit(const struct nh_tally *t, size_t h, const struct nh_pmf *f)
{
    struct nh_gof g;
    assert_int_equal(gof_chisq(tally_hist(t, h), t->lo[h], t->width[h], f, &g), 0);
    if (g.impossible)
        print_error("hist %zu: %llu impossible outcomes\n", h, (unsigned long long)g.impossible);
    assert_int_equal(g.impossible, 0);
    return g.p;
}

/* The same without the check on impossible outcomes (a wrong pmf may call
 * real outcomes impossible: p is then 0). */
static double fit_any(const struct nh_tally *t, size_t h, const struct nh_pmf *f)
{
    struct nh_gof g;
    assert_int_equal(gof_chisq(tally_hist(t, h), t->lo[h], t->width[h], f, &g), 0);
    return g.p;
}

static void cases_are_valid(void **state)
{
    (void)state;
    char err[160];
    for (int k = 0; k < FIT_CASES; k++) {
        struct sanity_case c = fit_case(k);
        assert_int_equal(sanity_case_check(&c, err, sizeof err), 0);
    }
    struct sanity_case c = fit_case(0);
    c.hero.sanity = 40;
    assert_int_equal(sanity_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "sanity"));
    c = fit_case(0);
    c.ev[0].turn = 0;
    assert_int_equal(sanity_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "event 1"));
}

/* The kernel draws what the reference trial draws, lane for lane. */
/* The kernel's tally of block 7 equals the trial's, count for count. */
static void check_kernel_equals_trial(const struct sanity_case *c)
{
    enum { N = 700 };
    struct nh_tally a, b;
    assert_int_equal(sanity_tally_init(&a, c), 0);
    assert_int_equal(sanity_tally_init(&b, c), 0);
    sanity_run_block(c, SEED, 7, N, &a);
    for (int i = 0; i < N; i++) {
        nh_pcg32 rng;
        pcg32_seed_stream(&rng, SEED, sanity_case_key(c), 7, (uint64_t)i);
        struct sanity_outcome o;
        sanity_trial(c, &rng, &o);
        sanity_tally_add(&b, c, &o);
    }
    assert_int_equal(a.ncounts, b.ncounts);
    assert_memory_equal(a.counts, b.counts, a.ncounts * sizeof *a.counts);
    tally_free(&a);
    tally_free(&b);
}

static void kernel_equals_trial(void **state)
{
    (void)state;
    for (int k = 0; k < FIT_CASES; k++) {
        struct sanity_case c = fit_case(k);
        check_kernel_equals_trial(&c);
    }
}

static void kernel_fits_exact(void **state)
{
    (void)state;
    double pmin = 1.0;
    unsigned n = ktrials();
    for (int k = 0; k < FIT_CASES; k++) {
        struct sanity_case c = fit_case(k);
        struct sanity_exact x;
        assert_int_equal(sanity_exact(&c, &x), 0);
        struct nh_tally t;
        assert_int_equal(jobs_simulate(&sanity_job_kind, &c, SEED, n, 2, &t), 0);
        const struct nh_pmf *f[2 + SAN_CHECKPOINTS_MAX];
        size_t h[2 + SAN_CHECKPOINTS_MAX];
        int nf = 0;
        f[nf] = x.end, h[nf++] = SH_END;
        f[nf] = x.recover, h[nf++] = SH_RECOVER;
        for (int i = 0; i < c.ncheck; i++)
            f[nf] = &x.at[i], h[nf++] = sanity_hist_checkpoint(i);
        for (int i = 0; i < nf; i++) {
            double p = fit(&t, h[i], f[i]);
            pmin = p < pmin ? p : pmin;
            if (p < NH_TEST_P_MIN) {
                print_error("case %d hist %zu: p = %g\n", k, h[i], p);
                fail();
            }
        }
        /* Temporary madness: the mean count, and per event where at most
         * one can start (a first sighting). */
        uint64_t *on = tally_hist(&t, SH_ONSETS);
        double sum = 0, sum2 = 0;
        for (int v = 0; v <= SAN_ONSETS_MAX; v++)
            sum += (double)on[v] * v, sum2 += (double)on[v] * v * v;
        double mean = sum / n, sd = sqrt(sum2 / n - mean * mean);
        print_message("case %d: E[onsets] exact %.5f kernel %.5f; E[S end] exact %.4f\n", k,
                      x.onsets_mean, mean, (double)pmf_mean(x.end));
        assert_close(mean, x.onsets_mean, 5 * sd / sqrt(n) + 1e-9);
        for (int e = 0; e < c.nev; e++) {
            uint64_t *m = tally_hist(&t, sanity_hist_event(&c, e));
            if (c.ev[e].kind != SE_SEE)
                continue;
            double pe = x.ev_mad_mean[e], prob[2] = {1 - pe, pe};
            int dof;
            double p = chisq_gof(m, prob, 2, &dof);
            print_message("  event %d: P(temporary madness) exact %.5f kernel %.5f p = %.3g\n",
                          e + 1, pe, (double)m[1] / n, p);
            assert_true(p >= NH_TEST_P_MIN);
        }
        tally_free(&t);
        sanity_exact_free(&x);
    }
    print_message("kernel vs exact: least p = %.4g\n", pmin);
}

/* The fit has power: the tannin case's kernel against the exact pmf of a
 * hero one point of Wisdom lower, and of one tannin instead of two. */
static void kernel_wrong_pmf_rejected(void **state)
{
    (void)state;
    struct sanity_case c = fit_case(0), wrong = c;
    wrong.hero.wis = 17;
    struct sanity_exact x;
    assert_int_equal(sanity_exact(&wrong, &x), 0);
    struct nh_tally t;
    assert_int_equal(jobs_simulate(&sanity_job_kind, &c, SEED, ktrials(), 2, &t), 0);
    double p = fit_any(&t, sanity_hist_checkpoint(1), &x.at[1]);
    print_message("W 18 against the W 17 pmf: p = %.3g\n", p);
    assert_true(p < 1e-6);
    sanity_exact_free(&x);
    wrong = c;
    wrong.ev[0].count = 1;
    assert_int_equal(sanity_exact(&wrong, &x), 0);
    p = fit_any(&t, sanity_hist_checkpoint(0), &x.at[0]);
    print_message("two tannins draining against one: p = %.3g\n", p);
    assert_true(p < 1e-6);
    sanity_exact_free(&x);
    tally_free(&t);
}

/* The summary from a tally and from the DP agree; recovery by hand. */
static void stats_kernel_vs_exact(void **state)
{
    (void)state;
    struct sanity_case c = fit_case(1);
    struct sanity_exact x;
    assert_int_equal(sanity_exact(&c, &x), 0);
    struct nh_tally t;
    assert_int_equal(jobs_simulate(&sanity_job_kind, &c, SEED, ktrials(), 2, &t), 0);
    struct sanity_stats a, b;
    assert_int_equal(sanity_stats_from_exact(&c, &x, &a), 0);
    assert_int_equal(sanity_stats_from_tally(&c, &t, &b), 0);
    print_message("exact: S end %.4f, S@%d %.4f, P(recovered) %.5f, median turn %d, "
                  "E[onsets] %.5f\n",
                  a.end.mean, c.checkpoint[1], a.at[1].mean, a.p_recovered, a.recover_p50,
                  a.onsets_mean);
    print_message("kernel: S end %.4f, S@%d %.4f, P(recovered) %.5f, median turn %d, "
                  "E[onsets] %.5f, P(any) %.5f\n",
                  b.end.mean, c.checkpoint[1], b.at[1].mean, b.p_recovered, b.recover_p50,
                  b.onsets_mean, b.p_any_onset);
    double n = (double)b.n;
    assert_true(b.n == ktrials());
    assert_close(b.end.mean, a.end.mean, 5 * a.end.sd / sqrt(n));
    assert_close(b.at[1].mean, a.at[1].mean, 5 * a.at[1].sd / sqrt(n) + 1e-9);
    assert_close(b.p_recovered, a.p_recovered,
                 5 * sqrt(a.p_recovered * (1 - a.p_recovered) / n) + 1e-9);
    assert_close(b.ev_mad[0], a.ev_mad[0], 5 * sqrt(a.ev_mad[0] / n));
    tally_free(&t);
    sanity_exact_free(&x);
    /* The deterministic timeline: recovery on turn 3300, a point mass. */
    struct sanity_case d = {
        .hero = hero(SR_VALKYRIE, SRC_HUMAN, 18), .end = 4000, .target = 100, .recover_from = 1};
    d.hero.sanity = 50, d.hero.madness = true;
    assert_int_equal(sanity_exact(&d, &x), 0);
    assert_int_equal(sanity_stats_from_exact(&d, &x, &a), 0);
    assert_int_equal(a.recover_p50, 3300);
    assert_close(a.recover_mean, 3300, 1e-9);
    assert_close(a.p_recovered, 1.0, 1e-12);
    sanity_exact_free(&x);
    d.end = 3000;
    assert_int_equal(sanity_exact(&d, &x), 0);
    assert_int_equal(sanity_stats_from_exact(&d, &x, &a), 0);
    assert_int_equal(a.recover_p50, SANITY_NEVER);
    assert_close(a.end.mean, 97, 1e-9);
    sanity_exact_free(&x);
}

/* Clear Thoughts stops deliriums and mad-template monsters only without the
 * Nightmare (BlockableClearThoughts, include/youprop.h); without it they act. */
static void clear_thoughts_blocks(void **state)
{
    (void)state;
    struct sanity_case c = {
        .hero = hero(SR_WIZARD, SRC_HUMAN, 12), .end = 60, .target = 100, .recover_from = 1};
    c.hero.clear_thoughts = true;
    c.ev[c.nev++] = ev(SE_MAD, 2, 50, 1, 30);
    c.ev[c.nev++] = ev(SE_DELIRIUM, 2, 50, 1, 1);
    nh_pcg32 rng;
    pcg32_seed(&rng, SEED, 9);
    struct sanity_outcome o;
    sanity_trial(&c, &rng, &o);
    assert_int_equal(o.s_end, 100);
    c.hero.nightmare = true;
    sanity_trial(&c, &rng, &o);
    assert_true(o.s_end < 100);
    c.hero.clear_thoughts = false;
    sanity_trial(&c, &rng, &o);
    assert_true(o.s_end < 100);
}

/* What the DP leaves out says so. */
static void exact_limits(void **state)
{
    (void)state;
    struct sanity_case c = fit_case(0);
    c.ev[c.nev++] = ev_see("shoggoth", 40, 2, 1, true);
    struct sanity_exact x;
    assert_int_equal(sanity_exact(&c, &x), 1);
    c = fit_case(2);
    c.ev[1].count = 2;
    assert_int_equal(sanity_exact(&c, &x), 1);
    /* ...and Monte Carlo still runs it: the kernel as the trial does */
    check_kernel_equals_trial(&c);
}

/* ---- issue 25: the roles and races are dNetHack's shared table ---- */

static void shared_heroes(void **state)
{
    (void)state;
    for (int r = 0; r < NH_DNH_ROLES; r++) {
        assert_int_equal(sanity_role_parse(nh_dnh_roles[r].abbr), r);
        assert_int_equal(sanity_role_parse(nh_dnh_roles[r].name), r);
        assert_string_equal(sanity_role_name((enum sanity_role)r), nh_dnh_roles[r].name);
    }
    for (int r = 0; r < NH_DNH_RACES; r++) {
        assert_int_equal(sanity_race_parse(nh_dnh_races[r].name), r);
        assert_string_equal(sanity_race_name((enum sanity_race)r), nh_dnh_races[r].name);
    }
    assert_int_equal(sanity_role_parse("undead hunter"), SR_UNDEAD_HUNTER);
    assert_string_equal(sanity_role_name(SR_UNDEAD_HUNTER), "Undead Hunter");
    assert_int_equal(sanity_race_parse("yuki"), NH_DNH_YUKI_ONNA);
    /* the terms stay sanity's: elf +3, orc -3, a drow none, nor any other race */
    assert_int_equal(sanity_race_terms(SRC_ELF)->term, 3);
    assert_int_equal(sanity_race_terms(SRC_ORC)->term, -3);
    assert_int_equal(sanity_race_terms(SRC_DROW)->term, 0);
    assert_int_equal(sanity_race_terms((enum sanity_race)NH_DNH_VAMPIRE)->term, 0);
    assert_int_equal(sanity_role_terms(SR_VALKYRIE)->term, 9);
    assert_int_equal(sanity_role_terms(SR_MADMAN)->term, -10);
    /* the stream keys: the numbers of sanity's former lists (Ana 0 ... Hnt 17, Val 18, Wiz 19,
     * Brd 20; human 0, elf 1, drow 2, orc 3, dwarf 4, gnome 5, android 6, other 7) */
    assert_int_equal(sanity_role_key(SR_ANACHRONONAUT), 0);
    assert_int_equal(sanity_role_key(SR_ARCHEOLOGIST), 1);
    assert_int_equal(sanity_role_key(SR_HEALER), 6);
    assert_int_equal(sanity_role_key(SR_PRIEST), 12);
    assert_int_equal(sanity_role_key(SR_UNDEAD_HUNTER), 17);
    assert_int_equal(sanity_role_key(SR_VALKYRIE), 18);
    assert_int_equal(sanity_role_key(SR_WIZARD), 19);
    assert_int_equal(sanity_role_key(SR_TROUBADOUR), 20);
    unsigned seen = 0;
    for (int r = 0; r < SR_COUNT; r++)
        seen |= 1u << sanity_role_key((enum sanity_role)r);
    assert_int_equal(seen, (1u << SR_COUNT) - 1);
    assert_int_equal(sanity_race_key(SR_VALKYRIE, SRC_HUMAN), 0);
    assert_int_equal(sanity_race_key(SR_PRIEST, SRC_ELF), 1);
    assert_int_equal(sanity_race_key(SR_WIZARD, SRC_DROW), 2);
    assert_int_equal(sanity_race_key(SR_ANACHRONONAUT, SRC_DROW), 2); /* a myrkalfr */
    assert_int_equal(sanity_race_key(SR_WIZARD, SRC_ORC), 3);
    assert_int_equal(sanity_race_key(SR_VALKYRIE, SRC_DWARF), 4);
    assert_int_equal(sanity_race_key(SR_WIZARD, SRC_GNOME), 5);
    assert_int_equal(sanity_race_key(SR_ANACHRONONAUT, SRC_CLOCKWORK), 6); /* an android */
    assert_int_equal(sanity_race_key(SR_PRIEST, SRC_CLOCKWORK), 7);
    assert_int_equal(sanity_race_key(SR_WIZARD, (enum sanity_race)NH_DNH_VAMPIRE), 7);
}

static void refuses_heroes_never_started(void **state)
{
    (void)state;
    char why[256];
    /* dNetHack src/role.c: the Healer may be human, gnome, incantifier or yuki-onna, and (by
     * role_init) an elf or a drow; never an orc */
    assert_false(sanity_hero_legal(SR_HEALER, SRC_ORC, why, sizeof why));
    assert_non_null(strstr(why, "an orc cannot be a Healer in dNetHack; expected"));
    assert_non_null(strstr(why, "(human, elf, gnome, drow, incantifier, yuki-onna)"));
    assert_true(sanity_hero_legal(SR_HEALER, SRC_ELF, why, sizeof why));
    assert_true(sanity_hero_legal(SR_HEALER, SRC_DROW, why, sizeof why));
    assert_false(sanity_hero_legal(SR_VALKYRIE, SRC_ELF, why, sizeof why));
    /* devel's Undead Hunter is not in the table: any race */
    assert_true(sanity_hero_legal(SR_UNDEAD_HUNTER, SRC_ORC, why, sizeof why));
    int legal = 0;
    for (int r = 0; r < NH_DNH_ROLES; r++)
        for (int a = 0; a < SRC_COUNT; a++)
            legal += sanity_hero_legal((enum sanity_role)r, (enum sanity_race)a, why, sizeof why);
    assert_int_equal(legal, 139);
    struct sanity_case c = {.hero = hero(SR_HEALER, SRC_ORC, 14), .end = 10, .target = 100};
    assert_int_not_equal(sanity_case_check(&c, why, sizeof why), 0);
    assert_non_null(strstr(why, "cannot be a Healer"));
    c.hero.race = SRC_GNOME;
    assert_int_equal(sanity_case_check(&c, why, sizeof why), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(e3_item1_threshold),
        cmocka_unit_test(e3_item1_recovery),
        cmocka_unit_test(e3_item1_closed_form_vs_turns),
        cmocka_unit_test(e3_item1_timeline),
        cmocka_unit_test(e3_item2_madness),
        cmocka_unit_test(e3_item2_draws),
        cmocka_unit_test(e3_item3_first_sight),
        cmocka_unit_test(e3_item4_roll_madness),
        cmocka_unit_test(restoration),
        cmocka_unit_test(species_table),
        cmocka_unit_test(cases_are_valid),
        cmocka_unit_test(kernel_equals_trial),
        cmocka_unit_test(kernel_fits_exact),
        cmocka_unit_test(kernel_wrong_pmf_rejected),
        cmocka_unit_test(stats_kernel_vs_exact),
        cmocka_unit_test(clear_thoughts_blocks),
        cmocka_unit_test(exact_limits),
        cmocka_unit_test(shared_heroes),
        cmocka_unit_test(refuses_heroes_never_started),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
