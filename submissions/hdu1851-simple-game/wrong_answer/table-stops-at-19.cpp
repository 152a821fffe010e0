// wrong_answer: the Grundy table of each pile is filled for M < 20 only (loop bound off by one), so M = 20 reads an unfilled 0.
// Killed by a pile with M = 20 and 20 % (L + 1) != 0 beside piles that do not cancel it, e.g. the single pile (20, 2) (value 2: No; it reads 0 and says Yes).
#include <iostream>
#include <cstring>
using namespace std;

int g[21];

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        int x = 0;
        for (int i = 0; i < n; i++) {
            int m, l;
            cin >> m >> l;
            memset(g, 0, sizeof g);
            for (int v = 1; v < 20; v++) {
                bool seen[22] = {};
                for (int k = 1; k <= l && k <= v; k++) seen[g[v - k]] = true;
                int mex = 0;
                while (seen[mex]) mex++;
                g[v] = mex;
            }
            x ^= g[m];
        }
        cout << (x == 0 ? "Yes" : "No") << '\n';
    }
    return 0;
}
