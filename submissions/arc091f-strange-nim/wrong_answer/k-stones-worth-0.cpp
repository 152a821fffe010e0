// wrong_answer: tests a < k as a <= k, so a pile of exactly K stones (one stone can be taken, leaving K - 1: worth 1) is given 0.
// Killed by a pile with A = K (edge-k-equals-a, edge-k-equals-max-a, edge-one-stone-k-1).
#include <iostream>
using namespace std;

long long grundy(long long a, long long k) {
    while (true) {
        if (a <= k) return 0;
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
