/* growth kernel: NH_LANES heroes through a timeline together (growth_impl.h).
 *
 * The frequent events run as lane loops with no calls and selects instead
 * of branches: level gains (one 32-bit output per gain, split into the role
 * and race dice as src/kinds/levelup/levelup_kernel.c does), healing potions (one output
 * per die) and nurse hits (three outputs per hit: rnd(7) for HP; one of 91
 * outcomes for !rn2(7) and, within it, !rn2(13); and the nurse's d(2*XL,10)
 * bound as a threshold on a uniform output, from the exact distribution of
 * d(2*XL,10)).  Every lane steps its stream on every step, whether or not
 * the step applies to it, so a lane's draws depend only on (seed, case,
 * block, lane) and the batch.  Rare events (drains, restores, prayers) run
 * lane by lane with the game's draws from the lane's stream.
 */
#include <pthread.h>
#include <string.h>

#include "kinds/growth/growth_impl.h"
#include "kinds/prayer/prayer.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"
#include "nhmc/simd.h"

#define D2XL_MAX  (GROWTH_D2XL_TOP + 1)
#define NOT_TAKEN INT32_MIN

struct plan {
    const struct growth_case *c;
    struct growth_checkpoint cp[GROWTH_MAX_CHECKPOINTS];
    int ncp;
    int xlev;
    int32_t lo_fix, hi_fix;
    uint32_t lo_role, lo_race, hi_role, hi_race;
    bool throttle30;
    int base_luck;
};

struct batch {
    int32_t hp[NH_LANES], hpmax[NH_LANES], xl[NH_LANES], xlmax[NH_LANES];
    int32_t live[NH_LANES]; /* 1 while the hero is alive */
    int32_t hpinc[NH_MAXULEV][NH_LANES];
    int32_t conplus;
    int con;
    int event;
    /* prayer state */
    int32_t timeout[NH_LANES], luck[NH_LANES], record[NH_LANES], anger[NH_LANES];
    bool crowned[NH_LANES];
    int ps_turn;
    int32_t rec[GROWTH_MAX_CHECKPOINTS][NH_LANES]; /* NOT_TAKEN until the row is taken */
    nh_pcg32_lanes rng;
};

/* nurse_thr[xl][m] = 2^32 * P(d(2*xl, 10) > m), m = 0..20*xl: the same for
 * every case, worked out once. */
static uint64_t nurse_thr[NH_MAXULEV + 1][D2XL_MAX];
static pthread_once_t nurse_once = PTHREAD_ONCE_INIT;

static void make_nurse_table(void)
{
    long double tail[GROWTH_D2XL_TOP + 1];
    for (int xl = 1; xl <= NH_MAXULEV; xl++) {
        growth_nurse_tail(xl, tail);
        for (int m = 0; m < D2XL_MAX; m++)
            nurse_thr[xl][m] = (uint64_t)(tail[m] * 4294967296.0L + 0.5L);
    }
}

static int plan_case(const struct growth_case *c, struct plan *p)
{
    char err[200];
    memset(p, 0, sizeof *p);
    p->c = c;
    p->ncp = growth_checkpoints(c, p->cp, GROWTH_MAX_CHECKPOINTS, err, sizeof err);
    if (p->ncp < 0)
        return -1;
    struct nh_gain_dice lo = nh_gain_dice_at(c->role, c->race, 1);
    struct nh_gain_dice hi = nh_gain_dice_at(c->role, c->race, NH_MAXULEV);
    p->xlev = nh_roles[c->role].xlev;
    p->lo_fix = lo.fix;
    p->lo_role = (uint32_t)lo.role_sides;
    p->lo_race = (uint32_t)lo.race_sides;
    p->hi_fix = hi.fix;
    p->hi_role = (uint32_t)hi.role_sides;
    p->hi_race = (uint32_t)hi.race_sides;
    p->throttle30 = nh_throttles_xl30(c->variant);
    p->base_luck = prayer_base_luck(c->variant, c->role, false, false, true);
    pthread_once(&nurse_once, make_nurse_table);
    return 0;
}

