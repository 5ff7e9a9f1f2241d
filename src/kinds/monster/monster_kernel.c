/* monster kernel: a monster's maximum HP and m_lev at creation and after
 * growth, NH_LANES trials at a time (docs/rules.md, Monster HP; monster_hp.h).
 *
 * Creation follows the case's plan (monster_rules.h) in structure-of-arrays
 * form: one PCG32 output per lane for a random m_lev, one per die (a die
 * beyond a lane's count is drawn and masked off, so every lane steps
 * together), one for the rnd() extra.  The dice are multiply-shift draws as
 * nh_rnd makes them.  GCC -O2 vectorises every lane loop in the AVX-512
 * clone (-fopt-info-vec); the baseline and AVX2 clones keep the loops with
 * a PCG step scalar, as they have no 64-bit vector multiply.
 *
 * Growth (kills, gain levels) draws one output per grow_up() call and
 * lane, whatever the lane's state, so the calls step all lanes together:
 * the species a case can grow through (at most 4 in the tables) and their
 * thresholds, limits and grown-up forms are worked out once per block by
 * the rule functions of monster_rules.c (struct grow_forms), and each call
 * is a lane loop of selects on (form, m_lev, max HP); GCC vectorises it in
 * the AVX2 and AVX-512 clones.  tests/test_monster_kernel.c checks it
 * against the rule functions lane by lane.  Only the maximum HP matters,
 * so the rn2() that raises current HP is not drawn.
 *
 * Streams: a block seeds its NH_LANES generators once from (seed, case
 * key, block); trial j of a block is batch j / NH_LANES of lane
 * j % NH_LANES.
 */
#include "kinds/monster/monster_hp.h"

#include <string.h>

#include "nhmc/dice.h"
#include "nhmc/rng.h"
#include "nhmc/simd.h"

/* One uniform 0..span-1 per lane, added to lo. */
NH_TARGET_CLONES
static void draw_levels(int32_t *restrict lev, uint64_t *restrict state,
                        const uint64_t *restrict inc, int32_t lo, uint32_t span)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        lev[l] = lo + (int32_t)nh_bounded(pcg32_output(old), span);
    }
}

/* Die number k (0-based) of every lane: counted where k < n[l]. */
NH_TARGET_CLONES
static void add_die(int32_t *restrict sum, const int32_t *restrict n, int32_t k,
                    uint64_t *restrict state, const uint64_t *restrict inc, uint32_t sides)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        int32_t die = 1 + (int32_t)nh_bounded(pcg32_output(old), sides);
        int32_t m = -(int32_t)(k < n[l]);
        sum[l] += die & m;
    }
}

/* Die number k (0-based) of every lane with the lane's own faces (EvilHack's
 * die drawn per monster). */
NH_TARGET_CLONES
static void add_die_each(int32_t *restrict sum, const int32_t *restrict n, int32_t k,
                         uint64_t *restrict state, const uint64_t *restrict inc,
                         const int32_t *restrict sides)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        int32_t die = 1 + (int32_t)nh_bounded(pcg32_output(old), (uint32_t)sides[l]);
        int32_t m = -(int32_t)(k < n[l]);
        sum[l] += die & m;
    }
}

/* HP = add + add_per_lev * m_lev + mult * S + bump (monster_rules.h). */
NH_TARGET_CLONES
static void combine(int32_t *restrict hp, const int32_t *restrict lev, const int32_t *restrict sum,
                    const int32_t *restrict n, int32_t add, int32_t per_lev, int32_t mult,
                    int32_t bump)
{
    for (int l = 0; l < NH_LANES; l++) {
        int32_t b = bump & -(int32_t)(sum[l] == n[l] && n[l] > 0);
        hp[l] = add + per_lev * lev[l] + mult * sum[l] + b;
    }
}

