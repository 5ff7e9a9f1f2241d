/* jobs: cases, texts and tallies of a run (jobs.h). */
#include "nhmc/jobs.h"

#include <stdlib.h>
#include <string.h>

int jobs_alloc(struct nh_jobs *j, const struct nh_job_kind *kind, size_t n, uint64_t seed)
{
    memset(j, 0, sizeof *j);
    j->kind = kind;
    j->seed = seed;
    j->njobs = n;
    j->cases = calloc(n + 1, kind->case_size);
    j->text = calloc(n + 1, sizeof *j->text);
    return j->cases && j->text ? 0 : -1;
}

int jobs_init_tallies(struct nh_jobs *j)
{
    j->tallies = calloc(j->njobs + 1, sizeof *j->tallies);
    if (!j->tallies)
        return -1;
    for (size_t i = 0; i < j->njobs; i++)
        if (j->kind->tally_init(&j->tallies[i], jobs_case(j, i)) != 0)
            return -1;
    return 0;
}

void jobs_free(struct nh_jobs *j)
{
    for (size_t i = 0; j->tallies && i < j->njobs; i++)
        tally_free(&j->tallies[i]);
    free(j->tallies);
    free(j->cases);
    free(j->text);
    memset(j, 0, sizeof *j);
}
