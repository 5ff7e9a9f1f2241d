/* web_child: one answer of nhmc serve, computed by this same program's
 * command line (cli_main) on the equivalent words, in a child process.
 *
 * The child comes from the zygote (web_zygote.c; no shell, no exec), in
 * its own process group (so that gnuplot, its own child, goes with it),
 * with its address space limited (RLIMIT_AS); its standard output and
 * error are read through pipes up to a size, and its group is killed
 * (SIGKILL) at the wall-time budget.  A picture is drawn into a private
 * temporary directory, removed once every process of the child is gone. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "web/web.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Remove dir and the files in it (the child writes no subdirectory). */
static void remove_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        char path[4096];
        while ((e = readdir(d)) != NULL) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            unlink(path);
        }
        closedir(d);
    }
    rmdir(dir);
}

static int read_file(const char *path, struct web_buf *b, size_t cap)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    char chunk[16384];
    ssize_t n;
    while ((n = read(fd, chunk, sizeof chunk)) > 0 && b->len + (size_t)n <= cap)
        buf_add(b, chunk, (size_t)n);
    close(fd);
    return n == 0 ? 0 : -1;
}

static void refuse(struct web_run *r, int status, const char *why)
{
    r->status = status;
    snprintf(r->why, sizeof r->why, "%s", why);
}

/* Read the child's two pipes until both end, the budget is spent or an
 * output is too large: 0, 1 (time) or 2 (size). */
static int drain(int fd_out, int fd_err, struct web_run *r, size_t cap, double deadline)
{
    struct pollfd p[2] = {{fd_out, POLLIN, 0}, {fd_err, POLLIN, 0}};
    struct web_buf *to[2] = {&r->out, &r->err};
    size_t caps[2] = {cap, 65536};
    int open_fds = 2;
    char chunk[16384];
    while (open_fds > 0) {
        double left = deadline - now();
        if (left <= 0)
            return 1;
        int n = poll(p, 2, (int)(left * 1000) + 1);
        if (n < 0 && errno != EINTR)
            return 1;
        for (int i = 0; i < 2 && n > 0; i++) {
            if (p[i].fd < 0 || !p[i].revents)
                continue;
            ssize_t got = read(p[i].fd, chunk, sizeof chunk);
            if (got > 0) {
                if (to[i]->len + (size_t)got > caps[i])
                    return 2;
                buf_add(to[i], chunk, (size_t)got);
            } else if (got == 0 || errno != EINTR) {
                p[i].fd = -1;
                open_fds--;
            }
        }
    }
    return 0;
}

/* Read n bytes of fd before the deadline: 0, 1 (time) or -1 (the pipe
 * ended first). */
static int read_by(int fd, void *to, size_t n, double deadline)
{
    size_t got = 0;
    while (got < n) {
        double left = deadline - now();
        if (left <= 0)
            return 1;
        struct pollfd p = {fd, POLLIN, 0};
        int ready = poll(&p, 1, (int)(left * 1000) + 1);
        if (ready < 0 && errno != EINTR)
            return -1;
        if (ready <= 0)
            continue;
        ssize_t r = read(fd, (char *)to + got, n - got);
        if (r == 0 || (r < 0 && errno != EINTR))
            return -1;
        got += r > 0 ? (size_t)r : 0;
    }
    return 0;
}

/* The child's wait status from the status pipe, waited for until the
 * deadline (not at all when kill_now), and *late when it was killed for
 * it; then its group is killed (whatever it left behind, gnuplot) and the
 * pipe's end awaited: every process that could write the answer's files
 * is gone.  -1: no status (it was killed). */
static int reap(int status_fd, pid_t group, double deadline, bool kill_now, bool *late)
{
    int ws = -1;
    int got = kill_now ? 1 : read_by(status_fd, &ws, sizeof ws, deadline);
    *late = got == 1 && !kill_now;
    if (got != 0)
        ws = -1;
    kill(-group, SIGKILL);
    char rest[64];
    while (read_by(status_fd, rest, sizeof rest, now() + 10) == 0)
        ;
    return ws;
}

/* The CSV, then after its first blank line the lines in words: those into
 * r->words, the CSV alone left in r->out (a CSV has no blank line). */
static void split_words(struct web_run *r)
{
    char *blank = r->out.data ? strstr(r->out.data, "\n\n") : NULL;
    if (!blank)
        return;
    buf_puts(&r->words, blank + 2);
    r->out.len = (size_t)(blank + 1 - r->out.data);
    r->out.data[r->out.len] = '\0';
}

