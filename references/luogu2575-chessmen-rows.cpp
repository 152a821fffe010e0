// Luogu P2575 高手过招: https://www.luogu.com.cn/problem/P2575
// Method: each row is a staircase Nim: step k holds the chessmen with k empty cells to their right; the row is worth the XOR of the odd steps' sizes, and AKN wins iff the XOR over all rows != 0.
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
        for (int r = 0; r < n; r++) {
            int m;
            cin >> m;
            bool cell[21] = {};
            for (int j = 0; j < m; j++) {
                int p;
                cin >> p;
                cell[p] = true;
            }
            int step = 0, cnt = 0, row = 0;
            for (int p = 20; p >= 1; p--) {
                if (cell[p]) {
                    cnt++;
                } else {
                    if (step % 2 == 1) row ^= cnt;
                    step++;
                    cnt = 0;
                }
            }
            if (step % 2 == 1) row ^= cnt;
            x ^= row;
        }
        cout << (x ? "YES" : "NO") << '\n';
    }
    return 0;
}
