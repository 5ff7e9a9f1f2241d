/* outfile: write a file under a temporary name and rename it into place, so
 * a failed or interrupted run never leaves a half-written file. */
#ifndef NHMC_OUTFILE_H
#define NHMC_OUTFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct nh_outfile {
    char *path; /* final name */
    char *tmp;  /* temporary name in the same directory */
    FILE *f;
};

/* Whether path means standard output: "-" or "/dev/stdout". */
bool outfile_is_stdout(const char *path);
/* Whether path may be written: it does not exist yet, or is a regular file,
 * or a symbolic link to one (written through: the link stays).  Returns 0,
 * or -1 with what is wrong in why ("is a FIFO; expected ...").  Standard
 * output's names are not checked here (outfile_is_stdout). */
int outfile_check(const char *path, char *why, size_t len);

/* Create the parent directory if needed and open a temporary file next to
 * `path` (next to the target of a symbolic link, which is written through).
 * Refuses what outfile_check refuses (errno EEXIST, EISDIR or ENOENT for a
 * dangling link).  Returns 0, or -1 with errno set. */
int outfile_open(struct nh_outfile *o, const char *path);
/* Flush, close and rename into place.  Returns 0, or -1 (the temporary is
 * removed and the destination left as it was). */
int outfile_commit(struct nh_outfile *o);
/* Close and remove the temporary. */
void outfile_abort(struct nh_outfile *o);
/* Install SIGINT/SIGTERM/SIGHUP handlers that remove open temporaries. */
void outfile_install_signal_cleanup(void);

#endif
