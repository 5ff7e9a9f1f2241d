/* outfile: write under a temporary name, then rename into place (see
 * outfile.h).  rename() within one directory is atomic, so readers see the
 * old file or the whole new one, never a partial write.  Only regular files
 * are replaced: a device, FIFO, socket or directory at the path is refused,
 * and a symbolic link is written through (its target is replaced, as cp and
 * sort -o do), never replaced by a file. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "nhmc/outfile.h"

#include "nhmc/input_file.h"

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define TEMP_SUFFIX          ".tmp.XXXXXX"
#define TEMP_EXTRA           (1 + sizeof TEMP_SUFFIX - 1) /* the dot in front, the suffix */
#define MAX_OPEN_TEMPORARIES 32

/* The temporaries open now, for the signal handler to remove.  A handler may
 * read lock-free atomics (C11 7.14.1.1), unlike plain pointers. */
_Static_assert(ATOMIC_POINTER_LOCK_FREE == 2, "the signal handler needs lock-free pointers");
static _Atomic(char *) open_temporaries[MAX_OPEN_TEMPORARIES];
static struct sigaction default_action;

/* A full registry only costs signal cleanup for the extra files. */
static void register_temporary(char *tmp)
{
    for (int i = 0; i < MAX_OPEN_TEMPORARIES; i++) {
        char *expected = NULL;
        if (atomic_compare_exchange_strong(&open_temporaries[i], &expected, tmp))
            return;
    }
}

static void unregister_temporary(char *tmp)
{
    for (int i = 0; i < MAX_OPEN_TEMPORARIES; i++) {
        char *expected = tmp;
        if (atomic_compare_exchange_strong(&open_temporaries[i], &expected, NULL))
            return;
    }
}

#define EXPECTED_FILE "expected a regular file or a new path (- for standard output)"

bool outfile_is_stdout(const char *path)
{
    return strcmp(path, "-") == 0 || strcmp(path, "/dev/stdout") == 0;
}

/* The nearest directory of path that exists ("." for a bare name), which
 * must let us create the temporary (and the directories below it). */
static int check_directory(const char *path, char *why, size_t len)
{
    char *dir = strdup(path);
    if (!dir)
        return 0; /* reported when it is written */
    struct stat st;
    for (;;) {
        char *slash = strrchr(dir, '/');
        if (!slash) {
            strcpy(dir, ".");
            break;
        }
        *(slash == dir ? slash + 1 : slash) = '\0';
        if (stat(dir, &st) == 0 || slash == dir)
            break;
    }
    int rc = 0;
    if (access(dir, W_OK | X_OK) != 0) {
        snprintf(why, len,
                 "cannot be written: directory \"%s\": %s; expected a path in a "
                 "directory you may write",
                 dir, strerror(errno));
        rc = -1;
    }
    free(dir);
    return rc;
}

/* An existing file is replaced only where cp could write it: the file itself
 * writable (a 0444 file is refused) and its directory too. */
static int check_replaceable(const char *path, char *why, size_t len)
{
    if (access(path, W_OK) != 0) {
        snprintf(why, len, "cannot be written: %s; expected a file you may write", strerror(errno));
        return -1;
    }
    return check_directory(path, why, len);
}

int outfile_check(const char *path, char *why, size_t len)
{
    struct stat st;
    size_t n = strlen(path);
    if (n == 0 || path[n - 1] == '/') {
        snprintf(why, len, "names a directory; %s", EXPECTED_FILE);
        return -1;
    }
    if (lstat(path, &st) != 0) {
        if (errno != ENOTDIR)
            return check_directory(path, why, len); /* a new file */
        snprintf(why, len, "is inside a file, not a directory; %s", EXPECTED_FILE);
        return -1;
    }
    const char *what = nh_file_type(st.st_mode);
    if (S_ISLNK(st.st_mode)) {
        if (stat(path, &st) != 0) {
            snprintf(why, len, "is a symbolic link to nothing (%s); %s", strerror(errno),
                     EXPECTED_FILE);
            return -1;
        }
        what = nh_file_type(st.st_mode);
        if (what) {
            snprintf(why, len, "is a symbolic link to %s; %s", what, EXPECTED_FILE);
            return -1;
        }
        char *target = realpath(path, NULL);
        int rc = target ? check_replaceable(target, why, len) : 0;
        free(target);
        return rc;
    }
    if (what) {
        snprintf(why, len, "is %s; %s", what, EXPECTED_FILE);
        return -1;
    }
    return check_replaceable(path, why, len);
}

