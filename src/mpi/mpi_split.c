/* mpi_split: rounds and tally sums over the ranks (mpi_split.h). */
#include "mpi/mpi_split.h"

#include <limits.h>
#include <stdio.h>
#include <time.h>

#include "nhmc/jobs.h"
#include "nhmc/tally.h"
#include "nhmc/message.h"

/* A round's counts: the runner's, then whether the rank is in a run (not
 * in the last round), its count of finished runs, and rank 0's status.
 * The runner's rounds and the last one have the same shape, so a rank that
 * leaves early meets the others' round and all of them see it. */
enum { IN_RUN = NH_SPLIT_COUNTS, RUN_COUNT, STATUS0, ROUND_COUNTS };

/* Sum buf over the ranks.  Nonblocking, polled with short sleeps: a rank
 * waiting for slower ones yields its core to their threads instead of
 * spinning. */
static int sum_round(struct mpi_split *m, uint64_t *buf)
{
    MPI_Request req;
    if (MPI_Iallreduce(MPI_IN_PLACE, buf, ROUND_COUNTS, MPI_UINT64_T, MPI_SUM, m->comm, &req) !=
        MPI_SUCCESS)
        return -1;
    for (;;) {
        int done = 0;
        if (MPI_Test(&req, &done, MPI_STATUS_IGNORE) != MPI_SUCCESS)
            return -1;
        if (done)
            return 0;
        struct timespec pause = {0, 1000000L};
        nanosleep(&pause, NULL);
    }
}

static void say_out_of_step(struct mpi_split *m)
{
    m->out_of_step = true;
    nh_error("the ranks of this MPI job are out of step (one stopped early); "
             "stopping the run");
}

static int exchange(void *ctx, const uint64_t here[NH_SPLIT_COUNTS], uint64_t all[NH_SPLIT_COUNTS])
{
    struct mpi_split *m = ctx;
    if (m->out_of_step)
        return -1;
    uint64_t buf[ROUND_COUNTS] = {0};
    for (int i = 0; i < NH_SPLIT_COUNTS; i++)
        buf[i] = here[i];
    buf[IN_RUN] = 1;
    buf[RUN_COUNT] = m->run;
    if (sum_round(m, buf) != 0)
        return -1;
    uint64_t size = (uint64_t)m->size;
    if (buf[IN_RUN] != size || buf[RUN_COUNT] != size * m->run) {
        say_out_of_step(m);
        return -1;
    }
    for (int i = 0; i < NH_SPLIT_COUNTS; i++)
        all[i] = buf[i];
    if (all[NH_SPLIT_FINISHED] == size)
        m->run++;
    return 0;
}

/* Every job's tallies summed over the ranks, into every rank.  The ranks
 * come here together (the last round saw all of them finished). */
static int combine(void *ctx, const struct nh_jobs *j)
{
    struct mpi_split *m = ctx;
    for (size_t i = 0; i < j->njobs; i++) {
        const struct nh_tally *t = &j->tallies[i];
        for (size_t at = 0; at < t->ncounts;) {
            size_t n = t->ncounts - at < (size_t)INT_MAX ? t->ncounts - at : (size_t)INT_MAX;
            if (MPI_Allreduce(MPI_IN_PLACE, t->counts + at, (int)n, MPI_UINT64_T, MPI_SUM,
                              m->comm) != MPI_SUCCESS) {
                nh_error("summing the tallies of the ranks failed");
                return -1;
            }
            at += n;
        }
    }
    return 0;
}

int mpi_split_start(struct mpi_split *m, bool draws_progress)
{
    if (MPI_Comm_dup(MPI_COMM_WORLD, &m->comm) != MPI_SUCCESS ||
        MPI_Comm_rank(m->comm, &m->rank) != MPI_SUCCESS ||
        MPI_Comm_size(m->comm, &m->size) != MPI_SUCCESS)
        return -1;
    m->run = 0;
    m->out_of_step = m->left_early = false;
    m->split = (struct nh_runner_split){.part = (uint64_t)m->rank,
                                        .nparts = (uint64_t)m->size,
                                        .draws_progress = draws_progress,
                                        .exchange = exchange,
                                        .combine = combine,
                                        .ctx = m};
    runner_set_split(&m->split);
    return 0;
}

int mpi_split_finish(struct mpi_split *m, int status, int *status0)
{
    runner_set_split(NULL);
    if (m->out_of_step)
        return -1;
    uint64_t buf[ROUND_COUNTS] = {0};
    buf[RUN_COUNT] = m->run;
    buf[STATUS0] = m->rank == 0 ? (uint64_t)status : 0;
    if (sum_round(m, buf) != 0)
        return -1;
    if (buf[IN_RUN] != 0 || buf[RUN_COUNT] != (uint64_t)m->size * m->run) {
        m->out_of_step = m->left_early = true;
        return -1;
    }
    *status0 = (int)buf[STATUS0];
    return 0;
}
