/* grace_grid: parse the saving-grace inputs, expand the grid into cases
 * (see grace_grid.h).  Messages say what is wrong and what was expected;
 * the caller adds the file and line, or the option. */
#include "kinds/grace/grace_grid.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "nhmc/grid.h"
#include "nhmc/intmath.h"
#include "nhmc/params.h"

#define RULES_EXPECTED                                                                             \
    "none, 3.7-2023, 3.7-2025, 3.7-2026, xnethack, crecellehack, hackem, xnethack-9.0, "           \
    "xnethack-8.0 or all"

/* The field of the case a list key's value goes to. */
#define CASE(field) NH_GRID_TO(struct grace_case, field)
/* A list of whole numbers lo..hi read into the grid's field. */
#define INTS(field, lo_value, hi_value)                                                            \
    .lo = (lo_value), .hi = (hi_value), .grid = NH_GRID_INTS, NH_GRID_AT(struct grace_grid, field)

static const struct nh_grid_word hp_words[] = {{"full", GRACE_GRID_HP_FULL}, {NULL, 0}};

const struct nh_key grace_keys[GRK_COUNT] = {
    [GRK_VARIANT] =
        {NH_KEY_TEXT("variant", "3.6.7",
                     "a game version (3.4.3, 3.6.7, 5.0, fiqhack, dnethack, xnethack, evilhack, "
                     "unnethack)"),
         .flags = NH_KEY_RUN,
         .help = "xnethack (9.1: --rule xnethack, the default rule then, or none), or a version "
                 "without saving grace: 3.4.3, 3.6.7, 5.0, fiqhack, dnethack, evilhack (EvilHack "
                 "has none) or unnethack (only --rule none goes with it; the default rule then)"},
    [GRK_RULE] =
        {NH_KEY_TEXT("rule", "all", RULES_EXPECTED), NH_GRID_AT(struct grace_grid, rule),
         CASE(rule),
         .help = "none, 3.7-2023 (HP before the hit > 90%), 3.7-2025 and crecellehack (HP at the "
                 "start of the monster phase >= 90%, then lethal hits that phase leave 1 HP), "
                 "3.7-2026 (as 3.7-2025 for any damage), xnethack (xNetHack 9.1: > 90% of that HP, "
                 "then every hit that turn leaves 1 HP), hackem, xnethack-9.0 and xnethack-8.0 (as "
                 "3.7-2023); a list, or all (the default: none and the seven rules up to hackem)"},
    [GRK_HP] = {NH_KEY_TEXT("hp", "full",
                            "HP 1..10000 (numbers and ranges such as 10-12), or full"),
                INTS(hp, 1, GRACE_MAX_HP), .fallback = GRACE_GRID_HP_FULL, .words = hp_words,
                .help = "HP at the start, 1..10000, or full (the default)"},
    [GRK_MAXHP] = {NH_KEY_TEXT("maxhp", "20", "max HP 1..10000: numbers and ranges such as 11-23"),
                   .lo = 1, .hi = GRACE_MAX_HP,
                   .missing = "--maxhp is required (e.g. --maxhp 20, or 11-23)",
                   .grid = NH_GRID_INTS | NH_GRID_REQUIRED, NH_GRID_AT(struct grace_grid, maxhp),
                   CASE(maxhp), .help = "max HP 1..10000 (required)"},
    [GRK_DAMAGE] =
        {NH_KEY_TEXT("damage", "2d4",
                     "dice per hit such as 2d4, 1d12+2, d6 or a constant such as 25 (at most "
                     "100d1000+10000)"),
         .missing = "--damage is required (e.g. --damage 2d4, or 25)",
         .help =
             "damage per hit: dice such as 2d4, 1d12+2, d6, or a constant such as 25 (required)"},
    [GRK_HIT] =
        {NH_KEY_TEXT(
             "hit", "80%",
             "a hit chance such as 0.8, 80%, 87.5% or 18/20 (at most 1, denominator at most "
             "10000)"),
         .help = "the chance each attack hits: 0.8, 80%, 87.5% or 18/20 (default 1: every attack "
                 "hits)"},
    [GRK_HITS] = {NH_KEY_TEXT("hits", "2", "attack attempts per turn 1..64: numbers and ranges"),
                  INTS(hits, 1, GRACE_HITS_MAX), .fallback = 1, CASE(hits),
                  .help = "attacks per turn, 1..64 (default 1)"},
    [GRK_REGEN] =
        {NH_KEY_TEXT("regen", "1 at 20%",
                     "off, H (H HP every turn) or \"H at P%\" (H HP with chance P between turns)"),
         .help = "off (default), H (H HP every turn below max HP) or \"H at P%\" (H HP with chance "
                 "P%)"},
    [GRK_TURNS] = {NH_KEY_TEXT("turns", "10", "turns 1..10000: numbers and ranges such as 1-10"),
                   INTS(turns, 1, GRACE_TURNS_MAX), .fallback = 1, CASE(turns),
                   .help = "turns of the fight, 1..10000 (default 1)"},
    [GRK_PAIRED] =
        NH_GRID_PAIRED_KEY("hp,maxhp", " (e.g. --paired hp,maxhp --hp 10,11 --maxhp 11,12)"),
    [GRK_LIFE_SAVING] =
        {NH_KEY_TEXT("life_saving", "3.7",
                     "off (default), 3.4.3, 3.6.7, 3.7 (also 5.0), xnethack "
                     "or xnethack-cursed: an amulet of life saving, used up "
                     "once, restoring as that version's savelife()"),
         .help = "an amulet of life saving, used up at the first death (after grace), restoring as "
                 "F's savelife(): off (default), 3.4.3 (HP = max HP), 3.6.7 (max HP at least max(2 "
                 "XL, 10), HP = max HP), 3.7 (also 5.0: max HP at least max(XL, 10), HP = min(max "
                 "HP, 50 + 10*((Con-1)/2))), xnethack (the amulet costs 2 Con: 50 + "
                 "10*((Con-2)/2)) or xnethack-cursed (a cursed one: half of them fail)"},
    [GRK_XL] = {NH_KEY_TEXT("xl", "14",
                            "the hero's XL 1..30 (for life_saving 3.6.7, 3.7 and xnethack)"),
                .lo = 1, .hi = 30, .grid = NH_GRID_INT, NH_GRID_ONE(struct grace_grid, xl),
                .help = "the hero's XL 1..30, for --life-saving 3.6.7, 3.7 and xnethack"},
    [GRK_CON] = {NH_KEY_TEXT("con", "16",
                             "the hero's Con 3..25 (for life_saving 3.7 and xnethack)"),
                 .lo = 3, .hi = 25, .grid = NH_GRID_INT, NH_GRID_ONE(struct grace_grid, con),
                 .help = "the hero's Con 3..25, for --life-saving 3.7 and xnethack"},
    [GRK_POLYMORPH] =
        {NH_KEY_TEXT("polymorph", "30/40",
                     "off (default), or the polymorphed form's HP: H, or H/M "
                     "for H of max M (1..10000)"),
         .help =
             "the hero starts polymorphed, the form at H of M HP: hits take the form's HP (no "
             "grace), --regen heals it, and at 0 the hero returns to the natural form at its HP"},
    [GRK_UNCHANGING] = {NH_KEY_TEXT("unchanging", "on",
                                    "on or off: polymorphed with unchanging, the form's 0 HP "
                                    "is death"),
                        .flags = NH_KEY_FLAG, .grid = NH_GRID_FLAG,
                        NH_GRID_ONE(struct grace_grid, unchanging),
                        .help = "with --polymorph: the form's 0 HP is death (the amulet of "
                                "unchanging; not with --life-saving, the same slot)"},
};

