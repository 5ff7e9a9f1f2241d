/* selfcheck: kernels against exact distributions, a control, known answers. */
#include "nhmc/selfcheck.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/gof.h"
#include "nhmc/kind.h"
#include "kinds/growth/growth.h"
#include "kinds/levelup/levelup.h"
#include "nhmc/heroes.h"
#include "kinds/monster/monster_hp.h"
#include "nhmc/pmf.h"
#include "kinds/prayer/prayer.h"
#include "kinds/regen/regen.h"
#include "kinds/rnz/rnz.h"

enum check_kind {
    CHECK_LEVELUP,
    CHECK_RNZ,
    CHECK_REGEN,
    CHECK_PRAYER,
    CHECK_GROWTH,
    CHECK_MONSTER
};

struct check {
    enum check_kind kind;
    enum nh_variant variant;
    const char *role, *race;
    int con;   /* NH_CON_ROLLED for rolled */
    int gains; /* XL stage as gains: XL x is x - 1, "30+K" is 29 + K */
    int rnz_i, rnz_xl;
    bool wrong;              /* the control: the exact pmf gets one d2 too many */
    struct regen_case regen; /* CHECK_REGEN */
    struct prayer_case pray; /* CHECK_PRAYER */
    int pray_hist;           /* CHECK_PRAYER: which histogram (enum prayer_hist) */
    const char *events;      /* CHECK_GROWTH: the timeline; its last row is fitted */
    /* CHECK_MONSTER: the monster (by name), where it is made, its growth
     * and which histogram (NH_MON_HIST_*) is fitted */
    struct {
        const char *name;
        int depth, xl, kills, victim, hist;
        bool endgame;
    } mon;
};

#define MONSTER_CHECK(v, name, depth_, xl_, endgame_, kills_, victim_, hist_)                      \
    {                                                                                              \
        .kind = CHECK_MONSTER, .variant = (v), .mon = {                                            \
            (name),                                                                                \
            (depth_),                                                                              \
            (xl_),                                                                                 \
            (kills_),                                                                              \
            (victim_),                                                                             \
            (hist_),                                                                               \
            (endgame_)                                                                             \
        }                                                                                          \
    }

/* A regen check: from 1 HP to full, random start turn. */
#define REGEN_CHECK(v, role_index, xl_, con_, maxhp_, enc_, move_)                                 \
    {                                                                                              \
        .kind = CHECK_REGEN, .variant = (v), .regen = {                                            \
            .variant = (v),                                                                        \
            .role = (role_index),                                                                  \
            .race = -1,                                                                            \
            .xl = (xl_),                                                                           \
            .con = (con_),                                                                         \
            .hp = 1,                                                                               \
            .maxhp = (maxhp_),                                                                     \
            .target = (maxhp_),                                                                    \
            .enc = (enc_),                                                                         \
            .move = (move_),                                                                       \
            .turn_random = true,                                                                   \
            .measure = NH_REGEN_TURNS,                                                             \
            .max_turns = NH_REGEN_DEFAULT_LIMIT                                                    \
        }                                                                                          \
    }

/* A prayer check: one histogram of one prayer, human, Con 16, HP 1 (role
 * by name, parsed when run). */
