/* prayer_trial: one prayer from start to the next safe turn (prayer.h).
 *
 * The rules run once, in prayer_play(), against a source of draws: the game's
 * draws in the game's order (the reference, prayer_trial) or fixed words of
 * a per-trial layout (prayer_resolve, which the kernel mirrors).  Each draw
 * names its slot in the layout; the reference ignores it.
 */
#include <stdlib.h>
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/prayer/prayer_impl.h"
#include "kinds/rnz/rnz.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"

/* ---- draw sources ---- */

struct draws {
    const struct prayer_case *c;
    nh_pcg32 *rng;                 /* the reference */
    const struct prayer_words *lw; /* or the words */
    const uint32_t *w;
};

static int draw_rn2(struct draws *d, int slot, int x)
{
    if (d->rng)
        return nh_rn2(d->rng, x);
    return (int)nh_bounded(d->w[slot], (uint32_t)x);
}

/* rnz(i) from words u, v, w in a variant whose rne goes on with chance
 * p = num / (4 + add) other than 1/4 (UnNetHack's rnf(2, 6)): rn2(1000)
 * from u, rne's k from v against floor(2^32 p^j) as src/kinds/rnz/rnz_kernel.c
 * compares (each outcome off by less than 2^-32, as nh_bounded's draws
 * are), rn2(2) the top bit of w. */
static int rnz_from_words_rule(const struct prayer_case *c, int i, uint32_t u, uint32_t v,
                               uint32_t w)
{
    const struct nh_rne_rule *r = nh_rne_rule(c->variant);
    int cap = nh_rne_cap(c->variant, c->xl), k = 1;
    uint64_t num = UINT64_C(1) << 32, den = 1;
    for (int j = 1; j < cap; j++) {
        num *= (uint64_t)r->num;
        den *= (uint64_t)(4 + r->add);
        k += v < (uint32_t)(num / den);
    }
    int32_t t = (1000 + (int32_t)nh_bounded(u, 1000)) * k;
    return rnz_scale(i, t, (int32_t)(w >> 31));
}

/* The word of rn2(2) of the rnz at `slot`, when the variant's rne needs one
 * (prayer_words' rnz_branch: rnz(350), rnz(1000), rnz(250), rnz(300)). */
static int rnz_branch_slot(const struct prayer_words *lw, int slot)
{
    return lw->rnz_branch + (slot == lw->rnz       ? 0
                             : slot == lw->rnz + 2 ? 1
                             : slot == lw->anger   ? 2
                                                   : 3);
}

/* rnz(i) at the case's XL: two words, as src/kinds/rnz/rnz_kernel.c reads them. */
static int draw_rnz(struct draws *d, int slot, int i)
{
    if (d->rng)
        return nh_rnz(d->rng, i, d->c->xl, d->c->variant);
    if (d->lw->rnz_branch >= 0)
        return rnz_from_words_rule(d->c, i, d->w[slot], d->w[slot + 1],
                                   d->w[rnz_branch_slot(d->lw, slot)]);
    /* the words' rne goes on with chance 1/4 (vanilla's, xNetHack's and
     * EvilHack's !rn2(4)) */
    return rnz_from_words(i, nh_rne_cap(d->c->variant, d->c->xl), d->w[slot], d->w[slot + 1]);
}

/* rnl(2): the base draw from the first word, the adjustment's chance from
 * the second (docs/rules.md, rnl). */
static int draw_rnl2(struct draws *d, int slot, int luck)
{
    enum nh_variant v = prayer_rnl_rules_of(d->c->variant);
    if (d->rng)
        return nh_rnl(d->rng, 2, luck, v);
    int a = nh_rnl_adjustment(2, luck, v);
    int i = (int)nh_bounded(d->w[slot], 2);
    bool apply;
    if (v == NH_V343)
        apply = luck != 0 && nh_bounded(d->w[slot + 1], (uint32_t)(50 - luck)) != 0;
    else
        apply = a != 0 && nh_bounded(d->w[slot + 1], (uint32_t)(37 + abs(a))) != 0;
    if (apply) {
        i -= a;
        i = i < 0 ? 0 : i > 1 ? 1 : i;
    }
    return i;
}

