/* cli: the command line: `nhmc COMMAND`, the main help, run, selfcheck;
 * the kinds' commands come from the registry (command.c), the listings
 * from list.c. */
#include "nhmc/cli.h"

#include <getopt.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli_common.h"
#include "nhmc/names.h"
#include "nhmc/outfile.h"
#include "nhmc/runner.h"
#include "nhmc/scenario.h"
#include "nhmc/selfcheck.h"
#include "nhmc/message.h"
#include "web/web.h"

bool cli_parse_only = false;

static const char help_head[] =
    "nhmc " NHMC_VERSION ": Monte Carlo statistics for NetHack's hit-point mechanics\n"
    "\n"
    "Usage:\n"
    "  nhmc run [OPTIONS] FILE...       run scenario files, or shipped ones by name\n";
static const char help_selfcheck[] =
    "  nhmc selfcheck [OPTIONS]         check this build: kernels against exact answers\n"
    "  nhmc list variants|roles|races   the names nhmc accepts\n"
    "  nhmc serve [OPTIONS]             answer in a web browser (docs/web.md)\n";
static const char help_tail[] = "  nhmc COMMAND --help              help on one command\n"
                                "  nhmc --version\n"
                                "\n";
static const char help_exit[] =
    "Exit status: 0 done, 1 the run or a write failed, 2 bad usage or bad input.\n";

/* The main help: run, each kind's lines, selfcheck and the listings. */
static void print_help(FILE *f)
{
    fputs(help_head, f);
    for (int i = 0; nh_kinds[i]; i++)
        fputs(nh_kinds[i]->synopsis, f);
    fputs(help_selfcheck, f);
    for (int i = 0; nh_kinds[i]; i++)
        if (nh_kinds[i]->list_synopsis)
            fputs(nh_kinds[i]->list_synopsis, f);
    fputs(help_tail, f);
    char variants[1024];
    fputs(kinds_variants_help(79, variants, sizeof variants), f);
    fputs(help_exit, f);
}

static const char run_help[] =
    "Usage: nhmc run [-j N] [-q] [--format F] FILE...\n"
    "\n"
    "Run scenario files (INI; see docs/scenarios.md).  Every file is read and\n"
    "checked before anything runs; a bad file stops everything with exit 2.\n"
    "FILE is a path, or the name of a shipped scenario (maxhp_by_role or\n"
    "maxhp_by_role.ini) when no such file is here: it is then looked for in the\n"
    "directories of $NHMC_SCENARIOS (separated by ':'), then in\n"
    "share/nhmc/scenarios of the installation (beside the program's bin/, then\n"
    "under the PREFIX it was built for).  Output paths in a scenario are relative\n"
    "to the current directory.\n"
    "A scenario with an [output] section writes its files (under a temporary name,\n"
    "renamed when complete); one without prints its table on standard output.\n"
    "\n"
    "  -j, --threads N  worker threads (default: all cores); results do not depend on N\n"
    "  --format F       table, csv or wiki, for standard output (default: table on a\n"
    "                   terminal, csv otherwise)\n"
    "  -q, --quiet      no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "Example: nhmc run scenarios/maxhp_by_role.ini\n";

static const char selfcheck_help[] =
    "Usage: nhmc selfcheck [-n N] [--seed S] [-j N]\n"
    "\n"
    "Check this build (2 to 15 s on 2 cores): each Monte Carlo kernel is run on cases\n"
    "that cover its rules and compared with the exact distribution by a chi-square\n"
    "goodness-of-fit test (a case passes when p >= 0.0001); a deliberately wrong\n"
    "distribution must be rejected; and the known answers of docs/rules.md\n"
    "(\"Known values\") are recomputed.\n"
    "Exit status 0 when every check passes, 1 otherwise.\n"
    "\n"
    "  -n, --trials N   trials per case (default 1000000)\n"
    "  --seed S         random seed (default 20261121; with another seed a correct\n"
    "                   build fails a given case with probability 0.0001)\n"
    "  -j, --threads N  worker threads (default: all cores)\n"
    "  -h, --help\n";

