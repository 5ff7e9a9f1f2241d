/* The lane kernel of xNetHack, EvilHack and UnNetHack
 * (levelup_kernel_dice.c) against its oracle, levelup_reference_hero (the
 * rules functions of hero_dice.c, one hero at a time): a block run by
 * levelup_run_block and the reference run on every lane's own stream
 * (pcg32_seed_stream(seed, case key, block, lane), as pcg32_lanes_seed
 * seeds lane i) must give the same count in every cell of every stage.
 * The lanes draw exactly the reference's numbers, so any slip in a die's
 * order, size or arithmetic, the Con roll, the floor or the XL-30 limit
 * moves counts.  Blocks of 1000 heroes: three full batches of NH_LANES and
 * a short one. */
#include "testutil.h"

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/heroes.h"
#include "nhmc/names.h"
#include "nhmc/tally.h"

#define SEED   20261128u
#define HEROES 1000u

/* The case of variant v's role and race (by name), Con con, at stages. */
static struct levelup_case hero(enum nh_variant v, const char *role, const char *race, int con,
                                const int *stages, int nstages, unsigned history)
{
    const struct nh_hero_table *h = nh_heroes(v);
    int ro = nh_name_index(h->role_names, role), ra = nh_name_index(h->race_names, race);
    assert_true(ro >= 0 && ra >= 0);
    struct levelup_case c = {v, ro, ra, con, nstages, stages, history};
    return c;
}

/* Block `block` of the case by the kernel and by the reference: equal. */
static void lanes_match_reference(const struct levelup_case *c, uint64_t block)
{
    struct nh_tally lanes, ref;
    int32_t hp[NH_MAX_STAGES];
    assert_int_equal(levelup_tally_init(&lanes, c), 0);
    assert_int_equal(levelup_tally_init(&ref, c), 0);
    levelup_run_block(c, SEED, block, HEROES, &lanes);
    for (uint64_t lane = 0; lane < HEROES; lane++) {
        nh_pcg32 r;
        pcg32_seed_stream(&r, SEED, levelup_case_key(c), block, lane);
        levelup_reference_hero(c, &r, hp);
        for (int s = 0; s < c->nstages; s++) {
            assert_in_range(hp[s], ref.lo[s], ref.lo[s] + (int32_t)ref.width[s] - 1);
            tally_hist(&ref, (size_t)s)[hp[s] - ref.lo[s]]++;
        }
    }
    for (int s = 0; s < c->nstages; s++) {
        const uint64_t *a = tally_hist(&lanes, (size_t)s), *b = tally_hist(&ref, (size_t)s);
        uint64_t n = 0;
        for (uint32_t k = 0; k < ref.width[s]; k++) {
            if (a[k] != b[k]) {
                print_error("stage %d (gains %d), max HP %d: lanes %llu, reference %llu\n", s,
                            c->stages[s], ref.lo[s] + (int)k, (unsigned long long)a[k],
                            (unsigned long long)b[k]);
                fail();
            }
            n += a[k];
        }
        assert_int_equal(n, HEROES);
    }
    tally_free(&lanes);
    tally_free(&ref);
}

/* XL 1..30: stages 0..29 gains. */
static int all_xl[NH_MAXULEV];
/* XL 1, 2, 3, 10, 18, 30 and 30+1, 30+2, 30+40 (gains at XL 30). */
static const int with_xl30[] = {0, 1, 2, 9, 17, 29, 30, 31, 69};

static void fill_all_xl(void)
{
    for (int s = 0; s < NH_MAXULEV; s++)
        all_xl[s] = s;
}

/* xNetHack's cutoff 12 for every role: a dwarvish Valkyrie's dice stop
 * after gain 11, the shifted stages follow. */
static void xnethack_valkyrie(void **state)
{
    (void)state;
    fill_all_xl();
    struct levelup_case c = hero(NH_VXNH, "Val", "dwarf", 16, all_xl, NH_MAXULEV, 0);
    lanes_match_reference(&c, 0);
    lanes_match_reference(&c, 7);
}

