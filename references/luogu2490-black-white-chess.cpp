// Luogu P2490 [SDOI2011] Black and white pieces: https://www.luogu.com.cn/problem/P2490
// Method: Moore's Nim_d on the k/2 pairs' gaps; losing gap vectors counted by their sum with a DP over bits, each placed in C(n - k/2 - S, k/2) ways; answer C(n, k) minus the losing layouts.
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

const long long MOD = 1000000007;

long long power(long long b, long long e) {
    long long r = 1;
    b %= MOD;
    while (e) {
        if (e & 1) r = r * b % MOD;
        b = b * b % MOD;
        e >>= 1;
    }
    return r;
}

int main() {
    int n, k, d;
    cin >> n >> k >> d;
    vector<long long> fac(n + 1), inv(n + 1);
    fac[0] = 1;
    for (int i = 1; i <= n; i++) fac[i] = fac[i - 1] * i % MOD;
    inv[n] = power(fac[n], MOD - 2);
    for (int i = n; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    auto C = [&](int a, int b) -> long long {
        if (b < 0 || a < b) return 0;
        return fac[a] * inv[b] % MOD * inv[a - b] % MOD;
    };
    int m = k / 2, free_cells = n - k;
    vector<long long> f(free_cells + 1, 0), g;
    f[0] = 1;
    for (int b = 0; (1 << b) <= free_cells; b++) {
        g.assign(free_cells + 1, 0);
        for (int s = 0; s <= free_cells; s++) {
            if (!f[s]) continue;
            for (int j = 0; j <= m && s + j * (1 << b) <= free_cells; j += d + 1)
                g[s + j * (1 << b)] = (g[s + j * (1 << b)] + f[s] * C(m, j)) % MOD;
        }
        f.swap(g);
    }
    long long lose = 0;
    for (int s = 0; s <= free_cells; s++) lose = (lose + f[s] * C(n - m - s, m)) % MOD;
    cout << ((C(n, k) - lose) % MOD + MOD) % MOD << '\n';
    return 0;
}
