/* growth_trial: the scalar reference of a growth timeline (the game's draws
 * that bear on HP, each event's in the game's order), the tally's shape and the case's stream key.
 */
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/growth/growth_impl.h"
#include "kinds/prayer/prayer.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"
#include "nhmc/dnh.h"

/* ---- the shape of the tally ---- */

/* The largest value of a gain's or the start's dice. */
static int dice_max(struct growth_dice d)
{
    return d.fix + d.sides[0] + d.sides[1] + d.sides[2] + d.sides[3];
}

/* The largest gain of one level at any XL for Con bonus cp (every XL:
 * EvilHack's extras change at XL 3, 10 and 18). */
static void gain_bounds(const struct growth_case *c, int cp, int *gmax)
{
    *gmax = 1;
    for (int xl = 1; xl <= NH_MAXULEV; xl++) {
        int hi = dice_max(growth_gain_dice(c, xl)) + cp;
        *gmax = hi > *gmax ? hi : *gmax;
    }
}

/* dNetHack: the largest roll of one level (at either rate) plus a Con
 * bonus of at most 4 a level (conplus is at most 3.5; a Con change adds
 * its difference on every level at once). */
static void dnh_gain_bounds(int role, int race, int *gmax)
{
    *gmax = 1;
    for (int xl = 1; xl <= NH_MAXULEV; xl += NH_MAXULEV - 1) {
        struct nh_gain_dice d = dnh_gain_dice_at(role, race, xl < NH_MAXULEV ? xl : 29);
        int hi = d.fix + d.role_sides + d.race_sides + 4;
        *gmax = hi > *gmax ? hi : *gmax;
    }
}

/* Bounds of max HP through the timeline, coarse but safe: gains only raise
 * it, drains only lower it (never below 1). */
int growth_tally_init(struct nh_tally *t, const struct growth_case *c)
{
    struct growth_checkpoint cp[GROWTH_MAX_CHECKPOINTS];
    char err[200];
    int ncp = growth_checkpoints(c, cp, GROWTH_MAX_CHECKPOINTS, err, sizeof err);
    if (ncp < 0)
        return -1;
    int gmax, con = c->con;
    bool dnh = c->variant == NH_VDNH;
    if (dnh)
        dnh_gain_bounds(c->role, c->race, &gmax);
    else
        gain_bounds(c, nh_conplus(con), &gmax);
    /* dNetHack's heroes are not in the vanilla tables growth_start_dice reads */
    int start_hi = dnh ? dnh_start_rolled(c->role, c->race) + 6 : dice_max(growth_start_dice(c));
    int64_t hi = (start_hi < 1 ? 1 : start_hi) + (int64_t)gmax * (c->start_xl - 1);
    int64_t hi_at[GROWTH_MAX_EVENTS];
    int64_t lost = 0; /* levels drains and prayers may have taken so far */
    for (int i = 0; i < c->tl->n; i++) {
        const struct growth_event *e = &c->tl->ev[i];
        if (e->kind == GE_CON && dnh) {
            /* retroactive: every level's conplus, -2 at most to 3.5 */
            hi += (14 + 8) * NH_MAXULEV / 4 + 1;
        } else if (e->kind == GE_CON) {
            con = e->value;
            gain_bounds(c, nh_conplus(con), &gmax);
        }
        switch (e->kind) {
        case GE_LEVEL:
            hi += (int64_t)gmax * (NH_MAXULEV - 1);
            break;
        case GE_GAIN_LEVEL:
        case GE_RESTORE:
            hi += (int64_t)gmax * e->count;
            break;
        case GE_RESTORE_ABILITY: /* no more levels back than were lost */
            hi += (int64_t)gmax * (lost < (int64_t)e->count * (NH_MAXULEV - 1)
                                       ? lost
                                       : (int64_t)e->count * (NH_MAXULEV - 1));
            break;
        case GE_POTION:
            hi += (int64_t)(growth_quaff_bonus(c->variant, e) + gmax) * e->count;
            break;
        case GE_NURSE:
            hi += growth_nurse_hits(c, e) < 25 * NH_MAXULEV ? growth_nurse_hits(c, e)
                                                            : 25 * NH_MAXULEV;
            break;
        case GE_PRAY:
            hi += 5 + (gmax > 5 ? gmax : 5);
            lost++;
            break;
        case GE_DRAIN:
            lost += e->count;
            break;
        case GE_CON:
        case GE_HP:
            break;
        }
        hi_at[i] = hi;
    }
    if (hi > INT32_MAX / 2)
        return -1;
    int32_t lo_h[GROWTH_MAX_CHECKPOINTS], hi_h[GROWTH_MAX_CHECKPOINTS];
    for (int k = 0; k < ncp; k++) {
        const struct growth_event *e = cp[k].event >= 0 ? &c->tl->ev[cp[k].event] : NULL;
        lo_h[k] = 0;
        switch (cp[k].measure) {
        case GM_MAXHP:
            lo_h[k] = 1;
            hi_h[k] = (int32_t)(cp[k].event >= 0 && cp[k].at_xl == 0 ? hi_at[cp[k].event] : hi);
            break;
        case GM_NURSE_HITS:
        case GM_NURSES_LOST:
            hi_h[k] = growth_nurse_hits(c, e);
            break;
        case GM_KILLED:
            hi_h[k] = 1;
            break;
        }
    }
    return tally_init(t, (size_t)ncp, lo_h, hi_h);
}

