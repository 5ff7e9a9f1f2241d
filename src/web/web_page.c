/* web_page: the pages of nhmc serve, in the shell of web/page.html: the
 * front page (web/front.html and the registry's kinds) and each kind's
 * form, generated from its key table, with the answer under it.  Plain
 * HTML forms (GET): everything works without JavaScript. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/heroes.h"
#include "nhmc/names.h"
#include "nhmc/hero_rules.h"
#include "nhmc/variant.h"
#include "web/web.h"
#include "web/web_assets.h"

/* text with each "{{name}}" replaced by values[i] for names[i] */
static void fill(struct web_buf *out, const char *name, const char *const *names,
                 const char *const *values, int n)
{
    const struct web_asset *a = web_asset(name);
    if (!a) {
        out->failed = true;
        return;
    }
    const char *p = a->data, *end = a->data + a->size;
    while (p < end) {
        const char *open = strstr(p, "{{");
        if (!open || open >= end) {
            buf_add(out, p, (size_t)(end - p));
            break;
        }
        buf_add(out, p, (size_t)(open - p));
        p = open + 2;
        bool done = false;
        for (int i = 0; i < n && !done; i++) {
            size_t len = strlen(names[i]);
            if (strncmp(p, names[i], len) == 0 && strncmp(p + len, "}}", 2) == 0) {
                buf_puts(out, values[i]);
                p += len + 2;
                done = true;
            }
        }
        if (!done)
            buf_puts(out, "{{");
    }
}

static void shell(struct web_buf *out, const char *title, struct web_buf *main)
{
    struct web_buf t = {0};
    buf_html(&t, title);
    const char *names[] = {"title", "main"};
    const char *values[] = {t.data ? t.data : "", main->data ? main->data : ""};
    fill(out, "/static/page.html", names, values, 2);
    if (t.failed || main->failed)
        out->failed = true;
    buf_free(&t);
}

/* The words of a synopsis line after its usage ("max HP by role, ..."). */
static void synopsis_words(const char *syn, struct web_buf *out)
{
    const char *end = strchr(syn, '\n');
    size_t n = end ? (size_t)(end - syn) : strlen(syn);
    const char *gap = NULL;
    for (size_t i = 2; i + 1 < n; i++)
        if (syn[i] == ' ' && syn[i + 1] == ' ')
            gap = syn + i;
    if (!gap)
        return;
    while (*gap == ' ')
        gap++;
    char line[256];
    snprintf(line, sizeof line, "%.*s", (int)(syn + n - gap), gap);
    buf_html(out, line);
}

void web_page_front(struct web_buf *out)
{
    struct web_buf kinds = {0}, main = {0};
    buf_puts(&kinds, "<dl class=\"kinds\">\n");
    for (int i = 0; nh_kinds[i]; i++) {
        buf_printf(&kinds, "<dt><a href=\"/%s\">", nh_kinds[i]->command);
        buf_html(&kinds, nh_kinds[i]->command);
        buf_puts(&kinds, "</a></dt><dd>");
        synopsis_words(nh_kinds[i]->synopsis, &kinds);
        buf_puts(&kinds, "</dd>\n");
    }
    buf_puts(&kinds, "</dl>\n");
    const char *names[] = {"kinds"};
    const char *values[] = {kinds.data ? kinds.data : ""};
    fill(&main, "/static/front.html", names, values, 1);
    shell(out, "nhmc: NetHack's hit points, computed", &main);
    buf_free(&kinds);
    buf_free(&main);
}

/* The query key a message of the program names ("nhmc: pray: --turn: ..."),
 * or -1. */
static int key_of_message(const struct nh_kind *k, const char *msg)
{
    const char *p = msg;
    while ((p = strstr(p, "--")) != NULL) {
        p += 2;
        size_t n = strspn(p, "abcdefghijklmnopqrstuvwxyz0123456789-");
        for (int i = 0; i < web_query_nkeys(k) && n; i++) {
            char name[64], opt[64];
            if (!web_key_offered(k, i))
                continue;
            if (i < k->nkeys)
                kind_key_option(k, i, opt, sizeof opt);
            else {
                snprintf(opt, sizeof opt, "%s", web_query_key(k, i));
                for (char *c = opt; *c; c++)
                    *c = *c == '_' ? '-' : *c;
            }
            snprintf(name, sizeof name, "%.*s", (int)n, p);
            if (strcmp(name, opt) == 0 || (k->value_option && strcmp(name, k->value_option) == 0 &&
                                           strcmp(web_query_key(k, i), "value") == 0))
                return i;
        }
    }
    return -1;
}

static void option(struct web_buf *out, const char *value)
{
    buf_puts(out, "<option value=\"");
    buf_html(out, value);
    buf_puts(out, "\">");
}

