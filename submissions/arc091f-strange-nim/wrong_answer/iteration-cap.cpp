// wrong_answer: gives up after 20000 jumps (a cap a contestant sets against a time-out) and returns the quotient reached, though the worst piles need up to 38,346 jumps of this loop.
// Killed by the piles with the most turns beside Nim heaps of their values (edge-most-turns-pile, edge-most-turns-beside-its-nim-heap, max-count-worst-beside-nim-heaps); it passed max-count-worst, where 200 wrong values still XOR to nonzero.
#include <iostream>
using namespace std;

long long grundy(long long a, long long k) {
    for (int it = 0;; it++) {
        if (it == 20000) return a / k;
        if (a < k) return 0;
        if (a % k == 0) return a / k;
        long long d = a / k + 1;
        long long t = (a % k + d - 1) / d;
        a -= t * d;
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    long long x = 0;
    for (int i = 0; i < n; i++) {
        long long a, k;
        cin >> a >> k;
        x ^= grundy(a, k);
    }
    cout << (x ? "Takahashi" : "Aoki") << '\n';
    return 0;
}
