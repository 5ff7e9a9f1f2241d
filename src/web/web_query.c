/* web_query: a request's query to the equivalent `nhmc K` command line.
 *
 * The query keys are the kind's scenario keys (its struct nh_key table)
 * and the run keys every command takes (web_extra_keys).  Each value
 * becomes one word `--option=value`, so no value can become an option, in
 * the order of the key table (one question, one command line, whatever
 * the order of the query). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "nhmc/command_line.h"
#include "nhmc/params.h"
#include "web/web.h"

/* The options of cli/command.c that change what is answered, not where it
 * goes: their query key is the option with '_' for '-'. */
const char *const web_extra_keys[] = {"method",  "trials",       "seed",      "value", "at_least",
                                      "at_most", "wiki_columns", "wiki_stat", NULL};

int web_extra_count(void)
{
    int n = 0;
    while (web_extra_keys[n])
        n++;
    return n;
}

int web_query_nkeys(const struct nh_kind *k)
{
    return k->nkeys + web_extra_count();
}

const char *web_query_key(const struct nh_kind *k, int i)
{
    return i < k->nkeys ? k->keys[i].name : web_extra_keys[i - k->nkeys];
}

bool web_key_offered(const struct nh_kind *k, int i)
{
    if (i >= k->nkeys)
        return kind_key(k, web_extra_keys[i - k->nkeys]) < 0; /* the kind's own wins */
    return !(k->keys[i].flags & (NH_KEY_NO_OPTION | NH_KEY_FILE));
}

static int find_key(const struct nh_kind *k, const char *name)
{
    for (int i = 0; i < web_query_nkeys(k); i++)
        if (web_key_offered(k, i) && strcmp(web_query_key(k, i), name) == 0)
            return i;
    return -1;
}

/* Append one word to q: 0, or -1 when q is full. */
static int add_word(struct web_query *q, const char *a, const char *b)
{
    size_t na = strlen(a), nb = b ? strlen(b) : 0;
    if (q->argc >= WEB_MAX_WORDS - 1 || q->used + na + nb + 1 > sizeof q->store)
        return -1;
    char *w = q->store + q->used;
    memcpy(w, a, na);
    if (b)
        memcpy(w + na, b, nb);
    w[na + nb] = '\0';
    q->used += na + nb + 1;
    q->argv[q->argc++] = w;
    q->argv[q->argc] = NULL;
    return 0;
}

/* The option word "--option=" of query key i. */
static void option_prefix(const struct nh_kind *k, int i, char *buf, size_t len)
{
    char name[64];
    if (i < k->nkeys) {
        snprintf(buf, len, "--%s=", kind_key_option(k, i, name, sizeof name));
        return;
    }
    snprintf(name, sizeof name, "%s", web_extra_keys[i - k->nkeys]);
    if (strcmp(name, "value") == 0 && k->value_option) /* as --help offers it: --hp */
        snprintf(name, sizeof name, "%s", k->value_option);
    for (char *p = name; *p; p++)
        if (*p == '_')
            *p = '-';
    snprintf(buf, len, "--%s=", name);
}

/* A flag key (an option without a value): its word, or NULL when off;
 * -1 for a value it cannot take. */
static int flag_word(const struct nh_kind *k, int i, const char *v, const char **word, char *buf,
                     size_t len)
{
    const struct nh_key *key = &k->keys[i];
    const char *on = key->flag_value ? key->flag_value : "on";
    char name[64];
    *word = NULL;
    if (strcmp(v, on) == 0) {
        snprintf(buf, len, "--%s", kind_key_option(k, i, name, sizeof name));
        *word = buf;
        return 0;
    }
    return !key->flag_value && strcmp(v, "off") == 0 ? 0 : -1;
}

static int fail(const char **bad_key, const char *key, char *msg, size_t len, const char *what)
{
    *bad_key = key;
    snprintf(msg, len, "%s", what);
    return 400;
}