/* "scenarios/NAME.ini" for a file in a directory called scenarios (the
 * shipped ones, wherever they are installed), else the argument as given. */
static void scenario_shown_path(const char *path, const char *arg, char *out, size_t size)
{
    const char *name = strrchr(path, '/');
    size_t dir_end = name ? (size_t)(name - path) : 0;
    const char *dir = name ? path + dir_end : path;
    while (dir > path && dir[-1] != '/')
        dir--;
    if (name && (size_t)(path + dir_end - dir) == strlen("scenarios") &&
        strncmp(dir, "scenarios", strlen("scenarios")) == 0)
        snprintf(out, size, "scenarios%s", name);
    else
        snprintf(out, size, "%s", arg);
}

static int cmd_run(int argc, char **argv)
{
    static const struct option opts[] = {{"threads", required_argument, NULL, 'j'},
                                         {"quiet", no_argument, NULL, 'q'},
                                         {"format", required_argument, NULL, OPT_FORMAT},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    struct nh_run_settings rs;
    default_settings(&rs);
    int c;
    while ((c = getopt_long(argc, argv, ":j:qh", opts, NULL)) != -1) {
        bool handled;
        int st = common_option("run", c, &rs, NULL, NULL, &handled);
        if (st != 0)
            return st;
        if (handled)
            continue;
        return help_or_option_error("run", c, argv, opts, run_help);
    }
    if (optind >= argc)
        return usage_error("run", "no scenario file given");
    int nfiles = argc - optind;
    struct nh_scenario *sc = calloc((size_t)nfiles, sizeof *sc);
    if (!sc) {
        nh_error("out of memory");
        return NH_EXIT_RUN;
    }
    /* Check every file before running any, so bad input writes nothing. */
    char err[1024], path[4096];
    int status = NH_EXIT_OK;
    for (int i = 0; i < nfiles; i++)
        if (scenario_path(argv[optind + i], path, sizeof path, err, sizeof err) != 0 ||
            scenario_load(path, &sc[i], err, sizeof err) != 0) {
            nh_error("%s", err);
            nfiles = i;
            status = NH_EXIT_USAGE;
            break;
        }
    for (int i = 0; i < nfiles && status == NH_EXIT_OK && !cli_parse_only; i++) {
        rs.to_stdout = !sc[i].csv[0] && !sc[i].wiki[0] && !sc[i].histogram[0] && !sc[i].plot[0] &&
                       !sc[i].plot_script[0];
        /* the options of `nhmc run` change no number: the file alone, named
         * the same wherever it is run from when it is in a scenarios/ */
        char line[4096], shown[4096];
        scenario_shown_path(sc[i].file, argv[optind + i], shown, sizeof shown);
        char *words[] = {"run", shown};
        nh_command_line(line, sizeof line, 2, words);
        rs.command = line;
        status = experiment_run(&sc[i], &rs);
    }
    for (int i = 0; i < nfiles; i++)
        scenario_free(&sc[i]);
    free(sc);
    return status;
}

static int cmd_selfcheck(int argc, char **argv)
{
    static const struct option opts[] = {{"trials", required_argument, NULL, 'n'},
                                         {"seed", required_argument, NULL, OPT_SEED},
                                         {"threads", required_argument, NULL, 'j'},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    struct nh_selfcheck_options o = {NH_DEFAULT_TRIALS, NH_DEFAULT_SEED, runner_default_threads()};
    char err[512];
    int c;
    while ((c = getopt_long(argc, argv, ":n:j:h", opts, NULL)) != -1) {
        switch (c) {
        case 'n':
            if (parse_trials(optarg, &o.trials, err, sizeof err) != 0)
                return value_error("selfcheck", "--trials", err);
            break;
        case OPT_SEED:
            if (parse_seed(optarg, &o.seed, err, sizeof err) != 0)
                return value_error("selfcheck", "--seed", err);
            break;
        case 'j':
            if (parse_threads(optarg, &o.threads, err, sizeof err) != 0)
                return value_error("selfcheck", "--threads", err);
            break;
        default:
            return help_or_option_error("selfcheck", c, argv, opts, selfcheck_help);
        }
    }
    if (optind < argc)
        return no_more_arguments("selfcheck", argc, argv, optind);
    if (cli_parse_only)
        return NH_EXIT_OK;
    int failed = selfcheck_run(&o, stdout);
    if (failed < 0) {
        nh_error("selfcheck: out of memory or threads");
        return NH_EXIT_RUN;
    }
    return failed == 0 ? NH_EXIT_OK : NH_EXIT_RUN;
}

/* The commands as a table of names (names.h): run, each kind's command
 * (with its kind's name as a second form: prayer for pray), selfcheck and
 * list. */
static const char *command_form(const void *ctx, int i, int k, size_t *len)
{
    (void)ctx;
    int nkinds = 0;
    while (nh_kinds[nkinds])
        nkinds++;
    const char *f = NULL;
    if (i == 0 || i > nkinds)
        f = k > 0 ? NULL : i == 0 ? "run" : i == nkinds + 1 ? "selfcheck" : "list";
    else
        f = k == 0 ? nh_kinds[i - 1]->command : k == 1 ? nh_kinds[i - 1]->name : NULL;
    if (f)
        *len = strlen(f);
    return f;
}

static int unknown_command(const char *cmd)
{
    char msg[512];
    int nkinds = 0;
    while (nh_kinds[nkinds])
        nkinds++;
    /* a typo's command, as a typo's role gets its role (names.c): at most
     * a third of the letters wrong (one in a short word) */
    struct nh_names t = {NULL, nkinds + 3, command_form, false, "command"};
    int d = nh_name_nearness(&t, cmd), most = (int)strlen(cmd) / 3, best;
    size_t len;
    if (d >= 0 && d <= (most > 1 ? most : 1) && nh_name_suggest(&t, cmd, &best, 1) == 1) {
        snprintf(msg, sizeof msg, "unknown command \"%s\" (did you mean %s?)", cmd,
                 command_form(NULL, best, 0, &len));
        return usage_error(NULL, msg);
    }
    int n = snprintf(msg, sizeof msg, "unknown command \"%s\"; expected run", cmd);
    for (int i = 0; nh_kinds[i] && n > 0 && (size_t)n < sizeof msg; i++)
        n += snprintf(msg + n, sizeof msg - (size_t)n, ", %s", nh_kinds[i]->command);
    if (n > 0 && (size_t)n < sizeof msg)
        snprintf(msg + n, sizeof msg - (size_t)n, ", selfcheck, list or serve");
    return usage_error(NULL, msg);
}

int cli_main(int argc, char **argv)
{
    nh_guard_stderr(); /* no control byte of what a message quotes reaches a terminal */
    outfile_install_signal_cleanup();
    /* a reader gone (nhmc ... | head) is a write error reported and exit 1,
     * not a silent death */
    signal(SIGPIPE, SIG_IGN);
    opterr = 0;
    if (argc < 2) {
        print_help(stderr);
        return NH_EXIT_USAGE;
    }
    const char *cmd = argv[1];
    const struct nh_kind *k = kind_by_command(cmd);
    int status;
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        print_help(stdout);
        status = NH_EXIT_OK;
    } else if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "-V") == 0) {
        printf("nhmc %s\n", NHMC_VERSION);
        status = NH_EXIT_OK;
    } else if (strcmp(cmd, "run") == 0) {
        status = cmd_run(argc - 1, argv + 1);
    } else if (k) {
        /* before getopt_long reorders argv */
        static char line[4096];
        nh_command_line(line, sizeof line, argc - 1, argv + 1);
        status = cli_kind_command(k, argc - 1, argv + 1, line);
    } else if (strcmp(cmd, "selfcheck") == 0) {
        status = cmd_selfcheck(argc - 1, argv + 1);
    } else if (strcmp(cmd, "list") == 0) {
        status = cli_list(argc - 1, argv + 1);
    } else if (strcmp(cmd, "serve") == 0) {
        status = cli_serve(argc - 1, argv + 1, cli_main);
    } else {
        status = unknown_command(cmd);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("nhmc: error writing standard output");
        return NH_EXIT_RUN;
    }
    return status;
}
