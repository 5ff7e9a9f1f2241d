/* levelup_exact: the exact distribution of max HP at each XL stage
 * (docs/rules.md, Hero max HP).
 *
 * With Con fixed, max HP is the starting HP plus independent gains, each
 * max(1, fix + Con bonus + role die + race die): a chain of convolutions
 * (a gain without dice is a shift).  5.0 caps a gain made at XL 30 by a
 * limit that depends on the max HP before it, so those gains are applied as
 * a transition from each current value instead.  A rolled Con is the
 * mixture of the fixed-Con answers over the exact starting-Con distribution;
 * only the Con bonus matters, so Cons with the same bonus share one chain.
 *
 * dNetHack (docs/rules.md, dNetHack max HP; dNetHack level gain and drain): the same chain for the
 * stored rolls P, with its own dice and no Con; max HP at XL x is then the deterministic,
 * nondecreasing map P -> max(1, trunc(P + x * conplus(Con))).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/dnh.h"
#include "nhmc/heroes.h"
#include "nhmc/dnh_attr.h"
#include "nhmc/dnh_soft_cap.h"
#include "kinds/levelup/levelup_impl.h"
#include "nhmc/pmf.h"
#include "nhmc/hero_rules.h"
#include "nhmc/start_con.h"

/* Con bonuses run from -2 (Con 3) to +4 (Con 19 and up). */
#define CONPLUS_MIN   (-2)
#define CONPLUS_COUNT 7

/* The pmf of max(1, fix + rnd(sides[0]) + ... + rnd(sides[n-1])), a side
 * count of 0 being no die. */
static int dice_pmf(struct nh_pmf *g, int fix, const int *sides, int n)
{
    if (pmf_init_const(g, fix) != 0)
        return -1;
    for (int k = 0; k < n; k++) {
        if (sides[k] <= 0)
            continue;
        struct nh_pmf die;
        if (pmf_init_uniform(&die, 1, sides[k]) != 0) {
            pmf_free(g);
            return -1;
        }
        int st = pmf_add_independent(g, &die);
        pmf_free(&die);
        if (st != 0) {
            pmf_free(g);
            return -1;
        }
    }
    if (pmf_floor(g, 1) != 0) {
        pmf_free(g);
        return -1;
    }
    return 0;
}

/* The pmf of one gain before any throttle: max(1, fix + conplus + dice). */
static int gain_pmf(struct nh_pmf *g, struct nh_gain_dice d, int conplus)
{
    int sides[2] = {d.role_sides, d.race_sides};
    return dice_pmf(g, d.fix + conplus, sides, 2);
}

/* f := the max HP after a 5.0 gain at XL 30 from each current value h:
 * h + min(gain, nh_xl30_limit(h)).  The result lies in f's range shifted by
 * 1 .. max gain. */
static int apply_throttled(struct nh_pmf *f, const struct nh_pmf *g)
{
    struct nh_pmf out;
    int64_t gmax = g->lo + (int64_t)g->n - 1;
    if (pmf_init_zero(&out, f->lo + 1, f->n + (size_t)gmax - 1) != 0)
        return -1;
    for (size_t i = 0; i < f->n; i++) {
        if (f->p[i] == 0.0L)
            continue;
        int64_t h = f->lo + (int64_t)i;
        int64_t lim = nh_xl30_limit((int)h);
        for (size_t j = 0; j < g->n; j++) {
            int64_t gain = g->lo + (int64_t)j;
            if (gain > lim)
                gain = lim;
            out.p[h + gain - out.lo] += f->p[i] * g->p[j];
        }
    }
    pmf_free(f);
    *f = out;
    pmf_trim(f);
    return 0;
}

/* f := f plus one gain, limited at XL 30 when throttled (a gain without
 * dice is a shift). */
static int add_gain(struct nh_pmf *f, const struct nh_pmf *gain, bool throttled)
{
    if (throttled)
        return apply_throttled(f, gain);
    if (gain->n == 1) {
        pmf_shift(f, gain->lo);
        return 0;
    }
    return pmf_add_independent(f, gain);
}

