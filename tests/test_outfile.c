/* Tests of outfile: write to a temporary, rename into place, and leave
 * nothing behind on abort, failure or a fatal signal. */
#include "testutil.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "nhmc/outfile.h"

/* The scratch directory of one test. */
struct scratch {
    char dir[64];
};

static int make_scratch(void **state)
{
    struct scratch *s = malloc(sizeof *s);
    if (!s)
        return -1;
    snprintf(s->dir, sizeof s->dir, "/tmp/nhmc-test-outfile-XXXXXX");
    if (!mkdtemp(s->dir)) {
        free(s);
        return -1;
    }
    *state = s;
    return 0;
}

/* rm -r */
static void remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0)
        return;
    if (S_ISDIR(st.st_mode)) {
        DIR *d = opendir(path);
        if (d) {
            struct dirent *e;
            while ((e = readdir(d)) != NULL) {
                if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                    continue;
                char child[4096];
                snprintf(child, sizeof child, "%s/%s", path, e->d_name);
                remove_tree(child);
            }
            closedir(d);
        }
        rmdir(path);
    } else {
        unlink(path);
    }
}

static int remove_scratch(void **state)
{
    struct scratch *s = *state;
    remove_tree(s->dir);
    free(s);
    return 0;
}

static void path_in(char *buf, size_t size, const struct scratch *s, const char *name)
{
    snprintf(buf, size, "%s/%s", s->dir, name);
}

/* The names in a directory, sorted and joined with spaces ("" if empty). */
static void list_dir(const char *dir, char *out, size_t size)
{
    char names[16][256];
    int n = 0;
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        assert_true(n < 16);
        snprintf(names[n++], sizeof names[0], "%s", e->d_name);
    }
    closedir(d);
    for (int i = 1; i < n; i++) /* insertion sort: a handful of names */
        for (int j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            char tmp[256];
            memcpy(tmp, names[j], sizeof tmp);
            memcpy(names[j], names[j - 1], sizeof tmp);
            memcpy(names[j - 1], tmp, sizeof tmp);
        }
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i > 0)
            strncat(out, " ", size - strlen(out) - 1);
        strncat(out, names[i], size - strlen(out) - 1);
    }
}

static void assert_dir_holds(const char *dir, const char *want)
{
    char got[1024];
    list_dir(dir, got, sizeof got);
    assert_string_equal(got, want);
}

static void assert_file_holds(const char *path, const char *want)
{
    char got[256] = {0};
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    size_t n = fread(got, 1, sizeof got - 1, f);
    fclose(f);
    got[n] = '\0';
    assert_string_equal(got, want);
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    assert_true(fputs(text, f) != EOF);
    assert_int_equal(fclose(f), 0);
}

static void test_commit_creates_file(void **state)
{
    struct scratch *s = *state;
    char path[256];
    path_in(path, sizeof path, s, "out.csv");
    struct nh_outfile o;
    assert_int_equal(outfile_open(&o, path), 0);
    assert_non_null(o.f);
    /* the temporary is hidden, next to the destination, named after it */
    assert_true(strncmp(o.tmp, s->dir, strlen(s->dir)) == 0);
    assert_true(strncmp(o.tmp + strlen(s->dir), "/.out.csv.tmp.", 14) == 0);
    assert_true(fputs("a,b\n1,2\n", o.f) != EOF);
    assert_dir_holds(s->dir, o.tmp + strlen(s->dir) + 1); /* only the temporary so far */
    assert_int_equal(outfile_commit(&o), 0);
    assert_null(o.f);
    assert_file_holds(path, "a,b\n1,2\n");
    assert_dir_holds(s->dir, "out.csv");
    outfile_abort(&o); /* harmless after commit */
    assert_dir_holds(s->dir, "out.csv");
}

static void test_commit_replaces_file(void **state)
{
    struct scratch *s = *state;
    char path[256];
    path_in(path, sizeof path, s, "out.csv");
    write_file(path, "old\n");
    struct nh_outfile o;
    assert_int_equal(outfile_open(&o, path), 0);
    assert_file_holds(path, "old\n"); /* untouched until the commit */
    assert_true(fputs("new\n", o.f) != EOF);
    assert_int_equal(outfile_commit(&o), 0);
    assert_file_holds(path, "new\n");
    assert_dir_holds(s->dir, "out.csv");
}

