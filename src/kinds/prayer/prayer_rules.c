/* prayer_rules: the rules of one prayer, each a small function citing the
 * game (docs/rules.md, Prayer; see prayer.h). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "kinds/prayer/prayer_impl.h"
#include "nhmc/dnh.h"
#include "nhmc/heroes.h"
#include "nhmc/names.h"

#include <math.h>
#include "nhmc/hero_rules.h"

static const char *const altar_names[PRAYER_ALTAR_COUNT] = {"none", "coaligned", "shrine",
                                                            "crossaligned", "opposed"};

const char *prayer_altar_name(enum prayer_altar a)
{
    return (unsigned)a < PRAYER_ALTAR_COUNT ? altar_names[a] : "?";
}

int prayer_altar_parse(const char *text)
{
    static const struct nh_word_value aliases[] = {
        {"off", PRAYER_OFF_ALTAR},        {"no", PRAYER_OFF_ALTAR},
        {"co-aligned", PRAYER_COALIGNED}, {"cross-aligned", PRAYER_CROSSALIGNED},
        {"cross", PRAYER_CROSSALIGNED},   {NULL, 0}};
    return nh_word_lookup(text, altar_names, PRAYER_ALTAR_COUNT, aliases);
}

/* docs/rules.md, Luck: the fedora's +1 is part of baseluck in 5.0 and
 * xNetHack (src/timeout.c, nh_timeout()) and UnNetHack (lucky_fedora(), 1,
 * src/do_wear.c); not in 3.4.3, 3.6.7 or EvilHack. */
int prayer_base_luck(enum nh_variant v, int role, bool full_moon, bool friday13, bool fedora)
{
    int base = (full_moon ? 1 : 0) - (friday13 ? 1 : 0);
    if ((v == NH_V50 || v == NH_VXNH || v == NH_VUNH) && fedora && role == NH_ROLE_ARCHEOLOGIST)
        base += 1;
    return base;
}

/* docs/rules.md, Prayer timeout: 300 at the start, -1 a turn while positive; wishes add while it is
 * still positive, so they simply add to it. */
int prayer_timeout_at(int turn, int wish_total)
{
    int t = PRAYER_TIMEOUT_START + 1 + wish_total - turn;
    return t > 0 ? t : 0;
}

/* include/align.h, ALIGNLIM (docs/rules.md, Alignment record). */
int prayer_align_limit(int turn)
{
    return 10 + turn / 200;
}

/* At most the cap; in dNetHack also the starting record, which nothing
 * lowers to the cap before the first adjalign() (src/attrib.c). */
bool prayer_record_possible(const struct prayer_case *c)
{
    if (c->record <= prayer_case_align_limit(c, c->turn))
        return true;
    if (c->variant != NH_VDNH || c->role < 0 || c->role >= NH_DNH_ROLES)
        return false;
    struct prayer_dnh_start s;
    prayer_dnh_start(c->role, c->race, &s);
    return c->record == s.record;
}

/* dNetHack include/align.h: ALIGNLIM is min(100, 10 + moves/200 - u.ualign.sins). */
int prayer_case_align_limit(const struct prayer_case *c, int turn)
{
    if (c->variant != NH_VDNH)
        return prayer_align_limit(turn);
    int lim = prayer_align_limit(turn) - c->sins;
    return lim < 100 ? lim : 100;
}

/* src/attrib.c, adjalign(): a fall always lands (then the cap); a rise
 * only when it raises the record (then the cap). */
int prayer_adjalign(int record, int n, int limit)
{
    int moved = record + n;
    if (n < 0)
        return moved < limit ? moved : limit;
    if (moved > record)
        return moved < limit ? moved : limit;
    return record;
}

/* docs/rules.md, Prayer verdict: xlev_to_rank() mapped to the divisor of critically_low_hp(). */
int prayer_low_hp_divisor(int xl)
{
    int rank = xl <= 2 ? 0 : xl <= 30 ? (xl + 2) / 4 : 8;
    static const int divisor[9] = {5, 5, 6, 6, 7, 7, 8, 8, 9};
    return divisor[rank];
}

