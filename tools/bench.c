/* bench: throughput of the raw PCG32 lanes, the levelup, rnz and regen
 * kernels, and the time of the exact levelup table of a whole variant.
 *
 * Figures of record are ratios to the raw PCG32 throughput measured in the
 * same run (the practical limit of any kernel), not absolute rates: machines
 * are noisy.  Each figure is the best of several repetitions.  The last lines
 * are machine-readable name=value pairs.
 */
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

#define REPEATS 5

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The trials and seconds of the last kernel timed (a trial: a hero, an rnz
 * call, a regen or sanity timeline, a prayer, a fight, a monster), for the
 * draws per trial and the rng efficiency. */
static double g_trials, g_seconds;

static void note_trials(double trials, double seconds)
{
    g_trials = trials;
    g_seconds = seconds;
}

#ifndef NHMC_COUNT_DRAWS /* the timing build only */
/* Raw PCG32: all lanes stepped together, one thread, outputs per second. */
static double bench_pcg32(void)
{
    static nh_pcg32_lanes lanes;
    static uint32_t out[NH_LANES];
    static uint32_t sink;
    const long rounds = 800000; /* ~2e8 outputs */
    pcg32_lanes_seed(&lanes, 1, 2, 3, 0);
    double t0 = now();
    for (long r = 0; r < rounds; r++) {
        pcg32_lanes_next(&lanes, out, NH_LANES);
        sink ^= out[r & (NH_LANES - 1)];
    }
    double rate = (double)rounds * NH_LANES / (now() - t0);
    if (sink == 0x12345678u)
        puts(""); /* keeps the loop's outputs alive */
    return rate;
}

#endif

/* The maxhp_by_role shape: every role and valid race, Con 3..25, tallies at
 * XL 1..30. */
struct bench_jobs {
    struct levelup_case cases[NH_ROLE_COUNT * NH_RACE_COUNT * 23];
    struct nh_tally tallies[NH_ROLE_COUNT * NH_RACE_COUNT * 23];
    size_t njobs;
    int stages[NH_MAXULEV];
};

static int setup_jobs(struct bench_jobs *bj)
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

/* Level-ups per second (29 per hero, tallies at all 30 XLs). */
static double bench_levelup(struct bench_jobs *bj, int threads, uint64_t trials)
{
    for (size_t j = 0; j < bj->njobs; j++)
        tally_clear(&bj->tallies[j]);
    struct nh_jobs j = {&levelup_job_kind,          1,    bj->njobs,
                        (unsigned char *)bj->cases, NULL, bj->tallies};
    double t0 = now();
    if (jobs_run(&j, trials, threads, false) != 0)
        return 0.0;
    double dt = now() - t0;
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
    double t0 = now();
    for (uint64_t b = 0; b < calls / NH_BLOCK_TRIALS; b++)
        rnz_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = now() - t0;
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
    double t0 = now();
    for (uint64_t b = 0; b < blocks; b++)
        levelup_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = now() - t0;
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
    double t0 = now();
    for (uint64_t b = 0; b < blocks; b++)
        regen_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = now() - t0;
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
    double t0 = now();
    for (uint64_t b = 0; b < blocks; b++)
        prayer_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = now() - t0;
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
    double t0 = now();
    for (uint64_t b = 0; b < blocks; b++)
        growth_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = now() - t0;
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
    double t0 = now();
    for (uint64_t b = 0; b < blocks; b++)
        monster_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = now() - t0;
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
    double t0 = now();
    for (uint64_t b = 0; b < blocks; b++)
        grace_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = now() - t0;
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
    double t0 = now();
    for (uint64_t b = 0; b < blocks; b++)
        sanity_run_block(&c, 1, b, NH_BLOCK_TRIALS, &t);
    double dt = now() - t0;
    uint64_t n = tally_total(&t, SH_END);
    note_trials((double)n, dt);
    tally_free(&t);
    return (double)n / dt;
}

#ifndef NHMC_COUNT_DRAWS
/* Seconds for the exact levelup table of 3.6.7 as `nhmc levelup --exact`
 * makes it: every role and valid race, Con 3..25, XL 1..30, each row's
 * distribution and summary.  Returns -1 if memory ran out. */
