/* A libFuzzer target: the scenario parser.  The input is the text of a
 * scenario file, loaded and checked as `nhmc run FILE` would (nothing runs).
 * Build and run: make fuzz, make fuzz-smoke; docs/fuzzing.md. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "nhmc/scenario.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char path[] = "/tmp/nhmc-fuzz-scenario-XXXXXX";
static int fd = -1;

static void remove_file(void)
{
    unlink(path);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (fd < 0) {
        fd = mkstemp(path);
        if (fd < 0) {
            perror("fuzz_scenario: mkstemp");
            abort();
        }
        atexit(remove_file);
    }
    if (ftruncate(fd, 0) != 0 || pwrite(fd, data, size, 0) != (ssize_t)size) {
        perror("fuzz_scenario: write");
        abort();
    }
    static struct nh_scenario s; /* large */
    char err[1024];
    if (scenario_load(path, &s, err, sizeof err) == 0)
        scenario_free(&s);
    return 0;
}
