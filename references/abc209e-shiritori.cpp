// AtCoder ABC209 E Shiritori: https://atcoder.jp/contests/abc209/tasks/abc209_e
// Method: one vertex per three-letter string (52^3), one edge per word from its first three letters to its last three; retrograde analysis from the vertices with no edge out, with out-degree counters and a queue over reversed edges; unsettled vertices are draws.
#include <iostream>
#include <queue>
#include <string>
#include <vector>
using namespace std;

int code(char c) { return isupper(c) ? c - 'A' : c - 'a' + 26; }
int vertex(const string& s, int from) {
    return (code(s[from]) * 52 + code(s[from + 1])) * 52 + code(s[from + 2]);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const int V = 52 * 52 * 52;
    int n;
    cin >> n;
    vector<int> head(n), tail(n);
    vector<int> deg(V, 0);
    vector<vector<int>> rev(V);
    for (int i = 0; i < n; i++) {
        string s;
        cin >> s;
        head[i] = vertex(s, 0);
        tail[i] = vertex(s, s.size() - 3);
        deg[head[i]]++;
        rev[tail[i]].push_back(head[i]);
    }
    // 0: draw (unsettled), 1: win, 2: lose, for the player to move.
    vector<int> state(V, 0);
    queue<int> q;
    for (int v = 0; v < V; v++)
        if (deg[v] == 0) {
            state[v] = 2;
            q.push(v);
        }
    while (!q.empty()) {
        int v = q.front();
        q.pop();
        for (int u : rev[v]) {
            if (state[u] != 0) continue;
            if (state[v] == 2) {
                state[u] = 1;
                q.push(u);
            } else if (--deg[u] == 0) {
                state[u] = 2;
                q.push(u);
            }
        }
    }
    for (int i = 0; i < n; i++) {
        int s = state[tail[i]];
        cout << (s == 2 ? "Takahashi" : s == 1 ? "Aoki" : "Draw") << '\n';
    }
}
