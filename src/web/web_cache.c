/* web_cache: answers already computed, kept in memory up to a size
 * (nhmc serve --cache MIB).
 *
 * An answer is a pure function of its command line: the words are in the
 * key table's order whatever the query's order (web_query.c), and a Monte
 * Carlo run's seed is one of them (a fixed default otherwise), so the same
 * words give the same bytes.  The key is the kind's words, the format and
 * whether a picture was drawn; only answers that succeeded (200) are kept,
 * never an error.  When full, the answer used least recently goes first.
 * A hit is answered at once, without waiting for a computation slot. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "web/web.h"

#define BUCKETS 4096

/* The parts of an answer a cache entry keeps: a run's out, err (what it
 * said besides), picture, chart and words, in that order. */
enum { PARTS = 5 };

struct entry {
    struct entry *next_in_bucket, *newer, *older;
    uint64_t hash;
    size_t key_len, part_len[PARTS];
    char *key, *part[PARTS];
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct entry *buckets[BUCKETS];
static struct entry *newest, *oldest;
static size_t used, limit; /* bytes of keys and answers */

void web_cache_init(size_t bytes)
{
    limit = bytes;
}

/* The key: format, picture, then each word, each ending in a NUL. */
static void make_key(const struct web_query *q, const char *format, const char *plot,
                     struct web_buf *k)
{
    buf_add(k, format, strlen(format) + 1);
    buf_add(k, plot ? plot : "", plot ? strlen(plot) + 1 : 1);
    for (int i = 0; i < q->argc; i++)
        buf_add(k, q->argv[i], strlen(q->argv[i]) + 1);
}

static uint64_t fnv1a(const char *s, size_t n)
{
    uint64_t h = 14695981039346656037ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    return h;
}

static size_t cost(const struct entry *e)
{
    size_t n = e->key_len + sizeof *e;
    for (int i = 0; i < PARTS; i++)
        n += e->part_len[i];
    return n;
}

static void unlink_lru(struct entry *e)
{
    if (e->newer)
        e->newer->older = e->older;
    else
        newest = e->older;
    if (e->older)
        e->older->newer = e->newer;
    else
        oldest = e->newer;
    e->newer = e->older = NULL;
}

static void push_newest(struct entry *e)
{
    e->older = newest;
    e->newer = NULL;
    if (newest)
        newest->newer = e;
    newest = e;
    if (!oldest)
        oldest = e;
}

static struct entry **find(const char *key, size_t n, uint64_t h)
{
    struct entry **p = &buckets[h % BUCKETS];
    while (*p && !((*p)->hash == h && (*p)->key_len == n && memcmp((*p)->key, key, n) == 0))
        p = &(*p)->next_in_bucket;
    return p;
}

static void entry_free(struct entry *e)
{
    free(e->key);
    for (int i = 0; i < PARTS; i++)
        free(e->part[i]);
    free(e);
}

static void drop_oldest(void)
{
    struct entry *e = oldest;
    struct entry **p = find(e->key, e->key_len, e->hash);
    *p = e->next_in_bucket;
    unlink_lru(e);
    used -= cost(e);
    entry_free(e);
}

static bool copy(struct web_buf *to, const char *from, size_t n)
{
    memset(to, 0, sizeof *to);
    if (n)
        buf_add(to, from, n);
    return !to->failed;
}

bool web_cache_get(const struct web_query *q, const char *format, const char *plot,
                   struct web_run *r)
{
    memset(r, 0, sizeof *r);
    if (!limit)
        return false;
    struct web_buf k = {0};
    make_key(q, format, plot, &k);
    if (k.failed) {
        buf_free(&k);
        return false;
    }
    bool found = false;
    pthread_mutex_lock(&lock);
    struct entry *e = *find(k.data, k.len, fnv1a(k.data, k.len));
    if (e) {
        unlink_lru(e);
        push_newest(e);
        struct web_buf *to[PARTS] = {&r->out, &r->err, &r->picture, &r->chart, &r->words};
        found = true;
        for (int i = 0; i < PARTS; i++)
            found = copy(to[i], e->part[i], e->part_len[i]) && found;
    }
    pthread_mutex_unlock(&lock);
    buf_free(&k);
    if (!found) {
        web_run_free(r);
        return false;
    }
    r->status = 200;
    return true;
}

static char *dup_bytes(const char *s, size_t n)
{
    char *d = malloc(n ? n : 1);
    if (d && n)
        memcpy(d, s, n);
    return d;
}

void web_cache_put(const struct web_query *q, const char *format, const char *plot,
                   const struct web_run *r)
{
    if (!limit || r->status != 200)
        return;
    struct entry *e = calloc(1, sizeof *e);
    struct web_buf k = {0};
    make_key(q, format, plot, &k);
    bool copied = e != NULL;
    if (e) {
        e->key_len = k.len;
        e->key = k.data;
        k.data = NULL;
        const struct web_buf *from[PARTS] = {&r->out, &r->err, &r->picture, &r->chart, &r->words};
        for (int i = 0; i < PARTS; i++) {
            e->part_len[i] = from[i]->len;
            e->part[i] = dup_bytes(from[i]->data, from[i]->len);
            copied = copied && e->part[i];
        }
    }
    if (!copied || k.failed || !e->key || cost(e) > limit / 8) {
        if (e) /* out of memory, or one answer too large to keep */
            entry_free(e);
        buf_free(&k);
        return;
    }
    e->hash = fnv1a(e->key, e->key_len);
    pthread_mutex_lock(&lock);
    struct entry **p = find(e->key, e->key_len, e->hash);
    if (*p) { /* computed twice at once: keep the first */
        pthread_mutex_unlock(&lock);
        entry_free(e);
        return;
    }
    while (oldest && used + cost(e) > limit)
        drop_oldest();
    e->next_in_bucket = buckets[e->hash % BUCKETS];
    buckets[e->hash % BUCKETS] = e;
    push_newest(e);
    used += cost(e);
    pthread_mutex_unlock(&lock);
}

void web_cache_clear(void)
{
    pthread_mutex_lock(&lock);
    while (oldest)
        drop_oldest();
    pthread_mutex_unlock(&lock);
}
