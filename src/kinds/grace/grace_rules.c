/* grace_rules: saving grace as each version has it, one small function per
 * rule (docs/rules.md, Saving grace), the rule
 * names, and the check of a fight's inputs (see grace_impl.h).
 *
 * Common to every rule (docs/rules.md, Saving grace): only the normal
 * form is protected (the fight never polymorphs), the flag `used` is set
 * once and never reset in a fight, and a save turns the damage into
 * HP - 1, leaving exactly 1 HP.
 */
#include <stdio.h>
#include <strings.h>

#include "kinds/grace/grace_impl.h"

/* The rules' names, each with what it is and its source. */
static const char *const rule_names[GRACE_RULE_COUNT] = {
    /* no saving grace (3.4.3, 3.6.7, 5.0, most variants) */
    "none",
    /* NetHack 3.7-dev from 08a2a2a1a (2023-03-03): HP before the hit over
     * 90%, once per game, any damage (3.7 src/hack.c, saving_grace()) */
    "3.7-2023",
    /* NetHack 3.7-dev from 4d55e1de7 (2025-11-26): HP at the start of the
     * monster phase at least 90%, monster phase only, then lethal hits that
     * phase leave 1 HP (3.7 src/hack.c, saving_grace(), commit 4d55e1de7) */
    "3.7-2025",
    /* NetHack 3.7-dev from 0a51a9656 (2026-04-21) until its removal on
     * 2026-05-02: 3.7-2025 without the monster-phase restriction (3.7
     * src/hack.c, saving_grace(), commit 0a51a9656) */
    "3.7-2026",
    /* xNetHack 9.1: HP at the start of the monster phase over 90%, monster
     * phase only, then every hit that turn leaves 1 HP (xNetHack
     * src/hack.c, saving_grace()) */
    "xnethack",
    /* CrecelleHack 1.4.2: as 3.7-2025 (CrecelleHack src/hack.c, saving_grace()) */
    "crecellehack",
    /* Hack'EM: as 3.7-2023 (the original rule; Hack'EM src/hack.c, saving_grace()) */
    "hackem",
    /* xNetHack 8.0: as 3.7-2023, HP at the hit over 90%, any damage
     * (xNetHack 8.0 src/hack.c, saving_grace()) */
    "xnethack-8.0",
    /* xNetHack 9.0: as 3.7-2023, HP at the hit over 90%, any damage
     * (xNetHack 9.0 src/hack.c, saving_grace_would_trigger()) */
    "xnethack-9.0",
};

const char *grace_rule_name(enum grace_rule r)
{
    return (unsigned)r < GRACE_RULE_COUNT ? rule_names[r] : "?";
}

static int say(char *err, size_t errlen, const char *what)
{
    if (err && errlen)
        snprintf(err, errlen, "%s", what);
    return -1;
}

/* Why a game version has no saving grace (docs/rules.md, Saving grace). */
static const char *why_none(enum nh_variant v)
{
    switch (v) {
    case NH_V343:
    case NH_V367:
        return "saving grace does not exist in %s: it was added during 3.7 development "
               "(2023-03-03; see docs/rules.md, Saving grace)";
    case NH_V50:
        return "saving grace does not exist in %s: it was removed from the 3.7 development "
               "line on 2026-05-02, before 5.0 (commit ec7781b99; see docs/rules.md, Saving grace)";
    case NH_VEVH:
        return "saving grace does not exist in %s: EvilHack keeps 3.6.7's rules and has no "
               "saving_grace() (see docs/rules.md, Saving grace)";
    case NH_VUNH:
        return "saving grace does not exist in %s: UnNetHack keeps 3.4.3's rules and has no "
               "saving_grace() (see docs/rules.md, Saving grace)";
    default:
        return "saving grace does not exist in %s (see docs/rules.md, Saving grace)";
    }
}

