/* sanity_trial: the timeline of the `sanity` kind (sanity_impl.h), its pieces
 * shared with the kernel and the exact module, and the reference trial
 * (the case check and the tally: sanity_case.c).
 */
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/sanity/sanity_impl.h"

/* ---- deterministic state ---- */

void sanity_det_init(const struct sanity_case *c, struct sanity_det *d)
{
    const struct sanity_hero *h = &c->hero;
    *d = (struct sanity_det){.veil = h->veil,
                             .insight = h->insight,
                             .boln = h->lost_names,
                             .drunk = h->drunk,
                             .mad = h->madness};
    /* docs/rules.md, Sanity regeneration: in the Depths an intact veil is pierced, insight +1.  A
     * hero who is there at turn0 has had it happen already. */
    if (sanity_place_in_depths(h->place) && d->veil) {
        d->veil = false;
        d->insight++;
    }
}

/* dNetHack src/allmain.c, moveloop(): once per player input every monster disguise is dropped
 * unless the hero has DELUSIONS, which spot_monster() gives on each sighting of an undisguised
 * delirium (src/attrib.c, give_madness()).  A hero with no permanent madness has no DELUSIONS
 * until an earlier event showed a delirium. */
bool sanity_delirium_undisguised(const struct sanity_case *c, int e)
{
    const struct sanity_event *v = &c->ev[e];
    if (v->kind != SE_DELIRIUM)
        return false;
    if (v->arg == 1)
        return true;
    if (c->hero.madness)
        return false; /* it may be DELUSIONS: the event says (docs/kinds/sanity.md) */
    for (int i = 0; i < c->nev; i++) {
        const struct sanity_event *u = &c->ev[i];
        bool shows = u->kind == SE_DELIRIUM ||
                     (u->kind == SE_SEE && u->species == sanity_species_delirium());
        if (i != e && shows && u->turn < v->turn)
            return false;
    }
    return true;
}

static inline int event_species(const struct sanity_case *c, int e)
{
    const struct sanity_event *v = &c->ev[e];
    if (v->kind == SE_SEE)
        return v->species;
    /* dNetHack src/allmain.c, moveloop(): spot_monster() runs before the delirium's own code, and
     * sees a monster with no disguise (docs/rules.md, Sanity loss from monsters). */
    if (v->kind == SE_DELIRIUM && sanity_delirium_undisguised(c, e) && !sanity_ct_blocks(&c->hero))
        return sanity_species_delirium();
    return -1;
}

int sanity_event_species(const struct sanity_case *c, int e)
{
    return event_species(c, e);
}

static inline int slot_of(const struct sanity_case *c, int e, int sp)
{
    for (int i = 0; i < e; i++)
        if (event_species(c, i) == sp)
            return i;
    return e;
}

int sanity_slot(const struct sanity_case *c, int e)
{
    int sp = event_species(c, e);
    return sp < 0 ? -1 : slot_of(c, e, sp);
}

bool sanity_event_is_encounter(enum sanity_event_kind k)
{
    return k == SE_SEE || k == SE_DELIRIUM || k == SE_MAD || k == SE_ANGEL || k == SE_TENTACLES;
}

int sanity_xins_max(const struct sanity_case *c)
{
    int n = 0, boln = c->hero.lost_names;
    for (int e = 0; e < c->nev; e++) {
        const struct sanity_event *v = &c->ev[e];
        if (v->kind == SE_ANGEL)
            n += v->turns;
        else if (v->kind == SE_LOST_NEW && boln++ >= 2)
            n++;
    }
    return n;
}

bool sanity_event_on(const struct sanity_case *c, int e, int t)
{
    const struct sanity_event *v = &c->ev[e];
    if (sanity_event_is_encounter(v->kind))
        return t >= v->turn && t < v->turn + v->turns;
    return t == v->turn;
}

/* lift_veil: pierced, +1 insight if it was intact (docs/rules.md, Insight and the veil). */
static void lift_veil(struct sanity_det *d)
{
    if (d->veil) {
        d->veil = false;
        d->insight++;
    }
}

