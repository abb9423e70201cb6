// SHA-256 (FIPS 180-4) block compression and one-pass digests, for hashing frames. Three
// compressions of one block, chosen once per process: the x86 SHA extensions (SHA-NI) where
// the CPU has them; else portable C with the message schedule in AVX2 registers and BMI2
// rotations (valgrind's virtual CPU has AVX2 and BMI2 but no SHA extensions, so callgrind
// counts this one, about 32 instructions a byte); else portable C in the base instruction
// set. The rounds are one macro shared by both portable variants. All three are checked
// against the FIPS 180-4 vectors and each other (Tests/SceneSVGTests/SHA256*Tests.swift).
#include "csha256.h"

#include <string.h>

static const uint32_t K[64] = {
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static const uint32_t initial[8] = {
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

// MARK: - Portable compression

static inline uint32_t ror(uint32_t x, unsigned n) { return (x >> n) | (x << (32 - n)); }

static inline uint32_t load_be(const uint8_t *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

// The sigma functions as nested rotations, three rotations and two exclusive ors each
// without copies of the input (ror(e,6)^ror(e,11)^ror(e,25) == ror(e^ror(e^ror(e,14),5),6)).
#define BIG_SIGMA0(a) ror((a) ^ ror((a) ^ ror((a), 9), 11), 2)
#define BIG_SIGMA1(e) ror((e) ^ ror((e) ^ ror((e), 14), 5), 6)
#define SMALL_SIGMA0(x) (ror((x) ^ ror((x), 11), 7) ^ ((x) >> 3))
#define SMALL_SIGMA1(x) (ror((x) ^ ror((x), 2), 17) ^ ((x) >> 10))

// One round; the caller rotates the roles of the eight names instead of moving values.
// Maj(a,b,c) = b ^ ((a^b) & (b^c)): this round's a^b is the next round's b^c. `wk` holds
// K[i] + W[i] for the whole block (the message schedule is computed first).
#define ROUND(a, b, c, d, e, f, g, h, i)                              \
  do {                                                                \
    uint32_t t1 = h + BIG_SIGMA1(e) + (g ^ (e & (f ^ g))) + wk[i];    \
    d += t1;                                                          \
    h = t1 + BIG_SIGMA0(a) + (b ^ ((a ^ b) & (b ^ c)));               \
  } while (0)

#define EIGHT_ROUNDS(i)                   \
  ROUND(a, b, c, d, e, f, g, h, (i));     \
  ROUND(h, a, b, c, d, e, f, g, (i) + 1); \
  ROUND(g, h, a, b, c, d, e, f, (i) + 2); \
  ROUND(f, g, h, a, b, c, d, e, (i) + 3); \
  ROUND(e, f, g, h, a, b, c, d, (i) + 4); \
  ROUND(d, e, f, g, h, a, b, c, (i) + 5); \
  ROUND(c, d, e, f, g, h, a, b, (i) + 6); \
  ROUND(b, c, d, e, f, g, h, a, (i) + 7)

// The 64 rounds of one block over `wk`, fully unrolled.
static inline __attribute__((always_inline)) void rounds(uint32_t s[8], const uint32_t wk[64]) {
  uint32_t a = s[0], b = s[1], c = s[2], d = s[3], e = s[4], f = s[5], g = s[6], h = s[7];
  EIGHT_ROUNDS(0);
  EIGHT_ROUNDS(8);
  EIGHT_ROUNDS(16);
  EIGHT_ROUNDS(24);
  EIGHT_ROUNDS(32);
  EIGHT_ROUNDS(40);
  EIGHT_ROUNDS(48);
  EIGHT_ROUNDS(56);
  s[0] += a; s[1] += b; s[2] += c; s[3] += d; s[4] += e; s[5] += f; s[6] += g; s[7] += h;
}

// The message schedule plus the round constants, one word at a time.
static inline __attribute__((always_inline)) void scalar_schedule(uint32_t wk[64], const uint8_t *block) {
  uint32_t w[64];
  for (int i = 0; i < 16; i++) w[i] = load_be(block + 4 * i);
  for (int i = 16; i < 64; i++) {
    w[i] = SMALL_SIGMA1(w[i - 2]) + w[i - 7] + SMALL_SIGMA0(w[i - 15]) + w[i - 16];
  }
  for (int i = 0; i < 64; i++) wk[i] = w[i] + K[i];
}

/// Portable C: no instruction beyond the base instruction set.
static void scalar_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
  uint32_t s[8], wk[64];
  memcpy(s, state, sizeof s);
  for (; blocks > 0; blocks--, data += 64) {
    scalar_schedule(wk, data);
    rounds(s, wk);
  }
  memcpy(state, s, sizeof s);
}

// MARK: - SHA extensions

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

// The C library asked the CPU at start-up (every process pays that), and glibc 2.33 and
// later hand out its answers: on a virtual machine each `cpuid` instruction is a trap to the
// hypervisor (about 15 µs here), and `__builtin_cpu_init` would link compiler-rt's CPU
// model, whose constructor runs a dozen of them at every start, hashing or not.
#if defined(__has_include)
#if __has_include(<sys/platform/x86.h>)
#include <sys/platform/x86.h>
#define CSHA256_GLIBC_FEATURES 1
#endif
#endif

#if CSHA256_GLIBC_FEATURES
int csha256_has_extensions(void) {
  return CPU_FEATURE_ACTIVE(SSSE3) && CPU_FEATURE_ACTIVE(SSE4_1) && CPU_FEATURE_ACTIVE(SHA);
}

static int has_vector(void) { return CPU_FEATURE_ACTIVE(AVX2) && CPU_FEATURE_ACTIVE(BMI2); }
#else
#include <cpuid.h>

int csha256_has_extensions(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
  int ssse3 = (c >> 9) & 1, sse41 = (c >> 19) & 1;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
  int sha = (b >> 29) & 1;
  return ssse3 && sse41 && sha;
}

static int has_vector(void) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2");
}
#endif

// σ0 and σ1 of four words; SSE has no rotation, so a rotation is two shifts.
#define VECTOR_ROR(x, n) _mm_or_si128(_mm_srli_epi32((x), (n)), _mm_slli_epi32((x), 32 - (n)))

// σ1 of the words in dwords 0 and 2 of x, whose 64-bit lanes hold each word twice (a
// 64-bit shift of a doubled word is its rotation in the low half). Valid in dwords 0 and 2.
#define VECTOR_SMALL_SIGMA1_DOUBLED(x) \
  _mm_xor_si128(_mm_xor_si128(_mm_srli_epi64((x), 17), _mm_srli_epi64((x), 19)), _mm_srli_epi32((x), 10))

// The schedule four words at a time: from W[t-16..t-1] in x0..x3, W[t..t+3].
__attribute__((target("avx2,bmi2")))
static inline __m128i next_four_words(__m128i x0, __m128i x1, __m128i x2, __m128i x3) {
  __m128i w7 = _mm_alignr_epi8(x3, x2, 4);   // W[t-7..t-4]
  __m128i w15 = _mm_alignr_epi8(x1, x0, 4);  // W[t-15..t-12]
  __m128i sigma0 = _mm_xor_si128(_mm_xor_si128(VECTOR_ROR(w15, 7), VECTOR_ROR(w15, 18)), _mm_srli_epi32(w15, 3));
  __m128i partial = _mm_add_epi32(_mm_add_epi32(x0, w7), sigma0);
  // W[t], W[t+1] need σ1 of W[t-2], W[t-1]; W[t+2], W[t+3] need σ1 of W[t], W[t+1].
  __m128i high = VECTOR_SMALL_SIGMA1_DOUBLED(_mm_shuffle_epi32(x3, 0xFA));
  __m128i low = _mm_add_epi32(partial, _mm_shuffle_epi32(high, 0x08));
  __m128i next = VECTOR_SMALL_SIGMA1_DOUBLED(_mm_shuffle_epi32(low, 0x50));
  return _mm_blend_epi32(low, _mm_add_epi32(partial, _mm_shuffle_epi32(next, 0x80)), 0x0C);
}

/// Portable C on CPUs with AVX2 and BMI2 (valgrind's included): the message schedule four
/// words per step in vector registers, rotations of the rounds without copies (rorx).
__attribute__((target("avx2,bmi2")))
static void vector_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
  const __m128i swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
  uint32_t s[8];
  uint32_t wk[64] __attribute__((aligned(16)));
  memcpy(s, state, sizeof s);
  for (; blocks > 0; blocks--, data += 64) {
    __m128i x0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)data), swap);
    __m128i x1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16)), swap);
    __m128i x2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 32)), swap);
    __m128i x3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 48)), swap);
    _mm_store_si128((__m128i *)&wk[0], _mm_add_epi32(x0, _mm_loadu_si128((const __m128i *)&K[0])));
    _mm_store_si128((__m128i *)&wk[4], _mm_add_epi32(x1, _mm_loadu_si128((const __m128i *)&K[4])));
    _mm_store_si128((__m128i *)&wk[8], _mm_add_epi32(x2, _mm_loadu_si128((const __m128i *)&K[8])));
    _mm_store_si128((__m128i *)&wk[12], _mm_add_epi32(x3, _mm_loadu_si128((const __m128i *)&K[12])));
    for (int t = 16; t < 64; t += 4) {
      __m128i x4 = next_four_words(x0, x1, x2, x3);
      _mm_store_si128((__m128i *)&wk[t], _mm_add_epi32(x4, _mm_loadu_si128((const __m128i *)&K[t])));
      x0 = x1; x1 = x2; x2 = x3; x3 = x4;
    }
    rounds(s, wk);
  }
  memcpy(state, s, sizeof s);
}

