/* prayer_dnh: dNetHack's own prayer rules (docs/rules.md, dNetHack prayer;
 * prayer.h): the hero's alignment and its god's holiness, the turning of an
 * undead hero, the Luck timeout, the fix at a max HP below 6 and the
 * lawful god's angel.  Facts from dNetHack compat-3.23.0 (fb3ca466). */
#include <stdio.h>
#include <strings.h>

#include "kinds/prayer/prayer_impl.h"
#include "nhmc/dnh.h"
#include "nhmc/heroes.h"

static const char *const holiness_names[PRAYER_VOID_HOLINESS + 1] = {"holy", "neutral", "unholy",
                                                                     "void"};

const char *prayer_holiness_name(int h)
{
    return h >= 0 && h <= PRAYER_VOID_HOLINESS ? holiness_names[h] : "?";
}

int prayer_holiness_parse(const char *text)
{
    for (int h = 0; h < PRAYER_HOLINESS_COUNT; h++)
        if (strcasecmp(text, holiness_names[h]) == 0)
            return h;
    return -1;
}

const char *prayer_alignment_name(int a)
{
    return a == PRAYER_LAWFUL    ? "lawful"
           : a == PRAYER_NEUTRAL ? "neutral"
           : a == PRAYER_VOID    ? "the Void"
                                 : "chaotic";
}

/* dNetHack src/role.c: validalign(), the Convict's exception, and
 * role_init()'s randalign() for a hero no alignment fits. */
unsigned prayer_dnh_alignments(int role, int race)
{
    const unsigned aligns = NH_ALLOW_LAWFUL | NH_ALLOW_NEUTRAL | NH_ALLOW_CHAOTIC;
    unsigned ro = nh_dnh_roles[role].allow & aligns;
    unsigned ra = nh_dnh_races[dnh_hero_race(role, race)].allow & aligns;
    return (ro & ra) != 0 ? ro & ra : ro;
}

/* The holiness of each role's lawful, neutral and chaotic god: the gods of
 * roles[] (dNetHack src/role.c) looked up in include/godlist.h.  H holy,
 * N neutral, U unholy; R: the role has no gods of its own (its pantheon is
 * another role's, drawn at random by role_init()). */
enum { H = PRAYER_HOLY, N = PRAYER_NEUTRAL_HOLINESS, U = PRAYER_UNHOLY, R = -1 };
static const signed char own_holiness[NH_DNH_ROLES][3] = {
    /* lawful, neutral, chaotic */
    [0] = {H, N, U},          /* Archeologist: Quetzalcoatl, Camaxtli, Huhetotl */
    [1] = {H, N, U},          /* Barbarian: Mitra, Crom, Set */
    [2] = {N, H, N},          /* Caveman: Anu, Ishtar, Anshar */
    [3] = {H, H, N},          /* Healer: Athena, Hermes, Poseidon */
    [4] = {H, H, H},          /* Knight: Lugh, Brigit, Manannan Mac Lir */
    [5] = {H, H, N},          /* Monk: Prince Nezha, Laozi, the hunshi sihou */
    [6] = {R, R, R},          /* Priest */
    [7] = {H, N, N},          /* Rogue: Issek, Mog, Kos */
    [8] = {H, H, H},          /* Ranger: Apollo, Latona, Diana */
    [9] = {H, H, H},          /* Samurai: Amaterasu Omikami, Raijin, Susanowo */
    [10] = {H, H, H},         /* Tourist: Blind Io, The Lady, Offler */
    [11] = {H, N, U},         /* Valkyrie: Tyr, Odin, Loki */
    [12] = {H, N, U},         /* Wizard: Ptah, Thoth, Anhur */
    [NH_DNH_ANA] = {R, R, R}, /* Anachrononaut */
    [NH_DNH_BIN] = {R, R, R}, /* Binder */
    [NH_DNH_CON] = {H, N, H}, /* Convict: Ilmater, Grumbar, Tymora */
    [NH_DNH_MAD] = {H, H, N}, /* Madman: Zo-Kalar, Lobon, Tamash */
    [NH_DNH_NOB] = {H, N, U}, /* Nobleman: God the Father, Mother Earth, the Satan */
    [NH_DNH_PIR] = {H, N, U}, /* Pirate: the Lord, the deep blue sea, the Devil */
    [NH_DNH_BRD] = {H, H, H}, /* Troubadour: Apollon, Pan, Dionysus */
};

