// time_limit_exceeded: retrograde analysis without reversed moves: for each settled state, every state of the other player and every value of his set are tried to find the moves into it, O(n k) per settled state and O(n^2 (k1 + k2)) in all, about 7e11 steps for n = 7000 and sets of 6999.
#include <iostream>
#include <queue>
#include <utility>
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
    // res: 0 loop (unresolved), 1 win, 2 lose, for the player to move.
    vector<vector<int>> res(2, vector<int>(n, 0)), cnt(2, vector<int>(n));
    for (int t = 0; t < 2; t++)
        for (int p = 0; p < n; p++) cnt[t][p] = s[t].size();
    queue<pair<int, int>> q;
    for (int t = 0; t < 2; t++) {
        res[t][0] = 2;
        q.push({t, 0});
    }
    while (!q.empty()) {
        auto [t, p] = q.front();
        q.pop();
        int u = 1 - t;
        for (int pp = 1; pp < n; pp++)
            for (int x : s[u]) {
                if ((pp + x) % n != p || res[u][pp] != 0) continue;
                if (res[t][p] == 2) {
                    res[u][pp] = 1;
                    q.push({u, pp});
                } else if (--cnt[u][pp] == 0) {
                    res[u][pp] = 2;
                    q.push({u, pp});
                }
            }
    }
    for (int t = 0; t < 2; t++) {
        for (int p = 1; p < n; p++) {
            if (p > 1) cout << ' ';
            cout << (res[t][p] == 1 ? "Win" : res[t][p] == 2 ? "Lose" : "Loop");
        }
        cout << '\n';
    }
}
