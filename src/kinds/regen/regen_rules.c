/* regen_rules: the regeneration rules of each variant, as small pure
 * functions, and the scalar reference step (regen_impl.h). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "nhmc/dnh.h"
#include "nhmc/heroes.h"
#include "nhmc/intmath.h"
#include "kinds/regen/regen_impl.h"
#include "nhmc/rng.h"
#include "nhmc/hero_rules.h"
#include "nhmc/names.h"

static const char *const enc_names[NH_ENC_COUNT] = {"unencumbered", "burdened",  "stressed",
                                                    "strained",     "overtaxed", "overloaded"};

const char *encumbrance_name(enum nh_encumbrance e)
{
    return (unsigned)e < NH_ENC_COUNT ? enc_names[e] : "?";
}

int encumbrance_parse(const char *text)
{
    static const struct nh_word_value none[] = {{"none", NH_ENC_UNENCUMBERED}, {NULL, 0}};
    return nh_word_prefix(text, enc_names, NH_ENC_COUNT, none);
}

/* docs/rules.md, Regeneration in 3.4.3 and 3.6.7: N(XL) = (MAXULEV + 12)/(XL + 2) + 1 below XL 10;
 * every third turn from XL 10. */
int regen_old_period(int xl)
{
    return xl <= 9 ? (NH_MAXULEV + 12) / (xl + 2) + 1 : 3;
}

/* FIQHack libnethack/src/monmove.c, regen_rate() (docs/rules.md, Regeneration in FIQHack). */
int regen_fiq_rate(bool regeneration, bool healer, int xl, int con)
{
    int r = 100 * regeneration + 33 * healer + 3 * xl + 3 * (con - 5);
    return r < 1 ? 1 : r;
}

/* FIQHack libnethack/src/monmove.c, regeneration_by_rate(): the closed form of
 * its counter (docs/rules.md, Regeneration in FIQHack). */
int regen_fiq_heal(int rate, int64_t t)
{
    int64_t m = t % 100, rho = rate % 100;
    return rate / 100 + ((m + 1) * rho / 100 > m * rho / 100);
}

/* Overexertion (docs/rules.md, Overexertion and refused moves). */
int regen_overexert_period(int enc)
{
    return enc == NH_ENC_STRAINED ? 30 : enc >= NH_ENC_OVERTAXED ? 10 : 0;
}

/* docs/rules.md, Overexertion and refused moves: domove() in 3.4.3, FIQHack and dNetHack,
 * domove_core() in 3.6.7 and carrying_too_much() in 5.0 all refuse a move when Overloaded, or
 * Stressed or worse with mh < 5 (not full) while polymorphed, HP < 10 (not full) otherwise, but
 * never on the Plane of Air (!Is_airlevel(); dNetHack: !Weightless).  Below min(10, max HP) is
 * below 10 and not full. */
int32_t regen_refuse_below(const struct regen_case *c)
{
    if (c->plane_of_air || c->enc < NH_ENC_STRESSED)
        return 0;
    if (c->enc >= NH_ENC_OVERLOADED)
        return INT32_MAX;
    if (c->polyd)
        return c->mhmax < 5 ? c->mhmax : 5;
    return c->maxhp < 10 ? c->maxhp : 10;
}

bool regen_move_refused(const struct regen_case *c, int hp, int mh)
{
    return (c->polyd ? mh : hp) < regen_refuse_below(c);
}

bool regen_can_move(const struct regen_case *c)
{
    return !c->restful_sleep && !c->asleep && (c->plane_of_air || c->enc < NH_ENC_OVERLOADED);
}

int regen_lcm(int a, int b)
{
    return a / (int)nh_gcd(a, b) * b;
}

/* xNetHack 3dd346ca and UnNetHack 24dce727 src/allmain.c, regen_hp(): the
 * normal form heals when (u.ulevel + ACURR(A_CON)) > rn2(100), +1 with
 * U_CAN_REGEN() (Regeneration, or Sleepy && u.usleep), +1 more asleep with
 * Sleepy; the form gains 1 on U_CAN_REGEN() or encumbrance_ok && moves %
 * 20 == 0: 5.0's code.  What each adds (Dispater's halving, withering,
 * UnNetHack's can_regenerate()) is an input (regen_step_withering) or
 * stated in docs/rules.md.
 * EvilHack c444f6a3 src/allmain.c, regen_hp(): 3.6.7's schedule with its
 * own exceptions (regen_evh_*, heal_evh). */