static void free_stages(struct nh_pmf *out, int n)
{
    for (int s = 0; s < n; s++)
        pmf_free(&out[s]);
}

/* The chain for one constant Con bonus: out[s] for every stage.  The
 * starting HP (xNetHack, EvilHack, UnNetHack: with its dice), then each
 * gain's dice (with EvilHack's extras; hero_dice.c) and the Con bonus,
 * limited at XL 30 where the game limits it; a gain's pmf is built again
 * only where its dice change (the cutoff, EvilHack's Caveman brackets). */
static int chain_fixed(const struct levelup_case *c, int conplus, struct nh_pmf *out)
{
    bool dice = nh_hero_dice_variant(c->variant);
    struct nh_gain_dice d = dice ? nh_hero_start_dice(c->variant, c->role, c->race)
                                 : (struct nh_gain_dice){levelup_case_start(c), 0, 0};
    int sides[2] = {d.role_sides, d.race_sides}, key[5] = {0}, s = 0, status = -1;
    struct nh_pmf f, gain = {0};
    bool have = false;
    if (dice_pmf(&f, d.fix, sides, 2) != 0)
        return -1;
    for (int g = 0; s < c->nstages; g++) {
        if (g > 0) {
            int xl = levelup_gain_xl(g);
            struct nh_gain_extra e = {0, {0, 0}};
            if (dice)
                e = nh_hero_gain_extra(c->variant, c->role, c->race, xl, c->history);
            d = dice ? nh_hero_gain_dice(c->variant, c->role, c->race, xl)
                     : levelup_case_dice(c, xl);
            int now[5] = {d.fix + e.fix + conplus, d.role_sides, d.race_sides, e.sides[0],
                          e.sides[1]};
            if (!have || memcmp(now, key, sizeof key) != 0) {
                pmf_free(&gain);
                if (dice_pmf(&gain, now[0], now + 1, 4) != 0)
                    goto fail;
                memcpy(key, now, sizeof key);
                have = true;
            }
            if (add_gain(&f, &gain, xl == NH_MAXULEV && nh_throttles_xl30(c->variant)) != 0)
                goto fail;
        }
        if (g == c->stages[s] && pmf_copy(&out[s++], &f) != 0)
            goto fail;
    }
    status = 0;
fail:
    if (status != 0)
        free_stages(out, s);
    pmf_free(&gain);
    pmf_free(&f);
    return status;
}

/* Rolled Con: one chain per Con bonus the hero can have, mixed per stage by
 * the probability of that bonus. */
static int chain_rolled(const struct levelup_case *c, struct nh_pmf *out)
{
    long double con_prob[NH_CON_MAX + 1], weight[CONPLUS_COUNT] = {0};
    struct nh_pmf *chains[CONPLUS_COUNT] = {0};
    int status = -1;
    if (nh_hero_dice_variant(c->variant)) {
        struct nh_attr_init a;
        nh_hero_attr_init(c->variant, c->role, c->race, &a);
        if (start_con_attr_pmf(&a, con_prob) != 0)
            return -1;
    } else if (start_con_pmf(c->variant, c->role, c->race, con_prob) != 0)
        return -1;
    for (int con = NH_CON_MIN; con <= NH_CON_MAX; con++)
        weight[nh_conplus(con) - CONPLUS_MIN] += con_prob[con];
    for (int k = 0; k < CONPLUS_COUNT; k++) {
        if (weight[k] == 0.0L)
            continue;
        chains[k] = calloc((size_t)c->nstages, sizeof *chains[k]);
        if (!chains[k] || chain_fixed(c, k + CONPLUS_MIN, chains[k]) != 0) {
            free(chains[k]);
            chains[k] = NULL;
            goto done;
        }
    }
    for (int s = 0; s < c->nstages; s++) {
        struct nh_pmf parts[CONPLUS_COUNT];
        memset(parts, 0, sizeof parts);
        for (int k = 0; k < CONPLUS_COUNT; k++)
            if (chains[k])
                parts[k] = chains[k][s];
        if (pmf_mix(&out[s], parts, weight, CONPLUS_COUNT) != 0) {
            free_stages(out, s);
            goto done;
        }
    }
    status = 0;
done:
    for (int k = 0; k < CONPLUS_COUNT; k++)
        if (chains[k]) {
            free_stages(chains[k], c->nstages);
            free(chains[k]);
        }
    return status;
}

