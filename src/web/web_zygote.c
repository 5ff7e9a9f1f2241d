/* web_zygote: where nhmc serve's children come from.
 *
 * Starting this program anew for every answer (exec, the dynamic loader,
 * the libraries' relocations and page faults) cost about 4 ms a run on a
 * small virtual machine, more than most answers' own work; a fork of a
 * small process that has already started costs about 0.2 ms.  So before
 * the server starts its threads, serve forks one small single-threaded
 * process, the zygote, that does nothing but wait on a private socket for
 * a command line and three pipes, and fork the answer's process from
 * itself.  The answer still runs in a process of its own, with the same
 * limits: a crash, a runaway or a leak ends with it.
 *
 * For each request the zygote forks a keeper K in a process group of its
 * own; K forks the worker W that runs the command line (the run function,
 * cli_main) with its standard output and error on the pipes and its
 * address space limited (RLIMIT_AS).  K writes its pid (the group's id:
 * what the server kills at the budget) on the status pipe, then W's wait
 * status when W ends.  W holds the status pipe too (close-on-exec, so not
 * gnuplot), so the end of that pipe means K and W are both gone.
 *
 * The zygote ignores SIGCHLD (its keepers are reaped by the kernel) and is
 * the subreaper of its descendants, so a worker orphaned by a killed
 * keeper is reaped there too; it ignores SIGINT and SIGTERM (Ctrl-C
 * reaches the terminal's whole process group: the server, not the zygote,
 * decides when to stop) and exits when the server closes the socket or
 * dies. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "nhmc/experiment.h"
#include "nhmc/plot.h"
#include "nhmc/usage.h"
#include "web/web.h"

/* Sanitizers reserve terabytes of address space: no RLIMIT_AS for them. */
#if defined(__SANITIZE_ADDRESS__)
#define WEB_NO_RLIMIT 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WEB_NO_RLIMIT 1
#endif
#endif

/* A request to the zygote: this header, then argc strings each ending in
 * a NUL; the three pipes' write ends ride along (SCM_RIGHTS). */
struct zygote_request {
    uint64_t max_memory;
    uint32_t argc;
    uint32_t words; /* experiment_set_words_after_csv */
};
#define ZYGOTE_MAX_MESSAGE 32768
#define ZYGOTE_FDS         3 /* standard output, standard error, status */

static int zygote_socket = -1; /* the server's end */
static pid_t zygote_pid = -1;

/* The worker: the command line run as this program would run it. */
static void worker(int (*run)(int, char **), int argc, char **argv, const int fds[ZYGOTE_FDS],
                   uint64_t max_memory, bool words)
{
    int null = open("/dev/null", O_RDONLY);
    if (null < 0 || dup2(null, 0) < 0 || dup2(fds[0], 1) < 0 || dup2(fds[1], 2) < 0)
        _exit(NH_EXIT_RUN);
    close(null);
    close(fds[0]);
    close(fds[1]);
#ifndef WEB_NO_RLIMIT
    struct rlimit lim = {max_memory, max_memory};
    setrlimit(RLIMIT_AS, &lim);
#else
    (void)max_memory;
#endif
    optind = 0; /* getopt_long begins anew, as in a new process */
    experiment_set_words_after_csv(words);
    plot_set_chart_beside(true); /* the page's chart from the same run (web_child.c) */
    exit(run(argc, argv));
}

/* The keeper: in a group of its own, its pid, the worker, its status. */
static void keeper(int (*run)(int, char **), int argc, char **argv, const int fds[ZYGOTE_FDS],
                   uint64_t max_memory, bool words)
{
    setpgid(0, 0);
    /* the signals as a new process has them (SIGPIPE too: cli_main decides) */
    const int defaults[] = {SIGCHLD, SIGINT, SIGTERM, SIGPIPE, SIGHUP};
    for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++)
        signal(defaults[i], SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    pid_t self = getpid();
    if (write(fds[2], &self, sizeof self) != (ssize_t)sizeof self)
        _exit(1);
    pid_t w = fork();
    if (w == 0)
        worker(run, argc, argv, fds, max_memory, words);
    close(fds[0]);
    close(fds[1]);
    int ws = 0;
    if (w < 0)
        ws = 127 << 8; /* as a shell says a command could not start */
    else
        while (waitpid(w, &ws, 0) < 0 && errno == EINTR)
            ;
    if (write(fds[2], &ws, sizeof ws) != (ssize_t)sizeof ws)
        _exit(1);
    _exit(0);
}

