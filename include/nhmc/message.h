/* message: how nhmc's messages on standard error show the text they quote.
 *
 * A message quotes what the user wrote: option values, scenario keys and
 * values, file names, the names a "did you mean" suggests.  Written as is,
 * an escape sequence in such a text would drive the user's terminal (clear
 * it, retitle it, hide what follows), and a newline would forge a line of
 * its own.  So every message is shown through nh_shown: control bytes and
 * bytes that are not UTF-8 are written as C escapes; printable UTF-8 is
 * kept as it is. */
#ifndef NHMC_MESSAGE_H
#define NHMC_MESSAGE_H

#include <stdarg.h>
#include <stddef.h>

/* text as a message shows it, into out (size bytes, always terminated,
 * cut before an escape that would not fit): ESC as \e, newline \n, tab \t,
 * carriage return \r, another control byte (C0, DEL, the C1 controls
 * U+0080..U+009F) or a byte of no valid UTF-8 sequence as \xHH; a
 * backslash as \\ when the text has something else escaped (so that the
 * escapes read back unambiguously), else as itself.  Returns the length
 * written. */
size_t nh_shown(const char *text, char *out, size_t size);

/* "nhmc: " and the printf-style message, shown by nh_shown, then a
 * newline, on standard error.  The format's own text has no control
 * characters: whatever is escaped came from what it quotes. */
void nh_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void nh_verror(const char *fmt, va_list ap);

/* From here on, standard error passes through a guard that writes any
 * control byte but newline and carriage return (the progress bar's) as
 * \xHH: for messages that quote text without nh_error (perror, what
 * gnuplot says).  Returns 0, or -1 where the C library cannot (then
 * nothing changes). */
int nh_guard_stderr(void);

#endif
