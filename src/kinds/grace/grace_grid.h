/* grace_grid: the inputs of a saving-grace run (scenario [grace] keys with
 * [run] variant, or the options of `nhmc grace`), checked and
 * expanded into cases (struct grace_case of grace_impl.h).
 *
 * As prayer_grid: both front ends hand over the texts as written (NULL:
 * not given); the parser returns the key at fault with its message, so a
 * scenario can point at the line and the command line at the option.  The
 * list keys (rule .. turns) form a grid, the last varying fastest, except
 * keys named in `paired`, whose lists go together element by element.
 *
 * Values:
 *   rule    none, 3.7-2023, 3.7-2025, 3.7-2026, xnethack, crecellehack,
 *           hackem, or all (every one of them, none first)
 *   hp      HP at the start, 1..10000 or full (= maxhp)
 *   maxhp   max HP 1..10000
 *   damage  per hit: NdS, NdS+K, dS or a constant K (2d4, 1d12+2, 25)
 *   hit     the chance an attack hits: 0.8, 80%, 87.5% or 18/20
 *   hits    attack attempts per turn, 1..64
 *   regen   between turns: off, H (+H HP every turn) or "H at P%"
 *   turns   monster phases in the fight, 1..10000
 *   variant a game version (3.4.3, 3.6.7, 5.0, fiqhack): none of them has
 *           saving grace, so only rule none goes with it
 * and single values (docs/rules.md, Life saving and polymorph):
 *   life_saving  off (default), 3.4.3, 3.6.7 or 3.7 (5.0): whose savelife()
 *           restores the hero, once; xl (3.6.7, 3.7) and con (3.7) with it
 *   polymorph    off (default), H or H/M: the form's HP (of max M)
 *   unchanging   on or off: the form's 0 HP is death
 * Defaults: rule all (none when a variant is given), hp full, hit 100%,
 * hits 1, regen off, turns 1.  Required: maxhp and damage.
 *
 * Every case is checked when the grid is parsed (grace_case_check and
 * grace_variant_check), so a bad combination stops the run before it starts.
 */
#ifndef NHMC_GRACE_GRID_H
#define NHMC_GRACE_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include "kinds/grace/grace_impl.h"
#include "nhmc/output.h"
#include "nhmc/variant.h"
#include "nhmc/grid.h"
#include "nhmc/kind.h"

enum grace_key {
    GRK_VARIANT, /* [run] variant in a scenario */
    GRK_RULE,    /* the [grace] keys from here */
    GRK_HP,
    GRK_MAXHP,
    GRK_DAMAGE,
    GRK_HIT,
    GRK_HITS,
    GRK_REGEN,
    GRK_TURNS,
    /* single values */
    GRK_PAIRED,
    GRK_LIFE_SAVING, /* 0 HP that is not death (docs/rules.md, Life saving and polymorph) */
    GRK_XL,
    GRK_CON,
    GRK_POLYMORPH,
    GRK_UNCHANGING,
    GRK_COUNT
};
#define GRK_FIRST_LIST GRK_RULE
#define GRK_NLISTS     (GRK_TURNS + 1) /* keys GRK_RULE..GRK_TURNS take lists */

/* The keys (kind.h): scenario key names, options, samples, what is expected. */
extern const struct nh_key grace_keys[GRK_COUNT];

#define NH_GRACE_LIST_MAX  256   /* values in one list */
#define NH_GRACE_MAX_CASES 10000 /* grid points in one run */
#define GRACE_GRID_HP_FULL (-1)  /* hp "full" */

struct grace_dice {
    int n, s, k; /* d(n, s) + k */
};
struct grace_hit_chance {
    int num, den;
};
struct grace_regen {
    int hp, pct; /* hp 0: off */
};

struct grace_grid {
    int n[GRK_NLISTS];     /* values per list key (index GRK_RULE..; 1 for defaults) */
    bool given[GRK_COUNT]; /* written by the user */
    bool variant_given;
    enum nh_variant variant;
    enum grace_rule rule[GRACE_RULE_COUNT];
    int hp[NH_GRACE_LIST_MAX]; /* or GRACE_GRID_HP_FULL */
    int maxhp[NH_GRACE_LIST_MAX];
    struct grace_dice damage[NH_GRACE_LIST_MAX];
    struct grace_hit_chance hit[NH_GRACE_LIST_MAX];
    int hits[NH_GRACE_LIST_MAX];
    struct grace_regen regen[NH_GRACE_LIST_MAX];
    int turns[NH_GRACE_LIST_MAX];
    unsigned paired; /* bit k: list key k is paired */
    /* the saves, one value each for the whole run */
    enum grace_life_saving life_saving;
    int xl, con;             /* for life_saving 3.6.7 and 3.7 */
    int form_hp, form_maxhp; /* polymorphed; form_maxhp 0: not */
    bool unchanging;
};

/* Whether the run has an amulet of life saving or a polymorphed hero: its
 * tables then have the columns p_life_saved and p_reverted. */
bool grace_grid_saves(const struct grace_grid *g);
/* The saves' keys into g (src/kinds/grace/grace_grid_saves.c): 0, or -1
 * with the key at fault in *bad and a message. */
int grace_grid_parse_saves(const char *const texts[GRK_COUNT], struct grace_grid *g, int *bad,
                           char *err, size_t errlen);

NH_GRID_FUNCTIONS(grace, grace_grid, grace_key, GRK_COUNT);
/* Columns: rule,hp,maxhp,damage,hit,hits,turns, then regen when given. */
NH_GRID_COLUMNS(grace, grace_grid);
NH_GRID_CASE(grace, grace_grid, grace_case);

/* The parsers of single values, for tests and the front ends: return 0 or
 * -1 with a message. */
int grace_parse_dice(const char *text, struct grace_dice *d, char *err, size_t errlen);
int grace_parse_hit(const char *text, struct grace_hit_chance *h, char *err, size_t errlen);
int grace_parse_regen(const char *text, struct grace_regen *r, char *err, size_t errlen);
/* Their texts as a table shows them ("1d12+2", "0.8" or "18/21", "1 at 20%"). */
void grace_dice_text(const struct grace_dice *d, char *buf, size_t len);
void grace_hit_text(const struct grace_hit_chance *h, char *buf, size_t len);
void grace_regen_text(const struct grace_regen *r, char *buf, size_t len);

#endif
