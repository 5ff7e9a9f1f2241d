/* selfcheck: the fit engine of `nhmc selfcheck`.  The rows are the kinds'
 * (kind.h's selfcheck, selfcheck_control and selfcheck_known hooks,
 * src/kinds/K/K_selfcheck.c); this file runs a fit, prints a line and the
 * frame around them. */
#include "nhmc/selfcheck.h"

#include <math.h>
#include <stdbool.h>

#include "nhmc/gof.h"
#include "nhmc/jobs.h"
#include "nhmc/kind.h"
#include "nhmc/tally.h"

int selfcheck_fit(const struct nh_job_kind *jk, const void *c, size_t h, const struct nh_pmf *f,
                  const struct nh_selfcheck_options *o, struct nh_gof *g)
{
    struct nh_tally t;
    if (jobs_simulate(jk, c, o->seed, o->trials, o->threads, &t) != 0)
        return -1;
    int st = gof_chisq(tally_hist(&t, h), t.lo[h], t.width[h], f, g);
    tally_free(&t);
    return st;
}

bool selfcheck_line(FILE *out, const char *name, const struct nh_gof *g)
{
    bool pass = g->p >= NH_SELFCHECK_P_MIN;
    fprintf(out, "%-54s %6d %12.2f %10.3g  %s\n", name, g->cells, g->stat, g->p,
            pass ? "pass" : "FAIL");
    fflush(out);
    return pass;
}

int selfcheck_rows(const struct nh_selfcheck_rows *rows, const struct nh_selfcheck_options *o,
                   FILE *out, int *run, int *failed)
{
    for (size_t i = 0; i < rows->n; i++) {
        const void *check = (const char *)rows->checks + i * rows->size;
        char name[96];
        struct nh_gof g;
        rows->name(check, name, sizeof name);
        if (rows->fit(check, o, &g) != 0)
            return -1;
        *failed += !selfcheck_line(out, name, &g);
    }
    *run += (int)rows->n;
    return 0;
}

bool selfcheck_control_line(FILE *out, const char *name, const struct nh_gof *g)
{
    bool pass = g->p < NH_SELFCHECK_P_MIN; /* rejected */
    char what[96];
    snprintf(what, sizeof what, "control: %s", name);
    fprintf(out, "%-54s %6d %12.2f %10.3g  %s\n", what, g->cells, g->stat, g->p,
            pass ? "pass (rejected)" : "FAIL (not rejected)");
    fflush(out);
    return pass;
}

bool selfcheck_known_line(FILE *out, const char *what, double got, double want, double tol)
{
    bool pass = fabs(got - want) <= tol;
    fprintf(out, "%-54s %16.10f  %s\n", what, got, pass ? "pass" : "FAIL");
    return pass;
}

int selfcheck_part(const struct nh_kind *k, int part, const struct nh_selfcheck_options *o,
                   FILE *out, int *run, int *failed)
{
    if (part == NH_SELFCHECK_FITS)
        return k->selfcheck ? selfcheck_rows(k->selfcheck, o, out, run, failed) : 0;
    nh_selfcheck_part *fn =
        part == NH_SELFCHECK_CONTROLS ? k->selfcheck_control : k->selfcheck_known;
    return fn ? fn(o, out, run, failed) : 0;
}

/* Part `part` of every kind that has one, in the registry's order. */
static int run_part(int part, const struct nh_selfcheck_options *o, FILE *out, int *run,
                    int *failed)
{
    for (int i = 0; nh_kinds[i]; i++)
        if (selfcheck_part(nh_kinds[i], part, o, out, run, failed) != 0)
            return -1;
    return 0;
}

int selfcheck_run(const struct nh_selfcheck_options *o, FILE *out)
{
    int run = 0, failed = 0;
    fprintf(out,
            "Monte Carlo kernels against their exact distributions: chi-square goodness of fit,\n"
            "cells pooled to an expected count of %g, %llu trials per case, seed %llu.\n"
            "A case passes when p >= %g; the control is a wrong distribution (one d2 too\n"
            "many) and passes when it is rejected (p < %g).\n\n",
            NH_GOF_MIN_EXPECTED, (unsigned long long)o->trials, (unsigned long long)o->seed,
            NH_SELFCHECK_P_MIN, NH_SELFCHECK_P_MIN);
    fprintf(out, "%-54s %6s %12s %10s  %s\n", "case", "cells", "chi-square", "p", "result");
    if (run_part(0, o, out, &run, &failed) != 0 || run_part(1, o, out, &run, &failed) != 0)
        return -1;
    fprintf(out, "\nKnown answers (docs/rules.md, Known values) from the exact module:\n");
    if (run_part(2, o, out, &run, &failed) != 0)
        return -1;
    fprintf(out, "\nselfcheck: %d checks, %d failed\n", run, failed);
    return failed;
}
