// time_limit_exceeded: each row's Grundy value by plain recursion over its moves with no memo; a row of many chessmen on the left has astronomically many move sequences, and each of the n = 1000 rows is searched again.
// Over 3x the limit on every case with a row of many chessmen and free cells to their right (both max-* cases, random-small-09..10, edge-full-empty-and-nearly-full); right on every case it finishes.
#include <iostream>
using namespace std;

// Bit j - 1 of a row is column j.
int grundy(int row) {
    bool seen[64] = {};
    for (int j = 0; j < 20; j++) {
        if (!(row >> j & 1)) continue;
        int k = j + 1;
        while (k < 20 && (row >> k & 1)) k++;
        if (k == 20) continue;  // no empty cell to the right
        int next = (row & ~(1 << j)) | (1 << k);
        seen[grundy(next)] = true;
    }
    int g = 0;
    while (seen[g]) g++;
    return g;
}

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
            int row = 0;
            for (int j = 0; j < m; j++) {
                int p;
                cin >> p;
                row |= 1 << (p - 1);
            }
            x ^= grundy(row);
        }
        cout << (x ? "YES" : "NO") << '\n';
    }
    return 0;
}
