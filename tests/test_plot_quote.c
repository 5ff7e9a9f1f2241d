/* Text into a gnuplot script (src/output/plot_quote.c): gnuplot itself reads
 * each quoted string back, and must get the same bytes and run nothing.
 * Each test writes a script in a fresh directory, runs gnuplot on it there,
 * and checks what it printed and that no file but its own appeared. */
#include "testutil.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "output/plot_quote.h"

/* Texts a hostile scenario or request could hold: every way out of a
 * gnuplot string we know of. */
static const char *const hostile[] = {
    "plain",
    "it's",
    "''",
    "a\"b",
    "back\\slash\\",
    "x\ny",
    "\n!touch PWNED\n#",
    "`touch PWNED`",
    "\n`touch PWNED`",
    "system('touch PWNED')",
    "'.system('touch PWNED').'",
    "\".system(\"touch PWNED\").\"",
    "@a",
    "\n@a",
    "$x \\$x",
    "tab\tcr\rdel\x7f esc\x1b[2J",
    "\xc3\xa9t\xc3\xa9 \xe2\x89\xa5 5",
    "\\n\\012",
    ";!touch PWNED",
};
#define NHOSTILE (sizeof hostile / sizeof hostile[0])

static char dir[64];

/* Run gnuplot in dir on script; returns its exit status. */
static int run_gnuplot(const char *script)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "cd %s && gnuplot -d %s >out 2>err", dir, script);
    return system(cmd);
}

/* The files in dir besides those named (NULL-terminated). */
static int stray_files(const char *const *expected)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    int stray = 0;
    assert_non_null(d);
    while ((e = readdir(d)) != NULL) {
        bool known = strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0;
        for (const char *const *x = expected; *x && !known; x++)
            known = strcmp(e->d_name, *x) == 0;
        if (!known) {
            fprintf(stderr, "stray file: %s\n", e->d_name);
            stray++;
        }
    }
    closedir(d);
    return stray;
}

static char *read_all(const char *name, size_t *len)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *buf = malloc(1 << 16);
    assert_non_null(buf);
    *len = fread(buf, 1, (1 << 16) - 1, f);
    buf[*len] = '\0';
    fclose(f);
    return buf;
}

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/nhmc-quote.XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[256];
    snprintf(cmd, sizeof cmd, "cat %s/err >&2; rm -rf %s", dir, dir);
    return system(cmd) == 0 ? 0 : -1;
}

static FILE *open_script(const char *name)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    return f;
}

/* Each text printed by gnuplot from its quoted form: the same bytes. */
static void test_strings_read_back(void **state)
{
    (void)state;
    FILE *f = open_script("s.gp");
    struct nh_writer w = {f, 0};
    w_puts(&w, "a = 'MACRO'\nset print 'printed'\n");
    for (size_t i = 0; i < NHOSTILE; i++) {
        w_puts(&w, "print ");
        plot_quote(&w, hostile[i]);
        w_puts(&w, "\n");
    }
    w_puts(&w, "set print\n");
    assert_int_equal(w_finish(&w), 0);
    fclose(f);
    assert_int_equal(run_gnuplot("s.gp"), 0);
    size_t len, want_len = 0;
    char *got = read_all("printed", &len), want[4096] = "";
    for (size_t i = 0; i < NHOSTILE; i++) {
        want_len += strlen(hostile[i]) + 1;
        strcat(want, hostile[i]);
        strcat(want, "\n");
    }
    assert_int_equal(len, want_len);
    assert_memory_equal(got, want, len);
    free(got);
    static const char *const mine[] = {"s.gp", "out", "err", "printed", NULL};
    assert_int_equal(stray_files(mine), 0);
}

/* A file name as "set output" takes it: the file gnuplot writes is the one
 * named, in this directory ('|' is not a pipe, '~' not $HOME). */
static void test_output_names(void **state)
{
    (void)state;
    static const char *const names[] = {"|touch PWNED", "~x", "n\nl", "`touch PWNED`", NULL};
    FILE *f = open_script("o.gp");
    struct nh_writer w = {f, 0};
    w_puts(&w, "set terminal dumb\n");
    for (const char *const *n = names; *n; n++) {
        w_puts(&w, "set output ");
        plot_quote_path(&w, *n);
        w_puts(&w, "\nplot x\nset output\n");
    }
    assert_int_equal(w_finish(&w), 0);
    fclose(f);
    assert_int_equal(run_gnuplot("o.gp"), 0);
    static const char *const mine[] = {"o.gp", "out",  "err",           "|touch PWNED",
                                       "~x",   "n\nl", "`touch PWNED`", NULL};
    assert_int_equal(stray_files(mine), 0);
    for (const char *const *n = names; *n; n++) {
        size_t len;
        char *text = read_all(*n, &len);
        assert_true(len > 100); /* the dumb terminal's picture */
        free(text);
    }
}

/* A data block's strings: one line each, whatever they hold, so no text
 * can end the block (a line "EOD") and be read as commands after it. */
static void test_data_block(void **state)
{
    (void)state;
    FILE *f = open_script("d.gp");
    struct nh_writer w = {f, 0};
    w_puts(&w, "$d << EOD\n");
    for (size_t i = 0; i < NHOSTILE; i++) {
        plot_quote_data(&w, hostile[i]);
        w_printf(&w, " %zu\n", i);
    }
    plot_quote_data(&w, "x\nEOD\n!touch PWNED\n");
    w_puts(&w, " 99\nEOD\nset print 'printed'\nprint |$d|\nset print\n");
    assert_int_equal(w_finish(&w), 0);
    fclose(f);
    assert_int_equal(run_gnuplot("d.gp"), 0);
    size_t len;
    char *got = read_all("printed", &len), want[16];
    snprintf(want, sizeof want, "%zu\n", NHOSTILE + 1);
    assert_string_equal(got, want);
    free(got);
    static const char *const mine[] = {"d.gp", "out", "err", "printed", NULL};
    assert_int_equal(stray_files(mine), 0);
}

/* A comment line stays one line. */
static void test_comment(void **state)
{
    (void)state;
    char *text = NULL;
    size_t len;
    FILE *f = open_memstream(&text, &len);
    struct nh_writer w = {f, 0};
    plot_quote_comment(&w, "a\nb\x1b\x01");
    assert_int_equal(w_finish(&w), 0);
    fclose(f);
    assert_string_equal(text, "a\\nb\\e\\x01");
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_strings_read_back, setup, teardown),
        cmocka_unit_test_setup_teardown(test_output_names, setup, teardown),
        cmocka_unit_test_setup_teardown(test_data_block, setup, teardown),
        cmocka_unit_test(test_comment),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
