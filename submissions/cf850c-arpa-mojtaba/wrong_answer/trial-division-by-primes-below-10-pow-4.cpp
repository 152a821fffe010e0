// wrong_answer: factors by the primes below 10^4 only ("sieve to 10^4 is enough") and takes whatever is left above 1 for a prime, so a value with two prime factors above 10^4 (p * q up to 10^9) is taken for one prime p * q with exponent 1.
// Killed by max-100-semiprimes (100 products of two consecutive primes near sqrt(10^9) = 31622.8: 101 distinct primes, Mojtaba; as 100 primes, Arpa).
// Codeforces 850C Arpa and a game with Mojtaba: one game per prime on the bit mask of the
// exponents present; a move k maps m to (m >> k) | (m & (2^k - 1)); Mojtaba wins iff the XOR != 0.
#include <iostream>
#include <algorithm>
#include <map>
#include <set>
#include <vector>
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
    const int P = 10000;
    vector<int> primes;
    vector<bool> composite(P, false);
    for (int i = 2; i < P; i++) {
        if (composite[i]) continue;
        primes.push_back(i);
        for (int j = 2 * i; j < P; j += i) composite[j] = true;
    }
    int n;
    cin >> n;
    map<int, int> masks;
    for (int i = 0; i < n; i++) {
        int a;
        cin >> a;
        for (int p : primes) {
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
