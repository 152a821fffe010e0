// wrong_answer: drops the group of chessmen against the left edge (column 1 occupied): after the scan, the last group is never added to the row's XOR.
// Killed by a row whose chessmen run from column 1 on an odd step, e.g. one chessman at column 1 (19 empty cells to its right).
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
            x ^= row;
        }
        cout << (x ? "YES" : "NO") << '\n';
    }
    return 0;
}
