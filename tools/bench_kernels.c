/* bench_kernels: each kernel timed alone on one thread, as `make bench`
 * reports it (bench.c), and the cases it is timed on. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kinds/grace/grace.h"
#include "kinds/sanity/sanity.h"
#include "kinds/levelup/levelup.h"
#include "nhmc/params.h"
#include "nhmc/pmf.h"
#include "kinds/growth/growth.h"
#include "kinds/monster/monster_hp.h"
#include "kinds/prayer/prayer.h"
#include "kinds/regen/regen.h"
#include "kinds/rnz/rnz.h"
#include "nhmc/rng.h"
#include "nhmc/jobs.h"
#include "nhmc/runner.h"
#include "bench_kernels.h"

double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double bench_trials, bench_seconds;

static void note_trials(double trials, double seconds)
{
    bench_trials = trials;
    bench_seconds = seconds;
}

#ifndef NHMC_COUNT_DRAWS /* the timing build only */
/* Raw PCG32: all lanes stepped together, one thread, outputs per second. */
double bench_pcg32(void)
{
    static nh_pcg32_lanes lanes;
    static uint32_t out[NH_LANES];
    static uint32_t sink;
    const long rounds = 800000; /* ~2e8 outputs */
    pcg32_lanes_seed(&lanes, 1, 2, 3, 0);
    double t0 = bench_now();
    for (long r = 0; r < rounds; r++) {
        pcg32_lanes_next(&lanes, out, NH_LANES);
        sink ^= out[r & (NH_LANES - 1)];
    }
    double rate = (double)rounds * NH_LANES / (bench_now() - t0);
    if (sink == 0x12345678u)
        puts(""); /* keeps the loop's outputs alive */
    return rate;
}

#endif

int bench_setup_jobs(struct bench_jobs *bj)
{
    memset(bj, 0, sizeof *bj);
    for (int s = 0; s < NH_MAXULEV; s++)
        bj->stages[s] = s;
    for (int r = 0; r < NH_ROLE_COUNT; r++)
        for (int a = 0; a < NH_RACE_COUNT; a++)
            for (int con = 3; con <= 25 && role_allows_race(r, a); con++) {
                struct levelup_case *c = &bj->cases[bj->njobs];
                *c = (struct levelup_case){NH_V367, r, a, con, NH_MAXULEV, bj->stages};
                if (levelup_tally_init(&bj->tallies[bj->njobs], c) != 0)
                    return -1;
                bj->njobs++;
            }
    return 0;
}

double bench_levelup(struct bench_jobs *bj, int threads, uint64_t trials)
{
    for (size_t j = 0; j < bj->njobs; j++)
        tally_clear(&bj->tallies[j]);
    struct nh_jobs j = {&levelup_job_kind,          1,    bj->njobs,
                        (unsigned char *)bj->cases, NULL, bj->tallies};
    double t0 = bench_now();
    if (jobs_run(&j, trials, threads, false) != 0)
        return 0.0;
    double dt = bench_now() - t0;
    note_trials((double)trials * (double)bj->njobs, dt);
    return (double)trials * (double)bj->njobs * (NH_MAXULEV - 1) / dt;
}

/* rnz(350) calls per second on one thread at XL xl. */
static double bench_rnz(int xl)
{
    struct rnz_case c = {350, xl};
    struct nh_tally t;
    const uint64_t calls = 1u << 25;
    if (rnz_tally_init(&t, &c) != 0)
        return 0.0;
    double t0 = bench_now();
    for (uint64_t b = 0; b < calls / NH_BLOCK_TRIALS; b++)
        rnz_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = bench_now() - t0;
    note_trials((double)calls, dt);
    double rate = (double)calls / dt;
    tally_free(&t);
    return rate;
}

/* The regen cases timed, from 1 HP to the target from a random turn:
 * 3.6.7 XL 8 Con 16 to 70 (no draws but the start turn: the outcome is read
 * from a table by phase), 5.0 XL 8 Con 16 to 70 (a heal draw every turn),
 * 3.6.7 XL 14 Con 18 Stressed, move 0.5, to 80 (move and heal draws every
 * third turn), and 3.6.7 XL 2 Con 16 with Regeneration, Strained and
 * always moving, to 70: no draws either, with a 330-turn period. */
enum { REGEN_367, REGEN_50, REGEN_367_STRESSED, REGEN_367_STEPPED, REGEN_DNH, REGEN_CASES };

