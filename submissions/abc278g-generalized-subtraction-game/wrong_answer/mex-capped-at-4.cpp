// wrong_answer: takes the mex over 0..3 only, so a run worth 4 or more is given 4.
// Killed where a run's true value exceeds 4: max-n-1048-l-3-r-3, max-n-1943-l-10-r-10, max-n-1997-l-2-r-2, max-n-1999-l-2-r-2, max-n-2000-l-3-r-3.
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
        for (int a = 0; a + L <= m; a++) {
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
        while (v < 4 && seen[v]) v++;
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
