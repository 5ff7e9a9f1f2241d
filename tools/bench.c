/* bench: throughput of the raw PCG32 lanes and of every kernel
 * (bench_kernels.c), and the time of the exact levelup table of a whole
 * variant.
 *
 * Figures of record are ratios to the raw PCG32 throughput measured in the
 * same run (the practical limit of any kernel), not absolute rates: machines
 * are noisy.  Each figure is the best of several repetitions.  The last lines
 * are machine-readable name=value pairs.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_kernels.h"
#include "nhmc/rng.h"
#include "nhmc/runner.h"

#define REPEATS 5

#ifdef NHMC_COUNT_DRAWS
/* The counting build: each kernel run once, exactly the trials the timed
 * runs make (same seeds, same blocks), and the PCG32 outputs it computed per
 * trial printed as name_draws_per_trial=value, for bench to read. */
int main(void)
{
    static struct bench_jobs bj;
    if (bench_setup_jobs(&bj) != 0) {
        fprintf(stderr, "bench: out of memory\n");
        return 1;
    }
    for (int k = 0; k < K_COUNT; k++) {
        nh_pcg32_draws = 0;
        if (bench_run_kernel(k, &bj, LEVELUP_TRIALS) <= 0.0 || bench_trials <= 0.0) {
            fprintf(stderr, "bench: kernel %s did not run\n", bench_kernel_names[k]);
            return 1;
        }
        printf("%s_draws_per_trial=%.6g\n", bench_kernel_names[k],
               (double)nh_pcg32_draws / bench_trials);
    }
    for (size_t j = 0; j < bj.njobs; j++)
        tally_free(&bj.tallies[j]);
    return 0;
}
#else
static double min_pos(double a, double b)
{
    return a <= 0.0 ? b : (b <= 0.0 ? a : (a < b ? a : b));
}

static double max2(double a, double b)
{
    return a > b ? a : b;
}

/* Reads the counting build's name_draws_per_trial=value lines; a kernel not
 * found keeps 0 (then no efficiency is printed for it). */
static int read_draws(const char *path, double draws[K_COUNT])
{
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        fprintf(stderr, "bench: cannot read %s, expected the output of bench-draws\n", path);
        return -1;
    }
    char line[200];
    while (fgets(line, sizeof line, f) != NULL) {
        char *eq = strchr(line, '=');
        const char *suffix = "_draws_per_trial";
        size_t ls = strlen(suffix);
        if (eq == NULL || (size_t)(eq - line) <= ls || strncmp(eq - ls, suffix, ls) != 0)
            continue;
        for (int k = 0; k < K_COUNT; k++)
            if ((size_t)(eq - line) - ls == strlen(bench_kernel_names[k]) &&
                strncmp(line, bench_kernel_names[k], strlen(bench_kernel_names[k])) == 0)
                draws[k] = strtod(eq + 1, NULL);
    }
    fclose(f);
    return 0;
}

/* `bench DRAWS KERNEL`: kernel KERNEL (a name of bench_kernel_names) timed alone,
 * REPEATS times, e.g. under perf record; its best trials/s and efficiency. */
static int bench_one(const char *name, struct bench_jobs *bj, const double draws[K_COUNT])
{
    for (int k = 0; k < K_COUNT; k++) {
        if (strcmp(name, bench_kernel_names[k]) != 0)
            continue;
        double pcg = bench_pcg32(), tps = 0.0;
        for (int rep = 0; rep < REPEATS; rep++) {
            (void)bench_run_kernel(k, bj, LEVELUP_TRIALS);
            tps = max2(tps, bench_trials / bench_seconds);
        }
        printf("pcg32_outputs_per_s=%.4g\n%s_trials_per_s=%.4g\n", pcg, name, tps);
        if (draws[k] > 0.0)
            printf("%s_rng_efficiency=%.3f\n", name, tps * draws[k] / pcg);
        return 0;
    }
    fprintf(stderr, "bench: no kernel named %s\n", name);
    return 2;
}