// The instructions keep the state as two vectors, ABEF and CDGH.
__attribute__((target("sha,sse4.1,ssse3")))
static inline __attribute__((always_inline)) void extension_load(const uint32_t state[8], __m128i *abef, __m128i *cdgh) {
  __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
  __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
  __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
  __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
  *abef = _mm_alignr_epi8(cdab, efgh, 8);
  *cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
}

__attribute__((target("sha,sse4.1,ssse3")))
static inline __attribute__((always_inline)) void extension_store(uint32_t state[8], __m128i abef, __m128i cdgh) {
  __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
  __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
  _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
  _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

// Four rounds of a block, step g of 16: the step's message words (loaded for the first four
// steps, scheduled before), two sha256rnds2, and the schedule of words of later steps. Inlined
// into loops that clang unrolls fully, so that g is a constant and w[] stays in registers
// (kept as a loop, it hashes at 1.4 instead of 1.8 GB/s).
__attribute__((target("sha,sse4.1,ssse3")))
static inline __attribute__((always_inline)) void extension_step(int g, __m128i *abef, __m128i *cdgh, __m128i w[4],
                                                                 const uint8_t *data) {
  // Big-endian words from the message bytes.
  const __m128i swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
  __m128i current;
  if (g < 4) {
    current = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * g)), swap);
    w[g] = current;
  } else {
    current = w[g & 3];
  }
  __m128i message = _mm_add_epi32(current, _mm_loadu_si128((const __m128i *)&K[4 * g]));
  *cdgh = _mm_sha256rnds2_epu32(*cdgh, *abef, message);
  if (g >= 3 && g <= 14) {  // finish the schedule of the next four words
    __m128i next = _mm_add_epi32(w[(g + 1) & 3], _mm_alignr_epi8(current, w[(g - 1) & 3], 4));
    w[(g + 1) & 3] = _mm_sha256msg2_epu32(next, current);
  }
  message = _mm_shuffle_epi32(message, 0x0E);
  *abef = _mm_sha256rnds2_epu32(*abef, *cdgh, message);
  if (g >= 1 && g <= 12) w[(g - 1) & 3] = _mm_sha256msg1_epu32(w[(g - 1) & 3], current);
}