/* Level gain g (made at XL g) of a rolled max HP: the role and race dice
 * from one word, split as src/kinds/levelup/levelup_kernel.c splits it. */
static int draw_gain(struct draws *d, int g, int hpmax)
{
    const struct prayer_case *c = d->c;
    if (d->rng)
        return nh_newhp(c->variant, c->role, c->race, g, c->con, hpmax, d->rng);
    struct nh_gain_dice dice = nh_gain_dice_at(c->role, c->race, g);
    uint32_t u = d->w[d->lw->gain + g - 1];
    uint32_t R = dice.role_sides ? (uint32_t)dice.role_sides : 1;
    uint32_t A = dice.race_sides ? (uint32_t)dice.race_sides : 1;
    uint32_t r = nh_bounded(u, R), idx = nh_bounded(u, R * A), a = idx - A * r;
    int gain = dice.fix + (dice.role_sides > 0) + (dice.race_sides > 0) + (int)r + (int)a +
               nh_conplus(c->con);
    return gain < 1 ? 1 : gain; /* gains here are below XL 30: no throttle */
}

/* ---- the rules of one prayer ---- */

struct hero {
    int hp, hpmax, mh, mhmax;
    int luck, record, anger, timeout;
    int luck_turn; /* dNetHack's u.luckturn */
    bool crowned;
    bool levels_lost; /* XL < its highest: the golden glow restores a level */
};

/* The hero in a prayer_state, with no polymorphed form (mh and mhmax 0). */
static struct hero hero_of(const struct prayer_state *s, bool levels_lost)
{
    struct hero h = {0};
    h.hp = s->hp;
    h.hpmax = s->hpmax;
    h.luck = s->luck;
    h.record = s->record;
    h.anger = s->anger;
    h.timeout = s->timeout;
    h.crowned = s->crowned;
    h.levels_lost = levels_lost;
    return h;
}

/* An outcome before the prayer: nothing happened yet, no wrath roll. */
static void outcome_clear(struct prayer_outcome *o)
{
    memset(o, 0, sizeof *o);
    o->wrath = -1;
}

static bool hero_in_trouble(const struct prayer_case *c, const struct hero *h)
{
    return prayer_in_trouble(c->variant, c->xl, h->hp, h->hpmax, c->polyd, h->mh, h->mhmax,
                             c->unchanging);
}

/* fix_worst_trouble(TROUBLE_HIT) (docs/rules.md, Fixing low HP): the form's rnd(5) first, then
 * HPmax's when it is below 5*XL + 11. */
/* Returns the rnd(5) added to max HP (0: none), for callers that keep max
 * HP in parts (growth's dNetHack hero). */
static int fix_hp(struct draws *d, const struct prayer_words *lw, struct hero *h)
{
    const struct prayer_case *c = d->c;
    int roll = 0;
    if (c->polyd) {
        h->mhmax += 1 + draw_rn2(d, lw->fix, 5);
        if (h->mhmax <= 5)
            h->mhmax = 6;
        h->mh = h->mhmax;
    }
    if (c->variant == NH_VDNH) {
        /* dNetHack: rnd(5) into the modifier, then the stored rolls raised
         * to 6 when max HP is below 6 (docs/rules.md, dNetHack prayer) */
        roll = prayer_fix_raises_max(h->hpmax, c->xl) ? 1 + draw_rn2(d, lw->fix + 1, 5) : 0;
        h->hpmax = prayer_dnh_fix_maxhp(c, h->hpmax, roll);
        h->hp = h->hpmax;
        return roll;
    }
    if (prayer_fix_raises_max(h->hpmax, c->xl)) {
        roll = 1 + draw_rn2(d, lw->fix + 1, 5);
        h->hpmax += roll;
    }
    if (h->hpmax <= 5)
        h->hpmax = 6;
    h->hp = h->hpmax;
    return roll;
}

