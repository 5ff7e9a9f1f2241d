/* sanity_rules: the rules of dNetHack sanity as small pure functions
 * (docs/rules.md, dNetHack sanity), as dNetHack's source has them (dNAO
 * fb3ca466).
 */
#include <math.h>
#include <stddef.h>

#include "nhmc/dice.h"
#include "kinds/sanity/sanity_impl.h"

/* ---- R: the terms of the "modified Wisdom" (docs/rules.md, Sanity regeneration) ---- */

int sanity_spirit_dsize(int xl, bool soul_lens)
{
    /* docs/rules.md, Sanity regeneration: 1 up to XL 2, 2 up to 5, then one more every 4 levels (9,
     * 13,
     * ... 29), 9 at 30. */
    int d = xl <= 2 ? 1 : xl <= 5 ? 2 : 3 + (xl - 6) / 4;
    return soul_lens ? 2 * d : d;
}

int sanity_term_role(const struct sanity_hero *h)
{
    if (h->role == SR_BINDER)
        return sanity_spirit_dsize(h->xl, h->soul_lens);
    return sanity_role_terms(h->role)->term;
}

int sanity_term_race(const struct sanity_hero *h)
{
    return sanity_race_terms(h->race)->term;
}

int sanity_term_veil(bool veil, int insight)
{
    if (veil)
        return 10;
    int lg = 0; /* floor(log2 N), 0 for N <= 1 (docs/rules.md, dNetHack sanity) */
    for (int n = insight; n >= 2; n >>= 1)
        lg++;
    return -lg;
}

int sanity_term_sea(const struct sanity_hero *h, bool veil, int insight)
{
    /* docs/rules.md, Sanity regeneration: the thought glyph counts only with the veil pierced and N
     * >= 30. */
    return h->sea && !veil && insight >= 30 ? 30 : 0;
}

int sanity_term_vilya(const struct sanity_hero *h)
{
    return h->vilya ? (h->intel - 11) / 2 : 0; /* C division: -4..+7 */
}

/* devel-3.23.1 src/allmain.c, san_threshhold(): the Undead Hunter's two terms (docs/rules.md,
 * Sanity regeneration); the role is devel's alone. */
int sanity_term_hunter(const struct sanity_hero *h, bool veil, int insight)
{
    if (h->role != SR_UNDEAD_HUNTER)
        return 0;
    return (veil ? 5 : 0) - (insight >= 50 || h->moon_close ? 10 : 0);
}

int sanity_threshold(const struct sanity_hero *h, bool veil, int insight)
{
    return h->wis + sanity_term_role(h) + sanity_term_hunter(h, veil, insight) +
           sanity_term_race(h) + (h->orthos ? -5 : 0) + sanity_term_veil(veil, insight) +
           sanity_term_sea(h, veil, insight) + sanity_term_vilya(h) +
           sanity_place_row(h->place)->term - h->itchy;
}

/* ---- regeneration (docs/rules.md, Sanity regeneration; Known values) ---- */

int sanity_regen_gain(int s, int r, long t)
{
    if (r <= 0)
        return 0;
    if (s < r)
        return t % 10 == 0;
    if (s < 2 * r)
        return t % 32 == 0;
    if (s < 3 * r)
        return t % 100 == 0;
    return 0;
}

long sanity_recovery_turn(int s, int r, long t0, int target)
{
    static const int period[3] = {10, 32, 100};
    long t = t0;
    if (s >= target)
        return t;
    if (r <= 0)
        return -1;
    int top = 3 * r < SAN_MAX ? 3 * r : SAN_MAX;
    for (int k = 1; k <= 3; k++) {
        int h = k * r < top ? k * r : top;
        if (h > target)
            h = target;
        if (s < h && s >= (k - 1) * r) {
            t = period[k - 1] * (t / period[k - 1] + (h - s));
            s = h;
        }
        if (s >= target)
            return t;
    }
    return -1;
}

/* ---- S*, I*, the save (docs/rules.md, Sanity state; Sanity loss from monsters) ---- */

int sanity_star(int s, bool ct, bool nm)
{
    int i = SAN_MAX - s;
    return ct && nm ? s + 4 * i / 5 : ct ? s + 9 * i / 10 : s;
}

int insanity_star(int s, bool ct, bool nm)
{
    int i = SAN_MAX - s;
    return ct && nm ? i / 5 : ct ? i / 10 : i;
}

