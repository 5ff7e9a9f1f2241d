/* scenario_none: the scenario reader of the WebAssembly build (make web,
 * docs/web.md), which reads no scenario file.  The page asks every question
 * as a command line, a browser has no files of the user's to name, and the
 * reader's library (inih) has no WebAssembly build here; so `nhmc run` says
 * so instead of reading. */
#include "nhmc/scenario.h"

#include <stdio.h>
#include <string.h>

int scenario_load(const char *path, struct nh_scenario *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    snprintf(err, errlen,
             "%s: scenario files are not read by nhmc in the browser (WebAssembly); "
             "expected a command line of a kind, such as nhmc levelup --help",
             path);
    return -1;
}