void sanity_event_pre(const struct sanity_case *c, int e, struct sanity_det *d)
{
    switch (c->ev[e].kind) {
    case SE_ANGEL: /* docs/rules.md, Sanity loss from monsters: the whisper lifts the veil before
                      its roll */
        lift_veil(d);
        break;
    case SE_LOST_KNOWN:
        /* dNetHack src/artifact.c, read_lost(): studying with the veil intact lifts it (+1
         * insight) once the delay reaches -55, before the name is drawn. */
        lift_veil(d);
        break;
    case SE_LOST_NEW:
        /* Then a new name: u.veil = FALSE, and +1 insight if u.uboln is 0 or on !rn2(u.uboln):
         * certain for the first two names, drawn in the lane later (docs/rules.md, Insight and
         * the veil). */
        lift_veil(d);
        d->veil = false;
        if (d->boln <= 1)
            d->insight++;
        break;
    case SE_KILL: /* src/mon.c, xkilled(): only with the veil pierced */
        if (!d->veil)
            d->insight += sanity_kill_insight(c->ev[e].arg);
        break;
    case SE_NECRO_OK: /* docs/rules.md, Sanity restoration: veil pierced, insight +1 (a veil change
                         only counts once the veil is pierced, docs/rules.md, Insight and the veil)
                       */
        d->veil = false;
        d->insight++;
        break;
    default:
        break;
    }
}

void sanity_event_post(const struct sanity_case *c, int e, struct sanity_det *d)
{
    const struct sanity_event *v = &c->ev[e];
    int sp = sanity_event_species(c, e);
    if (sp >= 0) {
        d->seen |= 1u << sanity_slot(c, e);
        /* give_madness (docs/rules.md, Permanent madness) for the species that carry one.  It runs
         * after the loss (spot_monster in dNAO's allmain.c), so the floor
         * still applies to that loss. */
        if (sanity_species_at(sp)->madness)
            d->mad = true;
    }
    if (v->kind == SE_LOST_NEW) {
        d->boln++;
    } else if (v->kind == SE_BOOZE) {
        for (int i = 0; i < v->arg; i++)
            if (d->drunk < 3 * c->hero.xl)
                d->drunk++;
    }
}

int sanity_det_threshold(const struct sanity_case *c, const struct sanity_det *d, int xins)
{
    return sanity_threshold(&c->hero, d->veil, d->insight + xins);
}

struct sanity_mind sanity_det_mind(const struct sanity_case *c, const struct sanity_det *d)
{
    const struct sanity_hero *h = &c->hero;
    return (struct sanity_mind){h->wis, d->mad, h->clear_thoughts, h->nightmare};
}

/* ---- one lane ---- */

static void change(const struct sanity_mind *m, struct sanity_lane *l, nh_pcg32 *rng, int e,
                   int delta, bool check)
{
    if (sanity_change(rng, m, &l->s, &l->timer, delta, check)) {
        l->onsets++;
        l->ev_mad[e] = 1;
    }
}

/* spot_monster for `count` instances of the event's species (docs/rules.md, Sanity loss from
 * monsters); *m, the mind, as give_madness() leaves it. */
static void see(const struct sanity_case *c, int e, int count, struct sanity_mind *m,
                struct sanity_lane *l, nh_pcg32 *rng)
{
    const struct sanity_hero *h = &c->hero;
    const struct sanity_event *v = &c->ev[e];
    int sp = event_species(c, e), slot = slot_of(c, e, sp);
    bool gives = sanity_species_at(sp)->madness != NULL;
    for (int i = 0; i < count; i++) {
        if (l->sigma[slot] == 0) {
            int loss = sanity_first_loss(rng, sp, h->xl, h->wis, h->narya, h->nodensfork);
            l->sigma[slot] = loss;
            change(m, l, rng, e, -loss, v->hostile);
        } else if (l->s > SAN_MAX - l->sigma[slot] &&
                   !sanity_save(rng, h->wis, h->narya, h->nodensfork)) {
            change(m, l, rng, e, -1, false);
        }
        m->mad = m->mad || gives; /* give_madness() after each spot */
    }
}

