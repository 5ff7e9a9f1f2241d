/* nhmc-mpi: nhmc on the ranks of an Open MPI job (docs/mpi.md).
 *
 * Every rank runs the same command on its share of the work units; the
 * tallies are summed exactly, so the bytes written equal those of nhmc
 * alone.  Rank 0 alone speaks: the other ranks' standard output goes
 * nowhere and their messages are held back, shown only when their exit
 * status differs from rank 0's or they left the others early (a failure of
 * their own, not the one rank 0 reported already).
 */
#include <fcntl.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "mpi/mpi_split.h"
#include "nhmc/cli.h"
#include "nhmc/experiment.h"
#include "nhmc/message.h"

/* Under mpirun, isatty answers for the launcher's pseudo-terminal, not for
 * the user's: a controlling terminal says whether someone is watching. */
static bool launched_by_mpirun(void)
{
    return getenv("OMPI_COMM_WORLD_SIZE") != NULL;
}

static bool watched_from_a_terminal(void)
{
    if (!launched_by_mpirun())
        return isatty(STDERR_FILENO);
    int fd = open("/dev/tty", O_RDWR | O_NOCTTY);
    if (fd < 0)
        return false;
    close(fd);
    return true;
}

/* A rank other than 0: standard output to /dev/null, messages to an
 * unnamed temporary file (gone when the process ends, however it ends).
 * Returns the real standard error's descriptor, or -1. */
static int hold_back_output(FILE **held)
{
    int real_stderr = dup(STDERR_FILENO);
    int null = open("/dev/null", O_WRONLY);
    *held = tmpfile();
    if (real_stderr < 0 || null < 0 || !*held || dup2(null, STDOUT_FILENO) < 0 ||
        dup2(fileno(*held), STDERR_FILENO) < 0) {
        if (null >= 0)
            close(null);
        return -1;
    }
    close(null);
    return real_stderr;
}

static void replay_held_messages(FILE *held, int real_stderr)
{
    char buf[4096];
    size_t n;
    fflush(stderr);
    rewind(held);
    while ((n = fread(buf, 1, sizeof buf, held)) > 0)
        if (write(real_stderr, buf, n) < 0)
            break;
}

int main(int argc, char **argv)
{
    int provided, rank = 0;
    if (MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) {
        nh_error("cannot start MPI");
        return 1;
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    FILE *held = NULL;
    int real_stderr = rank == 0 ? STDERR_FILENO : hold_back_output(&held);
    struct mpi_split m;
    if (real_stderr < 0 || mpi_split_start(&m, rank == 0 && watched_from_a_terminal()) != 0) {
        nh_error("cannot set up rank %d of the MPI job", rank);
        MPI_Abort(MPI_COMM_WORLD, 1);
        return 1;
    }
    experiment_set_output_role(rank == 0, !launched_by_mpirun() && isatty(STDOUT_FILENO));

    int status = cli_main(argc, argv);
    fflush(stdout);
    int status0 = status;
    bool in_step = mpi_split_finish(&m, status, &status0) == 0;
    /* held back: what rank 0 said too, or that the ranks are out of step */
    if (held && (in_step ? status != status0 : m.left_early))
        replay_held_messages(held, real_stderr);
    MPI_Comm_free(&m.comm);
    MPI_Finalize();
    return status;
}
