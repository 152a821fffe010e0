// AtCoder ARC091 F Strange Nim: https://atcoder.jp/contests/arc091/tasks/arc091_d
// Method: Sprague-Grundy: g(X) = 0 if X < K, X / K if K divides X, else g(X - (X/K + 1)), with equal-quotient steps jumped at once; Takahashi wins iff the XOR != 0.
#include <iostream>
using namespace std;

long long grundy(long long a, long long k) {
    while (true) {
        if (a < k) return 0;
        if (a % k == 0) return a / k;
        long long d = a / k + 1;
        long long t = (a % k + d - 1) / d;
        a -= t * d;
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    long long x = 0;
    for (int i = 0; i < n; i++) {
        long long a, k;
        cin >> a >> k;
        x ^= grundy(a, k);
    }
    cout << (x ? "Takahashi" : "Aoki") << '\n';
    return 0;
}