int grace_rule_parse(const char *text, char *err, size_t errlen)
{
    for (int r = 0; r < GRACE_RULE_COUNT; r++)
        if (strcasecmp(text, rule_names[r]) == 0)
            return r;
    static const struct {
        const char *alias;
        enum grace_rule r;
    } aliases[] = {{"off", GRACE_NONE},
                   {"no", GRACE_NONE},
                   {"xnh", GRACE_XNETHACK},
                   {"xnethack-9.1", GRACE_XNETHACK},
                   {"xnh-9.1", GRACE_XNETHACK},
                   {"xnh-9.0", GRACE_XNETHACK_90},
                   {"xnh-8.0", GRACE_XNETHACK_80},
                   {"crec", GRACE_CRECELLE},
                   {"crecelle", GRACE_CRECELLE},
                   {"hack'em", GRACE_HACKEM}};
    for (size_t a = 0; a < sizeof aliases / sizeof aliases[0]; a++)
        if (strcasecmp(text, aliases[a].alias) == 0)
            return (int)aliases[a].r;
    enum nh_variant v;
    /* a version without saving grace, named as a rule (xNetHack has one:
     * its rules are named above) */
    if (variant_parse(text, &v) == 0 && v != NH_VXNH) {
        if (err && errlen)
            snprintf(err, errlen, why_none(v), variant_name(v));
        return -1;
    }
    if (err && errlen)
        snprintf(err, errlen,
                 "unknown saving-grace rule '%s'; expected none, 3.7-2023, 3.7-2025, "
                 "3.7-2026, xnethack, xnethack-9.0, xnethack-8.0, crecellehack or hackem",
                 text);
    return -1;
}

int grace_variant_check(enum nh_variant v, enum grace_rule rule, char *err, size_t errlen)
{
    if ((unsigned)rule >= GRACE_RULE_COUNT)
        return say(err, errlen, "unknown saving-grace rule");
    if (rule == GRACE_NONE || (v == NH_VXNH && rule == GRACE_XNETHACK))
        return 0;
    if (v == NH_VXNH) {
        if (err && errlen)
            snprintf(err, errlen,
                     "rule %s is not xNetHack 9.1's; --variant xnethack is 9.1, whose rule is "
                     "xnethack (or none)",
                     grace_rule_name(rule));
        return -1;
    }
    if (err && errlen) {
        char why[200];
        snprintf(why, sizeof why, why_none(v), variant_name(v));
        snprintf(err, errlen, "%s; rule %s belongs to %s", why, grace_rule_name(rule),
                 rule == GRACE_XNETHACK || rule == GRACE_XNETHACK_90 || rule == GRACE_XNETHACK_80
                     ? "xNetHack"
                 : rule == GRACE_CRECELLE ? "CrecelleHack"
                 : rule == GRACE_HACKEM   ? "Hack'EM"
                                          : "the 3.7 development builds");
    }
    return -1;
}

/* ---- thresholds ----
 * floor(100 * ref / maxhp) >= k is 100 * ref >= k * maxhp for integers
 * (floor(x) >= k iff x >= k), so "> 90" is ">= 91". */

bool grace_threshold(enum grace_rule r, int ref, int maxhp)
{
    struct grace_params p;
    grace_rule_params(r, &p);
    return p.on && 100 * (int64_t)ref >= (int64_t)p.pct_min * maxhp;
}

bool grace_uses_snapshot(enum grace_rule r)
{
    struct grace_params p;
    grace_rule_params(r, &p);
    return p.snapshot;
}

void grace_rule_params(enum grace_rule r, struct grace_params *p)
{
    *p = (struct grace_params){0};
    switch (r) {
    case GRACE_37_2023:     /* docs/rules.md, Saving grace: HP before the hit, > 90, no latch, any
                               damage */
    case GRACE_HACKEM:      /* docs/rules.md, Saving grace: the same test */
    case GRACE_XNETHACK_80: /* docs/rules.md, Saving grace: the same test */
    case GRACE_XNETHACK_90: /* docs/rules.md, Saving grace: the same test */
        *p = (struct grace_params){.on = true, .pct_min = 91};
        break;
    case GRACE_37_2025:  /* docs/rules.md, Saving grace (4d55e1de7): H0, >= 90, lethal latch,
                            mon_moving */
    case GRACE_CRECELLE: /* docs/rules.md, Saving grace: the same */
        *p = (struct grace_params){.on = true,
                                   .snapshot = true,
                                   .pct_min = 90,
                                   .latch_lethal = true,
                                   .monster_only = true};
        break;
    case GRACE_37_2026: /* docs/rules.md, Saving grace (0a51a9656): the mon_moving test disabled */
        *p = (struct grace_params){
            .on = true, .snapshot = true, .pct_min = 90, .latch_lethal = true};
        break;
    case GRACE_XNETHACK: /* docs/rules.md, Saving grace: H0, > 90, the latch saves every hit */
        *p = (struct grace_params){
            .on = true, .snapshot = true, .pct_min = 91, .latch_all = true, .monster_only = true};
        break;
    default: /* GRACE_NONE */
        break;
    }
}

