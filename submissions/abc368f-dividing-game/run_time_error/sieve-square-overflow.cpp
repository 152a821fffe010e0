// run_time_error: starts each prime's sieve at i * i computed in int, which wraps for primes above 46340 and writes outside the table.
// Killed by a segmentation fault on every input whose largest value is at least 46349 (the first prime whose square wraps to a negative int): edge-one-65536, edge-one-max, edge-one-prime-max and every max-n-* case.
#include <iostream>
#include <algorithm>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n);
    int mx = 1;
    for (auto &x : a) {
        cin >> x;
        mx = max(mx, x);
    }
    vector<int> cnt(mx + 1, 0), spf(mx + 1, 0);
    for (int i = 2; i <= mx; i++) {
        if (spf[i] == 0) {
            spf[i] = i;
            for (int j = i * i; j <= mx; j += i)
                if (spf[j] == 0) spf[j] = i;
        }
        cnt[i] = cnt[i / spf[i]] + 1;
    }
    int x = 0;
    for (int v : a) x ^= cnt[v];
    cout << (x ? "Anna" : "Bruno") << '\n';
    return 0;
}
