/* names: what a user writes matched against a table of names, the one way
 * every kind and scenario file reads a role, race, alignment, variant or
 * monster.
 *
 * A table has entries (a role, a monster), each with several accepted
 * forms (full name, female name, abbreviation, adjective, alias).  A text
 * names an entry when it equals one of its forms (any case), or, when the
 * table takes prefixes, when it starts a form of that entry and of no other
 * entry.  The game itself takes the first entry in table order of which the
 * text starts a name (NetHack 3.6.7 src/role.c, str2role(), str2race(),
 * str2align(): strncmpi over the given length); here a prefix that fits
 * several entries is an error listing them, so "R" is not silently the
 * Rogue.  A text that names nothing gets the closest forms by edit distance.
 */
#ifndef NHMC_NAMES_H
#define NHMC_NAMES_H

#include <stdbool.h>
#include <stddef.h>

struct nh_names {
    const void *ctx; /* the table the forms come from */
    int count;       /* entries 0..count-1 */
    /* The k-th accepted form of entry i (k = 0: its name as printed), not
     * necessarily 0-terminated: its length in *len; NULL past the last. */
    const char *(*form)(const void *ctx, int i, int k, size_t *len);
    bool prefixes;    /* a prefix of one entry's forms names it */
    const char *noun; /* "role": for messages */
};

enum nh_name_match {
    NH_NAME_FOUND,     /* exactly one entry */
    NH_NAME_AMBIGUOUS, /* a prefix of several entries' forms */
    NH_NAME_UNKNOWN    /* nothing fits */
};

/* A word and the value it stands for: a table of them ends with {NULL, 0}. */
struct nh_word_value {
    const char *word;
    int value;
};
/* The index of text (any case) among names[0..n), else the value of the
 * first alias it equals (any case); -1 when neither.  For short fixed lists
 * of names with a few other spellings (an altar, a life-saving form). */
int nh_word_lookup(const char *text, const char *const *names, int n,
                   const struct nh_word_value *aliases);

/* As nh_word_lookup, then a unique prefix of one of names[0..n) (any
 * case); -1 when none, or when the prefix fits more than one ("s" of
 * stressed and strained) or is empty. */
int nh_word_prefix(const char *text, const char *const *names, int n,
                   const struct nh_word_value *aliases);

/* The entry text names (*entry set when found). */
enum nh_name_match nh_name_find(const struct nh_names *t, const char *text, int *entry);
/* The entry text names, or -1 (ambiguous or unknown). */
int nh_name_index(const struct nh_names *t, const char *text);
/* The entries with a form text equals or starts (any case), in table
 * order; writes at most max and returns how many there are. */
int nh_name_starting(const struct nh_names *t, const char *text, int *out, int max);
/* Up to max entries closest to text (edit distance to their nearest form),
 * nearest first, ties in table order; returns how many were written. */
int nh_name_suggest(const struct nh_names *t, const char *text, int *out, int max);
/* The edit distance from text to the closest entry's nearest form (-1 for
 * an empty table). */
int nh_name_nearness(const struct nh_names *t, const char *text);
/* Optimal string alignment distance (Levenshtein plus the swap of two
 * neighbouring letters), any case. */
int nh_name_distance(const char *a, size_t la, const char *b, size_t lb);
/* Why text names no single entry, for a message:
 * unknown role "Valkyire" (did you mean Valkyrie?)
 * role "R" is ambiguous (Rogue or Ranger)
 * Writes at most len bytes. */
void nh_name_why(const struct nh_names *t, const char *text, char *buf, size_t len);
/* The closest names alone ("Valkyrie", "Priest or Pirate"), as in nh_name_why. */
void nh_name_closest(const struct nh_names *t, const char *text, char *buf, size_t len);

/* The hero's tables: vanilla roles (full, female names, abbreviations,
 * other spellings), races (nouns, adjectives, abbreviations, plurals),
 * alignments (lawful, Law, ...) and variants (3.6.7, 367, dnethack, ...). */
extern const struct nh_names nh_role_names;
extern const struct nh_names nh_race_names;
/* dNetHack's roles and races (heroes.h), the same forms. */
extern const struct nh_names nh_dnh_role_names;
extern const struct nh_names nh_dnh_race_names;
extern const struct nh_names nh_align_names;
extern const struct nh_names nh_variant_names;

enum nh_align { NH_LAWFUL, NH_NEUTRAL, NH_CHAOTIC, NH_ALIGN_COUNT };
/* "lawful", "neutral", "chaotic". */
const char *nh_align_name(enum nh_align a);

#endif
