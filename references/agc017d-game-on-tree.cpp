// AtCoder AGC017 D Game on Tree: https://atcoder.jp/contests/agc017/tasks/agc017_d
// Method: Green Hackenbush on a tree rooted at 1 (colon principle): g(v) = XOR over children c of (g(c) + 1); Alice wins iff g(1) != 0.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int x, y;
        cin >> x >> y;
        adj[x].push_back(y);
        adj[y].push_back(x);
    }
    // BFS order from vertex 1, then children before parents.
    vector<int> order, par(n + 1, 0), g(n + 1, 0);
    order.reserve(n);
    order.push_back(1);
    par[1] = -1;
    for (size_t i = 0; i < order.size(); i++) {
        int v = order[i];
        for (int u : adj[v]) {
            if (u != par[v]) {
                par[u] = v;
                order.push_back(u);
            }
        }
    }
    for (int i = (int)order.size() - 1; i > 0; i--) {
        int v = order[i];
        g[par[v]] ^= g[v] + 1;
    }
    cout << (g[1] ? "Alice" : "Bob") << '\n';
    return 0;
}
