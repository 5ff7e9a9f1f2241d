/* web_route: the HTTP side of nhmc serve (GNU libmicrohttpd): methods,
 * limits, routes and headers (docs/web.md, "Routes" and "Limits"). */
#include <microhttpd.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "web/web.h"
#include "web/web_assets.h"

#define MAX_ARGS  64
#define MAX_QUERY 4096 /* bytes of keys and values */

/* The answers being computed (at most c->threads) and the requests
 * waiting for a turn (at most c->queue): a bounded queue. */
static pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t slot_free = PTHREAD_COND_INITIALIZER;
static int computing, waiting;
static atomic_int in_flight; /* requests not yet completed */

int web_busy(void)
{
    return atomic_load(&in_flight);
}

/* connect-src: page.js fetches answers (and the CSV to copy) from here */
static const char csp_page[] = "default-src 'none'; script-src 'self'; style-src 'self'; "
                               "img-src 'self' data:; connect-src 'self'; form-action 'self'; "
                               "base-uri 'none'; frame-ancestors 'none'";
/* gnuplot's SVG styles its elements in attributes */
static const char csp_svg[] = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/* cache: "hit" or "miss" for an answer (the X-Cache header), else NULL */
static enum MHD_Result respond_answer(struct MHD_Connection *conn, int status, const char *type,
                                      struct web_buf *body, const char *csp, const char *cache)
{
    struct MHD_Response *r =
        MHD_create_response_from_buffer(body->len, body->data, MHD_RESPMEM_MUST_COPY);
    buf_free(body);
    if (!r)
        return MHD_NO;
    MHD_add_response_header(r, "Content-Type", type);
    MHD_add_response_header(r, "Content-Security-Policy", csp ? csp : csp_page);
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(r, "Referrer-Policy", "no-referrer");
    MHD_add_response_header(r, "X-Frame-Options", "DENY");
    MHD_add_response_header(r, "Cache-Control",
                            status == 200 ? "public, max-age=3600" : "no-store");
    if (status == 405)
        MHD_add_response_header(r, "Allow", "GET, HEAD");
    if (status == 503)
        MHD_add_response_header(r, "Retry-After", "5");
    if (cache)
        MHD_add_response_header(r, "X-Cache", cache);
    enum MHD_Result ret = MHD_queue_response(conn, (unsigned)status, r);
    MHD_destroy_response(r);
    return ret;
}

static enum MHD_Result respond(struct MHD_Connection *conn, int status, const char *type,
                               struct web_buf *body, const char *csp)
{
    return respond_answer(conn, status, type, body, csp, NULL);
}

static enum MHD_Result send_text(struct MHD_Connection *conn, int status, const char *msg)
{
    struct web_buf b = {0};
    buf_puts(&b, msg);
    if (b.len && b.data[b.len - 1] != '\n')
        buf_puts(&b, "\n");
    return respond(conn, status, "text/plain; charset=utf-8", &b, NULL);
}

struct args {
    struct web_arg a[MAX_ARGS];
    int n;
    size_t bytes;
};

static enum MHD_Result collect(void *cls, enum MHD_ValueKind kind, const char *key,
                               const char *value)
{
    (void)kind;
    struct args *s = cls;
    s->bytes += strlen(key) + (value ? strlen(value) : 0) + 2;
    if (s->n < MAX_ARGS)
        s->a[s->n++] = (struct web_arg){key, value ? value : ""};
    else
        s->n = MAX_ARGS + 1;
    return MHD_YES;
}

/* The kind of /api/v1/K[.ext] and its format ("json", "csv", "wiki", "svg",
 * "plot.json": the chart's data). */
static const struct nh_kind *api_kind(const char *rest, const char **format)
{
    static const char *const exts[] = {"csv", "wiki", "svg", "plot.json"};
    char name[64];
    const char *dot = strchr(rest, '.');
    size_t n = dot ? (size_t)(dot - rest) : strlen(rest);
    if (n >= sizeof name)
        return NULL;
    memcpy(name, rest, n);
    name[n] = '\0';
    *format = "json";
    if (dot) {
        *format = NULL;
        for (size_t i = 0; i < sizeof exts / sizeof exts[0]; i++)
            if (strcmp(dot + 1, exts[i]) == 0)
                *format = exts[i];
        if (!*format)
            return NULL;
    }
    return kind_by_command(name);
}