/* f := the pmf of dnh_maxhp(P) at XL xl for P distributed as f. */
static int map_dnh(struct nh_pmf *f, const struct levelup_case *c, int xl)
{
    struct nh_pmf out;
    int64_t lo = dnh_maxhp(c->race, (int)f->lo, xl, c->con);
    int64_t hi = dnh_maxhp(c->race, (int)(f->lo + (int64_t)f->n - 1), xl, c->con);
    if (pmf_init_zero(&out, lo, (size_t)(hi - lo + 1)) != 0)
        return -1;
    for (size_t i = 0; i < f->n; i++)
        out.p[dnh_maxhp(c->race, (int)(f->lo + (int64_t)i), xl, c->con) - lo] += f->p[i];
    pmf_free(f);
    *f = out;
    pmf_trim(f);
    return 0;
}

/* f := the pmf of max HP at XL 30 for the rolls P distributed as roll and
 * the bonus B as bonus, independent (docs/rules.md, dNetHack level gain at
 * XL 30).  Max HP lies between max(1, raw(P)) and max(cap, raw(P)). */
static int map_dnh_bonus(struct nh_pmf *f, const struct nh_pmf *roll, const struct nh_pmf *bonus,
                         const struct levelup_case *c)
{
    int xl = NH_MAXULEV, cap = dnh_hp_cap(c->role, c->race, xl, c->con);
    int cq = dnh_con_quarters(dnh_effective_con(c->race, c->con, xl));
    int64_t p_hi = roll->lo + (int64_t)roll->n - 1;
    int64_t lo = dnh_maxhp_of((int)roll->lo, xl, cq), hi = dnh_maxhp_of((int)p_hi, xl, cq);
    if (hi < cap)
        hi = cap;
    if (pmf_init_zero(f, lo, (size_t)(hi - lo + 1)) != 0)
        return -1;
    for (size_t i = 0; i < roll->n; i++) {
        if (roll->p[i] == 0.0L)
            continue;
        int p = (int)(roll->lo + (int64_t)i);
        for (size_t j = 0; j < bonus->n; j++) {
            if (bonus->p[j] == 0.0L)
                continue;
            int v = dnh_maxhp_bonus_of(p, (int)(bonus->lo + (int64_t)j), xl, cq, cap);
            f->p[v - lo] += roll->p[i] * bonus->p[j];
        }
    }
    pmf_trim(f);
    return 0;
}

/* dNetHack past XL 30: out[s] for the stages from `first` on (all past
 * 29 gains), from the rolls P after 29 gains and the bonus B, the sum of
 * the gains made at XL 30 (src/exper.c, pluslvl()). */
static int chain_dnh_bonus(const struct levelup_case *c, const struct nh_pmf *roll, int first,
                           struct nh_pmf *out)
{
    struct nh_pmf bonus, gain;
    int s = first, status = -1;
    if (pmf_init_const(&bonus, 0) != 0)
        return -1;
    if (gain_pmf(&gain, dnh_gain_dice_at(c->role, c->race, NH_MAXULEV), 0) != 0) {
        pmf_free(&bonus);
        return -1;
    }
    for (int g = NH_MAXULEV; s < c->nstages; g++) {
        if (pmf_add_independent(&bonus, &gain) != 0)
            goto done;
        if (g == c->stages[s] && map_dnh_bonus(&out[s++], roll, &bonus, c) != 0)
            goto done;
    }
    status = 0;
done:
    if (status != 0)
        free_stages(out + first, s - first);
    pmf_free(&gain);
    pmf_free(&bonus);
    return status;
}

