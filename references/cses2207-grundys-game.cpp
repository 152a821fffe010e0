// CSES 2207 Grundy's Game: https://cses.fi/problemset/task/2207
// Method: Grundy values by the mex definition up to 2000; every larger heap is a first-player win (no heap above 1222 with value 0 up to 10^6, OEIS A036685).
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const int LIM = 2000;
    vector<int> g(LIM + 1, 0);
    for (int n = 3; n <= LIM; n++) {
        vector<bool> seen(n + 1, false);
        for (int a = 1; a < n - a; a++) seen[g[a] ^ g[n - a]] = true;
        int m = 0;
        while (seen[m]) m++;
        g[n] = m;
    }
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        bool first = n > LIM ? true : g[n] != 0;
        cout << (first ? "first" : "second") << '\n';
    }
    return 0;
}
