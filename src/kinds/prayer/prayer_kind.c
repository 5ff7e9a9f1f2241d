/* prayer_kind: kind prayer in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/prayer/prayer_grid.h"

static const char synopsis[] =
    "  nhmc pray --role R --turn T      one prayer for low HP: success, max HP gained,\n"
    "                                   when the next prayer is safe\n";
static const struct nh_kind_columns columns = {12,
                                               {"variant", "role", "race", "con", "xl", "maxhp",
                                                "turn", "luck", "record", "wishes", "altar", "hp"},
                                               {"Variant", "Role", "Race", "Con", "XL", "max HP",
                                                "turn", "Luck", "record", "wishes", "altar", "HP"}};

NH_KIND_PARSER(parse, struct prayer_grid, enum prayer_key, prayer_grid_parse)

/* The entry, packed by hand (the fields are those of struct nh_kind). */
/* clang-format off */
const struct nh_kind prayer_kind = {
    .name = "prayer", .command = "pray", .section = "prayer", .synopsis = synopsis,
    .help = prayer_help, .keys = prayer_keys, .nkeys = PK_COUNT, .words_key = -1,
    .grid_size = sizeof(struct prayer_grid), .parse = parse, .experiment = &prayer_experiment,
    .columns = &columns, .value_examples = "such as p_gain or safe_turn_p50",
};
/* clang-format on */
