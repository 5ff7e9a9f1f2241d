/* growth_events: the timeline and report syntax of growth_impl.h (the
 * checks a case must pass and its rows: growth_case_check.c). */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kinds/growth/growth_impl.h"
#include "nhmc/text_list.h"
#include "kinds/prayer/prayer.h"

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

int growth_event_error(char *err, size_t errlen, int i, const char *text, const char *what)
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
                return growth_event_error(err, errlen, i, e->text,
                                          "longer than 40 characters; expected a shorter event");
            struct words w;
            if (split_words(e->text, &w) != 0)
                return growth_event_error(err, errlen, i, e->text, "too many words");
            const char *why = parse_one(&w, e);
            if (why)
                return growth_event_error(err, errlen, i, e->text, why);
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
