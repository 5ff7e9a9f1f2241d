/* command: `nhmc COMMAND` for every registered kind, from its keys (kind.h):
 * the kind's options and the options every run shares fill a scenario, as
 * a scenario file would, and the scenario runs. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli_common.h"
#include "nhmc/cli.h"
#include "nhmc/plot.h"
#include "nhmc/scenario.h"
#include "nhmc/table_io.h"
#include "nhmc/message.h"

#define MAX_OPTIONS 64

/* After the options: the histogram path, then run. */
static int run_experiment(const char *cmd, struct nh_scenario *s, struct nh_run_settings *rs,
                          const char *hist)
{
    char why[1024];
    if (hist) {
        if (strlen(hist) >= sizeof s->histogram)
            return value_error(cmd, "--histogram", "path too long");
        strcpy(s->histogram, hist);
        if (rs->output && strcmp(rs->output, hist) == 0)
            return value_error(cmd, "--histogram", "same file as --output");
    }
    /* before the run: a bad output path must not cost the run */
    if (rs->output && table_check_output_path(rs->output, why, sizeof why) != 0)
        return value_error(cmd, "--output", why);
    enum nh_format by_name;
    if (rs->output && rs->format == NH_FORMAT_AUTO &&
        table_format_for_path(rs->output, &by_name) != 0) {
        snprintf(why, sizeof why,
                 "\"%s\" has an extension nhmc does not write; expected .csv, .wiki or .txt, "
                 "or --format csv, wiki or table",
                 rs->output);
        return value_error(cmd, "--output", why);
    }
    if (hist && table_check_output_path(hist, why, sizeof why) != 0)
        return value_error(cmd, "--histogram", why);
    bool script_bad;
    if (plot_check_paths(s->plot, s->plot_script, &script_bad, why, sizeof why) != 0)
        return value_error(cmd, script_bad ? "--plot-script" : "--plot", why);
    return cli_parse_only ? NH_EXIT_OK : experiment_run(s, rs);
}

static const struct option common_options[] = {
    {"trials", required_argument, NULL, 'n'},
    {"seed", required_argument, NULL, OPT_SEED},
    {"threads", required_argument, NULL, 'j'},
    {"format", required_argument, NULL, OPT_FORMAT},
    {"output", required_argument, NULL, 'o'},
    {"histogram", required_argument, NULL, OPT_HIST},
    {"exact", no_argument, NULL, OPT_EXACT},
    {"method", required_argument, NULL, OPT_METHOD},
    {"wiki-columns", required_argument, NULL, OPT_WIKI_COLUMNS},
    {"wiki-stat", required_argument, NULL, OPT_WIKI_STAT},
    {"plot", required_argument, NULL, OPT_PLOT},
    {"plot-script", required_argument, NULL, OPT_PLOT_SCRIPT},
    {"at-least", required_argument, NULL, OPT_AT_LEAST},
    {"at-most", required_argument, NULL, OPT_AT_MOST},
    {"value", required_argument, NULL, OPT_VALUE},
    {"quiet", no_argument, NULL, 'q'},
    {"help", no_argument, NULL, 'h'},
};
#define NCOMMON (sizeof common_options / sizeof common_options[0])

/* The kind's options, its other name of --value, then the common ones,
 * then the end. */
struct option_table {
    struct option opts[MAX_OPTIONS + NCOMMON + 2];
    char names[MAX_OPTIONS][32];
};

static void options_init(const struct nh_kind *k, struct option_table *ot)
{
    size_t n = 0;
    memset(ot, 0, sizeof *ot);
    for (int i = 0; i < k->nkeys && i < MAX_OPTIONS; i++) {
        const struct nh_key *key = &k->keys[i];
        if (key->flags & NH_KEY_NO_OPTION)
            continue;
        const char *name = kind_key_option(k, i, ot->names[i], sizeof ot->names[i]);
        ot->opts[n++] =
            (struct option){name, (key->flags & NH_KEY_FLAG) ? no_argument : required_argument,
                            NULL, OPT_KEY_FIRST + i};
    }
    if (k->value_option)
        ot->opts[n++] = (struct option){k->value_option, required_argument, NULL, OPT_VALUE_ALIAS};
    memcpy(ot->opts + n, common_options, sizeof common_options);
}

/* The command's bare words, joined by spaces into one text ("soldier ant
 * kitten"): the kind reads names of several words from it, and a comma in
 * a word still separates items. */
static int join_words(const struct nh_kind *k, int argc, char **argv, int first, char *buf,
                      size_t len, const char **text)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = first; i < argc; i++) {
        size_t n = strlen(argv[i]);
        if (used + n + 2 > len) {
            char what[64];
            snprintf(what, sizeof what, "too many %s names", k->keys[k->words_key].name);
            return usage_error(k->command, what);
        }
        if (used)
            buf[used++] = ' ';
        memcpy(buf + used, argv[i], n + 1);
        used += n;
    }
    *text = used ? buf : NULL;
    return -1;
}

