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

static inline uint32_t gain_of_word(uint32_t u, uint32_t R, uint32_t A, int32_t base)
{
    uint32_t r = bounded16(u, R), idx = bounded16(u, R * A), a = idx - A * r;
    int32_t g = base + (int32_t)r + (int32_t)a;
    return (uint32_t)(g < 1 ? 1 : g);
}

/* What a slot's word is for (the plan's kind): stored in out, or added to
 * sum at once as a level gain (into the max HP) or a wish (the timeout). */
enum gen_use { GEN_WORD, GEN_GAIN, GEN_WISH };

/* The words of one slot in every lane: the generator jumps (a, c) to the
 * slot (a = 1, c = 0: it is there already; a = NH_PCG32_MULT, c = 1: one
 * step) and the word is stored, or added at once as a level gain (the role
 * and race dice split from one word as src/kinds/levelup/levelup_kernel.c splits it) or
 * as a wish's rn1(100, 50).  The _step forms spare the multiply by c. */
static ALWAYS_INLINE void gen_body(uint64_t *restrict st, const uint64_t *restrict inc,
                                   uint32_t *restrict out, int32_t *restrict sum, uint64_t a,
                                   uint64_t c, uint32_t R, uint32_t A, int32_t base, bool step,
                                   enum gen_use use)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = step ? st[l] * NH_PCG32_MULT + inc[l] : a * st[l] + c * inc[l];
        st[l] = s;
        if (use == GEN_WORD)
            out[l] = pcg32_output(s);
        else if (use == GEN_GAIN)
            sum[l] += (int32_t)gain_of_word(pcg32_output(s), R, A, base);
        else
            sum[l] += 50 + (int32_t)bounded16(pcg32_output(s), 100);
    }
}

#define GEN_PARAMS                                                                                 \
    uint64_t *restrict st, const uint64_t *restrict inc, uint32_t *restrict out,                   \
        int32_t *restrict sum, uint64_t a, uint64_t c, uint32_t R, uint32_t A, int32_t base
typedef void (*gen_fn)(GEN_PARAMS);

#define GEN_FN(name, step, use)                                                                    \
    NH_TARGET_CLONES static void name(GEN_PARAMS)                                                  \
    {                                                                                              \
        gen_body(st, inc, out, sum, a, c, R, A, base, step, use);                                  \
    }

GEN_FN(gen_jump, false, GEN_WORD)
GEN_FN(gen_step, true, GEN_WORD)
GEN_FN(gen_gain_jump, false, GEN_GAIN)
GEN_FN(gen_gain_step, true, GEN_GAIN)
GEN_FN(gen_wish_jump, false, GEN_WISH)
GEN_FN(gen_wish_step, true, GEN_WISH)

/* Every slot's words of a batch, the max HP and the timeout's wishes
 * summed on the way. */
void prayer_gen_words(const struct plan *p, nh_pcg32_lanes *lanes, struct batch *bt, bool first)
{
    for (int l = 0; l < L; l++) {
        bt->hp[l] = p->maxhp0;
        bt->t0[l] = p->t0_base;
    }
    static const gen_fn gen[3][2] = {
        {gen_jump, gen_step}, {gen_gain_jump, gen_gain_step}, {gen_wish_jump, gen_wish_step}};
    for (int s = 0; s < p->nslots; s++) {
        uint64_t a = s == 0 && first ? p->ja_first : p->ja[s];
        uint64_t c = s == 0 && first ? p->jc_first : p->jc[s];
        bool step = a == NH_PCG32_MULT && c == 1;
        int kind = p->kind[s];
        enum gen_use use = kind >= SLOT_GAIN ? GEN_GAIN : kind == SLOT_WISH ? GEN_WISH : GEN_WORD;
        uint32_t R = 0, A = 0;
        int32_t base = 0;
        if (use == GEN_GAIN) {
            R = p->gain_r[kind];
            A = p->gain_a[kind];
            base = p->gain_base[kind];
        }
        gen[use][step](lanes->state, lanes->inc, bt->words[p->slot[s]],
                       use == GEN_GAIN ? bt->hp : bt->t0, a, c, R, A, base);
    }
}
