/* A libFuzzer target: the scenario parser.  The input is the text of a
 * scenario file, loaded and checked as `nhmc run FILE` would (nothing runs).
 * Build and run: make fuzz, make fuzz-smoke; docs/fuzzing.md. */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_file.h"
#include "nhmc/scenario.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_input_file("fuzz_scenario", data, size);
    static struct nh_scenario s; /* large */
    char err[1024];
    if (scenario_load(path, &s, err, sizeof err) == 0)
        scenario_free(&s);
    return 0;
}
