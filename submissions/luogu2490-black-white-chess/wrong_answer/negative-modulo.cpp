// wrong_answer: prints (C(n, k) - losing) % MOD as it is, which is negative whenever C(n, k) mod p is below the losing count mod p
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

const long long MOD = 1000000007;
long long fac[10005], inv[10005];

long long power(long long b, long long e) {
    long long r = 1;
    while (e) {
        if (e & 1) r = r * b % MOD;
        b = b * b % MOD;
        e >>= 1;
    }
    return r;
}

long long C(int a, int b) {
    if (b < 0 || a < b) return 0;
    return fac[a] * inv[b] % MOD * inv[a - b] % MOD;
}

int main() {
    int n, k, d;
    cin >> n >> k >> d;
    fac[0] = 1;
    for (int i = 1; i <= n; i++) fac[i] = fac[i - 1] * i % MOD;
    inv[n] = power(fac[n], MOD - 2);
    for (int i = n; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    int m = k / 2, fr = n - k;
    vector<long long> f(fr + 1, 0), g;
    f[0] = 1;
    for (int b = 0; (1 << b) <= fr; b++) {
        g.assign(fr + 1, 0);
        for (int s = 0; s <= fr; s++)
            for (int j = 0; j <= m && s + j * (1 << b) <= fr; j += d + 1)
                g[s + j * (1 << b)] = (g[s + j * (1 << b)] + f[s] * C(m, j)) % MOD;
        f.swap(g);
    }
    long long lose = 0;
    for (int s = 0; s <= fr; s++) lose = (lose + f[s] * C(n - m - s, m)) % MOD;
    cout << (C(n, k) - lose) % MOD << '\n';
    return 0;
}
