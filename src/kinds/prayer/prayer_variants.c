/* prayer_variants: what xNetHack, EvilHack and UnNetHack change in the
 * prayer (docs/rules.md, Prayer in xNetHack, EvilHack and UnNetHack;
 * prayer_impl.h).  Sources read: xNetHack 3dd346ca, EvilHack c444f6a3,
 * UnNetHack 24dce727 (src/pray.c, src/timeout.c, src/rnd.c, src/u_init.c,
 * src/role.c). */
#include <stdio.h>

#include "kinds/prayer/prayer_impl.h"
#include "nhmc/heroes.h"

/* UnNetHack src/rnd.c, rnl(): 3.4.3's (Luck && rn2(50 - Luck), Luck/3 for
 * x <= 15 and Luck >= -5).  xNetHack's and EvilHack's are 3.6.7's. */
enum nh_variant prayer_rnl_rules_of(enum nh_variant v)
{
    return v == NH_VUNH ? NH_V343 : prayer_rules_of(v);
}

/* EvilHack and UnNetHack src/timeout.c, nh_timeout(): with no luck item,
 * `if (moves >= u.luckturn + timeout)` with timeout 600, halved while the
 * god is angry (or with the Amulet), then u.luckturn = moves; dNetHack's
 * the same.  xNetHack keeps 5.0's moves % 600 (300). */
bool prayer_luck_on_timer(enum nh_variant v)
{
    return v == NH_VDNH || v == NH_VEVH || v == NH_VUNH;
}

/* EvilHack src/role.c races[]: the draugr is PM_DRAUGR (MH_ZOMBIE), the
 * vampire PM_VAMPIRE (MH_UNZOMBIE), both in MH_UNDEAD (include/monflag.h);
 * UnNetHack's vampire is PM_VAMPIRE (M2_UNDEAD).  u_init() makes
 * youmonst.data the race's monster; a polymorphed hero's form decides
 * instead, and nhmc's forms are not undead. */
bool prayer_undead_hero(const struct prayer_case *c)
{
    if (c->polyd)
        return false;
    switch (c->variant) {
    case NH_VDNH:
        return prayer_dnh_undead(c->race);
    case NH_VEVH:
        return c->race == NH_EVH_DRAUGR || c->race == NH_EVH_VAMPIRE;
    case NH_VUNH:
        return c->race == NH_UNH_VAMPIRE;
    default:
        return false;
    }
}

/* EvilHack src/pray.c, can_pray(): p_type = -2 when p_aligntyp == A_NONE
 * && !on_altar() && depth(&u.uz) < depth(&valley_level) && !(Infidel with
 * the quest artifact) && praying && rn2(5).  Off an altar p_aligntyp is the
 * hero's own: A_NONE for an Infidel only. */
bool prayer_unheard_possible(const struct prayer_case *c)
{
    return c->variant == NH_VEVH && c->role == NH_EVH_INF && c->altar == PRAYER_OFF_ALTAR;
}

/* EvilHack src/pray.c, pleased(): `if (pat_on_head && ((Role_if(PM_CAVEMAN)
 * && u.ualign.abuse != 0) ? rn2(10) : 1))`. */
bool prayer_cave_abused(const struct prayer_case *c)
{
    return c->variant == NH_VEVH && c->role == NH_ROLE_CAVEMAN && c->abused;
}

/* src/role.c validalign() (the role's and race's allow bits), and u_init()
 * setting a Convict chaotic (EvilHack and UnNetHack src/u_init.c, "Override
 * racial alignment"); EvilHack's Infidel is A_NONE (src/role.c, "actually
 * unaligned"). */
unsigned prayer_var_alignments(enum nh_variant v, int role, int race)
{
    const unsigned aligns = NH_ALLOW_LAWFUL | NH_ALLOW_NEUTRAL | NH_ALLOW_CHAOTIC;
    const struct nh_hero_table *t = nh_heroes(v);
    if (role < 0 || role >= t->nroles || race < 0 || race >= t->nraces)
        return 0;
    if (v == NH_VEVH && role == NH_EVH_INF)
        return 0;
    if ((v == NH_VEVH && role == NH_EVH_CON) || (v == NH_VUNH && role == NH_UNH_CON))
        return NH_ALLOW_CHAOTIC;
    return t->roles[role].allow & t->races[race].allow & aligns;
}

