/* regen_case_check: whether a regen case is one nhmc models, each refusal
 * saying why and what was expected (regen_impl.h, regen_case_check). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "nhmc/dnh.h"
#include "nhmc/heroes.h"
#include "kinds/regen/regen_impl.h"
#include "nhmc/hero_rules.h"

/* ---- checking a case ---- */

static int fail(char *err, size_t errlen, const char *what)
{
    snprintf(err, errlen, "%s", what);
    return -1;
}

/* The inputs of dNetHack's terms (docs/rules.md, dNetHack regeneration). */
static int check_dnh(const struct regen_case *c, char *err, size_t errlen)
{
    char msg[320];
    if (c->variant != NH_VDNH) {
        const char *what = c->sex                               ? "the sex"
                           : c->asleep                          ? "asleep"
                           : c->bed                             ? "a bed"
                           : c->valley && c->variant != NH_VEVH ? "the Valley of the Dead"
                           : c->healing_penalty                 ? "the healing penalty"
                           : c->berith || c->buer               ? "the seals"
                           : c->pw > 0 || c->pw_spent           ? "Pw"
                                                                : NULL;
        if (!what)
            return 0;
        bool evh = strcmp(what, "the Valley of the Dead") == 0;
        snprintf(msg, sizeof msg,
                 "%s changes HP regeneration only in dNetHack (src/allmain.c, you_regen_hp())%s; "
                 "expected variant dnethack%s",
                 what, evh ? " and EvilHack (src/allmain.c, regen_hp())" : "",
                 evh ? " or evilhack" : "");
        return fail(err, errlen, msg);
    }
    if (c->role < 0 || c->race < 0)
        return 0; /* refused above */
    const struct nh_role *role = &nh_dnh_roles[c->role];
    const struct nh_race *race = &nh_dnh_races[c->race];
    int hero = dnh_hero_race(c->role, c->race);
    if (c->sex) {
        unsigned bit = c->sex == NH_REGEN_FEMALE ? NH_ALLOW_FEMALE : NH_ALLOW_MALE;
        if (!(role->allow & race->allow & bit)) {
            snprintf(msg, sizeof msg,
                     "a %s %s cannot be %s in dNetHack (src/role.c, validgend()); expected "
                     "the other sex",
                     race->name, role->name, c->sex == NH_REGEN_FEMALE ? "female" : "male");
            return fail(err, errlen, msg);
        }
    } else if (hero == NH_DNH_DROW) {
        return fail(err, errlen,
                    "a drow's regeneration depends on the sex (+8 male, +4 female: "
                    "src/allmain.c, you_regen_hp()); expected sex = male or female");
    }
    if (hero == NH_DNH_INCANTIFIER && c->pw < 0)
        return fail(err, errlen,
                    "an incantifier heals only by spending Pw (src/allmain.c, you_regen_hp()); "
                    "expected its Pw, e.g. pw = 50");
    if (c->pw_spent && (hero != NH_DNH_INCANTIFIER || c->measure != NH_REGEN_HP))
        return fail(err, errlen,
                    "the Pw spent is an incantifier's, after some turns; expected race = "
                    "incantifier and after = N");
    if (c->pw > NH_REGEN_MAX_PW || c->healing_penalty < 0 ||
        c->healing_penalty > NH_REGEN_MAX_PENALTY || (unsigned)c->bed >= NH_DNH_BED_COUNT)
        return fail(err, errlen, "a dNetHack input out of range");
    return 0;
}

/* EvilHack's inputs (docs/rules.md, Regeneration in EvilHack): each for
 * the hero it changes, unpolymorphed (regen_hp()'s !Upolyd branch). */
