/* table_io: route a result table to files and standard output.
 *
 * A path holding "{variant}" is written once per variant of the table, each
 * file holding that variant's rows; "{variant}" in the table's caption (its
 * `what`) becomes the variants of the rows written.  Wiki files of one
 * variant drop the variant column, which the caption names instead.
 */
#include "nhmc/table_io.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "nhmc/outfile.h"
#include "nhmc/text_list.h"
#include "output/common.h"
#include "nhmc/pmf.h"
#include "nhmc/tally.h"
#include "nhmc/variant.h"

#define VARIANT_TOKEN "{variant}"
#define MAX_FILES     (4 * NH_VARIANT_COUNT)

int table_row_from_tally(struct nh_row *row, const struct nh_tally *t, size_t h)
{
    row->hist = tally_hist(t, h);
    row->hist_lo = t->lo[h];
    row->hist_width = t->width[h];
    return summary_from_hist(row->hist, row->hist_lo, row->hist_width, &row->s);
}

int table_row_from_pmf(struct nh_row *row, const struct nh_pmf *f)
{
    row->pmf = f->p;
    row->hist_lo = (int32_t)f->lo;
    row->hist_width = (uint32_t)f->n;
    return summary_from_pmf(f, &row->s);
}

typedef int (*table_writer)(FILE *f, const struct nh_table *t);

static table_writer writer_for(enum nh_format f)
{
    switch (f) {
    case NH_FORMAT_TABLE:
        return output_text;
    case NH_FORMAT_WIKI:
        return output_wiki;
    case NH_FORMAT_CSV:
    case NH_FORMAT_AUTO:
        break;
    }
    return output_csv;
}

int format_parse(const char *text, enum nh_format *out)
{
    static const struct {
        const char *name;
        enum nh_format format;
    } formats[] = {{"table", NH_FORMAT_TABLE}, {"csv", NH_FORMAT_CSV}, {"wiki", NH_FORMAT_WIKI}};
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
        if (strcasecmp(text, formats[i].name) == 0) {
            *out = formats[i].format;
            return 0;
        }
    return -1;
}

int table_format_for_path(const char *path, enum nh_format *out)
{
    static const struct {
        const char *ext;
        enum nh_format format;
    } exts[] = {{".csv", NH_FORMAT_CSV}, {".wiki", NH_FORMAT_WIKI}, {".txt", NH_FORMAT_TABLE}};
    const char *slash = strrchr(path, '/'), *dot = strrchr(slash ? slash : path, '.');
    *out = NH_FORMAT_CSV;
    /* standard output, a name without an extension, or a dot file: CSV */
    if (strcmp(path, "-") == 0 || !dot || dot == (slash ? slash + 1 : path))
        return 0;
    for (size_t i = 0; i < sizeof exts / sizeof exts[0]; i++)
        if (strcasecmp(dot, exts[i].ext) == 0) {
            *out = exts[i].format;
            return 0;
        }
    return -1;
}

bool table_path_splits_by_variant(const char *path)
{
    return strstr(path, VARIANT_TOKEN) != NULL;
}

bool table_substitute_variant(const char *text, const char *with, char *out, size_t size)
{
    size_t used = 0, tlen = strlen(VARIANT_TOKEN), wlen = strlen(with);
    for (const char *p = text; *p;) {
        const char *piece = p;
        size_t len = 1;
        if (strncmp(p, VARIANT_TOKEN, tlen) == 0) {
            piece = with;
            len = wlen;
            p += tlen;
        } else {
            p++;
        }
        if (used + len >= size)
            return false;
        memcpy(out + used, piece, len);
        used += len;
    }
    out[used] = '\0';
    return true;
}

static int variant_column(const struct nh_table *t)
{
    for (int i = 0; i < t->ngrid; i++)
        if (strcmp(t->grid_names[i], "variant") == 0)
            return i;
    return -1;
}

size_t table_variant_rows(const struct nh_table *t, const char *variant, size_t *index)
{
    int col = variant_column(t);
    size_t n = 0;
    for (size_t r = 0; r < t->nrows; r++)
        if (col < 0 || strcmp(t->rows[r].grid[col], variant) == 0)
            index[n++] = r;
    return n;
}

int table_row_variants(const struct nh_table *t, const char *names[NH_VARIANT_COUNT])
{
    int col = variant_column(t), n = 0;
    if (col < 0)
        return 0;
    for (size_t r = 0; r < t->nrows; r++) {
        const char *v = t->rows[r].grid[col];
        bool seen = false;
        for (int k = 0; k < n; k++)
            seen = seen || strcmp(names[k], v) == 0;
        if (!seen && n < NH_VARIANT_COUNT)
            names[n++] = v;
    }
    return n;
}

