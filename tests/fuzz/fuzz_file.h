/* The fuzz input as a file, for targets whose code reads files: one
 * temporary file per process, rewritten for each input and removed at exit. */
#ifndef NHMC_FUZZ_FILE_H
#define NHMC_FUZZ_FILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char fuzz_path[64];

static void fuzz_remove_file(void)
{
    unlink(fuzz_path);
}

/* The path of a file holding data[0..size-1] (`what` names the target in
 * the file's name and in messages); aborts if it cannot be written. */
static const char *fuzz_input_file(const char *what, const uint8_t *data, size_t size)
{
    static int fd = -1;
    if (fd < 0) {
        snprintf(fuzz_path, sizeof fuzz_path, "/tmp/nhmc-fuzz-%s-XXXXXX", what);
        fd = mkstemp(fuzz_path);
        if (fd < 0) {
            perror(what);
            abort();
        }
        atexit(fuzz_remove_file);
    }
    if (ftruncate(fd, 0) != 0 || pwrite(fd, data, size, 0) != (ssize_t)size) {
        perror(what);
        abort();
    }
    return fuzz_path;
}

#endif
