// wrong_answer: the table of products of powers of two, 2^i (x) 2^j, is filled off the diagonal only for j < 63, so every product of bit 63 with a lower bit is taken as 0.
// Killed by max-t-50000-random and max-powers-of-two (a with bit 63 times b with a lower bit); the samples pass, since in 2^64 - 1 (x) 2^64 - 1 the missing terms 2^i (x) 2^63 come in equal pairs that cancel.
// Library Checker Nim Product (F_{2^64}): a (x) b is the XOR of 2^i (x) 2^j over the bits i of a
// and j of b; those 64 x 64 products are tabulated once by the Karatsuba recursion on halves.
#include <iostream>
using namespace std;
typedef unsigned long long u64;

u64 nimMul(u64 a, u64 b, int bits) {  // F = 2^(bits/2), F (x) F = F ^ F/2
    if (bits == 1) return a & b;
    int half = bits / 2;
    u64 mask = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    u64 c0 = nimMul(a0, b0, half);
    u64 c2 = nimMul(a1, b1, half);
    u64 c1 = nimMul(a0 ^ a1, b0 ^ b1, half);
    return ((c1 ^ c0) << half) ^ c0 ^ nimMul(c2, 1ULL << (half - 1), half);
}

u64 P[64][64];  // P[i][j] = 2^i (x) 2^j

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int i = 0; i < 64; i++) {
        P[i][i] = nimMul(1ULL << i, 1ULL << i, 64);
        for (int j = i + 1; j < 63; j++) P[i][j] = P[j][i] = nimMul(1ULL << i, 1ULL << j, 64);
    }
    int t;
    cin >> t;
    while (t--) {
        u64 a, b;
        cin >> a >> b;
        u64 res = 0;
        for (u64 x = a; x; x &= x - 1)
            for (u64 y = b; y; y &= y - 1) res ^= P[__builtin_ctzll(x)][__builtin_ctzll(y)];
        cout << res << '\n';
    }
    return 0;
}
