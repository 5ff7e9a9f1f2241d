/* usage: messages for bad usage of the command line (usage.h).  What they
 * quote is shown escaped (message.h). */
#include "nhmc/usage.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "nhmc/message.h"
#include "nhmc/names.h"

int usage_error(const char *cmd, const char *what)
{
    if (cmd) {
        nh_error("%s: %s", cmd, what);
        fprintf(stderr, "(see: nhmc %s --help)\n", cmd);
    } else {
        nh_error("%s", what);
        fprintf(stderr, "(see: nhmc --help)\n");
    }
    return NH_EXIT_USAGE;
}

/* Words a player may write for an option of another name: "--level" is
 * what NetHack's own screens call the experience level. */
static const struct {
    const char *written, *option;
} option_synonyms[] = {
    {"level", "xl"},
    {"experience-level", "xl"},
    {"lvl", "xl"},
};

/* The long options as a table of names (names.h): entry i is opts[i], its
 * forms its name and the synonyms of that name. */
static const char *option_form(const void *ctx, int i, int k, size_t *len)
{
    const struct option *opts = ctx;
    const char *f = k == 0 ? opts[i].name : NULL;
    for (size_t s = 0; k > 0 && s < sizeof option_synonyms / sizeof option_synonyms[0]; s++)
        if (strcmp(option_synonyms[s].option, opts[i].name) == 0 && --k == 0)
            f = option_synonyms[s].written;
    if (f)
        *len = strlen(f);
    return f;
}

/* ", did you mean '--xl'?" for an unknown "--level" (or "--level=3"), when
 * an option is near enough to be the one meant: at most a third of the
 * letters written wrong (one in a short name), or a synonym. */
static void option_hint(const struct option *opts, const char *arg, char *buf, size_t len)
{
    buf[0] = '\0';
    if (!opts || strncmp(arg, "--", 2) != 0 || !arg[2])
        return;
    char written[64];
    snprintf(written, sizeof written, "%.*s", (int)strcspn(arg + 2, "="), arg + 2);
    int count = 0;
    while (opts[count].name)
        count++;
    for (int i = 0; i < count; i++)
        if (strcmp(opts[i].name, written) == 0) { /* "--exact=yes": the option is right */
            snprintf(buf, len, " (--%s takes no value)", written);
            return;
        }
    /* getopt_long refuses a prefix of several options too */
    size_t wl = strlen(written), used = 0;
    int starting = 0;
    for (int i = 0; i < count; i++)
        if (strncmp(opts[i].name, written, wl) == 0 && used < len)
            used += (size_t)snprintf(buf + used, len - used, "%s--%s",
                                     starting++ ? ", " : " (ambiguous: ", opts[i].name);
    if (starting > 1) {
        if (used < len)
            snprintf(buf + used, len - used, ")");
        return;
    }
    buf[0] = '\0';
    struct nh_names t = {opts, count, option_form, false, "option"};
    int d = nh_name_nearness(&t, written), most = (int)strlen(written) / 3;
    if (d < 0 || d > (most > 1 ? most : 1))
        return;
    int best; /* the option's own name, even when a synonym was nearest */
    if (nh_name_suggest(&t, written, &best, 1) == 1)
        snprintf(buf, len, " (did you mean '--%s'?)", opts[best].name);
}

/* getopt's '?' and ':' results in our own words. */
int option_error(const char *cmd, int c, char **argv, const struct option *opts)
{
    char msg[512], hint[300];
    const char *opt = argv[optind - 1];
    if (c == ':') {
        snprintf(msg, sizeof msg, "option '%s' needs a value", opt);
    } else {
        option_hint(opts, opt, hint, sizeof hint);
        snprintf(msg, sizeof msg, "unknown option '%s'%s", opt, hint);
    }
    return usage_error(cmd, msg);
}

int help_or_option_error(const char *cmd, int c, char **argv, const struct option *opts,
                         const char *help)
{
    if (c != 'h')
        return option_error(cmd, c, argv, opts);
    fputs(help, stdout);
    return NH_EXIT_OK;
}

int no_more_arguments(const char *cmd, int argc, char **argv, int first)
{
    if (first >= argc)
        return NH_EXIT_OK;
    char what[1024];
    snprintf(what, sizeof what, "unexpected argument '%s'", argv[first]);
    return usage_error(cmd, what);
}

int value_error(const char *cmd, const char *option, const char *err)
{
    nh_error("%s: %s: %s", cmd, option, err);
    return NH_EXIT_USAGE;
}