/* ---- columns ---- */

enum column { C_RULE, C_HP, C_MAXHP, C_DAMAGE, C_HIT, C_HITS, C_TURNS, C_REGEN, C_COUNT };

/* Every column a grace table can have: names and headings (the registry's
 * columns, what wiki_columns may name). */
const struct nh_kind_columns grace_columns = {
    C_COUNT,
    {"rule", "hp", "maxhp", "damage", "hit", "hits", "turns", "regen"},
    {"rule", "HP", "max HP", "damage", "P(hit)", "attacks/turn", "turns", "regeneration"}};

/* ---- single values ---- */

static const char *skip_space(const char *p)
{
    while (isspace((unsigned char)*p))
        p++;
    return p;
}

int grace_parse_dice(const char *text, struct grace_dice *d, char *err, size_t errlen)
{
    const char *p = skip_space(text);
    long n = 1, s = 1, k = 0;
    bool has_n = grid_digits(&p, &n);
    if (*p == 'd' || *p == 'D') {
        p++;
        if (!grid_digits(&p, &s))
            return nh_fail(err, errlen, "\"%s\" has no sides after 'd'; expected %s", text,
                           grace_keys[GRK_DAMAGE].expected);
        if (!has_n)
            n = 1;
        if (*p == '+') {
            p++;
            if (!grid_digits(&p, &k))
                return nh_fail(err, errlen, "\"%s\" has nothing after '+'; expected %s", text,
                               grace_keys[GRK_DAMAGE].expected);
        }
    } else if (has_n) { /* a constant */
        k = n;
        n = 0;
    } else {
        return nh_fail(err, errlen, "\"%s\" is not dice; expected %s", text,
                       grace_keys[GRK_DAMAGE].expected);
    }
    if (*skip_space(p) != '\0')
        return nh_fail(err, errlen, "\"%s\" is not dice; expected %s", text,
                       grace_keys[GRK_DAMAGE].expected);
    if (n > GRACE_DICE_N_MAX || s < 1 || s > GRACE_DICE_S_MAX || k > GRACE_DICE_K_MAX)
        return nh_fail(err, errlen, "damage %s is out of range; expected %s", text,
                       grace_keys[GRK_DAMAGE].expected);
    if (n + k < 1)
        return nh_fail(err, errlen, "damage %s can be 0; expected at least 1 per hit", text);
    *d = (struct grace_dice){(int)n, (int)s, (int)k};
    return 0;
}

