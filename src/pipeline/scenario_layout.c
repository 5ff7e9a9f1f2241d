/* scenario_layout: what the output layout of a scenario or a command may
 * ask (scenario.h): wiki_columns, wiki_stat and {variant} paths, checked
 * the same way for both front ends. */
#include <stdio.h>
#include <string.h>

#include "nhmc/output.h"
#include "nhmc/scenario.h"

int scenario_check_wiki_columns(const struct nh_kind *kind, const char *text, char *err,
                                size_t errlen)
{
    const struct nh_kind_columns *kc = kind->columns;
    char what[64];
    int spread[sizeof kc->names / sizeof kc->names[0]];
    snprintf(what, sizeof what, "a column of kind %s", kind->name);
    int n = parse_name_list(text, kc->names, kc->n, what, spread, err, errlen);
    if (n < 0)
        return -1;
    if (n >= kc->n) {
        snprintf(err, errlen,
                 "every column is spread across; expected at least one left for "
                 "the rows");
        return -1;
    }
    return 0;
}

static int check_wiki_stat(const char *text, char *err, size_t errlen)
{
    if (output_stat_known(text))
        return 0;
    snprintf(err, errlen, "unknown statistic \"%s\"; expected %s", text, NH_WIKI_STATS_TEXT);
    return -1;
}

int scenario_check_kind_wiki_stat(const struct nh_kind *kind, const char *text, char *err,
                                  size_t errlen)
{
    if (!kind->value_examples)
        return check_wiki_stat(text, err, errlen);
    /* Tables of values (prayer's p_gain, grace's p_death, ...), not of
     * summary statistics.  Here only the form of the name is checked; the
     * kind's experiment checks it against its columns before anything runs. */
    size_t n = strspn(text, "abcdefghijklmnopqrstuvwxyz0123456789_");
    if (n == 0 || text[n] != '\0') {
        snprintf(err, errlen, "\"%s\" is not a column name; expected a value column of kind %s %s",
                 text, kind->name, kind->value_examples);
        return -1;
    }
    if (n >= sizeof((struct nh_scenario *)0)->wiki_stat) {
        snprintf(err, errlen, "\"%s\" is too long; expected at most %zu characters", text,
                 sizeof((struct nh_scenario *)0)->wiki_stat - 1);
        return -1;
    }
    return 0;
}