/* mloss with change_usanity (docs/rules.md, Sanity loss from monsters). */
static void minor(const struct sanity_case *c, int e, const struct sanity_mind *m, int d,
                  bool check, struct sanity_lane *l, nh_pcg32 *rng)
{
    const struct sanity_hero *h = &c->hero;
    int loss = sanity_minor_loss(rng, d, h->wis, h->narya, h->nodensfork);
    if (loss > 0)
        change(m, l, rng, e, -loss, check);
}

/* The whisper's hit: rn2(N) >= 10, dNH's rn2(N <= 0) being rn2(1) (docs/rules.md, Versions and
 * notation). */
static bool dnh_rn2_ge10(nh_pcg32 *rng, int n)
{
    return nh_rn2(rng, n < 1 ? 1 : n) >= 10;
}

/* A book's +1 (docs/rules.md, Sanity restoration): if S < 100 and rnd(30) < W, in that order. */
static void book_up(const struct sanity_hero *h, const struct sanity_det *d, struct sanity_lane *l,
                    nh_pcg32 *rng)
{
    if (l->s < SAN_MAX && nh_rnd(rng, 30) < h->wis)
        l->s = sanity_clamp(l->s + 1, d->mad);
}

#define DELIRIUM_D 17
#define ANGEL_D    20
#define TENTACLE_D 34 /* the elder priest's difficulty (src/monst.c; our species table) */

bool sanity_ct_blocks(const struct sanity_hero *h)
{
    /* dNetHack src/allmain.c, moveloop() tests !BlockableClearThoughts, which include/youprop.h
     * defines as ClearThoughts && !Nightmare, for the walking delirium (which vanishes under it)
     * and for the mad-template loss (docs/rules.md, Sanity loss from monsters). */
    return h->clear_thoughts && !h->nightmare;
}

void sanity_event_lane(const struct sanity_case *c, int e, int t, const struct sanity_det *d,
                       struct sanity_lane *l, nh_pcg32 *rng)
{
    const struct sanity_hero *h = &c->hero;
    const struct sanity_event *v = &c->ev[e];
    struct sanity_mind m = sanity_det_mind(c, d);
    switch (v->kind) {
    case SE_SEE:
        see(c, e, v->count, &m, l, rng);
        break;
    case SE_DELIRIUM:
        /* docs/rules.md, Sanity loss from monsters: an undisguised delirium is spotted first
         * (spot_monster(), which may give DELUSIONS), then acts with no draw; it takes a disguise
         * after acting, and a disguised one that is adjacent and visible acts on rn2(3) != 0 (the
         * C short-circuit: no draw when undisguised). */
        if (sanity_ct_blocks(h))
            break;
        if (t == v->turn && sanity_delirium_undisguised(c, e)) {
            see(c, e, 1, &m, l, rng);
            minor(c, e, &m, DELIRIUM_D, v->hostile, l, rng);
        } else if (nh_rn2(rng, 3) != 0) {
            minor(c, e, &m, DELIRIUM_D, v->hostile, l, rng);
        }
        break;
    case SE_TENTACLES:
        /* dNetHack src/xhity.c, AD_TENT: change_usanity(u_sanity_loss_minor(), TRUE) on every hit,
         * after dotent() (whose armour-dependent losses are left out; docs/rules.md, Sanity loss
         * from monsters). */
        minor(c, e, &m, TENTACLE_D, true, l, rng);
        break;
    case SE_MAD: {
        if (sanity_ct_blocks(h))
            break;
        /* docs/rules.md, Sanity loss from monsters: only the excess over the turn's earlier rolls
         * is applied, each excess as its own change_usanity with a check. */
        int top = 0;
        for (int i = 0; i < v->count; i++) {
            int x = sanity_minor_loss(rng, v->arg, h->wis, h->narya, h->nodensfork);
            if (x > top) {
                change(&m, l, rng, e, -(x - top), true);
                top = x;
            }
        }
        break;
    }
    case SE_ANGEL:
        /* docs/rules.md, Sanity loss from monsters: hits iff rn2(N) >= 10, else +1 insight
         * (change_uinsight(1); the veil is pierced by then).  A hit draws the damage's rn2(5),
         * then effect rn2(9) == 2 is mloss; the other eight effects are not sanity losses and are
         * left out. */
        if (!dnh_rn2_ge10(rng, d->insight + l->xins)) {
            l->xins++;
        } else {
            (void)nh_rn2(rng, 5);
            if (nh_rn2(rng, 9) == 2)
                minor(c, e, &m, ANGEL_D, true, l, rng);
        }
        break;
    case SE_KILL:
        /* dNetHack src/mon.c, xkilled(): with the veil pierced, change_usanity(u_sanity_gain(),
         * FALSE): max(1, D/10) with the Holy Moonlight Sword or on rnd(30) < Wis. */
        if (!d->veil && (v->count == 1 || nh_rnd(rng, 30) < h->wis))
            l->s = sanity_clamp(l->s + sanity_kill_gain(v->arg), d->mad);
        break;
    case SE_PRAY:
        l->s = sanity_pray_fix(l->s, h->wis, v->arg & 1, v->arg & 2, d->mad);
        break;
    case SE_SLEEPING:
        l->s = sanity_sleeping(l->s, v->arg, d->mad);
        break;
    case SE_RESTORE:
        l->s = sanity_restore_ability(l->s, v->arg, d->mad);
        break;
    case SE_BOOZE: {
        int drunk = d->drunk;
        for (int i = 0; i < v->arg; i++)
            l->s = sanity_booze(l->s, &drunk, h->xl, d->mad);
        break;
    }
    case SE_EFFIGY:
        l->s = sanity_effigy(l->s);
        break;
    case SE_NURSE:
        l->s = sanity_nurse(l->s, v->arg);
        break;
    case SE_LOST_NEW:
        /* src/artifact.c: the third and later names give insight on !rn2(u.uboln) (the first
         * two in sanity_event_pre); rn2(1) is drawn for the second. */
        if (d->boln >= 1 && nh_rn2(rng, d->boln) == 0 && d->boln >= 2)
            l->xins++;
        book_up(h, d, l, rng);
        break;
    case SE_NECRO_OK:
        book_up(h, d, l, rng);
        break;
    case SE_NECRO_FAIL:
    case SE_LOST_KNOWN:
        /* docs/rules.md, Sanity restoration: -1 with chance S/100; no madness check assumed.  The
         * Book's level drain is not modelled (XL stays). */
        if (nh_rn2(rng, 100) < l->s)
            l->s = sanity_clamp(l->s - 1, d->mad);
        break;
    default:
        break;
    }
}

