/* levelup_case: the facts of a levelup case that the kernel, its tally and
 * the tests share (docs/rules.md, Hero max HP; dNetHack max HP): the dice of
 * each gain, the start, the Con bonus's range, the check of the stages, the
 * range of each stage's histogram, the stream key, and the scalar reference
 * hero the kernel is tested against.
 */
#include "kinds/levelup/levelup_impl.h"

#include "nhmc/dnh.h"
#include "nhmc/dnh_attr.h"
#include "nhmc/dnh_soft_cap.h"
#include "nhmc/heroes.h"
#include "nhmc/hero_rules.h"

/* The dice of a gain at XL xl, and the starting HP (vanilla) or starting
 * roll P (dNetHack; docs/rules.md, dNetHack max HP; dNetHack level gain and drain). */
struct nh_gain_dice levelup_case_dice(const struct levelup_case *c, int xl)
{
    if (nh_hero_dice_variant(c->variant))
        return nh_hero_gain_dice(c->variant, c->role, c->race, xl);
    return c->variant == NH_VDNH ? dnh_gain_dice_at(c->role, c->race, xl)
                                 : nh_gain_dice_at(c->role, c->race, xl);
}

int levelup_case_start(const struct levelup_case *c)
{
    if (nh_hero_dice_variant(c->variant)) /* the least (its dice: nh_hero_start_dice) */
        return nh_hero_start_dice(c->variant, c->role, c->race).fix;
    return c->variant == NH_VDNH ? dnh_start_rolled(c->role, c->race)
                                 : nh_start_hp(c->role, c->race);
}

/* dNetHack's init_attr() problem of the case's hero (nhmc/dnh_attr.h);
 * false if nhmc has no data for it. */
bool levelup_case_attr(const struct levelup_case *c, struct nh_attr_init *a)
{
    char why[192];
    return dnh_attr_init(c->role, c->race, DNH_SEX_ANY, a, why, sizeof why) == 0;
}

/* Range of the Con bonus a hero of this case can have. */
void levelup_conplus_range(const struct levelup_case *c, int32_t *lo, int32_t *hi)
{
    if (c->con != NH_CON_ROLLED) {
        *lo = *hi = nh_conplus(c->con);
        return;
    }
    const struct nh_race *ra = &nh_heroes(c->variant)->races[c->race];
    *lo = nh_conplus(ra->attrmin[A_CON]);
    *hi = nh_conplus(ra->attrmax[A_CON]);
}

static void dice_range(int fix, const int *sides, int n, int32_t *lo, int32_t *hi)
{
    *lo = *hi = fix;
    for (int k = 0; k < n; k++) {
        *lo += sides[k] > 0;
        *hi += sides[k] > 0 ? sides[k] : 0;
    }
    *lo = *lo < 1 ? 1 : *lo;
    *hi = *hi < 1 ? 1 : *hi;
}

void levelup_dice_gain_range(const struct levelup_case *c, int xl, int cp, int32_t *lo, int32_t *hi)
{
    struct nh_gain_dice d = nh_hero_gain_dice(c->variant, c->role, c->race, xl);
    struct nh_gain_extra e = nh_hero_gain_extra(c->variant, c->role, c->race, xl, c->history);
    int sides[4] = {d.role_sides, d.race_sides, e.sides[0], e.sides[1]};
    dice_range(d.fix + e.fix + cp, sides, 4, lo, hi);
    if (xl >= NH_MAXULEV && nh_throttles_xl30(c->variant))
        *lo = 1;
}

void levelup_dice_start_range(const struct levelup_case *c, int32_t *lo, int32_t *hi)
{
    struct nh_gain_dice d = nh_hero_start_dice(c->variant, c->role, c->race);
    int sides[2] = {d.role_sides, d.race_sides};
    dice_range(d.fix, sides, 2, lo, hi);
}

/* The least and most a gain made at XL xl adds with a Con bonus in
 * cp_lo..cp_hi: the dice, the floor of 1, and the XL-30 limit, which can
 * only lower a gain, never below 1. */
