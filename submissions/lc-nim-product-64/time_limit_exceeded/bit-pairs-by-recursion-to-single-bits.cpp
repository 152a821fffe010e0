// time_limit_exceeded: a (x) b as the XOR of 2^i (x) 2^j over every bit i of a and j of b, each of those products computed afresh by the Karatsuba recursion down to single bits (3^6 = 729 calls): up to 4096 x 729, about 3 * 10^6 calls per product, some 10^11 for 50000 random products.
// Right wherever it finishes; far over the limit on max-t-50000-random.
// Library Checker Nim Product (F_{2^64}): the nim product is bilinear over XOR, so it is the XOR of
// the products of the bits; F = 2^(bits/2), F (x) F = F ^ F/2.
#include <iostream>
using namespace std;
typedef unsigned long long u64;

u64 nimMul(u64 a, u64 b, int bits) {
    if (bits == 1) return a & b;
    int half = bits / 2;
    u64 mask = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    u64 c0 = nimMul(a0, b0, half);
    u64 c2 = nimMul(a1, b1, half);
    u64 c1 = nimMul(a0 ^ a1, b0 ^ b1, half);
    return ((c1 ^ c0) << half) ^ c0 ^ nimMul(c2, 1ULL << (half - 1), half);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        u64 a, b;
        cin >> a >> b;
        u64 res = 0;
        for (int i = 0; i < 64; i++)
            if (a >> i & 1)
                for (int j = 0; j < 64; j++)
                    if (b >> j & 1) res ^= nimMul(1ULL << i, 1ULL << j, 64);
        cout << res << '\n';
    }
    return 0;
}
