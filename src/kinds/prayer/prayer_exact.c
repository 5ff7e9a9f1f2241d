/* prayer_exact: the exact distribution of a prayer's outcome (prayer.h).
 *
 * Before the prayer two things are random: the max HP (rolled: the levelup
 * exact distribution) and the wish total (a sum of rn1(100,50)).  The max
 * HP matters only through the trouble test, whether the fix raises it, and
 * the floor of 6 (max HP 5 or less); the wish total only through the
 * timeout tau at turn T.  So the outcome is a mixture over (max HP, tau) of
 * the branches of prayer_done(), each of which draws from small uniform
 * ranges and rnz (src/kinds/rnz/rnz_exact.c).  Every histogram of the tally is
 * a marginal, so each branch adds its weight times its own distributions.
 * The rules are prayer_rules.c's; the draws are enumerated as the reference
 * (src/kinds/prayer/prayer_trial.c) makes them.
 */
#include <stdlib.h>
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/levelup/levelup.h"
#include "nhmc/pmf.h"
#include "kinds/prayer/prayer_impl.h"
#include "kinds/rnz/rnz.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"

struct acc {
    const struct prayer_case *c;
    struct nh_pmf *out; /* PH_COUNT */
    int t3;
    int err;
    int luck_turn3; /* dNetHack: u.luckturn after the three prayer turns */
    int flag_or;    /* flags every outcome added now carries (turned, angel) */
};

/* Weight w of outcome o in the flags histogram. */
static void add_flags(struct acc *a, const struct prayer_outcome *o, long double w)
{
    a->out[PH_FLAGS].p[(prayer_flags(o) | a->flag_or) - a->out[PH_FLAGS].lo] += w;
}

static void add_value(struct nh_pmf *f, int64_t v, long double w)
{
    f->p[v - f->lo] += w;
}

/* Weight w of a timeout distribution (tm) after which the hero has this
 * Luck, anger and record: the timeout histogram and, through
 * prayer_safe_wait, the safe histogram. */
static void add_timeouts(struct acc *a, long double w, const struct nh_pmf *tm, int luck, int anger,
                         int record)
{
    for (size_t i = 0; i < tm->n; i++) {
        long double p = tm->p[i] * w;
        if (p == 0.0L)
            continue;
        int32_t t = (int32_t)(tm->lo + (int64_t)i);
        add_value(&a->out[PH_TIMEOUT], t, p);
        int32_t safe =
            prayer_luck_on_timer(a->c->variant)
                ? prayer_dnh_safe_wait(a->c, t, luck, a->luck_turn3, anger, record, a->t3)
                : prayer_safe_wait(a->c, t, luck, anger, record, a->t3);
        add_value(&a->out[PH_SAFE], safe, p);
    }
}

static int rnz_pmf(int i, const struct prayer_case *c, struct nh_pmf *f)
{
    struct rnz_case rc = {i, c->xl, c->variant};
    return rnz_exact_pmf(&rc, f);
}

/* max(X, Y) for independent X (f, replaced) and Y. */
static int pmf_max_independent(struct nh_pmf *f, const struct nh_pmf *g)
{
    int64_t lo = f->lo > g->lo ? f->lo : g->lo;
    int64_t hi = pmf_max(f) > pmf_max(g) ? pmf_max(f) : pmf_max(g);
    struct nh_pmf m;
    if (pmf_init_zero(&m, lo, (size_t)(hi - lo + 1)) != 0)
        return -1;
    long double prev = 0.0L;
    for (int64_t v = lo; v <= hi; v++) {
        long double cdf = pmf_cdf(f, v) * pmf_cdf(g, v);
        m.p[v - lo] = cdf - prev;
        prev = cdf;
    }
    pmf_free(f);
    *f = m;
    return 0;
}

/* angrygods() with the state after the penalties (docs/rules.md, Angry god): the roll, then
 * the timeout: rnz(300), or in 5.0 max(before, rnz(300)) with `before`
 * the timeout then (a pmf, or NULL in 3.x where it is overwritten). */