void table_what(const struct nh_table *t, char *buf, size_t len)
{
    const char *names[NH_VARIANT_COUNT];
    char list[64] = "";
    int n = table_row_variants(t, names);
    for (int k = 0; k < n; k++) {
        strcat(list, k ? ", " : "");
        strcat(list, names[k]);
    }
    if (!table_substitute_variant(t->what, list, buf, len))
        snprintf(buf, len, "%s", t->what);
}

/* A view of the table: its rows of one variant (all rows when variant is
 * NULL), the caption's token replaced, and optionally without the variant
 * column.  The rows are copies (their histograms are shared). */
static int make_view(const struct nh_table *t, const char *variant, bool drop_column,
                     struct nh_table *view)
{
    int col = variant_column(t);
    *view = *t;
    view->rows = calloc(t->nrows ? t->nrows : 1, sizeof *view->rows);
    if (!view->rows)
        return -1;
    view->nrows = 0;
    for (size_t r = 0; r < t->nrows; r++) {
        if (variant && col >= 0 && strcmp(t->rows[r].grid[col], variant) != 0)
            continue;
        view->rows[view->nrows++] = t->rows[r];
    }
    if (variant)
        table_substitute_variant(t->what, variant, view->what, sizeof view->what);
    else
        table_what(t, view->what, sizeof view->what);
    if (drop_column && col >= 0) {
        for (int i = col; i + 1 < t->ngrid; i++) {
            view->grid_names[i] = t->grid_names[i + 1];
            view->grid_labels[i] = t->grid_labels[i + 1];
        }
        unsigned below = t->grid_numeric & ((1u << col) - 1u);
        view->grid_numeric = below | ((t->grid_numeric >> (col + 1)) << col);
        view->ngrid = t->ngrid - 1;
        for (size_t r = 0; r < view->nrows; r++)
            memmove(view->rows[r].grid[col], view->rows[r].grid[col + 1],
                    (size_t)(t->ngrid - 1 - col) * sizeof view->rows[r].grid[0]);
    }
    return 0;
}

int table_check_output_path(const char *path, char *why, size_t len)
{
    char one[NH_PATH_MAX], reason[512];
    int nvariants = table_path_splits_by_variant(path) ? NH_VARIANT_COUNT : 1;
    for (int v = 0; v < nvariants; v++) {
        if (!table_substitute_variant(path, variant_name((enum nh_variant)v), one, sizeof one)) {
            snprintf(why, len, "\"%.40s...\" is too long; expected a path of at most %d bytes",
                     path, NH_PATH_MAX - 1);
            return -1;
        }
        if (outfile_is_stdout(one) || outfile_check(one, reason, sizeof reason) == 0)
            continue;
        if (strcmp(one, path) == 0)
            snprintf(why, len, "\"%s\" %s", one, reason);
        else
            snprintf(why, len, "\"%s\" (from \"%s\") %s", one, path, reason);
        return -1;
    }
    return 0;
}

struct pending {
    char path[NH_PATH_MAX];
    table_writer write;
    const char *variant; /* the rows of one variant, or NULL for all */
    bool drop_column;
    size_t nrows; /* rows written */
    struct nh_outfile file;
    int opened;
    bool to_stdout; /* "-" or /dev/stdout: written after the files */
};

/* Queue the file(s) of one output path. */
static int add_output(struct pending *files, int *nfiles, const struct nh_table *t,
                      const char *path, table_writer write)
{
    const char *names[NH_VARIANT_COUNT];
    int n = table_path_splits_by_variant(path) ? table_row_variants(t, names) : 0;
    for (int k = 0; k < (n ? n : 1); k++) {
        struct pending *p = &files[(*nfiles)++];
        memset(p, 0, sizeof *p);
        p->write = write;
        p->variant = n ? names[k] : NULL;
        p->drop_column = n && write == output_wiki;
        if (!table_substitute_variant(path, n ? names[k] : "", p->path, sizeof p->path)) {
            fprintf(stderr, "nhmc: %s: path too long\n", path);
            return -1;
        }
        p->to_stdout = outfile_is_stdout(p->path);
    }
    return 0;
}

static int write_one(struct pending *p, const struct nh_table *t, FILE *f)
{
    struct nh_table view;
    if (make_view(t, p->variant, p->drop_column, &view) != 0) {
        fprintf(stderr, "nhmc: out of memory writing %s\n", p->path);
        return 1;
    }
    int st = p->write(f, &view);
    p->nrows = view.nrows;
    free(view.rows);
    if (st == 0 && f == stdout && (fflush(stdout) != 0 || ferror(stdout)))
        st = -1;
    if (st != 0) {
        fprintf(stderr, "nhmc: %s: write failed: %s\n", p->path, strerror(errno));
        return 1;
    }
    return 0;
}

