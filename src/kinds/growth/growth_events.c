/* growth_events: the timeline and report syntax of growth_impl.h, the checks a
 * timeline must pass, and the rows (checkpoints) it reports. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kinds/growth/growth_impl.h"
#include "nhmc/text_list.h"
#include "kinds/prayer/prayer.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"

#define MAX_TOKENS 8

/* The event's words, lower-cased, in tok[0..n-1]. */
struct words {
    int n;
    char tok[MAX_TOKENS][GROWTH_EVENT_TEXT];
};

static int split_words(const char *text, struct words *w)
{
    const char *at[MAX_TOKENS];
    size_t len[MAX_TOKENS];
    w->n = nh_split_words(text, at, len, MAX_TOKENS);
    for (int i = 0; i < w->n; i++) {
        size_t k = 0;
        for (; k < len[i] && k + 1 < GROWTH_EVENT_TEXT; k++)
            w->tok[i][k] = (char)tolower((unsigned char)at[i][k]);
        w->tok[i][k] = '\0';
    }
    return w->n < 0 ? -1 : 0;
}

/* "xK" (or "K" when bare_ok) as a count 1..GROWTH_MAX_COUNT. */
static int parse_count(const char *s, bool bare_ok, int *out)
{
    if (s[0] == 'x')
        s++;
    else if (!bare_ok)
        return -1;
    return parse_whole_in(s, 1, GROWTH_MAX_COUNT, out);
}

/* A nurse target: a max HP, or "Kxl" for K times the XL (stored -K). */
static int parse_target(const char *s, int *out)
{
    size_t n = strlen(s);
    if (n > 2 && strcmp(s + n - 2, "xl") == 0) {
        char num[GROWTH_EVENT_TEXT];
        snprintf(num, sizeof num, "%.*s", (int)(n - 2), s);
        int k;
        if (parse_whole_in(num, 1, 25, &k) != 0)
            return -1;
        *out = -k;
        return 0;
    }
    return parse_whole_in(s, 1, 100000, out);
}

static int fail(char *err, size_t errlen, int i, const char *text, const char *what)
{
    snprintf(err, errlen, "event %d \"%s\": %s", i + 1, text, what);
    return -1;
}

static int parse_level(const struct words *w, struct growth_event *e)
{
    if (w->n != 2)
        return -1;
    const char *a = w->tok[1];
    if (a[0] == '+')
        return parse_whole_in(a + 1, 1, 29, &e->xl_to) == 0 ? (e->xl_to = -e->xl_to, 0) : -1;
    const char *dash = strchr(a, '-');
    if (dash) {
        char from[GROWTH_EVENT_TEXT];
        snprintf(from, sizeof from, "%.*s", (int)(dash - a), a);
        if (parse_whole_in(from, 1, NH_MAXULEV, &e->xl_from) != 0 ||
            parse_whole_in(dash + 1, 1, NH_MAXULEV, &e->xl_to) != 0 || e->xl_to <= e->xl_from)
            return -1;
        return 0;
    }
    return parse_whole_in(a, 1, NH_MAXULEV, &e->xl_to);
}

static int parse_buc(const char *s)
{
    if (strcmp(s, "blessed") == 0)
        return 1;
    if (strcmp(s, "uncursed") == 0)
        return 0;
    if (strcmp(s, "cursed") == 0)
        return -1;
    return 2;
}

/* "[xK] [each]" from word `next` to the end. */
static int parse_count_each(const struct words *w, int next, struct growth_event *e)
{
    e->count = 1;
    if (next < w->n && parse_count(w->tok[next], false, &e->count) == 0)
        next++;
    if (next < w->n && strcmp(w->tok[next], "each") == 0)
        e->each = true, next++;
    return next == w->n ? 0 : -1;
}