static int check_evh(const struct regen_case *c, char *err, size_t errlen)
{
    if (c->variant != NH_VEVH) {
        const char *what = c->amulet   ? "the Amulet"
                           : c->lit    ? "a lit square"
                           : c->plants ? "plants"
                           : c->shell  ? "the shell"
                                       : NULL;
        char msg[256];
        if (!what)
            return 0;
        snprintf(msg, sizeof msg,
                 "%s changes HP regeneration only in EvilHack (src/allmain.c, regen_hp()); "
                 "expected variant evilhack",
                 what);
        return fail(err, errlen, msg);
    }
    /* each input for the hero it changes, in this order */
    const struct {
        bool given, fits;
        const char *why;
    } needs[] = {
        {c->amulet, c->role == NH_EVH_INF,
         "the Amulet changes EvilHack's HP regeneration only for an Infidel (who does not "
         "regenerate without it: src/allmain.c, regen_hp()); expected role Infidel"},
        {c->lit, c->race == NH_EVH_DROW,
         "a lit square slows only a drow's HP regeneration (src/allmain.c, regen_hp()); "
         "expected race drow"},
        {c->plants, c->role == NH_EVH_DRU,
         "plants speed only a Druid's HP regeneration (src/allmain.c, regen_hp()); expected "
         "role Druid"},
        {c->shell, c->race == NH_EVH_TORTLE,
         "only a tortle hides in its shell (src/cmd.c, doenshelling()); expected race tortle"},
        {c->contact,
         c->race == race_parse("elf") || c->race == NH_EVH_DROW || c->race == race_parse("orc"),
         "contact blocks an elf or a drow (iron) or an orc (mithril) in EvilHack (src/allmain.c, "
         "elf_can_regen(), orc_can_regen()); expected race elf, drow or orc"},
    };
    for (size_t i = 0; i < sizeof needs / sizeof needs[0]; i++)
        if (needs[i].given && !needs[i].fits)
            return fail(err, errlen, needs[i].why);
    if (c->polyd && (c->amulet || c->lit || c->plants || c->shell || c->contact))
        return fail(err, errlen,
                    "the Amulet, a lit square, plants, the shell and contact change only the "
                    "normal form's regeneration in EvilHack (src/allmain.c, regen_hp()); "
                    "expected an unpolymorphed hero");
    if (c->polyd && c->valley)
        return fail(err, errlen,
                    "in the Valley a polymorphed hero regenerates only in an undead form "
                    "(src/allmain.c, regen_hp()), which is not modelled; expected an "
                    "unpolymorphed hero");
    if (c->polyd && (c->role == NH_EVH_DRU || c->race == NH_EVH_VAMPIRE))
        return fail(err, errlen,
                    "a Druid's wild shape and a vampire's own forms regenerate mh every 9 "
                    "turns, not 20 (src/allmain.c, regen_hp(): druid_form, vampire_form), "
                    "which is not modelled; expected another role and race, or an "
                    "unpolymorphed hero");
    if (c->shell && c->move > 0)
        return fail(err, errlen,
                    "a tortle in its shell cannot move (src/cmd.c, rhack(): \"Your movement is "
                    "constrained by your shell\"); expected move 0");
    if (c->shell && c->measure != NH_REGEN_RATE &&
        (c->measure == NH_REGEN_HP ? c->after : c->max_turns) > NH_EVH_SHELL_TURNS)
        return fail(err, errlen,
                    "a tortle stays in its shell at most 198 turns (src/polyself.c, "
                    "toggleshell(); src/timeout.c, nh_timeout()); expected after = N or "
                    "max_turns = N (--after, --max-turns) with N <= 198");
    if (regen_evh_blocked(c) && c->measure != NH_REGEN_HP) {
        const char *why = c->contact ? "in contact with that metal"
                          : c->valley && c->role == NH_EVH_INF && !c->amulet
                              ? "in the Valley, and as an Infidel without the Amulet"
                          : c->valley
                              ? "in the Valley of the Dead (only draugr and vampires do there)"
                              : "as an Infidel without the Amulet";
        char msg[320];
        snprintf(msg, sizeof msg,
                 "the hero's HP does not regenerate %s (EvilHack src/allmain.c, regen_hp()), so "
                 "no target is reached and no turn heals; expected after = N (--after N: the HP "
                 "after N turns)%s",
                 why, c->role == NH_EVH_INF && !c->amulet ? ", or amulet = on (--amulet)" : "");
        return fail(err, errlen, msg);
    }
    return 0;
}

/* The most HP withering can take before it ends (xNetHack 3dd346ca
 * src/allmain.c, moveloop_core()): rnd(2) - Regeneration on each of its
 * withering - 1 boundaries, and 1 on each overexertion turn among them (at
 * most one in a period, so at most ceil((withering - 1) / period)). */
static int64_t wither_worst_loss(const struct regen_case *c)
{
    int64_t n = c->withering - 1, loss = n * regen_wither_max_loss(c);
    int period = regen_overexert_period(c->enc);
    if (period && regen_move_threshold(c->move) > 0 && regen_can_move(c))
        loss += (n + period - 1) / period;
    return loss;
}

/* xNetHack's inputs (docs/rules.md, Regeneration in xNetHack and
 * UnNetHack): Dispater and withering, each unpolymorphed. */
