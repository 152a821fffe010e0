// time_limit_exceeded: the definition swept over every edge until nothing changes; on a chain through all 140608 strings in shuffled order a sweep settles only a few more vertices, so it takes tens of thousands of sweeps of 2e5 edges (about 10^10 steps).
#include <iostream>
#include <algorithm>
#include <numeric>
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
    for (int i = 0; i < n; i++) {
        string s;
        cin >> s;
        head[i] = vertex(s, 0);
        tail[i] = vertex(s, s.size() - 3);
    }
    // Words sorted by head, so each vertex's moves are one run.
    vector<int> order(n);
    iota(order.begin(), order.end(), 0);
    sort(order.begin(), order.end(), [&](int a, int b) { return head[a] < head[b]; });
    // 0: unknown, 1: win, 2: lose, for the player to move.
    vector<int> state(V, 0);
    vector<char> has(V, 0);
    for (int i = 0; i < n; i++) has[head[i]] = 1;
    for (int v = 0; v < V; v++)
        if (!has[v]) state[v] = 2;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int a = 0; a < n;) {
            int v = head[order[a]], b = a;
            bool win = false, allwin = true;
            for (; b < n && head[order[b]] == v; b++) {
                int t = state[tail[order[b]]];
                if (t == 2) win = true;
                if (t != 1) allwin = false;
            }
            if (state[v] == 0 && (win || allwin)) {
                state[v] = win ? 1 : 2;
                changed = true;
            }
            a = b;
        }
    }
    for (int i = 0; i < n; i++) {
        int s = state[tail[i]];
        cout << (s == 2 ? "Takahashi" : s == 1 ? "Aoki" : "Draw") << '\n';
    }
}
