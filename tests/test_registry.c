/* The kind registry (kind.h): one entry per kind, each one whole; its keys
 * are the options of its command and the keys of its scenario section, and
 * its help names them. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/experiment.h"
#include "nhmc/kind.h"

/* The options every running command takes besides its kind's own. */
static const char *const common_options[] = {
    "trials", "seed", "threads",      "format",    "output", "histogram",   "exact", "method",
    "quiet",  "help", "wiki-columns", "wiki-stat", "plot",   "plot-script", NULL};

static int nkinds(void)
{
    int n = 0;
    while (nh_kinds[n])
        n++;
    return n;
}

/* The eight kinds, in the order of nhmc --help; each found by its name and
 * its command, both unique. */
static void test_the_list(void **state)
{
    (void)state;
    static const char *const names[] = {"levelup", "rnz",     "regen", "prayer",
                                        "growth",  "monster", "grace", "sanity"};
    assert_int_equal(nkinds(), 8);
    for (int i = 0; i < 8; i++) {
        assert_string_equal(nh_kinds[i]->name, names[i]);
        assert_ptr_equal(kind_by_name(names[i]), nh_kinds[i]);
        assert_ptr_equal(kind_by_command(nh_kinds[i]->command), nh_kinds[i]);
        for (int j = 0; j < i; j++) {
            assert_string_not_equal(nh_kinds[i]->section, nh_kinds[j]->section);
            assert_string_not_equal(nh_kinds[i]->command, nh_kinds[j]->command);
        }
    }
    assert_ptr_equal(kind_by_command("pray"), kind_by_name("prayer"));
    assert_ptr_equal(kind_by_name("PRAYER"), kind_by_name("prayer")); /* any case */
    /* either name of prayer, in a scenario and on the command line */
    assert_ptr_equal(kind_by_name("pray"), kind_by_name("prayer"));
    assert_ptr_equal(kind_by_command("prayer"), kind_by_name("prayer"));
    assert_null(kind_by_name("praying"));
    assert_null(kind_by_command("Pray")); /* commands are typed in lower case */
}

/* Every entry has what the front ends and the pipeline call. */
static void test_entries_whole(void **state)
{
    (void)state;
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        const struct nh_experiment *e = k->experiment;
        assert_non_null(k->synopsis);
        assert_non_null(k->help);
        assert_non_null(k->help[0]);
        assert_true(k->nkeys > 0);
        assert_true(k->grid_size > 0);
        assert_non_null(k->parse);
        assert_non_null(k->columns);
        assert_true(k->columns->n > 0 && k->columns->n <= 16);
        assert_true(k->words_key < k->nkeys);
        assert_non_null(e);
        assert_non_null(e->jobs);
        assert_non_null(e->count);
        assert_non_null(e->make_case);
        assert_non_null(e->table);
        assert_non_null(e->solve);
        assert_true((e->rows != NULL) != (e->row_values != NULL)); /* one of them */
        /* a table of values names its columns, and says which for wiki_stat */
        assert_true((e->values || e->value_names) == (k->value_examples != NULL));
        if (k->list_options || k->hidden_lists)
            assert_non_null(k->lists);
        assert_true(!k->lists || k->list);
    }
}

/* Key names are unique within a kind, and so are options. */
static void test_keys_unique(void **state)
{
    (void)state;
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        for (int a = 0; a < k->nkeys; a++) {
            char oa[32], ob[32];
            assert_int_equal(kind_key(k, k->keys[a].name), a);
            assert_non_null(k->keys[a].example);
            for (int b = 0; b < a; b++)
                assert_string_not_equal(kind_key_option(k, a, oa, sizeof oa),
                                        kind_key_option(k, b, ob, sizeof ob));
        }
    }
}

/* "--name" as a whole word of text. */
static bool names_option(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strstr(text, "--"); p; p = strstr(p + 2, "--"))
        if (strncmp(p + 2, name, n) == 0 &&
            !(p[2 + n] == '-' || (p[2 + n] >= 'a' && p[2 + n] <= 'z')))
            return true;
    return false;
}

/* The options of where a value stands, taken by kinds whose rows are
 * distributions of a number (the experiment's stand_words). */
static const char *const stand_options[] = {"at-least", "at-most", "value", NULL};

static bool is_option(const struct nh_kind *k, const char *name)
{
    char buf[32];
    for (int i = 0; (k->experiment->stand_words || k->experiment->stand_values) && stand_options[i];
         i++)
        if (strcmp(name, stand_options[i]) == 0)
            return true;
    if (k->value_option && strcmp(name, k->value_option) == 0)
        return true;
    for (int i = 0; common_options[i]; i++)
        if (strcmp(name, common_options[i]) == 0)
            return true;
    for (int i = 0; i < k->nkeys; i++)
        if (!(k->keys[i].flags & NH_KEY_NO_OPTION) &&
            strcmp(name, kind_key_option(k, i, buf, sizeof buf)) == 0)
            return true;
    return false;
}

/* The help of each command names every option of its keys (and those of
 * where a value stands where it takes them), and no option that the
 * command does not take. */
static void test_help_names_the_options(void **state)
{
    (void)state;
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        char buf[32], *help = kind_help_text(k);
        assert_non_null(help);
        for (int key = 0; key < k->nkeys; key++) {
            if (k->keys[key].flags & NH_KEY_NO_OPTION)
                continue;
            const char *option = kind_key_option(k, key, buf, sizeof buf);
            if (!names_option(help, option)) {
                print_error("nhmc %s --help does not name --%s\n", k->command, option);
                fail();
            }
        }
        for (int s = 0;
             (k->experiment->stand_words || k->experiment->stand_values) && stand_options[s]; s++)
            if (!names_option(help, stand_options[s])) {
                print_error("nhmc %s --help does not name --%s\n", k->command, stand_options[s]);
                fail();
            }
        if (k->value_option && !names_option(help, k->value_option)) {
            print_error("nhmc %s --help does not name --%s\n", k->command, k->value_option);
            fail();
        }
        for (const char *p = strstr(help, "--"); p; p = strstr(p + 2, "--")) {
            char word[32];
            size_t n = strspn(p + 2, "abcdefghijklmnopqrstuvwxyz0123456789-");
            if (n == 0 || n >= sizeof word)
                continue;
            memcpy(word, p + 2, n);
            word[n] = '\0';
            if (!is_option(k, word)) {
                print_error("nhmc %s --help names --%s, which it does not take\n", k->command,
                            word);
                fail();
            }
        }
        free(help);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_list),
        cmocka_unit_test(test_entries_whole),
        cmocka_unit_test(test_keys_unique),
        cmocka_unit_test(test_help_names_the_options),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
