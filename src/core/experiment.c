/* experiment: run a scenario by its kind's entry in the registry. */
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
    return s->kind->run(s, rs);
}
