// Codeforces 255E Furlo and Rublo and Game: https://codeforces.com/problemset/problem/255/E
// Method: Sprague-Grundy: g(x) = mex of g over [lo(x), hi(x)] (lo = least y with y^4 >= x, hi = floor(sqrt x)), tabulated to 881918 by a sliding-window mex; larger piles by prefix counts per value over their window; Furlo wins iff the XOR != 0.
#include <iostream>
#include <algorithm>
#include <cmath>
using namespace std;

const int M = 881918;  // floor(sqrt(777777777777)) + 1
const int V = 5;       // Grundy values stay below 4
int g[M + 1];
int pre[V][M + 2];  // pre[v][i]: how many of g[0..i-1] equal v

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
    bool seen[V + 1] = {};
    if (lo <= hi)
        for (int v = 0; v < V; v++)
            if (pre[v][hi + 1] - pre[v][lo] > 0) seen[v] = true;
    int m = 0;
    while (seen[m]) m++;
    return m;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    // the table by a sliding window [lo, hi] over y, both ends only growing
    long long lo = 1, hi = 0;
    int cnt[V] = {};
    for (int x = 0; x <= M; x++) {
        if (x >= 2) {
            while ((hi + 1) * (hi + 1) <= x) cnt[g[++hi]]++;
            while (lo * lo * lo * lo < x) cnt[g[lo++]]--;
        }
        int m = 0;
        while (x >= 2 && cnt[m] > 0) m++;
        g[x] = m;
        for (int v = 0; v < V; v++) pre[v][x + 1] = pre[v][x] + (g[x] == v);
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