#if defined(__clang__)
#define UNROLL_STEPS _Pragma("clang loop unroll(full)")
#elif defined(__GNUC__)
#define UNROLL_STEPS _Pragma("GCC unroll 16")
#else
#define UNROLL_STEPS
#endif

__attribute__((target("sha,sse4.1,ssse3")))
static void extension_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
  __m128i abef, cdgh;
  extension_load(state, &abef, &cdgh);
  for (; blocks > 0; blocks--, data += 64) {
    const __m128i abef_start = abef, cdgh_start = cdgh;
    __m128i w[4];
    UNROLL_STEPS
    for (int g = 0; g < 16; g++) extension_step(g, &abef, &cdgh, w, data);
    abef = _mm_add_epi32(abef, abef_start);
    cdgh = _mm_add_epi32(cdgh, cdgh_start);
  }
  extension_store(state, abef, cdgh);
}

// Two messages at once. Each round waits for the one before (sha256rnds2's latency), so one
// message leaves the unit idle about half the time; a second, independent one, its steps
// interleaved with the first's, fills it: about twice the bytes a second (1.7 → 3.4 GB/s in
// a loop over 22 KB messages on the 2-core AMD EPYC VM, docs/performance.md).
__attribute__((target("sha,sse4.1,ssse3")))
static void extension_blocks_pair(uint32_t state_a[8], const uint8_t *a, uint32_t state_b[8], const uint8_t *b,
                                  size_t blocks) {
  __m128i abef_a, cdgh_a, abef_b, cdgh_b;
  extension_load(state_a, &abef_a, &cdgh_a);
  extension_load(state_b, &abef_b, &cdgh_b);
  for (; blocks > 0; blocks--, a += 64, b += 64) {
    const __m128i abef_a_start = abef_a, cdgh_a_start = cdgh_a, abef_b_start = abef_b, cdgh_b_start = cdgh_b;
    __m128i w_a[4], w_b[4];
    UNROLL_STEPS
    for (int g = 0; g < 16; g++) {
      extension_step(g, &abef_a, &cdgh_a, w_a, a);
      extension_step(g, &abef_b, &cdgh_b, w_b, b);
    }
    abef_a = _mm_add_epi32(abef_a, abef_a_start);
    cdgh_a = _mm_add_epi32(cdgh_a, cdgh_a_start);
    abef_b = _mm_add_epi32(abef_b, abef_b_start);
    cdgh_b = _mm_add_epi32(cdgh_b, cdgh_b_start);
  }
  extension_store(state_a, abef_a, cdgh_a);
  extension_store(state_b, abef_b, cdgh_b);
}

