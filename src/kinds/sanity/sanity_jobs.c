/* sanity_jobs: the job kind of sanity cases, for the runner. */
#include "kinds/sanity/sanity.h"

NH_JOB_KIND(sanity_job_kind, struct sanity_case, sanity_tally_init, sanity_run_block);
