/* web_static: the pages of nhmc serve (web_page.c) made in the browser by
 * the WebAssembly build (make web, docs/web.md, "With no server").
 *
 * The page's script asks the module for the page of an address as the
 * server would render it: `nhmc --web-page KIND KEY=VALUE...` (KIND empty:
 * the front page; the values already decoded) prints that page's HTML, and
 * `nhmc --web-api FORMAT KIND KEY=VALUE...` the API's CSV, wiki table,
 * JSON or the chart's data (plot.json: `--plot` into a .json file, no
 * gnuplot).  These two words are read only by this build's main (below).
 * Its answer is computed here, in this same instance, by the command line's
 * main on the words nhmc serve's child runs (web_child.c), its standard
 * output and error caught in files of the module's memory; each instance
 * runs one page, so the run starts from a fresh program as a child does.
 * No SVG: gnuplot does not run in a browser; the page draws the chart's
 * data.  `nhmc serve` itself is
 * not in this build. */
#include <emscripten.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhmc/cli.h"
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "nhmc/message.h"
#include "nhmc/runner.h"
#include "web/web.h"

int cli_serve(int argc, char **argv, int (*run)(int, char **))
{
    (void)argc;
    (void)argv;
    (void)run;
    nh_error("serve: there is no server in the browser (WebAssembly); expected a command line "
             "of a kind, such as nhmc levelup --help");
    return 2;
}

static void read_into(const char *path, struct web_buf *b)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return;
    char chunk[8192];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        buf_add(b, chunk, n);
    fclose(f);
    remove(path);
}