int web_query_build(const struct web_config *c, const struct nh_kind *k, const struct web_arg *args,
                    int nargs, struct web_query *q, const char **bad_key, char *msg, size_t len)
{
    char why[512];
    int n = web_query_nkeys(k);
    memset(q, 0, sizeof *q);
    q->kind = k;
    *bad_key = NULL;
    for (int a = 0; a < nargs; a++) {
        int i = find_key(k, args[a].key);
        if (i < 0) {
            snprintf(why, sizeof why, "unknown key \"%.64s\"; %s takes:", args[a].key, k->command);
            size_t used = strlen(why);
            for (int j = 0; j < n && used < sizeof why; j++)
                if (web_key_offered(k, j))
                    used +=
                        (size_t)snprintf(why + used, sizeof why - used, " %s", web_query_key(k, j));
            return fail(bad_key, NULL, msg, len, why);
        }
        if (q->texts[i]) {
            snprintf(why, sizeof why, "%s: given twice; expected it once", web_query_key(k, i));
            return fail(bad_key, web_query_key(k, i), msg, len, why);
        }
        q->texts[i] = args[a].value;
    }
    if (add_word(q, k->command, NULL) != 0)
        return fail(bad_key, NULL, msg, len, "the question is too long");
    bool trials_given = false;
    for (int i = 0; i < n; i++) {
        const char *v = q->texts[i], *key = web_query_key(k, i);
        if (!v || !*v)
            continue; /* a field left empty: its default */
        char word[96];
        if (i < k->nkeys && (k->keys[i].flags & NH_KEY_FLAG)) {
            const char *w;
            if (flag_word(k, i, v, &w, word, sizeof word) != 0) {
                snprintf(why, sizeof why, "%s: \"%.64s\" is not a value it takes; expected %s", key,
                         v, k->keys[i].flag_value ? k->keys[i].flag_value : "on or off");
                return fail(bad_key, key, msg, len, why);
            }
            if (w && add_word(q, w, NULL) != 0)
                return fail(bad_key, key, msg, len, "the question is too long");
            continue;
        }
        if (strcmp(key, "trials") == 0 && i >= k->nkeys) {
            uint64_t t;
            if (parse_trials(v, &t, why, sizeof why) == 0 && t > c->max_trials) {
                snprintf(why, sizeof why,
                         "trials: %llu is more than this server runs (at most %llu, "
                         "nhmc serve --max-trials)",
                         (unsigned long long)t, (unsigned long long)c->max_trials);
                return fail(bad_key, key, msg, len, why);
            }
            trials_given = true; /* a bad number: the program's own message */
        }
        option_prefix(k, i, word, sizeof word);
        if (add_word(q, word, v) != 0)
            return fail(bad_key, key, msg, len, "the question is too long");
    }
    if (!trials_given && c->max_trials < NH_DEFAULT_TRIALS) {
        char t[64];
        snprintf(t, sizeof t, "%llu", (unsigned long long)c->max_trials);
        if (add_word(q, "--trials=", t) != 0)
            return fail(bad_key, NULL, msg, len, "the question is too long");
    }
    return 0;
}

void web_query_command(const struct web_query *q, struct web_buf *out)
{
    char line[8192 + 512];
    if (nh_command_line(line, sizeof line, q->argc, q->argv) == 0)
        buf_puts(out, line);
}

void web_query_string(const struct web_query *q, struct web_buf *out)
{
    static const char hex[] = "0123456789ABCDEF";
    bool first = true;
    for (int i = 0; i < web_query_nkeys(q->kind); i++) {
        const char *v = q->texts[i];
        if (!v || !*v)
            continue;
        buf_puts(out, first ? "" : "&");
        first = false;
        buf_puts(out, web_query_key(q->kind, i));
        buf_puts(out, "=");
        for (const unsigned char *p = (const unsigned char *)v; *p; p++) {
            if (isalnum(*p) || strchr("-._~", *p))
                buf_add(out, (const char *)p, 1);
            else {
                char e[3] = {'%', hex[*p >> 4], hex[*p & 15]};
                buf_add(out, e, 3);
            }
        }
    }
}

int web_answer_words(const struct web_query *q, const char *format, char format_word[64],
                     char **argv, bool *words)
{
    int n = 0;
    argv[n++] = "nhmc";
    for (int i = 0; i < q->argc; i++)
        argv[n++] = q->argv[i];
    *words = strcmp(format, "csv+words") == 0;
    snprintf(format_word, 64, "--format=%s", *words ? "csv" : format);
    argv[n++] = format_word;
    argv[n++] = "--quiet";
    argv[n++] = "--threads=1";
    return n;
}
