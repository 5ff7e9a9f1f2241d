/* settings: the options every running command shares (-j, -q, --format)
 * and the run settings they fill (cli_common.h). */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli_common.h"
#include "nhmc/runner.h"

int common_option(const char *cmd, int c, struct nh_run_settings *rs, bool *handled)
{
    char err[512];
    *handled = true;
    switch (c) {
    case 'j':
        if (parse_threads(optarg, &rs->threads, err, sizeof err) != 0)
            return value_error(cmd, "--threads", err);
        return 0;
    case 'q':
        rs->progress = false;
        rs->quiet = true;
        return 0;
    case OPT_FORMAT:
        if (format_parse(optarg, &rs->format) != 0) {
            snprintf(err, sizeof err, "unknown format \"%s\"; expected table, csv or wiki", optarg);
            return value_error(cmd, "--format", err);
        }
        return 0;
    default:
        *handled = false;
        return 0;
    }
}

void default_settings(struct nh_run_settings *rs)
{
    memset(rs, 0, sizeof *rs);
    rs->threads = runner_default_threads();
    rs->progress = true;
    rs->format = NH_FORMAT_AUTO;
}
