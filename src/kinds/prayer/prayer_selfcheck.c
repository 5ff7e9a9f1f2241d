/* prayer_selfcheck: the prayer rows of `nhmc selfcheck`: the kernel against
 * the exact model, one histogram of one prayer a row. */
#include "kinds/prayer/prayer_impl.h"
#include "nhmc/gof.h"
#include "nhmc/heroes.h"
#include "nhmc/pmf.h"
#include "nhmc/selfcheck.h"

struct prayer_check {
    const char *role, *race; /* by name, looked up in the variant's heroes when run */
    int hist;                /* which histogram (enum prayer_hist) */
    struct prayer_case pray;
};

/* One histogram of one prayer, human, Con 16, HP 1. */
#define PRAYER_CHECK(v, role_, xl_, maxhp_, turn_, record_, wishes_, hist_)                        \
    {                                                                                              \
        .role = (role_), .race = "hum", .hist = (hist_), .pray = {                                 \
            .variant = (v),                                                                        \
            .con = 16,                                                                             \
            .xl = (xl_),                                                                           \
            .maxhp = (maxhp_),                                                                     \
            .hp = 1,                                                                               \
            .turn = (turn_),                                                                       \
            .record = (record_),                                                                   \
            .wishes = (wishes_)                                                                    \
        }                                                                                          \
    }

/* A prayer of a variant with heroes of its own (dNetHack, xNetHack,
 * EvilHack, UnNetHack): any hero, its alignment, the god's holiness
 * (dNetHack), Luck and the turn it last timed out. */
#define PRAYER_VAR_CHECK(v, role_, race_, con_, xl_, maxhp_, hp_, turn_, record_, luck_,           \
                         luck_turn_, align_, holy_, altar_, hist_)                                 \
    {                                                                                              \
        .role = (role_), .race = (race_), .hist = (hist_), .pray = {                               \
            .variant = (v),                                                                        \
            .con = (con_),                                                                         \
            .xl = (xl_),                                                                           \
            .maxhp = (maxhp_),                                                                     \
            .hp = (hp_),                                                                           \
            .turn = (turn_),                                                                       \
            .luck = (luck_),                                                                       \
            .record = (record_),                                                                   \
            .altar = (altar_),                                                                     \
            .alignment = (align_),                                                                 \
            .holiness = (holy_),                                                                   \
            .luck_turn = (luck_turn_)                                                              \
        }                                                                                          \
    }
#define PRAYER_DNH_CHECK(...) PRAYER_VAR_CHECK(NH_VDNH, __VA_ARGS__)

/* The Tourist's turn-101 prayer (rnl(2) at record 0, the fix, the safe-wait
 * timeline); a rolled 5.0 Valkyrie's max HP and timeout; 5.0's too-soon
 * max() after a wish; 3.4.3's gain with two wishes; then dNetHack's own
 * prayer (docs/rules.md, dNetHack prayer): a neutral vampire Barbarian
 * turned 1 time in 10 on Crom's altar; a lawful Valkyrie's angel; the fix
 * below 6 max HP at Con 5; Luck timing out from u.luckturn after a naughty
 * prayer; an EvilHack Infidel unheard 4 times in 5, an UnNetHack neutral
 * vampire turned 1 time in 10, xNetHack's new timeout with rne capped at 10
 * (docs/rules.md, Prayer in xNetHack, EvilHack and UnNetHack). */