static inline uint32_t step(uint64_t *restrict state, const uint64_t *restrict inc, int i)
{
    uint64_t old = state[i];
    state[i] = old * NH_PCG32_MULT + inc[i];
    return pcg32_output(old);
}

/* One level gain for the lanes with want[i] set (pluslvl, docs/rules.md, Level gain): the dice
 * of the lane's XL from one output, the Con bonus, the floor of 1, the 5.0
 * throttle at XL 30; recorded in hpinc below XL 30. */
NH_TARGET_CLONES
static void gain_lanes(struct batch *restrict b, const struct plan *restrict p,
                       const int32_t *restrict want)
{
    uint64_t *restrict state = b->rng.state;
    const uint64_t *restrict inc = b->rng.inc;
    int32_t gain[NH_LANES];
    for (int i = 0; i < NH_LANES; i++) {
        uint32_t u = step(state, inc, i);
        bool lo = b->xl[i] < p->xlev;
        uint32_t rs = lo ? p->lo_role : p->hi_role, as = lo ? p->lo_race : p->hi_race;
        int32_t fix = lo ? p->lo_fix : p->hi_fix;
        uint32_t R = rs ? rs : 1, A = as ? as : 1;
        uint32_t r = (uint32_t)(((uint64_t)u * R) >> 32);
        uint32_t idx = (uint32_t)(((uint64_t)u * (R * A)) >> 32);
        uint32_t a = idx - A * r;
        int32_t g = fix + (rs > 0) + (as > 0) + (int32_t)r + (int32_t)a + b->conplus;
        g = g < 1 ? 1 : g;
        int32_t lim = nh_xl30_limit(b->hpmax[i]);
        if (p->throttle30 && b->xl[i] == NH_MAXULEV)
            g = g < lim ? g : lim;
        gain[i] = want[i] ? g : 0;
        b->hpmax[i] += gain[i];
        b->hp[i] += gain[i];
    }
    for (int i = 0; i < NH_LANES; i++) {
        if (!want[i] || b->xl[i] >= NH_MAXULEV)
            continue;
        b->hpinc[b->xl[i]][i] = gain[i];
        b->xl[i]++;
        if (b->xl[i] > b->xlmax[i])
            b->xlmax[i] = b->xl[i];
    }
}

static void record(struct batch *b, int k, int i, int32_t v)
{
    b->rec[k][i] = v;
}

/* Rows taken when a lane reaches its XL (growth_trial's reached_xl). */
static void reached_xl(struct batch *b, const struct plan *p, const int32_t *moved)
{
    for (int k = 0; k < p->ncp; k++) {
        const struct growth_checkpoint *cp = &p->cp[k];
        if (cp->measure != GM_MAXHP || cp->at_xl == 0 || (cp->event != -1 && cp->event != b->event))
            continue;
        for (int i = 0; i < NH_LANES; i++)
            if ((!moved || moved[i]) && b->live[i] && b->xl[i] == cp->at_xl &&
                b->rec[k][i] == NOT_TAKEN)
                record(b, k, i, b->hpmax[i]);
    }
}

/* Gains for every live lane below XL `to` (to 0: every live lane). */
static bool gain_below(struct batch *b, const struct plan *p, int to)
{
    int32_t want[NH_LANES];
    bool any = false;
    for (int i = 0; i < NH_LANES; i++) {
        want[i] = b->live[i] && (to == 0 || b->xl[i] < to);
        any |= want[i];
    }
    if (any) {
        gain_lanes(b, p, want);
        reached_xl(b, p, want);
    }
    return any;
}

/* ---- lane by lane: the game's draws from the lane's stream ---- */