static void gain_range(const struct levelup_case *c, int xl, int32_t cp_lo, int32_t cp_hi,
                       int32_t *lo, int32_t *hi)
{
    int32_t ignore;
    if (nh_hero_dice_variant(c->variant)) {
        levelup_dice_gain_range(c, xl, cp_lo, lo, &ignore);
        levelup_dice_gain_range(c, xl, cp_hi, &ignore, hi);
        return;
    }
    struct nh_gain_dice d = levelup_case_dice(c, xl);
    int32_t gmin = d.fix + (d.role_sides > 0) + (d.race_sides > 0) + cp_lo;
    int32_t gmax = d.fix + d.role_sides + d.race_sides + cp_hi;
    *lo = gmin < 1 || (xl == NH_MAXULEV && nh_throttles_xl30(c->variant)) ? 1 : gmin;
    *hi = gmax < 1 ? 1 : gmax;
}

/* Each stage's range: the start's, then each gain's added. */
static int tally_init_chain(struct nh_tally *t, const struct levelup_case *c, int32_t min_hp,
                            int32_t max_hp, int32_t cp_lo, int32_t cp_hi)
{
    int32_t lo[NH_MAX_STAGES], hi[NH_MAX_STAGES];
    for (int g = 0, s = 0; s < c->nstages; g++) {
        if (g > 0) {
            int32_t gmin, gmax;
            gain_range(c, levelup_gain_xl(g), cp_lo, cp_hi, &gmin, &gmax);
            min_hp += gmin;
            max_hp += gmax;
        }
        if (g == c->stages[s]) {
            lo[s] = min_hp;
            hi[s] = max_hp;
            s++;
        }
    }
    return tally_init(t, (size_t)c->nstages, lo, hi);
}

bool levelup_stages_valid(const struct levelup_case *c)
{
    const struct nh_hero_table *h = nh_heroes(c->variant);
    if (c->nstages < 1 || c->nstages > NH_MAX_STAGES || c->role < 0 || c->role >= h->nroles ||
        c->race < 0 || c->race >= h->nraces)
        return false;
    /* dNetHack: a rolled Con needs its init_attr() data (levelup_grid_check says why). */
    struct nh_attr_init a;
    if (c->variant == NH_VDNH && c->con == NH_CON_ROLLED && !levelup_case_attr(c, &a))
        return false;
    for (int s = 0; s < c->nstages; s++)
        if (c->stages[s] < 0 || c->stages[s] >= NH_MAX_STAGES ||
            (s > 0 && c->stages[s] <= c->stages[s - 1]))
            return false;
    return true;
}

/* dNetHack's ranges: the rolls P (gains 1..29) and the bonus B (the gains
 * at XL 30), then max HP, nondecreasing in B for each P, taken over P. */
static int tally_init_dnh(struct nh_tally *t, const struct levelup_case *c)
{
    int32_t lo[NH_MAX_STAGES], hi[NH_MAX_STAGES];
    int p_lo = dnh_start_rolled(c->role, c->race), p_hi = p_lo, b_lo = 0, b_hi = 0;
    int con_lo = c->con, con_hi = c->con;
    struct nh_attr_init a;
    if (c->con == NH_CON_ROLLED && levelup_case_attr(c, &a)) {
        /* init_attr() stays within the race's limits, or at a base below
         * the minimum; the variation stays within them */
        con_lo = a.base[A_CON] < a.min[A_CON] ? a.base[A_CON] : a.min[A_CON];
        con_hi = a.max[A_CON];
    }
    for (int g = 0, s = 0; s < c->nstages; g++) {
        if (g > 0) {
            struct nh_gain_dice d = levelup_case_dice(c, levelup_gain_xl(g));
            int gmin = d.fix + (d.role_sides > 0) + (d.race_sides > 0);
            int gmax = d.fix + d.role_sides + d.race_sides;
            int *sum_lo = g < NH_MAXULEV ? &p_lo : &b_lo, *sum_hi = g < NH_MAXULEV ? &p_hi : &b_hi;
            *sum_lo += gmin < 1 ? 1 : gmin;
            *sum_hi += gmax < 1 ? 1 : gmax;
        }
        if (g != c->stages[s])
            continue;
        int xl = g < NH_MAXULEV ? g + 1 : NH_MAXULEV;
        lo[s] = INT32_MAX;
        hi[s] = INT32_MIN;
        for (int con = con_lo; con <= con_hi; con++)
            for (int p = p_lo; p <= p_hi; p++) {
                int32_t v_lo = g < NH_MAXULEV ? dnh_maxhp(c->race, p, xl, con)
                                              : dnh_maxhp_bonus(c->role, c->race, p, b_lo, xl, con);
                int32_t v_hi =
                    g < NH_MAXULEV ? v_lo : dnh_maxhp_bonus(c->role, c->race, p, b_hi, xl, con);
                lo[s] = v_lo < lo[s] ? v_lo : lo[s];
                hi[s] = v_hi > hi[s] ? v_hi : hi[s];
            }
        s++;
    }
    return tally_init(t, (size_t)c->nstages, lo, hi);
}

