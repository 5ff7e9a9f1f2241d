/* prayer_stats: what a prayer run reports, from exact distributions or a
 * tally, and the verdict a player reads (prayer.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/pmf.h"
#include "kinds/prayer/prayer.h"
#include "nhmc/rules.h"
#include "nhmc/experiment.h"

const int prayer_safe_by[PRAYER_SAFE_BY_COUNT] = {500, 800, 1000, 1500};

/* A probability that is 1 or 0 up to rounding (exact sums of many terms). */
#define CERTAIN 1e-12

/* The q-quantile of the safe turn, "never" counted as later than any turn:
 * the smallest wait w with P(wait <= w, not never) >= q (ties as
 * pmf_quantile), as a turn T + 3 + w. */
static int64_t safe_turn_quantile(const struct prayer_case *c, const struct nh_pmf *safe,
                                  int percent)
{
    long double q = percent / 100.0L, cum = 0.0L;
    for (size_t i = 0; i < safe->n; i++) {
        int64_t w = safe->lo + (int64_t)i;
        if (w == PRAYER_NEVER)
            continue;
        cum += safe->p[i];
        if (cum >= q - NH_PMF_TIE)
            return (int64_t)c->turn + 3 + w;
    }
    return PRAYER_TURN_NEVER;
}

int prayer_stats_from_pmfs(const struct prayer_case *c, const struct nh_pmf *f,
                           struct prayer_stats *s)
{
    memset(s, 0, sizeof *s);
    const struct nh_pmf *flags = &f[PH_FLAGS];
    for (size_t i = 0; i < flags->n; i++) {
        int v = (int)(flags->lo + (int64_t)i);
        double p = (double)flags->p[i];
        s->p_on_time += (v & 3) != PRAYER_TOO_SOON ? p : 0.0;
        s->p_fixed += v & 4 ? p : 0.0;
        s->p_glow += v & 8 ? p : 0.0;
        s->p_smitten += v & 16 ? p : 0.0;
        s->p_level_lost += v & 32 ? p : 0.0;
        s->p_zapped += v & 64 ? p : 0.0;
    }
    const struct nh_pmf *gain = &f[PH_GAIN];
    for (size_t i = 0; i < gain->n; i++) {
        int64_t g = gain->lo + (int64_t)i;
        if (g >= 0 && g <= 10)
            s->p_gain_k[g] = (double)gain->p[i];
        if (g > 0)
            s->p_gain += (double)gain->p[i];
    }
    s->gain_mean = (double)pmf_mean(gain);
    s->gain_mean_fixed = s->p_fixed > CERTAIN ? s->gain_mean / s->p_fixed : 0.0;
    s->timeout_mean = (double)pmf_mean(&f[PH_TIMEOUT]);
    s->timeout_p50 = (int32_t)pmf_quantile(&f[PH_TIMEOUT], 50);
    s->timeout_p90 = (int32_t)pmf_quantile(&f[PH_TIMEOUT], 90);
    const struct nh_pmf *safe = &f[PH_SAFE];
    s->p_never = PRAYER_NEVER >= safe->lo && PRAYER_NEVER < safe->lo + (int64_t)safe->n
                     ? (double)safe->p[PRAYER_NEVER - safe->lo]
                     : 0.0;
    s->safe_turn_p50 = safe_turn_quantile(c, safe, 50);
    s->safe_turn_p90 = safe_turn_quantile(c, safe, 90);
    s->safe_turn_p99 = safe_turn_quantile(c, safe, 99);
    for (int k = 0; k < PRAYER_SAFE_BY_COUNT; k++) {
        long double p = 0.0L;
        for (size_t i = 0; i < safe->n; i++) {
            int64_t w = safe->lo + (int64_t)i;
            if (w != PRAYER_NEVER && 3 + w <= prayer_safe_by[k])
                p += safe->p[i];
        }
        s->p_safe_by[k] = (double)p;
    }
    s->maxhp_mean = (double)pmf_mean(&f[PH_MAXHP]);
    return 0;
}

NH_STATS_FROM_TALLY(prayer, PH_COUNT)

/* ---- the verdict ---- */

struct text {
    char *buf;
    size_t len, at;
};

