// time_limit_exceeded: each pile's Grundy value by a mex recursion without a memo: about 2^M calls for L >= M, some 10^6 per pile at M = 20, times 10 piles times up to 10^5 tests.
// Far too slow on max-1000-cases-m-20 (10^4 piles with M = 20, L in 16..20); max-n-paired-1000-cases, of random piles, already takes it past the limit.
#include <iostream>
using namespace std;

int l;

int grundy(int m) {
    bool seen[22] = {};
    for (int k = 1; k <= l && k <= m; k++) seen[grundy(m - k)] = true;
    int mex = 0;
    while (seen[mex]) mex++;
    return mex;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        int x = 0;
        for (int i = 0; i < n; i++) {
            int m;
            cin >> m >> l;
            x ^= grundy(m);
        }
        cout << (x == 0 ? "Yes" : "No") << '\n';
    }
    return 0;
}
