// AtCoder ABC206 F Interval Game 2: https://atcoder.jp/contests/abc206/tasks/abc206_f
// Method: Sprague-Grundy over free ranges [l, r): g(l, r) = mex of g(l, L) ^ g(R, r) over intervals inside; Alice wins iff g(1, 100) != 0.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        vector<int> L(n), R(n);
        for (int i = 0; i < n; i++) cin >> L[i] >> R[i];
        const int M = 100;
        static int g[M + 2][M + 2];
        for (int len = 0; len <= M; len++) {
            for (int l = 1; l + len <= M; l++) {
                int r = l + len;
                bool seen[128] = {};
                for (int i = 0; i < n; i++) {
                    if (l <= L[i] && R[i] <= r) seen[g[l][L[i]] ^ g[R[i]][r]] = true;
                }
                int m = 0;
                while (seen[m]) m++;
                g[l][r] = m;
            }
        }
        cout << (g[1][M] ? "Alice" : "Bob") << '\n';
    }
    return 0;
}
