/* plot_set: the pictures of a run (plot.h): one, or with "{variant}" in
 * the paths one per variant of the rows, each drawn from that variant's
 * rows alone, as the tables' files are (table_io.c). */
#include "nhmc/plot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/table_io.h"

/* The input of one picture: the rows of one variant (NULL: of every
 * variant) that the spec draws, and their cases' points. */
struct picture_input {
    struct nh_table t;
    struct nh_plot_input in;
    struct nh_plot_point *points;
    size_t *first, *index;
};

static void picture_input_free(struct picture_input *v)
{
    free(v->t.rows);
    free(v->points);
    free(v->first);
    free(v->index);
}

static int picture_input_make(const struct nh_plot_input *in, const char *variant,
                              struct picture_input *v)
{
    const struct nh_table *t = in->t;
    memset(v, 0, sizeof *v);
    v->t = *t;
    v->index = calloc(t->nrows + 1, sizeof *v->index);
    v->t.rows = calloc(t->nrows + 1, sizeof *v->t.rows);
    if (!v->index || !v->t.rows)
        return -1;
    size_t n = variant ? table_variant_rows(t, variant, v->index) : t->nrows, kept = 0;
    for (size_t j = 0; j < n; j++) {
        size_t i = variant ? v->index[j] : j;
        if (in->spec->row_drawn && !in->spec->row_drawn(t, &t->rows[i]))
            continue;
        v->index[kept] = i;
        v->t.rows[kept++] = t->rows[i];
    }
    v->t.nrows = kept;
    if (variant)
        table_substitute_variant(t->what, variant, v->t.what, sizeof v->t.what);
    if (kept < n && in->spec->left_out) {
        size_t used = strlen(v->t.what);
        snprintf(v->t.what + used, sizeof v->t.what - used, "; %s", in->spec->left_out);
    }
    v->in = *in;
    v->in.t = &v->t;
    if (!in->points)
        return 0;
    v->first = calloc(v->t.nrows + 1, sizeof *v->first);
    v->points = calloc(in->first[t->nrows] + 1, sizeof *v->points);
    if (!v->first || !v->points)
        return -1;
    size_t npoints = 0;
    for (size_t j = 0; j < v->t.nrows; j++) {
        size_t i = v->index[j], count = in->first[i + 1] - in->first[i];
        v->first[j] = npoints;
        memcpy(v->points + npoints, in->points + in->first[i], count * sizeof *v->points);
        npoints += count;
    }
    v->first[v->t.nrows] = npoints;
    v->in.points = v->points;
    v->in.first = v->first;
    return 0;
}

int plot_prepare_set(const char *plot, const char *script, const struct nh_plot_input *in,
                     struct nh_plot_set *out)
{
    const char *names[NH_VARIANT_COUNT];
    memset(out, 0, sizeof *out);
    int n = table_path_splits_by_variant(plot) || table_path_splits_by_variant(script)
                ? table_row_variants(in->t, names)
                : 0;
    /* one picture ("{variant}" without a variant column: none) */
    for (int k = 0; k < (n ? n : 1); k++) {
        char p[NH_PATH_MAX], s[NH_PATH_MAX];
        const char *variant = n ? names[k] : NULL;
        struct picture_input v;
        if (!table_substitute_variant(plot, n ? variant : "", p, sizeof p) ||
            !table_substitute_variant(script, n ? variant : "", s, sizeof s)) {
            fprintf(stderr, "nhmc: %s: path too long\n", plot[0] ? plot : script);
            plot_abort_set(out);
            return 1;
        }
        int st = picture_input_make(in, variant, &v);
        if (st != 0)
            fprintf(stderr, "nhmc: out of memory drawing the plot\n");
        else
            st = plot_prepare(p, s, &v.in, &out->files[out->n++]);
        picture_input_free(&v);
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
