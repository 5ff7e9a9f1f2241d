/* sanity kernel: NH_LANES timelines at a time (sanity_impl.h).
 *
 * What is deterministic in time (veil, insight, drunkenness, madness flag,
 * which species were seen: struct sanity_det) is held once for the batch;
 * each lane holds S and the temporary-madness timer in structure-of-arrays
 * form, and its per-species stress and madness counts beside them.
 *
 * Most turns of a timeline are quiet: no event acts, the timer counts down
 * and sanity regenerates, with no draw (docs/rules.md, Sanity regeneration).
 * A run of quiet turns is not stepped: it is jumped in one go
 * (sanity_quiet_jump, sanity_lanes.c), S by the closed form of the
 * regeneration tiers (a tier's gains fall on the multiples of its period,
 * so the gains of a run are counted by a division), the timer by the run's
 * length, and the recovery turn by the same closed form capped at the
 * target (sanity_recover_jump).  Runs end at the turns on which an event
 * acts, at checkpoints and before recover_from, so nothing observable
 * happens inside one.  Turns on which only later sightings of seen species
 * act are jumped too, as long as no lane's S can pass 100 - sigma, above
 * which such a sighting draws a save (see_quiet_until).  The jumps, and
 * the one-turn steps of the turns with an event, are loops over all lanes
 * with no calls and no data-dependent branches, so they vectorise.
 *
 * On the turns with an event, the events run the shared rule code lane by
 * lane (sanity_event_lane) on the lane's own generator, in the game's draw
 * order: each lane then draws exactly what the reference trial draws from
 * the same stream, so kernel and trial agree outcome for outcome
 * (tests/test_sanity.c, tests/test_sanity_jump.c).  Three cases skip the
 * lane-by-lane calls with the same result: a sighting a lane passes over
 * without a draw is not called; a first sighting of one monster runs in
 * all lanes at once with masked draws (sanity_sight.c); an action with no
 * draw is a map of S made by the rule code (map_action).
 *
 * Streams: every batch seeds its lanes from (seed, case key, block, index
 * of the trial in the block), as the grace kernel does.
 */
#include <string.h>

#include "kinds/sanity/sanity_lanes.h"

struct lanes {
    int32_t s[NH_LANES], timer[NH_LANES], rec[NH_LANES];
    int32_t r[NH_LANES]; /* R of each lane: insight can differ by lane (angel, Lost Names) */
    int32_t r0;          /* R of a lane with no insight gained at random */
    bool uniform;        /* every lane has r0 */
    bool random_insight; /* the timeline can add insight at random (sanity_xins_max) */
    int32_t at[SAN_CHECKPOINTS_MAX][NH_LANES];
    /* By species slot: the highest S at which a sighting draws nothing, 100 - sigma (-1 while
     * unseen: the first sighting always draws).  The lanes' sigma is kept here, where it
     * vectorises; ex[].sigma is set from it before a lane's scalar call. */
    int32_t lim[SAN_EVENTS_MAX][NH_LANES];
    int32_t minlim[NH_LANES];  /* the least lim of the sightings of a run of turns */
    int32_t started[NH_LANES]; /* a first sighting started a temporary madness */
    /* What the first sightings started, by lane (and event), added to ex[] at the tally. */
    int32_t sight_onsets[NH_LANES];
    uint8_t sight_mad[SAN_EVENTS_MAX][NH_LANES];
    struct sanity_sight sight;
    int sight_e;                     /* the event sight was made for in this block, or -1 */
    bool sight_for_mad;              /* and the permanent madness it was made with */
    int32_t s_map[SAN_MAX + 1];      /* an action's new S by the S before (map_action) */
    struct sanity_lane ex[NH_LANES]; /* onsets, insight; s, timer, sigma synced around events */
};

/* R of every lane, after a change of the veil or of insight. */
static void thresholds(const struct sanity_case *c, const struct sanity_det *d, struct lanes *L)
{
    /* Most lanes have gained no insight at random: one R for them all. */
    int32_t r0 = sanity_det_threshold(c, d, 0);
    L->r0 = r0;
    L->uniform = true;
    if (!L->random_insight) {
        for (int l = 0; l < NH_LANES; l++)
            L->r[l] = r0;
        return;
    }
    for (int l = 0; l < NH_LANES; l++) {
        L->r[l] = L->ex[l].xins == 0 ? r0 : sanity_det_threshold(c, d, L->ex[l].xins);
        L->uniform = L->uniform && L->r[l] == r0;
    }
}