static void create_batch(const struct nh_hp_plan *p, nh_pcg32_lanes *lanes, int32_t *hp,
                         int32_t *lev)
{
    int32_t n[NH_LANES], sum[NH_LANES];
    if (p->mlev_hi > p->mlev_lo)
        draw_levels(lev, lanes->state, lanes->inc, p->mlev_lo,
                    (uint32_t)(p->mlev_hi - p->mlev_lo + 1));
    else
        for (int l = 0; l < NH_LANES; l++)
            lev[l] = p->mlev_lo;
    int llo, lhi;
    nh_hp_plan_levels(p, &llo, &lhi);
    if (p->mlev_clamp) /* EvilHack's player monsters: XL-2..XL+2 kept to 1..30 */
        for (int l = 0; l < NH_LANES; l++)
            lev[l] = lev[l] < llo ? llo : lev[l] > lhi ? lhi : lev[l];
    int32_t nmax = p->sides ? (p->dice_per_lev ? lhi : p->ndice) : 0;
    for (int l = 0; l < NH_LANES; l++) {
        n[l] = p->sides ? (p->dice_per_lev ? lev[l] : p->ndice) : 0;
        sum[l] = 0;
    }
    if (p->sides_hi > p->sides) {
        /* EvilHack: the faces drawn once per monster, then its dice */
        int32_t faces[NH_LANES];
        draw_levels(faces, lanes->state, lanes->inc, p->sides,
                    (uint32_t)(p->sides_hi - p->sides + 1));
        for (int32_t k = 0; k < nmax; k++)
            add_die_each(sum, n, k, lanes->state, lanes->inc, faces);
    } else
        for (int32_t k = 0; k < nmax; k++)
            add_die(sum, n, k, lanes->state, lanes->inc, (uint32_t)p->sides);
    if (p->scale54)
        for (int l = 0; l < NH_LANES; l++)
            sum[l] = (5 * sum[l] + 1) / 4; /* player monsters: mult is 1 */
    combine(hp, lev, sum, n, p->add, p->add_per_lev, p->mult, p->bump_min && p->mult == 1);
    if (p->extra_rnd)
        pcg32_lanes_add_die(hp, lanes->state, lanes->inc,
                            (uint32_t)p->extra_rnd); /* + rnd(extra) */
    if (p->mlev_from_hp)
        for (int l = 0; l < NH_LANES; l++)
            lev[l] = hp[l] / 4;
}

/* Turns from 1 HP to full (docs/rules.md, Monster regeneration), one output per lane for the phase:
 * with the first turn 1 + phase (phase 0..19), the heals fall on turns 20, 40,
 * ..., so m - 1 heals take 20 (m - 1) - phase turns; a regenerating
 * species heals every turn.  The output is drawn either way, so a lane's
 * draws do not depend on the species. */
NH_TARGET_CLONES
static void regen_turns(const int32_t *restrict hp, const int32_t *restrict regenerates,
                        uint64_t *restrict state, const uint64_t *restrict inc,
                        int32_t *restrict turns)
{
    for (int i = 0; i < NH_LANES; i++) {
        uint64_t old = state[i];
        state[i] = old * NH_PCG32_MULT + inc[i];
        int32_t phase = (int32_t)(((uint64_t)pcg32_output(old) * 20) >> 32);
        int32_t missing = hp[i] - 1;
        int32_t slow = missing > 0 ? 20 * missing - phase : 0;
        turns[i] = regenerates[i] ? missing : slow;
    }
}

/* The same for xNetHack's Geryon, who heals `bonus` more each turn: the same draw per lane, the
 * turns by the rule function (one monster: no need for vectors). */
static void regen_turns_bonus(const int32_t *hp, const int32_t *regenerates, uint64_t *state,
                              const uint64_t *inc, int bonus, int32_t *turns)
{
    for (int i = 0; i < NH_LANES; i++) {
        uint64_t old = state[i];
        state[i] = old * NH_PCG32_MULT + inc[i];
        int32_t phase = (int32_t)(((uint64_t)pcg32_output(old) * 20) >> 32);
        turns[i] = (int32_t)nh_mon_turns_to_full(1, hp[i], regenerates[i] != 0, bonus, 1 + phase);
    }
}

/* The forms a growing monster can take (its species and every form
 * grow_up() can turn it into), each with the rule's constants, worked out
 * once per block so a grow_up() call is arithmetic on lanes: an index per
 * lane into these small tables, read by selects (pick), no branch.  No
 * species of the tables has more than 4 forms (a soldier's). */
#define GROW_FORMS 8

struct grow_forms {
    int n;
    int mon[GROW_FORMS];         /* table index */
    int32_t golem[GROW_FORMS];   /* 1: threshold from max HP (golems) */
    int32_t thr_mul[GROW_FORMS]; /* 8 per level; 24 on the home plane */
    int32_t regen[GROW_FORMS];   /* M1_REGEN */
    int32_t cap;                 /* nh_grow_cap, the same for every form (else no lanes) */
    /* per kind of call (0: a kill, 1: a gain level): the form it grows
     * into, the level at which it does (INT32_MAX: never) and the final
     * limit of nh_grow_apply */
    int32_t target[2][GROW_FORMS], grow_at[2][GROW_FORMS], limit[2][GROW_FORMS];
    /* the same packed in a word a form and kind (pack_form), so a lane
     * reads its form's constants with one pick */
    int32_t packed[2][GROW_FORMS];
};