int prayer_dnh_own_holiness(int role, int alignment)
{
    if (alignment == PRAYER_VOID)
        return PRAYER_VOID_HOLINESS; /* include/godlist.h: the void, VOID_HOLINESS */
    if (role < 0 || role >= NH_DNH_ROLES)
        return -1;
    return own_holiness[role][1 - alignment];
}

/* Of the 12 races only the vampire is undead (M2_UNDEAD of PM_VAMPIRE). */
bool prayer_dnh_undead(int race)
{
    return race == NH_DNH_VAMPIRE;
}

/* The holiness deciding an undead hero's turning: dNetHack's god's
 * (c->holiness), or the alignment of the god prayed to in EvilHack and
 * UnNetHack (prayer_var_holiness). */
static int turning_holiness(const struct prayer_case *c)
{
    if (c->variant == NH_VDNH)
        return c->holiness;
    return prayer_var_holiness(prayer_var_god(c, c->altar));
}

/* can_pray(): p_type = -1 for an undead hero when gholiness(p_god) is
 * HOLY_HOLINESS, or NEUTRAL_HOLINESS and !rn2(10) (outside Gehennom);
 * EvilHack and UnNetHack: a lawful god, or a neutral one and !rn2(10). */
bool prayer_dnh_turn_rolled(const struct prayer_case *c)
{
    return prayer_undead_hero(c) && turning_holiness(c) == PRAYER_NEUTRAL_HOLINESS;
}

bool prayer_dnh_turn_certain(const struct prayer_case *c)
{
    return prayer_undead_hero(c) && turning_holiness(c) == PRAYER_HOLY;
}

/* src/timeout.c, nh_timeout(): no luck item, no Amulet. */
int prayer_dnh_luck_timeout(int luck, int base, int turn, bool angry, int *luck_turn)
{
    if (luck == base || turn < *luck_turn + (angry ? 300 : 600))
        return luck;
    *luck_turn = turn;
    return luck > base ? luck - 1 : luck + 1;
}

/* prayer.h "safe", with the steps of prayer_dnh_luck_timeout: the first at
 * the later of t3 + 1 and luck_turn + 600, then every 600 turns while Luck
 * is off its base (the god is not angry, or it is never safe). */
int32_t prayer_dnh_safe_wait(const struct prayer_case *c, int timeout, int luck, int luck_turn,
                             int anger, int record, int t3)
{
    if (anger > 0 || record < 0)
        return PRAYER_NEVER;
    int32_t wait = timeout > 200 ? timeout - 200 : 0;
    long step = (long)luck_turn + 600 > (long)t3 + 1 ? (long)luck_turn + 600 : (long)t3 + 1;
    for (; step <= (long)t3 + wait && luck != c->base_luck; step += 600)
        luck += luck < c->base_luck ? 1 : -1;
    if (luck >= 0)
        return wait;
    if (c->base_luck < 0)
        return PRAYER_NEVER;
    /* steps at step, step + 600, ...: -luck more of them */
    return (int32_t)(step + (long)(-luck - 1) * 600 - t3);
}

/* src/pray.c, fix_worst_trouble(TROUBLE_HIT), and src/attrib.c,
 * calc_total_maxhp(): max HP = trunc(P + XL conplus(Con)) + mod.  With the
 * case's max HP m as that raw value, P' = max(P, 6) gives max(m, raw(6)):
 * raw is monotone in P, and P < 6 exactly when raw(6) is the larger. */