#else

int csha256_has_extensions(void) { return 0; }
static int has_vector(void) { return 0; }

static void extension_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
  scalar_blocks(state, data, blocks);
}

static void vector_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
  scalar_blocks(state, data, blocks);
}

static void extension_blocks_pair(uint32_t state_a[8], const uint8_t *a, uint32_t state_b[8], const uint8_t *b,
                                  size_t blocks) {
  scalar_blocks(state_a, a, blocks);
  scalar_blocks(state_b, b, blocks);
}

#endif

// MARK: - Entry points

/// The backend CSHA256_AUTOMATIC stands for; 0 until the first call asks the CPU.
static int automatic_backend = 0;

int csha256_has_vector(void) { return has_vector(); }

csha256_backend csha256_automatic_backend(void) {
  int known = __atomic_load_n(&automatic_backend, __ATOMIC_RELAXED);
  if (known == 0) {
    known = csha256_has_extensions() ? CSHA256_EXTENSIONS : has_vector() ? CSHA256_VECTOR : CSHA256_SCALAR;
    __atomic_store_n(&automatic_backend, known, __ATOMIC_RELAXED);
  }
  return (csha256_backend)known;
}

void csha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks, csha256_backend backend) {
  if (backend == CSHA256_AUTOMATIC) backend = csha256_automatic_backend();
  switch (backend) {
    case CSHA256_EXTENSIONS: extension_blocks(state, data, blocks); break;
    case CSHA256_VECTOR: vector_blocks(state, data, blocks); break;
    default: scalar_blocks(state, data, blocks); break;
  }
}

/// `blocks` blocks of each of two messages: side by side with the SHA extensions, one after
/// the other otherwise (the portable rounds already keep the CPU busy).
static void blocks_pair(uint32_t state_a[8], const uint8_t *a, uint32_t state_b[8], const uint8_t *b, size_t blocks,
                        csha256_backend backend) {
  if (blocks == 0) return;
  if (backend == CSHA256_EXTENSIONS) {
    extension_blocks_pair(state_a, a, state_b, b, blocks);
  } else {
    csha256_blocks(state_a, a, blocks, backend);
    csha256_blocks(state_b, b, blocks, backend);
  }
}

void csha256_init(uint32_t state[8]) { memcpy(state, initial, sizeof initial); }

void csha256_finish(uint32_t state[8], const uint8_t *rest, size_t rest_length, uint64_t total_length,
                    uint8_t digest[32], csha256_backend backend) {
  // The last bytes, 0x80, zeros, and the length in bits: one block, or two when fewer than
  // nine bytes are left in the first.
  uint8_t tail[128] = {0};
  if (rest_length > 0) memcpy(tail, rest, rest_length);
  tail[rest_length] = 0x80;
  size_t tail_blocks = rest_length < 56 ? 1 : 2;
  uint64_t bits = total_length * 8;
  for (int i = 0; i < 8; i++) tail[tail_blocks * 64 - 1 - i] = (uint8_t)(bits >> (8 * i));
  csha256_blocks(state, tail, tail_blocks, backend);
  for (int i = 0; i < 8; i++) {
    digest[4 * i] = (uint8_t)(state[i] >> 24);
    digest[4 * i + 1] = (uint8_t)(state[i] >> 16);
    digest[4 * i + 2] = (uint8_t)(state[i] >> 8);
    digest[4 * i + 3] = (uint8_t)state[i];
  }
}

