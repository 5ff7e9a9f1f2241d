/* growth_case_check: the checks a timeline case must pass, and the rows
 * (checkpoints) it reports (growth_impl.h; its syntax: growth_events.c). */
#include <stdio.h>
#include <string.h>

#include "kinds/growth/growth_impl.h"
#include "kinds/prayer/prayer.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"

/* The XL path of a timeline when no prayer restores a level (prayer's
 * golden glow is the only random change of XL). */
struct nominal {
    int xl, xlmax;
};

/* A level back; dNetHack keeps the highest XL (src/potion.c, peffects():
 * u.ulevelmax -= 1 is commented out). */
static void nominal_restore(struct nominal *h, bool keep_max)
{
    if (h->xl < h->xlmax) {
        h->xlmax -= !keep_max;
        h->xl++;
    }
}

int growth_nurse_hits(const struct growth_case *c, const struct growth_event *e)
{
    if (e->count)
        return e->count;
    return e->until || c->until_maxhp ? GROWTH_NURSE_UNTIL_CAP : 1;
}

int growth_nurse_target(const struct growth_case *c, const struct growth_event *e, int xl)
{
    int u = e->until ? e->until : c->until_maxhp;
    return u < 0 ? -u * xl : u;
}

/* A hero of vanilla's 13 roles and 5 races that vanilla starts: the heroes
 * the prayer kind takes. */
static bool vanilla_hero(int role, int race)
{
    return role < NH_ROLE_COUNT && race < NH_RACE_COUNT && nh_vanilla_heroes.legal(role, race);
}

