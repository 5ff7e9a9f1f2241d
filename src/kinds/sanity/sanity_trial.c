/* sanity_trial: the timeline of the `sanity` kind (sanity.h), its pieces
 * shared with the kernel and the exact module, the reference trial, the
 * case check and the tally.
 */
#include <stdio.h>
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/sanity/sanity.h"

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

static inline int event_species(const struct sanity_case *c, int e)
{
    const struct sanity_event *v = &c->ev[e];
    if (v->kind == SE_SEE)
        return v->species;
    /* dNetHack src/allmain.c, moveloop(): spot_monster() runs before the delirium's own code, and
     * sees a monster with no disguise (docs/rules.md, Sanity loss from monsters). */
    if (v->kind == SE_DELIRIUM && v->arg == 1 && !sanity_ct_blocks(&c->hero))
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
        if (v->arg == 1 && t == v->turn) {
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

/* ---- the case ---- */

static int bad(char *err, size_t n, const char *what, int v, const char *want)
{
    if (err && n)
        snprintf(err, n, "%s = %d: expected %s", what, v, want);
    return -1;
}

static int check_event(const struct sanity_case *c, int e, char *err, size_t n)
{
    const struct sanity_event *v = &c->ev[e];
    char what[48];
    snprintf(what, sizeof what, "event %d (%s) turn", e + 1, sanity_event_name(v->kind));
    if ((unsigned)v->kind >= SE_KIND_COUNT)
        return bad(err, n, "event kind", (int)v->kind, "a known event");
    if (v->turn <= c->hero.turn0 || v->turn > c->end)
        return bad(err, n, what, v->turn, "a turn after turn0, up to end");
    if (sanity_event_is_encounter(v->kind) && (v->turns < 1 || v->turns > SAN_END_MAX))
        return bad(err, n, "event turns", v->turns, "1..100000");
    if ((v->kind == SE_SEE || v->kind == SE_MAD) && (v->count < 1 || v->count > 16))
        return bad(err, n, "event count", v->count, "1..16");
    if (v->kind == SE_SEE && !sanity_species_at(v->species))
        return bad(err, n, "event species", v->species, "a sanity-taxing species");
    if ((v->kind == SE_SLEEPING || v->kind == SE_RESTORE) && (v->arg < -1 || v->arg > 1))
        return bad(err, n, "potion bcsign", v->arg, "-1 (cursed), 0 or 1 (blessed)");
    if (v->kind == SE_DELIRIUM && (v->arg < 0 || v->arg > 1))
        return bad(err, n, "delirium undisguised", v->arg, "0 or 1");
    if ((v->kind == SE_BOOZE || v->kind == SE_NURSE) && (v->arg < 1 || v->arg > 100))
        return bad(err, n, "event amount", v->arg, "1..100");
    if ((v->kind == SE_MAD || v->kind == SE_KILL) && (v->arg < 0 || v->arg > 100))
        return bad(err, n, "monster difficulty", v->arg, "0..100");
    if (v->kind == SE_KILL && (v->count < 0 || v->count > 1))
        return bad(err, n, "kill moonlight", v->count, "0 or 1");
    if (v->kind == SE_PRAY && (v->arg < 0 || v->arg > 3))
        return bad(err, n, "pray flags", v->arg, "0..3 (altar 1, all 2)");
    return 0;
}

int sanity_case_check(const struct sanity_case *c, char *err, size_t n)
{
    const struct sanity_hero *h = &c->hero;
    if (h->wis < 3 || h->wis > 25)
        return bad(err, n, "wis", h->wis, "3..25");
    if ((unsigned)h->place >= SP_COUNT)
        return bad(err, n, "role/race/place", -1, "a table entry");
    if (!sanity_hero_legal(h->role, h->race, err, n))
        return -1;
    if (h->xl < 1 || h->xl > 30)
        return bad(err, n, "xl", h->xl, "1..30");
    if (h->intel < 3 || h->intel > 25)
        return bad(err, n, "int", h->intel, "3..25");
    if (h->insight < 0 || h->insight > 1000000)
        return bad(err, n, "insight", h->insight, "0..1000000");
    if (h->itchy < 0 || h->itchy > 10000)
        return bad(err, n, "itchy", h->itchy, "0..10000");
    if (h->narya < 0 || h->narya > 30)
        return bad(err, n, "narya", h->narya, "0..30");
    if (h->sanity < (h->madness ? 0 : SAN_FLOOR) || h->sanity > SAN_MAX)
        return bad(err, n, "sanity", h->sanity,
                   h->madness ? "0..100" : "50..100 (below 50 needs a permanent madness)");
    if (h->drunk < 0 || h->drunk > 1000)
        return bad(err, n, "drunk", h->drunk, "0..1000");
    if (h->lost_names < 0 || h->lost_names > 31)
        return bad(err, n, "lost_names", h->lost_names, "0..31");
    if (h->turn0 < 0 || h->turn0 > 100000000)
        return bad(err, n, "turn0", h->turn0, "0..100000000");
    if (c->end <= h->turn0 || c->end - h->turn0 > SAN_END_MAX)
        return bad(err, n, "end", c->end, "turn0 + 1 .. turn0 + 100000");
    if (c->nev < 0 || c->nev > SAN_EVENTS_MAX)
        return bad(err, n, "events", c->nev, "0..32");
    for (int e = 0; e < c->nev; e++)
        if (check_event(c, e, err, n) != 0)
            return -1;
    /* The game lets one walking delirium act per turn (one latch for all of
     * them) and takes the largest single mad-template roll of the turn (one
     * for all of them; docs/rules.md, Sanity loss from monsters): two deliriums, or two mad events,
     * on the same turns would be counted twice here. */
    for (int e = 0; e < c->nev; e++)
        for (int f = e + 1; f < c->nev; f++) {
            const struct sanity_event *a = &c->ev[e], *b = &c->ev[f];
            bool shared = a->kind == b->kind && (a->kind == SE_DELIRIUM || a->kind == SE_MAD);
            if (shared && a->turn < b->turn + b->turns && b->turn < a->turn + a->turns) {
                snprintf(err, n,
                         "events %d and %d: two %s on the same turns share the game's one "
                         "limit per turn; expected them on different turns%s",
                         e + 1, f + 1, a->kind == SE_MAD ? "mad-template events" : "deliriums",
                         a->kind == SE_MAD ? " (or one mad event with xK)" : "");
                return -1;
            }
        }
    if (c->ncheck < 0 || c->ncheck > SAN_CHECKPOINTS_MAX)
        return bad(err, n, "checkpoints", c->ncheck, "0..32");
    for (int i = 0; i < c->ncheck; i++)
        if (c->checkpoint[i] <= h->turn0 || c->checkpoint[i] > c->end ||
            (i > 0 && c->checkpoint[i] <= c->checkpoint[i - 1]))
            return bad(err, n, "checkpoint", c->checkpoint[i],
                       "ascending turns after turn0, up to end");
    if (c->target < 0 || c->target > SAN_MAX)
        return bad(err, n, "target", c->target, "0..100");
    if (c->recover_from > c->end)
        return bad(err, n, "recover_from", c->recover_from, "a turn up to end");
    return 0;
}

/* ---- the tally ---- */

size_t sanity_hist_count(const struct sanity_case *c)
{
    return SH_FIXED + (size_t)c->ncheck + (size_t)c->nev;
}

size_t sanity_hist_checkpoint(int i)
{
    return SH_FIXED + (size_t)i;
}

size_t sanity_hist_event(const struct sanity_case *c, int e)
{
    return SH_FIXED + (size_t)c->ncheck + (size_t)e;
}

int sanity_recover_lo(const struct sanity_case *c)
{
    int lo = c->hero.turn0 + 1;
    return c->recover_from > lo ? c->recover_from : lo;
}

int sanity_tally_init(struct nh_tally *t, const struct sanity_case *c)
{
    if (sanity_case_check(c, NULL, 0) != 0) {
        memset(t, 0, sizeof *t);
        return -1;
    }
    size_t nh = sanity_hist_count(c);
    int32_t lo[SH_FIXED + SAN_CHECKPOINTS_MAX + SAN_EVENTS_MAX];
    int32_t hi[SH_FIXED + SAN_CHECKPOINTS_MAX + SAN_EVENTS_MAX];
    lo[SH_END] = 0, hi[SH_END] = SAN_MAX;
    lo[SH_RECOVER] = sanity_recover_lo(c), hi[SH_RECOVER] = c->end + 1;
    lo[SH_ONSETS] = 0, hi[SH_ONSETS] = SAN_ONSETS_MAX;
    for (int i = 0; i < c->ncheck; i++)
        lo[sanity_hist_checkpoint(i)] = 0, hi[sanity_hist_checkpoint(i)] = SAN_MAX;
    for (int e = 0; e < c->nev; e++)
        lo[sanity_hist_event(c, e)] = 0, hi[sanity_hist_event(c, e)] = 1;
    return tally_init(t, nh, lo, hi);
}

void sanity_tally_add(struct nh_tally *t, const struct sanity_case *c,
                      const struct sanity_outcome *o)
{
    tally_add(t, SH_END, o->s_end);
    tally_add(t, SH_RECOVER, o->recover_turn);
    tally_add(t, SH_ONSETS, o->onsets < SAN_ONSETS_MAX ? o->onsets : SAN_ONSETS_MAX);
    for (int i = 0; i < c->ncheck; i++)
        tally_add(t, sanity_hist_checkpoint(i), o->s_at[i]);
    for (int e = 0; e < c->nev; e++)
        tally_add(t, sanity_hist_event(c, e), o->ev_mad[e]);
}

static uint64_t mix_int(uint64_t k, int v)
{
    return nh_mix64(k ^ (uint64_t)(uint32_t)v);
}

uint64_t sanity_case_key(const struct sanity_case *c)
{
    /* kind 9 = sanity; every input that changes a trial. */
    const struct sanity_hero *h = &c->hero;
    /* the role and race as numbered before sanity took the shared tables */
    int role = sanity_role_key(h->role), race = sanity_race_key(h->role, h->race);
    const int f[] = {h->wis,       role,          race,          h->xl,      h->intel,
                     h->orthos,    h->veil,       h->insight,    h->sea,     h->vilya,
                     h->soul_lens, (int)h->place, h->itchy,      h->madness, h->clear_thoughts,
                     h->nightmare, h->narya,      h->nodensfork, h->sanity,  h->turn0,
                     h->drunk,     c->nev,        c->end,        c->target,  c->recover_from};
    uint64_t k = 9ull << 56;
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
        k = mix_int(k, f[i]);
    /* Inputs added later are mixed in only when set, so older cases keep their streams. */
    if (h->lost_names || h->moon_close)
        k = mix_int(mix_int(k, h->lost_names), h->moon_close);
    for (int e = 0; e < c->nev; e++) {
        const struct sanity_event *v = &c->ev[e];
        const int g[] = {(int)v->kind, v->turn, v->turns, v->count, v->species, v->arg, v->hostile};
        for (size_t i = 0; i < sizeof g / sizeof g[0]; i++)
            k = mix_int(k, g[i]);
    }
    return k;
}
