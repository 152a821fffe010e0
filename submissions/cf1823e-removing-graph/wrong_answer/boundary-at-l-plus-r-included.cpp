// wrong_answer: a cycle is worth floor(c / l) while c <= l + r (not c < l + r), so a cycle of exactly l + r vertices, worth 0 (any move leaves a path the reply halves), is given floor((l + r) / l).
// Killed by edge-cycle-of-l-plus-r (one 5-cycle, l = 2, r = 3).
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
    long long x = 0;
    for (int v = 1; v <= n; v++) {
        if (find(v) == v) {
            long long c = sz[v];
            if (c <= l + r) x ^= c / l;
        }
    }
    cout << (x != 0 ? "Alice" : "Bob") << '\n';
    return 0;
}