/* EvilHack src/u_init.c, u_init(): case PM_DRAUGR and case PM_VAMPIRE,
 * adjalign(-20) unless a Convict or an Infidel.  UnNetHack src/u_init.c:
 * case PM_VAMPIRE, adjalign(-5) and change_luck(-1).  adjalign() lowers the
 * record at once (src/attrib.c). */
void prayer_var_start(enum nh_variant v, int role, int race, int *luck, int *record)
{
    *luck = 0;
    *record = nh_heroes(v)->roles[role].initrecord;
    if (v == NH_VEVH && (race == NH_EVH_DRAUGR || race == NH_EVH_VAMPIRE) && role != NH_EVH_CON &&
        role != NH_EVH_INF)
        *record -= 20;
    if (v == NH_VUNH && race == NH_UNH_VAMPIRE) {
        *record -= 5;
        *luck = -1;
    }
}

/* can_pray(): p_aligntyp is the altar's on an altar, else the hero's own.
 * Relative to the hero: a co-aligned altar is its own alignment, an
 * opposed one the opposite, a cross-aligned one the third, known only for
 * a lawful or chaotic hero (then neutral). */
int prayer_var_god(const struct prayer_case *c, enum prayer_altar a)
{
    switch (a) {
    case PRAYER_OFF_ALTAR:
    case PRAYER_COALIGNED:
    case PRAYER_SHRINE:
        return c->alignment;
    case PRAYER_OPPOSED:
        return -c->alignment;
    default:
        return c->alignment == PRAYER_LAWFUL || c->alignment == PRAYER_CHAOTIC ? PRAYER_NEUTRAL
                                                                               : PRAYER_VOID;
    }
}

/* can_pray(): is_undead(youmonst.data) && (p_aligntyp == A_LAWFUL ||
 * (p_aligntyp == A_NEUTRAL && !rn2(10))), outside Gehennom. */
int prayer_var_holiness(int god)
{
    return god == PRAYER_LAWFUL    ? PRAYER_HOLY
           : god == PRAYER_NEUTRAL ? PRAYER_NEUTRAL_HOLINESS
                                   : PRAYER_UNHOLY;
}

int prayer_start_maxhp(enum nh_variant v, int role, int race)
{
    if (!nh_hero_dice_variant(v))
        return nh_start_hp(role, race);
    struct nh_gain_dice d = nh_hero_start_dice(v, role, race);
    if (d.role_sides > 0 || d.race_sides > 0)
        return PRAYER_MAXHP_ROLLED;
    return d.fix < 1 ? 1 : d.fix;
}

int prayer_var_check(const struct prayer_case *c, char *err, size_t errlen)
{
    if (c->variant != NH_VEVH && c->variant != NH_VUNH)
        return 0;
    unsigned allowed = prayer_var_alignments(c->variant, c->role, c->race);
    unsigned bit = c->alignment == PRAYER_LAWFUL    ? NH_ALLOW_LAWFUL
                   : c->alignment == PRAYER_NEUTRAL ? NH_ALLOW_NEUTRAL
                   : c->alignment == PRAYER_CHAOTIC ? NH_ALLOW_CHAOTIC
                                                    : 0;
    if (allowed == 0 ? c->alignment != PRAYER_UNALIGNED : !(allowed & bit)) {
        snprintf(err, errlen, "alignment %s is not one this hero may have",
                 c->alignment == PRAYER_UNALIGNED ? "unaligned"
                                                  : prayer_alignment_name(c->alignment));
        return -1;
    }
    if (prayer_undead_hero(c) && prayer_var_god(c, c->altar) == PRAYER_VOID) {
        snprintf(err, errlen,
                 "an undead hero is turned by a lawful god, by a neutral one 1 time in 10 (%s "
                 "src/pray.c, can_pray()), and the god of this %s hero's cross-aligned altar may "
                 "be either; expected altar none, coaligned, shrine or opposed",
                 variant_game(c->variant),
                 c->alignment == PRAYER_UNALIGNED ? "unaligned" : "neutral");
        return -1;
    }
    return prayer_luck_turn_check(c, err, errlen);
}
