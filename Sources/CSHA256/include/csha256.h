#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// Which block compression a digest uses. All give the same digests; tests run each one
/// the CPU can run.
typedef enum {
  /// The fastest this CPU runs (asked once): extensions, else vector, else scalar.
  CSHA256_AUTOMATIC = 0,
  /// Portable C with no instruction beyond the base instruction set.
  CSHA256_SCALAR = 1,
  /// Portable C with the message schedule in AVX2 registers and BMI2 rotations; only when
  /// csha256_has_vector() is 1. What valgrind's virtual CPU runs.
  CSHA256_VECTOR = 2,
  /// The x86 SHA extensions; only when csha256_has_extensions() is 1.
  CSHA256_EXTENSIONS = 3,
} csha256_backend;

/// 1 when the CPU has the SHA extensions (and the SSSE3/SSE4.1 they are used with).
int csha256_has_extensions(void);

/// 1 when the CPU has AVX2 and BMI2.
int csha256_has_vector(void);

/// What CSHA256_AUTOMATIC stands for on this CPU.
csha256_backend csha256_automatic_backend(void);

/// Compresses `blocks` 64-byte blocks into `state` (a..h).
void csha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks, csha256_backend backend);

/// The initial state (FIPS 180-4, 5.3.3).
void csha256_init(uint32_t state[8]);

/// Pads the last `rest_length` (< 64) bytes of a message of `total_length` bytes,
/// compresses them into `state` and writes the digest.
void csha256_finish(uint32_t state[8], const uint8_t *rest, size_t rest_length, uint64_t total_length,
                    uint8_t digest[32], csha256_backend backend);

/// The SHA-256 digest of `length` bytes at `data`, with the message's padding done on the
/// stack (no allocation).
void csha256_digest(const uint8_t *data, size_t length, uint8_t digest[32], csha256_backend backend);

/// Blocks between two checkpoints of csha256_digest_from (256 bytes).
#define CSHA256_CHECKPOINT_BLOCKS 4

/// The digest of `length` bytes at `data`, resumed from a checkpoint: checkpoint j, the eight
/// words at `states + 8 * j`, is the state after the first j * CSHA256_CHECKPOINT_BLOCKS
/// blocks of an earlier message (checkpoint 0 the initial state), and the first `valid` of
/// them hold for `data` too (the two messages share those bytes; 0: none is known). Hashing
/// starts after the last valid one, and `states` is rewritten with `data`'s own checkpoints
/// (it has room for length / (64 * CSHA256_CHECKPOINT_BLOCKS) + 1 of them); returns how many
/// there are.
size_t csha256_digest_from(const uint8_t *data, size_t length, uint32_t *states, size_t valid,
                           uint8_t digest[32], csha256_backend backend);

/// Two digests at once: `a` resumed from checkpoint `valid_a` - 1 of `states` and `b` from
/// checkpoint `valid_b` - 1, as csha256_digest_from gives them, with their blocks compressed
/// side by side where the backend gains from it (the SHA extensions: twice the bytes a
/// second). `states` is rewritten with `b`'s checkpoints only (room for
/// b_length / (64 * CSHA256_CHECKPOINT_BLOCKS) + 1); returns how many there are.
size_t csha256_digest_pair_from(const uint8_t *a, size_t a_length, size_t valid_a, uint8_t digest_a[32],
                                const uint8_t *b, size_t b_length, size_t valid_b, uint8_t digest_b[32],
                                uint32_t *states, csha256_backend backend);

/// How many bytes `a` and `b` share from their start.
size_t csha256_common_prefix(const uint8_t *a, size_t a_length, const uint8_t *b, size_t b_length);

#endif
