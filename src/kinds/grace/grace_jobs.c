/* grace_jobs: the job kind of grace cases, for the runner. */
#include "kinds/grace/grace.h"

NH_JOB_KIND(grace_job_kind, struct grace_case, grace_tally_init, grace_run_block);
