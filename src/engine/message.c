/* message: messages on standard error with the text they quote shown
 * escaped (message.h). */
#define _GNU_SOURCE /* fopencookie */
#include "nhmc/message.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The length of the valid UTF-8 sequence of two bytes or more at s
 * (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF),
 * or 0. */
static size_t utf8_length(const unsigned char *s)
{
    unsigned char b = s[0], lo = 0x80, hi = 0xBF;
    size_t n;
    if (b >= 0xC2 && b <= 0xDF)
        n = 2;
    else if (b >= 0xE0 && b <= 0xEF)
        n = 3, lo = b == 0xE0 ? 0xA0 : 0x80, hi = b == 0xED ? 0x9F : 0xBF;
    else if (b >= 0xF0 && b <= 0xF4)
        n = 4, lo = b == 0xF0 ? 0x90 : 0x80, hi = b == 0xF4 ? 0x8F : 0xBF;
    else
        return 0;
    if (s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < n; i++)
        if (s[i] < 0x80 || s[i] > 0xBF)
            return 0;
    return n;
}

/* The escape of the byte at s ("" when it is shown as itself), and how many
 * bytes it and what is shown with it take. */
static const char *escape_of(const unsigned char *s, size_t *taken, char hex[5])
{
    *taken = 1;
    switch (*s) {
    case 0x1B:
        return "\\e";
    case '\n':
        return "\\n";
    case '\t':
        return "\\t";
    case '\r':
        return "\\r";
    default:
        break;
    }
    if (*s < 0x20 || *s == 0x7F) {
        snprintf(hex, 5, "\\x%02x", *s);
        return hex;
    }
    if (*s < 0x80)
        return "";
    size_t n = utf8_length(s);
    if (n == 0 || (s[0] == 0xC2 && s[1] <= 0x9F)) { /* not UTF-8, or a C1 control */
        snprintf(hex, 5, "\\x%02x", *s);
        return hex;
    }
    *taken = n;
    return "";
}

size_t nh_shown(const char *text, char *out, size_t size)
{
    const unsigned char *s = (const unsigned char *)text;
    char hex[5];
    size_t taken, used = 0;
    bool escapes = false;
    for (size_t i = 0; s[i]; i += taken)
        escapes |= escape_of(s + i, &taken, hex)[0] != '\0';
    if (size == 0)
        return 0;
    for (size_t i = 0; s[i]; i += taken) {
        const char *e = escape_of(s + i, &taken, hex);
        if (!e[0] && s[i] == '\\' && escapes)
            e = "\\\\";
        const char *piece = e[0] ? e : text + i;
        size_t n = e[0] ? strlen(e) : taken;
        if (used + n >= size)
            break;
        memcpy(out + used, piece, n);
        used += n;
    }
    out[used] = '\0';
    return used;
}

void nh_verror(const char *fmt, va_list ap)
{
    char raw[4096], shown[4 * sizeof raw];
    vsnprintf(raw, sizeof raw, fmt, ap);
    nh_shown(raw, shown, sizeof shown);
    fprintf(stderr, "nhmc: %s\n", shown);
}

void nh_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    nh_verror(fmt, ap);
    va_end(ap);
}

#ifdef __GLIBC__
static bool write_all(const char *buf, size_t n)
{
    while (n > 0) {
        ssize_t w = write(STDERR_FILENO, buf, n);
        if (w < 0)
            return false;
        buf += w;
        n -= (size_t)w;
    }
    return true;
}

/* The guard's write: runs of harmless bytes as they are, each other
 * control byte as \xHH. */
static ssize_t guard_write(void *cookie, const char *buf, size_t size)
{
    (void)cookie;
    size_t start = 0;
    for (size_t i = 0; i < size; i++) {
        unsigned char b = (unsigned char)buf[i];
        if ((b >= 0x20 && b != 0x7F) || b == '\n' || b == '\r')
            continue;
        char hex[5];
        snprintf(hex, sizeof hex, "\\x%02x", b);
        if (!write_all(buf + start, i - start) || !write_all(hex, 4))
            return -1;
        start = i + 1;
    }
    return write_all(buf + start, size - start) ? (ssize_t)size : -1;
}

int nh_guard_stderr(void)
{
    static bool guarded = false;
    if (guarded)
        return 0;
    FILE *f = fopencookie(NULL, "w", (cookie_io_functions_t){.write = guard_write});
    if (!f)
        return -1;
    setvbuf(f, NULL, _IONBF, 0);
    fflush(stderr);
    stderr = f;
    guarded = true;
    return 0;
}
#else
int nh_guard_stderr(void)
{
    return -1;
}
#endif