/* A form's constants in one word: thr_mul (<= 24) in bits 0-4, grow_at in
 * bits 5-12 (255 stands for every level above the highest m_lev, 50 or EvilHack's 77 at
 * creation, where m_lev never gets: the same comparisons), limit (5..50) in 13-18, target
 * (< 8) in 19-21, golem in bit 22. */
static int32_t pack_form(const struct grow_forms *g, int kind, int i)
{
    int32_t grow_at = g->grow_at[kind][i] > 255 ? 255 : g->grow_at[kind][i];
    return g->thr_mul[i] | grow_at << 5 | g->limit[kind][i] << 13 | g->target[kind][i] << 19 |
           g->golem[i] << 22;
}

/* The forms of case c and their constants, from the rule functions of
 * monster_rules.c (a form's threshold, limit and target do not depend on
 * the lane's state beyond m_lev and max HP, which the lanes carry).
 * Returns 0, or -1 if they do not fit (the lanes then run one by one). */
static int grow_forms_of(const struct monster_case *c, const struct nh_monster_table *t,
                         struct grow_forms *g)
{
    memset(g, 0, sizeof *g); /* entries past n are read (and never chosen) by pick */
    monster_form_index(g->mon, &g->n, GROW_FORMS, c->mon);
    for (int i = 0; i < g->n; i++) { /* g->n grows as targets are found */
        const struct nh_monster *m = &t->mons[g->mon[i]];
        struct nh_grow_state s = {g->mon[i], 1, 1};
        g->golem[i] = (m->flags & NH_MF_GOLEM) != 0;
        g->thr_mul[i] = nh_grow_threshold(t, &s, true, c->where.home_plane) * !g->golem[i];
        g->regen[i] = (m->flags & NH_MF_EVERY_TURN) != 0;
        for (int kind = 0; kind < 2; kind++) {
            bool kill = kind == 0;
            int target = nh_grow_target(c->variant, t, g->mon[i], kill);
            int ti = monster_form_index(g->mon, &g->n, GROW_FORMS, target);
            if (ti < 0)
                return -1;
            g->target[kind][i] = ti;
            g->grow_at[kind][i] = target != g->mon[i] ? t->mons[target].level : INT32_MAX;
            g->limit[kind][i] =
                nh_grow_final_limit(t, g->mon[i], nh_grow_limit(t, &s, target, kill));
        }
    }
    for (int kind = 0; kind < 2; kind++)
        for (int i = 0; i < g->n; i++)
            g->packed[kind][i] = pack_form(g, kind, i);
    /* the cap is the form's (EvilHack's uniques have none); no species grows into a form with
     * another cap in the tables, and one that did would run lane by lane */
    g->cap = nh_grow_cap(c->variant, t, g->mon[0]);
    for (int i = 1; i < g->n; i++)
        if (nh_grow_cap(c->variant, t, g->mon[i]) != g->cap)
            return -1;
    return 0;
}

/* Form f's entry of a table of the forms, as selects over the first nf
 * entries (nf a constant: no gather, no branch). */
static inline __attribute__((always_inline)) int32_t take_if(int32_t v, int32_t x, bool c)
{
    int32_t m = -(int32_t)c;
    return (x & m) | (v & ~m);
}

static inline __attribute__((always_inline)) int32_t pick(const int32_t *tab, int32_t f, int nf)
{
    /* unrolled by hand, masks not ?: (a loop, or a load under a condition,
     * keeps GCC from vectorising the lanes) */
    _Static_assert(GROW_FORMS == 8, "pick reads 8 entries");
    int32_t v = tab[0];
    v = take_if(v, tab[1], nf > 1 && f == 1);
    v = take_if(v, tab[2], nf > 2 && f == 2);
    v = take_if(v, tab[3], nf > 3 && f == 3);
    v = take_if(v, tab[4], nf > 4 && f == 4);
    v = take_if(v, tab[5], nf > 5 && f == 5);
    v = take_if(v, tab[6], nf > 6 && f == 6);
    v = take_if(v, tab[7], nf > 7 && f == 7);
    return v;
}

/* nh_bounded(u, n) for n < 2^16 in 32-bit lanes: with u = a 2^16 + b,
 * floor(u n / 2^32) = floor((a n + floor(b n / 2^16)) / 2^16), and neither
 * product overflows; a 64-bit product would have GCC emulate a full 64-bit
 * multiply per lane. */
