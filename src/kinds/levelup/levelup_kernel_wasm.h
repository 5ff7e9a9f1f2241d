/* levelup_kernel_wasm.h: the levelup kernel's gain with dice written with
 * WebAssembly's SIMD intrinsics, for the module of make web alone
 * (levelup_kernel.c includes it only when __wasm_simd128__ is defined;
 * docs/web.md, "Speed").
 *
 * Why a loop of its own: PCG32's output (pcg32_output, include/nhmc/rng.h)
 * rotates each lane's 32 bits by an amount of its own, and WebAssembly's
 * SIMD has no shift by a per-lane amount (i32x4.shl and shr_u shift every
 * lane by one scalar; AVX2 has vpsllvd and vpsrlvd), so the compiler's
 * vectorised loop takes the four lanes apart for the rotation and puts them
 * back.  Here the rotation is made of multiplies: rotating x right by r is
 * rotating it left by k = -r mod 32, and the 64-bit product x * 2^k holds
 * x << k in its low half and x >> (32 - k) = x >> r in its high half (0
 * when r = 0), so the two halves ORed are the rotation (i64x2.extmul: four
 * 32 by 32-bit products into 64 bits).  2^k comes from a table of bytes
 * (i8x16.swizzle).
 *
 * Every number is the portable loop's: the same states, outputs and dice,
 * so the module's counts are the native program's byte for byte
 * (tests/wasm.sh).
 */
#ifndef NHMC_LEVELUP_KERNEL_WASM_H
#define NHMC_LEVELUP_KERNEL_WASM_H

#include <stdint.h>
#include <wasm_simd128.h>

#include "nhmc/rng.h"

/* The low and the high 32-bit halves of the 64-bit lanes of a, then b. */
static inline v128_t low_halves(v128_t a, v128_t b)
{
    return wasm_i32x4_shuffle(a, b, 0, 2, 4, 6);
}

static inline v128_t high_halves(v128_t a, v128_t b)
{
    return wasm_i32x4_shuffle(a, b, 1, 3, 5, 7);
}

/* floor(x * n / 2^32) of each 32-bit lane, and (x * n) mod 2^32 in *lo. */
static inline v128_t mul_high4(v128_t x, v128_t n, v128_t *lo)
{
    v128_t p0 = wasm_u64x2_extmul_low_u32x4(x, n), p1 = wasm_u64x2_extmul_high_u32x4(x, n);
    *lo = low_halves(p0, p1);
    return high_halves(p0, p1);
}

/* 2^k in each 32-bit lane, for k of 0 to 31: byte j of a lane is
 * 1 << (k - 8j) where k - 8j is 0 to 7, else 0.  The swizzle gives 0 for an
 * index of 16 or more, which k - 8j is otherwise (up to 31, or a negative
 * number wrapped to 232 or more). */
static inline v128_t pow2_lanes4(v128_t k)
{
    v128_t kb = wasm_i8x16_shuffle(k, k, 0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12);
    v128_t t = wasm_i8x16_sub(
        kb, wasm_i8x16_const(0, 8, 16, 24, 0, 8, 16, 24, 0, 8, 16, 24, 0, 8, 16, 24));
    return wasm_i8x16_swizzle(wasm_u8x16_const(1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0),
                              t);
}

/* pcg32_output of four lanes' states (two vectors of two), steps them. */
static inline v128_t pcg32_next4(uint64_t *state, const uint64_t *inc)
{
    v128_t mult = wasm_i64x2_splat((int64_t)NH_PCG32_MULT);
    v128_t s0 = wasm_v128_load(state), s1 = wasm_v128_load(state + 2);
    wasm_v128_store(state, wasm_i64x2_add(wasm_i64x2_mul(s0, mult), wasm_v128_load(inc)));
    wasm_v128_store(state + 2, wasm_i64x2_add(wasm_i64x2_mul(s1, mult), wasm_v128_load(inc + 2)));
    v128_t x0 = wasm_u64x2_shr(wasm_v128_xor(wasm_u64x2_shr(s0, 18), s0), 27);
    v128_t x1 = wasm_u64x2_shr(wasm_v128_xor(wasm_u64x2_shr(s1, 18), s1), 27);
    v128_t x = low_halves(x0, x1);                        /* xorshifted */
    v128_t rot = wasm_u32x4_shr(high_halves(s0, s1), 27); /* old >> 59 */
    v128_t k = wasm_v128_and(wasm_i32x4_neg(rot), wasm_i32x4_splat(31));
    v128_t p = pow2_lanes4(k), lo;
    v128_t hi = mul_high4(x, p, &lo); /* x >> rot, x << k */
    return wasm_v128_or(lo, hi);
}

/* mulhi_small and mullo_small of levelup_kernel.c, four lanes: floor(x * n /
 * 2^32) and, in *lo, (x * n) mod 2^32, for n < 2^15, in 32-bit products
 * (i32x4.mul).  Faster here than mul_high4: with n a splat, clang makes its
 * extmul's full 64-bit multiplies, which V8 builds from three each. */
static inline v128_t mul_high4_small(v128_t x, v128_t n, v128_t *lo)
{
    v128_t h = wasm_i32x4_mul(wasm_u32x4_shr(x, 16), n);
    v128_t l = wasm_i32x4_mul(wasm_v128_and(x, wasm_i32x4_splat(0xffff)), n);
    *lo = wasm_i32x4_add(wasm_i32x4_shl(h, 16), l);
    return wasm_u32x4_shr(wasm_i32x4_add(h, wasm_u32x4_shr(l, 16)), 16);
}

/* hp += max(1, base + r + a + conplus) for four lanes. */
static inline void add_gain4(int32_t *hp, const int32_t *conplus, v128_t base, v128_t r, v128_t a)
{
    v128_t g = wasm_i32x4_add(wasm_i32x4_add(base, r), wasm_i32x4_add(a, wasm_v128_load(conplus)));
    wasm_v128_store(hp, wasm_i32x4_add(wasm_v128_load(hp), wasm_i32x4_max(g, wasm_i32x4_splat(1))));
}

/* gain_with_dice of levelup_kernel.c, four lanes at a time, with the same
 * two loops: r = floor(u * R / 2^32) is the role die and
 * a = floor(((u * R) mod 2^32) * A / 2^32) the race die, in 32-bit halves
 * for dice below 2^15 sides, else by the 64-bit products. */
static void gain_with_dice_wasm(int32_t *restrict hp, const int32_t *restrict conplus,
                                uint64_t *restrict state, const uint64_t *restrict inc,
                                int32_t base, uint32_t R, uint32_t A)
{
    v128_t rv = wasm_i32x4_splat((int32_t)R), av = wasm_i32x4_splat((int32_t)A);
    v128_t basev = wasm_i32x4_splat(base), frac, unused;
    if (R < 0x8000u && A < 0x8000u) {
        for (int i = 0; i < NH_LANES; i += 4) {
            v128_t u = pcg32_next4(state + i, inc + i);
            v128_t r = mul_high4_small(u, rv, &frac);
            add_gain4(hp + i, conplus + i, basev, r, mul_high4_small(frac, av, &unused));
        }
        return;
    }
    for (int i = 0; i < NH_LANES; i += 4) {
        v128_t u = pcg32_next4(state + i, inc + i);
        v128_t r = mul_high4(u, rv, &frac);
        add_gain4(hp + i, conplus + i, basev, r, mul_high4(frac, av, &unused));
    }
}

#endif
