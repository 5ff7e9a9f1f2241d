/* table_io: write a finished result table to the scenario's files and to
 * standard output, as the run settings say.  Every file is written under a
 * temporary name and renamed; nothing is renamed into place unless every
 * write succeeded. */
#ifndef NHMC_TABLE_IO_H
#define NHMC_TABLE_IO_H

#include "nhmc/experiment.h"
#include "nhmc/output.h"

/* Returns the exit status: 0, or 1 after printing what failed. */
int table_write_all(const struct nh_scenario *s, const struct nh_run_settings *rs,
                    const struct nh_table *t);

#endif
