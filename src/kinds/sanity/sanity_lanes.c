/* sanity_lanes: the sanity kernel's loops over all lanes (sanity_lanes.h).
 *
 * The closed form of quiet turns: each regeneration tier gains 1 on the multiples of its
 * period (10, 32, 100) while S is below its top (R, 2R, 3R, at most 100; docs/rules.md, Sanity
 * regeneration), so the gains of a run of turns are counted by a division per tier, and the
 * turn a tier's top is reached is the last of its multiples used; the next tier counts from
 * there.  Capped at the recovery target, the same count gives the turn S reaches the target.
 */
#include "kinds/sanity/sanity_lanes.h"
#include "nhmc/simd.h"

/* Each loop is a static NH_TARGET_CLONES function behind a plain extern one:
 * GCC and clang agree on a multiversioned function only within its file
 * (clang leaves a call from another file to a symbol it never defines). */

/* The increment of turn t: timers count down, regeneration (docs/rules.md, Sanity regeneration),
 * with one R for every lane (no lane has gained insight at random). */
NH_TARGET_CLONES
static void quiet_step_clones(int32_t *restrict s, int32_t *restrict timer, int32_t r, int32_t m10,
                              int32_t m32, int32_t m100)
{
    int32_t on = r > 0;
    for (int l = 0; l < NH_LANES; l++) {
        int32_t tm = timer[l];
        timer[l] = tm - (tm > 0);
        int32_t v = s[l];
        int32_t gain = on & (((v < r) & m10) | ((v >= r) & (v < 2 * r) & m32) |
                             ((v >= 2 * r) & (v < 3 * r) & m100));
        v += gain;
        s[l] = v < SAN_MAX ? v : SAN_MAX;
    }
}

void sanity_quiet_step(int32_t *restrict s, int32_t *restrict timer, int32_t r, int32_t m10,
                       int32_t m32, int32_t m100)
{
    quiet_step_clones(s, timer, r, m10, m32, m100);
}

/* The same with R by lane. */
NH_TARGET_CLONES
static void quiet_step_lanes_clones(int32_t *restrict s, int32_t *restrict timer,
                                    const int32_t *restrict rs, int32_t m10, int32_t m32,
                                    int32_t m100)
{
    for (int l = 0; l < NH_LANES; l++) {
        int32_t tm = timer[l];
        timer[l] = tm - (tm > 0);
        int32_t v = s[l], r = rs[l], on = r > 0;
        int32_t gain = on & (((v < r) & m10) | ((v >= r) & (v < 2 * r) & m32) |
                             ((v >= 2 * r) & (v < 3 * r) & m100));
        v += gain;
        s[l] = v < SAN_MAX ? v : SAN_MAX;
    }
}

void sanity_quiet_step_lanes(int32_t *restrict s, int32_t *restrict timer,
                             const int32_t *restrict rs, int32_t m10, int32_t m32, int32_t m100)
{
    quiet_step_lanes_clones(s, timer, rs, m10, m32, m100);
}

NH_TARGET_CLONES
static void record_recover_clones(int32_t *restrict rec, const int32_t *restrict s, int32_t t,
                                  int32_t never, int32_t target)
{
    for (int l = 0; l < NH_LANES; l++) {
        int32_t hit = (rec[l] == never) & (s[l] >= target);
        rec[l] = hit ? t : rec[l];
    }
}

void sanity_record_recover(int32_t *restrict rec, const int32_t *restrict s, int32_t t,
                           int32_t never, int32_t target)
{
    record_recover_clones(rec, s, t, never, target);
}

/* One tier of regeneration over the turns after *t up to b: S gains 1 on
 * each multiple of `period` while below h (docs/rules.md, Sanity
 * regeneration).  *t becomes the turn of the tier's last gain if S reaches
 * h, b if it does not (no later tier gains then), and stays if S was at h
 * already.  Turns are >= 0, so the divisions are unsigned. */
static inline int32_t tier(int32_t s, int32_t h, uint32_t period, uint32_t *t, uint32_t b)
{
    int32_t need = h > s ? h - s : 0;
    uint32_t q = *t / period;
    int32_t avail = (int32_t)(b / period - q);
    int32_t g = need < avail ? need : avail;
    uint32_t done = (q + (uint32_t)need) * period;
    *t = need == 0 ? *t : g == need ? done : b;
    return s + g;
}

/* S after the quiet turns a+1..b from s, with regeneration capped at cap
 * (100 for S, the target for the recovery turn); *t the turn S reached cap
 * (a if it was there, b if it did not get there). */
