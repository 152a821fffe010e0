// wrong_answer: takes a polygon's number of sides from DFS discovery times (dfn[u] - dfn[v] + 1) instead of depths: a branch at the hanging node explored first shifts the times.
// Killed by a leaf listed before a triangle at the root (Harry: 1 ^ 1; the leaf's time makes the triangle look even, so Sally), in whichever edge order the DFS takes the leaf first.
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

int m, k;
vector<vector<pair<int, int>>> adj;  // (to, edge id)
vector<int> depth, sg, dfn;
int timer_;
vector<bool> removed, usedEdge;
vector<int> path;  // the DFS path

void dfs(int u, int d) {
    depth[u] = d;
    dfn[u] = timer_++;
    path.push_back(u);
    for (auto [v, e] : adj[u]) {
        if (usedEdge[e]) continue;
        usedEdge[e] = true;
        if (depth[v] < 0) {
            dfs(v, d + 1);
            if (!removed[v]) sg[u] ^= sg[v] + 1;
        } else {
            // A polygon: v is its hanging node, the path from v to u its other nodes.
            int sides = dfn[u] - dfn[v] + 1;
            for (int i = (int)path.size() - 1; path[i] != v; i--) removed[path[i]] = true;
            if (sides % 2 == 1) sg[v] ^= 1;
        }
    }
    path.pop_back();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    while (cin >> n) {
        int x = 0;
        for (int t = 0; t < n; t++) {
            cin >> m >> k;
            adj.assign(m + 1, {});
            depth.assign(m + 1, -1);
            sg.assign(m + 1, 0);
            dfn.assign(m + 1, 0);
            timer_ = 0;
            removed.assign(m + 1, false);
            usedEdge.assign(k, false);
            for (int i = 0; i < k; i++) {
                int a, b;
                cin >> a >> b;
                adj[a].push_back({b, i});
                adj[b].push_back({a, i});
            }
            dfs(1, 0);
            x ^= sg[1];
        }
        cout << (x ? "Sally" : "Harry") << '\n';
    }
    return 0;
}
