/* settings: the options every running command shares and the run settings
 * and scenario they fill (cli_common.h). */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli_common.h"
#include "nhmc/runner.h"
#include "nhmc/scenario.h"

/* --at-least, --at-most, --value (or the kind's other name of --value):
 * one of them, a whole number. */
static int stand_option(const char *cmd, int c, struct nh_scenario *s)
{
    char err[512], name[40];
    enum nh_stand_ask ask = c == OPT_AT_LEAST  ? NH_STAND_AT_LEAST
                            : c == OPT_AT_MOST ? NH_STAND_AT_MOST
                                               : NH_STAND_VALUE;
    if (c == OPT_VALUE_ALIAS)
        snprintf(name, sizeof name, "--%s", s->kind->value_option);
    else
        snprintf(name, sizeof name, "%s", stand_option_name(ask));
    if (s->stand_ask != NH_STAND_NONE)
        return value_error(cmd, name,
                           "given twice, or after another of --at-least, --at-most and --value; "
                           "expected one of them");
    if (stand_parse(optarg, &s->stand_value, err, sizeof err) != 0)
        return value_error(cmd, name, err);
    s->stand_ask = ask;
    return 0;
}

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
    case OPT_METHOD: {
        enum nh_method m = NH_METHOD_EXACT;
        if (c == OPT_METHOD && parse_method(optarg, &m, err, sizeof err) != 0)
            return value_error(cmd, "--method", err);
        if (s->method != NH_METHOD_AUTO && m != s->method)
            return usage_error(cmd, "--exact and --method disagree; expected one of them");
        s->method = m;
        return 0;
    }
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
    case OPT_AT_LEAST:
    case OPT_AT_MOST:
    case OPT_VALUE:
    case OPT_VALUE_ALIAS:
        return stand_option(cmd, c, s);
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
