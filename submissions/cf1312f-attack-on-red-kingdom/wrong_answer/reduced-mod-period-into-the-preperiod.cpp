// wrong_answer: a castle at or beyond the preperiod is reduced to v mod period, which can land inside the preperiod, whose rows are not the cycle's.
// Killed by most cases with a castle beyond a preperiod, e.g. edge-longest-preperiod and every random-small case.
// Codeforces 1312F Attack on Red Kingdom: Sprague-Grundy on (defenders, last attack kind);
// the rows turn periodic, large a_i are reduced into the period; count first attacks leaving XOR 0.
#include <iostream>
#include <algorithm>
#include <vector>
using namespace std;

const int ROWS = 300;
int g[ROWS][3];  // 0: mixed / never attacked, 1: last was infantry, 2: last was cavalry

int mex3(int a, int b, int c) {
    for (int m = 0;; m++)
        if (m != a && m != b && m != c) return m;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n, x, y, z;
        cin >> n >> x >> y >> z;
        vector<long long> a(n);
        for (auto &v : a) cin >> v;
        for (int k = 0; k < ROWS; k++) {
            if (k == 0) {
                g[k][0] = g[k][1] = g[k][2] = 0;
                continue;
            }
            int gx = g[max(0, k - x)][0], gy = g[max(0, k - y)][1], gz = g[max(0, k - z)][2];
            g[k][0] = mex3(gx, gy, gz);
            g[k][1] = mex3(gx, gz, -1);
            g[k][2] = mex3(gx, gy, -1);
        }
        // find preperiod p and period per: rows p..p+4 equal rows p+per..p+per+4
        int p = -1, per = -1;
        for (int s = 0; s < 100 && p < 0; s++) {
            for (int d = 1; d < 100; d++) {
                bool ok = true;
                for (int i = 0; i < 5 && ok; i++)
                    for (int j = 0; j < 3; j++)
                        if (g[s + i][j] != g[s + d + i][j]) ok = false;
                if (ok) {
                    p = s;
                    per = d;
                    break;
                }
            }
        }
        auto idx = [&](long long v) -> int {
            if (v < 0) v = 0;
            if (v < p) return (int)v;
            return (int)(v % per);
        };
        int S = 0;
        for (long long v : a) S ^= g[idx(v)][0];
        long long ans = 0;
        for (long long v : a) {
            if (v == 0) continue;  // no defender: no attack on it
            int rest = S ^ g[idx(v)][0];
            if ((rest ^ g[idx(v - x)][0]) == 0) ans++;
            if ((rest ^ g[idx(v - y)][1]) == 0) ans++;
            if ((rest ^ g[idx(v - z)][2]) == 0) ans++;
        }
        cout << ans << '\n';
    }
    return 0;
}