static inline __attribute__((always_inline)) uint32_t bounded_small(uint32_t u, uint32_t n)
{
    return ((u >> 16) * n + (((u & 0xffffu) * n) >> 16)) >> 16;
}

/* One grow_up() call in every lane (docs/rules.md, Monster growth; the
 * rules of nh_grow_threshold, nh_grow_kill_increase and nh_grow_apply, as
 * selects): a kill of a victim of m_lev victim_level (kill), else a gain
 * level; one PCG32 output per lane either way, rnd(victim_level + 1) or
 * rnd(8).  nf: the forms' count rounded up to 1, 2, 4 or 8. */
static inline __attribute__((always_inline)) void
grow_step(const struct grow_forms *restrict g, int32_t *restrict hp, int32_t *restrict lev,
          int32_t *restrict form, uint64_t *restrict state, const uint64_t *restrict inc,
          uint32_t sides, int32_t cap, bool kill, int nf, bool golems)
{
    const int kind = kill ? 0 : 1;
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        int32_t raw = 1 + (int32_t)bounded_small(pcg32_output(old), sides); /* sides <= 50 */
        int32_t f = form[l], lv = lev[l], h = hp[l];
        int32_t w = pick(g->packed[kind], f, nf);
        int32_t mul = w & 31, grow_at = w >> 5 & 255, limit = w >> 13 & 63, target = w >> 19 & 7;
        int32_t golem = golems ? -(w >> 22 & 1) : 0;
        int32_t thr = 0, add = raw;
        if (kill) {
            thr = mul * lv;
            if (golems) {
                int32_t golem_thr = ((int32_t)((uint32_t)h / 10u) + 1) * 10 - 1;
                thr = (golem_thr & golem) | (thr & ~golem);
            }
            thr = lv == 0 ? 4 : thr;
            int32_t room = thr + 1 - h;
            room = room < 0 ? 0 : room;
            add = raw < room ? raw : room;
        }
        h += add;
        int32_t up = h > thr;
        int32_t grows = up & (lv + 1 >= grow_at);
        int32_t over = up & !grows & (lv + 1 > limit);
        lev[l] = lv + (up & !over);
        h -= over & (h == thr + 1);
        form[l] = grows ? target : f;
        hp[l] = (up & (h > cap)) ? cap : h;
    }
}

/* The step for each kind of call and count of forms (1, 2, 4, 8). */
typedef void (*grow_step_fn)(const struct grow_forms *restrict g, int32_t *restrict hp,
                             int32_t *restrict lev, int32_t *restrict form,
                             uint64_t *restrict state, const uint64_t *restrict inc, uint32_t sides,
                             int32_t cap);

#define GROW_STEP_FN(name, kill, nf, golems)                                                       \
    NH_TARGET_CLONES                                                                               \
    static void name(const struct grow_forms *restrict g, int32_t *restrict hp,                    \
                     int32_t *restrict lev, int32_t *restrict form, uint64_t *restrict state,      \
                     const uint64_t *restrict inc, uint32_t sides, int32_t cap)                    \
    {                                                                                              \
        grow_step(g, hp, lev, form, state, inc, sides, cap, kill, nf, golems);                     \
    }

GROW_STEP_FN(kill_step1, true, 1, false)
GROW_STEP_FN(kill_step2, true, 2, false)
GROW_STEP_FN(kill_step4, true, 4, false)
GROW_STEP_FN(kill_step8, true, 8, false)
GROW_STEP_FN(kill_golem_step1, true, 1, true)
GROW_STEP_FN(kill_golem_step8, true, 8, true)
GROW_STEP_FN(gain_step1, false, 1, false)
GROW_STEP_FN(gain_step2, false, 2, false)
GROW_STEP_FN(gain_step4, false, 4, false)
GROW_STEP_FN(gain_step8, false, 8, false)

/* The grow_up() calls of every lane, kills first; regenerates: the final
 * form's M1_REGEN.  A lane past a short last batch is stepped too: its
 * trial is not tallied and its generator is not used again. */
