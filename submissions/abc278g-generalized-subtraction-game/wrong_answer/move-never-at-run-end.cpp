// wrong_answer: looks for a winning move only at offsets a with a + L < m, so a move that takes the last L cards of a run is never found.
// Killed where every winning reply takes a run's last L cards (edge-n-2-l-1-r-1, edge-n-5-l-2-r-2 and others): the program finds no move and prints 0 0.
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

int n, L, R;
vector<int> g;
vector<bool> present;

bool read_reply() {
    int a, b;
    cin >> a >> b;
    if (a == 0 || a == -1) return false;
    for (int i = a; i < a + b; i++) present[i] = false;
    return true;
}

void grundy_move() {
    vector<pair<int, int>> runs;  // (start, length)
    for (int i = 1; i <= n;) {
        if (!present[i]) { i++; continue; }
        int j = i;
        while (j <= n && present[j]) j++;
        runs.push_back({i, j - i});
        i = j;
    }
    int total = 0;
    for (auto [s, m] : runs) total ^= g[m];
    for (auto [s, m] : runs) {
        int want = total ^ g[m];
        for (int a = 0; a + L < m; a++) {
            if ((g[a] ^ g[m - L - a]) == want) {
                for (int i = s + a; i < s + a + L; i++) present[i] = false;
                cout << s + a << ' ' << L << endl;
                return;
            }
        }
    }
    cout << "0 0" << endl;
}

int main() {
    cin >> n >> L >> R;
    int y = -1;
    for (int c = L; c <= R && c <= n; c++)
        if ((n - c) % 2 == 0) { y = c; break; }
    if (y != -1) {
        cout << "First" << endl;
        cout << (n - y) / 2 + 1 << ' ' << y << endl;
        while (true) {
            int a, b;
            cin >> a >> b;
            if (a == 0 || a == -1) return 0;
            cout << n + 2 - a - b << ' ' << b << endl;
        }
    }
    g.assign(n + 1, 0);
    for (int m = L; m <= n; m++) {
        vector<bool> seen(m + 2, false);
        for (int a = 0; a + L <= m; a++) {
            int v = g[a] ^ g[m - L - a];
            if (v <= m) seen[v] = true;
        }
        int v = 0;
        while (seen[v]) v++;
        g[m] = v;
    }
    present.assign(n + 1, true);
    if (g[n] != 0) {
        cout << "First" << endl;
    } else {
        cout << "Second" << endl;
        if (!read_reply()) return 0;
    }
    while (true) {
        grundy_move();
        if (!read_reply()) return 0;
    }
}
