/* grace_trial: one fight as the game would run it, the scalar reference of
 * the kernel and the exact module, and the tally a run fills (grace.h).
 *
 * Order within a turn (docs/rules.md, Turn order, for the turn loop; Saving grace,
 * for where H0 is taken and the latch cleared): the hero acts (no damage);
 * the monster phase takes H0 and makes the attacks, each a to-hit draw and,
 * on a hit, the damage dice; then the turn boundary clears the latch and
 * regenerates.
 */
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/grace/grace.h"

/* The monster phase of turn t.  Returns false if the hero died. */
static bool monster_phase(const struct grace_case *c, nh_pcg32 *rng, struct grace_state *s, int *hp,
                          int t, struct grace_outcome *o)
{
    grace_monster_phase(s, *hp);
    for (int a = 0; a < c->hits; a++) {
        if (nh_rn2(rng, c->hit_den) >= c->hit_num)
            continue;
        int dmg = nh_d(rng, c->dice_n, c->dice_s) + c->dice_k;
        bool was_used = s->used;
        *hp -= grace_hit(c->rule, s, *hp, c->maxhp, dmg, true);
        if (s->used && !was_used)
            o->grace_turn = t;
        if (*hp <= 0)
            return false;
    }
    return true;
}

/* The turn boundary after turn t (docs/rules.md, Regeneration in 5.0: one rn2(100) per eligible
 * turn, i.e. below max HP). */
static void boundary(const struct grace_case *c, nh_pcg32 *rng, struct grace_state *s, int *hp)
{
    grace_clear_latch(s);
    if (c->regen_hp > 0 && *hp < c->maxhp && nh_rn2(rng, 100) < c->regen_pct) {
        *hp += c->regen_hp;
        if (*hp > c->maxhp)
            *hp = c->maxhp;
    }
}

void grace_trial(const struct grace_case *c, nh_pcg32 *rng, struct grace_outcome *o)
{
    struct grace_state s = {0};
    int hp = c->hp;
    *o = (struct grace_outcome){.death_turn = c->turns + 1};
    for (int t = 1; t <= c->turns; t++) {
        if (t > 1)
            boundary(c, rng, &s, &hp);
        grace_clear_latch(&s); /* the hero's action (docs/rules.md, Saving grace) */
        if (!monster_phase(c, rng, &s, &hp, t, o)) {
            o->death_turn = t;
            hp = 0;
            break;
        }
    }
    o->final_hp = hp;
    o->used = s.used;
}

/* ---- tallies ---- */

void grace_hist_range(const struct grace_case *c, enum grace_hist h, int32_t *lo, int32_t *hi)
{
    switch (h) {
    case GH_OUTCOME:
        *lo = 0, *hi = 3;
        break;
    case GH_DEATH_TURN:
        *lo = 1, *hi = c->turns + 1;
        break;
    case GH_GRACE_TURN:
        *lo = 0, *hi = c->turns;
        break;
    default: /* GH_FINAL_HP */
        *lo = 0, *hi = c->maxhp;
        break;
    }
}

int grace_tally_init(struct nh_tally *t, const struct grace_case *c)
{
    if (grace_case_check(c, NULL, 0) != 0) {
        memset(t, 0, sizeof *t);
        return -1;
    }
    int32_t lo[GH_COUNT], hi[GH_COUNT];
    for (int h = 0; h < GH_COUNT; h++)
        grace_hist_range(c, h, &lo[h], &hi[h]);
    return tally_init(t, GH_COUNT, lo, hi);
}

void grace_tally_add(struct nh_tally *t, const struct grace_outcome *o)
{
    bool died = o->final_hp <= 0;
    tally_add(t, GH_OUTCOME, (int32_t)died << 1 | (int32_t)o->used);
    tally_add(t, GH_DEATH_TURN, o->death_turn);
    tally_add(t, GH_GRACE_TURN, o->grace_turn);
    tally_add(t, GH_FINAL_HP, o->final_hp);
}

uint64_t grace_case_key(const struct grace_case *c)
{
    /* kind 8 = grace; every field but the rule, chained through nh_mix64.
     * Leaving the rule out gives the rules of one fight the same streams
     * (common random numbers), so differences between rules are measured
     * on the same hits. */
    const int f[] = {c->hp,      c->maxhp, c->dice_n,   c->dice_s,    c->dice_k, c->hit_num,
                     c->hit_den, c->hits,  c->regen_hp, c->regen_pct, c->turns};
    uint64_t k = 8ull << 56;
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
        k = nh_mix64(k ^ (uint64_t)(uint32_t)f[i]);
    return k;
}
