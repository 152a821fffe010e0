// AtCoder ABC297 G Constrained Nim 2: https://atcoder.jp/contests/abc297/tasks/abc297_g
// Method: Sprague-Grundy: a pile of x is worth floor((x mod (L + R)) / L); Taro (first) wins iff the XOR != 0.
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long l, r;
    cin >> n >> l >> r;
    long long x = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        cin >> a;
        x ^= (a % (l + r)) / l;
    }
    cout << (x ? "First" : "Second") << '\n';
    return 0;
}
