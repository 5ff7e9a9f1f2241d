/* regen_exact: the exact distribution of a regen case (regen_impl.h; docs/rules.md,
 * Regeneration; Overexertion and refused moves).
 *
 * The design: docs/kernels.md, "The regen exact model".
 *
 * Files.  regen_exact_setup.c sets up a case's draws and state ranges (and
 * refuses the cases that can never reach their target), regen_exact_dp.c steps a start phase, and
 * this file runs the phases and turns their mass into the answer; what they share is in
 * regen_exact_dp.h. */
#include "kinds/regen/regen_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kinds/regen/regen_exact_dp.h"
#include "nhmc/pmf.h"

static void dp_free(struct dp *d)
{
    free(d->count);
    free(d->slot);
    free(d->cur);
    free(d->nxt);
    free(d->snap);
    free(d->acc);
}

/* The pmf of acc[lo..n-1], trimmed. */
static int acc_to_pmf(const struct dp *d, size_t n, struct nh_pmf *f)
{
    if (pmf_init_zero(f, 0, n) != 0)
        return -1;
    memcpy(f->p, d->acc, n * sizeof *f->p);
    pmf_trim(f);
    return 0;
}

static int fail_empty(struct nh_pmf *f)
{
    f->lo = 0;
    f->n = 0;
    f->p = NULL;
    return -1;
}

int regen_exact_pmf(const struct regen_case *c, struct nh_pmf *f, char *err, size_t errlen)
{
    if (regen_case_check(c, err, errlen) != 0)
        return fail_empty(f);
    if (c->measure != NH_REGEN_TURNS && c->measure != NH_REGEN_HP) {
        snprintf(err, errlen,
                 "the exact distribution is of the turns to a target or the HP after some "
                 "turns; expected one of those measures");
        return fail_empty(f);
    }
    struct dp d;
    memset(&d, 0, sizeof d);
    d.c = c;
    d.turns = c->measure == NH_REGEN_TURNS;
    d.box = d.snap_box = empty_box;

    struct regen_state s0 = regen_start(c);
    if (d.turns && regen_tracked(c, &s0) >= c->target) {
        if (pmf_init_const(f, 0) != 0) {
            snprintf(err, errlen, "out of memory");
            return fail_empty(f);
        }
        return 0;
    }
    if (regen_exact_setup(&d, err, errlen) != 0)
        return fail_empty(f);

    int period = regen_case_period(c);
    int64_t repeat = (int64_t)period * ((REPEAT_STEPS + period - 1) / period);
    int nphase = c->turn_random ? period : 1;
    long double weight = 1.0L / nphase;
    d.cur = calloc(d.n, sizeof *d.cur);
    d.nxt = calloc(d.n, sizeof *d.nxt);
    d.snap = malloc(d.n * sizeof *d.snap);
    if (!d.turns) {
        d.acc_n = (size_t)(c->pw_spent ? c->pw : c->track_mh ? c->mhmax : c->maxhp) + 1;
        d.acc = calloc(d.acc_n, sizeof *d.acc);
    }
    /* The transitions depend on t only through t mod period: cache them
     * when the table of lists is not too large (else build every time). */
    d.period = period;
    d.per = d.natt * d.nheal;
    uint64_t keys = (uint64_t)period * d.n;
    if (keys * (uint64_t)d.per * sizeof *d.slot <= CACHE_BYTES) {
        d.slot = malloc(keys * (size_t)d.per * sizeof *d.slot);
        d.count = malloc(keys);
        if (d.count)
            memset(d.count, UINT8_MAX, keys);
        if (!d.slot || !d.count) {
            free(d.slot);
            free(d.count);
            d.slot = NULL;
            d.count = NULL;
        }
    }
    if (!d.cur || !d.nxt || !d.snap || (!d.turns && !d.acc)) {
        dp_free(&d);
        snprintf(err, errlen, "out of memory");
        return fail_empty(f);
    }

    long double never = 0, limit = 0;
    int64_t never_at = 0;
    bool cut_short = false;
    for (int p = 0; p < nphase; p++) {
        int64_t t0 = c->turn_random ? p + 1 : c->turn;
        if (!d.turns) {
            if (regen_exact_phase_hp(&d, t0, weight, repeat, err, errlen) != 0) {
                dp_free(&d);
                return fail_empty(f);
            }
            continue;
        }
        struct phase_result r = {END_DONE, 0, 0};
        if (regen_exact_phase_turns(&d, t0, weight, repeat, &r, err, errlen) != 0) {
            dp_free(&d);
            return fail_empty(f);
        }
        if (r.end == END_NEVER) {
            never += r.left * weight;
            never_at = r.steps > never_at ? r.steps : never_at;
        } else if (r.end == END_LIMIT) {
            limit += r.left * weight;
            if (limit > LEFT_MAX && p + 1 < nphase) {
                /* Each further phase would run to max_turns too. */
                cut_short = true;
                break;
            }
        }
    }

    if (never > LEFT_MAX) {
        const char *hint = "";
        if (c->enc >= NH_ENC_STRESSED && !regen_can_regen(c) && moves_always(c))
            hint = "; Stressed or worse and always moving, the hero regenerates only while "
                   "a move is refused (below 10 HP, 5 mh polymorphed, and not full: "
                   "docs/rules.md, Overexertion and refused moves)";
        if (c->variant == NH_VDNH && !regen_dnh_incantifier(c) &&
            regen_dnh_rate(c, false, c->hp, regen_dnh_asleep(c)) <= 0)
            hint = "; this dNetHack hero does not regenerate (a clockwork automaton, an "
                   "android awake, or anyone in the Valley of the Dead: docs/rules.md, "
                   "dNetHack regeneration)";
        if (c->variant == NH_VDNH && regen_dnh_incantifier(c))
            hint = "; an incantifier heals only by spending Pw (docs/rules.md, dNetHack "
                   "regeneration), and its Pw runs out first";
        snprintf(err, errlen,
                 "the target %d is never reached with probability %.3Lg: the trial settles "
                 "below it, repeating every %lld turns (seen by step %lld)%s; expected a "
                 "target the case can reach",
                 c->target, never, (long long)repeat, (long long)never_at, hint);
        dp_free(&d);
        return fail_empty(f);
    }
    if (never + limit > LEFT_MAX) {
        snprintf(err, errlen,
                 "the target is not reached within %lld turns with probability %.2Lg%s; "
                 "expected all trials to reach it (raise max_turns)",
                 (long long)c->max_turns, never + limit, cut_short ? " or more" : "");
        dp_free(&d);
        return fail_empty(f);
    }

    size_t n = d.acc_n;
    if (d.turns)
        while (n > 0 && d.acc[n - 1] == 0)
            n--;
    int st = n > 0 ? acc_to_pmf(&d, n, f) : -1;
    dp_free(&d);
    if (st != 0) {
        snprintf(err, errlen, n > 0 ? "out of memory" : "internal error: no probability left");
        return fail_empty(f);
    }
    return 0;
}