void web_run(const struct web_config *c, const struct web_query *q, const char *format,
             const char *plot, struct web_run *r)
{
    memset(r, 0, sizeof *r);
    char dir[4096] = "", plot_word[4200], format_word[64];
    char *argv[WEB_MAX_WORDS + 8];
    bool words;
    int n = web_answer_words(q, format, format_word, argv, &words);
    if (plot) {
        const char *tmp = getenv("TMPDIR");
        snprintf(dir, sizeof dir, "%s/nhmc-serve-XXXXXX", tmp && *tmp ? tmp : "/tmp");
        if (!mkdtemp(dir)) {
            refuse(r, 500, "could not make a temporary directory for the picture");
            return;
        }
        snprintf(plot_word, sizeof plot_word, "--plot=%s/answer.%s", dir,
                 strcmp(plot, "json") == 0 ? "json" : "svg");
        argv[n++] = plot_word;
    }
    argv[n] = NULL;
    int out[2], err[2], st[2];
    if (pipe2(out, O_CLOEXEC) != 0) {
        refuse(r, 500, "out of file descriptors");
        goto done;
    }
    if (pipe2(err, O_CLOEXEC) != 0) {
        close(out[0]);
        close(out[1]);
        refuse(r, 500, "out of file descriptors");
        goto done;
    }
    if (pipe2(st, O_CLOEXEC) != 0) {
        close(out[0]);
        close(out[1]);
        close(err[0]);
        close(err[1]);
        refuse(r, 500, "out of file descriptors");
        goto done;
    }
    double deadline = now() + c->max_seconds;
    int fds[3] = {out[1], err[1], st[1]};
    int sent = web_zygote_run(argv, c->max_memory, words, fds);
    close(out[1]);
    close(err[1]);
    close(st[1]);
    pid_t group = 0;
    int started = sent == 0 ? read_by(st[0], &group, sizeof group, deadline) : -1;
    if (started != 0 || group <= 1) {
        close(out[0]);
        close(err[0]);
        close(st[0]);
        if (started == 1)
            refuse(r, 503, "busy: the computation could not start within the budget; try again");
        else
            refuse(r, 500, "could not start the computation");
        goto done;
    }
    int drained = drain(out[0], err[0], r, c->max_output, deadline);
    close(out[0]);
    close(err[0]);
    bool late;
    int ws = reap(st[0], group, deadline, drained != 0, &late);
    close(st[0]);
    char why[512];
    if (drained == 1 || late) {
        snprintf(why, sizeof why,
                 "refused: this answer needs more than %g s, the budget of this server per "
                 "answer (nhmc serve --max-seconds); ask for fewer trials or a smaller grid",
                 c->max_seconds);
        refuse(r, 422, why);
    } else if (drained == 2) {
        snprintf(why, sizeof why,
                 "refused: this answer is larger than %zu bytes, the most this server sends; "
                 "ask for a smaller grid",
                 c->max_output);
        refuse(r, 422, why);
    } else if (ws >= 0 && WIFEXITED(ws) && WEXITSTATUS(ws) == 0) {
        r->status = 200;
        if (words)
            split_words(r);
        if (plot && read_file(strchr(plot_word, '=') + 1, &r->picture, c->max_output) != 0)
            buf_free(&r->picture);              /* no picture of this answer */
        if (plot && strcmp(plot, "svg") == 0) { /* the chart beside (plot_set_chart_beside) */
            char chart[4300];
            snprintf(chart, sizeof chart, "%s.json", strchr(plot_word, '=') + 1);
            if (read_file(chart, &r->chart, c->max_output) != 0)
                buf_free(&r->chart);
        }
    } else if (ws >= 0 && WIFEXITED(ws) && WEXITSTATUS(ws) == 2) {
        r->status = 400;
    } else if (ws >= 0 && WIFSIGNALED(ws)) {
        snprintf(why, sizeof why,
                 "the computation failed (signal %d; its memory is limited to %llu "
                 "MiB on this server)",
                 WTERMSIG(ws), c->max_memory >> 20);
        refuse(r, 500, why);
    } else {
        refuse(r, 500, "the computation failed");
    }
    if (r->out.failed || r->err.failed || r->picture.failed || r->chart.failed || r->words.failed)
        refuse(r, 500, "out of memory");
done:
    if (dir[0])
        remove_dir(dir);
}