/* A dNetHack fix after the first (pleased()'s loops): max HP is at most 5,
 * below 5 XL + 11, and the rolls are 6 already, so rnd(5) adds as it is. */
static void fix_again(struct draws *d, int slot, struct hero *h, struct prayer_outcome *o)
{
    int roll = 1 + draw_rn2(d, slot, 5);
    h->hpmax = prayer_dnh_fix_maxhp(d->c, h->hpmax, roll);
    h->hp = h->hpmax;
    o->fix_again[o->fixes_again++] = roll;
}

/* pleased() for the hero's own god (docs/rules.md, Prayer outcome), T3 the turn it runs on. */
static void pleased(struct draws *d, const struct prayer_words *lw, struct hero *h, bool trouble0,
                    int t3, struct prayer_outcome *o)
{
    const struct prayer_case *c = d->c;
    bool trouble = hero_in_trouble(c, h);
    bool pat = false;
    h->record = prayer_record_after_pleased(h->record, trouble, prayer_case_align_limit(c, t3));
    if (!trouble && h->record >= PRAYER_DEVOUT) {
        pat = !trouble0;
    } else {
        int action =
            1 + draw_rn2(d, lw->action,
                         prayer_action_range(prayer_rules_of(c->variant), h->luck, c->altar));
        /* dNetHack: the lawful god's angel, rn2(3) != 0 (docs/rules.md, dNetHack prayer) */
        if (prayer_dnh_angel_possible(c, h->hp, h->hpmax) && draw_rn2(d, lw->angel, 3) != 0)
            o->angel = true;
        bool rnl_zero = false;
        if (h->record < PRAYER_STRIDENT && h->record <= 0)
            rnl_zero = draw_rnl2(d, lw->rnl, h->luck) == 0;
        action = prayer_action_final(action, c->altar, h->record, rnl_zero);
        /* Only HP trouble exists and one fix ends it, so every action from
         * 1 up fixes it once (docs/rules.md, Prayer outcome). */
        if (action >= 1 && trouble) {
            o->fix_roll = fix_hp(d, lw, h);
            o->fixed = true;
            /* dNetHack: "fix all" (action 2 and up) fixes again while max HP,
             * and so HP, is 5 or less (docs/rules.md, dNetHack prayer) */
            for (int k = 0; action >= 2 && c->variant == NH_VDNH && k < PRAYER_DNH_FIXES_MAX - 1 &&
                            hero_in_trouble(c, h);
                 k++)
                fix_again(d, lw->fix_more + k, h, o);
        }
        pat = action >= 5;
    }
    /* EvilHack: an abused Caveman's god pays no attention 1 time in 10 */
    if (pat && prayer_cave_abused(c) && draw_rn2(d, lw->cave, 10) == 0)
        pat = false;
    if (pat) {
        int b = draw_rn2(d, lw->boon, prayer_boon_range(h->luck));
        if (prayer_boon_is_glow(b, c->tune_known)) {
            /* +5 max HP, or a lost level back (docs/rules.md, Golden glow): the caller gains
             * that level (o->restore_level). */
            if (h->levels_lost) {
                o->restore_level = true;
            } else {
                h->hpmax += prayer_glow_gain(c, o->maxhp);
                if (c->polyd) {
                    h->mhmax += 5;
                    h->mh = h->mhmax;
                }
            }
            h->hp = h->hpmax;
            if (h->luck < 0)
                h->luck = 0;
            o->glow = true;
        } else if (prayer_boon_crowns(b, h->record, h->crowned)) {
            h->crowned = true;
        }
    }
    int kick = prayer_kick(c->demigod, h->crowned);
    h->timeout = draw_rnz(d, lw->rnz, 350);
    if (kick)
        h->timeout += kick * draw_rnz(d, lw->rnz + 2, 1000);
    h->timeout += prayer_late_term(c->variant, t3);
}