static const enum nh_variant rules_version[NH_VARIANT_COUNT] = {
    [NH_V343] = NH_V343, [NH_V367] = NH_V367, [NH_V50] = NH_V50,   [NH_VFIQ] = NH_VFIQ,
    [NH_VDNH] = NH_VDNH, [NH_VXNH] = NH_V50,  [NH_VEVH] = NH_V367, [NH_VUNH] = NH_V50,
};

enum nh_variant regen_rules_version(enum nh_variant v)
{
    return (unsigned)v < NH_VARIANT_COUNT ? rules_version[v] : v;
}

bool regen_rules_50(const struct regen_case *c)
{
    return regen_rules_version(c->variant) == NH_V50;
}

int regen_dispater_halve(int heal, int32_t *roundup)
{
    if (heal <= 0)
        return heal;
    if (heal % 2 == 1) {
        heal += *roundup;
        *roundup = !*roundup;
    }
    return heal / 2;
}

int regen_case_period(const struct regen_case *c)
{
    int p = 1;
    if (c->variant == NH_VEVH)
        p = regen_evh_period(c);
    else if (regen_rules_version(c->variant) == NH_V343 ||
             regen_rules_version(c->variant) == NH_V367)
        p = regen_old_period(c->xl);
    else if (c->variant == NH_VFIQ)
        p = 100;
    else if (c->variant == NH_VDNH)
        p = NH_DNH_HEALCYCLE;
    if (c->polyd)
        p = regen_lcm(p, 20);
    if (regen_overexert_period(c->enc))
        p = regen_lcm(p, regen_overexert_period(c->enc));
    return p;
}

int64_t regen_phase_count(const struct regen_case *c)
{
    int64_t p = regen_case_period(c);
    return NH_REGEN_PHASES / (int64_t)nh_gcd(NH_REGEN_PHASES, p) * p;
}

bool regen_needs_move_draw(const struct regen_case *c)
{
    /* Below Stressed a move changes nothing (docs/rules.md, Turn order); asleep, no moves. */
    return c->move > 0 && c->move < 1 && c->enc >= NH_ENC_STRESSED && regen_can_move(c) &&
           !(c->variant == NH_VDNH && regen_dnh_inert(c, false));
}

bool regen_needs_heal_draw(const struct regen_case *c)
{
    if (regen_rules_50(c))
        return true;
    if (c->variant == NH_VEVH && c->shell && !c->regeneration)
        return true; /* the tortle's rn2(5) */
    if (regen_rules_version(c->variant) == NH_V343 || regen_rules_version(c->variant) == NH_V367)
        return c->xl > 10 && c->con > 12;
    if (c->variant == NH_VDNH) /* the incantifier's tries */
        return regen_dnh_incantifier(c) && c->pw > 0;
    return false;
}

uint64_t regen_move_threshold(double move)
{
    if (!(move > 0))
        return 0;
    if (move >= 1)
        return UINT64_C(1) << 32;
    return (uint64_t)(move * 4294967296.0 + 0.5);
}

bool regen_uses_old_chain(const struct regen_case *c)
{
    return c->variant == NH_V343;
}

/* 3.4.3 src/allmain.c, moveloop(): its last branch heals u.uhp; FIQHack
 * libnethack/src/allmain.c, moveloop(): the same branch heals *hp, which
 * points at u.mh while polymorphed. */
bool regen_poly_heals_hp(const struct regen_case *c)
{
    return c->variant == NH_V343;
}

bool regen_can_regen(const struct regen_case *c)
{
    return c->regeneration || (regen_rules_50(c) && c->restful_sleep);
}

struct regen_state regen_start(const struct regen_case *c)
{
    struct regen_state st = {c->hp, c->polyd ? c->mh : 0,
                             0,     c->variant == NH_VDNH && regen_dnh_incantifier(c) ? c->pw : 0,
                             0,     c->withering};
    return st;
}

/* 3.4.3 / 3.6.7 normal-form heal on turn t (docs/rules.md, Regeneration in 3.4.3 and 3.6.7). */
static int heal_old(const struct regen_case *c, int64_t t, uint32_t heal_draw)
{
    int heal = 0;
    if (c->xl > 9) {
        if (t % 3 == 0) {
            heal = 1;
            if (c->con > 12) {
                int roll = 1 + (int)nh_bounded(heal_draw, (uint32_t)c->con);
                heal = roll < c->xl - 9 ? roll : c->xl - 9;
            }
        }
    } else if (t % regen_old_period(c->xl) == 0) {
        heal = 1;
    }
    if (c->regeneration && heal == 0)
        heal = 1;
    return heal;
}

