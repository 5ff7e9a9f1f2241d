/* rnz_kind: kind rnz in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/rnz/rnz.h"
#include "nhmc/params.h"

static const struct nh_kind_columns columns = {2, {"i", "xl"}, {"i", "XL"}};

/* The entry, packed by hand (the fields are those of struct nh_kind). */
/* clang-format off */
const struct nh_kind rnz_kind = {
    .name = "rnz", .command = "rnz", .section = "rnz", .synopsis = rnz_synopsis, .help = rnz_help,
    .keys = rnz_keys, .nkeys = ZK_COUNT, .words_key = -1, .grid_size = sizeof(struct nh_rnz_grid),
    .parse = rnz_grid_parse, .experiment = &rnz_experiment, .columns = &columns,
    .variants = RNZ_VARIANTS,
    .selfcheck = rnz_selfcheck, .selfcheck_known = rnz_selfcheck_known,
    .bench = rnz_bench,
};
/* clang-format on */
