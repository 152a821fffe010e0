// Luogu P4301 [CQOI2013] New Nim game: https://www.luogu.com.cn/problem/P4301
// Method: keep a heaviest xor-independent set: heaps from the largest down into a linear basis over GF(2); print the sum of those that fail.
#include <iostream>
#include <algorithm>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k;
    cin >> k;
    vector<long long> a(k);
    for (auto &x : a) cin >> x;
    sort(a.rbegin(), a.rend());
    long long basis[31] = {0};
    long long removed = 0;
    for (long long x : a) {
        long long v = x;
        for (int b = 30; b >= 0 && v; b--) {
            if (!(v >> b & 1)) continue;
            if (!basis[b]) {
                basis[b] = v;
                v = -1;
                break;
            }
            v ^= basis[b];
        }
        if (v != -1) removed += x;
    }
    cout << removed << '\n';
    return 0;
}
