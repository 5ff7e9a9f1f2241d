/* usage: messages for bad usage of the command line (usage.h). */
#include "nhmc/usage.h"

#include <getopt.h>
#include <stdio.h>

int usage_error(const char *cmd, const char *what)
{
    if (cmd)
        fprintf(stderr, "nhmc: %s: %s\n(see: nhmc %s --help)\n", cmd, what, cmd);
    else
        fprintf(stderr, "nhmc: %s\n(see: nhmc --help)\n", what);
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
    fprintf(stderr, "nhmc: %s: %s: %s\n", cmd, option, err);
    return NH_EXIT_USAGE;
}
