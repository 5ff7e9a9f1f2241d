/* grace_selfcheck: the saving-grace rows of `nhmc selfcheck`: the kernel
 * against the exact model. */
#include "kinds/grace/grace_impl.h"
#include "nhmc/gof.h"
#include "nhmc/selfcheck.h"

/* Saving-grace checks (grace_impl.h): one histogram of one fight each, covering
 * the snapshot and its latch, xNetHack's strict threshold with regeneration,
 * and the original rule's HP-before-the-hit test. */
static const struct grace_check {
    const char *what;
    struct grace_case c;
    enum grace_hist hist;
} grace_checks[] = {
    {"grace 3.7-2025 22/22 3x2d4 80% 4 turns: death turn",
     {GRACE_37_2025, 22, 22, 2, 4, 0, 4, 5, 3, 0, 0, 4, 0, 0, 0, 0, false, false},
     GH_DEATH_TURN},
    {"grace xnethack 20/22 3x1d6+1 6/7 regen: final HP",
     {GRACE_XNETHACK, 20, 22, 1, 6, 1, 6, 7, 3, 1, 50, 2, 0, 0, 0, 0, false, false},
     GH_FINAL_HP},
    {"grace 3.7-2023 12/12 1d12+2 75% 3 turns: outcome",
     {GRACE_37_2023, 12, 12, 1, 12, 2, 3, 4, 1, 0, 0, 3, 0, 0, 0, 0, false, false},
     GH_OUTCOME},
};
#define NGRACE (sizeof grace_checks / sizeof grace_checks[0])

static void describe(const void *check, char *buf, size_t len)
{
    snprintf(buf, len, "%s", ((const struct grace_check *)check)->what);
}

static int run_grace_check(const void *check, const struct nh_selfcheck_options *o,
                           struct nh_gof *g)
{
    const struct grace_check *gc = check;
    struct nh_pmf ex[GH_COUNT];
    if (grace_exact(&gc->c, ex) != 0)
        return -1;
    int st = selfcheck_fit(&grace_job_kind, &gc->c, (size_t)gc->hist, &ex[gc->hist], o, g);
    grace_exact_free(ex);
    return st;
}

const struct nh_selfcheck_rows grace_selfcheck = {grace_checks, NGRACE, sizeof grace_checks[0],
                                                  describe, run_grace_check};