static void add_wrath(struct acc *a, long double w, enum prayer_type type,
                      const struct nh_pmf *before, int luck, int anger, int record)
{
    const struct prayer_case *c = a->c;
    int m = prayer_maxanger(anger, luck, record);
    for (int r = 0; r < m; r++) {
        struct prayer_outcome o = {0};
        o.type = type;
        o.wrath = r;
        add_flags(a, &o, w / m);
    }
    add_value(&a->out[PH_GAIN], 0, w);
    struct nh_pmf r300;
    if (rnz_pmf(300, c, &r300) != 0) {
        a->err = -1;
        return;
    }
    if (prayer_rules_of(c->variant) == NH_V50 && before &&
        pmf_max_independent(&r300, before) != 0) {
        pmf_free(&r300);
        a->err = -1;
        return;
    }
    add_timeouts(a, w, &r300, luck, anger, record);
    pmf_free(&r300);
}

/* dNetHack's u.luckturn after the three prayer turns. */
static int luck_turn_after_prayer(const struct prayer_case *c)
{
    int luck = c->luck, luck_turn = c->luck_turn;
    for (int k = 1; k <= 3 && prayer_luck_on_timer(c->variant); k++)
        luck = prayer_dnh_luck_timeout(luck, c->base_luck, c->turn + k, c->anger > 0, &luck_turn);
    return luck_turn;
}

/* The new timeout of pleased() for `kick` rnz(1000) multiples:
 * rnz(350) + kick * rnz(1000) + the 5.0 late term. */
static int new_timeout_pmf(const struct prayer_case *c, int kick, int t3, struct nh_pmf *f)
{
    if (rnz_pmf(350, c, f) != 0)
        return -1;
    if (kick > 0) {
        struct nh_pmf k1000, scaled;
        if (rnz_pmf(1000, c, &k1000) != 0)
            return -1;
        int64_t lo = k1000.lo * kick;
        if (pmf_init_zero(&scaled, lo, (size_t)((pmf_max(&k1000) - k1000.lo) * kick + 1)) != 0) {
            pmf_free(&k1000);
            return -1;
        }
        for (size_t i = 0; i < k1000.n; i++)
            scaled.p[(int64_t)i * kick] = k1000.p[i];
        pmf_free(&k1000);
        int st = pmf_add_independent(f, &scaled);
        pmf_free(&scaled);
        if (st != 0)
            return -1;
    }
    pmf_shift(f, prayer_late_term(c->variant, t3));
    return 0;
}

/* P(rnl(2) == 0) at this Luck (docs/rules.md, rnl). */
static long double rnl2_zero(enum nh_variant v, int luck)
{
    int a = nh_rnl_adjustment(2, luck, v);
    long double q;
    if (v == NH_V343)
        q = luck != 0 ? (long double)(49 - luck) / (50 - luck) : 0.0L;
    else
        q = a != 0 ? (long double)(36 + abs(a)) / (37 + abs(a)) : 0.0L;
    long double p = 0.0L;
    for (int i = 0; i <= 1; i++) {
        int adj = i - a;
        adj = adj < 0 ? 0 : adj > 1 ? 1 : adj;
        p += 0.5L * ((1.0L - q) * (i == 0) + q * (adj == 0));
    }
    return p;
}

static void add_pleased_end_boons(struct acc *a, long double w, int m, bool fixed, int gain,
                                  bool pat, int luck, int record);

/* One end of pleased(): weight w, the fix's gain (already decided), pat on
 * the head or not; adds the boon's branches and the timeouts. */
static void add_pleased_end(struct acc *a, long double w, int m, bool fixed, int gain, bool pat,
                            int luck, int record)
{
    const struct prayer_case *c = a->c;
    if (pat && prayer_cave_abused(c)) {
        /* EvilHack: the abused Caveman's rn2(10) == 0, no boon */
        add_pleased_end_boons(a, w / 10, m, fixed, gain, false, luck, record);
        w -= w / 10;
    }
    add_pleased_end_boons(a, w, m, fixed, gain, pat, luck, record);
}