/* The path to replace: path itself, or the target of a symbolic link (a
 * new string in *target, else NULL).  -1 with errno for what
 * outfile_check refuses. */
static int resolve_target(const char *path, char **target)
{
    struct stat st;
    *target = NULL;
    if (lstat(path, &st) != 0)
        return 0; /* a new file, or a failure that creating it reports */
    if (S_ISLNK(st.st_mode)) {
        *target = realpath(path, NULL);
        if (!*target || stat(*target, &st) != 0) {
            int err = errno;
            free(*target);
            *target = NULL;
            errno = err;
            return -1;
        }
    }
    if (S_ISREG(st.st_mode))
        return 0;
    free(*target);
    *target = NULL;
    errno = S_ISDIR(st.st_mode) ? EISDIR : EEXIST;
    return -1;
}

/* mkdir that accepts an existing directory. */
static int make_directory(const char *dir)
{
    if (mkdir(dir, 0777) == 0 || errno == EEXIST)
        return 0; /* if a file is in the way, the next step fails with ENOTDIR */
    int err = errno;
    struct stat st;
    if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
        return 0; /* e.g. EACCES or EROFS on a directory that exists */
    errno = err;
    return -1;
}

/* Create every directory of `prefix` (a path ending in '/'), like mkdir -p. */
static int make_parents(const char *prefix, size_t len)
{
    char *dir = malloc(len + 1);
    if (!dir)
        return -1;
    memcpy(dir, prefix, len);
    dir[len] = '\0';
    int rc = 0;
    for (size_t i = 1; i < len && rc == 0; i++) {
        if (dir[i] != '/' || dir[i - 1] == '/')
            continue;
        dir[i] = '\0';
        rc = make_directory(dir);
        dir[i] = '/';
    }
    free(dir);
    return rc;
}

/* The signals whose handler removes the temporaries. */
static const int cleanup_signals_list[] = {SIGINT, SIGTERM, SIGHUP};
#define NCLEANUP_SIGNALS (sizeof cleanup_signals_list / sizeof cleanup_signals_list[0])

static void cleanup_signal_set(sigset_t *set)
{
    sigemptyset(set);
    for (size_t i = 0; i < NCLEANUP_SIGNALS; i++)
        sigaddset(set, cleanup_signals_list[i]);
}

/* The permissions an ordinary fopen would give: mkstemp makes files 0600.
 * Reading the umask means setting it, which is safe here because outputs
 * are opened while no other thread creates files. */