int growth_case_check(const struct growth_case *c, char *err, size_t errlen)
{
    bool dnh = c->variant == NH_VDNH;
    if (!(GROWTH_VARIANTS & NH_VARIANT_BIT(c->variant))) {
        snprintf(err, errlen,
                 "variant %s has no growth rules; expected 3.4.3, 3.6.7, 5.0, dnethack, "
                 "xnethack, evilhack or unnethack",
                 variant_name(c->variant));
        return -1;
    }
    const struct nh_hero_table *heroes = nh_heroes(c->variant);
    if (nh_hero_dice_variant(c->variant) &&
        (c->role >= heroes->nroles || c->race >= heroes->nraces ||
         !heroes->legal(c->role, c->race))) {
        snprintf(err, errlen, "a %s %s is not a hero %s starts; expected one of its heroes",
                 c->race < heroes->nraces ? heroes->races[c->race].adj : "?",
                 c->role < heroes->nroles ? heroes->roles[c->role].name : "?",
                 variant_game(c->variant));
        return -1;
    }
    if (dnh && !dnh_hero_legal(c->role, c->race)) {
        snprintf(err, errlen, "a %s %s is not a hero dNetHack starts; expected one of its heroes",
                 nh_dnh_races[c->race].adj, nh_dnh_roles[c->role].name);
        return -1;
    }
    if (c->start_xl < 1 || c->start_xl > NH_MAXULEV) {
        snprintf(err, errlen, "start XL %d; expected 1..30", c->start_xl);
        return -1;
    }
    struct nominal h = {c->start_xl, c->start_xl};
    int last_pray = 0, reached_top = c->start_xl;
    char why[160];
    const char *why_not;
    for (int i = 0; i < c->tl->n; i++) {
        const struct growth_event *e = &c->tl->ev[i];
        switch (e->kind) {
        case GE_LEVEL: {
            int to = e->xl_to < 0 ? h.xl - e->xl_to : e->xl_to;
            if (e->xl_from && e->xl_from != h.xl) {
                snprintf(why, sizeof why, "the hero is XL %d here; expected \"level %d-%d\"", h.xl,
                         h.xl, e->xl_to);
                return growth_event_error(err, errlen, i, e->text, why);
            }
            if (to > NH_MAXULEV)
                return growth_event_error(
                    err, errlen, i, e->text,
                    "experience stops at XL 30; expected quaff gain-level for more");
            if (to <= h.xl) {
                snprintf(why, sizeof why, "the hero is already XL %d; expected a higher XL", h.xl);
                return growth_event_error(err, errlen, i, e->text, why);
            }
            h.xl = to;
            break;
        }
        case GE_GAIN_LEVEL:
            h.xl = h.xl + e->count > NH_MAXULEV ? NH_MAXULEV : h.xl + e->count;
            break;
        case GE_DRAIN:
            if (e->count >= h.xl) {
                snprintf(why, sizeof why,
                         "draining XL 1 kills the hero; expected at most %d drains at XL %d",
                         h.xl - 1, h.xl);
                return growth_event_error(err, errlen, i, e->text, why);
            }
            h.xl -= e->count;
            break;
        case GE_RESTORE:
            if (h.xl >= h.xlmax)
                return growth_event_error(err, errlen, i, e->text,
                                          "no level has been lost; expected a drain before it");
            for (int k = 0; k < e->count; k++)
                nominal_restore(&h, dnh);
            break;
        case GE_RESTORE_ABILITY:
            if ((why_not = growth_variant_refuses(c, e)) != NULL)
                return growth_event_error(err, errlen, i, e->text, why_not);
            /* xNetHack: levels back up to u.ulevelpeak, the highest XL
             * reached, which a blessed full healing does not lower;
             * EvilHack's blessed potion: 3 to 5 levels, counted here as the
             * least, 3, so that a later drain is checked against the lowest
             * XL the hero may have */
            for (int k = 0; k < e->count; k++) {
                int n = growth_restore_ability_levels(
                    c->variant, e->bcsign, h.xl, c->variant == NH_VXNH ? reached_top : h.xlmax);
                h.xl += c->variant == NH_VEVH && e->bcsign > 0 && n > 3 ? 3 : n;
            }
            break;
        case GE_POTION:
            if ((why_not = growth_variant_refuses(c, e)) != NULL)
                return growth_event_error(err, errlen, i, e->text, why_not);
            if (growth_quaff_restores(c->variant, e))
                for (int k = 0; k < e->count; k++)
                    nominal_restore(&h, dnh);
            break;
        case GE_NURSE: {
            if ((why_not = growth_variant_refuses(c, e)) != NULL)
                return growth_event_error(err, errlen, i, e->text, why_not);
            if (dnh)
                return growth_event_error(
                    err, errlen, i, e->text,
                    "a dNetHack nurse never raises max HP (no monster has the "
                    "healing attack; a peaceful nurse heals HP up to max HP); expected "
                    "no nurse event for dnethack");
            int target = growth_nurse_target(c, e, h.xl);
            if (target > 25 * h.xl) {
                snprintf(why, sizeof why,
                         "max HP %d is beyond a nurse at XL %d; expected at most 25 x XL = %d",
                         target, h.xl, 25 * h.xl);
                return growth_event_error(err, errlen, i, e->text, why);
            }
            break;
        }
        case GE_PRAY:
            if (dnh && !vanilla_hero(c->role, c->race)) {
                const char *adj = nh_dnh_races[c->race].adj;
                snprintf(why, sizeof why,
                         "a timeline's prayers take vanilla's 28 heroes only (dNetHack's "
                         "own are nhmc pray's), not %s %s %s; expected no pray event",
                         strchr("aeiou", adj[0]) ? "an" : "a", adj, nh_dnh_roles[c->role].name);
                return growth_event_error(err, errlen, i, e->text, why);
            }
            if (last_pray && e->value < last_pray + 3) {
                snprintf(why, sizeof why,
                         "a prayer takes 3 turns; expected a turn from %d (after the prayer at %d)",
                         last_pray + 3, last_pray);
                return growth_event_error(err, errlen, i, e->text, why);
            }
            last_pray = e->value;
            break;
        case GE_CON:
        case GE_HP:
            break;
        }
        if (h.xl > h.xlmax)
            h.xlmax = h.xl;
        if (h.xl > reached_top)
            reached_top = h.xl;
    }
    if (c->report->mode == GR_AT_XL && !last_pray)
        for (int k = 0; k < c->report->nxl; k++)
            if (c->report->xl[k] > reached_top) {
                snprintf(err, errlen,
                         "report at XL %d: the timeline never takes the hero there (XL %d at "
                         "most); expected XLs it reaches",
                         c->report->xl[k], reached_top);
                return -1;
            }
    if (c->report->mode == GR_AT_XL && c->report->xl[0] < c->start_xl) {
        snprintf(err, errlen, "report at XL %d: the hero starts at XL %d; expected XLs from %d",
                 c->report->xl[0], c->start_xl, c->start_xl);
        return -1;
    }
    return 0;
}

