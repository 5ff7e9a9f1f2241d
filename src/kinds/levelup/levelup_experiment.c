/* levelup_experiment: max HP at each XL stage, one case per (variant,
 * role/race pair, Con) and one row per stage (the pipeline of
 * experiment.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/experiment.h"
#include "nhmc/heroes.h"
#include "nhmc/plot.h"
#include "nhmc/pmf.h"
#include "nhmc/table_io.h"
#include "nhmc/kind.h"

#define GRID(s) SCENARIO_GRID(s, struct nh_hero_grid)

static size_t count(const struct nh_scenario *s)
{
    const struct nh_hero_grid *g = GRID(s);
    return (size_t)g->nvariants * (size_t)g->npairs * (size_t)g->ncon;
}

/* Con varies fastest, then the pair, then the variant. */
static int make_case(const struct nh_scenario *s, size_t i, void *c, char (*text)[NH_GRID_TEXT],
                     void *result)
{
    const struct nh_hero_grid *g = GRID(s);
    struct levelup_case *lc = c;
    size_t con = i % (size_t)g->ncon, pair = i / (size_t)g->ncon % (size_t)g->npairs;
    size_t variant = i / (size_t)g->ncon / (size_t)g->npairs;
    (void)result;
    *lc = (struct levelup_case){g->variants[variant],
                                g->pairs[pair].role,
                                g->pairs[pair].race,
                                g->con[con],
                                g->nstages,
                                g->stages,
                                ((const struct levelup_grid *)s->grid)->history};
    snprintf(text[0], NH_GRID_TEXT, "%s", variant_name(lc->variant));
    const struct nh_hero_table *h = nh_heroes(lc->variant);
    snprintf(text[1], NH_GRID_TEXT, "%s", h->roles[lc->role].abbr);
    snprintf(text[2], NH_GRID_TEXT, "%s", h->races[lc->race].abbr);
    if (lc->con == NH_CON_ROLLED)
        snprintf(text[3], NH_GRID_TEXT, "rolled");
    else
        snprintf(text[3], NH_GRID_TEXT, "%d", lc->con);
    return 0;
}

/* table_io puts the variants of the rows written in place of {variant}. */
static void table(const struct nh_scenario *s, bool exact, struct nh_table *t)
{
    const struct nh_hero_grid *g = GRID(s);
    bool rolled = g->con[g->ncon - 1] == NH_CON_ROLLED;
    bool past30 = g->stages[g->nstages - 1] >= NH_MAXULEV;
    bool variant_only = g->nvariants == 1 && !variant_is_vanilla(g->variants[0]);
    experiment_table_columns(t, s->kind);
    t->grid_numeric = (rolled ? 0u : 1u << 3) | (past30 ? 0u : 1u << 4);
    t->decimals = exact ? NH_EXACT_DECIMALS : 0;
    unsigned history = ((const struct levelup_grid *)s->grid)->history;
    snprintf(t->what, sizeof t->what,
             "Max HP in %s{variant}, assuming Con is constant%s%s%s and level gains are the only "
             "source of max HP",
             variant_only ? "" : "NetHack ",
             rolled ? " (rolled: as the game rolls it at creation)" : "",
             history & NH_HERO_LITERATE ? ", a Caveman has read" : "",
             history & NH_HERO_ABUSED ? ", an aasimar's alignment was abused" : "");
}

/* The exact distributions of a case: one pmf per stage. */
struct result {
    struct nh_pmf *pmfs;
    int n;
};

static int solve(const struct nh_scenario *s, const struct nh_case_view *v)
{
    struct result *r = v->result;
    r->n = GRID(s)->nstages;
    r->pmfs = calloc((size_t)r->n, sizeof *r->pmfs);
    return r->pmfs && levelup_exact(v->c, r->pmfs) == 0 ? 0 : NH_HOOK_NOMEM;
}

static size_t nrows(const struct nh_scenario *s, const struct nh_case_view *v)
{
    (void)v;
    return (size_t)GRID(s)->nstages;
}

static int rows(const struct nh_scenario *s, const struct nh_case_view *v, struct nh_row *rows)
{
    const struct nh_hero_grid *g = GRID(s);
    const struct result *r = v->result;
    for (int st = 0; st < g->nstages; st++) {
        stage_text(g->stages[st], rows[st].grid[4], NH_GRID_TEXT);
        int filled = v->exact ? table_row_from_pmf(&rows[st], &r->pmfs[st])
                              : table_row_from_tally(&rows[st], v->tally, (size_t)st);
        if (filled != 0)
            return NH_HOOK_NOMEM;
    }
    return g->nstages;
}

static void free_result(void *result, bool exact)
{
    struct result *r = result;
    (void)exact;
    pmf_free_array(r->pmfs, (size_t)r->n);
}

/* A role's name in the plural: "Valkyries", "Cavemen", "Cavewomen",
 * "Priestesses", "Samurai". */
static void role_plural(const char *name, char *buf, size_t len)
{
    size_t n = strlen(name);
    if (n >= 3 && strcmp(name + n - 3, "man") == 0)
        snprintf(buf, len, "%.*smen", (int)(n - 3), name);
    else if (n >= 2 && strcmp(name + n - 2, "ss") == 0)
        snprintf(buf, len, "%ses", name);
    else if (strcmp(name, "Samurai") == 0)
        snprintf(buf, len, "%s", name);
    else
        snprintf(buf, len, "%ss", name);
}

/* levelup_stand_who, with the role named as `role_name` says (NULL: the
 * table's name). */