/* 5.0 normal-form heal (5.0 src/allmain.c, regen_hp(); docs/rules.md, Regeneration in 5.0):
 * U_CAN_REGEN is Regeneration or asleep with restful sleep, and restful sleep adds again. */
static int heal_50(const struct regen_case *c, uint32_t heal_draw)
{
    int can_regen = c->regeneration || c->restful_sleep;
    int heal = c->xl + c->con > (int)nh_bounded(heal_draw, 100);
    return heal + can_regen + c->restful_sleep;
}

static int cap_add(int v, int add, int max)
{
    return v + add > max ? max : v + add;
}

bool regen_dnh_asleep(const struct regen_case *c)
{
    return c->asleep || c->restful_sleep;
}

bool regen_dnh_incantifier(const struct regen_case *c)
{
    return dnh_hero_race(c->role, c->race) == NH_DNH_INCANTIFIER;
}

bool regen_dnh_inert(const struct regen_case *c, bool asleep)
{
    /* "Androids regenerate ... not from other sources unless dormant": the
     * function returns before any term, and before a pass-out */
    return !asleep && dnh_hero_race(c->role, c->race) == NH_DNH_ANDROID;
}

int regen_dnh_tries(const struct regen_case *c)
{
    return c->xl / 5 + 1;
}

/* dNetHack src/allmain.c, you_regen_hp() (docs/rules.md, dNetHack regeneration), the terms
 * this model has, in the game's order. */
int regen_dnh_rate(const struct regen_case *c, bool moved, int hp, bool asleep)
{
    if (regen_dnh_inert(c, asleep))
        return 0;
    /* Regeneration: the property, or the species' (a vampire's) */
    bool regeneration = c->regeneration || dnh_hero_race(c->role, c->race) == NH_DNH_VAMPIRE;
    int x = NH_DNH_HEALCYCLE * regeneration;
    /* natural regen: not moved while Stressed+, a living hero out of the Valley */
    if (!(moved && c->enc >= NH_ENC_STRESSED) &&
        dnh_regen_has_natural(c->role, c->race, c->valley)) {
        struct dnh_regen_hero h = {c->role, c->race,   c->sex == NH_REGEN_FEMALE,
                                   c->xl,   c->con,    asleep,
                                   c->bed,  c->berith, c->healing_penalty};
        x += dnh_regen_reglevel(&h);
        if (asleep && c->restful_sleep) /* RestfulSleep, inside the natural branch */
            x += NH_DNH_HEALCYCLE;
    }
    if (c->buer)
        x += dnh_spirit_dsize(c->xl) * 6;
    if (moved && c->enc > NH_ENC_STRESSED && hp > 1)
        x -= c->enc == NH_ENC_STRAINED ? 1 : 3;
    return x;
}

/* The incantifier's heal (you_regen_hp(), its branch of the natural term):
 * `hits` of the tries succeed, each +5 HP for 1 Pw while HP is below max
 * and Pw is left.  The HP goes past max inside the loop and is capped after
 * it, as in the game. */
static void incantifier_heal(const struct regen_case *c, int hits, struct regen_state *st)
{
    if (st->hp >= c->maxhp || st->pw <= 0)
        return;
    while (hits-- > 0 && st->pw > 0 && st->hp < c->maxhp) {
        st->hp += NH_DNH_INCANT_HEAL;
        st->pw--;
    }
    if (st->hp > c->maxhp)
        st->hp = c->maxhp;
}

/* dNetHack src/allmain.c, you_regen_hp() (docs/rules.md, dNetHack regeneration): the rate x in 1/90
 * HP per turn; moving Strained or worse costs 1 or 3 of it, or at HP 1 passes the hero out instead
 * (on every such turn, not on a period).  Asleep throughout, or passed out, the hero sleeps. */
static void step_dnh(const struct regen_case *c, int64_t t, bool attempt, uint32_t heal_draw,
                     struct regen_state *st)
{
    bool asleep = regen_dnh_asleep(c) || st->helpless > 0;
    bool moved = attempt && !asleep && !regen_move_refused(c, st->hp, st->mh);
    if (!regen_dnh_inert(c, asleep) && regen_dnh_incantifier(c))
        incantifier_heal(c, (int)heal_draw, st);
    bool passout = moved && c->enc > NH_ENC_STRESSED && st->hp <= 1 && !regen_dnh_inert(c, asleep);
    int x = regen_dnh_rate(c, moved, st->hp, asleep);
    if ((x > 0 && st->hp < c->maxhp) || x < 0)
        st->hp = cap_add(st->hp, dnh_regen_heal(x, t), c->maxhp);
    if (st->helpless > 0)
        st->helpless--;
    if (passout) /* fall_asleep(-10) */
        st->helpless = NH_REGEN_PASSOUT_TURNS;
}

