/* Tests of the PCG32 generator, stream derivation, lanes and bounded draws
 * (include/nhmc/rng.h).  The bit-for-bit comparison with O'Neill's own C++
 * implementation over long runs is tests/pcg_crosscheck.cpp. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/rng.h"

/* ------------------------------------------------------------------ */
/* Known answers                                                       */
/* ------------------------------------------------------------------ */

/* pcg32-demo of pcg-c-basic, seeded pcg32_srandom_r(&rng, 42u, 54u): the
 * published first outputs (also what libpcg-cpp's pcg32(42, 54) gives). */
static void test_pcg32_reference_demo_outputs(void **state)
{
    (void)state;
    static const uint32_t expected[] = {0xa15c02b7u, 0x7b47f409u, 0xba1d3330u,
                                        0x83d2f293u, 0xbfa4784bu, 0xcbed606eu};
    nh_pcg32 rng;
    pcg32_seed(&rng, 42u, 54u);
    assert_int_equal(rng.inc, (54u << 1) | 1u);
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++)
        assert_int_equal(pcg32_next(&rng), expected[i]);
}

/* The stream selector keeps only the low 63 bits of initseq and is odd. */
static void test_pcg32_seed_inc_is_odd(void **state)
{
    (void)state;
    static const uint64_t seqs[] = {0u, 1u, 54u, 0x8000000000000000u, UINT64_MAX};
    for (size_t i = 0; i < sizeof seqs / sizeof seqs[0]; i++) {
        nh_pcg32 rng;
        pcg32_seed(&rng, 7u, seqs[i]);
        assert_int_equal(rng.inc, (seqs[i] << 1) | 1u);
    }
}

/* SplitMix64's published first outputs for seed 0 are mix(0) and
 * mix(0x9e3779b97f4a7c15): nh_mix64 is its finaliser including the add. */
static void test_mix64_splitmix_known_answers(void **state)
{
    (void)state;
    assert_int_equal(nh_mix64(0u), 0xe220a8397b1dcdafu);
    assert_int_equal(nh_mix64(0x9e3779b97f4a7c15u), 0x6e789e6aa1b965f4u);
}

/* ------------------------------------------------------------------ */
/* Stream derivation                                                   */
/* ------------------------------------------------------------------ */

static void test_seed_stream_is_deterministic(void **state)
{
    (void)state;
    nh_pcg32 a, b;
    pcg32_seed_stream(&a, 12345u, 3u, 17u, 200u);
    pcg32_seed_stream(&b, 12345u, 3u, 17u, 200u);
    assert_int_equal(a.state, b.state);
    assert_int_equal(a.inc, b.inc);
    for (int i = 0; i < 1000; i++)
        assert_int_equal(pcg32_next(&a), pcg32_next(&b));
}

static int compare_u64(const void *pa, const void *pb)
{
    uint64_t a = *(const uint64_t *)pa, b = *(const uint64_t *)pb;
    return (a > b) - (a < b);
}

/* Whether a sorted array has two equal neighbours. */
static int has_duplicate(const uint64_t *sorted, size_t n)
{
    for (size_t i = 1; i < n; i++)
        if (sorted[i] == sorted[i - 1])
            return 1;
    return 0;
}

/* Over a grid of (seed, job, block, lane), including coordinates that differ
 * by one and swapped values, every generator has its own state and its own
 * stream selector, and every selector is odd. */
static void test_seed_stream_distinct_generators(void **state)
{
    (void)state;
    static const uint64_t seeds[] = {0u, 1u, 2u, 3u, UINT64_MAX};
    static const uint64_t jobs[] = {0u, 1u, 2u, 3u};
    static const uint64_t blocks[] = {0u, 1u, 2u, 3u, 1000000u};
    enum { LANES = 64 };
    const size_t count = (sizeof seeds / sizeof seeds[0]) * (sizeof jobs / sizeof jobs[0]) *
                         (sizeof blocks / sizeof blocks[0]) * LANES;
    uint64_t *states = malloc(count * sizeof *states);
    uint64_t *incs = malloc(count * sizeof *incs);
    assert_non_null(states);
    assert_non_null(incs);
    size_t n = 0;
    for (size_t s = 0; s < sizeof seeds / sizeof seeds[0]; s++)
        for (size_t j = 0; j < sizeof jobs / sizeof jobs[0]; j++)
            for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; b++)
                for (uint64_t lane = 0; lane < LANES; lane++) {
                    nh_pcg32 rng;
                    pcg32_seed_stream(&rng, seeds[s], jobs[j], blocks[b], lane);
                    assert_true(rng.inc & 1u);
                    states[n] = rng.state;
                    incs[n] = rng.inc;
                    n++;
                }
    assert_int_equal(n, count);
    qsort(states, n, sizeof *states, compare_u64);
    qsort(incs, n, sizeof *incs, compare_u64);
    assert_false(has_duplicate(states, n));
    assert_false(has_duplicate(incs, n));
    free(states);
    free(incs);
}

