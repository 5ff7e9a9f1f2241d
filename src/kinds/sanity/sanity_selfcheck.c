/* sanity_selfcheck: the dNetHack sanity rows of `nhmc selfcheck`: the
 * kernel against the exact model. */
#include <string.h>

#include "kinds/sanity/sanity_impl.h"
#include "nhmc/gof.h"
#include "nhmc/selfcheck.h"

/* dNetHack sanity checks (sanity_impl.h; docs/rules.md, dNetHack sanity): the kernel against
 * the DP on S at the end after a hostile first sighting (the save, the die
 * and the temporary-madness roll; docs/rules.md, Sanity changes and temporary madness;
 * Sanity loss from monsters), and on S at a checkpoint
 * after a walking delirium stays 5 turns (first sighting, then minor
 * losses; docs/rules.md, Sanity loss from monsters) and regeneration (docs/rules.md, Sanity
 * regeneration).  A delirium and mad-template monsters in one timeline are outside the DP, so each
 * check has one encounter. */
#define NSANITY 2
static const char *const sanity_check_names[NSANITY] = {
    "sanity Val W12 S60 nachash tannin: S at end",
    "sanity Wiz W14 S70 delirium 5 turns: S at turn 60",
};

static void sanity_check_case(int i, struct sanity_case *c)
{
    memset(c, 0, sizeof *c);
    struct sanity_hero *h = &c->hero;
    h->role = i == 0 ? SR_VALKYRIE : SR_WIZARD;
    h->race = SRC_HUMAN;
    h->wis = i == 0 ? 12 : 14;
    h->xl = i == 0 ? 1 : 8;
    h->intel = 11;
    h->veil = true;
    h->sanity = i == 0 ? 60 : 70;
    if (i == 0) {
        c->ev[0] = sanity_hostile_sighting("nachash tannin", 10, 1);
        c->nev = 1;
        c->end = 300;
    } else {
        c->ev[0] = (struct sanity_event){
            .kind = SE_DELIRIUM, .turn = 5, .turns = 5, .count = 1, .hostile = true};
        c->nev = 1;
        c->end = 100;
        c->checkpoint[0] = 60;
        c->ncheck = 1;
    }
    c->target = 100;
    c->recover_from = h->turn0 + 1;
}

static void describe(const void *check, char *buf, size_t len)
{
    snprintf(buf, len, "%s", *(const char *const *)check);
}

/* Check i is the one of sanity_check_names[i]. */
static int run_sanity_check(const void *check, const struct nh_selfcheck_options *o,
                            struct nh_gof *g)
{
    int i = (int)((const char *const *)check - sanity_check_names);
    struct sanity_case c;
    struct sanity_exact x;
    sanity_check_case(i, &c);
    if (sanity_exact(&c, &x) != 0)
        return -1;
    size_t h = i == 0 ? SH_END : sanity_hist_checkpoint(0);
    int st = selfcheck_fit(&sanity_job_kind, &c, h, i == 0 ? x.end : &x.at[0], o, g);
    sanity_exact_free(&x);
    return st;
}

const struct nh_selfcheck_rows sanity_selfcheck = {
    sanity_check_names, NSANITY, sizeof sanity_check_names[0], describe, run_sanity_check};
