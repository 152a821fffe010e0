// wrong_answer: the definition swept over every state at most 100 times, the rest called loops; a forced line longer than that (one step each round a circle of 7000) is cut short.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> s[2];
    for (int t = 0; t < 2; t++) {
        int k;
        cin >> k;
        s[t].resize(k);
        for (auto& x : s[t]) cin >> x;
    }
    // res: 0 unknown, 1 win, 2 lose, for the player to move.
    vector<vector<int>> res(2, vector<int>(n, 0));
    res[0][0] = res[1][0] = 2;
    for (int sweep = 0; sweep < 100; sweep++) {
        bool changed = false;
        for (int t = 0; t < 2; t++)
            for (int p = 1; p < n; p++) {
                if (res[t][p]) continue;
                bool win = false, all = true;
                for (int x : s[t]) {
                    int r = res[1 - t][(p + x) % n];
                    if (r == 2) win = true;
                    if (r != 1) all = false;
                }
                if (win || all) {
                    res[t][p] = win ? 1 : 2;
                    changed = true;
                }
            }
        if (!changed) break;
    }
    for (int t = 0; t < 2; t++) {
        for (int p = 1; p < n; p++) {
            if (p > 1) cout << ' ';
            cout << (res[t][p] == 1 ? "Win" : res[t][p] == 2 ? "Lose" : "Loop");
        }
        cout << '\n';
    }
}
