/* cli: subcommands, options and help (the command line of README.md). */
#include "nhmc/cli.h"

#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/experiment.h"
#include "nhmc/outfile.h"
#include "nhmc/runner.h"

static const char main_help[] =
    "nhmc " NHMC_VERSION ": Monte Carlo statistics for NetHack's hit-point mechanics\n"
    "\n"
    "Usage:\n"
    "  nhmc run [OPTIONS] FILE...       run scenario files (README: \"Scenario files\")\n"
    "  nhmc levelup [OPTIONS]           max HP by role, race, Con and XL\n"
    "  nhmc list variants|roles|races   the names nhmc accepts\n"
    "  nhmc COMMAND --help              help on one command\n"
    "  nhmc --version\n"
    "\n"
    "Variants: 3.4.3, 3.6.7 (the default) and 5.0 (also called 3.7: the 3.7\n"
    "development line as released in May 2026).\n"
    "Exit status: 0 done, 1 the run or a write failed, 2 bad usage or bad input.\n";

static const char run_help[] =
    "Usage: nhmc run [-j N] [-q] [--format F] FILE...\n"
    "\n"
    "Run scenario files (INI; see README.md, \"Scenario files\").  Every file is read\n"
    "and checked before anything runs; a bad file stops everything with exit 2.\n"
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

static const char levelup_help[] =
    "Usage: nhmc levelup --role R [--race R] --con C --xl X [OPTIONS]\n"
    "\n"
    "Max HP of a hero at each experience level: the starting HP, then one level\n"
    "gain (the game's newhp) per level, with Con kept for the whole game, or rolled\n"
    "at creation as the game rolls it and then kept.  No other HP sources.\n"
    "\n"
    "  --variant V      3.4.3, 3.6.7 (default) or 5.0 (alias 3.7); a list runs each\n"
    "  --role R         a role (Val or Valkyrie), a list (Val,Sam) or all\n"
    "  --race R         a race (dwarf or dwa), a list, or valid (the default: each\n"
    "                   role's own races)\n"
    "  --con C          Con 3..25: a value, a list or a range (3-25), or rolled\n"
    "  --xl X           XL 1..30: a value, a list or a range (1,10,30 or 1-30); 30+K\n"
    "                   is XL 30 after K further gains there (e.g. gain level)\n"
    "  -n, --trials N   heroes per row (default 1000000; 1e6 and 1_000_000 work)\n"
    "  --seed S         random seed (default 20261121): same seed, same bytes\n"
    "  -j, --threads N  worker threads (default: all cores); results do not depend on N\n"
    "  --format F       table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F   write to file F instead (format from .csv/.wiki/.txt)\n"
    "  --histogram F    also write the whole distribution: grid columns, value,count,prob\n"
    "  -q, --quiet      no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: variant,role,race,con,xl,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,\n"
    "p25,p50,p75,p95,p99,max.  sd is the sample standard deviation; quantiles are\n"
    "the inverse CDF (the smallest v with P(max HP <= v) >= q).\n"
    "\n"
    "Example: nhmc levelup --role Val --race dwarf --con 18 --xl 1,10,30\n";

static const char list_help[] = "Usage: nhmc list variants|roles|races\n"
                                "\n"
                                "Print the names nhmc accepts, with their facts.\n";

static int usage_error(const char *cmd, const char *what)
{
    if (cmd)
        fprintf(stderr, "nhmc: %s: %s\n(see: nhmc %s --help)\n", cmd, what, cmd);
    else
        fprintf(stderr, "nhmc: %s\n(see: nhmc --help)\n", what);
    return NH_EXIT_USAGE;
}

/* Report getopt's '?' and ':' results in our own words. */
static int option_error(const char *cmd, int c, char **argv)
{
    char msg[256];
    const char *opt = argv[optind - 1];
    if (c == ':')
        snprintf(msg, sizeof msg, "option '%s' needs a value", opt);
    else
        snprintf(msg, sizeof msg, "unknown option '%s'", opt);
    return usage_error(cmd, msg);
}

static int value_error(const char *cmd, const char *option, const char *err)
{
    fprintf(stderr, "nhmc: %s: %s: %s\n", cmd, option, err);
    return NH_EXIT_USAGE;
}

/* Options every running command shares. */
enum { OPT_FORMAT = 256, OPT_SEED, OPT_VARIANT, OPT_ROLE, OPT_RACE, OPT_CON, OPT_XL, OPT_HIST };

