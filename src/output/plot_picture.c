/* plot_picture: whether a picture gnuplot wrote is whole (plot_script.h).
 * gnuplot reports no failed write (its status is 0 on a full disk), and a
 * cut file still has the right start; so the end is checked: the last
 * bytes each format must end with. */
#include "output/plot_script.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define TAIL 64

static bool ends_with(const char *tail, size_t n, const char *end, size_t end_len)
{
    return n >= end_len && memcmp(tail + n - end_len, end, end_len) == 0;
}

int plot_picture_check(int fd, enum nh_plot_format format, char *why, size_t len)
{
    static const struct {
        const char *name, *start, *end;
        size_t start_len, end_len;
        bool trim; /* white space may follow the end */
    } formats[] = {
        [NH_PLOT_SVG] = {"SVG", "<?xml", "</svg>", 5, 6, true},
        [NH_PLOT_PNG] = {"PNG", "\x89PNG\r\n\x1a\n", "\0\0\0\0IEND\xae\x42\x60\x82", 8, 12, false},
        [NH_PLOT_PDF] = {"PDF", "%PDF-", "%%EOF", 5, 5, true},
    };
    struct stat st;
    char head[16], tail[TAIL];
    if (fstat(fd, &st) != 0) {
        snprintf(why, len, "cannot read the picture gnuplot drew");
        return -1;
    }
    if (st.st_size == 0) {
        snprintf(why, len, "gnuplot wrote nothing");
        return -1;
    }
    size_t n = st.st_size < TAIL ? (size_t)st.st_size : TAIL;
    if (pread(fd, head, formats[format].start_len, 0) != (ssize_t)formats[format].start_len ||
        pread(fd, tail, n, st.st_size - (off_t)n) != (ssize_t)n) {
        snprintf(why, len, "cannot read the picture gnuplot drew");
        return -1;
    }
    while (formats[format].trim && n > 0 && strchr(" \t\r\n", tail[n - 1]) && tail[n - 1])
        n--;
    if (memcmp(head, formats[format].start, formats[format].start_len) != 0 ||
        !ends_with(tail, n, formats[format].end, formats[format].end_len)) {
        snprintf(why, len,
                 "gnuplot's %s is cut short (%lld bytes; is the disk full?); expected a whole "
                 "picture",
                 formats[format].name, (long long)st.st_size);
        return -1;
    }
    return 0;
}
