/* monster_kind: kind monster in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/monster/monster_grid.h"

int monster_list(int argc, char **argv);
static const char *const lists[] = {"monsters", NULL};

static const char list_synopsis[] =
    "  nhmc list monsters [--class C]   the monsters of a version and their HP rules\n";

/* The entry, packed by hand (the fields are those of struct nh_kind). */
/* clang-format off */
const struct nh_kind monster_kind = {
    .name = "monster", .command = "monster", .section = "monster", .synopsis = monster_synopsis,
    .help = monster_help, .keys = monster_keys, .nkeys = MK_COUNT, .words_key = MK_MONSTER,
    .words_name = "NAME", .grid_size = sizeof(struct monster_grid), .parse = monster_grid_parse,
    .experiment = &monster_experiment, .columns = &monster_columns, .lists = lists,
    .list = monster_list, .list_options = true, .list_synopsis = list_synopsis,
    .variants = MONSTER_VARIANTS,
    .selfcheck = monster_selfcheck,
    .bench = monster_bench,
};
/* clang-format on */