static int common_option(const char *cmd, int c, struct nh_run_settings *rs, bool *handled)
{
    char err[512];
    *handled = true;
    switch (c) {
    case 'j':
        if (parse_threads(optarg, &rs->threads, err, sizeof err) != 0)
            return value_error(cmd, "--threads", err);
        return 0;
    case 'q':
        rs->progress = false;
        rs->quiet = true;
        return 0;
    case OPT_FORMAT:
        if (format_parse(optarg, &rs->format) != 0) {
            snprintf(err, sizeof err, "unknown format \"%s\"; expected table, csv or wiki", optarg);
            return value_error(cmd, "--format", err);
        }
        return 0;
    default:
        *handled = false;
        return 0;
    }
}

static void default_settings(struct nh_run_settings *rs)
{
    memset(rs, 0, sizeof *rs);
    rs->threads = runner_default_threads();
    rs->progress = true;
    rs->format = NH_FORMAT_AUTO;
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
        int st = common_option("run", c, &rs, &handled);
        if (st != 0)
            return st;
        if (handled)
            continue;
        if (c == 'h') {
            fputs(run_help, stdout);
            return NH_EXIT_OK;
        }
        return option_error("run", c, argv);
    }
    if (optind >= argc)
        return usage_error("run", "no scenario file given");
    int nfiles = argc - optind;
    struct nh_scenario *sc = calloc((size_t)nfiles, sizeof *sc);
    if (!sc) {
        fprintf(stderr, "nhmc: out of memory\n");
        return NH_EXIT_RUN;
    }
    /* Check every file before running any, so bad input writes nothing. */
    char err[1024];
    for (int i = 0; i < nfiles; i++)
        if (scenario_load(argv[optind + i], &sc[i], err, sizeof err) != 0) {
            fprintf(stderr, "nhmc: %s\n", err);
            free(sc);
            return NH_EXIT_USAGE;
        }
    int status = NH_EXIT_OK;
    for (int i = 0; i < nfiles && status == NH_EXIT_OK; i++) {
        rs.to_stdout = !sc[i].csv[0] && !sc[i].wiki[0] && !sc[i].histogram[0];
        status = experiment_run(&sc[i], &rs);
    }
    free(sc);
    return status;
}