static void lose_level_lane(struct batch *b, const struct plan *p, int i, nh_pcg32 *r)
{
    const struct growth_case *c = p->c;
    if (b->xl[i] > 1)
        b->xl[i]--;
    int num = c->variant == NH_V343
                  ? nh_newhp(c->variant, c->role, c->race, b->xl[i], b->con, b->hpmax[i], r)
                  : b->hpinc[b->xl[i]][i];
    b->hpmax[i] = growth_drain_maxhp(c->variant, b->hpmax[i], num, b->xl[i]);
    b->hp[i] = growth_drain_hp(b->hp[i], num, b->hpmax[i]);
}

static void gain_level_lane(struct batch *b, const struct plan *p, int i, nh_pcg32 *r)
{
    const struct growth_case *c = p->c;
    int g = nh_newhp(c->variant, c->role, c->race, b->xl[i], b->con, b->hpmax[i], r);
    b->hpmax[i] += g;
    b->hp[i] += g;
    if (b->xl[i] < NH_MAXULEV) {
        b->hpinc[b->xl[i]][i] = g;
        b->xl[i]++;
        if (b->xl[i] > b->xlmax[i])
            b->xlmax[i] = b->xl[i];
        int32_t moved[NH_LANES] = {0};
        moved[i] = 1;
        reached_xl(b, p, moved);
    }
}

static void drain_lanes(struct batch *b, const struct plan *p, int count)
{
    for (int i = 0; i < NH_LANES; i++) {
        if (!b->live[i])
            continue;
        nh_pcg32 r = pcg32_lanes_get(&b->rng, i);
        for (int k = 0; k < count && b->xl[i] > 1; k++)
            lose_level_lane(b, p, i, &r);
        pcg32_lanes_put(&b->rng, i, r);
    }
}

/* Restores (blessed full healing, the glow): vectorised, as they are the
 * level gains of lanes below their highest XL. */
static void restore_lanes(struct batch *b, const struct plan *p)
{
    int32_t want[NH_LANES];
    bool any = false;
    for (int i = 0; i < NH_LANES; i++) {
        want[i] = b->live[i] && b->xl[i] < b->xlmax[i];
        b->xlmax[i] -= want[i];
        any |= want[i];
    }
    if (any) {
        gain_lanes(b, p, want);
        reached_xl(b, p, want);
    }
}

/* Potions of restore ability (docs/rules.md, Restore ability): level gains
 * of the lanes below their highest XL, which stays; one (uncursed) or
 * until it is reached (blessed). */
static void restore_ability_lanes(struct batch *b, const struct plan *p, int bcsign)
{
    for (int round = 0; round < NH_MAXULEV; round++) {
        int32_t want[NH_LANES];
        bool any = false;
        for (int i = 0; i < NH_LANES; i++) {
            want[i] = b->live[i] &&
                      growth_restore_ability_levels(p->c->variant, bcsign, b->xl[i], b->xlmax[i]);
            any |= want[i];
        }
        if (!any)
            return;
        gain_lanes(b, p, want);
        reached_xl(b, p, want);
        if (bcsign <= 0)
            return;
    }
}

static void pray_lanes(struct batch *b, const struct plan *p, int turn)
{
    const struct growth_case *c = p->c;
    int luck_turn = 0; /* the lanes' variants step Luck on multiples of 300, not on u.luckturn */
    for (int i = 0; i < NH_LANES; i++)
        growth_prayer_advance(c->variant, &b->timeout[i], &b->luck[i], &luck_turn, p->base_luck,
                              b->anger[i] > 0, b->ps_turn, turn);
    b->ps_turn = turn + 3;
    struct prayer_case pc = growth_prayer_case(c, b->con, turn, p->base_luck);
    for (int i = 0; i < NH_LANES; i++) {
        if (!b->live[i])
            continue;
        nh_pcg32 r = pcg32_lanes_get(&b->rng, i);
        struct prayer_state s = {1,           b->hpmax[i],   b->luck[i],    b->record[i],
                                 b->anger[i], b->timeout[i], b->crowned[i], 0};
        struct prayer_outcome o;
        pc.xl = b->xl[i];
        pc.maxhp = b->hpmax[i];
        prayer_trial_state(&pc, &s, b->xl[i] < b->xlmax[i], &r, &o);
        b->hp[i] = s.hp;
        b->hpmax[i] = s.hpmax;
        b->luck[i] = s.luck;
        b->record[i] = s.record;
        b->anger[i] = s.anger;
        b->timeout[i] = s.timeout;
        b->crowned[i] = s.crowned;
        if (o.restore_level) {
            b->xlmax[i]--;
            gain_level_lane(b, p, i, &r);
        }
        if (o.wrath >= 0) {
            enum prayer_wrath w = prayer_wrath_of(o.wrath);
            if (w == PRAYER_WRATH_LEVEL)
                lose_level_lane(b, p, i, &r);
            else if (w == PRAYER_WRATH_ZAP)
                b->live[i] = 0;
        }
        pcg32_lanes_put(&b->rng, i, r);
    }
}