void grace_dice_text(const struct grace_dice *d, char *buf, size_t len)
{
    if (d->n == 0)
        snprintf(buf, len, "%d", d->k);
    else if (d->k == 0)
        snprintf(buf, len, "%dd%d", d->n, d->s);
    else
        snprintf(buf, len, "%dd%d+%d", d->n, d->s, d->k);
}

int grace_parse_hit(const char *text, struct grace_hit_chance *h, char *err, size_t errlen)
{
    const char *p = skip_space(text), *expected = grace_keys[GRK_HIT].expected;
    long num = 0, den = 1, frac;
    if (!grid_digits(&p, &num) && *p != '.')
        return nh_fail(err, errlen, "\"%s\" is not a hit chance; expected %s", text, expected);
    if (*p == '/') { /* num/den */
        p++;
        if (!grid_digits(&p, &den) || den < 1)
            return nh_fail(err, errlen, "\"%s\" is not a fraction; expected %s", text, expected);
    } else {
        if (*p == '.') { /* decimals: den a power of ten */
            p++;
            const char *start = p;
            if (!grid_digits(&p, &frac))
                return nh_fail(err, errlen, "\"%s\" is not a hit chance; expected %s", text,
                               expected);
            for (const char *q = start; q < p; q++) {
                if (den >= 100000)
                    return nh_fail(err, errlen, "\"%s\" has too many decimals; expected %s", text,
                                   expected);
                num = num * 10 + (*q - '0');
                den *= 10;
            }
        }
        p = skip_space(p);
        if (*p == '%') {
            p++;
            den *= 100;
        }
    }
    if (*skip_space(p) != '\0')
        return nh_fail(err, errlen, "\"%s\" is not a hit chance; expected %s", text, expected);
    long g = nh_gcd(num, den);
    if (g > 1) {
        num /= g;
        den /= g;
    }
    if (num > den || den > GRACE_HIT_DEN_MAX)
        return nh_fail(err, errlen, "hit chance %s is out of range; expected %s", text, expected);
    *h = (struct grace_hit_chance){(int)num, (int)den};
    return 0;
}

void grace_hit_text(const struct grace_hit_chance *h, char *buf, size_t len)
{
    /* a decimal when the denominator divides 10000, else the fraction */
    if (10000 % h->den == 0) {
        int v = h->num * (10000 / h->den); /* in 1/10000 */
        if (v == 10000 || v == 0) {
            snprintf(buf, len, "%d", v / 10000);
            return;
        }
        char digits[8];
        snprintf(digits, sizeof digits, "%04d", v);
        for (int i = 3; i > 0 && digits[i] == '0'; i--)
            digits[i] = '\0';
        snprintf(buf, len, "0.%s", digits);
    } else {
        snprintf(buf, len, "%d/%d", h->num, h->den);
    }
}

