/* levelup_bench: kind levelup's cases of `make bench` (nhmc/bench.h): the
 * jobs of scenarios/maxhp_by_role.ini's shape on one thread and on all,
 * dNetHack's stored-rolls path, a hero of each other variant, and the
 * exact table of 3.6.7. */
#include <string.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/bench.h"
#include "nhmc/heroes.h"
#include "nhmc/names.h"
#include "nhmc/pmf.h"
#include "nhmc/runner.h"
#include "nhmc/summary.h"

/* Heroes per job: 644 jobs make about 6e8 level-ups. */
#define LEVELUP_BENCH_TRIALS 32768

/* The maxhp_by_role shape: every role and valid race of 3.6.7, Con 3..25,
 * tallies at XL 1..30; made once. */
static struct {
    struct levelup_case cases[NH_ROLE_COUNT * NH_RACE_COUNT * 23];
    struct nh_tally tallies[NH_ROLE_COUNT * NH_RACE_COUNT * 23];
    size_t njobs;
    int stages[NH_MAXULEV];
    int ready; /* 1 made, -1 out of memory */
} jobs;

static int setup_jobs(void)
{
    if (jobs.ready)
        return jobs.ready > 0 ? 0 : -1;
    jobs.ready = -1;
    for (int s = 0; s < NH_MAXULEV; s++)
        jobs.stages[s] = s;
    for (int r = 0; r < NH_ROLE_COUNT; r++)
        for (int a = 0; a < NH_RACE_COUNT; a++)
            for (int con = 3; con <= 25 && role_allows_race(r, a); con++) {
                struct levelup_case *c = &jobs.cases[jobs.njobs];
                *c = (struct levelup_case){NH_V367, r, a, con, NH_MAXULEV, jobs.stages, 0};
                if (levelup_tally_init(&jobs.tallies[jobs.njobs], c) != 0)
                    return -1;
                jobs.njobs++;
            }
    jobs.ready = 1;
    return 0;
}

/* Level-ups per second (29 a hero, tallies at all 30 XLs) on threads. */
static double bench_shape(int arg, int threads, struct nh_bench_run *r)
{
    (void)arg;
    if (setup_jobs() != 0)
        return 0.0;
    for (size_t j = 0; j < jobs.njobs; j++)
        tally_clear(&jobs.tallies[j]);
    struct nh_jobs j = {&levelup_job_kind,           1,    jobs.njobs,
                        (unsigned char *)jobs.cases, NULL, jobs.tallies};
    double t0 = bench_now();
    if (jobs_run(&j, LEVELUP_BENCH_TRIALS, threads, false) != 0)
        return 0.0;
    double dt = bench_now() - t0;
    r->trials = (double)LEVELUP_BENCH_TRIALS * (double)jobs.njobs;
    r->seconds = dt;
    return r->trials * (NH_MAXULEV - 1) / dt;
}

/* The heroes of the one-thread cases, each tallied at all 30 XLs with
 * Con 16: dNetHack's Valkyrie (the stored-rolls path of levelup_kernel.c)
 * and a hero of each variant with rules of its own: xNetHack's cutoff 12,
 * EvilHack's giant with dice on its starting HP, UnNetHack's vampire with
 * no XL-30 limit. */
static const struct {
    enum nh_variant v;
    const char *role, *race;
} bench_heroes[] = {
    {NH_VDNH, "Val", "human"},
    {NH_VXNH, "Val", "dwarf"},
    {NH_VEVH, "Inf", "giant"},
    {NH_VUNH, "Con", "vampire"},
};

static int bench_hero(int arg, void *out, struct nh_bench_plan *plan)
{
    static int stages[NH_MAXULEV];
    for (int s = 0; s < NH_MAXULEV; s++)
        stages[s] = s;
    const struct nh_hero_table *h = nh_heroes(bench_heroes[arg].v);
    int role = nh_name_index(h->role_names, bench_heroes[arg].role);
    int race = nh_name_index(h->race_names, bench_heroes[arg].race);
    if (role < 0 || race < 0)
        return -1;
    *(struct levelup_case *)out =
        (struct levelup_case){bench_heroes[arg].v, role, race, 16, NH_MAXULEV, stages, 0};
    *plan = (struct nh_bench_plan){
        .blocks = 4096, .hist = NH_BENCH_ALL_TRIALS, .per_trial = NH_MAXULEV - 1};
    return 0;
}

/* Seconds for the exact levelup table of 3.6.7 as `nhmc levelup --exact`
 * makes it: every role and valid race, Con 3..25, XL 1..30, each row's
 * distribution and summary.  Returns -1 if memory ran out. */
static double bench_exact_table(void)
{
    static struct nh_pmf pmfs[NH_MAXULEV];
    if (setup_jobs() != 0)
        return -1.0;
    double t0 = bench_now(), sink = 0.0;
    for (size_t j = 0; j < jobs.njobs; j++) {
        if (levelup_exact(&jobs.cases[j], pmfs) != 0)
            return -1.0;
        for (int s = 0; s < NH_MAXULEV; s++) {
            struct nh_summary sum;
            if (summary_from_pmf(&pmfs[s], &sum) == 0)
                sink += sum.mean;
            pmf_free(&pmfs[s]);
        }
    }
    double dt = bench_now() - t0;
    return sink > 0.0 ? dt : -1.0;
}

/* maxhp_by_role's shape times a loop of its own (bench_shape), on every
 * thread too. */
static const struct nh_bench_how levelups = {"level-ups/s", "_per_s_1t", 3, &levelup_job_kind,
                                             bench_hero};

const struct nh_bench_case levelup_bench[] = {
    {.name = "levelup",
     .label = "levelup, maxhp_by_role's 644 jobs",
     .how = &levelups,
     .ratio_name = "levelup_per_pcg32_1t",
     .run = bench_shape,
     .threads_name = "levelup",
     .exact = bench_exact_table,
     .exact_name = "exact_levelup_table_s",
     .exact_label = "exact levelup table of 3.6.7 (644 cases x 30 XLs)"},
    {.name = "levelup_dnethack", .label = "levelup dnethack Val", .how = &levelups, .arg = 0},
    {.name = "levelup_xnethack", .label = "levelup xnethack Val dwarf", .how = &levelups, .arg = 1},
    {.name = "levelup_evilhack", .label = "levelup evilhack Inf giant", .how = &levelups, .arg = 2},
    {.name = "levelup_unnethack",
     .label = "levelup unnethack Con vampire",
     .how = &levelups,
     .arg = 3},
    {0},
};
