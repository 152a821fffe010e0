// wrong_answer: each value's exponent is added into its prime's mask (+= 1 << e) instead of OR-ed in, so an exponent shared by two values carries into the next bit (2 and 2 make exponent 2).
// Killed by 2, 2, 4 (edge-repeated-exponent-2-2-4: the sum 8 is the exponent 3 alone) and by random-small-02 and -04.
// Codeforces 850C Arpa and a game with Mojtaba: one game per prime on the bit mask of the
// exponents present; a move k maps m to (m >> k) | (m & (2^k - 1)); Mojtaba wins iff the XOR != 0.
#include <iostream>
#include <algorithm>
#include <map>
#include <set>
using namespace std;

map<int, int> memo;

int grundy(int mask) {
    if (mask == 0) return 0;
    auto it = memo.find(mask);
    if (it != memo.end()) return it->second;
    set<int> s;
    for (int k = 1; (1 << k) <= mask; k++) {
        int nm = ((mask >> k) | (mask & ((1 << k) - 1))) & ~1;
        s.insert(grundy(nm));
    }
    int m = 0;
    while (s.count(m)) m++;
    return memo[mask] = m;
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
                masks[p] += 1 << e;
            }
        }
        if (a > 1) masks[a] += 1 << 1;
    }
    int x = 0;
    for (auto &pm : masks) x ^= grundy(pm.second);
    cout << (x ? "Mojtaba" : "Arpa") << '\n';
    return 0;
}
