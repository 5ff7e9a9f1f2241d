/* prayer: one prayer for low HP and what follows it (docs/rules.md, Prayer;
 * rnz; rnl): what the registry and other kinds use (growth's timelines
 * pray).  The kind's own rules, kernel, exact model and report are in
 * prayer_impl.h.
 *
 * A case is one hero praying once, off an altar or on one, at turn T, never
 * having prayed before.  The hero acts on turn T, is helpless for three turn
 * boundaries, prayer_done() runs at the end of the third (docs/rules.md, Prayer timeline) and the
 * hero acts again on turn T + 3.  A trial reports what the prayer did and when the hero, acting,
 * would next find a low-HP prayer safe.
 *
 * Modelling choices (docs/kinds/prayer.md):
 *  - Only the HP trouble exists (no other major or minor trouble); no
 *    Gehennom, no undead or demon form, no water on the altar.
 *  - The timeout starts at 300 and falls by 1 a turn (docs/rules.md, Prayer timeout).  Wishes were
 *    made before it first ran out, each adding rn1(100,50): at turn T it is
 *    max(0, 301 + sum - T).
 *  - Luck is u.uluck, -10..10 (no luck items: a luckstone would stop the
 *    Luck timeout).  It times out toward base_luck (full moon, Friday the
 *    13th, the fedora of 5.0, xNetHack and UnNetHack) one step per 600
 *    turns, 300 while the god is angry: on multiples of 600 (300) in 3.4.3,
 *    3.6.7, 5.0 and xNetHack, 600 (300) after u.luckturn in dNetHack,
 *    EvilHack and UnNetHack (docs/rules.md, Luck).
 *  - No levels were lost before (so the golden glow adds 5 max HP).
 *  - "Safe" means a low-HP prayer off an altar would succeed: timeout at
 *    most 200, Luck at least 0, no anger, record at least 0.  Anger and a
 *    negative record never wear off by themselves here, so after them the
 *    hero is never safe (it takes a sacrifice or good deeds).
 */
#ifndef NHMC_PRAYER_H
#define NHMC_PRAYER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "nhmc/rng.h"
#include "nhmc/tally.h"
#include "nhmc/variant.h"
#include "nhmc/jobs.h"
#include "nhmc/experiment.h"
#include "nhmc/kind.h"

#define PRAYER_MAXHP_ROLLED 0 /* max HP rolled as levelup rolls it */
/* u.ublesscnt at the start of a game (u_init.c): 300; the timeout at turn T
 * is PRAYER_TIMEOUT_START + 1 - T while positive (docs/rules.md, Prayer
 * timeout) */
#define PRAYER_TIMEOUT_START 300
#define PRAYER_MAX_WISHES    20
/* Words one prayer reads at most: wishes, 29 gains, then 15, dNetHack's 3
 * and its 4 repeated fixes (prayer_words). */
#define PRAYER_WORDS_MAX  (PRAYER_MAX_WISHES + 29 + 15 + 3 + 4)
#define PRAYER_TURN_MAX   1000000
#define PRAYER_MAX_HP     100000
#define PRAYER_LUCK_MIN   (-10)
#define PRAYER_LUCK_MAX   10
#define PRAYER_RECORD_MIN (-1000)

/* Thresholds of src/pray.c (docs/rules.md, Alignment record). */
#define PRAYER_PIOUS    20
#define PRAYER_DEVOUT   14
#define PRAYER_STRIDENT 4

enum prayer_altar {
    PRAYER_OFF_ALTAR,
    PRAYER_COALIGNED,    /* the hero's own god's altar */
    PRAYER_SHRINE,       /* a co-aligned altar in a temple (on_shrine) */
    PRAYER_CROSSALIGNED, /* another god's altar: alignment = record / 2 */
    PRAYER_OPPOSED,      /* lawful on chaotic or chaotic on lawful: -record */
    PRAYER_ALTAR_COUNT
};
const char *prayer_altar_name(enum prayer_altar a); /* "none", "coaligned", ... */
int prayer_altar_parse(const char *text);           /* any case; -1 if unknown */

/* can_pray()'s p_type (docs/rules.md, Prayer verdict): 0 too soon, 1 naughty, 2 cross-aligned
 * altar, 3 good. */
enum prayer_type { PRAYER_TOO_SOON, PRAYER_NAUGHTY, PRAYER_CROSS, PRAYER_GOOD };

