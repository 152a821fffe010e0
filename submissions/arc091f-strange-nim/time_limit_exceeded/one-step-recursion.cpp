// time_limit_exceeded: the recursion g(X) = g(X - floor(X/K) - 1) one step at a time, without jumping the steps of equal quotient: about K ln(A/K) steps, up to about 2.8 * 10^8 per pile for A = 10^9 and K near A / 3.
// Over 3x the limit on max-one-step-worst-mirrored (200 piles of 2.75 * 10^8 steps each); right on every case it finishes.
#include <iostream>
using namespace std;

long long grundy(long long a, long long k) {
    while (true) {
        if (a < k) return 0;
        if (a % k == 0) return a / k;
        a -= a / k + 1;
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
