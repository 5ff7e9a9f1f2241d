/* regen_kernel_run: the lanes through a chunk's trials (regen_kernel.c):
 * each lane's slot and generator, the steps, and the scalar pass that
 * tallies the trials that ended, starts their lanes' next ones, and moves
 * the live lanes into the first slots.
 */
#include <stdbool.h>
#include <stdint.h>

#include "kinds/regen/regen_kernel_lanes.h"
#include "nhmc/rng.h"
#include "nhmc/simd.h"
#include "nhmc/tally.h"

/* The index of the lowest set bit of m != 0. */
static int lowest_bit64(uint64_t m)
{
#if defined(__GNUC__)
    return __builtin_ctzll(m);
#else
    int b = 0;
    while (!(m & 1u)) {
        m >>= 1;
        b++;
    }
    return b;
#endif
}

/* Start the next trial of the lane in slot l. */
/* What starting a trial needs of the plan, as values: the scalar pass
 * keeps them in registers (the plan's fields could alias its stores). */
struct restart {
    int32_t hp, mh;
    struct start_masks m;
};

static inline struct restart restart_of(const struct plan *p)
{
    struct restart r = {p->start_hp, p->start_mh, start_masks_of(p)};
    return r;
}

static inline void start_trial(struct lanes *S, struct restart r, const struct starts *st, int l)
{
    uint32_t j = S->next[l];
    j = j < NH_BLOCK_TRIALS ? j : 0; /* past a lane's last trial: never run */
    uint32_t x = st->x[j];
    S->next[l] += NH_LANES;
    S->hp[l] = r.hp;
    S->k[l] = 0;
    S->ch[l] = start_ch(r.m, x);
    if (r.m.poly) {
        S->mh[l] = r.mh;
        S->c20[l] = start_c20(r.m, x);
    }
    if (r.m.over) {
        S->hl[l] = 0;
        S->co[l] = start_co(r.m, x);
    }
    if (r.m.fiq)
        S->fy[l] = start_fy(x);
}

/* Lanes 0 .. n - 1 (n = min(ntrials, NH_LANES)) take the trials of the
 * starts, trial j in lane j % NH_LANES, each in its own slot and with its
 * generator from L.  Returns n. */
NH_TARGET_CLONES
static int setup_lanes(struct lanes *restrict S, const nh_pcg32_lanes *restrict L,
                       const struct plan *restrict p, const struct starts *restrict st,
                       uint32_t ntrials)
{
    const struct start_masks m = start_masks_of(p);
    int n = ntrials < NH_LANES ? (int)ntrials : NH_LANES;
    uint32_t per = ntrials / NH_LANES, extra = ntrials % NH_LANES;
    for (int i = 0; i < (n + COLS - 1) / COLS; i++) { /* the rows ever stepped */
        for (int j = 0; j < COLS; j++) {
            int l = COLS * i + j;
            int32_t on = -(int32_t)(l < n); /* slots past n: never run */
            S->id[l] = l;
            S->state[l] = L->state[l];
            S->inc[l] = L->inc[l];
            S->live[l] = on;
            S->left[l] = (per + ((uint32_t)l < extra) - 1) & (uint32_t)on;
            S->next[l] = (uint32_t)l + NH_LANES;
            S->hp[l] = p->start_hp;
            S->mh[l] = p->start_mh;
            S->hl[l] = S->k[l] = 0;
            uint32_t x = st->x[l];
            S->ch[l] = start_ch(m, x);
            S->c20[l] = start_c20(m, x);
            S->co[l] = start_co(m, x);
            S->fy[l] = start_fy(x);
        }
    }
    return n;
}

/* Move the lane in slot `from` to slot `to` (dead), leaving `from` dead:
 * the fields the plan uses. */
static void move_lane(struct lanes *S, struct start_masks m, int from, int to)
{
    S->hp[to] = S->hp[from];
    S->k[to] = S->k[from];
    S->ch[to] = S->ch[from];
    if (m.poly) {
        S->mh[to] = S->mh[from];
        S->c20[to] = S->c20[from];
    }
    if (m.over) {
        S->hl[to] = S->hl[from];
        S->co[to] = S->co[from];
    }
    if (m.fiq)
        S->fy[to] = S->fy[from];
    S->live[to] = S->live[from];
    S->left[to] = S->left[from];
    S->next[to] = S->next[from];
    S->id[to] = S->id[from];
    S->state[to] = S->state[from];
    S->inc[to] = S->inc[from];
    S->live[from] = 0;
}

