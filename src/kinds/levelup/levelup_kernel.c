/* levelup kernel: max HP of a hero at each XL stage (docs/rules.md,
 * Hero max HP).
 *
 * A batch steps NH_LANES heroes together in structure-of-arrays form.  One
 * level gain with dice takes one 32-bit output per lane: the role die and the
 * race die are independent uniforms, so together they are one uniform draw
 * over role_sides x race_sides outcomes, split exactly into the two dice
 * (see split below).  Gains without dice make no draw.  Inner loops have no
 * calls and no data-dependent branches, so they vectorise.  They always run
 * over all NH_LANES lanes (a compile-time trip count, so even GCC's cheap
 * -O2 vectoriser takes them); a short last batch just tallies fewer lanes.
 *
 * dNetHack (docs/rules.md, dNetHack max HP; dNetHack level gain and drain): the lanes hold the
 * stored rolls P, stepped by the same loops with dNetHack's dice and no Con (a part of size 1 is
 * rn2(2): a 2-sided die with fix - 1); each stage tallies dnh_maxhp_of(P) for its XL and Con.
 */
#include "kinds/levelup/levelup_impl.h"
#include "kinds/levelup/levelup_shift.h"
#include "kinds/levelup/levelup_lanes.h"

#include <string.h>

#include "nhmc/dnh.h"
#include "nhmc/heroes.h"
#include "nhmc/dnh_attr.h"
#include "nhmc/dnh_soft_cap.h"
#include "nhmc/hero_rules.h"
#include "nhmc/simd.h"
#ifdef __wasm_simd128__
#include "kinds/levelup/levelup_kernel_wasm.h"
#endif

/* Everything a batch needs, worked out once per block from the case. */
struct gain_plan {
    int start_hp;
    int max_gains;
    int xlev;
    int32_t lo_fix, hi_fix;                      /* fixed parts; the dice add 1..sides each */
    uint32_t lo_role, lo_race, hi_role, hi_race; /* sides, 0 = no die */
    bool throttle30;
    bool rolled;
    int32_t conplus; /* when not rolled */
    bool dnh;        /* dNetHack: lanes hold the stored rolls P (docs/rules.md, dNetHack max HP) */
    struct nh_attr_init attr; /* dNetHack's init_attr(), when Con is rolled */
};

static struct gain_plan plan_case(const struct levelup_case *c)
{
    struct gain_plan p;
    struct nh_gain_dice lo = levelup_case_dice(c, 1);
    struct nh_gain_dice hi = levelup_case_dice(c, NH_MAXULEV);
    p.dnh = c->variant == NH_VDNH;
    p.start_hp = levelup_case_start(c);
    p.max_gains = c->nstages > 0 ? c->stages[c->nstages - 1] : 0;
    p.xlev = nh_heroes(c->variant)->roles[c->role].xlev;
    p.lo_fix = lo.fix;
    p.lo_role = (uint32_t)lo.role_sides;
    p.lo_race = (uint32_t)lo.race_sides;
    p.hi_fix = hi.fix;
    p.hi_role = (uint32_t)hi.role_sides;
    p.hi_race = (uint32_t)hi.race_sides;
    p.throttle30 = nh_throttles_xl30(c->variant);
    p.rolled = c->con == NH_CON_ROLLED;
    /* dNetHack rolls carry no Con: it enters at the tally (docs/rules.md, dNetHack max HP). */
    p.conplus = p.rolled || p.dnh ? 0 : nh_conplus(c->con);
    if (p.dnh && p.rolled)
        levelup_case_attr(c, &p.attr);
    return p;
}

/* One gain with dice for every lane: u is a uniform 32-bit output.  With
 * x = u * R / 2^32, r = floor(x) is the role die (0-based) and
 * idx = floor(x * A) is uniform over R*A outcomes; floor(idx / A) = r, so
 * a = idx - A*r is the race die, independent of r.  Computed as
 * floor(frac(x) * A), which is the same number: idx = A*r + floor(frac(x) * A).
 * Dice of 2^15 sides or more take the 64-bit products.  The WebAssembly
 * module has a loop of its own, the same numbers (levelup_kernel_wasm.h:
 * its SIMD has no per-lane shift for PCG32's rotation). */