int prayer_dnh_fix_maxhp(const struct prayer_case *c, int m, int raise)
{
    int after = m + raise;
    if (after >= 6)
        return after;
    int q = dnh_con_quarters(dnh_effective_con(c->race, c->con, c->xl));
    int raw6 = dnh_maxhp_of(6, c->xl, q);
    return (raw6 > m ? raw6 : m) + raise;
}

bool prayer_dnh_fix_repeats(const struct prayer_case *c)
{
    /* the action is 2 or more only at a record of STRIDENT or more */
    if (c->variant != NH_VDNH || c->record < PRAYER_STRIDENT)
        return false;
    int32_t lo, hi;
    prayer_maxhp_range(c, &lo, &hi);
    int q = dnh_con_quarters(dnh_effective_con(c->race, c->con, c->xl));
    int raw6 = dnh_maxhp_of(6, c->xl, q);
    return (lo > raw6 ? lo : raw6) + 1 <= 5;
}

bool prayer_dnh_angel_possible(const struct prayer_case *c, int hp, int hpmax)
{
    return c->variant == NH_VDNH && c->alignment == PRAYER_LAWFUL &&
           (hp < 5 || (long)hp * 7 < hpmax);
}

int prayer_dnh_check(const struct prayer_case *c, char *err, size_t errlen)
{
    if (c->role == NH_DNH_ANA) {
        snprintf(err, errlen,
                 "an Anachrononaut cannot pray: \"There is but one God in the future. And to It, "
                 "you do not pray.\" (dNetHack src/pray.c, dopray(); until the quest ends, which "
                 "nhmc does not model); expected another role");
        return -1;
    }
    bool void_ok = c->role == NH_DNH_BIN && c->alignment == PRAYER_VOID;
    if (!void_ok && (c->alignment < PRAYER_CHAOTIC || c->alignment > PRAYER_LAWFUL ||
                     !(prayer_dnh_play_alignments(c->role, c->race) &
                       (c->alignment == PRAYER_LAWFUL    ? NH_ALLOW_LAWFUL
                        : c->alignment == PRAYER_NEUTRAL ? NH_ALLOW_NEUTRAL
                                                         : NH_ALLOW_CHAOTIC)))) {
        snprintf(err, errlen, "alignment %s is not one this hero may have",
                 prayer_alignment_name(c->alignment));
        return -1;
    }
    if ((c->holiness == PRAYER_VOID_HOLINESS) != (void_ok && c->altar == PRAYER_OFF_ALTAR)) {
        snprintf(err, errlen, "only a Binder off an altar prays to the Void");
        return -1;
    }
    if (c->role == NH_DNH_BIN && (c->altar == PRAYER_COALIGNED || c->altar == PRAYER_SHRINE)) {
        snprintf(err, errlen,
                 "a Binder's prayer on an altar of the Void is not modelled; expected altar none "
                 "or crossaligned");
        return -1;
    }
    if (c->sins < 0) {
        snprintf(err, errlen, "sins %d below 0", c->sins);
        return -1;
    }
    if (c->holiness < 0 || c->holiness > PRAYER_VOID_HOLINESS) {
        snprintf(err, errlen, "unknown holiness; expected holy, neutral or unholy");
        return -1;
    }
    if (prayer_dnh_undead(c->race) && c->altar >= PRAYER_CROSSALIGNED) {
        snprintf(err, errlen, "an undead hero's prayer on another god's altar is not modelled");
        return -1;
    }
    return prayer_luck_turn_check(c, err, errlen);
}

int prayer_luck_turn_check(const struct prayer_case *c, char *err, size_t errlen)
{
    if (c->luck_turn < 0 || c->luck_turn > c->turn) {
        snprintf(err, errlen,
                 "Luck's last timeout on turn %d is not within 0..%d (the turn of the prayer)",
                 c->luck_turn, c->turn);
        return -1;
    }
    return 0;
}
