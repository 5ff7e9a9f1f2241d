/* Tests of the rnz module (docs/rules.md, Dice; rnz; Known values).
 *
 * The exact weights are pinned to the known values of docs/rules.md in integers and to a
 * brute-force enumeration written out here from docs/rules.md, rnz, with rne's weights
 * counted over its draw sequences.  The kernel is then tested against the
 * exact pmf by chi-square (testutil.h: cells pooled to >= 5 expected, a
 * correct kernel passes at p >= NH_TEST_P_MIN = 1e-4); wrong pmfs must be
 * rejected at p < 1e-6, so the test is shown to have power.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/rnz/rnz_impl.h"

#define SEED 0x726e7a00u /* "rnz" */

/* Not a multiple of NH_LANES or NH_BLOCK_TRIALS, so short batches and a
 * short block are exercised. */
#define TRIALS 1000003u

/* The exact distribution over rnz_range. */
struct exact {
    int32_t lo, hi;
    uint64_t *w; /* w[v - lo] */
    uint64_t total;
};

static struct exact exact_variant(int i, int xl, enum nh_variant v)
{
    struct exact e;
    struct rnz_case c = {i, xl, v};
    rnz_range(&c, &e.lo, &e.hi);
    assert_true(e.lo <= e.hi);
    e.w = malloc((size_t)(e.hi - e.lo + 1) * sizeof *e.w);
    assert_non_null(e.w);
    rnz_exact_weights(&c, e.w);
    e.total = rnz_exact_total(&c);
    uint64_t sum = 0;
    for (int32_t v = e.lo; v <= e.hi; v++)
        sum += e.w[v - e.lo];
    assert_int_equal(sum, e.total);
    return e;
}

static struct exact exact_new(int i, int xl)
{
    return exact_variant(i, xl, NH_V367);
}

/* Sum of v * w(v): the mean times the total, exactly. */
static uint64_t weighted_sum(const struct exact *e)
{
    uint64_t s = 0;
    for (int32_t v = e->lo; v <= e->hi; v++)
        s += (uint64_t)v * e->w[v - e->lo];
    return s;
}

static double mean(const struct exact *e)
{
    return (double)weighted_sum(e) / (double)e->total;
}

static uint64_t weight_at_most(const struct exact *e, int32_t limit)
{
    uint64_t s = 0;
    for (int32_t v = e->lo; v <= e->hi && v <= limit; v++)
        s += e->w[v - e->lo];
    return s;
}

/* Inverse CDF: the least v with P(X <= v) >= percent/100, in integers. */
static int32_t quantile(const struct exact *e, int percent)
{
    uint64_t cum = 0;
    for (int32_t v = e->lo; v <= e->hi; v++) {
        cum += e->w[v - e->lo];
        if (cum * 100u >= (uint64_t)percent * e->total)
            return v;
    }
    return INT32_MIN;
}

/* The ends of rnz_range carry weight: it is the support, not a bound. */
static void assert_ends_occur(const struct exact *e)
{
    assert_true(e->w[0] > 0);
    assert_true(e->w[e->hi - e->lo] > 0);
}

/* ------------------------------------------------------------------ */
/* Exact values, docs/rules.md, Known values                                     */
/* ------------------------------------------------------------------ */

/* Item 7: rnz(350) with rne's cap 5 (XL 1-17; 14 and 17 straddle the
 * change of formula at XL 15). */
static void spec_item7_low_xl(void **state)
{
    (void)state;
    static const int xls[] = {1, 14, 17};
    static const int percents[] = {5, 25, 50, 75, 90, 95, 99};
    static const int32_t quantiles[] = {99, 210, 350, 583, 886, 1229, 1899};
    for (size_t x = 0; x < sizeof xls / sizeof xls[0]; x++) {
        struct exact e = exact_new(350, xls[x]);
        assert_int_equal(e.total, 512000u);
        assert_int_equal(e.lo, 35);
        assert_int_equal(e.hi, 3498);
        assert_ends_occur(&e);
        /* mean = 232339063/512000 */
        assert_int_equal(weighted_sum(&e) * 512000u, 232339063u * e.total);
        assert_int_equal(weight_at_most(&e, 200) * 4000u, 887u * e.total);
        assert_int_equal(weight_at_most(&e, 100) * 8000u, 421u * e.total);
        double above = 1.0 - (double)weight_at_most(&e, 1000) / (double)e.total;
        assert_close(above, 0.084687, 1e-6);
        for (size_t q = 0; q < sizeof percents / sizeof percents[0]; q++)
            assert_int_equal(quantile(&e, percents[q]), quantiles[q]);
        free(e.w);
    }
}

