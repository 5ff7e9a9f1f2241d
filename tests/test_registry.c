/* The kind registry (kind.h): one entry per kind, each one whole; its keys
 * are the options of its command and the keys of its scenario section, and
 * its help names them. */
#include "testutil.h"

#include <stdio.h>
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

/* Each kind is found by its name (any case) and by its command, and no
 * two share a name, a command or a section; a kind's command is not
 * another name of it (nor its name a command) unless a kind has it so. */
static void test_the_list(void **state)
{
    (void)state;
    assert_true(nkinds() > 0);
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        char upper[32];
        size_t n = strlen(k->name);
        assert_true(n < sizeof upper);
        for (size_t c = 0; c <= n; c++)
            upper[c] = (char)(k->name[c] >= 'a' && k->name[c] <= 'z' ? k->name[c] - 'a' + 'A'
                                                                     : k->name[c]);
        assert_ptr_equal(kind_by_name(k->name), k);
        assert_ptr_equal(kind_by_name(upper), k);
        assert_ptr_equal(kind_by_command(k->command), k);
        for (int j = 0; j < i; j++) {
            assert_string_not_equal(k->name, nh_kinds[j]->name);
            assert_string_not_equal(k->section, nh_kinds[j]->section);
            assert_string_not_equal(k->command, nh_kinds[j]->command);
        }
    }
    assert_null(kind_by_name("no-such-kind"));
    assert_null(kind_by_command("no-such-kind"));
    /* a kind's name and its command each name it, in a scenario and on the
     * command line (nhmc prayer, kind = pray); names any case, commands
     * as typed */
    for (int i = 0; nh_kinds[i]; i++) {
        assert_ptr_equal(kind_by_name(nh_kinds[i]->command), nh_kinds[i]);
        assert_ptr_equal(kind_by_command(nh_kinds[i]->name), nh_kinds[i]);
    }
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
        for (int c = 0; c < 16; c++) /* a name and label for each column, none past them */
            assert_true((k->columns->names[c] != NULL) == (c < k->columns->n) &&
                        (k->columns->labels[c] != NULL) == (c < k->columns->n));
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

/* text with each run of white space made one space, in out */
static void one_line(const char *text, char *out, size_t len)
{
    size_t n = 0;
    for (const char *p = text; *p && n + 1 < len; p++) {
        bool space = *p == ' ' || *p == '\n' || *p == '\t';
        if (space && (n == 0 || out[n - 1] == ' '))
            continue;
        out[n++] = space ? ' ' : *p;
    }
    out[n] = '\0';
}

/* Every key has a one-line help (the page's and docs/kinds' tables'); a
 * key with an option has the words of its kind's --help, so that the two
 * cannot drift apart. */
static void test_keys_have_help(void **state)
{
    (void)state;
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        char *help = kind_help_text(k);
        assert_non_null(help);
        static char flat[65536];
        one_line(help, flat, sizeof flat);
        for (int key = 0; key < k->nkeys; key++) {
            const char *h = k->keys[key].help;
            if (!h || !*h || strchr(h, '\n') || h[strlen(h) - 1] == ' ') {
                print_error("%s: key %s has no one-line help\n", k->name, k->keys[key].name);
                fail();
            }
            if (k->keys[key].flags & NH_KEY_NO_OPTION)
                continue;
            char want[2048];
            one_line(h, want, sizeof want);
            if (!strstr(flat, want)) {
                print_error("%s: the help of key %s is not in nhmc %s --help: \"%s\"\n", k->name,
                            k->keys[key].name, k->command, h);
                fail();
            }
        }
        free(help);
    }
}

/* Every kind models a variant, and only variants that exist. */
static void test_variants_known(void **state)
{
    (void)state;
    for (int i = 0; nh_kinds[i]; i++) {
        assert_true(nh_kinds[i]->variants != 0);
        assert_int_equal(nh_kinds[i]->variants & ~NH_VARIANTS_ALL, 0);
    }
}

/* Whether `word` is an item of the list "a, b and c". */
static bool list_has(const char *list, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = strstr(list, word); p; p = strstr(p + 1, word)) {
        bool starts = p == list || strncmp(p - 2, ", ", 2) == 0 ||
                      (p - list >= 5 && strncmp(p - 5, " and ", 5) == 0);
        bool ends = p[n] == '\0' || p[n] == ',' || strncmp(p + n, " and ", 5) == 0;
        if (starts && ends)
            return true;
    }
    return false;
}

/* The words that say which kinds model a variant (the messages refusing
 * one, nhmc list variants) name exactly the kinds whose variants have it:
 * as a list, as "every kind", or as "every kind but" those without it. */
static void test_kinds_of_variant(void **state)
{
    (void)state;
    for (int v = 0; v < NH_VARIANT_COUNT; v++)
        for (int commands = 0; commands < 2; commands++) {
            char text[512];
            kinds_of_variant((enum nh_variant)v, commands, text, sizeof text);
            const char *but = "every kind but ";
            bool every = strcmp(text, "every kind") == 0;
            bool except = strncmp(text, but, strlen(but)) == 0;
            for (int i = 0; nh_kinds[i]; i++) {
                const struct nh_kind *k = nh_kinds[i];
                bool has = (k->variants & NH_VARIANT_BIT(v)) != 0;
                const char *word = commands ? k->command : k->name;
                if (every)
                    assert_true(has);
                else if (except)
                    assert_true(has != list_has(text + strlen(but), word));
                else if (has != list_has(text, word)) {
                    print_error("%s: \"%s\" and kind %s disagree\n",
                                variant_name((enum nh_variant)v), text, k->name);
                    fail();
                }
            }
        }
}

