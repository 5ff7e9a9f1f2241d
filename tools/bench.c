/* bench: throughput of the raw PCG32 lanes and of every kind's bench cases
 * (the registry's, kind.h and nhmc/bench.h: src/kinds/K/K_bench.c).
 *
 * Figures of record are ratios to the raw PCG32 throughput measured in the
 * same run (the practical limit of any kernel), not absolute rates: machines
 * are noisy.  Each figure is the best of several repetitions, interleaved
 * so that a slow spell of a shared machine hurts every figure alike.  The
 * last lines are machine-readable name=value pairs.
 *
 * Usage: bench [DRAWS [KERNEL]]   DRAWS: the counting build's output
 *        bench-draws              (the counting build, -DNHMC_COUNT_DRAWS)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/bench.h"
#include "nhmc/kind.h"
#include "nhmc/rng.h"
#include "nhmc/runner.h"

#define REPEATS   5
#define MAX_CASES 64

/* Every case of every kind, in the registry's order. */
static const struct nh_bench_case *cases[MAX_CASES];
static int ncases;

static int collect_cases(void)
{
    for (int i = 0; nh_kinds[i]; i++)
        for (const struct nh_bench_case *c = nh_kinds[i]->bench; c && c->name; c++) {
            if (ncases == MAX_CASES) {
                fprintf(stderr, "bench: more than %d cases\n", MAX_CASES);
                return -1;
            }
            cases[ncases++] = c;
        }
    return 0;
}

#ifdef NHMC_COUNT_DRAWS
/* The counting build: each case run once, exactly the trials the timed
 * runs make (same seeds, same blocks), and the PCG32 outputs it computed per
 * trial printed as name_draws_per_trial=value, for bench to read. */
int main(void)
{
    if (collect_cases() != 0)
        return 1;
    for (int k = 0; k < ncases; k++) {
        struct nh_bench_run r = {0.0, 0.0};
        nh_pcg32_draws = 0;
        if (bench_case_run(cases[k], 1, &r) <= 0.0 || r.trials <= 0.0) {
            fprintf(stderr, "bench: kernel %s did not run\n", cases[k]->name);
            return 1;
        }
        printf("%s_draws_per_trial=%.6g\n", cases[k]->name, (double)nh_pcg32_draws / r.trials);
    }
    return 0;
}
#else
/* Raw PCG32: all lanes stepped together, one thread, outputs per second. */
static double bench_pcg32(void)
{
    static nh_pcg32_lanes lanes;
    static uint32_t out[NH_LANES];
    static uint32_t sink;
    const long rounds = 800000; /* ~2e8 outputs */
    pcg32_lanes_seed(&lanes, 1, 2, 3, 0);
    double t0 = bench_now();
    for (long r = 0; r < rounds; r++) {
        pcg32_lanes_next(&lanes, out, NH_LANES);
        sink ^= out[r & (NH_LANES - 1)];
    }
    double rate = (double)rounds * NH_LANES / (bench_now() - t0);
    if (sink == 0x12345678u)
        puts(""); /* keeps the loop's outputs alive */
    return rate;
}

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
static int read_draws(const char *path, double draws[MAX_CASES])
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
        for (int k = 0; k < ncases; k++)
            if ((size_t)(eq - line) - ls == strlen(cases[k]->name) &&
                strncmp(line, cases[k]->name, strlen(cases[k]->name)) == 0)
                draws[k] = strtod(eq + 1, NULL);
    }
    fclose(f);
    return 0;
}

/* `bench DRAWS KERNEL`: the case named KERNEL timed alone, REPEATS times,
 * e.g. under perf record; its best trials/s and efficiency. */
