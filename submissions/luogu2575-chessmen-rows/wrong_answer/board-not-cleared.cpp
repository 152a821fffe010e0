// wrong_answer: keeps one cell array for the whole test and never clears it between rows, so each row also holds the chessmen of the rows before it.
// Killed by any test with two rows whose union changes the staircase value (the random max cases).
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
        bool cell[21] = {};
        for (int r = 0; r < n; r++) {
            int m;
            cin >> m;
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
