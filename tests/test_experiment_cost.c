/* Tests of experiment_cost: the method a run takes by its kind's cost
 * hooks, and the bound NH_EXACT_COST_MAX on an exact run's estimated cost:
 * a run just under it still runs exactly, one just over is refused (exit
 * 2) with a message naming the estimate and the costliest row. */
#include "testutil.h"

#include <string.h>
#include <unistd.h>

#include "pipeline/experiment_cost.h"
#include "nhmc/kind.h"

/* A case that says its own costs. */
struct fake_case {
    double exact, trial;
};

static double exact_cost(const struct nh_scenario *s, const void *c)
{
    (void)s;
    return ((const struct fake_case *)c)->exact;
}

static double trial_cost(const struct nh_scenario *s, const void *c)
{
    (void)s;
    return ((const struct fake_case *)c)->trial;
}

static bool always(const struct nh_scenario *s)
{
    (void)s;
    return true;
}

static const struct nh_job_kind fake_jobs = {sizeof(struct fake_case), NULL, NULL};
static const struct nh_kind fake_kind = {.name = "fake"};
static struct nh_scenario s;
static struct nh_jobs j;
static struct nh_table t;

/* Two cases of exact costs a and b (ns) and trial costs 1 ns, the row
 * texts "1" and "2" of one column "size". */
static void two_cases(enum nh_method method, uint64_t trials, double a, double b)
{
    memset(&s, 0, sizeof s);
    strcpy(s.file, "command line");
    s.kind = &fake_kind;
    s.method = method;
    s.trials = trials;
    jobs_free(&j);
    assert_int_equal(jobs_alloc(&j, &fake_jobs, 2, 0), 0);
    *(struct fake_case *)jobs_case(&j, 0) = (struct fake_case){a, 1.0};
    *(struct fake_case *)jobs_case(&j, 1) = (struct fake_case){b, 1.0};
    strcpy(j.text[0][0], "1");
    strcpy(j.text[1][0], "2");
    memset(&t, 0, sizeof t);
    t.ngrid = 1;
    t.grid_names[0] = "size";
}

static int method(const struct nh_experiment *e, bool *exact)
{
    return experiment_method(&s, e, &j, &t, exact);
}

static const struct nh_experiment hooks = {.exact_cost = exact_cost, .trial_cost = trial_cost};

/* Method exact: up to the bound it runs, past it it is refused. */
static void test_exact_bound(void **state)
{
    (void)state;
    bool exact = false;
    two_cases(NH_METHOD_EXACT, 1, NH_EXACT_COST_MAX / 2, NH_EXACT_COST_MAX / 2);
    assert_int_equal(method(&hooks, &exact), 0);
    assert_true(exact);
    two_cases(NH_METHOD_EXACT, 1, NH_EXACT_COST_MAX / 2, NH_EXACT_COST_MAX * 0.501);
    assert_int_equal(method(&hooks, &exact), 2);
    /* an exact model that does not answer a case is for solve to explain */
    two_cases(NH_METHOD_EXACT, 1, 1e3, INFINITY);
    assert_int_equal(method(&hooks, &exact), 0);
    assert_true(exact);
    /* rate tables have no trials to take instead: never refused */
    const struct nh_experiment only = {
        .exact_cost = exact_cost, .trial_cost = trial_cost, .exact_only = always};
    two_cases(NH_METHOD_EXACT, 1, NH_EXACT_COST_MAX, NH_EXACT_COST_MAX);
    assert_int_equal(method(&only, &exact), 0);
    assert_true(exact);
}

/* Method auto: exact when cheaper than the trials and within the bound;
 * past the bound Monte Carlo, not a refusal. */
static void test_auto(void **state)
{
    (void)state;
    bool exact = false;
    two_cases(NH_METHOD_AUTO, 1000000, 4e5, 5e5); /* 0.9 ms against 2 ms */
    assert_int_equal(method(&hooks, &exact), 0);
    assert_true(exact);
    two_cases(NH_METHOD_AUTO, 1000000, 1e6, 1.5e6); /* 2.5 ms against 2 ms */
    assert_int_equal(method(&hooks, &exact), 0);
    assert_false(exact);
    two_cases(NH_METHOD_AUTO, 1000000000000ULL, NH_EXACT_COST_MAX, 1.0);
    assert_int_equal(method(&hooks, &exact), 0);
    assert_false(exact);
    two_cases(NH_METHOD_AUTO, 1000000000000ULL, NH_EXACT_COST_MAX / 2, NH_EXACT_COST_MAX / 2);
    assert_int_equal(method(&hooks, &exact), 0);
    assert_true(exact);
    two_cases(NH_METHOD_MC, 1000000, 1.0, 1.0);
    assert_int_equal(method(&hooks, &exact), 0);
    assert_false(exact);
}

/* The refusal names the estimate, the costliest row and the bound. */
static void test_message(void **state)
{
    (void)state;
    bool exact;
    int fd[2];
    assert_int_equal(pipe(fd), 0);
    fflush(stderr);
    int saved = dup(STDERR_FILENO);
    assert_true(dup2(fd[1], STDERR_FILENO) >= 0);
    two_cases(NH_METHOD_EXACT, 1, 1e9, 3 * 3600e9); /* 1 s and 3 h */
    int st = method(&hooks, &exact);
    fflush(stderr);
    assert_true(dup2(saved, STDERR_FILENO) >= 0);
    close(saved);
    close(fd[1]);
    char buf[1024] = "";
    ssize_t n = read(fd[0], buf, sizeof buf - 1);
    close(fd[0]);
    assert_int_equal(st, 2);
    assert_true(n > 0);
    buf[n] = '\0';
    assert_string_equal(
        buf, "nhmc: command line: method exact: the exact answer of 2 rows would take about "
             "3.0 h (the estimate of kind fake's cost model, on one thread; the "
             "costliest row, size=2, alone about 3.0 h); expected at most 5.0 min: "
             "use method montecarlo (--method mc) or smaller values\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exact_bound),
        cmocka_unit_test(test_auto),
        cmocka_unit_test(test_message),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    jobs_free(&j);
    return failed;
}
