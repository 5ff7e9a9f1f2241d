/* web_help: a key's one-line help for the page: a kind's key's from the
 * registry (struct nh_key's help, which tests/test_registry.c holds to the
 * kind's --help); a run key's (method, trials, seed, ...: the command
 * line's, not the kind's) from the kind's own `nhmc COMMAND --help`, the
 * paragraph of its option, so that the page and --help say the same. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "web/web.h"

/* Whether the option lines [from, to) name option as a whole word. */
static bool names_option(const char *from, const char *to, const char *option)
{
    size_t on = strlen(option);
    for (const char *p = from; (p = strstr(p, option)) != NULL && p < to; p += on)
        if (p[-1] == ' ' && strchr(" ,=:\n", p[on]))
            return true;
    return false;
}

/* The help of "--option" in a --help text: the words after the option
 * lines that name it ("  --con C  Con 3..25: ...", "  --orthos, --sea,\n
 *  --nightmare  on or off", "  --value V, --at-most V: where ..."), then
 * their indented continuation lines. */
static bool find_option(const char *help, const char *option, char *out, size_t len)
{
    const char *line = help;
    while (*line) {
        const char *end = strchr(line, '\n');
        if (!end)
            break;
        if (strncmp(line, "  -", 3) != 0) {
            line = end + 1;
            continue;
        }
        const char *first = line; /* option lines go on after a ',' */
        while (end[-1] == ',' && strncmp(end + 1, "  -", 3) == 0) {
            line = end + 1;
            end = strchr(line, '\n');
            if (!end)
                return false;
        }
        /* the words begin after two spaces or ": " in the last option
         * line, or, after an option too long for the column, one word on */
        const char *gap = strstr(line + 2, "  "), *colon = strstr(line + 2, ": ");
        const char *p = gap && gap < end ? gap : end;
        if (colon && colon < p)
            p = colon + 1;
        if (p == end && names_option(first, end, option)) {
            p = strstr(line, option) + strlen(option);
            p += strspn(p, " ");
            p += strcspn(p, " \n");
        }
        if (!names_option(first, p, option)) {
            line = end + 1;
            continue;
        }
        size_t used = 0;
        out[0] = '\0';
        for (;;) {
            while (*p == ' ')
                p++;
            size_t n = (size_t)(end - p);
            if (used + n + 2 >= len)
                n = len > used + 2 ? len - used - 2 : 0;
            if (used && n)
                out[used++] = ' ';
            memcpy(out + used, p, n);
            used += n;
            out[used] = '\0';
            const char *next = end + 1, *q = next;
            while (*q == ' ')
                q++;
            if (q - next < 8 || *q == '-' || !*q || !strchr(q, '\n'))
                break; /* a new option, a blank line or the end */
            p = q;
            end = strchr(q, '\n');
        }
        return used > 0;
    }
    return false;
}

bool web_key_help(const struct nh_kind *k, int i, char *out, size_t len)
{
    if (i < k->nkeys) {
        const char *h = k->keys[i].help;
        snprintf(out, len, "%s", h ? h : "");
        return h && *h;
    }
    char *help = kind_help_text(k);
    char option[80];
    out[0] = '\0';
    if (!help)
        return false;
    const char *key = web_query_key(k, i);
    snprintf(option, sizeof option, "--%s", key);
    for (char *p = option; *p; p++)
        if (*p == '_')
            *p = '-';
    bool found = find_option(help, option, out, len);
    if (!found && strcmp(key, "value") == 0 && k->value_option) {
        snprintf(option, sizeof option, "--%s", k->value_option);
        found = find_option(help, option, out, len);
    }
    free(help);
    return found;
}