/* Each coordinate on its own changes the generator (a chained mixer that
 * dropped a coordinate would pass the grid test only by luck). */
static void test_seed_stream_each_coordinate_matters(void **state)
{
    (void)state;
    nh_pcg32 base, other;
    pcg32_seed_stream(&base, 5u, 6u, 7u, 8u);
    const uint64_t variants[4][4] = {
        {9u, 6u, 7u, 8u}, {5u, 9u, 7u, 8u}, {5u, 6u, 9u, 8u}, {5u, 6u, 7u, 9u}};
    for (int v = 0; v < 4; v++) {
        pcg32_seed_stream(&other, variants[v][0], variants[v][1], variants[v][2], variants[v][3]);
        assert_int_not_equal(other.state, base.state);
        assert_int_not_equal(other.inc, base.inc);
    }
    /* Swapping two coordinates' values is a different generator too. */
    pcg32_seed_stream(&base, 1u, 2u, 0u, 0u);
    pcg32_seed_stream(&other, 2u, 1u, 0u, 0u);
    assert_int_not_equal(other.state, base.state);
    pcg32_seed_stream(&base, 0u, 0u, 1u, 2u);
    pcg32_seed_stream(&other, 0u, 0u, 2u, 1u);
    assert_int_not_equal(other.state, base.state);
}

/* ------------------------------------------------------------------ */
/* Lanes                                                               */
/* ------------------------------------------------------------------ */

static void assert_lanes_match_streams(const nh_pcg32_lanes *lanes, uint64_t seed, uint64_t job,
                                       uint64_t block, uint64_t first_lane)
{
    for (int i = 0; i < NH_LANES; i++) {
        nh_pcg32 scalar;
        pcg32_seed_stream(&scalar, seed, job, block, first_lane + (uint64_t)i);
        assert_int_equal(lanes->state[i], scalar.state);
        assert_int_equal(lanes->inc[i], scalar.inc);
    }
}

static void test_lanes_seed_matches_seed_stream(void **state)
{
    (void)state;
    static nh_pcg32_lanes lanes;
    static const uint64_t first_lanes[] = {0u, NH_LANES, 12345u};
    for (size_t k = 0; k < sizeof first_lanes / sizeof first_lanes[0]; k++) {
        pcg32_lanes_seed(&lanes, 99u, 4u, 321u, first_lanes[k]);
        assert_lanes_match_streams(&lanes, 99u, 4u, 321u, first_lanes[k]);
    }
}

/* pcg32_lanes_next over all lanes, and over a prefix (the other lanes must
 * not move), equals stepping each lane's scalar generator. */
static void test_lanes_next_matches_scalar(void **state)
{
    (void)state;
    static nh_pcg32_lanes lanes;
    static nh_pcg32 scalar[NH_LANES];
    uint32_t out[NH_LANES];
    pcg32_lanes_seed(&lanes, 2024u, 1u, 2u, 0u);
    for (int i = 0; i < NH_LANES; i++)
        scalar[i] = pcg32_lanes_get(&lanes, i);
    static const int widths[] = {NH_LANES, 37, 1, NH_LANES - 1};
    for (int step = 0; step < 2000; step++) {
        int n = widths[step % 4];
        pcg32_lanes_next(&lanes, out, n);
        for (int i = 0; i < n; i++)
            assert_int_equal(out[i], pcg32_next(&scalar[i]));
        for (int i = 0; i < NH_LANES; i++) {
            assert_int_equal(lanes.state[i], scalar[i].state);
            assert_int_equal(lanes.inc[i], scalar[i].inc);
        }
    }
}

static void test_lanes_get_put_round_trip(void **state)
{
    (void)state;
    static nh_pcg32_lanes lanes;
    pcg32_lanes_seed(&lanes, 1u, 2u, 3u, 4u);
    nh_pcg32 r = pcg32_lanes_get(&lanes, 10);
    uint32_t first = pcg32_next(&r);
    pcg32_lanes_put(&lanes, 10, r);
    nh_pcg32 again;
    pcg32_seed_stream(&again, 1u, 2u, 3u, 14u);
    assert_int_equal(pcg32_next(&again), first);
    assert_int_equal(lanes.state[10], again.state);
    assert_int_equal(lanes.inc[10], again.inc);
    /* Neighbours untouched. */
    nh_pcg32 neighbour;
    pcg32_seed_stream(&neighbour, 1u, 2u, 3u, 15u);
    assert_int_equal(lanes.state[11], neighbour.state);
}