/* xNetHack, past XL 30: limited gains without dice, each bin stepped. */
static void xnethack_xl30_limit(void **state)
{
    (void)state;
    struct levelup_case c = hero(NH_VXNH, "Bar", "human", 18, with_xl30,
                                 (int)(sizeof with_xl30 / sizeof *with_xl30), 0);
    lanes_match_reference(&c, 3);
}

/* xNetHack with a rolled Con (init_attr()'s draws come first). */
static void xnethack_rolled(void **state)
{
    (void)state;
    fill_all_xl();
    struct levelup_case c = hero(NH_VXNH, "Wiz", "elf", NH_CON_ROLLED, all_xl, NH_MAXULEV, 0);
    lanes_match_reference(&c, 1);
}

/* EvilHack's giant: dice on the starting HP, stage 0 varies. */
static void evilhack_giant_start(void **state)
{
    (void)state;
    fill_all_xl();
    struct levelup_case c = hero(NH_VEVH, "Inf", "giant", 16, all_xl, NH_MAXULEV, 0);
    lanes_match_reference(&c, 0);
    lanes_match_reference(&c, 2);
}

/* EvilHack's never-read Caveman: extra dice at every gain, so dice at the
 * limited XL-30 gains too; the aasimar's as well (four dice a gain). */
static void evilhack_caveman_extra(void **state)
{
    (void)state;
    int n = (int)(sizeof with_xl30 / sizeof *with_xl30);
    struct levelup_case giant = hero(NH_VEVH, "Cav", "giant", 14, with_xl30, n, 0);
    struct levelup_case aasimar = hero(NH_VEVH, "Cav", "aasimar", 14, with_xl30, n, 0);
    struct levelup_case read = hero(NH_VEVH, "Cav", "aasimar", 14, with_xl30, n, NH_HERO_LITERATE);
    struct levelup_case both =
        hero(NH_VEVH, "Cav", "aasimar", 14, with_xl30, n, NH_HERO_LITERATE | NH_HERO_ABUSED);
    lanes_match_reference(&giant, 0);
    lanes_match_reference(&aasimar, 5);
    lanes_match_reference(&read, 5);
    lanes_match_reference(&both, 5);
}

/* EvilHack with a rolled Con, a Caveman to 300 gains at XL 30: too many
 * (Con bonus, max HP) bins to shift, every hero stepped to the end. */
static void evilhack_rolled_long(void **state)
{
    (void)state;
    static const int stages[] = {0, 29, 30, 100, 329};
    struct levelup_case c = hero(NH_VEVH, "Cav", "aasimar", NH_CON_ROLLED, stages, 5, 0);
    lanes_match_reference(&c, 4);
}

/* UnNetHack's vampire Convict: no XL-30 limit; Con given and rolled. */
static void unnethack_convict(void **state)
{
    (void)state;
    int n = (int)(sizeof with_xl30 / sizeof *with_xl30);
    struct levelup_case given = hero(NH_VUNH, "Con", "vampire", 16, with_xl30, n, 0);
    struct levelup_case rolled = hero(NH_VUNH, "Con", "vampire", NH_CON_ROLLED, with_xl30, n, 0);
    lanes_match_reference(&given, 0);
    lanes_match_reference(&rolled, 9);
}

/* Con 3 (bonus -1 or less): gains floored at 1. */
static void low_con_floor(void **state)
{
    (void)state;
    fill_all_xl();
    struct levelup_case x = hero(NH_VXNH, "Tou", "human", 3, all_xl, NH_MAXULEV, 0);
    struct levelup_case e = hero(NH_VEVH, "Hea", "gnome", 3, all_xl, NH_MAXULEV, 0);
    lanes_match_reference(&x, 6);
    lanes_match_reference(&e, 6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(xnethack_valkyrie),      cmocka_unit_test(xnethack_xl30_limit),
        cmocka_unit_test(xnethack_rolled),        cmocka_unit_test(evilhack_giant_start),
        cmocka_unit_test(evilhack_caveman_extra), cmocka_unit_test(evilhack_rolled_long),
        cmocka_unit_test(unnethack_convict),      cmocka_unit_test(low_con_floor),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
