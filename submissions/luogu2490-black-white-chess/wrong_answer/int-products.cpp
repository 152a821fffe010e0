// wrong_answer: keeps the counts in int and multiplies two residues in int (f[s] * C(m, j)), which overflows once the residues pass about 46341
#include <iostream>
#include <algorithm>
#include <utility>
#include <vector>
using namespace std;

const int MOD = 1000000007;
int c[10005][105];

int main() {
    int n, k, d;
    cin >> n >> k >> d;
    for (int i = 0; i <= n; i++) {
        c[i][0] = 1;
        for (int j = 1; j <= min(i, k); j++) c[i][j] = (c[i - 1][j - 1] + c[i - 1][j]) % MOD;
    }
    int m = k / 2, fr = n - k;
    vector<int> f(fr + 1, 0), g;
    f[0] = 1;
    for (int b = 0; (1 << b) <= fr; b++) {
        g.assign(fr + 1, 0);
        for (int s = 0; s <= fr; s++)
            for (int j = 0; j <= m && s + j * (1 << b) <= fr; j += d + 1)
                g[s + j * (1 << b)] = (g[s + j * (1 << b)] + f[s] * c[m][j] % MOD) % MOD;
        f.swap(g);
    }
    int lose = 0;
    for (int s = 0; s <= fr; s++) lose = (lose + f[s] * c[n - m - s][m] % MOD) % MOD;
    cout << ((c[n][k] - lose) % MOD + MOD) % MOD << '\n';
    return 0;
}
