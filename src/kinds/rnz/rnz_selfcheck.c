/* rnz_selfcheck: the rnz rows of `nhmc selfcheck`: the kernel against the
 * exact model with rne's cap at 5 and at 10, xNetHack's cap 10 at XL 1,
 * UnNetHack's chance 1/3 (the kernel's three-word path), and the known
 * values of rnz(350) (docs/rules.md, Known values). */
#include "kinds/rnz/rnz_impl.h"
#include "nhmc/gof.h"
#include "nhmc/pmf.h"
#include "nhmc/selfcheck.h"

static const struct rnz_case rnz_checks[] = {{350, 1, NH_V367},
                                             {350, 30, NH_V367},
                                             {350, 1, NH_VXNH},
                                             {350, 1, NH_VUNH},
                                             {350, 30, NH_VUNH}};
#define NRNZ (sizeof rnz_checks / sizeof rnz_checks[0])

static void describe(const void *check, char *buf, size_t len)
{
    const struct rnz_case *c = check;
    if (variant_is_vanilla(c->variant))
        snprintf(buf, len, "rnz(%d) at XL %d", c->i, c->xl);
    else
        snprintf(buf, len, "rnz(%d) at XL %d, %s", c->i, c->xl, variant_name(c->variant));
}

static int fit(const void *check, const struct nh_selfcheck_options *o, struct nh_gof *g)
{
    struct nh_pmf f = {0, 0, NULL};
    int st = rnz_exact_pmf(check, &f) == 0 ? selfcheck_fit(&rnz_job_kind, check, 0, &f, o, g) : -1;
    pmf_free(&f);
    return st;
}

const struct nh_selfcheck_rows rnz_selfcheck = {rnz_checks, NRNZ, sizeof rnz_checks[0], describe,
                                                fit};

int rnz_selfcheck_known(const struct nh_selfcheck_options *o, FILE *out, int *run, int *failed)
{
    (void)o;
    struct rnz_case rc = {350, 1, NH_V367};
    struct nh_pmf f;
    if (rnz_exact_pmf(&rc, &f) != 0)
        return -1;
    *failed += !selfcheck_known_line(out, "rnz(350) mean = 232339063/512000", (double)pmf_mean(&f),
                                     232339063.0 / 512000.0, 1e-9);
    *failed += !selfcheck_known_line(out, "rnz(350) P(<= 200) = 887/4000", (double)pmf_cdf(&f, 200),
                                     887.0 / 4000.0, 1e-12);
    *failed += !selfcheck_known_line(out, "rnz(350) 95% quantile = 1229",
                                     (double)pmf_quantile(&f, 95), 1229.0, 0.0);
    pmf_free(&f);
    *run += 3;
    return 0;
}