struct prayer_case {
    enum nh_variant variant; /* 3.4.3, 3.6.7 or 5.0 */
    int role, race;
    int con;   /* 3..25: the Con bonus of rolled max HP */
    int xl;    /* 1..30 */
    int maxhp; /* 1..PRAYER_MAX_HP, or PRAYER_MAXHP_ROLLED */
    int hp;    /* HP at the prayer, 1..maxhp (rolled: 1..the least max HP) */
    bool polyd;
    int mh, mhmax; /* when polyd */
    bool unchanging;
    int turn;      /* T, 1..PRAYER_TURN_MAX */
    int luck;      /* Luck when praying */
    int base_luck; /* what Luck times out to */
    int record;    /* alignment record when praying, at most 10 + T/200 */
    int anger;     /* u.ugangr when praying, 0.. */
    int wishes;    /* 0..PRAYER_MAX_WISHES */
    enum prayer_altar altar;
    bool demigod, crowned; /* the new timeout's extra rnz(1000) terms */
    bool tune_known;       /* the castle tune boon falls through to the glow */
    /* dNetHack only (docs/rules.md, dNetHack prayer); 0 in the others. */
    int alignment; /* the hero's: PRAYER_LAWFUL, PRAYER_NEUTRAL or PRAYER_CHAOTIC */
    int holiness;  /* of the god prayed to: enum prayer_holiness */
    int luck_turn; /* u.luckturn: the turn Luck last timed out, 0..turn */
    int sins;      /* u.ualign.sins, lowering the alignment cap (prayer_case_align_limit) */
    /* xNetHack, EvilHack and UnNetHack (docs/rules.md, Prayer in xNetHack,
     * EvilHack and UnNetHack): alignment above is the hero's (EvilHack's
     * Infidel PRAYER_UNALIGNED), holiness the god's whose turning an undead
     * hero meets (lawful holy, neutral neutral, else unholy), luck_turn
     * u.luckturn (EvilHack, UnNetHack); abused: EvilHack's u.ualign.abuse
     * is not 0 (a Caveman's pat on the head, an aasimar's level gains). */
    bool abused;
};

/* dNetHack's alignments (the hero's u.ualign.type) and the holiness of a
 * god (dNetHack include/godlist.h, HOLY_HOLINESS ...). */
enum { PRAYER_VOID = -3, PRAYER_CHAOTIC = -1, PRAYER_NEUTRAL = 0, PRAYER_LAWFUL = 1 };
/* EvilHack's Infidel: A_NONE (include/align.h), Moloch's. */
#define PRAYER_UNALIGNED (-128)
/* PRAYER_VOID (A_VOID, include/align.h) is the Binder's: its god is the
 * Void, of VOID_HOLINESS (include/godlist.h), which no key names. */
enum prayer_holiness { PRAYER_HOLY, PRAYER_NEUTRAL_HOLINESS, PRAYER_UNHOLY, PRAYER_HOLINESS_COUNT };
#define PRAYER_VOID_HOLINESS PRAYER_HOLINESS_COUNT
const char *prayer_holiness_name(int h);     /* "holy", "neutral", "unholy", "void" */
int prayer_holiness_parse(const char *text); /* any case; -1 if unknown */
const char *prayer_alignment_name(int a);    /* "lawful", "neutral", "chaotic" */

/* ---- what growth's timelines use of the rules (prayer_rules.c) ---- */

/* The starting base Luck (docs/rules.md, Luck): +1 full moon, -1
 * Friday the 13th, +1 for a 5.0, xNetHack or UnNetHack Archeologist
 * wearing the fedora. */
int prayer_base_luck(enum nh_variant v, int role, bool full_moon, bool friday13, bool fedora);
/* The Luck timeout at the boundary into turn `turn` (docs/rules.md, Luck): one step toward
 * base when turn is a multiple of 600 (300 while angry).  dNetHack, EvilHack
 * and UnNetHack step on u.luckturn's timer instead (prayer_luck_on_timer). */
int prayer_luck_timeout(int luck, int base, int turn, bool angry);
/* Whether Luck times out on u.luckturn's timer (dNetHack, EvilHack,
 * UnNetHack src/timeout.c, nh_timeout()) rather than on multiples of 600. */
bool prayer_luck_on_timer(enum nh_variant v);
/* The alignments an xNetHack, EvilHack or UnNetHack hero of this role and
 * race may have (NH_ALLOW_* bits): those role and race both allow, a
 * Convict's chaotic (u_init()); 0 for EvilHack's Infidel (unaligned). */