static const struct prayer_check prayer_checks[] = {
    PRAYER_CHECK(NH_V367, "Tou", 1, 10, 101, 0, 0, PH_FLAGS),
    PRAYER_CHECK(NH_V367, "Tou", 1, 10, 101, 0, 0, PH_GAIN),
    PRAYER_CHECK(NH_V367, "Tou", 1, 10, 101, 0, 0, PH_SAFE),
    PRAYER_CHECK(NH_V50, "Val", 10, PRAYER_MAXHP_ROLLED, 1000, 10, 0, PH_MAXHP),
    PRAYER_CHECK(NH_V50, "Val", 10, PRAYER_MAXHP_ROLLED, 1000, 10, 0, PH_TIMEOUT),
    PRAYER_CHECK(NH_V50, "Tou", 1, 10, 100, 0, 1, PH_TIMEOUT),
    PRAYER_CHECK(NH_V343, "Sam", 5, PRAYER_MAXHP_ROLLED, 300, 10, 2, PH_GAIN),
    PRAYER_DNH_CHECK("Bar", "vam", 16, 1, 20, 5, 1000, 10, 0, 0, PRAYER_NEUTRAL,
                     PRAYER_NEUTRAL_HOLINESS, PRAYER_COALIGNED, PH_FLAGS),
    PRAYER_DNH_CHECK("Val", "hum", 16, 1, 20, 2, 1000, 10, 0, 0, PRAYER_LAWFUL, PRAYER_HOLY,
                     PRAYER_OFF_ALTAR, PH_FLAGS),
    PRAYER_DNH_CHECK("Con", "hum", 5, 3, 2, 1, 1000, 0, 0, 0, PRAYER_CHAOTIC, PRAYER_HOLY,
                     PRAYER_OFF_ALTAR, PH_GAIN),
    PRAYER_DNH_CHECK("Tou", "hum", 16, 1, 20, 1, 1000, 10, -2, 950, PRAYER_NEUTRAL, PRAYER_HOLY,
                     PRAYER_OFF_ALTAR, PH_SAFE),
    PRAYER_VAR_CHECK(NH_VEVH, "Inf", "hum", 16, 1, 12, 1, 400, 10, 0, 0, PRAYER_UNALIGNED, 0,
                     PRAYER_OFF_ALTAR, PH_FLAGS),
    PRAYER_VAR_CHECK(NH_VUNH, "Wiz", "vam", 16, 1, 13, 5, 1000, 0, 0, 0, PRAYER_NEUTRAL, 0,
                     PRAYER_OFF_ALTAR, PH_FLAGS),
    PRAYER_VAR_CHECK(NH_VXNH, "Val", "hum", 16, 1, 16, 1, 2000, 10, 0, 0, PRAYER_LAWFUL, 0,
                     PRAYER_OFF_ALTAR, PH_TIMEOUT),
};
#define NPRAYER (sizeof prayer_checks / sizeof prayer_checks[0])

static const char *const prayer_hist_names[PH_COUNT] = {"outcome", "gain", "timeout", "safe turn",
                                                        "max HP"};

static void describe(const void *check, char *buf, size_t len)
{
    const struct prayer_check *c = check;
    const struct prayer_case *pc = &c->pray;
    char maxhp[16];
    if (pc->maxhp == PRAYER_MAXHP_ROLLED)
        snprintf(maxhp, sizeof maxhp, "rolled");
    else
        snprintf(maxhp, sizeof maxhp, "%d", pc->maxhp);
    char wishes[16] = "";
    if (pc->wishes)
        snprintf(wishes, sizeof wishes, " wishes %d", pc->wishes);
    char hero[16];
    snprintf(hero, sizeof hero, "%s", c->role);
    if (!variant_is_vanilla(pc->variant)) /* its own heroes: the race too */
        snprintf(hero, sizeof hero, "%s-%s", c->role, c->race);
    snprintf(buf, len, "pray %s %s XL %d maxHP %s T %d%s: %s", variant_name(pc->variant), hero,
             pc->xl, maxhp, pc->turn, wishes, prayer_hist_names[c->hist]);
}

static int run_check(const void *check, const struct nh_selfcheck_options *o, struct nh_gof *g)
{
    const struct prayer_check *c = check;
    struct prayer_case pc = c->pray;
    const struct nh_hero_table *ph = nh_heroes(pc.variant);
    pc.role = nh_name_index(ph->role_names, c->role);
    pc.race = nh_name_index(ph->race_names, c->race);
    struct nh_pmf ex[PH_COUNT];
    if (prayer_exact(&pc, ex) != 0)
        return -1;
    int st = selfcheck_fit(&prayer_job_kind, &pc, (size_t)c->hist, &ex[c->hist], o, g);
    prayer_exact_free(ex);
    return st;
}

const struct nh_selfcheck_rows prayer_selfcheck = {prayer_checks, NPRAYER, sizeof prayer_checks[0],
                                                   describe, run_check};
