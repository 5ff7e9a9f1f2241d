/* regen_selfcheck: the regen rows of `nhmc selfcheck`: the kernel against
 * the exact model, and the known turns per HP of docs/rules.md, Known
 * values. */
#include "kinds/regen/regen_impl.h"
#include "nhmc/gof.h"
#include "nhmc/heroes.h"
#include "nhmc/pmf.h"
#include "nhmc/selfcheck.h"

/* A regen check: from hp to full (maxhp), random start turn; role and race
 * -1 where the rate does not read them. */
struct regen_check {
    enum nh_variant variant;
    int role, race, xl, con, hp, maxhp;
    int enc;       /* enum nh_encumbrance */
    double move;   /* the chance of moving on a turn */
    int pw;        /* an incantifier's */
    bool dispater; /* xNetHack: the scalar kernel, its flag from heal to heal */
    bool lit;      /* EvilHack: a drow on a lit square (the scalar kernel) */
    int withering; /* xNetHack: HWithering's timeout (the scalar kernel) */
};

/* 5.0's Bernoulli heals; 3.6.7 at XL 14 with rnd(Con) heals, Stressed and
 * moving half the time; FIQHack Healer, Strained; xNetHack and UnNetHack
 * (5.0's formula), Stressed or Strained and moving half the time, and
 * xNetHack with Dispater from 20 of 40 HP, and withering (timeout 12: 11
 * turns of 1 or 2 HP lost) from 30 of 40 HP; dNetHack: a human
 * Valkyrie (x2), Strained, moving half the time (docs/rules.md, dNetHack
 * regeneration; role 11 is the Valkyrie in nh_roles, race 0 the human),
 * and an incantifier Wizard (role 12), who heals only by spending Pw (XL/5
 * + 1 tries a turn, 1/90 each for 5 HP), Stressed, moving half the time;
 * EvilHack: a drow Priest on a lit square at XL 3 (period 27, start turns
 * 1..415800), Stressed, moving half the time. */
static const struct regen_check regen_checks[] = {
    {NH_V50, -1, -1, 8, 16, 1, 70, NH_ENC_UNENCUMBERED, 0, 0, false, false, 0},
    {NH_V367, -1, -1, 14, 18, 1, 80, NH_ENC_STRESSED, 0.5, 0, false, false, 0},
    {NH_VFIQ, NH_ROLE_HEALER, -1, 5, 14, 1, 40, NH_ENC_STRAINED, 0.5, 0, false, false, 0},
    {NH_VXNH, -1, -1, 12, 14, 1, 60, NH_ENC_STRESSED, 0.5, 0, false, false, 0},
    {NH_VUNH, -1, -1, 3, 18, 1, 30, NH_ENC_STRAINED, 0.5, 0, false, false, 0},
    {NH_VXNH, -1, -1, 8, 16, 20, 40, NH_ENC_STRESSED, 0.5, 0, true, false, 0},
    {NH_VXNH, -1, -1, 8, 16, 30, 40, NH_ENC_STRESSED, 0.5, 0, false, false, 12},
    {NH_VDNH, 11, 0, 8, 16, 1, 70, NH_ENC_STRAINED, 0.5, 0, false, false, 0},
    {NH_VDNH, 12, NH_DNH_INCANTIFIER, 10, 14, 10, 50, NH_ENC_STRESSED, 0.5, 30, false, false, 0},
    {NH_VEVH, 6, NH_EVH_DROW, 3, 14, 28, 30, NH_ENC_STRESSED, 0.5, 0, false, true, 0},
};
#define NREGEN (sizeof regen_checks / sizeof regen_checks[0])

static struct regen_case case_of(const struct regen_check *k)
{
    return (struct regen_case){.variant = k->variant,
                               .role = k->role,
                               .race = k->race,
                               .xl = k->xl,
                               .con = k->con,
                               .hp = k->hp,
                               .maxhp = k->maxhp,
                               .target = k->maxhp,
                               .enc = k->enc,
                               .move = k->move,
                               .turn_random = true,
                               .measure = NH_REGEN_TURNS,
                               .max_turns = NH_REGEN_DEFAULT_LIMIT,
                               .pw = k->pw,
                               .dispater = k->dispater,
                               .lit = k->lit,
                               .withering = k->withering};
}

static void describe(const void *check, char *buf, size_t len)
{
    const struct regen_check *k = check;
    char pw[24] = ""; /* an incantifier's */
    if (k->pw > 0)
        snprintf(pw, sizeof pw, ", Pw %d", k->pw);
    else if (k->dispater)
        snprintf(pw, sizeof pw, ", Dispater");
    else if (k->lit)
        snprintf(pw, sizeof pw, ", lit");
    else if (k->withering)
        snprintf(pw, sizeof pw, ", withering %d", k->withering);
    snprintf(buf, len, "regen %s XL %d Con %d %d->%d HP%s%s%s", variant_name(k->variant), k->xl,
             k->con, k->hp, k->maxhp, k->enc ? ", " : "", k->enc ? encumbrance_name(k->enc) : "",
             pw);
}

static int fit(const void *check, const struct nh_selfcheck_options *o, struct nh_gof *g)
{
    char err[256];
    struct regen_case c = case_of(check);
    struct nh_pmf f = {0, 0, NULL};
    int st = regen_exact_pmf(&c, &f, err, sizeof err) == 0
                 ? selfcheck_fit(&regen_job_kind, &c, 0, &f, o, g)
                 : -1;
    pmf_free(&f);
    return st;
}

const struct nh_selfcheck_rows regen_selfcheck = {regen_checks, NREGEN, sizeof regen_checks[0],
                                                  describe, fit};

/* The wiki's 15 turns per HP at XL 1, and 5.0's 100/(XL+Con). */
int regen_selfcheck_known(const struct nh_selfcheck_options *o, FILE *out, int *run, int *failed)
{
    (void)o;
    struct regen_case rg = {.variant = NH_V367, .role = -1, .race = -1, .xl = 1, .con = 16};
    *failed += !selfcheck_known_line(out, "3.6.7 XL 1 turns per HP = 15",
                                     (double)(1 / regen_rate(&rg)), 15.0, 1e-12);
    rg.variant = NH_V50;
    *failed += !selfcheck_known_line(out, "5.0 XL 1 Con 16 turns per HP = 100/17",
                                     (double)(1 / regen_rate(&rg)), 100.0 / 17, 1e-12);
    *run += 2;
    return 0;
}