int grace_parse_regen(const char *text, struct grace_regen *r, char *err, size_t errlen)
{
    const char *p = skip_space(text), *expected = grace_keys[GRK_REGEN].expected;
    long hp, pct = 100;
    if (strcasecmp(p, "off") == 0 || strcasecmp(p, "none") == 0) {
        *r = (struct grace_regen){0, 0};
        return 0;
    }
    if (!grid_digits(&p, &hp))
        return nh_fail(err, errlen, "\"%s\" is not a regeneration; expected %s", text, expected);
    p = skip_space(p);
    if (strncasecmp(p, "at", 2) == 0) {
        struct grace_hit_chance h;
        char why[256];
        if (grace_parse_hit(p + 2, &h, why, sizeof why) != 0 || 100 % h.den != 0)
            return nh_fail(err, errlen,
                           "\"%s\": the chance after \"at\" is not a whole percent; expected %s",
                           text, expected);
        pct = h.num * (100 / h.den);
    } else if (*p != '\0') {
        return nh_fail(err, errlen, "\"%s\" is not a regeneration; expected %s", text, expected);
    }
    if (hp > GRACE_MAX_HP)
        return nh_fail(err, errlen, "regeneration %s is out of range; expected at most %d HP", text,
                       GRACE_MAX_HP);
    *r = (struct grace_regen){(int)hp, hp ? (int)pct : 0};
    if (r->pct == 0)
        r->hp = 0;
    return 0;
}

void grace_regen_text(const struct grace_regen *r, char *buf, size_t len)
{
    if (r->hp == 0)
        snprintf(buf, len, "off");
    else if (r->pct == 100)
        snprintf(buf, len, "%d", r->hp);
    else
        snprintf(buf, len, "%d at %d%%", r->hp, r->pct);
}

/* ---- lists ---- */

/* A list being filled: one item parser for each kind of value. */
struct list {
    enum grace_key k;
    struct grace_grid *g;
    int n;
};

static int list_room(struct list *l, long count, char *err, size_t errlen)
{
    int cap = l->k == GRK_RULE ? GRACE_RULE_COUNT : NH_GRACE_LIST_MAX;
    if (count > cap - l->n)
        return nh_fail(err, errlen, "more than %d values; expected at most %d", cap, cap);
    return 0;
}

static int rule_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct list *l = ctx;
    if (strcasecmp(item, "all") == 0) {
        if (l->n)
            return nh_fail(err, errlen, "all is not alone; expected all, or a list of rules");
        for (int r = 0; r < GRACE_RULE_ALL_COUNT; r++)
            l->g->rule[l->n++] = (enum grace_rule)r;
        return 0;
    }
    char why[384];
    int r = grace_rule_parse(item, why, sizeof why);
    if (r < 0)
        return nh_fail(err, errlen, "%s", why);
    for (int i = 0; i < l->n; i++)
        if ((int)l->g->rule[i] == r)
            return nh_fail(err, errlen, "%s is listed twice; expected each rule once",
                           grace_rule_name((enum grace_rule)r));
    if (list_room(l, 1, err, errlen) != 0)
        return -1;
    l->g->rule[l->n++] = (enum grace_rule)r;
    return 0;
}

static int value_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct list *l = ctx;
    if (list_room(l, 1, err, errlen) != 0)
        return -1;
    int st = l->k == GRK_DAMAGE ? grace_parse_dice(item, &l->g->damage[l->n], err, errlen)
             : l->k == GRK_HIT  ? grace_parse_hit(item, &l->g->hit[l->n], err, errlen)
                                : grace_parse_regen(item, &l->g->regen[l->n], err, errlen);
    if (st != 0)
        return -1;
    l->n++;
    return 0;
}