static void put(struct text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void put(struct text *t, const char *fmt, ...)
{
    if (t->at >= t->len)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(t->buf + t->at, t->len - t->at, fmt, ap);
    va_end(ap);
    if (n > 0)
        t->at += (size_t)n;
}

static bool certain(double p)
{
    return p >= 1.0 - CERTAIN;
}

static bool never(double p)
{
    return p <= CERTAIN;
}

static const char *altar_phrase(enum prayer_altar a)
{
    switch (a) {
    case PRAYER_COALIGNED:
        return ", on a co-aligned altar";
    case PRAYER_SHRINE:
        return ", on a co-aligned altar in a temple";
    case PRAYER_CROSSALIGNED:
        return ", on a cross-aligned altar";
    case PRAYER_OPPOSED:
        return ", on an altar of the opposed alignment";
    default:
        return "";
    }
}

static void describe_hero(struct text *t, const struct prayer_case *c, bool record_default,
                          bool luck_default)
{
    put(t, "%s (%s, Con %d, XL %d, ", nh_roles[c->role].name, nh_races[c->race].name, c->con,
        c->xl);
    if (c->maxhp == PRAYER_MAXHP_ROLLED)
        put(t, "max HP rolled");
    else
        put(t, "max HP %d", c->maxhp);
    put(t, ", record %d%s", c->record, record_default ? " [the role's starting record]" : "");
    if (c->luck != 0 || !luck_default)
        put(t, ", Luck %d%s", c->luck, luck_default ? " [its base]" : "");
    if (c->wishes > 0)
        put(t, ", %d wish%s made", c->wishes, c->wishes == 1 ? "" : "es");
    put(t, ")");
}

static void describe_turn(struct text *t, int64_t turn)
{
    if (turn == PRAYER_TURN_NEVER)
        put(t, "never");
    else
        put(t, "turn %lld", (long long)turn);
}

/* The timeout a prayer must not exceed: 200 in HP trouble, else 0. */
static int too_soon_limit(const struct prayer_case *c)
{
    int32_t lo, hi;
    prayer_maxhp_range(c, &lo, &hi);
    return prayer_in_trouble(c->variant, c->xl, c->hp, lo, c->polyd, c->mh, c->mhmax, c->unchanging)
               ? 200
               : 0;
}

void prayer_verdict(const struct prayer_case *c, const struct prayer_stats *s, bool record_default,
                    bool luck_default, char *buf, size_t len)
{
    struct text t = {buf, len, 0};
    if (len > 0)
        buf[0] = '\0';
    describe_hero(&t, c, record_default, luck_default);
    put(&t, " praying at turn %d%s: ", c->turn, altar_phrase(c->altar));
    if (certain(s->p_on_time))
        put(&t, "on time");
    else if (never(s->p_on_time))
        put(&t, "too soon (the prayer timeout is still above %d)", too_soon_limit(c));
    else
        put(&t, "on time with probability %.2f", s->p_on_time);
    if (!never(s->p_smitten)) {
        if (certain(s->p_smitten))
            put(&t, "; the god is angered");
        else
            put(&t, "; the god is angered with probability %.2f", s->p_smitten);
        put(&t, " (a level lost with probability %.2f, struck by lightning %.2f)", s->p_level_lost,
            s->p_zapped);
    }
    if (never(s->p_fixed)) {
        put(&t, "; not healed");
    } else {
        if (certain(s->p_fixed))
            put(&t, "; healed");
        else
            put(&t, "; healed with probability %.2f", s->p_fixed);
        if (s->gain_mean_fixed > CERTAIN)
            put(&t, "; max HP +%.1f on average when healed", s->gain_mean_fixed);
        else
            put(&t, "; no max HP gain (max HP is already at least 5*XL + 11 = %d)", 5 * c->xl + 11);
    }
    if (!never(s->p_glow))
        put(&t, "; golden glow (+5 max HP) with probability %.3f", s->p_glow);
    if (certain(s->p_never)) {
        put(&t, "; no safe low-HP prayer afterwards until the god is appeased");
    } else {
        put(&t, "; next safe low-HP prayer: median ");
        describe_turn(&t, s->safe_turn_p50);
        put(&t, ", 90%% by ");
        describe_turn(&t, s->safe_turn_p90);
        if (!never(s->p_never))
            put(&t, " (never, without appeasing the god, with probability %.2f)", s->p_never);
    }
    put(&t, ".");
}
