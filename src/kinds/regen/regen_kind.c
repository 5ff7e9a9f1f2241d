/* regen_kind: kind regen in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/regen/regen_grid.h"

/* The entry, packed by hand (the fields are those of struct nh_kind). */
/* clang-format off */
const struct nh_kind regen_kind = {
    .name = "regen", .command = "regen", .section = "regen", .synopsis = regen_synopsis,
    .help = regen_help, .keys = regen_keys, .nkeys = RK_COUNT, .words_key = -1,
    .grid_size = sizeof(struct regen_grid), .parse = regen_grid_parse,
    .experiment = &regen_experiment, .columns = &regen_columns,
    .variants = REGEN_VARIANTS,
    .selfcheck = regen_selfcheck, .selfcheck_known = regen_selfcheck_known,
    .bench = regen_bench,
};
/* clang-format on */
