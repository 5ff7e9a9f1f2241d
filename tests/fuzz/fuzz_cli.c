/* A libFuzzer target: the command line.  The input is split into arguments
 * at NUL bytes and newlines (an empty input is `nhmc` alone), then parsed
 * and checked as nhmc would, stopping where the run would start
 * (cli_parse_only).  Build and run: make fuzz, make fuzz-smoke;
 * docs/fuzzing.md. */
#include <getopt.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/cli.h"

#define MAX_ARGS 64

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    char *argv[MAX_ARGS + 2];
    int argc = 0;
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    argv[argc++] = "nhmc";
    char *word = text;
    for (size_t i = 0; i <= size && argc < MAX_ARGS + 1; i++) {
        if (i < size && text[i] != '\0' && text[i] != '\n')
            continue;
        text[i] = '\0';
        argv[argc++] = word;
        word = text + i + 1;
    }
    if (size == 0)
        argc = 1;
    argv[argc] = NULL;
    cli_parse_only = true;
    optind = 0; /* getopt starts afresh */
    cli_main(argc, argv);
    free(text);
    return 0;
}
