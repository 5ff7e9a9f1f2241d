/* grace_kind: kind grace in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/grace/grace_grid.h"

/* The entry, packed by hand (the fields are those of struct nh_kind). */
/* clang-format off */
const struct nh_kind grace_kind = {
    .name = "grace", .command = "grace", .section = "grace", .synopsis = grace_synopsis,
    .help = grace_help, .keys = grace_keys, .nkeys = GRK_COUNT, .words_key = -1,
    .grid_size = sizeof(struct grace_grid), .parse = grace_grid_parse,
    .experiment = &grace_experiment, .columns = &grace_columns,
    .value_examples = "such as p_death or p_saved", .selfcheck = grace_selfcheck,
    .variants = GRACE_VARIANTS,
    .variants_note = "grace also takes a version without saving grace (rule none).",
    .bench = grace_bench,
};
/* clang-format on */
