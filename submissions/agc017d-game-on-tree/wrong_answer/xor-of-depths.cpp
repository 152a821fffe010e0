// wrong_answer: takes every vertex as a Nim heap of its depth below vertex 1 (a guess that fits all four samples) instead of the colon principle.
// Killed by paths from vertex 1, worth their length but with XOR of depths 0 when the length is 3 mod 4 (edge-path-from-1, max-path-from-1), and by random-small-03 and -07.
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
    vector<int> depth(n + 1, -1), q = {1};
    depth[1] = 0;
    int x = 0;
    for (size_t i = 0; i < q.size(); i++) {
        int v = q[i];
        x ^= depth[v];
        for (int u : adj[v])
            if (depth[u] < 0) {
                depth[u] = depth[v] + 1;
                q.push_back(u);
            }
    }
    cout << (x ? "Alice" : "Bob") << '\n';
    return 0;
}