static void add_pleased_end_boons(struct acc *a, long double w, int m, bool fixed, int gain,
                                  bool pat, int luck, int record)
{
    const struct prayer_case *c = a->c;
    int nb = pat ? prayer_boon_range(luck) : 1;
    for (int b = 0; b < nb; b++) {
        long double wb = w / nb;
        struct prayer_outcome o = {0};
        o.type = PRAYER_GOOD;
        o.wrath = -1;
        o.fixed = fixed;
        o.gain = gain;
        bool crowned = c->crowned;
        int luck_end = luck;
        if (pat && prayer_boon_is_glow(b, c->tune_known)) {
            o.glow = true;
            o.gain += prayer_glow_gain(c, m);
            luck_end = luck < 0 ? 0 : luck;
        } else if (pat && prayer_boon_crowns(b, record, crowned)) {
            crowned = true;
        }
        add_flags(a, &o, wb);
        add_value(&a->out[PH_GAIN], o.gain, wb);
        struct nh_pmf tm;
        int kick = prayer_kick(c->demigod, crowned);
        if (new_timeout_pmf(c, kick, a->t3, &tm) != 0) {
            a->err = -1;
            return;
        }
        add_timeouts(a, wb, &tm, luck_end, c->anger, record);
        pmf_free(&tm);
    }
}

static void add_pleased_rolls(struct acc *a, long double w, int m, bool trouble, int luck,
                              int record, int range, long double pz);

/* dNetHack's fixes after the first (src/pray.c, pleased(): action 2 and
 * up): from max HP `hp` (5 or less, the rolls already 6), rnd(5) more
 * each time until it is 6 or more; final[v] += p * P(ending at v). */
static void fix_loop(int hp, long double p, long double final[11])
{
    if (hp >= 6) {
        final[hp] += p;
        return;
    }
    for (int r = 1; r <= 5; r++)
        fix_loop(hp + r, p / 5, final);
}

/* pleased() for a hero of max HP m (weight w): docs/rules.md, Prayer outcome. */
static void add_pleased(struct acc *a, long double w, int m, bool trouble)
{
    const struct prayer_case *c = a->c;
    int luck = prayer_luck_at_end(c);
    int record = prayer_record_after_pleased(c->record, trouble, prayer_case_align_limit(c, a->t3));
    if (!trouble && record >= PRAYER_DEVOUT) {
        /* no trouble at the start either: pat on the head, no action roll */
        add_pleased_end(a, w, m, false, 0, true, luck, record);
        return;
    }
    enum nh_variant rv = prayer_rules_of(c->variant);
    int range = prayer_action_range(rv, luck, c->altar);
    long double pz = record < PRAYER_STRIDENT && record <= 0
                         ? rnl2_zero(prayer_rnl_rules_of(c->variant), luck)
                         : 0.0L;
    /* dNetHack: the angel's rn2(3) != 0 after the action roll */
    long double p_angel = prayer_dnh_angel_possible(c, c->hp, m) ? 2.0L / 3.0L : 0.0L;
    for (int angel = 0; angel <= 1; angel++) {
        long double wa = angel ? p_angel : 1.0L - p_angel;
        if (wa == 0.0L)
            continue;
        a->flag_or = angel ? 512 : 0;
        add_pleased_rolls(a, w * wa, m, trouble, luck, record, range, pz);
    }
    a->flag_or = 0;
}

/* pleased()'s action roll and rnl(2) for weight w (add_pleased). */
static void add_pleased_rolls(struct acc *a, long double w, int m, bool trouble, int luck,
                              int record, int range, long double pz)
{
    const struct prayer_case *c = a->c;
    for (int roll = 1; roll <= range; roll++) {
        for (int z = 0; z <= 1; z++) {
            long double wz = w / range * (z ? pz : 1.0L - pz);
            if (wz == 0.0L)
                continue;
            int action = prayer_action_final(roll, c->altar, record, z);
            bool pat = action >= 5;
            if (!(action >= 1 && trouble)) {
                add_pleased_end(a, wz, m, false, 0, pat, luck, record);
                continue;
            }
            /* the fix: mhmax's rnd(5) changes nothing counted here; HPmax's */
            bool dnh = c->variant == NH_VDNH;
            if (!prayer_fix_raises_max(m, c->xl)) {
                int after = dnh ? prayer_dnh_fix_maxhp(c, m, 0) : m <= 5 ? 6 : m;
                add_pleased_end(a, wz, m, true, after - m, pat, luck, record);
                continue;
            }
            for (int g = 1; g <= 5; g++) {
                int after = dnh ? prayer_dnh_fix_maxhp(c, m, g) : m + g <= 5 ? 6 : m + g;
                if (!(dnh && action >= 2 && after <= 5)) {
                    add_pleased_end(a, wz / 5, m, true, after - m, pat, luck, record);
                    continue;
                }
                /* dNetHack's "fix all": again while max HP is 5 or less */
                long double final[11] = {0};
                fix_loop(after, 1.0L, final);
                for (int v = 6; v <= 10; v++)
                    if (final[v] > 0.0L)
                        add_pleased_end(a, wz / 5 * final[v], m, true, v - m, pat, luck, record);
            }
        }
    }
}

