/* nhmc: Monte Carlo statistics for NetHack's hit-point mechanics. */
#include "nhmc/cli.h"

int main(int argc, char **argv)
{
    return cli_main(argc, argv);
}