/* The file gets the permissions fopen would give, not mkstemp's 0600. */
static void test_commit_file_mode(void **state)
{
    struct scratch *s = *state;
    char path[256];
    path_in(path, sizeof path, s, "out.csv");
    mode_t old_mask = umask(022);
    struct nh_outfile o;
    int rc = outfile_open(&o, path);
    umask(old_mask);
    assert_int_equal(rc, 0);
    assert_int_equal(outfile_commit(&o), 0);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0644);
}

static void test_abort_leaves_nothing(void **state)
{
    struct scratch *s = *state;
    char path[256], kept[256];
    path_in(path, sizeof path, s, "out.csv");
    struct nh_outfile o;
    assert_int_equal(outfile_open(&o, path), 0);
    assert_true(fputs("partial", o.f) != EOF);
    outfile_abort(&o);
    assert_dir_holds(s->dir, "");

    /* an existing destination keeps its old content */
    path_in(kept, sizeof kept, s, "kept.csv");
    write_file(kept, "old\n");
    assert_int_equal(outfile_open(&o, kept), 0);
    assert_true(fputs("new\n", o.f) != EOF);
    outfile_abort(&o);
    assert_file_holds(kept, "old\n");
    assert_dir_holds(s->dir, "kept.csv");
}

static void test_creates_missing_parents(void **state)
{
    struct scratch *s = *state;
    char path[256], dir[256];
    path_in(path, sizeof path, s, "a/b//c/out.wiki");
    struct nh_outfile o;
    assert_int_equal(outfile_open(&o, path), 0);
    assert_true(fputs("{|\n|}\n", o.f) != EOF);
    assert_int_equal(outfile_commit(&o), 0);
    assert_file_holds(path, "{|\n|}\n");
    path_in(dir, sizeof dir, s, "a/b/c");
    assert_dir_holds(dir, "out.wiki");
    assert_dir_holds(s->dir, "a");
}

/* A relative name with no directory part goes in the current directory. */
static void test_plain_relative_name(void **state)
{
    struct scratch *s = *state;
    int here = open(".", O_RDONLY);
    assert_true(here >= 0);
    assert_int_equal(chdir(s->dir), 0);
    struct nh_outfile o;
    int open_rc = outfile_open(&o, "plain.txt");
    int commit_rc = open_rc == 0 && fputs("x\n", o.f) != EOF ? outfile_commit(&o) : -1;
    assert_int_equal(fchdir(here), 0);
    close(here);
    assert_int_equal(open_rc, 0);
    assert_int_equal(commit_rc, 0);
    char path[256];
    path_in(path, sizeof path, s, "plain.txt");
    assert_file_holds(path, "x\n");
}

/* A parent that is a regular file: nothing can be created below it. */
static void test_parent_is_a_file(void **state)
{
    struct scratch *s = *state;
    char blocker[256], path[256];
    path_in(blocker, sizeof blocker, s, "file");
    write_file(blocker, "data\n");
    path_in(path, sizeof path, s, "file/sub/out.csv");
    struct nh_outfile o;
    errno = 0;
    assert_int_equal(outfile_open(&o, path), -1);
    assert_int_equal(errno, ENOTDIR);
    assert_null(o.f);
    path_in(path, sizeof path, s, "file/out.csv");
    assert_int_equal(outfile_open(&o, path), -1);
    assert_int_equal(errno, ENOTDIR);
    assert_dir_holds(s->dir, "file");
    assert_file_holds(blocker, "data\n");
}

/* The rename fails (the destination became a directory after the open):
 * -1, the temporary is removed and the destination left alone. */
static void test_commit_failure_cleans_up(void **state)
{
    struct scratch *s = *state;
    char path[256];
    path_in(path, sizeof path, s, "taken");
    struct nh_outfile o;
    assert_int_equal(outfile_open(&o, path), 0);
    assert_int_equal(mkdir(path, 0777), 0);
    assert_true(fputs("data\n", o.f) != EOF);
    errno = 0;
    assert_int_equal(outfile_commit(&o), -1);
    assert_int_equal(errno, EISDIR);
    assert_dir_holds(s->dir, "taken");
    assert_dir_holds(path, "");
}

/* A directory or a FIFO at the path is refused by the check and the open,
 * and left as it was. */