/* The timeouts after the three prayer turns (t3, to free) from the
 * timeouts at T `tau` (unnormalised weights, any scale): normalised, less
 * 3, at least 0.  0, or -1 (no memory; t3 empty). */
static int timeouts_after(const struct nh_pmf *tau, struct nh_pmf *t3)
{
    long double total = 0.0L;
    if (pmf_copy(t3, tau) != 0)
        return -1;
    for (size_t i = 0; i < t3->n; i++)
        total += t3->p[i];
    for (size_t i = 0; i < t3->n; i++)
        t3->p[i] /= total;
    pmf_shift(t3, -3);
    if (pmf_floor(t3, 0) != 0) {
        pmf_free(t3);
        return -1;
    }
    return 0;
}

/* The timeouts at T3 of an outcome of weight w (timeouts_after) into *t3;
 * false when there is nothing to add (w is 0) or on failure (a->err set). */
static bool outcome_timeouts(struct acc *a, long double w, const struct nh_pmf *tau,
                             struct nh_pmf *t3)
{
    if (w <= 0.0L)
        return false;
    if (timeouts_after(tau, t3) == 0)
        return true;
    a->err = -1;
    return false;
}

/* A turned prayer of weight w (dNetHack src/pray.c, prayer_done(), p_type -1):
 * `tau` the timeouts at T of its share (unnormalised weights, any scale),
 * `type` the verdict it replaced; rnd(20) damage, each value 1/20: the
 * hero dies at HP - damage < 1; else off an altar nothing more, on the own
 * god's altar Luck - 3, anger + 1 and angrygods(). */
static void add_turned(struct acc *a, long double w, const struct nh_pmf *tau,
                       enum prayer_type type, int luck3)
{
    const struct prayer_case *c = a->c;
    struct nh_pmf t3;
    if (!outcome_timeouts(a, w, tau, &t3))
        return;
    int killing = 21 - c->hp; /* damages hp..20 */
    long double p_kill = killing > 0 ? killing / 20.0L : 0.0L;
    struct prayer_outcome o = {0};
    o.type = type;
    o.wrath = -1;
    o.turned = true;
    if (p_kill > 0.0L) {
        o.turn_killed = true;
        add_flags(a, &o, w * p_kill);
        add_value(&a->out[PH_GAIN], 0, w * p_kill);
        for (size_t i = 0; i < t3.n; i++)
            if (t3.p[i] > 0.0L) {
                add_value(&a->out[PH_TIMEOUT], t3.lo + (int64_t)i, w * p_kill * t3.p[i]);
                add_value(&a->out[PH_SAFE], PRAYER_NEVER, w * p_kill * t3.p[i]);
            }
        o.turn_killed = false;
    }
    long double wl = w * (1.0L - p_kill);
    /* EvilHack's and UnNetHack's turning ends with the damage */
    if (wl > 0.0L && (c->altar == PRAYER_OFF_ALTAR || c->variant != NH_VDNH)) {
        add_flags(a, &o, wl);
        add_value(&a->out[PH_GAIN], 0, wl);
        add_timeouts(a, wl, &t3, luck3, c->anger, c->record);
    } else if (wl > 0.0L) {
        a->flag_or = 128;
        add_wrath(a, wl, type, &t3, prayer_change_luck(luck3, -3), c->anger + 1, c->record);
        a->flag_or = 0;
    }
    pmf_free(&t3);
}

/* A prayer to dNetHack's Void that does nothing (weight w): the timeouts tm
 * after the three turns, Luck, anger and record as they were. */
static void add_unanswered(struct acc *a, long double w, enum prayer_type type,
                           const struct nh_pmf *tm, int luck3)
{
    struct prayer_outcome o = {0};
    o.type = type;
    o.wrath = -1;
    add_flags(a, &o, w);
    add_value(&a->out[PH_GAIN], 0, w);
    add_timeouts(a, w, tm, luck3, a->c->anger, a->c->record);
}