uint64_t growth_case_key(const struct growth_case *c)
{
    /* kind 5 = growth; the timeline's text and the case's fields */
    uint64_t h = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < c->tl->n; i++)
        for (const char *p = c->tl->ev[i].text; *p; p++)
            h = nh_mix64(h ^ (uint64_t)(unsigned char)*p);
    h = nh_mix64(h ^ (uint64_t)c->report->mode ^ ((uint64_t)c->report->nxl << 8));
    for (int k = 0; k < c->report->nxl; k++)
        h = nh_mix64(h ^ (uint64_t)c->report->xl[k]);
    h = nh_mix64(h ^ ((uint64_t)c->variant << 48) ^ ((uint64_t)c->role << 40) ^
                 ((uint64_t)c->race << 32) ^ ((uint64_t)c->con << 24) ^
                 ((uint64_t)c->start_xl << 16) ^ (uint64_t)(uint32_t)c->until_maxhp);
    if (c->history) /* EvilHack's literate and abused; 0 leaves every other key as it was */
        h = nh_mix64(h ^ c->history);
    return (h & ~(0xffull << 56)) | (5ull << 56);
}

/* ---- the reference ---- */

struct hero {
    const struct growth_case *c;
    int xl, xlmax, hp, hpmax, con;
    int xlpeak, hppeak;    /* xNetHack: u.ulevelpeak, u.uhppeak (the highest ever) */
    int hpinc[NH_MAXULEV]; /* u.uhpinc (3.6.7, 5.0): the gain made at each XL */
    bool dnh;              /* dNetHack: HP in parts (d), copied to xl..hpmax */
    struct growth_dnh d;
    struct prayer_state ps;
    int ps_turn; /* the turn ps describes */
    int base_luck;
    bool dead;
    int event; /* the event being applied, -1 before the timeline */
    const struct growth_checkpoint *cp;
    int ncp;
    int32_t rec[GROWTH_MAX_CHECKPOINTS]; /* NOT_TAKEN until the row is taken */
};

#define NOT_TAKEN INT32_MIN

static void record(struct hero *h, int k, int32_t v)
{
    h->rec[k] = v;
}

/* Rows taken when the hero reaches XL h->xl: "at XL" rows the first time,
 * "level A-B" rows during their event. */
static void reached_xl(struct hero *h)
{
    for (int k = 0; k < h->ncp; k++) {
        const struct growth_checkpoint *p = &h->cp[k];
        if (p->measure != GM_MAXHP || p->at_xl != h->xl || h->rec[k] != NOT_TAKEN)
            continue;
        if (p->event == -1 || p->event == h->event)
            record(h, k, h->hpmax);
    }
}

/* After a dNetHack rule changed the parts: the hero's XL and HP from
 * them, and the rows of an XL reached. */
