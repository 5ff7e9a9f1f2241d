/* experiment: run a checked scenario and write its outputs.
 *
 * Shared by `nhmc run FILE` and the per-kind commands (`nhmc levelup ...`),
 * which both build a struct nh_scenario first.
 */
#ifndef NHMC_EXPERIMENT_H
#define NHMC_EXPERIMENT_H

#include <stdbool.h>
#include "nhmc/scenario.h"

enum nh_format { NH_FORMAT_AUTO, NH_FORMAT_TABLE, NH_FORMAT_CSV, NH_FORMAT_WIKI };

struct nh_run_settings {
    int threads;
    bool progress;
    bool quiet; /* no "wrote FILE" notes */
    /* What goes to standard output (or to `output`): NH_FORMAT_AUTO means a
     * table on a terminal and CSV otherwise.  Nothing goes there when
     * `to_stdout` is false. */
    bool to_stdout;
    enum nh_format format;
    const char *output; /* a file instead of standard output, or NULL */
};

/* Parse a --format value; returns 0 or -1. */
int format_parse(const char *text, enum nh_format *out);

/* Returns the exit status: 0 done, 1 the run or a write failed (a message
 * has been printed). */
int experiment_run(const struct nh_scenario *s, const struct nh_run_settings *rs);

/* The runner of each kind, with the same contract (src/exp_<kind>.c). */
int experiment_run_levelup(const struct nh_scenario *s, const struct nh_run_settings *rs);
int experiment_run_rnz(const struct nh_scenario *s, const struct nh_run_settings *rs);
int experiment_run_regen(const struct nh_scenario *s, const struct nh_run_settings *rs);
int experiment_run_prayer(const struct nh_scenario *s, const struct nh_run_settings *rs);
int experiment_run_growth(const struct nh_scenario *s, const struct nh_run_settings *rs);
int experiment_run_monster(const struct nh_scenario *s, const struct nh_run_settings *rs);
int experiment_run_grace(const struct nh_scenario *s, const struct nh_run_settings *rs);
int experiment_run_sanity(const struct nh_scenario *s, const struct nh_run_settings *rs);

#endif
