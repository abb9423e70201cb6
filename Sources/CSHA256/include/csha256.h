#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// 1 when the CPU has the SHA extensions (and the SSSE3/SSE4.1 they are used with).
int csha256_has_extensions(void);

/// Compresses `blocks` 64-byte blocks into `state` (a..h) with the SHA extensions. Only
/// call when csha256_has_extensions() is 1.
void csha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
