/* The monster kernel (src/kinds/monster/monster_kernel.c) against a scalar
 * reference, trial by trial: the reference makes each lane's monster with
 * the draws the kernel's top comment documents, one lane at a time, and
 * grows it by the rule functions of monster_rules.h (nh_grow_target,
 * nh_grow_threshold, nh_grow_limit, nh_grow_kill_increase, nh_grow_apply),
 * so the kernel's growth in lanes (the forms' constants read by selects)
 * must give the same tallies, bin for bin.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/monster/monster_impl.h"
#include "kinds/monster/monster_hp.h"
#include "kinds/monster/monster_rules.h"
#include "nhmc/dice.h"
#include "nhmc/rng.h"
#include "nhmc/runner.h"

#define SEED 20261125u

/* Lane l's trial of one batch: creation (m_lev, every die up to the
 * plan's largest count, kept while below the lane's count, the rnd()
 * extra), the grow_up() calls, then the regeneration phase; adds the
 * outcome to t when tally is set. */
static void ref_trial(const struct monster_case *c, const struct nh_hp_plan *p, nh_pcg32 *r,
                      bool tally, struct nh_tally *t)
{
    const struct nh_monster_table *tab = monster_table(c->variant);
    int lev = p->mlev_lo;
    if (p->mlev_hi > p->mlev_lo)
        lev = p->mlev_lo + nh_rn2(r, p->mlev_hi - p->mlev_lo + 1);
    int n = p->sides ? (p->dice_per_lev ? lev : p->ndice) : 0;
    int nmax = p->sides ? (p->dice_per_lev ? p->mlev_hi : p->ndice) : 0;
    int sum = 0;
    for (int k = 0; k < nmax; k++) {
        int die = nh_rnd(r, p->sides);
        sum += k < n ? die : 0;
    }
    int hp = p->add + p->add_per_lev * lev + p->mult * sum;
    if (p->bump_min && p->mult == 1 && n > 0 && sum == n)
        hp++;
    if (p->extra_rnd)
        hp += nh_rnd(r, p->extra_rnd);
    if (p->mlev_from_hp)
        lev = hp / 4;
    struct nh_grow_state s = {c->mon, lev, hp};
    for (int k = 0; k < c->kills + c->gain_levels; k++) {
        bool kill = k < c->kills;
        int target = nh_grow_target(c->variant, tab, s.form, kill);
        int thr = nh_grow_threshold(tab, &s, kill, c->where.home_plane);
        int lim = nh_grow_limit(tab, &s, target, kill);
        int inc = kill ? nh_grow_kill_increase(s.hpmax, nh_rnd(r, c->victim_level + 1), thr)
                       : nh_rnd(r, 8);
        s = nh_grow_apply(c->variant, tab, s, inc, thr, lim, target);
    }
    int phase = nh_rn2(r, 20);
    int missing = s.hpmax - 1;
    int turns = (tab->mons[s.form].flags & NH_MF_REGEN) ? missing
                : missing > 0                           ? 20 * missing - phase
                                                        : 0;
    if (tally) {
        tally_add(t, NH_MON_HIST_HP, s.hpmax);
        tally_add(t, NH_MON_HIST_LEVEL, s.m_lev);
        tally_add(t, NH_MON_HIST_REGEN, turns);
    }
}

/* Block `block` of ntrials trials: trial j is batch j / NH_LANES of lane
 * j % NH_LANES; every lane of a batch draws its creation and phase. */
static void ref_block(const struct monster_case *c, uint64_t block, uint32_t ntrials,
                      struct nh_tally *t)
{
    static nh_pcg32_lanes lanes;
    struct nh_hp_plan p = monster_case_plan(c);
    pcg32_lanes_seed(&lanes, SEED, monster_case_key(c), block, 0);
    for (uint32_t done = 0; done < ntrials; done += NH_LANES)
        for (int l = 0; l < NH_LANES; l++) {
            nh_pcg32 r = pcg32_lanes_get(&lanes, l);
            ref_trial(c, &p, &r, done + (uint32_t)l < ntrials, t);
            pcg32_lanes_put(&lanes, l, r);
        }
}