/* A hero table's name in datalist ids: "vanilla" for the vanilla versions'
 * (and FIQHack's), else the first variant's name that has it. */
static const char *table_name(enum nh_variant v)
{
    const struct nh_hero_table *t = nh_heroes(v);
    if (t == &nh_vanilla_heroes)
        return "vanilla";
    for (int w = 0; w < NH_VARIANT_COUNT; w++)
        if (nh_heroes((enum nh_variant)w) == t)
            return variant_name((enum nh_variant)w);
    return variant_name(v);
}

/* Whether variant v is the first of the kind's variants with its table. */
static bool first_with_table(const struct nh_kind *k, int v)
{
    for (int w = 0; w < v; w++)
        if ((k->variants & NH_VARIANT_BIT(w)) && nh_heroes((enum nh_variant)w) == nh_heroes(v))
            return false;
    return true;
}

/* The variant whose hero table a field offers: the variant asked (the
 * variant key's one name), else the default variant when the kind answers
 * it, else the kind's first. */
static enum nh_variant table_variant(const struct nh_kind *k, const struct web_query *q)
{
    int key = kind_key(k, "variant");
    enum nh_variant asked;
    if (key >= 0 && q->texts[key] && *q->texts[key] && variant_parse(q->texts[key], &asked) == 0)
        return asked;
    if (k->variants & NH_VARIANT_BIT(NH_VARIANT_DEFAULT))
        return NH_VARIANT_DEFAULT;
    for (int v = 0; v < NH_VARIANT_COUNT; v++)
        if (k->variants & NH_VARIANT_BIT(v))
            return (enum nh_variant)v;
    return NH_VARIANT_DEFAULT;
}

/* The roles or races of variant v's hero table as a datalist
 * "l-KEY-TABLE", with every spelling of the kind's variants that use it
 * (data-variants: page.js points the field at it as the variant is typed). */
static void hero_list(struct web_buf *out, const struct nh_kind *k, const char *key,
                      enum nh_variant v)
{
    const struct nh_hero_table *t = nh_heroes(v);
    bool roles = strcmp(key, "role") == 0;
    buf_printf(out, "<datalist id=\"l-%s-%s\" data-variants=\"", key, table_name(v));
    const char *sep = "";
    for (int w = 0; w < NH_VARIANT_COUNT; w++) {
        if (!(k->variants & NH_VARIANT_BIT(w)) || nh_heroes((enum nh_variant)w) != t)
            continue;
        size_t len;
        const char *f;
        for (int i = 0; (f = nh_variant_names.form(nh_variant_names.ctx, w, i, &len)) != NULL;
             i++) {
            buf_printf(out, "%s%.*s", sep, (int)len, f);
            sep = " ";
        }
    }
    buf_puts(out, "\">");
    option(out, roles ? "all" : "valid");
    for (int r = 0; r < (roles ? t->nroles : t->nraces); r++)
        option(out, roles ? t->roles[r].name : t->races[r].name);
    buf_puts(out, "</datalist>\n");
}

/* Values a field offers (HTML datalists: any other text may be typed):
 * the kind's variants; the roles and races of each hero table of the
 * variants the kind answers, the field pointing at the variant asked
 * (page.js follows the variant field before the form is sent). */
static void suggestions(struct web_buf *out, const struct nh_kind *k, const char *key)
{
    if (strcmp(key, "variant") == 0) {
        buf_puts(out, "<datalist id=\"l-variant\">");
        for (int v = 0; v < NH_VARIANT_COUNT; v++)
            if (k->variants & NH_VARIANT_BIT(v))
                option(out, variant_name((enum nh_variant)v));
        buf_puts(out, "</datalist>\n");
        return;
    }
    for (int v = 0; v < NH_VARIANT_COUNT; v++)
        if ((k->variants & NH_VARIANT_BIT(v)) && first_with_table(k, v))
            hero_list(out, k, key, (enum nh_variant)v);
}

/* The datalist a field points at ("-TABLE"). */
static void list_of(struct web_buf *out, const struct nh_kind *k, const struct web_query *q,
                    const char *key)
{
    buf_printf(out, " list=\"l-%s", key);
    if (strcmp(key, "variant") != 0)
        buf_printf(out, "-%s", table_name(table_variant(k, q)));
    buf_puts(out, "\"");
}

static bool has_suggestions(const struct nh_kind *k, int i)
{
    const char *key = web_query_key(k, i);
    return i < k->nkeys && (strcmp(key, "variant") == 0 ||
                            ((strcmp(key, "role") == 0 || strcmp(key, "race") == 0) &&
                             kind_key(k, "variant") >= 0 && kind_key(k, "role") >= 0));
}