/* One request: its fds and words from the message, or false. */
static bool receive(int sock, char *msg, size_t cap, int fds[ZYGOTE_FDS], uint64_t *max_memory,
                    bool *words, int *argc, char **argv, int max_words, bool *closed)
{
    union {
        struct cmsghdr h;
        char space[CMSG_SPACE(sizeof(int) * ZYGOTE_FDS)];
    } ctl;
    struct iovec io = {msg, cap - 1};
    struct msghdr m = {
        .msg_iov = &io, .msg_iovlen = 1, .msg_control = &ctl, .msg_controllen = sizeof ctl};
    ssize_t n = recvmsg(sock, &m, MSG_CMSG_CLOEXEC);
    *closed = n == 0 || (n < 0 && errno != EINTR);
    int nfds = 0;
    for (struct cmsghdr *h = CMSG_FIRSTHDR(&m); h; h = CMSG_NXTHDR(&m, h))
        if (h->cmsg_level == SOL_SOCKET && h->cmsg_type == SCM_RIGHTS) {
            int got = (int)((h->cmsg_len - CMSG_LEN(0)) / sizeof(int));
            for (int i = 0; i < got; i++) {
                int fd;
                memcpy(&fd, CMSG_DATA(h) + i * sizeof(int), sizeof fd);
                if (nfds < ZYGOTE_FDS)
                    fds[nfds++] = fd;
                else
                    close(fd);
            }
        }
    struct zygote_request r;
    bool good = nfds == ZYGOTE_FDS && n >= (ssize_t)sizeof r && !(m.msg_flags & MSG_TRUNC);
    if (good) {
        memcpy(&r, msg, sizeof r);
        msg[n] = '\0';
        char *p = msg + sizeof r, *end = msg + n;
        good = r.argc >= 1 && r.argc < (uint32_t)max_words;
        for (uint32_t i = 0; good && i < r.argc; i++) {
            argv[i] = p;
            p += strlen(p) + 1;
            good = p <= end;
        }
        argv[good ? r.argc : 0] = NULL;
        *argc = (int)r.argc;
        *max_memory = r.max_memory;
        *words = r.words != 0;
    }
    if (!good)
        for (int i = 0; i < nfds; i++)
            close(fds[i]);
    return good;
}

static void zygote(int sock, int (*run)(int, char **))
{
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    signal(SIGCHLD, SIG_IGN);
    signal(SIGINT, SIG_IGN);
    signal(SIGTERM, SIG_IGN);
    int null = open("/dev/null", O_RDWR);
    if (null >= 0) { /* nothing of the server's output held open */
        dup2(null, 0);
        dup2(null, 1);
        close(null);
    }
    static char msg[ZYGOTE_MAX_MESSAGE];
    char *argv[WEB_MAX_WORDS + 16];
    for (;;) {
        int fds[ZYGOTE_FDS], argc;
        uint64_t max_memory;
        bool closed, words;
        bool good = receive(sock, msg, sizeof msg, fds, &max_memory, &words, &argc, argv,
                            (int)(sizeof argv / sizeof argv[0]), &closed);
        if (closed)
            _exit(0);
        if (!good)
            continue;
        pid_t k = fork();
        if (k == 0) {
            close(sock);
            keeper(run, argc, argv, fds, max_memory, words);
        }
        /* on a failed fork the server sees the status pipe end at once */
        for (int i = 0; i < ZYGOTE_FDS; i++)
            close(fds[i]);
    }
}

int web_zygote_start(int (*run)(int, char **))
{
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0)
        return -1;
    fflush(NULL); /* nothing buffered is written twice */
    pid_t server = getpid();
    pid_t z = fork();
    if (z < 0) {
        close(sv[0]);
        close(sv[1]);
        return -1;
    }
    if (z == 0) {
        close(sv[0]);
        if (getppid() != server) /* the server died before PDEATHSIG was set */
            _exit(0);
        zygote(sv[1], run);
    }
    close(sv[1]);
    zygote_socket = sv[0];
    zygote_pid = z;
    return 0;
}

void web_zygote_stop(void)
{
    if (zygote_socket < 0)
        return;
    close(zygote_socket); /* the zygote reads the end and exits */
    zygote_socket = -1;
    while (waitpid(zygote_pid, NULL, 0) < 0 && errno == EINTR)
        ;
    zygote_pid = -1;
}

int web_zygote_run(char **argv, uint64_t max_memory, bool words, const int fds[3])
{
    char buf[ZYGOTE_MAX_MESSAGE];
    struct zygote_request r = {.max_memory = max_memory, .argc = 0, .words = words};
    size_t used = sizeof r;
    for (; argv[r.argc]; r.argc++) {
        size_t n = strlen(argv[r.argc]) + 1;
        if (used + n > sizeof buf - 1)
            return -1;
        memcpy(buf + used, argv[r.argc], n);
        used += n;
    }
    memcpy(buf, &r, sizeof r);
    union {
        struct cmsghdr h;
        char space[CMSG_SPACE(sizeof(int) * ZYGOTE_FDS)];
    } ctl;
    memset(&ctl, 0, sizeof ctl);
    struct iovec io = {buf, used};
    struct msghdr m = {
        .msg_iov = &io, .msg_iovlen = 1, .msg_control = &ctl, .msg_controllen = sizeof ctl};
    struct cmsghdr *h = CMSG_FIRSTHDR(&m);
    h->cmsg_level = SOL_SOCKET;
    h->cmsg_type = SCM_RIGHTS;
    h->cmsg_len = CMSG_LEN(sizeof(int) * ZYGOTE_FDS);
    memcpy(CMSG_DATA(h), fds, sizeof(int) * ZYGOTE_FDS);
    ssize_t n;
    do /* one message: atomic on a SOCK_SEQPACKET socket, whatever the thread */
        n = sendmsg(zygote_socket, &m, MSG_NOSIGNAL);
    while (n < 0 && errno == EINTR);
    return n == (ssize_t)used ? 0 : -1;
}
