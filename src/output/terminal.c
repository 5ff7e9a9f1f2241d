/* terminal: the width of the terminal standard output shows, and text
 * broken to fit it (output.h).  Only what goes to a terminal is fitted:
 * files and pipes get the same bytes whatever the window. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "nhmc/output.h"

/* Narrower than this, nothing readable fits: taken as no limit. */
#define MIN_WIDTH 20

static int width_from(const char *text)
{
    char *end;
    long w = text && *text ? strtol(text, &end, 10) : 0;
    return text && *text && *end == '\0' && w >= MIN_WIDTH && w <= 10000 ? (int)w : 0;
}

int output_terminal_width(bool is_terminal)
{
    const char *test = getenv("NHMC_TEST_WIDTH");
    if (test)
        return width_from(test);
    if (!is_terminal)
        return 0;
    struct winsize ws;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= MIN_WIDTH)
        return ws.ws_col;
    return width_from(getenv("COLUMNS"));
}

/* Characters on screen, not bytes: a UTF-8 sequence counts once. */
static int shown(const char *s, size_t n)
{
    int w = 0;
    for (size_t i = 0; i < n; i++)
        w += ((unsigned char)s[i] & 0xC0) != 0x80;
    return w;
}

/* One line (no '\n'), broken at spaces; a word longer than the room is
 * left whole; ended by '\n' when `ended`. */
static void wrap_line(FILE *f, const char *line, size_t len, int width, bool ended)
{
    size_t indent = 0;
    while (indent < len && line[indent] == ' ')
        indent++;
    int room = width - (int)indent - 2;
    if (room < MIN_WIDTH / 2) /* too deep to go on indented: as it is */
        room = width;
    size_t start = 0;
    for (bool first = true; start < len; first = false) {
        int avail = first ? width : room;
        size_t end = len, brk = 0;
        if (!first)
            while (start < len && line[start] == ' ')
                start++;
        if (shown(line + start, len - start) > avail) {
            for (size_t i = start + (first ? indent : 0); i < len; i++) {
                if (shown(line + start, i - start) > avail)
                    break;
                if (line[i] == ' ' && i > start)
                    brk = i;
            }
            /* a word longer than the room: whole, then the rest */
            for (size_t i = start + (first ? indent : 0); !brk && i < len; i++)
                if (line[i] == ' ')
                    brk = i;
            if (brk)
                end = brk;
        }
        if (!first)
            fprintf(f, "%s%*s", "\n", room == width ? 0 : (int)indent + 2, "");
        fwrite(line + start, 1, end - start, f);
        start = end;
    }
    if (ended)
        fputc('\n', f);
}

void output_wrapped(FILE *f, const char *text, int width)
{
    if (width <= 0) {
        fputs(text, f);
        return;
    }
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        wrap_line(f, p, len, width, nl != NULL);
        p += len + (nl ? 1 : 0);
    }
}
