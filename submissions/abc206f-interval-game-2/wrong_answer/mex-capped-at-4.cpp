// wrong_answer: takes the mex over 0..3 only (a contestant's guess that Grundy values stay small), so a range worth 4 or more is given 4.
// Killed by max-t-n-mirrored, max-t-n-short and edge-kayles-rows-at-both-ends, where a free range is worth more than 4.
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
    while (m < 4 && s.count(m)) m++;
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
        cout << (grundy(1, M) ? "Alice" : "Bob") << '\n';
    }
    return 0;
}
