/* growth_kind: kind growth in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/growth/growth_grid.h"

/* The entry, packed by hand (the fields are those of struct nh_kind). */
/* clang-format off */
const struct nh_kind growth_kind = {
    .name = "growth", .command = "growth", .section = "growth", .synopsis = growth_synopsis,
    .help = growth_help, .keys = growth_keys, .nkeys = GK_COUNT, .words_key = -1, .value_option = "hp",
    .grid_size = sizeof(struct growth_grid), .parse = growth_grid_parse,
    .experiment = &growth_experiment, .columns = &growth_columns,
    .variants = GROWTH_VARIANTS,
    .selfcheck = growth_selfcheck,
    .bench = growth_bench,
};
/* clang-format on */
