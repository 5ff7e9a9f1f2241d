/* usage: messages for bad usage of the command line (usage.h).  What they
 * quote is shown escaped (message.h). */
#include "nhmc/usage.h"

#include <getopt.h>
#include <stdio.h>

#include "nhmc/message.h"

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

/* getopt's '?' and ':' results in our own words. */
int option_error(const char *cmd, int c, char **argv)
{
    char msg[256];
    const char *opt = argv[optind - 1];
    if (c == ':')
        snprintf(msg, sizeof msg, "option '%s' needs a value", opt);
    else
        snprintf(msg, sizeof msg, "unknown option '%s'", opt);
    return usage_error(cmd, msg);
}

int value_error(const char *cmd, const char *option, const char *err)
{
    nh_error("%s: %s: %s", cmd, option, err);
    return NH_EXIT_USAGE;
}
