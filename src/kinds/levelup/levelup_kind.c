/* levelup_kind: kind levelup in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/levelup/levelup.h"

static const struct nh_kind_columns columns = {
    5, {"variant", "role", "race", "con", "xl"}, {"Variant", "Role", "Race", "Con", "XL"}};

/* The entry, packed by hand (the fields are those of struct nh_kind). */
/* clang-format off */
const struct nh_kind levelup_kind = {
    .name = "levelup", .command = "levelup", .section = "hero", .synopsis = levelup_synopsis,
    .help = levelup_help, .keys = levelup_keys, .nkeys = LK_COUNT, .words_key = -1, .value_option = "hp",
    .grid_size = sizeof(struct levelup_grid), .parse = levelup_grid_parse,
    .derive = levelup_dumplog_derive,
    .experiment = &levelup_experiment, .columns = &columns,
    .variants = LEVELUP_VARIANTS,
    .selfcheck = levelup_selfcheck, .selfcheck_control = levelup_selfcheck_control,
    .selfcheck_known = levelup_selfcheck_known,
    .bench = levelup_bench,
};
/* clang-format on */
