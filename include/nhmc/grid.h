/* grid: the layer the kinds' grids share (src/kinds/K/K_grid.c).
 *
 * A kind's inputs are the keys of its struct nh_key table (kind.h).  Its
 * list keys, first..last of the table, form a grid: every combination of
 * their values is a case, the last key varying fastest, except that the
 * keys named in `paired` go together element by element.  The list keys
 * of whole numbers (NH_GRID_INTS) are described by their table entries
 * alone and read here; the kind reads its other keys itself.
 */
#ifndef NHMC_GRID_H
#define NHMC_GRID_H

#include <stdbool.h>
#include <stddef.h>

#include "nhmc/kind.h"

/* The cases of a grid of list keys first..last, n[k] values each: every
 * combination, the last key varying fastest, except that the keys whose
 * bit is set in `paired` go together element by element, as one dimension
 * placed at the first of them (their lists are equally long).  Saturates at
 * SIZE_MAX rather than overflow. */
size_t grid_case_count(const int *n, int first, int last, unsigned paired);
/* The list index of each key first..last in case i of that order. */
void grid_case_indices(const int *n, int first, int last, unsigned paired, size_t i, int *idx);
/* That every paired key of first..last was given and that their lists are
 * equally long; name(k) names key k; role_key (or -1) counts role/race
 * pairs unless race_key is paired too, which the message says.  Returns 0,
 * or -1 with a message. */
int grid_check_paired(const int *n, const bool *given, int first, int last, unsigned paired,
                      const char *(*name)(int key), int role_key, int race_key, char *err,
                      size_t errlen);

#endif