void regen_step(const struct regen_case *c, int64_t t, bool attempt, uint32_t heal_draw,
                struct regen_state *st)
{
    regen_step_withering(c, t, attempt, heal_draw, 0, st);
}

/* xNetHack 3dd346ca src/allmain.c, moveloop_core(): nh_timeout()
 * (src/timeout.c) counts HWithering down first; regen_hp() then applies no
 * positive heal `if (Withering)` (dispater_adjust_regen() has still been
 * called, and flipped its flag on an odd heal); then the hero loses
 * rnd(2) - (Regeneration ? 1 : 0) HP by losehp() (src/hack.c), which kills
 * below 1 HP: saving_grace() never saves it (saving_grace_would_trigger():
 * not while monsters move, and gs.saving_grace_turn was just cleared);
 * overexertion comes after. */
void regen_step_withering(const struct regen_case *c, int64_t t, bool attempt, uint32_t heal_draw,
                          uint32_t wither_draw, struct regen_state *st)
{
    if (c->variant == NH_VDNH) {
        step_dnh(c, t, attempt, heal_draw, st);
        return;
    }
    if (st->hp < 1) /* withered away */
        return;
    bool withering = regen_withers(st);
    if (st->wither > 0)
        st->wither--;
    bool helpless = st->helpless > 0 || c->restful_sleep;
    bool moved = attempt && !helpless && !regen_move_refused(c, st->hp, st->mh);
    bool enc_ok = c->enc < NH_ENC_STRESSED || !moved;
    bool old = regen_uses_old_chain(c);
    bool can_regen = regen_can_regen(c);

    if (c->contact) {
        /* UnNetHack src/allmain.c, regen_hp(): every heal asks
         * can_regenerate() first; overexertion still applies */
    } else if (c->polyd && st->mh < c->mhmax) {
        /* 3.4.3 and FIQHack: Stressed or worse blocks it even unmoved
         * (docs/rules.md, Regeneration in 3.4.3 and 3.6.7); 3.6.7 and 5.0 use encumbrance_ok
         * (docs/rules.md, Regeneration in 5.0). */
        bool allowed = old ? c->enc < NH_ENC_STRESSED : enc_ok;
        if (can_regen || (allowed && t % 20 == 0))
            st->mh++;
    } else if ((!c->polyd || regen_poly_heals_hp(c)) && st->hp < c->maxhp &&
               (enc_ok || can_regen) && !regen_evh_blocked(c)) {
        /* Normal HP: unpolymorphed, or (3.4.3 only) polymorphed with mh
         * full, which reaches the else-branch (docs/rules.md, Regeneration in FIQHack). */
        int heal;
        if (regen_rules_50(c)) {
            heal = heal_50(c, heal_draw);
            if (c->dispater) /* then u.uhp += heal, capped */
                heal = regen_dispater_halve(heal, &st->roundup);
            if (withering && heal > 0) /* !(Withering && heal > 0) */
                heal = 0;
        } else if (c->variant == NH_VFIQ)
            heal = regen_fiq_heal(
                regen_fiq_rate(c->regeneration, c->role == NH_ROLE_HEALER, c->xl, c->con), t);
        else if (c->variant == NH_VEVH)
            heal = regen_evh_heal(c, t, heal_draw);
        else
            heal = heal_old(c, t, heal_draw);
        st->hp = cap_add(st->hp, heal, c->maxhp);
    }

    if (withering) {
        st->hp -= 1 + (int32_t)nh_bounded(wither_draw, 2) - c->regeneration;
        if (st->hp < 1) { /* "You wither away completely!" and die */
            *st = (struct regen_state){0};
            return;
        }
    }
    if (st->helpless > 0)
        st->helpless--;
    int period = regen_overexert_period(c->enc);
    if (period && moved && t % period == 0) {
        if (c->polyd && st->mh > 1)
            st->mh--;
        else if (!c->polyd && st->hp > 1)
            st->hp--;
        else /* "You pass out from exertion!": fall_asleep(-10), docs/rules.md, Overexertion and
                refused moves */
            st->helpless = NH_REGEN_PASSOUT_TURNS;
    }
}