static struct regen_case regen_bench_case(int which)
{
    struct regen_case c;
    memset(&c, 0, sizeof c);
    c.variant = which == REGEN_50 ? NH_V50 : which == REGEN_DNH ? NH_VDNH : NH_V367;
    c.role = c.race = -1;
    if (which == REGEN_DNH) { /* dNetHack's rate needs the role and race */
        c.role = role_parse("Val");
        c.race = race_parse("human");
    }
    c.xl = which == REGEN_367_STRESSED ? 14 : which == REGEN_367_STEPPED ? 2 : 8;
    c.con = which == REGEN_367_STRESSED ? 18 : 16;
    c.hp = 1;
    c.maxhp = c.target = which == REGEN_367_STRESSED ? 80 : 70;
    c.enc = which == REGEN_367_STRESSED  ? NH_ENC_STRESSED
            : which == REGEN_367_STEPPED ? NH_ENC_STRAINED
                                         : NH_ENC_UNENCUMBERED;
    c.move = which == REGEN_367_STEPPED ? 1.0 : 0.5;
    c.regeneration = which == REGEN_367_STEPPED;
    c.turn_random = true;
    c.measure = NH_REGEN_TURNS;
    c.max_turns = NH_REGEN_DEFAULT_LIMIT;
    return c;
}

/* Hero-turns per second on one thread, counted exactly as the sum of the
 * trials' outcomes (steps to the target), in blocks of NH_BLOCK_TRIALS as
 * the runner makes them. */
/* dNetHack's level-ups per second, one thread: a human Valkyrie with Con 16
 * tallied at all 30 XLs (its stored-rolls path of src/kinds/levelup/levelup_kernel.c). */
static double bench_levelup_dnh(void)
{
    static int stages[NH_MAXULEV];
    for (int s = 0; s < NH_MAXULEV; s++)
        stages[s] = s;
    struct levelup_case c = {NH_VDNH, role_parse("Val"), race_parse("human"),
                             16,      NH_MAXULEV,        stages};
    struct nh_tally t;
    const uint64_t blocks = 4096;
    if (levelup_tally_init(&t, &c) != 0)
        return 0.0;
    double t0 = bench_now();
    for (uint64_t b = 0; b < blocks; b++)
        levelup_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = bench_now() - t0;
    note_trials((double)blocks * NH_BLOCK_TRIALS, dt);
    tally_free(&t);
    return (double)blocks * NH_BLOCK_TRIALS * (NH_MAXULEV - 1) / dt;
}

static double bench_regen(int which)
{
    struct regen_case c = regen_bench_case(which);
    struct nh_tally t;
    /* the cases without draws read a table by phase, about 1e9 trials a
     * second: 16 times the blocks keep them timed for more than 10 ms */
    bool by_phase = which == REGEN_367 || which == REGEN_367_STEPPED || which == REGEN_DNH;
    const uint64_t blocks = by_phase ? 16384 : 1024;
    if (regen_tally_init(&t, &c) != 0)
        return 0.0;
    double t0 = bench_now();
    for (uint64_t b = 0; b < blocks; b++)
        regen_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = bench_now() - t0;
    note_trials((double)blocks * NH_BLOCK_TRIALS, dt);
    const uint64_t *h = tally_hist(&t, 0);
    uint64_t turns = 0;
    for (uint32_t i = 0; i < t.width[0]; i++)
        turns += h[i] * (uint64_t)(t.lo[0] + (int32_t)i);
    tally_free(&t);
    return (double)turns / dt;
}

/* The prayer cases timed: a human Tourist praying at turn 101 with max HP
 * 10 and HP 4 (3.6.7, record 0, Luck 0: in trouble, timeout 200, rnl(2)
 * decides the fix); a human Valkyrie of 5.0 with max HP rolled at XL 10
 * (Con 16), HP 10 (in trouble from max HP 60), at turn 1200, record 10. */
enum { PRAYER_TOURIST, PRAYER_ROLLED, PRAYER_BENCH_CASES };

static struct prayer_case prayer_bench_case(int which)
{
    struct prayer_case c;
    memset(&c, 0, sizeof c);
    c.race = race_parse("human");
    c.con = 16;
    c.altar = PRAYER_OFF_ALTAR;
    if (which == PRAYER_TOURIST) {
        c.variant = NH_V367;
        c.role = role_parse("Tou");
        c.xl = 1;
        c.maxhp = 10;
        c.hp = 4;
        c.turn = 101;
        c.record = 0;
    } else {
        c.variant = NH_V50;
        c.role = role_parse("Val");
        c.xl = 10;
        c.maxhp = PRAYER_MAXHP_ROLLED;
        c.hp = 10;
        c.turn = 1200;
        c.record = 10;
    }
    return c;
}

/* Prayer trajectories per second on one thread, in blocks of
 * NH_BLOCK_TRIALS as the runner makes them. */