static void field(struct web_buf *out, const struct nh_kind *k, const struct web_query *q, int i,
                  const char *error)
{
    const char *key = web_query_key(k, i);
    char help[1024];
    buf_printf(out, "<div class=\"field%s\">\n<label for=\"f-%s\">%s</label>\n",
               error ? " bad" : "", key, key);
    buf_printf(out, "<input id=\"f-%s\" name=\"%s\" aria-describedby=\"h-%s\"", key, key, key);
    if (has_suggestions(k, i))
        list_of(out, k, q, key);
    if (q->texts[i]) {
        buf_puts(out, " value=\"");
        buf_html(out, q->texts[i]);
        buf_puts(out, "\"");
    }
    if (i < k->nkeys && k->keys[i].example) {
        buf_puts(out, " placeholder=\"");
        buf_html(out, k->keys[i].example);
        buf_puts(out, "\"");
    }
    buf_puts(out, ">\n");
    if (has_suggestions(k, i))
        suggestions(out, k, key);
    buf_printf(out, "<small id=\"h-%s\">", key);
    bool flag = i < k->nkeys && (k->keys[i].flags & NH_KEY_FLAG);
    if (web_key_help(k, i, help, sizeof help)) {
        buf_html(out, help);
        /* the help is a phrase: end it before the next sentence */
        size_t n = strlen(help);
        if (n > 0 && !strchr(".!?", help[n - 1]))
            buf_puts(out, ".");
    }
    /* a flag's expected text repeats its help after "on or off" */
    bool on_off = flag && (!k->keys[i].flag_value || strcmp(k->keys[i].flag_value, "on") == 0);
    if (on_off) {
        buf_puts(out, " Takes on or off.");
    } else if (i < k->nkeys && k->keys[i].expected) {
        buf_puts(out, " Takes ");
        buf_html(out, k->keys[i].expected);
        buf_puts(out, ".");
    }
    if (flag && !on_off)
        buf_printf(out, " Write %s.", k->keys[i].flag_value);
    buf_puts(out, "</small>\n");
    if (error) {
        buf_printf(out, "<p class=\"error\" role=\"alert\" id=\"e-%s\">", key);
        buf_html(out, error);
        buf_puts(out, "</p>\n");
    }
    buf_puts(out, "</div>\n");
}

static void base64(struct web_buf *out, const unsigned char *s, size_t n)
{
    static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned)s[i] << 16 | (i + 1 < n ? (unsigned)s[i + 1] << 8 : 0) |
                     (i + 2 < n ? s[i + 2] : 0);
        char e[4] = {b64[v >> 18 & 63], b64[v >> 12 & 63], i + 1 < n ? b64[v >> 6 & 63] : '=',
                     i + 2 < n ? b64[v & 63] : '='};
        buf_add(out, e, 4);
    }
}

/* The CSV as an HTML table; the method from its column n (empty: exact). */
static void table(struct web_buf *out, const char *csv, char *method, size_t mlen)
{
    char *copy = strdup(csv ? csv : ""), *save = NULL, *fields[128];
    if (!copy) {
        out->failed = true;
        return;
    }
    int ncol_n = -1;
    snprintf(method, mlen, "exact");
    buf_puts(out, "<div class=\"table-wrap\"><table>\n");
    for (char *line = strtok_r(copy, "\n", &save), *first = line; line;
         line = strtok_r(NULL, "\n", &save)) {
        int n = web_csv_fields(line, fields, 128);
        buf_puts(out, "<tr>");
        for (int i = 0; i < n; i++) {
            buf_puts(out, line == first ? "<th scope=\"col\">" : "<td>");
            buf_html(out, fields[i]);
            buf_puts(out, line == first ? "</th>" : "</td>");
            if (line == first && strcmp(fields[i], "n") == 0)
                ncol_n = i;
            else if (line != first && i == ncol_n && *fields[i])
                snprintf(method, mlen, "Monte Carlo, %s trials per row", fields[i]);
        }
        buf_puts(out, "</tr>\n");
    }
    buf_puts(out, "</table></div>\n");
    free(copy);
}