/* An action with no draw whose new S depends on S alone (potions, booze, effigy, nurse, prayer:
 * sanity_event_lane) as a map of S, made by the rule code for each S from 0 to 100, then looked
 * up in every lane (a gather that vectorises).  False, and nothing done, if the rule drew. */
static bool map_action(const struct sanity_case *c, int e, int t, const struct sanity_det *d,
                       struct lanes *L)
{
    nh_pcg32 probe = {0, 1}, before = probe;
    struct sanity_lane x = {0}; /* these rules read and write S alone */
    for (int v = 0; v <= SAN_MAX; v++) {
        x.s = v;
        sanity_event_lane(c, e, t, d, &x, &probe);
        L->s_map[v] = x.s;
    }
    if (probe.state != before.state)
        return false;
    sanity_map_lanes(L->s, L->s_map);
    return true;
}

static bool action_maps_s(enum sanity_event_kind k)
{
    return k == SE_SLEEPING || k == SE_RESTORE || k == SE_BOOZE || k == SE_EFFIGY ||
           k == SE_NURSE || k == SE_PRAY;
}

/* The first sighting of event e's species in the lanes that have not seen it, at once. */
static void first_sight(const struct sanity_case *c, int e, int slot, const struct sanity_det *d,
                        struct lanes *L, nh_pcg32_lanes *g)
{
    int32_t *lim = L->lim[slot];
    bool any = false;
    for (int l = 0; l < NH_LANES; l++)
        any |= lim[l] < 0;
    if (!any)
        return;
    if (L->sight_e != e ||
        L->sight_for_mad != d->mad) { /* all else is the case's, fixed in a block */
        sanity_sight_init(&L->sight, c, e, d);
        L->sight_e = e;
        L->sight_for_mad = d->mad;
    }
    sanity_sight_lanes(&L->sight, L->s, L->timer, lim, L->started, g->state, g->inc);
    sanity_add_started(L->sight_onsets, L->sight_mad[e], L->started);
}

static void run_event(const struct sanity_case *c, int e, int t, struct sanity_det *d,
                      struct lanes *L, nh_pcg32_lanes *g)
{
    sanity_event_pre(c, e, d);
    if (action_maps_s(c->ev[e].kind) && map_action(c, e, t, d, L)) {
        sanity_event_post(c, e, d);
        return;
    }
    int slot = sanity_slot(c, e);
    bool see = c->ev[e].kind == SE_SEE;
    bool first_at_once = see && c->ev[e].count == 1; /* lanes with lim < 0: sanity_sight */
    for (int l = 0; l < NH_LANES; l++) {
        if (see && L->s[l] <= L->lim[slot][l])
            continue; /* nothing drawn, nothing changed */
        if (first_at_once && L->lim[slot][l] < 0)
            continue;
        struct sanity_lane *x = &L->ex[l];
        x->s = L->s[l];
        x->timer = L->timer[l];
        if (slot >= 0) /* lim holds sigma; ex[].sigma is written only here */
            x->sigma[slot] = L->lim[slot][l] < 0 ? 0 : SAN_MAX - L->lim[slot][l];
        nh_pcg32 r = pcg32_lanes_get(g, l);
        sanity_event_lane(c, e, t, d, x, &r);
        pcg32_lanes_put(g, l, r);
        L->s[l] = x->s;
        L->timer[l] = x->timer;
        if (slot >= 0)
            L->lim[slot][l] = x->sigma[slot] ? SAN_MAX - x->sigma[slot] : -1;
    }
    if (first_at_once)
        first_sight(c, e, slot, d, L, g);
    sanity_event_post(c, e, d);
    enum sanity_event_kind k = c->ev[e].kind;
    if (k == SE_ANGEL || k == SE_LOST_NEW || k == SE_LOST_KNOWN || k == SE_NECRO_OK ||
        k == SE_KILL) /* the events that move the veil or insight */
        thresholds(c, d, L);
}

/* The first turn >= t on which an event acts, or end + 1. */
static int next_busy(const struct sanity_case *c, int t)
{
    int busy = c->end + 1;
    for (int e = 0; e < c->nev; e++) {
        const struct sanity_event *v = &c->ev[e];
        int last = sanity_event_is_encounter(v->kind) ? v->turn + v->turns - 1 : v->turn;
        int first = v->turn > t ? v->turn : t;
        if (last >= t && first < busy)
            busy = first;
    }
    return busy;
}