static mode_t new_file_mode(void)
{
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

/* A replaced file keeps its permissions (a private 0600 file stays
 * private); a new one gets what an ordinary fopen would give. */
static mode_t replaced_mode(const char *path)
{
    struct stat st;
    if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
        return st.st_mode & 07777;
    return new_file_mode();
}

static void release(struct nh_outfile *o)
{
    if (o->tmp)
        unregister_temporary(o->tmp);
    free(o->path);
    free(o->tmp);
    o->path = o->tmp = NULL;
    o->f = NULL;
}

static int open_resolved(struct nh_outfile *o, const char *path);

int outfile_open(struct nh_outfile *o, const char *path)
{
    char *target;
    memset(o, 0, sizeof *o);
    if (resolve_target(path, &target) != 0)
        return -1;
    int rc = open_resolved(o, target ? target : path);
    int err = errno;
    free(target);
    errno = err;
    return rc;
}

static int open_resolved(struct nh_outfile *o, const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    size_t dir_len = (size_t)(base - path); /* includes the last '/' */
    size_t base_len = strlen(base);
    if (base_len == 0) {
        errno = EISDIR;
        return -1;
    }
    if (dir_len > 0 && make_parents(path, dir_len) != 0)
        return -1;

    o->path = strdup(path);
    o->tmp = malloc(dir_len + 1 + base_len + sizeof TEMP_SUFFIX);
    if (!o->path || !o->tmp) {
        release(o);
        errno = ENOMEM;
        return -1;
    }
    /* "<dir>/.<base>.tmp.XXXXXX": hidden, and in the destination's directory
     * so that the final rename never crosses file systems; a long base is
     * cut so that the temporary's name stays within NAME_MAX */
    size_t kept = base_len + TEMP_EXTRA <= NAME_MAX ? base_len : NAME_MAX - TEMP_EXTRA;
    memcpy(o->tmp, path, dir_len);
    o->tmp[dir_len] = '.';
    memcpy(o->tmp + dir_len + 1, base, kept);
    memcpy(o->tmp + dir_len + 1 + kept, TEMP_SUFFIX, sizeof TEMP_SUFFIX);

    /* a signal between creating the temporary and registering it would
     * leave it behind: hold the cleanup signals off until it is known */
    sigset_t cleanup_signals, old_mask;
    cleanup_signal_set(&cleanup_signals);
    pthread_sigmask(SIG_BLOCK, &cleanup_signals, &old_mask);
    int fd = mkstemp(o->tmp);
    int mkstemp_errno = errno;
    if (fd >= 0)
        register_temporary(o->tmp);
    pthread_sigmask(SIG_SETMASK, &old_mask, NULL);
    if (fd < 0) {
        release(o);
        errno = mkstemp_errno;
        return -1;
    }
    if (fchmod(fd, replaced_mode(path)) != 0 || (o->f = fdopen(fd, "w")) == NULL) {
        int err = errno;
        close(fd);
        unlink(o->tmp);
        release(o);
        errno = err;
        return -1;
    }
    return 0;
}

/* Remember the first failure's errno. */
static void note_failure(int *first_errno, int err)
{
    if (*first_errno == 0)
        *first_errno = err ? err : EIO;
}

int outfile_commit(struct nh_outfile *o)
{
    if (!o->f) {
        errno = EINVAL;
        return -1;
    }
    int first_errno = 0;
    if (fflush(o->f) == EOF)
        note_failure(&first_errno, errno);
    if (ferror(o->f))
        note_failure(&first_errno, EIO); /* ferror does not set errno */
    if (fsync(fileno(o->f)) != 0)
        note_failure(&first_errno, errno);
    if (fclose(o->f) == EOF)
        note_failure(&first_errno, errno);
    o->f = NULL;
    if (first_errno == 0 && rename(o->tmp, o->path) != 0)
        note_failure(&first_errno, errno);
    if (first_errno != 0)
        unlink(o->tmp);
    release(o);
    if (first_errno != 0) {
        errno = first_errno;
        return -1;
    }
    return 0;
}

void outfile_abort(struct nh_outfile *o)
{
    int saved = errno; /* callers often abort while reporting an error */
    if (o->f)
        fclose(o->f);
    if (o->tmp)
        unlink(o->tmp);
    release(o);
    errno = saved;
}

/* Remove the open temporaries, then die of the signal as if unhandled.
 * Only async-signal-safe calls: unlink, sigaction, raise. */
static void remove_temporaries_and_reraise(int sig)
{
    for (int i = 0; i < MAX_OPEN_TEMPORARIES; i++) {
        char *tmp = atomic_load(&open_temporaries[i]);
        if (tmp)
            unlink(tmp);
    }
    sigaction(sig, &default_action, NULL);
    raise(sig); /* delivered when the handler returns and unblocks it */
}

void outfile_install_signal_cleanup(void)
{
    const int *signals = cleanup_signals_list;
    const size_t nsignals = NCLEANUP_SIGNALS;
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    default_action.sa_flags = 0;

    struct sigaction cleanup;
    cleanup.sa_handler = remove_temporaries_and_reraise;
    cleanup.sa_flags = 0;
    cleanup_signal_set(&cleanup.sa_mask); /* one cleanup at a time */

    for (size_t i = 0; i < nsignals; i++) {
        struct sigaction old;
        /* keep an ignored signal ignored (nohup, or a shell's background job) */
        if (sigaction(signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
            continue;
        sigaction(signals[i], &cleanup, NULL);
    }
}
