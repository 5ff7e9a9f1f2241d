/* prayer_grid_dnh: the dNetHack parts of the prayer grid (prayer_grid.h):
 * role/race pairs read in dNetHack's hero table when every variant is
 * dnethack, and the keys only dNetHack reads (alignment, god_holiness,
 * luck_turn), resolved per case. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "kinds/prayer/prayer_grid.h"
#include "nhmc/heroes.h"
#include "nhmc/params.h"

bool prayer_grid_all_dnh(const struct prayer_grid *g)
{
    return prayer_grid_all_in(g, NH_VARIANT_BIT(NH_VDNH));
}

bool prayer_grid_all_in(const struct prayer_grid *g, unsigned variants)
{
    for (int v = 0; v < g->n[PK_VARIANT]; v++)
        if (!((variants >> (unsigned)g->variant[v]) & 1u))
            return false;
    return g->n[PK_VARIANT] > 0;
}

/* paired = role, race in the variant's table t: one race per role. */
static int zip_dnh(const struct nh_hero_table *t, const char *const *texts, struct prayer_grid *g,
                   int *bad, char *err, size_t errlen)
{
    const int cap = NH_ROLE_MAX * NH_RACE_MAX;
    struct nh_name_list rl = {g->role, 0, cap, t->role_names};
    struct nh_name_list al = {g->race, 0, cap, t->race_names};
    if (!(g->paired & (1u << PK_ROLE)))
        return grid_fail(bad, PK_PAIRED, err, errlen,
                         "race can be paired only together with role; expected e.g. paired = "
                         "role, race");
    if (!texts[PK_RACE])
        return grid_fail(bad, PK_PAIRED, err, errlen,
                         "race is paired but not given; expected a race list");
    bool dnh = t == &nh_dnh_heroes;
    if (parse_list(texts[PK_ROLE], dnh ? "dNetHack role names (Bin or Binder)" : "role names",
                   parse_name_item, &rl, err, errlen) != 0)
        return grid_bad(bad, PK_ROLE);
    if (parse_list(texts[PK_RACE], dnh ? "dNetHack race names (vampire or vam)" : "race names",
                   parse_name_item, &al, err, errlen) != 0)
        return grid_bad(bad, PK_RACE);
    if (rl.n != al.n)
        return grid_fail(bad, PK_PAIRED, err, errlen,
                         "paired lists must be equally long; role has %d values, race has %d", rl.n,
                         al.n);
    for (int i = 0; i < rl.n; i++)
        if (!t->legal(g->role[i], g->race[i])) {
            char allowed[256];
            nh_hero_races_text(t, g->role[i], allowed, sizeof allowed);
            return grid_fail(bad, PK_RACE, err, errlen, "%s cannot be %s in %s; %s may be %s",
                             t->roles[g->role[i]].name, t->races[g->race[i]].name, t->variant_words,
                             t->roles[g->role[i]].name, allowed);
        }
    g->n[PK_ROLE] = g->n[PK_RACE] = rl.n;
    return 0;
}

int prayer_grid_dnh_heroes(const struct nh_hero_table *t, const char *const *texts,
                           struct prayer_grid *g, int *bad, char *err, size_t errlen)
{
    if (!texts[PK_ROLE])
        return grid_fail(bad, PK_ROLE, err, errlen,
                         t == &nh_dnh_heroes
                             ? "role is missing; expected e.g. role = Bin (a list, or all)"
                             : "role is missing; expected e.g. role = Tou (a list, or all)");
    if (g->paired & (1u << PK_RACE))
        return zip_dnh(t, texts, g, bad, err, errlen);
    struct nh_hero_grid hg;
    /* roles alone first, so that an error is put on the right key */
    if (parse_roles_races_in(t, texts[PK_ROLE], "valid", &hg, err, errlen) != 0)
        return grid_bad(bad, PK_ROLE);
    if (texts[PK_RACE] &&
        parse_roles_races_in(t, texts[PK_ROLE], texts[PK_RACE], &hg, err, errlen) != 0)
        return grid_bad(bad, PK_RACE);
    /* role = all: every role that can pray (an Anachrononaut cannot,
     * prayer_dnh_check; named alone it is refused with the game's words) */
    bool all = strcasecmp(texts[PK_ROLE], "all") == 0;
    int n = 0;
    for (int i = 0; i < hg.npairs; i++) {
        if (all && t == &nh_dnh_heroes && hg.pairs[i].role == NH_DNH_ANA)
            continue;
        g->role[n] = hg.pairs[i].role;
        g->race[n++] = hg.pairs[i].race;
    }
    g->n[PK_ROLE] = n;
    g->n[PK_RACE] = 1;
    return 0;
}

