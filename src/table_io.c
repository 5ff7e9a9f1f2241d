/* table_io: route a result table to files and standard output. */
#include "nhmc/table_io.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "nhmc/outfile.h"

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

/* The format of -o FILE when --format is not given: by its extension. */
static enum nh_format format_for_path(const char *path)
{
    const char *dot = strrchr(path, '.');
    if (dot && strcmp(dot, ".wiki") == 0)
        return NH_FORMAT_WIKI;
    if (dot && strcmp(dot, ".txt") == 0)
        return NH_FORMAT_TABLE;
    return NH_FORMAT_CSV;
}

struct pending {
    const char *path;
    table_writer write;
    struct nh_outfile file;
    int opened;
};

static int write_stdout(const struct nh_run_settings *rs, const struct nh_table *t)
{
    enum nh_format f = rs->format;
    if (f == NH_FORMAT_AUTO)
        f = isatty(STDOUT_FILENO) ? NH_FORMAT_TABLE : NH_FORMAT_CSV;
    if (writer_for(f)(stdout, t) != 0 || fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "nhmc: error writing standard output: %s\n", strerror(errno));
        return 1;
    }
    return 0;
}

int table_write_all(const struct nh_scenario *s, const struct nh_run_settings *rs,
                    const struct nh_table *t)
{
    struct pending files[4];
    int nfiles = 0, status = 0;
    memset(files, 0, sizeof files);
    if (s->csv[0])
        files[nfiles++] = (struct pending){s->csv, output_csv, {0}, 0};
    if (s->wiki[0])
        files[nfiles++] = (struct pending){s->wiki, output_wiki, {0}, 0};
    if (s->histogram[0])
        files[nfiles++] = (struct pending){s->histogram, output_hist_csv, {0}, 0};
    if (rs->to_stdout && rs->output) {
        enum nh_format f = rs->format != NH_FORMAT_AUTO ? rs->format : format_for_path(rs->output);
        files[nfiles++] = (struct pending){rs->output, writer_for(f), {0}, 0};
    }

    /* Write every file under its temporary name first; rename them only if
     * all were written, so a failure leaves every destination untouched. */
    for (int i = 0; i < nfiles && status == 0; i++) {
        if (outfile_open(&files[i].file, files[i].path) != 0) {
            fprintf(stderr, "nhmc: %s: cannot create: %s\n", files[i].path, strerror(errno));
            status = 1;
            break;
        }
        files[i].opened = 1;
        if (files[i].write(files[i].file.f, t) != 0) {
            fprintf(stderr, "nhmc: %s: write failed: %s\n", files[i].path, strerror(errno));
            status = 1;
        }
    }
    for (int i = 0; i < nfiles; i++) {
        if (!files[i].opened)
            continue;
        if (status != 0) {
            outfile_abort(&files[i].file);
        } else if (outfile_commit(&files[i].file) != 0) {
            fprintf(stderr, "nhmc: %s: write failed: %s\n", files[i].path, strerror(errno));
            status = 1;
        } else if (!rs->quiet) {
            fprintf(stderr, "nhmc: wrote %s (%zu rows)\n", files[i].path, t->nrows);
        }
    }
    if (status == 0 && rs->to_stdout && !rs->output)
        status = write_stdout(rs, t);
    return status;
}
