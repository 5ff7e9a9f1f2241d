/* web_json: the JSON answer of /api/v1/K: the CSV's columns and rows, the
 * numbers as the CSV prints them (docs/web.md, "The JSON answer"). */
#include <regex.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/params.h"
#include "web/web.h"

#define MAX_FIELDS 128

int web_csv_fields(char *line, char **fields, int max)
{
    int n = 0;
    char *p = line;
    for (;;) {
        char *start = p, *w = p;
        if (*p == '"') { /* "..." with "" for a quote */
            start = w = ++p;
            while (*p && !(*p == '"' && p[1] != '"')) {
                if (*p == '"')
                    p++;
                *w++ = *p++;
            }
            if (*p == '"')
                p++;
        } else {
            while (*p && *p != ',')
                p++;
            w = p;
        }
        char end = *p;
        *w = '\0';
        if (n < max)
            fields[n++] = start;
        if (end != ',')
            return n;
        p++;
    }
}

static bool is_number(const char *s)
{
    static const char *pattern = "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?$";
    regex_t re;
    if (regcomp(&re, pattern, REG_EXTENDED | REG_NOSUB) != 0)
        return false;
    bool yes = regexec(&re, s, 0, NULL, 0) == 0;
    regfree(&re);
    return yes;
}

/* A version ("5.0") is a name, not a number. */
static void value(struct web_buf *out, const char *f, bool text)
{
    if (!*f)
        buf_puts(out, "null");
    else if (!text && is_number(f))
        buf_puts(out, f);
    else
        buf_json(out, f, strlen(f));
}

/* The method: exact when no row has a trial count (column n), else Monte
 * Carlo with the trials and seed asked (or the defaults). */
static void method(const struct web_query *q, bool mc, const char *trials, struct web_buf *out)
{
    if (!mc) {
        buf_puts(out, "{\"name\":\"exact\"}");
        return;
    }
    uint64_t seed = NH_DEFAULT_SEED;
    int nk = q->kind->nkeys;
    for (int i = 0; web_extra_keys[i]; i++)
        if (strcmp(web_extra_keys[i], "seed") == 0 && q->texts[nk + i] && *q->texts[nk + i]) {
            char err[256];
            parse_seed(q->texts[nk + i], &seed, err, sizeof err);
        }
    buf_printf(out, "{\"name\":\"monte carlo\",\"trials\":%s,\"seed\":%llu}",
               trials && is_number(trials) ? trials : "null", (unsigned long long)seed);
}

/* Each line of text (NULL: none) as a JSON string, comma-separated. */
static void json_lines(struct web_buf *out, const char *text)
{
    for (const char *p = text; p && *p;) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        buf_puts(out, p == text ? "" : ",");
        buf_json(out, p, n);
        p = end ? end + 1 : p + n;
    }
}

void web_json_answer(const struct web_query *q, const struct web_run *r, struct web_buf *out)
{
    char *copy = strdup(r->out.data ? r->out.data : "");
    if (!copy) {
        out->failed = true;
        return;
    }
    char *fields[MAX_FIELDS], *save = NULL;
    int ncols = 0, ncol_n = -1, ncol_variant = -1, nrows = 0;
    bool mc = false;
    char trials[64] = "";
    buf_printf(out, "{\"kind\":");
    buf_json(out, q->kind->name, strlen(q->kind->name));
    buf_puts(out, ",\"columns\":[");
    char *line = strtok_r(copy, "\n", &save);
    if (line) {
        ncols = web_csv_fields(line, fields, MAX_FIELDS);
        for (int i = 0; i < ncols; i++) {
            buf_puts(out, i ? "," : "");
            buf_json(out, fields[i], strlen(fields[i]));
            if (strcmp(fields[i], "n") == 0)
                ncol_n = i;
            if (strcmp(fields[i], "variant") == 0)
                ncol_variant = i;
        }
    }
    buf_puts(out, "],\"rows\":[");
    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        int n = web_csv_fields(line, fields, MAX_FIELDS);
        buf_puts(out, nrows++ ? ",[" : "[");
        for (int i = 0; i < n; i++) {
            buf_puts(out, i ? "," : "");
            value(out, fields[i], i == ncol_variant);
        }
        buf_puts(out, "]");
        if (ncol_n >= 0 && ncol_n < n && *fields[ncol_n]) {
            mc = true;
            snprintf(trials, sizeof trials, "%s", fields[ncol_n]);
        }
    }
    buf_puts(out, "],\"sentences\":[");
    json_lines(out, r->words.len ? r->words.data : NULL);
    buf_puts(out, "],\"notes\":[");
    json_lines(out, r->err.len ? r->err.data : NULL);
    buf_puts(out, "],\"method\":");
    method(q, mc, trials, out);
    buf_puts(out, ",\"command\":");
    struct web_buf cmd = {0};
    web_query_command(q, &cmd);
    buf_json(out, cmd.data ? cmd.data : "", cmd.len);
    buf_free(&cmd);
    buf_puts(out, "}\n");
    free(copy);
}
