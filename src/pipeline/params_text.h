/* params_text: the text helpers the value parsers of src/pipeline/params*.c
 * share (not offered beyond them). */
#ifndef NHMC_PARAMS_TEXT_H
#define NHMC_PARAMS_TEXT_H

#include <stdbool.h>
#include <stddef.h>

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

#endif
