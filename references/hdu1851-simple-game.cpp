// HDU 1851 A Simple Game: https://acm.hdu.edu.cn/showproblem.php?pid=1851
// Method: Sprague-Grundy with Bash games: pile i is worth M_i % (L_i + 1); Agrael (second player) wins iff the XOR == 0.
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
            long long m, l;
            cin >> m >> l;
            x ^= m % (l + 1);
        }
        cout << (x == 0 ? "Yes" : "No") << '\n';
    }
    return 0;
}