/* "[blessed|uncursed|cursed] [xK] [each]" from word `next` to the end. */
static int parse_buc_count(const struct words *w, int next, struct growth_event *e)
{
    e->bcsign = 0;
    if (next < w->n && parse_buc(w->tok[next]) != 2)
        e->bcsign = parse_buc(w->tok[next++]);
    return parse_count_each(w, next, e);
}

static bool is_restore_ability(const char *s)
{
    return strcmp(s, "restore-ability") == 0 || strcmp(s, "restore_ability") == 0;
}

static const char *parse_quaff(const struct words *w, struct growth_event *e)
{
    if (w->n < 2)
        return "expected a potion: healing, extra, full, gain-level or restore-ability";
    const char *p = w->tok[1];
    if (is_restore_ability(p)) {
        e->kind = GE_RESTORE_ABILITY;
        return parse_buc_count(w, 2, e) == 0
                   ? NULL
                   : "expected \"quaff restore-ability [blessed|uncursed|cursed] [xK] [each]\"";
    }
    if (strcmp(p, "gain-level") == 0 || strcmp(p, "gain_level") == 0) {
        e->kind = GE_GAIN_LEVEL;
        return parse_count_each(w, 2, e) == 0 ? NULL : "expected \"quaff gain-level [xK] [each]\"";
    }
    e->kind = GE_POTION;
    if (strcmp(p, "healing") == 0)
        e->potion = GP_HEALING;
    else if (strcmp(p, "extra") == 0 || strcmp(p, "extra-healing") == 0)
        e->potion = GP_EXTRA_HEALING;
    else if (strcmp(p, "full") == 0 || strcmp(p, "full-healing") == 0)
        e->potion = GP_FULL_HEALING;
    else
        return "unknown potion; expected healing, extra, full, gain-level or restore-ability";
    /* "diluted" before or after the curse state (EvilHack halves it:
     * growth_quaff_heal) */
    int next = 2;
    if (next < w->n && strcmp(w->tok[next], "diluted") == 0)
        e->diluted = true, next++;
    e->bcsign = 0;
    if (next < w->n && parse_buc(w->tok[next]) != 2)
        e->bcsign = parse_buc(w->tok[next++]);
    if (!e->diluted && next < w->n && strcmp(w->tok[next], "diluted") == 0)
        e->diluted = true, next++;
    if (parse_count_each(w, next, e) != 0)
        return "expected \"quaff POTION [diluted] [blessed|uncursed|cursed] [xK] [each]\" with "
               "K 1..100000";
    return NULL;
}

static const char *parse_nurse(const struct words *w, struct growth_event *e)
{
    int next = 1;
    e->count = 0; /* until: the cap; else 1 */
    if (next < w->n && strcmp(w->tok[next], "until") != 0) {
        if (parse_count(w->tok[next], true, &e->count) != 0)
            return "expected \"nurse K\" (K hits, 1..100000), \"nurse until M\" (hits until "
                   "max HP reaches M, or Kxl for K times the XL) or \"nurse K until M\"";
        next++;
    }
    if (next < w->n) {
        if (strcmp(w->tok[next], "until") != 0 || next + 2 != w->n)
            return "expected \"nurse [K] [until M]\"";
        if (parse_target(w->tok[next + 1], &e->until) != 0)
            return "expected a target max HP 1..100000, or Kxl for K times the XL (K 1..25)";
        next += 2;
    }
    if (next != w->n)
        return "expected \"nurse [K] [until M]\"";
    return NULL; /* an unwritten count stays 0: growth_nurse_hits */
}