#define PRAYER_CHECK(v, role_, xl_, maxhp_, turn_, record_, wishes_, hist_)                        \
    {                                                                                              \
        .kind = CHECK_PRAYER, .variant = (v), .role = (role_), .race = "hum", .con = 16,           \
        .pray_hist = (hist_), .pray = {                                                            \
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

/* A dNetHack prayer check: any hero, its alignment, the god's holiness,
 * Luck and the turn it last timed out. */
#define PRAYER_DNH_CHECK(role_, race_, con_, xl_, maxhp_, hp_, turn_, record_, luck_, luck_turn_,  \
                         align_, holy_, altar_, hist_)                                             \
    {                                                                                              \
        .kind = CHECK_PRAYER, .variant = NH_VDNH, .role = (role_), .race = (race_), .con = (con_), \
        .pray_hist = (hist_), .pray = {                                                            \
            .variant = NH_VDNH,                                                                    \
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

/* One case per rule a kernel implements: lo and hi gains, the floor of 1
 * (Con 3 Tourist), every race die, rolled Con in both selection forms, the
 * 5.0 XL-30 limit, dNetHack's max-HP model, and rnz with rne's cap at 5 and
 * at 10. */
static const struct check checks[] = {
    {CHECK_LEVELUP, NH_V367, "Val", "hum", 16, 29, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_LEVELUP, NH_V367, "Tou", "hum", 3, 29, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_LEVELUP, NH_V367, "Hea", "gno", 18, 19, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_LEVELUP, NH_V367, "Ran", "elf", 10, 29, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_LEVELUP, NH_V343, "Bar", "orc", 10, 13, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_LEVELUP, NH_V343, "Sam", "hum", NH_CON_ROLLED, 29, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_LEVELUP, NH_V50, "Wiz", "elf", NH_CON_ROLLED, 9, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_LEVELUP, NH_V50, "Val", "dwa", 18, 32, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    /* dNetHack: size-1 parts (rn2(2)), the orc's rising Con (docs/rules.md, dNetHack HP) */
    {CHECK_LEVELUP, NH_VDNH, "Wiz", "orc", 3, 29, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    /* dNetHack's own heroes (docs/dnethack-heroes.md): the myrkalfr an
     * Anachrononaut drow becomes, the chiropteran's fixed-plus-die parts, a
     * yuki-onna Madman's two rn2(2) parts on the floor of 1 */
    {CHECK_LEVELUP, NH_VDNH, "Ana", "dro", 16, 29, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_LEVELUP, NH_VDNH, "Bin", "bat", 14, 19, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_LEVELUP, NH_VDNH, "Mad", "swn", 5, 29, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    /* dNetHack: gains at XL 30 into the soft-capped bonus; its own rolled Con, with points
     * taken off (an orc Barbarian; docs/rules.md, dNetHack level gain at XL 30, dNetHack
     * starting Con) */
    {CHECK_LEVELUP, NH_VDNH, "Val", "hum", 16, 129, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_LEVELUP, NH_VDNH, "Bar", "orc", NH_CON_ROLLED, 49, 0, 0, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_RNZ, NH_V367, NULL, NULL, 0, 0, 350, 1, false, {0}, {0}, 0, NULL, {0}},
    {CHECK_RNZ, NH_V367, NULL, NULL, 0, 0, 350, 30, false, {0}, {0}, 0, NULL, {0}},
    /* regen: 5.0's Bernoulli heals; 3.6.7 at XL 14 with rnd(Con) heals,
     * Stressed and moving half the time; FIQHack Healer, Strained; dNetHack */
    REGEN_CHECK(NH_V50, -1, 8, 16, 70, NH_ENC_UNENCUMBERED, 0),
    REGEN_CHECK(NH_V367, -1, 14, 18, 80, NH_ENC_STRESSED, 0.5),
    REGEN_CHECK(NH_VFIQ, NH_ROLE_HEALER, 5, 14, 40, NH_ENC_STRAINED, 0.5),
    /* dNetHack: a human Valkyrie (x2), Strained, moving half the time
     * (docs/rules.md, dNetHack regeneration); the race is needed, so not REGEN_CHECK's -1 */
    {.kind = CHECK_REGEN,
     .variant = NH_VDNH,
     .regen = {.variant = NH_VDNH,
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
               .max_turns = NH_REGEN_DEFAULT_LIMIT}},
    /* dNetHack: an incantifier Wizard, who heals only by spending Pw (XL/5 + 1
     * tries a turn, 1/90 each for 5 HP), Stressed, moving half the time */
    {.kind = CHECK_REGEN,
     .variant = NH_VDNH,
     .regen = {.variant = NH_VDNH,
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
               .pw = 30}},
    /* prayer: the Tourist's turn-101 prayer (rnl(2) at record 0, the fix,
     * the safe-wait timeline); a rolled 5.0 Valkyrie's max HP and timeout;
     * 5.0's too-soon max() after a wish; 3.4.3's gain with two wishes */
    PRAYER_CHECK(NH_V367, "Tou", 1, 10, 101, 0, 0, PH_FLAGS),
    PRAYER_CHECK(NH_V367, "Tou", 1, 10, 101, 0, 0, PH_GAIN),
    PRAYER_CHECK(NH_V367, "Tou", 1, 10, 101, 0, 0, PH_SAFE),
    PRAYER_CHECK(NH_V50, "Val", 10, PRAYER_MAXHP_ROLLED, 1000, 10, 0, PH_MAXHP),
    PRAYER_CHECK(NH_V50, "Val", 10, PRAYER_MAXHP_ROLLED, 1000, 10, 0, PH_TIMEOUT),
    PRAYER_CHECK(NH_V50, "Tou", 1, 10, 100, 0, 1, PH_TIMEOUT),
    PRAYER_CHECK(NH_V343, "Sam", 5, PRAYER_MAXHP_ROLLED, 300, 10, 2, PH_GAIN),
    /* dNetHack's own prayer (docs/rules.md, dNetHack prayer): a neutral
     * vampire Barbarian turned 1 time in 10 on Crom's altar; a lawful
     * Valkyrie's angel; the fix below 6 max HP at Con 5; Luck timing out
     * from u.luckturn after a naughty prayer */
    PRAYER_DNH_CHECK("Bar", "vam", 16, 1, 20, 5, 1000, 10, 0, 0, PRAYER_NEUTRAL,
                     PRAYER_NEUTRAL_HOLINESS, PRAYER_COALIGNED, PH_FLAGS),
    PRAYER_DNH_CHECK("Val", "hum", 16, 1, 20, 2, 1000, 10, 0, 0, PRAYER_LAWFUL, PRAYER_HOLY,
                     PRAYER_OFF_ALTAR, PH_FLAGS),
    PRAYER_DNH_CHECK("Con", "hum", 5, 3, 2, 1, 1000, 0, 0, 0, PRAYER_CHAOTIC, PRAYER_HOLY,
                     PRAYER_OFF_ALTAR, PH_GAIN),
    PRAYER_DNH_CHECK("Tou", "hum", 16, 1, 20, 1, 1000, 10, -2, 950, PRAYER_NEUTRAL, PRAYER_HOLY,
                     PRAYER_OFF_ALTAR, PH_SAFE),
    /* growth: 5.0 drains, restores and the XL-30 throttle; a nurse chain */
    {CHECK_GROWTH,
     NH_V50,
     "Val",
     "hum",
     16,
     0,
     0,
     0,
     false,
     {0},
     {0},
     0,
     "level 14; drain 3; quaff full blessed x3; level 30; quaff gain-level x10",
     {0}},
    {CHECK_GROWTH,
     NH_V367,
     "Tou",
     "hum",
     10,
     0,
     0,
     0,
     false,
     {0},
     {0},
     0,
     "level 5; nurse 100",
     {0}},
    /* monster: 5.0's all-ones bump on d(4,8); an endgame player monster
     * (m_lev 15..30, d(m_lev,10) + 30 + rnd(30)); a pony's HP and level
     * after 20 kills of level-5 victims (threshold, level limit, horse) */
    MONSTER_CHECK(NH_V50, "soldier ant", 10, 8, false, 0, 0, NH_MON_HIST_HP),
    MONSTER_CHECK(NH_V367, "kitten", 10, 8, false, 0, 0, NH_MON_HIST_REGEN),
    MONSTER_CHECK(NH_V343, "valkyrie", 50, 14, true, 0, 0, NH_MON_HIST_HP),
    MONSTER_CHECK(NH_V367, "pony", 1, 1, false, 20, 5, NH_MON_HIST_HP),
    MONSTER_CHECK(NH_V367, "pony", 1, 1, false, 20, 5, NH_MON_HIST_LEVEL),
    {CHECK_LEVELUP, NH_V367, "Val", "hum", 16, 29, 0, 0, true, {0}, {0}, 0, NULL, {0}},
};
#define NCHECKS (sizeof checks / sizeof checks[0])

static const char *const prayer_hist_names[PH_COUNT] = {"outcome", "gain", "timeout", "safe turn",
                                                        "max HP"};

static void describe(const struct check *c, char *buf, size_t len)
{
    if (c->kind == CHECK_MONSTER) {
        char grow[40] = "";
        if (c->mon.kills)
            snprintf(grow, sizeof grow, ", %d kills of L%d", c->mon.kills, c->mon.victim);
        snprintf(buf, len, "monster %s %s D%d%s XL%d%s: %s", variant_name(c->variant), c->mon.name,
                 c->mon.depth, c->mon.endgame ? " (endgame)" : "", c->mon.xl, grow,
                 c->mon.hist == NH_MON_HIST_HP      ? "max HP"
                 : c->mon.hist == NH_MON_HIST_REGEN ? "turns to full"
                                                    : "level");
        return;
    }
    if (c->kind == CHECK_GROWTH) {
        snprintf(buf, len, "growth %s %s: %.36s", variant_name(c->variant), c->role, c->events);
        return;
    }
    if (c->kind == CHECK_PRAYER) {
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
        if (c->variant == NH_VDNH) /* its own heroes: the race too */
            snprintf(hero, sizeof hero, "%s-%s", c->role, c->race);
        snprintf(buf, len, "pray %s %s XL %d maxHP %s T %d%s: %s", variant_name(c->variant), hero,
                 pc->xl, maxhp, pc->turn, wishes, prayer_hist_names[c->pray_hist]);
        return;
    }
    if (c->kind == CHECK_REGEN) {
        const struct regen_case rc = c->regen;
        char pw[24] = ""; /* an incantifier's */
        if (rc.pw > 0)
            snprintf(pw, sizeof pw, ", Pw %d", rc.pw);
        snprintf(buf, len, "regen %s XL %d Con %d %d->%d HP%s%s%s", variant_name(c->variant), rc.xl,
                 rc.con, rc.hp, rc.maxhp, rc.enc ? ", " : "",
                 rc.enc ? encumbrance_name(rc.enc) : "", pw);
        return;
    }
    if (c->kind == CHECK_RNZ) {
        snprintf(buf, len, "rnz(%d) at XL %d", c->rnz_i, c->rnz_xl);
        return;
    }
    char con[16], xl[16];
    if (c->con == NH_CON_ROLLED)
        snprintf(con, sizeof con, "rolled");
    else
        snprintf(con, sizeof con, "%d", c->con);
    stage_text(c->gains, xl, sizeof xl);
    snprintf(buf, len, "%slevelup %s %s-%s Con %s XL %s", c->wrong ? "control: " : "",
             variant_name(c->variant), c->role, c->race, con, xl);
}

/* Simulate and compute the exact pmf of one check; returns 0 or -1. */
static int run_check(const struct check *c, const struct nh_selfcheck_options *o, struct nh_gof *g)
{
    struct nh_pmf f = {0, 0, NULL};
    if (c->kind == CHECK_GROWTH) {
        struct growth_timeline tl;
        struct growth_report r;
        char err[200];
        if (growth_parse_events(c->events, &tl, err, sizeof err) != 0 ||
            growth_parse_report("end", &r, err, sizeof err) != 0)
            return -1;
        struct growth_case gc = {
            c->variant, role_parse(c->role), race_parse(c->race), c->con, 1, 0, &tl, &r};
        struct nh_pmf ex[GROWTH_MAX_CHECKPOINTS];
        if (growth_exact(&gc, ex, err, sizeof err) != 0)
            return -1;
        struct growth_checkpoint cp[GROWTH_MAX_CHECKPOINTS];
        int n = growth_checkpoints(&gc, cp, GROWTH_MAX_CHECKPOINTS, err, sizeof err);
        int st = selfcheck_fit(&growth_job_kind, &gc, (size_t)n - 1, &ex[n - 1], o, g);
        for (int k = 0; k < n; k++)
            pmf_free(&ex[k]);
        return st;
    }
    if (c->kind == CHECK_MONSTER) {
        struct monster_case mc = {0};
        struct nh_pmf ex[NH_MON_HIST_COUNT];
        mc.variant = c->variant;
        mc.mon = monster_find_exact(monster_table(c->variant), c->mon.name);
        mc.where.depth = mc.where.sanctum_depth = c->mon.depth;
        mc.where.endgame = c->mon.endgame;
        mc.xl = c->mon.xl;
        mc.kills = c->mon.kills;
        mc.victim_level = c->mon.victim;
        if (monster_exact(&mc, &ex[NH_MON_HIST_HP], &ex[NH_MON_HIST_LEVEL]) != 0)
            return -1;
        if (monster_regen_case(&mc, &ex[NH_MON_HIST_HP], &ex[NH_MON_HIST_REGEN]) != 0) {
            pmf_free(&ex[NH_MON_HIST_HP]);
            pmf_free(&ex[NH_MON_HIST_LEVEL]);
            return -1;
        }
        int st = selfcheck_fit(&monster_job_kind, &mc, (size_t)c->mon.hist, &ex[c->mon.hist], o, g);
        for (int h = 0; h < NH_MON_HIST_COUNT; h++)
            pmf_free(&ex[h]);
        return st;
    }
    if (c->kind == CHECK_PRAYER) {
        struct prayer_case pc = c->pray;
        const struct nh_hero_table *ph = nh_heroes(c->variant);
        pc.role = nh_name_index(ph->role_names, c->role);
        pc.race = nh_name_index(ph->race_names, c->race);
        struct nh_pmf ex[PH_COUNT];
        if (prayer_exact(&pc, ex) != 0)
            return -1;
        int st =
            selfcheck_fit(&prayer_job_kind, &pc, (size_t)c->pray_hist, &ex[c->pray_hist], o, g);
        prayer_exact_free(ex);
        return st;
    }
    int st = -1;
    if (c->kind == CHECK_REGEN) {
        char err[256];
        if (regen_exact_pmf(&c->regen, &f, err, sizeof err) == 0)
            st = selfcheck_fit(&regen_job_kind, &c->regen, 0, &f, o, g);
    } else if (c->kind == CHECK_RNZ) {
        struct rnz_case rc = {c->rnz_i, c->rnz_xl};
        if (rnz_exact_pmf(&rc, &f) == 0)
            st = selfcheck_fit(&rnz_job_kind, &rc, 0, &f, o, g);
    } else {
        const struct nh_hero_table *h = nh_heroes(c->variant);
        struct levelup_case lc = {c->variant,
                                  nh_name_index(h->role_names, c->role),
                                  nh_name_index(h->race_names, c->race),
                                  c->con,
                                  1,
                                  &c->gains};
        struct nh_pmf d2 = {0, 0, NULL};
        /* the control: one d2 too many, which the fit must reject */
        if (levelup_exact(&lc, &f) == 0 &&
            (!c->wrong || (pmf_init_uniform(&d2, 1, 2) == 0 && pmf_add_independent(&f, &d2) == 0)))
            st = selfcheck_fit(&levelup_job_kind, &lc, 0, &f, o, g);
        pmf_free(&d2);
    }
    pmf_free(&f);
    return st;
}

/* Known answers (docs/rules.md, Known values), from the exact module alone. */
struct known {
    const char *what;
    double got, want, tol;
};

static int known_answers(struct known *k, int max)
{
    int n = 0;
    int stage29 = 29, stage9 = 9;
    struct nh_pmf f;
    struct {
        const char *what, *role, *race;
        int con, *stage;
        double want;
    } hp[] = {
        {"Val-hum Con 18 mean max HP at XL 30", "Val", "hum", 18, &stage29, 217.0},
        {"Val-dwa Con 10 mean max HP at XL 10", "Val", "dwa", 10, &stage9, 76.5},
        {"Hea-hum Con 10 mean max HP at XL 30", "Hea", "hum", 10, &stage29, 147.0},
    };
    for (size_t i = 0; i < sizeof hp / sizeof hp[0] && n < max; i++) {
        struct levelup_case lc = {
            NH_V367, role_parse(hp[i].role), race_parse(hp[i].race), hp[i].con, 1, hp[i].stage};
        if (levelup_exact(&lc, &f) != 0)
            return -1;
        k[n++] = (struct known){hp[i].what, (double)pmf_mean(&f), hp[i].want, 1e-9};
        pmf_free(&f);
    }
    struct rnz_case rc = {350, 1};
    if (n + 3 > max || rnz_exact_pmf(&rc, &f) != 0)
        return -1;
    k[n++] = (struct known){"rnz(350) mean = 232339063/512000", (double)pmf_mean(&f),
                            232339063.0 / 512000.0, 1e-9};
    k[n++] = (struct known){"rnz(350) P(<= 200) = 887/4000", (double)pmf_cdf(&f, 200),
                            887.0 / 4000.0, 1e-12};
    k[n++] =
        (struct known){"rnz(350) 95% quantile = 1229", (double)pmf_quantile(&f, 95), 1229.0, 0.0};
    pmf_free(&f);
    /* regen: the wiki's 15 turns per HP at XL 1, and 5.0's 100/(XL+Con) */
    struct regen_case rg = {.variant = NH_V367, .role = -1, .race = -1, .xl = 1, .con = 16};
    if (n + 2 > max)
        return -1;
    k[n++] =
        (struct known){"3.6.7 XL 1 turns per HP = 15", (double)(1 / regen_rate(&rg)), 15.0, 1e-12};
    rg.variant = NH_V50;
    k[n++] = (struct known){"5.0 XL 1 Con 16 turns per HP = 100/17", (double)(1 / regen_rate(&rg)),
                            100.0 / 17, 1e-12};
    return n;
}

int selfcheck_fit(const struct nh_job_kind *jk, const void *c, size_t h, const struct nh_pmf *f,
                  const struct nh_selfcheck_options *o, struct nh_gof *g)
{
    struct nh_tally t;
    if (jobs_simulate(jk, c, o->seed, o->trials, o->threads, &t) != 0)
        return -1;
    int st = gof_chisq(tally_hist(&t, h), t.lo[h], t.width[h], f, g);
    tally_free(&t);
    return st;
}

bool selfcheck_line(FILE *out, const char *name, const struct nh_gof *g)
{
    bool pass = g->p >= NH_SELFCHECK_P_MIN;
    fprintf(out, "%-54s %6d %12.2f %10.3g  %s\n", name, g->cells, g->stat, g->p,
            pass ? "pass" : "FAIL");
    fflush(out);
    return pass;
}

int selfcheck_run(const struct nh_selfcheck_options *o, FILE *out)
{
    int failed = 0;
    fprintf(out,
            "Monte Carlo kernels against their exact distributions: chi-square goodness of fit,\n"
            "cells pooled to an expected count of %g, %llu trials per case, seed %llu.\n"
            "A case passes when p >= %g; the control is a wrong distribution (one d2 too\n"
            "many) and passes when it is rejected (p < %g).\n\n",
            NH_GOF_MIN_EXPECTED, (unsigned long long)o->trials, (unsigned long long)o->seed,
            NH_SELFCHECK_P_MIN, NH_SELFCHECK_P_MIN);
    fprintf(out, "%-54s %6s %12s %10s  %s\n", "case", "cells", "chi-square", "p", "result");
    for (size_t i = 0; i < NCHECKS; i++) {
        char name[96];
        struct nh_gof g;
        describe(&checks[i], name, sizeof name);
        if (run_check(&checks[i], o, &g) != 0)
            return -1;
        bool accepted = g.p >= NH_SELFCHECK_P_MIN;
        bool pass = checks[i].wrong ? !accepted : accepted;
        failed += !pass;
        fprintf(out, "%-54s %6d %12.2f %10.3g  %s\n", name, g.cells, g.stat, g.p,
                pass ? (checks[i].wrong ? "pass (rejected)" : "pass")
                     : (checks[i].wrong ? "FAIL (not rejected)" : "FAIL"));
        fflush(out);
    }

    /* the kinds that keep their rows in their own folder (kind.h) */
    int nkinds = 0;
    for (int i = 0; nh_kinds[i]; i++)
        if (nh_kinds[i]->selfcheck && nh_kinds[i]->selfcheck(o, out, &nkinds, &failed) != 0)
            return -1;

    struct known k[12];
    int nk = known_answers(k, 12);
    if (nk < 0)
        return -1;
    fprintf(out, "\nKnown answers (docs/rules.md, Known values) from the exact module:\n");
    for (int i = 0; i < nk; i++) {
        bool pass = fabs(k[i].got - k[i].want) <= k[i].tol;
        failed += !pass;
        fprintf(out, "%-54s %16.10f  %s\n", k[i].what, k[i].got, pass ? "pass" : "FAIL");
    }
    fprintf(out, "\nselfcheck: %zu checks, %d failed\n", NCHECKS + (size_t)nkinds + (size_t)nk,
            failed);
    return failed;
}
