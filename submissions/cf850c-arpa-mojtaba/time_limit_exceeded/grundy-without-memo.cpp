// time_limit_exceeded: the Grundy value of a mask by plain recursion over its moves, no memo: the same masks are valued again and again, exponentially many calls for a prime with exponents up to 29.
// Right wherever it finishes; far over the limit on max-worst-masks.
// Codeforces 850C Arpa and a game with Mojtaba: one game per prime on the bit mask of the
// exponents present; a move k maps m to (m >> k) | (m & (2^k - 1)); Mojtaba wins iff the XOR != 0.
#include <iostream>
#include <algorithm>
#include <map>
#include <set>
using namespace std;

int grundy(int mask) {
    if (mask == 0) return 0;
    set<int> s;
    for (int k = 1; (1 << k) <= mask; k++) {
        int nm = ((mask >> k) | (mask & ((1 << k) - 1))) & ~1;
        s.insert(grundy(nm));
    }
    int m = 0;
    while (s.count(m)) m++;
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
