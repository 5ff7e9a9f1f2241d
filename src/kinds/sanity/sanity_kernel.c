/* sanity kernel: NH_LANES timelines at a time (sanity.h).
 *
 * What is deterministic in time (veil, insight, drunkenness, madness flag,
 * which species were seen: struct sanity_det) is held once for the batch;
 * each lane holds S and the temporary-madness timer in structure-of-arrays
 * form, and its per-species stress and madness counts beside them.
 *
 * Most turns of a timeline are quiet: the timer counts down and sanity
 * regenerates, with no draw (docs/rules.md, Sanity regeneration).  Those steps, and the
 * checkpoint and recovery records, are loops over all lanes with no calls
 * and no data-dependent branches, so they vectorise.  The turns with an
 * event (encounters and actions) run the shared rule code lane by lane
 * (sanity_event_lane) on the lane's own generator, in the game's draw
 * order: each lane then draws exactly what the reference trial draws from
 * the same stream, so kernel and trial agree outcome for outcome
 * (tests/test_sanity.c).
 *
 * Streams: every batch seeds its lanes from (seed, case key, block, index
 * of the trial in the block), as the grace kernel does.
 */
#include <string.h>

#include "kinds/sanity/sanity.h"
#include "nhmc/simd.h"

struct lanes {
    int32_t s[NH_LANES], timer[NH_LANES], rec[NH_LANES];
    int32_t r[NH_LANES]; /* R of each lane: insight can differ by lane (angel, Lost Names) */
    int32_t r0;          /* R of a lane with no insight gained at random */
    bool uniform;        /* every lane has r0 */
    int32_t at[SAN_CHECKPOINTS_MAX][NH_LANES];
    struct sanity_lane ex[NH_LANES]; /* stress, onsets; s and timer synced around events */
};

/* The increment of turn t: timers count down, regeneration (docs/rules.md, Sanity regeneration),
 * with one R for every lane (no lane has gained insight at random). */
NH_TARGET_CLONES
static void quiet_step(int32_t *restrict s, int32_t *restrict timer, int32_t r, int32_t m10,
                       int32_t m32, int32_t m100)
{
    int32_t on = r > 0;
    for (int l = 0; l < NH_LANES; l++) {
        int32_t tm = timer[l];
        timer[l] = tm - (tm > 0);
        int32_t v = s[l];
        int32_t gain = on & (((v < r) & m10) | ((v >= r) & (v < 2 * r) & m32) |
                             ((v >= 2 * r) & (v < 3 * r) & m100));
        v += gain;
        s[l] = v < SAN_MAX ? v : SAN_MAX;
    }
}

/* The same with R by lane. */
NH_TARGET_CLONES
static void quiet_step_lanes(int32_t *restrict s, int32_t *restrict timer,
                             const int32_t *restrict rs, int32_t m10, int32_t m32, int32_t m100)
{
    for (int l = 0; l < NH_LANES; l++) {
        int32_t tm = timer[l];
        timer[l] = tm - (tm > 0);
        int32_t v = s[l], r = rs[l], on = r > 0;
        int32_t gain = on & (((v < r) & m10) | ((v >= r) & (v < 2 * r) & m32) |
                             ((v >= 2 * r) & (v < 3 * r) & m100));
        v += gain;
        s[l] = v < SAN_MAX ? v : SAN_MAX;
    }
}

NH_TARGET_CLONES
static void record_recover(int32_t *restrict rec, const int32_t *restrict s, int32_t t,
                           int32_t never, int32_t target)
{
    for (int l = 0; l < NH_LANES; l++) {
        int32_t hit = (rec[l] == never) & (s[l] >= target);
        rec[l] = hit ? t : rec[l];
    }
}

/* R of every lane, after a change of the veil or of insight. */
static void thresholds(const struct sanity_case *c, const struct sanity_det *d, struct lanes *L)
{
    /* Most lanes have gained no insight at random: one R for them all. */
    int32_t r0 = sanity_det_threshold(c, d, 0);
    L->r0 = r0;
    L->uniform = true;
    for (int l = 0; l < NH_LANES; l++) {
        L->r[l] = L->ex[l].xins == 0 ? r0 : sanity_det_threshold(c, d, L->ex[l].xins);
        L->uniform = L->uniform && L->r[l] == r0;
    }
}

