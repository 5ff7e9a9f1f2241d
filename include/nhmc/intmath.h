/* intmath: small integer helpers the kinds share. */
#ifndef NHMC_INTMATH_H
#define NHMC_INTMATH_H

/* The greatest common divisor of a, b >= 0 (gcd(a, 0) = a). */
long nh_gcd(long a, long b);

#endif