/* A computation slot, after waiting in the queue for one: true, or false
 * when the queue is full or the wait passed the wall-time budget (503). */
static bool take_slot(const struct web_config *c)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += (time_t)c->max_seconds + 1;
    bool got = false;
    pthread_mutex_lock(&slots_lock);
    if (computing < c->threads || waiting < c->queue) {
        waiting++;
        int rc = 0;
        while (computing >= c->threads && rc == 0)
            rc = pthread_cond_timedwait(&slot_free, &slots_lock, &until);
        waiting--;
        got = computing < c->threads;
        computing += got;
    }
    pthread_mutex_unlock(&slots_lock);
    return got;
}

static void give_slot(void)
{
    pthread_mutex_lock(&slots_lock);
    computing--;
    pthread_cond_signal(&slot_free);
    pthread_mutex_unlock(&slots_lock);
}

/* The run of an answer (format, with a plot's "svg" or "json"): from the
 * cache when it was kept (*hit), else computed in a slot and kept.  False
 * when busy (503). */
static bool answer_run(const struct web_config *c, const struct web_query *q, const char *format,
                       const char *plot, struct web_run *r, bool *hit)
{
    *hit = web_cache_get(q, format, plot, r);
    if (*hit)
        return true;
    if (!take_slot(c))
        return false;
    if (!web_cache_get(q, format, plot, r)) { /* perhaps computed while this one waited */
        web_run(c, q, format, plot, r);
        web_cache_put(q, format, plot, r);
    }
    give_slot();
    return true;
}

static enum MHD_Result api(struct MHD_Connection *conn, const struct web_config *c,
                           const struct nh_kind *k, const char *format, struct args *s)
{
    struct web_query *q = malloc(sizeof *q);
    if (!q)
        return send_text(conn, 500, "out of memory");
    const char *bad;
    char msg[1024];
    int st = web_query_build(c, k, s->a, s->n, q, &bad, msg, sizeof msg);
    if (st != 0) {
        free(q);
        return send_text(conn, st, msg);
    }
    struct web_run r;
    bool svg = strcmp(format, "svg") == 0, chart = strcmp(format, "plot.json") == 0, hit;
    /* JSON: the CSV and its sentences in words from one run */
    const char *run_format = strcmp(format, "json") == 0   ? "csv+words"
                             : strcmp(format, "wiki") == 0 ? "wiki"
                                                           : "csv";
    if (!answer_run(c, q, run_format, svg ? "svg" : chart ? "json" : NULL, &r, &hit)) {
        free(q);
        return send_text(
            conn, 503,
            "busy: every answer slot of this server is taken and its queue is full; try again");
    }
    const char *cache = hit ? "hit" : "miss";
    enum MHD_Result ret;
    struct web_buf body = {0};
    if (r.status == 400 || (r.status == 500 && !r.why[0]))
        ret = send_text(conn, r.status, r.err.data ? r.err.data : "bad input");
    else if (r.status != 200)
        ret = send_text(conn, r.status, r.why);
    else if ((svg || chart) && !r.picture.len)
        ret = send_text(conn, 404, "this answer has no picture");
    else if (svg)
        ret = respond_answer(conn, 200, "image/svg+xml", &r.picture, csp_svg, cache);
    else if (chart)
        ret = respond_answer(conn, 200, "application/json", &r.picture, NULL, cache);
    else if (strcmp(format, "csv") == 0)
        ret = respond_answer(conn, 200, "text/csv; charset=utf-8", &r.out, NULL, cache);
    else if (strcmp(format, "wiki") == 0)
        ret = respond_answer(conn, 200, "text/plain; charset=utf-8", &r.out, NULL, cache);
    else {
        web_json_answer(q, &r, &body);
        ret = body.failed ? send_text(conn, 500, "out of memory")
                          : respond_answer(conn, 200, "application/json", &body, NULL, cache);
    }
    buf_free(&body);
    web_run_free(&r);
    free(q);
    return ret;
}