static void stand_who(const char *variant, const char *role, const char *role_name,
                      const char *race, const char *con, char *buf, size_t len)
{
    char roles[64] = "", variant_text[64];
    const char *adj = race;
    enum nh_variant v;
    const struct nh_hero_table *h =
        nh_heroes(variant_parse(variant, &v) == 0 ? v : NH_VARIANT_DEFAULT);
    for (int i = 0; i < h->nroles; i++)
        if (strcmp(h->roles[i].abbr, role) == 0)
            role_plural(role_name ? role_name : h->roles[i].name, roles, sizeof roles);
    for (int i = 0; i < h->nraces; i++)
        if (strcmp(h->races[i].abbr, race) == 0)
            adj = h->races[i].adj;
    if (!roles[0])
        snprintf(roles, sizeof roles, "%s", role);
    if (variant_parse(variant, &v) == 0 && variant_is_vanilla(v))
        snprintf(variant_text, sizeof variant_text, "NetHack %s", variant);
    else
        snprintf(variant_text, sizeof variant_text, "%s", variant);
    if (strcmp(con, "rolled") == 0)
        snprintf(buf, len, "%s %s with Con rolled at creation in %s", adj, roles, variant_text);
    else
        snprintf(buf, len, "%s %s with Con %s in %s", adj, roles, con, variant_text);
}

void levelup_stand_who(const char *variant, const char *role, const char *race, const char *con,
                       char *buf, size_t len)
{
    stand_who(variant, role, NULL, race, con, buf, len);
}

/* A max HP that no hero of the row reaches by level-ups: say that they
 * cannot, and what else raises max HP (docs/rules.md: Healing potions,
 * Fixing low HP, Golden glow, Nurses), which nhmc growth follows. */
static void beyond_level_ups(const struct nh_table *t, const struct nh_row *row,
                             struct nh_stand_words *w)
{
    if (!row->stand.ok || row->stand.p_ge > 0 || t->stand_ask == NH_STAND_AT_MOST)
        return;
    char most[96];
    if (t->exact)
        snprintf(most, sizeof most, "the most is %d", (int)row->s.max);
    else
        snprintf(most, sizeof most, "the most of %llu heroes is %d", (unsigned long long)row->s.n,
                 (int)row->s.max);
    bool dnh = strcmp(row->grid[0], "dnethack") == 0; /* its nurses raise no max HP */
    snprintf(w->after, sizeof w->after,
             "  Level-ups alone cannot reach %lld max HP at XL %s (%s).\n"
             "  Max HP also rises by healing potions that overheal, prayer's fix of low HP,\n"
             "  the golden glow%s (docs/rules.md): nhmc growth follows them.",
             (long long)t->stand_value, row->grid[4], most, dnh ? "" : " and nurses' hits");
}

/* "120 max HP at XL 14 is higher than 83.4% of dwarven Valkyries with Con
 * 18 in NetHack 3.6.7". */
static void stand_words(const struct nh_scenario *s, const struct nh_table *t,
                        const struct nh_row *row, struct nh_stand_words *w)
{
    const struct levelup_grid *g = s->grid;
    (void)t;
    snprintf(w->noun, sizeof w->noun, "max HP");
    snprintf(w->at, sizeof w->at, " at XL %s", row->grid[4]);
    /* the dump's hero's role by the name the game gave it: a female
     * Caveman's row says "Cavewomen", as the dump's "Cavewoman" */
    const char *role_name = NULL;
    if (g->from_dump && g->dump.identity_line && g->dump.role >= 0 &&
        g->dump.role < nh_vanilla_heroes.nroles &&
        strcmp(row->grid[1], nh_vanilla_heroes.roles[g->dump.role].abbr) == 0)
        role_name = g->dump.role_name;
    stand_who(row->grid[0], row->grid[1], role_name, row->grid[2], row->grid[3], w->who,
              sizeof w->who);
    beyond_level_ups(t, row, w);
}

/* The picture: max HP over XL as a fan per hero, or at a single XL the
 * distribution as bars. */
/* clang-format off */
static const struct nh_plot_spec plot_one_xl = {
    .chart = NH_CHART_PMF, .title = "Max HP at this experience level: how likely is each value?",
    .y_label = "max HP (hit points)"};
static const struct nh_plot_spec plot = {
    .chart = NH_CHART_FAN, .title = "Max HP at each experience level: mean and spread",
    .x_label = "experience level (XL)", .y_label = "max HP (hit points)", .x_columns = "xl",
    .otherwise = &plot_one_xl};
/* clang-format on */

NH_COST_HOOKS(levelup, struct levelup_case);

/* clang-format off */
const struct nh_experiment levelup_experiment = {
    NH_EXPERIMENT_COMMON(levelup), .result_size = sizeof(struct result), .nrows = nrows,
    .rows = rows, .free_result = free_result, .stand_words = stand_words,
    .stand_note = levelup_dumplog_note,
};
/* clang-format on */

NH_JOB_KIND(levelup_job_kind, struct levelup_case, levelup_tally_init, levelup_run_block);

static const struct nh_kind_columns columns = {
    5, {"variant", "role", "race", "con", "xl"}, {"Variant", "Role", "Race", "Con", "XL"}};

/* clang-format off */
const struct nh_kind levelup_kind = {
    NH_KIND_NAMED(levelup), .command = "levelup", .section = "hero", .nkeys = LK_COUNT,
    .value_option = "hp", .grid_size = sizeof(struct levelup_grid),
    .derive = levelup_dumplog_derive, .columns = &columns, .variants = LEVELUP_VARIANTS,
    .selfcheck_control = levelup_selfcheck_control, .selfcheck_known = levelup_selfcheck_known,
};
/* clang-format on */
