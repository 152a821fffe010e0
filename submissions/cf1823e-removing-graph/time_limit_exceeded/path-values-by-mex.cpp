// time_limit_exceeded: the Grundy values of paths by their definition (every block of l..r vertices erased from a path of p, the two parts XORed), then each cycle's by the same: O(C^2 (r - l)) for a cycle of C vertices.
// Right wherever it finishes; some 10^11 steps on max-one-cycle-in-order (C = 2 * 10^5).
// Codeforces 1823E Removing Graph: disjoint cycles by a union-find; a cycle of c vertices leaves a path of
// c - k after a move (or nothing), a path splits in two; Alice wins iff the XOR is non-zero.
#include <iostream>
#include <algorithm>
#include <numeric>
#include <utility>
#include <vector>
using namespace std;

vector<int> parent, sz;

int find(int v) {
    while (parent[v] != v) {
        parent[v] = parent[parent[v]];
        v = parent[v];
    }
    return v;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long l, r;
    cin >> n >> l >> r;
    parent.resize(n + 1);
    sz.assign(n + 1, 1);
    iota(parent.begin(), parent.end(), 0);
    for (int i = 0; i < n; i++) {
        int u, v;
        cin >> u >> v;
        int a = find(u), b = find(v);
        if (a != b) {
            if (sz[a] < sz[b]) swap(a, b);
            parent[b] = a;
            sz[a] += sz[b];
        }
    }
    int longest = 0;
    for (int v = 1; v <= n; v++)
        if (find(v) == v) longest = max(longest, sz[v]);
    vector<int> path(longest + 1, 0);
    for (int p = 1; p <= longest; p++) {
        vector<char> seen(p + 2, 0);
        for (long long k = l; k <= min<long long>(r, p); k++)
            for (int a = 0; a + k <= p; a++) {
                int g = path[a] ^ path[p - k - a];
                if (g <= p + 1) seen[g] = 1;
            }
        int g = 0;
        while (seen[g]) g++;
        path[p] = g;
    }
    long long x = 0;
    for (int v = 1; v <= n; v++) {
        if (find(v) != v) continue;
        int c = sz[v];
        vector<char> seen(c + 2, 0);
        for (long long k = l; k <= min<long long>(r, c); k++) {
            int g = k == c ? 0 : path[c - k];
            if (g <= c + 1) seen[g] = 1;
        }
        int g = 0;
        while (seen[g]) g++;
        x ^= g;
    }
    cout << (x != 0 ? "Alice" : "Bob") << '\n';
    return 0;
}