int main(int argc, char **argv)
{
    static struct bench_jobs bj;
    if (bench_setup_jobs(&bj) != 0) {
        fprintf(stderr, "bench: out of memory\n");
        return 1;
    }
    double draws[K_COUNT] = {0.0}, tps[K_COUNT] = {0.0};
    if (argc > 1 && read_draws(argv[1], draws) != 0)
        return 1;
    if (argc > 2) /* one kernel alone, e.g. under a profiler */
        return bench_one(argv[2], &bj, draws);
    int nt = runner_default_threads();
    const uint64_t trials = LEVELUP_TRIALS;
    printf("nhmc benchmark: best of %d runs each; %zu levelup jobs x %llu heroes x 29 gains\n",
           REPEATS, bj.njobs, (unsigned long long)trials);
    /* Interleaved, so a slow spell of a shared machine hurts every figure
     * alike instead of one; the best of REPEATS of each is kept. */
    double pcg = 0.0, lu1 = 0.0, lun = 0.0, rnz1 = 0.0, rnz30 = 0.0, exact = -1.0;
    double lu_dnh = 0.0;
    double grace = 0.0, sanity = 0.0;
    double fig[K_COUNT] = {0.0};
    for (int rep = 0; rep < REPEATS; rep++) {
        pcg = max2(pcg, bench_pcg32());
        for (int k = 0; k < K_COUNT; k++) {
            double r = bench_run_kernel(k, &bj, trials);
            if (r > fig[k]) { /* the best run: its trials per second too */
                fig[k] = r;
                tps[k] = bench_trials / bench_seconds;
            }
            if (k == K_LEVELUP)
                lun = max2(lun, bench_levelup(&bj, nt, trials));
        }
        exact = min_pos(exact, bench_exact_table(&bj));
    }
    lu1 = fig[K_LEVELUP];
    lu_dnh = fig[K_LEVELUP_DNH];
    rnz1 = fig[K_RNZ_XL1];
    rnz30 = fig[K_RNZ_XL30];
    grace = fig[K_GRACE];
    sanity = fig[K_SANITY];
    if (exact < 0.0) {
        fprintf(stderr, "bench: out of memory in the exact table\n");
        return 1;
    }
    printf("raw PCG32, 1 thread, %d lanes:   %.3g outputs/s\n", NH_LANES, pcg);
    printf("levelup, 1 thread:               %.3g level-ups/s (%.3f per PCG32 output)\n", lu1,
           lu1 / pcg);
    printf("levelup, %d threads:              %.3g level-ups/s (%.2fx one thread)\n", nt, lun,
           lun / lu1);
    printf("rnz(350) at XL 1, 1 thread:      %.3g calls/s (%.3f per PCG32 output)\n", rnz1,
           rnz1 / pcg);
    printf("rnz(350) at XL 30, 1 thread:     %.3g calls/s (%.3f per PCG32 output)\n", rnz30,
           rnz30 / pcg);
    printf("regen 3.6.7 XL 8, 1 thread:      %.3g hero-turns/s (%.3f per PCG32 output)\n",
           fig[K_REGEN_367], fig[K_REGEN_367] / pcg);
    printf("regen 5.0 XL 8, 1 thread:        %.3g hero-turns/s (%.3f per PCG32 output)\n",
           fig[K_REGEN_50], fig[K_REGEN_50] / pcg);
    printf("regen 3.6.7 XL 14 Stressed, 1 t: %.3g hero-turns/s (%.3f per PCG32 output)\n",
           fig[K_REGEN_367_STRESSED], fig[K_REGEN_367_STRESSED] / pcg);
    printf("regen 3.6.7 XL 2 stepped, 1 t:   %.3g hero-turns/s (%.3f per PCG32 output)\n",
           fig[K_REGEN_367_STEPPED], fig[K_REGEN_367_STEPPED] / pcg);
    printf("levelup dnethack Val, 1 thread:  %.3g level-ups/s (%.3f per PCG32 output)\n", lu_dnh,
           lu_dnh / pcg);
    printf("regen dnethack Val XL 8, 1 t:    %.3g hero-turns/s (%.3f per PCG32 output)\n",
           fig[K_REGEN_DNH], fig[K_REGEN_DNH] / pcg);
    printf("exact levelup table, 1 thread:   %.4f s for %zu rows (%zu cases x 30 XLs)\n", exact,
           bj.njobs * NH_MAXULEV, bj.njobs);
    printf("prayer Tourist T101, 1 thread:   %.3g prayers/s (%.3f per PCG32 output)\n",
           fig[K_PRAYER_TOURIST], fig[K_PRAYER_TOURIST] / pcg);
    printf("prayer 5.0 Val XL 10 rolled, 1t: %.3g prayers/s (%.3f per PCG32 output)\n",
           fig[K_PRAYER_ROLLED], fig[K_PRAYER_ROLLED] / pcg);
    printf("growth example, 1 thread:        %.3g timelines/s (%.4f per PCG32 output)\n",
           fig[K_GROWTH_EXAMPLE], fig[K_GROWTH_EXAMPLE] / pcg);
    printf("growth nurse hits, 1 thread:     %.3g hits/s (%.3f per PCG32 output)\n",
           fig[K_GROWTH_NURSE], fig[K_GROWTH_NURSE] / pcg);
    printf("monster soldier ant D10 XL8, 1t: %.3g creations/s (%.3f per PCG32 output)\n",
           fig[K_MONSTER_SOLDIER_ANT], fig[K_MONSTER_SOLDIER_ANT] / pcg);
    printf("monster kitten 20 kills, 1 t:    %.3g kills/s (%.3f per PCG32 output)\n",
           fig[K_MONSTER_KITTEN_KILLS], fig[K_MONSTER_KITTEN_KILLS] / pcg);
    printf("grace 3.7-2025 10 turns, 1 t:    %.3g fights/s (%.4f per PCG32 output)\n", grace,
           grace / pcg);
    printf("sanity Val tannin 1000 turns, 1t: %.3g timelines/s (%.6f per PCG32 output)\n", sanity,
           sanity / pcg);
    printf("pcg32_outputs_per_s=%.4g\n", pcg);
    printf("levelup_per_s_1t=%.4g\n", lu1);
    printf("levelup_per_s_%dt=%.4g\n", nt, lun);
    printf("levelup_per_pcg32_1t=%.3f\n", lu1 / pcg);
    printf("levelup_scaling_%dt=%.3f\n", nt, lun / lu1);
    printf("rnz_per_pcg32_1t_xl1=%.3f\n", rnz1 / pcg);
    printf("rnz_per_pcg32_1t_xl30=%.3f\n", rnz30 / pcg);
    printf("regen_367_turns_per_s=%.4g\n", fig[K_REGEN_367]);
    printf("regen_367_ratio=%.3f\n", fig[K_REGEN_367] / pcg);
    printf("regen_50_turns_per_s=%.4g\n", fig[K_REGEN_50]);
    printf("regen_50_ratio=%.3f\n", fig[K_REGEN_50] / pcg);
    printf("regen_367_stressed_turns_per_s=%.4g\n", fig[K_REGEN_367_STRESSED]);
    printf("regen_367_stressed_ratio=%.3f\n", fig[K_REGEN_367_STRESSED] / pcg);
    printf("levelup_dnethack_per_s_1t=%.4g\n", lu_dnh);
    printf("levelup_dnethack_ratio=%.3f\n", lu_dnh / pcg);
    printf("regen_dnethack_turns_per_s=%.4g\n", fig[K_REGEN_DNH]);
    printf("regen_dnethack_ratio=%.3f\n", fig[K_REGEN_DNH] / pcg);
    printf("regen_367_stepped_turns_per_s=%.4g\n", fig[K_REGEN_367_STEPPED]);
    printf("regen_367_stepped_ratio=%.3f\n", fig[K_REGEN_367_STEPPED] / pcg);
    printf("exact_levelup_table_s=%.4f\n", exact);
    printf("prayer_tourist_per_s=%.4g\n", fig[K_PRAYER_TOURIST]);
    printf("prayer_tourist_ratio=%.3f\n", fig[K_PRAYER_TOURIST] / pcg);
    printf("prayer_rolled_per_s=%.4g\n", fig[K_PRAYER_ROLLED]);
    printf("prayer_rolled_ratio=%.3f\n", fig[K_PRAYER_ROLLED] / pcg);
    printf("growth_example_per_s=%.4g\n", fig[K_GROWTH_EXAMPLE]);
    printf("growth_example_ratio=%.5f\n", fig[K_GROWTH_EXAMPLE] / pcg);
    printf("growth_nurse_hits_per_s=%.4g\n", fig[K_GROWTH_NURSE]);
    printf("growth_nurse_hits_ratio=%.3f\n", fig[K_GROWTH_NURSE] / pcg);
    printf("monster_soldier_ant_per_s=%.4g\n", fig[K_MONSTER_SOLDIER_ANT]);
    printf("monster_soldier_ant_ratio=%.3f\n", fig[K_MONSTER_SOLDIER_ANT] / pcg);
    printf("monster_kitten_kills_per_s=%.4g\n", fig[K_MONSTER_KITTEN_KILLS]);
    printf("monster_kitten_kills_ratio=%.3f\n", fig[K_MONSTER_KITTEN_KILLS] / pcg);
    printf("grace_fights_per_s=%.4g\n", grace);
    printf("grace_ratio=%.5f\n", grace / pcg);
    printf("sanity_trials_per_s=%.4g\n", sanity);
    printf("sanity_ratio=%.6f\n", sanity / pcg);
    /* Trials per second of the best run times the draws a trial needs, over
     * the raw generator's outputs per second: 1 = as fast as the generator
     * alone. */
    for (int k = 0; k < K_COUNT; k++) {
        if (draws[k] <= 0.0)
            continue;
        printf("%s_trials_per_s=%.4g\n", bench_kernel_names[k], tps[k]);
        printf("%s_draws_per_trial=%.6g\n", bench_kernel_names[k], draws[k]);
        printf("%s_rng_efficiency=%.3f\n", bench_kernel_names[k], tps[k] * draws[k] / pcg);
    }
    for (size_t j = 0; j < bj.njobs; j++)
        tally_free(&bj.tallies[j]);
    return 0;
}
#endif