static struct monster_case mcase(enum nh_variant v, const char *name, int depth, int xl)
{
    struct monster_case c = {0};
    c.variant = v;
    assert_int_equal(monster_lookup(monster_table(v), name, &c.mon), NH_MON_FOUND);
    c.where.depth = depth;
    c.xl = xl;
    return c;
}

static void assert_same(const struct monster_case *c, const char *what)
{
    static const uint32_t sizes[] = {NH_BLOCK_TRIALS, 1000, 37};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        struct nh_tally k, r;
        assert_int_equal(monster_tally_init(&k, c), 0);
        assert_int_equal(monster_tally_init(&r, c), 0);
        monster_run_block(c, SEED, 5 + s, sizes[s], &k);
        ref_block(c, 5 + s, sizes[s], &r);
        for (size_t h = 0; h < NH_MON_HIST_COUNT; h++) {
            assert_int_equal(tally_total(&k, h), sizes[s]);
            const uint64_t *a = tally_hist(&k, h), *b = tally_hist(&r, h);
            for (uint32_t i = 0; i < k.width[h]; i++)
                if (a[i] != b[i]) {
                    print_error("%s, %u trials, histogram %zu, value %d: kernel %llu, "
                                "reference %llu\n",
                                what, sizes[s], h, k.lo[h] + (int32_t)i, (unsigned long long)a[i],
                                (unsigned long long)b[i]);
                    fail();
                }
        }
        tally_free(&k);
        tally_free(&r);
    }
}

/* Growth through every kind of form: a chain of three (kitten), four
 * (soldier), a golem's threshold, home elementals, a player monster's
 * limit, 5.0's killer bee turning queen by gain levels, a manes that
 * becomes a regenerating lemure, kills past the 400 cap, a case
 * without growth, and EvilHack's uniques, which have no cap. */
static void kernel_equals_reference(void **state)
{
    (void)state;
    /* home: the elemental's plane, in the endgame with the Sanctum at the depth */
    static const struct {
        enum nh_variant v;
        const char *name;
        int depth, xl, kills, victim_level, gain_levels, home;
        const char *what;
    } cases[] = {
        {NH_V367, "kitten", 1, 1, 20, 5, 0, 0, "3.6.7 kitten, 20 kills of level 5"},
        {NH_V343, "soldier", 12, 10, 60, 12, 4, 0,
         "3.4.3 soldier, 60 kills of level 12, 4 gain levels"},
        {NH_V50, "straw golem", 5, 5, 40, 20, 0, 0, "5.0 straw golem, 40 kills of level 20"},
        {NH_V367, "earth elemental", 50, 20, 30, 30, 0, NH_MF_HOME_EARTH,
         "3.6.7 earth elemental at home, 30 kills of level 30"},
        {NH_V50, "valkyrie", 20, 14, 50, 40, 0, 0, "5.0 valkyrie, 50 kills of level 40"},
        {NH_V50, "killer bee", 5, 5, 3, 2, 10, 0, "5.0 killer bee, 3 kills, 10 gain levels"},
        {NH_V367, "manes", 1, 1, 0, 0, 2, 0, "3.6.7 manes, 2 gain levels"},
        {NH_V367, "little dog", 1, 1, 2000, 49, 0, 0, "3.6.7 little dog, 2000 kills of level 49"},
        {NH_V367, "soldier ant", 10, 8, 0, 0, 0, 0, "3.6.7 soldier ant, no growth"},
        /* EvilHack's uniques: no 400 cap, and m_lev made above 50 (Lucifer 77, Demogorgon 75) */
        {NH_VEVH, "Lucifer", 1, 1, 5, 49, 40, 0,
         "EvilHack Lucifer, 5 kills of level 49, 40 gain levels"},
        {NH_VEVH, "Demogorgon", 1, 1, 30, 49, 0, 0, "EvilHack Demogorgon, 30 kills of level 49"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct monster_case c = mcase(cases[i].v, cases[i].name, cases[i].depth, cases[i].xl);
        c.kills = cases[i].kills;
        c.victim_level = cases[i].victim_level;
        c.gain_levels = cases[i].gain_levels;
        if (cases[i].home) {
            c.where.endgame = true;
            c.where.sanctum_depth = cases[i].depth;
            c.where.home_plane = cases[i].home;
        }
        assert_same(&c, cases[i].what);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(kernel_equals_reference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
