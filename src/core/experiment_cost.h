/* experiment_cost: how a run gets its answers, from the kinds' cost hooks
 * (experiment.h): method auto's choice, and the bound on what an exact
 * answer may cost (NH_EXACT_COST_MAX). */
#ifndef NHMC_EXPERIMENT_COST_H
#define NHMC_EXPERIMENT_COST_H

#include <stdbool.h>

#include "nhmc/experiment.h"
#include "nhmc/jobs.h"

/* Whether the run of s's cases (jobs j; their grid columns in t) is exact:
 * 0 with *exact set, or 2 after saying why an exact run asked for is
 * refused (its estimated cost is over NH_EXACT_COST_MAX). */
int experiment_method(const struct nh_scenario *s, const struct nh_experiment *e,
                      const struct nh_jobs *j, const struct nh_table *t, bool *exact);

#endif
