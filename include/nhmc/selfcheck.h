/* selfcheck: `nhmc selfcheck`, a quick verification a user can run on a
 * build: every Monte Carlo kernel against its exact distribution (chi-square
 * goodness of fit, the test of tests/test_K_verify.c in small), a control that
 * must be rejected, and the known answers of docs/rules.md, Known values.
 */
#ifndef NHMC_SELFCHECK_H
#define NHMC_SELFCHECK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* A case passes when its p-value is at least this; a correct build fails a
 * given case with probability 1e-4 for a random seed, and never for the
 * default seed, which is fixed. */
#define NH_SELFCHECK_P_MIN 1e-4

struct nh_selfcheck_options {
    uint64_t trials; /* per case */
    uint64_t seed;
    int threads;
};

struct nh_gof;
struct nh_job_kind;
struct nh_pmf;
/* Simulate o->trials trials of case c of job kind jk and fit its
 * histogram h against the exact pmf f (chi-square, gof.h) into g.
 * Returns 0, or -1 (memory, a thread, or no observations). */
int selfcheck_fit(const struct nh_job_kind *jk, const void *c, size_t h, const struct nh_pmf *f,
                  const struct nh_selfcheck_options *o, struct nh_gof *g);
/* A kind's table of fits (its selfcheck hook, kind.h): `n` checks of
 * `size` bytes at `checks`; name writes a check's line name into buf, fit
 * fits it into g (0, or -1 as selfcheck_fit). */
struct nh_selfcheck_rows {
    const void *checks;
    size_t n, size;
    void (*name)(const void *check, char *buf, size_t len);
    int (*fit)(const void *check, const struct nh_selfcheck_options *o, struct nh_gof *g);
};
/* Fit each check of rows in turn and print its line (selfcheck_line);
 * then n more run, and the failed ones in *failed.  Returns 0, or -1 at the
 * first fit that could not run. */
int selfcheck_rows(const struct nh_selfcheck_rows *rows, const struct nh_selfcheck_options *o,
                   FILE *out, int *run, int *failed);

/* Print a case's line ("name cells chi-square p pass|FAIL") and return
 * whether it passed: the kinds' rows (kind.h's selfcheck) use it. */
bool selfcheck_line(FILE *out, const char *name, const struct nh_gof *g);
/* The same for a control, a fit against a wrong distribution, which passes
 * when the fit rejects it (kind.h's selfcheck_control): "control: name". */
bool selfcheck_control_line(FILE *out, const char *name, const struct nh_gof *g);
/* A known answer's line ("what got pass|FAIL"; kind.h's selfcheck_known):
 * it passes when |got - want| <= tol. */
bool selfcheck_known_line(FILE *out, const char *what, double got, double want, double tol);

/* Part `part` of kind k's rows (kind.h's selfcheck, selfcheck_control,
 * selfcheck_known), its lines printed and counted in *run and *failed;
 * nothing where k has no such part.  Returns 0, or -1 as selfcheck_rows. */
enum { NH_SELFCHECK_FITS, NH_SELFCHECK_CONTROLS, NH_SELFCHECK_KNOWN, NH_SELFCHECK_PARTS };
struct nh_kind;
int selfcheck_part(const struct nh_kind *k, int part, const struct nh_selfcheck_options *o,
                   FILE *out, int *run, int *failed);

/* Run every check, printing one line per case to `out`.  Returns the number
 * of failed checks, or -1 if memory or a thread could not be had. */
int selfcheck_run(const struct nh_selfcheck_options *o, FILE *out);

#endif
