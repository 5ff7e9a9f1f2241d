/* growth_selfcheck: the growth rows of `nhmc selfcheck`: the kernel against
 * the exact model at the last row of a timeline. */
#include "kinds/growth/growth_impl.h"
#include "nhmc/gof.h"
#include "nhmc/heroes.h"
#include "nhmc/names.h"
#include "nhmc/pmf.h"
#include "nhmc/selfcheck.h"

/* 5.0 drains, restores and the XL-30 throttle; a nurse chain; then each
 * variant with heroes and rules of its own (docs/rules.md, Growth in
 * xNetHack, EvilHack and UnNetHack), on the scalar path: EvilHack's extra
 * dice, drain and diluted potions, and a hero with its history (literate,
 * abused); xNetHack's cutoff and restore ability; UnNetHack's fresh-roll
 * drain and nurse. */
static const struct growth_check {
    enum nh_variant variant;
    const char *role, *race;
    int con;
    const char *events; /* the timeline; its last row is fitted */
    unsigned history;   /* EvilHack: NH_HERO_LITERATE, NH_HERO_ABUSED */
} growth_checks[] = {
    {NH_V50, "Val", "hum", 16,
     "level 14; drain 3; quaff full blessed x3; level 30; quaff gain-level x10", 0},
    {NH_V367, "Tou", "hum", 10, "level 5; nurse 100", 0},
    {NH_VEVH, "Cav", "gia", 16,
     "level 8; drain 2; quaff full blessed diluted; quaff extra diluted x2", 0},
    {NH_VEVH, "Cav", "amr", 14, "level 8; drain 1; restore-ability blessed",
     NH_HERO_LITERATE | NH_HERO_ABUSED},
    {NH_VXNH, "Val", "dwa", 17, "level 10; drain 3; restore-ability", 0},
    {NH_VUNH, "Tou", "hum", 10, "level 6; drain 2; nurse 20", 0},
};
#define NGROWTH (sizeof growth_checks / sizeof growth_checks[0])

static void describe(const void *check, char *buf, size_t len)
{
    const struct growth_check *c = check;
    /* the case column: "growth 5.0 Val-hum: " and the events, 52 characters */
    int n = snprintf(buf, len, "growth %s %s-%s: ", variant_name(c->variant), c->role, c->race);
    if (n >= 0 && (size_t)n < len)
        snprintf(buf + n, len - (size_t)n, "%.*s", n < 52 ? 52 - n : 0, c->events);
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
    const struct nh_hero_table *h = nh_heroes(c->variant);
    struct growth_case gc = {c->variant,
                             nh_name_index(h->role_names, c->role),
                             nh_name_index(h->race_names, c->race),
                             c->con,
                             1,
                             0,
                             &tl,
                             &r,
                             c->history};
    if (gc.role < 0 || gc.race < 0 || growth_case_check(&gc, err, sizeof err) != 0)
        return -1;
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