/* angrygods(own god) (docs/rules.md, Angry god): the roll, then the new timeout. */
static void angrygods(struct draws *d, const struct prayer_words *lw, struct hero *h,
                      struct prayer_outcome *o)
{
    o->wrath = draw_rn2(d, lw->anger + 2, prayer_maxanger(h->anger, h->luck, h->record));
    int r = draw_rnz(d, lw->anger + 3, 300);
    if (prayer_rules_of(d->c->variant) == NH_V50)     /* and xNetHack's angrygods() */
        h->timeout = h->timeout > r ? h->timeout : r; /* docs/rules.md, Angry god */
    else
        h->timeout = r;
}

/* prayer_done() for p_type -1 (dNetHack src/pray.c): rnd(20) damage, no
 * fix; on the own god's altar Luck -3 and gods_upset() (anger + 1,
 * angrygods()).  A vampire's turning is never undone by rehumanize(). */
static void turned(struct draws *d, const struct prayer_words *lw, struct hero *h,
                   struct prayer_outcome *o)
{
    int damage = 1 + draw_rn2(d, lw->turn_damage, 20);
    h->hp -= damage;
    if (h->hp < 1) {
        o->turn_killed = true;
        return;
    }
    /* EvilHack's and UnNetHack's prayer_done() stop after the damage */
    if (d->c->variant == NH_VDNH && d->c->altar != PRAYER_OFF_ALTAR) {
        h->luck = prayer_change_luck(h->luck, -3);
        h->anger++;
        angrygods(d, lw, h, o);
    }
}

/* A rolled max HP by the variant's hero dice (heroes.h): the game's draws,
 * or in the words' form a generator seeded from the two words at `gain`. */
static int start_maxhp_dice(struct draws *d)
{
    const struct prayer_case *c = d->c;
    nh_pcg32 sub, *rng = d->rng;
    if (!rng) {
        pcg32_seed(&sub, (uint64_t)d->w[d->lw->gain] << 32 | d->w[d->lw->gain + 1], 0x5eed);
        rng = &sub;
    }
    unsigned history = c->abused ? NH_HERO_ABUSED : 0;
    int hpmax = nh_hero_start_roll(c->variant, c->role, c->race, rng);
    for (int g = 1; g < c->xl; g++)
        hpmax += nh_hero_newhp(c->variant, c->role, c->race, g, c->con, hpmax, history, rng);
    return hpmax;
}

static int start_maxhp(struct draws *d)
{
    const struct prayer_case *c = d->c;
    if (c->maxhp != PRAYER_MAXHP_ROLLED)
        return c->maxhp;
    if (nh_hero_dice_variant(c->variant))
        return start_maxhp_dice(d);
    int hpmax = nh_start_hp(c->role, c->race);
    for (int g = 1; g < c->xl; g++)
        hpmax += draw_gain(d, g, hpmax);
    return hpmax;
}

/* The prayer itself, from the hero's state when it starts (h->timeout is
 * u.ublesscnt on turn T): can_pray, three turns, prayer_done (docs/rules.md, Prayer timeline). */