/* ---- the ring's hunger (docs/rules.md, Ring of regeneration's hunger) ---- */

/* 3.4.3 and 3.6.7 src/eat.c, gethungry(): odd turns, Regeneration not from
 * an artifact; moves % 20 == 4 (left ring) or 12 (right), a ring that is not
 * a +0 chargeable one.  FIQHack libnethack/src/eat.c, gethungry(): the same,
 * the first only while HP < max HP. */
int regen_ring_cost(const struct regen_case *c, int64_t t, bool below_max)
{
    if (c->ring == NH_RING_NONE)
        return 0;
    int regen = t % 2 == 1 && (c->variant != NH_VFIQ || below_max);
    int ring = t % 20 == (c->ring == NH_RING_LEFT ? 4 : 12);
    return regen + ring;
}

/* 5.0 src/eat.c, gethungry(): accessorytime = rn2(20); odd: Regeneration
 * costs 1; 4 or 12: the ring on that hand. */
double regen_ring_rate(const struct regen_case *c)
{
    return c->ring == NH_RING_NONE ? 0 : 11.0 / 20;
}

/* Turns t with t % m == r in (a, b], a <= b, a >= 0. */
static int64_t count_mod(int64_t a, int64_t b, int m, int r)
{
    int64_t hi = b >= r ? (b - r) / m + 1 : 0, lo = a >= r ? (a - r) / m + 1 : 0;
    return hi - lo;
}

double regen_ring_nutrition(const struct regen_case *c, int64_t k)
{
    if (c->ring == NH_RING_NONE || k <= 0)
        return 0;
    /* FIQHack: the step that reaches max HP costs no regeneration hunger. */
    int64_t kr = k;
    if (c->variant == NH_VFIQ && c->measure == NH_REGEN_TURNS && c->target == c->maxhp)
        kr = k - 1;
    if (regen_rules_50(c))
        return regen_ring_rate(c) * (double)k;
    if (c->turn_random)
        return 0.5 * (double)kr + 0.05 * (double)k;
    int64_t t0 = c->turn;
    int r = c->ring == NH_RING_LEFT ? 4 : 12;
    return (double)(count_mod(t0, t0 + kr, 2, 1) + count_mod(t0, t0 + k, 20, r));
}

enum nh_ring_precision regen_ring_precision(const struct regen_case *c)
{
    if (c->variant == NH_VFIQ && c->measure == NH_REGEN_HP)
        return NH_RING_AT_MOST;
    if (!regen_rules_50(c) && c->turn_random && c->measure == NH_REGEN_TURNS)
        return NH_RING_ABOUT;
    return NH_RING_EXACT;
}

/* ---- expected rate ---- */

long double regen_mean_min_rnd(int con, int cap)
{
    long double sum = 0;
    for (int r = 1; r <= con; r++)
        sum += r < cap ? r : cap;
    return sum / con;
}

long double regen_rate(const struct regen_case *c)
{
    if (c->track_mh) {
        return regen_can_regen(c) ? 1.0L : 1.0L / 20;
    }
    switch (regen_rules_version(c->variant)) {
    case NH_V50:
        /* Dispater: odd heals alternate down and up, so half in the long run */
        return ((c->xl + c->con) / 100.0L + regen_can_regen(c) + c->restful_sleep) /
               (c->dispater ? 2 : 1);
    case NH_VFIQ:
        return regen_fiq_rate(c->regeneration, c->role == NH_ROLE_HEALER, c->xl, c->con) / 100.0L;
    case NH_VDNH:
        /* the incantifier's tries: 5 HP for each success, 1/90 a try */
        return (regen_dnh_rate(c, false, c->hp, regen_dnh_asleep(c)) +
                (regen_dnh_incantifier(c) && !regen_dnh_inert(c, regen_dnh_asleep(c))
                     ? NH_DNH_INCANT_HEAL * regen_dnh_tries(c)
                     : 0)) /
               (long double)NH_DNH_HEALCYCLE;
    default:
        if (c->variant == NH_VEVH)
            return regen_evh_rate(c);
        if (c->xl <= 9)
            return c->regeneration ? 1.0L : 1.0L / regen_old_period(c->xl);
        {
            long double tick = c->con <= 12 ? 1.0L : regen_mean_min_rnd(c->con, c->xl - 9);
            return (tick + 2 * c->regeneration) / 3;
        }
    }
}
