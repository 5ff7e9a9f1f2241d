/* The runner's split (runner.h): work units shared among processes give,
 * summed, exactly the tallies of one process; a failure anywhere fails the
 * run everywhere; planning is arithmetic, whatever the trials. */
#include "testutil.h"

#include <string.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/jobs.h"
#include "nhmc/runner.h"

#define SEED   20261121u
#define NCASES 3
/* Four units a job, the last short (a block of 777 trials). */
#define TRIALS (3u * 64u * NH_BLOCK_TRIALS + 777u)

static const int stages[] = {0, 9, 19, 29};

/* The processes of a split, played one after another in this one: each
 * round says the others have finished as this one did, or failed. */
struct fake {
    uint64_t nparts;
    int rounds, combines;
    bool fail_round, out_of_step;
};

static int fake_exchange(void *ctx, const uint64_t here[NH_SPLIT_COUNTS],
                         uint64_t all[NH_SPLIT_COUNTS])
{
    struct fake *f = ctx;
    f->rounds++;
    if (f->out_of_step)
        return -1;
    all[NH_SPLIT_DONE] = here[NH_SPLIT_DONE];
    all[NH_SPLIT_FINISHED] = here[NH_SPLIT_FINISHED] * f->nparts;
    all[NH_SPLIT_FAILED] = here[NH_SPLIT_FAILED] + f->fail_round;
    return 0;
}

static int fake_combine(void *ctx, const struct nh_jobs *j)
{
    struct fake *f = ctx;
    (void)j;
    f->combines++;
    return 0;
}

static void make_jobs(struct nh_jobs *j)
{
    assert_int_equal(jobs_alloc(j, &levelup_job_kind, NCASES, SEED), 0);
    const struct levelup_case cases[NCASES] = {{NH_V367, 12, 3, NH_CON_ROLLED, 4, stages, 0},
                                               {NH_V367, 2, 0, 16, 4, stages, 0},
                                               {NH_V343, 9, 1, 3, 4, stages, 0}};
    for (size_t i = 0; i < NCASES; i++)
        memcpy(jobs_case(j, i), &cases[i], sizeof cases[i]);
    assert_int_equal(jobs_init_tallies(j), 0);
}

/* Every case's tally of a split run, part by part, added up. */
static void run_split(uint64_t nparts, int threads, struct nh_jobs *sum)
{
    make_jobs(sum);
    for (uint64_t p = 0; p < nparts; p++) {
        struct nh_jobs j;
        struct fake f = {.nparts = nparts};
        struct nh_runner_split s = {p, nparts, false, fake_exchange, fake_combine, &f};
        make_jobs(&j);
        runner_set_split(&s);
        int rc = jobs_run(&j, TRIALS, threads, false);
        runner_set_split(NULL);
        assert_int_equal(rc, 0);
        assert_true(f.rounds >= 1);
        assert_int_equal(f.combines, 1);
        uint64_t done = 0;
        for (size_t i = 0; i < NCASES; i++) {
            done += tally_total(&j.tallies[i], 0);
            tally_merge(&sum->tallies[i], &j.tallies[i]);
        }
        /* 193 blocks a case, the last of 777 trials: 579 in all, in runs
         * of 579 / nparts, one more for each of the first 579 % nparts */
        uint64_t want = 0, all = 3 * 193, extra = all % nparts;
        uint64_t first = p * (all / nparts) + (p < extra ? p : extra);
        uint64_t end = first + all / nparts + (p < extra);
        for (uint64_t g = first; g < end; g++)
            want += g % 193 == 192 ? 777u : NH_BLOCK_TRIALS;
        assert_int_equal(done, want);
        jobs_free(&j);
    }
}

static void split_sums_to_the_run_alone(void **state)
{
    (void)state;
    struct nh_jobs alone;
    make_jobs(&alone);
    assert_int_equal(jobs_run(&alone, TRIALS, 1, false), 0);
    const uint64_t parts[] = {1, 2, 3, 5, 12, 20, 600};
    for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++) {
        struct nh_jobs sum;
        run_split(parts[k], k % 2 ? 2 : 1, &sum);
        for (size_t i = 0; i < NCASES; i++) {
            assert_int_equal(tally_total(&sum.tallies[i], 0), TRIALS);
            assert_int_equal(sum.tallies[i].ncounts, alone.tallies[i].ncounts);
            assert_memory_equal(sum.tallies[i].counts, alone.tallies[i].counts,
                                alone.tallies[i].ncounts * sizeof *alone.tallies[i].counts);
        }
        jobs_free(&sum);
    }
    jobs_free(&alone);
}

/* Another process's failure stops this one's run, which then fails, and
 * no tallies are combined; so does a process out of step. */
static void failure_elsewhere_fails_the_run(void **state)
{
    (void)state;
    for (int out_of_step = 0; out_of_step < 2; out_of_step++) {
        struct nh_jobs j;
        struct fake f = {.nparts = 2, .fail_round = !out_of_step, .out_of_step = out_of_step};
        struct nh_runner_split s = {0, 2, false, fake_exchange, fake_combine, &f};
        make_jobs(&j);
        runner_set_split(&s);
        int rc = jobs_run(&j, 1000u * TRIALS, 2, false);
        runner_set_split(NULL);
        assert_int_equal(rc, -1);
        assert_int_equal(f.combines, 0);
        /* stopped early: far from all of this part's trials */
        assert_true(tally_total(&j.tallies[0], 0) < 500u * TRIALS);
        jobs_free(&j);
    }
}

/* The units are counted, not listed: 10^12 trials of each of the 2576
 * cases of a big grid make 976562500 blocks, 15258790 units, a case; a
 * count past 64 bits is refused. */
static void planning_is_arithmetic(void **state)
{
    (void)state;
    assert_int_equal(runner_units(1, 0), 0);
    assert_int_equal(runner_units(1, 1), 1);
    assert_int_equal(runner_units(1, 64u * NH_BLOCK_TRIALS), 1);
    assert_int_equal(runner_units(1, 64u * NH_BLOCK_TRIALS + 1), 2);
    assert_int_equal(runner_units(2576, 1000000000000u), UINT64_C(2576) * 15258790u);
    assert_true(runner_units(SIZE_MAX, 1000000000000u) == UINT64_MAX);
    assert_true(runner_units(SIZE_MAX, 1) == UINT64_MAX);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(split_sums_to_the_run_alone),
        cmocka_unit_test(failure_elsewhere_fails_the_run),
        cmocka_unit_test(planning_is_arithmetic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
