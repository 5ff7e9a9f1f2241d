/* experiment_stand: where a value stands, for every kind whose rows are
 * distributions of a number (experiment_stand.h).  The numbers come from
 * the rows' histograms or pmfs by one function (stand.h); the kinds give
 * only the words of the sentence. */
#include "experiment_stand.h"
#include "nhmc/message.h"

#include <stdio.h>
#include <string.h>

/* The kinds that take the options, for the message of one that does not. */
static void stand_kinds(char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; nh_kinds[i] && used < len; i++)
        if (nh_kinds[i]->experiment->stand_words || nh_kinds[i]->experiment->stand_values)
            used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? ", " : "",
                                     nh_kinds[i]->name);
}

int experiment_stand_check(const struct nh_scenario *s, const struct nh_experiment *e)
{
    if (s->stand_ask == NH_STAND_NONE || e->stand_words || e->stand_values)
        return 0;
    char kinds[256];
    stand_kinds(kinds, sizeof kinds);
    nh_error("%s: %s: the %s table holds values, not the distribution of a number; "
             "expected at_least, at_most or value (--at-least, --at-most, --value) only with "
             "kind %s",
             s->file, stand_key_name(s->stand_ask), s->kind->name, kinds);
    return NH_HOOK_BAD;
}

void experiment_stand_rows(const struct nh_scenario *s, struct nh_table *t)
{
    t->stand_ask = s->stand_ask;
    t->stand_value = s->stand_value;
    if (s->stand_ask == NH_STAND_NONE || t->nvalues > 0) /* a value table has its own */
        return;
    for (size_t r = 0; r < t->nrows; r++) {
        struct nh_row *row = &t->rows[r];
        if (row->pmf)
            stand_from_probs(row->pmf, row->hist_lo, row->hist_width, s->stand_value, &row->stand);
        else if (row->hist)
            stand_from_counts(row->hist, row->hist_lo, row->hist_width, s->stand_value,
                              &row->stand);
    }
}

/* The generic words: the rows' grid values ("the outcomes with role Val,
 * con 18"). */
static void generic_words(const struct nh_table *t, const struct nh_row *row,
                          struct nh_stand_words *w)
{
    size_t used = (size_t)snprintf(w->who, sizeof w->who, "the outcomes");
    snprintf(w->noun, sizeof w->noun, "value");
    w->at[0] = '\0';
    w->after[0] = '\0';
    for (int i = 0, k = 0; i < t->ngrid && used < sizeof w->who; i++) {
        if (!row->grid[i][0])
            continue;
        const char *label = t->grid_names[i];
        used += (size_t)snprintf(w->who + used, sizeof w->who - used, "%s%s %s",
                                 k++ ? ", " : " with ", label, row->grid[i]);
    }
}

/* A probability in a sentence: three decimals, or two significant
 * digits for a small one that would print as 0.000. */
static void prob_text(double p, char *buf, size_t len)
{
    if (p > 0 && p < 0.0005)
        snprintf(buf, len, "%.2g", p);
    else
        snprintf(buf, len, "%.3f", p);
}

static void interval_text(const struct nh_stand *st, bool ge, char *buf, size_t len)
{
    char lo[32], hi[32];
    if (!st->interval) {
        buf[0] = '\0';
        return;
    }
    prob_text(ge ? st->p_ge_lo : st->p_le_lo, lo, sizeof lo);
    prob_text(ge ? st->p_ge_hi : st->p_le_hi, hi, sizeof hi);
    snprintf(buf, len, ", 95%% CI %s to %s", lo, hi);
}

static void sentence(const struct nh_table *t, const struct nh_row *row,
                     const struct nh_stand_words *w)
{
    const struct nh_stand *st = &row->stand;
    long long v = (long long)t->stand_value;
    char ge[32], le[32], ci[96], line[2048];
    if (!st->ok) {
        snprintf(line, sizeof line, "%s%s: no outcome to compare %lld with\n", w->who, w->at, v);
        output_wrapped(stdout, line, t->text_width);
        return;
    }
    prob_text(st->p_ge, ge, sizeof ge);
    prob_text(st->p_le, le, sizeof le);
    switch (t->stand_ask) {
    case NH_STAND_AT_LEAST:
        interval_text(st, true, ci, sizeof ci);
        snprintf(line, sizeof line, "P(%s \u2265 %lld%s) = %s for %s%s\n", w->noun, v, w->at, ge,
                 w->who, ci);
        break;
    case NH_STAND_AT_MOST:
        interval_text(st, false, ci, sizeof ci);
        snprintf(line, sizeof line, "P(%s \u2264 %lld%s) = %s for %s%s\n", w->noun, v, w->at, le,
                 w->who, ci);
        break;
    default:
        interval_text(st, true, ci, sizeof ci);
        snprintf(line, sizeof line,
                 "%lld %s%s is higher than %.1f%% of %s (P(\u2265%lld) = %s%s)\n", v, w->noun,
                 w->at, st->percentile, w->who, v, ge, ci);
        break;
    }
    output_wrapped(stdout, line, t->text_width);
}

void experiment_stand_sentences(const struct nh_scenario *s, const struct nh_experiment *e,
                                const struct nh_table *t)
{
    if (t->stand_ask == NH_STAND_NONE || !e->stand_words)
        return;
    for (size_t r = 0; r < t->nrows; r++) {
        struct nh_stand_words w;
        generic_words(t, &t->rows[r], &w);
        e->stand_words(s, t, &t->rows[r], &w);
        printf("%s", r == 0 ? "\n" : "");
        sentence(t, &t->rows[r], &w);
        if (w.after[0])
            printf("%s\n", w.after); /* lines of the kind's own making */
    }
    if (t->exact)
        printf("(exact; the percentile counts a tie as half)\n");
    else
        printf("(%llu trials each, seed %llu; the percentile counts a tie as half)\n", t->trials,
               t->seed);
    if (e->stand_note)
        e->stand_note(s);
}
