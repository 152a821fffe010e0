// wrong_answer: builds the Grundy table over divisors with a mex over 0..7 only (seen[8]), so every value with Omega >= 9 (512, 768, ...) is given 8.
// Killed by a value with Omega = 9 beside one with Omega = 8 (512 and 256: 9 ^ 8 = 1, Anna; capped, 8 ^ 8 = 0).
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
    // divisors of every value up to mx, by a harmonic sieve
    vector<vector<int>> divs(mx + 1);
    for (int d = 1; d <= mx; d++)
        for (int m = 2 * d; m <= mx; m += d) divs[m].push_back(d);
    vector<int> g(mx + 1, 0);
    for (int v = 2; v <= mx; v++) {
        bool seen[8] = {};
        for (int d : divs[v])
            if (g[d] < 8) seen[g[d]] = true;
        int m = 0;
        while (m < 8 && seen[m]) m++;
        g[v] = m;
    }
    int x = 0;
    for (int v : a) x ^= g[v];
    cout << (x ? "Anna" : "Bruno") << '\n';
    return 0;
}
