/* web_buf: a growing text for the answers of nhmc serve, with the escapes
 * of HTML and JSON. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "web/web.h"

void buf_add(struct web_buf *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 1024;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *d = realloc(b->data, cap);
        if (!d) {
            b->failed = true;
            return;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void buf_puts(struct web_buf *b, const char *s)
{
    buf_add(b, s, strlen(s));
}

void buf_printf(struct web_buf *b, const char *fmt, ...)
{
    char small[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->failed = true;
        return;
    }
    if ((size_t)n < sizeof small) {
        buf_add(b, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big) {
        b->failed = true;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    buf_add(b, big, (size_t)n);
    free(big);
}

/* The entity of a character HTML must not see as itself, or NULL. */
static const char *html_entity(char c)
{
    return c == '&'    ? "&amp;"
           : c == '<'  ? "&lt;"
           : c == '>'  ? "&gt;"
           : c == '"'  ? "&quot;"
           : c == '\'' ? "&#39;"
                       : NULL;
}

void buf_html(struct web_buf *b, const char *s)
{
    for (; *s; s++) {
        const char *e = html_entity(*s);
        if (e)
            buf_puts(b, e);
        else
            buf_add(b, s, 1);
    }
}

void buf_json(struct web_buf *b, const char *s, size_t n)
{
    buf_puts(b, "\"");
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == '"' || ch == '\\')
            buf_printf(b, "\\%c", ch);
        else if (ch == '\n')
            buf_puts(b, "\\n");
        else if (ch < 0x20 || ch == 0x7f)
            buf_printf(b, "\\u%04x", ch);
        else
            buf_add(b, s + i, 1);
    }
    buf_puts(b, "\"");
}

void buf_free(struct web_buf *b)
{
    free(b->data);
    *b = (struct web_buf){0};
}

/* A run's answer and messages (web.h), for the server and the static page. */
void web_run_free(struct web_run *r)
{
    buf_free(&r->out);
    buf_free(&r->err);
    buf_free(&r->picture);
    buf_free(&r->chart);
    buf_free(&r->words);
}
