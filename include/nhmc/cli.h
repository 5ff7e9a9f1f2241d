/* cli: the command line (subcommands, options, help). */
#ifndef NHMC_CLI_H
#define NHMC_CLI_H

#define NHMC_VERSION "0.1.0"

#include "nhmc/usage.h" /* the exit statuses */

int cli_main(int argc, char **argv);

#endif
