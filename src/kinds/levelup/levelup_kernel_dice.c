/* levelup kernel of xNetHack, EvilHack and UnNetHack (nh_hero_dice_variant;
 * docs/rules.md, Level-up HP in xNetHack, EvilHack and UnNetHack): NH_LANES
 * heroes stepped together, each drawing exactly what levelup_reference_hero
 * draws from its lane's own stream, so the counts are those of stepping
 * every hero alone through the rules functions (hero_dice.c).
 *
 * A hero draws, in order: its rolled Con (init_attr(), as the reference:
 * scalar, once per live lane), then one output per die of its start
 * (nh_hero_start_roll: role die, race die) and of each gain (nh_hero_newhp:
 * role die, race die, then EvilHack's extra dice), each die rnd(n) =
 * 1 + nh_bounded(output, n).  Each lane's dice are its own stream's next
 * outputs whichever lanes step beside it, so one loop over the lanes per
 * gain, the gain's dice unrolled in it, draws the same numbers.
 *
 * After the last gain with dice, every gain is a function of the Con bonus
 * and the max HP so far: the stages from there come from one histogram per
 * block, as in levelup_kernel.c (levelup_shift.h). */
#include "kinds/levelup/levelup_impl.h"
#include "kinds/levelup/levelup_lanes.h"
#include "kinds/levelup/levelup_shift.h"

#include <string.h>

#include "nhmc/attr_init.h"
#include "nhmc/dnh_attr.h"
#include "nhmc/heroes.h"
#include "nhmc/simd.h"

/* The dice of one roll (the start, or gain g): base = the fixed part plus 1
 * per die (each die adds 0..sides-1 more), the dice in the order they are
 * drawn, and whether the XL-30 limit applies. */
#define DICE_MAX 4

struct dice_roll {
    int32_t base;
    int nd;
    uint32_t sides[DICE_MAX];
    bool throttled;
};

struct dice_plan {
    struct dice_roll start, gain[NH_MAX_STAGES]; /* gain[g], g = 1..max_gains */
    int max_gains, g_last; /* g_last: the last roll with dice (0: the start) */
    bool rolled;
    int32_t conplus;
    struct nh_attr_init attr; /* when Con is rolled */
};

static void roll_add(struct dice_roll *r, int sides)
{
    if (sides <= 0)
        return;
    r->base += 1;
    r->sides[r->nd++] = (uint32_t)sides;
}

/* False when a die is too large for the 32-bit lanes' products (no table
 * has one; the reference then steps the case). */
static bool plan_dice(const struct levelup_case *c, struct dice_plan *p)
{
    enum nh_variant v = c->variant;
    struct nh_gain_dice d = nh_hero_start_dice(v, c->role, c->race);
    memset(&p->start, 0, sizeof p->start);
    p->start.base = d.fix;
    roll_add(&p->start, d.role_sides);
    roll_add(&p->start, d.race_sides);
    p->max_gains = c->nstages > 0 ? c->stages[c->nstages - 1] : 0;
    p->g_last = 0;
    bool fits = true;
    for (int g = 1; g <= p->max_gains; g++) {
        int xl = levelup_gain_xl(g);
        struct dice_roll *r = &p->gain[g];
        d = nh_hero_gain_dice(v, c->role, c->race, xl);
        struct nh_gain_extra e = nh_hero_gain_extra(v, c->role, c->race, xl, c->history);
        memset(r, 0, sizeof *r);
        r->base = d.fix + e.fix;
        roll_add(r, d.role_sides);
        roll_add(r, d.race_sides);
        roll_add(r, e.sides[0]);
        roll_add(r, e.sides[1]);
        r->throttled = xl >= NH_MAXULEV && nh_throttles_xl30(v);
        if (r->nd > 0)
            p->g_last = g;
        for (int k = 0; k < r->nd; k++)
            fits = fits && r->sides[k] < 0x8000u;
    }
    for (int k = 0; k < p->start.nd; k++)
        fits = fits && p->start.sides[k] < 0x8000u;
    p->rolled = c->con == NH_CON_ROLLED;
    p->conplus = p->rolled ? 0 : nh_conplus(c->con);
    if (p->rolled)
        nh_hero_attr_init(v, c->role, c->race, &p->attr);
    return fits;
}

/* One roll for every lane: hp += max(1, base + dice + conplus), the gain
 * capped by the XL-30 limit of hp when throttled; the start (first) sets
 * hp = max(1, base + dice) instead.  nd and the flags are constants where
 * this is inlined, so the dice unroll and the loop vectorises. */
static inline __attribute__((always_inline)) void
roll_lanes(int nd, bool first, bool throttled, int32_t *restrict hp,
           const int32_t *restrict conplus, uint64_t *restrict state, const uint64_t *restrict inc,
           int32_t base, const uint32_t *sides)
{
    uint32_t s0 = sides[0], s1 = sides[1], s2 = sides[2], s3 = sides[3];
    for (int i = 0; i < NH_LANES; i++) {
        uint64_t st = state[i], in = inc[i];
        int32_t g = first ? base : base + conplus[i];
        for (int k = 0; k < nd; k++) {
            uint32_t u = pcg32_output(st);
            st = st * NH_PCG32_MULT + in;
            uint32_t n = k == 0 ? s0 : k == 1 ? s1 : k == 2 ? s2 : s3;
            g += (int32_t)mulhi_small(u, n);
        }
        state[i] = st;
        g = g < 1 ? 1 : g;
        if (throttled) {
            int32_t lim = nh_xl30_limit(hp[i]);
            g = g < lim ? g : lim;
        }
        hp[i] = first ? g : hp[i] + g;
    }
}

