/* experiment: dispatch a scenario to its kind's runner. */
#include "nhmc/experiment.h"

#include <stdio.h>
#include <strings.h>

int format_parse(const char *text, enum nh_format *out)
{
    static const struct {
        const char *name;
        enum nh_format format;
    } formats[] = {{"table", NH_FORMAT_TABLE}, {"csv", NH_FORMAT_CSV}, {"wiki", NH_FORMAT_WIKI}};
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
        if (strcasecmp(text, formats[i].name) == 0) {
            *out = formats[i].format;
            return 0;
        }
    return -1;
}

int experiment_run(const struct nh_scenario *s, const struct nh_run_settings *rs)
{
    switch (s->kind) {
    case NH_KIND_LEVELUP:
        return experiment_run_levelup(s, rs);
    case NH_KIND_RNZ:
        return experiment_run_rnz(s, rs);
    case NH_KIND_REGEN:
        return experiment_run_regen(s, rs);
    case NH_KIND_PRAYER:
        return experiment_run_prayer(s, rs);
    case NH_KIND_GROWTH:
        return experiment_run_growth(s, rs);
    case NH_KIND_MONSTER:
        return experiment_run_monster(s, rs);
    case NH_KIND_GRACE:
        return experiment_run_grace(s, rs);
    case NH_KIND_SANITY:
        return experiment_run_sanity(s, rs);
    case NH_KIND_COUNT:
        break;
    }
    fprintf(stderr, "nhmc: %s: no runner for this kind\n", s->file);
    return 1;
}