bool sanity_save(nh_pcg32 *rng, int wis, int narya, bool nodensfork)
{
    if (nodensfork)
        return true;
    return nh_rnd(rng, 30) < wis + narya;
}

double sanity_save_prob(int wis, int narya, bool nodensfork)
{
    if (nodensfork)
        return 1.0;
    int k = wis + narya - 1; /* values 1..30 below W + narya */
    return (k < 0 ? 0 : k > 30 ? 30 : k) / 30.0;
}

/* ---- change_usanity (docs/rules.md, Sanity changes and temporary madness) ---- */

int sanity_clamp(int s, bool mad)
{
    if (!mad && s < SAN_FLOOR)
        s = SAN_FLOOR;
    else if (s < 0)
        s = 0;
    return s > SAN_MAX ? SAN_MAX : s;
}

int sanity_madness_k(int s0, bool ct, bool nm)
{
    return insanity_star(s0, ct, nm) / 10 + 1;
}

/* dNH's rn2(x <= 0) is rn2(1) (docs/rules.md, Versions and notation). */
static int dnh_rn2(nh_pcg32 *rng, int x)
{
    return nh_rn2(rng, x < 1 ? 1 : x);
}

int sanity_change(nh_pcg32 *rng, const struct sanity_mind *m, int *s, int *timer, int delta,
                  bool check)
{
    int s0 = *s;
    *s = sanity_clamp(s0 + delta, m->mad);
    if (!check || delta >= 0)
        return 0;
    int loss = -delta;
    int a = dnh_rn2(rng, m->wis); /* always drawn */
    if (!(loss > a || loss >= s0 / 10))
        return 0;
    int b = nh_rn2(rng, 100);
    if (b < sanity_star(s0, m->ct, m->nm))
        return 0;
    /* The "already panicking, ..." tests read false under blockable CT. */
    bool blockable_ct = m->ct && !m->nm;
    if (*timer > 0 && !blockable_ct)
        return 0;
    (void)nh_rn2(rng, 5); /* the kind: all five alike for sanity */
    int k = sanity_madness_k(s0, m->ct, m->nm);
    int d = 1 + nh_rnd(rng, k);
    d += nh_rnd(rng, k);
    /* Set, not added.  Under blockable CT two kinds can run at once; one
     * timer is kept (it gates nothing then). */
    *timer = d;
    return 1;
}

double sanity_madness_prob(int loss, int wis, int s0, bool ct, bool nm)
{
    if (loss <= 0)
        return 0.0;
    double pa = loss >= s0 / 10 ? 1.0 : (double)(loss < wis ? loss : wis) / wis;
    double pb = (SAN_MAX - sanity_star(s0, ct, nm)) / 100.0;
    pb = pb < 0 ? 0 : pb > 1 ? 1 : pb;
    return pa * pb;
}

/* ---- losses (docs/rules.md, Sanity loss from monsters) ---- */

static int first_loss_a(int d, int xl)
{
    int a = (d - xl) / 4; /* C division */
    return a > 0 ? a : 0;
}

struct sanity_loss_dice sanity_first_loss_dice(int species, int xl)
{
    if (species == sanity_species_cthulhu())
        return (struct sanity_loss_dice){.save_add = 0, .save_die = 10, .fail_die = 100};
    int d = sanity_species_at(species)->d, a = first_loss_a(d, xl);
    return (struct sanity_loss_dice){.save_add = a, .save_die = a > 1 ? a : 1, .fail_die = d};
}

int sanity_first_loss(nh_pcg32 *rng, int species, int xl, int wis, int narya, bool nodensfork)
{
    bool save =
        sanity_save(rng, wis, narya,
                    nodensfork); /* the save first (docs/rules.md, Sanity loss from monsters) */
    struct sanity_loss_dice k = sanity_first_loss_dice(species, xl);
    return save ? k.save_add + nh_rnd(rng, k.save_die) : nh_rnd(rng, k.fail_die);
}

void sanity_first_loss_pmf(int species, int xl, double ps, double p[SAN_MAX + 1])
{
    for (int v = 0; v <= SAN_MAX; v++)
        p[v] = 0.0;
    bool cth = species == sanity_species_cthulhu();
    int d = sanity_species_at(species)->d;
    int fail_n = cth ? 100 : d;
    for (int v = 1; v <= fail_n; v++)
        p[v] += (1.0 - ps) / fail_n;
    if (cth) {
        for (int v = 1; v <= 10; v++)
            p[v] += ps / 10;
        return;
    }
    int a = first_loss_a(d, xl), n = a > 1 ? a : 1;
    for (int v = a + 1; v <= a + n; v++)
        p[v] += ps / n;
}

