/* rnz_grid: the inputs of kind rnz (the [rnz] keys, or the options of
 * `nhmc rnz`). */
#include "kinds/rnz/rnz.h"
#include "nhmc/params.h"

const struct nh_key rnz_keys[ZK_COUNT] = {
    [ZK_VARIANT] = {"variant", "3.6.7", NULL, .flags = NH_KEY_RUN | NH_KEY_NO_OPTION},
    [ZK_I] = {"i", "350", NULL, .flags = NH_KEY_REQUIRED,
              .missing = "--i is required (e.g. --i 350)"},
    [ZK_XL] = {"xl", "1,30", NULL, .flags = NH_KEY_REQUIRED,
               .missing = "--xl is required (e.g. --xl 1, or --xl 1,30)"},
};

int rnz_grid_parse(const char *const texts[ZK_COUNT], struct nh_rnz_grid *g, enum rnz_key *bad,
                   char *err, size_t errlen)
{
    *bad = ZK_COUNT;
    if (texts[ZK_VARIANT]) {
        *bad = ZK_VARIANT;
        return nh_fail(err, errlen,
                       "has no meaning for kind rnz, which is the same in every version; "
                       "expected no variant key");
    }
    if (texts[ZK_I] && parse_rnz_is(texts[ZK_I], g, err, errlen) != 0) {
        *bad = ZK_I;
        return -1;
    }
    if (texts[ZK_XL] && parse_rnz_xls(texts[ZK_XL], g, err, errlen) != 0) {
        *bad = ZK_XL;
        return -1;
    }
    return 0;
}