/* ---- one function per rule ---- */

/* 3.7-dev 2023-03 to 2025-11 (docs/rules.md, Saving grace; Known values): a lethal hit
 * (dmg >= HP) with floor(100 * HP / maxhp) > 90, HP before the hit, once
 * per game; no turn rule, no latch (a second lethal hit kills). */
static int rule_37_2023(struct grace_state *s, int hp, int maxhp, int dmg)
{
    if (!s->used && dmg >= hp && grace_threshold(GRACE_37_2023, hp, maxhp)) {
        s->used = true;
        return hp - 1;
    }
    return dmg;
}

/* The upstream form from 4d55e1de7 (docs/rules.md, Saving grace), with or without its
 * mon_moving test: non-lethal hits pass; while latched a lethal hit leaves 1
 * HP; otherwise grace fires once per game on floor(100 * H0 / maxhp) >= 90. */
static int rule_upstream_latch(enum grace_rule r, struct grace_state *s, int hp, int maxhp, int dmg)
{
    if (dmg < hp || hp <= 0)
        return dmg;
    if (s->latch)
        return hp - 1;
    if (!s->used && grace_threshold(r, s->h0, maxhp)) {
        s->used = true;
        s->latch = true;
        return hp - 1;
    }
    return dmg;
}

/* 3.7-dev 2025-11-26 to 2026-04-21 (docs/rules.md, Saving grace, 4d55e1de7): only while
 * monsters move. */
static int rule_37_2025(struct grace_state *s, int hp, int maxhp, int dmg, bool mon_moving)
{
    if (!mon_moving)
        return dmg;
    return rule_upstream_latch(GRACE_37_2025, s, hp, maxhp, dmg);
}

/* 3.7-dev 2026-04-21 to its removal (docs/rules.md, Saving grace, 0a51a9656): any
 * damage, still measured against the latest H0. */
static int rule_37_2026(struct grace_state *s, int hp, int maxhp, int dmg)
{
    return rule_upstream_latch(GRACE_37_2026, s, hp, maxhp, dmg);
}

/* CrecelleHack 1.4.2 (docs/rules.md, Saving grace): the 2025-11 upstream rule. */
static int rule_crecelle(struct grace_state *s, int hp, int maxhp, int dmg, bool mon_moving)
{
    if (!mon_moving)
        return dmg;
    return rule_upstream_latch(GRACE_CRECELLE, s, hp, maxhp, dmg);
}

/* xNetHack 9.1 (docs/rules.md, Saving grace): the latch comes first and turns every
 * damage, lethal or not, from monsters or not, into HP - 1; then monster
 * damage only, dmg >= HP > 0, once per game, floor(100 * H0 / maxhp) > 90. */
static int rule_xnethack(struct grace_state *s, int hp, int maxhp, int dmg, bool mon_moving)
{
    if (s->latch)
        return hp - 1;
    if (!mon_moving || dmg < hp || hp <= 0)
        return dmg;
    if (!s->used && grace_threshold(GRACE_XNETHACK, s->h0, maxhp)) {
        s->used = true;
        s->latch = true;
        return hp - 1;
    }
    return dmg;
}

/* Hack'EM, xNetHack 8.0 and 9.0 (docs/rules.md, Saving grace): the original
 * test, HP at the hit over 90%, any damage.  Hack'EM's deck-of-fate and
 * quest extras do not arise in a fight. */
static int rule_original(enum grace_rule r, struct grace_state *s, int hp, int maxhp, int dmg)
{
    if (!s->used && dmg >= hp && grace_threshold(r, hp, maxhp)) {
        s->used = true;
        return hp - 1;
    }
    return dmg;
}

int grace_hit(enum grace_rule r, struct grace_state *s, int hp, int maxhp, int dmg, bool mon_moving)
{
    switch (r) {
    case GRACE_37_2023:
        return rule_37_2023(s, hp, maxhp, dmg);
    case GRACE_37_2025:
        return rule_37_2025(s, hp, maxhp, dmg, mon_moving);
    case GRACE_37_2026:
        return rule_37_2026(s, hp, maxhp, dmg);
    case GRACE_XNETHACK:
        return rule_xnethack(s, hp, maxhp, dmg, mon_moving);
    case GRACE_CRECELLE:
        return rule_crecelle(s, hp, maxhp, dmg, mon_moving);
    case GRACE_HACKEM:
    case GRACE_XNETHACK_80:
    case GRACE_XNETHACK_90:
        return rule_original(r, s, hp, maxhp, dmg);
    default:
        return dmg;
    }
}

