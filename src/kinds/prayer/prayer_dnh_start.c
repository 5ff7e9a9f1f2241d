/* prayer_dnh_start: the state a dNetHack hero starts the game in, as far as
 * prayer reads it (prayer.h; docs/rules.md, dNetHack prayer, Starting
 * state).  Facts from dNetHack compat-3.23.0 (fb3ca466) src/u_init.c,
 * u_init(): its role switch, then its race switch, after newhp() has set
 * the record to the role's initrecord (src/attrib.c). */
#include "kinds/prayer/prayer_impl.h"
#include "nhmc/heroes.h"

enum { ELF = 1, DWARF = 2 }; /* vanilla's race indices, kept by nh_dnh_races */
enum { HEALER = 3 };         /* vanilla's role index, kept by nh_dnh_roles */

void prayer_dnh_start(int role, int race, struct prayer_dnh_start *s)
{
    s->luck = 0;
    s->anger = 0;
    s->sins = 0;
    s->record = nh_dnh_roles[role].initrecord;
    /* role switch: "You have sinned" */
    if (role == NH_DNH_CON)
        s->sins += 16;
    if (role == NH_DNH_MAD) {
        s->sins += 13;
        s->anger = 1; /* "gods slightly torqued": the role's three gods, anger 1 */
    }
    /* race switch */
    if (race == NH_DNH_VAMPIRE) {
        /* adjalign(-5) under the cap of moves 1 and the sins so far, then 5 sins */
        s->record = prayer_adjalign(s->record, -5, prayer_align_limit(1) - s->sins);
        s->sins += 5;
        s->luck -= 1;
    }
    if (race == NH_DNH_DROW && role == HEALER)
        s->luck -= 10;
}

unsigned prayer_dnh_play_alignments(int role, int race)
{
    if (role == NH_DNH_BIN)
        return 0; /* role switch: A_VOID, the god GOD_THE_VOID */
    if (role == NH_DNH_BRD && race == NH_DNH_CLOCKWORK)
        return NH_ALLOW_LAWFUL; /* role switch, the Troubadour */
    if (role == NH_DNH_ANA && race == DWARF)
        return NH_ALLOW_CHAOTIC; /* role switch, the Anachrononaut */
    if (role == HEALER && (race == ELF || race == NH_DNH_DROW))
        return NH_ALLOW_NEUTRAL; /* race switch, elf and drow */
    unsigned chosen = prayer_dnh_alignments(role, race);
    /* race switch, drow: a male Nobleman, and a male of any role but the
     * Anachrononaut, Healer, Binder (PM_EXILE) and Convict, is neutral */
    if (race == NH_DNH_DROW && role != NH_DNH_ANA && role != NH_DNH_CON)
        chosen |= NH_ALLOW_NEUTRAL;
    return chosen;
}

/* Steps come at luck_turn + P, then every P turns (P = 600, 300 while
 * angry): from luck_turn 0, at P, 2P, ... while Luck is off its base. */
int prayer_dnh_luck_at(int start, int base, int turn, bool angry, int *luck_turn)
{
    int period = angry ? 300 : 600;
    int off = start > base ? start - base : base - start;
    int steps = turn / period < off ? turn / period : off;
    *luck_turn = steps * period;
    return start > base ? start - steps : start + steps;
}