static double bench_exact_table(const struct bench_jobs *bj)
{
    static struct nh_pmf pmfs[NH_MAXULEV];
    double t0 = now(), sink = 0.0;
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
    double dt = now() - t0;
    return sink > 0.0 ? dt : -1.0;
}

static double min_pos(double a, double b)
{
    return a <= 0.0 ? b : (b <= 0.0 ? a : (a < b ? a : b));
}

static double max2(double a, double b)
{
    return a > b ? a : b;
}
#endif

/* The kernels whose draws per trial and rng efficiency are reported, each
 * timed on one thread. */
enum bench_kernel {
    K_LEVELUP,
    K_LEVELUP_DNH,
    K_RNZ_XL1,
    K_RNZ_XL30,
    K_REGEN_367,
    K_REGEN_50,
    K_REGEN_367_STRESSED,
    K_REGEN_367_STEPPED,
    K_REGEN_DNH,
    K_PRAYER_TOURIST,
    K_PRAYER_ROLLED,
    K_GROWTH_EXAMPLE,
    K_GROWTH_NURSE,
    K_MONSTER_SOLDIER_ANT,
    K_MONSTER_KITTEN_KILLS,
    K_GRACE,
    K_SANITY,
    K_COUNT
};

static const char *const kernel_names[K_COUNT] = {"levelup",
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
 * below); g_trials and g_seconds say how many trials in how long. */
static double run_kernel(int k, struct bench_jobs *bj, uint64_t trials)
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

/* The levelup jobs of the maxhp_by_role shape, heroes per job. */
#define LEVELUP_TRIALS 32768 /* 644 jobs: about 6e8 level-ups */

#ifdef NHMC_COUNT_DRAWS
/* The counting build: each kernel run once, exactly the trials the timed
 * runs make (same seeds, same blocks), and the PCG32 outputs it computed per
 * trial printed as name_draws_per_trial=value, for bench to read. */
int main(void)
{
    static struct bench_jobs bj;
    if (setup_jobs(&bj) != 0) {
        fprintf(stderr, "bench: out of memory\n");
        return 1;
    }
    for (int k = 0; k < K_COUNT; k++) {
        nh_pcg32_draws = 0;
        if (run_kernel(k, &bj, LEVELUP_TRIALS) <= 0.0 || g_trials <= 0.0) {
            fprintf(stderr, "bench: kernel %s did not run\n", kernel_names[k]);
            return 1;
        }
        printf("%s_draws_per_trial=%.6g\n", kernel_names[k], (double)nh_pcg32_draws / g_trials);
    }
    for (size_t j = 0; j < bj.njobs; j++)
        tally_free(&bj.tallies[j]);
    return 0;
}
#else
/* Reads the counting build's name_draws_per_trial=value lines; a kernel not
 * found keeps 0 (then no efficiency is printed for it). */
static int read_draws(const char *path, double draws[K_COUNT])
{
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        fprintf(stderr, "bench: cannot read %s, expected the output of bench-draws\n", path);
        return -1;
    }
    char line[200];
    while (fgets(line, sizeof line, f) != NULL) {
        char *eq = strchr(line, '=');
        const char *suffix = "_draws_per_trial";
        size_t ls = strlen(suffix);
        if (eq == NULL || (size_t)(eq - line) <= ls || strncmp(eq - ls, suffix, ls) != 0)
            continue;
        for (int k = 0; k < K_COUNT; k++)
            if ((size_t)(eq - line) - ls == strlen(kernel_names[k]) &&
                strncmp(line, kernel_names[k], strlen(kernel_names[k])) == 0)
                draws[k] = strtod(eq + 1, NULL);
    }
    fclose(f);
    return 0;
}

/* `bench DRAWS KERNEL`: kernel KERNEL (a name of kernel_names) timed alone,
 * REPEATS times, e.g. under perf record; its best trials/s and efficiency. */
