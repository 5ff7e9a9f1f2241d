/* sanity_events: the timeline syntax of sanity_grid.h, "event; event; ...",
 * into the events of sanity_impl.h (encounters, restorations and books:
 * docs/rules.md, Sanity loss from monsters; Sanity restoration; Insight and the veil).  Errors name
 * the event by number and text and say what was expected, as growth's timeline does. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "nhmc/params.h"
#include "kinds/sanity/sanity_grid.h"

#define MAX_WORDS 16
#define WORD_LEN  EV_TEXT /* no word is cut: an event is at most EV_TEXT - 1 */
#define EV_TEXT   160

#define SYNTAX                                                                                     \
    "see SPECIES at T [for N] [xK] [hostile], delirium at T [for N] [hostile] [undisguised], "     \
    "mad D at T [for N] [xK], angel at T [for N], sleeping|restore [blessed|uncursed|cursed] at "  \
    "T, booze at T [xK], nurse at T [xK], effigy|necro|necro-fail|lost-name|lost-name-known at "   \
    "T, tentacles at T [for N], kill D at T [moonlight], pray at T [altar] [all]"

struct words {
    int n;
    char w[MAX_WORDS][WORD_LEN];
};

static int split(const char *text, struct words *ws)
{
    ws->n = 0;
    for (const char *p = text;;) {
        while (isspace((unsigned char)*p))
            p++;
        if (!*p)
            return 0;
        if (ws->n == MAX_WORDS)
            return -1;
        size_t k = 0;
        for (; *p && !isspace((unsigned char)*p); p++)
            if (k + 1 < WORD_LEN)
                ws->w[ws->n][k++] = *p;
        ws->w[ws->n++][k] = '\0';
    }
}

/* One event's fault: "event 2 "see foo at 3": what". */
static int fail_ev(char *err, size_t errlen, int i, const char *text, const char *what)
{
    return nh_fail(err, errlen, "event %d \"%s\": %s", i + 1, text, what);
}

static bool has_count(enum sanity_event_kind k)
{
    return k == SE_SEE || k == SE_MAD || k == SE_BOOZE || k == SE_NURSE;
}

/* The options after the kind's own words: at, for, xK, hostile, undisguised. */
static int options(const struct words *ws, int from, struct sanity_event *e, int i,
                   const char *text, char *err, size_t errlen)
{
    bool at = false, enc = sanity_event_is_encounter(e->kind);
    char why[512];
    for (int k = from; k < ws->n; k++) {
        const char *w = ws->w[k];
        if (strcasecmp(w, "at") == 0 || strcasecmp(w, "for") == 0) {
            bool is_at = tolower((unsigned char)w[0]) == 'a';
            if (!is_at && !enc)
                return fail_ev(err, errlen, i, text,
                               "\"for\" is for encounters; expected see, delirium, mad, angel or "
                               "tentacles");
            int *out = is_at ? &e->turn : &e->turns;
            if (k + 1 >= ws->n ||
                parse_whole_in(ws->w[k + 1], 1, is_at ? 100000000 : SAN_END_MAX, out) != 0) {
                snprintf(why, sizeof why, "\"%s\" needs a whole number after it; expected %s", w,
                         is_at ? "a turn such as at 100" : "turns 1..100000 such as for 3");
                return fail_ev(err, errlen, i, text, why);
            }
            at |= is_at;
            k++;
        } else if ((w[0] == 'x' || w[0] == 'X') && isdigit((unsigned char)w[1])) {
            int v;
            if (!has_count(e->kind))
                return fail_ev(err, errlen, i, text,
                               "a count xK is for see, mad, booze and nurse; expected none here");
            int hi = e->kind == SE_SEE || e->kind == SE_MAD ? 16 : 100;
            if (parse_whole_in(w + 1, 1, hi, &v) != 0) {
                snprintf(why, sizeof why, "count \"%s\" is out of range; expected x1..x%d", w, hi);
                return fail_ev(err, errlen, i, text, why);
            }
            if (e->kind == SE_SEE || e->kind == SE_MAD)
                e->count = v;
            else
                e->arg = v;
        } else if (strcasecmp(w, "hostile") == 0 && (e->kind == SE_SEE || e->kind == SE_DELIRIUM)) {
            e->hostile = true;
        } else if (strcasecmp(w, "undisguised") == 0 && e->kind == SE_DELIRIUM) {
            e->arg = 1;
        } else if (strcasecmp(w, "moonlight") == 0 && e->kind == SE_KILL) {
            e->count = 1; /* wielding the Holy Moonlight Sword */
        } else if (strcasecmp(w, "altar") == 0 && e->kind == SE_PRAY) {
            e->arg |= 1;
        } else if (strcasecmp(w, "all") == 0 && e->kind == SE_PRAY) {
            e->arg |= 2;
        } else {
            snprintf(why, sizeof why, "unexpected \"%s\"; expected %s", w, SYNTAX);
            return fail_ev(err, errlen, i, text, why);
        }
    }
    if (!at)
        return fail_ev(err, errlen, i, text, "no turn; expected \"at T\" (e.g. at 100)");
    return 0;
}

