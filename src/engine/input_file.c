/* input_file: open a regular input file, refusing anything else without
 * blocking (input_file.h). */
#include "nhmc/input_file.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *nh_file_type(mode_t m)
{
    if (S_ISREG(m))
        return NULL;
    if (S_ISDIR(m))
        return "a directory";
    if (S_ISFIFO(m))
        return "a FIFO (named pipe)";
    if (S_ISCHR(m))
        return "a character device";
    if (S_ISBLK(m))
        return "a block device";
    if (S_ISSOCK(m))
        return "a socket";
    return "not a regular file";
}

FILE *input_file_open(const char *path, const char *what, char *why, size_t len)
{
    /* O_NONBLOCK: opening a FIFO must not wait for a writer */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(why, len, "cannot open: %s", strerror(errno));
        return NULL;
    }
    struct stat st;
    const char *type = NULL;
    if (fstat(fd, &st) != 0) {
        snprintf(why, len, "cannot read: %s", strerror(errno));
    } else if ((type = nh_file_type(st.st_mode)) != NULL) {
        snprintf(why, len, "is %s; expected %s (a regular file)", type, what);
    } else if (st.st_size > NH_INPUT_MAX_BYTES) {
        snprintf(why, len, "is %lld bytes; expected %s of at most %ld bytes", (long long)st.st_size,
                 what, NH_INPUT_MAX_BYTES);
    } else {
        int flags = fcntl(fd, F_GETFL);
        FILE *f = NULL;
        if (flags == -1 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == -1 ||
            (f = fdopen(fd, "r")) == NULL)
            snprintf(why, len, "cannot read: %s", strerror(errno));
        if (f)
            return f;
    }
    close(fd);
    return NULL;
}