/* An unheard prayer (EvilHack) of weight w over the timeouts at T `tau`
 * (unnormalised weights, any scale). */
static void add_unheard(struct acc *a, long double w, enum prayer_type type,
                        const struct nh_pmf *tau, int luck3)
{
    struct nh_pmf t3;
    if (!outcome_timeouts(a, w, tau, &t3))
        return;
    a->flag_or = 1024;
    add_unanswered(a, w, type, &t3, luck3);
    a->flag_or = 0;
    pmf_free(&t3);
}

/* The outcome for max HP m (weight wm) over the timeout pmf tau. */
static void add_for_maxhp(struct acc *a, long double wm, int m, const struct nh_pmf *tau)
{
    const struct prayer_case *c = a->c;
    bool trouble =
        prayer_in_trouble(c->variant, c->xl, c->hp, m, c->polyd, c->mh, c->mhmax, c->unchanging);
    int limit = trouble ? 200 : 0;
    if (c->variant == NH_VDNH &&
        prayer_type_in(c->variant, trouble, 0, c->luck, c->anger,
                       prayer_alignment(c->altar, c->record), c->altar) == PRAYER_NAUGHTY)
        limit = INT32_MAX; /* dNetHack: naughty before too soon, whatever the timeout */
    struct nh_pmf soon, ok;
    if (pmf_copy(&soon, tau) != 0 || pmf_copy(&ok, tau) != 0) {
        a->err = -1;
        return;
    }
    long double p_soon = 0.0L, p_ok = 0.0L;
    for (size_t i = 0; i < tau->n; i++) {
        bool late = tau->lo + (int64_t)i > limit;
        (late ? ok.p : soon.p)[i] = 0.0L;
        (late ? &p_soon : &p_ok)[0] += tau->p[i];
    }
    int luck3 = prayer_luck_at_end(c);
    enum prayer_type type_ok = prayer_type_of(trouble, 0, c->luck, c->anger,
                                              prayer_alignment(c->altar, c->record), c->altar);
    if (prayer_unheard_possible(c)) {
        /* EvilHack: rn2(5) != 0, Moloch does not hear; nothing but the
         * three turns (src/pray.c, can_pray(), prayer_done()) */
        long double wu = wm * 4.0L / 5.0L;
        add_unheard(a, wu * p_soon, PRAYER_TOO_SOON, &soon, luck3);
        add_unheard(a, wu * p_ok, type_ok, &ok, luck3);
        wm -= wu;
    }
    /* dNetHack: an undead hero turned (can_pray() sets p_type -1 after the verdict) */
    long double p_turn = prayer_dnh_turn_certain(c)  ? 1.0L
                         : prayer_dnh_turn_rolled(c) ? 0.1L
                                                     : 0.0L;
    if (p_turn > 0.0L) {
        add_turned(a, wm * p_turn * p_soon, &soon, PRAYER_TOO_SOON, luck3);
        add_turned(a, wm * p_turn * p_ok, &ok, type_ok, luck3);
        wm *= 1.0L - p_turn;
    }
    bool void_god = c->variant == NH_VDNH && c->alignment == PRAYER_VOID;
    if (p_soon > 0.0L && wm > 0.0L && void_god) {
        /* dNetHack's Void: too soon costs nothing (src/pray.c, prayer_done()) */
        for (size_t i = 0; i < soon.n; i++)
            soon.p[i] /= p_soon;
        pmf_shift(&soon, -3);
        if (pmf_floor(&soon, 0) != 0)
            a->err = -1;
        else
            add_unanswered(a, wm * p_soon, PRAYER_TOO_SOON, &soon, luck3);
    } else if (p_soon > 0.0L && wm > 0.0L) {
        /* tau - 3 + rnz(250) before angrygods (too soon; docs/rules.md, Prayer outcome) */
        for (size_t i = 0; i < soon.n; i++)
            soon.p[i] /= p_soon;
        pmf_shift(&soon, -3); /* the three prayer turns, stopping at 0 */
        struct nh_pmf r250 = {0};
        if (pmf_floor(&soon, 0) != 0 || rnz_pmf(250, c, &r250) != 0 ||
            pmf_add_independent(&soon, &r250) != 0)
            a->err = -1;
        else
            add_wrath(a, wm * p_soon, PRAYER_TOO_SOON, &soon, prayer_change_luck(luck3, -3),
                      c->anger + 1, c->record);
        pmf_free(&r250);
    }
    if (p_ok > 0.0L && wm > 0.0L) {
        for (size_t i = 0; i < ok.n; i++)
            ok.p[i] /= p_ok;
        pmf_shift(&ok, -3);
        if (pmf_floor(&ok, 0) != 0)
            a->err = -1;
        enum prayer_type type = type_ok;
        if (type == PRAYER_NAUGHTY && void_god) {
            add_unanswered(a, wm * p_ok, PRAYER_NAUGHTY, &ok, luck3); /* angrygods() returns */
        } else if (type == PRAYER_NAUGHTY) {
            add_wrath(a, wm * p_ok, PRAYER_NAUGHTY, &ok, luck3, c->anger, c->record);
        } else if (type == PRAYER_CROSS) {
            struct prayer_outcome o = {0};
            o.type = PRAYER_CROSS;
            o.wrath = -1;
            add_flags(a, &o, wm * p_ok);
            add_value(&a->out[PH_GAIN], 0, wm * p_ok);
            add_timeouts(a, wm * p_ok, &ok, luck3, c->anger,
                         prayer_adjalign(c->record, -1, prayer_case_align_limit(c, a->t3)));
        } else {
            add_pleased(a, wm * p_ok, m, trouble);
        }
    }
    pmf_free(&soon);
    pmf_free(&ok);
}

