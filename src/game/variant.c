/* variant: names and descriptions of the modelled game versions. */
#include "nhmc/variant.h"

#include <stddef.h>
#include <string.h>

#include "nhmc/names.h"

static const struct {
    const char *name;
    const char *description;
    const char *game; /* the game's name ("dNetHack's alone") */
    const char *note; /* for `nhmc --help`, after the name; NULL: none */
    const char *aliases[5];
} variants[NH_VARIANT_COUNT] = {
    [NH_V343] = {"3.4.3",
                 "NetHack 3.4.3 (2003)",
                 "NetHack",
                 NULL,
                 {"343", "nethack-3.4.3", "nethack3.4.3", NULL}},
    [NH_V367] = {"3.6.7",
                 "NetHack 3.6.7 (2023, tag NetHack-3.6.7_Released)",
                 "NetHack",
                 NULL,
                 {"367", "nethack-3.6.7", "nethack3.6.7", NULL}},
    [NH_V50] = {"5.0",
                "NetHack 5.0 (2026), the 3.7 development line as released (\"3.7\" is another "
                "name)",
                "NetHack",
                "also called 3.7: the 3.7 development line as released in May 2026",
                {"3.7", "50", "5.0.0", "nethack-5.0", NULL}},
    [NH_VFIQ] = {"fiqhack", "FIQHack (NetHack 4 line)", "FIQHack", NULL, {"fiq", NULL}},
    [NH_VDNH] = {"dnethack", "dNetHack (dNAO)", "dNetHack", NULL, {"dnh", "dnao", NULL}},
    [NH_VXNH] = {"xnethack",
                 "xNetHack 9.1 (copperwater/xNetHack 3dd346ca)",
                 "xNetHack",
                 NULL,
                 {"xnh", NULL}},
    [NH_VEVH] =
        {"evilhack", "EvilHack (k21971/EvilHack c444f6a3)", "EvilHack", NULL, {"evh", NULL}},
    [NH_VUNH] =
        {"unnethack", "UnNetHack (UnNetHack/UnNetHack 24dce727)", "UnNetHack", NULL, {"unh", NULL}},
};

const char *variant_name(enum nh_variant v)
{
    return (unsigned)v < NH_VARIANT_COUNT ? variants[v].name : "?";
}

const char *variant_description(enum nh_variant v)
{
    return (unsigned)v < NH_VARIANT_COUNT ? variants[v].description : "?";
}

const char *variant_game(enum nh_variant v)
{
    return (unsigned)v < NH_VARIANT_COUNT ? variants[v].game : "?";
}

const char *variant_note(enum nh_variant v)
{
    return (unsigned)v < NH_VARIANT_COUNT ? variants[v].note : NULL;
}

/* The name, then the other spellings. */
static const char *variant_form(const void *ctx, int i, int k, size_t *len)
{
    (void)ctx;
    const char *f = k == 0 ? variants[i].name : NULL;
    for (int a = 0; k > 0 && a < k && variants[i].aliases[a]; a++)
        if (a == k - 1)
            f = variants[i].aliases[a];
    if (f)
        *len = strlen(f);
    return f;
}

const struct nh_names nh_variant_names = {NULL, NH_VARIANT_COUNT, variant_form, true, "variant"};

int variant_parse(const char *text, enum nh_variant *out)
{
    int v = nh_name_index(&nh_variant_names, text);
    if (v < 0)
        return -1;
    *out = (enum nh_variant)v;
    return 0;
}
