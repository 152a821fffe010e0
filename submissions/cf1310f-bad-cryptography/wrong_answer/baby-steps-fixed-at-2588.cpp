// wrong_answer: baby-step giant-step always takes m = 2588 = floor(sqrt(6700417)) baby steps and giant steps i <= m, which covers (m + 1) * m = 6700332 exponents, 85 short of the largest prime 6700417, so a residue among the top 85 is not found and -1 is printed.
// Killed by max-primitive-top-residues (b = a^x with x mod 6700417 among the top residues).
// Codeforces 1310F Bad Cryptography: discrete log in the nimber field F_(2^64), Pohlig-Hellman
// over the primes of 2^64 - 1, baby-step giant-step per prime, CRT; nim product by Karatsuba.
#include <iostream>
#include <algorithm>
#include <unordered_map>
using namespace std;
typedef unsigned long long u64;

u64 table8[256][256];

u64 nimMul(u64 a, u64 b, int bits = 64) {
    if (bits == 8) return table8[a][b];
    if (bits == 1) return a & b;
    int half = bits / 2;
    u64 mask = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    u64 c0 = nimMul(a0, b0, half);
    u64 c2 = nimMul(a1, b1, half);
    u64 c1 = nimMul(a0 ^ a1, b0 ^ b1, half);
    return ((c1 ^ c0) << half) ^ c0 ^ nimMul(c2, 1ULL << (half - 1), half);
}

u64 slowMul(u64 a, u64 b, int bits) {  // the same recursion down to single bits, for the table
    if (bits == 1) return a & b;
    int half = bits / 2;
    u64 mask = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    u64 c0 = slowMul(a0, b0, half);
    u64 c2 = slowMul(a1, b1, half);
    u64 c1 = slowMul(a0 ^ a1, b0 ^ b1, half);
    return ((c1 ^ c0) << half) ^ c0 ^ slowMul(c2, 1ULL << (half - 1), half);
}

u64 powMod(u64 a, u64 e, u64 m) {
    u64 r = 1 % m;
    a %= m;
    while (e) {
        if (e & 1) r = r * a % m;
        a = a * a % m;
        e >>= 1;
    }
    return r;
}

u64 nimPow(u64 a, u64 e) {
    u64 r = 1;
    while (e) {
        if (e & 1) r = nimMul(r, a);
        a = nimMul(a, a);
        e >>= 1;
    }
    return r;
}

const u64 N = ~0ULL;  // 2^64 - 1, the order of the multiplicative group
const u64 P[7] = {3, 5, 17, 257, 641, 65537, 6700417};

// x in [0, p) with a^x = b, where a has order p; -1 if there is none
long long bsgs(u64 a, u64 b, u64 p) {
    const u64 m = 2588;  // floor(sqrt(6700417)), enough for every prime
    unordered_map<u64, u64> baby;
    u64 cur = 1;
    for (u64 j = 0; j < m; j++) {
        if (!baby.count(cur)) baby[cur] = j;
        cur = nimMul(cur, a);
    }
    u64 giant = nimPow(a, p - m % p);  // a^(-m)
    cur = b;
    for (u64 i = 0; i <= m; i++) {
        auto it = baby.find(cur);
        if (it != baby.end()) return (long long)((i * m + it->second) % p);
        cur = nimMul(cur, giant);
    }
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) table8[a][b] = slowMul(a, b, 8);
    int t;
    cin >> t;
    while (t--) {
        u64 a, b;
        cin >> a >> b;
        unsigned __int128 x = 0, mod = 1;
        bool ok = true;
        for (u64 p : P) {
            u64 ap = nimPow(a, N / p), bp = nimPow(b, N / p);
            u64 r;
            if (ap == 1) {
                if (bp != 1) {
                    ok = false;
                    break;
                }
                r = 0;
            } else {
                long long s = bsgs(ap, bp, p);
                if (s < 0) {
                    ok = false;
                    break;
                }
                r = (u64)s;
            }
            // CRT: x' = x + mod * k with x' = r (mod p), k = (r - x) / mod (mod p)
            u64 xm = (u64)(x % p), mm = (u64)(mod % p);
            u64 k = (r + p - xm) % p * powMod(mm, p - 2, p) % p;
            x += mod * k;
            mod *= p;
        }
        if (!ok) {
            cout << -1 << '\n';
        } else {
            cout << (u64)x << '\n';
        }
    }
    return 0;
}
