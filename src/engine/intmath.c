/* intmath: small integer helpers (see intmath.h). */
#include "nhmc/intmath.h"

long nh_gcd(long a, long b)
{
    while (b) {
        long t = a % b;
        a = b;
        b = t;
    }
    return a;
}