static void prayer_act(struct draws *d, const struct prayer_words *lw, struct hero *h,
                       struct prayer_outcome *o)
{
    const struct prayer_case *c = d->c;
    bool trouble0 = hero_in_trouble(c, h);
    o->type = prayer_type_in(c->variant, trouble0, h->timeout, h->luck, h->anger,
                             prayer_alignment(c->altar, h->record), c->altar);
    /* dNetHack: can_pray() turns an undead hero (docs/rules.md, dNetHack prayer) */
    o->turned = prayer_dnh_turn_certain(c) ||
                (prayer_dnh_turn_rolled(c) && draw_rn2(d, lw->turn_roll, 10) == 0);
    /* EvilHack: Moloch does not hear an Infidel off an altar 4 times in 5
     * (src/pray.c, can_pray(): p_type -2; prayer_done() does nothing) */
    o->unheard = prayer_unheard_possible(c) && draw_rn2(d, lw->unheard, 5) != 0;
    for (int k = 1; k <= 3; k++) {
        if (h->timeout > 0)
            h->timeout--;
        if (prayer_luck_on_timer(c->variant))
            h->luck = prayer_dnh_luck_timeout(h->luck, c->base_luck, c->turn + k, h->anger > 0,
                                              &h->luck_turn);
        else
            h->luck = prayer_luck_timeout(h->luck, c->base_luck, c->turn + k, h->anger > 0);
    }
    int t3 = c->turn + 3;
    int hpmax0 = h->hpmax;
    if (o->unheard) {
        o->timeout = h->timeout;
        o->safe_wait =
            prayer_dnh_safe_wait(c, h->timeout, h->luck, h->luck_turn, h->anger, h->record, t3);
        return;
    }
    if (o->turned) {
        turned(d, lw, h, o);
        o->timeout = h->timeout;
        o->safe_wait = o->turn_killed ? PRAYER_NEVER
                                      : prayer_dnh_safe_wait(c, h->timeout, h->luck, h->luck_turn,
                                                             h->anger, h->record, t3);
        return;
    }
    switch (c->alignment == PRAYER_VOID && c->variant == NH_VDNH && o->type < PRAYER_CROSS
                ? -1
                : (int)o->type) {
    case -1:
        /* dNetHack's Void: too soon costs nothing and angrygods() returns at
         * once (src/pray.c, prayer_done(), angrygods()) */
        break;
    case PRAYER_TOO_SOON:
        h->timeout += draw_rnz(d, lw->anger, 250);
        h->luck = prayer_change_luck(h->luck, -3);
        h->anger++; /* gods_upset(own god) */
        angrygods(d, lw, h, o);
        break;
    case PRAYER_NAUGHTY:
        angrygods(d, lw, h, o);
        break;
    case PRAYER_CROSS:
        /* pleased() on another god's altar: adjalign(-1), nothing else */
        h->record = prayer_adjalign(h->record, -1, prayer_case_align_limit(c, t3));
        break;
    case PRAYER_GOOD:
        pleased(d, lw, h, trouble0, t3, o);
        break;
    }
    o->gain = h->hpmax - hpmax0;
    o->timeout = h->timeout;
    o->safe_wait =
        prayer_luck_on_timer(c->variant)
            ? prayer_dnh_safe_wait(c, h->timeout, h->luck, h->luck_turn, h->anger, h->record, t3)
            : prayer_safe_wait(c, h->timeout, h->luck, h->anger, h->record, t3);
}

static void prayer_play(struct draws *d, const struct prayer_words *lw, struct prayer_outcome *o)
{
    const struct prayer_case *c = d->c;
    outcome_clear(o);
    /* Game order: the hero's max HP and wishes come before the prayer. */
    struct prayer_state s = {.hp = c->hp,
                             .hpmax = start_maxhp(d),
                             .luck = c->luck,
                             .record = c->record,
                             .anger = c->anger,
                             .crowned = c->crowned};
    struct hero h = hero_of(&s, false);
    h.luck_turn = c->luck_turn;
    h.mh = c->mh;
    h.mhmax = c->mhmax;
    int wish_total = 0;
    for (int k = 0; k < c->wishes; k++)
        wish_total += 50 + draw_rn2(d, lw->wish + k, 100);
    o->maxhp = h.hpmax;
    h.timeout = prayer_timeout_at(c->turn, wish_total);
    prayer_act(d, lw, &h, o);
}

void prayer_trial_state(const struct prayer_case *c, struct prayer_state *s, bool levels_lost,
                        nh_pcg32 *rng, struct prayer_outcome *o)
{
    struct prayer_words lw;
    prayer_words_layout(c, &lw);
    struct draws d = {c, rng, NULL, NULL};
    outcome_clear(o);
    struct hero h = hero_of(s, levels_lost);
    h.luck_turn = c->luck_turn;
    o->maxhp = h.hpmax;
    prayer_act(&d, &lw, &h, o);
    s->hp = h.hp;
    s->hpmax = h.hpmax;
    s->luck = h.luck;
    s->record = h.record;
    s->anger = h.anger;
    s->timeout = h.timeout;
    s->crowned = h.crowned;
    s->luck_turn = h.luck_turn;
}