int prayer_grid_dnh_singles(const char *const *texts, struct prayer_grid *g, int *bad, char *err,
                            size_t errlen)
{
    /* alignment and luck_turn: dNetHack's, EvilHack's and UnNetHack's
     * (their heroes' alignments and u.luckturn); god_holiness dNetHack's;
     * abused EvilHack's */
    const unsigned timer =
        NH_VARIANT_BIT(NH_VDNH) | NH_VARIANT_BIT(NH_VEVH) | NH_VARIANT_BIT(NH_VUNH);
    for (int k = PK_ALIGNMENT; k <= PK_ABUSED; k++) {
        if (!texts[k])
            continue;
        if (k == PK_HOLINESS && !prayer_grid_all_dnh(g))
            return grid_fail(bad, k, err, errlen,
                             "%s is dNetHack's; expected variant dnethack alone (or leave it out)",
                             prayer_keys[k].name);
        if (k == PK_ABUSED && !prayer_grid_all_in(g, NH_VARIANT_BIT(NH_VEVH)))
            return grid_fail(bad, k, err, errlen,
                             "%s is EvilHack's (u.ualign.abuse); expected variant evilhack alone "
                             "(or leave it out)",
                             prayer_keys[k].name);
        if ((k == PK_ALIGNMENT || k == PK_LUCK_TURN) && !prayer_grid_all_in(g, timer))
            return grid_fail(bad, k, err, errlen,
                             "%s is dNetHack's, EvilHack's and UnNetHack's; expected those "
                             "variants only (or leave it out)",
                             prayer_keys[k].name);
    }
    return grid_parse_keys(&prayer_grid_spec, PK_ALIGNMENT, PK_ABUSED, texts, g, bad, err, errlen);
}

/* The first alignment of `allowed` in the order lawful, neutral, chaotic. */
static int first_alignment(unsigned allowed)
{
    return allowed & NH_ALLOW_LAWFUL    ? PRAYER_LAWFUL
           : allowed & NH_ALLOW_NEUTRAL ? PRAYER_NEUTRAL
                                        : PRAYER_CHAOTIC;
}

static unsigned alignment_bit(int a)
{
    return a == PRAYER_LAWFUL    ? NH_ALLOW_LAWFUL
           : a == PRAYER_NEUTRAL ? NH_ALLOW_NEUTRAL
                                 : NH_ALLOW_CHAOTIC;
}

/* "lawful or neutral" */
static void alignment_list(unsigned allowed, char *list, size_t len)
{
    const int order[3] = {PRAYER_LAWFUL, PRAYER_NEUTRAL, PRAYER_CHAOTIC};
    list[0] = '\0';
    for (int k = 0; k < 3; k++)
        if (allowed & alignment_bit(order[k]))
            snprintf(list + strlen(list), len - strlen(list), "%s%s", list[0] ? " or " : "",
                     prayer_alignment_name(order[k]));
}

/* The hero's alignment in play: the Binder's Void whatever was chosen, else
 * the given one if u_init() leaves the hero so (src/u_init.c), else the
 * first of prayer_dnh_play_alignments. */
static int case_alignment(const struct prayer_grid *g, struct prayer_case *c,
                          struct prayer_case_info *info, int *bad, char *err, size_t errlen)
{
    info->alignment_default = g->alignment == PRAYER_GRID_UNSET;
    if (c->role == NH_DNH_BIN) {
        /* the selection may be any alignment the Binder allows: all three */
        c->alignment = PRAYER_VOID;
        return 0;
    }
    unsigned allowed = prayer_dnh_play_alignments(c->role, c->race);
    if (info->alignment_default) {
        c->alignment = first_alignment(allowed);
        return 0;
    }
    if (allowed & alignment_bit(g->alignment)) {
        c->alignment = g->alignment;
        return 0;
    }
    *bad = PK_ALIGNMENT;
    char list[48];
    alignment_list(allowed, list, sizeof list);
    const char *adj = nh_dnh_races[c->race].adj;
    bool forced = allowed != prayer_dnh_alignments(c->role, c->race);
    return nh_fail(err, errlen, "%s %s %s cannot be %s in dNetHack%s; expected %s",
                   strchr("aeiou", adj[0]) ? "an" : "a", adj, nh_dnh_roles[c->role].name,
                   prayer_alignment_name(g->alignment),
                   forced ? " (u_init() in src/u_init.c sets its alignment)" : "", list);
}

/* The state u_init() starts the hero in (prayer_dnh_start), for the keys
 * not given: Luck (timed out to turn T: prayer_dnh_luck_at), u.luckturn,
 * the record and the own god's anger; the sins always. */
