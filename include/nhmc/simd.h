/* simd: run-time selection of vector code paths.
 *
 * Hot lane loops carry NH_TARGET_CLONES: GCC and clang then compile them for
 * the baseline x86-64 and for AVX2 and AVX-512, and pick the best the CPU
 * has when the program starts.  All paths compute the same integers, so
 * results do not depend on the CPU.  -DNHMC_NO_CLONES turns it off (used by
 * the sanitizer build, whose runtime does not mix with ifuncs).
 */
#ifndef NHMC_SIMD_H
#define NHMC_SIMD_H

#if defined(__x86_64__) && defined(__GNUC__) && !defined(NHMC_NO_CLONES) && defined(__has_attribute)
#if __has_attribute(target_clones)
#define NH_TARGET_CLONES __attribute__((target_clones("default", "avx2", "avx512f")))
#endif
#endif
#ifndef NH_TARGET_CLONES
#define NH_TARGET_CLONES
#endif

#endif
