/* prayer_jobs: the job kind of prayer cases, for the runner. */
#include "kinds/prayer/prayer.h"

NH_JOB_KIND(prayer_job_kind, struct prayer_case, prayer_tally_init, prayer_run_block);