static int maxhp_pmf(const struct prayer_case *c, struct nh_pmf *f)
{
    if (c->maxhp != PRAYER_MAXHP_ROLLED)
        return pmf_init_const(f, c->maxhp);
    int stage = c->xl - 1;
    struct levelup_case lc = {c->variant,
                              c->role,
                              c->race,
                              c->con,
                              1,
                              &stage,
                              c->variant == NH_VEVH && c->abused ? NH_HERO_ABUSED : 0};
    return levelup_exact(&lc, f);
}

/* The timeout at turn T over the wish total. */
static int tau_pmf(const struct prayer_case *c, struct nh_pmf *f)
{
    if (pmf_init_const(f, 0) != 0)
        return -1;
    for (int k = 0; k < c->wishes; k++) {
        struct nh_pmf u;
        if (pmf_init_uniform(&u, 50, 149) != 0 || pmf_add_independent(f, &u) != 0) {
            pmf_free(&u);
            return -1;
        }
        pmf_free(&u);
    }
    pmf_shift(f, PRAYER_TIMEOUT_START + 1 - c->turn);
    return pmf_floor(f, 0);
}

void prayer_exact_free(struct nh_pmf *out)
{
    for (int h = 0; h < PH_COUNT; h++)
        pmf_free(&out[h]);
}

int prayer_exact(const struct prayer_case *c, struct nh_pmf *out)
{
    memset(out, 0, sizeof(struct nh_pmf) * PH_COUNT);
    int32_t lo[PH_COUNT] = {0, 0, 0, PRAYER_NEVER, 0};
    int32_t hi[PH_COUNT] = {prayer_flags_max(c), prayer_gain_max(c), prayer_timeout_max(c),
                            prayer_safe_wait_max(c), 0};
    prayer_maxhp_range(c, &lo[PH_MAXHP], &hi[PH_MAXHP]);
    for (int h = 0; h < PH_COUNT; h++)
        if (h != PH_MAXHP && pmf_init_zero(&out[h], lo[h], (size_t)(hi[h] - lo[h] + 1)) != 0)
            goto fail;
    if (maxhp_pmf(c, &out[PH_MAXHP]) != 0)
        goto fail;
    struct nh_pmf tau;
    if (tau_pmf(c, &tau) != 0)
        goto fail;
    struct acc a = {c, out, c->turn + 3, 0, luck_turn_after_prayer(c), 0};
    const struct nh_pmf *m = &out[PH_MAXHP];
    for (size_t i = 0; i < m->n && a.err == 0; i++)
        if (m->p[i] > 0.0L)
            add_for_maxhp(&a, m->p[i], (int)(m->lo + (int64_t)i), &tau);
    pmf_free(&tau);
    if (a.err != 0)
        goto fail;
    return 0;
fail:
    prayer_exact_free(out);
    return -1;
}