static void answer(struct web_buf *out, const struct nh_kind *k, const struct web_query *q,
                   const struct web_run *r, const char *words)
{
    struct web_buf qs = {0}, cmd = {0};
    char method[128];
    web_query_string(q, &qs);
    web_query_command(q, &cmd);
    const char *s = qs.data ? qs.data : "";
    buf_puts(out, "<section class=\"answer\" aria-label=\"answer\">\n<h2>The answer</h2>\n");
    table(out, r->out.data, method, sizeof method);
    buf_printf(out, "<p class=\"method\">Method: %s", method);
    if (strncmp(method, "Monte", 5) == 0) {
        const char *seed = NULL;
        for (int i = 0; web_extra_keys[i]; i++)
            if (strcmp(web_extra_keys[i], "seed") == 0)
                seed = q->texts[k->nkeys + i];
        buf_puts(out, ", seed ");
        if (seed && *seed)
            buf_html(out, seed);
        else
            buf_puts(out, "20261121 (the default)");
    }
    buf_puts(out, ".</p>\n");
    if (r->err.len) { /* what the run said besides its answer (a row it left out, and why) */
        buf_puts(out, "<p class=\"note\" role=\"note\">");
        buf_html(out, r->err.data);
        buf_puts(out, "</p>\n");
    }
    if (words) {
        buf_puts(out, "<pre class=\"words\">");
        buf_html(out, words);
        buf_puts(out, "</pre>\n");
    }
    /* the picture: gnuplot's SVG where it was drawn (nhmc serve), which
     * the script replaces by the chart of the same run's JSON in data-chart
     * (else fetched from data-plot); the static page has no SVG but the
     * chart's JSON itself (its run's picture) */
    bool chart = r->picture.len && r->picture.data[0] == '{';
    const struct web_buf *json = r->chart.len ? &r->chart : chart ? &r->picture : NULL;
    buf_printf(out, "<figure class=\"chart\" data-plot=\"/api/v1/%s.plot.json?", k->command);
    buf_html(out, s);
    if (json) {
        buf_puts(out, "\" data-chart=\"");
        buf_html(out, json->data);
    }
    buf_puts(out, "\">");
    if (r->picture.len && !chart) {
        buf_puts(
            out,
            "<img class=\"picture\" alt=\"the answer drawn\" src=\"data:image/svg+xml;base64,");
        base64(out, (const unsigned char *)r->picture.data, r->picture.len);
        buf_puts(out, "\">");
    }
    buf_puts(out, "</figure>\n");
    buf_puts(out, "<h3>On the command line</h3>\n<pre class=\"command\">");
    buf_html(out, cmd.data ? cmd.data : "");
    buf_puts(out, "</pre>\n<p class=\"links\">");
    buf_printf(out, "<a href=\"/api/v1/%s.csv?", k->command);
    buf_html(out, s);
    buf_printf(out, "\">CSV</a><a href=\"/api/v1/%s.wiki?", k->command);
    buf_html(out, s);
    buf_printf(out, "\">wiki table</a><a href=\"/api/v1/%s.svg?", k->command);
    buf_html(out, s);
    buf_printf(out, "\">SVG</a><a href=\"/api/v1/%s?", k->command);
    buf_html(out, s);
    buf_printf(out, "\">JSON</a><a href=\"/%s?", k->command);
    buf_html(out, s);
    buf_puts(out, "\">permalink</a></p>\n</section>\n");
    buf_free(&qs);
    buf_free(&cmd);
}

void web_page_kind(const struct web_config *c, const struct nh_kind *k, const struct web_query *q,
                   int qstatus, const char *bad_key, const char *qmsg, const struct web_run *r,
                   const char *words, struct web_buf *out)
{
    (void)c;
    struct web_buf main = {0};
    const char *problem = qstatus                 ? qmsg
                          : r && r->status != 200 ? (r->status == 400 ? r->err.data : r->why)
                                                  : NULL;
    int bad = -1;
    if (qstatus && bad_key) {
        for (int i = 0; i < web_query_nkeys(k); i++)
            if (strcmp(web_query_key(k, i), bad_key) == 0)
                bad = i;
    } else if (problem && r && r->status == 400)
        bad = key_of_message(k, problem);
    buf_printf(&main, "<h1>%s</h1>\n<p>", k->command);
    synopsis_words(k->synopsis, &main);
    buf_puts(&main, ". Leave a field empty for its default; lists and ranges as on the command "
                    "line (<code>1,10,30</code>, <code>3-25</code>).</p>\n");
    buf_printf(&main, "<form class=\"question\" method=\"get\" action=\"/%s\">\n", k->command);
    char help[1024];
    for (int i = 0; i < web_query_nkeys(k); i++) /* the run keys the kind's --help offers */
        if (web_key_offered(k, i) &&
            (i < k->nkeys || q->texts[i] || web_key_help(k, i, help, sizeof help)))
            field(&main, k, q, i, i == bad ? problem : NULL);
    buf_puts(&main,
             "<div class=\"actions\"><button type=\"submit\">Answer</button></div>\n</form>\n");
    if (problem && bad < 0) {
        buf_puts(&main, "<p class=\"problem\" role=\"alert\">");
        buf_html(&main, problem);
        buf_puts(&main, "</p>\n");
    }
    if (r && r->status == 200)
        answer(&main, k, q, r, words);
    char title[128];
    snprintf(title, sizeof title, "nhmc %s", k->command);
    shell(out, title, &main);
    buf_free(&main);
}