/* TROUBLE_HIT (docs/rules.md, Prayer verdict): 3.4.3 HP <= 5 or HP*7 <= max; 3.6.7 and 5.0 compare
 * with min(max, 15*XL) and a divisor by XL; dNetHack HP <= 5 or HP*2 <= max (docs/rules.md,
 * dNetHack prayer). */
bool prayer_low_hp(enum nh_variant v, int xl, int cur, int max)
{
    /* xNetHack's critically_low_hp() is 5.0's, EvilHack's and UnNetHack's
     * 3.6.7's (src/pray.c) */
    if (v != NH_VDNH)
        v = prayer_rules_of(v);
    if (cur <= 5)
        return true;
    if (v == NH_V343)
        return (long)cur * 7 <= max;
    if (v == NH_VDNH)
        return (long)cur * 2 <= max;
    int lim = max < 15 * xl ? max : 15 * xl;
    return (long)cur * prayer_low_hp_divisor(xl) <= lim;
}

/* docs/rules.md, Prayer verdict: 5.0 ignores a polymorphed hero's low mh unless
 * Unchanging. */
bool prayer_in_trouble(enum nh_variant v, int xl, int hp, int hpmax, bool polyd, int mh, int mhmax,
                       bool unchanging)
{
    if (!polyd)
        return prayer_low_hp(v, xl, hp, hpmax);
    if (prayer_rules_of(v) == NH_V50 && !unchanging)
        return false; /* and xNetHack's in_trouble(): (!Upolyd || Unchanging) */
    return prayer_low_hp(v, xl, mh, mhmax);
}

/* The hero table's alignments (src/role.c, roles[] and races[]; the same in
 * 3.4.3, 3.6.7 and 5.0) meet only in neutral. */
bool prayer_always_neutral(int role, int race)
{
    if (role < 0 || role >= NH_ROLE_COUNT || race < 0 || race >= NH_RACE_COUNT)
        return false;
    const unsigned aligns = NH_ALLOW_LAWFUL | NH_ALLOW_NEUTRAL | NH_ALLOW_CHAOTIC;
    return (nh_roles[role].allow & nh_races[race].allow & aligns) == NH_ALLOW_NEUTRAL;
}

/* can_pray() (3.4.3, 3.6.7, 5.0 src/pray.c; dNetHack src/pray.c): the
 * opposite altar is tested as `u.ualign.type && u.ualign.type ==
 * -p_aligntyp`, never true for a neutral hero (type 0), whose prayer on a
 * lawful or chaotic altar is a cross-aligned one. */
enum prayer_altar prayer_altar_for(const struct prayer_case *c, enum prayer_altar a)
{
    /* dNetHack's hero has an alignment of its own (--alignment, or its
     * first); vanilla's is neutral when the role and race allow no other. */
    /* the Binder's Void is no altar's alignment (dNetHack src/pray.c, can_pray()) */
    /* EvilHack's and UnNetHack's hero has its alignment (--alignment, an
     * Infidel unaligned: A_NONE is no altar's opposite); xNetHack's is
     * neutral when its table's role and race allow no other. */
    bool neutral;
    if (c->variant == NH_VDNH)
        neutral = c->alignment == PRAYER_NEUTRAL || c->alignment == PRAYER_VOID;
    else if (c->variant == NH_VEVH || c->variant == NH_VUNH)
        neutral = c->alignment == PRAYER_NEUTRAL || c->alignment == PRAYER_UNALIGNED;
    else if (c->variant == NH_VXNH)
        neutral = prayer_var_alignments(c->variant, c->role, c->race) == NH_ALLOW_NEUTRAL;
    else
        neutral = prayer_always_neutral(c->role, c->race);
    return a == PRAYER_OPPOSED && neutral ? PRAYER_CROSSALIGNED : a;
}

