/* monster_select: one item of a monster list to monsters: "all", a class
 * symbol, or names of one or more words (monster_impl.h). */
#include "kinds/monster/monster_impl.h"
#include "nhmc/text_list.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#define RUN_WORDS  6    /* the most words tried as one name ("Minion of Huhetotl": 3) */
#define ITEM_WORDS 512  /* words in one item */
#define RUN_TEXT   128  /* a run's text; longer is no name */
#define TABLE_MAX  1024 /* room for every monster of a table (about 400) */

struct words {
    const char *at[ITEM_WORDS];
    size_t len[ITEM_WORDS];
    int n;
};

static int split_words(const char *text, struct words *w)
{
    w->n = nh_split_words(text, w->at, w->len, ITEM_WORDS);
    return w->n < 0 ? -1 : 0;
}

/* Words [i, j) joined by single spaces into buf; false if too long. */
static bool run_text(const struct words *w, int i, int j, char *buf, size_t size)
{
    size_t used = 0;
    for (int k = i; k < j; k++) {
        if (used + w->len[k] + 2 > size)
            return false;
        if (k > i)
            buf[used++] = ' ';
        memcpy(buf + used, w->at[k], w->len[k]);
        used += w->len[k];
    }
    buf[used] = '\0';
    return true;
}

/* Why no name starts at word i: a single word that starts several names
 * is ambiguous; else the unknown run nearest a name, of the runs from i
 * and from prev, where the name before began (so the typo of "soldier
 * antt" is shown whole, that of "kitten jackall newt" as "jackall"). */
static void explain(const struct nh_names *n, const struct words *w, int prev, int i, char *err,
                    size_t errlen)
{
    char run[RUN_TEXT], best[RUN_TEXT];
    int found, best_d = -1;
    if (run_text(w, i, i + 1, run, sizeof run) &&
        nh_name_find(n, run, &found) == NH_NAME_AMBIGUOUS) {
        nh_name_why(n, run, err, errlen);
        return;
    }
    int starts[2] = {i, prev}, nstarts = prev >= 0 && prev < i ? 2 : 1;
    for (int s = 0; s < nstarts; s++)
        for (int j = i + 1; j <= w->n && j - starts[s] <= RUN_WORDS; j++) {
            if (!run_text(w, starts[s], j, run, sizeof run))
                break;
            int d = nh_name_nearness(n, run);
            if (best_d < 0 || d < best_d) {
                best_d = d;
                memcpy(best, run, sizeof best);
            }
        }
    if (best_d < 0) {
        snprintf(err, errlen, "monster name \"%.40s...\" is too long", w->at[i]);
        return;
    }
    nh_name_why(n, best, err, errlen);
    enum nh_mclass c;
    size_t used = strlen(err);
    if (mclass_parse(best, &c) == 0 && used < errlen)
        snprintf(err + used, errlen - used, "; for the class, class=%s or --class %s", best, best);
}

/* A word that stands alone: "all", class=C, or a class symbol; the
 * monsters it selects, -1 with a message, or NOT_ALONE. */
#define NOT_ALONE (-2)
static int word_alone(const struct nh_monster_table *t, const char *word, int *out, int max,
                      char *err, size_t errlen)
{
    enum nh_mclass c;
    if (strcasecmp(word, "all") == 0)
        return monster_all(t, out, max);
    if (strlen(word) == 1 && mclass_parse_in(t, word, &c) == 0)
        return monster_by_class(t, c, out, max);
    if (strncasecmp(word, "class=", 6) != 0)
        return NOT_ALONE;
    if (mclass_parse_in(t, word + 6, &c) != 0) {
        snprintf(err, errlen,
                 "unknown class \"%s\" (a class is a symbol such as D or a name such as dragon: "
                 "nhmc list monsters shows them)",
                 word + 6);
        return -1;
    }
    int n = monster_by_class(t, c, out, max);
    if (n == 0)
        snprintf(err, errlen, "class %s has no monsters", word + 6);
    return n ? n : -1;
}

/* Append m to out[0..*n) unless it is there already (a monster named
 * twice, or by name and in its class, is kept once, where it first came). */
static int add_unique(int *out, int *n, int max, int m, char *err, size_t errlen)
{
    for (int i = 0; i < *n; i++)
        if (out[i] == m)
            return 0;
    if (*n == max) {
        snprintf(err, errlen, "more than %d monsters in one item", max);
        return -1;
    }
    out[(*n)++] = m;
    return 0;
}

int monster_select(const struct nh_monster_table *t, const char *text, int *out, int max, char *err,
                   size_t errlen)
{
    int alone[TABLE_MAX];
    struct words w;
    struct nh_names names = monster_names(t);
    if (errlen)
        err[0] = '\0';
    if (split_words(text, &w) != 0) {
        snprintf(err, errlen, "more than %d words in one item", ITEM_WORDS);
        return -1;
    }
    int n = 0, prev = -1; /* prev: where the last name began */
    for (int i = 0; i < w.n;) {
        int found = -1, j = i + RUN_WORDS < w.n ? i + RUN_WORDS : w.n;
        char run[RUN_TEXT];
        /* names of several words first: "little d" is the little dog; a run
         * that starts several names ("giant b") is not split into others */
        for (; j > i + 1; j--) {
            enum nh_name_match m = run_text(&w, i, j, run, sizeof run)
                                       ? nh_name_find(&names, run, &found)
                                       : NH_NAME_UNKNOWN;
            if (m == NH_NAME_FOUND)
                break;
            if (m == NH_NAME_AMBIGUOUS) {
                nh_name_why(&names, run, err, errlen);
                return -1;
            }
        }
        if (j == i + 1 && run_text(&w, i, j, run, sizeof run)) {
            int m = word_alone(t, run, alone, TABLE_MAX, err, errlen);
            if (m == -1)
                return -1;
            if (m != NOT_ALONE) {
                for (int k = 0; k < m && k < TABLE_MAX; k++)
                    if (add_unique(out, &n, max, alone[k], err, errlen) != 0)
                        return -1;
                prev = -1;
                i = j;
                continue;
            }
        }
        for (; j > i; j--)
            if (run_text(&w, i, j, run, sizeof run) &&
                nh_name_find(&names, run, &found) == NH_NAME_FOUND)
                break;
        if (j == i) {
            explain(&names, &w, prev, i, err, errlen);
            return -1;
        }
        if (add_unique(out, &n, max, found, err, errlen) != 0)
            return -1;
        prev = i;
        i = j;
    }
    if (n == 0)
        snprintf(err, errlen, "no monster name given");
    return n ? n : -1;
}
