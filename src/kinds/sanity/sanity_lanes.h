/* sanity_lanes: the sanity kernel's loops over all NH_LANES lanes (sanity_kernel.c), each
 * with no calls and no data-dependent branches, so that they vectorise; compiled for every
 * NH_TARGET_CLONES path.  Private to the kernel: src/kinds/sanity/sanity_lanes.c, and the first
 * sighting in src/kinds/sanity/sanity_sight.c. */
#ifndef NHMC_SANITY_LANES_H
#define NHMC_SANITY_LANES_H

#include <stdint.h>

#include "kinds/sanity/sanity_impl.h"

/* The increment of turn t, stepped: timers count down, S regenerates (docs/rules.md, Sanity
 * regeneration) with one R for every lane, or R by lane; m10, m32, m100 whether t is a multiple
 * of 10, 32, 100. */
void sanity_quiet_step(int32_t *restrict s, int32_t *restrict timer, int32_t r, int32_t m10,
                       int32_t m32, int32_t m100);
void sanity_quiet_step_lanes(int32_t *restrict s, int32_t *restrict timer,
                             const int32_t *restrict rs, int32_t m10, int32_t m32, int32_t m100);
/* A lane not yet recovered (rec == never) with S >= target records turn t. */
void sanity_record_recover(int32_t *restrict rec, const int32_t *restrict s, int32_t t,
                           int32_t never, int32_t target);

/* The quiet turns a+1..b at once, R by lane, by the closed form of the regeneration tiers:
 * timers count down, S regenerates, as many gains as the steps would make, on the same turns. */
void sanity_quiet_jump(int32_t *restrict s, int32_t *restrict timer, const int32_t *restrict rs,
                       int32_t a, int32_t b);
/* Before sanity_quiet_jump over a+1..b, when every turn of it counts for recovery: a lane not
 * yet recovered records the turn its S reaches the target. */
void sanity_recover_jump(int32_t *restrict rec, const int32_t *restrict s,
                         const int32_t *restrict rs, int32_t a, int32_t b, int32_t never,
                         int32_t target);
/* Whether some lane's S after the quiet turns a+1..b would be above its lim. */
int32_t sanity_any_above(const int32_t *restrict s, const int32_t *restrict rs,
                         const int32_t *restrict lim, int32_t a, int32_t b);

/* S = s_map[S] in every lane (an action with no draw, as a map of S). */
void sanity_map_lanes(int32_t *restrict s, const int32_t *restrict s_map);
/* onsets += started, mad |= started, by lane. */
void sanity_add_started(int32_t *restrict onsets, uint8_t *restrict mad,
                        const int32_t *restrict started);

/* The first sighting of event e (SE_SEE, count 1) in every lane at once
 * (src/kinds/sanity/sanity_sight.c): the rule's constants for the event, taken from the rule
 * functions with the deterministic state d. */
struct sanity_sight {
    int32_t draw_save, save_below;             /* no save draw with Nodensfork; rnd(30) < below */
    int32_t save_add, save_die, fail_die;      /* sanity_first_loss_dice */
    int32_t check, wis, floor, timer_blocks;   /* change_usanity's madness roll */
    int32_t star[SAN_MAX + 1], k[SAN_MAX + 1]; /* S* and the duration's k by S before the loss */
};
void sanity_sight_init(struct sanity_sight *f, const struct sanity_case *c, int e,
                       const struct sanity_det *d);
/* The lanes whose lim is < 0 (species unseen) see it: S, timer, lim = 100 - sigma and
 * started (1 if a temporary madness started) change, each lane's generator (state, inc) draws
 * what sanity_event_lane would; the other lanes are left as they are. */
void sanity_sight_lanes(const struct sanity_sight *restrict f, int32_t *restrict s,
                        int32_t *restrict timer, int32_t *restrict lim, int32_t *restrict started,
                        uint64_t *restrict state, const uint64_t *restrict inc);

#endif
