/* monster_selfcheck: the monster rows of `nhmc selfcheck`: the kernel
 * against the exact model, one histogram of one monster a row. */
#include "kinds/monster/monster_impl.h"
#include "kinds/monster/monster_hp.h"
#include "nhmc/gof.h"
#include "nhmc/pmf.h"
#include "nhmc/selfcheck.h"

/* 5.0's all-ones bump on d(4,8); an endgame player monster (m_lev 15..30,
 * d(m_lev,10) + 30 + rnd(30)); a pony's HP and level after 20 kills of
 * level-5 victims (threshold, level limit, horse); xNetHack's gigantic
 * hit die (d(10,18) bumped); UnNetHack's endgame dragon (7 m_lev +
 * d(m_lev,8)); EvilHack's die drawn per monster (d(m_lev, 18..21)). */
static const struct monster_check {
    enum nh_variant variant;
    const char *name; /* the monster, by name */
    int depth, xl;    /* where it is made */
    bool endgame;
    int kills, victim; /* its growth */
    int hist;          /* the histogram fitted (NH_MON_HIST_*) */
} monster_checks[] = {
    {NH_V50, "soldier ant", 10, 8, false, 0, 0, NH_MON_HIST_HP},
    {NH_V367, "kitten", 10, 8, false, 0, 0, NH_MON_HIST_REGEN},
    {NH_V343, "valkyrie", 50, 14, true, 0, 0, NH_MON_HIST_HP},
    {NH_V367, "pony", 1, 1, false, 20, 5, NH_MON_HIST_HP},
    {NH_V367, "pony", 1, 1, false, 20, 5, NH_MON_HIST_LEVEL},
    {NH_VXNH, "mumak", 10, 8, false, 0, 0, NH_MON_HIST_HP},
    {NH_VUNH, "draken", 30, 10, true, 0, 0, NH_MON_HIST_HP},
    {NH_VEVH, "red dragon", 20, 10, false, 0, 0, NH_MON_HIST_HP},
};
#define NMONSTER (sizeof monster_checks / sizeof monster_checks[0])

static void describe(const void *check, char *buf, size_t len)
{
    const struct monster_check *c = check;
    char grow[40] = "";
    if (c->kills)
        snprintf(grow, sizeof grow, ", %d kills of L%d", c->kills, c->victim);
    snprintf(buf, len, "monster %s %s D%d%s XL%d%s: %s", variant_name(c->variant), c->name,
             c->depth, c->endgame ? " (endgame)" : "", c->xl, grow,
             c->hist == NH_MON_HIST_HP      ? "max HP"
             : c->hist == NH_MON_HIST_REGEN ? "turns to full"
                                            : "level");
}

static int run_check(const void *check, const struct nh_selfcheck_options *o, struct nh_gof *g)
{
    const struct monster_check *c = check;
    struct monster_case mc = {0};
    struct nh_pmf ex[NH_MON_HIST_COUNT];
    mc.variant = c->variant;
    mc.mon = monster_find_exact(monster_table(c->variant), c->name);
    mc.where.depth = mc.where.sanctum_depth = c->depth;
    mc.where.endgame = c->endgame;
    mc.xl = c->xl;
    mc.kills = c->kills;
    mc.victim_level = c->victim;
    if (monster_exact(&mc, &ex[NH_MON_HIST_HP], &ex[NH_MON_HIST_LEVEL]) != 0)
        return -1;
    if (monster_regen_case(&mc, &ex[NH_MON_HIST_HP], &ex[NH_MON_HIST_REGEN]) != 0) {
        pmf_free(&ex[NH_MON_HIST_HP]);
        pmf_free(&ex[NH_MON_HIST_LEVEL]);
        return -1;
    }
    int st = selfcheck_fit(&monster_job_kind, &mc, (size_t)c->hist, &ex[c->hist], o, g);
    for (int h = 0; h < NH_MON_HIST_COUNT; h++)
        pmf_free(&ex[h]);
    return st;
}

const struct nh_selfcheck_rows monster_selfcheck = {monster_checks, NMONSTER,
                                                    sizeof monster_checks[0], describe, run_check};
