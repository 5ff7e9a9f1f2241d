/* kinds: the one list of experiment kinds (kind.h), and lookups in it. */
#include "nhmc/kind.h"

#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <strings.h>

extern const struct nh_kind levelup_kind, rnz_kind, regen_kind, prayer_kind, growth_kind,
    monster_kind, grace_kind, sanity_kind;

const struct nh_kind *const nh_kinds[] = {
    &levelup_kind, &rnz_kind,   &regen_kind,  &prayer_kind, &growth_kind,
    &monster_kind, &grace_kind, &sanity_kind, NULL,
};

/* The run and output options as the --help of kinds with a distribution
 * per row and 21-column option names print them (growth, monster, regen),
 * after their -n line; then where a value stands, unless the kind words it
 * its own way (growth's --hp). */
const char nh_help_run_files[] =
    "  --seed S           random seed (default 20261121)\n"
    "  -j, --threads N    worker threads (default: all cores); results do not depend on N\n"
    "  --format F         table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F     write to file F instead; {variant} in F: one file per variant\n"
    "  --plot F           also draw a picture with gnuplot: F.svg, F.png or F.pdf;\n"
    "                     F.json: the chart's data instead (docs/plots.md)\n"
    "  --plot-script F    also keep its gnuplot script, data included\n"
    "  --histogram F      also write the whole distribution: grid columns, value,count,prob\n";
const char nh_help_stand_values[] =
    "  --value V          where V stands in each row's distribution: adds value,\n"
    "                     p_ge = P(>= V), p_le = P(<= V), percentile (ties count\n"
    "                     half) and, by Monte Carlo, 95% intervals p_ge_lo..p_le_hi\n"
    "  --at-least V       the same columns; the sentence gives P(X >= V)\n"
    "  --at-most V        the same columns; the sentence gives P(X <= V)\n";

/* A kind's name and its command differ for prayer (nhmc pray): either
 * names it, in a scenario's kind = and on the command line alike. */
const struct nh_kind *kind_by_name(const char *name)
{
    for (int i = 0; nh_kinds[i]; i++)
        if (strcasecmp(name, nh_kinds[i]->name) == 0 || strcasecmp(name, nh_kinds[i]->command) == 0)
            return nh_kinds[i];
    return NULL;
}

const struct nh_kind *kind_by_command(const char *command)
{
    for (int i = 0; nh_kinds[i]; i++)
        if (strcmp(command, nh_kinds[i]->command) == 0 || strcmp(command, nh_kinds[i]->name) == 0)
            return nh_kinds[i];
    return NULL;
}

char *kind_help_text(const struct nh_kind *k)
{
    size_t len = 1;
    for (const char *const *part = k->help; *part; part++)
        len += strlen(*part);
    char *text = malloc(len);
    if (!text)
        return NULL;
    text[0] = '\0';
    for (const char *const *part = k->help; *part; part++)
        strcat(text, *part);
    return text;
}

int kind_key(const struct nh_kind *k, const char *name)
{
    for (int i = 0; i < k->nkeys; i++)
        if (strcasecmp(name, k->keys[i].name) == 0)
            return i;
    return -1;
}

const char *kind_key_option(const struct nh_kind *k, int i, char *buf, size_t len)
{
    const struct nh_key *key = &k->keys[i];
    if (key->option)
        return key->option;
    size_t n = 0;
    for (; key->name[n] && n + 1 < len; n++)
        buf[n] = key->name[n] == '_' ? '-' : key->name[n];
    buf[n] = '\0';
    return buf;
}

/* "a, b and c" of the kinds in set (bit i: nh_kinds[i]), names or commands. */
static void kinds_words(unsigned set, bool commands, char *buf, size_t len)
{
    int n = 0, total = 0;
    for (int i = 0; nh_kinds[i]; i++)
        n += (set >> i) & 1u;
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; nh_kinds[i] && used < len; i++) {
        if (!((set >> i) & 1u))
            continue;
        total++;
        used += (size_t)snprintf(buf + used, len - used, "%s%s",
                                 total == 1   ? ""
                                 : total == n ? " and "
                                              : ", ",
                                 commands ? nh_kinds[i]->command : nh_kinds[i]->name);
    }
}

/* The kinds in set as a phrase: "every kind", "every kind but X" when at
 * most a quarter are missing, else their list. */
