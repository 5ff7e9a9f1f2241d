/* cli: the command line (subcommands, options, help). */
#ifndef NHMC_CLI_H
#define NHMC_CLI_H

#define NHMC_VERSION "0.1.0"

#include "nhmc/usage.h" /* the exit statuses */

#include <stdbool.h>

int cli_main(int argc, char **argv);

/* When set, a command parses and checks its options and input files, then
 * stops where it would run (status 0): the command-line fuzzer's entry. */
extern bool cli_parse_only;

#endif
