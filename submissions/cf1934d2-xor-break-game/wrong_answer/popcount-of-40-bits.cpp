// wrong_answer: counts only the bits below 2^40, as if n were at most 10^12, so the popcount parity of a number of 2^40 or more can be wrong.
// Killed by n >= 2^40 whose bits above 2^40 have odd popcount (max-t-1000-random, max-t-1000-even-popcounts and the other max cases).
#include <iostream>
using namespace std;

// The number of 1 bits of x (numbers are below 10^12 < 2^40).
int bits(long long x) {
    int c = 0;
    for (int b = 0; b < 40; b++) c += x >> b & 1;
    return c;
}

int main() {
    int t;
    cin >> t;
    while (t--) {
        long long n;
        cin >> n;
        long long p;
        if (bits(n) % 2 == 0) {
            cout << "first" << endl;
            p = n;
        } else {
            cout << "second" << endl;
            long long q1, q2;
            cin >> q1 >> q2;
            if (q1 == 0 && q2 == 0) continue;
            if (q1 == -1) return 0;
            p = bits(q1) % 2 == 0 ? q1 : q2;
        }
        while (true) {
            long long high = 1LL << (63 - __builtin_clzll(p));
            cout << high << ' ' << (p ^ high) << endl;
            long long q1, q2;
            cin >> q1 >> q2;
            if (q1 == 0 && q2 == 0) break;
            if (q1 == -1) return 0;
            p = bits(q1) % 2 == 0 ? q1 : q2;
        }
    }
    return 0;
}
