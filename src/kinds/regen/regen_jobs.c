/* regen_jobs: the job kind of regen cases, for the runner. */
#include "kinds/regen/regen.h"

NH_JOB_KIND(regen_job_kind, struct regen_case, regen_tally_init, regen_run_block);
