// time_limit_exceeded: the same recursion over free ranges with no memo: every chosen interval recurses into both sides again, exponential in the number of disjoint intervals (100 intervals at the maximum).
// Over 3x the limit on max-t-n-mirrored, max-t-mirrored-plus-middle, max-t-n-random and max-t-n-short; right on every case it finishes.
#include <iostream>
#include <algorithm>
#include <cstring>
#include <set>
using namespace std;

const int M = 100;
int n;
int L[110], R[110];
int memo[M + 2][M + 2];

int grundy(int l, int r) {
    set<int> s;
    for (int i = 0; i < n; i++) {
        if (l <= L[i] && R[i] <= r) s.insert(grundy(l, L[i]) ^ grundy(R[i], r));
    }
    int m = 0;
    while (s.count(m)) m++;
    return m;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        cin >> n;
        for (int i = 0; i < n; i++) cin >> L[i] >> R[i];
        memset(memo, -1, sizeof memo);
        cout << (grundy(1, M) ? "Alice" : "Bob") << '\n';
    }
    return 0;
}