/* Run argv with standard output and error into files; the exit status. */
static int run_caught(const struct web_config *c, int argc, char **argv, struct web_run *r)
{
    fflush(stdout);
    fflush(stderr);
    int keep_out = dup(1), keep_err = dup(2);
    int out = open("/tmp/nhmc-out", O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int err = open("/tmp/nhmc-err", O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (keep_out < 0 || keep_err < 0 || out < 0 || err < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0)
        return -1;
    close(out);
    close(err);
    int st = c->run(argc, argv);
    fflush(stdout);
    fflush(stderr);
    dup2(keep_out, 1);
    dup2(keep_err, 2);
    close(keep_out);
    close(keep_err);
    read_into("/tmp/nhmc-out", &r->out);
    read_into("/tmp/nhmc-err", &r->err);
    return st;
}

/* web_run of web_child.c, in this process: the same words, the same
 * statuses (no limit of time or size: the reader's own machine computes,
 * and the page can cancel). */
void web_run(const struct web_config *c, const struct web_query *q, const char *format,
             const char *plot, struct web_run *r)
{
    memset(r, 0, sizeof *r);
    char format_word[64], plot_word[] = "--plot=/tmp/nhmc-plot.json";
    char *argv[WEB_MAX_WORDS + 8];
    bool words;
    int n = web_answer_words(q, format, format_word, argv, &words);
    bool chart = plot && strcmp(plot, "json") == 0; /* an SVG cannot be drawn here */
    if (chart)
        argv[n++] = plot_word;
    argv[n] = NULL;
    experiment_set_words_after_csv(words);
    int st = run_caught(c, n, argv, r);
    experiment_set_words_after_csv(false);
    if (chart)
        read_into(strchr(plot_word, '=') + 1, &r->picture);
    if (st == 0) {
        r->status = 200;
        char *blank = words && r->out.data ? strstr(r->out.data, "\n\n") : NULL;
        if (blank) { /* the lines in words after the CSV's blank line */
            buf_puts(&r->words, blank + 2);
            r->out.len = (size_t)(blank + 1 - r->out.data);
            r->out.data[r->out.len] = '\0';
        }
    } else if (st == 2) {
        r->status = 400;
    } else {
        r->status = 500;
        snprintf(r->why, sizeof r->why, "the computation failed");
    }
    if (r->out.failed || r->err.failed || r->words.failed || r->picture.failed) {
        r->status = 500;
        snprintf(r->why, sizeof r->why, "out of memory");
    }
}

/* The keys KEY=VALUE of words into args: their count, or -1 with a
 * message. */
static int page_args(int argc, char **argv, struct web_arg *args)
{
    int nargs = 0;
    for (int i = 0; i < argc && nargs < WEB_MAX_WORDS; i++) {
        char *eq = strchr(argv[i], '=');
        if (!eq) {
            nh_error("a page's word \"%s\" is not KEY=VALUE", argv[i]);
            return -1;
        }
        *eq = '\0';
        args[nargs].key = argv[i];
        args[nargs++].value = eq + 1;
    }
    return nargs;
}

static const struct nh_kind *page_kind(const char *name)
{
    const struct nh_kind *k = kind_by_command(name);
    if (!k)
        nh_error("no such page: \"%s\"; the kinds are on the front page", name);
    return k;
}

static const struct web_config page_config = {.threads = 1,
                                              .max_trials = UINT64_MAX,
                                              .max_seconds = 0,
                                              .max_output = SIZE_MAX,
                                              .run = cli_main};

/* The question of argv[0] KIND and its KEY=VALUE words: a new, empty
 * query (NULL, with *rc the exit status: 2 for an unknown kind or a bad
 * word, 1 for no memory), the kind in *k and its words in args[0..*nargs). */
static struct web_query *new_query(int argc, char **argv, const struct nh_kind **k,
                                   struct web_arg *args, int *nargs, int *rc)
{
    *k = page_kind(argv[0]);
    *nargs = *k ? page_args(argc - 1, argv + 1, args) : -1;
    struct web_query *q = *nargs >= 0 ? calloc(1, sizeof *q) : NULL;
    if (!q)
        *rc = *nargs < 0 ? 2 : 1;
    return q;
}

/* The page of argv[0] (a kind's command, or empty: the front page) with
 * the keys KEY=VALUE of argv[1..], as nhmc serve renders /KIND?KEY=VALUE:
 * its HTML on standard output, and 0; or a message and 2 (no such kind, a
 * word without '='). */
static int web_page(int argc, char **argv)
{
    const struct web_config *c = &page_config;
    struct web_buf body = {0};
    if (argc < 1 || !argv[0][0]) {
        web_page_front(&body);
        fwrite(body.data, 1, body.len, stdout);
        buf_free(&body);
        return 0;
    }
    const struct nh_kind *k;
    struct web_arg args[WEB_MAX_WORDS];
    int nargs, rc;
    struct web_query *q = new_query(argc, argv, &k, args, &nargs, &rc);
    if (!q)
        return rc;
    const char *bad = NULL;
    char msg[1024] = "";
    int st = nargs ? web_query_build(c, k, args, nargs, q, &bad, msg, sizeof msg) : 0;
    if (!nargs)
        q->kind = k;
    struct web_run r = {0};
    bool ran = st == 0 && nargs;
    if (ran)
        web_run(c, q, "csv+words", "json", &r); /* the chart's data, in the page */
    web_page_kind(c, k, q, st, bad, msg, ran ? &r : NULL, r.words.len ? r.words.data : NULL, &body);
    fwrite(body.data, 1, body.len, stdout);
    buf_free(&body);
    web_run_free(&r);
    free(q);
    return 0;
}

/* The answer of /api/v1/KIND.FORMAT?KEY=VALUE (argv[0] FORMAT: csv, wiki,
 * json or plot.json; argv[1] KIND; then the keys), as nhmc serve gives it: on
 * standard output, and 0; or the message of a refusal and 2. */
static int web_api(int argc, char **argv)
{
    const struct web_config *c = &page_config;
    if (argc < 2)
        return 2;
    const char *format = argv[0];
    const struct nh_kind *k;
    struct web_arg args[WEB_MAX_WORDS];
    int nargs, rc;
    struct web_query *q = new_query(argc - 1, argv + 1, &k, args, &nargs, &rc);
    if (!q)
        return rc;
    const char *bad = NULL;
    char msg[1024] = "";
    int st = web_query_build(c, k, args, nargs, q, &bad, msg, sizeof msg);
    if (st != 0) {
        fputs(msg, stderr);
        free(q);
        return 2;
    }
    bool json = strcmp(format, "json") == 0, chart = strcmp(format, "plot.json") == 0;
    struct web_run r;
    web_run(c, q,
            json                          ? "csv+words"
            : strcmp(format, "wiki") == 0 ? "wiki"
                                          : "csv",
            chart ? "json" : NULL, &r);
    int status = 0;
    if (r.status != 200) {
        fputs(r.status == 400 && r.err.data ? r.err.data : r.why, stderr);
        status = r.status == 400 ? 2 : 1;
    } else if (chart && !r.picture.len) {
        fputs("this answer has no picture", stderr);
        status = 1;
    } else if (chart) {
        fwrite(r.picture.data, 1, r.picture.len, stdout);
    } else if (json) {
        struct web_buf body = {0};
        web_json_answer(q, &r, &body);
        fwrite(body.data, 1, body.len, stdout);
        buf_free(&body);
    } else {
        fwrite(r.out.data, 1, r.out.len, stdout);
    }
    web_run_free(&r);
    free(q);
    return status;
}

/* A Monte Carlo run's progress to the module's onProgress (nhmc-run.js),
 * which the Web Worker posts to the page (worker.js). */
EM_JS(void, progress_to_page, (double done, double total), {
    if (Module['onProgress'])
        Module['onProgress'](done, total);
})

static void report_progress(uint64_t done, uint64_t total)
{
    progress_to_page((double)done, (double)total);
}

int main(int argc, char **argv)
{
    /* the module's umask starts at 0777, so the files nhmc writes (the
     * chart's JSON, read back above) would get mode 0 (src/output/outfile.c
     * gives new files what fopen would under the umask): a process's usual
     * one */
    umask(022);
    runner_set_progress(report_progress);
    if (argc >= 2 && strcmp(argv[1], "--web-page") == 0)
        return web_page(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "--web-api") == 0)
        return web_api(argc - 2, argv + 2);
    return cli_main(argc, argv);
}
