// time_limit_exceeded: the Grundy table by its definition up to the largest pile, each value the mex over the R - L + 1 options: O(max A * (R - L + 1)), far beyond 10^9 steps at the maximum.
// Over 3x the limit on max-n-mirrored, max-n-nim-l-1-r-max and other max-n-* cases (piles up to 10^9); right on every case it finishes.
#include <iostream>
#include <algorithm>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long l, r;
    cin >> n >> l >> r;
    vector<long long> a(n);
    long long mx = 0;
    for (auto &v : a) {
        cin >> v;
        mx = max(mx, v);
    }
    vector<unsigned char> g(mx + 1, 0);
    vector<int> seen(256, -1);
    for (long long x = l; x <= mx; x++) {
        for (long long y = max(0LL, x - r); y <= x - l; y++) seen[g[y]] = (int)(x & 0x7fffffff);
        int m = 0;
        while (seen[m] == (int)(x & 0x7fffffff)) m++;
        g[x] = (unsigned char)m;
    }
    long long xr = 0;
    for (long long v : a) xr ^= g[v];
    cout << (xr ? "First" : "Second") << '\n';
    return 0;
}