/* ---- potions and nurses: lane loops ---- */

/* One potion for every live lane: fix + d(n, sides) from n outputs,
 * halved when `halve` is 1, then healup (docs/rules.md, Healing potions). */
NH_TARGET_CLONES
static void quaff_lanes(struct batch *restrict b, int32_t fix, int n, uint32_t sides, int32_t extra,
                        int halve)
{
    uint64_t *restrict state = b->rng.state;
    const uint64_t *restrict inc = b->rng.inc;
    int32_t heal[NH_LANES];
    for (int i = 0; i < NH_LANES; i++)
        heal[i] = fix + n;
    for (int k = 0; k < n; k++)
        for (int i = 0; i < NH_LANES; i++)
            heal[i] += (int32_t)(((uint64_t)step(state, inc, i) * sides) >> 32);
    for (int i = 0; i < NH_LANES; i++) {
        int32_t hp = b->hp[i] + (heal[i] >> halve);
        bool over = hp > b->hpmax[i] && b->live[i];
        b->hpmax[i] += over ? extra : 0;
        b->hp[i] = over ? b->hpmax[i] : b->live[i] ? hp : b->hp[i];
    }
}

/* One healing hit for the lanes with want[i] (docs/rules.md, Nurses). */
NH_TARGET_CLONES
static void nurse_hit(struct batch *restrict b, const int32_t *restrict want,
                      int32_t *restrict lost)
{
    uint64_t *restrict state = b->rng.state;
    const uint64_t *restrict inc = b->rng.inc;
    const uint64_t *thr = &nurse_thr[0][0]; /* flat: one gather a lane */
    for (int i = 0; i < NH_LANES; i++) {
        uint32_t w1 = step(state, inc, i), w2 = step(state, inc, i), w3 = step(state, inc, i);
        int32_t heal = 1 + (int32_t)(((uint64_t)w1 * 7) >> 32);
        uint32_t o91 = (uint32_t)(((uint64_t)w2 * 91) >> 32); /* rn2(7) x rn2(13) */
        int32_t m = b->hpmax[i] - 5 * b->xl[i];
        m = m < 0 ? 0 : m > D2XL_MAX - 1 ? D2XL_MAX - 1 : m;
        /* & rather than &&: no branch in the loop */
        int32_t raise = (o91 < 13) & ((uint64_t)w3 < thr[b->xl[i] * D2XL_MAX + m]);
        int32_t on = want[i];
        b->hpmax[i] += on & raise;
        lost[i] += on & (o91 == 0);
        int32_t hp = b->hp[i] + heal;
        hp = hp > b->hpmax[i] ? b->hpmax[i] : hp;
        b->hp[i] = on ? hp : b->hp[i];
    }
}

/* Which lanes take the next hit (alive, below the target if any); counts
 * their hits and returns how many. */