static void start_state(const struct prayer_grid *g, struct prayer_case *c,
                        struct prayer_case_info *info)
{
    struct prayer_dnh_start st;
    prayer_dnh_start(c->role, c->race, &st);
    c->sins = st.sins;
    if (!g->given[PK_ANGER] && c->alignment != PRAYER_VOID)
        c->anger = st.anger;
    if (info->record_default)
        c->record = st.record;
    if (!g->given[PK_LUCK]) {
        int start = c->base_luck + st.luck;
        start = start < PRAYER_LUCK_MIN ? PRAYER_LUCK_MIN : start;
        int luck_turn;
        c->luck = prayer_dnh_luck_at(start, c->base_luck, c->turn, c->anger > 0, &luck_turn);
        if (!g->given[PK_LUCK_TURN])
            c->luck_turn = luck_turn;
        info->luck_start = st.luck != 0;
    }
}

int prayer_grid_dnh_case(const struct prayer_grid *g, struct prayer_case *c,
                         struct prayer_case_info *info, int *bad, char *err, size_t errlen)
{
    info->alignment_default = false;
    if (c->variant != NH_VDNH)
        return 0;
    char why[320];
    if (c->role == NH_DNH_ANA || c->luck_turn > c->turn) {
        /* the rules' words, on the key at fault */
        c->alignment = PRAYER_NEUTRAL;
        prayer_dnh_check(c, why, sizeof why);
        *bad = c->role == NH_DNH_ANA ? PK_ROLE : PK_LUCK_TURN;
        return nh_fail(err, errlen, "%s", why);
    }
    if (case_alignment(g, c, info, bad, err, errlen) != 0)
        return -1;
    start_state(g, c, info);
    if (c->alignment == PRAYER_VOID) {
        if (c->altar == PRAYER_COALIGNED || c->altar == PRAYER_SHRINE) {
            *bad = g->given[PK_ALTAR] ? PK_ALTAR : PK_COUNT;
            return nh_fail(err, errlen,
                           "a Binder's god is the Void (src/u_init.c), and a prayer on an altar "
                           "of the Void is not modelled; expected altar none or crossaligned");
        }
    }
    /* off an altar a Binder prays to the Void (include/godlist.h:
     * VOID_HOLINESS) whatever god_holiness says (the caption says so) */
    if (c->alignment == PRAYER_VOID && c->altar == PRAYER_OFF_ALTAR)
        c->holiness = PRAYER_VOID_HOLINESS;
    else if (g->holiness != PRAYER_GRID_UNSET)
        c->holiness = g->holiness;
    else if (c->alignment == PRAYER_VOID)
        c->holiness = -1; /* on another god's altar: that god's, unknown */
    else
        c->holiness = prayer_dnh_own_holiness(c->role, c->alignment);
    if (c->altar >= PRAYER_CROSSALIGNED && prayer_dnh_undead(c->race)) {
        *bad = g->given[PK_ALTAR] ? PK_ALTAR : PK_COUNT;
        return nh_fail(err, errlen,
                       "an undead hero's prayer on another god's altar is not modelled (its "
                       "turning angers that god); expected altar none, coaligned or shrine");
    }
    if (c->holiness < 0 && prayer_dnh_undead(c->race)) {
        *bad = PK_COUNT;
        return nh_fail(err, errlen,
                       "a %s's gods are another role's, drawn at random when the game starts "
                       "(dNetHack src/role.c, role_init()), so the holiness that decides an "
                       "undead hero's turning is unknown; expected --god-holiness holy, neutral "
                       "or unholy",
                       nh_dnh_roles[c->role].name);
    }
    if (c->holiness < 0)
        c->holiness = PRAYER_HOLY; /* read only for an undead hero */
    return 0;
}

void prayer_grid_dnh_describe(const struct prayer_grid *g, struct nh_grid_note *t)
{
    bool dnh = false;
    for (int v = 0; v < g->n[PK_VARIANT]; v++)
        dnh |= g->variant[v] == NH_VDNH;
    if (!dnh)
        return;
    if (g->alignment == PRAYER_GRID_UNSET)
        grid_note_part(t, "dnethack alignment: the first the hero may have (lawful, neutral, "
                          "chaotic)");
    else
        grid_note_part(t, "%s", prayer_alignment_name(g->alignment));
    if (g->holiness != PRAYER_GRID_UNSET)
        grid_note_part(t, "%s god (a Binder off an altar: the Void)",
                       prayer_holiness_name(g->holiness));
    if (g->base.luck_turn)
        grid_note_part(t, "Luck last timed out on turn %d", g->base.luck_turn);
}