static int add(struct growth_checkpoint *cp, int max, int *n, enum growth_measure m, int event,
               int at_xl, char *err, size_t errlen)
{
    if (*n >= max) {
        snprintf(err, errlen, "more than %d rows; expected fewer events or report points", max);
        return -1;
    }
    cp[*n] = (struct growth_checkpoint){.measure = m, .event = event, .at_xl = at_xl};
    (*n)++;
    return 0;
}

/* The rows a nurse event adds: the hits of "until"; the nurses lost of a
 * fixed number of hits (for "until", E[lost] = E[hits]/91 exactly, as each
 * hit loses its nurse with probability 1/91 whatever came before). */
static int nurse_rows(const struct growth_case *c, int i, struct growth_checkpoint *cp, int max,
                      int *n, char *err, size_t errlen)
{
    const struct growth_event *e = &c->tl->ev[i];
    int u = e->until ? e->until : c->until_maxhp;
    enum growth_measure m = u ? GM_NURSE_HITS : GM_NURSES_LOST;
    if (add(cp, max, n, m, i, 0, err, errlen) != 0)
        return -1;
    char *label = cp[*n - 1].label;
    /* a target from until_maxhp is in the table's own column: the label
     * stays the same across targets, so wiki tables can pivot on it */
    snprintf(label, GROWTH_LABEL_TEXT, "%s%s", u ? GROWTH_HITS_PREFIX : GROWTH_LOST_PREFIX,
             e->text);
    return 0;
}

int growth_checkpoints(const struct growth_case *c, struct growth_checkpoint *cp, int max,
                       char *err, size_t errlen)
{
    int n = 0;
    const struct growth_report *r = c->report;
    bool prays = false;
    if (r->mode == GR_AT_XL)
        for (int k = 0; k < r->nxl; k++) {
            if (add(cp, max, &n, GM_MAXHP, -1, r->xl[k], err, errlen) != 0)
                return -1;
            snprintf(cp[n - 1].label, GROWTH_LABEL_TEXT, "XL %d", r->xl[k]);
        }
    for (int i = 0; i < c->tl->n; i++) {
        const struct growth_event *e = &c->tl->ev[i];
        prays |= e->kind == GE_PRAY;
        if (e->each) {
            for (int k = 1; k <= e->count; k++) {
                if (add(cp, max, &n, GM_MAXHP, i, 0, err, errlen) != 0)
                    return -1;
                cp[n - 1].step = k;
                snprintf(cp[n - 1].label, GROWTH_LABEL_TEXT, "%d.%d: %s", i + 1, k, e->text);
            }
        } else if (r->mode == GR_EACH) {
            if (e->kind == GE_LEVEL && e->xl_from) {
                for (int x = e->xl_from; x <= e->xl_to; x++) {
                    if (add(cp, max, &n, GM_MAXHP, i, x, err, errlen) != 0)
                        return -1;
                    snprintf(cp[n - 1].label, GROWTH_LABEL_TEXT, "%d: XL %d", i + 1, x);
                }
            } else {
                if (add(cp, max, &n, GM_MAXHP, i, 0, err, errlen) != 0)
                    return -1;
                snprintf(cp[n - 1].label, GROWTH_LABEL_TEXT, "%d: %s", i + 1, e->text);
            }
        }
        if (e->kind == GE_NURSE && nurse_rows(c, i, cp, max, &n, err, errlen) != 0)
            return -1;
    }
    if (r->mode == GR_END) {
        if (add(cp, max, &n, GM_MAXHP, c->tl->n - 1, 0, err, errlen) != 0)
            return -1;
        snprintf(cp[n - 1].label, GROWTH_LABEL_TEXT, "end");
    }
    if (prays) {
        if (add(cp, max, &n, GM_KILLED, c->tl->n - 1, 0, err, errlen) != 0)
            return -1;
        snprintf(cp[n - 1].label, GROWTH_LABEL_TEXT, "killed by an angry god");
    }
    return n;
}