/* docs/rules.md, Prayer verdict "effective alignment". */
int prayer_alignment(enum prayer_altar a, int record)
{
    if (a == PRAYER_OPPOSED)
        return -record;
    if (a == PRAYER_CROSSALIGNED)
        return record / 2;
    return record;
}

static bool altar_is_cross(enum prayer_altar a)
{
    return a == PRAYER_CROSSALIGNED || a == PRAYER_OPPOSED;
}

/* docs/rules.md, Prayer verdict p_type, steps 2-4 (only HP trouble exists here, so a trouble is
 * major). */
enum prayer_type prayer_type_of(bool trouble, int timeout, int luck, int anger, int alignment,
                                enum prayer_altar a)
{
    if (trouble ? timeout > 200 : timeout > 0)
        return PRAYER_TOO_SOON;
    if (luck < 0 || anger > 0 || alignment < 0)
        return PRAYER_NAUGHTY;
    return altar_is_cross(a) ? PRAYER_CROSS : PRAYER_GOOD;
}

enum prayer_type prayer_type_in(enum nh_variant v, bool trouble, int timeout, int luck, int anger,
                                int alignment, enum prayer_altar a)
{
    if (v == NH_VDNH && (luck < 0 || anger > 0 || alignment < 0))
        return PRAYER_NAUGHTY;
    return prayer_type_of(trouble, timeout, luck, anger, alignment, a);
}

int prayer_glow_gain(const struct prayer_case *c, int maxhp)
{
    if (c->variant != NH_VDNH)
        return 5;
    /* the largest max HP at this XL: every die at its most (docs/rules.md, dNetHack max HP) */
    int most = dnh_start_rolled(c->role, c->race);
    for (int x = 1; x < c->xl; x++) {
        struct nh_gain_dice d = dnh_gain_dice_at(c->role, c->race, x);
        int g = d.fix + d.role_sides + d.race_sides;
        most += g < 1 ? 1 : g;
    }
    int con = dnh_effective_con(c->race, c->con, c->xl);
    int top = dnh_maxhp_of(most, c->xl, dnh_con_quarters(con));
    if (top < c->xl)
        top = c->xl;
    int mx = 24 + 2 * top - maxhp;
    return mx > 0 ? (int)lround(mx * tanh(5.0 / mx)) : 0;
}

/* docs/rules.md, Luck nh_timeout(): no luck items, so the step is never blocked. */
int prayer_luck_timeout(int luck, int base, int turn, bool angry)
{
    if (luck == base || turn % (angry ? 300 : 600) != 0)
        return luck;
    return luck > base ? luck - 1 : luck + 1;
}

/* change_luck(): u.uluck stays within LUCKMIN..LUCKMAX. */
int prayer_change_luck(int luck, int n)
{
    int l = luck + n;
    return l < PRAYER_LUCK_MIN ? PRAYER_LUCK_MIN : l > PRAYER_LUCK_MAX ? PRAYER_LUCK_MAX : l;
}

/* docs/rules.md, Prayer outcome: rn1(L + (on altar ? 3 + shrine : 2), 1) with L = Luck in
 * 3.4.3 and max(Luck, -1) later. */
int prayer_action_range(enum nh_variant v, int luck, enum prayer_altar a)
{
    int l = v == NH_V343 ? luck : luck < -1 ? -1 : luck;
    if (a == PRAYER_OFF_ALTAR)
        return l + 2;
    return l + 3 + (a == PRAYER_SHRINE);
}

/* docs/rules.md, Prayer outcome: the off-altar cap, then the record below STRIDENT overrides
 * the roll (rnl(2) drawn only for record <= 0). */
int prayer_action_final(int action, enum prayer_altar a, int record, bool rnl_zero)
{
    if (a == PRAYER_OFF_ALTAR && action > 3)
        action = 3;
    if (record < PRAYER_STRIDENT)
        action = record > 0 || rnl_zero ? 1 : 0;
    return action;
}

/* docs/rules.md, Prayer outcome: pleased() adds 1 to a record below 2 when no trouble is
 * left, capped at ALIGNLIM on turn t3. */