/* The kind's own words after the kind: the species of see, D of mad, the
 * blessing of a potion.  Returns the index of the first option word. */
static int own_words(const struct words *ws, struct sanity_event *e, int i, const char *text,
                     char *err, size_t errlen)
{
    char why[320];
    int k = 1;
    if (e->kind == SE_SEE) {
        char name[EV_TEXT] = "";
        for (; k < ws->n && strcasecmp(ws->w[k], "at") != 0 && strcasecmp(ws->w[k], "for") != 0;
             k++) {
            if (name[0])
                strncat(name, " ", sizeof name - strlen(name) - 1);
            strncat(name, ws->w[k], sizeof name - strlen(name) - 1);
        }
        e->species = strcmp(name, "*") == 0 ? SANITY_ROW_SPECIES : sanity_species_find(name);
        if (!name[0])
            return fail_ev(err, errlen, i, text,
                           "no species; expected see SPECIES at T (nhmc list sanity-species)");
        if (e->species == -1) {
            snprintf(why, sizeof why,
                     "\"%s\" is not a sanity-taxing species; expected one of nhmc list "
                     "sanity-species",
                     name);
            return fail_ev(err, errlen, i, text, why);
        }
    } else if (e->kind == SE_MAD || e->kind == SE_KILL) {
        if (k >= ws->n || parse_whole_in(ws->w[k], 0, 100, &e->arg) != 0)
            return fail_ev(err, errlen, i, text,
                           e->kind == SE_MAD
                               ? "no difficulty; expected mad D at T with D 0..100 (e.g. mad 12 at "
                                 "50)"
                               : "no difficulty; expected kill D at T with D 0..100 (e.g. kill 24 "
                                 "at 50)");
        k++;
    } else if (e->kind == SE_SLEEPING || e->kind == SE_RESTORE) {
        static const char *const bless[] = {"cursed", "uncursed", "blessed"};
        for (int b = 0; b < 3 && k < ws->n; b++)
            if (strcasecmp(ws->w[k], bless[b]) == 0) {
                e->arg = b - 1;
                k++;
                break;
            }
    }
    return k;
}

static int one_event(const char *text, int i, struct sanity_event *e, char *err, size_t errlen)
{
    struct words ws;
    if (split(text, &ws) != 0 || ws.n == 0)
        return fail_ev(err, errlen, i, text,
                       ws.n ? "too many words; expected " SYNTAX : "empty; expected " SYNTAX);
    int kind = sanity_event_parse(ws.w[0]);
    if (kind < 0) {
        char why[768];
        snprintf(why, sizeof why, "unknown event \"%s\"; expected %s", ws.w[0], SYNTAX);
        return fail_ev(err, errlen, i, text, why);
    }
    *e = (struct sanity_event){
        .kind = (enum sanity_event_kind)kind, .turns = 1, .count = kind == SE_KILL ? 0 : 1};
    if (kind == SE_BOOZE || kind == SE_NURSE)
        e->arg = 1;
    int k = own_words(&ws, e, i, text, err, errlen);
    if (k < 0)
        return -1;
    return options(&ws, k, e, i, text, err, errlen);
}

int sanity_events_parse(const char *text, struct sanity_case *c, char *err, size_t errlen)
{
    c->nev = 0;
    const char *p = text;
    for (int i = 0; *p; i++) {
        const char *semi = strchr(p, ';');
        size_t len = semi ? (size_t)(semi - p) : strlen(p);
        if (len >= EV_TEXT)
            return nh_fail(err, errlen,
                           "event %d is longer than %d characters; expected a shorter event", i + 1,
                           EV_TEXT - 1);
        char one[EV_TEXT];
        snprintf(one, sizeof one, "%.*s", (int)(len < sizeof one ? len : sizeof one - 1), p);
        /* trim for the messages */
        char *s = one;
        while (isspace((unsigned char)*s))
            s++;
        for (size_t n = strlen(s); n && isspace((unsigned char)s[n - 1]); n--)
            s[n - 1] = '\0';
        if (!*s && !semi && i > 0) /* a trailing ';' */
            break;
        if (i >= SAN_EVENTS_MAX)
            return nh_fail(err, errlen, "more than %d events; expected at most %d", SAN_EVENTS_MAX,
                           SAN_EVENTS_MAX);
        if (one_event(s, i, &c->ev[i], err, errlen) != 0)
            return -1;
        c->nev = i + 1;
        p = semi ? semi + 1 : p + len;
    }
    return 0;
}

int sanity_default_recover_from(const struct sanity_case *c)
{
    int last = c->hero.turn0;
    for (int e = 0; e < c->nev; e++) {
        const struct sanity_event *v = &c->ev[e];
        int t = sanity_event_is_encounter(v->kind) ? v->turn + v->turns - 1 : v->turn;
        last = t > last ? t : last;
    }
    return last + 1 < c->end ? last + 1 : c->end;
}