static double bench_prayer(int which)
{
    struct prayer_case c = prayer_bench_case(which);
    struct nh_tally t;
    const uint64_t blocks = 8192; /* 8.4e6 prayers */
    if (prayer_tally_init(&t, &c) != 0)
        return 0.0;
    double t0 = bench_now();
    for (uint64_t b = 0; b < blocks; b++)
        prayer_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = bench_now() - t0;
    uint64_t n = tally_total(&t, PH_FLAGS);
    note_trials((double)n, dt);
    tally_free(&t);
    return (double)n / dt;
}

/* Growth: the example timeline for a human Valkyrie (Con 16) of
 * 3.6.7, in timelines per second; and nurse hits per second (a human
 * Tourist taking 1000 hits at XL 1). */
enum { GROWTH_EXAMPLE, GROWTH_NURSE, GROWTH_BENCH_CASES };

static double bench_growth(int which)
{
    static const char *events[] = {
        "level 1-14; quaff full blessed x2; nurse 200; level 30; quaff gain-level x3",
        "nurse 1000"};
    struct growth_timeline tl;
    struct growth_report r;
    char err[200];
    if (growth_parse_events(events[which], &tl, err, sizeof err) != 0 ||
        growth_parse_report("after each", &r, err, sizeof err) != 0)
        return 0.0;
    struct growth_case c = {NH_V367,
                            role_parse(which == GROWTH_NURSE ? "Tou" : "Val"),
                            race_parse("human"),
                            16,
                            1,
                            0,
                            &tl,
                            &r};
    struct nh_tally t;
    const uint64_t blocks = which == GROWTH_NURSE ? 128 : 512;
    if (growth_tally_init(&t, &c) != 0)
        return 0.0;
    double t0 = bench_now();
    for (uint64_t b = 0; b < blocks; b++)
        growth_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = bench_now() - t0;
    double n = (double)tally_total(&t, t.nhist - 1);
    note_trials(n, dt);
    tally_free(&t);
    return (which == GROWTH_NURSE ? n * 1000 : n) / dt;
}

/* Monsters: a soldier ant made at depth 10 for an XL 8 hero in 3.6.7
 * (m_lev 4, d(4,8)), in creations per second; and a kitten growing through
 * 20 kills of level-5 victims, in kills (grow_up calls) per second. */
enum { MONSTER_SOLDIER_ANT, MONSTER_KITTEN_KILLS, MONSTER_BENCH_CASES };

static double bench_monster(int which)
{
    const struct nh_monster_table *mt = monster_table(NH_V367);
    struct monster_case c = {0};
    c.variant = NH_V367;
    c.mon = monster_find_exact(mt, which == MONSTER_SOLDIER_ANT ? "soldier ant" : "kitten");
    c.where.depth = which == MONSTER_SOLDIER_ANT ? 10 : 1;
    c.xl = which == MONSTER_SOLDIER_ANT ? 8 : 1;
    c.kills = which == MONSTER_KITTEN_KILLS ? 20 : 0;
    c.victim_level = which == MONSTER_KITTEN_KILLS ? 5 : 0;
    struct nh_tally t;
    const uint64_t blocks = which == MONSTER_SOLDIER_ANT ? 16384 : 4096;
    if (monster_tally_init(&t, &c) != 0)
        return 0.0;
    double t0 = bench_now();
    for (uint64_t b = 0; b < blocks; b++)
        monster_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = bench_now() - t0;
    double n = (double)tally_total(&t, NH_MON_HIST_HP);
    note_trials(n, dt);
    tally_free(&t);
    return (which == MONSTER_KITTEN_KILLS ? n * 20 : n) / dt;
}

/* Grace fights per second, one thread: rule 3.7-2025 (the snapshot and the
 * latch), a hero at 30 of 30 HP taking 3 attacks of 2d6 a turn hitting 70%,
 * 1 HP back with chance 20% between turns, for 10 turns: the shape of
 * scenarios/grace_rules_compared.ini's ordinary fights. */
static double bench_grace(void)
{
    const struct grace_case c = {GRACE_37_2025, 30, 30, 2, 6, 0, 7, 10, 3, 1, 20, 10, 0, 0, 0, 0,
                                 false};
    struct nh_tally t;
    const uint64_t blocks = 4096; /* 4.2e6 fights */
    if (grace_tally_init(&t, &c) != 0)
        return 0.0;
    double t0 = bench_now();
    for (uint64_t b = 0; b < blocks; b++)
        grace_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = bench_now() - t0;
    uint64_t n = tally_total(&t, 0);
    note_trials((double)n, dt);
    tally_free(&t);
    return (double)n / dt;
}

/* dNetHack sanity timelines per second, one thread: a human Valkyrie (Wis
 * 18) at S 70 who sees a hostile akkabish tannin for 20 turns from turn 10
 * and drinks a blessed potion of sleeping on turn 500; 1000 turns in all
 * (the shape of scenarios/sanity_tannin.ini, then recovery). */
