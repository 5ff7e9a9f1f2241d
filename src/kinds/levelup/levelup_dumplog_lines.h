/* levelup_dumplog_lines: the shape of each line of a NetHack 3.6.7 or 3.7
 * dumplog that the reader (levelup_dumplog.c) takes a number from.  Each
 * function is given the one line the game writes there (the reader finds
 * it by its place) and takes it only when the whole line has the game's
 * shape, so that text the player chose (the hero's name, which can hold
 * any printable characters) cannot stand in for a field.
 */
#ifndef NHMC_LEVELUP_DUMPLOG_LINES_H
#define NHMC_LEVELUP_DUMPLOG_LINES_H

#include <stdbool.h>
#include <stddef.h>

#include "kinds/levelup/levelup_impl.h"

/* Longest line looked at; longer ones (no line the reader takes is) are
 * counted and skipped. */
#define LEVELUP_DUMP_LINE_MAX 1024

/* A whole number of at most 6 digits at *p, moving p past it. */
bool dumplog_number(const char **p, int *out);

/* Line 1, getversionstring(): "NetHack Version 3.6.7 - ...". */
void dumplog_version_line(const char *line, int lineno, struct levelup_dumplog *d);
/* Line 5: "NAME, ALIGN GENDER RACE ROLE" (dump_everything()). */
void dumplog_identity_line(const char *line, int lineno, struct levelup_dumplog *d);
/* do_statusline1(): "NAME the RANK  St:18/50 Dx:16 Co:18 In:8 Wi:10 Ch:9
 * Lawful", NAME cut to 10 characters; name: the identity's, or NULL. */
bool dumplog_status1(const char *line, const char *name, int *con);
/* do_statusline2(): "Dlvl:12 $:1234 HP:0(120) Pw:34(41) AC:-5 Xp:14/96213
 * T:23456 ..."; *xl or *hd is -1 when the line has the other. */
bool dumplog_status2(const char *line, int *maxhp, int *xl, int *hd);
/* background_enlightenment(): " You were in vampire lord form." (the form's
 * words into form), " You were [actually ]a Warrior, a level 14 dwarven
 * Valkyrie." or " You were a Priestess, level 10 human." (the level). */
bool dumplog_form_line(const char *line, char *form, size_t len);
bool dumplog_role_line(const char *line, int *xl);
/* basics_enlightenment(): " You had all 120 hit points." or " You had 0 out
 * of 120 hit points." (the max). */
bool dumplog_basics_hp(const char *line, int *maxhp);
/* one_characteristic(): " Your constitution was 18 (limit:18)." or " Your
 * constitution was 18." */
bool dumplog_con_line(const char *line, int *con);
/* really_done(): "and 1234 pieces of gold, after 23456 moves." and the line
 * after it, "You were level 14 with a maximum of 120 hit points when you
 * died." */
bool dumplog_gold_line(const char *line);
bool dumplog_end_line(const char *line, int *xl, int *maxhp);

#endif