static enum MHD_Result page(struct MHD_Connection *conn, const struct web_config *c,
                            const struct nh_kind *k, struct args *s)
{
    struct web_query *q = malloc(sizeof *q);
    if (!q)
        return send_text(conn, 500, "out of memory");
    const char *bad = NULL;
    char msg[1024] = "";
    int st = s->n ? web_query_build(c, k, s->a, s->n, q, &bad, msg, sizeof msg) : 0;
    if (!s->n) {
        memset(q, 0, sizeof *q);
        q->kind = k;
    }
    struct web_run r = {0};
    bool ran = false, hit = false;
    if (st == 0 && s->n) {
        if (!answer_run(c, q, "csv+words", "svg", &r, &hit)) {
            free(q);
            return send_text(
                conn, 503,
                "busy: every answer slot of this server is taken and its queue is full; try again");
        }
        ran = true;
    }
    struct web_buf body = {0};
    web_page_kind(c, k, q, st, bad, msg, ran ? &r : NULL, r.words.len ? r.words.data : NULL, &body);
    int status = st ? st : ran ? r.status : 200;
    enum MHD_Result ret = body.failed
                              ? send_text(conn, 500, "out of memory")
                              : respond_answer(conn, status, "text/html; charset=utf-8", &body,
                                               NULL, ran ? (hit ? "hit" : "miss") : NULL);
    buf_free(&body);
    web_run_free(&r);
    free(q);
    return ret;
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *conn, const char *url,
                              const char *method, const char *version, const char *upload_data,
                              size_t *upload_data_size, void **con_cls)
{
    (void)version;
    (void)upload_data;
    const struct web_config *c = cls;
    if (!*con_cls) { /* the first call, with the headers */
        static int seen;
        *con_cls = &seen;
        atomic_fetch_add(&in_flight, 1);
        if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
            return send_text(conn, 405, "only GET and HEAD are answered");
        const char *len = MHD_lookup_connection_value(conn, MHD_HEADER_KIND, "Content-Length");
        const char *te = MHD_lookup_connection_value(conn, MHD_HEADER_KIND, "Transfer-Encoding");
        if ((len && strcmp(len, "0") != 0) || te)
            return send_text(conn, 413, "a request body is not taken; the question is the query");
        return MHD_YES;
    }
    if (*upload_data_size) { /* cannot happen after the checks above */
        *upload_data_size = 0;
        return MHD_YES;
    }
    struct args s = {.n = 0};
    MHD_get_connection_values(conn, MHD_GET_ARGUMENT_KIND, collect, &s);
    if (s.n > MAX_ARGS || s.bytes > MAX_QUERY || strlen(url) > 256)
        return send_text(conn, 414, "the address is longer than this server takes");
    if (strcmp(url, "/") == 0) {
        if (s.n)
            return send_text(conn, 400, "the front page takes no keys");
        struct web_buf b = {0};
        web_page_front(&b);
        return respond(conn, 200, "text/html; charset=utf-8", &b, NULL);
    }
    const struct web_asset *a = web_asset(url);
    if (a) {
        struct web_buf b = {0};
        buf_add(&b, (const char *)a->data, a->size);
        return respond(conn, 200, a->type, &b, NULL);
    }
    const char *format;
    const struct nh_kind *k;
    if (strncmp(url, "/api/v1/", 8) == 0 && (k = api_kind(url + 8, &format)) != NULL)
        return api(conn, c, k, format, &s);
    if ((k = kind_by_command(url + 1)) != NULL)
        return page(conn, c, k, &s);
    return send_text(conn, 404, "no such page; the kinds are at / and /api/v1/KIND");
}

static void completed(void *cls, struct MHD_Connection *conn, void **con_cls,
                      enum MHD_RequestTerminationCode code)
{
    (void)cls;
    (void)conn;
    (void)code;
    if (*con_cls)
        atomic_fetch_sub(&in_flight, 1);
    *con_cls = NULL;
}

/* '+' is a space in a query, as HTML forms write it, then %XX. */
static size_t unescape(void *cls, struct MHD_Connection *conn, char *s)
{
    (void)cls;
    (void)conn;
    for (char *p = s; *p; p++)
        if (*p == '+')
            *p = ' ';
    return MHD_http_unescape(s);
}

struct MHD_Daemon *web_daemon(struct web_config *c, const struct sockaddr *addr, bool ipv6)
{
    unsigned flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ITC;
    if (ipv6)
        flags |= MHD_USE_IPv6;
    return MHD_start_daemon(
        flags, 0, NULL, NULL, answer, c, MHD_OPTION_SOCK_ADDR, addr, MHD_OPTION_NOTIFY_COMPLETED,
        completed, NULL, MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL, MHD_OPTION_CONNECTION_LIMIT,
        (unsigned)(4 * c->threads + 16), MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)16384,
        MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)(c->max_seconds + 30), MHD_OPTION_END);
}
