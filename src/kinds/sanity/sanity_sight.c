/* sanity_sight: the first sighting of a species, all lanes at once, for
 * the kernel (sanity_kernel.c).
 *
 * A first sighting (see() in sanity_trial.c, count 1) is the save, the
 * loss die and, for a hostile monster, change_usanity's madness roll
 * (sanity_first_loss, sanity_change; docs/rules.md, Sanity loss from
 * monsters; Sanity changes and temporary madness).  Each draw is taken
 * from a lane's generator only where the lane draws it in the game's order
 * (a masked step), so every lane draws what the reference trial draws; the
 * rule's constants (the loss dice, S* and the duration's k by S) come from
 * the rule functions once per event, so the loop has no calls and no
 * data-dependent branches, and vectorises.
 */
#include "kinds/sanity/sanity_lanes.h"
#include "nhmc/simd.h"

/* Each loop is a static NH_TARGET_CLONES function behind a plain extern one:
 * GCC and clang agree on a multiversioned function only within its file
 * (clang leaves a call from another file to a symbol it never defines). */

void sanity_sight_init(struct sanity_sight *f, const struct sanity_case *c, int e,
                       const struct sanity_det *d)
{
    const struct sanity_hero *h = &c->hero;
    const struct sanity_event *v = &c->ev[e];
    struct sanity_loss_dice k = sanity_first_loss_dice(v->species, h->xl);
    struct sanity_mind m = sanity_det_mind(c, d);
    f->draw_save = !h->nodensfork;
    f->save_below = h->wis + h->narya;
    f->save_add = k.save_add, f->save_die = k.save_die, f->fail_die = k.fail_die;
    f->check = v->hostile;
    f->wis = m.wis < 1 ? 1 : m.wis; /* dNH's rn2(x <= 0) is rn2(1) */
    f->floor = sanity_clamp(-SAN_MAX, m.mad);
    f->timer_blocks = !(m.ct && !m.nm); /* a running madness blocks unless blockable CT */
    for (int s = 0; s <= SAN_MAX; s++) {
        f->star[s] = sanity_star(s, m.ct, m.nm);
        f->k[s] = sanity_madness_k(s, m.ct, m.nm);
    }
}

/* One output of a lane's generator if take (0 or 1), its state stepped; else 0 and the state
 * kept.  Masks, not selects: GCC 12 does not vectorise a select of 64-bit values on a 32-bit
 * condition.  The counting build counts only the outputs taken. */
static inline uint32_t draw_if(int32_t take, uint64_t *st, uint64_t inc)
{
    uint64_t old = *st;
#ifdef NHMC_COUNT_DRAWS
    *st = take ? old * NH_PCG32_MULT + inc : old;
    return take ? pcg32_output(old) : 0;
#else
    uint64_t keep = (uint64_t)(uint32_t)take - 1; /* all ones when not taken */
    *st = ((old * NH_PCG32_MULT + inc) & ~keep) | (old & keep);
    return pcg32_output(old) & (uint32_t)-take;
#endif
}

NH_TARGET_CLONES
static void sight_lanes_clones(const struct sanity_sight *restrict f, int32_t *restrict s,
                               int32_t *restrict timer, int32_t *restrict lim,
                               int32_t *restrict started, uint64_t *restrict state,
                               const uint64_t *restrict inc)
{
    for (int l = 0; l < NH_LANES; l++) {
        int32_t first = lim[l] < 0, s0 = s[l];
        uint64_t st = state[l], in = inc[l];
        /* the save: rnd(30) < Wis + Narya, no draw with Nodensfork */
        uint32_t u = draw_if(first & f->draw_save, &st, in);
        int32_t save = !f->draw_save | ((int32_t)nh_bounded(u, 30) + 1 < f->save_below);
        /* the loss die */
        u = draw_if(first, &st, in);
        int32_t loss = save ? f->save_add + (int32_t)nh_bounded(u, (uint32_t)f->save_die) + 1
                            : (int32_t)nh_bounded(u, (uint32_t)f->fail_die) + 1;
        int32_t v = s0 - loss;
        /* change_usanity(-loss, hostile): A = rn2(W) always, B = rn2(100) if the loss beats A
         * or a tenth of S, then the kind and the duration if B reaches S* and no madness runs */
        int32_t roll = first & f->check;
        u = draw_if(roll, &st, in);
        int32_t pass_a =
            roll & ((loss > (int32_t)nh_bounded(u, (uint32_t)f->wis)) | (loss >= s0 / 10));
        u = draw_if(pass_a, &st, in);
        int32_t go = pass_a & ((int32_t)nh_bounded(u, 100) >= f->star[s0]) &
                     !(f->timer_blocks & (timer[l] > 0));
        (void)draw_if(go, &st, in); /* the kind: all five alike here */
        uint32_t k = (uint32_t)f->k[s0];
        int32_t dur = 1 + (int32_t)nh_bounded(draw_if(go, &st, in), k) + 1;
        dur += (int32_t)nh_bounded(draw_if(go, &st, in), k) + 1;
        s[l] = first ? (v < f->floor ? f->floor : v) : s0;
        timer[l] = go ? dur : timer[l];
        started[l] = go;
        lim[l] = first ? SAN_MAX - loss : lim[l];
        state[l] = st;
    }
}

void sanity_sight_lanes(const struct sanity_sight *restrict f, int32_t *restrict s,
                        int32_t *restrict timer, int32_t *restrict lim, int32_t *restrict started,
                        uint64_t *restrict state, const uint64_t *restrict inc)
{
    sight_lanes_clones(f, s, timer, lim, started, state, inc);
}
