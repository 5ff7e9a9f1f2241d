/* prayer_kernel_plan: the per-case plan of the prayer kernel
 * (prayer_kernel.c): the rolled max HP's gains, the least max HP in
 * trouble, p_type when not too soon, Luck after the three prayer turns,
 * the ranges and masks of the rolls, which slots the case can read and the
 * generator's jumps between them.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/prayer/prayer_impl.h"
#include "kinds/prayer/prayer_kernel_lanes.h"
#include "nhmc/rng.h"
#include "nhmc/hero_rules.h"

/* The least max HP in lo..hi at which the hero has TROUBLE_HIT, or
 * INT32_MAX if none: prayer_in_trouble is monotone in max HP (the test
 * compares min(max, 15 XL) or max with a multiple of HP). */
static int32_t trouble_threshold(const struct prayer_case *c, int32_t lo, int32_t hi)
{
#define TR(m)                                                                                      \
    prayer_in_trouble(c->variant, c->xl, c->hp, (m), c->polyd, c->mh, c->mhmax, c->unchanging)
    if (!TR(hi))
        return INT32_MAX;
    while (lo < hi) {
        int32_t mid = lo + (hi - lo) / 2;
        if (TR(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
#undef TR
}

static uint32_t wrath_mask(enum prayer_wrath which)
{
    uint32_t m = 0;
    for (int r = 0; r < 15; r++)
        if (prayer_wrath_of(r) == which)
            m |= 1u << r;
    return m;
}

void prayer_plan_case(const struct prayer_case *c, struct plan *p)
{
    memset(p, 0, sizeof *p);
    prayer_words_layout(c, &p->w);
    const struct prayer_words *w = &p->w;
    bool *used = p->used;
    int gain_index[NH_MAXULEV] = {0}; /* gain g's index among those with dice */
    enum nh_variant v = c->variant;

    /* max HP */
    int32_t lo, hi;
    prayer_maxhp_range(c, &lo, &hi);
    if (c->maxhp != PRAYER_MAXHP_ROLLED) {
        p->maxhp0 = c->maxhp;
    } else {
        p->maxhp0 = nh_start_hp(c->role, c->race);
        for (int g = 1; g < c->xl; g++) {
            struct nh_gain_dice d = nh_gain_dice_at(c->role, c->race, g);
            int32_t base = d.fix + (d.role_sides > 0) + (d.race_sides > 0) + nh_conplus(c->con);
            if (d.role_sides == 0 && d.race_sides == 0) {
                p->maxhp0 += base < 1 ? 1 : base;
                continue;
            }
            int k = p->ngains++;
            p->gain_r[k] = d.role_sides ? (uint32_t)d.role_sides : 1;
            p->gain_a[k] = d.race_sides ? (uint32_t)d.race_sides : 1;
            p->gain_base[k] = base;
            gain_index[g - 1] = k;
            used[w->gain + g - 1] = true;
        }
    }
    p->tr_thr = trouble_threshold(c, lo, hi);
    bool tr_possible = hi >= p->tr_thr, tr_always = lo >= p->tr_thr;

    /* the timeout at T and p_type */
    int32_t t0min = prayer_timeout_at(c->turn, 50 * c->wishes);
    int32_t t0max = prayer_timeout_at(c->turn, 149 * c->wishes);
    p->t0_base = PRAYER_TIMEOUT_START + 1 - c->turn;
    bool wish_used = t0max > 0; /* else every lane's timeout at T is 0 */
    for (int k = 0; wish_used && k < c->wishes; k++)
        used[w->wish + k] = true;
    p->soon_possible = t0max > 200 || (t0max > 0 && !tr_always);
    p->later_possible = t0min == 0 || (t0min <= 200 && tr_possible);
    p->later = prayer_type_of(false, 0, c->luck, c->anger, prayer_alignment(c->altar, c->record),
                              c->altar);
    p->v50 = v == NH_V50;

    /* the three prayer turns, and what follows */
    int32_t luck = c->luck;
    for (int k = 1; k <= 3; k++)
        luck = prayer_luck_timeout(luck, c->base_luck, c->turn + k, c->anger > 0);
    p->luck3 = luck;
    p->base = c->base_luck;
    p->t3 = c->turn + 3;
    p->t3q = p->t3 / 600;
    int cap = nh_rne_cap(c->variant, c->xl);
    for (int j = 1; j <= RNE_STEPS; j++)
        p->thr[j - 1] = j < cap ? UINT32_C(1) << (32 - 2 * j) : 0;
    p->level_mask = wrath_mask(PRAYER_WRATH_LEVEL);
    p->zap_mask = wrath_mask(PRAYER_WRATH_ZAP);
    p->anger0 = c->anger;

    /* too soon: rnz(250) (kept only by 5.0's max), the roll, rnz(300) */
    p->anger_s = (uint32_t)prayer_maxanger(c->anger + 1, prayer_change_luck(luck, -3), c->record);
    if (p->soon_possible) {
        if (p->v50)
            used[w->anger] = used[w->anger + 1] = true;
        used[w->anger + 2] = used[w->anger + 3] = used[w->anger + 4] = true;
    }
    /* naughty */
    p->anger_n = (uint32_t)prayer_maxanger(c->anger, luck, c->record);
    p->never_n = c->anger > 0 || c->record < 0;
    if (p->later_possible && p->later == PRAYER_NAUGHTY)
        used[w->anger + 2] = used[w->anger + 3] = used[w->anger + 4] = true;
    /* cross-aligned */
    p->never_c = c->anger > 0 || c->record - 1 < 0;

    /* good */
    p->rec0 = c->record;
    p->rec_inc_ok =
        prayer_record_after_pleased(c->record, false, prayer_case_align_limit(c, p->t3)) -
        c->record;
    p->off_altar = c->altar == PRAYER_OFF_ALTAR;
    p->arange = prayer_action_range(v, luck, c->altar);
    p->rnl_a = nh_rnl_adjustment(2, luck, v);
    if (v == NH_V343) {
        p->rnl_apply = luck != 0;
        p->rnl_den = (uint32_t)(50 - luck);
    } else {
        p->rnl_apply = p->rnl_a != 0;
        p->rnl_den = (uint32_t)(37 + (p->rnl_a < 0 ? -p->rnl_a : p->rnl_a));
    }
    p->raise_lim = 5 * c->xl + 11; /* prayer_fix_raises_max: hpmax < this */
    p->brange = prayer_boon_range(luck);
    int32_t rec1 = c->record + 1;
    for (int b = 0; b < p->brange && b < 32; b++) {
        p->glow_mask |= (uint32_t)prayer_boon_is_glow(b, c->tune_known) << b;
        p->crown_mask0 |= (uint32_t)prayer_boon_crowns(b, c->record, c->crowned) << b;
        p->crown_mask1 |= (uint32_t)prayer_boon_crowns(b, rec1, c->crowned) << b;
    }
    p->crowned0 = c->crowned;
    p->demigod = c->demigod;
    p->late = prayer_late_term(v, p->t3);
    if (p->later_possible && p->later == PRAYER_GOOD) {
        int32_t rec_nt = c->record + p->rec_inc_ok; /* the record of a lane not in trouble */
        bool path_tr = tr_possible, path_nt = !tr_always && rec_nt < PRAYER_DEVOUT;
        bool direct = !tr_always && rec_nt >= PRAYER_DEVOUT;
        bool strident =
            (path_tr && c->record >= PRAYER_STRIDENT) || (path_nt && rec_nt >= PRAYER_STRIDENT);
        bool rnl = (path_tr && c->record <= 0) || (path_nt && rec_nt <= 0);
        int amax = p->off_altar && p->arange > 3 ? 3 : p->arange;
        bool boon = direct || (strident && amax >= 5);
        /* the action only matters as >= 1 (always) and >= 5 (the pat) */
        used[w->action] = strident && amax >= 5;
        used[w->rnl] = rnl;
        used[w->rnl + 1] = rnl && p->rnl_apply;
        used[w->fix + 1] = tr_possible && lo < p->raise_lim;
        used[w->boon] = boon;
        p->good_pat = boon;
        p->good_rnl = rnl ? 1 + (p->rnl_apply != 0) : 0;
        used[w->rnz] = used[w->rnz + 1] = true;
        p->kick_possible =
            c->demigod || c->crowned || (boon && (p->crown_mask0 | p->crown_mask1) != 0);
        if (p->kick_possible)
            used[w->rnz + 2] = used[w->rnz + 3] = true;
    }

    /* the slots, and the jumps between them */
    int n = w->n, prev = 0;
    uint64_t a[2 * WORDS_MAX + 1], cc[2 * WORDS_MAX + 1];
    a[0] = 1;
    cc[0] = 0;
    for (int d = 1; d <= 2 * n; d++) {
        a[d] = a[d - 1] * NH_PCG32_MULT;
        cc[d] = cc[d - 1] * NH_PCG32_MULT + 1;
    }
    for (int k = 0; k < n; k++) {
        if (!used[k])
            continue;
        int d = p->nslots ? k - prev : 0;
        p->slot[p->nslots] = k;
        p->kind[p->nslots] = SLOT_WORD;
        if (k >= w->wish && k < w->wish + c->wishes)
            p->kind[p->nslots] = SLOT_WISH;
        if (c->maxhp == PRAYER_MAXHP_ROLLED && k >= w->gain && k < w->gain + c->xl - 1)
            p->kind[p->nslots] = SLOT_GAIN + gain_index[k - w->gain];
        p->ja[p->nslots] = a[d];
        p->jc[p->nslots] = cc[d];
        p->nslots++;
        prev = k;
    }
    if (p->nslots) {
        int first = p->slot[0], last = p->slot[p->nslots - 1];
        p->ja_first = a[first];
        p->jc_first = cc[first];
        p->ja[0] = a[n - last + first];
        p->jc[0] = cc[n - last + first];
    }
}
