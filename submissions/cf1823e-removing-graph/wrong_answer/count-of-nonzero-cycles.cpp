// wrong_answer: Alice is said to win iff an odd number of cycles have a non-zero value, as if every value were 1; the values floor(c / l) differ (3 and 4 XOR to 7, not 0).
// Killed by edge-values-3-and-4 and edge-values-1-and-2.
// Codeforces 1823E Removing Graph: disjoint cycles by a union-find; a cycle of c vertices is worth
// floor(c / l) if c < l + r, else 0; Alice wins iff the XOR is non-zero.
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
    long long x = 0, nonzero = 0;
    for (int v = 1; v <= n; v++) {
        if (find(v) == v) {
            long long c = sz[v];
            if (c < l + r && c / l != 0) nonzero++;
        }
    }
    cout << (nonzero % 2 == 1 ? "Alice" : "Bob") << '\n';
    return 0;
}
