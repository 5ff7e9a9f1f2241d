/* monster_list: `nhmc list monsters`, the monsters of a version with the
 * rules that make their HP. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "kinds/monster/monster_impl.h"
#include "kinds/monster/monster_rules.h"
#include "nhmc/usage.h"
#include "nhmc/variant.h"

enum { OPT_VARIANT = 256, OPT_CLASS };

static const char list_monsters_help[] =
    "Usage: nhmc list monsters [--variant V] [--class C]\n"
    "\n"
    "The monsters of one version (default 3.6.7) in the game's order, or of one\n"
    "class (a symbol such as D or a name such as dragon): name, class symbol and\n"
    "name, base level, how the HP at creation is made (m_lev is the base level\n"
    "adjusted for depth and XL; nhmc monster --help) and the grown-up form.\n"
    "Monsters not in a default build (Charon) are left out.\n"
    "\n"
    "  --variant V   3.4.3, 3.6.7 (default), 5.0 (alias 3.7), xnethack, unnethack or\n"
    "                evilhack\n"
    "  --class C     a class symbol (D), name (dragon) or class=D\n";

/* EvilHack's (c444f6a3 src/makemon.c, monmaxhp() and makemon()). */
static void evilhack_note(const struct nh_monster *m, const char *dice, char *buf, size_t len)
{
    struct nh_where w = {.depth = 1};
    struct nh_hp_plan p = nh_hp_plan(NH_VEVH, m, &w, 1, 0, false, true);
    if (p.rule == NH_HP_NAMED)
        snprintf(buf, len, "fixed: %d%s", p.add, p.extra_rnd ? "+rnd(50)" : "");
    else if (m->flags & NH_MF_GOLEM)
        snprintf(buf, len, "golem: %d", nh_golem_hp(NH_VEVH, m->name));
    else if (m->flags & NH_MF_RIDER)
        snprintf(buf, len, "rider: 100+d(10,8)");
    else if (m->level > 49)
        snprintf(buf, len, "special: %d, m_lev %d", p.add, p.add / 4);
    else if (m->flags & NH_MF_PLAYER)
        snprintf(buf, len, "player: d(m_lev,10)+30, m_lev XL+4..7; endgame 15..30, +rnd(30)");
    else if (m->flags & NH_MF_HOME_ANY)
        snprintf(buf, len, "%s, x3 on its home plane", dice);
    else if (m->level == 0)
        snprintf(buf, len, "level 0: rnd(4)");
    else
        snprintf(buf, len, "%s", dice);
    if (m->flags & NH_MF_REGEN)
        snprintf(buf + strlen(buf), len - strlen(buf), "; regenerates");
}

/* How the creation HP of m is made, for the listing. */
static void monster_hp_note(enum nh_variant v, const struct nh_monster *m, char *buf, size_t len)
{
    bool bumps = v == NH_V50 || v == NH_VXNH;
    int die = nh_hit_die(v, m), top = nh_hit_die_hi(v, m);
    char dice[40];
    if (top > die)
        snprintf(dice, sizeof dice, "d(m_lev,%d..%d)", die, top);
    else
        snprintf(dice, sizeof dice, "d(m_lev,%d)", die);
    if (v == NH_VEVH) {
        evilhack_note(m, dice, buf, len);
        return;
    }
    if (m->flags & NH_MF_GOLEM)
        snprintf(buf, len, "golem: %d", nh_golem_hp(v, m->name));
    else if ((m->flags & NH_MF_RIDER) && v == NH_VXNH)
        snprintf(buf, len, "rider: 40+d(8,8)");
    else if ((m->flags & NH_MF_RIDER) && v == NH_VUNH)
        snprintf(buf, len, "rider: 100+d(8,8)");
    else if (m->flags & NH_MF_RIDER)
        snprintf(buf, len, "rider: d(10,8)%s", bumps ? ", 10 -> 11" : "");
    else if (m->level > 49)
        snprintf(buf, len, "special: %d, m_lev %d", 2 * (m->level - 6), (2 * (m->level - 6)) / 4);
    else if ((m->flags & NH_MF_ADULT_DRAGON) && v == NH_VUNH)
        snprintf(buf, len, "%s; endgame 7m_lev+d(m_lev,8)", dice);
    else if (m->flags & NH_MF_ADULT_DRAGON)
        snprintf(buf, len, "dragon: 4m_lev+d(m_lev,4); endgame 8m_lev");
    else if (m->flags & NH_MF_PLAYER)
        snprintf(buf, len, "player: d(m_lev,10)+30, m_lev 1..16; endgame 15..30, +rnd(30)");
    else if (m->flags & NH_MF_HOME_ANY)
        snprintf(buf, len, "%s, x%d on its home plane", dice, v == NH_VXNH ? 2 : 3);
    else if (m->level == 0)
        snprintf(buf, len, "level 0: rnd(4)%s", bumps ? ", 1 -> 2" : "");
    else if (m->flags & NH_MF_LEADER)
        snprintf(buf, len, "quest leader: 135+rnd(30)");
    else
        snprintf(buf, len, "%s%s", dice, bumps ? ", all 1s +1" : "");
    if (m->flags & NH_MF_REGEN)
        snprintf(buf + strlen(buf), len - strlen(buf), "%sregenerates", buf[0] ? "; " : "");
    if (m->flags & NH_MF_BLINKER)
        snprintf(buf + strlen(buf), len - strlen(buf), "; heals every turn");
    if (m->flags & NH_MF_NOREGEN)
        snprintf(buf + strlen(buf), len - strlen(buf), "; never heals");
}