/* Item 7 at XL 30 (cap 10): the mean grows, the top doubles, and the lower
 * part is the same rational as at XL 1. */
static void spec_item7_xl30(void **state)
{
    (void)state;
    struct exact e = exact_new(350, 30), e1 = exact_new(350, 1);
    assert_close(mean(&e), 454.12, 0.005);
    assert_int_equal(e.hi, 6996);
    assert_ends_occur(&e);
    assert_int_equal(weight_at_most(&e, 200) * e1.total, weight_at_most(&e1, 200) * e.total);
    free(e.w);
    free(e1.w);
}

/* Item 8, below XL 18. */
static void spec_item8(void **state)
{
    (void)state;
    struct exact e = exact_new(300, 1);
    assert_close(mean(&e), 388.909, 0.0005);
    assert_int_equal(weight_at_most(&e, 200) * 1000000u, 315125u * e.total);
    free(e.w);
    e = exact_new(250, 1);
    assert_close(mean(&e), 324.059, 0.0005);
    free(e.w);
    e = exact_new(1000, 1);
    assert_close(mean(&e), 1297.68, 0.005);
    free(e.w);
}

/* ------------------------------------------------------------------ */
/* Exact weights against a brute-force enumeration                     */
/* ------------------------------------------------------------------ */

/* rne(4)'s weights at cap `cap` counted over all 4^(cap-1) sequences of
 * cap - 1 draws of rn2(4), running the game's loop (docs/rules.md, Dice) on each; draws
 * the loop does not read still count, so every sequence has weight 1. */
static void rne4_weights_by_sequences(int cap, uint64_t *wk /* [cap + 1] */)
{
    memset(wk, 0, (size_t)(cap + 1) * sizeof *wk);
    uint64_t nseq = UINT64_C(1) << (2 * (cap - 1));
    for (uint64_t s = 0; s < nseq; s++) {
        uint64_t draws = s;
        int k = 1;
        while (k < cap && (draws & 3u) == 0) {
            k++;
            draws >>= 2;
        }
        wk[k]++;
    }
}

static void check_brute_force(int i, int xl)
{
    int cap = xl < 15 ? 5 : xl / 3; /* docs/rules.md, Dice, read again here */
    uint64_t wk[NH_RNZ_CAP_MAX + 1];
    rne4_weights_by_sequences(cap, wk);
    int64_t vmax = (int64_t)i * 2000 * cap / 1000; /* above anything reachable */
    uint64_t *brute = calloc((size_t)vmax + 1, sizeof *brute);
    assert_non_null(brute);
    for (int64_t t0 = 0; t0 < 1000; t0++)
        for (int k = 1; k <= cap; k++)
            for (int up = 0; up <= 1; up++) {
                int64_t t = (1000 + t0) * k, x = i;
                x = up ? x * t / 1000 : x * 1000 / t;
                assert_true(x >= 0 && x <= vmax);
                brute[x] += wk[k];
            }
    struct exact e = exact_new(i, xl);
    assert_int_equal(e.total, 2000 * (UINT64_C(1) << (2 * (cap - 1))));
    for (int64_t v = 0; v <= vmax; v++) {
        uint64_t got = v >= e.lo && v <= e.hi ? e.w[v - e.lo] : 0;
        if (got != brute[v]) {
            print_error("rnz(%d) at XL %d: weight of %lld is %llu, brute force %llu\n", i, xl,
                        (long long)v, (unsigned long long)got, (unsigned long long)brute[v]);
            fail();
        }
    }
    assert_ends_occur(&e);
    free(brute);
    free(e.w);
}

static void exact_matches_brute_force(void **state)
{
    (void)state;
    static const int is[] = {1, 7, 350, 1000, NH_RNZ_I_MAX};
    static const int xls[] = {1, 15, 18, 30};
    for (size_t a = 0; a < sizeof is / sizeof is[0]; a++)
        for (size_t b = 0; b < sizeof xls / sizeof xls[0]; b++)
            check_brute_force(is[a], xls[b]);
}

/* rnz_range is the support for every small i and every cap. */
static void range_is_support(void **state)
{
    (void)state;
    static const int xls[] = {1, 18, 21, 24, 27, 30}; /* caps 5..10 */
    for (size_t b = 0; b < sizeof xls / sizeof xls[0]; b++) {
        for (int i = 1; i <= 1000; i++) {
            struct exact e = exact_new(i, xls[b]);
            assert_ends_occur(&e);
            free(e.w);
        }
        struct exact e = exact_new(NH_RNZ_I_MAX, xls[b]);
        assert_ends_occur(&e);
        free(e.w);
    }
}

