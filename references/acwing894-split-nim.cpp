// AcWing 894 拆分-Nim游戏 (split Nim): https://www.acwing.com/problem/content/896/
// Method: Sprague-Grundy: memoised g(x) = mex{ g(i) ^ g(j) : 0 <= j <= i < x } per pile; the first player wins iff the XOR != 0.
#include <iostream>
#include <algorithm>
#include <cstring>
#include <unordered_set>
using namespace std;

const int N = 110;
int n;
int f[N];

int sg(int x) {
    if (f[x] != -1) return f[x];
    unordered_set<int> S;
    for (int i = 0; i < x; i++)
        for (int j = 0; j <= i; j++) S.insert(sg(i) ^ sg(j));
    for (int i = 0;; i++)
        if (!S.count(i)) return f[x] = i;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
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
