/* plot: the picture's files (plot.h): checks of the paths, the script kept
 * with --plot-script, and gnuplot run on the script into a temporary file
 * that is renamed into place only when the whole run succeeded.  gnuplot
 * draws into a descriptor nhmc opened (/dev/fd/3), never into a name, and
 * the picture is checked whole before it replaces anything. */
#include "nhmc/plot.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <unistd.h>

#include "nhmc/table_io.h"
#include "output/plot_json.h"
#include "output/plot_script.h"

int plot_format_of(const char *path, enum nh_plot_format *out)
{
    static const struct {
        const char *ext;
        enum nh_plot_format format;
    } formats[] = {{".svg", NH_PLOT_SVG},
                   {".png", NH_PLOT_PNG},
                   {".pdf", NH_PLOT_PDF},
                   {".json", NH_PLOT_JSON}};
    const char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');
    for (size_t i = 0; dot && (!slash || dot > slash) && i < sizeof formats / sizeof *formats; i++)
        if (strcasecmp(dot, formats[i].ext) == 0) {
            *out = formats[i].format;
            return 0;
        }
    return -1;
}

int plot_check_paths(const char *plot, const char *script, bool *script_bad, char *why, size_t len)
{
    enum nh_plot_format format;
    *script_bad = false;
    if (plot[0] && plot_format_of(plot, &format) != 0) {
        snprintf(why, len,
                 "\"%s\" is not a picture's name; expected a name ending in .svg, .png, "
                 ".pdf or .json",
                 plot);
        return -1;
    }
    if (plot[0] && table_check_output_path(plot, why, len) != 0)
        return -1;
    *script_bad = true;
    if (script[0] && (outfile_is_stdout(script) || strcmp(script, plot) == 0)) {
        snprintf(why, len, "\"%s\" is %s; expected a file of its own for the script", script,
                 strcmp(script, plot) == 0 ? "also the plot's path" : "standard output");
        return -1;
    }
    if (script[0] && table_check_output_path(script, why, len) != 0)
        return -1;
    return 0;
}

bool plot_needs_gnuplot(const char *plot)
{
    enum nh_plot_format format;
    return plot[0] && (plot_format_of(plot, &format) != 0 || format != NH_PLOT_JSON);
}

bool plot_gnuplot_found(void)
{
    const char *path = getenv("PATH");
    char dir[4096];
    while (path && *path) {
        size_t n = strcspn(path, ":");
        snprintf(dir, sizeof dir, "%.*s/gnuplot", (int)(n ? n : 1), n ? path : ".");
        if (access(dir, X_OK) == 0)
            return true;
        path += n + (path[n] == ':');
    }
    return false;
}

/* Print what gnuplot said (its stdout and stderr), each line prefixed. */
static void relay(FILE *said)
{
    char line[1024];
    rewind(said);
    while (fgets(line, sizeof line, said))
        fprintf(stderr, "nhmc: gnuplot: %s%s", line, strchr(line, '\n') ? "" : "\n");
}

/* The name gnuplot writes the picture to: the descriptor nhmc opened for
 * it, so no name from the user (or from $TMPDIR) ever reaches gnuplot, and
 * nothing gnuplot does can make a file appear under a name. */
#define PICTURE_FD   3
#define PICTURE_NAME "/dev/fd/3"

/* Variables that would change what gnuplot reads or where it looks
 * (start-up files are off already: gnuplot -d). */
static const char *const gnuplot_unset[] = {"GNUTERM",        "GNUPLOT_LIB", "GNUPLOT_DRIVER_DIR",
                                            "GNUPLOT_PS_DIR", "GNUHELP",     "GNUPLOT_IOBUFFER",
                                            "PAGER"};

/* In the child: stdin the script, stdout and stderr into `said`, fd 3 the
 * picture; then gnuplot.  Never returns. */