int levelup_tally_init(struct nh_tally *t, const struct levelup_case *c)
{
    if (!levelup_stages_valid(c))
        return -1;
    if (c->variant == NH_VDNH)
        return tally_init_dnh(t, c);
    int32_t cp_lo, cp_hi;
    levelup_conplus_range(c, &cp_lo, &cp_hi);
    if (nh_hero_dice_variant(c->variant)) {
        int32_t start_lo, start_hi;
        levelup_dice_start_range(c, &start_lo, &start_hi);
        return tally_init_chain(t, c, start_lo, start_hi, cp_lo, cp_hi);
    }
    return tally_init_chain(t, c, levelup_case_start(c), levelup_case_start(c), cp_lo, cp_hi);
}

uint64_t levelup_case_key(const struct levelup_case *c)
{
    /* kind 1 = levelup; fields packed so distinct cases differ. */
    return nh_mix64(((uint64_t)c->history << 60) | (1ull << 56) | ((uint64_t)c->variant << 48) |
                    ((uint64_t)c->role << 40) | ((uint64_t)c->race << 32) |
                    (uint64_t)(uint32_t)c->con);
}

/* dNetHack (docs/rules.md, dNetHack max HP; dNetHack level gain and drain): P = the start roll plus
 * one newhp() per gain; max HP at each stage from P at that XL. */
static void reference_hero_dnh(const struct levelup_case *c, nh_pcg32 *rng, int32_t *maxhp)
{
    int rolled = dnh_start_rolled(c->role, c->race), bonus = 0, s = 0, con = c->con;
    struct nh_attr_init a;
    if (con == NH_CON_ROLLED) {
        if (!levelup_case_attr(c, &a))
            return;
        con = dnh_roll_start_con(&a, rng);
    }
    if (c->nstages > 0 && c->stages[0] == 0)
        maxhp[s++] = dnh_maxhp(c->race, rolled, 1, con);
    for (int g = 1; s < c->nstages; g++) {
        /* A gain at XL 30 goes to the bonus (src/exper.c, pluslvl()). */
        int gain = dnh_newhp(c->role, c->race, levelup_gain_xl(g), rng);
        if (g < NH_MAXULEV)
            rolled += gain;
        else
            bonus += gain;
        if (g == c->stages[s])
            maxhp[s++] = g < NH_MAXULEV
                             ? dnh_maxhp(c->race, rolled, g + 1, con)
                             : dnh_maxhp_bonus(c->role, c->race, rolled, bonus, NH_MAXULEV, con);
    }
}

/* A rolled starting Con: vanilla's, or xNetHack's, EvilHack's and
 * UnNetHack's init_attr() (nh_hero_attr_init). */
static int roll_con(const struct levelup_case *c, nh_pcg32 *rng)
{
    if (!nh_hero_dice_variant(c->variant))
        return nh_roll_start_con(c->variant, c->role, c->race, rng);
    struct nh_attr_init a;
    nh_hero_attr_init(c->variant, c->role, c->race, &a);
    return dnh_roll_start_con(&a, rng);
}

/* Vanilla, and xNetHack, EvilHack, UnNetHack (hero_dice.c: a rolled start,
 * their newhp()): Con given or rolled, then one gain per level. */
void levelup_reference_hero(const struct levelup_case *c, nh_pcg32 *rng, int32_t *maxhp)
{
    if (c->variant == NH_VDNH) {
        reference_hero_dnh(c, rng, maxhp);
        return;
    }
    bool dice = nh_hero_dice_variant(c->variant);
    int con = c->con == NH_CON_ROLLED ? roll_con(c, rng) : c->con, s = 0;
    int hpmax = dice ? nh_hero_start_roll(c->variant, c->role, c->race, rng)
                     : nh_start_hp(c->role, c->race);
    if (c->nstages > 0 && c->stages[0] == 0)
        maxhp[s++] = hpmax;
    for (int g = 1; s < c->nstages; g++) {
        int xl = levelup_gain_xl(g);
        hpmax += dice ? nh_hero_newhp(c->variant, c->role, c->race, xl, con, hpmax, c->history, rng)
                      : nh_newhp(c->variant, c->role, c->race, xl, con, hpmax, rng);
        if (g == c->stages[s])
            maxhp[s++] = hpmax;
    }
}