/* The paragraph of nhmc --help names every variant, every command of a
 * kind of one variant with that variant's game, and every kind's note,
 * in lines of at most the width asked. */
static void test_variants_help(void **state)
{
    (void)state;
    char text[2048];
    kinds_variants_help(79, text, sizeof text);
    assert_true(strncmp(text, "Variants: ", 10) == 0);
    for (const char *line = text; *line;) {
        const char *nl = strchr(line, '\n');
        assert_non_null(nl);
        assert_true(nl - line <= 79);
        line = nl + 1;
    }
    /* the text without its line breaks */
    for (char *p = text; *p; p++)
        if (*p == '\n')
            *p = ' ';
    for (int v = 0; v < NH_VARIANT_COUNT; v++)
        assert_non_null(strstr(text, variant_name((enum nh_variant)v)));
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        if (k->variants_note)
            assert_non_null(strstr(text, k->variants_note));
        for (int v = 0; v < NH_VARIANT_COUNT; v++)
            if (k->variants == NH_VARIANT_BIT(v)) {
                char alone[128];
                snprintf(alone, sizeof alone, "%s is %s's alone", k->command,
                         variant_game((enum nh_variant)v));
                assert_non_null(strstr(text, alone));
            }
    }
}

/* A kind's parser takes every variant its entry says it models, and a
 * variant outside them only when its variants_note says what else it
 * takes.  A kind that refuses every variant takes none (its rule is the
 * same in each), so its parser has nothing to agree with. */
static void test_parse_agrees_with_variants(void **state)
{
    (void)state;
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        int key = kind_key(k, "variant");
        if (key < 0)
            continue;
        bool taken[NH_VARIANT_COUNT], any = false;
        for (int v = 0; v < NH_VARIANT_COUNT; v++) {
            const char **texts = calloc((size_t)k->nkeys, sizeof *texts);
            void *grid = calloc(1, k->grid_size);
            assert_non_null(texts);
            assert_non_null(grid);
            texts[key] = variant_name((enum nh_variant)v);
            int bad = -1;
            char err[512];
            taken[v] = k->parse(texts, grid, &bad, err, sizeof err) == 0 || bad != key;
            any |= taken[v];
            free(grid);
            free(texts);
        }
        for (int v = 0; any && v < NH_VARIANT_COUNT; v++) {
            bool has = (k->variants & NH_VARIANT_BIT(v)) != 0;
            if (has != taken[v] && !(taken[v] && k->variants_note)) {
                print_error("kind %s: variant %s is %s by its parser, %s by its entry\n", k->name,
                            variant_name((enum nh_variant)v), taken[v] ? "taken" : "refused",
                            has ? "modelled" : "not modelled");
                fail();
            }
        }
    }
}

/* Whether `word` stands alone in text[0..len): not inside a longer number
 * or name. */
static bool names_word(const char *text, size_t len, const char *word)
{
    size_t n = strlen(word);
    for (size_t i = 0; i + n <= len; i++) {
        if (strncmp(text + i, word, n) != 0)
            continue;
        char before = i > 0 ? text[i - 1] : ' ', after = i + n < len ? text[i + n] : ' ';
        bool inside =
            (before >= '0' && before <= '9') || before == '.' || (before >= 'a' && before <= 'z') ||
            (after >= '0' && after <= '9') || (after >= 'a' && after <= 'z') ||
            (after == '.' && i + n + 1 < len && text[i + n + 1] >= '0' && text[i + n + 1] <= '9');
        if (!inside)
            return true;
    }
    return false;
}

/* The --variant entry of each command's help names the variants its entry
 * says it models, and others only when its variants_note says what else
 * it takes. */
static void test_help_names_the_variants(void **state)
{
    (void)state;
    for (int i = 0; nh_kinds[i]; i++) {
        const struct nh_kind *k = nh_kinds[i];
        int key = kind_key(k, "variant");
        if (key < 0 || (k->keys[key].flags & NH_KEY_NO_OPTION))
            continue;
        char buf[32], *help = kind_help_text(k), opt[48];
        assert_non_null(help);
        snprintf(opt, sizeof opt, "\n  --%s", kind_key_option(k, key, buf, sizeof buf));
        const char *entry = strstr(help, opt);
        assert_non_null(entry);
        entry++;
        /* the entry: its first line and those indented under it */
        const char *end = entry;
        while ((end = strchr(end, '\n')) && strncmp(end, "\n      ", 7) == 0)
            end++;
        size_t len = end ? (size_t)(end - entry) : strlen(entry);
        for (int v = 0; v < NH_VARIANT_COUNT; v++) {
            bool has = (k->variants & NH_VARIANT_BIT(v)) != 0;
            bool named = names_word(entry, len, variant_name((enum nh_variant)v));
            if (has != named && !(named && k->variants_note)) {
                print_error("nhmc %s --help: its --variant entry %s %s\n", k->command,
                            named ? "names" : "does not name", variant_name((enum nh_variant)v));
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
        cmocka_unit_test(test_keys_have_help),
        cmocka_unit_test(test_variants_known),
        cmocka_unit_test(test_kinds_of_variant),
        cmocka_unit_test(test_variants_help),
        cmocka_unit_test(test_parse_agrees_with_variants),
        cmocka_unit_test(test_help_names_the_variants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
