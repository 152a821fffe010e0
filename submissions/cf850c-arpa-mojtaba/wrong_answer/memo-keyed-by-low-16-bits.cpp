// wrong_answer: the memo is an array indexed by the low 16 bits of the mask, with no check of the rest, so masks that differ only in exponents 16 and up share one value.
// Killed where a power of 2 with an exponent of 16 or more meets a mask with the same low bits (edge-2-to-the-6-and-27: 2^6 and 2^27).
// Codeforces 850C Arpa and a game with Mojtaba: one game per prime on the bit mask of the
// exponents present; a move k maps m to (m >> k) | (m & (2^k - 1)); Mojtaba wins iff the XOR != 0.
#include <iostream>
#include <algorithm>
#include <map>
#include <set>
using namespace std;

int memo[1 << 16];  // value + 1, 0: not yet known

int grundy(int mask) {
    if (mask == 0) return 0;
    int &slot = memo[mask & 0xFFFF];
    if (slot) return slot - 1;
    set<int> s;
    for (int k = 1; (1 << k) <= mask; k++) {
        int nm = ((mask >> k) | (mask & ((1 << k) - 1))) & ~1;
        s.insert(grundy(nm));
    }
    int m = 0;
    while (s.count(m)) m++;
    slot = m + 1;
    return m;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    map<int, int> masks;
    for (int i = 0; i < n; i++) {
        int a;
        cin >> a;
        for (int p = 2; (long long)p * p <= a; p++) {
            if (a % p == 0) {
                int e = 0;
                while (a % p == 0) {
                    a /= p;
                    e++;
                }
                masks[p] |= 1 << e;
            }
        }
        if (a > 1) masks[a] |= 1 << 1;
    }
    int x = 0;
    for (auto &pm : masks) x ^= grundy(pm.second);
    cout << (x ? "Mojtaba" : "Arpa") << '\n';
    return 0;
}
