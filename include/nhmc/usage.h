/* usage: the command line's messages for bad usage, shared by the commands
 * and by the kinds' own listings (nhmc list monsters).  Each prints to
 * stderr and returns NH_EXIT_USAGE. */
#ifndef NHMC_USAGE_H
#define NHMC_USAGE_H

/* Exit statuses. */
enum { NH_EXIT_OK = 0, NH_EXIT_RUN = 1, NH_EXIT_USAGE = 2 };

/* "nhmc: CMD: WHAT" and where to read more (cmd NULL: no command yet). */
int usage_error(const char *cmd, const char *what);
struct option;
/* getopt_long's '?' (unknown option) or ':' (no value) for argv[optind - 1];
 * an unknown long option near one of opts (the command's table, ended by a
 * NULL name; NULL: none) gets "(did you mean '--xl'?)". */
int option_error(const char *cmd, int c, char **argv, const struct option *opts);
/* The options a command's switch leaves: -h prints help to stdout
 * (NH_EXIT_OK), anything else is option_error's. */
int help_or_option_error(const char *cmd, int c, char **argv, const struct option *opts,
                         const char *help);
/* After the options: NH_EXIT_OK if argv[first..argc) is empty, else
 * "unexpected argument 'W'" for its first word. */
int no_more_arguments(const char *cmd, int argc, char **argv, int first);
/* "nhmc: CMD: OPTION: ERR": a bad value. */
int value_error(const char *cmd, const char *option, const char *err);

#endif
