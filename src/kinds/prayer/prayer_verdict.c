/* prayer_verdict: what one prayer does, in a player's words (prayer.h):
 * the rule that decided it, each outcome with its probability and what it
 * does in the game, citing the version's source (docs/rules.md, Prayer). */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "kinds/prayer/prayer_impl.h"
#include "nhmc/heroes.h"
#include "nhmc/hero_rules.h"

/* A probability that is 1 or 0 up to rounding (exact sums of many terms). */
#define CERTAIN 1e-12

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

/* A verdict longer than the buffer says so at its end rather than stop
 * mid-sentence unannounced. */
static void mark_cut(struct text *t)
{
    static const char cut[] = "\n  (verdict cut short)";
    if (t->at < t->len || t->len < sizeof cut)
        return;
    memcpy(t->buf + t->len - sizeof cut, cut, sizeof cut);
}

static bool certain(double p)
{
    return p >= 1.0 - CERTAIN;
}

static bool never(double p)
{
    return p <= CERTAIN;
}

/* The game whose source a rule is cited from: a vanilla version by its
 * number, another game by its name. */
static const char *game_of(enum nh_variant v)
{
    return variant_is_vanilla(v) ? variant_name(v) : variant_game(v);
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
    const struct nh_hero_table *h = nh_heroes(c->variant);
    put(t, "%s (%s, Con %d, XL %d, ", h->roles[c->role].name, h->races[c->race].name, c->con,
        c->xl);
    if (c->maxhp == PRAYER_MAXHP_ROLLED)
        put(t, "max HP rolled");
    else
        put(t, "max HP %d", c->maxhp);
    put(t, ", record %d%s", c->record,
        !record_default ? ""
        : c->variant == NH_VDNH || c->variant == NH_VEVH || c->variant == NH_VUNH
            ? " [the hero's starting record]"
            : " [the role's starting record]");
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

/* ---- why: the rule that decided the prayer ---- */

static bool trouble_at(const struct prayer_case *c, int maxhp)
{
    return prayer_in_trouble(c->variant, c->xl, c->hp, maxhp, c->polyd, c->mh, c->mhmax,
                             c->unchanging);
}

/* The low-HP test with the case's numbers (docs/rules.md, Prayer verdict). */
static void why_trouble(struct text *t, const struct prayer_case *c, int maxhp)
{
    if (c->polyd && prayer_rules_of(c->variant) == NH_V50 && !c->unchanging) {
        put(t, "polymorphed without Unchanging, so low HP is no trouble");
        return;
    }
    const char *hp = c->polyd ? "the form's HP" : "HP";
    int cur = c->polyd ? c->mh : c->hp, max = c->polyd ? c->mhmax : maxhp;
    bool low = prayer_low_hp(c->variant, c->xl, cur, max);
    if (cur <= 5) {
        put(t, "%s %d <= 5: low HP", hp, cur);
        return;
    }
    int d, lim = max;
    const char *limit = "max HP ";
    if (prayer_rules_of(c->variant) == NH_V343 && c->variant != NH_VDNH) {
        d = 7;
    } else if (c->variant == NH_VDNH) {
        d = 2;
    } else {
        d = prayer_low_hp_divisor(c->xl);
        lim = max < 15 * c->xl ? max : 15 * c->xl;
        limit = "min(max HP, 15*XL) = ";
    }
    put(t, "%s %d > 5 and %d*%s = %ld %s %s%d: %s", hp, cur, d, c->polyd ? "mh" : "HP",
        (long)d * cur, low ? "<=" : ">", limit, lim, low ? "low HP" : "not low HP");
}

static void why(struct text *t, const struct prayer_case *c, const struct prayer_stats *s)
{
    int32_t lo, hi;
    prayer_maxhp_range(c, &lo, &hi);
    bool low_lo = trouble_at(c, (int)lo), low_hi = trouble_at(c, (int)hi);
    put(t, "  why: ");
    if (low_lo == low_hi) {
        why_trouble(t, c, (int)lo);
    } else {
        put(t, "low HP for some rolled max HP (%d..%d) only", (int)lo, (int)hi);
    }
    int limit = low_lo ? 200 : 0;
    int t_lo = prayer_timeout_at(c->turn, 50 * c->wishes);
    int t_hi = prayer_timeout_at(c->turn, 149 * c->wishes);
    if (low_lo != low_hi)
        put(t, "; prayer timeout %d at turn %d, on time at 200 or less with low HP, 0 without",
            t_lo, c->turn);
    else if (t_lo == t_hi)
        put(t, "; prayer timeout %d %s %d at turn %d: %s", t_lo, t_lo > limit ? ">" : "<=", limit,
            c->turn, t_lo > limit ? "too soon" : "on time");
    else
        put(t,
            "; prayer timeout %d..%d at turn %d (the wishes add 50..149 each), on time at %d "
            "or less",
            t_lo, t_hi, c->turn, limit);
    if (!never(s->p_on_time)) {
        int alignment = prayer_alignment(c->altar, c->record);
        if (c->variant == NH_VDNH && !never(s->p_type[PRAYER_NAUGHTY]))
            put(t, "; dNetHack tests this before the timeout");
        if (c->luck < 0)
            put(t, "; Luck %d < 0: naughty", c->luck);
        else if (c->anger > 0)
            put(t, "; the god's anger %d > 0: naughty", c->anger);
        else if (alignment < 0)
            put(t, "; alignment %d < 0 on this altar: naughty", alignment);
        else if (c->altar == PRAYER_CROSSALIGNED || c->altar == PRAYER_OPPOSED)
            put(t, "; another god's altar");
    }
    bool good = !never(s->p_type[PRAYER_GOOD]);
    if (good && !low_lo && !low_hi)
        put(t, "; no low HP: nothing to fix");
    else if (good && c->record <= 0)
        put(t, "; record %d <= 0: the god acts only when rnl(2) is 0", c->record);
    else if (good && c->record < PRAYER_STRIDENT)
        put(t, "; record %d is 1..3: the god's action is 1, which fixes low HP", c->record);
    else if (good)
        put(t, "; record %d >= 4 and Luck >= 0: the god's action is 1 or more, which fixes low HP",
            c->record);
    put(t, " (%s src/pray.c, %s)\n", game_of(c->variant),
        good ? "in_trouble(), can_pray(), pleased()" : "in_trouble(), can_pray()");
}

/* ---- the outcomes ---- */

/* "Thou must relearn thy lessons!": losexp() with no drainer (docs/rules.md, Level drain). */
static void lessons(struct text *t, const struct prayer_case *c, int maxhp)
{
    put(t, "\"Thou must relearn thy lessons!\": Wis -1 and ");
    if (c->xl > 1) {
        put(t, "XL %d -> %d, max HP and HP lose %s", c->xl, c->xl - 1,
            c->variant == NH_V343 || c->variant == NH_VDNH || c->variant == NH_VUNH
                ? "a fresh newhp() roll at the lower XL"
                : "what that level gave (u.uhpinc)");
    } else if (c->variant == NH_V343 && maxhp > 0) {
        /* newhp() at XL 1: the level-1 gain dice, Con bonus, at least 1 */
        struct nh_gain_dice d = nh_gain_dice_at(c->role, c->race, 1);
        int rs = d.role_sides > 0 ? d.role_sides : 1, as = d.race_sides > 0 ? d.race_sides : 1;
        double lost = 0.0;
        int nlo = 1 << 30, nhi = 0;
        for (int r = 1; r <= rs; r++)
            for (int a = 1; a <= as; a++) {
                int n = d.fix + (d.role_sides > 0 ? r : 0) + (d.race_sides > 0 ? a : 0) +
                        nh_conplus(c->con);
                n = n < 1 ? 1 : n;
                nlo = n < nlo ? n : nlo;
                nhi = n > nhi ? n : nhi;
                lost += (n < maxhp - 1 ? n : maxhp - 1) / (double)(rs * as);
            }
        put(t,
            "no level to lose at XL 1: experience to 0, max HP -newhp() = -%d..-%d, kept >= 1 "
            "(from %d: -%.2f on average)",
            nlo, nhi, maxhp, lost);
    } else if (c->variant == NH_VDNH || c->variant == NH_VUNH) {
        put(t, "no level to lose at XL 1: experience to 0, max HP -newhp(), kept >= 1");
    } else {
        put(t, "no level to lose at XL 1: experience to 0, max HP unchanged (u.uhpinc[1] is 0 "
               "before XL 2)");
    }
    put(t, " (%s src/exper.c, losexp())", game_of(c->variant));
}

/* What u_init() did to this hero that the prayer reads (dNetHack
 * src/u_init.c; prayer_dnh_start). */
static void dnh_start_lines(struct text *t, const struct prayer_case *c)
{
    struct prayer_dnh_start st;
    prayer_dnh_start(c->role, c->race, &st);
    if (c->alignment == PRAYER_VOID)
        put(t, "  the game makes a Binder pray to the Void: never angered, and too soon costs "
               "nothing (dNetHack src/u_init.c; src/pray.c, angrygods(), prayer_done())\n");
    if (st.anger > 0)
        put(t,
            "  the game starts a Madman's gods angry (anger %d), which halves the Luck "
            "timeout (dNetHack src/u_init.c; src/timeout.c)\n",
            st.anger);
    if (st.luck != 0)
        put(t,
            "  the game starts this hero at Luck %+d, one step back each 600 turns (300 "
            "while the god is angry) (dNetHack src/u_init.c; src/timeout.c)\n",
            st.luck);
    if (st.sins > 0)
        put(t,
            "  sins %d lower the alignment cap to min(100, 10 + T/200 - %d) = %d now "
            "(dNetHack src/u_init.c; include/align.h)\n",
            st.sins, st.sins, prayer_case_align_limit(c, c->turn));
}

/* angrygods()' roll for a verdict of probability p_type, at these anger and Luck. */
static void wrath_lines(struct text *t, const struct prayer_case *c, double p_type, int anger,
                        int luck, int maxhp)
{
    int m = prayer_maxanger(anger, luck, c->record);
    double split[PRAYER_WRATH_ZAP + 1];
    prayer_wrath_split(m, split);
    put(t, "    then angrygods() rolls rn2(%d) (anger %d, Luck %d, record %d):\n", m, anger, luck,
        c->record);
    for (int w = 0; w <= PRAYER_WRATH_ZAP; w++) {
        if (never(split[w]))
            continue;
        put(t, "  %.4f    ", p_type * split[w]);
        switch (w) {
        case PRAYER_WRATH_DISPLEASED:
            put(t, "\"You feel that [your god] is displeased.\": nothing more");
            break;
        case PRAYER_WRATH_LEVEL:
            lessons(t, c, maxhp);
            break;
        case PRAYER_WRATH_CURSE:
            put(t, "black glow: items cursed (rndcurse())");
            break;
        case PRAYER_WRATH_PUNISH:
            put(t, "punished: a ball and chain");
            break;
        case PRAYER_WRATH_MINION:
            put(t, "\"Thou durst call upon me?\": a minion of the god attacks");
            break;
        default:
            put(t, "lightning (harmless with reflection or shock resistance), then "
                   "disintegration (fatal without its resistance)");
        }
        put(t, "\n");
    }
}

static void healed_lines(struct text *t, const struct prayer_case *c, const struct prayer_stats *s,
                         int maxhp)
{
    int cap = 5 * c->xl + 11;
    put(t, "  %.4f  healed: HP to max HP; ", s->p_fixed);
    if (maxhp > 0 && !prayer_fix_raises_max(maxhp, c->xl))
        put(t, "max HP unchanged (max HP %d is not below 5*XL + 11 = %d)", maxhp, cap);
    else if (maxhp > 0)
        put(t, "max HP +rnd(5) = +1..+5 (max HP %d < 5*XL + 11 = %d)", maxhp, cap);
    else
        put(t, "max HP +rnd(5) = +1..+5 while it is below 5*XL + 11 = %d", cap);
    put(t, " (%s src/pray.c, fix_worst_trouble())\n", game_of(c->variant));
    if (!never(s->p_glow))
        put(t, "  %.4f    and patted on the head: the golden glow, max HP +%d more\n", s->p_glow,
            prayer_glow_gain(c, maxhp > 0 ? maxhp : 1));
}

void prayer_verdict(const struct prayer_case *c, const struct prayer_stats *s, bool record_default,
                    bool luck_default, char *buf, size_t len)
{
    struct text t = {buf, len, 0};
    if (len > 0)
        buf[0] = '\0';
    int32_t lo, hi;
    prayer_maxhp_range(c, &lo, &hi);
    int maxhp = lo == hi ? (int)lo : 0; /* 0: rolled, not one number */
    describe_hero(&t, c, record_default, luck_default);
    put(&t, " praying at turn %d%s in %s:\n", c->turn, altar_phrase(c->altar), game_of(c->variant));
    why(&t, c, s);
    if (!never(s->p_unheard))
        put(&t,
            "  %.4f  unheard: \"this close to the surface Moloch can't hear you\" (4 in 5 off an "
            "altar above the Valley): nothing happens (EvilHack src/pray.c, can_pray(), "
            "prayer_done())\n",
            s->p_unheard);
    if (!never(s->p_turned) && c->variant != NH_VDNH) {
        put(&t,
            "  %.4f  turned, an undead hero before a %s god: rnd(20) damage, nothing fixed, "
            "nothing else (%s src/pray.c, can_pray(), prayer_done())\n",
            s->p_turned, prayer_dnh_turn_certain(c) ? "lawful" : "neutral (1 in 10)",
            game_of(c->variant));
        if (!never(s->p_turn_killed))
            put(&t, "  %.4f    and killed by it (rnd(20) >= HP %d)\n", s->p_turn_killed, c->hp);
    } else if (!never(s->p_turned)) {
        put(&t,
            "  %.4f  turned, an undead hero before a%s god: rnd(20) damage, nothing fixed%s "
            "(dNetHack src/pray.c, prayer_done())\n",
            s->p_turned, c->holiness == PRAYER_HOLY ? " holy" : " neutral (1 in 10)",
            c->altar != PRAYER_OFF_ALTAR ? "; on the altar Luck -3, anger +1 and the god's wrath"
                                         : "");
        if (!never(s->p_turn_killed))
            put(&t, "  %.4f    and killed by it (rnd(20) >= HP %d)\n", s->p_turn_killed, c->hp);
    }
    if (!never(s->p_angel))
        put(&t,
            "  %.4f  the lawful god sends an angel to help (HP below 5 or 1/7 of max HP; "
            "dNetHack src/pray.c, pleased())\n",
            s->p_angel);
    int luck = prayer_luck_at_end(c);
    if (c->variant == NH_VDNH)
        dnh_start_lines(&t, c);
    bool void_god = c->variant == NH_VDNH && c->alignment == PRAYER_VOID;
    if (void_god && !never(s->p_type[PRAYER_TOO_SOON]))
        put(&t, "  %.4f  too soon: the Void does nothing (no timeout, Luck or anger change)\n",
            s->p_type[PRAYER_TOO_SOON]);
    if (void_god && !never(s->p_type[PRAYER_NAUGHTY]))
        put(&t, "  %.4f  naughty: not heard, and the Void is never angered: nothing happens\n",
            s->p_type[PRAYER_NAUGHTY]);
    if (!void_god && !never(s->p_type[PRAYER_TOO_SOON])) {
        int sooner = prayer_change_luck(luck, -3);
        put(&t,
            "  %.4f  too soon: prayer timeout +rnz(250), Luck -3 (now %d), the god's anger +1\n",
            s->p_type[PRAYER_TOO_SOON], sooner);
        wrath_lines(&t, c, s->p_type[PRAYER_TOO_SOON], c->anger + 1, sooner, maxhp);
    }
    if (!void_god && !never(s->p_type[PRAYER_NAUGHTY])) {
        put(&t, "  %.4f  naughty: not heard\n", s->p_type[PRAYER_NAUGHTY]);
        wrath_lines(&t, c, s->p_type[PRAYER_NAUGHTY], c->anger, luck, maxhp);
    }
    if (!never(s->p_angered))
        put(&t, "    and the prayer timeout becomes %s\n",
            prayer_rules_of(c->variant) == NH_V50 ? "the larger of it and rnz(300)" : "rnz(300)");
    if (!never(s->p_type[PRAYER_CROSS]))
        put(&t,
            "  %.4f  another god's altar: that god helps nothing, record -1, the timeout "
            "is not reset\n",
            s->p_type[PRAYER_CROSS]);
    double good = s->p_type[PRAYER_GOOD];
    if (!never(good)) {
        if (!never(s->p_fixed))
            healed_lines(&t, c, s, maxhp);
        double unfixed = good - s->p_fixed;
        if (!never(unfixed)) {
            if (trouble_at(c, (int)lo) || trouble_at(c, (int)hi))
                put(&t,
                    "  %.4f  not healed: \"You feel that [your god] is satisfied.\" and the "
                    "god's action is 0 (rnl(2) was 1): nothing fixed\n",
                    unfixed);
            else
                put(&t, "  %.4f  heard, but no low HP to fix%s\n", unfixed,
                    c->record >= PRAYER_DEVOUT ? "; record 14 or more: patted on the head"
                    : c->record < 2            ? "; record +1 (it was below 2)"
                                               : "");
            if (!never(s->p_glow) && never(s->p_fixed))
                put(&t, "  %.4f    the golden glow: max HP +%d\n", s->p_glow,
                    prayer_glow_gain(c, maxhp > 0 ? maxhp : 1));
        }
        put(&t, "    and the prayer timeout becomes rnz(350)\n");
    }
    if (!never(s->p_fixed) || !never(s->p_gain)) {
        put(&t, "  max HP gain: +%.2f on average over all prayers (gain_mean), ", s->gain_mean);
        if (never(s->p_fixed))
            put(&t, "none healed (gain_mean_if_fixed empty)\n");
        else
            put(&t, "+%.2f over the healed ones (gain_mean_if_fixed)\n", s->gain_mean_if_fixed);
    }
    if (certain(s->p_never)) {
        put(&t, "  next safe low-HP prayer: never, until the god is appeased");
        mark_cut(&t);
        return;
    }
    put(&t, "  next safe low-HP prayer: median ");
    describe_turn(&t, s->safe_turn_p50);
    if (s->safe_turn_p90 == PRAYER_TURN_NEVER)
        put(&t, ", 90%%: never");
    else
        put(&t, ", 90%% by turn %lld", (long long)s->safe_turn_p90);
    if (!never(s->p_never))
        put(&t, " (never, without appeasing the god, with probability %.2f)", s->p_never);
    mark_cut(&t);
}
