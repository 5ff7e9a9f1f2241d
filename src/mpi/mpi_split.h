/* mpi_split: the runner's split (runner.h) over the ranks of an MPI job.
 *
 * Every rank runs the whole program (parsing, planning, summaries) the same
 * way; the runner gives each rank its share of the work units, and the
 * tallies are summed into every rank, so all go on alike and rank 0 writes.
 * Compiled only into nhmc-mpi.
 */
#ifndef NHMC_MPI_SPLIT_H
#define NHMC_MPI_SPLIT_H

#include <mpi.h>
#include <stdbool.h>
#include <stdint.h>

#include "nhmc/runner.h"

struct mpi_split {
    MPI_Comm comm; /* our own copy of MPI_COMM_WORLD */
    int rank, size;
    uint64_t run;     /* runs finished together so far */
    bool out_of_step; /* a rank left a run early: no more rounds */
    bool left_early;  /* that rank was this one */
    struct nh_runner_split split;
};

/* Set m up over MPI_COMM_WORLD (after MPI_Init) and hand it to the runner;
 * `draws_progress`: this rank draws the bar.  Returns 0 or -1. */
int mpi_split_start(struct mpi_split *m, bool draws_progress);

/* The last round, when the program is done with `status`: *status0 is
 * then rank 0's status.  Returns 0, or -1 when the ranks were out of step
 * (*status0 unknown): this one left early, the others still in a run
 * (left_early set), or another left a run of this one's. */
int mpi_split_finish(struct mpi_split *m, int status, int *status0);

#endif
