/* cli: the command line (subcommands, options, help). */
#ifndef NHMC_CLI_H
#define NHMC_CLI_H

#define NHMC_VERSION "0.1.0"

/* Exit statuses. */
enum { NH_EXIT_OK = 0, NH_EXIT_RUN = 1, NH_EXIT_USAGE = 2 };

int cli_main(int argc, char **argv);

#endif
