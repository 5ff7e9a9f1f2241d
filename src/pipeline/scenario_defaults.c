/* scenario_defaults: a scenario with every optional value at its default,
 * and its release.  Apart from the file reader (scenario.c,
 * scenario_read.c) because the command line sets a scenario up this way
 * too, and the WebAssembly build, which reads no file (docs/web.md), has
 * these without the reader. */
#include "nhmc/scenario.h"

#include <stdlib.h>
#include <string.h>

int scenario_defaults(struct nh_scenario *s, const struct nh_kind *k)
{
    memset(s, 0, sizeof *s);
    s->kind = k;
    s->trials = NH_DEFAULT_TRIALS;
    s->seed = NH_DEFAULT_SEED;
    s->grid = calloc(1, k->grid_size ? k->grid_size : 1);
    return s->grid ? 0 : -1;
}

void scenario_free(struct nh_scenario *s)
{
    free(s->grid);
    s->grid = NULL;
}
