/* growth_selfcheck: the growth rows of `nhmc selfcheck`: the kernel against
 * the exact model at the last row of a timeline. */
#include "kinds/growth/growth_impl.h"
#include "nhmc/gof.h"
#include "nhmc/pmf.h"
#include "nhmc/selfcheck.h"

/* 5.0 drains, restores and the XL-30 throttle; a nurse chain. */
static const struct growth_check {
    enum nh_variant variant;
    const char *role, *race;
    int con;
    const char *events; /* the timeline; its last row is fitted */
} growth_checks[] = {
    {NH_V50, "Val", "hum", 16,
     "level 14; drain 3; quaff full blessed x3; level 30; quaff gain-level x10"},
    {NH_V367, "Tou", "hum", 10, "level 5; nurse 100"},
};
#define NGROWTH (sizeof growth_checks / sizeof growth_checks[0])

static void describe(const void *check, char *buf, size_t len)
{
    const struct growth_check *c = check;
    snprintf(buf, len, "growth %s %s: %.36s", variant_name(c->variant), c->role, c->events);
}

static int run_check(const void *check, const struct nh_selfcheck_options *o, struct nh_gof *g)
{
    const struct growth_check *c = check;
    struct growth_timeline tl;
    struct growth_report r;
    char err[200];
    if (growth_parse_events(c->events, &tl, err, sizeof err) != 0 ||
        growth_parse_report("end", &r, err, sizeof err) != 0)
        return -1;
    struct growth_case gc = {
        c->variant, role_parse(c->role), race_parse(c->race), c->con, 1, 0, &tl, &r, 0};
    struct nh_pmf ex[GROWTH_MAX_CHECKPOINTS];
    if (growth_exact(&gc, ex, err, sizeof err) != 0)
        return -1;
    struct growth_checkpoint cp[GROWTH_MAX_CHECKPOINTS];
    int n = growth_checkpoints(&gc, cp, GROWTH_MAX_CHECKPOINTS, err, sizeof err);
    int st = selfcheck_fit(&growth_job_kind, &gc, (size_t)n - 1, &ex[n - 1], o, g);
    for (int k = 0; k < n; k++)
        pmf_free(&ex[k]);
    return st;
}

const struct nh_selfcheck_rows growth_selfcheck = {growth_checks, NGROWTH, sizeof growth_checks[0],
                                                   describe, run_check};
