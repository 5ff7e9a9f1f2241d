/* cli_common: what the commands of src/cli share: the options every running
 * command takes and the run settings they fill. */
#ifndef NHMC_CLI_COMMON_H
#define NHMC_CLI_COMMON_H

#include <stdbool.h>

#include "nhmc/experiment.h"
#include "nhmc/command_line.h"
#include "nhmc/kind.h"
#include "nhmc/usage.h"

/* Option codes of getopt_long past the short options; a kind's key k is
 * OPT_KEY_FIRST + k. */
enum {
    OPT_FORMAT = 256,
    OPT_SEED,
    OPT_HIST,
    OPT_EXACT,
    OPT_METHOD,
    OPT_WIKI_COLUMNS,
    OPT_WIKI_STAT,
    OPT_PLOT,
    OPT_PLOT_SCRIPT,
    OPT_AT_LEAST,
    OPT_AT_MOST,
    OPT_VALUE,
    OPT_VALUE_ALIAS, /* the kind's other name of --value (--hp) */
    OPT_KEY_FIRST = 512,
};

/* The options every running command shares: 0 (with *handled set when c
 * was one of them), or an exit status.  -j, -q, --format and -o fill rs;
 * -n, --seed, --exact, --method, --wiki-columns, --wiki-stat, --plot,
 * --plot-script, --at-least, --at-most and --value fill s, and
 * --histogram *hist (nhmc run takes none of these: s and hist NULL). */
struct nh_scenario;
int common_option(const char *cmd, int c, struct nh_run_settings *rs, struct nh_scenario *s,
                  const char **hist, bool *handled);
/* All cores, a progress bar, the format chosen by the output. */
void default_settings(struct nh_run_settings *rs);

/* nhmc COMMAND for a registered kind: its options, then the run.
 * `command_line` is the whole command as typed, for wiki captions. */
int cli_kind_command(const struct nh_kind *k, int argc, char **argv, const char *command_line);
/* The scenario file `nhmc run` reads for arg: arg itself, or when no such
 * file is here and arg has no '/', a shipped scenario of that name
 * (scenario_path.c says where it looks).  0, or -1 with err saying where
 * it looked. */
int scenario_path(const char *arg, char *path, size_t len, char *err, size_t errlen);
/* nhmc list ... */
int cli_list(int argc, char **argv);

#endif