static void from_dnh(struct hero *h)
{
    int xl0 = h->xl;
    h->xl = h->d.xl;
    h->xlmax = h->d.xlmax;
    h->hp = h->d.hp;
    h->hpmax = h->d.hpmax;
    if (h->xl > xl0)
        reached_xl(h);
}

/* u.uhppeak follows every rise of max HP (xNetHack src/attrib.c,
 * setuhpmax(); healup(); the prayer; the nurse): a drain never raises max
 * HP above its value before, so the peak is the highest max HP so far. */
static void peak(struct hero *h)
{
    if (h->hpmax > h->hppeak)
        h->hppeak = h->hpmax;
}

/* pluslvl() (docs/rules.md, Level gain): newhp before the XL goes up; stored below XL 30. */
static void gain_level(struct hero *h, nh_pcg32 *rng)
{
    const struct growth_case *c = h->c;
    if (h->dnh) {
        growth_dnh_gain(&h->d, rng);
        from_dnh(h);
        return;
    }
    int g = growth_newhp(c, h->xl, h->con, h->hpmax, rng);
    h->hpmax += g;
    h->hp += g;
    peak(h);
    if (h->xl < NH_MAXULEV) {
        h->hpinc[h->xl] = g;
        h->xl++;
        if (h->xl > h->xlmax)
            h->xlmax = h->xl;
        if (h->xl > h->xlpeak)
            h->xlpeak = h->xl;
        reached_xl(h);
    }
}

/* losexp() without a drainer's death (docs/rules.md, Level drain). */
static void lose_level(struct hero *h, nh_pcg32 *rng)
{
    const struct growth_case *c = h->c;
    if (h->dnh) {
        growth_dnh_drain(&h->d, rng);
        from_dnh(h);
        return;
    }
    if (h->xl > 1)
        h->xl--;
    else if (!growth_drain_at_xl1(c->variant))
        return;
    int num = growth_drain_fresh(c->variant) ? growth_newhp(c, h->xl, h->con, h->hpmax, rng)
                                             : h->hpinc[h->xl];
    h->hpmax = growth_drain_maxhp(c->variant, h->hpmax, num, h->xl);
    h->hp = growth_drain_hp(h->hp, num, h->hpmax);
}

/* Blessed full healing's and the glow's level back (docs/rules.md, Healing potions). */
static void restore_level(struct hero *h, nh_pcg32 *rng)
{
    if (h->dnh) {
        growth_dnh_restore(&h->d, rng);
        from_dnh(h);
        return;
    }
    if (h->xl < h->xlmax) {
        h->xlmax--;
        gain_level(h, rng);
    }
}

/* A potion of restore ability (docs/rules.md, Restore ability): pluslvl()
 * for each level it gives back; the highest XL stays. */
static void restore_ability(struct hero *h, int bcsign, nh_pcg32 *rng)
{
    if (h->c->variant == NH_VXNH) {
        /* xNetHack: max HP at the peak level, else levels up to the peak */
        if (h->xl == h->xlpeak)
            h->hpmax = growth_restore_ability_hp(h->hpmax, h->hppeak, bcsign);
        int n = growth_restore_ability_levels(NH_VXNH, bcsign, h->xl, h->xlpeak);
        for (int k = 0; k < n; k++)
            gain_level(h, rng);
        return;
    }
    int most = growth_restore_ability_most(h->c->variant, bcsign, rng);
    int n = growth_restore_ability_levels(h->c->variant, bcsign, h->xl, h->xlmax);
    for (int k = 0; k < n && k < most; k++)
        gain_level(h, rng);
}

static void quaff(struct hero *h, const struct growth_event *e, nh_pcg32 *rng)
{
    struct growth_heal heal = growth_quaff_heal(h->c->variant, e);
    int amount = heal.fix + (heal.n > 0 ? nh_d(rng, heal.n, heal.sides) : 0);
    int extra = growth_quaff_bonus(h->c->variant, e);
    if (heal.halved)
        amount /= 2;
    if (h->dnh) {
        growth_dnh_healup(&h->d, amount, extra);
        from_dnh(h);
    } else {
        growth_healup(&h->hp, &h->hpmax, amount, extra);
        peak(h);
    }
    if (growth_quaff_restores(h->c->variant, e))
        restore_level(h, rng);
}

