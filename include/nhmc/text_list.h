/* text_list: the text helpers and comma lists every parser shares: the
 * command line's and scenario files' value parsers (params.h), the grid
 * layer, output's wiki layout.  Every message names the bad text and says
 * what was expected; the caller adds where it was. */
#ifndef NHMC_TEXT_LIST_H
#define NHMC_TEXT_LIST_H

#include <stdbool.h>
#include <stddef.h>

/* Write a message into err (printf-style) and return -1: how the parsers
 * report what is wrong. */
int nh_fail(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Longest list item looked at; a longer one cannot be a valid name or number. */
#define NH_ITEM_MAX 96

/* The text without surrounding white space, as a start and a length. */
const char *nh_trim(const char *text, size_t len, size_t *out_len);
/* Copy the trimmed text into buf; returns its length, or (size_t)-1 if it
 * does not fit. */
size_t nh_copy_trimmed(const char *text, size_t len, char *buf, size_t size);
/* Nothing but white space. */
bool nh_is_blank(const char *text);
/* The whole value, trimmed, equals word (any case). */
bool nh_is_word(const char *text, const char *word);

/* The words of text, split at white space: word i starts at at[i] and is
 * len[i] bytes long.  Returns how many there are, or -1 when there are more
 * than max. */
int nh_split_words(const char *text, const char **at, size_t *len, int max);

/* The whole number written as the len digits at s (no sign), saturating at
 * 1e9 so that huge values stay huge.  Returns false if it is not one. */
bool parse_digits(const char *s, size_t len, long *out);

/* Call each_item on every trimmed item of a comma list ("a, b,c"); empty
 * items are errors.  `expected` describes an item, for messages. */
typedef int (*nh_list_item_fn)(const char *item, void *ctx, char *err, size_t errlen);
int parse_list(const char *text, const char *expected, nh_list_item_fn each_item, void *ctx,
               char *err, size_t errlen);

/* A comma list of distinct names out of names[0..n-1] (any case, n <= 32):
 * their indices, in list order, into out (room for n).  `what` says what a
 * name must be ("a column of kind levelup").  Returns the count, or -1. */
int parse_name_list(const char *text, const char *const *names, int n, const char *what, int *out,
                    char *err, size_t errlen);

#endif
