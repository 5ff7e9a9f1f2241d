/* Verification over the registry, as GSL's rng/test.c runs its tests over
 * every generator type: each kind in nh_kinds has rows of `nhmc selfcheck`
 * (kind.h: its kernels against its exact model, its controls, its known
 * answers), and they pass with a fixed seed, a control passing when the
 * fit rejects it.  No kind is named here: a new kind is checked by being in
 * the list.  Each kind's own, longer cases are in tests/test_K_verify.c.
 */
#include "verify_util.h"

#include <stdio.h>

#include "nhmc/kind.h"
#include "nhmc/selfcheck.h"

/* The lines a part printed to f (rewound). */
static int lines_of(FILE *f)
{
    int n = 0, c;
    rewind(f);
    while ((c = fgetc(f)) != EOF)
        n += c == '\n';
    return n;
}

/* Every kind fits its kernel against its exact model: it has fits, and
 * every part prints one line per check it counts. */
static void every_kind_has_fits(void **state)
{
    (void)state;
    for (int i = 0; nh_kinds[i]; i++)
        if (!nh_kinds[i]->selfcheck) {
            print_error("kind %s has no selfcheck rows\n", nh_kinds[i]->name);
            fail();
        }
}

/* Each part of each kind, at a tenth of the trials of the kinds' own
 * tests: every check passes. */
static void every_kind_passes(void **state)
{
    (void)state;
    const struct nh_selfcheck_options o = {trials() / 10, SEED, 2};
    int total = 0;
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        for (int p = 0; p < NH_SELFCHECK_PARTS; p++) {
            FILE *out = tmpfile();
            assert_non_null(out);
            int run = 0, failed = 0;
            assert_int_equal(selfcheck_part(k, p, &o, out, &run, &failed), 0);
            if (p == NH_SELFCHECK_FITS)
                assert_true(run > 0);
            assert_int_equal(lines_of(out), run);
            if (failed) {
                char line[256];
                rewind(out);
                while (fgets(line, sizeof line, out))
                    print_error("%s: %s", k->name, line);
                fail();
            }
            total += run;
            fclose(out);
        }
    }
    assert_true(total > 0);
}

/* The whole run prints its frame and counts what the kinds count. */
static void selfcheck_counts_every_check(void **state)
{
    (void)state;
    const struct nh_selfcheck_options o = {2000, SEED, 2};
    int want = 0;
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        for (int p = 0; p < NH_SELFCHECK_PARTS; p++) {
            FILE *sink = tmpfile();
            int failed = 0;
            assert_non_null(sink);
            assert_int_equal(selfcheck_part(k, p, &o, sink, &want, &failed), 0);
            fclose(sink);
        }
    }
    FILE *out = tmpfile();
    assert_non_null(out);
    assert_int_equal(selfcheck_run(&o, out), 0);
    char line[256], last[256] = "", expect[64];
    rewind(out);
    while (fgets(line, sizeof line, out))
        snprintf(last, sizeof last, "%s", line);
    snprintf(expect, sizeof expect, "selfcheck: %d checks, 0 failed\n", want);
    assert_string_equal(last, expect);
    fclose(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_kind_has_fits),
        cmocka_unit_test(every_kind_passes),
        cmocka_unit_test(selfcheck_counts_every_check),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