/* docs/rules.md, Saving grace: H0 is taken just before movemon() runs. */
void grace_monster_phase(struct grace_state *s, int hp)
{
    s->h0 = hp;
}

/* docs/rules.md, Saving grace: cleared at each turn boundary and after each
 * hero action. */
void grace_clear_latch(struct grace_state *s)
{
    s->latch = false;
}

/* ---- the inputs of a fight ---- */

int grace_damage_min(const struct grace_case *c)
{
    return c->dice_n + c->dice_k;
}

int grace_damage_max(const struct grace_case *c)
{
    return c->dice_n * c->dice_s + c->dice_k;
}

/* Whether v (field `name`) lies outside lo..hi, saying so. */
static bool outside(char *err, size_t errlen, const char *name, int v, int lo, int hi,
                    const char *what)
{
    if (v >= lo && v <= hi)
        return false;
    if (err && errlen)
        snprintf(err, errlen, "%s %d is out of range; expected %d..%d (%s)", name, v, lo, hi, what);
    return true;
}
#define RANGE(field, lo, hi, what) outside(err, errlen, #field, c->field, (lo), (hi), (what))

int grace_case_check(const struct grace_case *c, char *err, size_t errlen)
{
    if ((unsigned)c->rule >= GRACE_RULE_COUNT)
        return say(err, errlen,
                   "rule is unknown; expected none, 3.7-2023, 3.7-2025, 3.7-2026, xnethack, "
                   "xnethack-9.0, xnethack-8.0, crecellehack or hackem");
    if (RANGE(maxhp, 1, GRACE_MAX_HP, "max HP") ||
        RANGE(hp, 1, c->maxhp, "HP at the start, at most max HP") ||
        RANGE(dice_n, 0, GRACE_DICE_N_MAX, "damage dice per hit") ||
        RANGE(dice_s, 1, GRACE_DICE_S_MAX, "sides of each damage die") ||
        RANGE(dice_k, 0, GRACE_DICE_K_MAX, "damage added to the dice"))
        return -1;
    if (grace_damage_min(c) < 1)
        return say(err, errlen,
                   "damage per hit can be 0; expected dice_n + dice_k >= 1 (a hit deals at "
                   "least 1)");
    if (RANGE(hit_den, 1, GRACE_HIT_DEN_MAX, "denominator of the hit probability") ||
        RANGE(hit_num, 0, c->hit_den,
              "numerator of the hit probability, at most its denominator") ||
        RANGE(hits, 1, GRACE_HITS_MAX, "attack attempts per turn") ||
        RANGE(regen_hp, 0, c->maxhp, "HP regenerated per event, 0 for none, at most max HP") ||
        RANGE(regen_pct, 0, 100, "percent chance of regeneration per turn boundary") ||
        RANGE(turns, 1, GRACE_TURNS_MAX, "turns of the fight"))
        return -1;
    if (grace_case_life_saving(c)) {
        if (RANGE(ls_maxhp, c->maxhp, GRACE_MAX_HP, "max HP after life saving, at least max HP") ||
            RANGE(ls_hp, 1, c->ls_maxhp, "HP after life saving, at most its max HP"))
            return -1;
    } else if (c->ls_hp != 0) {
        return say(err, errlen, "ls_hp is set without ls_maxhp; expected both or neither");
    } else if (c->ls_faulty_half) {
        return say(err, errlen, "a faulty amulet without life saving; expected both or neither");
    }
    if (grace_case_polymorphed(c)) {
        if (RANGE(form_maxhp, 1, GRACE_MAX_HP, "the polymorphed form's max HP") ||
            RANGE(form_hp, 1, c->form_maxhp, "the polymorphed form's HP, at most its max HP"))
            return -1;
    } else if (c->form_hp != 0 || c->unchanging) {
        return say(err, errlen,
                   "form_hp or unchanging without a polymorphed form; expected form_maxhp too");
    }
    /* docs/rules.md, Life saving and polymorph: both are amulets, and the
     * hero wears one. */
    if (c->unchanging && grace_case_life_saving(c))
        return say(err, errlen,
                   "unchanging and life saving together; expected one: the amulet of "
                   "unchanging and the amulet of life saving take the same slot");
    return 0;
}
