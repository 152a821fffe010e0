// wrong_answer: the factorials are tabulated once for i < N = 10000, so at n = 10^4 the factorial of n is still 0 and C(n, k) comes out 0
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

const long long MOD = 1000000007;
const int N = 10000;
long long fac[N + 5], inv[N + 5];

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
    fac[0] = 1;
    for (int i = 1; i < N; i++) fac[i] = fac[i - 1] * i % MOD;
    inv[N - 1] = power(fac[N - 1], MOD - 2);
    for (int i = N - 1; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    int n, k, d;
    cin >> n >> k >> d;
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
    cout << ((C(n, k) - lose) % MOD + MOD) % MOD << '\n';
    return 0;
}
