/* The grid harness: every kind's keys that the shared grid layer reads
 * (nhmc/grid.h), over the registry, as GSL's rng/test.c runs over every
 * generator.  A new kind's keys are checked here without a line.  Bad input
 * as a user writes it is in tests/bad-input.tsv; each kind's own values and
 * cases in tests/test_K_grid.c. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/grid.h"
#include "nhmc/kind.h"

#define TYPES (NH_GRID_INTS | NH_GRID_INT | NH_GRID_FLAG | NH_GRID_WORD | NH_GRID_VARIANTS)
#define ONE   (NH_GRID_INT | NH_GRID_FLAG | NH_GRID_WORD)

static bool storable(size_t size)
{
    return size == sizeof(bool) || size == sizeof(int) || size == sizeof(int64_t);
}

/* The value of a key of one value in grid, as grid_parse_one stores it. */
static long stored(const struct nh_key *key, const void *grid)
{
    const char *at = (const char *)grid + key->offset;
    if (key->size == sizeof(bool))
        return *(const bool *)at;
    if (key->size == sizeof(int))
        return *(const int *)at;
    return (long)*(const int64_t *)at;
}

/* Each key's entry: one grid type at most, its field inside the kind's
 * grid and of a size the layer stores, the words and label its messages
 * need, the variants its entry says, a case field of a storable size. */
static void keys_well_formed(void **state)
{
    (void)state;
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        for (int j = 0; j < k->nkeys; j++) {
            const struct nh_key *key = &k->keys[j];
            unsigned type = key->grid & TYPES;
            assert_int_equal(type & (type - 1), 0);
            assert_true(key->case_size == 0 || storable(key->case_size));
            if (type & ONE) {
                assert_true(storable(key->size));
                assert_true(key->offset + key->size <= k->grid_size);
            } else if (type) {
                assert_true(key->cap > 0);
                assert_true(key->offset + (size_t)key->cap * sizeof(int) <= k->grid_size);
            }
            if (type & (NH_GRID_INT | NH_GRID_INTS))
                assert_true(key->lo <= key->hi);
            if (type == NH_GRID_WORD)
                assert_true((key->words || key->word) && key->label);
            if (type == NH_GRID_VARIANTS)
                assert_int_equal(key->variants, k->variants);
        }
    }
}

/* Each key of one value: its example read, its fallback when not given,
 * a number's range ends, and a value it cannot be refused, quoted, with
 * what was expected. */
static void one_value_keys(void **state)
{
    (void)state;
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        void *grid = calloc(1, k->grid_size);
        assert_non_null(grid);
        for (int j = 0; j < k->nkeys; j++) {
            const struct nh_key *key = &k->keys[j];
            char err[512] = "", text[32];
            if (!(key->grid & ONE))
                continue;
            if (grid_parse_one(key, key->example, grid, err, sizeof err) != 0) {
                print_error("%s: %s = %s: %s\n", k->name, key->name, key->example, err);
                fail();
            }
            memset(grid, 0x5a, k->grid_size);
            assert_int_equal(grid_parse_one(key, NULL, grid, err, sizeof err), 0);
            assert_int_equal(stored(key, grid),
                             key->size == sizeof(bool) ? key->fallback != 0 : key->fallback);
            assert_int_equal(grid_parse_one(key, "no such value", grid, err, sizeof err), -1);
            assert_non_null(strstr(err, "\"no such value\""));
            assert_non_null(strstr(err, "expected"));
            if (key->grid & NH_GRID_FLAG) {
                assert_int_equal(grid_parse_one(key, "off", grid, err, sizeof err), 0);
                assert_int_equal(stored(key, grid), 0);
                assert_int_equal(grid_parse_one(key, "On", grid, err, sizeof err), 0);
                assert_int_equal(stored(key, grid), 1);
            }
            if (key->grid & NH_GRID_INT) {
                snprintf(text, sizeof text, "%ld", key->lo);
                assert_int_equal(grid_parse_one(key, text, grid, err, sizeof err), 0);
                assert_int_equal(stored(key, grid), key->lo);
                snprintf(text, sizeof text, "%ld", key->hi + 1);
                assert_int_equal(grid_parse_one(key, text, grid, err, sizeof err), -1);
                assert_non_null(strstr(err, key->expected));
            }
        }
        free(grid);
    }
}

/* Each list key of whole numbers or names: its example read into its
 * list, within its room; its fallback when not given; a value it cannot be
 * refused with what was expected. */
static void list_keys(void **state)
{
    (void)state;
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        void *grid = calloc(1, k->grid_size);
        assert_non_null(grid);
        for (int j = 0; j < k->nkeys; j++) {
            const struct nh_key *key = &k->keys[j];
            const int *values = (const int *)((const char *)grid + key->offset);
            char err[512] = "";
            if (!(key->grid & NH_GRID_INTS))
                continue;
            int n = grid_parse_list(key, key->example, grid, err, sizeof err);
            if (n < 1 || n > key->cap) {
                print_error("%s: %s = %s: %s\n", k->name, key->name, key->example, err);
                fail();
            }
            n = grid_parse_list(key, NULL, grid, err, sizeof err);
            if (key->grid & NH_GRID_REQUIRED)
                assert_int_equal(n, 0);
            else
                assert_true(n == 1 && values[0] == key->fallback);
            assert_int_equal(grid_parse_list(key, "no such value", grid, err, sizeof err), -1);
            assert_non_null(strstr(err, "expected"));
        }
        free(grid);
    }
}

/* Words for one value, any case, separated by '|'; no part of a word. */
static void word_aliases(void **state)
{
    (void)state;
    static const struct nh_grid_word words[] = {{"lawful|law", 1}, {"chaotic", -1}, {NULL, 0}};
    assert_int_equal(grid_word_find(words, "LAW")->value, 1);
    assert_int_equal(grid_word_find(words, "lawful")->value, 1);
    assert_int_equal(grid_word_find(words, "chaotic")->value, -1);
    assert_null(grid_word_find(words, "la"));
    assert_null(grid_word_find(words, "lawful|law"));
    assert_null(grid_word_find(words, ""));
    assert_null(grid_word_find(NULL, "law"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(keys_well_formed),
        cmocka_unit_test(one_value_keys),
        cmocka_unit_test(list_keys),
        cmocka_unit_test(word_aliases),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
