// Codeforces 88E Interesting Game: https://codeforces.com/problemset/problem/88/E
// Method: Sprague-Grundy: g(m) = mex over splits into k consecutive parts b..b+k-1 of X(b+k-1) ^ X(b-1) (X the prefix XOR of g), filled for m = 1..n; answer the least k whose split has XOR 0, or -1 if g(n) = 0.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> g(n + 1, 0), X(n + 1, 0);
    for (int m = 1; m <= n; m++) {
        bool seen[64] = {};
        for (int k = 2; k * (k + 1) / 2 <= m; k++) {
            int rest = m - k * (k - 1) / 2;
            if (rest % k) continue;
            int b = rest / k;
            seen[X[b + k - 1] ^ X[b - 1]] = true;
        }
        int v = 0;
        while (seen[v]) v++;
        g[m] = v;
        X[m] = X[m - 1] ^ v;
    }
    int ans = -1;
    if (g[n]) {
        for (int k = 2; k * (k + 1) / 2 <= n; k++) {
            int rest = n - k * (k - 1) / 2;
            if (rest % k) continue;
            int b = rest / k;
            if ((X[b + k - 1] ^ X[b - 1]) == 0) {
                ans = k;
                break;
            }
        }
    }
    cout << ans << '\n';
    return 0;
}
