/* experiment_cost: method auto's choice and the bound on an exact run's
 * cost (experiment_cost.h), from the kinds' exact_cost and trial_cost
 * hooks: one limit for every kind, decided here and nowhere else. */
#include "experiment_cost.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "nhmc/message.h"

struct costs {
    double exact, trial; /* summed over the cases, in ns */
    double top;          /* the costliest case's exact cost */
    size_t top_case;
};

static struct costs sum_costs(const struct nh_scenario *s, const struct nh_experiment *e,
                              const struct nh_jobs *j)
{
    struct costs c = {0.0, 0.0, -1.0, 0};
    for (size_t i = 0; i < j->njobs; i++) {
        const void *cs = jobs_case(j, i);
        double x = e->exact_cost(s, cs);
        c.exact += x;
        c.trial += e->trial_cost(s, cs);
        if (x > c.top) {
            c.top = x;
            c.top_case = i;
        }
    }
    return c;
}

/* A time of ns nanoseconds in words: "4.2 s", "40 s", "5.1 min", "12 min",
 * "3.5 h", "9.3 days". */
static void duration(double ns, char *buf, size_t len)
{
    double sec = ns / 1e9;
    if (sec < 10)
        snprintf(buf, len, "%.1f s", sec);
    else if (sec < 120)
        snprintf(buf, len, "%.0f s", sec);
    else if (sec < 600)
        snprintf(buf, len, "%.1f min", sec / 60);
    else if (sec < 2 * 3600)
        snprintf(buf, len, "%.0f min", sec / 60);
    else if (sec < 2 * 86400)
        snprintf(buf, len, "%.1f h", sec / 3600);
    else
        snprintf(buf, len, "%.3g days", sec / 86400);
}

/* The costliest case, by its grid values ("kills=511, monster=Demogorgon"),
 * when there are several. */
static void costliest(const struct nh_jobs *j, const struct nh_table *t, const struct costs *c,
                      char *buf, size_t len)
{
    char took[32];
    size_t n = 0;
    buf[0] = '\0';
    if (j->njobs < 2 || t->ngrid < 1)
        return;
    n += (size_t)snprintf(buf, len, "; the costliest row, ");
    for (int g = 0; g < t->ngrid && n < len; g++)
        n += (size_t)snprintf(buf + n, len - n, "%s%s=%s", g ? ", " : "", t->grid_names[g],
                              j->text[c->top_case][g]);
    duration(c->top, took, sizeof took);
    if (n < len)
        snprintf(buf + n, len - n, ", alone about %s", took);
}

int experiment_method(const struct nh_scenario *s, const struct nh_experiment *e,
                      const struct nh_jobs *j, const struct nh_table *t, bool *exact)
{
    if (e->exact_only && e->exact_only(s)) { /* no trials to take instead */
        *exact = true;
        return 0;
    }
    if (s->method == NH_METHOD_MC || !e->exact_cost || !e->trial_cost) {
        *exact = s->method == NH_METHOD_EXACT;
        return 0;
    }
    struct costs c = sum_costs(s, e, j);
    if (s->method == NH_METHOD_AUTO) {
        /* false for an INFINITY: the exact model does not answer a case */
        *exact = c.exact <= (double)s->trials * c.trial && c.exact <= NH_EXACT_COST_MAX;
        return 0;
    }
    *exact = true;
    /* an INFINITY is for the kind's solve to explain: the exact model does
     * not follow some case */
    if (c.exact <= NH_EXACT_COST_MAX || c.exact == INFINITY)
        return 0;
    char total[32], most[32], top[1024], rows[48] = "";
    duration(c.exact, total, sizeof total);
    duration(NH_EXACT_COST_MAX, most, sizeof most);
    costliest(j, t, &c, top, sizeof top);
    if (j->njobs > 1)
        snprintf(rows, sizeof rows, " of %zu rows", j->njobs);
    nh_error("%s: method exact: the exact answer%s would take about %s (the estimate of kind "
             "%s's cost model, on one thread%s); expected at most %s: use method montecarlo "
             "(--method mc) or smaller values",
             s->file, rows, total, s->kind->name, top, most);
    return 2;
}

/* ---- the exact run's progress line ---- */

#define PROGRESS_MIN_NS 1e9 /* shorter exact runs say nothing */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void draw(const struct exact_progress *p, size_t done, size_t n)
{
    double elapsed = now() - p->start;
    /* the estimate, scaled by how fast the cases done went */
    double left = (p->total - p->done) / 1e9;
    if (p->done > 0 && elapsed > 0.5)
        left = (p->total - p->done) * elapsed / p->done;
    char took[32];
    duration(left * 1e9, took, sizeof took);
    if (n > 1)
        fprintf(stderr, "\rexact: %zu/%zu rows, about %s left ", done, n, took);
    else
        fprintf(stderr, "\rexact: about %s left (estimated) ", took);
    fflush(stderr);
}

void exact_progress_start(struct exact_progress *p, const struct nh_scenario *s,
                          const struct nh_experiment *e, const struct nh_jobs *j, bool progress)
{
    *p = (struct exact_progress){0};
    if (!progress || !e->exact_cost || !isatty(STDERR_FILENO))
        return;
    for (size_t i = 0; i < j->njobs; i++)
        p->total += e->exact_cost(s, jobs_case(j, i));
    if (!(p->total >= PROGRESS_MIN_NS) || p->total == INFINITY)
        return;
    p->shown = true;
    p->start = p->drawn = now();
    draw(p, 0, j->njobs);
}

void exact_progress_step(struct exact_progress *p, const struct nh_scenario *s,
                         const struct nh_experiment *e, const struct nh_jobs *j, size_t i)
{
    if (!p->shown)
        return;
    p->done += e->exact_cost(s, jobs_case(j, i));
    double t = now();
    if (t - p->drawn >= 0.25) { /* a terminal is slow: four lines a second */
        p->drawn = t;
        draw(p, i + 1, j->njobs);
    }
}

void exact_progress_end(struct exact_progress *p)
{
    if (!p->shown)
        return;
    fprintf(stderr, "\r%*s\r", 60, "");
    fflush(stderr);
    p->shown = false;
}
