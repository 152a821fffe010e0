// AcWing 893 集合-Nim游戏 (set Nim): https://www.acwing.com/problem/content/895/
// Method: Sprague-Grundy: memoised g(h) = mex{ g(h - s) : s in S, s <= h } per pile; the first player wins iff the XOR != 0.
#include <iostream>
#include <algorithm>
#include <cstring>
#include <unordered_set>
using namespace std;

const int N = 10010;
int k, n;
int s[110], f[N];

int sg(int x) {
    if (f[x] != -1) return f[x];
    unordered_set<int> S;
    for (int i = 0; i < k; i++) {
        if (x >= s[i]) S.insert(sg(x - s[i]));
    }
    for (int i = 0;; i++)
        if (!S.count(i)) return f[x] = i;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> k;
    for (int i = 0; i < k; i++) cin >> s[i];
    cin >> n;
    memset(f, -1, sizeof f);
    int res = 0;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        res ^= sg(x);
    }
    cout << (res ? "Yes" : "No") << '\n';
    return 0;
}
