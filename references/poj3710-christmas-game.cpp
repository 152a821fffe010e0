// POJ 3710 Christmas Game: http://poj.org/problem?id=3710
// Method: Green Hackenbush: DFS by edge identities; a back edge closes a polygon (odd: one edge at its hanging node, even: nothing, nodes dropped); then sg(v) = XOR of (sg(child) + 1); Sally wins iff the XOR over the drawings is not 0.
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

int m, k;
vector<vector<pair<int, int>>> adj;  // (to, edge id)
vector<int> depth, sg;
vector<bool> removed, usedEdge;
vector<int> path;  // the DFS path

void dfs(int u, int d) {
    depth[u] = d;
    path.push_back(u);
    for (auto [v, e] : adj[u]) {
        if (usedEdge[e]) continue;
        usedEdge[e] = true;
        if (depth[v] < 0) {
            dfs(v, d + 1);
            if (!removed[v]) sg[u] ^= sg[v] + 1;
        } else {
            // A polygon: v is its hanging node, the path from v to u its other nodes.
            int sides = depth[u] - depth[v] + 1;
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