/* ------------------------------------------------------------------ */
/* Bounded draws                                                       */
/* ------------------------------------------------------------------ */

static const uint32_t bounded_ns[] = {1u,   2u,    3u,          6u,          7u,         20u,
                                      100u, 1000u, 0x80000000u, 0xfffffffeu, 0xffffffffu};

static void test_bounded_extremes(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bounded_ns / sizeof bounded_ns[0]; i++) {
        uint32_t n = bounded_ns[i];
        assert_int_equal(nh_bounded(0u, n), 0u);
        assert_int_equal(nh_bounded(0xffffffffu, n), n - 1u);
    }
}

/* The first 32-bit input that maps to outcome k: ceil(k * 2^32 / n). */
static uint64_t first_input_of(uint64_t k, uint32_t n)
{
    return ((k << 32) + n - 1u) / n;
}

/* Outcome k of nh_bounded(., n) must be taken exactly by the inputs
 * ceil(k 2^32/n) .. ceil((k+1) 2^32/n) - 1, so its count is the difference
 * of the two, and counts differ by at most 1 across outcomes.  Checking the
 * function at every boundary (and monotonicity, which holds for
 * multiply-shift) pins down the whole map without 2^32 calls. */
static void test_bounded_counts_differ_by_at_most_one(void **state)
{
    (void)state;
    static const uint32_t ns[] = {3u, 6u, 7u, 1000u};
    for (size_t c = 0; c < sizeof ns / sizeof ns[0]; c++) {
        uint32_t n = ns[c];
        uint64_t min_count = UINT64_MAX, max_count = 0, total = 0;
        for (uint64_t k = 0; k < n; k++) {
            uint64_t lo = first_input_of(k, n), hi = first_input_of(k + 1, n);
            assert_true(hi > lo);
            assert_int_equal(nh_bounded((uint32_t)lo, n), k);
            assert_int_equal(nh_bounded((uint32_t)(hi - 1u), n), k);
            if (k > 0)
                assert_int_equal(nh_bounded((uint32_t)(lo - 1u), n), k - 1u);
            uint64_t count = hi - lo;
            total += count;
            if (count < min_count)
                min_count = count;
            if (count > max_count)
                max_count = count;
        }
        assert_int_equal(total, UINT64_C(1) << 32);
        assert_true(max_count - min_count <= 1u);
        /* floor and ceil of 2^32/n are the only counts. */
        assert_int_equal(min_count, (UINT64_C(1) << 32) / n);
    }
}

/* Multiply-shift is monotone: spot-check on a pseudo-random ladder. */
static void test_bounded_monotone(void **state)
{
    (void)state;
    nh_pcg32 rng;
    pcg32_seed(&rng, 3u, 4u);
    for (size_t c = 0; c < sizeof bounded_ns / sizeof bounded_ns[0]; c++) {
        uint32_t n = bounded_ns[c];
        for (int i = 0; i < 10000; i++) {
            uint32_t a = pcg32_next(&rng), b = pcg32_next(&rng);
            if (a > b) {
                uint32_t t = a;
                a = b;
                b = t;
            }
            assert_true(nh_bounded(a, n) <= nh_bounded(b, n));
            assert_true(nh_bounded(b, n) < n);
        }
    }
}

static void test_pcg32_bounded_uses_next_output(void **state)
{
    (void)state;
    nh_pcg32 a, b;
    pcg32_seed(&a, 11u, 12u);
    b = a;
    for (int i = 0; i < 1000; i++) {
        uint32_t n = (uint32_t)i + 1u;
        assert_int_equal(pcg32_bounded(&a, n), nh_bounded(pcg32_next(&b), n));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pcg32_reference_demo_outputs),
        cmocka_unit_test(test_pcg32_seed_inc_is_odd),
        cmocka_unit_test(test_mix64_splitmix_known_answers),
        cmocka_unit_test(test_seed_stream_is_deterministic),
        cmocka_unit_test(test_seed_stream_distinct_generators),
        cmocka_unit_test(test_seed_stream_each_coordinate_matters),
        cmocka_unit_test(test_lanes_seed_matches_seed_stream),
        cmocka_unit_test(test_lanes_next_matches_scalar),
        cmocka_unit_test(test_lanes_get_put_round_trip),
        cmocka_unit_test(test_bounded_extremes),
        cmocka_unit_test(test_bounded_counts_differ_by_at_most_one),
        cmocka_unit_test(test_bounded_monotone),
        cmocka_unit_test(test_pcg32_bounded_uses_next_output),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
