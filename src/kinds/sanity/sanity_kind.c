/* sanity_kind: kind sanity in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/sanity/sanity_grid.h"

int sanity_list(int argc, char **argv);
static const char *const lists[] = {"places", "sanity-species", NULL};
static const char *const hidden_lists[] = {"tannin", NULL};

static const char list_synopsis[] =
    "  nhmc list places|sanity-species  dNetHack sanity places and sanity-taxing species\n";

/* The entry, packed by hand (the fields are those of struct nh_kind). */
/* clang-format off */
const struct nh_kind sanity_kind = {
    .name = "sanity", .command = "sanity", .section = "sanity", .synopsis = sanity_synopsis,
    .help = sanity_help, .keys = sanity_keys, .nkeys = SAK_COUNT, .words_key = -1,
    .grid_size = sizeof(struct sanity_grid), .parse = sanity_grid_parse,
    .experiment = &sanity_experiment, .columns = &sanity_columns,
    .value_examples = "such as s_end_mean or recover_p50", .lists = lists,
    .hidden_lists = hidden_lists, .list = sanity_list, .list_synopsis = list_synopsis,
    .selfcheck = sanity_selfcheck,
    .variants = SANITY_VARIANTS,
    .bench = sanity_bench,
};
/* clang-format on */
