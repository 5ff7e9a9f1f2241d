/* regen_kernel_starts: the start counters of a chunk's trials
 * (regen_kernel.c): from each trial's phase word, or from a fixed turn,
 * the turns to its next heal (FIQHack: extra) turn, turn 0 mod 20 and
 * overexertion turn, packed a word a trial.
 */
#include <stdbool.h>
#include <stdint.h>

#include "kinds/regen/regen_kernel_lanes.h"
#include "nhmc/simd.h"

static ALWAYS_INLINE void start_from(const struct plan *restrict p, struct start_masks m,
                                     struct starts *restrict s, int j, int32_t rh, int32_t r20,
                                     int32_t ro, int32_t r100)
{
    int32_t y = mod_small(r100 * p->rho, p->div100);
    int32_t gap = fiq_gap(p->fiq_m, p->rho, y);
    int32_t ch = (gap & m.fiq) | ((p->w_h - rh) & ~m.fiq);
    int32_t fy = (y + gap * p->rho - 100) & m.fiq;
    s->x[j] = (uint32_t)ch | (uint32_t)(20 - r20) << 8 | (uint32_t)(p->w_o - ro) << 13 |
              (uint32_t)fy << 18;
}

/* Trials j0 .. j0 + NH_LANES - 1 from their phase words (all NH_LANES:
 * a compile-time trip count for the vectoriser; entries past the chunk's
 * trials are never read), computing only the counters the plan uses (fiq,
 * poly and over are constants in each instance). */
static ALWAYS_INLINE void starts_body(const struct plan *restrict p, struct starts *restrict s,
                                      int j0, const uint32_t *restrict words, bool fiq, bool poly,
                                      bool over)
{
    const struct start_masks m = start_masks_of(p);
    for (int i = 0; i < NH_LANES; i++) {
        int32_t t0 = random_turn(words[i]);
        start_from(p, m, s, j0 + i, fiq ? 0 : mod_small(t0, p->div_h),
                   poly ? mod_small(t0, p->div20) : 0, over ? mod_small(t0, p->div_o) : 0,
                   fiq ? mod_small(t0 + 1, p->div100) : 0);
    }
}

typedef void (*starts_fn)(const struct plan *restrict p, struct starts *restrict s, int j0,
                          const uint32_t *restrict words);

#define STARTS_FN(name, fiq, poly, over)                                                           \
    NH_TARGET_CLONES                                                                               \
    static void name(const struct plan *restrict p, struct starts *restrict s, int j0,             \
                     const uint32_t *restrict words)                                               \
    {                                                                                              \
        starts_body(p, s, j0, words, fiq, poly, over);                                             \
    }

STARTS_FN(starts_000, false, false, false)
STARTS_FN(starts_001, false, false, true)
STARTS_FN(starts_010, false, true, false)
STARTS_FN(starts_011, false, true, true)
STARTS_FN(starts_100, true, false, false)
STARTS_FN(starts_101, true, false, true)
STARTS_FN(starts_110, true, true, false)
STARTS_FN(starts_111, true, true, true)

void regen_starts_random(const struct plan *p, struct starts *s, int j0, const uint32_t *words)
{
    static const starts_fn fns[8] = {starts_000, starts_001, starts_010, starts_011,
                                     starts_100, starts_101, starts_110, starts_111};
    fns[(p->hk == HK_FIQ) * 4 + p->poly * 2 + (p->ek == EK_OVER)](p, s, j0, words);
}

/* Trial j from turn t0 >= 1 (any size). */
void regen_start_turn(const struct plan *p, struct starts *s, int j, int64_t t0)
{
    start_from(p, start_masks_of(p), s, j, (int32_t)(t0 % p->w_h), (int32_t)(t0 % 20),
               (int32_t)(t0 % p->w_o), (int32_t)((t0 + 1) % 100));
}

/* Trials j0 .. j1 - 1 start as trial j. */
void regen_copy_start(struct starts *s, int j, int j0, int j1)
{
    for (int i = j0; i < j1; i++)
        s->x[i] = s->x[j];
}
