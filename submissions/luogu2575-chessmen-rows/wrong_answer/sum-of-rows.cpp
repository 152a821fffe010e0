// wrong_answer: adds the rows' values instead of XORing them, so two equal nonzero rows are taken for a win.
// Killed by rows that pair up (max-n-dense-mirrored: each row twice, NO).
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
            x += row;
        }
        cout << (x ? "YES" : "NO") << '\n';
    }
    return 0;
}