static int bench_one(const char *name, struct bench_jobs *bj, const double draws[K_COUNT])
{
    for (int k = 0; k < K_COUNT; k++) {
        if (strcmp(name, kernel_names[k]) != 0)
            continue;
        double pcg = bench_pcg32(), tps = 0.0;
        for (int rep = 0; rep < REPEATS; rep++) {
            (void)run_kernel(k, bj, LEVELUP_TRIALS);
            tps = max2(tps, g_trials / g_seconds);
        }
        printf("pcg32_outputs_per_s=%.4g\n%s_trials_per_s=%.4g\n", pcg, name, tps);
        if (draws[k] > 0.0)
            printf("%s_rng_efficiency=%.3f\n", name, tps * draws[k] / pcg);
        return 0;
    }
    fprintf(stderr, "bench: no kernel named %s\n", name);
    return 2;
}

int main(int argc, char **argv)
{
    static struct bench_jobs bj;
    if (setup_jobs(&bj) != 0) {
        fprintf(stderr, "bench: out of memory\n");
        return 1;
    }
    double draws[K_COUNT] = {0.0}, tps[K_COUNT] = {0.0};
    if (argc > 1 && read_draws(argv[1], draws) != 0)
        return 1;
    if (argc > 2) /* one kernel alone, e.g. under a profiler */
        return bench_one(argv[2], &bj, draws);
    int nt = runner_default_threads();
    const uint64_t trials = LEVELUP_TRIALS;
    printf("nhmc benchmark: best of %d runs each; %zu levelup jobs x %llu heroes x 29 gains\n",
           REPEATS, bj.njobs, (unsigned long long)trials);
    /* Interleaved, so a slow spell of a shared machine hurts every figure
     * alike instead of one; the best of REPEATS of each is kept. */
    double pcg = 0.0, lu1 = 0.0, lun = 0.0, rnz1 = 0.0, rnz30 = 0.0, exact = -1.0;
    double regen[REGEN_CASES] = {0.0}, lu_dnh = 0.0;
    double prayer[PRAYER_BENCH_CASES] = {0.0};
    double growth[GROWTH_BENCH_CASES] = {0.0};
    double monster[MONSTER_BENCH_CASES] = {0.0};
    double grace = 0.0, sanity = 0.0;
    double fig[K_COUNT] = {0.0};
    for (int rep = 0; rep < REPEATS; rep++) {
        pcg = max2(pcg, bench_pcg32());
        for (int k = 0; k < K_COUNT; k++) {
            double r = run_kernel(k, &bj, trials);
            if (r > fig[k]) { /* the best run: its trials per second too */
                fig[k] = r;
                tps[k] = g_trials / g_seconds;
            }
            if (k == K_LEVELUP)
                lun = max2(lun, bench_levelup(&bj, nt, trials));
        }
        exact = min_pos(exact, bench_exact_table(&bj));
    }
    lu1 = fig[K_LEVELUP];
    lu_dnh = fig[K_LEVELUP_DNH];
    rnz1 = fig[K_RNZ_XL1];
    rnz30 = fig[K_RNZ_XL30];
    regen[REGEN_367] = fig[K_REGEN_367];
    regen[REGEN_50] = fig[K_REGEN_50];
    regen[REGEN_367_STRESSED] = fig[K_REGEN_367_STRESSED];
    regen[REGEN_367_STEPPED] = fig[K_REGEN_367_STEPPED];
    regen[REGEN_DNH] = fig[K_REGEN_DNH];
    prayer[PRAYER_TOURIST] = fig[K_PRAYER_TOURIST];
    prayer[PRAYER_ROLLED] = fig[K_PRAYER_ROLLED];
    growth[GROWTH_EXAMPLE] = fig[K_GROWTH_EXAMPLE];
    growth[GROWTH_NURSE] = fig[K_GROWTH_NURSE];
    monster[MONSTER_SOLDIER_ANT] = fig[K_MONSTER_SOLDIER_ANT];
    monster[MONSTER_KITTEN_KILLS] = fig[K_MONSTER_KITTEN_KILLS];
    grace = fig[K_GRACE];
    sanity = fig[K_SANITY];
    if (exact < 0.0) {
        fprintf(stderr, "bench: out of memory in the exact table\n");
        return 1;
    }
    printf("raw PCG32, 1 thread, %d lanes:   %.3g outputs/s\n", NH_LANES, pcg);
    printf("levelup, 1 thread:               %.3g level-ups/s (%.3f per PCG32 output)\n", lu1,
           lu1 / pcg);
    printf("levelup, %d threads:              %.3g level-ups/s (%.2fx one thread)\n", nt, lun,
           lun / lu1);
    printf("rnz(350) at XL 1, 1 thread:      %.3g calls/s (%.3f per PCG32 output)\n", rnz1,
           rnz1 / pcg);
    printf("rnz(350) at XL 30, 1 thread:     %.3g calls/s (%.3f per PCG32 output)\n", rnz30,
           rnz30 / pcg);
    printf("regen 3.6.7 XL 8, 1 thread:      %.3g hero-turns/s (%.3f per PCG32 output)\n",
           regen[REGEN_367], regen[REGEN_367] / pcg);
    printf("regen 5.0 XL 8, 1 thread:        %.3g hero-turns/s (%.3f per PCG32 output)\n",
           regen[REGEN_50], regen[REGEN_50] / pcg);
    printf("regen 3.6.7 XL 14 Stressed, 1 t: %.3g hero-turns/s (%.3f per PCG32 output)\n",
           regen[REGEN_367_STRESSED], regen[REGEN_367_STRESSED] / pcg);
    printf("regen 3.6.7 XL 2 stepped, 1 t:   %.3g hero-turns/s (%.3f per PCG32 output)\n",
           regen[REGEN_367_STEPPED], regen[REGEN_367_STEPPED] / pcg);
    printf("levelup dnethack Val, 1 thread:  %.3g level-ups/s (%.3f per PCG32 output)\n", lu_dnh,
           lu_dnh / pcg);
    printf("regen dnethack Val XL 8, 1 t:    %.3g hero-turns/s (%.3f per PCG32 output)\n",
           regen[REGEN_DNH], regen[REGEN_DNH] / pcg);
    printf("exact levelup table, 1 thread:   %.4f s for %zu rows (%zu cases x 30 XLs)\n", exact,
           bj.njobs * NH_MAXULEV, bj.njobs);
    printf("prayer Tourist T101, 1 thread:   %.3g prayers/s (%.3f per PCG32 output)\n",
           prayer[PRAYER_TOURIST], prayer[PRAYER_TOURIST] / pcg);
    printf("prayer 5.0 Val XL 10 rolled, 1t: %.3g prayers/s (%.3f per PCG32 output)\n",
           prayer[PRAYER_ROLLED], prayer[PRAYER_ROLLED] / pcg);
    printf("growth example, 1 thread:        %.3g timelines/s (%.4f per PCG32 output)\n",
           growth[GROWTH_EXAMPLE], growth[GROWTH_EXAMPLE] / pcg);
    printf("growth nurse hits, 1 thread:     %.3g hits/s (%.3f per PCG32 output)\n",
           growth[GROWTH_NURSE], growth[GROWTH_NURSE] / pcg);
    printf("monster soldier ant D10 XL8, 1t: %.3g creations/s (%.3f per PCG32 output)\n",
           monster[MONSTER_SOLDIER_ANT], monster[MONSTER_SOLDIER_ANT] / pcg);
    printf("monster kitten 20 kills, 1 t:    %.3g kills/s (%.3f per PCG32 output)\n",
           monster[MONSTER_KITTEN_KILLS], monster[MONSTER_KITTEN_KILLS] / pcg);
    printf("grace 3.7-2025 10 turns, 1 t:    %.3g fights/s (%.4f per PCG32 output)\n", grace,
           grace / pcg);
    printf("sanity Val tannin 1000 turns, 1t: %.3g timelines/s (%.6f per PCG32 output)\n", sanity,
           sanity / pcg);
    printf("pcg32_outputs_per_s=%.4g\n", pcg);
    printf("levelup_per_s_1t=%.4g\n", lu1);
    printf("levelup_per_s_%dt=%.4g\n", nt, lun);
    printf("levelup_per_pcg32_1t=%.3f\n", lu1 / pcg);
    printf("levelup_scaling_%dt=%.3f\n", nt, lun / lu1);
    printf("rnz_per_pcg32_1t_xl1=%.3f\n", rnz1 / pcg);
    printf("rnz_per_pcg32_1t_xl30=%.3f\n", rnz30 / pcg);
    printf("regen_367_turns_per_s=%.4g\n", regen[REGEN_367]);
    printf("regen_367_ratio=%.3f\n", regen[REGEN_367] / pcg);
    printf("regen_50_turns_per_s=%.4g\n", regen[REGEN_50]);
    printf("regen_50_ratio=%.3f\n", regen[REGEN_50] / pcg);
    printf("regen_367_stressed_turns_per_s=%.4g\n", regen[REGEN_367_STRESSED]);
    printf("regen_367_stressed_ratio=%.3f\n", regen[REGEN_367_STRESSED] / pcg);
    printf("levelup_dnethack_per_s_1t=%.4g\n", lu_dnh);
    printf("levelup_dnethack_ratio=%.3f\n", lu_dnh / pcg);
    printf("regen_dnethack_turns_per_s=%.4g\n", regen[REGEN_DNH]);
    printf("regen_dnethack_ratio=%.3f\n", regen[REGEN_DNH] / pcg);
    printf("regen_367_stepped_turns_per_s=%.4g\n", regen[REGEN_367_STEPPED]);
    printf("regen_367_stepped_ratio=%.3f\n", regen[REGEN_367_STEPPED] / pcg);
    printf("exact_levelup_table_s=%.4f\n", exact);
    printf("prayer_tourist_per_s=%.4g\n", prayer[PRAYER_TOURIST]);
    printf("prayer_tourist_ratio=%.3f\n", prayer[PRAYER_TOURIST] / pcg);
    printf("prayer_rolled_per_s=%.4g\n", prayer[PRAYER_ROLLED]);
    printf("prayer_rolled_ratio=%.3f\n", prayer[PRAYER_ROLLED] / pcg);
    printf("growth_example_per_s=%.4g\n", growth[GROWTH_EXAMPLE]);
    printf("growth_example_ratio=%.5f\n", growth[GROWTH_EXAMPLE] / pcg);
    printf("growth_nurse_hits_per_s=%.4g\n", growth[GROWTH_NURSE]);
    printf("growth_nurse_hits_ratio=%.3f\n", growth[GROWTH_NURSE] / pcg);
    printf("monster_soldier_ant_per_s=%.4g\n", monster[MONSTER_SOLDIER_ANT]);
    printf("monster_soldier_ant_ratio=%.3f\n", monster[MONSTER_SOLDIER_ANT] / pcg);
    printf("monster_kitten_kills_per_s=%.4g\n", monster[MONSTER_KITTEN_KILLS]);
    printf("monster_kitten_kills_ratio=%.3f\n", monster[MONSTER_KITTEN_KILLS] / pcg);
    printf("grace_fights_per_s=%.4g\n", grace);
    printf("grace_ratio=%.5f\n", grace / pcg);
    printf("sanity_trials_per_s=%.4g\n", sanity);
    printf("sanity_ratio=%.6f\n", sanity / pcg);
    /* Trials per second of the best run times the draws a trial needs, over
     * the raw generator's outputs per second: 1 = as fast as the generator
     * alone. */
    for (int k = 0; k < K_COUNT; k++) {
        if (draws[k] <= 0.0)
            continue;
        printf("%s_trials_per_s=%.4g\n", kernel_names[k], tps[k]);
        printf("%s_draws_per_trial=%.6g\n", kernel_names[k], draws[k]);
        printf("%s_rng_efficiency=%.3f\n", kernel_names[k], tps[k] * draws[k] / pcg);
    }
    for (size_t j = 0; j < bj.njobs; j++)
        tally_free(&bj.tallies[j]);
    return 0;
}
#endif