static void test_refuses_directory_and_fifo(void **state)
{
    struct scratch *s = *state;
    char dir[256], fifo[256], why[512];
    struct nh_outfile o;
    path_in(dir, sizeof dir, s, "dir");
    path_in(fifo, sizeof fifo, s, "fifo");
    assert_int_equal(mkdir(dir, 0777), 0);
    assert_int_equal(mkfifo(fifo, 0666), 0);
    assert_int_equal(outfile_check(dir, why, sizeof why), -1);
    assert_non_null(strstr(why, "is a directory; expected a regular file"));
    assert_int_equal(outfile_check(fifo, why, sizeof why), -1);
    assert_non_null(strstr(why, "is a FIFO"));
    assert_int_equal(outfile_open(&o, dir), -1);
    assert_int_equal(errno, EISDIR);
    assert_int_equal(outfile_open(&o, fifo), -1);
    assert_int_equal(errno, EEXIST);
    struct stat st;
    assert_int_equal(lstat(fifo, &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
    assert_dir_holds(s->dir, "dir fifo");
}

/* A symbolic link to a regular file is written through: the link stays,
 * its target is replaced. */
static void test_writes_through_symlink(void **state)
{
    struct scratch *s = *state;
    char target[256], link[256], why[512];
    path_in(target, sizeof target, s, "target.csv");
    path_in(link, sizeof link, s, "link.csv");
    FILE *f = fopen(target, "w");
    assert_non_null(f);
    fputs("old\n", f);
    fclose(f);
    assert_int_equal(symlink("target.csv", link), 0);
    assert_int_equal(outfile_check(link, why, sizeof why), 0);
    struct nh_outfile o;
    assert_int_equal(outfile_open(&o, link), 0);
    assert_true(fputs("new\n", o.f) != EOF);
    assert_int_equal(outfile_commit(&o), 0);
    struct stat st;
    assert_int_equal(lstat(link, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    assert_file_holds(target, "new\n");
    assert_dir_holds(s->dir, "link.csv target.csv");
}

static void test_rejects_directory_name(void **state)
{
    struct scratch *s = *state;
    char path[256];
    path_in(path, sizeof path, s, "sub/");
    struct nh_outfile o;
    assert_int_equal(outfile_open(&o, path), -1);
    assert_int_equal(errno, EISDIR);
    assert_dir_holds(s->dir, "");
}

/* A fatal signal removes the open temporaries, then kills the process as
 * if unhandled (the parent sees death by SIGTERM). */
static void test_signal_removes_temporaries(void **state)
{
    struct scratch *s = *state;
    char first[256], second[256];
    path_in(first, sizeof first, s, "one.csv");
    path_in(second, sizeof second, s, "deep/two.csv");
    fflush(NULL); /* the child must not flush our buffers again */
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        struct nh_outfile a, b;
        if (outfile_open(&a, first) != 0 || outfile_open(&b, second) != 0)
            _exit(2);
        fputs("partial", a.f);
        fflush(a.f);
        outfile_install_signal_cleanup();
        raise(SIGTERM);
        _exit(3); /* not reached */
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFSIGNALED(status));
    assert_int_equal(WTERMSIG(status), SIGTERM);
    char deep[256];
    path_in(deep, sizeof deep, s, "deep");
    assert_dir_holds(s->dir, "deep"); /* the directory it made stays */
    assert_dir_holds(deep, "");
}

int main(void)
{
#define SCRATCH_TEST(f) cmocka_unit_test_setup_teardown(f, make_scratch, remove_scratch)
    const struct CMUnitTest tests[] = {
        SCRATCH_TEST(test_commit_creates_file),
        SCRATCH_TEST(test_commit_replaces_file),
        SCRATCH_TEST(test_commit_file_mode),
        SCRATCH_TEST(test_abort_leaves_nothing),
        SCRATCH_TEST(test_creates_missing_parents),
        SCRATCH_TEST(test_plain_relative_name),
        SCRATCH_TEST(test_parent_is_a_file),
        SCRATCH_TEST(test_commit_failure_cleans_up),
        SCRATCH_TEST(test_rejects_directory_name),
        SCRATCH_TEST(test_signal_removes_temporaries),
        SCRATCH_TEST(test_refuses_directory_and_fifo),
        SCRATCH_TEST(test_writes_through_symlink),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
