/* sanity_case: a sanity case's checks, the shape of its tally and its
 * stream key (sanity_impl.h); the trial itself is sanity_trial.c's. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "kinds/sanity/sanity_impl.h"
#include "nhmc/tally.h"

/* ---- the case ---- */

struct sanity_event sanity_hostile_sighting(const char *species, int turn, int turns)
{
    return (struct sanity_event){.kind = SE_SEE,
                                 .turn = turn,
                                 .turns = turns,
                                 .count = 1,
                                 .species = sanity_species_find(species),
                                 .hostile = true};
}

static int bad(char *err, size_t n, const char *what, int v, const char *want)
{
    if (err && n)
        snprintf(err, n, "%s = %d: expected %s", what, v, want);
    return -1;
}

/* Whether v lies outside lo..hi, saying so as bad() does. */
static bool outside(char *err, size_t n, const char *what, int v, int lo, int hi)
{
    if (v >= lo && v <= hi)
        return false;
    char want[32];
    snprintf(want, sizeof want, "%d..%d", lo, hi);
    bad(err, n, what, v, want);
    return true;
}

static int check_event(const struct sanity_case *c, int e, char *err, size_t n)
{
    const struct sanity_event *v = &c->ev[e];
    char what[48];
    snprintf(what, sizeof what, "event %d (%s) turn", e + 1, sanity_event_name(v->kind));
    if ((unsigned)v->kind >= SE_KIND_COUNT)
        return bad(err, n, "event kind", (int)v->kind, "a known event");
    if (v->turn <= c->hero.turn0 || v->turn > c->end)
        return bad(err, n, what, v->turn, "a turn after turn0, up to end");
    if (sanity_event_is_encounter(v->kind) && (v->turns < 1 || v->turns > SAN_END_MAX))
        return bad(err, n, "event turns", v->turns, "1..100000");
    if ((v->kind == SE_SEE || v->kind == SE_MAD) && (v->count < 1 || v->count > 16))
        return bad(err, n, "event count", v->count, "1..16");
    if (v->kind == SE_SEE && !sanity_species_at(v->species))
        return bad(err, n, "event species", v->species, "a sanity-taxing species");
    if ((v->kind == SE_SLEEPING || v->kind == SE_RESTORE) && (v->arg < -1 || v->arg > 1))
        return bad(err, n, "potion bcsign", v->arg, "-1 (cursed), 0 or 1 (blessed)");
    if (v->kind == SE_DELIRIUM && (v->arg < 0 || v->arg > 1))
        return bad(err, n, "delirium undisguised", v->arg, "0 or 1");
    if ((v->kind == SE_BOOZE || v->kind == SE_NURSE) && (v->arg < 1 || v->arg > 100))
        return bad(err, n, "event amount", v->arg, "1..100");
    if ((v->kind == SE_MAD || v->kind == SE_KILL) && (v->arg < 0 || v->arg > 100))
        return bad(err, n, "monster difficulty", v->arg, "0..100");
    if (v->kind == SE_KILL && (v->count < 0 || v->count > 1))
        return bad(err, n, "kill moonlight", v->count, "0 or 1");
    if (v->kind == SE_PRAY && (v->arg < 0 || v->arg > 3))
        return bad(err, n, "pray flags", v->arg, "0..3 (altar 1, all 2)");
    return 0;
}

int sanity_case_check(const struct sanity_case *c, char *err, size_t n)
{
    const struct sanity_hero *h = &c->hero;
    if (outside(err, n, "wis", h->wis, 3, 25))
        return -1;
    if ((unsigned)h->place >= SP_COUNT)
        return bad(err, n, "role/race/place", -1, "a table entry");
    if (!sanity_hero_legal(h->role, h->race, err, n))
        return -1;
    if (outside(err, n, "xl", h->xl, 1, 30) || outside(err, n, "int", h->intel, 3, 25) ||
        outside(err, n, "insight", h->insight, 0, 1000000) ||
        outside(err, n, "itchy", h->itchy, 0, 10000) || outside(err, n, "narya", h->narya, 0, 30))
        return -1;
    if (h->sanity < (h->madness ? 0 : SAN_FLOOR) || h->sanity > SAN_MAX)
        return bad(err, n, "sanity", h->sanity,
                   h->madness ? "0..100" : "50..100 (below 50 needs a permanent madness)");
    if (outside(err, n, "drunk", h->drunk, 0, 1000) ||
        outside(err, n, "lost_names", h->lost_names, 0, 31) ||
        outside(err, n, "turn0", h->turn0, 0, 100000000))
        return -1;
    if (c->end <= h->turn0 || c->end - h->turn0 > SAN_END_MAX)
        return bad(err, n, "end", c->end, "turn0 + 1 .. turn0 + 100000");
    if (outside(err, n, "events", c->nev, 0, SAN_EVENTS_MAX))
        return -1;
    for (int e = 0; e < c->nev; e++)
        if (check_event(c, e, err, n) != 0)
            return -1;
    /* The game lets one walking delirium act per turn (one latch for all of
     * them) and takes the largest single mad-template roll of the turn (one
     * for all of them; docs/rules.md, Sanity loss from monsters): two deliriums, or two mad events,
     * on the same turns would be counted twice here. */
    for (int e = 0; e < c->nev; e++)
        for (int f = e + 1; f < c->nev; f++) {
            const struct sanity_event *a = &c->ev[e], *b = &c->ev[f];
            bool shared = a->kind == b->kind && (a->kind == SE_DELIRIUM || a->kind == SE_MAD);
            if (shared && a->turn < b->turn + b->turns && b->turn < a->turn + a->turns) {
                snprintf(err, n,
                         "events %d and %d: two %s on the same turns share the game's one "
                         "limit per turn; expected them on different turns%s",
                         e + 1, f + 1, a->kind == SE_MAD ? "mad-template events" : "deliriums",
                         a->kind == SE_MAD ? " (or one mad event with xK)" : "");
                return -1;
            }
        }
    if (outside(err, n, "checkpoints", c->ncheck, 0, SAN_CHECKPOINTS_MAX))
        return -1;
    for (int i = 0; i < c->ncheck; i++)
        if (c->checkpoint[i] <= h->turn0 || c->checkpoint[i] > c->end ||
            (i > 0 && c->checkpoint[i] <= c->checkpoint[i - 1]))
            return bad(err, n, "checkpoint", c->checkpoint[i],
                       "ascending turns after turn0, up to end");
    if (outside(err, n, "target", c->target, 0, SAN_MAX))
        return -1;
    if (c->recover_from > c->end)
        return bad(err, n, "recover_from", c->recover_from, "a turn up to end");
    return 0;
}