/* The quiet turns a+1..b, in runs that end at the checkpoints and before
 * recover_from, so that each run either counts for recovery or not. */
static void jump_quiet_turns(const struct sanity_case *c, struct lanes *L, int a, int b,
                             int *next_check)
{
    while (a < b) {
        int stop = b;
        if (*next_check < c->ncheck && c->checkpoint[*next_check] < stop)
            stop = c->checkpoint[*next_check];
        if (c->recover_from - 1 > a && c->recover_from - 1 < stop)
            stop = c->recover_from - 1;
        if (a + 1 >= c->recover_from)
            sanity_recover_jump(L->rec, L->s, L->r, a, stop, c->end + 1, c->target);
        sanity_quiet_jump(L->s, L->timer, L->r, a, stop);
        while (*next_check < c->ncheck && c->checkpoint[*next_check] == stop) {
            memcpy(L->at[*next_check], L->s, sizeof L->s);
            (*next_check)++;
        }
        a = stop;
    }
}

/* The last turn w >= t such that only sightings (SE_SEE) act on t..w, or t - 1; with the least
 * lim of those sightings by lane in L->minlim, and the last turn of t..w on which one acts in
 * *see_last (the turns after it are quiet). */
static int see_run_end(const struct sanity_case *c, int t, struct lanes *L, int *see_last)
{
    int w = c->end;
    for (int e = 0; e < c->nev; e++) {
        const struct sanity_event *v = &c->ev[e];
        int last = sanity_event_is_encounter(v->kind) ? v->turn + v->turns - 1 : v->turn;
        int first = v->turn > t ? v->turn : t;
        if (last >= t && v->kind != SE_SEE && first - 1 < w)
            w = first - 1;
    }
    if (w < t)
        return w;
    for (int l = 0; l < NH_LANES; l++)
        L->minlim[l] = SAN_MAX;
    *see_last = t;
    for (int e = 0; e < c->nev; e++) {
        const struct sanity_event *v = &c->ev[e];
        int last = v->turn + v->turns - 1;
        if (v->kind != SE_SEE || v->turn > w || last < t)
            continue;
        last = last < w ? last : w;
        *see_last = last > *see_last ? last : *see_last;
        const int32_t *lim = L->lim[sanity_slot(c, e)];
        for (int l = 0; l < NH_LANES; l++)
            L->minlim[l] = lim[l] < L->minlim[l] ? lim[l] : L->minlim[l];
    }
    return w;
}

/* Turns t..w on which only sightings act are quiet for every lane whose S stays within its
 * limits: S only regenerates in between, so S after the turn before the last sighting within
 * them is enough.  The last turn of t..w up to which every lane stays within (the largest such
 * run by halving), or t - 1. */
static int see_quiet_until(const struct sanity_case *c, int t, struct lanes *L)
{
    int see_last;
    int w = see_run_end(c, t, L, &see_last);
    if (w < t || sanity_any_above(L->s, L->r, L->minlim, t - 1, t - 1))
        return t - 1;
    if (!sanity_any_above(L->s, L->r, L->minlim, t - 1, see_last - 1))
        return w;
    int lo = t, hi = see_last; /* lo quiet, hi not */
    while (hi - lo > 1) {
        int mid = lo + (hi - lo) / 2;
        if (sanity_any_above(L->s, L->r, L->minlim, t - 1, mid - 1))
            hi = mid;
        else
            lo = mid;
    }
    return lo;
}

/* The sightings that act on t..w, passed over: their deterministic part (species seen,
 * madness given) is all that is left of them. */
static void see_post(const struct sanity_case *c, int t, int w, struct sanity_det *d)
{
    for (int e = 0; e < c->nev; e++) {
        const struct sanity_event *v = &c->ev[e];
        if (v->kind == SE_SEE && v->turn <= w && v->turn + v->turns - 1 >= t)
            sanity_event_post(c, e, d);
    }
}

