/* monster_jobs: the job kind of monster cases, for the runner. */
#include "kinds/monster/monster_hp.h"

NH_JOB_KIND(monster_job_kind, struct monster_case, monster_tally_init, monster_run_block);
