/* sanity_list: `nhmc list places` and `nhmc list sanity-species`. */
#include <stdio.h>
#include <string.h>

#include "kinds/sanity/sanity_impl.h"

/* `nhmc list places` and `nhmc list sanity-species` (docs/rules.md, Sanity regeneration;
 * Sanity loss from monsters). */
int sanity_list(int argc, char **argv)
{
    const char *what = argv[0];
    (void)argc;
    if (strcmp(what, "places") == 0) {
        printf("%-27s %4s  %-30s %s\n", "place", "R", "where", "condition");
        for (int p = 0; p < SP_COUNT; p++) {
            const struct sanity_table_row *r = sanity_place_row((enum sanity_place)p);
            if (r->note[0])
                printf("%-27s %+4d  %-30s %s\n", r->abbr, r->term, r->name, r->note);
            else
                printf("%-27s %+4d  %s\n", r->abbr, r->term, r->name);
        }
        printf("\nR: the term added to the sanity threshold R (dNetHack; docs/rules.md, Sanity "
               "regeneration).\n");
        return 0;
    }
    printf("%-28s %3s  %s\n", "species", "D", "madness on sight");
    for (int i = 0; i < SAN_SPECIES_COUNT; i++) {
        const struct sanity_species *sp = sanity_species_at(i);
        if (strcmp(what, "tannin") == 0 && !strstr(sp->name, "tanni") &&
            !strstr(sp->name, "tannah"))
            continue;
        if (sp->madness)
            printf("%-28s %3d  %s\n", sp->name, sp->d, sp->madness);
        else
            printf("%-28s %3d\n", sp->name, sp->d);
    }
    printf("\nD: difficulty, which sets the first-sighting loss (dNetHack; docs/rules.md, "
           "Sanity loss from monsters).\n");
    return 0;
}
