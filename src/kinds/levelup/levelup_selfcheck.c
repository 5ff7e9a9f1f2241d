/* levelup_selfcheck: the levelup rows of `nhmc selfcheck`: the kernel
 * against the exact model, the control (a wrong distribution the fit must
 * reject) and the known mean max HP of docs/rules.md, Known values. */
#include "kinds/levelup/levelup_impl.h"
#include "nhmc/gof.h"
#include "nhmc/heroes.h"
#include "nhmc/pmf.h"
#include "nhmc/selfcheck.h"

struct levelup_check {
    enum nh_variant variant;
    const char *role, *race;
    int con;   /* NH_CON_ROLLED for rolled */
    int gains; /* XL stage as gains: XL x is x - 1, "30+K" is 29 + K */
};

/* One case per rule the kernel implements: lo and hi gains, the floor of 1
 * (Con 3 Tourist), every race die, rolled Con in both selection forms, the
 * 5.0 XL-30 limit and dNetHack's max-HP model. */
static const struct levelup_check levelup_checks[] = {
    {NH_V367, "Val", "hum", 16, 29},
    {NH_V367, "Tou", "hum", 3, 29},
    {NH_V367, "Hea", "gno", 18, 19},
    {NH_V367, "Ran", "elf", 10, 29},
    {NH_V343, "Bar", "orc", 10, 13},
    {NH_V343, "Sam", "hum", NH_CON_ROLLED, 29},
    {NH_V50, "Wiz", "elf", NH_CON_ROLLED, 9},
    {NH_V50, "Val", "dwa", 18, 32},
    /* dNetHack: size-1 parts (rn2(2)), the orc's rising Con (docs/rules.md, dNetHack HP) */
    {NH_VDNH, "Wiz", "orc", 3, 29},
    /* dNetHack's own heroes (docs/dnethack-heroes.md): the myrkalfr an
     * Anachrononaut drow becomes, the chiropteran's fixed-plus-die parts, a
     * yuki-onna Madman's two rn2(2) parts on the floor of 1 */
    {NH_VDNH, "Ana", "dro", 16, 29},
    {NH_VDNH, "Bin", "bat", 14, 19},
    {NH_VDNH, "Mad", "swn", 5, 29},
    /* dNetHack: gains at XL 30 into the soft-capped bonus; its own rolled Con, with points
     * taken off (an orc Barbarian; docs/rules.md, dNetHack level gain at XL 30, dNetHack
     * starting Con) */
    {NH_VDNH, "Val", "hum", 16, 129},
    {NH_VDNH, "Bar", "orc", NH_CON_ROLLED, 49},
    /* xNetHack: the cutoff 12 of every role, the XL-30 limit; EvilHack: dice on the starting
     * HP (giant, centaur, aasimar), dice at limited XL-30 gains, the never-read Caveman's and the
     * aasimar's extra dice; UnNetHack: its vampire, no limit at XL 30 (docs/rules.md, Level-up
     * HP in xNetHack, EvilHack and UnNetHack) */
    {NH_VXNH, "Val", "dwa", 18, 32},
    {NH_VXNH, "Tou", "gno", 3, 29},
    {NH_VEVH, "Inf", "gia", 16, 32},
    {NH_VEVH, "Cav", "amr", 5, 32},
    {NH_VEVH, "Bar", "cen", 25, 19},
    {NH_VUNH, "Con", "vam", 18, 32},
    /* their rolled Con (nh_hero_attr_init): EvilHack's lowered bases (a giant Barbarian's Dex),
     * xNetHack's exact picks, UnNetHack's 3.4.3 picks */
    {NH_VEVH, "Bar", "gia", NH_CON_ROLLED, 29},
    {NH_VXNH, "Hea", "gno", NH_CON_ROLLED, 29},
    {NH_VUNH, "Con", "vam", NH_CON_ROLLED, 29},
};
#define NLEVELUP (sizeof levelup_checks / sizeof levelup_checks[0])

/* The control: this case against its exact pmf with one d2 too many. */
static const struct levelup_check levelup_control = {NH_V367, "Val", "hum", 16, 29};

static void describe(const void *check, char *buf, size_t len)
{
    const struct levelup_check *c = check;
    char con[16], xl[16];
    if (c->con == NH_CON_ROLLED)
        snprintf(con, sizeof con, "rolled");
    else
        snprintf(con, sizeof con, "%d", c->con);
    stage_text(c->gains, xl, sizeof xl);
    snprintf(buf, len, "levelup %s %s-%s Con %s XL %s", variant_name(c->variant), c->role, c->race,
             con, xl);
}

/* Fit the kernel against the exact pmf, with one d2 added to it when
 * `wrong` (the control).  Returns 0 or -1. */
static int run_check(const struct levelup_check *c, bool wrong,
                     const struct nh_selfcheck_options *o, struct nh_gof *g)
{
    const struct nh_hero_table *h = nh_heroes(c->variant);
    struct levelup_case lc = {c->variant,
                              nh_name_index(h->role_names, c->role),
                              nh_name_index(h->race_names, c->race),
                              c->con,
                              1,
                              &c->gains,
                              0};
    struct nh_pmf f = {0, 0, NULL}, d2 = {0, 0, NULL};
    int st = -1;
    if (levelup_exact(&lc, &f) == 0 &&
        (!wrong || (pmf_init_uniform(&d2, 1, 2) == 0 && pmf_add_independent(&f, &d2) == 0)))
        st = selfcheck_fit(&levelup_job_kind, &lc, 0, &f, o, g);
    pmf_free(&d2);
    pmf_free(&f);
    return st;
}

static int fit(const void *check, const struct nh_selfcheck_options *o, struct nh_gof *g)
{
    return run_check(check, false, o, g);
}

const struct nh_selfcheck_rows levelup_selfcheck = {levelup_checks, NLEVELUP,
                                                    sizeof levelup_checks[0], describe, fit};

int levelup_selfcheck_control(const struct nh_selfcheck_options *o, FILE *out, int *run,
                              int *failed)
{
    char name[96];
    struct nh_gof g;
    describe(&levelup_control, name, sizeof name);
    if (run_check(&levelup_control, true, o, &g) != 0)
        return -1;
    *failed += !selfcheck_control_line(out, name, &g);
    *run += 1;
    return 0;
}

/* Mean max HP in 3.6.7 (docs/rules.md, Known values), from the exact model. */
int levelup_selfcheck_known(const struct nh_selfcheck_options *o, FILE *out, int *run, int *failed)
{
    (void)o;
    static const struct {
        const char *what, *role, *race;
        int con, gains;
        double want;
    } known[] = {
        {"Val-hum Con 18 mean max HP at XL 30", "Val", "hum", 18, 29, 217.0},
        {"Val-dwa Con 10 mean max HP at XL 10", "Val", "dwa", 10, 9, 76.5},
        {"Hea-hum Con 10 mean max HP at XL 30", "Hea", "hum", 10, 29, 147.0},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        struct levelup_case lc = {NH_V367,
                                  role_parse(known[i].role),
                                  race_parse(known[i].race),
                                  known[i].con,
                                  1,
                                  &known[i].gains,
                                  0};
        struct nh_pmf f;
        if (levelup_exact(&lc, &f) != 0)
            return -1;
        *failed +=
            !selfcheck_known_line(out, known[i].what, (double)pmf_mean(&f), known[i].want, 1e-9);
        pmf_free(&f);
        *run += 1;
    }
    return 0;
}
