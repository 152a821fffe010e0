// wrong_answer: the out-degree counts distinct words only (a set per vertex), but every copy of a repeated word is a reversed edge, so a vertex is settled as lost before all its moves are known to lose.
#include <iostream>
#include <queue>
#include <set>
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
    vector<int> tail(n);
    vector<set<string>> distinct(V);
    vector<vector<int>> rev(V);
    for (int i = 0; i < n; i++) {
        string s;
        cin >> s;
        int h = vertex(s, 0);
        tail[i] = vertex(s, s.size() - 3);
        distinct[h].insert(s);
        rev[tail[i]].push_back(h);
    }
    vector<int> deg(V), state(V, 0);
    queue<int> q;
    for (int v = 0; v < V; v++) {
        deg[v] = distinct[v].size();
        if (deg[v] == 0) {
            state[v] = 2;
            q.push(v);
        }
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