static void exec_gnuplot(int script_fd, int said_fd, int picture_fd)
{
    if (picture_fd != PICTURE_FD && dup2(picture_fd, PICTURE_FD) != PICTURE_FD)
        _exit(126);
    if (dup2(script_fd, STDIN_FILENO) < 0 || dup2(said_fd, STDOUT_FILENO) < 0 ||
        dup2(said_fd, STDERR_FILENO) < 0)
        _exit(126);
    for (size_t i = 0; i < sizeof gnuplot_unset / sizeof *gnuplot_unset; i++)
        unsetenv(gnuplot_unset[i]);
    setenv("LC_ALL", "C", 1);
    execlp("gnuplot", "gnuplot", "-d", (char *)NULL);
    _exit(127);
}

/* Run gnuplot (no start-up files, C locale) on the script text, drawing
 * into picture_fd. */
static int run_gnuplot(const char *text, size_t len, int picture_fd)
{
    FILE *said = tmpfile();
    int in[2];
    if (!said || pipe(in) != 0) {
        fprintf(stderr, "nhmc: cannot run gnuplot: %s\n", strerror(errno));
        if (said)
            fclose(said);
        return 1;
    }
    /* the picture's descriptor must not be fd 0-2, which the child replaces */
    int pic = picture_fd > STDERR_FILENO ? picture_fd : fcntl(picture_fd, F_DUPFD, PICTURE_FD + 1);
    struct sigaction ignore = {.sa_handler = SIG_IGN}, old;
    sigaction(SIGPIPE, &ignore, &old); /* a gnuplot that dies early is reported, not fatal */
    fflush(NULL);
    pid_t pid = pic < 0 ? -1 : fork();
    if (pid == 0) {
        close(in[1]);
        exec_gnuplot(in[0], fileno(said), pic);
    }
    close(in[0]);
    int failed = pid < 0;
    for (size_t done = 0; !failed && done < len;) {
        ssize_t n = write(in[1], text + done, len - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break; /* gnuplot stopped reading: its status says why */
        done += (size_t)n;
    }
    close(in[1]);
    if (pic >= 0 && pic != picture_fd)
        close(pic);
    int status = 0;
    while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    sigaction(SIGPIPE, &old, NULL);
    if (failed || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        relay(said);
        if (!failed && WIFEXITED(status) && WEXITSTATUS(status) == 127)
            fprintf(stderr, "nhmc: %s\n", NH_PLOT_NO_GNUPLOT);
        else
            fprintf(stderr, "nhmc: gnuplot failed drawing the plot\n");
        fclose(said);
        return 1;
    }
    fclose(said);
    return 0;
}

/* The script for output into a string (free it). */
static char *script_text(const struct plot_model *m, enum nh_plot_format format, const char *output,
                         size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (!f)
        return NULL;
    int st = plot_write_script(f, m, format, output);
    if (fclose(f) != 0 || st != 0) {
        free(text);
        return NULL;
    }
    return text;
}

/* The picture a script kept without --plot draws: its name with .svg. */
static void script_output(const char *script, char *out, size_t size)
{
    const char *dot = strrchr(script, '.'), *slash = strrchr(script, '/');
    int base = dot && (!slash || dot > slash) ? (int)(dot - script) : (int)strlen(script);
    snprintf(out, size, "%.*s.svg", base, script);
}

static int keep_script(const char *plot, const char *script, const struct plot_model *m,
                       struct nh_plot_files *out)
{
    enum nh_plot_format format = NH_PLOT_SVG;
    char svg[4096];
    size_t len;
    if (plot[0])
        plot_format_of(plot, &format);
    if (format == NH_PLOT_JSON) /* the script draws the picture beside it */
        format = NH_PLOT_SVG, plot = "";
    if (!plot[0])
        script_output(script, svg, sizeof svg);
    char *text = script_text(m, format, plot[0] ? plot : svg, &len);
    if (!text || outfile_open(&out->script, script) != 0) {
        fprintf(stderr, "nhmc: %s: cannot write: %s\n", script, strerror(errno));
        free(text);
        return 1;
    }
    out->has_script = true;
    size_t n = fwrite(text, 1, len, out->script.f);
    free(text);
    if (n != len) {
        fprintf(stderr, "nhmc: %s: write failed: %s\n", script, strerror(errno));
        return 1;
    }
    return 0;
}

static bool chart_beside;

void plot_set_chart_beside(bool on)
{
    chart_beside = on;
}

/* The chart's data as JSON (plot_json.h) into o: no gnuplot. */
static int write_json(const char *path, const struct plot_model *m, struct nh_outfile *o, bool *has)
{
    if (outfile_open(o, path) != 0) {
        fprintf(stderr, "nhmc: %s: cannot create: %s\n", path, strerror(errno));
        return 1;
    }
    *has = true;
    if (plot_write_json(o->f, m) != 0) {
        fprintf(stderr, "nhmc: %s: write failed: %s\n", path, strerror(errno));
        return 1;
    }
    return 0;
}

static int draw(const char *plot, const struct plot_model *m, struct nh_plot_files *out)
{
    enum nh_plot_format format;
    size_t len;
    char why[160];
    plot_format_of(plot, &format);
    if (outfile_open(&out->plot, plot) != 0) {
        fprintf(stderr, "nhmc: %s: cannot create: %s\n", plot, strerror(errno));
        return 1;
    }
    out->has_plot = true;
    char *text = script_text(m, format, PICTURE_NAME, &len);
    if (!text) {
        fprintf(stderr, "nhmc: out of memory writing the plot's script\n");
        return 1;
    }
    int st = run_gnuplot(text, len, fileno(out->plot.f));
    free(text);
    /* gnuplot exits 0 even when its writes failed (a full disk): the file
     * must be whole before it replaces anything */
    if (st == 0 && plot_picture_check(fileno(out->plot.f), format, why, sizeof why) != 0) {
        fprintf(stderr, "nhmc: %s: %s; the old file, if any, is kept\n", plot, why);
        st = 1;
    }
    return st;
}

int plot_prepare(const char *plot, const char *script, const struct nh_plot_input *in,
                 struct nh_plot_files *out)
{
    struct plot_model m;
    memset(out, 0, sizeof *out);
    if (plot_model_build(in, &m) != 0) {
        plot_model_free(&m);
        fprintf(stderr, "nhmc: out of memory drawing the plot\n");
        return 1;
    }
    if (m.npanels == 0) {
        plot_model_free(&m);
        fprintf(stderr, "nhmc: the run has no rows to plot\n");
        return 1;
    }
    if (m.all_panels > (size_t)m.npanels)
        snprintf(out->note, sizeof out->note, "the first %d of %zu panels", m.npanels,
                 m.all_panels);
    int st = script[0] ? keep_script(plot, script, &m, out) : 0;
    if (st == 0 && plot[0])
        st = plot_needs_gnuplot(plot) ? draw(plot, &m, out)
                                      : write_json(plot, &m, &out->plot, &out->has_plot);
    if (st == 0 && plot[0] && plot_needs_gnuplot(plot) && chart_beside) {
        char beside[4200];
        snprintf(beside, sizeof beside, "%s.json", plot);
        st = write_json(beside, &m, &out->chart, &out->has_chart);
    }
    plot_model_free(&m);
    if (st != 0)
        plot_abort(out);
    return st;
}

int plot_commit(struct nh_plot_files *f, bool quiet)
{
    struct nh_outfile *o[3] = {&f->plot, &f->script, &f->chart};
    bool has[3] = {f->has_plot, f->has_script, f->has_chart};
    int status = 0;
    for (int k = 0; k < 3; k++) {
        if (!has[k])
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s", o[k]->path);
        if (status != 0) {
            outfile_abort(o[k]);
        } else if (outfile_commit(o[k]) != 0) {
            fprintf(stderr, "nhmc: %s: write failed: %s\n", path, strerror(errno));
            status = 1;
        } else if (!quiet) {
            fprintf(stderr, "nhmc: wrote %s%s%s%s\n", path, k == 0 && f->note[0] ? " (" : "",
                    k == 0 ? f->note : "", k == 0 && f->note[0] ? ")" : "");
        }
    }
    f->has_plot = f->has_script = f->has_chart = false;
    return status;
}

void plot_abort(struct nh_plot_files *f)
{
    if (f->has_plot)
        outfile_abort(&f->plot);
    if (f->has_script)
        outfile_abort(&f->script);
    if (f->has_chart)
        outfile_abort(&f->chart);
    f->has_plot = f->has_script = f->has_chart = false;
}