/* ---- the reference trial ---- */

static void record(const struct sanity_case *c, int t, int s, int *next_check,
                   struct sanity_outcome *o)
{
    while (*next_check < c->ncheck && c->checkpoint[*next_check] == t)
        o->s_at[(*next_check)++] = s;
    if (o->recover_turn > c->end && t >= c->recover_from && s >= c->target)
        o->recover_turn = t;
}

void sanity_trial(const struct sanity_case *c, nh_pcg32 *rng, struct sanity_outcome *o)
{
    struct sanity_det d;
    sanity_det_init(c, &d);
    struct sanity_lane l;
    memset(&l, 0, sizeof l);
    l.s = c->hero.sanity;
    memset(o, 0, sizeof *o);
    o->recover_turn = c->end + 1;
    int next_check = 0;
    for (int t = c->hero.turn0 + 1; t <= c->end; t++) {
        for (int e = 0; e < c->nev; e++)
            if (sanity_event_is_encounter(c->ev[e].kind) && sanity_event_on(c, e, t)) {
                sanity_event_pre(c, e, &d);
                sanity_event_lane(c, e, t, &d, &l, rng);
                sanity_event_post(c, e, &d);
            }
        if (l.timer > 0)
            l.timer--;
        if (sanity_regen_gain(l.s, sanity_det_threshold(c, &d, l.xins), t))
            l.s = sanity_clamp(l.s + 1, d.mad);
        for (int e = 0; e < c->nev; e++)
            if (!sanity_event_is_encounter(c->ev[e].kind) && sanity_event_on(c, e, t)) {
                sanity_event_pre(c, e, &d);
                sanity_event_lane(c, e, t, &d, &l, rng);
                sanity_event_post(c, e, &d);
            }
        record(c, t, l.s, &next_check, o);
    }
    o->s_end = l.s;
    o->onsets = l.onsets;
    memcpy(o->ev_mad, l.ev_mad, sizeof o->ev_mad);
}