/* The words of the slots of the first `rows` rows: one PCG32 output each
 * (rows of a compile-time width, so GCC's cheap -O2 vectoriser takes it). */
NH_TARGET_CLONES
static void draw_words(uint64_t *restrict state, const uint64_t *restrict inc, uint32_t *restrict w,
                       int rows)
{
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < COLS; j++) {
            int l = COLS * i + j;
            uint64_t s = state[l];
            state[l] = s * NH_PCG32_MULT + inc[l];
            w[l] = pcg32_output(s);
        }
    }
}

/* Step the lanes (slots 0 .. n - 1, all live) until every trial has ended:
 * a lane whose trial ends tallies its outcome into t (or, with a table,
 * stores it at table[trial]) and starts its next trial if it has one; a
 * lane with none left gives its generator back to L, and the last live
 * slot moves into its place, so the live lanes stay the first slots and a
 * row of dead lanes is never stepped.  simple: a case counting turns to an
 * HP target, unpolymorphed, below Strained, not FIQHack, tallied (the
 * scalar pass's branches on these then go). */
static ALWAYS_INLINE void run_body(struct lanes *S, nh_pcg32_lanes *L, const struct plan *p,
                                   const struct starts *st, int n, struct nh_tally *t,
                                   int32_t *table, bool simple)
{
    static const uint32_t none[NH_LANES]; /* the words of a case without draws */
    step_fn step = regen_pick_step(p);
    uint32_t w[NH_LANES], ended[COLS];
    int dead[NH_LANES];
    uint64_t *hist = table ? NULL : tally_hist(t, 0);
    /* Read once: the compiler cannot tell the stores below from them. */
    const int32_t lo = table ? 0 : t->lo[0], target = p->target, censored = p->kmax + 1;
    const bool track_mh = !simple && p->track_m != 0, measure_hp = !simple && p->measure_hp;
    const bool draws = p->draws;
    struct restart r = restart_of(p);
    if (simple) {
        r.m.poly = r.m.over = r.m.fiq = 0;
        table = NULL;
    }
    while (n > 0) {
        int rows = (n + COLS - 1) / COLS;
        if (draws)
            draw_words(S->state, S->inc, w, rows);
        if (!step(S, p, draws ? w : none, rows, ended))
            continue;
        /* The ended lanes, with no branch on the data but the loop's exit
         * (four columns to a word: fewer exits to mispredict): bit b of
         * word q is slot COLS (b % ROWS) + QCOLS q + b / ROWS. */
        uint64_t m[COLS / QCOLS];
        unsigned words = 0;
        for (int q = 0; q < COLS / QCOLS; q++) {
            m[q] = 0;
            for (int i = 0; i < QCOLS; i++)
                m[q] |= (uint64_t)ended[QCOLS * q + i] << (ROWS * i);
            words |= (unsigned)(m[q] != 0) << q;
        }
        int ndead = 0;
        while (words) {
            int q = lowest_bit64(words), b = lowest_bit64(m[q]);
            m[q] &= m[q] - 1;
            words &= ~((unsigned)(m[q] == 0) << q);
            int l = COLS * (b % ROWS) + QCOLS * q + b / ROWS;
            int32_t pool = track_mh ? S->mh[l] : S->hp[l];
            int32_t v = measure_hp ? pool : pool >= target ? S->k[l] : censored;
            if (table) /* by trial: its start's index, NH_LANES before its lane's next */
                table[S->next[l] - NH_LANES] = v;
            else
                hist[v - lo]++;
            /* Its next trial, or (none left) its death: the generator goes
             * home, and a dead trial's start is never run. */
            uint32_t more = S->left[l] != 0;
            S->left[l] -= more;
            S->live[l] = -(int32_t)more;
            L->state[S->id[l]] = S->state[l];
            dead[ndead] = l;
            ndead += !more;
            start_trial(S, r, st, l);
        }
        for (int d = 0; d < ndead; d++) {
            while (n > 0 && !S->live[n - 1])
                n--;
            if (dead[d] < n)
                move_lane(S, r.m, --n, dead[d]);
        }
    }
}

void regen_run_lanes(struct lanes *S, nh_pcg32_lanes *L, const struct plan *p,
                     const struct starts *st, uint32_t ntrials, struct nh_tally *t, int32_t *table)
{
    int n = setup_lanes(S, L, p, st, ntrials);
    if (!p->poly && p->ek != EK_OVER && p->hk != HK_FIQ && !p->measure_hp && !table)
        run_body(S, L, p, st, n, t, NULL, true);
    else
        run_body(S, L, p, st, n, t, table, false);
}
