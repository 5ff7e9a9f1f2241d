/* variant: the game versions nhmc models, and their names. */
#ifndef NHMC_VARIANT_H
#define NHMC_VARIANT_H

enum nh_variant {
    NH_V343, /* NetHack 3.4.3 */
    NH_V367, /* NetHack 3.6.7 */
    NH_V50,  /* NetHack 5.0: the 3.7 development line as released (docs/rules.md, Versions and
                notation) */
    NH_VFIQ, /* FIQHack: its own HP regeneration (docs/rules.md, Regeneration in FIQHack); regen
                only */
    NH_VDNH, /* dNetHack: its HP model (docs/rules.md, dNetHack HP); levelup, regen and prayer */
    NH_VARIANT_COUNT
};

#define NH_VARIANT_DEFAULT NH_V367
/* The vanilla versions come first: every kind models these; the variants
 * after them only some kinds (variant_kinds). */
#define NH_VANILLA_COUNT 3

/* Whether the variant is one of the vanilla versions: 3.4.3, 3.6.7, 5.0. */
static inline int variant_is_vanilla(enum nh_variant v)
{
    return (int)v >= 0 && (int)v < NH_VANILLA_COUNT;
}

/* Whether kind levelup covers the variant: the vanilla versions (docs/rules.md,
 * Hero max HP) and dNetHack (docs/rules.md, dNetHack max HP; dNetHack level gain and drain). */
static inline int variant_has_levelup(enum nh_variant v)
{
    return variant_is_vanilla(v) || v == NH_VDNH;
}

/* Canonical name ("3.4.3", "3.6.7", "5.0"). */
const char *variant_name(enum nh_variant v);
/* One line describing the variant and its source, for `nhmc list variants`. */
const char *variant_description(enum nh_variant v);
/* The kinds a non-vanilla variant is modelled for, as words for messages
 * ("regen"; "levelup and regen"); "every kind" for a vanilla version. */
const char *variant_kinds(enum nh_variant v);
/* Parse a name: "3.4.3", "3.6.7", "5.0", "3.7" (an alias of 5.0),
 * "fiqhack", "dnethack", also "343", "367", "50", "nethack-3.6.7", "fiq",
 * "dnh", "dnao", or a unique prefix of one ("dnet"); any case (names.h,
 * nh_variant_names, says why a text is refused).
 * Returns 0 or -1. */
int variant_parse(const char *text, enum nh_variant *out);

#endif
