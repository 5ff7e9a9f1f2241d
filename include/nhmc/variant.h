/* variant: the game versions nhmc models, and their names. */
#ifndef NHMC_VARIANT_H
#define NHMC_VARIANT_H

enum nh_variant {
    NH_V343, /* NetHack 3.4.3 */
    NH_V367, /* NetHack 3.6.7 */
    NH_V50,  /* NetHack 5.0: the 3.7 development line as released (nethack50.md) */
    NH_VFIQ, /* FIQHack: its own HP regeneration (variants.md §C); regen only */
    NH_VARIANT_COUNT
};

#define NH_VARIANT_DEFAULT NH_V367
/* The vanilla versions come first: levelup and the kinds built on it model
 * these; the variants after them only some kinds (variant_has_levelup). */
#define NH_VANILLA_COUNT 3

/* Whether levelup (and the rules of vanilla.md §2) covers the variant. */
static inline int variant_has_levelup(enum nh_variant v)
{
    return (int)v < NH_VANILLA_COUNT;
}

/* Canonical name ("3.4.3", "3.6.7", "5.0"). */
const char *variant_name(enum nh_variant v);
/* One line describing the variant and its source, for `nhmc list variants`. */
const char *variant_description(enum nh_variant v);
/* Parse a name: "3.4.3", "3.6.7", "5.0", "3.7" (an alias of 5.0),
 * "fiqhack", also "343", "367", "50", "nethack-3.6.7", "fiq"; any case.
 * Returns 0 or -1. */
int variant_parse(const char *text, enum nh_variant *out);

#endif
