// time_limit_exceeded: the Grundy table by its definition, finding the proper divisors of each v <= max A by trying every d < v: about max^2 / 2 = 5 * 10^9 divisions at max A = 10^5.
// Over 3x the limit on every case whose largest value is near 10^5 (edge-one-max, edge-one-prime-max, the max-n-* cases); right on every case it finishes.
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
    vector<int> g(mx + 1, 0);
    for (int v = 2; v <= mx; v++) {
        vector<bool> seen(64, false);
        for (int d = 1; d < v; d++)
            if (v % d == 0) seen[g[d]] = true;
        int m = 0;
        while (seen[m]) m++;
        g[v] = m;
    }
    int x = 0;
    for (int v : a) x ^= g[v];
    cout << (x ? "Anna" : "Bruno") << '\n';
    return 0;
}