static const char *parse_one(const struct words *w, struct growth_event *e)
{
    const char *k = w->tok[0];
    if (strcmp(k, "level") == 0) {
        e->kind = GE_LEVEL;
        return parse_level(w, e) == 0 ? NULL
                                      : "expected \"level N\", \"level A-B\" (A < B) or "
                                        "\"level +K\", with XLs 1..30";
    }
    if (strcmp(k, "quaff") == 0)
        return parse_quaff(w, e);
    if (is_restore_ability(k)) {
        e->kind = GE_RESTORE_ABILITY;
        return parse_buc_count(w, 1, e) == 0
                   ? NULL
                   : "expected \"restore-ability [blessed|uncursed|cursed] [xK] [each]\"";
    }
    if (strcmp(k, "drain") == 0 || strcmp(k, "restore") == 0 || strcmp(k, "restore-level") == 0 ||
        strcmp(k, "restore_level") == 0) {
        e->kind = k[0] == 'd' ? GE_DRAIN : GE_RESTORE;
        e->count = 1;
        int next = 1;
        if (next < w->n && parse_count(w->tok[next], true, &e->count) == 0)
            next++;
        if (next < w->n && strcmp(w->tok[next], "each") == 0)
            e->each = true, next++;
        return next == w->n ? NULL : "expected an optional count 1..100000, then \"each\"";
    }
    if (strcmp(k, "nurse") == 0) {
        e->kind = GE_NURSE;
        return parse_nurse(w, e);
    }
    if (strcmp(k, "pray") == 0) {
        e->kind = GE_PRAY;
        if (w->n == 3 && strcmp(w->tok[1], "at") == 0)
            return parse_whole_in(w->tok[2], 1, PRAYER_TURN_MAX, &e->value) == 0
                       ? NULL
                       : "expected a turn 1..1000000";
        if (w->n != 2 || parse_whole_in(w->tok[1], 1, PRAYER_TURN_MAX, &e->value) != 0)
            return "expected \"pray T\" with the turn T 1..1000000";
        return NULL;
    }
    if (strcmp(k, "con") == 0) {
        e->kind = GE_CON;
        if (w->n != 2 || parse_whole_in(w->tok[1], 3, 25, &e->value) != 0)
            return "expected \"con C\" with C 3..25";
        return NULL;
    }
    if (strcmp(k, "hp") == 0) {
        e->kind = GE_HP;
        if (w->n == 2 && strcmp(w->tok[1], "full") == 0)
            e->hp_mode = GH_FULL;
        else if (w->n == 2 && strcmp(w->tok[1], "low") == 0)
            e->hp_mode = GH_LOW;
        else if (w->n == 2 && parse_whole_in(w->tok[1], 1, 100000, &e->value) == 0)
            e->hp_mode = GH_VALUE;
        else
            return "expected \"hp H\" (1..100000), \"hp full\" or \"hp low\"";
        return NULL;
    }
    return "unknown event; expected level, quaff, drain, restore-level, restore-ability, nurse, "
           "pray, con or hp";
}

int growth_parse_events(const char *text, struct growth_timeline *tl, char *err, size_t errlen)
{
    memset(tl, 0, sizeof *tl);
    const char *p = text;
    int i = 0;
    for (;;) {
        const char *end = strchr(p, ';');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        while (len && isspace((unsigned char)*p))
            p++, len--;
        while (len && isspace((unsigned char)p[len - 1]))
            len--;
        if (len) {
            if (tl->n == GROWTH_MAX_EVENTS) {
                snprintf(err, errlen, "more than %d events; expected at most %d", GROWTH_MAX_EVENTS,
                         GROWTH_MAX_EVENTS);
                return -1;
            }
            struct growth_event *e = &tl->ev[tl->n];
            snprintf(e->text, sizeof e->text, "%.*s", (int)len, p);
            if (len >= sizeof e->text)
                return fail(err, errlen, i, e->text,
                            "longer than 40 characters; expected a shorter event");
            struct words w;
            if (split_words(e->text, &w) != 0)
                return fail(err, errlen, i, e->text, "too many words");
            const char *why = parse_one(&w, e);
            if (why)
                return fail(err, errlen, i, e->text, why);
            tl->n++;
            i++;
        }
        if (!end)
            break;
        p = end + 1;
    }
    if (tl->n == 0) {
        snprintf(err, errlen,
                 "no events; expected events separated by ';', e.g. "
                 "\"level 14; quaff full blessed x2; nurse 200\"");
        return -1;
    }
    return 0;
}