NH_TARGET_CLONES
static void gain_with_dice(int32_t *restrict hp, const int32_t *restrict conplus,
                           uint64_t *restrict state, const uint64_t *restrict inc, int32_t fix,
                           uint32_t role_sides, uint32_t race_sides)
{
    uint32_t R = role_sides ? role_sides : 1, A = race_sides ? race_sides : 1;
    int32_t base = fix + (role_sides > 0) + (race_sides > 0);
#ifdef __wasm_simd128__
    gain_with_dice_wasm(hp, conplus, state, inc, base, R, A);
    return;
#endif
    if (R < 0x8000u && A < 0x8000u) {
        for (int i = 0; i < NH_LANES; i++) {
            uint64_t old = state[i];
            state[i] = old * NH_PCG32_MULT + inc[i];
            uint32_t u = pcg32_output(old);
            uint32_t r = mulhi_small(u, R);
            uint32_t a = mulhi_small(mullo_small(u, R), A);
            int32_t g = base + (int32_t)r + (int32_t)a + conplus[i];
            hp[i] += g < 1 ? 1 : g;
        }
        return;
    }
    for (int i = 0; i < NH_LANES; i++) {
        uint64_t old = state[i];
        state[i] = old * NH_PCG32_MULT + inc[i];
        uint32_t u = pcg32_output(old);
        uint64_t x = (uint64_t)u * R;
        uint32_t r = (uint32_t)(x >> 32);
        uint32_t a = (uint32_t)(((x & 0xffffffffu) * A) >> 32);
        int32_t g = base + (int32_t)r + (int32_t)a + conplus[i];
        hp[i] += g < 1 ? 1 : g;
    }
}

/* One gain without dice: the fixed part plus Con bonus, at least 1. */
NH_TARGET_CLONES
static void gain_fixed(int32_t *restrict hp, const int32_t *restrict conplus, int32_t fix)
{
    for (int i = 0; i < NH_LANES; i++) {
        int32_t g = fix + conplus[i];
        hp[i] += g < 1 ? 1 : g;
    }
}

/* A 5.0 gain at XL 30: the fixed gain capped by the limit of the current
 * max HP (nh_xl30_limit is inline, so the loop still vectorises). */
NH_TARGET_CLONES
static void gain_fixed_throttled(int32_t *restrict hp, const int32_t *restrict conplus, int32_t fix)
{
    for (int i = 0; i < NH_LANES; i++) {
        int32_t g = fix + conplus[i];
        g = g < 1 ? 1 : g;
        int32_t lim = nh_xl30_limit(hp[i]);
        hp[i] += g < lim ? g : lim;
    }
}

/* dNetHack: max HP at XL xl from the rolls P of each lane (docs/rules.md,
 * dNetHack max HP), with the Con bonus of that XL applied to every level:
 * dnh_maxhp_of() is max(1, P + d) with d = floor(xl * quarters / 4) (the
 * truncated quotient differs from P + d only where both are below 1), so
 * where the least P of the stage keeps P + d >= 1 a count is one
 * increment at a shifted base, as vanilla's. */
static void tally_lanes_dnh(struct nh_tally *t, size_t h, const int32_t *rolled, int n, int xl,
                            int con_quarters, int32_t least_rolled)
{
    int32_t k = xl * con_quarters, d = k >= 0 ? k / 4 : -((3 - k) / 4);
    uint64_t *counts = tally_hist(t, h);
    int32_t lo = t->lo[h];
    if (least_rolled + d >= 1) {
        levelup_tally_lanes(t, h, rolled, n, lo - d);
        return;
    }
    for (int i = 0; i < n; i++)
        counts[dnh_maxhp_of(rolled[i], xl, con_quarters) - lo]++;
}

/* dNetHack past XL 30, or with a Con per lane: max HP of each lane from its
 * rolls P, its bonus B (gains made at XL 30; docs/rules.md, dNetHack level
 * gain at XL 30) and its base Con. */
