// wrong_answer: a depth-first search that calls a vertex found on its own stack a draw and memoises every value it computes, so a vertex settled while an ancestor was on the stack keeps a wrong draw.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

const int V = 52 * 52 * 52;
vector<vector<int>> adj(V);
vector<int> memo(V, -1);  // -1 unknown, 0 lose, 1 win, 2 draw
vector<char> onstack(V, 0);

int code(char c) { return isupper(c) ? c - 'A' : c - 'a' + 26; }
int vertex(const string& s, int from) {
    return (code(s[from]) * 52 + code(s[from + 1])) * 52 + code(s[from + 2]);
}

int dfs(int v) {
    if (memo[v] != -1) return memo[v];
    onstack[v] = 1;
    bool draw = false, win = false;
    for (int u : adj[v]) {
        int r = onstack[u] ? 2 : dfs(u);
        if (r == 0) { win = true; break; }
        if (r == 2) draw = true;
    }
    onstack[v] = 0;
    return memo[v] = win ? 1 : draw ? 2 : 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> tail(n);
    for (int i = 0; i < n; i++) {
        string s;
        cin >> s;
        tail[i] = vertex(s, s.size() - 3);
        adj[vertex(s, 0)].push_back(tail[i]);
    }
    for (int i = 0; i < n; i++) {
        int r = dfs(tail[i]);
        cout << (r == 0 ? "Takahashi" : r == 1 ? "Aoki" : "Draw") << '\n';
    }
}