NH_TARGET_CLONES
static int32_t nurse_want(const struct batch *restrict b, const int32_t *restrict target,
                          int32_t *restrict want, int32_t *restrict hits)
{
    int32_t n = 0;
    for (int i = 0; i < NH_LANES; i++) {
        want[i] = b->live[i] & ((target[i] <= 0) | (b->hpmax[i] < target[i]));
        hits[i] += want[i];
        n += want[i];
    }
    return n;
}

static void nurse_lanes(struct batch *b, const struct plan *p, const struct growth_event *e)
{
    int32_t hits[NH_LANES] = {0}, lost[NH_LANES] = {0}, want[NH_LANES], target[NH_LANES];
    int most = growth_nurse_hits(p->c, e);
    for (int i = 0; i < NH_LANES; i++) /* XL does not change during the hits */
        target[i] = growth_nurse_target(p->c, e, b->xl[i]);
    for (int h = 0; h < most && nurse_want(b, target, want, hits) > 0; h++)
        nurse_hit(b, want, lost);
    for (int k = 0; k < p->ncp; k++) {
        const struct growth_checkpoint *cp = &p->cp[k];
        if (cp->event != b->event ||
            (cp->measure != GM_NURSE_HITS && cp->measure != GM_NURSES_LOST))
            continue;
        for (int i = 0; i < NH_LANES; i++)
            if (b->live[i])
                record(b, k, i, cp->measure == GM_NURSE_HITS ? hits[i] : lost[i]);
    }
}

/* Rows of "xK each" after repetition k. */
static void after_step(struct batch *b, const struct plan *p, int k)
{
    for (int r = 0; r < p->ncp; r++)
        if (p->cp[r].event == b->event && p->cp[r].step == k)
            for (int i = 0; i < NH_LANES; i++)
                if (b->live[i])
                    record(b, r, i, b->hpmax[i]);
}

/* One of the K of a counted event for every lane: gain level, drain,
 * restore, restore ability or potion. */
static void once(struct batch *b, const struct plan *p, const struct growth_event *e)
{
    switch (e->kind) {
    case GE_GAIN_LEVEL:
        gain_below(b, p, 0);
        break;
    case GE_DRAIN:
        drain_lanes(b, p, 1);
        break;
    case GE_RESTORE:
        restore_lanes(b, p);
        break;
    case GE_RESTORE_ABILITY:
        restore_ability_lanes(b, p, e->bcsign);
        break;
    default: { /* GE_POTION */
        struct growth_heal h = growth_quaff_heal(p->c->variant, e);
        quaff_lanes(b, h.fix, h.n, (uint32_t)h.sides, growth_quaff_bonus(p->c->variant, e),
                    h.halved ? 1 : 0);
        if (growth_quaff_restores(p->c->variant, e))
            restore_lanes(b, p);
        break;
    }
    }
}

static void apply(struct batch *b, const struct plan *p, const struct growth_event *e)
{
    for (int k = 0; growth_event_counted(e->kind) && k < e->count; k++) {
        once(b, p, e);
        if (e->each)
            after_step(b, p, k + 1);
    }
    switch (e->kind) {
    case GE_LEVEL:
        /* "level N": each lane up to N (lanes differ only after a glow gave
         * a level back); "level +K": K gains for lanes below XL 30 */
        if (e->xl_to > 0)
            while (gain_below(b, p, e->xl_to))
                ;
        else
            for (int k = 0; k < -e->xl_to; k++)
                gain_below(b, p, NH_MAXULEV);
        break;
    case GE_NURSE:
        nurse_lanes(b, p, e);
        break;
    case GE_PRAY:
        pray_lanes(b, p, e->value);
        break;
    case GE_CON:
        b->con = e->value;
        b->conplus = nh_conplus(e->value);
        break;
    case GE_HP:
        for (int i = 0; i < NH_LANES; i++) {
            int32_t v = e->hp_mode == GH_FULL ? b->hpmax[i] : e->hp_mode == GH_LOW ? 1 : e->value;
            b->hp[i] = v > b->hpmax[i] ? b->hpmax[i] : v;
        }
        break;
    default: /* the counted events, stepped above */
        break;
    }
}