int growth_parse_report(const char *text, struct growth_report *r, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    struct words w;
    if (split_words(text, &w) != 0 || w.n == 0)
        goto bad;
    if (w.n == 1 && strcmp(w.tok[0], "end") == 0) {
        r->mode = GR_END;
        return 0;
    }
    if (w.n == 2 && strcmp(w.tok[0], "after") == 0 && strcmp(w.tok[1], "each") == 0) {
        r->mode = GR_EACH;
        return 0;
    }
    if (w.n >= 3 && strcmp(w.tok[0], "at") == 0 && strcmp(w.tok[1], "xl") == 0) {
        r->mode = GR_AT_XL;
        /* the XLs may be written with spaces after the commas */
        char list[256] = "";
        for (int k = 2; k < w.n; k++)
            strncat(list, w.tok[k], sizeof list - strlen(list) - 1);
        for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
            int x;
            if (parse_whole_in(tok, 1, NH_MAXULEV, &x) != 0 || (r->nxl && x <= r->xl[r->nxl - 1])) {
                snprintf(err, errlen,
                         "\"%s\" in \"%s\": expected increasing XLs 1..30 separated by commas", tok,
                         text);
                return -1;
            }
            r->xl[r->nxl++] = x;
        }
        if (r->nxl)
            return 0;
    }
bad:
    snprintf(err, errlen, "\"%s\"; expected \"end\", \"after each\" or \"at XL 10,20,30\"", text);
    return -1;
}

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
                return fail(err, errlen, i, e->text, why);
            }
            if (to > NH_MAXULEV)
                return fail(err, errlen, i, e->text,
                            "experience stops at XL 30; expected quaff gain-level for more");
            if (to <= h.xl) {
                snprintf(why, sizeof why, "the hero is already XL %d; expected a higher XL", h.xl);
                return fail(err, errlen, i, e->text, why);
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
                return fail(err, errlen, i, e->text, why);
            }
            h.xl -= e->count;
            break;
        case GE_RESTORE:
            if (h.xl >= h.xlmax)
                return fail(err, errlen, i, e->text,
                            "no level has been lost; expected a drain before it");
            for (int k = 0; k < e->count; k++)
                nominal_restore(&h, dnh);
            break;
        case GE_RESTORE_ABILITY:
            if ((why_not = growth_variant_refuses(c, e)) != NULL)
                return fail(err, errlen, i, e->text, why_not);
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
                return fail(err, errlen, i, e->text, why_not);
            if (growth_quaff_restores(c->variant, e))
                for (int k = 0; k < e->count; k++)
                    nominal_restore(&h, dnh);
            break;
        case GE_NURSE: {
            if ((why_not = growth_variant_refuses(c, e)) != NULL)
                return fail(err, errlen, i, e->text, why_not);
            if (dnh)
                return fail(err, errlen, i, e->text,
                            "a dNetHack nurse never raises max HP (no monster has the "
                            "healing attack; a peaceful nurse heals HP up to max HP); expected "
                            "no nurse event for dnethack");
            int target = growth_nurse_target(c, e, h.xl);
            if (target > 25 * h.xl) {
                snprintf(why, sizeof why,
                         "max HP %d is beyond a nurse at XL %d; expected at most 25 x XL = %d",
                         target, h.xl, 25 * h.xl);
                return fail(err, errlen, i, e->text, why);
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
                return fail(err, errlen, i, e->text, why);
            }
            if (last_pray && e->value < last_pray + 3) {
                snprintf(why, sizeof why,
                         "a prayer takes 3 turns; expected a turn from %d (after the prayer at %d)",
                         last_pray + 3, last_pray);
                return fail(err, errlen, i, e->text, why);
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
