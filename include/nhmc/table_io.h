/* table_io: write a finished result table to the scenario's files and to
 * standard output, as the run settings say.  Every file is written under a
 * temporary name and renamed; nothing is renamed into place unless every
 * write succeeded. */
#ifndef NHMC_TABLE_IO_H
#define NHMC_TABLE_IO_H

#include "nhmc/output.h"
#include "nhmc/variant.h"

struct nh_tally;
struct nh_pmf;
/* A row's distribution and summary: histogram h of a tally, or an exact
 * pmf (which the row then points into).  Return 0, or -1 if empty. */
int table_row_from_tally(struct nh_row *row, const struct nh_tally *t, size_t h);
int table_row_from_pmf(struct nh_row *row, const struct nh_pmf *f);

/* The table's caption (its `what`) with "{variant}" replaced by the
 * variants of its rows ("3.6.7, 5.0"). */
void table_what(const struct nh_table *t, char *buf, size_t len);

/* text with every "{variant}" replaced by `with` into out; false if it
 * does not fit in size bytes. */
/* Whether a path holds "{variant}": one file per variant of the rows. */
bool table_path_splits_by_variant(const char *path);
bool table_substitute_variant(const char *text, const char *with, char *out, size_t size);
/* The distinct variants of t's rows, in row order (at most
 * NH_VARIANT_COUNT); 0 when t has no variant column. */
int table_row_variants(const struct nh_table *t, const char *names[NH_VARIANT_COUNT]);
/* The indices of t's rows of one variant (all rows without a variant
 * column) into index (room for t->nrows); returns their count. */
size_t table_variant_rows(const struct nh_table *t, const char *variant, size_t *index);

/* wiki_columns may only name grid columns of t ("a column of this KIND
 * table").  Prints the message and returns -1, or 0. */
int table_check_grid_layout(const struct nh_output_request *o, const struct nh_table *t,
                            const char *kind);
/* For a value table (kind `kind`, value columns names[0..n-1]): wiki_columns
 * may only name grid columns, wiki_stat only a value column (`examples`
 * lists some for the message), and there is no histogram.  Prints the
 * message and returns -1, or 0. */
int table_check_value_layout(const struct nh_output_request *o, const struct nh_table *t,
                             const char *kind, const char *const *names, int n,
                             const char *examples);
/* Whether an output path may be written (outfile_check), for every variant
 * when it holds "{variant}"; "-" and /dev/stdout mean standard output.
 * Returns 0, or -1 with ""PATH" is a FIFO...; expected ..." in why. */
int table_check_output_path(const char *path, char *why, size_t len);
/* The format of -o FILE when --format is not given, by its extension:
 * .csv, .wiki or .txt (a terminal table); CSV for "-" or a name without
 * one.  Returns 0, or -1 for another extension (*out CSV). */
int table_format_for_path(const char *path, enum nh_format *out);
/* Returns the exit status: 0, or 1 after printing what failed. */
int table_write_all(const struct nh_output_request *o, const struct nh_table *t);

#endif
