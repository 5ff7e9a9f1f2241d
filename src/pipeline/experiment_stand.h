/* experiment_stand: where a value stands, the pipeline's part
 * (experiment.c): the check that the kind's rows are distributions, the
 * rows' numbers and the sentences on a terminal. */
#ifndef NHMC_EXPERIMENT_STAND_H
#define NHMC_EXPERIMENT_STAND_H

#include "nhmc/experiment.h"
#include "nhmc/output.h"

/* Whether s may ask where a value stands: 0, or NH_HOOK_BAD after saying
 * which kinds take the options. */
int experiment_stand_check(const struct nh_scenario *s, const struct nh_experiment *e);
/* The table's value and each row's numbers, from its histogram or pmf. */
void experiment_stand_rows(const struct nh_scenario *s, struct nh_table *t);
/* One sentence per row to standard output. */
void experiment_stand_sentences(const struct nh_scenario *s, const struct nh_experiment *e,
                                const struct nh_table *t);

#endif
