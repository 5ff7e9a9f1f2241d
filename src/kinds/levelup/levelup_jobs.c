/* levelup_jobs: the job kind of levelup cases, for the runner. */
#include "kinds/levelup/levelup.h"

NH_JOB_KIND(levelup_job_kind, struct levelup_case, levelup_tally_init, levelup_run_block);
