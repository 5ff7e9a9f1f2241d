/* input_file: open a file nhmc reads (a scenario) only if it is a regular
 * file of a sane size, so that a FIFO, a device or a directory named by
 * mistake is refused at once instead of hanging or reading forever. */
#ifndef NHMC_INPUT_FILE_H
#define NHMC_INPUT_FILE_H

#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

/* Most bytes of an input file: far more than any scenario. */
#define NH_INPUT_MAX_BYTES (1024L * 1024L)

/* What a file of mode m is ("a directory", "a FIFO (named pipe)", ...), for
 * messages; NULL for a regular file. */
const char *nh_file_type(mode_t m);

/* Open path for reading.  Returns the stream, or NULL with what is wrong in
 * why ("cannot open: ...", "is a directory; expected ...", "is 5000000
 * bytes; expected ..."). */
FILE *input_file_open(const char *path, const char *what, char *why, size_t len);

#endif