static inline int32_t regen_jump(int32_t s, int32_t r, int32_t cap, uint32_t a, uint32_t b,
                                 uint32_t *t)
{
    int32_t h1 = r < cap ? r : cap, h2 = 2 * r < cap ? 2 * r : cap, h3 = 3 * r < cap ? 3 * r : cap;
    *t = a;
    s = tier(s, h1, 10, t, b);
    s = tier(s, h2, 32, t, b);
    return tier(s, h3, 100, t, b);
}

/* The quiet turns a+1..b at once, R by lane: timers count down, S regenerates.  As many gains
 * as quiet_step would make, on the same turns. */
NH_TARGET_CLONES
static void quiet_jump_clones(int32_t *restrict s, int32_t *restrict timer,
                              const int32_t *restrict rs, int32_t a, int32_t b)
{
    int32_t n = b - a;
    for (int l = 0; l < NH_LANES; l++) {
        int32_t tm = timer[l];
        timer[l] = tm > n ? tm - n : 0;
        int32_t r = rs[l] > 0 ? rs[l] : 0; /* R <= 0: no tier, no gain */
        uint32_t t;
        s[l] = regen_jump(s[l], r, SAN_MAX, (uint32_t)a, (uint32_t)b, &t);
    }
}

void sanity_quiet_jump(int32_t *restrict s, int32_t *restrict timer, const int32_t *restrict rs,
                       int32_t a, int32_t b)
{
    quiet_jump_clones(s, timer, rs, a, b);
}

/* Before quiet_jump over a+1..b, when every turn of it counts for recovery: a lane not yet
 * recovered records the turn its S reaches the target (regeneration capped at the target). */
NH_TARGET_CLONES
static void recover_jump_clones(int32_t *restrict rec, const int32_t *restrict s,
                                const int32_t *restrict rs, int32_t a, int32_t b, int32_t never,
                                int32_t target)
{
    for (int l = 0; l < NH_LANES; l++) {
        int32_t v = s[l], r = rs[l] > 0 ? rs[l] : 0;
        uint32_t t;
        int32_t reached = regen_jump(v, r, target, (uint32_t)a, (uint32_t)b, &t) >= target;
        int32_t when = v >= target ? a + 1 : (int32_t)t;
        int32_t hit = (rec[l] == never) & reached;
        rec[l] = hit ? when : rec[l];
    }
}

void sanity_recover_jump(int32_t *restrict rec, const int32_t *restrict s,
                         const int32_t *restrict rs, int32_t a, int32_t b, int32_t never,
                         int32_t target)
{
    recover_jump_clones(rec, s, rs, a, b, never, target);
}

/* Whether some lane would exceed its limit: S after the quiet turns a+1..b above lim.  A
 * sighting (SE_SEE) draws nothing for a lane whose species was seen (a stress sigma) while S is
 * at most 100 - sigma: each further sighting is passed over without a save (see() in
 * sanity_trial.c). */
NH_TARGET_CLONES
static int32_t any_above_clones(const int32_t *restrict s, const int32_t *restrict rs,
                                const int32_t *restrict lim, int32_t a, int32_t b)
{
    int32_t above = 0;
    for (int l = 0; l < NH_LANES; l++) {
        uint32_t t;
        int32_t r = rs[l] > 0 ? rs[l] : 0;
        above |= regen_jump(s[l], r, SAN_MAX, (uint32_t)a, (uint32_t)b, &t) > lim[l];
    }
    return above;
}

int32_t sanity_any_above(const int32_t *restrict s, const int32_t *restrict rs,
                         const int32_t *restrict lim, int32_t a, int32_t b)
{
    return any_above_clones(s, rs, lim, a, b);
}

NH_TARGET_CLONES
static void map_lanes_clones(int32_t *restrict s, const int32_t *restrict s_map)
{
    for (int l = 0; l < NH_LANES; l++)
        s[l] = s_map[s[l]];
}

void sanity_map_lanes(int32_t *restrict s, const int32_t *restrict s_map)
{
    map_lanes_clones(s, s_map);
}

NH_TARGET_CLONES
static void add_started_clones(int32_t *restrict onsets, uint8_t *restrict mad,
                               const int32_t *restrict started)
{
    for (int l = 0; l < NH_LANES; l++) {
        onsets[l] += started[l];
        mad[l] |= (uint8_t)started[l];
    }
}

void sanity_add_started(int32_t *restrict onsets, uint8_t *restrict mad,
                        const int32_t *restrict started)
{
    add_started_clones(onsets, mad, started);
}
