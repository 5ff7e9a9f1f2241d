/* A libFuzzer target: the plot's paths and texts.  The input is split at
 * NUL bytes into a picture's path, a script's path and a text that becomes
 * a series' label and the caption.  In an empty directory of its own the
 * target checks the paths as nhmc does, draws with gnuplot and renames
 * into place, then requires that nothing but the named files (and the
 * directories on their way) appeared, and nothing at all after a failure:
 * no command ran, no file was written elsewhere, no temporary was left.
 * The directory is the working directory; an absolute path, or one with a
 * ".." part, is skipped.  Build and run: make fuzz, make fuzz-smoke;
 * docs/fuzzing.md. */
#define _XOPEN_SOURCE 700 /* nftw, realpath */
#include <ftw.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhmc/plot.h"
#include "nhmc/table_io.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char root[64];
static char allowed[2][PATH_MAX];
static int nallowed;

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag;
    if (ftw->level > 0)
        remove(path);
    return 0;
}

static void empty_root(void)
{
    nftw(root, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static void remove_root(void)
{
    empty_root();
    rmdir(root);
}

/* A file under root that is not one of the named outputs. */
static int check_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)ftw;
    if (flag == FTW_D || flag == FTW_DP)
        return 0;
    char real[PATH_MAX];
    bool named = false;
    for (int k = 0; k < nallowed && !named; k++)
        named = realpath(path, real) && strcmp(real, allowed[k]) == 0;
    if (!named) {
        fprintf(stderr, "fuzz_plot: a file nobody named appeared: %s\n", path);
        abort();
    }
    return 0;
}

static bool has_dotdot(const char *p)
{
    for (const char *s = p; (s = strstr(s, "..")) != NULL; s += 2)
        if ((s == p || s[-1] == '/') && (s[2] == '\0' || s[2] == '/'))
            return true;
    return false;
}

static const struct nh_plot_spec pmf = {.chart = NH_CHART_PMF, .title = "t", .y_label = "y"};
static const struct nh_plot_spec fan = {.chart = NH_CHART_FAN,
                                        .title = "fuzz",
                                        .x_label = "XL",
                                        .y_label = "max HP",
                                        .x_columns = "xl",
                                        .otherwise = &pmf};

/* Two series over three XLs, the first labelled by the fuzz text. */
static void make_table(struct nh_table *t, struct nh_row *rows, const char *text)
{
    memset(t, 0, sizeof *t);
    memset(rows, 0, 6 * sizeof *rows);
    t->ngrid = 2;
    t->grid_names[0] = "role", t->grid_names[1] = "xl";
    t->grid_labels[0] = "Role", t->grid_labels[1] = "XL";
    t->rows = rows;
    t->nrows = 6;
    t->exact = true;
    snprintf(t->what, sizeof t->what, "%s", text);
    for (int r = 0; r < 6; r++) {
        snprintf(rows[r].grid[0], NH_GRID_TEXT, "%s", r < 3 ? text : "Val");
        snprintf(rows[r].grid[1], NH_GRID_TEXT, "%d", 1 + r % 3);
        rows[r].s.mean = 10 * (1 + r % 3);
        for (int q = 0; q < NH_NQUANTILES; q++)
            rows[r].s.q[q] = (int32_t)rows[r].s.mean - 50 + nh_quantile_percent[q];
    }
}

/* p as given, when it stays below the working directory (root). */
static bool below_root(char *dst, size_t len, const char *p)
{
    int n = snprintf(dst, len, "%s", p);
    return n >= 0 && (size_t)n < len && p[0] != '/' && !has_dotdot(p);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!root[0]) {
        snprintf(root, sizeof root, "/tmp/nhmc-fuzz-plot-XXXXXX");
        /* the working directory: where a relative path is written and a
         * command gnuplot ran would write (libFuzzer is given absolute
         * paths by make fuzz-smoke) */
        if (!mkdtemp(root) || chdir(root) != 0)
            abort();
        atexit(remove_root);
    }
    char *text = calloc(size + 3, 1); /* three NUL-ended parts at least */
    if (!text)
        return 0;
    memcpy(text, data, size);
    const char *plot = text, *script = plot + strlen(plot) + 1;
    if ((size_t)(script - text) > size)
        script = "";
    const char *label = script[0] ? script + strlen(script) + 1 : "";
    if ((size_t)(label - text) > size)
        label = "";
    char plot_path[PATH_MAX], script_path[PATH_MAX], why[512];
    bool script_bad;
    empty_root();
    nallowed = 0;
    if (below_root(plot_path, sizeof plot_path, plot) &&
        below_root(script_path, sizeof script_path, script) && (plot[0] || script[0]) &&
        plot_check_paths(plot_path, script_path, &script_bad, why, sizeof why) == 0) {
        struct nh_table t;
        struct nh_row rows[6];
        struct nh_plot_set set;
        make_table(&t, rows, label);
        struct nh_plot_input in = {.spec = &fan, .t = &t};
        /* paths may still clash (a script "a.svg/k.gp" beside a picture
         * "a.svg"): a failure must then leave no file at all */
        if (plot_prepare_set(plot_path, script_path, &in, &set) == 0 &&
            plot_commit_set(&set, true) == 0)
            for (const char *p = plot_path; p; p = p == plot_path ? script_path : NULL) {
                char named[PATH_MAX]; /* this table has no variant column */
                if (p[0] && table_substitute_variant(p, "", named, sizeof named) &&
                    realpath(named, allowed[nallowed]))
                    nallowed++;
            }
    }
    nftw(root, check_entry, 16, FTW_PHYS);
    free(text);
    return 0;
}
