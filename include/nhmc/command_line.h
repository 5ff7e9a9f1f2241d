/* command_line: the nhmc command of a run as a person would type it again
 * in a POSIX shell: for the captions of wiki tables, and the command a web
 * answer shows. */
#ifndef NHMC_COMMAND_LINE_H
#define NHMC_COMMAND_LINE_H

#include <stddef.h>

/* "nhmc" and argv[0..argc-1], each word single-quoted where the shell would
 * change it, into buf.  Returns 0, or -1 (buf empty) if it does not fit. */
int nh_command_line(char *buf, size_t size, int argc, char *const *argv);

#endif