static int write_stdout(const struct nh_output_request *o, const struct nh_table *t, int width)
{
    enum nh_format f = o->format;
    struct nh_table view;
    if (f == NH_FORMAT_AUTO) /* the pipeline decides; a direct caller gets isatty */
        f = isatty(STDOUT_FILENO) ? NH_FORMAT_TABLE : NH_FORMAT_CSV;
    if (make_view(t, NULL, false, &view) != 0) {
        fprintf(stderr, "nhmc: out of memory writing standard output\n");
        return 1;
    }
    view.text_width = width;
    int st = writer_for(f)(stdout, &view);
    free(view.rows);
    if (st != 0 || fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "nhmc: error writing standard output: %s\n", strerror(errno));
        return 1;
    }
    return 0;
}

int table_write_all(const struct nh_output_request *o, const struct nh_table *table)
{
    static struct pending files[MAX_FILES];
    int nfiles = 0, status = 0;
    struct nh_table with_layout = *table;
    const struct nh_table *t = &with_layout;
    with_layout.wiki_columns = o->wiki_columns;
    with_layout.wiki_stat = o->wiki_stat;
    with_layout.command = o->command;
    with_layout.text_width = 0; /* files keep every column: only standard output fits */
    if ((o->csv[0] && add_output(files, &nfiles, t, o->csv, output_csv) != 0) ||
        (o->wiki[0] && add_output(files, &nfiles, t, o->wiki, output_wiki) != 0) ||
        (o->histogram[0] && add_output(files, &nfiles, t, o->histogram, output_hist_csv) != 0))
        return 1;
    if (o->to_stdout && o->output) {
        enum nh_format f = o->format;
        if (f == NH_FORMAT_AUTO && table_format_for_path(o->output, &f) != 0)
            f = NH_FORMAT_CSV; /* refused before the run (command.c) */
        if (add_output(files, &nfiles, t, o->output, writer_for(f)) != 0)
            return 1;
    }

    /* Write every file under its temporary name first; rename them only if
     * all were written, so a failure leaves every destination untouched. */
    char why[512];
    for (int i = 0; i < nfiles && status == 0; i++) {
        if (files[i].to_stdout)
            continue;
        if (outfile_check(files[i].path, why, sizeof why) != 0) {
            /* checked before the run; changed since */
            fprintf(stderr, "nhmc: %s: %s\n", files[i].path, why);
            status = 1;
            break;
        }
        if (outfile_open(&files[i].file, files[i].path) != 0) {
            fprintf(stderr, "nhmc: %s: cannot create: %s\n", files[i].path, strerror(errno));
            status = 1;
            break;
        }
        files[i].opened = 1;
        status = write_one(&files[i], t, files[i].file.f);
    }
    for (int i = 0; i < nfiles; i++) {
        if (!files[i].opened)
            continue;
        if (status != 0) {
            outfile_abort(&files[i].file);
        } else if (outfile_commit(&files[i].file) != 0) {
            fprintf(stderr, "nhmc: %s: write failed: %s\n", files[i].path, strerror(errno));
            status = 1;
        } else if (!o->quiet) {
            fprintf(stderr, "nhmc: wrote %s (%zu rows)\n", files[i].path, files[i].nrows);
        }
    }
    for (int i = 0; i < nfiles && status == 0; i++)
        if (files[i].to_stdout)
            status = write_one(&files[i], t, stdout);
    if (status == 0 && o->to_stdout && !o->output)
        status = write_stdout(o, t, table->text_width);
    return status;
}

int table_check_grid_layout(const struct nh_output_request *o, const struct nh_table *t,
                            const char *kind)
{
    char err[256], what[64];
    int spread[NH_MAX_GRID];
    snprintf(what, sizeof what, "a column of this %s table", kind);
    if (o->wiki_columns[0] && parse_name_list(o->wiki_columns, t->grid_names, t->ngrid, what,
                                              spread, err, sizeof err) < 0) {
        fprintf(stderr, "nhmc: %s: wiki_columns: %s\n", o->source, err);
        return -1;
    }
    return 0;
}

int table_check_value_layout(const struct nh_output_request *o, const struct nh_table *t,
                             const char *kind, const char *const *names, int n,
                             const char *examples)
{
    if (table_check_grid_layout(o, t, kind) != 0)
        return -1;
    struct nh_table values = {
        .nvalues = n, .value_names = names, .value_aliases = t->value_aliases};
    if (o->wiki_stat[0] && (!names || value_column_index(&values, o->wiki_stat) < 0)) {
        fprintf(stderr,
                "nhmc: %s: wiki_stat: \"%s\" is not a column of the %s table; expected one of "
                "%s\n",
                o->source, o->wiki_stat, kind, examples);
        return -1;
    }
    if (o->histogram[0]) {
        fprintf(stderr,
                "nhmc: %s: histogram: the %s table has no single distribution per row; expected "
                "no histogram\n",
                o->source, kind);
        return -1;
    }
    return 0;
}