/* The value when a list key of the kind's own is not given. */
static int list_default(struct grace_grid *g, enum grace_key k)
{
    switch (k) {
    case GRK_RULE:
        if (g->variant_given) {
            /* the variant's own rule: xNetHack 9.1's, or none */
            g->rule[0] = g->variant == NH_VXNH ? GRACE_XNETHACK : GRACE_NONE;
            return 1;
        }
        for (int r = 0; r < GRACE_RULE_ALL_COUNT; r++)
            g->rule[r] = (enum grace_rule)r;
        return GRACE_RULE_ALL_COUNT;
    case GRK_HIT:
        g->hit[0] = (struct grace_hit_chance){1, 1};
        return 1;
    case GRK_REGEN:
        g->regen[0] = (struct grace_regen){0, 0};
        return 1;
    default: /* damage is required */
        return 0;
    }
}

/* The rule, damage, hit and regen lists (grid_parse_keys reads the rest). */
static int own_list(void *grid, int k, const char *text, char *err, size_t errlen)
{
    struct grace_grid *g = grid;
    if (!text)
        return list_default(g, (enum grace_key)k);
    struct list l = {(enum grace_key)k, g, 0};
    if (parse_list(text, grace_keys[k].expected, k == GRK_RULE ? rule_item : value_item, &l, err,
                   errlen) != 0)
        return -1;
    return l.n;
}

static int parse_run_keys(const char *const texts[GRK_COUNT], struct grace_grid *g, int *bad,
                          char *err, size_t errlen)
{
    if (texts[GRK_VARIANT]) {
        if (variant_parse(texts[GRK_VARIANT], &g->variant) != 0) {
            return grid_fail(
                bad, GRK_VARIANT, err, errlen,
                "unknown variant \"%s\"; expected %s, or no variant with a saving-grace rule",
                texts[GRK_VARIANT], grace_keys[GRK_VARIANT].expected);
        }
        g->variant_given = true;
    }
    return 0;
}

size_t grace_grid_count(const struct grace_grid *g)
{
    return grid_count(&grace_grid_spec, g);
}

static void build_case(const struct grace_grid *g, size_t i, struct grace_case *c)
{
    int idx[GRK_NLISTS];
    *c = (struct grace_case){0};
    grid_case_fill(&grace_grid_spec, g, i, idx, c);
    const struct grace_dice *d = &g->damage[idx[GRK_DAMAGE]];
    const struct grace_hit_chance *h = &g->hit[idx[GRK_HIT]];
    const struct grace_regen *r = &g->regen[idx[GRK_REGEN]];
    c->dice_n = d->n;
    c->dice_s = d->s;
    c->dice_k = d->k;
    c->hit_num = h->num;
    c->hit_den = h->den;
    c->regen_hp = r->hp;
    c->regen_pct = r->pct;
    int hp = g->hp[idx[GRK_HP]];
    c->hp = hp == GRACE_GRID_HP_FULL ? c->maxhp : hp;
    if (g->life_saving != GRACE_LS_OFF)
        grace_life_saving_restore(g->life_saving, c->maxhp, g->xl, g->con, &c->ls_hp, &c->ls_maxhp);
    c->ls_faulty_half = g->life_saving == GRACE_LS_XNH_CURSED;
    c->form_hp = g->form_hp;
    c->form_maxhp = g->form_maxhp;
    c->unchanging = g->unchanging;
}

/* "3.7-2023 HP 10/11 2d4" */
static void case_name(const struct grace_case *c, char *buf, size_t len)
{
    struct grace_dice d = {c->dice_n, c->dice_s, c->dice_k};
    char dice[32];
    grace_dice_text(&d, dice, sizeof dice);
    snprintf(buf, len, "%s HP %d/%d damage %s", grace_rule_name(c->rule), c->hp, c->maxhp, dice);
}

