// wrong_answer: takes the jump length as r / d + 1 instead of ceil(r / d), which jumps one step past the multiple of K when d divides the remainder r exactly.
// Killed where a jump lands exactly on a multiple of K: max-count-worst, max-time-worst, random-small-01 and -09, and the worst piles beside their Nim heaps.
#include <iostream>
using namespace std;

long long grundy(long long a, long long k) {
    while (true) {
        if (a < k) return 0;
        if (a % k == 0) return a / k;
        long long d = a / k + 1;
        long long t = a % k / d + 1;
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