/* dNetHack: the chain of the rolls P, then each stage mapped to max HP;
 * stages past XL 30 add the bonus. */
static int chain_dnh(const struct levelup_case *c, struct nh_pmf *out)
{
    int below = 0; /* stages within 29 gains */
    while (below < c->nstages && c->stages[below] < NH_MAXULEV)
        below++;
    int stages[NH_MAXULEV + 1];
    memcpy(stages, c->stages, (size_t)below * sizeof *stages);
    int n = below;
    if (below < c->nstages && (n == 0 || stages[n - 1] != NH_MAXULEV - 1))
        stages[n++] = NH_MAXULEV - 1; /* P at XL 30, kept for the bonus */
    struct levelup_case rolls = *c;
    rolls.nstages = n;
    rolls.stages = stages;
    struct nh_pmf p[NH_MAXULEV + 1];
    if (chain_fixed(&rolls, 0, p) != 0)
        return -1;
    int status = 0;
    if (below < c->nstages)
        status = chain_dnh_bonus(c, &p[n - 1], below, out);
    for (int s = 0; s < below && status == 0; s++) {
        status = pmf_copy(&out[s], &p[s]);
        if (status == 0)
            status = map_dnh(&out[s], c, c->stages[s] + 1);
        if (status != 0)
            free_stages(out, s + 1);
    }
    if (status != 0 && below < c->nstages)
        free_stages(out + below, c->nstages - below);
    free_stages(p, n);
    return status;
}

/* dNetHack with a rolled Con: the fixed-Con answers mixed by the exact
 * starting-Con distribution of dNetHack's init_attr() (docs/rules.md,
 * dNetHack starting Con). */
static int chain_dnh_rolled(const struct levelup_case *c, struct nh_pmf *out)
{
    struct nh_attr_init a;
    char why[192];
    long double con_prob[NH_CON_MAX + 1];
    struct nh_pmf *chains[NH_CON_MAX + 1] = {0};
    int status = -1;
    if (dnh_attr_init(c->role, c->race, DNH_SEX_ANY, &a, why, sizeof why) != 0 ||
        start_con_attr_pmf(&a, con_prob) != 0)
        return -1;
    for (int con = 0; con <= NH_CON_MAX; con++) {
        if (con_prob[con] == 0.0L)
            continue;
        struct levelup_case fixed = *c;
        fixed.con = con;
        chains[con] = calloc((size_t)c->nstages, sizeof *chains[con]);
        if (!chains[con] || chain_dnh(&fixed, chains[con]) != 0) {
            free(chains[con]);
            chains[con] = NULL;
            goto done;
        }
    }
    for (int s = 0; s < c->nstages; s++) {
        struct nh_pmf parts[NH_CON_MAX + 1];
        memset(parts, 0, sizeof parts);
        for (int con = 0; con <= NH_CON_MAX; con++)
            if (chains[con])
                parts[con] = chains[con][s];
        if (pmf_mix(&out[s], parts, con_prob, NH_CON_MAX + 1) != 0) {
            free_stages(out, s);
            goto done;
        }
    }
    status = 0;
done:
    for (int con = 0; con <= NH_CON_MAX; con++)
        if (chains[con]) {
            free_stages(chains[con], c->nstages);
            free(chains[con]);
        }
    return status;
}

int levelup_exact(const struct levelup_case *c, struct nh_pmf *out)
{
    if (!levelup_stages_valid(c))
        return -1;
    memset(out, 0, (size_t)c->nstages * sizeof *out);
    if (c->variant == NH_VDNH)
        return c->con == NH_CON_ROLLED ? chain_dnh_rolled(c, out) : chain_dnh(c, out);
    if (c->con == NH_CON_ROLLED)
        return chain_rolled(c, out);
    return chain_fixed(c, nh_conplus(c->con), out);
}
