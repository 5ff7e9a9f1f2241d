/* wiki_cells: the cell text and caption of a MediaWiki table, shared by
 * the plain and the spread-out layouts (wiki.c, wiki_pivot.c). */
#include "common.h"

/* Cell text with the characters that end a cell ('|', and '!' in header
 * lines) written as HTML entities, which render the same. */
void wiki_cell_text(struct nh_writer *w, const char *s)
{
    for (const char *p = s; *p; p++) {
        if (*p == '|')
            w_puts(w, "&#124;");
        else if (*p == '!')
            w_puts(w, "&#33;");
        else
            w_putc(w, *p);
    }
}

void wiki_caption(struct nh_writer *w, const struct nh_table *t, const char *constants,
                  const char *extra)
{
    char trials[NH_CELL_SIZE];
    format_grouped(trials, sizeof trials, t->trials);
    w_puts(w, "|+ ");
    if (t->what[0]) {
        wiki_cell_text(w, t->what);
        w_puts(w, "; ");
    }
    if (constants && constants[0]) {
        w_puts(w, "all rows: ");
        wiki_cell_text(w, constants);
        w_puts(w, "; ");
    }
    if (t->exact)
        w_puts(w, "exact values");
    else
        w_printf(w, "%s trials per row, seed %llu", trials, t->seed);
    if (extra)
        wiki_cell_text(w, extra);
    if (t->command && t->command[0]) {
        /* nowiki: the command's quotes and brackets are not markup */
        w_puts(w, "; made by <code><nowiki>");
        wiki_cell_text(w, t->command);
        w_puts(w, "</nowiki></code>");
    }
    w_putc(w, '\n');
}
