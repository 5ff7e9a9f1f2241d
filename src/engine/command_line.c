/* command_line: the command that made a table, as a person would type it
 * again (command_line.h). */
#include "nhmc/command_line.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* Characters a POSIX shell takes literally in a word. */
static bool shell_safe(const char *word)
{
    static const char safe[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                               "0123456789_@%+=:,./-";
    return word[0] && strspn(word, safe) == strlen(word);
}

/* Append `s` at buf[*used]; false once it does not fit. */
static bool append(char *buf, size_t size, size_t *used, const char *s, size_t n)
{
    if (*used + n >= size)
        return false;
    memcpy(buf + *used, s, n);
    *used += n;
    buf[*used] = '\0';
    return true;
}

/* One word, in single quotes when the shell would change it (a quote
 * inside is written '\''). */
static bool append_word(char *buf, size_t size, size_t *used, const char *word)
{
    if (shell_safe(word))
        return append(buf, size, used, word, strlen(word));
    bool ok = append(buf, size, used, "'", 1);
    for (const char *p = word; ok && *p; p++)
        ok = *p == '\'' ? append(buf, size, used, "'\\''", 4) : append(buf, size, used, p, 1);
    return ok && append(buf, size, used, "'", 1);
}

int nh_command_line(char *buf, size_t size, int argc, char *const *argv)
{
    size_t used = 0;
    if (size == 0)
        return -1;
    buf[0] = '\0';
    bool ok = append(buf, size, &used, "nhmc", 4);
    for (int i = 0; ok && i < argc; i++)
        ok = append(buf, size, &used, " ", 1) && append_word(buf, size, &used, argv[i]);
    if (!ok)
        buf[0] = '\0';
    return ok ? 0 : -1;
}