/* roll_lanes with nd dice as a constant, so its loop unrolls them. */
#define ROLL(ND, FIRST, THR)                                                                       \
    case ND:                                                                                       \
        roll_lanes(ND, FIRST, THR, hp, conplus, state, inc, r->base, r->sides);                    \
        return
#define ROLL_CASES(FIRST, THR)                                                                     \
    switch (r->nd) {                                                                               \
        ROLL(0, FIRST, THR);                                                                       \
        ROLL(1, FIRST, THR);                                                                       \
        ROLL(2, FIRST, THR);                                                                       \
        ROLL(3, FIRST, THR);                                                                       \
    default:                                                                                       \
        roll_lanes(4, FIRST, THR, hp, conplus, state, inc, r->base, r->sides);                     \
        return;                                                                                    \
    }

NH_TARGET_CLONES
static void roll_all_lanes(const struct dice_roll *r, bool first, int32_t *restrict hp,
                           const int32_t *restrict conplus, uint64_t *restrict state,
                           const uint64_t *restrict inc)
{
    if (first)
        ROLL_CASES(true, false)
    if (r->throttled)
        ROLL_CASES(false, true)
    ROLL_CASES(false, false)
}

/* Plans the shift histogram at gain g_last (levelup_shift.h); false when
 * the bins do not fit: then every hero is stepped to the end. */
static bool shift_plan(const struct levelup_case *c, const struct dice_plan *p,
                       struct levelup_shift *sh)
{
    int32_t cp_hi, hp_hi, glo, ghi, ignore;
    sh->g_last = p->g_last;
    levelup_conplus_range(c, &sh->cp_lo, &cp_hi);
    levelup_dice_start_range(c, &sh->hp_lo, &hp_hi);
    for (int g = 1; g <= p->g_last; g++) {
        levelup_dice_gain_range(c, levelup_gain_xl(g), sh->cp_lo, &glo, &ignore);
        levelup_dice_gain_range(c, levelup_gain_xl(g), cp_hi, &ignore, &ghi);
        sh->hp_lo += glo;
        hp_hi += ghi;
    }
    for (int g = p->g_last + 1; g <= p->max_gains; g++) { /* no dice: base is the fixed part */
        sh->fix[g] = p->gain[g].base;
        sh->limited[g] = p->gain[g].throttled;
    }
    return levelup_shift_size(sh, cp_hi, hp_hi);
}

/* One batch of n heroes (lanes first_lane..); with sh, stepped to gain
 * g_last only and collected there. */
static void run_batch(const struct levelup_case *c, const void *plan, uint64_t seed, uint64_t block,
                      uint64_t first_lane, int n, struct nh_tally *t, struct levelup_shift *sh)
{
    const struct dice_plan *p = plan;
    nh_pcg32_lanes lanes;
    int32_t hp[NH_LANES], conplus[NH_LANES];
    pcg32_lanes_seed(&lanes, seed, levelup_case_key(c), block, first_lane);
    for (int i = 0; i < NH_LANES; i++)
        conplus[i] = p->conplus;
    /* Con first, as the reference rolls it, from each live lane's stream
     * (the other lanes are never tallied). */
    for (int i = 0; p->rolled && i < n; i++) {
        nh_pcg32 r = pcg32_lanes_get(&lanes, i);
        conplus[i] = nh_conplus(dnh_roll_start_con(&p->attr, &r));
        pcg32_lanes_put(&lanes, i, r);
    }
    roll_all_lanes(&p->start, true, hp, conplus, lanes.state, lanes.inc);
    int last = sh ? p->g_last : p->max_gains, s = 0;
    for (int g = 0; g <= last; g++) {
        if (g > 0)
            roll_all_lanes(&p->gain[g], false, hp, conplus, lanes.state, lanes.inc);
        if (s < c->nstages && g == c->stages[s] && (!sh || g < p->g_last)) {
            levelup_tally_lanes(t, (size_t)s, hp, n, t->lo[s]);
            s++;
        }
    }
    if (sh)
        levelup_shift_collect(sh, hp, conplus, n);
}

/* The reference, hero by hero from its lane's stream: a case whose dice
 * the lanes cannot take. */
static void run_block_reference(const struct levelup_case *c, uint64_t seed, uint64_t block,
                                uint32_t ntrials, struct nh_tally *t)
{
    int32_t maxhp[NH_MAX_STAGES];
    for (uint32_t done = 0; done < ntrials; done += NH_LANES) {
        nh_pcg32_lanes lanes;
        pcg32_lanes_seed(&lanes, seed, levelup_case_key(c), block, done);
        uint32_t left = ntrials - done;
        int n = left < NH_LANES ? (int)left : NH_LANES;
        for (int i = 0; i < n; i++) {
            nh_pcg32 r = pcg32_lanes_get(&lanes, i);
            levelup_reference_hero(c, &r, maxhp);
            for (int s = 0; s < c->nstages; s++)
                tally_hist(t, (size_t)s)[maxhp[s] - t->lo[s]]++;
        }
    }
}

void levelup_run_block_dice(const struct levelup_case *c, uint64_t seed, uint64_t block,
                            uint32_t ntrials, struct nh_tally *t)
{
    struct dice_plan p;
    struct levelup_shift sh;
    if (c->nstages <= 0)
        return;
    if (!plan_dice(c, &p)) {
        run_block_reference(c, seed, block, ntrials, t);
        return;
    }
    levelup_run_batches(c, &p, run_batch, seed, block, ntrials, t,
                        shift_plan(c, &p, &sh) ? &sh : NULL);
}