/* ------------------------------------------------------------------ */
/* The kernel's arithmetic                                             */
/* ------------------------------------------------------------------ */

static void check_scale(int32_t i)
{
    for (int32_t t = 1000; t <= 1999 * NH_RNZ_CAP_MAX; t++) {
        int64_t up = (int64_t)i * t / 1000, down = (int64_t)i * 1000 / t;
        if (rnz_scale(i, t, 1) != up || rnz_scale(i, t, 0) != down) {
            print_error("rnz_scale(%d, %d): %d, %d; want %lld, %lld\n", i, t, rnz_scale(i, t, 1),
                        rnz_scale(i, t, 0), (long long)up, (long long)down);
            fail();
        }
    }
}

/* The double quotient equals integer division for every t the game can
 * make (and the integers between), for small i, round and awkward i, the
 * top 1000 i (largest quotients, least slack) and pseudo-random i. */
static void scale_is_integer_division(void **state)
{
    (void)state;
    static const int32_t is[] = {1,   2,   3,    7,    10,   99,    250,   300,   333,
                                 350, 999, 1000, 1001, 4096, 12345, 65535, 65536, 99999};
    for (size_t a = 0; a < sizeof is / sizeof is[0]; a++)
        check_scale(is[a]);
    for (int32_t i = NH_RNZ_I_MAX - 999; i <= NH_RNZ_I_MAX; i++)
        check_scale(i);
    nh_pcg32 rng;
    pcg32_seed(&rng, SEED, 1);
    for (int n = 0; n < 200; n++)
        check_scale(1 + (int32_t)pcg32_bounded(&rng, NH_RNZ_I_MAX));
}

/* ------------------------------------------------------------------ */
/* Kernel against the exact distribution                               */
/* ------------------------------------------------------------------ */

/* p-value of TRIALS kernel draws of rnz(i) at sim_xl against the exact pmf
 * of rnz(i) at pmf_xl, over the union of both ranges. */
static double kernel_fit_variant(int i, int sim_xl, int pmf_xl, enum nh_variant sim_v,
                                 enum nh_variant pmf_v)
{
    struct rnz_case c = {i, sim_xl, sim_v};
    struct nh_tally t;
    assert_int_equal(jobs_simulate(&rnz_job_kind, &c, SEED, TRIALS, 2, &t), 0);
    assert_int_equal(tally_total(&t, 0), TRIALS);
    struct exact e = exact_variant(i, pmf_xl, pmf_v);
    int32_t lo = t.lo[0] < e.lo ? t.lo[0] : e.lo;
    int32_t hi_sim = t.lo[0] + (int32_t)t.width[0] - 1, hi = hi_sim > e.hi ? hi_sim : e.hi;
    size_t k = (size_t)(hi - lo + 1);
    uint64_t *obs = calloc(k, sizeof *obs);
    double *prob = calloc(k, sizeof *prob);
    assert_non_null(obs);
    assert_non_null(prob);
    for (uint32_t j = 0; j < t.width[0]; j++)
        obs[t.lo[0] + (int32_t)j - lo] = tally_hist(&t, 0)[j];
    for (int32_t v = e.lo; v <= e.hi; v++)
        prob[v - lo] = (double)e.w[v - e.lo] / (double)e.total;
    int dof;
    double p = chisq_gof(obs, prob, k, &dof);
    print_message("rnz(%d), draws at XL %d in %s, pmf at XL %d in %s: p = %.4g (%d dof)\n", i,
                  sim_xl, variant_name(sim_v), pmf_xl, variant_name(pmf_v), p, dof);
    free(obs);
    free(prob);
    free(e.w);
    tally_free(&t);
    return p;
}

static double kernel_fit(int i, int sim_xl, int pmf_xl)
{
    return kernel_fit_variant(i, sim_xl, pmf_xl, NH_V367, NH_V367);
}

static void kernel_fits_exact(void **state)
{
    (void)state;
    static const int cases[][2] = {
        {350, 1}, {350, 30}, {10, 1}, {10, 24}, {1000, 18}, {1000, 30}, {7, 15}, {NH_RNZ_I_MAX, 30},
    };
    for (size_t n = 0; n < sizeof cases / sizeof cases[0]; n++)
        assert_true(kernel_fit(cases[n][0], cases[n][1], cases[n][1]) >= NH_TEST_P_MIN);
}

