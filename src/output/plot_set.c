/* plot_set: the pictures of a run (plot.h): one, or with "{variant}" in
 * the paths one per variant of the rows, each drawn from that variant's
 * rows alone, as the tables' files are (table_io.c). */
#include "nhmc/plot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/scenario.h"
#include "nhmc/table_io.h"

/* The input of one variant: its rows, and their cases' points. */
struct variant_input {
    struct nh_table t;
    struct nh_plot_input in;
    struct nh_plot_point *points;
    size_t *first, *index;
};

static void variant_input_free(struct variant_input *v)
{
    free(v->t.rows);
    free(v->points);
    free(v->first);
    free(v->index);
}

static int variant_input_make(const struct nh_plot_input *in, const char *variant,
                              struct variant_input *v)
{
    const struct nh_table *t = in->t;
    memset(v, 0, sizeof *v);
    v->t = *t;
    v->index = calloc(t->nrows + 1, sizeof *v->index);
    v->t.rows = calloc(t->nrows + 1, sizeof *v->t.rows);
    if (!v->index || !v->t.rows)
        return -1;
    v->t.nrows = table_variant_rows(t, variant, v->index);
    for (size_t j = 0; j < v->t.nrows; j++)
        v->t.rows[j] = t->rows[v->index[j]];
    table_substitute_variant(t->what, variant, v->t.what, sizeof v->t.what);
    v->in = *in;
    v->in.t = &v->t;
    if (!in->points)
        return 0;
    v->first = calloc(v->t.nrows + 1, sizeof *v->first);
    v->points = calloc(in->first[t->nrows] + 1, sizeof *v->points);
    if (!v->first || !v->points)
        return -1;
    size_t n = 0;
    for (size_t j = 0; j < v->t.nrows; j++) {
        size_t i = v->index[j], count = in->first[i + 1] - in->first[i];
        v->first[j] = n;
        memcpy(v->points + n, in->points + in->first[i], count * sizeof *v->points);
        n += count;
    }
    v->first[v->t.nrows] = n;
    v->in.points = v->points;
    v->in.first = v->first;
    return 0;
}

int plot_prepare_set(const char *plot, const char *script, const struct nh_plot_input *in,
                     struct nh_plot_set *out)
{
    const char *names[NH_VARIANT_COUNT];
    memset(out, 0, sizeof *out);
    int n = path_splits_by_variant(plot) || path_splits_by_variant(script)
                ? table_row_variants(in->t, names)
                : 0;
    if (n == 0) { /* one picture ("{variant}" without a variant column: none) */
        char p[NH_PATH_MAX], s[NH_PATH_MAX];
        if (!table_substitute_variant(plot, "", p, sizeof p) ||
            !table_substitute_variant(script, "", s, sizeof s)) {
            fprintf(stderr, "nhmc: %s: path too long\n", plot[0] ? plot : script);
            return 1;
        }
        out->n = 1;
        return plot_prepare(p, s, in, &out->files[0]);
    }
    for (int k = 0; k < n; k++) {
        char p[NH_PATH_MAX], s[NH_PATH_MAX];
        struct variant_input v;
        if (!table_substitute_variant(plot, names[k], p, sizeof p) ||
            !table_substitute_variant(script, names[k], s, sizeof s)) {
            fprintf(stderr, "nhmc: %s: path too long\n", plot[0] ? plot : script);
            plot_abort_set(out);
            return 1;
        }
        int st = variant_input_make(in, names[k], &v);
        if (st != 0)
            fprintf(stderr, "nhmc: out of memory drawing the plot\n");
        else
            st = plot_prepare(p, s, &v.in, &out->files[out->n++]);
        variant_input_free(&v);
        if (st != 0) {
            plot_abort_set(out);
            return 1;
        }
    }
    return 0;
}

int plot_commit_set(struct nh_plot_set *set, bool quiet)
{
    int status = 0;
    for (int k = 0; k < set->n; k++) {
        if (status != 0)
            plot_abort(&set->files[k]);
        else
            status = plot_commit(&set->files[k], quiet);
    }
    set->n = 0;
    return status;
}

void plot_abort_set(struct nh_plot_set *set)
{
    for (int k = 0; k < set->n; k++)
        plot_abort(&set->files[k]);
    set->n = 0;
}
