/* regen_kernel_plan: the plan of a regen case (regen_kernel.c): its heal
 * rule, encumbrance class and pools, the attempt cells of the move draws,
 * the heal digits' radix, and the period of the turn phases it uses.
 */
#include <math.h>
#include <string.h>

#include "kinds/regen/regen_impl.h"
#include "kinds/regen/regen_kernel_lanes.h"
#include "nhmc/intmath.h"
#include "nhmc/hero_rules.h"

_Static_assert(NH_MAXULEV + NH_CON_MAX < 100, "5.0's XL + Con must stay below rn2(100)'s range");

/* The attempts of three units come from one 32-bit fraction f: the eight
 * tuples (a1, a2, a3) are the cells [B_t, B_t+1) of f, t = 4 b1 + 2 b2 +
 * b3 with b = 1 for no attempt, B_t = round(2^32 P(tuple < t)) from the
 * exact products of p = thr / 2^32 < 1, and B_8 = 2^32: each cell, and
 * each (a1, a2)'s, is within one word of its probability.  B_1, B_2 and
 * B_4 = thr are below 2^32; the plan keeps them and the widths a2 and a3
 * test, mod 2^32 (B_6 may be 2^32: then its cells are empty). */
static void move_cells(uint64_t thr, struct plan *p)
{
    long double pm = (long double)thr / 4294967296.0L, cum = 0;
    uint64_t b[8];
    for (int t = 0; t < 8; t++) {
        b[t] = (uint64_t)roundl(cum * 4294967296.0L);
        cum += (t & 4 ? 1 - pm : pm) * (t & 2 ? 1 - pm : pm) * (t & 1 ? 1 - pm : pm);
    }
    p->b1 = (uint32_t)b[1];
    p->b2 = (uint32_t)b[2];
    p->b4 = (uint32_t)b[4];
    p->b6 = (uint32_t)b[6];
    p->w23 = (uint32_t)(b[3] - b[2]);
    p->w45 = (uint32_t)(b[5] - b[4]);
    p->w46 = (uint32_t)(b[6] - b[4]);
    p->w67 = (uint32_t)(b[7] - b[6]);
}

struct plan regen_plan_case(const struct regen_case *c)
{
    struct plan p;
    memset(&p, 0, sizeof p);
    bool old = regen_uses_old_chain(c);
    bool can_regen = regen_can_regen(c);
    int period = regen_overexert_period(c->enc);
    bool move_draw = regen_needs_move_draw(c);
    /* Asleep with restful sleep, or Overloaded off the Plane of Air, the
     * hero never moves (regen_step). */
    int32_t att_c = c->move >= 1 && regen_can_move(c) ? -1 : 0;
    p.poly = c->polyd;
    p.ek = c->enc < NH_ENC_STRESSED ? EK_FREE : period ? EK_OVER : EK_STRESSED;
    if (!move_draw && !att_c && p.ek != EK_FREE) {
        /* Never a move: nothing to refuse, no overexertion, and regeneration
         * is allowed as below Stressed, except 3.4.3's and FIQHack's rule
         * for mh (Stressed or worse blocks it even unmoved). */
        p.ek = c->polyd && old ? EK_STRESSED : EK_FREE;
    }
    p.measure_hp = c->measure == NH_REGEN_HP;
    p.turn_random = c->turn_random;
    p.turn = c->turn;
    p.maxhp = c->maxhp;
    p.mhmax = c->polyd ? c->mhmax : 0;
    p.target = p.measure_hp ? INT32_MAX : c->target;
    p.kmax = p.measure_hp ? c->after : (int32_t)c->max_turns;
    p.track_m = c->polyd && c->track_mh ? -1 : 0;
    struct regen_state st = regen_start(c);
    p.start_hp = st.hp;
    p.start_mh = st.mh;
    p.lim_hp = p.track_m ? p.maxhp : (p.target < p.maxhp ? p.target : p.maxhp);
    p.lim_mh = p.track_m && p.target < p.mhmax ? p.target : p.mhmax;
    /* A move is refused below these (regen_refuse_below). */
    p.refuse_hp = c->polyd ? 0 : regen_refuse_below(c);
    p.refuse_mh = c->polyd ? regen_refuse_below(c) : 0;
    p.can_m = can_regen ? -1 : 0;
    p.old_m = old ? -1 : 0;
    p.polyhp_m = regen_poly_heals_hp(c) ? -1 : 0;
    p.w_o = period ? period : 1;

    p.thr_all = att_c;
    if (move_draw) {
        uint64_t thr = regen_move_threshold(c->move);
        if (thr >= (UINT64_C(1) << 32))
            p.thr_all = -1;
        else
            move_cells(thr, &p);
    }