/* Healing hits (docs/rules.md, Nurses); returns the hits made. */
static int nurse(struct hero *h, const struct growth_event *e, int target, int *lost, nh_pcg32 *rng)
{
    int hits = 0;
    *lost = 0;
    int most = growth_nurse_hits(h->c, e);
    while (hits < most && !(target > 0 && h->hpmax >= target)) {
        h->hp += nh_rnd(rng, 7);
        if (nh_rn2(rng, 7) == 0) {
            if (growth_nurse_raises(h->hpmax, h->xl, nh_d(rng, 2 * h->xl, 10)))
                h->hpmax++;
            *lost += nh_rn2(rng, 13) == 0;
        }
        if (h->hp > h->hpmax)
            h->hp = h->hpmax;
        peak(h);
        hits++;
    }
    return hits;
}

/* The prayer state from the last prayer (or the start) to turn t: one
 * timeout step per turn, Luck's steps at their boundaries (docs/rules.md, Prayer timeout; Luck). */
static void prayer_advance(struct hero *h, int t)
{
    growth_prayer_advance(h->c->variant, &h->ps.timeout, &h->ps.luck, &h->ps.luck_turn,
                          h->base_luck, h->ps.anger > 0, h->ps_turn, t);
    h->ps_turn = t;
}

static void pray(struct hero *h, int turn, nh_pcg32 *rng)
{
    const struct growth_case *c = h->c;
    prayer_advance(h, turn);
    struct prayer_case pc = growth_prayer_case(c, h->con, turn, h->base_luck);
    pc.xl = h->xl;
    pc.maxhp = h->hpmax;
    if (prayer_luck_on_timer(c->variant))
        pc.luck_turn = h->ps.luck_turn; /* u.luckturn carried (growth_prayer_advance) */
    h->ps.hp = 1;                       /* the hero lowers HP to pray */
    h->ps.hpmax = h->hpmax;
    struct prayer_outcome o;
    /* dNetHack: the glow is applied here, to the parts (levels_lost keeps
     * the prayer from adding it to max HP), as is the fix's roll. */
    prayer_trial_state(&pc, &h->ps, h->dnh || h->xl < h->xlmax, rng, &o);
    h->ps_turn = turn + 3;
    if (h->dnh) {
        h->d.hp = h->ps.hp < h->d.hpmax ? h->ps.hp : h->d.hpmax;
        if (o.fixed)
            growth_dnh_fix(&h->d, o.fix_roll);
        /* pleased()'s "fix all" again while max HP was 5 or less, as the
         * prayer followed it (its max HP taken without bonus or modifier) */
        for (int k = 0; k < o.fixes_again; k++)
            growth_dnh_fix(&h->d, o.fix_again[k]);
        if (o.glow)
            growth_dnh_glow(&h->d, rng);
        from_dnh(h);
    } else {
        h->hp = h->ps.hp;
        h->hpmax = h->ps.hpmax;
        peak(h);
        if (o.restore_level)
            restore_level(h, rng);
    }
    if (o.wrath >= 0) {
        enum prayer_wrath w = prayer_wrath_of(o.wrath);
        if (w == PRAYER_WRATH_LEVEL)
            lose_level(h, rng); /* losexp() with no drainer */
        else if (w == PRAYER_WRATH_ZAP)
            h->dead = true; /* lightning and disintegration: no resistances */
    }
}

/* Rows of "xK each" after repetition k. */
static void after_step(struct hero *h, int k)
{
    for (int r = 0; r < h->ncp; r++)
        if (h->cp[r].event == h->event && h->cp[r].step == k)
            record(h, r, h->hpmax);
}

/* One of the K of a counted event: gain level, drain, restore, restore
 * ability or potion. */
static void once(struct hero *h, const struct growth_event *e, nh_pcg32 *rng)
{
    switch (e->kind) {
    case GE_GAIN_LEVEL:
        gain_level(h, rng);
        break;
    case GE_DRAIN:
        if (h->xl > 1) /* a prayer's wrath may have taken the levels already */
            lose_level(h, rng);
        break;
    case GE_RESTORE:
        restore_level(h, rng);
        break;
    case GE_RESTORE_ABILITY:
        restore_ability(h, e->bcsign, rng);
        break;
    default: /* GE_POTION */
        quaff(h, e, rng);
        break;
    }
}