static void run_batch(struct batch *b, const struct plan *p, uint64_t seed, uint64_t block,
                      uint64_t first_lane, int n, struct nh_tally *t)
{
    const struct growth_case *c = p->c;
    memset(b, 0, sizeof *b);
    for (int k = 0; k < p->ncp; k++)
        for (int i = 0; i < NH_LANES; i++)
            b->rec[k][i] = NOT_TAKEN;
    pcg32_lanes_seed(&b->rng, seed, growth_case_key(c), block, first_lane);
    b->con = c->con;
    b->conplus = nh_conplus(c->con);
    b->event = -1;
    b->ps_turn = 1;
    int start = nh_start_hp(c->role, c->race);
    for (int i = 0; i < NH_LANES; i++) {
        b->hp[i] = b->hpmax[i] = start;
        b->xl[i] = b->xlmax[i] = 1;
        b->live[i] = 1;
        b->timeout[i] = 300;
        b->luck[i] = p->base_luck;
        b->record[i] = nh_roles[c->role].initrecord;
    }
    reached_xl(b, p, NULL);
    for (int x = 1; x < c->start_xl; x++)
        gain_below(b, p, 0);
    for (int ev = 0; ev < c->tl->n; ev++) {
        b->event = ev;
        reached_xl(b, p, NULL);
        apply(b, p, &c->tl->ev[ev]);
        for (int k = 0; k < p->ncp; k++)
            if (p->cp[k].event == ev && p->cp[k].measure == GM_MAXHP && p->cp[k].at_xl == 0 &&
                p->cp[k].step == 0)
                for (int i = 0; i < NH_LANES; i++)
                    if (b->live[i])
                        record(b, k, i, b->hpmax[i]);
    }
    for (int k = 0; k < p->ncp; k++) {
        if (p->cp[k].measure == GM_KILLED)
            for (int i = 0; i < NH_LANES; i++)
                record(b, k, i, !b->live[i]);
        for (int i = 0; i < n; i++)
            if (b->rec[k][i] != NOT_TAKEN)
                tally_add(t, (size_t)k, b->rec[k][i]);
    }
}

/* dNetHack heroes run the reference trial lane by lane, each on its lane's
 * stream: their max HP is recomputed from three parts after every change,
 * which the vanilla lane loops do not model.  So do xNetHack's, EvilHack's
 * and UnNetHack's: their own hero tables and cutoffs, random starting HP,
 * EvilHack's extra dice and Luck on u.luckturn's timer. */
static void run_scalar(const struct growth_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                       struct nh_tally *t)
{
    nh_pcg32_lanes lanes;
    for (uint32_t done = 0; done < ntrials; done += NH_LANES) {
        uint32_t left = ntrials - done;
        int n = left < NH_LANES ? (int)left : NH_LANES;
        pcg32_lanes_seed(&lanes, seed, growth_case_key(c), block, done);
        for (int i = 0; i < n; i++) {
            nh_pcg32 r = pcg32_lanes_get(&lanes, i);
            growth_trial(c, &r, t);
        }
    }
}

bool growth_runs_scalar(const struct growth_case *c)
{
    return c->variant == NH_VDNH || nh_hero_dice_variant(c->variant);
}

void growth_run_block(const struct growth_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                      struct nh_tally *t)
{
    struct plan p;
    if (growth_runs_scalar(c)) {
        run_scalar(c, seed, block, ntrials, t);
        return;
    }
    struct batch b; /* about 200 KB: the runner's threads have the default stack */
    if (plan_case(c, &p) != 0)
        return; /* cannot happen: growth_tally_init shaped t from the same rows */
    for (uint32_t done = 0; done < ntrials; done += NH_LANES) {
        uint32_t left = ntrials - done;
        int n = left < NH_LANES ? (int)left : NH_LANES;
        run_batch(&b, &p, seed, block, done, n, t);
    }
}
