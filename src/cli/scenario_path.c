/* scenario_path: `nhmc run NAME` finds a shipped scenario by its bare name
 * when no file of that name is in the current directory, so that an
 * installed nhmc runs `nhmc run maxhp_by_role` from anywhere.
 *
 * Where it looks, in order: each directory of $NHMC_SCENARIOS (separated
 * by ':'), share/nhmc/scenarios beside the program's own bin/ (an
 * installation moved as a whole, or staged under DESTDIR), and
 * NHMC_DATADIR/scenarios, the directory `make install` fills. */
#include "cli/cli_common.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef NHMC_DATADIR
#define NHMC_DATADIR "/usr/local/share/nhmc"
#endif

#define MAX_DIRS 16

static bool is_regular(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* dir/name or dir/name.ini, whichever is a regular file, into path. */
static bool found_in(const char *dir, const char *name, char *path, size_t len)
{
    size_t n = strlen(name);
    bool has_ini = n > 4 && strcmp(name + n - 4, ".ini") == 0;
    if ((size_t)snprintf(path, len, "%s/%s", dir, name) < len && is_regular(path))
        return true;
    return !has_ini && (size_t)snprintf(path, len, "%s/%s.ini", dir, name) < len &&
           is_regular(path);
}

/* share/nhmc/scenarios of the installation the running program is in:
 * PREFIX/share/nhmc/scenarios for PREFIX/bin/nhmc. */
static bool beside_program(char *dir, size_t len)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return false;
    exe[n] = '\0';
    for (int up = 0; up < 2; up++) { /* PREFIX/bin/nhmc -> PREFIX */
        char *slash = strrchr(exe, '/');
        if (!slash)
            return false;
        *slash = '\0';
    }
    return (size_t)snprintf(dir, len, "%s/share/nhmc/scenarios", exe) < len;
}

int scenario_path(const char *arg, char *path, size_t len, char *err, size_t errlen)
{
    struct stat st;
    if (strchr(arg, '/') || stat(arg, &st) == 0 || errno != ENOENT || !arg[0]) {
        if ((size_t)snprintf(path, len, "%s", arg) >= len) {
            snprintf(err, errlen, "%.200s...: path too long", arg);
            return -1;
        }
        return 0;
    }
    static char dirs[MAX_DIRS][PATH_MAX];
    int ndirs = 0;
    const char *env = getenv("NHMC_SCENARIOS");
    for (const char *p = env; p && *p && ndirs < MAX_DIRS - 2;) {
        size_t n = strcspn(p, ":");
        if (n > 0 && n < PATH_MAX)
            snprintf(dirs[ndirs++], PATH_MAX, "%.*s", (int)n, p);
        p += n + (p[n] == ':');
    }
    if (beside_program(dirs[ndirs], PATH_MAX))
        ndirs++;
    snprintf(dirs[ndirs++], PATH_MAX, "%s", NHMC_DATADIR "/scenarios");
    for (int d = 0; d < ndirs; d++)
        if (found_in(dirs[d], arg, path, len))
            return 0;
    size_t used = (size_t)snprintf(err, errlen,
                                   "%s: cannot open: No such file or directory, and no shipped "
                                   "scenario of that name in ",
                                   arg);
    for (int d = 0; d < ndirs && used < errlen; d++)
        used += (size_t)snprintf(err + used, errlen - used, "%s%s", d ? ", " : "", dirs[d]);
    if (used < errlen)
        snprintf(err + used, errlen - used,
                 "; expected a scenario file, or a shipped scenario's name such as "
                 "maxhp_by_role");
    return -1;
}
