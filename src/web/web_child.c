/* web_child: one answer of nhmc serve, computed by this same program run on
 * the equivalent command line as a child process.
 *
 * The child is spawned without a shell (posix_spawn), in its own process
 * group (so that gnuplot, its own child, goes with it), with its address
 * space limited (RLIMIT_AS), standard output and error read through pipes
 * up to a size, and killed (SIGKILL, then reaped) at the wall-time budget.
 * A picture is drawn into a private temporary directory, removed after. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "web/web.h"

extern char **environ;

/* Sanitizers reserve terabytes of address space: no RLIMIT_AS for them. */
#if defined(__SANITIZE_ADDRESS__)
#define WEB_NO_RLIMIT 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WEB_NO_RLIMIT 1
#endif
#endif

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

/* Wait for the child until the deadline, then kill its group: its wait
 * status, and *late when it was killed. */
static int reap(pid_t pid, double deadline, bool kill_now, bool *late)
{
    int ws = 0;
    *late = false;
    while (!kill_now) {
        pid_t w = waitpid(pid, &ws, WNOHANG);
        if (w == pid) {
            kill(-pid, SIGKILL); /* whatever it left behind (gnuplot) */
            return ws;
        }
        if (w < 0 && errno != EINTR)
            return -1;
        if (now() >= deadline)
            break;
        struct timespec t = {0, 5000000};
        nanosleep(&t, NULL);
    }
    *late = !kill_now;
    kill(-pid, SIGKILL);
    while (waitpid(pid, &ws, 0) < 0 && errno == EINTR)
        ;
    return ws;
}

static pid_t spawn(const struct web_config *c, char **argv, int out[2], int err[2])
{
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    posix_spawn_file_actions_adddup2(&fa, err[1], 2);
    posix_spawnattr_init(&at);
    sigset_t none, dflt;
    sigemptyset(&none);
    sigemptyset(&dflt);
    sigaddset(&dflt, SIGTERM);
    sigaddset(&dflt, SIGINT);
    sigaddset(&dflt, SIGPIPE);
    posix_spawnattr_setsigmask(&at, &none);
    posix_spawnattr_setsigdefault(&at, &dflt);
    posix_spawnattr_setpgroup(&at, 0);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF |
                                      POSIX_SPAWN_SETPGROUP);
    pid_t pid;
    int rc = posix_spawn(&pid, c->exe, &fa, &at, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    if (rc != 0)
        return -1;
#ifndef WEB_NO_RLIMIT
    /* set at once after the exec began: the program's own start-up is far
     * below any useful limit */
    struct rlimit lim = {c->max_memory, c->max_memory};
    prlimit(pid, RLIMIT_AS, &lim, NULL);
#endif
    return pid;
}

void web_run(const struct web_config *c, const struct web_query *q, const char *format, bool plot,
             struct web_run *r)
{
    memset(r, 0, sizeof *r);
    char dir[4096] = "", plot_word[4200], format_word[64];
    char *argv[WEB_MAX_WORDS + 8];
    int n = 0;
    argv[n++] = "nhmc";
    for (int i = 0; i < q->argc; i++)
        argv[n++] = q->argv[i];
    snprintf(format_word, sizeof format_word, "--format=%s", format);
    argv[n++] = format_word;
    argv[n++] = "--quiet";
    argv[n++] = "--threads=1";
    if (plot) {
        const char *tmp = getenv("TMPDIR");
        snprintf(dir, sizeof dir, "%s/nhmc-serve-XXXXXX", tmp && *tmp ? tmp : "/tmp");
        if (!mkdtemp(dir)) {
            refuse(r, 500, "could not make a temporary directory for the picture");
            return;
        }
        snprintf(plot_word, sizeof plot_word, "--plot=%s/answer.svg", dir);
        argv[n++] = plot_word;
    }
    argv[n] = NULL;
    int out[2], err[2];
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
    double deadline = now() + c->max_seconds;
    pid_t pid = spawn(c, argv, out, err);
    close(out[1]);
    close(err[1]);
    if (pid < 0) {
        close(out[0]);
        close(err[0]);
        refuse(r, 500, "could not start the computation");
        goto done;
    }
    int drained = drain(out[0], err[0], r, c->max_output, deadline);
    close(out[0]);
    close(err[0]);
    bool late;
    int ws = reap(pid, deadline, drained != 0, &late);
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
    } else if (WIFEXITED(ws) && WEXITSTATUS(ws) == 0) {
        r->status = 200;
        if (plot && read_file(strcat(dir, "/answer.svg"), &r->svg, c->max_output) != 0)
            buf_free(&r->svg); /* no picture of this answer */
        if (plot)
            *strrchr(dir, '/') = '\0';
    } else if (WIFEXITED(ws) && WEXITSTATUS(ws) == 2) {
        r->status = 400;
    } else if (WIFSIGNALED(ws)) {
        snprintf(why, sizeof why,
                 "the computation failed (signal %d; its memory is limited to %llu "
                 "MiB on this server)",
                 WTERMSIG(ws), c->max_memory >> 20);
        refuse(r, 500, why);
    } else {
        refuse(r, 500, "the computation failed");
    }
    if (r->out.failed || r->err.failed || r->svg.failed)
        refuse(r, 500, "out of memory");
done:
    if (dir[0])
        remove_dir(dir);
}

void web_run_free(struct web_run *r)
{
    buf_free(&r->out);
    buf_free(&r->err);
    buf_free(&r->svg);
}
