/* grace_trial: one fight as the game would run it, the scalar reference of
 * the kernel and the exact module, and the tally a run fills (grace_impl.h).
 *
 * Order within a turn (docs/rules.md, Turn order, for the turn loop; Saving grace,
 * for where H0 is taken and the latch cleared): the hero acts (no damage);
 * the monster phase takes H0 and makes the attacks, each a to-hit draw and,
 * on a hit, the damage dice; then the turn boundary clears the latch and
 * regenerates.
 *
 * 0 HP that is not death (docs/rules.md, Life saving and polymorph): a
 * polymorphed hero takes the hits on the form's HP (no grace, which sees
 * only the natural form); when it runs out the hero returns to the natural
 * form with the HP it had (rehumanize()), or dies with unchanging.  A death
 * of the natural form, after grace had its say, uses up the amulet of life
 * saving once.  The monster's remaining attacks of the phase go on.
 */
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/grace/grace_impl.h"

/* The hero between hits: the natural form's HP and max HP, and the form's
 * HP while polymorphed (0: the natural form). */
struct hero {
    int hp, maxhp, mh;
    bool amulet; /* the amulet of life saving is still worn */
};

/* One hit of dmg.  Returns false if the hero died. */
static bool take_hit(const struct grace_case *c, struct grace_state *s, struct hero *h, int dmg,
                     int t, struct grace_outcome *o)
{
    if (h->mh > 0) { /* losehp()/mdamageu(), Upolyd: u.mh only, no grace */
        h->mh -= dmg;
        if (h->mh >= 1)
            return true;
        h->mh = 0;
        if (c->unchanging) /* rehumanize(): "killed while stuck in creature form" */
            return false;
        o->reverted = true; /* rehumanize(): u.uhp as it was */
        return true;
    }
    bool was_used = s->used;
    h->hp -= grace_hit(c->rule, s, h->hp, h->maxhp, dmg, true);
    if (s->used && !was_used)
        o->grace_turn = t;
    if (h->hp >= 1)
        return true;
    if (!h->amulet)
        return false;
    /* done(): the amulet is used up, savelife() restores */
    h->amulet = false;
    o->life_saved = true;
    h->hp = c->ls_hp;
    h->maxhp = c->ls_maxhp;
    return true;
}

/* The monster phase of turn t.  Returns false if the hero died.  H0 is
 * u.uhp even while polymorphed (docs/rules.md, Saving grace). */
static bool monster_phase(const struct grace_case *c, nh_pcg32 *rng, struct grace_state *s,
                          struct hero *h, int t, struct grace_outcome *o)
{
    grace_monster_phase(s, h->hp);
    for (int a = 0; a < c->hits; a++) {
        if (nh_rn2(rng, c->hit_den) >= c->hit_num)
            continue;
        int dmg = nh_d(rng, c->dice_n, c->dice_s) + c->dice_k;
        if (!take_hit(c, s, h, dmg, t, o))
            return false;
    }
    return true;
}

/* The turn boundary after turn t (docs/rules.md, Regeneration in 5.0: one rn2(100) per eligible
 * turn, i.e. below max HP).  A polymorphed hero heals the form's HP, never
 * u.uhp (docs/rules.md, Life saving and polymorph). */
static void boundary(const struct grace_case *c, nh_pcg32 *rng, struct grace_state *s,
                     struct hero *h)
{
    grace_clear_latch(s);
    int *cur = h->mh > 0 ? &h->mh : &h->hp;
    int max = h->mh > 0 ? c->form_maxhp : h->maxhp;
    if (c->regen_hp > 0 && *cur < max && nh_rn2(rng, 100) < c->regen_pct) {
        *cur += c->regen_hp;
        if (*cur > max)
            *cur = max;
    }
}

void grace_trial(const struct grace_case *c, nh_pcg32 *rng, struct grace_outcome *o)
{
    struct grace_state s = {0};
    struct hero h = {c->hp, c->maxhp, c->form_hp, grace_case_life_saving(c)};
    /* xNetHack's cursed amulet: faulty_lifesaver() (src/mon.c) fails it when
     * hash1(o_id) is even, for half of the amulets; it is used up and the
     * hero dies (src/end.c, done()), as without one */
    if (c->ls_faulty_half)
        h.amulet = nh_rn2(rng, 2) != 0;
    *o = (struct grace_outcome){.death_turn = c->turns + 1};
    for (int t = 1; t <= c->turns; t++) {
        if (t > 1)
            boundary(c, rng, &s, &h);
        grace_clear_latch(&s); /* the hero's action (docs/rules.md, Saving grace) */
        if (!monster_phase(c, rng, &s, &h, t, o)) {
            o->death_turn = t;
            h.hp = h.mh = 0;
            break;
        }
    }
    o->final_hp = h.mh > 0 ? h.mh : h.hp;
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
    case GH_FINAL_HP:
        *lo = 0, *hi = grace_case_hp_cap(c);
        break;
    default: /* GH_SAVES */
        *lo = 0, *hi = 3;
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
    tally_add(t, GH_SAVES, (int32_t)o->reverted << 1 | (int32_t)o->life_saved);
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
    /* the saves only when there are any, so the keys of the fights
     * without them are unchanged */
    if (grace_case_life_saving(c) || grace_case_polymorphed(c)) {
        const int g[] = {c->ls_hp, c->ls_maxhp, c->form_hp, c->form_maxhp, c->unchanging};
        for (size_t i = 0; i < sizeof g / sizeof g[0]; i++)
            k = nh_mix64(k ^ (uint64_t)(uint32_t)g[i] ^ 0x5ull << 40);
    }
    if (c->ls_faulty_half) /* only then: the other keys are unchanged */
        k = nh_mix64(k ^ 0x6ull << 40);
    return k;
}