static int bench_one(const char *name, const double draws[MAX_CASES])
{
    for (int k = 0; k < ncases; k++) {
        if (strcmp(name, cases[k]->name) != 0)
            continue;
        double pcg = bench_pcg32(), tps = 0.0;
        for (int rep = 0; rep < REPEATS; rep++) {
            struct nh_bench_run r = {0.0, 0.0};
            if (bench_case_run(cases[k], 1, &r) > 0.0)
                tps = max2(tps, r.trials / r.seconds);
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
    if (collect_cases() != 0)
        return 1;
    static double draws[MAX_CASES], tps[MAX_CASES], fig[MAX_CASES], all[MAX_CASES],
        exact[MAX_CASES];
    if (argc > 1 && read_draws(argv[1], draws) != 0)
        return 1;
    if (argc > 2) /* one kernel alone, e.g. under a profiler */
        return bench_one(argv[2], draws);
    int nt = runner_default_threads();
    printf("nhmc benchmark: best of %d runs each, interleaved\n", REPEATS);
    double pcg = 0.0;
    for (int k = 0; k < ncases; k++)
        exact[k] = -1.0;
    for (int rep = 0; rep < REPEATS; rep++) {
        pcg = max2(pcg, bench_pcg32());
        for (int k = 0; k < ncases; k++) {
            const struct nh_bench_case *c = cases[k];
            struct nh_bench_run r = {0.0, 0.0};
            double f = bench_case_run(c, 1, &r);
            if (f > fig[k]) { /* the best run: its trials per second too */
                fig[k] = f;
                tps[k] = r.trials / r.seconds;
            }
            if (c->threads_name)
                all[k] = max2(all[k], bench_case_run(c, nt, &r));
            if (c->exact)
                exact[k] = min_pos(exact[k], c->exact());
        }
    }
    for (int k = 0; k < ncases; k++)
        if ((cases[k]->exact && exact[k] < 0.0) || fig[k] <= 0.0) {
            fprintf(stderr, "bench: %s did not run (out of memory?)\n", cases[k]->name);
            return 1;
        }
    char label[96];
    printf("%-36s %.3g outputs/s\n", "raw PCG32, 1 thread, lanes:", pcg);
    for (int k = 0; k < ncases; k++) {
        const struct nh_bench_case *c = cases[k];
        snprintf(label, sizeof label, "%s, 1 thread:", c->label);
        printf("%-36s %.3g %s (%.*f per PCG32 output)\n", label, fig[k], c->how->unit,
               c->how->ratio_digits, fig[k] / pcg);
        if (c->threads_name) {
            snprintf(label, sizeof label, "%s, %d threads:", c->label, nt);
            printf("%-36s %.3g %s (%.2fx one thread)\n", label, all[k], c->how->unit,
                   all[k] / fig[k]);
        }
        if (c->exact) {
            snprintf(label, sizeof label, "%s, 1 thread:", c->exact_label);
            printf("%-36s %.4f s\n", label, exact[k]);
        }
    }
    printf("pcg32_outputs_per_s=%.4g\n", pcg);
    for (int k = 0; k < ncases; k++) {
        const struct nh_bench_case *c = cases[k];
        char name[96];
        const char *figure = bench_figure_name(c, name, sizeof name);
        if (figure)
            printf("%s=%.4g\n", figure, fig[k]);
        printf("%s=%.*f\n", bench_ratio_name(c, name, sizeof name), c->how->ratio_digits,
               fig[k] / pcg);
        if (c->threads_name) {
            printf("%s_per_s_%dt=%.4g\n", c->threads_name, nt, all[k]);
            printf("%s_scaling_%dt=%.3f\n", c->threads_name, nt, all[k] / fig[k]);
        }
        if (c->exact)
            printf("%s=%.4f\n", c->exact_name, exact[k]);
    }
    /* Trials per second of the best run times the draws a trial needs, over
     * the raw generator's outputs per second: 1 = as fast as the generator
     * alone. */
    for (int k = 0; k < ncases; k++) {
        if (draws[k] <= 0.0)
            continue;
        printf("%s_trials_per_s=%.4g\n", cases[k]->name, tps[k]);
        printf("%s_draws_per_trial=%.6g\n", cases[k]->name, draws[k]);
        printf("%s_rng_efficiency=%.3f\n", cases[k]->name, tps[k] * draws[k] / pcg);
    }
    return 0;
}
#endif