int prayer_record_after_pleased(int record, bool trouble, int limit)
{
    return record < 2 && !trouble ? prayer_adjalign(record, 1, limit) : record;
}

/* docs/rules.md, Prayer outcome: the multiple of the extra rnz(1000). */
int prayer_kick(bool demigod, bool crowned)
{
    return (demigod ? 1 : 0) + (crowned ? 1 : 0);
}

/* docs/rules.md, Fixing low HP: HPmax < 5*XL + 11. */
bool prayer_fix_raises_max(int hpmax, int xl)
{
    return hpmax < 5 * xl + 11;
}

/* docs/rules.md, Golden glow. */
int prayer_boon_range(int luck)
{
    return (luck + 6) >> 1;
}

/* docs/rules.md, Golden glow: boon 2, or 3 once the tune is known (it falls through). */
bool prayer_boon_is_glow(int b, bool tune_known)
{
    return b == 2 || (b == 3 && tune_known);
}

/* docs/rules.md, Golden glow: boons 7 and 8 crown a PIOUS hero not yet crowned. */
bool prayer_boon_crowns(int b, int record, bool crowned)
{
    return (b == 7 || b == 8) && record >= PRAYER_PIOUS && !crowned;
}

/* The hero's own god (docs/rules.md, Angry god). */
int prayer_maxanger(int anger, int luck, int record)
{
    int m = 3 * anger + ((luck > 0 || record >= PRAYER_STRIDENT) ? -luck / 3 : -luck);
    return m < 1 ? 1 : m > 15 ? 15 : m;
}

/* 5.0 src/pray.c, pleased() (docs/rules.md, Prayer outcome): past turn 100000 each 100
 * turns add 1 (the LARGEST_INT cap cannot bind below PRAYER_TURN_MAX); xNetHack the
 * same, EvilHack without the cap; UnNetHack, like 3.4.3 and 3.6.7, not at all. */
int prayer_late_term(enum nh_variant v, int turn)
{
    if ((v != NH_V50 && v != NH_VXNH && v != NH_VEVH) || turn <= 100000)
        return 0;
    return (turn - 100000) / 100;
}

/* prayer.h "safe": the timeout falls by 1 a turn; Luck steps toward base at
 * each multiple of 600 after t3 (the god is not angry, or it is never
 * safe). */
int32_t prayer_safe_wait(const struct prayer_case *c, int timeout, int luck, int anger, int record,
                         int t3)
{
    if (anger > 0 || record < 0)
        return PRAYER_NEVER;
    int32_t wait = timeout > 200 ? timeout - 200 : 0;
    for (long m = (t3 / 600 + 1) * 600L; m <= (long)t3 + wait && luck != c->base_luck; m += 600)
        luck += luck < c->base_luck ? 1 : -1;
    if (luck >= 0)
        return wait;
    if (c->base_luck < 0)
        return PRAYER_NEVER;
    long m = (((long)t3 + wait) / 600 + 1) * 600 + (long)(-luck - 1) * 600;
    return (int32_t)(m - t3);
}

/* The table of docs/rules.md, Angry god. */
enum prayer_wrath prayer_wrath_of(int roll)
{
    if (roll <= 1)
        return PRAYER_WRATH_DISPLEASED;
    if (roll <= 3)
        return PRAYER_WRATH_LEVEL;
    if (roll <= 5)
        return PRAYER_WRATH_CURSE;
    if (roll == 6)
        return PRAYER_WRATH_PUNISH;
    if (roll <= 8)
        return PRAYER_WRATH_MINION;
    return PRAYER_WRATH_ZAP;
}

/* ---- checks ---- */

static int fail(char *err, size_t errlen, const char *what)
{
    snprintf(err, errlen, "%s", what);
    return -1;
}

