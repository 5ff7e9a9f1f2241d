/* serve: `nhmc serve`, the web calculator: its options, the listening
 * socket, and the orderly stop on SIGTERM or SIGINT (the requests in
 * flight are finished, then exit 0). */
#include <arpa/inet.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "nhmc/params.h"
#include "nhmc/usage.h"
#include "web/web.h"

static const char serve_help[] =
    "Usage: nhmc serve [--listen ADDR:PORT] [--threads N] [--queue N]\n"
    "                  [--max-trials N] [--max-seconds S] [--cache MIB]\n"
    "\n"
    "Answer every command in a web browser and over HTTP (docs/web.md): the page\n"
    "at / has a form for each kind; /api/v1/COMMAND?KEY=VALUE&... answers as JSON,\n"
    "and /api/v1/COMMAND.csv, .wiki, .svg and .plot.json as the command line's\n"
    "--format csv, --format wiki, --plot F.svg and --plot F.json would.  The keys\n"
    "are the scenario keys of the kind (docs/scenarios.md) with method, trials,\n"
    "seed, value, at_least, at_most, wiki_columns and wiki_stat; lists and ranges\n"
    "are written as on the command line.  Each answer is computed by this\n"
    "program run on the equivalent command line, so the CSV is the command\n"
    "line's, byte for byte.\n"
    "Stops on SIGTERM or SIGINT after finishing the requests in flight.\n"
    "\n"
    "  --listen ADDR:PORT  where to listen (default 127.0.0.1:8080, this machine\n"
    "                      only; [::1]:8080 for IPv6; port 0: any free port)\n"
    "  --threads N         answers computed at once (default 2)\n"
    "  --queue N           requests that may wait for their turn (default 32); more\n"
    "                      are refused with 503 and Retry-After\n"
    "  --max-trials N      Monte Carlo trials an answer may ask for (default 1e7)\n"
    "  --max-seconds S     wall time an answer may take (default 30); a longer one\n"
    "                      is refused with the reason\n"
    "  --cache MIB         memory for answers already computed (default 64; 0: none):\n"
    "                      the same question is answered again without computing\n"
    "  -h, --help\n"
    "\n"
    "It prints \"nhmc serve: listening on http://ADDR:PORT/\" when ready.\n";

enum { OPT_LISTEN = 300, OPT_QUEUE, OPT_MAX_TRIALS, OPT_MAX_SECONDS, OPT_CACHE };

/* ADDR:PORT or [ADDR6]:PORT into addr: 0, or -1. */
static int parse_listen(const char *text, struct sockaddr_storage *addr, bool *ipv6,
                        struct web_config *c)
{
    char host[256];
    const char *colon = strrchr(text, ':');
    if (!colon || (size_t)(colon - text) >= sizeof host)
        return -1;
    memcpy(host, text, (size_t)(colon - text));
    host[colon - text] = '\0';
    char *end;
    errno = 0;
    long port = strtol(colon + 1, &end, 10);
    if (errno || *end || end == colon + 1 || port < 0 || port > 65535)
        return -1;
    memset(addr, 0, sizeof *addr);
    size_t n = strlen(host);
    *ipv6 = n >= 2 && host[0] == '[' && host[n - 1] == ']';
    if (*ipv6) {
        host[n - 1] = '\0';
        struct sockaddr_in6 *a = (struct sockaddr_in6 *)addr;
        a->sin6_family = AF_INET6;
        a->sin6_port = htons((unsigned short)port);
        if (inet_pton(AF_INET6, host + 1, &a->sin6_addr) != 1)
            return -1;
    } else {
        struct sockaddr_in *a = (struct sockaddr_in *)addr;
        a->sin_family = AF_INET;
        a->sin_port = htons((unsigned short)port);
        if (inet_pton(AF_INET, host, &a->sin_addr) != 1)
            return -1;
    }
    snprintf(c->host, sizeof c->host, "%s", *ipv6 ? host + 1 : host);
    c->port = (unsigned short)port;
    return 0;
}

/* A whole number 0..max, all of text. */
static int whole(const char *text, long max, long *out)
{
    char *end;
    errno = 0;
    long n = strtol(text, &end, 10);
    if (errno || *end || end == text || n < 0 || n > max)
        return -1;
    *out = n;
    return 0;
}

/* "TEXT" is not a number of WHAT; expected RANGE, for option. */
static int count_error(const char *option, const char *text, const char *what, const char *range)
{
    char err[512];
    snprintf(err, sizeof err, "\"%s\" is not a number of %s; expected %s", text, what, range);
    return value_error("serve", option, err);
}

