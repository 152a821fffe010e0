// time_limit_exceeded: a union-find with neither path compression nor union by size (the root of u's set hangs under the root of v's); a cycle whose edges come in order (1, 2), (2, 3), ... becomes one chain, and finding every vertex's root walks it: n^2 / 2 steps.
// Right wherever it finishes; some 2 * 10^10 steps on max-one-cycle-in-order.
// Codeforces 1823E Removing Graph: disjoint cycles by a union-find; a cycle of c vertices is worth
// floor(c / l) if c < l + r, else 0; Alice wins iff the XOR is non-zero.
#include <iostream>
#include <algorithm>
#include <numeric>
#include <vector>
using namespace std;

vector<int> parent;

int find(int v) {
    while (parent[v] != v) v = parent[v];
    return v;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long l, r;
    cin >> n >> l >> r;
    parent.resize(n + 1);
    iota(parent.begin(), parent.end(), 0);
    for (int i = 0; i < n; i++) {
        int u, v;
        cin >> u >> v;
        int a = find(u), b = find(v);
        if (a != b) parent[a] = b;
    }
    vector<long long> size(n + 1, 0);
    for (int v = 1; v <= n; v++) size[find(v)]++;
    long long x = 0;
    for (int v = 1; v <= n; v++) {
        long long c = size[v];
        if (c > 0 && c < l + r) x ^= c / l;
    }
    cout << (x != 0 ? "Alice" : "Bob") << '\n';
    return 0;
}