static void tally_lanes_dnh_each(const struct levelup_case *c, struct nh_tally *t, size_t h,
                                 const int32_t *rolled, const int32_t *bonus, const int32_t *con,
                                 int n, int gains)
{
    uint64_t *counts = tally_hist(t, h);
    int32_t lo = t->lo[h];
    for (int i = 0; i < n; i++) {
        int v = gains < NH_MAXULEV
                    ? dnh_maxhp(c->race, rolled[i], gains + 1, con[i])
                    : dnh_maxhp_bonus(c->role, c->race, rolled[i], bonus[i], NH_MAXULEV, con[i]);
        counts[v - lo]++;
    }
}

/* The lanes of a batch: max HP (vanilla) or the rolls P (dNetHack), and
 * dNetHack's bonus and base Con. */
struct batch_lanes {
    int32_t hp[NH_LANES], conplus[NH_LANES];
    int32_t bonus[NH_LANES], con[NH_LANES]; /* dNetHack only */
};

static void tally_stage(const struct levelup_case *c, const struct gain_plan *p, struct nh_tally *t,
                        size_t h, const struct batch_lanes *b, int n, int gains)
{
    if (!p->dnh) {
        levelup_tally_lanes(t, h, b->hp, n, t->lo[h]);
        return;
    }
    if (gains >= NH_MAXULEV || p->rolled) {
        tally_lanes_dnh_each(c, t, h, b->hp, b->bonus, b->con, n, gains);
        return;
    }
    int xl = gains + 1; /* every gain adds at least 1 to P */
    tally_lanes_dnh(t, h, b->hp, n, xl, dnh_con_quarters(dnh_effective_con(c->race, c->con, xl)),
                    p->start_hp + gains);
}

/* dNetHack's lanes at creation: no bonus, and the given Con or one rolled
 * from each live lane's own stream (docs/rules.md, dNetHack starting Con). */
static void dnh_lanes_start(const struct levelup_case *c, const struct gain_plan *p,
                            nh_pcg32_lanes *lanes, int n, struct batch_lanes *b)
{
    for (int i = 0; i < NH_LANES; i++) {
        b->bonus[i] = 0;
        b->con[i] = p->rolled ? NH_CON_MIN : c->con;
    }
    for (int i = 0; p->rolled && i < n; i++) {
        nh_pcg32 r = pcg32_lanes_get(lanes, i);
        b->con[i] = dnh_roll_start_con(&p->attr, &r);
        pcg32_lanes_put(lanes, i, r);
    }
}

/* Past the last gain with dice (no vanilla role or race has dice past its
 * xlev cutoff: hirnd is 0 in src/game/hero_tables.c) the stages follow
 * from one histogram per block (levelup_shift.h). */
static bool gain_has_dice(const struct gain_plan *p, int g)
{
    bool lo = levelup_gain_xl(g) < p->xlev;
    return lo ? (p->lo_role || p->lo_race) : (p->hi_role || p->hi_race);
}

static bool gain_throttled(const struct gain_plan *p, int g)
{
    return levelup_gain_xl(g) == NH_MAXULEV && p->throttle30;
}

/* Plans the histogram of a case; false when the case does not fit (dNetHack,
 * dice at a throttled gain, or too many bins): then every hero is stepped. */
static bool shift_plan(const struct levelup_case *c, const struct gain_plan *p,
                       struct levelup_shift *sh)
{
    if (p->dnh)
        return false;
    sh->g_last = 0;
    for (int g = p->max_gains; g > 0 && sh->g_last == 0; g--)
        if (gain_has_dice(p, g))
            sh->g_last = g;
    int32_t cp_hi, hp_hi = p->start_hp;
    sh->hp_lo = p->start_hp;
    levelup_conplus_range(c, &sh->cp_lo, &cp_hi);
    for (int g = 1; g <= sh->g_last; g++) {
        if (gain_throttled(p, g))
            return false;
        bool lo = levelup_gain_xl(g) < p->xlev;
        int32_t fix = lo ? p->lo_fix : p->hi_fix;
        uint32_t rs = lo ? p->lo_role : p->hi_role, as = lo ? p->lo_race : p->hi_race;
        int32_t gmin = fix + (rs > 0) + (as > 0) + sh->cp_lo;
        int32_t gmax = fix + (int32_t)rs + (int32_t)as + cp_hi;
        sh->hp_lo += gmin < 1 ? 1 : gmin;
        hp_hi += gmax < 1 ? 1 : gmax;
    }
    for (int g = sh->g_last + 1; g <= p->max_gains; g++) { /* as gain_fixed(_throttled) */
        sh->fix[g] = levelup_gain_xl(g) < p->xlev ? p->lo_fix : p->hi_fix;
        sh->limited[g] = gain_throttled(p, g);
    }
    return levelup_shift_size(sh, cp_hi, hp_hi);
}

