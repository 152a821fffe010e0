// time_limit_exceeded: enumerates every gap vector (g_1, ..., g_(k/2)) of sum at most n - k and tests Moore's condition on each: right, but C(n - k/2, k/2) vectors (about 10^29 at n = 149, k = 100)
#include <iostream>
#include <vector>
using namespace std;

const long long MOD = 1000000007;
int n, k, d, m;
long long fac[10005], inv[10005], lose = 0;
vector<int> gaps;

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

void go(int i, int left) {
    if (i == m) {
        for (int b = 0; b < 14; b++) {
            int cnt = 0;
            for (int g : gaps) cnt += g >> b & 1;
            if (cnt % (d + 1)) return;
        }
        int s = n - k - left;
        lose = (lose + C(n - m - s, m)) % MOD;
        return;
    }
    for (int g = 0; g <= left; g++) {
        gaps.push_back(g);
        go(i + 1, left - g);
        gaps.pop_back();
    }
}

int main() {
    cin >> n >> k >> d;
    m = k / 2;
    fac[0] = 1;
    for (int i = 1; i <= n; i++) fac[i] = fac[i - 1] * i % MOD;
    inv[n] = power(fac[n], MOD - 2);
    for (int i = n; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    go(0, n - k);
    cout << ((C(n, k) - lose) % MOD + MOD) % MOD << '\n';
    return 0;
}