void prayer_trial(const struct prayer_case *c, nh_pcg32 *rng, struct prayer_outcome *o)
{
    struct prayer_words lw;
    prayer_words_layout(c, &lw);
    struct draws d = {c, rng, NULL, NULL};
    prayer_play(&d, &lw, o);
}

void prayer_words_layout(const struct prayer_case *c, struct prayer_words *w)
{
    int n = 0;
    w->wish = n;
    n += c->wishes;
    w->gain = n;
    /* a rolled max HP: a word per gain, or by the variant's hero dice the
     * two words seeding their generator (start_maxhp_dice) */
    if (c->maxhp == PRAYER_MAXHP_ROLLED)
        n += nh_hero_dice_variant(c->variant) ? 2 : c->xl - 1;
    w->action = n++;
    w->rnl = n;
    n += 2;
    w->fix = n;
    n += 2;
    w->boon = n++;
    w->rnz = n;
    n += 4;
    w->anger = n;
    n += 5;
    /* dNetHack's words come last, and only when the case can read them, so
     * every other case keeps its stream */
    w->turn_roll = w->turn_damage = w->angel = -1;
    if (prayer_dnh_turn_rolled(c))
        w->turn_roll = n++;
    if (prayer_dnh_turn_rolled(c) || prayer_dnh_turn_certain(c))
        w->turn_damage = n++;
    if (c->variant == NH_VDNH && c->alignment == PRAYER_LAWFUL)
        w->angel = n++;
    w->fix_more = -1;
    if (prayer_dnh_fix_repeats(c)) {
        w->fix_more = n;
        n += PRAYER_DNH_FIXES_MAX - 1;
    }
    /* EvilHack's and UnNetHack's, likewise after the others */
    w->unheard = w->cave = w->rnz_branch = -1;
    if (prayer_unheard_possible(c))
        w->unheard = n++;
    if (prayer_cave_abused(c))
        w->cave = n++;
    const struct nh_rne_rule *rule = nh_rne_rule(c->variant);
    if (rule->num != 1 || rule->add != 0) {
        w->rnz_branch = n;
        n += 4;
    }
    w->n = n;
}

void prayer_resolve(const struct prayer_case *c, const struct prayer_words *w,
                    const uint32_t *words, struct prayer_outcome *o)
{
    struct draws d = {c, NULL, w, words};
    prayer_play(&d, w, o);
}

/* ---- tallies ---- */

int prayer_flags(const struct prayer_outcome *o)
{
    enum prayer_wrath wr = o->wrath >= 0 ? prayer_wrath_of(o->wrath) : PRAYER_WRATH_DISPLEASED;
    return (int)o->type | (o->fixed ? 4 : 0) | (o->glow ? 8 : 0) | (o->wrath >= 0 ? 16 : 0) |
           (o->wrath >= 0 && wr == PRAYER_WRATH_LEVEL ? 32 : 0) |
           (o->wrath >= 0 && wr == PRAYER_WRATH_ZAP ? 64 : 0) | (o->turned ? 128 : 0) |
           (o->turn_killed ? 256 : 0) | (o->angel ? 512 : 0) | (o->unheard ? 1024 : 0);
}

/* The largest timeout after the prayer: the timeout before it plus a
 * too-soon rnz(250), a new rnz(350) with its extras, or an rnz(300). */
