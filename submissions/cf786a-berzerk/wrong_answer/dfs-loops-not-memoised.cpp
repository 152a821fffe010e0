// wrong_answer: a depth-first search that calls a state found on its own stack a loop; wins and losses are memoised, loops are not (they are searched again from the next start), yet a state that loops only because an ancestor was on the stack can still be a win or a loss.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<int> s[2];
vector<vector<int>> memo, onstack;  // memo: -1 unknown, 0 lose, 1 win

int dfs(int t, int p) {
    if (p == 0) return 0;  // the opponent has just won
    if (memo[t][p] != -1) return memo[t][p];
    if (onstack[t][p]) return 2;
    onstack[t][p] = 1;
    bool win = false, loop = false;
    for (int x : s[t]) {
        int r = dfs(1 - t, (p + x) % n);
        if (r == 0) { win = true; break; }
        if (r == 2) loop = true;
    }
    onstack[t][p] = 0;
    int r = win ? 1 : loop ? 2 : 0;
    if (r != 2) memo[t][p] = r;
    return r;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n;
    for (int t = 0; t < 2; t++) {
        int k;
        cin >> k;
        s[t].resize(k);
        for (auto& x : s[t]) cin >> x;
    }
    memo.assign(2, vector<int>(n, -1));
    onstack.assign(2, vector<int>(n, 0));
    for (int t = 0; t < 2; t++) {
        for (int p = 1; p < n; p++) {
            int r = dfs(t, p);
            if (p > 1) cout << ' ';
            cout << (r == 1 ? "Win" : r == 0 ? "Lose" : "Loop");
        }
        cout << '\n';
    }
}
