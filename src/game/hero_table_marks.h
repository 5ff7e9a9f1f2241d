/* hero_table_marks: the short names the role and race tables of
 * hero_tables.c, dnh_heroes.c and variant_heroes.c write their rows with
 * (only those files include it). */
#ifndef NHMC_HERO_TABLE_MARKS_H
#define NHMC_HERO_TABLE_MARKS_H

#include "nhmc/hero_rules.h"

/* Genders and alignments (the game's ROLE_MALE ... ROLE_CHAOTIC bits of
 * allow). */
#define MF (NH_ALLOW_MALE | NH_ALLOW_FEMALE)
#define F  NH_ALLOW_FEMALE
#define L  NH_ALLOW_LAWFUL
#define N  NH_ALLOW_NEUTRAL
#define C  NH_ALLOW_CHAOTIC

/* Vanilla's five races: bit r for race index r of nh_races, which are also
 * the first five of dNetHack's MA_* race flags. */
#define HUM (1u << 0)
#define ELF (1u << 1)
#define DWA (1u << 2)
#define GNO (1u << 3)
#define ORC (1u << 4)

#endif
