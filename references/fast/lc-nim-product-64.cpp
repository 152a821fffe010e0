// Library Checker Nim Product (F_{2^64}): https://judge.yosupo.jp/problem/nim_product_64
// Method: change of basis to F_2[x]/(m(x)), alpha = 2^32, by byte tables both ways; per pair one carry-less multiply and Barrett's reduction (PCLMULQDQ where the processor has it, checked at run time; shifts and XORs otherwise); input and output in blocks of 64 KiB by read and fwrite, numbers parsed 8 digits at a time (SWAR) and printed 4 digits per table entry.
// Origin: written for this repository (issue 37) as the fast C++ beside references/lc-nim-product-64.cpp, with the methods of ../shared/reference-bin/fast/lc-nim-product-64, whose source we do not have; faster than that binary (docs/performance.md gives both ratios).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <immintrin.h>
#include <unistd.h>
using namespace std;
typedef unsigned long long u64;
typedef unsigned __int128 u128;

// The nim-product by its recursion on halves (only for the 65 powers of alpha).
u64 nimMul(u64 a, u64 b, int bits) {
    if (bits == 1) return a & b;
    int half = bits / 2;
    u64 mask = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    u64 c0 = nimMul(a0, b0, half), c2 = nimMul(a1, b1, half), c1 = nimMul(a0 ^ a1, b0 ^ b1, half);
    return ((c1 ^ c0) << half) ^ c0 ^ nimMul(c2, 1ULL << (half - 1), half);
}

u64 toPoly[8][256], toNim[8][256], modPoly, barrettQ;

static inline u64 linear(const u64 (*t)[256], u64 x) {
    return t[0][x & 255] ^ t[1][x >> 8 & 255] ^ t[2][x >> 16 & 255] ^ t[3][x >> 24 & 255] ^
           t[4][x >> 32 & 255] ^ t[5][x >> 40 & 255] ^ t[6][x >> 48 & 255] ^ t[7][x >> 56];
}

void setup() {
    u64 pw[65];
    pw[0] = 1;
    for (int i = 1; i <= 64; i++) pw[i] = nimMul(pw[i - 1], 1ULL << 32, 64);
    for (int k = 0; k < 8; k++)
        for (int x = 1; x < 256; x++) toNim[k][x] = toNim[k][x & (x - 1)] ^ pw[8 * k + __builtin_ctz(x)];
    u64 val[64], co[64];  // Gauss-Jordan: (alpha^i, e_i) -> (2^i, coordinates of 2^i)
    for (int i = 0; i < 64; i++) val[i] = pw[i], co[i] = 1ULL << i;
    for (int bit = 0; bit < 64; bit++) {
        int p = bit;
        while (!(val[p] >> bit & 1)) p++;
        swap(val[p], val[bit]), swap(co[p], co[bit]);
        for (int r = 0; r < 64; r++)
            if (r != bit && (val[r] >> bit & 1)) val[r] ^= val[bit], co[r] ^= co[bit];
    }
    for (int k = 0; k < 8; k++)
        for (int x = 1; x < 256; x++) toPoly[k][x] = toPoly[k][x & (x - 1)] ^ co[8 * k + __builtin_ctz(x)];
    modPoly = linear(toPoly, pw[64]);
    u128 rem = (u128)modPoly << 64;  // floor(x^128 / m) = x^64 + barrettQ
    barrettQ = 0;
    for (int bit = 63; bit >= 0; bit--)
        if ((u64)(rem >> (64 + bit)) & 1) barrettQ |= 1ULL << bit, rem ^= ((u128)1 << (64 + bit)) ^ ((u128)modPoly << bit);
}

static inline void clmulSoft(u64 a, u64 b, u64& lo, u64& hi) {
    u128 m[16] = {0};
    for (int k = 1; k < 16; k++) m[k] = m[k & (k - 1)] ^ ((u128)a << __builtin_ctz(k));
    u128 r = 0;
    for (int s = 60; s >= 0; s -= 4) r = (r << 4) ^ m[b >> s & 15];
    lo = (u64)r, hi = (u64)(r >> 64);
}

__attribute__((target("pclmul"))) static inline void clmulHard(u64 a, u64 b, u64& lo, u64& hi) {
    __m128i p = _mm_clmulepi64_si128(_mm_cvtsi64_si128(a), _mm_cvtsi64_si128(b), 0);
    lo = _mm_cvtsi128_si64(p), hi = _mm_cvtsi128_si64(_mm_unpackhi_epi64(p, p));
}