static void kinds_phrase(unsigned set, bool commands, char *buf, size_t len)
{
    int nkinds = 0, missing = 0;
    for (; nh_kinds[nkinds]; nkinds++)
        missing += !((set >> nkinds) & 1u);
    unsigned all = (1u << nkinds) - 1u;
    if (missing == 0) {
        snprintf(buf, len, "every kind");
    } else if (4 * missing <= nkinds) {
        char but[256];
        kinds_words(all & ~set, commands, but, sizeof but);
        snprintf(buf, len, "every kind but %s", but);
    } else {
        kinds_words(set, commands, buf, len);
    }
}

/* The kinds (bit i: nh_kinds[i]) that model v; in *alone those that model
 * v only. */
static unsigned kinds_with(enum nh_variant v, unsigned *alone)
{
    unsigned set = 0;
    *alone = 0;
    for (int i = 0; nh_kinds[i]; i++)
        if (nh_kinds[i]->variants & NH_VARIANT_BIT(v)) {
            set |= 1u << i;
            if (nh_kinds[i]->variants == NH_VARIANT_BIT(v))
                *alone |= 1u << i;
        }
    return set;
}

char *kinds_of_variant(enum nh_variant v, bool commands, char *buf, size_t len)
{
    unsigned alone;
    kinds_phrase(kinds_with(v, &alone), commands, buf, len);
    return buf;
}

/* Append text to buf, wrapping at width columns: a line breaks at a run of
 * spaces, which the break takes away. */
struct wrap {
    char *buf;
    size_t len, used;
    int width;
    size_t line; /* where the current line begins in buf */
};

static void wrap_add(struct wrap *w, const char *text)
{
    for (const char *p = text; *p && w->used + 1 < w->len; p++) {
        w->buf[w->used++] = *p;
        w->buf[w->used] = '\0';
        if (*p == '\n')
            w->line = w->used;
        if ((int)(w->used - w->line) <= w->width || *p == ' ')
            continue;
        /* too long: break at the last run of spaces of this line */
        size_t sp = w->used;
        while (sp > w->line && w->buf[sp - 1] != ' ')
            sp--;
        if (sp == w->line)
            continue; /* one word longer than the line */
        size_t start = sp;
        while (start > w->line && w->buf[start - 1] == ' ')
            start--;
        size_t tail = w->used - sp;
        memmove(w->buf + start + 1, w->buf + sp, tail + 1);
        w->buf[start] = '\n';
        w->used = start + 1 + tail;
        w->line = start + 1;
    }
}

char *kinds_variants_help(int width, char *buf, size_t len)
{
    struct wrap w = {buf, len, 0, width, 0};
    char text[512];
    buf[0] = '\0';
    wrap_add(&w, "Variants: ");
    for (int v = 0; v < NH_VARIANT_COUNT;) {
        /* a group: the variants after v that the same kinds model */
        unsigned alone, set = kinds_with((enum nh_variant)v, &alone);
        int end = v + 1;
        for (unsigned a; end < NH_VARIANT_COUNT && kinds_with((enum nh_variant)end, &a) == set;)
            end++;
        for (int u = v; u < end; u++) {
            const char *note = variant_note((enum nh_variant)u);
            snprintf(text, sizeof text, "%s%s%s%s%s",
                     u == v         ? ""
                     : u == end - 1 ? " and "
                                    : ", ",
                     variant_name((enum nh_variant)u),
                     u == NH_VARIANT_DEFAULT ? " (the default)"
                     : note                  ? " ("
                                             : "",
                     u != NH_VARIANT_DEFAULT && note ? note : "",
                     u != NH_VARIANT_DEFAULT && note ? ")" : "");
            wrap_add(&w, text);
        }
        if (end - v > 1)
            alone = 0; /* a kind of one variant has no group of several */
        char phrase[256];
        if (set & ~alone) {
            kinds_phrase(set & ~alone, true, phrase, sizeof phrase);
            snprintf(text, sizeof text, " for %s", phrase);
            wrap_add(&w, text);
        }
        if (alone) {
            int n = 0;
            for (int i = 0; nh_kinds[i]; i++)
                n += (alone >> i) & 1u;
            kinds_words(alone, true, phrase, sizeof phrase);
            snprintf(text, sizeof text, "%s%s %s %s's alone", set & ~alone ? ", and " : " ", phrase,
                     n > 1 ? "are" : "is", variant_game((enum nh_variant)v));
            wrap_add(&w, text);
        }
        v = end;
        wrap_add(&w, v < NH_VARIANT_COUNT ? "; " : ".");
    }
    for (int i = 0; nh_kinds[i]; i++)
        if (nh_kinds[i]->variants_note) {
            wrap_add(&w, "  ");
            wrap_add(&w, nh_kinds[i]->variants_note);
        }
    wrap_add(&w, "\n");
    return buf;
}