static double bench_sanity(void)
{
    struct sanity_case c;
    memset(&c, 0, sizeof c);
    c.hero = (struct sanity_hero){.wis = 18,
                                  .role = SR_VALKYRIE,
                                  .race = SRC_HUMAN,
                                  .xl = 1,
                                  .intel = 11,
                                  .veil = true,
                                  .sanity = 70};
    c.ev[0] = (struct sanity_event){.kind = SE_SEE,
                                    .turn = 10,
                                    .turns = 20,
                                    .count = 1,
                                    .species = sanity_species_find("akkabish tannin"),
                                    .hostile = true};
    c.ev[1] = (struct sanity_event){.kind = SE_SLEEPING, .turn = 500, .arg = 1};
    c.nev = 2;
    c.end = 1000;
    c.target = 100;
    c.recover_from = 501;
    struct nh_tally t;
    const uint64_t blocks = 64; /* 65536 timelines of 1000 turns */
    if (sanity_tally_init(&t, &c) != 0)
        return 0.0;
    double t0 = bench_now();
    for (uint64_t b = 0; b < blocks; b++)
        sanity_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = bench_now() - t0;
    uint64_t n = tally_total(&t, SH_END);
    note_trials((double)n, dt);
    tally_free(&t);
    return (double)n / dt;
}

#ifndef NHMC_COUNT_DRAWS
/* Seconds for the exact levelup table of 3.6.7 as `nhmc levelup --exact`
 * makes it: every role and valid race, Con 3..25, XL 1..30, each row's
 * distribution and summary.  Returns -1 if memory ran out. */
double bench_exact_table(const struct bench_jobs *bj)
{
    static struct nh_pmf pmfs[NH_MAXULEV];
    double t0 = bench_now(), sink = 0.0;
    for (size_t j = 0; j < bj->njobs; j++) {
        if (levelup_exact(&bj->cases[j], pmfs) != 0)
            return -1.0;
        for (int s = 0; s < NH_MAXULEV; s++) {
            struct nh_summary sum;
            if (summary_from_pmf(&pmfs[s], &sum) == 0)
                sink += sum.mean;
            pmf_free(&pmfs[s]);
        }
    }
    double dt = bench_now() - t0;
    return sink > 0.0 ? dt : -1.0;
}
#endif

const char *const bench_kernel_names[K_COUNT] = {"levelup",
                                                 "levelup_dnethack",
                                                 "rnz_xl1",
                                                 "rnz_xl30",
                                                 "regen_367",
                                                 "regen_50",
                                                 "regen_367_stressed",
                                                 "regen_367_stepped",
                                                 "regen_dnethack",
                                                 "prayer_tourist",
                                                 "prayer_rolled",
                                                 "growth_example",
                                                 "growth_nurse",
                                                 "monster_soldier_ant",
                                                 "monster_kitten_kills",
                                                 "grace",
                                                 "sanity"};

/* Times kernel k once on one thread: its figure (in the unit of its line
 * below); bench_trials and bench_seconds say how many trials in how long. */
double bench_run_kernel(int k, struct bench_jobs *bj, uint64_t trials)
{
    switch (k) {
    case K_LEVELUP:
        return bench_levelup(bj, 1, trials);
    case K_LEVELUP_DNH:
        return bench_levelup_dnh();
    case K_RNZ_XL1:
        return bench_rnz(1);
    case K_RNZ_XL30:
        return bench_rnz(30);
    case K_REGEN_367:
        return bench_regen(REGEN_367);
    case K_REGEN_50:
        return bench_regen(REGEN_50);
    case K_REGEN_367_STRESSED:
        return bench_regen(REGEN_367_STRESSED);
    case K_REGEN_367_STEPPED:
        return bench_regen(REGEN_367_STEPPED);
    case K_REGEN_DNH:
        return bench_regen(REGEN_DNH);
    case K_PRAYER_TOURIST:
        return bench_prayer(PRAYER_TOURIST);
    case K_PRAYER_ROLLED:
        return bench_prayer(PRAYER_ROLLED);
    case K_GROWTH_EXAMPLE:
        return bench_growth(GROWTH_EXAMPLE);
    case K_GROWTH_NURSE:
        return bench_growth(GROWTH_NURSE);
    case K_MONSTER_SOLDIER_ANT:
        return bench_monster(MONSTER_SOLDIER_ANT);
    case K_MONSTER_KITTEN_KILLS:
        return bench_monster(MONSTER_KITTEN_KILLS);
    case K_GRACE:
        return bench_grace();
    default:
        return bench_sanity();
    }
}
