/* settings: the options every running command shares and the run settings
 * and scenario they fill (cli_common.h). */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli_common.h"
#include "nhmc/runner.h"
#include "nhmc/scenario.h"

int common_option(const char *cmd, int c, struct nh_run_settings *rs, struct nh_scenario *s,
                  const char **hist, bool *handled)
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
    case 'n':
        if (parse_trials(optarg, &s->trials, err, sizeof err) != 0)
            return value_error(cmd, "--trials", err);
        return 0;
    case OPT_SEED:
        if (parse_seed(optarg, &s->seed, err, sizeof err) != 0)
            return value_error(cmd, "--seed", err);
        return 0;
    case 'o':
        rs->output = optarg;
        return 0;
    case OPT_HIST:
        *hist = optarg;
        return 0;
    case OPT_EXACT:
        s->exact = true;
        return 0;
    case OPT_WIKI_COLUMNS:
        if (strlen(optarg) >= sizeof s->wiki_columns)
            return value_error(cmd, "--wiki-columns", "too long; expected a few column names");
        if (scenario_check_wiki_columns(s->kind, optarg, err, sizeof err) != 0)
            return value_error(cmd, "--wiki-columns", err);
        strcpy(s->wiki_columns, optarg);
        return 0;
    case OPT_WIKI_STAT:
        if (scenario_check_kind_wiki_stat(s->kind, optarg, err, sizeof err) != 0)
            return value_error(cmd, "--wiki-stat", err);
        snprintf(s->wiki_stat, sizeof s->wiki_stat, "%.15s", optarg);
        return 0;
    case OPT_PLOT:
    case OPT_PLOT_SCRIPT: {
        char *path = c == OPT_PLOT ? s->plot : s->plot_script;
        if (strlen(optarg) >= sizeof s->plot)
            return value_error(cmd, c == OPT_PLOT ? "--plot" : "--plot-script", "path too long");
        strcpy(path, optarg);
        return 0;
    }
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
