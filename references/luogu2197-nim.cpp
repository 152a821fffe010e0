// Luogu P2197 nim game: https://www.luogu.com.cn/problem/P2197
// Method: Bouton's theorem: the first player wins iff the XOR of the piles is non-zero.
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
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long a;
            cin >> a;
            x ^= a;
        }
        cout << (x != 0 ? "Yes" : "No") << '\n';
    }
    return 0;
}