static int check_xnh(const struct regen_case *c, char *err, size_t errlen)
{
    char msg[400];
    if (c->dispater && c->variant != NH_VXNH)
        return fail(err, errlen,
                    "Dispater halves regeneration only in xNetHack (src/allmain.c, "
                    "dispater_adjust_regen()); expected variant xnethack");
    if (c->dispater && c->polyd)
        return fail(err, errlen,
                    "Dispater's halving of a polymorphed hero's mh is not modelled; expected an "
                    "unpolymorphed hero");
    if (c->withering < 0 || c->withering > NH_REGEN_MAX_LIMIT) {
        snprintf(msg, sizeof msg, "withering %d out of range; expected 0..%d (turns of timeout)",
                 c->withering, NH_REGEN_MAX_LIMIT);
        return fail(err, errlen, msg);
    }
    if (!c->withering)
        return 0;
    if (c->variant != NH_VXNH)
        return fail(err, errlen,
                    "withering blocks HP regeneration and drains HP only in xNetHack "
                    "(src/allmain.c, moveloop_core()); expected variant xnethack");
    if (c->polyd)
        return fail(err, errlen,
                    "withering drains a polymorphed hero's mh, and below 1 mh losehp() "
                    "returns the hero to the normal form (src/hack.c, rehumanize()), which is "
                    "not modelled; expected an unpolymorphed hero");
    if (c->measure == NH_REGEN_RATE)
        return fail(err, errlen,
                    "the rate is of turns that regenerate, which withering only postpones; "
                    "expected a target or after = N with withering");
    if (c->measure == NH_REGEN_TURNS && c->withering > 1 && c->hp <= wither_worst_loss(c)) {
        snprintf(msg, sizeof msg,
                 "with withering %d the hero may wither away (up to %lld HP lost, and HP %d; "
                 "src/allmain.c, moveloop_core()) and never reach the target; expected after "
                 "= N (--after N: HP 0 counts the heroes withered away) or more HP",
                 c->withering, (long long)wither_worst_loss(c), c->hp);
        return fail(err, errlen, msg);
    }
    return 0;
}