unsigned prayer_var_alignments(enum nh_variant v, int role, int race);
/* What u_init() changes before turn 1: Luck (UnNetHack's vampire -1) and
 * the record (EvilHack's draugr and vampire -20 but a Convict or Infidel;
 * UnNetHack's vampire -5), on top of the role's initrecord. */
void prayer_var_start(enum nh_variant v, int role, int race, int *luck, int *record);
/* dNetHack's Luck timeout at the boundary into turn `turn` (src/timeout.c,
 * nh_timeout()): one step toward base when turn >= *luck_turn + 600 (300 while
 * angry), *luck_turn then set to turn. */
int prayer_dnh_luck_timeout(int luck, int base, int turn, bool angry, int *luck_turn);
/* Most fixes of low max HP one prayer makes (dNetHack repeats them). */
#define PRAYER_DNH_FIXES_MAX 5 /* each fix adds 1 at least, from 1 to 6 */

/* What angrygods()' roll does (docs/rules.md, Angry god). */
enum prayer_wrath {
    PRAYER_WRATH_DISPLEASED, /* 0-1 */
    PRAYER_WRATH_LEVEL,      /* 2-3: lose Wis and a level */
    PRAYER_WRATH_CURSE,      /* 4-5 (and 6 when punished): black glow */
    PRAYER_WRATH_PUNISH,     /* 6 */
    PRAYER_WRATH_MINION,     /* 7-8 */
    PRAYER_WRATH_ZAP,        /* 9-14: lightning and disintegration */
};
enum prayer_wrath prayer_wrath_of(int roll);

/* ---- one trial ---- */

#define PRAYER_NEVER (-1) /* safe_wait: never safe without a sacrifice */

struct prayer_outcome {
    enum prayer_type type;
    int maxhp;                               /* max HP before the prayer (rolled or given) */
    bool fixed;                              /* TROUBLE_HIT was fixed */
    int fix_roll;                            /* the fix's rnd(5) added to max HP, 0 if none */
    int fix_again[PRAYER_DNH_FIXES_MAX - 1]; /* dNetHack: the rnd(5) of each */
    int fixes_again;                         /* fix after the first, in order */
    int gain;                                /* max HP gained: the fix's rnd(5) and the glow's 5 */
    bool glow;                               /* golden glow */
    int wrath;                               /* angrygods' roll, or -1 (god not angered) */
    int32_t timeout;                         /* u.ublesscnt when the hero acts on turn T + 3 */
    int32_t safe_wait;                       /* turns after T + 3 until a low-HP prayer is safe
                                                (0: at once), or PRAYER_NEVER */
    bool restore_level;                      /* the glow gave back a lost level (prayer_trial_state
                                                only): the caller gains it */
    bool turned;                             /* dNetHack: the undead hero was turned (p_type -1) */
    bool turn_killed;                        /* its rnd(20) took the hero's last HP */
    bool angel;                              /* dNetHack: the lawful god sent an angel */
    bool unheard; /* EvilHack: Moloch did not hear the Infidel (p_type -2) */
};

/* A prayer from a state carried between prayers (growth timelines): s
 * holds the hero's HP, max HP, Luck, record, anger, crowning and the
 * timeout u.ublesscnt on turn c->turn; c gives the rest (variant, role,
 * XL, altar, base Luck, ...; its maxhp, hp, luck, record, anger, wishes
 * are ignored).  Game-order draws from rng; s becomes the state when the
 * hero acts on turn T + 3.  With levels_lost (XL below its highest) the
 * golden glow gives a level back instead of +5 max HP: o->restore_level
 * is set and the caller gains the level. */
struct prayer_state {
    int hp, hpmax, luck, record, anger, timeout;
    bool crowned;
    int luck_turn; /* out: u.luckturn when the hero acts on turn T + 3 (the
                      case's luck_turn is u.luckturn on turn T) */
};
void prayer_trial_state(const struct prayer_case *c, struct prayer_state *s, bool levels_lost,
                        nh_pcg32 *rng, struct prayer_outcome *o);

/* The variants kind prayer models (kind.h, struct nh_kind's variants). */
#define PRAYER_VARIANTS                                                                            \
    (NH_VARIANTS_VANILLA | NH_VARIANT_BIT(NH_VDNH) | NH_VARIANT_BIT(NH_VXNH) |                     \
     NH_VARIANT_BIT(NH_VEVH) | NH_VARIANT_BIT(NH_VUNH))
NH_KIND_OBJECTS(prayer);
extern const struct nh_selfcheck_rows prayer_selfcheck;

#endif
