/* kinddoc: the key tables of docs/kinds/K.md, printed from the kind registry.
 *
 * Usage: kinddoc KIND             the page's key table
 *        kinddoc --list           the kinds' names, one a line
 *        kinddoc --variants KIND  the variants it models, as the README's
 *                                 table of kinds names them
 *
 * Prints, as Markdown, every key of the kind (include/nhmc/kind.h): its
 * scenario key and section, its command-line option, a sample value and
 * what it means: the key's help in the registry (struct nh_key's help,
 * which tests/test_registry.c holds to the words of its option in the
 * kind's own `nhmc COMMAND --help`), so that the page, the help and the
 * parser say the same.  Then the
 * kind's grid columns (what wiki_columns may name).  tests/docs.sh checks
 * that the committed pages hold exactly this output; `make kinddocs`
 * rewrites them.  Exit status 2 for an unknown kind.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/kind.h"

/* Prints text with Markdown table cells' bars escaped. */
static void put_cell(const char *text, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '|')
            putchar('\\');
        putchar(text[i]);
    }
}

/* Whether the option column of a help entry (col, len) names --option. */
static int names_option(const char *col, size_t len, const char *option)
{
    size_t olen = strlen(option);
    for (size_t i = 0; i + 2 + olen <= len; i++) {
        if (col[i] != '-' || col[i + 1] != '-' || strncmp(col + i + 2, option, olen) != 0)
            continue;
        if (i > 0 && col[i - 1] != ' ' && col[i - 1] != ',' && col[i - 1] != '|' &&
            col[i - 1] != '[')
            continue;
        char after = i + 2 + olen < len ? col[i + 2 + olen] : ' ';
        if (after == ' ' || after == ',' || after == '|' || after == ']' || after == '=')
            return 1;
    }
    return 0;
}

/* Prints the meaning of --option from help: the text after the option
 * column of the entry that names it, its continuation lines joined.
 * Returns 0, or -1 when no entry names it. */
static int put_meaning(const char *help, const char *option)
{
    const char *line = help;
    while (*line) {
        const char *end = strchr(line, '\n');
        if (!end)
            end = line + strlen(line);
        /* an entry: two spaces, then a dash */
        if (end - line > 3 && line[0] == ' ' && line[1] == ' ' && line[2] == '-') {
            const char *col = line + 2, *gap = strstr(col, "  ");
            if (gap && gap < end && names_option(col, (size_t)(gap - col), option)) {
                const char *text = gap;
                while (*text == ' ')
                    text++;
                put_cell(text, (size_t)(end - text));
                /* continuation lines: deeper indent, no dash */
                for (const char *next = *end ? end + 1 : end; *next;) {
                    const char *nend = strchr(next, '\n');
                    if (!nend)
                        nend = next + strlen(next);
                    const char *t = next;
                    while (*t == ' ')
                        t++;
                    if (t - next < 4 || *t == '-' || t == nend)
                        break;
                    putchar(' ');
                    put_cell(t, (size_t)(nend - t));
                    next = *nend ? nend + 1 : nend;
                }
                return 0;
            }
        }
        line = *end ? end + 1 : end;
    }
    return -1;
}

static int print_kind(const struct nh_kind *k)
{
    int missing = 0;
    char *help = kind_help_text(k);
    if (!help) {
        fprintf(stderr, "kinddoc: out of memory\n");
        return 1;
    }
    printf("Scenario keys (section `[%s]`; `[run]` where marked) and the options of "
           "`nhmc %s`:\n\n",
           k->section, k->command);
    printf("| scenario key | option | e.g. | meaning (from `nhmc %s --help`) |\n", k->command);
    printf("|---|---|---|---|\n");
    for (int i = 0; i < k->nkeys; i++) {
        const struct nh_key *key = &k->keys[i];
        char buf[64];
        const char *option = kind_key_option(k, i, buf, sizeof buf);
        printf("| `%s`", key->name);
        if (key->flags & NH_KEY_RUN)
            printf(" in `[run]`");
        if (key->flags & NH_KEY_REQUIRED)
            printf(" (required)");
        if (key->flags & NH_KEY_NO_OPTION)
            printf(" | (scenario only)");
        else if (k->words_name && i == k->words_key)
            printf(" | `--%s` or the words %s", option, k->words_name);
        else if (key->flags & NH_KEY_FLAG)
            printf(" | `--%s` (a flag: `%s = %s`)", option, key->name,
                   key->flag_value ? key->flag_value : "on");
        else
            printf(" | `--%s`", option);
        printf(" | `");
        put_cell(key->example, strlen(key->example));
        printf("` | ");
        if (key->help && *key->help)
            put_cell(key->help, strlen(key->help));
        else if (key->flags & NH_KEY_NO_OPTION || put_meaning(help, option) != 0) {
            if (key->expected)
                put_cell(key->expected, strlen(key->expected));
            else if (key->flags & NH_KEY_NO_OPTION)
                printf("a scenario key only");
            else
                missing++;
        }
        printf(" |\n");
    }
    printf("\nGrid columns (what `wiki_columns` may name):");
    for (int c = 0; c < k->columns->n; c++)
        printf(" `%s`%s", k->columns->names[c], c + 1 < k->columns->n ? "," : ".\n");
    free(help);
    if (missing)
        fprintf(stderr, "kinddoc: %s: %d keys have no meaning in the help\n", k->name, missing);
    return missing ? 1 : 0;
}

/* "3.4.3, 3.6.7, 5.0, dNetHack": the vanilla versions by number, the
 * others by the game's name (struct nh_kind's variants). */
static int print_variants(const struct nh_kind *k)
{
    const char *sep = "";
    for (int v = 0; v < NH_VARIANT_COUNT; v++)
        if (k->variants & NH_VARIANT_BIT(v)) {
            printf("%s%s", sep,
                   variant_is_vanilla((enum nh_variant)v) ? variant_name((enum nh_variant)v)
                                                          : variant_game((enum nh_variant)v));
            sep = ", ";
        }
    printf("\n");
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--variants") == 0) {
        const struct nh_kind *k = kind_by_name(argv[2]);
        if (!k) {
            fprintf(stderr, "kinddoc: unknown kind '%s'\n", argv[2]);
            return 2;
        }
        return print_variants(k);
    }
    if (argc != 2) {
        fprintf(stderr, "usage: kinddoc KIND | kinddoc --list | kinddoc --variants KIND\n");
        return 2;
    }
    if (strcmp(argv[1], "--list") == 0) {
        for (int i = 0; nh_kinds[i]; i++)
            printf("%s\n", nh_kinds[i]->name);
        return 0;
    }
    const struct nh_kind *k = kind_by_name(argv[1]);
    if (!k) {
        fprintf(stderr, "kinddoc: unknown kind '%s'\n", argv[1]);
        return 2;
    }
    return print_kind(k);
}
