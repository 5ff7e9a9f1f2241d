/* variant: the game versions nhmc models, and their names. */
#ifndef NHMC_VARIANT_H
#define NHMC_VARIANT_H

enum nh_variant {
    NH_V343, /* NetHack 3.4.3 */
    NH_V367, /* NetHack 3.6.7 */
    NH_V50,  /* NetHack 5.0: the 3.7 development line as released (docs/rules.md, Versions and
                notation) */
    NH_VFIQ, /* FIQHack: its own HP regeneration (docs/rules.md, Regeneration in FIQHack) */
    NH_VDNH, /* dNetHack: its HP model (docs/rules.md, dNetHack HP) */
    NH_VXNH, /* xNetHack: 5.0's rules, its own hero table (docs/xnethack-heroes.md) */
    NH_VEVH, /* EvilHack: 3.6.7's rules, its own heroes (docs/evilhack-heroes.md) */
    NH_VUNH, /* UnNetHack: 3.4.3's level gain, its own heroes (docs/unnethack-heroes.md) */
    NH_VARIANT_COUNT
};

#define NH_VARIANT_DEFAULT NH_V367
/* The vanilla versions come first: every kind but those of one variant
 * models these; which kinds model the others is the registry's (kind.h,
 * struct nh_kind's variants). */
#define NH_VANILLA_COUNT 3

/* The bit of variant v in a set of variants (struct nh_kind's variants),
 * the vanilla versions' set and every variant's. */
#define NH_VARIANT_BIT(v) (1u << (unsigned)(v))
#define NH_VARIANTS_VANILLA                                                                        \
    (NH_VARIANT_BIT(NH_V343) | NH_VARIANT_BIT(NH_V367) | NH_VARIANT_BIT(NH_V50))
#define NH_VARIANTS_ALL ((1u << NH_VARIANT_COUNT) - 1u)

/* Whether the variant is one of the vanilla versions: 3.4.3, 3.6.7, 5.0. */
static inline int variant_is_vanilla(enum nh_variant v)
{
    return (int)v >= 0 && (int)v < NH_VANILLA_COUNT;
}

/* Canonical name ("3.4.3", "3.6.7", "5.0"). */
const char *variant_name(enum nh_variant v);
/* One line describing the variant and its source, for `nhmc list variants`. */
const char *variant_description(enum nh_variant v);
/* The game's name, for sentences ("dNetHack"). */
const char *variant_game(enum nh_variant v);
/* What `nhmc --help` says after the name (5.0: "also called 3.7: ..."), or
 * NULL.  The kinds that model a variant are the registry's (kind.h). */
const char *variant_note(enum nh_variant v);
/* Parse a name: "3.4.3", "3.6.7", "5.0", "3.7" (an alias of 5.0),
 * "fiqhack", "dnethack", "xnethack", "evilhack", "unnethack", also "343",
 * "367", "50", "nethack-3.6.7", "fiq", "dnh", "dnao", "xnh", "evh", "unh",
 * or a unique prefix of one ("dnet"); any case (names.h,
 * nh_variant_names, says why a text is refused).
 * Returns 0 or -1. */
int variant_parse(const char *text, enum nh_variant *out);

#endif
