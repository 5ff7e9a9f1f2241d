/* The sanity kernel jumps over quiet turns (the closed form of the
 * regeneration tiers) and over sightings that draw nothing; the reference
 * trial (sanity_trial) steps every turn.  Here the two agree count for
 * count on many timelines drawn at random with a fixed seed: heroes with
 * every R (R <= 0 under an itchy penalty, 3R above 100), late start
 * turns, checkpoints and recovery bounds inside runs of quiet turns, long
 * sightings with S near 100 - sigma, and every event kind.
 */
#include "testutil.h"

#include <string.h>

#include "nhmc/dice.h"
#include "kinds/sanity/sanity_impl.h"

#define SEED  0x6a756d70u /* "jump" */
#define CASES 120

/* A uniform integer in lo..hi. */
static int pick(nh_pcg32 *g, int lo, int hi)
{
    return lo + nh_rn2(g, hi - lo + 1);
}

static const char *const SPECIES[] = {"akkabish tannin", "nachash tannin", "walking delirium",
                                      "Great Cthulhu", "elder priest"};

static struct sanity_event random_event(nh_pcg32 *g, int turn0, int end)
{
    struct sanity_event v = {.kind = (enum sanity_event_kind)nh_rn2(g, SE_KIND_COUNT),
                             .turn = pick(g, turn0 + 1, end),
                             .turns = 1,
                             .count = 1,
                             .hostile = nh_rn2(g, 2) != 0};
    switch (v.kind) {
    case SE_SEE:
        v.species = nh_rn2(g, 2) ? sanity_species_find(SPECIES[nh_rn2(g, 5)])
                                 : nh_rn2(g, SAN_SPECIES_COUNT);
        v.turns = nh_rn2(g, 2) ? pick(g, 1, 20) : pick(g, 50, 1500);
        v.count = pick(g, 1, 3);
        break;
    case SE_DELIRIUM:
        v.turns = pick(g, 1, 60), v.arg = nh_rn2(g, 2);
        break;
    case SE_MAD:
        v.turns = pick(g, 1, 40), v.count = pick(g, 1, 3), v.arg = pick(g, 0, 40);
        break;
    case SE_ANGEL:
        v.turns = pick(g, 1, 80);
        break;
    case SE_TENTACLES:
        v.turns = pick(g, 1, 10);
        break;
    case SE_SLEEPING:
    case SE_RESTORE:
        v.arg = pick(g, -1, 1);
        break;
    case SE_BOOZE:
        v.arg = pick(g, 1, 5);
        break;
    case SE_NURSE:
        v.arg = pick(g, 1, 3);
        break;
    case SE_KILL:
        v.arg = pick(g, 0, 50), v.count = nh_rn2(g, 2);
        break;
    case SE_PRAY:
        v.arg = pick(g, 0, 3);
        break;
    default:
        break;
    }
    return v;
}

/* A timeline that sanity_case_check accepts. */
static struct sanity_case random_case(nh_pcg32 *g)
{
    for (;;) {
        struct sanity_case c = {0};
        struct sanity_hero *h = &c.hero;
        h->role = (enum sanity_role)nh_rn2(g, SR_COUNT);
        h->race = (enum sanity_race)nh_rn2(g, SRC_COUNT);
        h->wis = pick(g, 3, 25), h->xl = pick(g, 1, 30), h->intel = pick(g, 3, 25);
        h->veil = nh_rn2(g, 2), h->insight = nh_rn2(g, 2) ? pick(g, 0, 300) : 0;
        h->orthos = nh_rn2(g, 4) == 0, h->sea = nh_rn2(g, 3) == 0, h->vilya = nh_rn2(g, 4) == 0;
        h->soul_lens = nh_rn2(g, 2), h->place = (enum sanity_place)nh_rn2(g, SP_COUNT);
        h->itchy = nh_rn2(g, 4) == 0 ? pick(g, 0, 60) : 0;
        h->madness = nh_rn2(g, 3) == 0;
        h->clear_thoughts = nh_rn2(g, 4) == 0, h->nightmare = nh_rn2(g, 4) == 0;
        h->narya = nh_rn2(g, 3) == 0 ? pick(g, 0, 5) : 0, h->nodensfork = nh_rn2(g, 10) == 0;
        h->sanity = pick(g, h->madness ? 0 : SAN_FLOOR, SAN_MAX);
        h->turn0 = nh_rn2(g, 2) ? pick(g, 0, 200000) : 0;
        h->drunk = pick(g, 0, 10), h->lost_names = pick(g, 0, 4), h->moon_close = nh_rn2(g, 5) == 0;
        c.end = h->turn0 + pick(g, 1, 4000);
        c.nev = pick(g, 0, 6);
        for (int e = 0; e < c.nev; e++)
            c.ev[e] = random_event(g, h->turn0, c.end);
        c.ncheck = pick(g, 0, 8);
        for (int i = 0; i < c.ncheck; i++)
            c.checkpoint[i] = pick(g, h->turn0 + 1, c.end);
        for (int i = 1; i < c.ncheck; i++) /* ascending: insertion sort */
            for (int j = i; j > 0 && c.checkpoint[j] < c.checkpoint[j - 1]; j--) {
                int x = c.checkpoint[j];
                c.checkpoint[j] = c.checkpoint[j - 1], c.checkpoint[j - 1] = x;
            }
        c.target = pick(g, 0, SAN_MAX);
        c.recover_from = pick(g, h->turn0 - 10, c.end);
        if (sanity_case_check(&c, NULL, 0) == 0)
            return c;
    }
}

