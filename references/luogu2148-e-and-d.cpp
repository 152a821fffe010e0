// Luogu P2148 [SDOI2009] E&D: https://www.luogu.com.cn/problem/P2148
// Method: Sprague-Grundy: the group (x, y) is worth the index of the lowest 0 bit of (x - 1) | (y - 1); E wins iff the XOR != 0.
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        int x = 0;
        for (int i = 0; i < n / 2; i++) {
            long long a, b;
            cin >> a >> b;
            long long s = (a - 1) | (b - 1);
            int k = 0;
            while (s >> k & 1) k++;
            x ^= k;
        }
        cout << (x ? "YES" : "NO") << '\n';
    }
    return 0;
}
