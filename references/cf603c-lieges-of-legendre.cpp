// Codeforces 603C Lieges of Legendre: https://codeforces.com/problemset/problem/603/C
// Method: Sprague-Grundy, only k's parity matters: k even: g = 0,1,2 then 1 for even, 0 for odd; k odd: g(0..4) = 0,1,0,1,2, odd a >= 5 -> 0, even a -> 2 if g(a/2) = 1 else 1.
#include <iostream>
using namespace std;

int k;

int grundy(long long a) {
    if (k % 2 == 0) {
        if (a <= 2) return (int)a;
        return a % 2 == 0 ? 1 : 0;
    }
    if (a <= 4) {
        static const int small[5] = {0, 1, 0, 1, 2};
        return small[a];
    }
    if (a % 2 == 1) return 0;
    return grundy(a / 2) == 1 ? 2 : 1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n >> k;
    int x = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        cin >> a;
        x ^= grundy(a);
    }
    cout << (x ? "Kevin" : "Nicky") << '\n';
    return 0;
}
