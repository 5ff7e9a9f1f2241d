/* sanity_species: the 141 sanity-taxing (MG_SANLOSS) species of dNetHack
 * with their difficulty D (dNetHack's monster table and util/makedefs.c, mstrength(), listed in the
 * game's monster order; docs/rules.md, Sanity loss from monsters) and the permanent madness seeing
 * one gives (docs/rules.md, Permanent madness; species with a madness that do not tax sanity are
 * not here).  Our own table of data facts.  The three "horrors" whose D the game recomputes at run
 * time are not MG_SANLOSS entries of the appendix and are left out.
 */
#include <stddef.h>
#include <strings.h>

#include "kinds/sanity/sanity_impl.h"

#define CTHULHU_INDEX  128
#define DELIRIUM_INDEX 64

static const struct sanity_species species[SAN_SPECIES_COUNT] = {
    {"vermiurge", 50, "VERMIN"},
    {"blob of preserved organs", 2, NULL},
    {"shoggoth", 25, NULL},
    {"priest of Ghaunadaur", 27, NULL},
    {"mothering mass", 23, NULL},
    {"coiling brawn", 13, NULL},
    {"werejackal", 4, NULL},
    {"werewolf", 11, NULL},
    {"hound of Tindalos", 18, NULL},
    {"floating eye", 3, NULL},
    {"beholder", 10, NULL},
    {"eye of doom", 20, NULL},
    {"changed", 9, NULL},
    {"mind flayer", 11, NULL},
    {"edderkop", 14, NULL},
    {"master mind flayer", 18, NULL},
    {"deeper one", 19, NULL},
    {"star spawn", 33, NULL},
    {"metamorphosed nupperibo", 15, NULL},
    {"ancient nupperibo", 22, NULL},
    {"ethereal filcher", 9, NULL},
    {"swamp nymph", 14, NULL},
    {"neverwas", 18, NULL},
    {"deep dweller", 23, NULL},
    {"dark young", 31, NULL},
    {"wererat", 9, NULL},
    {"hunting horror", 28, NULL},
    {"weeping angel", 19, NULL},
    {"byakhee", 15, NULL},
    {"Synaisthesia", 25, NULL},
    {"migo worker", 9, NULL},
    {"migo soldier", 14, NULL},
    {"migo philosopher", 14, NULL},
    {"migo queen", 31, NULL},
    {"fungal brain", 12, NULL},
    {"warrior changed", 22, NULL},
    {"deepest one", 35, NULL},
    {"lurking one", 37, NULL},
    {"blasphemous lurker", 56, NULL},
    {"lurking hand", 33, NULL},
    {"blasphemous hand", 34, NULL},
    {"darkness given hunger", 20, NULL},
    {"serpent man of Yoth", 15, NULL},
    {"feathery serpent priestess", 17, NULL},
    {"serpent priest", 18, NULL},
    {"daughter of Naunet", 36, NULL},
    {"chuul", 7, NULL},
    {"umber hulk", 12, NULL},
    {"elder chuul", 14, NULL},
    {"parasitic wall-hugger", 17, NULL},
    {"gray devourer", 25, NULL},
    {"uvuudaum", 28, NULL},
    {"star vampire", 22, NULL},
    {"gug", 21, NULL},
    {"hungry dead", 12, NULL},
    {"dread seraph", 28, NULL},
    {"brain golem", 10, NULL},
    {"semblance", 15, NULL},
    {"parasitized doll", 33, NULL},
    {"embraced drowess", 27, NULL},
    {"mindless thrall", 13, NULL},
    {"elder priest", 34, "HELMINTHOPHOBIA"},
    {"parasitized knight", 12, NULL},
    {"daughter of bedlam", 15, NULL},
    {"walking delirium", 17, "DELUSIONS"},
    {"alkilith", 17, NULL},
    {"apocalypse angel", 20, NULL},
    {"ancient of corruption", 24, NULL},
    {"ancient of death", 23, NULL},
    {"akkabish tannin", 21, "FORMICATION"},
    {"shalosh tannah", 24, "HOST"},
    {"nachash tannin", 24, "SCIAPHILIA"},
    {"khaamnun tannin", 24, "FORGETFUL"},
    {"raglayim tannin", 31, "TOO_BIG"},
    {"teraphim tannah", 39, NULL},
    {"sartan tannin", 26, "ROTTING"},
    {"Aldinach", 29, "REAL_DELUSIONS"},
    {"Juiblex", 33, "GLUTTONY"},
    {"Dagon", 58, "THALASSOPHOBIA"},
    {"Obox-ob", 58, "ENTOMOPHOBIA"},
    {"charybdisone", 29, NULL},
    {"brainblossom patch", 10, NULL},
    {"black flower", 46, NULL},
    {"worm that walks", 23, NULL},
    {"strange corpse", 2, NULL},
    {"parasitized embraced alider", 52, NULL},
    {"parasitized android", 18, NULL},
    {"parasitized gynoid", 25, NULL},
    {"parasitized operator", 16, NULL},
    {"parasitized commander", 36, NULL},
    {"parasitic mind flayer", 7, NULL},
    {"parasitic master mind flayer", 14, NULL},
    {"crucified android", 24, NULL},
    {"crucified gynoid", 24, NULL},
    {"twitching four-armed changed", 27, NULL},
    {"clairvoyant changed", 28, NULL},
    {"Lugribossk", 36, NULL},
    {"Maanzecorian", 34, NULL},
    {"Warden Arianna", 24, NULL},
    {"Daruth Xaxox", 31, NULL},
    {"Blibdoolpoolp, graven-into-flesh", 34, NULL},
    {"Blibdoolpoolp's mindgraven champion", 12, NULL},
    {"Doctor Archer", 25, NULL},
    {"Watcher in the Water", 29, NULL},
    {"elder brain", 36, NULL},
    {"A'gone", 15, NULL},
    {"Legion", 52, NULL},
    {"aspect of The Silence", 38, NULL},
    {"elven wraith", 10, NULL},
    {"small goat spawn", 7, NULL},
    {"goat spawn", 11, NULL},
    {"giant goat spawn", 20, NULL},
    {"blessed", 39, NULL},
    {"mouth of the goat", 47, NULL},
    {"Good Neighbor", 39, NULL},
    {"Ghoul-queen Nitocris", 34, NULL},
    {"twin sibling", 5, NULL},
    {"bestial dervish", 31, NULL},
    {"blood shower", 20, NULL},
    {"many-taloned thing", 21, NULL},
    {"hemorrhagic thing", 22, NULL},
    {"many-eyed seeker", 23, NULL},
    {"man-faced millipede", 26, NULL},
    {"crimson writher", 13, NULL},
    {"grotesque peeper", 10, NULL},
    {"alhoon", 26, NULL},
    {"Father Dagon", 32, NULL},
    {"Mother Hydra", 33, NULL},
    {"Great Cthulhu", 52, NULL},
    {"drow alienist", 20, NULL},
    {"Mad Grazi", 14, NULL},
    {"kuo toa", 5, NULL},
    {"kuo toa whip", 8, NULL},
    {"Lady Constance", 17, NULL},
    {"patient", 12, NULL},
    {"contaminated patient", 12, NULL},
    {"Stranger", 35, NULL},
    {"Suzerain", 35, NULL},
    {"flaxen starshadow", 5, NULL},
    {"flaxen star-phantom", 23, NULL},
    {"veil-render", 28, NULL},
};

const struct sanity_species *sanity_species_at(int i)
{
    return i >= 0 && i < SAN_SPECIES_COUNT ? &species[i] : NULL;
}

int sanity_species_find(const char *name)
{
    for (int i = 0; i < SAN_SPECIES_COUNT; i++)
        if (strcasecmp(species[i].name, name) == 0)
            return i;
    return -1;
}

/* Its position in the table above (tests/test_sanity.c checks it). */
int sanity_species_cthulhu(void)
{
    return CTHULHU_INDEX;
}

int sanity_species_delirium(void)
{
    return DELIRIUM_INDEX;
}