static void run_batch(const struct sanity_case *c, struct lanes *L, nh_pcg32_lanes *g)
{
    struct sanity_det d;
    sanity_det_init(c, &d);
    memset(L->ex, 0, sizeof L->ex);
    memset(L->sight_onsets, 0, sizeof L->sight_onsets);
    memset(L->sight_mad, 0, (size_t)c->nev * sizeof L->sight_mad[0]);
    L->random_insight = sanity_xins_max(c) > 0;
    for (int l = 0; l < NH_LANES; l++) {
        L->s[l] = c->hero.sanity;
        L->timer[l] = 0;
        L->rec[l] = c->end + 1;
    }
    for (int e = 0; e < c->nev; e++) {
        int slot = sanity_slot(c, e);
        if (slot >= 0)
            for (int l = 0; l < NH_LANES; l++)
                L->lim[slot][l] = -1;
    }
    thresholds(c, &d, L);
    int next_check = 0;
    for (int t = c->hero.turn0 + 1; t <= c->end; t++) {
        for (;;) { /* quiet turns, then sightings that draw nothing, as long as there are */
            int busy = next_busy(c, t);
            if (busy > t) {
                jump_quiet_turns(c, L, t - 1, busy - 1, &next_check);
                t = busy;
                if (t > c->end)
                    return;
            }
            int w = see_quiet_until(c, t, L);
            if (w < t)
                break;
            jump_quiet_turns(c, L, t - 1, w, &next_check);
            see_post(c, t, w, &d);
            t = w + 1;
            if (t > c->end)
                return;
        }
        for (int e = 0; e < c->nev; e++)
            if (sanity_event_is_encounter(c->ev[e].kind) && sanity_event_on(c, e, t))
                run_event(c, e, t, &d, L, g);
        if (L->uniform)
            sanity_quiet_step(L->s, L->timer, L->r0, t % 10 == 0, t % 32 == 0, t % 100 == 0);
        else
            sanity_quiet_step_lanes(L->s, L->timer, L->r, t % 10 == 0, t % 32 == 0, t % 100 == 0);
        for (int e = 0; e < c->nev; e++)
            if (!sanity_event_is_encounter(c->ev[e].kind) && sanity_event_on(c, e, t))
                run_event(c, e, t, &d, L, g);
        if (t >= c->recover_from)
            sanity_record_recover(L->rec, L->s, t, c->end + 1, c->target);
        while (next_check < c->ncheck && c->checkpoint[next_check] == t) {
            memcpy(L->at[next_check], L->s, sizeof L->s);
            next_check++;
        }
    }
}

/* `count` outcomes of value v in histogram h at once: tally_add's cell. */
static void tally_add_count(struct nh_tally *t, size_t h, int32_t v, uint64_t count)
{
    t->counts[t->start[h] + (size_t)(v - t->lo[h])] += count;
}

/* The first n lanes' outcomes into the histograms, as sanity_tally_add adds one outcome, a
 * histogram at a time.  The common values of the onsets (none) and of the events' 0/1
 * histograms are counted and added once: increments of one cell in a row wait on each other. */
static void tally_lanes(struct nh_tally *t, const struct sanity_case *c, const struct lanes *L,
                        int n)
{
    for (int l = 0; l < n; l++)
        tally_add(t, SH_END, L->s[l]);
    for (int l = 0; l < n; l++)
        tally_add(t, SH_RECOVER, L->rec[l]);
    uint64_t none = 0;
    for (int l = 0; l < n; l++) {
        int k = L->ex[l].onsets + L->sight_onsets[l];
        none += k == 0;
        if (k > 0)
            tally_add(t, SH_ONSETS, k < SAN_ONSETS_MAX ? k : SAN_ONSETS_MAX);
    }
    tally_add_count(t, SH_ONSETS, 0, none);
    for (int i = 0; i < c->ncheck; i++)
        for (int l = 0; l < n; l++)
            tally_add(t, sanity_hist_checkpoint(i), L->at[i][l]);
    for (int e = 0; e < c->nev; e++) {
        uint64_t ones = 0;
        for (int l = 0; l < n; l++)
            ones += L->ex[l].ev_mad[e] | L->sight_mad[e][l];
        tally_add_count(t, sanity_hist_event(c, e), 0, (uint64_t)n - ones);
        tally_add_count(t, sanity_hist_event(c, e), 1, ones);
    }
}

void sanity_run_block(const struct sanity_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                      struct nh_tally *t)
{
    uint64_t key = sanity_case_key(c);
    static _Thread_local struct lanes L; /* about 70 kB: off the stack */
    nh_pcg32_lanes g;
    L.sight_e = -1;
    for (uint32_t done = 0; done < ntrials; done += NH_LANES) {
        uint32_t left = ntrials - done;
        pcg32_lanes_seed(&g, seed, key, block, done);
        run_batch(c, &L, &g);
        tally_lanes(t, c, &L, left < NH_LANES ? (int)left : NH_LANES);
    }
}