/* The test has power: XL-30 draws against the XL-1 pmf (values above the
 * XL-1 maximum are impossible there), and XL-1 draws against a pmf with
 * rne's cap one too high (XL 18: cap 6), which moves 1/1024 of the mass
 * from k = 5 to k = 6.  For that one i = 10 keeps the cells few (p is
 * about 1e-36 here; with i = 350 over 2700 cells it is only about 1e-8). */
static void kernel_wrong_pmf_rejected(void **state)
{
    (void)state;
    assert_true(kernel_fit(350, 30, 1) < 1e-6);
    assert_true(kernel_fit(10, 1, 18) < 1e-6);
}

/* ------------------------------------------------------------------ */
/* Runner, ranges, validation                                          */
/* ------------------------------------------------------------------ */

static void threads_do_not_matter(void **state)
{
    (void)state;
    struct rnz_case c = {350, 30, NH_V367};
    struct nh_tally t1, t2;
    assert_int_equal(jobs_simulate(&rnz_job_kind, &c, SEED, 300007u, 1, &t1), 0);
    assert_int_equal(jobs_simulate(&rnz_job_kind, &c, SEED, 300007u, 2, &t2), 0);
    assert_int_equal(t1.ncounts, t2.ncounts);
    assert_memory_equal(t1.counts, t2.counts, t1.ncounts * sizeof *t1.counts);
    assert_int_equal(tally_total(&t1, 0), 300007u);
    tally_free(&t1);
    tally_free(&t2);
}

static void tally_spans_range(void **state)
{
    (void)state;
    struct rnz_case c = {350, 1, NH_V367};
    struct nh_tally t;
    assert_int_equal(rnz_tally_init(&t, &c), 0);
    assert_int_equal(t.nhist, 1);
    assert_int_equal(t.lo[0], 35);
    assert_int_equal(t.width[0], 3498 - 35 + 1);
    tally_free(&t);
    /* i = 1: scaling down reaches 0. */
    int32_t lo, hi;
    rnz_range(&(struct rnz_case){1, 30, NH_V367}, &lo, &hi);
    assert_int_equal(lo, 0);
    assert_int_equal(hi, 19);
    rnz_range(&(struct rnz_case){NH_RNZ_I_MAX, 30, NH_V367}, &lo, &hi);
    assert_int_equal(hi, 1999000);
}

static void invalid_cases_refused(void **state)
{
    (void)state;
    static const struct rnz_case bad[] = {{0, 1, NH_V367},
                                          {NH_RNZ_I_MAX + 1, 1, NH_V367},
                                          {350, 0, NH_V367},
                                          {350, 31, NH_V367},
                                          {350, 1, NH_VARIANT_COUNT}};
    for (size_t n = 0; n < sizeof bad / sizeof bad[0]; n++) {
        struct nh_tally t;
        assert_false(rnz_case_valid(&bad[n]));
        assert_int_equal(jobs_simulate(&rnz_job_kind, &bad[n], SEED, 1000, 1, &t), -1);
    }
    struct rnz_case ok = {NH_RNZ_I_MAX, 30, NH_VUNH};
    assert_true(rnz_case_valid(&ok));
}

/* Keys depend on the case only, and differ between cases and from other
 * kinds' tags. */
static void case_keys(void **state)
{
    (void)state;
    struct rnz_case a = {350, 1, NH_V367}, b = {350, 2, NH_V367}, c = {351, 1, NH_V367},
                    a2 = {350, 1, NH_V343}, x = {350, 1, NH_VXNH}, u = {350, 1, NH_VUNH};
    /* the vanilla versions share one key; each other variant has its own */
    assert_int_not_equal(rnz_case_key(&a), rnz_case_key(&x));
    assert_int_not_equal(rnz_case_key(&x), rnz_case_key(&u));
    assert_int_equal(rnz_case_key(&a), rnz_case_key(&a2));
    assert_int_not_equal(rnz_case_key(&a), rnz_case_key(&b));
    assert_int_not_equal(rnz_case_key(&a), rnz_case_key(&c));
    assert_int_equal(rnz_case_key(&a), nh_mix64((2ull << 56) | (1ull << 32) | 350u));
}

/* ------------------------------------------------------------------ */
/* Variants: hand-worked values from each game's src/rnd.c              */
/* ------------------------------------------------------------------ */