static int parse_options(int argc, char **argv, struct web_config *c, struct sockaddr_storage *addr,
                         bool *ipv6)
{
    static const struct option opts[] = {{"listen", required_argument, NULL, OPT_LISTEN},
                                         {"threads", required_argument, NULL, 'j'},
                                         {"queue", required_argument, NULL, OPT_QUEUE},
                                         {"max-trials", required_argument, NULL, OPT_MAX_TRIALS},
                                         {"max-seconds", required_argument, NULL, OPT_MAX_SECONDS},
                                         {"cache", required_argument, NULL, OPT_CACHE},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    char err[512];
    long n;
    int cc;
    parse_listen("127.0.0.1:8080", addr, ipv6, c);
    while ((cc = getopt_long(argc, argv, ":j:h", opts, NULL)) != -1) {
        switch (cc) {
        case OPT_LISTEN:
            if (parse_listen(optarg, addr, ipv6, c) != 0) {
                snprintf(err, sizeof err,
                         "\"%s\" is not an address to listen on; expected ADDR:PORT such as "
                         "127.0.0.1:8080 or [::1]:8080",
                         optarg);
                return value_error("serve", "--listen", err);
            }
            break;
        case 'j':
            if (parse_threads(optarg, &c->threads, err, sizeof err) != 0)
                return value_error("serve", "--threads", err);
            break;
        case OPT_QUEUE:
            if (whole(optarg, 1000, &n) != 0)
                return count_error("--queue", optarg, "requests", "0..1000, such as 32");
            c->queue = (int)n;
            break;
        case OPT_MAX_TRIALS:
            if (parse_trials(optarg, &c->max_trials, err, sizeof err) != 0)
                return value_error("serve", "--max-trials", err);
            break;
        case OPT_MAX_SECONDS: {
            char *end;
            errno = 0;
            double s = strtod(optarg, &end);
            if (errno || *end || end == optarg || !(s > 0 && s <= 86400)) {
                snprintf(err, sizeof err,
                         "\"%s\" is not a number of seconds; expected more than 0 and at most "
                         "86400, such as 30 or 2.5",
                         optarg);
                return value_error("serve", "--max-seconds", err);
            }
            c->max_seconds = s;
            break;
        }
        case OPT_CACHE:
            if (whole(optarg, 65536, &n) != 0)
                return count_error("--cache", optarg, "MiB", "0..65536, such as 64 (0: no cache)");
            c->cache = (size_t)n << 20;
            break;
        default:
            return help_or_option_error("serve", cc, argv, opts, serve_help);
        }
    }
    if (optind < argc)
        return no_more_arguments("serve", argc, argv, optind);
    return -1;
}

int cli_serve(int argc, char **argv, int (*run)(int, char **))
{
    struct web_config c = {.threads = 2,
                           .queue = 32,
                           .max_trials = 10000000,
                           .max_seconds = 30,
                           .max_output = 8u << 20,
                           .max_memory = 2048ull << 20,
                           .cache = 64u << 20};
    struct sockaddr_storage addr;
    bool ipv6;
    int st = parse_options(argc, argv, &c, &addr, &ipv6);
    if (st >= 0)
        return st;
    c.run = run;
    web_cache_init(c.cache);
    /* before any thread: the zygote forks each answer's process from itself */
    if (web_zygote_start(run) != 0) {
        fprintf(stderr, "nhmc: serve: cannot start the process the answers run in: %s\n",
                strerror(errno));
        return NH_EXIT_RUN;
    }
    /* Only this thread takes the stop signals: the server's threads, made
     * below, inherit the mask. */
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTERM);
    sigaddset(&stop, SIGINT);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    struct MHD_Daemon *d = web_daemon(&c, (const struct sockaddr *)&addr, ipv6);
    if (!d) {
        fprintf(stderr, "nhmc: serve: cannot listen on %s:%u: %s\n", c.host, c.port,
                strerror(errno));
        web_zygote_stop();
        return NH_EXIT_RUN;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    unsigned port = info ? info->port : c.port;
    printf(ipv6 ? "nhmc serve: listening on http://[%s]:%u/\n"
                : "nhmc serve: listening on http://%s:%u/\n",
           c.host, port);
    fflush(stdout);
    int sig;
    sigwait(&stop, &sig);
    /* No new connection; the requests in flight end: each waits in the
     * queue and computes within the wall-time budget, so at most twice it. */
    MHD_quiesce_daemon(d);
    struct timespec tick = {0, 20000000};
    for (long waited = 0; web_busy() > 0 && waited < (long)(c.max_seconds * 100) + 500; waited++)
        nanosleep(&tick, NULL);
    MHD_stop_daemon(d);
    web_zygote_stop();
    web_cache_clear();
    fprintf(stderr, "nhmc serve: stopped (%s)\n", sig == SIGTERM ? "SIGTERM" : "SIGINT");
    return NH_EXIT_OK;
}
