// wrong_answer: keeps the Grundy values in 16-bit integers, so a value of 65536 or more wraps (a branch of 65536 or more edges).
// Killed by vertex 1 between arms of 65537 and 1 edges: 65537 ^ 1 != 0 (Alice), but 1 ^ 1 = 0 in 16 bits.
#include <iostream>
#include <cstdint>
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
    vector<int> order, par(n + 1, 0);
    vector<uint16_t> g(n + 1, 0);
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
