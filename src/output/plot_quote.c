/* plot_quote: text into a gnuplot script (plot_quote.h).  gnuplot 5.4
 * substitutes `command` output on a command line everywhere but inside
 * single quotes, and processes backslash escapes (octal \ooo among them)
 * only inside double quotes, after that substitution: so an octal escape
 * of a backquote stays text. */
#include "output/plot_quote.h"

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

/* A control character as a C escape: \n, \t, \r, \e or \xHH. */
static void shown_escaped(struct nh_writer *w, unsigned char c)
{
    switch (c) {
    case '\n':
        w_puts(w, "\\n");
        break;
    case '\t':
        w_puts(w, "\\t");
        break;
    case '\r':
        w_puts(w, "\\r");
        break;
    case 0x1b:
        w_puts(w, "\\e");
        break;
    default:
        w_printf(w, "\\x%02x", c);
    }
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
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (is_control(c))
            shown_escaped(w, c);
        else
            w_putc(w, c == '"' ? '\'' : *s);
    }
    w_putc(w, '"');
}

void plot_quote_comment(struct nh_writer *w, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (is_control(c))
            shown_escaped(w, c);
        else
            w_putc(w, *s);
    }
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
