/* Tests of message: how a message shows the text it quotes (nh_shown),
 * and that nh_error writes no raw control byte. */
#include "testutil.h"

#include <string.h>
#include <unistd.h>

#include "nhmc/message.h"

static void expect_shown(const char *text, const char *want)
{
    char out[256];
    size_t n = nh_shown(text, out, sizeof out);
    assert_string_equal(out, want);
    assert_int_equal(n, strlen(want));
}

/* Each control byte by its C escape; DEL and the rest of C0 as \xHH. */
static void test_control_bytes(void **state)
{
    (void)state;
    expect_shown("\x1b[2J", "\\e[2J");
    expect_shown("a\nb", "a\\nb");
    expect_shown("a\rb", "a\\rb");
    expect_shown("a\tb", "a\\tb");
    expect_shown("a\x7f", "a\\x7f");
    expect_shown("\x07\x01\x1f", "\\x07\\x01\\x1f");
    /* an OSC sequence that would retitle the terminal */
    expect_shown("\x1b]0;owned\x07", "\\e]0;owned\\x07");
}

/* Printable UTF-8 as it is; bytes of no valid sequence, overlong forms,
 * surrogates, code points past U+10FFFF and the C1 controls as \xHH. */
static void test_utf8(void **state)
{
    (void)state;
    expect_shown("Mjölnir, 龍, 𝄞", "Mjölnir, 龍, 𝄞");
    expect_shown("a\xff", "a\\xff");
    expect_shown("\xc3", "\\xc3");                            /* cut short */
    expect_shown("\xc3(", "\\xc3(");                          /* bad continuation */
    expect_shown("\xc0\xaf", "\\xc0\\xaf");                   /* overlong "/" */
    expect_shown("\xe0\x80\xaf", "\\xe0\\x80\\xaf");          /* overlong */
    expect_shown("\xed\xa0\x80", "\\xed\\xa0\\x80");          /* a surrogate */
    expect_shown("\xf4\x90\x80\x80", "\\xf4\\x90\\x80\\x80"); /* past U+10FFFF */
    expect_shown("\xc2\x9b"
                 "2J",
                 "\\xc2\\x9b2J");         /* C1 CSI */
    expect_shown("\xc2\xa0", "\xc2\xa0"); /* U+00A0 is printable */
    expect_shown("\x9b", "\\x9b");
}

/* A backslash is doubled only where something else is escaped, so that
 * a plain Windows-like name reads as typed and an escape reads back. */
static void test_backslash(void **state)
{
    (void)state;
    expect_shown("a\\b", "a\\b");
    expect_shown("a\\e\x1b", "a\\\\e\\e");
    expect_shown("", "");
}

/* The output is cut before an escape that would not fit, and always
 * terminated. */
static void test_cut(void **state)
{
    (void)state;
    char out[4];
    assert_int_equal(nh_shown("ab\x1b", out, sizeof out), 2);
    assert_string_equal(out, "ab");
    assert_int_equal(nh_shown("abcdef", out, sizeof out), 3);
    assert_string_equal(out, "abc");
    assert_int_equal(nh_shown("x", out, 0), 0);
}

/* nh_error on a pipe: one line, "nhmc: " and the escaped message. */
static void test_error_line(void **state)
{
    (void)state;
    int fd[2];
    assert_int_equal(pipe(fd), 0);
    fflush(stderr);
    int saved = dup(STDERR_FILENO);
    assert_true(saved >= 0);
    assert_true(dup2(fd[1], STDERR_FILENO) >= 0);
    nh_error("%s: unknown role \"%s\"", "levelup", "\x1b[2J\nnhmc: forged\r\x7f\xff");
    fflush(stderr);
    assert_true(dup2(saved, STDERR_FILENO) >= 0);
    close(saved);
    close(fd[1]);
    char buf[256] = "";
    ssize_t n = read(fd[0], buf, sizeof buf - 1);
    close(fd[0]);
    assert_true(n > 0);
    buf[n] = '\0';
    assert_string_equal(buf,
                        "nhmc: levelup: unknown role \"\\e[2J\\nnhmc: forged\\r\\x7f\\xff\"\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_control_bytes), cmocka_unit_test(test_utf8),
        cmocka_unit_test(test_backslash),     cmocka_unit_test(test_cut),
        cmocka_unit_test(test_error_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
