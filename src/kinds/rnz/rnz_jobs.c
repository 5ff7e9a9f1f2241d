/* rnz_jobs: the job kind of rnz cases, for the runner. */
#include "kinds/rnz/rnz.h"

NH_JOB_KIND(rnz_job_kind, struct rnz_case, rnz_tally_init, rnz_run_block);