/* The kernel's tally of a block equals the trial's, count for count. */
static void check_case(const struct sanity_case *c, uint64_t block, uint32_t n)
{
    struct nh_tally a, b;
    assert_int_equal(sanity_tally_init(&a, c), 0);
    assert_int_equal(sanity_tally_init(&b, c), 0);
    sanity_run_block(c, SEED, block, n, &a);
    for (uint32_t i = 0; i < n; i++) {
        nh_pcg32 rng;
        pcg32_seed_stream(&rng, SEED, sanity_case_key(c), block, i);
        struct sanity_outcome o;
        sanity_trial(c, &rng, &o);
        sanity_tally_add(&b, c, &o);
    }
    assert_int_equal(a.ncounts, b.ncounts);
    if (memcmp(a.counts, b.counts, a.ncounts * sizeof *a.counts) != 0)
        fail_msg("case of block %llu (turn0 %d, end %d, %d events): kernel and trial differ",
                 (unsigned long long)block, c->hero.turn0, c->end, c->nev);
    tally_free(&a);
    tally_free(&b);
}

static void random_timelines(void **state)
{
    (void)state;
    nh_pcg32 g;
    pcg32_seed(&g, SEED, 1);
    for (int k = 0; k < CASES; k++) {
        struct sanity_case c = random_case(&g);
        check_case(&c, (uint64_t)k, 300); /* a whole batch of lanes and a part one */
    }
}

/* Hand-made timelines at the edges of the jumps: S at 100 - sigma and
 * potions that lift it above during a long sighting; a checkpoint and
 * recover_from on the turn a run ends; R <= 0; S at 100 already; madness
 * timers that end between hits. */
static void edge_timelines(void **state)
{
    (void)state;
    struct sanity_case c = {0};
    c.hero = (struct sanity_hero){.wis = 18,
                                  .role = SR_VALKYRIE,
                                  .race = SRC_HUMAN,
                                  .xl = 1,
                                  .intel = 11,
                                  .veil = true,
                                  .sanity = 70};
    c.ev[c.nev++] = (struct sanity_event){.kind = SE_SEE,
                                          .turn = 10,
                                          .turns = 2000,
                                          .count = 2,
                                          .species = sanity_species_find("akkabish tannin"),
                                          .hostile = true};
    c.ev[c.nev++] = (struct sanity_event){.kind = SE_SLEEPING, .turn = 500, .arg = 1};
    c.ev[c.nev++] = (struct sanity_event){.kind = SE_NURSE, .turn = 1200, .arg = 2};
    c.end = 3000;
    c.target = 100;
    c.recover_from = 1000;
    int ck[] = {9, 10, 11, 499, 500, 999, 1000, 2999, 3000};
    c.ncheck = (int)(sizeof ck / sizeof ck[0]);
    memcpy(c.checkpoint, ck, sizeof ck);
    check_case(&c, 1, 700);
    c.hero.sanity = 100; /* recovered before the first turn */
    c.recover_from = -5;
    check_case(&c, 2, 300);
    c.hero.itchy = 40; /* R <= 0: no regeneration at all */
    c.hero.sanity = 60;
    check_case(&c, 3, 300);
    /* Temporary madness timers running out in the quiet turns between
     * tentacle hits: a hit while one runs starts no new one. */
    c = (struct sanity_case){.end = 200, .target = 80, .recover_from = 1};
    c.hero = (struct sanity_hero){.wis = 6,
                                  .role = SR_PRIEST,
                                  .race = SRC_HUMAN,
                                  .xl = 14,
                                  .intel = 11,
                                  .madness = true,
                                  .sanity = 20};
    for (int k = 0; k < 12; k++)
        c.ev[c.nev++] =
            (struct sanity_event){.kind = SE_TENTACLES, .turn = 5 + 3 * k + k % 4, .turns = 1};
    check_case(&c, 4, 700);
    /* First sightings while a temporary madness runs (it blocks a new one, unless Clear
     * Thoughts without Nightmare), of species seen once each. */
    static const char *const firsts[] = {"akkabish tannin", "nachash tannin", "shalosh tannah",
                                         "khaamnun tannin", "raglayim tannin"};
    for (int ct = 0; ct < 2; ct++) {
        c.nev = 2;
        c.hero.clear_thoughts = ct;
        for (int k = 0; k < 5; k++)
            c.ev[c.nev++] = (struct sanity_event){.kind = SE_SEE,
                                                  .turn = 40 + 2 * k,
                                                  .count = 1,
                                                  .turns = 1,
                                                  .species = sanity_species_find(firsts[k]),
                                                  .hostile = true};
        check_case(&c, 5 + (uint64_t)ct, 700);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(edge_timelines),
        cmocka_unit_test(random_timelines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