/* Case i, checked.  *bad: the key the fault is most likely in. */
static int checked_case(const void *grid, size_t i, void *out, int *bad, char *err, size_t errlen)
{
    const struct grace_grid *g = grid;
    struct grace_case *c = out;
    char why[384], where[96];
    build_case(g, i, c);
    *bad = GRK_COUNT;
    if (g->variant_given && grace_variant_check(g->variant, c->rule, why, sizeof why) != 0) {
        *bad = g->given[GRK_RULE] ? GRK_RULE : GRK_VARIANT;
        return nh_fail(err, errlen, "%s", why);
    }
    if (c->hp > c->maxhp) {
        *bad = GRK_HP;
        case_name(c, where, sizeof where);
        return nh_fail(err, errlen, "%s: HP %d is above max HP %d; expected 1..%d, or full", where,
                       c->hp, c->maxhp, c->maxhp);
    }
    if (c->regen_hp > c->maxhp) {
        *bad = GRK_REGEN;
        case_name(c, where, sizeof where);
        return nh_fail(err, errlen,
                       "%s: regeneration of %d HP is above max HP %d; expected at most %d", where,
                       c->regen_hp, c->maxhp, c->maxhp);
    }
    if (grace_case_check(c, why, sizeof why) != 0) {
        case_name(c, where, sizeof where);
        return nh_fail(err, errlen, "%s: %s", where, why);
    }
    return 0;
}

int grace_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen)
{
    struct grace_grid *g = grid;
    if (grid_parse_start(&grace_grid_spec, texts, g, bad, err, errlen) != 0 ||
        parse_run_keys(texts, g, bad, err, errlen) != 0 ||
        grace_grid_parse_saves(texts, g, bad, err, errlen) != 0 ||
        grid_parse_keys(&grace_grid_spec, GRK_FIRST_LIST, GRK_NLISTS - 1, texts, g, bad, err,
                        errlen) != 0)
        return -1;
    return grid_parse_finish(&grace_grid_spec, g, bad, err, errlen);
}

/* ---- columns ---- */

/* The columns of the grid's table: regen when given. */
static unsigned shown(const struct grace_grid *g)
{
    return g->given[GRK_REGEN] ? NH_GRID_ALL : ~NH_BIT(C_REGEN);
}

/* Whether every hit chance prints as a decimal. */
static bool hits_decimal(const struct grace_grid *g)
{
    for (int i = 0; i < g->n[GRK_HIT]; i++)
        if (10000 % g->hit[i].den != 0)
            return false;
    return true;
}

int grace_grid_columns(const struct grace_grid *g, const char **names, const char **labels,
                       unsigned *numeric)
{
    unsigned num = NH_BIT(C_HP) | NH_BIT(C_MAXHP) | NH_BIT(C_HITS) | NH_BIT(C_TURNS);
    if (hits_decimal(g))
        num |= NH_BIT(C_HIT);
    return grid_columns(&grace_columns, shown(g), num, names, labels, numeric);
}

int grace_grid_case(const struct grace_grid *g, size_t i, struct grace_case *c,
                    char grid_text[][NH_GRID_TEXT], char *err, size_t errlen)
{
    if (grid_case_checked(&grace_grid_spec, g, i, c, err, errlen) != 0)
        return -1;
    struct grace_dice d = {c->dice_n, c->dice_s, c->dice_k};
    struct grace_hit_chance h = {c->hit_num, c->hit_den};
    struct grace_regen r = {c->regen_hp, c->regen_pct};
    char dice[NH_GRID_TEXT], hit[NH_GRID_TEXT], regen[NH_GRID_TEXT];
    grace_dice_text(&d, dice, sizeof dice);
    grace_hit_text(&h, hit, sizeof hit);
    grace_regen_text(&r, regen, sizeof regen);
    const struct nh_grid_cell cell[C_COUNT] = {{grace_rule_name(c->rule), 0},
                                               {NULL, c->hp},
                                               {NULL, c->maxhp},
                                               {dice, 0},
                                               {hit, 0},
                                               {NULL, c->hits},
                                               {NULL, c->turns},
                                               {regen, 0}};
    grid_row_texts(cell, C_COUNT, shown(g), grid_text);
    return 0;
}

/* ---- the grid as the shared layer reads it ---- */

const struct nh_grid_spec grace_grid_spec = {grace_keys,
                                             GRK_COUNT,
                                             GRK_FIRST_LIST,
                                             GRK_NLISTS - 1,
                                             GRK_PAIRED,
                                             "hp, maxhp, damage, hit, hits, regen, turns",
                                             -1,
                                             -1,
                                             NH_GRACE_MAX_CASES,
                                             own_list,
                                             checked_case,
                                             NULL,
                                             NH_GRID_SPEC_OF(struct grace_grid, struct grace_case)};
