// time_limit_exceeded: the Grundy value of each pile above 881918 is the mex of g over its whole window [x^(1/4), sqrt x], scanned pile by pile: up to 77777 x 881918 (about 7 * 10^10) steps at the maximum.
// Right wherever it finishes; far over the limit on max-n-random and max-n-all-max (every pile large).
// Codeforces 255E Furlo and Rublo and Game: Sprague-Grundy, g(x) = mex of g(y) for
// x^(1/4) <= y <= sqrt x, y < x; the table to 881918 by a sliding window, larger piles by
// scanning their window in the table.
#include <iostream>
#include <algorithm>
#include <cmath>
using namespace std;

const int M = 881918;  // floor(sqrt(777777777777)) + 1
int g[M + 1];

long long isqrt(long long x) {
    long long r = (long long)sqrtl((long double)x);
    while (r * r > x) r--;
    while ((r + 1) * (r + 1) <= x) r++;
    return r;
}

long long lo4(long long x) {  // least y with y^4 >= x
    long long y = (long long)sqrtl(sqrtl((long double)x));
    while (y > 0 && (y - 1) * (y - 1) * (y - 1) * (y - 1) >= x) y--;
    while (y * y * y * y < x) y++;
    return y;
}

int mexOf(long long x) {
    long long lo = lo4(x), hi = min(isqrt(x), x - 1);
    bool seen[64] = {};
    for (long long y = lo; y <= hi; y++) seen[g[y]] = true;
    int m = 0;
    while (seen[m]) m++;
    return m;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    // the table by a sliding window [lo, hi] over y, both ends only growing
    long long lo = 1, hi = 0;
    int cnt[64] = {};
    for (int x = 0; x <= M; x++) {
        if (x >= 2) {
            while ((hi + 1) * (hi + 1) <= x) cnt[g[++hi]]++;
            while (lo * lo * lo * lo < x) cnt[g[lo++]]--;
        }
        int m = 0;
        while (x >= 2 && cnt[m] > 0) m++;
        g[x] = m;
    }
    int n;
    cin >> n;
    int res = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        cin >> a;
        res ^= a <= M ? g[a] : mexOf(a);
    }
    cout << (res ? "Furlo" : "Rublo") << '\n';
    return 0;
}
