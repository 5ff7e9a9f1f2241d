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

/* On a terminal, while an exact run estimated at a second or more
 * computes: a line on stderr with the rows done and the time left (the
 * cost model's estimate, scaled by the speed seen so far), erased at the
 * end.  Monte Carlo runs have the runner's progress bar instead. */
struct exact_progress {
    bool shown;
    double total, done;  /* estimated ns: all cases, the cases done */
    double start, drawn; /* monotonic seconds: the start, the last line drawn */
};
void exact_progress_start(struct exact_progress *p, const struct nh_scenario *s,
                          const struct nh_experiment *e, const struct nh_jobs *j, bool progress);
/* Case i is done. */
void exact_progress_step(struct exact_progress *p, const struct nh_scenario *s,
                         const struct nh_experiment *e, const struct nh_jobs *j, size_t i);
void exact_progress_end(struct exact_progress *p);
#endif