/* nhmc list monsters [--variant V] [--class C] (argv[0] is "monsters"). */
int monster_list(int argc, char **argv)
{
    static const struct option opts[] = {{"variant", required_argument, NULL, OPT_VARIANT},
                                         {"class", required_argument, NULL, OPT_CLASS},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    enum nh_variant v = NH_VARIANT_DEFAULT;
    enum nh_mclass cls = NH_MCLASS_COUNT;
    char err[512], kinds[256];
    const char *class_text = NULL;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
        if (c == OPT_VARIANT) {
            if (variant_parse(optarg, &v) != 0 || !monster_table(v)) {
                if (variant_parse(optarg, &v) == 0)
                    snprintf(err, sizeof err,
                             "%s is modelled for %s only; expected 3.4.3, 3.6.7, 5.0, xnethack or "
                             "unnethack",
                             variant_name(v), kinds_of_variant(v, false, kinds, sizeof kinds));
                else
                    snprintf(err, sizeof err,
                             "unknown variant \"%s\"; expected 3.4.3, 3.6.7, 5.0, xnethack, "
                             "unnethack or evilhack",
                             optarg);
                return value_error("list monsters", "--variant", err);
            }
        } else if (c == OPT_CLASS) {
            class_text = optarg; /* read in the variant's table, below */
        } else {
            return help_or_option_error("list monsters", c, argv, opts, list_monsters_help);
        }
    }
    if (optind < argc)
        return no_more_arguments("list", argc, argv, optind);
    const struct nh_monster_table *t = monster_table(v);
    if (class_text) {
        const char *text = strncasecmp(class_text, "class=", 6) == 0 ? class_text + 6 : class_text;
        if (mclass_parse_in(t, text, &cls) != 0) {
            snprintf(err, sizeof err,
                     "unknown class \"%s\"; expected a symbol such as D or a name such as "
                     "dragon",
                     class_text);
            return value_error("list monsters", "--class", err);
        }
    }
    printf("%-26s %-3s %-10s %5s  %-42s %s\n", "monster", "sym", "class", "level", "HP at creation",
           "grows into");
    for (int i = 0; i < t->count; i++) {
        const struct nh_monster *m = &t->mons[i];
        char note[96];
        if ((m->flags & NH_MF_NOTBUILT) || (cls != NH_MCLASS_COUNT && m->mclass != cls))
            continue;
        monster_hp_note(v, m, note, sizeof note);
        printf("%-26s %-3c %-10s %5d  ", m->name, mclass_symbol(m->mclass), mclass_name(m->mclass),
               m->level);
        /* no trailing blanks: the last column only when there is one */
        if (m->grows_into >= 0)
            printf("%-42s %s\n", note, t->mons[m->grows_into].name);
        else
            printf("%s\n", note);
    }
    return NH_EXIT_OK;
}
