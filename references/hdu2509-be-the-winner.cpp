// HDU 2509 Be the Winner: https://acm.hdu.edu.cn/showproblem.php?pid=2509
// Method: anti-SG (SJ theorem); a row of L is worth L: Fra wins iff (XOR != 0 and some row > 1) or (XOR == 0 and no row > 1).
#include <iostream>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    while (cin >> n) {
        int x = 0;
        bool big = false;
        for (int i = 0; i < n; i++) {
            int a;
            cin >> a;
            x ^= a;
            if (a > 1) big = true;
        }
        bool fra = big ? (x != 0) : (x == 0);
        cout << (fra ? "Yes" : "No") << '\n';
    }
    return 0;
}
