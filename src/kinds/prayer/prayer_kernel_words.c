/* prayer_kernel_words: a batch's words (prayer_kernel.c): each slot the
 * case reads, in every lane, after a step or a jump of the generator,
 * stored or summed at once into the max HP (a level gain) or the timeout
 * (a wish).
 */
#include <stdbool.h>
#include <stdint.h>

#include "kinds/prayer/prayer_kernel_lanes.h"
#include "nhmc/rng.h"
#include "nhmc/simd.h"

/* The words of one slot in every lane: the generator jumps (a, c) to the
 * slot (a = 1, c = 0: it is there already; a = NH_PCG32_MULT, c = 1: one
 * step) and the word is stored, or added at once as a level gain (the role
 * and race dice split from one word as src/kinds/levelup/levelup_kernel.c splits it) or
 * as a wish's rn1(100, 50).  The _step forms spare the multiply by c. */
static inline uint32_t gain_of_word(uint32_t u, uint32_t R, uint32_t A, int32_t base)
{
    uint32_t r = bounded16(u, R), idx = bounded16(u, R * A), a = idx - A * r;
    int32_t g = base + (int32_t)r + (int32_t)a;
    return (uint32_t)(g < 1 ? 1 : g);
}

NH_TARGET_CLONES
static void gen_jump(uint64_t *restrict st, const uint64_t *restrict inc, uint32_t *restrict out,
                     uint64_t a, uint64_t c)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = a * st[l] + c * inc[l];
        st[l] = s;
        out[l] = pcg32_output(s);
    }
}

NH_TARGET_CLONES
static void gen_step(uint64_t *restrict st, const uint64_t *restrict inc, uint32_t *restrict out)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = st[l] * NH_PCG32_MULT + inc[l];
        st[l] = s;
        out[l] = pcg32_output(s);
    }
}

NH_TARGET_CLONES
static void gen_gain_jump(uint64_t *restrict st, const uint64_t *restrict inc, int32_t *restrict hp,
                          uint64_t a, uint64_t c, uint32_t R, uint32_t A, int32_t base)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = a * st[l] + c * inc[l];
        st[l] = s;
        hp[l] += (int32_t)gain_of_word(pcg32_output(s), R, A, base);
    }
}

NH_TARGET_CLONES
static void gen_gain_step(uint64_t *restrict st, const uint64_t *restrict inc, int32_t *restrict hp,
                          uint32_t R, uint32_t A, int32_t base)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = st[l] * NH_PCG32_MULT + inc[l];
        st[l] = s;
        hp[l] += (int32_t)gain_of_word(pcg32_output(s), R, A, base);
    }
}

NH_TARGET_CLONES
static void gen_wish_jump(uint64_t *restrict st, const uint64_t *restrict inc, int32_t *restrict t0,
                          uint64_t a, uint64_t c)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = a * st[l] + c * inc[l];
        st[l] = s;
        t0[l] += 50 + (int32_t)bounded16(pcg32_output(s), 100);
    }
}

NH_TARGET_CLONES
static void gen_wish_step(uint64_t *restrict st, const uint64_t *restrict inc, int32_t *restrict t0)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = st[l] * NH_PCG32_MULT + inc[l];
        st[l] = s;
        t0[l] += 50 + (int32_t)bounded16(pcg32_output(s), 100);
    }
}

/* Every slot's words of a batch, the max HP and the timeout's wishes
 * summed on the way. */
void prayer_gen_words(const struct plan *p, nh_pcg32_lanes *lanes, struct batch *bt, bool first)
{
    for (int l = 0; l < L; l++) {
        bt->hp[l] = p->maxhp0;
        bt->t0[l] = p->t0_base;
    }
    for (int s = 0; s < p->nslots; s++) {
        uint64_t a = s == 0 && first ? p->ja_first : p->ja[s];
        uint64_t c = s == 0 && first ? p->jc_first : p->jc[s];
        bool step = a == NH_PCG32_MULT && c == 1;
        int kind = p->kind[s];
        if (kind >= SLOT_GAIN) {
            uint32_t R = p->gain_r[kind], A = p->gain_a[kind];
            int32_t base = p->gain_base[kind];
            if (step)
                gen_gain_step(lanes->state, lanes->inc, bt->hp, R, A, base);
            else
                gen_gain_jump(lanes->state, lanes->inc, bt->hp, a, c, R, A, base);
        } else if (kind == SLOT_WISH) {
            if (step)
                gen_wish_step(lanes->state, lanes->inc, bt->t0);
            else
                gen_wish_jump(lanes->state, lanes->inc, bt->t0, a, c);
        } else if (step) {
            gen_step(lanes->state, lanes->inc, bt->words[p->slot[s]]);
        } else {
            gen_jump(lanes->state, lanes->inc, bt->words[p->slot[s]], a, c);
        }
    }
}