/* The words, --exact against a method key, and the keys the command
 * requires: -1 to go on, or an exit status. */
static int settle_texts(const struct nh_kind *k, struct nh_scenario *s, int argc, char **argv,
                        const char **texts, const char **words)
{
    static char buf[4096];
    char err[1024];
    *words = NULL;
    if (!k->words_name && optind < argc)
        return no_more_arguments(k->command, argc, argv, optind);
    if (k->words_name) {
        int st = join_words(k, argc, argv, optind, buf, sizeof buf, words);
        if (st >= 0)
            return st;
        const char *name = k->keys[k->words_key].name;
        if (*words && texts[k->words_key]) {
            snprintf(err, sizeof err, "%ss given both as words and with --%s; expected one of them",
                     name, name);
            return usage_error(k->command, err);
        }
        if (*words)
            texts[k->words_key] = *words;
    }
    if (k->derive) { /* a file of keys' values (levelup's dumplog), before they are required */
        static struct nh_derived d;
        int bad;
        d = (struct nh_derived){.value_asked = s->stand_ask != NH_STAND_NONE};
        if (k->derive(texts, &d, &bad, err, sizeof err) != 0) {
            char option[40], name[32];
            snprintf(option, sizeof option, "--%s", kind_key_option(k, bad, name, sizeof name));
            return value_error(k->command, option, err);
        }
        if (d.has_value && s->stand_ask == NH_STAND_NONE) {
            s->stand_ask = NH_STAND_VALUE;
            s->stand_value = d.value;
        }
        if (d.exact && s->method == NH_METHOD_AUTO)
            s->method = NH_METHOD_EXACT;
    }
    for (int i = 0; i < k->nkeys; i++)
        if (k->keys[i].missing && !texts[i])
            return usage_error(k->command, k->keys[i].missing);
    return -1;
}

/* The kind's parser over the texts; a bad value names its option. */
static int parse_texts(const struct nh_kind *k, struct nh_scenario *s, const char **texts,
                       const char *words)
{
    char err[1024], option[40], buf[32];
    int bad;
    if (k->parse(texts, s->grid, &bad, err, sizeof err) == 0)
        return -1;
    if (bad < 0 || bad >= k->nkeys)
        return usage_error(k->command, err);
    if (k->words_name && bad == k->words_key && words)
        snprintf(option, sizeof option, "%s", k->words_name);
    else if (k->keys[bad].error_name)
        snprintf(option, sizeof option, "%s", k->keys[bad].error_name);
    else
        snprintf(option, sizeof option, "--%s", kind_key_option(k, bad, buf, sizeof buf));
    return value_error(k->command, option, err);
}

/* Parse the options into s and rs: -1 to go on, or an exit status. */
static int parse_options(const struct nh_kind *k, int argc, char **argv, struct nh_scenario *s,
                         struct nh_run_settings *rs, const char **texts, const char **hist)
{
    static struct option_table ot;
    options_init(k, &ot);
    int c;
    while ((c = getopt_long(argc, argv, ":n:j:o:qh", ot.opts, NULL)) != -1) {
        bool handled;
        int st = common_option(k->command, c, rs, s, hist, &handled);
        if (st != 0)
            return st;
        if (handled)
            continue;
        if (c >= OPT_KEY_FIRST && c < OPT_KEY_FIRST + k->nkeys) {
            const struct nh_key *key = &k->keys[c - OPT_KEY_FIRST];
            texts[c - OPT_KEY_FIRST] = optarg            ? optarg
                                       : key->flag_value ? key->flag_value
                                                         : "on"; /* a flag */
            continue;
        }
        if (c == 'h') {
            for (const char *const *part = k->help; *part; part++)
                fputs(*part, stdout);
            return NH_EXIT_OK;
        }
        return option_error(k->command, c, argv, ot.opts);
    }
    return -1;
}

int cli_kind_command(const struct nh_kind *k, int argc, char **argv, const char *command_line)
{
    static struct nh_scenario s; /* large; one per process */
    struct nh_run_settings rs;
    const char *texts[MAX_OPTIONS] = {NULL}, *hist = NULL, *words;
    if (scenario_defaults(&s, k) != 0) {
        nh_error("out of memory");
        return NH_EXIT_RUN;
    }
    snprintf(s.file, sizeof s.file, "command line");
    default_settings(&rs);
    rs.to_stdout = true;
    rs.command = command_line;
    int st = parse_options(k, argc, argv, &s, &rs, texts, &hist);
    if (st < 0)
        st = settle_texts(k, &s, argc, argv, texts, &words);
    if (st < 0)
        st = parse_texts(k, &s, texts, words);
    if (st < 0)
        st = run_experiment(k->command, &s, &rs, hist);
    scenario_free(&s);
    return st;
}