size_t csha256_digest_from(const uint8_t *data, size_t length, uint32_t *states, size_t valid,
                           uint8_t digest[32], csha256_backend backend) {
  if (backend == CSHA256_AUTOMATIC) backend = csha256_automatic_backend();
  const size_t chunk = 64 * CSHA256_CHECKPOINT_BLOCKS;
  size_t count = length / chunk + 1;  // checkpoints of this message, states[0] included
  if (valid < 1) valid = 1;
  if (valid > count) valid = count;
  if (valid == 1) csha256_init(states);
  uint32_t state[8];
  memcpy(state, states + 8 * (valid - 1), sizeof state);
  for (size_t j = valid; j < count; j++) {
    csha256_blocks(state, data + (j - 1) * chunk, CSHA256_CHECKPOINT_BLOCKS, backend);
    memcpy(states + 8 * j, state, sizeof state);
  }
  size_t done = (count - 1) * chunk;
  size_t whole = (length - done) / 64;
  if (whole > 0) csha256_blocks(state, data + done, whole, backend);
  done += whole * 64;
  csha256_finish(state, length > done ? data + done : NULL, length - done, length, digest, backend);
  return count;
}

size_t csha256_digest_pair_from(const uint8_t *a, size_t a_length, size_t valid_a, uint8_t digest_a[32],
                                const uint8_t *b, size_t b_length, size_t valid_b, uint8_t digest_b[32],
                                uint32_t *states, csha256_backend backend) {
  if (backend == CSHA256_AUTOMATIC) backend = csha256_automatic_backend();
  const size_t chunk = 64 * CSHA256_CHECKPOINT_BLOCKS;
  size_t count_a = a_length / chunk + 1, count_b = b_length / chunk + 1;
  if (valid_a < 1) valid_a = 1;
  if (valid_a > count_a) valid_a = count_a;
  if (valid_b < 1) valid_b = 1;
  if (valid_b > count_b) valid_b = count_b;
  // Both starting states are read before b's checkpoints overwrite `states`.
  uint32_t state_a[8], state_b[8];
  memcpy(state_a, valid_a == 1 ? initial : states + 8 * (valid_a - 1), sizeof state_a);
  memcpy(state_b, valid_b == 1 ? initial : states + 8 * (valid_b - 1), sizeof state_b);
  if (valid_b == 1) csha256_init(states);
  size_t done_a = (valid_a - 1) * chunk, done_b = (valid_b - 1) * chunk;
  size_t next_b = valid_b;  // b's next checkpoint
  // Whole checkpoint intervals of both side by side, b's checkpoints recorded; then b's alone.
  for (; done_a + chunk <= a_length && next_b < count_b; next_b++, done_a += chunk, done_b += chunk) {
    blocks_pair(state_a, a + done_a, state_b, b + done_b, CSHA256_CHECKPOINT_BLOCKS, backend);
    memcpy(states + 8 * next_b, state_b, sizeof state_b);
  }
  for (; next_b < count_b; next_b++, done_b += chunk) {
    csha256_blocks(state_b, b + done_b, CSHA256_CHECKPOINT_BLOCKS, backend);
    memcpy(states + 8 * next_b, state_b, sizeof state_b);
  }
  // The whole blocks left: side by side as far as both have them, then each alone.
  size_t whole_a = (a_length - done_a) / 64, whole_b = (b_length - done_b) / 64;
  size_t both = whole_a < whole_b ? whole_a : whole_b;
  blocks_pair(state_a, a + done_a, state_b, b + done_b, both, backend);
  done_a += both * 64;
  done_b += both * 64;
  if (whole_a > both) csha256_blocks(state_a, a + done_a, whole_a - both, backend);
  if (whole_b > both) csha256_blocks(state_b, b + done_b, whole_b - both, backend);
  done_a += (whole_a - both) * 64;
  done_b += (whole_b - both) * 64;
  csha256_finish(state_a, a_length > done_a ? a + done_a : NULL, a_length - done_a, a_length, digest_a, backend);
  csha256_finish(state_b, b_length > done_b ? b + done_b : NULL, b_length - done_b, b_length, digest_b, backend);
  return count_b;
}

size_t csha256_common_prefix(const uint8_t *a, size_t a_length, const uint8_t *b, size_t b_length) {
  size_t n = a_length < b_length ? a_length : b_length, i = 0;
  // Eight bytes at a time, then the byte that differs.
  for (; i + 8 <= n; i += 8) {
    uint64_t x, y;
    memcpy(&x, a + i, 8);
    memcpy(&y, b + i, 8);
    if (x != y) break;
  }
  while (i < n && a[i] == b[i]) i++;
  return i;
}

void csha256_digest(const uint8_t *data, size_t length, uint8_t digest[32], csha256_backend backend) {
  uint32_t state[8];
  csha256_init(state);
  size_t whole = length / 64;
  if (whole > 0) csha256_blocks(state, data, whole, backend);
  const uint8_t *rest = whole > 0 ? data + whole * 64 : data;  // data may be NULL when length is 0
  csha256_finish(state, rest, length - whole * 64, length, digest, backend);
}