/* rne(4)'s rule: xNetHack 3dd346ca `while (tmp < 10 && !rn2(x))`, cap 10 at
 * every XL; UnNetHack 24dce727 keeps vanilla's utmp but goes on with
 * rnf(2, x + 2) = [rn2(6) < 2], 1/3; EvilHack c444f6a3 is 3.6.7's. */
static void variant_rne_rules(void **state)
{
    (void)state;
    static const int xls[] = {1, 14, 15, 17, 18, 29, 30};
    static const int vanilla[] = {5, 5, 5, 5, 6, 9, 10};
    for (size_t k = 0; k < sizeof xls / sizeof xls[0]; k++) {
        assert_int_equal(nh_rne_cap(NH_V367, xls[k]), vanilla[k]);
        assert_int_equal(nh_rne_cap(NH_VEVH, xls[k]), vanilla[k]);
        assert_int_equal(nh_rne_cap(NH_VUNH, xls[k]), vanilla[k]);
        assert_int_equal(nh_rne_cap(NH_VXNH, xls[k]), 10);
    }
    uint32_t n, q;
    rnz_rne_chance(&(struct rnz_case){350, 1, NH_VUNH}, &n, &q);
    assert_int_equal(n, 1);
    assert_int_equal(q, 3);
    rnz_rne_chance(&(struct rnz_case){350, 1, NH_VXNH}, &n, &q);
    assert_int_equal(n, 1);
    assert_int_equal(q, 4);
    /* totals 2000 q^(cap-1): xNetHack 2000 * 4^9 at XL 1, UnNetHack 2000 * 3^4 */
    assert_int_equal(rnz_exact_total(&(struct rnz_case){350, 1, NH_VXNH}), 2000ull * 262144ull);
    assert_int_equal(rnz_exact_total(&(struct rnz_case){350, 1, NH_VUNH}), 2000ull * 81ull);
    assert_int_equal(rnz_exact_total(&(struct rnz_case){350, 30, NH_VUNH}), 2000ull * 19683ull);
}

/* Exact weight of rnz(1000) >= limit, over total. */
static void assert_tail(int xl, enum nh_variant v, int32_t limit, uint64_t num, uint64_t den)
{
    struct exact e = exact_variant(1000, xl, v);
    uint64_t below = weight_at_most(&e, limit - 1), tail = e.total - below;
    /* tail / total == num / den, in integers */
    assert_int_equal(tail * den, num * e.total);
    free(e.w);
}

/* Worked by hand.  rnz(350) <= 200 only scaling down (up gives >= 350),
 * 350000 / t <= 200 for t >= 1742: k = 1 with t0 >= 742 (258 of 1000), or
 * k >= 2.  So P = (P(k=1) 258/1000 + P(k>=2)) / 2: vanilla, xNetHack and
 * EvilHack (3/4 * 0.258 + 1/4) / 2 = 887/4000; UnNetHack (2/3 * 0.258 +
 * 1/3) / 2 = 379/1500.
 * rnz(1000) scaling up is t itself, scaling down is at most 1000.
 * P(rnz(1000) >= 2000) = P(k >= 2) / 2: 1/8, UnNetHack 1/6.
 * P(rnz(1000) >= 5000) = P(t >= 5000) / 2, t >= 5000 for k = 3 with
 * t0 >= 667 (333), k = 4 with t0 >= 250 (750), any k >= 5: at XL 1 vanilla
 * (3/64 * 333/1000 + 3/256 * 750/1000 + 1/256) / 2 = 3623/256000, the same
 * in xNetHack (P(k >= 5) = 1/256 in both); UnNetHack (2/27 * 333/1000 +
 * 2/81 * 750/1000 + 1/81) / 2 = 2249/81000.
 * P(rnz(1000) >= 10000) needs k >= 6 (k = 5 reaches 9995): 0 at XL 1 in
 * vanilla, but in xNetHack k = 6: t0 >= 667 (333), 7: t0 >= 429 (571),
 * 8: t0 >= 250 (750), 9: t0 >= 112 (888), 10: all; with P(k) = 3/4^k
 * below 10 and 1/4^9 at 10, over 4^9 * 1000: 3*333*64 + 3*571*16 + 3*750*4
 * + 3*888 + 1000 = 104008, halved: 13001/65536000. */
