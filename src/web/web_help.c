/* web_help: a key's one-line help for the page, taken from the kind's own
 * `nhmc COMMAND --help` (the paragraph of its option), so that the page and
 * --help say the same. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "web/web.h"

/* The paragraph of "--option" in help: the words after the option and its
 * argument, then the continuation lines (indented, not a new option). */
static bool find_option(const char *help, const char *option, char *out, size_t len)
{
    size_t on = strlen(option);
    for (const char *line = help; line && *line;
         line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        const char *p = line;
        while (*p == ' ')
            p++;
        if (p[0] == '-' && p[1] != '-' && p[2] == ',' && p[3] == ' ') /* "-n, --trials" */
            p += 4;
        if (strncmp(p, option, on) != 0 || (p[on] != ' ' && p[on] != '='))
            continue;
        p += on;
        if (*p == '=' || (p[0] == ' ' && p[1] != ' ')) /* the argument's name */
            for (p++; *p && *p != ' ' && *p != '\n';)
                p++;
        while (*p == ' ')
            p++;
        size_t used = 0;
        out[0] = '\0';
        for (;;) {
            const char *end = strchr(p, '\n');
            size_t n = end ? (size_t)(end - p) : strlen(p);
            if (used + n + 2 >= len)
                n = len > used + 2 ? len - used - 2 : 0;
            if (used && n)
                out[used++] = ' ';
            memcpy(out + used, p, n);
            used += n;
            out[used] = '\0';
            if (!end)
                break;
            const char *next = end + 1, *q = next;
            while (*q == ' ')
                q++;
            if (q - next < 8 || *q == '-' || *q == '\n' || !*q)
                break; /* a new option, a blank line or the end */
            p = q;
        }
        return true;
    }
    return false;
}

bool web_key_help(const struct nh_kind *k, int i, char *out, size_t len)
{
    char *help = kind_help_text(k);
    char option[80], name[64];
    out[0] = '\0';
    if (!help)
        return false;
    const char *key = web_query_key(k, i);
    if (i < k->nkeys)
        snprintf(option, sizeof option, "--%s", kind_key_option(k, i, name, sizeof name));
    else {
        snprintf(option, sizeof option, "--%s", key);
        for (char *p = option; *p; p++)
            if (*p == '_')
                *p = '-';
    }
    bool found = find_option(help, option, out, len);
    if (!found && strcmp(key, "value") == 0 && k->value_option) {
        snprintf(option, sizeof option, "--%s", k->value_option);
        found = find_option(help, option, out, len);
    }
    free(help);
    return found;
}
