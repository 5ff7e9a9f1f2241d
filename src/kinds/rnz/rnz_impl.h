/* rnz_impl: kind rnz's internals, for its own files and tests (what the
 * registry uses is rnz.h, which says what the kind models). */
#ifndef NHMC_RNZ_IMPL_H
#define NHMC_RNZ_IMPL_H

#include <stdbool.h>
#include <stdint.h>
#include "nhmc/rng.h"
#include "nhmc/tally.h"
#include "nhmc/jobs.h"
#include "nhmc/kind.h"
#include "nhmc/experiment.h"
#include "nhmc/hero_rules.h"
#include "nhmc/variant.h"
#include "kinds/rnz/rnz.h"

/* 1 if the case is in range, else 0.  rnz_tally_init (and so jobs_simulate)
 * check it; the other functions assume it. */
int rnz_case_valid(const struct rnz_case *c);

/* What the case costs, in estimated ns of one thread: its exact answer,
 * and one Monte Carlo call (rnz_cost.c; method auto, experiment.h). */
double rnz_exact_cost(const struct rnz_case *c);
double rnz_trial_cost(const struct rnz_case *c);

/* The kernel's entry points (jobs.h): one histogram over rnz_range; kind
 * tag 2. */
NH_KERNEL_FUNCTIONS(rnz, rnz_case);
/* The inputs of kind rnz: [run] variant, then the [rnz] keys i and xl. */
enum rnz_key { ZK_VARIANT, ZK_I, ZK_XL, ZK_COUNT };
extern const struct nh_key rnz_keys[ZK_COUNT];
/* The rnz grid: the arguments i and the XLs of `nhmc rnz` / kind rnz. */
#define NH_RNZ_MAX_VALUES 64 /* most i values in one run */
struct nh_rnz_grid {
    bool variant_given; /* the variant column is shown */
    int nvariant;
    enum nh_variant variant[NH_VARIANT_COUNT];
    int ni;
    int i[NH_RNZ_MAX_VALUES]; /* ascending, 1..NH_RNZ_I_MAX */
    int nxl;
    int xl[NH_MAXULEV]; /* ascending, 1..30 */
};
/* Parse the given texts (NULL: not given) into g.  Returns 0, or -1 with
 * the key at fault in *bad and a message. */
int rnz_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen);

/* Exact distribution: w[v - lo] = the number of equally likely outcomes of
 * rn2(1000) x rne(4) x rn2(2) giving v, with rne's geometric weights made
 * integers over q^(cap-1), q/n rne's chance to go on in lowest terms (4 in
 * vanilla); lo, hi from rnz_range.  w must hold hi - lo + 1 entries; it is
 * overwritten.  The weights sum to rnz_exact_total(c). */
void rnz_exact_weights(const struct rnz_case *c, uint64_t *w);

/* 2000 * q^(cap-1), cap = nh_rne_cap(variant, xl). */
uint64_t rnz_exact_total(const struct rnz_case *c);

/* rne(4)'s chance to go on in the case's variant, n/q in lowest terms:
 * 1/4 in vanilla, 1/3 in UnNetHack (rnf(2, 6)). */
void rnz_rne_chance(const struct rnz_case *c, uint32_t *n, uint32_t *q);

#endif