double sanity_first_loss_mean(int d, int xl, int wis, bool cthulhu)
{
    double ps = sanity_save_prob(wis, 0, false);
    if (cthulhu)
        return ps * 5.5 + (1 - ps) * 50.5;
    int a = first_loss_a(d, xl), n = a > 1 ? a : 1;
    return ps * (a + (n + 1) / 2.0) + (1 - ps) * (d + 1) / 2.0;
}

int sanity_minor_die(int d)
{
    return d <= 0 ? 0 : d <= 3 ? d : d <= 6 ? 4 : d <= 10 ? 6 : d <= 20 ? 8 : d <= 30 ? 10 : 12;
}

int sanity_minor_loss(nh_pcg32 *rng, int d, int wis, int narya, bool nodensfork)
{
    int z = sanity_minor_die(d);
    if (z == 0)
        return 0;
    int x = nh_rnd(rng,
                   z); /* the die first, then the save (docs/rules.md, Sanity loss from monsters) */
    return sanity_save(rng, wis, narya, nodensfork) ? x / 3 : x;
}

void sanity_minor_loss_pmf(int d, double ps, double p[13])
{
    for (int v = 0; v < 13; v++)
        p[v] = 0.0;
    int z = sanity_minor_die(d);
    if (z == 0) {
        p[0] = 1.0;
        return;
    }
    for (int x = 1; x <= z; x++) {
        p[x / 3] += ps / z;
        p[x] += (1 - ps) / z;
    }
}

double sanity_roll_madness_prob(int s_star)
{
    if (s_star >= 99)
        return 0.0;
    if (s_star < 0)
        s_star = 0;
    /* P(floor(100 U1 U2) > S*) = P(U1 U2 >= tau) for the product of two
     * uniforms (docs/rules.md, Madness rolls). */
    double tau = (s_star + 1) / 100.0;
    return 1.0 - tau + tau * log(tau);
}

/* ---- restoration (docs/rules.md, Sanity restoration) ---- */

int sanity_sleeping(int s, int bcsign, bool mad)
{
    /* dNetHack src/potion.c, peffects(): +15 / +5 / -5 (docs/rules.md, Sanity
     * restoration); a cursed potion lowers sanity. */
    return sanity_clamp(s + 5 + 10 * bcsign, mad);
}

int sanity_restore_ability(int s, int bcsign, bool mad)
{
    return sanity_clamp(s + (bcsign > 0 ? 20 : bcsign == 0 ? 5 : 0), mad);
}

int sanity_effigy(int s)
{
    return s < SAN_MAX ? s + (SAN_MAX - s) / 2 : s;
}

int sanity_pray_fix(int s, int wis, bool altar, bool all, bool mad)
{
    /* dNetHack src/pray.c: in_trouble() names TROUBLE_LOW_SAN while S < 50, or S < 100 on an
     * altar; fix_worst_trouble() gives change_usanity(Wis); pleased() repeats it only for "fix
     * all" (docs/rules.md, Sanity restoration). */
    do {
        if (!(s < SAN_FLOOR || (altar && s < SAN_MAX)))
            break;
        s = sanity_clamp(s + wis, mad);
    } while (all);
    return s;
}

int sanity_kill_insight(int d)
{
    int k = d / 10; /* dNetHack src/mon.c, u_insight_gain() */
    if (k > 1)
        k--;
    return k > 1 ? k : 1;
}

int sanity_kill_gain(int d)
{
    return d / 10 > 1 ? d / 10 : 1; /* src/mon.c, u_sanity_gain(): max(1, D/10) */
}

int sanity_nurse(int s, int courses)
{
    int v = s + 15 * courses;
    return v > SAN_MAX ? SAN_MAX : v;
}

int sanity_booze(int s, int *drunk, int xl, bool mad)
{
    if (*drunk < 3 * xl) {
        (*drunk)++;
        return sanity_clamp(s + 5, mad);
    }
    return s < 50 ? s + (50 - s < 5 ? 50 - s : 5) : s;
}
