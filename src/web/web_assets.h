/* web_assets: the files of web/, built into the program (the C file is
 * generated from them by tools/web2c.sh), so nhmc serve needs nothing
 * beside it. */
#ifndef NHMC_WEB_ASSETS_H
#define NHMC_WEB_ASSETS_H

#include <stddef.h>

struct web_asset {
    const char *path; /* "/static/NAME" for web/NAME */
    const char *type; /* its Content-Type */
    const char *data;
    size_t size;
};
/* Every file, up to one with a NULL path. */
extern const struct web_asset web_assets[];
/* The file served at path, or NULL. */
const struct web_asset *web_asset(const char *path);

#endif