// Input and output in blocks of 64 KiB: the input is moved up when fewer
// than 64 bytes are left (a number is at most 20 digits; a 0 byte ends what
// was read), the output written when more than 64 KiB are held.
const int BLOCK = 1 << 16;
char in[BLOCK + 64], out[BLOCK + 64], *ip = in, *ie = in, *op = out;
char dig4[10000][4];

static void refill() {
    size_t left = ie - ip;
    memmove(in, ip, left);
    ip = in, ie = in + left;
    for (ssize_t k; ie < in + BLOCK && (k = read(0, ie, in + BLOCK - ie)) > 0;) ie += k;
    *ie = 0;
}

const u64 POW10[9] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};

// Eight digits at a time: the bytes of w minus '0', the first lowest.
static inline u64 eightDigits(u64 d) {
    d = (d * 10 + (d >> 8)) & 0x00FF00FF00FF00FFULL;
    d = (d * 100 + (d >> 16)) & 0x0000FFFF0000FFFFULL;
    return (d * 10000 + (d >> 32)) & 0xFFFFFFFFULL;
}

static inline u64 readU64() {
    for (;;) {
        if (ie - ip < 64) refill();
        while (ip < ie && *ip < '0') ip++;
        if (ip < ie) break;
        if (ie == in) return 0;  // the end of the input
    }
    if (ie - ip < 32) refill();
    u64 x = 0;
    for (;;) {
        u64 w;
        memcpy(&w, ip, 8);
        u64 other = ((w & 0xF0F0F0F0F0F0F0F0ULL) ^ 0x3030303030303030ULL) |
                    (((w + 0x0606060606060606ULL) & 0xF0F0F0F0F0F0F0F0ULL) ^ 0x3030303030303030ULL);
        if (!other) {
            x = x * 100000000 + eightDigits(w - 0x3030303030303030ULL), ip += 8;
            continue;
        }
        int len = __builtin_ctzll(other) / 8;
        if (len) x = x * POW10[len] + eightDigits((w - 0x3030303030303030ULL) << (64 - 8 * len));
        ip += len;
        return x;
    }
}

static inline void put4(u64 v) { memcpy(op, dig4[v], 4), op += 4; }
static inline void writeU64(u64 x) {
    if (x >= 10000000000000000ULL) {
        u64 h = x / 10000000000000000ULL, l = x % 10000000000000000ULL;
        if (h >= 1000) put4(h);
        else if (h >= 100) memcpy(op, dig4[h] + 1, 3), op += 3;
        else if (h >= 10) memcpy(op, dig4[h] + 2, 2), op += 2;
        else *op++ = '0' + h;
        put4(l / 1000000000000), put4(l / 100000000 % 10000), put4(l / 10000 % 10000), put4(l % 10000);
    } else {
        char s[20];
        int n = 0;
        do s[n++] = '0' + x % 10, x /= 10; while (x);
        while (n) *op++ = s[--n];
    }
    *op++ = '\n';
    if (op - out > BLOCK) fwrite(out, 1, op - out, stdout), op = out;
}

#define SOLVE(CLMUL)                                                 \
    for (int i = 0; i < t; i++) {                                    \
        u64 a = linear(toPoly, readU64()), b = linear(toPoly, readU64()); \
        u64 lo, hi, q, r, unused;                                    \
        CLMUL(a, b, lo, hi);                                         \
        CLMUL(hi, barrettQ, unused, q);                              \
        q ^= hi;                                                     \
        CLMUL(q, modPoly, r, unused);                                \
        writeU64(linear(toNim, lo ^ r));                             \
    }

__attribute__((target("pclmul"))) void solveHard(int t) { SOLVE(clmulHard) }
void solveSoft(int t) { SOLVE(clmulSoft) }

int main() {
    for (int i = 0; i < 10000; i++)
        for (int j = 3, v = i; j >= 0; j--, v /= 10) dig4[i][j] = '0' + v % 10;
    setup();
    int t = readU64();
    if (__builtin_cpu_supports("pclmul")) solveHard(t);
    else solveSoft(t);
    fwrite(out, 1, op - out, stdout);
    return 0;
}