int32_t prayer_timeout_max(const struct prayer_case *c)
{
    int32_t lo, hi250, hi300, hi350, hi1000;
    rnz_range(&(struct rnz_case){250, c->xl, c->variant}, &lo, &hi250);
    rnz_range(&(struct rnz_case){300, c->xl, c->variant}, &lo, &hi300);
    rnz_range(&(struct rnz_case){350, c->xl, c->variant}, &lo, &hi350);
    rnz_range(&(struct rnz_case){1000, c->xl, c->variant}, &lo, &hi1000);
    int32_t before = prayer_timeout_at(c->turn, 149 * c->wishes);
    int32_t good = hi350 + 2 * hi1000 + prayer_late_term(c->variant, c->turn + 3);
    int32_t m = before + hi250;
    m = m > hi300 ? m : hi300;
    return m > good ? m : good;
}

/* PRAYER_FLAGS_COUNT - 1, or with EvilHack's unheard prayer its bit too. */
int32_t prayer_flags_max(const struct prayer_case *c)
{
    return prayer_unheard_possible(c) ? 2 * PRAYER_FLAGS_COUNT - 1 : PRAYER_FLAGS_COUNT - 1;
}

/* 10 (the fix's 5 and the glow's 5); dNetHack's repeated fix reaches 5 +
 * 5 - 1 over the least max HP 1, and the glow's 5 comes on top. */
int32_t prayer_gain_max(const struct prayer_case *c)
{
    return prayer_dnh_fix_repeats(c) ? 14 : 10;
}

/* The longest finite wait: the timeout's, plus a Luck of -10 climbing back
 * one step per 600 turns. */
int32_t prayer_safe_wait_max(const struct prayer_case *c)
{
    return prayer_timeout_max(c) + 11 * 600;
}

int prayer_tally_init(struct nh_tally *t, const struct prayer_case *c)
{
    int32_t lo[PH_COUNT] = {0, 0, 0, PRAYER_NEVER, 0};
    int32_t hi[PH_COUNT] = {prayer_flags_max(c), prayer_gain_max(c), prayer_timeout_max(c),
                            prayer_safe_wait_max(c), 0};
    prayer_maxhp_range(c, &lo[PH_MAXHP], &hi[PH_MAXHP]);
    return tally_init(t, PH_COUNT, lo, hi);
}

void prayer_tally_add(struct nh_tally *t, const struct prayer_outcome *o)
{
    tally_add(t, PH_FLAGS, prayer_flags(o));
    tally_add(t, PH_GAIN, o->gain);
    tally_add(t, PH_TIMEOUT, o->timeout);
    tally_add(t, PH_SAFE, o->safe_wait);
    tally_add(t, PH_MAXHP, o->maxhp);
}

uint64_t prayer_case_key(const struct prayer_case *c)
{
    /* kind 4 = prayer; every field that changes the outcome, mixed in. */
    const int f[] = {c->variant, c->role,      c->race,      c->con,   c->xl,         c->maxhp,
                     c->hp,      c->polyd,     c->mh,        c->mhmax, c->unchanging, c->turn,
                     c->luck,    c->base_luck, c->record,    c->anger, c->wishes,     (int)c->altar,
                     c->demigod, c->crowned,   c->tune_known};
    uint64_t k = 4ull << 56;
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
        k = nh_mix64(k ^ (uint64_t)(uint32_t)f[i]);
    if (c->variant == NH_VDNH) { /* dNetHack's own fields; the others' keys stay */
        const int g[] = {c->alignment, c->holiness, c->luck_turn};
        for (size_t i = 0; i < sizeof g / sizeof g[0]; i++)
            k = nh_mix64(k ^ (uint64_t)(uint32_t)g[i]);
        if (c->sins) /* only then: the other cases keep their keys */
            k = nh_mix64(k ^ (uint64_t)(uint32_t)c->sins);
    }
    if (nh_hero_dice_variant(c->variant)) { /* xNetHack's, EvilHack's, UnNetHack's */
        const int g[] = {c->alignment, c->luck_turn, c->abused};
        for (size_t i = 0; i < sizeof g / sizeof g[0]; i++)
            k = nh_mix64(k ^ (uint64_t)(uint32_t)g[i]);
    }
    return k;
}