    bool heal_draw = regen_needs_heal_draw(c);
    p.draws = move_draw || heal_draw;
    p.w_h = 1;
    p.kinc_mh = can_regen; /* mh + 1 every turn, moved or not */
    if (regen_rules_50(c)) {
        p.hk = HK_ARR;
        /* rn2(100) < XL + Con is a Bernoulli of probability s / D in lowest
         * terms (D = 100 / gcd(XL + Con, 100)): a digit of radix D below s,
         * i.e. a word below ceil(s 2^32 / D). */
        uint32_t g = (uint32_t)nh_gcd(c->xl + c->con, 100);
        p.dd = 100 / g;
        p.tb = (uint32_t)((((uint64_t)((uint32_t)(c->xl + c->con) / g) << 32) + p.dd - 1) / p.dd);
        p.k0 = can_regen + c->restful_sleep;
        /* Unencumbered-like and not polymorphed, a word serves u50 turns:
         * the most of 4, 6, 8 digits with D^u50 <= 2^32. */
        p.u50 = p.dd <= 10 ? 8 : p.dd <= 25 ? 6 : 4;
    } else if (c->variant == NH_VFIQ) {
        int r = regen_fiq_rate(c->regeneration, c->role == NH_ROLE_HEALER, c->xl, c->con);
        p.hk = HK_FIQ;
        p.w_h = 100;
        p.rho = r % 100;
        p.fiq_m = p.rho ? ((UINT32_C(1) << 20) + (uint32_t)p.rho - 1) / (uint32_t)p.rho : 0;
        p.heal_special = p.rho > 0;
        p.base_h = r / 100;
        p.kinc_hp = p.base_h;
        /* A move blocks the heal (no Regeneration here): with moves possible
         * every turn that heals needs its attempt. */
        if (p.base_h > 0 && !can_regen && p.ek != EK_FREE && (move_draw || att_c))
            p.every_m = -1;
    } else {
        p.hk = heal_draw ? HK_MOD_ARR : HK_MOD;
        p.w_h = regen_old_period(c->xl);
        p.base_h = c->regeneration;
        p.amt_c = 1;
        p.dd = (uint32_t)c->con;
        p.cap = c->xl - 9;
        /* With Regeneration every turn heals 1, moved or not; a heal turn
         * differs only when its amount is drawn. */
        p.kinc_hp = p.base_h;
        p.heal_special = !(c->regeneration && !heal_draw);
    }
    p.regen = p.kinc_hp > 0 || (p.poly && p.kinc_mh > 0);
    p.div_h = divisor_of(p.w_h);
    p.div_o = divisor_of(p.w_o);
    p.div20 = divisor_of(20);
    p.div100 = divisor_of(100);
    return p;
}

/* The period of the turn phases the plan uses (regen_case_period, less the
 * overexertion period when the hero never moves): a divisor of it. */
int32_t regen_plan_period(const struct plan *p)
{
    int32_t n = p->hk == HK_ARR ? 1 : p->w_h;
    if (p->poly)
        n = regen_lcm(n, 20);
    if (p->ek == EK_OVER)
        n = regen_lcm(n, p->w_o);
    return n;
}

uint64_t regen_case_key(const struct regen_case *c)
{
    /* kind 3 = regen.  Every field of the case that can change an outcome,
     * as named (the role and race, the move probability as the kernel's
     * threshold); fields the case does not use (the form's pool when not
     * polymorphed, a fixed turn when random, the other measure's limits)
     * are left out, so they cannot change the streams. */
    bool turns = c->measure == NH_REGEN_TURNS;
    uint64_t flags = (uint64_t)c->polyd | (uint64_t)(c->polyd && c->track_mh) << 1 |
                     (uint64_t)c->regeneration << 2 | (uint64_t)c->restful_sleep << 3 |
                     (uint64_t)c->turn_random << 4 | (uint64_t)(c->measure & 3) << 5 |
                     (uint64_t)c->plane_of_air << 7;
    uint64_t h = nh_mix64((3ull << 56) | ((uint64_t)(c->variant & 0xff) << 48) |
                          ((uint64_t)(uint8_t)c->role << 40) | ((uint64_t)(uint8_t)c->race << 32) |
                          ((uint64_t)(uint8_t)c->xl << 24) | ((uint64_t)(uint8_t)c->con << 16) |
                          ((uint64_t)(uint8_t)c->enc << 8) | flags);
    h = nh_mix64(h ^ ((uint64_t)(uint32_t)c->hp << 32 | (uint32_t)c->maxhp));
    h = nh_mix64(h ^ (c->polyd ? (uint64_t)(uint32_t)c->mh << 32 | (uint32_t)c->mhmax : 0));
    h = nh_mix64(h ^ regen_move_threshold(c->move));
    h = nh_mix64(h ^ (c->turn_random ? 0 : (uint64_t)c->turn));
    h = nh_mix64(h ^ (turns ? (uint64_t)(uint32_t)c->target << 32 | (uint64_t)c->max_turns
                            : (uint64_t)(uint32_t)c->after));
    /* dNetHack's further inputs, only when set, so the streams of a case
     * without them are as before */
    uint64_t dnh = (uint64_t)(c->sex & 3) | (uint64_t)c->asleep << 2 | (uint64_t)(c->bed & 7) << 3 |
                   (uint64_t)c->valley << 6 | (uint64_t)c->berith << 7 | (uint64_t)c->buer << 8 |
                   (uint64_t)c->pw_spent << 9 | (uint64_t)(uint32_t)c->healing_penalty << 16 |
                   (uint64_t)(uint32_t)(c->pw > 0 ? c->pw : 0) << 32;
    if (c->variant == NH_VDNH && dnh)
        h = nh_mix64(h ^ dnh ^ (UINT64_C(0xd) << 60));
    if (c->withering > 1) /* xNetHack's, likewise (1 withers on no boundary) */
        h = nh_mix64(h ^ (uint64_t)(uint32_t)c->withering ^ (UINT64_C(0xe) << 60));
    return h;
}