int prayer_case_check(const struct prayer_case *c, char *err, size_t errlen)
{
    if (!((PRAYER_VARIANTS >> (unsigned)c->variant) & 1u))
        return fail(err, errlen,
                    "prayer is modelled for 3.4.3, 3.6.7, 5.0, dnethack, xnethack, evilhack and "
                    "unnethack only");
    if (c->variant == NH_VDNH && c->maxhp == PRAYER_MAXHP_ROLLED)
        return fail(err, errlen,
                    "dnethack: max HP must be a number (rolled max HP is not modelled for its "
                    "prayers)");
    if (c->variant == NH_VDNH && c->polyd)
        return fail(err, errlen,
                    "dnethack: a polymorphed hero's prayer is not modelled (docs/rules.md, "
                    "dNetHack prayer)");
    const struct nh_hero_table *heroes = nh_heroes(c->variant);
    if (c->role < 0 || c->role >= heroes->nroles || c->race < 0 || c->race >= heroes->nraces)
        return fail(err, errlen, "a role and a race are needed");
    if (!heroes->legal(c->role, c->race)) {
        snprintf(err, errlen, "a %s %s is not a combination the game allows",
                 heroes->races[c->race].adj, heroes->roles[c->role].name);
        return -1;
    }
    if (c->variant == NH_VDNH && prayer_dnh_check(c, err, errlen) != 0)
        return -1;
    if (prayer_var_check(c, err, errlen) != 0)
        return -1;
    if (c->con < NH_CON_MIN || c->con > NH_CON_MAX)
        return fail(err, errlen, "Con must be 3..25");
    if (c->xl < 1 || c->xl > NH_MAXULEV)
        return fail(err, errlen, "XL must be 1..30");
    if (c->maxhp != PRAYER_MAXHP_ROLLED && (c->maxhp < 1 || c->maxhp > PRAYER_MAX_HP))
        return fail(err, errlen, "max HP must be 1..100000, or rolled");
    int32_t lo, hi;
    prayer_maxhp_range(c, &lo, &hi);
    if (c->hp < 1 || c->hp > lo) {
        if (c->maxhp == PRAYER_MAXHP_ROLLED)
            snprintf(err, errlen, "HP %d is not within 1..%d (the least rolled max HP)", c->hp,
                     (int)lo);
        else
            snprintf(err, errlen, "HP %d is not within 1..%d (max HP)", c->hp, (int)lo);
        return -1;
    }
    if (c->polyd && (c->mhmax < 1 || c->mhmax > PRAYER_MAX_HP || c->mh < 1 || c->mh > c->mhmax))
        return fail(err, errlen, "polymorphed: mhmax must be 1..100000 and mh 1..mhmax");
    if (c->turn < 1 || c->turn > PRAYER_TURN_MAX)
        return fail(err, errlen, "the turn must be 1..1000000");
    if (c->luck < PRAYER_LUCK_MIN || c->luck > PRAYER_LUCK_MAX || c->base_luck < PRAYER_LUCK_MIN ||
        c->base_luck > PRAYER_LUCK_MAX)
        return fail(err, errlen, "Luck must be -10..10 (luck items are not modelled)");
    if (c->record < PRAYER_RECORD_MIN || !prayer_record_possible(c)) {
        if (c->variant == NH_VDNH)
            snprintf(err, errlen,
                     "record %d is not possible at turn %d; expected %d..%d (the cap is "
                     "min(100, 10 + T/200 - sins), sins %d), or the starting record",
                     c->record, c->turn, PRAYER_RECORD_MIN, prayer_case_align_limit(c, c->turn),
                     c->sins);
        else
            snprintf(err, errlen,
                     "record %d is not possible at turn %d; expected %d..%d (the cap is 10 + "
                     "T/200)",
                     c->record, c->turn, PRAYER_RECORD_MIN, prayer_align_limit(c->turn));
        return -1;
    }
    if (c->anger < 0 || c->anger > 100)
        return fail(err, errlen, "anger must be 0..100");
    if (c->wishes < 0 || c->wishes > PRAYER_MAX_WISHES)
        return fail(err, errlen, "wishes must be 0..20");
    if ((unsigned)c->altar >= PRAYER_ALTAR_COUNT)
        return fail(err, errlen, "unknown altar");
    if (prayer_altar_for(c, c->altar) != c->altar)
        return fail(err, errlen,
                    "a neutral hero has no opposed altar (can_pray() in src/pray.c: "
                    "a neutral hero on a lawful or chaotic altar prays cross-aligned); expected "
                    "crossaligned");
    return 0;
}