/* One batch of heroes; with sh, stepped only to its gain g_last (stages
 * before it tallied here, the rest collected into sh). */
static void run_batch(const struct levelup_case *c, const void *plan, uint64_t seed, uint64_t block,
                      uint64_t first_lane, int n, struct nh_tally *t, struct levelup_shift *sh)
{
    const struct gain_plan *p = plan;
    nh_pcg32_lanes lanes;
    struct batch_lanes b;
    int32_t *hp = b.hp, *conplus = b.conplus;
    uint64_t key = levelup_case_key(c);
    pcg32_lanes_seed(&lanes, seed, key, block, first_lane);
    for (int i = 0; i < NH_LANES; i++)
        hp[i] = p->start_hp;
    if (p->rolled && !p->dnh) {
        /* Con is rolled once at creation from the lane's own stream (only
         * live lanes: the others' values are never tallied). */
        for (int i = 0; i < NH_LANES; i++)
            conplus[i] = 0;
        for (int i = 0; i < n; i++) {
            nh_pcg32 r = pcg32_lanes_get(&lanes, i);
            conplus[i] = nh_conplus(nh_roll_start_con(c->variant, c->role, c->race, &r));
            pcg32_lanes_put(&lanes, i, r);
        }
    } else {
        for (int i = 0; i < NH_LANES; i++)
            conplus[i] = p->conplus;
    }
    if (p->dnh)
        dnh_lanes_start(c, p, &lanes, n, &b);
    int s = 0, last = sh ? sh->g_last : p->max_gains;
    /* Every vanilla hero starts with the same max HP: one count, not n
     * increments of one counter. */
    if (c->stages[0] == 0 && (!sh || sh->g_last > 0)) {
        if (p->dnh)
            tally_stage(c, p, t, (size_t)s++, &b, n, 0);
        else
            tally_hist(t, (size_t)s++)[p->start_hp - t->lo[0]] += (uint64_t)n;
    }
    for (int g = 1; g <= last; g++) {
        int xl = levelup_gain_xl(g);
        bool lo = xl < p->xlev;
        uint32_t rs = lo ? p->lo_role : p->hi_role, as = lo ? p->lo_race : p->hi_race;
        int32_t fix = lo ? p->lo_fix : p->hi_fix;
        /* dNetHack: a gain at XL 30 goes to the bonus (src/exper.c, pluslvl()). */
        int32_t *into = p->dnh && g >= NH_MAXULEV ? b.bonus : hp;
        if (rs || as)
            gain_with_dice(into, conplus, lanes.state, lanes.inc, fix, rs, as);
        else if (xl == NH_MAXULEV && p->throttle30)
            gain_fixed_throttled(hp, conplus, fix);
        else
            gain_fixed(into, conplus, fix);
        if (s < c->nstages && g == c->stages[s] && (!sh || g < sh->g_last))
            tally_stage(c, p, t, (size_t)s++, &b, n, g);
    }
    if (sh)
        levelup_shift_collect(sh, hp, conplus, n);
}

void levelup_run_block(const struct levelup_case *c, uint64_t seed, uint64_t block,
                       uint32_t ntrials, struct nh_tally *t)
{
    /* xNetHack, EvilHack, UnNetHack: dice these lanes do not take (a
     * rolled start, EvilHack's extra dice, dice at a limited XL-30 gain). */
    if (nh_hero_dice_variant(c->variant)) {
        levelup_run_block_dice(c, seed, block, ntrials, t);
        return;
    }
    struct gain_plan p = plan_case(c);
    struct levelup_shift sh;
    levelup_run_batches(c, &p, run_batch, seed, block, ntrials, t,
                        shift_plan(c, &p, &sh) ? &sh : NULL);
}
