// wrong_answer: takes each chessman as a Nim heap of the empty cells to its right, as if it could move any distance, though a move only reaches the first empty cell to its right.
// Killed by a single chessman with an even number (2 or more) of empty cells to its right (edge-one-chessman-each-column): the row is worth 0, not that number.
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
            int empty = 0;
            for (int p = 20; p >= 1; p--) {
                if (cell[p]) x ^= empty;
                else empty++;
            }
        }
        cout << (x ? "YES" : "NO") << '\n';
    }
    return 0;
}
