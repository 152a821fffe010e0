// wrong_answer: plays on the range [1, 99) instead of [1, 100), so an interval ending at 100 is never selectable.
// Killed by a test whose winner depends on an interval with R = 100 (edge-whole-line-and-duplicates: [1, 100) alone is Alice; edge-kayles-rows-at-both-ends).
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
    if (memo[l][r] != -1) return memo[l][r];
    set<int> s;
    for (int i = 0; i < n; i++) {
        if (l <= L[i] && R[i] <= r) s.insert(grundy(l, L[i]) ^ grundy(R[i], r));
    }
    int m = 0;
    while (s.count(m)) m++;
    return memo[l][r] = m;
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
        cout << (grundy(1, M - 1) ? "Alice" : "Bob") << '\n';
    }
    return 0;
}
