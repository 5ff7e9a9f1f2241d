/* prayer_kind: kind prayer in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/prayer/prayer_grid.h"

/* The entry, packed by hand (the fields are those of struct nh_kind). */
/* clang-format off */
const struct nh_kind prayer_kind = {
    .name = "prayer", .command = "pray", .section = "prayer", .synopsis = prayer_synopsis,
    .help = prayer_help, .keys = prayer_keys, .nkeys = PK_COUNT, .words_key = -1,
    .grid_size = sizeof(struct prayer_grid), .parse = prayer_grid_parse,
    .experiment = &prayer_experiment, .columns = &prayer_columns,
    .value_examples = "such as p_gain or safe_turn_p50",
    .variants = PRAYER_VARIANTS,
    .selfcheck = prayer_selfcheck,
    .bench = prayer_bench,
};
/* clang-format on */
