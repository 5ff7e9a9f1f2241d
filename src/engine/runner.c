/* runner: threads, work distribution, tally merging and the progress bar. */
#define _GNU_SOURCE /* sched_getaffinity */
#include "nhmc/runner.h"

#include "nhmc/jobs.h"
#include "nhmc/message.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Blocks per work unit: large enough that merging a unit's tally is cheap
 * next to simulating it, small enough to balance two or more threads. */
#define BLOCKS_PER_UNIT 64u

/* Unit u is blocks [first_block, first_block + nblocks) of one job; the
 * units are numbered job by job, so u gives them by arithmetic alone and
 * planning costs nothing whatever the trials. */
struct unit {
    size_t job;
    uint64_t first_block, nblocks;
};

struct shared {
    const struct nh_jobs *jobs;
    uint64_t trials;        /* per job */
    uint64_t total;         /* of every job (UINT64_MAX: more) */
    uint64_t blocks;        /* per job */
    uint64_t units_per_job; /* ceil(blocks / BLOCKS_PER_UNIT) */
    uint64_t nunits;        /* units_per_job * njobs */
    /* This process's share: the blocks [first, end) of all, numbered job
     * by job, cut into the units that meet them (first_unit onwards). */
    uint64_t first, end, first_unit, local_units;
    atomic_uint_fast64_t next_unit; /* among this process's units */
    atomic_uint_fast64_t trials_done;
    atomic_int failed;
    atomic_int workers_left;
    pthread_mutex_t merge_lock;
};

#ifdef NHMC_NO_THREADS
#define NH_RUNNER_INLINE 1
#else
#define NH_RUNNER_INLINE 0
#endif

static const struct nh_runner_split *split;
static void (*progress_report)(uint64_t done, uint64_t total);

void runner_set_progress(void (*report)(uint64_t done, uint64_t total))
{
    progress_report = report;
}

void runner_set_split(const struct nh_runner_split *s)
{
    split = s;
}

int runner_default_threads(void)
{
#ifdef NHMC_NO_THREADS
    return 1; /* the WebAssembly build: one thread */
#else
    /* the processors this process may run on (taskset, a container, an
     * MPI rank bound to its cores), else all those online */
    cpu_set_t allowed;
    long n = sched_getaffinity(0, sizeof allowed, &allowed) == 0 ? CPU_COUNT(&allowed)
                                                                 : sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 1024 ? 1024 : (int)n;
#endif
}

static uint64_t trials_in_block(const struct shared *sh, uint64_t block)
{
    uint64_t first = block * NH_BLOCK_TRIALS;
    uint64_t left = sh->trials - first;
    return left < NH_BLOCK_TRIALS ? left : NH_BLOCK_TRIALS;
}

/* Unit u of all, cut to this process's blocks. */
static struct unit unit_at(const struct shared *sh, uint64_t u)
{
    struct unit w;
    w.job = (size_t)(u / sh->units_per_job);
    w.first_block = (u % sh->units_per_job) * BLOCKS_PER_UNIT;
    uint64_t left = sh->blocks - w.first_block;
    w.nblocks = left < BLOCKS_PER_UNIT ? left : BLOCKS_PER_UNIT;
    uint64_t at = (uint64_t)w.job * sh->blocks + w.first_block; /* of all blocks */
    if (at < sh->first) {
        w.first_block += sh->first - at;
        w.nblocks -= sh->first - at;
        at = sh->first;
    }
    if (at + w.nblocks > sh->end)
        w.nblocks = sh->end - at;
    return w;
}

static void flush_local(struct shared *sh, size_t job, struct nh_tally *local)
{
    pthread_mutex_lock(&sh->merge_lock);
    tally_merge(&sh->jobs->tallies[job], local);
    pthread_mutex_unlock(&sh->merge_lock);
    tally_free(local);
}

