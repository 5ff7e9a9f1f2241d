/* web: `nhmc serve`, the web calculator (docs/web.md).
 *
 * Every answer runs this same program on the equivalent command line (a
 * child process, web_child.c): the API's CSV is the command line's CSV by
 * construction, and a crash in one request cannot take the server down.
 * The routes (web_route.c) turn a query into that command line
 * (web_query.c) and its output into JSON (web_json.c) or a page
 * (web_page.c) whose files come from web/ (web_assets.h). */
#ifndef NHMC_WEB_H
#define NHMC_WEB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nhmc/kind.h"

/* What `nhmc serve` was told. */
struct web_config {
    char host[256];
    unsigned short port;
    int threads;                   /* answers computed at once */
    int queue;                     /* requests waiting for a turn; beyond: 503 */
    uint64_t max_trials;           /* Monte Carlo trials per answer */
    double max_seconds;            /* wall time per answer */
    size_t max_output;             /* bytes of an answer's table or picture */
    unsigned long long max_memory; /* RLIMIT_AS of a child, bytes */
    size_t cache;                  /* bytes of answers kept (web_cache.c); 0: none */
    int (*run)(int, char **);      /* what a child runs: the command line's main */
};

/* A growing text; on out of memory `failed` is set and appends do nothing. */
struct web_buf {
    char *data;
    size_t len, cap;
    bool failed;
};
void buf_add(struct web_buf *b, const char *s, size_t n);
void buf_puts(struct web_buf *b, const char *s);
void buf_printf(struct web_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* s escaped for HTML text and attribute values, or as a JSON string (with
 * its quotes). */
void buf_html(struct web_buf *b, const char *s);
void buf_json(struct web_buf *b, const char *s, size_t n);
void buf_free(struct web_buf *b);

/* The question of a request: the kind's command line words (argv[0] is the
 * kind's command) and which key each word came from. */
#define WEB_MAX_WORDS 64
struct web_query {
    const struct nh_kind *kind;
    int argc;
    char *argv[WEB_MAX_WORDS];
    char store[8192];
    size_t used;
    /* given values by key for the form: texts[k] for key k of the kind,
     * then the run extras (web_extra_keys) */
    const char *texts[WEB_MAX_WORDS];
};
/* The keys every kind's query takes beside the kind's own. */
extern const char *const web_extra_keys[];
int web_extra_count(void);
/* The query key at index i (the kind's keys, then the extras). */
const char *web_query_key(const struct nh_kind *k, int i);
int web_query_nkeys(const struct nh_kind *k);
/* Whether key i of k is offered on the web (not a file, not scenario-only). */
bool web_key_offered(const struct nh_kind *k, int i);

/* One (key, value) of a request, in the order given. */
struct web_arg {
    const char *key, *value;
};
/* Build q from the request's args: 0, or an HTTP status (400) with msg
 * saying what is wrong and, in *bad_key, the query key at fault (NULL:
 * none). */
int web_query_build(const struct web_config *c, const struct nh_kind *k, const struct web_arg *args,
                    int nargs, struct web_query *q, const char **bad_key, char *msg, size_t len);
/* The command line of q for people: "nhmc K --key=value ...". */
void web_query_command(const struct web_query *q, struct web_buf *out);

/* The question as a query string, keys in the table's order, URL-encoded:
 * the permalink's. */
void web_query_string(const struct web_query *q, struct web_buf *out);

/* What a child run gave. */
struct web_run {
    struct web_buf out, err;
    struct web_buf picture; /* with a plot: the SVG, or the chart's JSON */
    struct web_buf chart;   /* with an SVG: the chart's JSON beside it (nhmc serve) */
    struct web_buf words;   /* with format "csv+words": the lines in words */
    int status;             /* HTTP status: 200, 400 (bad input), 422 (over a limit), 500 */
    char why[512];          /* for a status other than 200 and 400 */
};
/* Run q (with `--format=format`, and with `--plot` when plot is "svg" (the
 * picture) or "json" (the chart's data, plot_json.c); NULL: none) in a
 * child process within c's limits.  Format "csv+words" is the CSV in out and the
 * lines in words that --format table prints under its table in words, from
 * one run (experiment_set_words_after_csv). */
void web_run(const struct web_config *c, const struct web_query *q, const char *format,
             const char *plot, struct web_run *r);
/* The command line of an answer (web_query.c): "nhmc", the question's
 * words, then --format (csv for "csv+words"), --quiet and --threads=1,
 * into argv (room for WEB_MAX_WORDS + 8), the --format word written into
 * format_word.  Returns the count; *words: the sentences follow the CSV
 * (experiment_set_words_after_csv). */
int web_answer_words(const struct web_query *q, const char *format, char format_word[64],
                     char **argv, bool *words);
void web_run_free(struct web_run *r);

/* The zygote (web_zygote.c): a process forked before the server's threads,
 * which forks each answer's process.  Start it with the function a child
 * runs on its words (0, or -1); stop it at the end; run argv in a child
 * with standard output, standard error and the status pipe on fds (0, or
 * -1 when the zygote is gone): the status pipe gets the child's group id
 * (a pid_t), then its wait status (an int). */
int web_zygote_start(int (*run)(int, char **));
void web_zygote_stop(void);
int web_zygote_run(char **argv, uint64_t max_memory, bool words, const int fds[3]);

/* Answers already computed (web_cache.c), at most `bytes` of them: get
 * fills r (status 200) and says true when the same run was kept; put keeps
 * a run that succeeded.  Thread-safe. */
void web_cache_init(size_t bytes);
bool web_cache_get(const struct web_query *q, const char *format, const char *plot,
                   struct web_run *r);
void web_cache_put(const struct web_query *q, const char *format, const char *plot,
                   const struct web_run *r);
void web_cache_clear(void);

/* A run's answer as JSON: its CSV (as nhmc writes it) as columns and rows,
 * its sentences (words), what else it said (err: notes) and how it was
 * computed. */
void web_json_answer(const struct web_query *q, const struct web_run *r, struct web_buf *out);
/* Split one CSV line into fields in place: the count (up to max). */
int web_csv_fields(char *line, char **fields, int max);

/* Key i's help line, from the kind's --help (web_help.c): false if none. */
bool web_key_help(const struct nh_kind *k, int i, char *out, size_t len);

/* The pages: the front page and a kind's form with its answer. */
void web_page_front(struct web_buf *out);
void web_page_kind(const struct web_config *c, const struct nh_kind *k, const struct web_query *q,
                   int qstatus, const char *bad_key, const char *qmsg, const struct web_run *r,
                   const char *words, struct web_buf *out);

/* The HTTP side (web_route.c): the daemon answering on addr, and the
 * requests not yet completed. */
struct MHD_Daemon;
struct sockaddr;
struct MHD_Daemon *web_daemon(struct web_config *c, const struct sockaddr *addr, bool ipv6);
int web_busy(void);

/* nhmc serve (serve.c); run is the command line's main (cli_main), what
 * each answer's process runs. */
int cli_serve(int argc, char **argv, int (*run)(int, char **));

#endif