/* The least and greatest of dice: fix + one per die .. fix + the sides. */
static void dice_span(int fix, const int *sides, int n, int32_t *lo, int32_t *hi)
{
    *lo = *hi = fix;
    for (int k = 0; k < n; k++)
        if (sides[k] > 0) {
            *lo += 1;
            *hi += sides[k];
        }
}

/* A rolled max HP by the variant's hero dice (heroes.h: nh_hero_start_roll,
 * nh_hero_newhp): the start and each gain at their least and greatest;
 * gains below XL 30 have no XL-30 limit. */
static void hero_dice_range(const struct prayer_case *c, int32_t *lo, int32_t *hi)
{
    struct nh_gain_dice s = nh_hero_start_dice(c->variant, c->role, c->race);
    int32_t a, b;
    dice_span(s.fix, (int[]){s.role_sides, s.race_sides}, 2, &a, &b);
    a = a < 1 ? 1 : a;
    b = b < 1 ? 1 : b;
    unsigned history = c->abused ? NH_HERO_ABUSED : 0;
    for (int g = 1; g < c->xl; g++) {
        struct nh_gain_dice d = nh_hero_gain_dice(c->variant, c->role, c->race, g);
        struct nh_gain_extra e = nh_hero_gain_extra(c->variant, c->role, c->race, g, history);
        int32_t glo, ghi;
        dice_span(d.fix + e.fix + nh_conplus(c->con),
                  (int[]){d.role_sides, d.race_sides, e.sides[0], e.sides[1]}, 4, &glo, &ghi);
        a += glo < 1 ? 1 : glo;
        b += ghi < 1 ? 1 : ghi;
    }
    *lo = a;
    *hi = b;
}

/* The max HP a case can have at the prayer (rolled: every level gain's
 * least and greatest). */
void prayer_maxhp_range(const struct prayer_case *c, int32_t *lo, int32_t *hi)
{
    if (c->maxhp != PRAYER_MAXHP_ROLLED) {
        *lo = *hi = c->maxhp;
        return;
    }
    if (nh_hero_dice_variant(c->variant)) {
        hero_dice_range(c, lo, hi);
        return;
    }
    int32_t a = nh_start_hp(c->role, c->race), b = a;
    for (int g = 1; g < c->xl; g++) {
        struct nh_gain_dice dice = nh_gain_dice_at(c->role, c->race, g);
        int gmin = dice.fix + (dice.role_sides > 0) + (dice.race_sides > 0) + nh_conplus(c->con);
        int gmax = dice.fix + dice.role_sides + dice.race_sides + nh_conplus(c->con);
        a += gmin < 1 ? 1 : gmin;
        b += gmax < 1 ? 1 : gmax;
    }
    *lo = a;
    *hi = b;
}

/* Each roll 0..maxanger-1 is equally likely (docs/rules.md, Angry god). */
void prayer_wrath_split(int maxanger, double p[PRAYER_WRATH_ZAP + 1])
{
    for (int w = 0; w <= PRAYER_WRATH_ZAP; w++)
        p[w] = 0.0;
    for (int roll = 0; roll < maxanger; roll++)
        p[prayer_wrath_of(roll)] += 1.0 / maxanger;
}

int prayer_luck_at_end(const struct prayer_case *c)
{
    int luck = c->luck, luck_turn = c->luck_turn;
    for (int k = 1; k <= 3; k++)
        luck =
            prayer_luck_on_timer(c->variant)
                ? prayer_dnh_luck_timeout(luck, c->base_luck, c->turn + k, c->anger > 0, &luck_turn)
                : prayer_luck_timeout(luck, c->base_luck, c->turn + k, c->anger > 0);
    return luck;
}