static void *worker(void *arg)
{
    struct shared *sh = arg;
    const struct nh_jobs *j = sh->jobs;
    struct nh_tally local;
    size_t local_job = (size_t)-1;
    for (;;) {
        if (atomic_load(&sh->failed))
            break;
        uint64_t k = atomic_fetch_add(&sh->next_unit, 1);
        if (k >= sh->local_units)
            break;
        struct unit unit = unit_at(sh, sh->first_unit + k);
        const struct unit *w = &unit;
        if (w->job != local_job) {
            if (local_job != (size_t)-1)
                flush_local(sh, local_job, &local);
            local_job = (size_t)-1;
            if (tally_init_like(&local, &j->tallies[w->job]) != 0) {
                atomic_store(&sh->failed, 1);
                break;
            }
            local_job = w->job;
        }
        for (uint64_t b = w->first_block; b < w->first_block + w->nblocks; b++) {
            uint64_t n = trials_in_block(sh, b);
            j->kind->run_block(jobs_case(j, w->job), j->seed, b, (uint32_t)n, &local);
            atomic_fetch_add(&sh->trials_done, n);
        }
        if (NH_RUNNER_INLINE && progress_report) /* one thread: called from here alone */
            progress_report(atomic_load(&sh->trials_done), sh->total);
    }
    if (local_job != (size_t)-1)
        flush_local(sh, local_job, &local);
    atomic_fetch_sub(&sh->workers_left, 1);
    return NULL;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void draw_progress(uint64_t done, uint64_t total, double elapsed)
{
    enum { WIDTH = 30 };
    double f = total ? (double)done / (double)total : 1.0;
    int filled = (int)(f * WIDTH);
    char bar[WIDTH + 1];
    for (int i = 0; i < WIDTH; i++)
        bar[i] = i < filled ? '#' : '.';
    bar[WIDTH] = '\0';
    double eta = f > 0.0 ? elapsed * (1.0 - f) / f : 0.0;
    fprintf(stderr, "\r[%s] %3d%%  %.3g/%.3g trials  %.0fs left ", bar, (int)(f * 100.0),
            (double)done, (double)total, eta);
    fflush(stderr);
}

static void clear_progress(void)
{
    fprintf(stderr, "\r%*s\r", 79, "");
    fflush(stderr);
}

static uint64_t blocks_of(uint64_t trials)
{
    return trials / NH_BLOCK_TRIALS + (trials % NH_BLOCK_TRIALS != 0);
}

static uint64_t units_per_job(uint64_t blocks)
{
    return blocks / BLOCKS_PER_UNIT + (blocks % BLOCKS_PER_UNIT != 0);
}

uint64_t runner_units(size_t njobs, uint64_t trials)
{
    /* the blocks of all are counted too, and there are more of them */
    uint64_t blocks = blocks_of(trials);
    if (blocks != 0 && (uint64_t)njobs >= UINT64_MAX / blocks)
        return UINT64_MAX;
    return units_per_job(blocks) * (uint64_t)njobs;
}

/* The unit holding block g of all. */
static uint64_t unit_of_block(const struct shared *sh, uint64_t g)
{
    return g / sh->blocks * sh->units_per_job + g % sh->blocks / BLOCKS_PER_UNIT;
}

/* The units of every job, BLOCKS_PER_UNIT blocks each, job by job, and this
 * process's share of the blocks: an equal run of them (to one block), so
 * the processes end together.  Returns -1 if their number does not fit (it
 * does for any accepted run: at most 1e12 trials a job). */
static int plan_units(struct shared *sh, size_t njobs, uint64_t trials)
{
    sh->blocks = blocks_of(trials);
    sh->units_per_job = units_per_job(sh->blocks);
    sh->nunits = runner_units(njobs, trials);
    if (sh->nunits == UINT64_MAX)
        return -1;
    uint64_t all = sh->blocks * (uint64_t)njobs; /* < nunits * BLOCKS_PER_UNIT */
    uint64_t part = split ? split->part : 0, nparts = split ? split->nparts : 1;
    uint64_t each = all / nparts, extra = all % nparts;
    sh->first = part * each + (part < extra ? part : extra);
    sh->end = sh->first + each + (part < extra);
    sh->first_unit = sh->first < sh->end ? unit_of_block(sh, sh->first) : 0;
    sh->local_units = sh->first < sh->end ? unit_of_block(sh, sh->end - 1) - sh->first_unit + 1 : 0;
    return 0;
}

static bool running(struct shared *sh)
{
    return atomic_load(&sh->workers_left) > 0 && !atomic_load(&sh->failed);
}

static void pause_briefly(long ms)
{
    struct timespec pause = {0, ms * 1000000L};
    nanosleep(&pause, NULL);
}

/* While the threads run: the progress bar, if shown.  Returns 0. */
static int watch_alone(struct shared *sh, bool show, uint64_t total, bool *drawn)
{
    double t0 = now_seconds();
    while (show && running(sh)) {
        pause_briefly(100);
        double elapsed = now_seconds() - t0;
        if (elapsed > 1.0) {
            draw_progress(atomic_load(&sh->trials_done), total, elapsed);
            *drawn = true;
        }
    }
    return 0;
}

/* While the threads of every process run: rounds of counts with the other
 * processes until all have finished; a failure anywhere stops the threads
 * here.  Returns 0, 1 (a process failed) or -1 (out of step). */
static int watch_split(struct shared *sh, bool show, uint64_t total, bool *drawn)
{
    double t0 = now_seconds(), last_drawn = 0.0;
    for (;;) {
        uint64_t here[NH_SPLIT_COUNTS] = {0}, all[NH_SPLIT_COUNTS];
        here[NH_SPLIT_FAILED] = (uint64_t)atomic_load(&sh->failed);
        here[NH_SPLIT_DONE] = atomic_load(&sh->trials_done);
        here[NH_SPLIT_FINISHED] = atomic_load(&sh->workers_left) == 0;
        if (split->exchange(split->ctx, here, all) != 0) {
            atomic_store(&sh->failed, 1);
            return -1;
        }
        if (all[NH_SPLIT_FAILED])
            atomic_store(&sh->failed, 1);
        if (all[NH_SPLIT_FINISHED] == split->nparts)
            return all[NH_SPLIT_FAILED] ? 1 : 0;
        /* short rounds, so the processes leave soon after the last ends;
         * the bar as often as alone */
        double elapsed = now_seconds() - t0;
        if (show && elapsed > 1.0 && elapsed - last_drawn >= 0.1) {
            draw_progress(all[NH_SPLIT_DONE], total, elapsed);
            last_drawn = elapsed;
            *drawn = true;
        }
        pause_briefly(20);
    }
}

int runner_run(const struct nh_jobs *js, uint64_t trials, const struct nh_run_options *opt)
{
    struct shared sh;
    memset(&sh, 0, sizeof sh);
    sh.jobs = js;
    sh.trials = trials;
    sh.total =
        trials && js->njobs > UINT64_MAX / trials ? UINT64_MAX : trials * (uint64_t)js->njobs;
    if (plan_units(&sh, js->njobs, trials) != 0) {
        nh_error("%zu jobs of %llu trials are too many to count; expected fewer", js->njobs,
                 (unsigned long long)trials);
        return -1;
    }
    atomic_init(&sh.next_unit, 0);
    atomic_init(&sh.trials_done, 0);
    atomic_init(&sh.failed, 0);
    pthread_mutex_init(&sh.merge_lock, NULL);

    int nthreads = opt->threads < 1 ? 1 : opt->threads;
    if ((uint64_t)nthreads > sh.local_units)
        nthreads = (int)sh.local_units;
    atomic_init(&sh.workers_left, nthreads);
    pthread_t *tids = calloc((size_t)nthreads + 1, sizeof *tids);
    int started = 0, rc = 0;
    if (!tids) {
        nh_error("out of memory starting threads");
        atomic_store(&sh.workers_left, 0);
        atomic_store(&sh.failed, 1);
        rc = -1;
    }
#ifdef NHMC_NO_THREADS
    /* The WebAssembly build (make web, docs/web.md) has no threads: the one
     * worker runs here, to the end, before the watch below. */
    if (rc == 0) {
        atomic_store(&sh.workers_left, 1);
        worker(&sh);
    }
#endif
    for (; !NH_RUNNER_INLINE && rc == 0 && started < nthreads; started++) {
        int e = pthread_create(&tids[started], NULL, worker, &sh);
        if (e != 0) {
            nh_error("cannot start a thread: %s", strerror(e));
            atomic_fetch_sub(&sh.workers_left, nthreads - started);
            atomic_store(&sh.failed, 1);
            rc = -1;
            break;
        }
    }

    uint64_t total = sh.total;
    bool drawn = false;
    int watched = split ? watch_split(&sh, opt->progress && split->draws_progress, total, &drawn)
                        : watch_alone(&sh, opt->progress && isatty(STDERR_FILENO), total, &drawn);
    for (int i = 0; i < started; i++)
        pthread_join(tids[i], NULL);
    if (drawn)
        clear_progress();
    if (rc == 0 && watched == 0 && atomic_load(&sh.failed))
        watched = 1;
    if (rc == 0 && watched != 0) {
        if (watched > 0)
            nh_error("out of memory during the run");
        rc = -1;
    }
    if (rc == 0 && split && split->combine(split->ctx, js) != 0)
        rc = -1;
    pthread_mutex_destroy(&sh.merge_lock);
    free(tids);
    return rc;
}

int jobs_run(struct nh_jobs *j, uint64_t trials, int threads, bool progress)
{
    struct nh_run_options ro = {threads, progress};
    return runner_run(j, trials, &ro);
}

int jobs_simulate(const struct nh_job_kind *kind, const void *c, uint64_t seed, uint64_t trials,
                  int threads, struct nh_tally *t)
{
    /* a run of one case, whose tally is t itself: no copy of the case */
    struct nh_jobs j = {kind, seed, 1, (unsigned char *)(uintptr_t)c, NULL, t};
    if (kind->tally_init(t, c) != 0)
        return -1;
    if (jobs_run(&j, trials, threads, false) != 0) {
        tally_free(t);
        return -1;
    }
    return 0;
}
