/* SHA-256 (FIPS 180-4) for the C side of the cross-runtime check: the C runtime has no
 * hash in its standard library, and linking a crypto library would add a dependency the
 * CI machines do not otherwise need. sha256_self_test() checks the FIPS examples. */
#ifndef CROSS_RUNTIME_SHA256_H
#define CROSS_RUNTIME_SHA256_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
  uint32_t h[8];
  uint8_t block[64];
  size_t used;    /* bytes waiting in block */
  uint64_t total; /* bytes hashed so far */
} Sha256;

void sha256_init(Sha256 *s);
void sha256_update(Sha256 *s, const void *data, size_t len);
/* Writes the digest as 64 lowercase hex digits plus NUL. */
void sha256_hex(Sha256 *s, char out[65]);
/* 0 when the FIPS 180-4 examples hash to their published digests. */
int sha256_self_test(void);

#endif
