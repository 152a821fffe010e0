// wrong_answer: products are memoised in a hash map keyed by a + b (the same for a (x) b and b (x) a, the writer's aim), so two different pairs with the same sum share one answer.
// Killed by small-all-below-16 (e.g. 1 (x) 3 and 2 (x) 2, both with the sum 4).
// Library Checker Nim Product (F_{2^64}): Karatsuba on halves with F = 2^(bits/2),
// F (x) F = F ^ F/2, recursing 64 -> 32 -> 16 -> 8 bits, then a 256 x 256 table.
#include <iostream>
#include <algorithm>
#include <unordered_map>
using namespace std;
typedef unsigned long long u64;

u64 table8[256][256];

u64 nimMul(u64 a, u64 b, int bits) {
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

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) table8[a][b] = slowMul(a, b, 8);
    unordered_map<u64, u64> memo;  // product by a + b
    int t;
    cin >> t;
    while (t--) {
        u64 a, b;
        cin >> a >> b;
        auto it = memo.find(a + b);
        if (it == memo.end()) it = memo.emplace(a + b, nimMul(a, b, 64)).first;
        cout << it->second << '\n';
    }
    return 0;
}
