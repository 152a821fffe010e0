// wrong_answer: the adjacency lists are static arrays filled by every drawing and never cleared, so each drawing also sees the edges of the drawings before it.
// Killed by tests with a second drawing: two single edges (Harry: 1 ^ 1; the second drawing sees both edges at the root, worth 0, so Sally). Its arrays are sized for any drawing, so it answers wrong rather than crashing (a judge reports its verdict as WA).
#include <iostream>
#include <utility>
#include <vector>
using namespace std;

int m, k, edgeBase;
vector<pair<int, int>> adj[105];  // (to, edge id), never cleared
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
            depth.assign(105, -1);
            sg.assign(105, 0);
            removed.assign(105, false);
            for (int i = 0; i < k; i++) {
                int a, b;
                cin >> a >> b;
                adj[a].push_back({b, edgeBase + i});
                adj[b].push_back({a, edgeBase + i});
            }
            edgeBase += k;
            usedEdge.assign(edgeBase, false);
            dfs(1, 0);
            x ^= sg[1];
        }
        cout << (x ? "Sally" : "Harry") << '\n';
    }
    return 0;
}
