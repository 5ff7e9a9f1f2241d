/* A libFuzzer target: the dumplog reader of `nhmc levelup --dumplog FILE`.
 * The input is the text of a dumplog, read as the command reads it (the
 * reader, then the checks that fill levelup's keys), with and without a
 * max HP given.  Build and run: make fuzz, make fuzz-smoke; docs/fuzzing.md. */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_file.h"
#include "kinds/levelup/levelup_impl.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_input_file("fuzz_dumplog", data, size);
    char err[1024];
    for (int asked = 0; asked < 2; asked++) {
        const char *texts[LK_COUNT] = {NULL};
        struct nh_derived d = {.value_asked = asked};
        int bad;
        texts[LK_DUMPLOG] = path;
        (void)levelup_dumplog_derive(texts, &d, &bad, err, sizeof err);
    }
    return 0;
}