static void variant_known_values(void **state)
{
    (void)state;
    static const enum nh_variant same[] = {NH_V367, NH_VXNH, NH_VEVH};
    for (size_t k = 0; k < 3; k++) {
        struct exact e = exact_variant(350, 1, same[k]);
        assert_int_equal(weight_at_most(&e, 200) * 4000, 887 * e.total);
        free(e.w);
    }
    struct exact u = exact_variant(350, 1, NH_VUNH);
    assert_int_equal(weight_at_most(&u, 200) * 1500, 379 * u.total);
    free(u.w);
    assert_tail(1, NH_V367, 2000, 1, 8);
    assert_tail(1, NH_VXNH, 2000, 1, 8);
    assert_tail(1, NH_VUNH, 2000, 1, 6);
    assert_tail(1, NH_V367, 5000, 3623, 256000);
    assert_tail(1, NH_VXNH, 5000, 3623, 256000);
    assert_tail(1, NH_VUNH, 5000, 2249, 81000);
    assert_tail(1, NH_V367, 10000, 0, 1);
    assert_tail(1, NH_VXNH, 10000, 13001, 65536000);
    assert_tail(1, NH_VUNH, 10000, 0, 1);
    /* the ends: xNetHack's rnz(350) spans 350000/19990 = 17 to
     * 350 * 19990/1000 = 6996 at XL 1, vanilla's 35 to 3498 */
    int32_t lo, hi;
    rnz_range(&(struct rnz_case){350, 1, NH_VXNH}, &lo, &hi);
    assert_int_equal(lo, 17);
    assert_int_equal(hi, 6996);
    rnz_range(&(struct rnz_case){350, 1, NH_VUNH}, &lo, &hi);
    assert_int_equal(lo, 35);
    assert_int_equal(hi, 3498);
}

/* The kernel against the exact pmf in each variant (UnNetHack on the
 * three-word path), and the test's power: UnNetHack's draws against
 * vanilla's pmf, xNetHack's at XL 1 against vanilla's. */
static void variant_kernel_fits_exact(void **state)
{
    (void)state;
    static const enum nh_variant vs[] = {NH_VXNH, NH_VEVH, NH_VUNH};
    static const int xls[] = {1, 30};
    for (size_t a = 0; a < 3; a++)
        for (size_t b = 0; b < 2; b++)
            assert_true(kernel_fit_variant(10, xls[b], xls[b], vs[a], vs[a]) >= NH_TEST_P_MIN);
    assert_true(kernel_fit_variant(350, 1, 1, NH_VUNH, NH_VUNH) >= NH_TEST_P_MIN);
    assert_true(kernel_fit_variant(10, 1, 1, NH_VUNH, NH_V367) < 1e-6);
    assert_true(kernel_fit_variant(10, 1, 1, NH_VXNH, NH_V367) < 1e-6);
}

/* The game's scalar rnz (nh_rnz, src/game/dice.c) in UnNetHack against the
 * exact pmf: draws rn2(6) < 2 one by one, not the kernel's thresholds. */
static void variant_scalar_fits_exact(void **state)
{
    (void)state;
    struct exact e = exact_variant(10, 1, NH_VUNH);
    size_t k = (size_t)(e.hi - e.lo + 1);
    uint64_t *obs = calloc(k, sizeof *obs);
    double *prob = calloc(k, sizeof *prob);
    assert_non_null(obs);
    assert_non_null(prob);
    nh_pcg32 rng;
    pcg32_seed(&rng, SEED, 7);
    for (uint32_t j = 0; j < TRIALS; j++)
        obs[nh_rnz(&rng, 10, 1, NH_VUNH) - e.lo]++;
    for (int32_t v = e.lo; v <= e.hi; v++)
        prob[v - e.lo] = (double)e.w[v - e.lo] / (double)e.total;
    int dof;
    assert_true(chisq_gof(obs, prob, k, &dof) >= NH_TEST_P_MIN);
    free(obs);
    free(prob);
    free(e.w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(spec_item7_low_xl),
        cmocka_unit_test(spec_item7_xl30),
        cmocka_unit_test(spec_item8),
        cmocka_unit_test(exact_matches_brute_force),
        cmocka_unit_test(range_is_support),
        cmocka_unit_test(scale_is_integer_division),
        cmocka_unit_test(kernel_fits_exact),
        cmocka_unit_test(kernel_wrong_pmf_rejected),
        cmocka_unit_test(threads_do_not_matter),
        cmocka_unit_test(tally_spans_range),
        cmocka_unit_test(invalid_cases_refused),
        cmocka_unit_test(case_keys),
        cmocka_unit_test(variant_rne_rules),
        cmocka_unit_test(variant_known_values),
        cmocka_unit_test(variant_kernel_fits_exact),
        cmocka_unit_test(variant_scalar_fits_exact),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