/* ---- the tally ---- */

size_t sanity_hist_count(const struct sanity_case *c)
{
    return SH_FIXED + (size_t)c->ncheck + (size_t)c->nev;
}

size_t sanity_hist_checkpoint(int i)
{
    return SH_FIXED + (size_t)i;
}

size_t sanity_hist_event(const struct sanity_case *c, int e)
{
    return SH_FIXED + (size_t)c->ncheck + (size_t)e;
}

int sanity_recover_lo(const struct sanity_case *c)
{
    int lo = c->hero.turn0 + 1;
    return c->recover_from > lo ? c->recover_from : lo;
}

int sanity_tally_init(struct nh_tally *t, const struct sanity_case *c)
{
    if (sanity_case_check(c, NULL, 0) != 0) {
        memset(t, 0, sizeof *t);
        return -1;
    }
    size_t nh = sanity_hist_count(c);
    int32_t lo[SH_FIXED + SAN_CHECKPOINTS_MAX + SAN_EVENTS_MAX];
    int32_t hi[SH_FIXED + SAN_CHECKPOINTS_MAX + SAN_EVENTS_MAX];
    lo[SH_END] = 0, hi[SH_END] = SAN_MAX;
    lo[SH_RECOVER] = sanity_recover_lo(c), hi[SH_RECOVER] = c->end + 1;
    lo[SH_ONSETS] = 0, hi[SH_ONSETS] = SAN_ONSETS_MAX;
    for (int i = 0; i < c->ncheck; i++)
        lo[sanity_hist_checkpoint(i)] = 0, hi[sanity_hist_checkpoint(i)] = SAN_MAX;
    for (int e = 0; e < c->nev; e++)
        lo[sanity_hist_event(c, e)] = 0, hi[sanity_hist_event(c, e)] = 1;
    return tally_init(t, nh, lo, hi);
}

void sanity_tally_add(struct nh_tally *t, const struct sanity_case *c,
                      const struct sanity_outcome *o)
{
    tally_add(t, SH_END, o->s_end);
    tally_add(t, SH_RECOVER, o->recover_turn);
    tally_add(t, SH_ONSETS, o->onsets < SAN_ONSETS_MAX ? o->onsets : SAN_ONSETS_MAX);
    for (int i = 0; i < c->ncheck; i++)
        tally_add(t, sanity_hist_checkpoint(i), o->s_at[i]);
    for (int e = 0; e < c->nev; e++)
        tally_add(t, sanity_hist_event(c, e), o->ev_mad[e]);
}

static uint64_t mix_int(uint64_t k, int v)
{
    return nh_mix64(k ^ (uint64_t)(uint32_t)v);
}

uint64_t sanity_case_key(const struct sanity_case *c)
{
    /* kind 9 = sanity; every input that changes a trial. */
    const struct sanity_hero *h = &c->hero;
    /* the role and race as numbered before sanity took the shared tables */
    int role = sanity_role_key(h->role), race = sanity_race_key(h->role, h->race);
    const int f[] = {h->wis,       role,          race,          h->xl,      h->intel,
                     h->orthos,    h->veil,       h->insight,    h->sea,     h->vilya,
                     h->soul_lens, (int)h->place, h->itchy,      h->madness, h->clear_thoughts,
                     h->nightmare, h->narya,      h->nodensfork, h->sanity,  h->turn0,
                     h->drunk,     c->nev,        c->end,        c->target,  c->recover_from};
    uint64_t k = 9ull << 56;
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
        k = mix_int(k, f[i]);
    /* Inputs added later are mixed in only when set, so older cases keep their streams. */
    if (h->lost_names || h->moon_close)
        k = mix_int(mix_int(k, h->lost_names), h->moon_close);
    for (int e = 0; e < c->nev; e++) {
        const struct sanity_event *v = &c->ev[e];
        const int g[] = {(int)v->kind, v->turn, v->turns, v->count, v->species, v->arg, v->hostile};
        for (size_t i = 0; i < sizeof g / sizeof g[0]; i++)
            k = mix_int(k, g[i]);
    }
    return k;
}
