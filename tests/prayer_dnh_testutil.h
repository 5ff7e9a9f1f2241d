/* What the dNetHack prayer tests share: a grid of texts (dnethack, HP 5 of
 * 20, XL 1, Con 10, turn 1000, off an altar), parsed, its cases, and the
 * messages of refused input. */
#ifndef NHMC_PRAYER_DNH_TESTUTIL_H
#define NHMC_PRAYER_DNH_TESTUTIL_H

#include <string.h>

#include "kinds/prayer/prayer_grid.h"
#include "prayer_testutil.h"

static const char *texts[PK_COUNT];
static struct prayer_grid g; /* large: off the stack */

/* dnethack, HP 5 of 20, XL 1, Con 10, turn 1000, off an altar. */
static void reset(const char *role, const char *race)
{
    memset(texts, 0, sizeof texts);
    texts[PK_VARIANT] = "dnethack";
    texts[PK_ROLE] = role;
    texts[PK_RACE] = race;
    texts[PK_TURN] = "1000";
    texts[PK_MAXHP] = "20";
    texts[PK_HP] = "5";
}

static void parse_ok(void)
{
    grid_parse_ok(prayer_grid_parse, texts, &g);
}

static void expect_error(const char *needle)
{
    int bad;
    char err[512] = "";
    assert_int_not_equal(prayer_grid_parse(texts, &g, &bad, err, sizeof err), 0);
    if (!strstr(err, needle)) {
        print_error("error \"%s\" does not mention \"%s\"\n", err, needle);
        fail();
    }
}

static struct prayer_case grid_case(size_t i)
{
    struct prayer_case c;
    char text[PK_COUNT + 4][NH_GRID_TEXT];
    char err[512] = "";
    if (prayer_grid_case(&g, i, &c, text, err, sizeof err) != 0) {
        print_error("case %zu: %s\n", i, err);
        fail();
    }
    return c;
}

#endif
