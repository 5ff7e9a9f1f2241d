/* plot_quote: text into a gnuplot script (plot_quote.h).  gnuplot 5.4
 * substitutes `command` output on a command line everywhere but inside
 * single quotes, and processes backslash escapes (octal \ooo among them)
 * only inside double quotes, after that substitution: so an octal escape
 * of a backquote stays text. */
#include "output/plot_quote.h"

#include "nhmc/message.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_control(unsigned char c)
{
    return c < 0x20 || c == 0x7f;
}

/* A control character, which gnuplot cannot read in single quotes. */
static bool has_control(const char *s)
{
    for (; *s; s++)
        if (is_control((unsigned char)*s))
            return true;
    return false;
}

/* s as messages show it (message.h, nh_shown): control bytes as C escapes,
 * so the text stays on one line. */
static void shown(struct nh_writer *w, const char *s, bool data)
{
    size_t size = 4 * strlen(s) + 2; /* \xHH for every byte at most */
    char *out = malloc(size);
    if (!out) {
        w->failed = 1;
        errno = ENOMEM;
        return;
    }
    nh_shown(s, out, size);
    for (char *c = out; data && *c; c++)
        if (*c == '"')
            *c = '\''; /* a data string ends at '"' */
    w_puts(w, out);
    free(out);
}

void plot_quote(struct nh_writer *w, const char *s)
{
    if (!has_control(s) && !strchr(s, '\'')) {
        w_putc(w, '\'');
        w_puts(w, s);
        w_putc(w, '\'');
        return;
    }
    w_putc(w, '"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (is_control(c) || (c && strchr("`'\"\\$@", c)))
            w_printf(w, "\\%03o", c);
        else
            w_putc(w, *s);
    }
    w_putc(w, '"');
}

void plot_quote_data(struct nh_writer *w, const char *s)
{
    w_putc(w, '"');
    shown(w, s, true);
    w_putc(w, '"');
}

void plot_quote_comment(struct nh_writer *w, const char *s)
{
    shown(w, s, false);
}

void plot_quote_path(struct nh_writer *w, const char *path)
{
    if (path[0] != '|' && path[0] != '~') {
        plot_quote(w, path);
        return;
    }
    size_t n = strlen(path);
    char *dotted = malloc(n + 3);
    if (!dotted) {
        w->failed = 1;
        errno = ENOMEM;
        return;
    }
    memcpy(dotted, "./", 2);
    memcpy(dotted + 2, path, n + 1);
    plot_quote(w, dotted);
    free(dotted);
}
