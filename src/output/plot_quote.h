/* plot_quote: text written into a gnuplot script so that gnuplot reads it
 * back as the same text and never as a command (not a public header). */
#ifndef NHMC_PLOT_QUOTE_H
#define NHMC_PLOT_QUOTE_H

#include <stdbool.h>

#include "output/common.h"

/* s as a gnuplot string constant.  Text with no control character and no
 * quote is single-quoted, where gnuplot expands nothing (no backquote
 * command, no macro, no escape).  Other text cannot be written there (a
 * newline would end the command, and gnuplot 5.4 misreads '' next to
 * another quote), so it is double-quoted with every byte gnuplot could act
 * on written as an octal escape: the backquote (command substitution
 * happens inside double quotes), both quotes, '\\', '$', '@' and the
 * control characters. */
void plot_quote(struct nh_writer *w, const char *s);
/* s as a quoted field of an inline data block: data lines are read as
 * written, so control characters (a newline could end the block and make
 * the rest commands) are shown as messages show them (nh_shown), and '"'
 * becomes '\''. */
void plot_quote_data(struct nh_writer *w, const char *s);
/* s in a comment line: shown as messages show it (nh_shown). */
void plot_quote_comment(struct nh_writer *w, const char *s);
/* A file name as a string constant for "set output": as plot_quote, with
 * "./" in front of a name gnuplot would not take as a file's (a leading '|'
 * is a command to pipe into, a leading '~' is expanded to $HOME). */
void plot_quote_path(struct nh_writer *w, const char *path);

#endif