static int cmd_levelup(int argc, char **argv)
{
    static const struct option opts[] = {{"variant", required_argument, NULL, OPT_VARIANT},
                                         {"role", required_argument, NULL, OPT_ROLE},
                                         {"race", required_argument, NULL, OPT_RACE},
                                         {"con", required_argument, NULL, OPT_CON},
                                         {"xl", required_argument, NULL, OPT_XL},
                                         {"trials", required_argument, NULL, 'n'},
                                         {"seed", required_argument, NULL, OPT_SEED},
                                         {"threads", required_argument, NULL, 'j'},
                                         {"format", required_argument, NULL, OPT_FORMAT},
                                         {"output", required_argument, NULL, 'o'},
                                         {"histogram", required_argument, NULL, OPT_HIST},
                                         {"quiet", no_argument, NULL, 'q'},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    static struct nh_scenario s; /* large; one per process */
    struct nh_run_settings rs;
    const char *variant = "3.6.7", *role = NULL, *race = "valid", *con = NULL, *xl = NULL;
    const char *hist = NULL;
    char err[1024];
    scenario_defaults(&s);
    snprintf(s.file, sizeof s.file, "command line");
    default_settings(&rs);
    rs.to_stdout = true;
    int c;
    while ((c = getopt_long(argc, argv, ":n:j:o:qh", opts, NULL)) != -1) {
        bool handled;
        int st = common_option("levelup", c, &rs, &handled);
        if (st != 0)
            return st;
        if (handled)
            continue;
        switch (c) {
        case OPT_VARIANT:
            variant = optarg;
            break;
        case OPT_ROLE:
            role = optarg;
            break;
        case OPT_RACE:
            race = optarg;
            break;
        case OPT_CON:
            con = optarg;
            break;
        case OPT_XL:
            xl = optarg;
            break;
        case 'n':
            if (parse_trials(optarg, &s.trials, err, sizeof err) != 0)
                return value_error("levelup", "--trials", err);
            break;
        case OPT_SEED:
            if (parse_seed(optarg, &s.seed, err, sizeof err) != 0)
                return value_error("levelup", "--seed", err);
            break;
        case 'o':
            rs.output = optarg;
            break;
        case OPT_HIST:
            hist = optarg;
            break;
        case 'h':
            fputs(levelup_help, stdout);
            return NH_EXIT_OK;
        default:
            return option_error("levelup", c, argv);
        }
    }
    if (optind < argc) {
        snprintf(err, sizeof err, "unexpected argument '%s'", argv[optind]);
        return usage_error("levelup", err);
    }
    if (!role)
        return usage_error("levelup", "--role is required (e.g. --role Val, or --role all)");
    if (!con)
        return usage_error("levelup", "--con is required (e.g. --con 16, 3-25 or rolled)");
    if (!xl)
        return usage_error("levelup", "--xl is required (e.g. --xl 1-30 or --xl 1,10,30)");
    if (parse_variants(variant, &s.hero, err, sizeof err) != 0)
        return value_error("levelup", "--variant", err);
    if (parse_roles_races(role, race, &s.hero, err, sizeof err) != 0)
        return value_error("levelup", "--role/--race", err);
    if (parse_cons(con, &s.hero, err, sizeof err) != 0)
        return value_error("levelup", "--con", err);
    if (parse_xls(xl, &s.hero, err, sizeof err) != 0)
        return value_error("levelup", "--xl", err);
    if (hist) {
        if (strlen(hist) >= sizeof s.histogram)
            return value_error("levelup", "--histogram", "path too long");
        strcpy(s.histogram, hist);
        if (rs.output && strcmp(rs.output, hist) == 0)
            return value_error("levelup", "--histogram", "same file as --output");
    }
    return experiment_run(&s, &rs);
}

static int cmd_list(int argc, char **argv)
{
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        fputs(list_help, stdout);
        return NH_EXIT_OK;
    }
    if (argc != 2)
        return usage_error("list", "expected one of: variants, roles, races");
    const char *what = argv[1];
    if (strcmp(what, "variants") == 0) {
        for (int v = 0; v < NH_VARIANT_COUNT; v++)
            printf("%-6s %s\n", variant_name((enum nh_variant)v),
                   variant_description((enum nh_variant)v));
    } else if (strcmp(what, "roles") == 0) {
        printf("%-4s %-13s %-5s %-5s %-8s %-5s %s\n", "abbr", "role", "start", "lo", "hi", "xlev",
               "races");
        for (int r = 0; r < NH_ROLE_COUNT; r++) {
            const struct nh_role *ro = &nh_roles[r];
            char races[64] = "", lo[16];
            for (int a = 0; a < NH_RACE_COUNT; a++)
                if (role_allows_race(r, a)) {
                    strcat(races, races[0] ? "," : "");
                    strcat(races, nh_races[a].abbr);
                }
            snprintf(lo, sizeof lo, "d%d", ro->hp.lornd);
            printf("%-4s %-13s %-5d %-5s %-8d %-5d %s\n", ro->abbr, ro->name, ro->hp.infix, lo,
                   ro->hp.hifix, ro->xlev, races);
        }
        printf("\nstart: role part of starting HP; lo: role die per level below xlev;\n"
               "hi: role's fixed gain per level from xlev on (race parts: nhmc list races).\n");
    } else if (strcmp(what, "races") == 0) {
        printf("%-4s %-6s %-5s %-5s %-3s %s\n", "abbr", "race", "start", "lo", "hi", "max Con");
        for (int a = 0; a < NH_RACE_COUNT; a++) {
            const struct nh_race *ra = &nh_races[a];
            char lo[16];
            snprintf(lo, sizeof lo, "d%d", ra->hp.lornd);
            printf("%-4s %-6s %-5d %-5s %-3d %d\n", ra->abbr, ra->name, ra->hp.infix, lo,
                   ra->hp.hifix, ra->attrmax[A_CON]);
        }
    } else {
        char msg[128];
        snprintf(msg, sizeof msg, "cannot list \"%s\"; expected variants, roles or races", what);
        return usage_error("list", msg);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("nhmc: error writing standard output");
        return NH_EXIT_RUN;
    }
    return NH_EXIT_OK;
}

int cli_main(int argc, char **argv)
{
    outfile_install_signal_cleanup();
    opterr = 0;
    if (argc < 2) {
        fputs(main_help, stderr);
        return NH_EXIT_USAGE;
    }
    const char *cmd = argv[1];
    int status;
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        fputs(main_help, stdout);
        status = NH_EXIT_OK;
    } else if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "-V") == 0) {
        printf("nhmc %s\n", NHMC_VERSION);
        status = NH_EXIT_OK;
    } else if (strcmp(cmd, "run") == 0) {
        status = cmd_run(argc - 1, argv + 1);
    } else if (strcmp(cmd, "levelup") == 0) {
        status = cmd_levelup(argc - 1, argv + 1);
    } else if (strcmp(cmd, "list") == 0) {
        status = cmd_list(argc - 1, argv + 1);
    } else {
        char msg[256];
        snprintf(msg, sizeof msg, "unknown command \"%s\"; expected run, levelup or list", cmd);
        status = usage_error(NULL, msg);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("nhmc: error writing standard output");
        return NH_EXIT_RUN;
    }
    return status;
}
