/* regen_selfcheck: the regen rows of `nhmc selfcheck`: the kernel against
 * the exact model, and the known turns per HP of docs/rules.md, Known
 * values. */
#include "kinds/regen/regen.h"
#include "nhmc/gof.h"
#include "nhmc/heroes.h"
#include "nhmc/pmf.h"
#include "nhmc/selfcheck.h"

/* A regen check: from 1 HP to full, random start turn. */
#define REGEN_CHECK(v, role_index, xl_, con_, maxhp_, enc_, move_)                                 \
    {                                                                                              \
        .variant = (v), .role = (role_index), .race = -1, .xl = (xl_), .con = (con_), .hp = 1,     \
        .maxhp = (maxhp_), .target = (maxhp_), .enc = (enc_), .move = (move_),                     \
        .turn_random = true, .measure = NH_REGEN_TURNS, .max_turns = NH_REGEN_DEFAULT_LIMIT        \
    }

/* 5.0's Bernoulli heals; 3.6.7 at XL 14 with rnd(Con) heals, Stressed and
 * moving half the time; FIQHack Healer, Strained; xNetHack, UnNetHack;
 * dNetHack */
static const struct regen_case regen_checks[] = {
    REGEN_CHECK(NH_V50, -1, 8, 16, 70, NH_ENC_UNENCUMBERED, 0),
    REGEN_CHECK(NH_V367, -1, 14, 18, 80, NH_ENC_STRESSED, 0.5),
    REGEN_CHECK(NH_VFIQ, NH_ROLE_HEALER, 5, 14, 40, NH_ENC_STRAINED, 0.5),
    /* xNetHack and UnNetHack: 5.0's formula, Stressed and moving half the time */
    REGEN_CHECK(NH_VXNH, -1, 12, 14, 60, NH_ENC_STRESSED, 0.5),
    REGEN_CHECK(NH_VUNH, -1, 3, 18, 30, NH_ENC_STRAINED, 0.5),
    /* xNetHack with Dispater: the scalar kernel (its flag from heal to heal) */
    {.variant = NH_VXNH,
     .role = -1,
     .race = -1,
     .xl = 8,
     .con = 16,
     .hp = 20,
     .maxhp = 40,
     .target = 40,
     .enc = NH_ENC_STRESSED,
     .move = 0.5,
     .turn_random = true,
     .measure = NH_REGEN_TURNS,
     .max_turns = NH_REGEN_DEFAULT_LIMIT,
     .dispater = true},
    /* dNetHack: a human Valkyrie (x2), Strained, moving half the time
     * (docs/rules.md, dNetHack regeneration); the race is needed, so not REGEN_CHECK's -1 */
    {.variant = NH_VDNH,
     .role = 11, /* Valkyrie in nh_roles */
     .race = 0,  /* human */
     .xl = 8,
     .con = 16,
     .hp = 1,
     .maxhp = 70,
     .target = 70,
     .enc = NH_ENC_STRAINED,
     .move = 0.5,
     .turn_random = true,
     .measure = NH_REGEN_TURNS,
     .max_turns = NH_REGEN_DEFAULT_LIMIT},
    /* dNetHack: an incantifier Wizard, who heals only by spending Pw (XL/5 + 1
     * tries a turn, 1/90 each for 5 HP), Stressed, moving half the time */
    {.variant = NH_VDNH,
     .role = 12, /* Wizard */
     .race = NH_DNH_INCANTIFIER,
     .xl = 10,
     .con = 14,
     .hp = 10,
     .maxhp = 50,
     .target = 50,
     .enc = NH_ENC_STRESSED,
     .move = 0.5,
     .turn_random = true,
     .measure = NH_REGEN_TURNS,
     .max_turns = NH_REGEN_DEFAULT_LIMIT,
     .pw = 30},
};
#define NREGEN (sizeof regen_checks / sizeof regen_checks[0])

static void describe(const struct regen_case *rc, char *buf, size_t len)
{
    char pw[24] = ""; /* an incantifier's */
    if (rc->pw > 0)
        snprintf(pw, sizeof pw, ", Pw %d", rc->pw);
    else if (rc->dispater)
        snprintf(pw, sizeof pw, ", Dispater");
    snprintf(buf, len, "regen %s XL %d Con %d %d->%d HP%s%s%s", variant_name(rc->variant), rc->xl,
             rc->con, rc->hp, rc->maxhp, rc->enc ? ", " : "",
             rc->enc ? encumbrance_name(rc->enc) : "", pw);
}

int regen_selfcheck(const struct nh_selfcheck_options *o, FILE *out, int *run, int *failed)
{
    for (size_t i = 0; i < NREGEN; i++) {
        char name[96], err[256];
        struct nh_gof g;
        struct nh_pmf f = {0, 0, NULL};
        describe(&regen_checks[i], name, sizeof name);
        int st = regen_exact_pmf(&regen_checks[i], &f, err, sizeof err) == 0
                     ? selfcheck_fit(&regen_job_kind, &regen_checks[i], 0, &f, o, &g)
                     : -1;
        pmf_free(&f);
        if (st != 0)
            return -1;
        *failed += !selfcheck_line(out, name, &g);
    }
    *run += (int)NREGEN;
    return 0;
}

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
