/* growth_jobs: the job kind of growth cases, for the runner. */
#include "kinds/growth/growth.h"

NH_JOB_KIND(growth_job_kind, struct growth_case, growth_tally_init, growth_run_block);