static void apply(struct hero *h, const struct growth_event *e, nh_pcg32 *rng)
{
    for (int k = 0; growth_event_counted(e->kind) && k < e->count; k++) {
        once(h, e, rng);
        if (e->each)
            after_step(h, k + 1);
    }
    switch (e->kind) {
    case GE_LEVEL: {
        int to = e->xl_to < 0 ? h->xl - e->xl_to : e->xl_to;
        while (h->xl < to && h->xl < NH_MAXULEV)
            gain_level(h, rng);
        break;
    }
    case GE_NURSE: {
        int lost, hits = nurse(h, e, growth_nurse_target(h->c, e, h->xl), &lost, rng);
        for (int k = 0; k < h->ncp; k++)
            if (h->cp[k].event == h->event && h->cp[k].measure != GM_MAXHP &&
                h->cp[k].measure != GM_KILLED)
                record(h, k, h->cp[k].measure == GM_NURSE_HITS ? hits : lost);
        break;
    }
    case GE_PRAY:
        pray(h, e->value, rng);
        break;
    case GE_CON:
        h->con = e->value;
        if (h->dnh) {
            growth_dnh_set_con(&h->d, e->value);
            from_dnh(h);
        }
        break;
    case GE_HP:
        h->hp = e->hp_mode == GH_FULL ? h->hpmax : e->hp_mode == GH_LOW ? 1 : e->value;
        if (h->hp > h->hpmax)
            h->hp = h->hpmax;
        h->d.hp = h->hp;
        break;
    default: /* the counted events, stepped above */
        break;
    }
}

void growth_trial(const struct growth_case *c, nh_pcg32 *rng, struct nh_tally *t)
{
    struct hero h;
    struct growth_checkpoint cp[GROWTH_MAX_CHECKPOINTS];
    char err[200];
    memset(&h, 0, sizeof h);
    h.c = c;
    h.cp = cp;
    h.ncp = growth_checkpoints(c, cp, GROWTH_MAX_CHECKPOINTS, err, sizeof err);
    for (int k = 0; k < GROWTH_MAX_CHECKPOINTS; k++)
        h.rec[k] = NOT_TAKEN;
    h.xl = h.xlmax = h.xlpeak = 1;
    h.dnh = c->variant == NH_VDNH;
    if (h.dnh) {
        growth_dnh_start(&h.d, c->role, c->race, c->con);
        h.hp = h.hpmax = h.d.hpmax;
    } else {
        h.hp = h.hpmax = h.hppeak = growth_start_hp(c, rng);
    }
    h.con = c->con;
    h.event = -1;
    h.base_luck = prayer_base_luck(c->variant, c->role, false, false, true);
    struct growth_pray_start ps0 = growth_pray_start(c);
    h.ps.luck = h.base_luck + ps0.luck < -10 ? -10 : h.base_luck + ps0.luck;
    h.ps.record = ps0.record;
    h.ps.timeout = 300; /* docs/rules.md, Prayer timeout: 300 at the start, u.ublesscnt on turn 1 */
    h.ps_turn = 1;
    reached_xl(&h);
    while (h.xl < c->start_xl)
        gain_level(&h, rng);
    for (int i = 0; i < c->tl->n && !h.dead; i++) {
        h.event = i;
        reached_xl(&h); /* "level A-B" rows at XL A */
        apply(&h, &c->tl->ev[i], rng);
        if (h.dead)
            break;
        for (int k = 0; k < h.ncp; k++)
            if (cp[k].event == i && cp[k].measure == GM_MAXHP && cp[k].at_xl == 0 &&
                cp[k].step == 0)
                record(&h, k, h.hpmax);
    }
    for (int k = 0; k < h.ncp; k++) {
        if (cp[k].measure == GM_KILLED)
            record(&h, k, h.dead);
        if (h.rec[k] != NOT_TAKEN)
            tally_add(t, (size_t)k, h.rec[k]);
    }
}
