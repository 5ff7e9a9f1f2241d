/* prayer_grid_var: the xNetHack, EvilHack and UnNetHack parts of a prayer
 * case (prayer_grid.h): the state u_init() leaves and the hero's alignment
 * (docs/rules.md, Prayer in xNetHack, EvilHack and UnNetHack). */
#include <stdio.h>
#include <string.h>

#include "kinds/prayer/prayer_grid.h"
#include "nhmc/heroes.h"
#include "nhmc/params.h"

static unsigned alignment_bit(int a)
{
    return a == PRAYER_LAWFUL    ? NH_ALLOW_LAWFUL
           : a == PRAYER_NEUTRAL ? NH_ALLOW_NEUTRAL
                                 : NH_ALLOW_CHAOTIC;
}

/* The hero's alignment: an Infidel unaligned; else the given one if the
 * hero may have it, else the first it may have (lawful, neutral,
 * chaotic). */
static int case_alignment(const struct prayer_grid *g, struct prayer_case *c,
                          struct prayer_case_info *info, int *bad, char *err, size_t errlen)
{
    unsigned allowed = prayer_var_alignments(c->variant, c->role, c->race);
    info->alignment_default = g->alignment == PRAYER_GRID_UNSET;
    if (allowed == 0) {
        c->alignment = PRAYER_UNALIGNED;
        if (info->alignment_default)
            return 0;
        *bad = PK_ALIGNMENT;
        return nh_fail(err, errlen,
                       "an Infidel is unaligned (EvilHack src/role.c, src/u_init.c: A_NONE, "
                       "Moloch's); expected no alignment");
    }
    if (info->alignment_default) {
        c->alignment = allowed & NH_ALLOW_LAWFUL    ? PRAYER_LAWFUL
                       : allowed & NH_ALLOW_NEUTRAL ? PRAYER_NEUTRAL
                                                    : PRAYER_CHAOTIC;
        return 0;
    }
    if (allowed & alignment_bit(g->alignment)) {
        c->alignment = g->alignment;
        return 0;
    }
    *bad = PK_ALIGNMENT;
    const struct nh_hero_table *t = nh_heroes(c->variant);
    char list[48] = "";
    const int order[3] = {PRAYER_LAWFUL, PRAYER_NEUTRAL, PRAYER_CHAOTIC};
    for (int k = 0; k < 3; k++)
        if (allowed & alignment_bit(order[k]))
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", list[0] ? " or " : "",
                     prayer_alignment_name(order[k]));
    return nh_fail(err, errlen, "a %s %s cannot be %s in %s; expected %s", t->races[c->race].adj,
                   t->roles[c->role].name, prayer_alignment_name(g->alignment), t->variant_words,
                   list);
}

int prayer_grid_var_case(const struct prayer_grid *g, struct prayer_case *c,
                         struct prayer_case_info *info, int *bad, char *err, size_t errlen)
{
    if (c->variant != NH_VXNH && c->variant != NH_VEVH && c->variant != NH_VUNH)
        return 0;
    int start_luck, start_record;
    prayer_var_start(c->variant, c->role, c->race, &start_luck, &start_record);
    if (info->record_default)
        c->record = start_record;
    if (c->variant == NH_VXNH)
        return 0;
    if (case_alignment(g, c, info, bad, err, errlen) != 0)
        return -1;
    if (!g->given[PK_LUCK] && start_luck != 0) {
        /* u_init()'s change_luck(), then nh_timeout() every turn to T */
        int start = c->base_luck + start_luck;
        start = start < PRAYER_LUCK_MIN ? PRAYER_LUCK_MIN : start;
        int luck_turn;
        c->luck = prayer_dnh_luck_at(start, c->base_luck, c->turn, c->anger > 0, &luck_turn);
        if (!g->given[PK_LUCK_TURN])
            c->luck_turn = luck_turn;
        info->luck_start = true;
    }
    if (c->luck_turn > c->turn) {
        *bad = PK_LUCK_TURN;
        return nh_fail(err, errlen,
                       "Luck's last timeout on turn %d is not within 0..%d (the turn of the "
                       "prayer)",
                       c->luck_turn, c->turn);
    }
    if (prayer_undead_hero(c) && prayer_var_god(c, prayer_altar_for(c, c->altar)) == PRAYER_VOID) {
        *bad = g->given[PK_ALTAR] ? PK_ALTAR : PK_COUNT;
        return nh_fail(
            err, errlen,
            "an undead hero is turned by a lawful god, by a neutral one 1 time in 10 "
            "(%s src/pray.c, can_pray()), and the god of this %s hero's cross-aligned "
            "altar may be %s; expected altar none, coaligned, shrine or opposed",
            variant_game(c->variant), c->alignment == PRAYER_UNALIGNED ? "unaligned" : "neutral",
            c->alignment == PRAYER_UNALIGNED ? "lawful, neutral or chaotic" : "lawful or chaotic");
    }
    return 0;
}