static void grow_lanes(const struct monster_case *c, const struct grow_forms *g,
                       nh_pcg32_lanes *lanes, int32_t *hp, int32_t *lev, int32_t *regenerates)
{
    static const grow_step_fn kill_steps[4] = {kill_step1, kill_step2, kill_step4, kill_step8};
    static const grow_step_fn gain_steps[4] = {gain_step1, gain_step2, gain_step4, gain_step8};
    int size = g->n <= 1 ? 0 : g->n <= 2 ? 1 : g->n <= 4 ? 2 : 3;
    bool golems = false;
    for (int i = 0; i < g->n; i++)
        golems |= g->golem[i] != 0;
    /* a golem's threshold divides its max HP by 10: only where one can be */
    grow_step_fn kill_step = !golems ? kill_steps[size]
                             : size  ? kill_golem_step8
                                     : kill_golem_step1;
    int32_t form[NH_LANES];
    for (int l = 0; l < NH_LANES; l++)
        form[l] = 0;
    for (int k = 0; k < c->kills; k++)
        kill_step(g, hp, lev, form, lanes->state, lanes->inc, (uint32_t)c->victim_level + 1,
                  g->cap);
    for (int k = 0; k < c->gain_levels; k++)
        gain_steps[size](g, hp, lev, form, lanes->state, lanes->inc, 8, g->cap);
    for (int l = 0; l < NH_LANES; l++)
        regenerates[l] = g->regen[form[l]];
}

/* The grow_up() calls of one lane by the rule functions (when the forms
 * do not fit in struct grow_forms); returns the form it ends as. */
static int grow_lane(const struct monster_case *c, const struct nh_monster_table *t, nh_pcg32 *r,
                     int32_t *hp, int32_t *lev)
{
    struct nh_grow_state s = {c->mon, *lev, *hp};
    for (int k = 0; k < c->kills + c->gain_levels; k++) {
        bool kill = k < c->kills;
        int target = nh_grow_target(c->variant, t, s.form, kill);
        int thr = nh_grow_threshold(t, &s, kill, c->where.home_plane);
        int lim = nh_grow_limit(t, &s, target, kill);
        int inc = kill ? nh_grow_kill_increase(s.hpmax, nh_rnd(r, c->victim_level + 1), thr)
                       : nh_rnd(r, 8);
        s = nh_grow_apply(c->variant, t, s, inc, thr, lim, target);
    }
    *hp = s.hpmax;
    *lev = s.m_lev;
    return s.form;
}

void monster_run_block(const struct monster_case *c, uint64_t seed, uint64_t block,
                       uint32_t ntrials, struct nh_tally *t)
{
    nh_pcg32_lanes lanes;
    int32_t hp[NH_LANES], lev[NH_LANES];
    struct nh_hp_plan p = monster_case_plan(c);
    const struct nh_monster_table *tab = monster_table(c->variant);
    bool grows = monster_case_grows(c);
    pcg32_lanes_seed(&lanes, seed, monster_case_key(c), block, 0);
    uint64_t *hh = tally_hist(t, NH_MON_HIST_HP), *hl = tally_hist(t, NH_MON_HIST_LEVEL);
    uint64_t *hr = tally_hist(t, NH_MON_HIST_REGEN);
    int32_t hlo = t->lo[NH_MON_HIST_HP], llo = t->lo[NH_MON_HIST_LEVEL];
    /* M1_REGEN is the final form's: a manes grows into a lemure, which
     * regenerates (docs/rules.md, Monster regeneration) */
    int32_t made_regen = (tab->mons[c->mon].flags & NH_MF_EVERY_TURN) != 0;
    int32_t turns[NH_LANES], regenerates[NH_LANES];
    struct grow_forms forms;
    bool in_lanes = grows && grow_forms_of(c, tab, &forms) == 0;
    int bonus = monster_heal_bonus(c);
    for (uint32_t done = 0; done < ntrials; done += NH_LANES) {
        uint32_t left = ntrials - done;
        int n = left < NH_LANES ? (int)left : NH_LANES;
        create_batch(&p, &lanes, hp, lev);
        for (int l = 0; l < NH_LANES; l++)
            regenerates[l] = made_regen;
        if (in_lanes)
            grow_lanes(c, &forms, &lanes, hp, lev, regenerates);
        else if (grows)
            for (int l = 0; l < n; l++) {
                nh_pcg32 r = pcg32_lanes_get(&lanes, l);
                int form = grow_lane(c, tab, &r, &hp[l], &lev[l]);
                regenerates[l] = (tab->mons[form].flags & NH_MF_EVERY_TURN) != 0;
                pcg32_lanes_put(&lanes, l, r);
            }
        if (bonus)
            regen_turns_bonus(hp, regenerates, lanes.state, lanes.inc, bonus, turns);
        else
            regen_turns(hp, regenerates, lanes.state, lanes.inc, turns);
        for (int l = 0; l < n; l++) {
            hh[hp[l] - hlo]++;
            hl[lev[l] - llo]++;
            hr[turns[l]]++;
        }
    }
}