static void run_event(const struct sanity_case *c, int e, int t, struct sanity_det *d,
                      struct lanes *L, nh_pcg32_lanes *g)
{
    sanity_event_pre(c, e, d);
    for (int l = 0; l < NH_LANES; l++) {
        struct sanity_lane *x = &L->ex[l];
        x->s = L->s[l];
        x->timer = L->timer[l];
        nh_pcg32 r = pcg32_lanes_get(g, l);
        sanity_event_lane(c, e, t, d, x, &r);
        pcg32_lanes_put(g, l, r);
        L->s[l] = x->s;
        L->timer[l] = x->timer;
    }
    sanity_event_post(c, e, d);
    enum sanity_event_kind k = c->ev[e].kind;
    if (k == SE_ANGEL || k == SE_LOST_NEW || k == SE_LOST_KNOWN || k == SE_NECRO_OK ||
        k == SE_KILL) /* the events that move the veil or insight */
        thresholds(c, d, L);
}

static void run_batch(const struct sanity_case *c, struct lanes *L, nh_pcg32_lanes *g)
{
    struct sanity_det d;
    sanity_det_init(c, &d);
    memset(L->ex, 0, sizeof L->ex);
    for (int l = 0; l < NH_LANES; l++) {
        L->s[l] = c->hero.sanity;
        L->timer[l] = 0;
        L->rec[l] = c->end + 1;
    }
    thresholds(c, &d, L);
    int next_check = 0;
    for (int t = c->hero.turn0 + 1; t <= c->end; t++) {
        for (int e = 0; e < c->nev; e++)
            if (sanity_event_is_encounter(c->ev[e].kind) && sanity_event_on(c, e, t))
                run_event(c, e, t, &d, L, g);
        if (L->uniform)
            quiet_step(L->s, L->timer, L->r0, t % 10 == 0, t % 32 == 0, t % 100 == 0);
        else
            quiet_step_lanes(L->s, L->timer, L->r, t % 10 == 0, t % 32 == 0, t % 100 == 0);
        for (int e = 0; e < c->nev; e++)
            if (!sanity_event_is_encounter(c->ev[e].kind) && sanity_event_on(c, e, t))
                run_event(c, e, t, &d, L, g);
        if (t >= c->recover_from)
            record_recover(L->rec, L->s, t, c->end + 1, c->target);
        while (next_check < c->ncheck && c->checkpoint[next_check] == t) {
            memcpy(L->at[next_check], L->s, sizeof L->s);
            next_check++;
        }
    }
}

static void tally_lanes(struct nh_tally *t, const struct sanity_case *c, const struct lanes *L,
                        int n)
{
    for (int l = 0; l < n; l++) {
        struct sanity_outcome o;
        memset(&o, 0, sizeof o);
        for (int i = 0; i < c->ncheck; i++)
            o.s_at[i] = L->at[i][l];
        o.s_end = L->s[l];
        o.recover_turn = L->rec[l];
        o.onsets = L->ex[l].onsets;
        memcpy(o.ev_mad, L->ex[l].ev_mad, sizeof o.ev_mad);
        sanity_tally_add(t, c, &o);
    }
}

void sanity_run_block(const struct sanity_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                      struct nh_tally *t)
{
    uint64_t key = sanity_case_key(c);
    static _Thread_local struct lanes L; /* about 70 kB: off the stack */
    nh_pcg32_lanes g;
    for (uint32_t done = 0; done < ntrials; done += NH_LANES) {
        uint32_t left = ntrials - done;
        pcg32_lanes_seed(&g, seed, key, block, done);
        run_batch(c, &L, &g);
        tally_lanes(t, c, &L, left < NH_LANES ? (int)left : NH_LANES);
    }
}