int regen_case_check(const struct regen_case *c, char *err, size_t errlen)
{
    char msg[256];
    if ((unsigned)c->variant >= NH_VARIANT_COUNT)
        return fail(err, errlen, "unknown variant");
    if (c->xl < 1 || c->xl > NH_MAXULEV)
        return fail(err, errlen, "XL out of range; expected 1..30");
    if (c->con < NH_CON_MIN || c->con > NH_CON_MAX)
        return fail(err, errlen, "Con out of range; expected 3..25");
    if (c->maxhp < 1 || c->maxhp > NH_REGEN_MAX_HP) {
        snprintf(msg, sizeof msg, "max HP %d out of range; expected 1..%d", c->maxhp,
                 NH_REGEN_MAX_HP);
        return fail(err, errlen, msg);
    }
    if (c->hp < 1 || c->hp > c->maxhp) {
        snprintf(msg, sizeof msg, "HP %d out of range; expected 1..max HP (%d)", c->hp, c->maxhp);
        return fail(err, errlen, msg);
    }
    if (c->polyd) {
        if (c->mhmax < 1 || c->mhmax > NH_REGEN_MAX_HP) {
            snprintf(msg, sizeof msg, "mhmax %d out of range; expected 1..%d", c->mhmax,
                     NH_REGEN_MAX_HP);
            return fail(err, errlen, msg);
        }
        if (c->mh < 1 || c->mh > c->mhmax) {
            snprintf(msg, sizeof msg, "mh %d out of range; expected 1..mhmax (%d)", c->mh,
                     c->mhmax);
            return fail(err, errlen, msg);
        }
    } else if (c->track_mh) {
        return fail(err, errlen, "tracking mh needs a polymorphed hero (mh and mhmax)");
    }
    int pool_max = c->track_mh ? c->mhmax : c->maxhp;
    if (c->measure == NH_REGEN_TURNS && (c->target < 1 || c->target > pool_max)) {
        snprintf(msg, sizeof msg, "target %d out of range; expected 1..%d (the maximum)", c->target,
                 pool_max);
        return fail(err, errlen, msg);
    }
    if ((unsigned)c->enc >= NH_ENC_COUNT)
        return fail(err, errlen, "unknown encumbrance");
    if (!(c->move >= 0 && c->move <= 1))
        return fail(err, errlen, "move out of range; expected a probability 0..1");
    if (c->restful_sleep && !regen_rules_50(c) && c->variant != NH_VDNH)
        return fail(err, errlen,
                    "restful sleep regenerates HP only in 5.0, xNetHack, UnNetHack (src/allmain.c, "
                    "regen_hp()) and dNetHack (src/allmain.c, you_regen_hp()); expected variant "
                    "5.0, xnethack, unnethack or dnethack");
    if (c->variant == NH_VFIQ && c->role < 0)
        return fail(err, errlen,
                    "fiqhack needs the role (Healers regenerate faster); expected e.g. "
                    "role = Val");
    if (c->variant == NH_VDNH && (c->role < 0 || c->race < 0))
        return fail(err, errlen,
                    "dnethack needs the role and the race (Barbarians, Knights, Samurai, "
                    "Valkyries, Healers and elves regenerate faster); expected e.g. role = Val "
                    "and race = human");
    if (c->variant == NH_VDNH && c->polyd)
        return fail(
            err, errlen,
            "a polymorphed hero is not modelled for dnethack (its rate uses the form's "
            "level; see docs/rules.md, dNetHack regeneration); expected an unpolymorphed hero");
    /* dNetHack's own partners of vanilla's roles and races (a dwarvish
     * Knight) regenerate by the same terms (docs/dnethack-heroes.md) */
    const struct nh_hero_table *heroes = nh_heroes(c->variant);
    if (c->role >= 0 && c->race >= 0 && !heroes->legal(c->role, c->race)) {
        const char *race = heroes->races[c->race].name;
        snprintf(msg, sizeof msg, "%s %s cannot be a %s in %s; expected a race the role allows",
                 strchr("aeiou", race[0]) ? "an" : "a", race, heroes->roles[c->role].name,
                 heroes->variant_words);
        return fail(err, errlen, msg);
    }
    if (c->ring != NH_RING_NONE && !c->regeneration)
        return fail(err, errlen,
                    "a ring of regeneration gives Regeneration; expected regeneration on");
    /* UnNetHack 24dce727 src/eat.c, gethungry(): 3.4.3's moves % 20 for the
     * ring, and Regeneration from it costs only while HP is below max */
    if (c->ring != NH_RING_NONE && c->variant == NH_VUNH)
        return fail(err, errlen,
                    "the ring's hunger is not modelled for unnethack; expected ring none");
    /* EvilHack c444f6a3 src/eat.c, gethungry(): accessorytime = rn2(20), not
     * 3.6.7's moves % 20 */
    if (c->ring != NH_RING_NONE && c->variant == NH_VEVH)
        return fail(err, errlen,
                    "the ring's hunger is not modelled for evilhack; expected ring none");
    if (c->ring != NH_RING_NONE && c->variant == NH_VDNH)
        return fail(err, errlen,
                    "the ring's hunger is not modelled for dnethack; expected ring none");
    if (c->ring != NH_RING_NONE && c->variant == NH_VFIQ && c->polyd)
        return fail(err, errlen,
                    "fiqhack's regeneration hunger follows the form's mh while polymorphed, "
                    "which is not modelled; expected ring none or an unpolymorphed hero");
    if (c->contact && c->variant != NH_VUNH && c->variant != NH_VEVH)
        return fail(err, errlen,
                    "contact blocks regeneration only in UnNetHack (src/allmain.c, "
                    "can_regenerate()) and EvilHack (src/allmain.c, elf_can_regen(), "
                    "orc_can_regen()); expected variant unnethack or evilhack");
    if (check_evh(c, err, errlen) != 0)
        return -1;
    if (c->contact && c->variant == NH_VUNH &&
        (c->polyd || (c->race != race_parse("elf") && c->race != NH_UNH_VAMPIRE)))
        return fail(err, errlen,
                    "contact blocks an elf (iron) or a vampire (silver); expected race elf or "
                    "vampire, unpolymorphed");
    if (c->contact && c->variant == NH_VUNH && c->measure != NH_REGEN_HP)
        return fail(err, errlen,
                    "with contact the hero never regenerates, so no target is reached and no "
                    "turn heals; expected after = N (--after N: the HP after N turns)");
    if (check_xnh(c, err, errlen) != 0)
        return -1;
    if (check_dnh(c, err, errlen) != 0)
        return -1;
    if (!c->turn_random && c->turn < 1)
        return fail(err, errlen, "turn out of range; expected 1 or more, or random");
    if (c->measure == NH_REGEN_HP && (c->after < 0 || c->after > NH_REGEN_MAX_LIMIT)) {
        snprintf(msg, sizeof msg, "after out of range; expected 0..%d turns", NH_REGEN_MAX_LIMIT);
        return fail(err, errlen, msg);
    }
    if (c->measure == NH_REGEN_TURNS && (c->max_turns < 1 || c->max_turns > NH_REGEN_MAX_LIMIT)) {
        snprintf(msg, sizeof msg, "max_turns out of range; expected 1..%d", NH_REGEN_MAX_LIMIT);
        return fail(err, errlen, msg);
    }
    return 0;
}
